"""The project's own modules, read and parsed once per test process. Several checks walk every module of
tools/, catalog/ and advisor/ (the cache list, seed citations, the import graph, function lengths); each
parse of the whole tree took ~0.3 s, paid again by every check and every pytest-xdist worker. The trees are
shared: a check reads them (ast.walk) and never changes them."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@functools.cache
def tree(path: Path) -> ast.Module:
    return ast.parse(source(path), str(path))


@functools.cache
def walked(path: Path) -> tuple[ast.AST, ...]:
    """Every node of the file's tree in `ast.walk` order, listed once (the checks walk the same trees again and again)."""
    return tuple(ast.walk(tree(path)))


def py_files(*packages: str) -> list[Path]:
    """Every .py file under these top-level folders, sorted (the order the checks report in)."""
    return [p for pkg in packages for p in sorted((ROOT / pkg).rglob("*.py"))]
