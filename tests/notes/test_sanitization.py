"""A note's Markdown body renders to safe HTML: basic formatting stays, anything that could run goes."""

from html.parser import HTMLParser

import pytest

from almanac.notes.models import RuleNote
from almanac.notes.rendering import ALLOWED_TAGS, render_markdown


def html(text: str) -> str:
    return str(render_markdown(text))


class _Elements(HTMLParser):
    def __init__(self):
        super().__init__()
        self.elements: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))


def assert_harmless(out: str) -> None:
    """Only allowed elements; no handler, style or class attribute; links only to safe URLs.

    (Markdown a sanitiser refused to turn into a link, such as “[x](javascript:…)”, may stay as plain
    text: text is harmless, and is what a reader should see.)
    """
    parser = _Elements()
    parser.feed(out)
    for tag, attrs in parser.elements:
        assert tag in ALLOWED_TAGS, out
        for name, value in attrs.items():
            assert not name.startswith("on"), out
            assert name in {"href", "title", "rel", "start"}, out
            if name == "href":
                assert value.startswith(("https:", "http:", "mailto:", "/", "#")), out
    assert "<script" not in out.lower()


def test_basic_formatting_is_kept():
    out = html(
        "# 标题\n\n**粗** *斜* ~~删~~ `代码`\n\n> 引文\n\n- 一\n- 二\n\n1. 甲\n2. 乙\n\n```\n<b>x</b>\n```\n"
    )
    assert "<h3>标题</h3>" in out  # headings shifted under the page's own h1/h2
    assert "<strong>粗</strong>" in out and "<em>斜</em>" in out and "<s>删</s>" in out
    assert "<code>代码</code>" in out
    assert "<blockquote>" in out
    assert "<ul>" in out and "<ol>" in out and "<li>一</li>" in out
    assert "<pre><code>&lt;b&gt;x&lt;/b&gt;" in out  # code shown, not interpreted


def test_links_get_noopener_nofollow():
    out = html("[协纪](https://example.org/x \"书\") [本站](/2025/2/3/) [信](mailto:a@example.org)")
    assert '<a href="https://example.org/x" title="书" rel="noopener nofollow">协纪</a>' in out
    assert '<a href="/2025/2/3/" rel="noopener nofollow">本站</a>' in out
    assert 'href="mailto:a@example.org"' in out


@pytest.mark.parametrize(
    "attack",
    [
        "<script>alert(1)</script>",
        "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
        "[点我](javascript:alert(1))",
        "[点我](JaVaScRiPt:alert(1))",
        '<a href="javascript:alert(1)">点我</a>',
        '<a href="jav&#x09;ascript:alert(1)">点我</a>',
        '<a href="javascript&#58;alert(1)">点我</a>',
        "<img src=x onerror=alert(1)>",
        '<img src="x" onerror="alert(1)">',
        '<p onclick="alert(1)">段</p>',
        '<a href="/ok" onmouseover="alert(1)">链</a>',
        '<b onerror=alert(1)>粗</b>',
        '<svg onload=alert(1)></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="background:url(javascript:alert(1))">样式</p>',
        "<style>body{display:none}</style>",
        "[数据](data:text/html,<script>alert(1)</script>)",
        '<form action="https://evil.example"><input name=x><button>go</button></form>',
        "<details open ontoggle=alert(1)>",
    ],
)
def test_attacks_are_rendered_harmless(attack):
    out = html(f"前 {attack} 后")
    assert_harmless(out)
    assert "前" in out and "后" in out


def test_script_content_is_dropped_not_shown():
    out = html("<script>alert('x')</script>正文")
    assert "alert" not in out and "正文" in out


def test_img_onerror_leaves_no_image():
    assert html("<img src=x onerror=alert(1)>") == ""


def test_classes_and_ids_are_stripped():
    out = html('<p class="x" id="main">段</p>')
    assert out == "<p>段</p>"


@pytest.mark.django_db
def test_model_body_html_is_sanitised():
    note = RuleNote(body="**注** <script>alert(1)</script>[x](javascript:alert(1))")
    out = str(note.body_html)
    assert "<strong>注</strong>" in out
    assert_harmless(out)
