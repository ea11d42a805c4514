"""docs/architecture.md names only what exists: every file it names is there, every class it names
beside a file is defined in such a file, and it names every signal of the session, every member of
the interface the views use and every function of the engine-module protocol. A rename in the code
that the document does not follow fails here."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop_desktop"
DOC = ROOT / "docs" / "architecture.md"

# A file name in backticks, optionally with what it defines: `input.py: QwixxInput`.
NAMED_FILE = re.compile(r"^(?P<path>[\w./]+\.(?:py|md|toml|sh))(?::\s*(?P<name>\w+))?")


def _code_spans() -> list[str]:
    return re.findall(r"`([^`\n]+)`", DOC.read_text(encoding="utf-8"))


def _files_named(path: str) -> list[Path]:
    """Every file `path` may mean: from the repository, from the package, or (a bare or partial
    name in one game's column) any file under the package that ends with it."""
    found = [base / path for base in (ROOT, PACKAGE) if (base / path).is_file()]
    return found or [p for p in PACKAGE.rglob(Path(path).name) if p.as_posix().endswith(path)]


def _defines(path: Path, name: str) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef) and node.name == name:
            return True
    return False


def _named_files() -> list[tuple[str, str | None]]:
    named = []
    for span in _code_spans():
        match = NAMED_FILE.match(span)
        if match and "<" not in span:
            named.append((match["path"], match["name"]))
    return sorted(set(named), key=str)


@pytest.mark.parametrize(("path", "name"), _named_files())
def test_every_file_the_document_names_exists_and_defines_what_it_says(path, name):
    files = _files_named(path.removeprefix("./"))
    assert files, f"docs/architecture.md names {path}, which does not exist"
    if name is not None:
        assert any(_defines(f, name) for f in files if f.suffix == ".py"), (
            f"docs/architecture.md says {path} defines {name}; none of {files} does")


def test_every_folder_the_document_names_exists():
    folders = {span for span in _code_spans()
               if re.fullmatch(r"[\w/]+/", span) and "/" in span.rstrip("/")}
    missing = [f for f in sorted(folders)
               if not (ROOT / f).is_dir() and not (PACKAGE / f).is_dir()]
    assert missing == []


def _class_attributes(path: Path, class_name: str) -> dict[str, ast.AST]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == class_name)
    members: dict[str, ast.AST] = {}
    for node in cls.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            members[node.targets[0].id] = node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            members[node.target.id] = node
        elif isinstance(node, ast.FunctionDef):
            members[node.name] = node
    return members


def _said(name: str) -> bool:
    return re.search(rf"`[^`]*\b{re.escape(name)}\b[^`]*`", DOC.read_text(encoding="utf-8")) is not None


def test_the_document_names_every_signal_of_the_game_session():
    members = _class_attributes(PACKAGE / "session" / "game_session.py", "GameSession")
    signals = [name for name, value in members.items()
               if isinstance(value, ast.Call) and getattr(value.func, "id", "") == "Signal"]
    assert len(signals) > 10
    assert [s for s in signals if not _said(s)] == []


def test_the_document_names_every_member_of_the_table_session_and_the_game_module():
    table = _class_attributes(PACKAGE / "session" / "table.py", "TableSession")
    module = _class_attributes(PACKAGE / "engine" / "module.py", "GameModule")
    facts = _class_attributes(PACKAGE / "session" / "table_facts.py", "TableFacts")
    names = [n for n in (*table, *module, *facts) if not n.startswith("_")]
    assert len(names) > 30
    assert [n for n in names if not _said(n)] == []


def test_the_document_names_no_game_view_method_that_does_not_exist():
    # The old document promised a `summary_widget()`; the window's side of a view is GameView.
    members = _class_attributes(PACKAGE / "views" / "common" / "game_view.py", "GameView")
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("### What the window sees of a view"):text.index("### The per-seat")]
    called = {name for name in re.findall(r"`(\w+)\(", section)
              if name[0].islower() and name != "create_game_view"}
    assert called and called <= set(members), called - set(members)
