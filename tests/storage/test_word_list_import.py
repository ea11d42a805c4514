"""Reading a person's file as a Quiddler word list: only ordinary text files, bounded, with the
reasons shown safely, and the person's list left alone until they confirm."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop_desktop.storage import word_list_import as reading
from tabletop_desktop.storage import word_lists as store
from tabletop_desktop.storage.word_list_import import (
    ImportCancelled,
    ImportRefused,
    import_word_list,
    read_word_list,
)
from tests.storage.hostile_files import finishes_in_time, link_to, make_fifo

WORDS = ["quiz", "zebra", "oxen", "jump"]


def _text_file(tmp_path: Path, text: str, name: str = "mine.txt", encoding: str = "utf-8") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


@pytest.fixture
def old_list(tmp_path):
    """The person's list before the hostile import: it must stay exactly as it was."""
    import_word_list(_text_file(tmp_path, "alpha\nbeta\n", "old.txt"))
    return store.custom_path().read_bytes()


def _refused(call, fifo=None) -> ImportRefused:
    _, error = finishes_in_time(call, fifo)
    assert isinstance(error, ImportRefused), f"expected a refusal, got {error!r}"
    return error


# --- not an ordinary file ----------------------------------------------------------------------


def test_a_fifo_is_refused_at_once_instead_of_waiting_for_a_writer(tmp_path, old_list):
    fifo = make_fifo(tmp_path / "words.txt")
    error = _refused(lambda: read_word_list(fifo), fifo)
    assert "not an ordinary file" in str(error)
    assert store.custom_path().read_bytes() == old_list


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_an_endless_device_is_refused(tmp_path, old_list, device):
    link = link_to(tmp_path / "words.txt", device)
    error = _refused(lambda: read_word_list(link))
    assert "words.txt is not an ordinary file" in str(error)
    assert store.custom_path().read_bytes() == old_list


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "lists").mkdir()
    assert "is a folder" in str(_refused(lambda: read_word_list(tmp_path / "lists")))


def test_a_file_over_the_byte_cap_is_refused_before_it_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(reading, "MAX_IMPORT_BYTES", 1000)
    path = _text_file(tmp_path, "quiz\n" * 300)
    assert "too large for a word list" in str(_refused(lambda: read_word_list(path)))


# --- not text ----------------------------------------------------------------------------------


def test_random_binary_files_are_all_refused(tmp_path, old_list):
    # The tester's finding: 13 of 20 random 1 MB files were accepted as lists.
    for seed in range(20):
        path = tmp_path / f"random-{seed}.bin"
        path.write_bytes(random.Random(seed).randbytes(1024 * 1024))
        error = _refused(lambda path=path: read_word_list(path))
        assert "not a text file" in str(error) or "not UTF-8 text" in str(error)
    assert store.custom_path().read_bytes() == old_list


def test_a_nul_character_means_not_text(tmp_path):
    path = tmp_path / "odd.txt"
    path.write_bytes(b"quiz\nze\x00bra\njump\n")
    assert "NUL characters (line 2)" in str(_refused(lambda: read_word_list(path)))


def test_a_few_unreadable_lines_are_skipped_more_refuse_the_file(tmp_path):
    path = tmp_path / "latin.txt"
    path.write_bytes(b"quiz\ncaf\xe9\nzebra\nna\xefve\njump\n")
    preview = read_word_list(path)
    assert preview.words == ["jump", "quiz", "zebra"]
    assert [b.reason for b in preview.bad] == ["it is not UTF-8 text"] * 2
    path.write_bytes(b"quiz\n" + b"caf\xe9\n" * 4)
    error = _refused(lambda: read_word_list(path))
    assert "latin.txt is not UTF-8 text: more than 3 of its lines" in str(error)


def test_a_text_file_whose_lines_are_mostly_not_words_is_refused_with_its_reasons(tmp_path):
    rows = [f"{n},{n * n},total" for n in range(30)] + WORDS
    error = _refused(lambda: read_word_list(_text_file(tmp_path, "\n".join(rows))))
    assert "does not look like a word list: 30 of its 34 lines" in str(error)
    assert error.preview is not None and error.preview.bad_count == 30


# --- encodings and line endings ----------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32", "utf-8-sig"])
def test_a_list_with_a_byte_order_mark_is_read_in_its_encoding(tmp_path, encoding):
    text = "\n".join(WORDS) + "\n"
    data = text.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data  # the codec itself writes no mark
    path = tmp_path / "unicode.txt"
    path.write_bytes(data)
    assert read_word_list(path).words == sorted(WORDS)


def test_utf16_without_a_byte_order_mark_is_refused_with_the_way_out(tmp_path):
    path = _text_file(tmp_path, "\n".join(WORDS), encoding="utf-16-le")
    message = str(_refused(lambda: read_word_list(path)))
    assert "NUL characters" in message and "byte-order mark" in message


@pytest.mark.parametrize("ending", ["\r", "\r\n", "\n"])
def test_every_line_ending_is_accepted(tmp_path, ending):
    preview = read_word_list(_text_file(tmp_path, ending.join(WORDS) + ending))
    assert preview.words == sorted(WORDS) and preview.bad_count == 0


