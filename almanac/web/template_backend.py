"""Django's template engine, letting go of each page's context as soon as the page is written (settings.TEMPLATES).

Django's Context and the ContextDicts it pushes refer to each other (ContextDict.context), so after a render the
whole context, and everything only it holds (a day page's rows, sections and lists: ≈ 500 objects; a compass
page's ≈ 800), is cyclic garbage that waits for the garbage collector, which walks all of it again. Emptying the
context's stack when the render is done breaks the cycle: reference counting frees it at once, and the collector
runs a third as often (docs/performance.md, stop 28). Rendering itself is Django's own.
"""

from django.template import TemplateDoesNotExist
from django.template.backends.django import DjangoTemplates, Template, reraise
from django.template.context import make_context


class ReleasingTemplate(Template):
    def render(self, context=None, request=None):
        context = make_context(context, request, autoescape=self.backend.engine.autoescape)
        try:
            return self.template.render(context)
        except TemplateDoesNotExist as exc:
            reraise(exc, self.backend)
        finally:
            context.dicts.clear()  # Context ⇄ ContextDict: no cycle left behind


class ReleasingDjangoTemplates(DjangoTemplates):
    def get_template(self, template_name):
        try:
            return ReleasingTemplate(self.engine.get_template(template_name), self)
        except TemplateDoesNotExist as exc:
            reraise(exc, self)

    def from_string(self, template_code):
        return ReleasingTemplate(self.engine.from_string(template_code), self)
