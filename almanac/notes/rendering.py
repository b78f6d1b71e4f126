"""A note's Markdown body as safe HTML: markdown-it-py (CommonMark) renders, nh3 (ammonia) sanitises.

Allowed: paragraphs, line breaks, rules, bold/italic/strikethrough, inline code and code blocks, block
quotes, lists, sub/superscript, headings (shifted down two levels: a note's ``#`` becomes ``<h3>``, under
the page's own h1/h2), and links to http(s), mailto or this site (relative), which get
``rel="noopener nofollow"``. Everything else goes: script and style elements with their content, images,
iframes, forms, every ``on…`` handler, ``style`` and ``class`` attributes, ``javascript:``/``data:`` URLs.
Inline HTML in the Markdown passes through the same allow-list, so a curator's ``<sup>`` stays and a
``<script>`` disappears.
"""

from functools import cache

import nh3
from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt

ALLOWED_TAGS = frozenset({
    "p", "br", "hr", "strong", "em", "b", "i", "del", "s", "sub", "sup", "code", "pre", "blockquote",
    "ul", "ol", "li", "a", "h3", "h4", "h5", "h6",
})
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "ol": {"start"}}
URL_SCHEMES = frozenset({"http", "https", "mailto"})
LINK_REL = "noopener nofollow"
HEADING_SHIFT = 2


@cache
def _markdown() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": True, "linkify": False, "typographer": False}).enable("strikethrough")


@cache
def _cleaner() -> nh3.Cleaner:
    return nh3.Cleaner(
        tags=set(ALLOWED_TAGS),
        clean_content_tags={"script", "style"},
        attributes={tag: set(names) for tag, names in ALLOWED_ATTRIBUTES.items()},
        url_schemes=set(URL_SCHEMES),
        link_rel=LINK_REL,
        strip_comments=True,
    )


def markdown_to_html(text: str) -> str:
    """Markdown → HTML, not yet sanitised."""
    md = _markdown()
    env: dict = {}
    tokens = md.parse(text or "", env)
    for token in tokens:
        if token.type in ("heading_open", "heading_close"):
            level = min(int(token.tag[1]) + HEADING_SHIFT, 6)
            token.tag = f"h{level}"
    return md.renderer.render(tokens, md.options, env)


def sanitize(html: str) -> str:
    return _cleaner().clean(html)


def render_markdown(text: str) -> SafeString:
    """The body a visitor sees: rendered, then sanitised, and only then marked safe."""
    return mark_safe(sanitize(markdown_to_html(text)))  # noqa: S308 - sanitised by nh3 just above
