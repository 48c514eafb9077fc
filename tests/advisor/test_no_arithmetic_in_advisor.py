"""Every number shown comes from `tools/`: the I/O edge in `advisor/` formats and
routes figures, it never computes money, bytes, time or throughput.

The rule, checked on the syntax tree of every `advisor/*.py`: a `*`, `/` or `//` (plain or augmented)
is an error when either operand names a money/bytes/time/throughput quantity (price, cost, amount,
budget, usd, cny, rate, gb, bytes, tokens, tps, throughput, replicas, hours, days, month) or is a unit
constant (24, 60, 730, 1000, 1024, 3600, 1e3, 1e6, 1e9, 1e12). Such arithmetic belongs in a named
function in `tools/` (e.g. `tools.cost.cheapest_gpu_hour`, `tools.cost.days_to_hours`), which the
renderer calls. Layout arithmetic over counts (figure sizes, column widths) is not covered.

Two modules are exempt, each for a stated reason: `advisor/core/units.py` holds the named formatting helpers
(display-only scaling: bytes → GB/GiB/KiB, counts → billions, hours → days), and `advisor/core/extract_rules.py`
reads the user's own words and units ("8k", "2 days", "32K context") into a Workload: parsing, not an answer.
`advisor/core/magnitudes.py` is that reader's table of magnitude words (2万 = 20,000, 3M, 万亿), shared with
`extract_stated.py`: parsing too.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.conftest import module_home
from tests.source_trees import source as source_of
from tests.source_trees import tree as tree_of

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ADVISOR = Path(__file__).resolve().parents[2] / "advisor"
QUANTITY = re.compile(r"price|cost|amount|budget|usd|cny|rate|gb|bytes|tokens|tps|throughput|replica|hour|day|month",
                      re.IGNORECASE)
UNIT_CONSTANTS = {24, 60, 730, 1000, 1024, 3600, 1e6, 1e9, 1e12}
OPS = (ast.Mult, ast.Div, ast.FloorDiv)
EXEMPT = {"units.py", "extract_rules.py", "magnitudes.py"}


def _suspicious(operand: ast.expr) -> bool:
    if isinstance(operand, ast.Constant):
        return isinstance(operand.value, int | float) and not isinstance(operand.value, bool) \
            and operand.value in UNIT_CONSTANTS
    names = [n.id for n in ast.walk(operand) if isinstance(n, ast.Name)]
    names += [n.attr for n in ast.walk(operand) if isinstance(n, ast.Attribute)]
    names += [str(n.value) for n in ast.walk(operand) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return any(QUANTITY.search(n) for n in names)


def arithmetic_offences(source: str, filename: str = "<src>", tree: ast.Module | None = None) -> list[str]:
    """Lines of `source` that do money/bytes/time/throughput arithmetic, as 'file:line: code' (`tree`: its syntax
    tree when already parsed)."""
    tree = tree or ast.parse(source, filename)
    lines = source.splitlines()
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, OPS):
            operands = [node.left, node.right]
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, OPS):
            operands = [node.target, node.value]
        else:
            continue
        if any(_suspicious(o) for o in operands):
            out.append(f"{filename}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    return out


def test_the_check_catches_money_bytes_and_unit_math():
    bad = [
        "monthly = price_per_hour * 730\n",
        "gb = n_bytes / 1e9\n",
        "per_gpu = o.price_on_demand / o.gpu_count\n",
        "hours = deadline_days * 24\n",
        "total = r.serving.tokens_per_s * replicas\n",
        "x = 5\nx *= 3600\n",
    ]
    for snippet in bad:
        assert arithmetic_offences(snippet), snippet
    fine = "fig_h = 1.9 + 0.75 * max(len(bars), 1)\nwidth = col // 2\nlabel = f'{price:,.2f}'\n"
    assert arithmetic_offences(fine) == []


def test_advisor_does_no_money_or_bytes_arithmetic():
    offences = []
    for path in sorted(p for p in ADVISOR.rglob("*.py") if p.name not in EXEMPT):
        offences += arithmetic_offences(source_of(path), f"advisor/{path.relative_to(ADVISOR).as_posix()}", tree_of(path))
    assert offences == [], "move these computations into tools/:\n" + "\n".join(offences)
