"""Fuzzing every URL of the site (hypothesis): hostile path segments and query strings never make a 500,
HTML never echoes a script unescaped, and another user's household/member ids always answer 404.

Every URL pattern is found by walking the resolver, so a new page is fuzzed without touching this file.
"""

import re
from datetime import date
from urllib.parse import quote, urlencode, urlsplit

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import RegexPattern
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from almanac.profiles import services

FUZZ = settings(
    max_examples=40,
    deadline=None,
    # The Django client and database are set up once per test, not per example (nothing an example writes
    # matters to the next one: every request here is a read or is refused).
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,  # the same examples every run: a failure reproduces, the suite's time is steady
)

SCRIPT = "<script>alert(1)</script>"
MARKERS = ("<script>alert", "<img src=x onerror", "<svg onload")
HOSTILE = [
    SCRIPT,
    '"><script>alert(1)</script>',
    "<img src=x onerror=alert(1)>",
    "'><svg onload=alert(1)>",
    "../", "../../etc/passwd", "..%2f..%2f", "%00", "\x00", "%", "%%", "%zz", "%c0%af",
    "' OR '1'='1", "1; DROP TABLE auth_user;--", '" OR ""="', "1 UNION SELECT NULL--",
    "0", "-1", "00", "2026", "1901", "2099", "2100", "1900", "13", "31", "2026-02-30", "2026-13", "9999-99",
    "99999999999999999999999999999999", str(2**63), str(-(2**63)), "1e309", "NaN", "Infinity",
    "\u202e", "\ufeff", "\ud7ff", "😀" * 10, "嫁娶", "𠀋", "é", "İ", "ß" * 50, "\t", " ", "\r\n", "a" * 5000,
    "javascript:alert(1)", "//evil.example", "https://evil.example/", "\\\\evil.example", "/\\evil.example",
]


def _segments():
    return st.one_of(
        st.sampled_from(HOSTILE),
        st.integers(min_value=-(10**30), max_value=10**30).map(str),
        st.integers(min_value=0, max_value=3000).map(str),
        st.text(max_size=40),
        st.lists(st.sampled_from(HOSTILE), min_size=2, max_size=3).map("".join),
    )


def _encoded(segment: str, how: int) -> str:
    """A segment as a URL may carry it: fully quoted, quoted but for path characters, or nearly raw."""
    if how == 0:
        return quote(segment, safe="")
    if how == 1:
        return quote(segment, safe="/.%")
    return quote(segment, safe="/.%<>'\"; ()=:!*@$&+,")  # '?' and '#' stay quoted: they would end the path


# --- every URL pattern ------------------------------------------------------------------------------

def _walk(resolver, prefix=()):
    for entry in resolver.url_patterns:
        parts = prefix + (entry.pattern,)
        if isinstance(entry, URLResolver):
            yield from _walk(entry, parts)
        elif isinstance(entry, URLPattern):
            yield parts, entry.name


_PLACEHOLDER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")


def _regex_template(regex: str) -> str:
    """A RegexPattern as a template: '^(?P<app_label>auth|notes)/$' → '<app_label>/' (groups become slots)."""
    regex = regex.lstrip("^").rstrip("$").replace("\\Z", "")
    out, i = [], 0
    while i < len(regex):
        if regex.startswith("(?P<", i):
            name = regex[i + 4:regex.index(">", i)]
            depth, j = 0, i
            while True:
                depth += {"(": 1, ")": -1}.get(regex[j], 0)
                if regex[j] == "\\":
                    j += 1
                elif depth == 0:
                    break
                j += 1
            out.append(f"<{name}>")
            i = j + 1
        else:
            out.append(regex[i].replace("\\", ""))
            i += 1
    return "".join(out)


def _template(parts) -> str:
    pieces = []
    for pattern in parts:
        pieces.append(_regex_template(pattern.regex.pattern) if isinstance(pattern, RegexPattern) else str(pattern))
    return "/" + "".join(pieces)


