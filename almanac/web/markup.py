"""django.utils.html's conditional_escape and format_html without their lazy-string wrappers, for the tags that
write a page's long loops (a cold day page calls them thousands of times; Django's `keep_lazy` check of every
argument was a tenth of the page). The same escaping, the same SafeString."""

from html import escape as _escape

from django.utils.safestring import SafeString


def escape_html(value) -> str:
    """conditional_escape: HTML (anything with __html__, a SafeString) as it is, any other value escaped."""
    if hasattr(value, "__html__"):
        return value.__html__()
    return _escape(str(value))


def format_html(template: str, *args) -> SafeString:
    """format_html: the template filled with its arguments, each escaped unless it is HTML already."""
    return SafeString(template.format(*map(escape_html, args)))


def join_html(separator, parts) -> SafeString:
    """Parts (each escaped unless HTML) joined by a separator (likewise)."""
    return SafeString(escape_html(separator).join(map(escape_html, parts)))