def test_a_crlf_split_across_read_chunks_is_one_line_end(tmp_path, monkeypatch):
    from tabletop_desktop.storage import bounded_file

    monkeypatch.setattr(bounded_file, "CHUNK_BYTES", 5)  # "quiz\r" | "\nzebr" | ...
    preview = read_word_list(_text_file(tmp_path, "quiz\r\nzebra\r\njump\r\n"))
    assert preview.words == ["jump", "quiz", "zebra"] and preview.lines == 3


# --- caps and cancel ---------------------------------------------------------------------------


def test_more_words_than_the_cap_are_refused_and_the_list_stays(tmp_path, monkeypatch, old_list):
    monkeypatch.setattr(reading, "MAX_CUSTOM_WORDS", 3)
    error = _refused(lambda: read_word_list(_text_file(tmp_path, "\n".join(WORDS))))
    assert "mine.txt holds more than 3 words" in str(error)
    assert store.custom_path().read_bytes() == old_list


def test_more_lines_than_the_cap_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(reading, "MAX_IMPORT_LINES", 10)
    error = _refused(lambda: read_word_list(_text_file(tmp_path, "quiz\n" * 11)))
    assert "more than 10 lines" in str(error)


def test_cancel_stops_the_reading_and_changes_nothing(tmp_path, old_list):
    path = _text_file(tmp_path, "quiz\n" * 20_000)
    with pytest.raises(ImportCancelled):
        read_word_list(path, cancelled=lambda: True)
    assert store.custom_path().read_bytes() == old_list


def test_progress_is_reported_up_to_the_whole_file(tmp_path, monkeypatch):
    from tabletop_desktop.storage import bounded_file

    monkeypatch.setattr(bounded_file, "CHUNK_BYTES", 1000)
    seen: list[float] = []
    read_word_list(_text_file(tmp_path, "quiz\n" * 1000), progress=seen.append)
    assert len(seen) == 5 and seen == sorted(seen) and seen[-1] == 1.0


def test_reading_stores_nothing_until_the_list_is_stored(tmp_path, old_list):
    preview = read_word_list(_text_file(tmp_path, "\n".join(WORDS)))
    assert store.custom_path().read_bytes() == old_list
    store.store_word_list(preview.words, preview.name)
    assert store.custom_words() == sorted(WORDS)


# --- what the person reads ---------------------------------------------------------------------


def test_sentences_count_one_and_many_in_whole_sentences(tmp_path):
    one = read_word_list(_text_file(tmp_path, "quiz\nquiz\nx-ray\n", "one.txt"))
    assert one.sentences() == [
        "one.txt holds one word the cards can spell.",
        "One word is listed twice; it counts once.",
        "One line is skipped: it is not a word the cards can spell.",
    ]
    assert one.imported_sentence() == "One word was imported from one.txt."
    many = read_word_list(_text_file(tmp_path, "quiz\nzebra\nquiz\nzebra\nx-ray\n1\n", "m.txt"))
    assert many.sentences() == [
        "m.txt holds 2 words the cards can spell.",
        "2 words are listed more than once; each counts once.",
        "2 lines are skipped: they are not words the cards can spell.",
    ]
    assert many.imported_sentence() == "2 words were imported from m.txt."


def test_only_a_single_skipped_line_is_named_in_the_singular(tmp_path):
    error = _refused(lambda: read_word_list(_text_file(tmp_path, "x-ray\n", "x.txt")))
    assert str(error) == ("x.txt holds no word the cards can spell: its one line is skipped "
                          "(see why below).")
    assert error.preview.skipped_lines() == [
        "Line 1: \u201cx-ray\u201d \u2014 it has a hyphen (hyphenated words don't count)"]


def test_skipped_lines_show_control_characters_as_escapes_and_are_cut(tmp_path, monkeypatch):
    monkeypatch.setattr(reading, "MAX_REPORTED", 2)
    text = "quiz\nab\x1b[mcd\nno\x0bpe\n" + "y" * 500 + "\nzebra\njump\noxen\n"
    preview = read_word_list(_text_file(tmp_path, text))
    shown = [bad.text for bad in preview.bad]
    assert shown == ["ab\\x1b[mcd", "no\\x0bpe"]
    assert "'\\x1b', which no card shows" in preview.bad[0].reason
    assert all(ch >= " " for line in preview.skipped_lines() for ch in line)
    assert preview.skipped_lines()[-1] == "One more line is skipped."
    long_line = read_word_list(_text_file(tmp_path, "quiz\n" + "y" * 500 + "\n")).bad[0].text
    assert len(long_line) == 60 and long_line.endswith("\u2026")


def test_the_sample_spreads_over_the_list(tmp_path):
    words = [f"{a}{b}" for a in "bcdfg" for b in "aeiou"]
    preview = read_word_list(_text_file(tmp_path, "\n".join(words)))
    sample = preview.sample()
    assert len(sample) == reading.SAMPLE_WORDS
    assert sample[0] == "ba" and sample[-1] == "gu" and sample == sorted(set(sample))