ROUTES = sorted({_template(parts) for parts, _name in _walk(get_resolver())})
PROFILE_ROUTES = [r for r in ROUTES if r.startswith("/households/") and "<" in r]


def _fill(template: str, values: list[str]) -> str:
    slots = iter(values)
    return _PLACEHOLDER.sub(lambda _m: next(slots), template)


def _assert_safe(response, url: str) -> None:
    assert response.status_code < 500, f"{response.status_code} for {url!r}"
    content_type = response.get("Content-Type", "")
    if "html" in content_type:
        body = response.content.decode("utf-8", "replace")
        for marker in MARKERS:
            assert marker not in body, f"{marker!r} echoed unescaped by {url!r}"
    elif response.content:
        # JSON, iCalendar and text may carry the input back verbatim (escaping is the reader's business), but
        # never as something a browser would render as HTML.
        assert content_type and "html" not in content_type and "xml" not in content_type, (url, content_type)
        assert response.get("X-Content-Type-Options") == "nosniff", url
    location = response.get("Location", "")
    if location:
        target = urlsplit(location)
        assert target.netloc in ("", "testserver") and not location.startswith(("//", "/\\", "\\")), (
            f"{url!r} redirects off-site to {location!r}"
        )


def test_the_walk_finds_the_site():
    assert {"/", "/search/", "/api/search", "/api/day/<str:date_text>", "/households/<int:pk>/"} <= set(ROUTES)
    assert any(r.startswith("/admin/") for r in ROUTES) and any(r.startswith("/notes/") for r in ROUTES)


@pytest.fixture
def anon():
    return Client(raise_request_exception=False)


@pytest.mark.parametrize("template", [r for r in ROUTES if "<" in r])
@FUZZ
@given(data=st.data())
def test_hostile_path_segments_never_break_a_page(anon, template, data):
    slots = len(_PLACEHOLDER.findall(template))
    values = [_encoded(data.draw(_segments()), data.draw(st.integers(0, 2))) for _ in range(slots)]
    url = _fill(template, values)
    htmx = data.draw(st.booleans())
    response = anon.get(url, **({"HTTP_HX_REQUEST": "true"} if htmx else {}))
    _assert_safe(response, url)


# --- query strings of the GET forms -------------------------------------------------------------------

ACTIVITY = st.one_of(st.sampled_from(["嫁娶", "出行", "安葬", "祭祀", "开市"]), _segments())
DATE = st.one_of(
    st.dates(min_value=date(1890, 1, 1), max_value=date(2110, 12, 31)).map(str), _segments()
)
BOOL = st.one_of(st.sampled_from(["1", "0", "true", "on", "yes", ""]), _segments())
# the search's filters and order (issue 16): the values they take, and anything else
NARROW = {"days_off": BOOL, "min_grade": st.one_of(st.sampled_from(["上吉", "吉", "平", "凶", "大凶", ""]), _segments()),
          "sort": st.one_of(st.sampled_from(["rank", "date", ""]), _segments())}
FORMS = {
    "/": {"week": st.one_of(st.just("sun"), _segments())},
    "/2026/2/": {"week": st.one_of(st.just("sun"), _segments())},
    "/2026/2/14/": {"city": _segments()},
    "/search/": {"activity": ACTIVITY, "start": DATE, "end": DATE, "hours": BOOL, "member": _segments(), **NARROW,
                 "view": st.one_of(st.sampled_from(["list", "calendar"]), _segments())},
    "/search/ics": {"activity": ACTIVITY, "from": DATE, "to": DATE, "hours": BOOL, "member": _segments(), **NARROW},
    "/api/search": {"activity": ACTIVITY, "from": DATE, "to": DATE, "hours": BOOL, "member": _segments(), **NARROW},
    "/jump/": {"month": st.one_of(st.dates().map(lambda d: d.strftime("%Y-%m")), _segments()),
               "week": st.one_of(st.just("sun"), _segments())},
    "/compass/": {"orient": st.one_of(st.just("north"), _segments()), "sit": _segments(), "rejected": BOOL},
    "/compass/2026/": {"orient": _segments(), "sit": _segments(), "rejected": BOOL},
    "/compass/2026/3/": {"orient": _segments(), "sit": st.one_of(st.sampled_from(["子", "午", "壬", "乾"]), _segments()),
                         "rejected": BOOL, "use": st.one_of(st.just("bury"), _segments())},
    "/api/compass/2026": {"sit": _segments()},
    "/api/compass/2026/3": {"sit": st.one_of(st.sampled_from(["子", "午", "壬", "乾"]), _segments())},
    "/api/day/2026-02-14": {"city": _segments()},
    "/api/month/2026-02": {"x": _segments()},
    "/notes/": {"kind": _segments(), "subject": _segments(), "lang": _segments(), "page": _segments()},
    "/accounts/login/": {"next": _segments()},
    "/accounts/signup/": {"next": _segments()},
}


