"""A small checker for sentences addressed to the person at the screen ("You ...").

It knows the third-person verbs the app's sentences use, and catches the mistakes a name spliced
into a third-person sentence makes: "You has", "You's", "You takes", "and takes" after "You",
"Ada and You" (mid-sentence capital)."""

from __future__ import annotations

import re
import string

THIRD_PERSON = frozenset(
    "has is was does takes crosses gets wins plays keeps rolls makes declines passes goes draws "
    "discards chooses thinks shares places exchanges locks needs holds scores leads moves lays "
    "picks sees asks".split()
)
_CLAUSES = re.compile(r"(?<=[.!?:;\u2014])\s+|\s+\u2014\s+|,\s+(?=(?:and|but|so)\s)")
_WORD = re.compile(r"[A-Za-z']+")


def you_problems(text: str) -> list[str]:
    """Every ungrammatical piece of `text` when "You" is the person at the screen ([] if none)."""
    problems = [m.group(0) for m in re.finditer(r"\b[Yy]ou's\b", text)]
    for clause in _CLAUSES.split(text):
        words = _WORD.findall(clause)
        if "You" in words[1:]:
            problems.append(f"'You' in the middle of: {clause!r}")
        if "You" not in words and "you" not in words:
            continue
        subject_is_you = words[:1] == ["You"] or re.search(r"\b(and|then) you\b", clause)
        if not subject_is_you:
            continue
        # A clause about several players ("Bo and you share") takes the plural anyway.
        wrong = [w for w in words if w in THIRD_PERSON]
        if wrong:
            problems.append(f"{wrong[0]!r} after 'You' in: {clause!r}")
    return problems


def sample(template: str) -> str:
    """`template` filled with harmless values for every placeholder: a name for {name}, a list
    with the person at the screen for {names}, 3 for anything else."""
    fields = [f for _, f, _, _ in string.Formatter().parse(template) if f]
    return template.format(**{f: ("Ada" if f == "name" else "Bo and you" if f == "names" else 3)
                              for f in fields})


def said_problems(said) -> list[str]:  # noqa: ANN001 - a Said
    """What is wrong with a `Said`: its "you" template names nobody, its other one has {name},
    its list one {names}, and none reads wrongly for the person at the screen."""
    problems = []
    if "{name}" not in said.other or "{name}" in said.you or said.you == said.other:
        problems.append(f"not one template per person: {said!r}")
    problems += you_problems(sample(said.you))
    if said.many:
        problems += [] if "{names}" in said.many else [f"no {{names}} in {said.many!r}"]
        problems += you_problems(sample(said.many))
    return problems
