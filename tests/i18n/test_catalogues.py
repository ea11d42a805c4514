"""The catalogues against the sources: complete and finished in each language, placeholders and
plural forms as the source has them; the pseudo-language's generated catalogue up to date; the
tools keep translations, mark plurals and write what lrelease compiles."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_desktop.i18n import catalogues as cat
from tabletop_desktop.i18n.languages import BY_CODE, PSEUDO, TRANSLATED


@pytest.fixture(scope="module")
def extracted() -> list[cat.Entry]:
    return cat.extract()


@pytest.mark.parametrize("code", TRANSLATED)
def test_catalogue_is_complete(code: str, extracted) -> None:
    path = cat.ts_path(code)
    if not path.is_file():
        pytest.skip(f"{path.name} does not exist yet: its translation has not started (create it "
                    f"with `scripts/update_translations.py {code}`); once it exists it must be "
                    "complete")
    found = cat.problems(cat.read_ts(path), extracted, BY_CODE[code].plural_forms)
    assert found == [], (f"{path.name}: {len(found)} problems (run scripts/update_translations.py"
                         ", then translate):\n" + "\n".join(found[:60]))


def test_pseudo_language_catalogue_is_up_to_date(extracted) -> None:
    found = cat.problems(cat.read_ts(cat.ts_path(PSEUDO)), extracted, 2)
    assert found == [], ("the pseudo-language's catalogue is behind the sources: run "
                         "scripts/update_translations.py\n" + "\n".join(found[:30]))


def test_qt_texts_of_the_app_are_in_the_catalogues(extracted) -> None:
    keys = {entry.key for entry in extracted}
    for context, source in [("QPlatformTheme", "Cancel"), ("QPlatformTheme", "&Yes"),
                            ("QGnomeTheme", "&OK"), ("QPrintPreviewDialog", "Print Preview"),
                            ("QFileDialog", "File &name:"), ("QFileSystemModel", "Name"),
                            ("QShortcut", "Ctrl")]:
        assert (context, source, "") in keys


def test_pseudo_keeps_placeholders_mnemonics_tags_and_line_breaks() -> None:
    source = "&Save {name}'s game: %n tiles, <b>%1</b> &amp; more\nSecond line\n"
    text = cat.pseudo(source)
    assert text.startswith("[&S") and text.endswith("]\n")
    assert cat.placeholders(text) == cat.placeholders(source)
    assert "\n" in text.rstrip("\n")
    assert len(cat.pseudo("Start a new game now")) >= 1.4 * len("Start a new game now")
    assert "Save" not in text and "å" in text


def _toy_sources(root: Path, body: str) -> None:
    (root / "tabletop_desktop").mkdir(parents=True, exist_ok=True)
    (root / "ui").mkdir(exist_ok=True)
    (root / "tabletop_desktop" / "toy.py").write_text(
        "from tabletop_desktop.i18n import translate\n" + body, encoding="utf-8")


def test_update_marks_plurals_and_keeps_translations(tmp_path) -> None:
    _toy_sources(tmp_path, 'def f(n):\n    translate("Toy", "%n tiles are left.", "", n)\n'
                           '    translate("Toy", "Hello {name}.")\n')
    folder = tmp_path / "translations"
    folder.mkdir()
    catalogue = cat.update_catalogue("is", folder, tmp_path)
    plural = next(e for e in catalogue.entries if e.source == "%n tiles are left.")
    assert plural.numerus and plural.forms == ["", ""]
    text = cat.ts_path("is", folder).read_text("utf-8")
    assert '<message numerus="yes">' in text and "<numerusform></numerusform>" in text
    # A translator fills it in; the next update keeps every form.
    for entry in catalogue.entries:
        entry.forms = (["%n flís er eftir.", "%n flísar eru eftir."] if entry.numerus
                       else ["Halló {name}."])
        entry.kind = ""
    cat.write_ts(catalogue, cat.ts_path("is", folder))
    again = cat.update_catalogue("is", folder, tmp_path)
    assert cat.problems(again, cat.extract(tmp_path), 2) == []
    assert {e.source: e.forms for e in again.entries}["%n tiles are left."] == [
        "%n flís er eftir.", "%n flísar eru eftir."]


def test_problems_name_each_kind_of_fault() -> None:
    want = [cat.Entry("C", "{name} has %n tiles.", numerus=True, forms=["", ""]),
            cat.Entry("C", "Missing."), cat.Entry("C", "Draft.")]
    have = cat.Catalogue("is_IS", [
        cat.Entry("C", "{name} has %n tiles.", numerus=True, forms=["{nafn} á %n.", "x %n"],
                  kind=""),
        cat.Entry("C", "Draft.", forms=["Drög."], kind="unfinished")])
    found = cat.problems(have, want, 2)
    assert any(f.startswith("placeholders") for f in found)
    assert "missing: C: 'Missing.'" in found and "unfinished: C: 'Draft.'" in found


def test_python_messages_include_engine_messages_counts_and_noop_marks(tmp_path) -> None:
    """What lupdate's own Python reader drops is read here: keyword values (every engine
    message), a count held in a variable, joined literals; a variable text is skipped."""
    source = tmp_path / "sample.py"
    source.write_text(
        "from tabletop_desktop.engine.message import translate\n"
        "def f(tile, count, value):\n"
        "    a = translate('qwirkle', 'The tile {tile} does not fit.', tile=tile)\n"
        "    b = translate('Bag', '%n tiles are left.', '', count)\n"
        "    c = QT_TRANSLATE_NOOP('Keys', 'Pass ' + 'the turn')\n"
        "    d = translate('Keys', value)\n"
        "    e = translate('Keys', 'Pass', 'the verb')\n", "utf-8")
    found = [(e.context, e.source, e.comment, e.numerus) for e in cat.python_messages(source)]
    assert found == [("qwirkle", "The tile {tile} does not fit.", "", False),
                     ("Bag", "%n tiles are left.", "", True),
                     ("Keys", "Pass the turn", "", False),
                     ("Keys", "Pass", "the verb", False)]


def test_a_translate_call_with_a_context_that_is_not_written_out_is_an_error(tmp_path) -> None:
    source = tmp_path / "sample.py"
    source.write_text("CONTEXT = 'Home'\nx = translate(CONTEXT, 'Start a game.')\n", "utf-8")
    with pytest.raises(cat.UnreadableCall, match="sample.py:2"):
        cat.python_messages(source)
