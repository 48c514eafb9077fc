"""The fast catalog query (rows built without pydantic validation, for speed): rows built without
validation must be exactly the rows that validation builds, and every filter must return exactly what the
view-and-validate query returned."""

import shutil
import sqlite3

import pytest

from catalog import db as cdb
from tests.conftest import module_home
from tools.cost import USD_CNY_DEFAULT, convert_amount
from tools.schema import InstanceRow

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FILTERS = [
    {},
    {"min_memory_gb": 40, "max_price": 40, "currency": "USD", "rankable_only": True},  # benchmarks/catalog_bench.py
    {"rankable_only": True, "priced_only": True},
    {"rankable_only": True, "priced_only": True, "include_quarantined": False},
    {"gpu": "H100", "max_price": 30 * 7.0, "currency": "CNY", "usd_cny": 7.0},
    {"providers": ["AWS", "gcp"], "min_memory_gb": 80},
    {"gpu": "a10g", "providers": ["aws"], "max_price": 2},
]


def validated(db, *, providers=None, gpu=None, min_memory_gb=None, max_price=None, currency=None, usd_cny=None,
              priced_only=False, rankable_only=False, include_quarantined=True) -> list[InstanceRow]:
    """The query as it was before the fast path (commit 3c755f6): every column of the effective view,
    each row validated by pydantic, the price cap converted row by row in Python."""
    where, params = [], []
    if providers:
        where.append(f"e.provider IN ({', '.join('?' * len(providers))})")
        params += [p.lower() for p in providers]
    if gpu:
        where.append("e.gpu = ?")
        params.append(cdb.resolve_gpu_name(gpu))
    if min_memory_gb is not None:
        where.append("g.memory_gb >= ?")
        params.append(min_memory_gb)
    if max_price is not None:
        where.append("e.price_on_demand IS NOT NULL")
    if priced_only:
        where.append("(e.price_on_demand IS NOT NULL OR e.price_spot IS NOT NULL OR e.price_reserved_month IS NOT NULL)")
    if rankable_only:
        where.append("e.gpu != '' AND e.price_scope = 'instance' AND e.gpu_count >= 1")
    if not include_quarantined:
        where.append("(e.quarantined IS NULL OR e.quarantined = '')")
    cur = db.execute("SELECT e.* FROM effective_instances e LEFT JOIN gpus g ON g.name = e.gpu"
                     + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY e.provider, e.instance_type, e.region",
                     params)
    names = [d[0] for d in cur.description]
    out = []
    for values in cur.fetchall():
        r = dict(zip(names, values))
        d = {k: v for k, v in r.items() if v is not None}
        d["rdma"] = None if r["rdma"] is None else bool(r["rdma"])
        d["marketplace"] = bool(r["marketplace"])
        out.append(InstanceRow(**d))
    if max_price is not None:
        rate = usd_cny or USD_CNY_DEFAULT
        out = [r for r in out if (convert_amount(r.price_on_demand, r.currency, currency or "USD", rate, None) or 0) <= max_price]
    return out


def same(a: InstanceRow, b: InstanceRow) -> None:
    """Field by field, value and type (8.0 is not 8), and the JSON the contract shows."""
    for name in InstanceRow.model_fields:
        va, vb = getattr(a, name), getattr(b, name)
        assert (va, type(va)) == (vb, type(vb)), (a.provider, a.instance_type, a.region, name)
    assert a == b and a.model_dump_json() == b.model_dump_json()


@pytest.fixture
def db(catalog_db):
    return catalog_db  # the shipped catalog, this test's own copy (tests/conftest.py)


@pytest.fixture(scope="module")
def shipped(tmp_path_factory, built_catalog):
    """The shipped catalog, no user prices (read only): a copy of the session's build."""
    home = tmp_path_factory.mktemp("shipped")
    shutil.copyfile(built_catalog, home / "advisor.db")
    return cdb.open_db(home / "advisor.db")


@pytest.mark.parametrize("filters", FILTERS, ids=lambda f: ",".join(f) or "all")
def test_fast_rows_equal_validated_rows_on_the_shipped_catalog(shipped, filters):
    got, want = cdb.query_instances(shipped, **filters), validated(shipped, **filters)
    assert len(got) == len(want) > 0
    for a, b in zip(got, want):
        same(a, b)


