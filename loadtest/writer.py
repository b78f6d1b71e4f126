"""Concurrent writes during a fault run (scripts/loadtest postgres), and the check afterwards.

    python loadtest/writer.py write RUN SECONDS OUT.json   # loop: one unit of work per transaction
    python loadtest/writer.py check RUN OUT.json           # verify what is in the database

One unit = a user, a household owned by it and two members, written through the site's services
(almanac.profiles.services.create_household / create_member, each full_clean + atomic) inside one outer
transaction.atomic, so a unit is all-or-nothing. The user is created with User.objects.create_user and an
unusable password (not the sign-up form: its password hashing would only burn the CPU the load test needs).
Each unit is recorded as committed, failed (an error before COMMIT: nothing may be in the database) or
unknown (the error came during COMMIT itself: either outcome is legitimate, the check says which).
The check: every household of the run has its owner and exactly 2 members; no user of the run is without
its household; every committed unit is there; no failed unit is there.
"""

import json
import os
import sys
import time

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "almanac.settings")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import django  # noqa: E402

django.setup()

from datetime import date  # noqa: E402

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection, transaction  # noqa: E402

from almanac.profiles import services  # noqa: E402
from almanac.profiles.models import Household  # noqa: E402

User = get_user_model()


def write(run: str, seconds: float, out: str) -> None:
    committed, failed, unknown, errors = [], [], [], []
    started = time.monotonic()
    i = 0
    while time.monotonic() - started < seconds:
        i += 1
        name = f"lt-{run}-{i}"
        stage = "body"
        try:
            with transaction.atomic():
                user = User(username=name)
                user.set_unusable_password()
                user.save()
                household = services.create_household(owner=user, name=name)
                services.create_member(household=household, name="甲", sex="M", birth_date=date(1990, 5, 17))
                services.create_member(household=household, name="乙", sex="F", birth_date=date(1992, 8, 3))
                stage = "commit"
            committed.append(i)
        except Exception as error:  # the outage: OperationalError, InterfaceError …
            (unknown if stage == "commit" else failed).append(i)
            errors.append({"t": round(time.monotonic() - started, 2), "unit": i, "stage": stage,
                           "error": f"{type(error).__name__}: {str(error).splitlines()[0][:120] if str(error) else ''}"})
            try:
                connection.close()  # a broken connection is not reused; the next unit reconnects
            except Exception:
                pass
            time.sleep(0.1)
    with open(out, "w") as f:
        json.dump({"run": run, "units": i, "committed": committed, "failed": failed, "unknown": unknown,
                   "errors": errors}, f)


def check(run: str, out: str) -> int:
    with open(out) as f:
        record = json.load(f)
    prefix = f"lt-{run}-"
    households = {h.name: h for h in Household.objects.filter(name__startswith=prefix).select_related("owner")}
    problems = []
    for name, h in households.items():
        n = h.members.count()
        if n != 2:
            problems.append(f"{name}: {n} members")
        if h.owner.username != name:
            problems.append(f"{name}: owner {h.owner.username}")
    users = set(User.objects.filter(username__startswith=prefix).values_list("username", flat=True))
    orphans = sorted(users - set(households))
    problems += [f"user {u} without its household" for u in orphans]
    present = {int(name.rsplit("-", 1)[1]) for name in households}
    missing = [i for i in record["committed"] if i not in present]
    problems += [f"committed unit {i} missing" for i in missing]
    ghost = [i for i in record["failed"] if i in present]
    problems += [f"failed unit {i} present" for i in ghost]
    unknown_present = [i for i in record["unknown"] if i in present]
    errors = record["errors"]
    summary = {
        "units_attempted": record["units"], "committed": len(record["committed"]), "failed": len(record["failed"]),
        "unknown_at_commit": len(record["unknown"]), "unknown_that_committed": len(unknown_present),
        "households_in_db": len(households), "users_in_db": len(users),
        "first_error_s": errors[0]["t"] if errors else None, "last_error_s": errors[-1]["t"] if errors else None,
        "error_kinds": sorted({e["error"].split(":")[0] for e in errors}),
        "problems": problems[:20], "consistent": not problems,
    }
    print("WRITES " + json.dumps(summary, ensure_ascii=False))
    return 0 if not problems else 1


if __name__ == "__main__":
    if sys.argv[1] == "write":
        write(sys.argv[2], float(sys.argv[3]), sys.argv[4])
    else:
        sys.exit(check(sys.argv[2], sys.argv[3]))
