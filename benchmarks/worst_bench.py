"""The worst requests a logged-in user can make, at the account limits (settings.ACCOUNT_LIMITS): server time of
each, on dates this process has not computed before (so every day and search is cold), and the worst of all.

An account at its limits: 10 households (each with its 五姓 sound), 30 members with birth dates and times, all
in one household (the household, export and wedding pages then show all 30). The candidates are every page and
endpoint whose work grows with what the account holds or asks: date searches for chosen members at the
members × days limit (6 members for half a year, 3 for a year, 1 for three years), with hours and the 奇门 filter, as page, JSON
and iCalendar; the day, month and compass pages with 30 members' panels and marks; the household, member,
export and wedding pages.

Run: `scripts/bench` (after the pages benchmark) or `.venv/bin/python -m benchmarks.worst_bench`. It works in a
throwaway SQLite database (the request's database work is a few small queries; the cost is the almanac's).
The process first loads what gunicorn's master loads before forking (the catalogue, the months around today).
"""

import os
import sys
import tempfile
import time
from datetime import date
from datetime import time as clock

_database = tempfile.NamedTemporaryFile(prefix="almanac-worst-", suffix=".sqlite3", delete=False)
os.environ.pop("DATABASE_URL", None)
os.environ["SQLITE_PATH"] = _database.name
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "almanac.settings")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from almanac.core import api  # noqa: E402
from almanac.profiles import services  # noqa: E402

BUDGET_MS = 2000  # docs/performance.md: the worst logged-in request answers within 2 s on the dev machine


def account_at_the_limits():
    limits = settings.ACCOUNT_LIMITS
    user = get_user_model().objects.create_user("worst", password="x-Worst-bench-2026")
    sounds = ["宫", "商", "角", "徵", "羽"]
    homes = [services.create_household(owner=user, name=f"家{i}", surname_sound=sounds[i % 5])
             for i in range(limits["households"])]
    members = [
        services.create_member(
            household=homes[0], name=f"成员{i}", sex="MF"[i % 2], birth_date=date(1940 + 2 * i, 1 + i % 12, 1 + i % 28),
            birth_time=clock(i % 24, 30), timezone="Asia/Shanghai", late_zi_next_day=bool(i % 3 == 0),
        )
        for i in range(limits["members"])
    ]
    return user, homes, members


def warm_like_gunicorn() -> None:
    """What gunicorn.conf.py's master computes before forking: the catalogue and the months around today."""
    today = api.today()
    api.day(today)
    for offset in range(-3, 14):
        year, month = divmod(today.month - 1 + offset, 12)
        api.month(today.year + year, month + 1)


def candidates(homes, members):
    limits = settings.ACCOUNT_LIMITS
    most = limits["search_members"]
    per_year = min(most, limits["search_member_days"] // 366)  # members for a one-year search
    per_three = limits["search_member_days"] // 1096  # members for a three-year search
    half_year = min(most, limits["search_member_days"] // 183)
    year = "&".join(f"member={m.pk}" for m in members[:per_year])
    three = "&".join(f"member={m.pk}" for m in members[:per_three])
    most_members = "&".join(f"member={m.pk}" for m in members[:half_year])
    home = homes[0].pk
    bride, groom = members[1].pk, members[0].pk
    # Each on years no other candidate touches, so each is cold.
    return [
        (f"search JSON, {half_year} members × ½ year, hours, 奇门", f"/api/search?activity=祭祀&from=2041-01-01&to=2041-07-02&hours=1&qimen=1&{most_members}"),
        (f"search JSON, {per_year} members × 1 year, hours, 奇门", f"/api/search?activity=祭祀&from=2041-08-01&to=2042-07-31&hours=1&qimen=1&{year}"),
        (f"search JSON, {per_three} member × 3 years, hours, 奇门", f"/api/search?activity=祭祀&from=2042-08-01&to=2045-07-31&hours=1&qimen=1&{three}"),
        ("search JSON, no member, 3 years, hours, 奇门", "/api/search?activity=祭祀&from=2045-08-01&to=2048-07-31&hours=1&qimen=1"),
        (f"search page, {per_year} members × 1 year, hours, 奇门", f"/search/?activity=祭祀&start=2048-08-01&end=2049-07-31&hours=on&qimen=on&{year}"),
        (f"search page, {per_three} member × 3 years, hours, 奇门", f"/search/?activity=嫁娶&start=2049-08-01&end=2052-07-31&hours=on&qimen=on&{three}"),
        ("search page, no member, 3 years, hours, 奇门", "/search/?activity=祭祀&start=2052-08-01&end=2055-07-31&hours=on&qimen=on"),
        (f"search .ics, {per_three} member × 3 years, hours", f"/search/ics?activity=祭祀&from=2055-08-01&to=2058-07-31&hours=1&{three}"),
        ("day page, 30 members", "/2059/5/5/"),
        ("month page, 30 members", "/2060/5/"),
        ("compass, 30 members, 10 households", "/compass/2061/5/?sit=子"),
        ("household page, 30 members", f"/households/{home}/"),
        ("household export, 30 members", f"/households/{home}/export.json"),
        ("member page", f"/households/members/{members[0].pk}/?date=2062-03-03"),
        ("wedding days, 1 year", f"/households/{home}/wedding/?bride={bride}&groom={groom}&start=2063-01-01&end=2063-12-31&weng_living=on&gu_living=on"),
        ("household list", "/households/"),
    ]


def main() -> int:
    setup_test_environment()
    settings.RATELIMIT_ENABLED = False  # the limits are per minute; here every request is one of a kind
    call_command("migrate", verbosity=0)
    user, homes, members = account_at_the_limits()
    started = time.perf_counter()
    warm_like_gunicorn()
    print(f"worst logged-in requests at the account limits ({len(homes)} households, {len(members)} members), "
          f"cold dates, server time (warm-up like gunicorn's master: {time.perf_counter() - started:.1f} s)")
    client = Client()
    client.force_login(user)
    worst = (0.0, 0.0, "")
    for label, url in candidates(homes, members):
        started, cpu = time.perf_counter(), time.process_time()
        response = client.get(url)
        elapsed, cpu = (time.perf_counter() - started) * 1e3, (time.process_time() - cpu) * 1e3
        assert response.status_code == 200, (url, response.status_code, response.content[:300])
        print(f"  {label:48s} {elapsed:7.0f} ms  (CPU {cpu:5.0f} ms)  {len(response.content) / 1024:7.0f} KB")
        worst = max(worst, (elapsed, cpu, label))
    verdict = "within" if worst[0] <= BUDGET_MS else "OVER"
    print(f"  worst: {worst[2]}: {worst[0]:.0f} ms, CPU {worst[1]:.0f} ms ({verdict} the {BUDGET_MS} ms budget)")
    print("  (wall time on a shared machine includes waiting for a core; the CPU time is the request's own work)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    finally:
        os.unlink(_database.name)
