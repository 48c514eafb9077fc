"""The read-only requests an agent can make, as pydantic models, and the functions that answer them.

The MCP server (`advisor/agents/mcp_server.py`) publishes each request model as a tool's JSON schema and
calls the function beside it; the functions only translate arguments into the calls the CLI makes
(`advisor.core.service`, `tools.estimate`, `advisor.core.render`), so an agent gets the CLI's numbers and
its JSON contracts. Nothing here computes a figure, and nothing writes (no catalog import).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tools import workload_fields as wf
from tools.floors import MAX_MEMORY_GB, MAX_PRICE, PRICE_FLOOR
from tools.schema import Currency

INSTANCE_LIMIT = 50


# The request models are generated from the one declaration of the workload's arguments
# (tools/workload_fields.py), which also generates the CLI's flags: same names, choices and limits.
EstimateArgs = wf.args_model("EstimateArgs", "estimate", doc="The `gpu-advisor estimate` flags, named as the "
                             "`workload` object of the JSON contract.")
RecommendArgs = wf.args_model("RecommendArgs", "recommend", doc="The `gpu-advisor recommend` flags.")


RecommendMarkdownArgs = wf.args_model(
    "RecommendMarkdownArgs", "recommend", doc="The `gpu-advisor recommend` flags, and `markdown`.",
    extra={"markdown": (bool, Field(False, description="Also return the answer as markdown (the export format) "
                                                        "in `markdown`."))})


class CatalogArgs(BaseModel):
    """The filter flags of `gpu-advisor catalog gpus` / `catalog instances`."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    providers: list[str] | None = Field(None, description="Only offers from these clouds (aws, gcp, azure, lambda, oci, "
                                        "nebius, runpod, cudo, paperspace, alibaba, tencent, huawei).")
    gpu: str | None = Field(None, description="One GPU type, loosely named: 'H100', 'A100-80GB', 'L4'.")
    min_memory: float | None = Field(None, ge=0, le=MAX_MEMORY_GB,
                                     description="Per-GPU memory at least this many GB (nominal size).")
    max_price: float | None = Field(None, ge=PRICE_FLOOR, le=MAX_PRICE, description="On-demand price at most this, in `currency` "
                                    "(per GPU-hour for list_gpus, per instance-hour for list_instances).")
    currency: Currency = Field("USD", description="Currency of `max_price` (and of list_gpus' cheapest_gpu_hour).")


class InstanceArgs(CatalogArgs):
    include_quarantined: bool = Field(False, description="Also return rows `catalog check` keeps out of rankings "
                                      "(suspect prices, retired SKUs); their `quarantined` field says why. CLI: --all.")
    limit: int = Field(INSTANCE_LIMIT, ge=1, le=2000, description="Most rows returned (the catalog holds over 1,000); "
                       "`total` says how many matched.")


def estimate_memory(a: BaseModel) -> dict[str, Any]:
    """`gpu-advisor estimate --json`."""
    from advisor.core.render_estimate import estimate_json
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.estimate import estimate

    kw = a.model_dump()
    w = wf.workload_from_flags(kw, "estimate")
    arch = load_arch(kw["model"], kw["params_b"])
    gpu = get_gpu(kw["gpu"]) if kw["gpu"] else None
    return estimate_json(estimate(arch, w, gpu), gpu)


def _recommendation(a: BaseModel) -> Any:
    """What `gpu-advisor recommend` computes for the same flags (tests/e2e/test_mcp.py holds the two equal)."""
    from advisor.core.service import advise
    from catalog.gpus import resolve_gpu_name

    kw = a.model_dump(exclude={"markdown"})
    w = wf.workload_from_flags(kw, "recommend", gpu_name=resolve_gpu_name)
    return advise(w, stated=wf.stated(w), currency=kw["currency"], top_n=kw["top"])


def recommend(a: BaseModel) -> dict[str, Any]:
    """`gpu-advisor recommend --json`, plus `markdown` (`--markdown`) when asked."""
    from advisor.core.render import to_json, to_markdown

    rec = _recommendation(a)
    out = to_json(rec)
    if a.model_dump()["markdown"]:
        out["markdown"] = to_markdown(rec)
    return out


def check_pitfalls(a: BaseModel) -> dict[str, Any]:
    """The eight pitfalls (and compatibility checks) of `recommend`, checked against its top pick."""
    from advisor.core.render import to_json

    d = to_json(_recommendation(a))
    top = d["candidates"][0] if d["candidates"] else None
    return {"workload": d["workload"], "checked_against": top, "pitfalls": d["pitfalls"],
            "triggered": [p["id"] for p in d["pitfalls"] if p["triggered"]], "compatibility": d["compatibility"],
            "nothing_fits": d["nothing_fits"]}


def explain(a: BaseModel) -> dict[str, Any]:
    """The chat's *why?*: formulas and assumptions behind the recommendation, with its numbers."""
    from advisor.core.conversation import explain as explain_text
    from advisor.core.render import headline

    rec, lang = _recommendation(a), a.model_dump()["lang"]
    return {"headline": headline(rec), "markdown": explain_text(rec, lang),
            "assumptions": [m.text(lang) for m in rec.assumptions]}


def _open_db() -> Any:
    from catalog.db import open_db

    return open_db()


def gpu_rows(a: CatalogArgs) -> list[dict[str, Any]]:
    """As `gpu-advisor catalog gpus --json` (tests/e2e/test_mcp.py holds the two equal): accelerators
    (blank = unknown) with the cheapest on-demand GPU-hour the catalog lists for each, in `a.currency`."""
    from advisor.config import usd_cny
    from catalog.db import query_gpus, query_instances
    from tools.cost import cheapest_gpu_hour

    rate = usd_cny()
    db = _open_db()
    rows = query_gpus(db, min_memory_gb=a.min_memory, name=a.gpu)
    offers = query_instances(db, providers=a.providers or None, rankable_only=True, priced_only=True,
                             include_quarantined=False)
    cheapest = cheapest_gpu_hour(offers, a.currency, rate)
    if a.providers or a.max_price is not None:
        rows = [r for r in rows if r["name"] in cheapest and (a.max_price is None or cheapest[r["name"]] <= a.max_price)]
    for r in rows:
        r["cheapest_gpu_hour"] = cheapest.get(r["name"])
        r["currency"] = a.currency
    return rows


def list_gpus(a: CatalogArgs) -> dict[str, Any]:
    return {"gpus": gpu_rows(a)}


def instance_rows(a: CatalogArgs) -> list[Any]:
    """As `gpu-advisor catalog instances --json`: offers from the effective catalog (your price sheets win)."""
    from advisor.config import usd_cny
    from catalog.db import query_instances

    return query_instances(_open_db(), providers=a.providers or None, gpu=a.gpu, min_memory_gb=a.min_memory,
                           max_price=a.max_price, currency=a.currency, usd_cny=usd_cny(),
                           include_quarantined=isinstance(a, InstanceArgs) and a.include_quarantined)


def list_instances(a: InstanceArgs) -> dict[str, Any]:
    rows = instance_rows(a)
    return {"total": len(rows), "instances": [r.model_dump() for r in rows[:a.limit]]}


def catalog_info() -> dict[str, Any]:
    """`gpu-advisor catalog info --json` and the exchange rate answers use: what the numbers stand on."""
    from advisor.config import usd_cny
    from catalog.db import info

    return {**info(_open_db()), "usd_cny": usd_cny()}