FORM_CASES = sorted(FORMS)


# Found by this fuzzing: a reason without a god key (诸煞会聚) made directions.sitting_verdict raise (500).
@pytest.mark.parametrize("url", ["/compass/2026/3/?sit=%E5%8D%88", "/api/compass/2026/3?sit=%E5%8D%88"])
def test_compass_sitting_regression(anon, url):
    assert anon.get(url).status_code == 200


@pytest.mark.parametrize("path", FORM_CASES)
@FUZZ
@given(data=st.data())
def test_hostile_query_strings_never_break_a_form(anon, path, data):
    fields = FORMS[path]
    chosen = data.draw(st.lists(st.sampled_from(sorted(fields)), unique=True, max_size=len(fields)))
    query = [(name, data.draw(fields[name])) for name in chosen]
    if data.draw(st.booleans()):  # a parameter repeated, or one nobody reads
        query.append((data.draw(st.sampled_from(sorted(fields) + ["zzz"])), data.draw(_segments())))
    url = f"{path}?{urlencode(query)}"
    _assert_safe(anon.get(url), url)


@FUZZ
@given(next_url=_segments(), language=st.one_of(st.sampled_from(["en", "zh-hant", "zh-hans"]), _segments()),
       referer=st.one_of(st.none(), _segments()))
def test_the_language_switch_never_redirects_off_site(anon, next_url, language, referer):
    extra = {"HTTP_REFERER": referer} if referer is not None else {}
    response = anon.post("/i18n/setlang/", {"language": language, "next": next_url}, **extra)
    _assert_safe(response, f"setlang next={next_url!r}")


@FUZZ
@given(username=_segments(), password=_segments(), next_url=_segments())
def test_hostile_login_forms_are_refused_politely(anon, username, password, next_url):
    response = anon.post(f"/accounts/login/?{urlencode({'next': next_url})}",
                         {"username": username, "password": password})
    assert response.status_code in (400, 429), response.status_code
    _assert_safe(response, f"login {username!r}")


# --- another user's households and members ---------------------------------------------------------

ALICE_SECRETS = ("Alice秘密甲", "Alice秘密乙", "AliceHouseholdSecret")


@pytest.fixture
def two_households(django_user_model):
    alice = django_user_model.objects.create_user(username="alice", password="x-Alice-pass-2025")
    bob = django_user_model.objects.create_user(username="bob", password="x-Bob-pass-2025")
    alice_home = services.create_household(owner=alice, name=ALICE_SECRETS[2])
    alice_members = [
        services.create_member(household=alice_home, name=ALICE_SECRETS[0], sex="F", birth_date=date(1990, 5, 15)),
        services.create_member(household=alice_home, name=ALICE_SECRETS[1], sex="M", birth_date=date(1988, 1, 2)),
    ]
    bob_home = services.create_household(owner=bob, name="Bob家")
    bob_member = services.create_member(household=bob_home, name="Bob本人", sex="M", birth_date=date(1985, 7, 7))
    as_bob = Client(raise_request_exception=False)
    as_bob.force_login(bob)
    return {
        "client": as_bob,
        # Ids by kind: a household's pk may equal a member's, and only Bob's own (of that kind) are his.
        "alice": {"households": [alice_home.pk], "members": [m.pk for m in alice_members]},
        "bob": {"households": {bob_home.pk}, "members": {bob_member.pk}},
    }


