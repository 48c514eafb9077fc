"""The I/O edge around tools.recommend: load the catalog rows and GPU specs, call the calculator.

Shared by the CLI, the conversation engine and the Slack bot.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from advisor.config import usd_cny
from tools.recommend import Options, recommend
from tools.schema import ModelArch, Recommendation, Workload


def load_arch(model: str | None, params_b: float | None) -> ModelArch:
    """The registry architecture, or one derived from a bare size (UnknownModel / WorkloadError)."""
    from catalog import registry
    from tools.arch import derive_arch
    from tools.defaults import MAX_PARAMS_B, WorkloadError

    if model:
        return registry.get(model)
    if params_b is None:
        raise WorkloadError("give --model NAME or --params BILLIONS (a model name or its size in billions of parameters)")
    if not (0 < params_b <= MAX_PARAMS_B):
        raise WorkloadError(f"params must be > 0 and ≤ {MAX_PARAMS_B:,} billion (got {params_b:g})")
    return derive_arch(int(params_b * 1e9))


@lru_cache(maxsize=4)
def _rows_cached(path: str, version: str) -> tuple[Any, ...]:
    from catalog.db import open_db, query_instances

    db = open_db()
    rows = query_instances(db, rankable_only=True, priced_only=True)
    meta = {r["key"]: r["value"] for r in db.query("SELECT key, value FROM meta")}
    as_of = db.execute("SELECT min(as_of), max(as_of) FROM effective_instances WHERE price_on_demand IS NOT NULL OR price_spot IS NOT NULL").fetchone()
    sources = [r[0] for r in db.execute("SELECT DISTINCT source FROM effective_instances WHERE gpu != '' AND "
                                        "(price_on_demand IS NOT NULL OR price_spot IS NOT NULL) ORDER BY source").fetchall()]
    asof = as_of[0] if as_of[0] == as_of[1] else f"{as_of[0]} … {as_of[1]}"
    return tuple(rows), asof, tuple(sources), meta.get("data_version")


def catalog_rows() -> tuple[list[Any], str, list[str]]:
    """Rankable, priced instance rows with the catalog's as-of and sources (cached per data + prices)."""
    from catalog.db import db_path, open_db

    db = open_db()
    stamp = db.execute("SELECT value FROM meta WHERE key='data_version'").fetchone()[0]
    stamp += ":" + str(db.execute("SELECT count(*), max(rowid) FROM user_prices").fetchone())
    stamp += ":" + str(db.execute("SELECT group_concat(price_on_demand || price_spot, ',') FROM user_prices").fetchone()[0])
    rows, asof, sources, _ = _rows_cached(str(db_path()), stamp)
    return list(rows), asof, list(sources)


def advise(workload: Workload, *, stated: set[str] | None = None, currency: str | None = None,
           top_n: int = 10, weights: dict[str, float] | None = None) -> Recommendation:
    from catalog.gpus import all_gpus

    arch = load_arch(workload.model, workload.params_b)
    rows, asof, sources = catalog_rows()
    opts = Options(usd_cny=usd_cny(), currency=currency, top_n=top_n, stated=stated or set(),
                   catalog_as_of=asof, catalog_sources=sources, weights=weights)
    return recommend(arch, workload, all_gpus(), rows, opts)
