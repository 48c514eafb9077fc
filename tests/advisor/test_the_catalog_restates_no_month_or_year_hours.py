"""The message catalog words the month's and the year's hours from tools.constants, never as its own literal: an
answer that says "× 8,760 h" or "730 h a month" next to a figure computed from HOURS_PER_MONTH would disagree with
it the day the constant changes (730 h = 8,760 h ÷ 12; 30.4 days = 730 h ÷ 24)."""

from __future__ import annotations

import ast
import re

from tests.source_trees import ROOT, tree

RESTATED = re.compile(r"(?<![\d.,])(730|8,?760|30\.4)(?![\d.,])")


def sentences(path):
    """Every string the catalog may put in an answer: its literals and f-string parts, not its docstrings."""
    nodes = list(ast.walk(tree(path)))
    docs = {id(n.value) for n in nodes if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    return sorted((n.lineno, n.value) for n in nodes
                  if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs)


def test_no_message_restates_the_hours_of_a_month_or_a_year():
    found = [f"{p.name}:{line}: {text!r}" for p in sorted((ROOT / "advisor/core/messages").glob("*.py"))
             for line, text in sentences(p) if RESTATED.search(text)]
    assert found == [], "worded from tools.constants (HOURS_PER_MONTH, DAYS_PER_MONTH, PERIOD_HOURS):\n" + "\n".join(found)


def test_the_check_sees_a_restated_figure(tmp_path):
    f = tmp_path / "m.py"
    f.write_text('"""730 h: a docstring may explain"""\nA = f"× {n} years × 8,760 h"\nB = "at 30.4 days"\n'
                 'C = "0.730 and 17,300 are other numbers"\n', encoding="utf-8")
    assert [line for line, text in sentences(f) if RESTATED.search(text)] == [2, 3]
