"""`catalog check --file`, `catalog import` and an answer, with a price sheet whose 8 × H100 row is priced per GPU
(the shipped catalog's cheapest public on-demand H100 SXM is shadeform's 8 × H100 at $14.34/h = $1.79 per GPU-hour):
checked and imported with a warning, and marked where an answer picks it or quotes it as the 16-bit plan a
lower-precision lead is priced against; a row dated 1900 is refused."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from advisor.cli import cli

pytestmark = pytest.mark.slow  # the last test runs whole answers

HEAD = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,as_of\n"
TYPO = "mycloud,typo-8xh100,us-east,H100,8,USD,1.70,2026-11-01\n"


def _sheet(tmp_path, *rows: str) -> str:
    p = tmp_path / "sheet.csv"
    p.write_text(HEAD + "".join(rows), encoding="utf-8")
    return str(p)


def test_check_and_import_warn_of_a_price_far_below_public_prices(tmp_path):
    sheet = _sheet(tmp_path, TYPO)
    r = CliRunner().invoke(cli, ["catalog", "check", "--file", sheet])
    # $1.70 / 8 = $0.2125 → "$0.21 per GPU-hour"; 0.2125 / 1.7925 = 0.119 → "0.12×": under a third, a warning only
    assert r.exit_code == 0, r.output
    assert "WARNING row 2, field price_on_demand: 1.7 USD an hour for 8 × H100 SXM is $0.21 per GPU-hour" in r.output
    assert "0.12× the cheapest public on-demand H100 SXM ($1.79 per GPU-hour" in r.output
    assert "see the warnings above" in r.output
    r = CliRunner().invoke(cli, ["catalog", "import", sheet])
    assert r.exit_code == 0 and "Imported 1 new" in r.output, r.output
    assert "warning: row 2, field price_on_demand" in r.output


def test_a_row_dated_1900_is_refused_and_nothing_imported(tmp_path):
    sheet = _sheet(tmp_path, TYPO, "mycloud,ancient-a100,us-east,A100-80GB,1,USD,0.90,1900-01-01\n")
    r = CliRunner().invoke(cli, ["catalog", "check", "--file", sheet])
    assert r.exit_code == 1 and "row 3, field as_of: '1900-01-01' is before 2015-01-01" in r.output, r.output
    r = CliRunner().invoke(cli, ["catalog", "import", sheet])
    assert r.exit_code == 2 and "nothing imported" in r.output and "before 2015-01-01" in r.output, r.output


def _pick_row(out: str, instance: str) -> str:
    return next(line for line in out.splitlines() if re.match(r"\| 1 \|", line) and f"`{instance}`" in line)


def test_an_answer_that_picks_the_row_marks_it_and_a_real_quote_is_not_marked(tmp_path):
    assert CliRunner().invoke(cli, ["catalog", "import", _sheet(tmp_path, TYPO)]).exit_code == 0
    # BF16 stated: Qwen2.5-32B ≈ 65.5 GB of weights, TP 2 copies on the 8 × H100 at $1.70/h is the cheapest plan
    out = CliRunner().invoke(cli, ["ask", "serve Qwen2.5-32B in BF16 for 5 users"]).output
    assert "your imported price, far below public prices: check it" in _pick_row(out, "typo-8xh100"), out
    # "5个用户" is the English "5 users" (5 at once); "给5人用" is now a small team's head count, 5 people → 2 at once
    # (a third, rounded up, at least 2: tools.traffic), where 65.5 + 2 × 4,096 × 0.25 MiB of KV ≈ 69.6 GB fits one
    # A100 80GB PCIe at $1.63/h, under this row's $1.70: the row is rightly not picked there
    out = CliRunner().invoke(cli, ["ask", "部署 Qwen2.5-32B（BF16）给5个用户用"]).output
    assert "你导入的价格，远低于公开价格：请核对" in _pick_row(out, "typo-8xh100"), out
    # No precision stated: the FP8 answer's own lead is 1 × A800 80GB at $1.08/h (39 tok/s a user, 34.9 at the full
    # context): 1 × RTX 6000 Ada at $0.84/h (22 tok/s, 19.0 at the full context) clears the 20 default only inside the
    # speed model's error and gives way under the per-user margin rule. 1.08 ÷ 1.70 = 64 %, over the 60 % that lets a
    # lower precision lead, so BF16 on this row leads (FP8 only a lever): the row is picked and marked
    out = CliRunner().invoke(cli, ["ask", "serve Qwen2.5-32B for 5 users"]).output
    assert "your imported price, far below public prices: check it" in _pick_row(out, "typo-8xh100"), out
    assert "In BF16:" not in out, out
    out = CliRunner().invoke(cli, ["ask", "部署 Qwen2.5-32B 给5个用户用"]).output
    assert "你导入的价格，远低于公开价格：请核对" in _pick_row(out, "typo-8xh100"), out
    # The same typo at $1.95/h ($0.244 per GPU-hour, 0.136× of $1.7925: still under a third) is still the cheapest BF16
    # plan, and the FP8 lead's $1.08 is 1.08 ÷ 1.95 = 55 % of it, under the 60 %: FP8 leads and the row is only its
    # BF16 reference. The price that chose the lead is the typo: it is marked where quoted
    (tmp_path / "typo2").mkdir()
    typo2 = _sheet(tmp_path / "typo2", TYPO.replace(",1.70,", ",1.95,"))
    assert CliRunner().invoke(cli, ["catalog", "import", typo2]).exit_code == 0
    out = CliRunner().invoke(cli, ["ask", "serve Qwen2.5-32B for 5 users"]).output
    assert re.search(r"In BF16: mycloud typo-8xh100 .*your imported price, far below public prices: check it", out), out
    out = CliRunner().invoke(cli, ["ask", "部署 Qwen2.5-32B 给5个用户用"]).output
    assert re.search(r"按 BF16：mycloud typo-8xh100.*你导入的价格，远低于公开价格：请核对", out), out
    # the same machine at $4.80/h ($0.60 per GPU-hour, 0.335× of $1.7925: just above a third) is a deep discount the
    # market can give: imported without a warning, and no answer marks it
    (tmp_path / "fair").mkdir()
    fair = _sheet(tmp_path / "fair", TYPO.replace(",1.70,", ",4.80,"))
    r = CliRunner().invoke(cli, ["catalog", "import", fair])
    assert r.exit_code == 0 and "1 updated" in r.output and "warning" not in r.output, r.output
    out = CliRunner().invoke(cli, ["ask", "serve Qwen2.5-32B for 5 users"]).output
    assert "far below public prices" not in out, out
