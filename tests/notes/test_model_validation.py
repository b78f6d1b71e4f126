"""A note's subject must be a name the engine uses (or a real seed line), with messages a curator can act on."""


import pytest
from django.core.exceptions import ValidationError

from almanac.notes import subjects
from almanac.notes.models import RuleNote
from almanac.notes.subjects import validate_subject


def _note(**fields) -> RuleNote:
    values = {
        "subject_kind": "god", "subject": "天德", "title": "t", "body": "b", "citation": "001 L209",
        "language": "zh-hans", "status": "draft",
    } | fields
    return RuleNote(**values)


def _subject_errors(note: RuleNote) -> list[str]:
    with pytest.raises(ValidationError) as caught:
        note.full_clean()
    return caught.value.message_dict["subject"]


@pytest.mark.parametrize(
    ("kind", "name"),
    [
        ("god", "天德"),  # a day god
        ("god", "阴阳大会"),
        ("god", "雷公"),  # a rejected item of seed 000
        ("god", "天乙贵人（阳贵）"),  # an hour god
        ("god", "截路空亡"),
        ("god", "青龙"),  # a 黄道 值神
        ("activity", "嫁娶"),
        ("activity", "兴造动土"),
    ],
)
def test_engine_names_are_accepted(kind, name):
    assert validate_subject(kind, name) == name


@pytest.mark.django_db
def test_unknown_god_is_rejected_with_a_clear_message():
    messages = _subject_errors(_note(subject="阴阳大汇"))
    assert len(messages) == 1
    assert "引擎中没有名为「阴阳大汇」的神煞" in messages[0]
    assert "阴阳大会" in messages[0].split("是否指：")[1]  # the near miss is suggested


@pytest.mark.django_db
def test_unknown_activity_is_rejected():
    messages = _subject_errors(_note(subject_kind="activity", subject="飞天"))
    assert "引擎中没有名为「飞天」的事项" in messages[0]


def test_a_god_name_is_not_an_activity():
    with pytest.raises(ValidationError, match="事项"):
        validate_subject("activity", "天德")


def test_alias_is_rejected_with_the_engine_name():
    with pytest.raises(ValidationError) as caught:
        validate_subject("god", "孤服")  # printed name; the engine's is 孤辰
    assert "孤辰" in caught.value.messages[0] and "别名" in caught.value.messages[0]
    with pytest.raises(ValidationError) as caught:
        validate_subject("activity", "修造民")
    assert "兴造动土" in caught.value.messages[0]


def test_surrounding_blanks_are_trimmed():
    assert validate_subject("god", "  天德 ") == "天德"


def test_empty_subject():
    with pytest.raises(ValidationError, match="请填写"):
        validate_subject("god", "  ")


# --- seed passages ------------------------------------------------------------------------------


@pytest.fixture
def seeds(tmp_path, settings):
    (tmp_path / "000_aaaa.txt").write_text("第一行\n\n第三行\n", encoding="utf-8")
    (tmp_path / "001_bbbb.txt").write_text("一\n二\n", encoding="utf-8")
    settings.NOTES_SEEDS_DIR = str(tmp_path)
    subjects.clear_caches()
    return tmp_path


@pytest.mark.parametrize("written", ["000:3", "000 L3", "000:L3", "000#3", " 000：3 "])
def test_passage_forms_are_normalised(seeds, written):
    assert validate_subject("passage", written) == "000:3"


def test_passage_past_the_end(seeds):
    with pytest.raises(ValidationError, match="种子 001 只有 2 行，没有第 9 行"):
        validate_subject("passage", "001:9")


def test_passage_on_a_blank_line(seeds):
    with pytest.raises(ValidationError, match="空行"):
        validate_subject("passage", "000:2")


def test_passage_of_a_missing_seed(seeds):
    with pytest.raises(ValidationError, match="没有编号为 003 的种子文本（可用：000、001）"):
        validate_subject("passage", "003:1")


@pytest.mark.parametrize("written", ["001", "第169行", "1:169", "001-169x"])
def test_passage_bad_form(seeds, written):
    with pytest.raises(ValidationError, match="种子编号:行号"):
        validate_subject("passage", written)


def test_passage_without_the_seeds_checks_the_form_and_prefix(tmp_path, settings):
    settings.NOTES_SEEDS_DIR = str(tmp_path / "absent")
    assert validate_subject("passage", "002 L99999") == "002:99999"
    with pytest.raises(ValidationError, match="没有编号为 009"):
        validate_subject("passage", "009:1")


def test_real_seeds_when_present(seeds_dir):
    assert subjects.seeds_dir() == seeds_dir  # the notes app reads the seeds beside the repository by default
    assert validate_subject("passage", "001 L169") == "001:169"
    assert "阴阳不足之辰" in subjects.seed_line("001", 169)


@pytest.mark.django_db
def test_passage_subject_is_stored_normalised(seeds):
    note = _note(subject_kind="passage", subject="000 L1")
    note.full_clean()
    assert note.subject == "000:1"


# --- directional gods ------------------------------------------------------------------------------


def test_directional_gods_are_the_compass_gods():
    assert validate_subject("direction", "大将军") == "大将军"
    with pytest.raises(ValidationError, match="引擎中没有名为「小将军」的方位神煞"):
        validate_subject("direction", "小将军")


def test_unknown_kind():
    with pytest.raises(ValidationError, match="未知的主题类别"):
        validate_subject("planet", "火星")


def test_real_directional_gods():
    names = subjects.directional_god_names()
    assert "大将军" in names and "太岁" in names
