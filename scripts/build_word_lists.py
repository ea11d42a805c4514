"""Build Quiddler's default word lists from Debian's `scowl` package.

    apt-get install -y scowl
    .venv/bin/python scripts/build_word_lists.py [--source /usr/share/dict/scowl]

Reads only SCOWL's ordinary-word files (`english-words.N`, `american-words.N`, `british-words.N`),
never its proper names, abbreviations, contractions or upper-case files, up to each level's SCOWL
size, and writes `resources/words/<level>.txt.gz` (sorted words, one a line). A word is kept when it
is letters a-z only as written (so no possessives, contractions, hyphenated words, and none of the
few mixed-case entries such as "OK" or "kW", which are abbreviations), has at least 2 letters, and
can be spelled from the 118-card deck with at most 10 cards (a word never holds more cards than
that: 10 dealt in the last round, and one card is always discarded).
"""

from __future__ import annotations

import argparse
import gzip
import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop_desktop.engine.quiddler.cards import full_deck  # noqa: E402
from tabletop_desktop.engine.quiddler.spelling import spellings  # noqa: E402

# Our level name -> the highest SCOWL size included (see resources/words/README.md for why).
LEVELS = {"common": 35, "standard": 50, "full": 70}
SPELLINGS = ("english", "american", "british")
MAX_WORD_CARDS = 10
_WORD = re.compile(r"[a-z]{2,}")
# SCOWL's ordinary-word files still hold letter plurals and abbreviations written in lower case
# ("cs", "ms", "rs", "kb", "lm", "mb", "ssh"). They have no vowel; the few real words without one
# (interjections, and words such as "cwm" and "nth" that dictionaries list) are kept by name.
_VOWEL = re.compile(r"[aeiouy]")
VOWELLESS_WORDS = frozenset({
    "brr", "brrr", "hm", "hmm", "sh", "shh", "psst", "pst", "tsk", "tsks", "tsktsk", "tsktsks",
    "cwm", "cwms", "crwth", "crwths", "nth", "zzz",
})


def ordinary(word: str) -> bool:
    """A word a player would accept: letters only and not a vowel-less abbreviation."""
    return bool(_WORD.fullmatch(word)) and (bool(_VOWEL.search(word)) or word in VOWELLESS_WORDS)


def scowl_words(source: Path, top_size: int) -> set[str]:
    """Ordinary words of SCOWL sizes up to `top_size`, filtered as the module docstring says."""
    words: set[str] = set()
    for path in sorted(source.iterdir()):
        name, _, size = path.name.rpartition(".")
        if name not in {f"{s}-words" for s in SPELLINGS} or not size.isdigit():
            continue
        if int(size) > top_size:
            continue
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            word = line.strip()
            if ordinary(word):
                words.add(word)
    return words


def playable(word: str, deck: list[str]) -> bool:
    """Whether the deck can spell `word` with at most MAX_WORD_CARDS cards."""
    return any(len(s) <= MAX_WORD_CARDS for s in spellings(word, deck))


def write_list(path: Path, words: list[str]) -> None:
    """Sorted words, one a line, gzip with a fixed time stamp so rebuilding gives the same bytes."""
    data = ("\n".join(words) + "\n").encode("ascii")
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, mtime=0, compresslevel=9) as out:
        out.write(data)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(buffer.getvalue())
    tmp.replace(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=Path("/usr/share/dict/scowl"))
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "words")
    args = parser.parse_args(argv)
    if not args.source.is_dir():
        print(f"No SCOWL folder at {args.source}: apt-get install -y scowl", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    deck = full_deck()
    for level, size in LEVELS.items():
        raw = scowl_words(args.source, size)
        kept = sorted(w for w in raw if playable(w, deck))
        path = args.out / f"{level}.txt.gz"
        write_list(path, kept)
        print(
            f"{level}: SCOWL size <= {size}: {len(raw)} words a-z, {len(kept)} playable, "
            f"{path.stat().st_size} bytes"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
