"""The calculators as LangChain tools (StructuredTool with pydantic argument schemas), so another
LangChain agent can call them. Deterministic: the tools compute, the agent only words.

`recommend_gpus`, `parse_request`, `compare` and `list_models` are the MCP server's tools (advisor.agents.tools):
the same argument models (provider aliases, the dataset argument, `detail` with the summary by default) and the
same results, so an agent gets one behaviour whichever protocol it speaks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field

from tools import workload_fields as wf
from tools.schema import Precision

# Generated from the one declaration of the workload's arguments (tools/workload_fields.py), as the CLI's
# flags and the MCP tools' schemas are: the same names, choices and limits everywhere.
EstimateArgs = wf.args_model("EstimateArgs", "estimate")  # recommend_gpus shares the MCP tool's model (tools())


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
    arch = load_arch(w.model, w.params_b, w.active_params_b)
    return estimate_json(estimate(arch, w, gpu), gpu)


def _kv(model: str, kv_precision: str = "bf16") -> int:
    from catalog import registry
    from tools.memory import kv_cache_bytes_per_token

    return kv_cache_bytes_per_token(registry.get(model), kv_precision)


def _bounded_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """`fn`, its bad-input errors raised with the message every surface shows (advisor.errors.user_message: a
    name repeated back is cut): an unknown GPU of 100,000 characters raised a 100,060-character message into the
    calling agent's context, where MCP cut the same to ~400, and in the tool's own argument names
    as MCP words it (`--owned needs --gpu` → `owned_gpus needs gpu`). Still an AdvisorError."""
    import functools

    from pydantic import ValidationError

    from advisor.agents.mcp_server import in_argument_names
    from advisor.errors import user_message
    from tools.errors import AdvisorError

    @functools.wraps(fn)
    def run(**kw: Any) -> Any:
        try:
            return fn(**kw)
        except (AdvisorError, ValidationError) as e:
            raise AdvisorError(in_argument_names(user_message(e) or "")) from None
    return run


def _shared(name: str, model: type[BaseModel], fn: Callable[[Any], Any], description: str) -> Any:
    """One of the MCP server's tools as a StructuredTool: the same argument model validates, the same function answers."""
    from langchain_core.tools import StructuredTool

    def run(**kw: Any) -> Any:
        return fn(model(**kw))

    return StructuredTool.from_function(func=_bounded_errors(run), name=name, args_schema=model, description=description)


def tools() -> list[Any]:
    from langchain_core.tools import StructuredTool

    from advisor.agents import tools as at

    return [
        StructuredTool.from_function(func=_bounded_errors(_estimate), name="estimate_memory", args_schema=EstimateArgs,
                                     description="GPU memory per device (weights, gradients, optimizer, activations, "
                                                 "KV cache, overhead), layout and speed."),
        StructuredTool.from_function(func=_bounded_errors(_kv), name="kv_cache_per_token", args_schema=KVArgs,
                                     description="KV cache bytes per token for a registry model (GQA/MLA aware)."),
        _shared("recommend_gpus", at.RecommendMarkdownArgs, at.recommend,
                "The recommendation: a summary (headline, top 3 offers with costs, warnings that fire) by default; "
                "detail 'full' adds the spec range, every ranked offer, the cost table, pitfalls and a validation plan."),
        _shared("parse_request", at.ParseArgs, at.parse_request,
                "Read a request in a person's words (English or Chinese): the workload they would be shown, the "
                "defaults assumed, questions to ask, and recommend_gpus' arguments."),
        _shared("compare", at.CompareArgs, at.compare,
                "Two to four options side by side (e.g. H100 vs A100, LoRA vs QLoRA): fits, GPUs, $/h, job $ or "
                "$/1M tokens, tokens/s per user, hours."),
        _shared("list_models", at.ModelsArgs, at.list_models, "The model registry with parameter counts."),
    ]