def test_every_profiles_url_is_fuzzed():
    assert len(PROFILE_ROUTES) >= 9, PROFILE_ROUTES


@pytest.mark.parametrize("template", PROFILE_ROUTES)
@FUZZ
@given(data=st.data())
def test_another_users_ids_always_answer_404(two_households, template, data):
    client = two_households["client"]
    kind = "members" if template.startswith("/households/members/") else "households"
    alice_ids, bob_ids = two_households["alice"][kind], two_households["bob"][kind]
    pk = data.draw(st.one_of(
        st.sampled_from(alice_ids),
        st.integers(min_value=0, max_value=2**62).filter(lambda n: n not in bob_ids),
    ))
    url = _fill(template, [str(pk)])
    method = data.draw(st.sampled_from(["get", "post"]))
    form = {"name": data.draw(_segments()), "sex": "M", "birth_date": "1990-01-01", "partner": str(pk)}
    response = getattr(client, method)(url, form if method == "post" else {})
    # 405: a POST to a page that only reads (refused before any lookup, so it tells nothing either).
    allowed = (404,) if method == "get" else (404, 405)
    assert response.status_code in allowed, f"{method.upper()} {url} → {response.status_code}"
    body = response.content.decode("utf-8", "replace")
    for secret in ALICE_SECRETS:
        assert secret not in body, f"{method.upper()} {url} shows {secret!r}"


# --- the admin's changelists: filters, search, ordering and paging ----------------------------------

def _changelist_parameters(model_admin) -> list[str]:
    """The query parameters a changelist reads: its filters' lookups (found from list_filter and
    date_hierarchy, so a new filter is fuzzed without touching this file), search, ordering and paging."""
    names = ["q", "o", "p", "e", "all", "_to_field", "_popup"]
    for entry in model_admin.list_filter:
        field = entry if isinstance(entry, str) else getattr(entry, "parameter_name", None) or entry[0]
        if isinstance(field, str):
            names += [field, f"{field}__exact", f"{field}__isnull", f"{field}__in", f"{field}__id__exact"]
    if model_admin.date_hierarchy:
        names += [f"{model_admin.date_hierarchy}__{part}" for part in ("year", "month", "day", "gte", "lt")]
    return names


def _changelists():
    from django.contrib import admin

    return sorted(
        (f"/admin/{model._meta.app_label}/{model._meta.model_name}/", _changelist_parameters(model_admin))
        for model, model_admin in admin.site._registry.items()
    )


CHANGELISTS = _changelists()


def test_every_changelist_with_filters_is_fuzzed():
    urls = dict(CHANGELISTS)
    assert {"/admin/notes/rulenote/", "/admin/profiles/member/", "/admin/profiles/household/"} <= set(urls)
    assert "status__exact" in urls["/admin/notes/rulenote/"] and "created_at__year" in urls["/admin/profiles/household/"]


@pytest.fixture
def superuser_client(django_user_model):
    user = django_user_model.objects.create_superuser("root-fuzz", "root@example.org", "x-Root-pass-2025")
    client = Client(raise_request_exception=False)
    client.force_login(user)
    return client


@pytest.mark.parametrize("path, names", CHANGELISTS, ids=[path for path, _names in CHANGELISTS])
@FUZZ
@given(data=st.data())
def test_hostile_changelist_filters_never_break_the_admin(superuser_client, path, names, data):
    chosen = data.draw(st.lists(st.sampled_from(names), min_size=1, max_size=3, unique=True))
    query = [(name, data.draw(st.one_of(st.sampled_from(["%00", "\x00", "a\x00b"]), _segments()))) for name in chosen]
    url = f"{path}?{urlencode(query)}"
    response = superuser_client.get(url)
    _assert_safe(response, url)
