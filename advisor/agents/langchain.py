"""The calculators as LangChain tools (StructuredTool with pydantic argument schemas), so another
LangChain agent can call them. Deterministic: the tools compute, the agent only words."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from tools import workload_fields as wf
from tools.schema import Precision

# Generated from the one declaration of the workload's arguments (tools/workload_fields.py), as the CLI's
# flags and the MCP tools' schemas are: the same names, choices and limits everywhere.
EstimateArgs = wf.args_model("EstimateArgs", "estimate")
RecommendArgs = wf.args_model("RecommendArgs", "recommend")


class KVArgs(BaseModel):
    model: str = Field(description="registry model name")
    kv_precision: Precision = "bf16"


def _estimate(**kw: Any) -> dict[str, Any]:
    from advisor.core.render_estimate import estimate_json
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.estimate import estimate

    w = wf.workload_from_flags(kw, "estimate")
    gpu = get_gpu(kw["gpu"]) if kw.get("gpu") else None
    arch = load_arch(kw.get("model"), kw.get("params_b"))
    return estimate_json(estimate(arch, w, gpu), gpu)


def _kv(model: str, kv_precision: str = "bf16") -> int:
    from catalog import registry
    from tools.memory import kv_cache_bytes_per_token

    return kv_cache_bytes_per_token(registry.get(model), kv_precision)


def _recommend(**kw: Any) -> dict[str, Any]:
    from advisor.core.render import to_json
    from advisor.core.service import advise
    from catalog.gpus import resolve_gpu_name

    w = wf.workload_from_flags(kw, "recommend", gpu_name=resolve_gpu_name)
    return to_json(advise(w, stated=wf.stated(w), currency=kw.get("currency"), top_n=kw.get("top", 10)))


def tools() -> list[Any]:
    from langchain_core.tools import StructuredTool

    return [
        StructuredTool.from_function(func=_estimate, name="estimate_memory", args_schema=EstimateArgs,
                                     description="GPU memory per device (weights, gradients, optimizer, activations, "
                                                 "KV cache, overhead), layout and speed."),
        StructuredTool.from_function(func=_kv, name="kv_cache_per_token", args_schema=KVArgs,
                                     description="KV cache bytes per token for a registry model (GQA/MLA aware)."),
        StructuredTool.from_function(func=_recommend, name="recommend_gpus", args_schema=RecommendArgs,
                                     description="Spec range, ranked cloud instances with costs, pitfalls "
                                                 "and a validation plan."),
    ]
