"""A user's price sheet whose price cannot be a price for its GPU is refused in words by `catalog check --file` and
`catalog import` (catalog/plausible.py), so it never ranks first; plausible quotes still import."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog.db import open_db

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

HEAD = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,price_spot,price_reserved_month\n"


def _sheet(tmp_path, *rows: str):
    p = tmp_path / "sheet.csv"
    p.write_text(HEAD + "".join(r + "\n" for r in rows), encoding="utf-8")
    return str(p)


def _user_rows() -> int:
    return open_db().execute("SELECT count(*) FROM user_prices").fetchone()[0]


def test_a_thousandth_of_a_dollar_for_eight_h100s_is_refused_by_check_and_import(tmp_path):
    # $0.001/h ÷ 8 GPUs = $0.000125 per GPU-hour; the catalog's H100 listings start near $1 per GPU-hour (spot and
    # marketplace asks included), so the floor is about $0.1: the row is some 800× under it, a unit slip.
    sheet = _sheet(tmp_path, "acme,s1,us-east-1,H100,8,USD,0.001,,")
    r = CliRunner().invoke(cli, ["catalog", "check", "--file", sheet])
    assert r.exit_code == 1 and "row 2, field price_on_demand" in r.output and "under a tenth of the cheapest" in r.output
    r = CliRunner().invoke(cli, ["catalog", "import", sheet])
    assert r.exit_code == 2 and "nothing imported" in r.output and "$0.0001 per GPU-hour" in r.output, r.output
    assert _user_rows() == 0


def test_a_reserved_month_below_the_hourly_price_is_a_unit_error(tmp_path):
    # a month is 730 hours: $0.30 a month beside $0.80 an hour on demand is an hourly figure in the month column
    sheet = _sheet(tmp_path, "acme,s2,us-east-1,L4,1,USD,0.80,,0.30")
    r = CliRunner().invoke(cli, ["catalog", "import", sheet])
    assert r.exit_code == 2 and "field price_reserved_month: 0.3 a month is below 0.8 an hour" in r.output, r.output
    assert _user_rows() == 0


def test_spot_and_cny_are_judged_too(tmp_path):
    # 5 CNY an hour for 8 × H100 spot: 5 ÷ 7.2 ÷ 8 ≈ $0.087 per GPU-hour, under the ~$0.11 floor
    sheet = _sheet(tmp_path, "acme,s5,cn-north-1,H100,8,CNY,,5,")
    r = CliRunner().invoke(cli, ["catalog", "import", sheet])
    assert r.exit_code == 2 and "field price_spot: 5 CNY an hour for 8 × H100" in r.output, r.output


def test_plausible_quotes_import(tmp_path):
    # a deep negotiated rate (8 × H100 at $12/h = $1.50 per GPU-hour), a reserved month of $5,000 (≈ $0.86 per
    # GPU-hour over 730 h) and 60 CNY an hour (≈ $1.04 per GPU-hour) are all prices the market has: imported
    sheet = _sheet(tmp_path, "acme,s3,us-east-1,H100,8,USD,12.00,6.0,5000", "acme,s4,cn-north-1,H100,8,CNY,60,,")
    r = CliRunner().invoke(cli, ["catalog", "import", sheet])
    assert r.exit_code == 0 and "Imported 2 new" in r.output, r.output
    assert _user_rows() == 2
