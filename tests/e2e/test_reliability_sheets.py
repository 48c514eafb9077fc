"""Bounded price sheets (issue 24, item 4): a row limit on import, stated and enforced (exit 2); user rows alike
but for name and price reduced to the cheapest in SQL before any model is built; the answers' cache key no
longer reads every user row; `catalog check --file` reads and validates a file as the import does. (The
timing and memory before/after a 200,000-row import are benchmarks/sheet_scale.py's, as a same-run ratio.)"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import db as cdb
from tools import floors

HEADER = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n"


def _write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text) if isinstance(text, str) else p.write_bytes(text)
    return p


def test_the_row_limit_is_stated_and_enforced(tmp_path, monkeypatch):
    # --help states the limit and the price floor the code enforces (read from the constants, so they cannot drift)
    helptext = CliRunner().invoke(cli, ["catalog", "import", "--help"]).output
    assert f"{cdb.MAX_SHEET_ROWS:,}" in helptext and f"{floors.PRICE_FLOOR:g}" in helptext
    monkeypatch.setattr(cdb, "MAX_SHEET_ROWS", 50)  # the limit itself, not a mock: a 200,001-row file is 15 MB
    rows = "".join(f"acme,box-{i},us-1,L4,1,USD,1.5\n" for i in range(51))
    r = CliRunner().invoke(cli, ["catalog", "import", str(_write(tmp_path, "big.csv", HEADER + rows))])
    assert r.exit_code == 2 and "more than 50 rows" in r.output, r.output
    assert cdb.open_db().execute("SELECT count(*) FROM user_prices").fetchone()[0] == 0
    r = CliRunner().invoke(cli, ["catalog", "import", str(_write(tmp_path, "ok.csv", HEADER + rows.split("\n", 1)[1]))])
    assert r.exit_code == 0, r.output  # exactly the limit imports


def test_user_rows_alike_but_for_name_and_price_become_the_cheapest_before_models_are_built(tmp_path):
    # 3,000 rows: 3 regions × one shape, each region's prices 5.00 … 14.99. The recommender's query builds one
    # model per region (the cheapest), the listing keeps every row.
    rows = "".join(f"acme,box-{i},us-{i % 3},H100,8,USD,{5 + (i // 3) / 100:.2f}\n" for i in range(3000))
    db = cdb.open_db()
    cdb.import_prices(db, _write(tmp_path, "s.csv", HEADER + rows))
    reduced = [r for r in cdb.query_instances(db, cheapest_user_rows=True) if r.source == "user"]
    assert sorted((r.region, r.price_on_demand, r.instance_type) for r in reduced) == [
        ("us-0", 5.0, "box-0"), ("us-1", 5.0, "box-1"), ("us-2", 5.0, "box-2")]
    assert len([r for r in cdb.query_instances(db, providers=["acme"])]) == 3000
    # a cheaper spot price on another row keeps that row too: a spot answer must still find it
    cdb.import_prices(db, _write(tmp_path, "spot.csv", "provider,instance_type,region,gpu,gpu_count,currency,"
                                 "price_on_demand,price_spot\nacme,box-99,us-0,H100,8,USD,5.33,1.0\n"))
    kept = {(r.instance_type, r.price_spot) for r in cdb.query_instances(db, cheapest_user_rows=True) if r.source == "user"}
    assert ("box-99", 1.0) in kept and ("box-0", None) in kept


def test_an_import_that_only_changes_prices_is_seen_by_the_next_answer(tmp_path):
    # the cache key no longer hashes every user row; same keys, same count, a new price must still be seen
    db = cdb.open_db()
    cdb.import_prices(db, _write(tmp_path, "a.csv", HEADER + "acme,box-1,us-1,H100,8,USD,9.5\n"))
    assert [r.price_on_demand for r in cdb.query_instances(db, providers=["acme"])] == [9.5]
    cdb.import_prices(db, _write(tmp_path, "b.csv", HEADER + "acme,box-1,us-1,H100,8,USD,7.25\n"))
    assert [r.price_on_demand for r in cdb.query_instances(db, providers=["acme"])] == [7.25]


@pytest.mark.parametrize("name, content, says", [
    ("nan.csv", HEADER + "acme,box-1,us-1,H100,8,USD,nan\n", "row 2, field price_on_demand"),
    ("neg.csv", HEADER + "acme,box-1,us-1,H100,8,USD,-3\n", "row 2, field price_on_demand"),
    ("inf.csv", HEADER + "acme,box-1,us-1,H100,8,USD,inf\n", "row 2, field price_on_demand"),
    ("tiny.csv", HEADER + "acme,box-1,us-1,H100,8,USD,1e-300\n", "row 2, field price_on_demand"),
    ("count.csv", HEADER + "acme,box-1,us-1,H100,-8,USD,3\n", "row 2, field gpu_count"),
    ("empty.csv", "", "no data rows"),
    ("header.csv", HEADER, "no data rows"),
    ("binary.bin", bytes(range(256)) * 64, "not a CSV text file"),
])
def test_catalog_check_file_refuses_what_the_import_refuses(tmp_path, name, content, says):
    # before: NaN, negative and infinite prices and an empty file passed the check; a binary file exited 1
    r = CliRunner().invoke(cli, ["catalog", "check", "--file", str(_write(tmp_path, name, content))])
    assert r.exit_code == 2 and says in r.output and "Traceback" not in r.output, (r.exit_code, r.output, r.exception)
