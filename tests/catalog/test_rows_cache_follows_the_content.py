"""The service's cached catalog rows follow what the rows are made of (the data files' hash and the user sheets'
stamp), not the database's path: a second home built from the same files reads no rows again, and a home whose
user imported a sheet gets its own rows."""

import shutil

from advisor.core import service
from catalog import db as cdb


def test_a_copy_of_the_same_build_shares_the_rows_and_an_imported_sheet_does_not(tmp_path, monkeypatch, built_catalog):
    first = tmp_path / "one"
    first.mkdir()
    shutil.copyfile(built_catalog, first / "advisor.db")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(first))
    rows_one, _, _ = service.catalog_rows()
    # another home holding a byte copy of the same database: the same data_version, no user rows, so the same rows,
    # and the very same objects (a second read would build ~3,500 new InstanceRow objects)
    second = tmp_path / "two"
    second.mkdir()
    shutil.copyfile(first / "advisor.db", second / "advisor.db")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(second))
    rows_two, _, _ = service.catalog_rows()
    assert len(rows_two) == len(rows_one) and all(a is b for a, b in zip(rows_one, rows_two, strict=True))
    # the second home imports a sheet with a machine no catalog row has: its rows are read again and hold it
    sheet = tmp_path / "prices.csv"
    sheet.write_text("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n"
                     "acme,h100-box,zz-1,H100 SXM,8,USD,20\n", encoding="utf-8")
    cdb.import_prices(cdb.open_db(second / "advisor.db"), sheet)
    rows_sheet, _, _ = service.catalog_rows()
    assert any(r.provider == "acme" and r.instance_type == "h100-box" for r in rows_sheet)
    # and the first home, without the sheet, does not see the other home's machine
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(first))
    assert not any(r.provider == "acme" for r in service.catalog_rows()[0])


def test_the_as_of_note_ages_with_the_day(tmp_path, monkeypatch, built_catalog):
    # A Slack or MCP server runs for weeks: the "prices older than 14 days: aws (28 d)" note is the day's, never the
    # ages of the day the rows were first read (an MCP answer and a CLI answer either side of midnight differed)
    import datetime
    import re

    shutil.copyfile(built_catalog, tmp_path / "advisor.db")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    today = datetime.date.today()

    def ages(asof: str) -> dict[str, int]:
        return {p: int(d.replace(",", "")) for p, d in re.findall(r"(\w+) \(([\d,]+) d\)", asof)}

    now = ages(service.catalog_rows()[1])
    assert now, "the built catalog has a provider older than the stale limit"

    class Tomorrow(datetime.date):
        @classmethod
        def today(cls):
            return today + datetime.timedelta(days=1)

    monkeypatch.setattr(datetime, "date", Tomorrow)
    later = ages(service.catalog_rows()[1])
    assert later == {p: d + 1 for p, d in now.items()}
