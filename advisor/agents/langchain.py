"""The calculators as LangChain tools (StructuredTool with pydantic argument schemas), so another
LangChain agent can call them. Deterministic: the tools compute, the agent only words."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from tools.schema import Precision, Task


class EstimateArgs(BaseModel):
    model: str | None = Field(default=None, description="registry model name, e.g. Llama-3-8B")
    params_b: float | None = Field(default=None, description="size in billions when the model is not in the registry")
    task: Task = "inference"
    precision: Precision | None = None
    seq_len: int | None = None
    concurrency: int | None = None
    batch_size: int | None = None
    gpu: str | None = Field(default=None, description="GPU type for the layout and speed, e.g. H100")


class KVArgs(BaseModel):
    model: str = Field(description="registry model name")
    kv_precision: Precision = "bf16"


class RecommendArgs(EstimateArgs):
    providers: list[str] | None = None
    billing: str | None = Field(default=None, description="on_demand, spot or reserved")


def _estimate(**kw: Any) -> dict[str, Any]:
    from advisor.core.render_estimate import estimate_json
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.estimate import estimate
    from tools.schema import Workload

    gpu = get_gpu(kw.pop("gpu")) if kw.get("gpu") else None
    arch = load_arch(kw.get("model"), kw.get("params_b"))
    return estimate_json(estimate(arch, Workload(**kw), gpu), gpu)


def _kv(model: str, kv_precision: str = "bf16") -> int:
    from catalog import registry
    from tools.memory import kv_cache_bytes_per_token

    return kv_cache_bytes_per_token(registry.get(model), kv_precision)


def _recommend(**kw: Any) -> dict[str, Any]:
    from advisor.core.render import to_json
    from advisor.core.service import advise
    from tools.schema import Workload

    gpu = kw.pop("gpu", None)
    return to_json(advise(Workload(**kw, gpu_preference=gpu)))


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
