"""Browser tests: Debian's Chromium driven headless by Playwright against pytest-django's live server.

Playwright never downloads a browser here: it launches /usr/bin/chromium, which `scripts/test`
installs from Debian's packages (with the CJK font fonts-wqy-microhei) when it is missing. Without
Chromium the tests are skipped with a message, except on CI (CI=true), where that is an error.

Fixtures
  browser          one headless Chromium for the whole session
  new_context      factory for extra contexts: new_context(java_script_enabled=False, viewport=...)
  page             a page with JavaScript on (desktop size, Chinese locale, CST time zone)
  page_nojs        a page in a context with JavaScript disabled
  js_errors        uncaught JS errors and CSP violations so far; any left make a passing test error

When a test fails, every page of its contexts is saved to tests/browser/artifacts/ as a full-page
PNG and an HTML dump (the folder is gitignored). Helpers for writing tests live in helpers.py.
"""

import os
import re
import shutil
import subprocess
import warnings
from pathlib import Path

import pytest

# Playwright's sync API keeps an asyncio loop in the test thread, so Django's "no ORM calls from async
# code" guard would trip on the database set-up and flush that live_server needs. Nothing here is async.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE / "artifacts"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
# Defaults for every browser context. zh-CN makes LocaleMiddleware pick zh-hans whatever the machine's
# locale is; language-switch tests can pass locale="en-US" etc. to new_context.
CONTEXT_DEFAULTS = {"viewport": DESKTOP, "locale": "zh-CN", "timezone_id": "Asia/Shanghai"}
TIMEOUT_MS = 10_000  # per action / assertion; pages answer in well under a second

_reports = pytest.StashKey[dict]()


@pytest.fixture(scope="session", autouse=True)
def _fresh_failure_artifacts():
    """Failure artifacts describe the last run only."""
    for stale in ARTIFACTS.glob("FAILED-*"):
        stale.unlink(missing_ok=True)


def pytest_collection_modifyitems(config, items):
    """Every test under tests/browser carries the `browser` marker, whether or not its module says so."""
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.browser)
            # The live server's requests touch the database (sessions, accounts): give every browser test
            # real database access, committed so that the server thread sees it.
            item.add_marker(pytest.mark.django_db(transaction=True))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    item.stash.setdefault(_reports, {})[report.when] = report
    return report


def _failed(node) -> bool:
    reports = node.stash.get(_reports, {})
    return any(r.failed for r in reports.values())


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (requirements.txt)")
    if not (os.access(CHROMIUM, os.X_OK) or shutil.which(CHROMIUM)):
        message = (
            f"Chromium not found at {CHROMIUM}: browser tests need Debian's packages "
            "`apt-get install -y chromium fonts-wqy-microhei` (scripts/test installs them when run as root)"
        )
        if os.environ.get("CI"):
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    if not _has_cjk_font():
        warnings.warn(
            "no WenQuanYi font found (fc-list): Chinese text will render as boxes in screenshots; "
            "`apt-get install -y fonts-wqy-microhei`",
            stacklevel=1,
        )
    sync_api.expect.set_options(timeout=TIMEOUT_MS)
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def js_errors():
    """Uncaught JavaScript errors and Content-Security-Policy violations seen by this test's pages.

    Any left in the list when a passing test ends make it error at teardown. A test that provokes
    one on purpose checks it and clears the list."""
    return []


@pytest.fixture
def new_context(browser, live_server, request, js_errors):
    """Factory for browser contexts (closed, with artifacts saved on failure, after the test).

    Keyword arguments go to Browser.new_context, over CONTEXT_DEFAULTS; base_url is the live server,
    so page.goto("/2025/02/") works.
    """
    contexts = []

    def on_console(message):
        if message.type == "error" and ("Content Security Policy" in message.text or "Refused to" in message.text):
            js_errors.append(f"{message.page.url if message.page else message.location.get('url')}: {message.text}")

    def on_web_error(web_error):
        js_errors.append(f"{web_error.page.url if web_error.page else '?'}: {web_error.error}")

    def make(**options):
        context = browser.new_context(**{**CONTEXT_DEFAULTS, "base_url": live_server.url, **options})
        context.set_default_timeout(TIMEOUT_MS)
        context.set_default_navigation_timeout(TIMEOUT_MS)
        context.on("weberror", on_web_error)
        context.on("console", on_console)
        contexts.append(context)
        return context

    yield make

    failed = _failed(request.node)
    for index, context in enumerate(contexts):
        if failed:
            _save_artifacts(request.node.nodeid, index, context)
        context.close()
    if js_errors and not failed:
        pytest.fail("JavaScript errors in the browser:\n" + "\n".join(js_errors), pytrace=False)


@pytest.fixture
def page(new_context):
    """A page with JavaScript enabled, at desktop size."""
    return new_context().new_page()


@pytest.fixture
def page_nojs(new_context):
    """A page whose context has JavaScript disabled: plain links and forms only."""
    return new_context(java_script_enabled=False).new_page()


def _has_cjk_font() -> bool:
    try:
        fonts = subprocess.run(["fc-list"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return "wqy" in fonts.lower()


def _save_artifacts(nodeid: str, context_index: int, context) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    stem = re.sub(r"[^\w.-]+", "_", nodeid.split("tests/browser/")[-1]).strip("_")
    for page_index, page in enumerate(context.pages):
        name = f"FAILED-{stem}-{context_index}.{page_index}"
        try:
            page.screenshot(path=ARTIFACTS / f"{name}.png", full_page=True, timeout=5_000)
            (ARTIFACTS / f"{name}.html").write_text(f"<!-- {page.url} -->\n{page.content()}", encoding="utf-8")
        except Exception as error:  # a crashed page must not hide the test's own failure
            print(f"could not save browser artifacts for {nodeid}: {error}")
