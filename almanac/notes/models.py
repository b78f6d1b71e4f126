"""Rule notes (规则注): curated remarks on a god, an activity, a directional god or a seed passage.

Classical sources disagree and misprint; a note says where, cites the passage, and sits beside the verdict.
Every change is kept with who made it and when (django-simple-history), and can be reverted in the admin.
"""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.urls import reverse
from django.utils.functional import cached_property
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

from almanac.notes.rendering import render_markdown
from almanac.notes.subjects import SubjectKind, subject_label, validate_subject

# The language a note falls back to when none is written in the visitor's language (see selectors.py).
FALLBACK_LANGUAGE = "zh-hans"


class Language(models.TextChoices):
    ZH_HANS = "zh-hans", "简体中文"
    ZH_HANT = "zh-hant", "繁體中文"
    EN = "en", "English"


class Status(models.TextChoices):
    DRAFT = "draft", _("草稿")
    PUBLISHED = "published", _("已发布")


class RuleNoteQuerySet(models.QuerySet):
    def published(self):
        return self.filter(status=Status.PUBLISHED)


class RuleNote(models.Model):
    subject_kind = models.CharField(_("主题类别"), max_length=16, choices=SubjectKind.choices)
    subject = models.CharField(
        _("主题"),
        max_length=64,
        help_text=_("与引擎所用名称完全一致，如「天德」「嫁娶」；原文段落写作「001:169」（种子编号:行号）。"),
    )
    title = models.CharField(_("标题"), max_length=200)
    body = models.TextField(
        _("正文"),
        help_text=_("Markdown：粗体、斜体、列表、引文、代码、链接。不支持图片、脚本与样式。"),
    )
    citation = models.CharField(
        _("出处"), max_length=300, help_text=_("所据原文：种子文件与行号，如「001 §阴阳大会 L159」。")
    )
    language = models.CharField(_("语言"), max_length=8, choices=Language.choices, default=Language.ZH_HANS)
    status = models.CharField(_("状态"), max_length=16, choices=Status.choices, default=Status.DRAFT)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("作者"),
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="rule_notes",
    )
    created = models.DateTimeField(_("创建于"), auto_now_add=True)
    updated = models.DateTimeField(_("更新于"), auto_now=True)

    history = HistoricalRecords(verbose_name=_("规则注历史版本"), verbose_name_plural=_("规则注历史版本"))

    objects = RuleNoteQuerySet.as_manager()

    class Meta:
        verbose_name = _("规则注")
        verbose_name_plural = _("规则注")
        ordering = ("subject_kind", "subject", "language", "created", "pk")
        indexes = [
            models.Index(fields=("status", "subject_kind", "subject", "language"), name="notes_published_subject"),
        ]

    def __str__(self) -> str:
        return self.title

    def clean(self):
        super().clean()
        # Browsers send textareas with CRLF, and forms strip: store one form so the history shows real changes only.
        if self.body:
            self.body = self.body.replace("\r\n", "\n").replace("\r", "\n").strip()
        if self.subject_kind and self.subject is not None:
            try:
                self.subject = validate_subject(self.subject_kind, self.subject)
            except ValidationError as error:
                raise ValidationError({"subject": error.error_list}) from None

    def get_absolute_url(self) -> str:
        return reverse("notes:detail", args=(self.pk,))

    @property
    def is_published(self) -> bool:
        return self.status == Status.PUBLISHED

    @cached_property
    def body_html(self):
        """The sanitised HTML of the body (rendering.py)."""
        return render_markdown(self.body)

    @property
    def subject_display(self) -> str:
        return subject_label(self.subject_kind, self.subject)


# The history model simple-history builds, named here so that it can be imported (and the shell finds it).
HistoricalRuleNote = RuleNote.history.model