def test_the_alias_field_and_booleans_come_out_as_validation_makes_them(shipped):
    rows = {(r.provider, r.instance_type, r.region): r for r in cdb.query_instances(shipped, providers=["aws", "vast"])}
    p5 = rows[("aws", "p5.48xlarge", "us-east-1")]
    stored = shipped.execute("SELECT network_gbps, rdma FROM instances WHERE provider = 'aws' AND instance_type = "
                        "'p5.48xlarge' AND region = 'us-east-1'").fetchone()
    assert p5.network_gbit_s == stored[0] == 3200 and type(p5.network_gbit_s) is float
    assert p5.rdma is True and p5.model_dump()["network_gbit_s"] == 3200
    assert rows[("aws", "g5.xlarge", "us-east-1")].marketplace is False
    assert all(r.marketplace is True for k, r in rows.items() if k[0] == "vast")


def test_each_call_returns_new_objects(shipped):
    first = cdb.query_instances(shipped, gpu="H100")
    first[0].price_on_demand = -1.0
    first[0].notes = "changed by a caller"
    again = cdb.query_instances(shipped, gpu="H100")
    assert again[0].price_on_demand != -1.0 and again[0].notes != "changed by a caller"
    assert again[0].model_copy(update={"notes": "x"}).notes == "x" and again[0].notes != "x"


def test_user_rows_override_and_join_the_catalog_in_order(db, tmp_path):
    sheet = tmp_path / "prices.csv"
    sheet.write_text("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,network_gbps,rdma\n"
                     "aws,p5.48xlarge,us-east-1,H100 SXM,8,USD,12.5,3200,yes\n"
                     "acme,h100-box,zz-1,H100 SXM,8,USD,20,,\n"
                     "aws,aaa-first,us-east-1,H100 SXM,1,CNY,30,,\n")
    cdb.import_prices(db, sheet)
    for filters in (FILTERS[0], FILTERS[1], FILTERS[4]):  # everything; the benchmark's filter; a cap in CNY
        got, want = cdb.query_instances(db, **filters), validated(db, **filters)
        assert len(got) == len(want)
        for a, b in zip(got, want):
            same(a, b)
    rows = cdb.query_instances(db, gpu="H100 SXM", max_price=25, currency="USD")
    keys = [(r.provider, r.instance_type, r.region) for r in rows]
    assert keys == sorted(keys) and ("acme", "h100-box", "zz-1") in keys
    (p5,) = [r for r in rows if r.instance_type == "p5.48xlarge" and r.region == "us-east-1"]
    assert p5.price_on_demand == 12.5 and p5.source == "user" and p5.network_gbit_s == 3200.0


def test_rows_are_read_from_the_table_when_the_stored_copy_does_not_decode(tmp_path):
    path = tmp_path / "advisor.db"
    want = cdb.query_instances(cdb.open_db(path), rankable_only=True)
    with sqlite3.connect(path) as c:
        c.execute("UPDATE catalog_rows SET data = x'00ff'")
    cdb._QUERY_CACHE.clear()
    cdb._ROW_CACHE.clear()
    got = cdb.query_instances(cdb.connect(path), rankable_only=True)
    assert len(got) == len(want)
    for a, b in zip(got, want):
        same(a, b)


def test_text_columns_added_to_an_older_price_table_read_as_their_defaults(tmp_path):
    """A user_prices table from before the cpu_arch column gains cpu_arch etc. as NULL; the rebuild fills the defaults."""
    path = tmp_path / "advisor.db"
    with sqlite3.connect(path) as c:
        c.execute("CREATE TABLE user_prices (provider TEXT, instance_type TEXT, region TEXT, gpu TEXT, gpu_count FLOAT, "
                  "currency TEXT, price_on_demand FLOAT, source TEXT, PRIMARY KEY (provider, instance_type, region))")
        c.execute("INSERT INTO user_prices VALUES ('acme', 'old-box', 'zz-1', 'L4', 1, 'USD', 0.5, 'user')")
    db = cdb.open_db(path)
    (row,) = cdb.query_instances(db, providers=["acme"])
    got = (row.cpu_arch, row.confidence, row.quarantined, row.price_scope, row.marketplace)
    assert got == ("x86_64", "", "", "instance", False)
    same(row, validated(db, providers=["acme"])[0])
