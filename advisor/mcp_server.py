"""`gpu-advisor mcp`: the calculators and the catalog as Model Context Protocol tools over stdio.

Built on the official SDK (`mcp` ≥ 2: `MCPServer`, formerly FastMCP). Each tool's input schema is
generated from its request model in `advisor.agent_tools`, so the schema, the validation and the
CLI flags share one definition. Every tool is read-only (the catalog import is not offered).
Bad input comes back as a tool error (`isError`) worded as the CLI words it, never a traceback.

The SDK import dominates start-up; our own modules load on the first call.
"""

from __future__ import annotations

import contextlib
import inspect
import json
from collections.abc import Callable, Iterator
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field, ValidationError

from advisor import agent_tools as at
from advisor.errors import user_message
from tools.errors import AdvisorError

INSTRUCTIONS = """\
Sizes GPU cloud servers for AI workloads (LLM inference, LoRA/QLoRA, full fine-tuning, pretraining) and prices
them from a catalog of cloud offers. Every number comes from tested calculators; quote them rather than
re-deriving. Start with `recommend` (the full answer: spec range, ranked instances with costs, pitfalls,
24-hour validation plan); use `estimate_memory` for memory/layout/speed on one GPU type; `list_gpus` and
`list_instances` to browse the catalog; `check_pitfalls` and `explain` to justify an answer. Units: bytes in
fields ending `_bytes`; GB = 10^9 bytes; prices carry their currency. Catalog provenance: resource
gpu-advisor://catalog."""

WORKLOAD_HINT = ("Give `model` (a registry name) or `params_b` (size in billions); everything else has a stated "
                 "default, listed in `assumptions`.")

TOOLS: list[tuple[str, str, type[BaseModel], Callable[[Any], Any], str]] = [
    ("estimate_memory", "Memory per GPU", at.EstimateArgs, at.estimate_memory, f"""\
Memory per GPU for one workload: weights, gradients, optimizer states, activations, KV cache and overhead
(`per_gpu_bytes`, bytes), KV cache bytes per token, the layout; with `gpu`, the smallest layout that fits that
GPU type with x1.2 headroom (`fits`, `headroom`) and speed (decode/prefill tokens/s; training tokens/s and
GPU-hours with `train_tokens`). Same JSON as `gpu-advisor estimate --json`. {WORKLOAD_HINT}
Example: {{"model": "llama-3-70b", "precision": "fp16", "concurrency": 16, "seq_len": 8192, "gpu": "H100"}}."""),
    ("recommend", "Which GPU server to rent", at.RecommendMarkdownArgs, at.recommend, f"""\
The full recommendation for one workload: `spec_range` (minimum / recommended / comfortable: GPU memory x count),
`candidates` (ranked cloud instances with price_per_hour and score), `cost_table` (hourly, spot, per GPU-hour,
job or monthly cost, cost per 1M tokens), `pitfalls`, `compatibility`, `host`, `validation_plan`, `assumptions`,
`nothing_fits` (why, when nothing qualifies) and `catalog` (as-of, sources). Same JSON as
`gpu-advisor recommend --json`; `markdown: true` adds the export text in `markdown`. Constraints: providers,
regions, billing (spot only for restartable training), budget in currency per hour/day/month/total (budget_per),
deadline_days (training), target_tps (serving), gpu_preference. {WORKLOAD_HINT}
Example: {{"params_b": 7, "task": "lora"}}."""),
    ("list_gpus", "GPU catalog", at.CatalogArgs, at.list_gpus, """\
Accelerators in the catalog with memory (GB), bandwidth (GB/s), dense TFLOPS, ECC/MIG/NVLink and support flags,
source and as-of, plus the cheapest on-demand GPU-hour any listed offer has (`cheapest_gpu_hour`, in
`currency`). Blank values are unknown, never guessed. With providers or max_price, only GPUs offered there.
Same rows as `gpu-advisor catalog gpus --json`."""),
    ("list_instances", "Cloud offers", at.InstanceArgs, at.list_instances, """\
Cloud instance offers from the catalog (your imported price sheets override it): provider, instance_type, region,
gpu x gpu_count, vCPU, RAM, network, on-demand / spot / monthly-reserved prices in each row's `currency`,
source and as_of. `total` is how many matched; at most `limit` rows are returned. Same rows as
`gpu-advisor catalog instances --json`."""),
    ("check_pitfalls", "The 8 common mistakes", at.RecommendArgs, at.check_pitfalls, f"""\
The eight common GPU-renting pitfalls (memory before TFLOPS, consumer cards in production, the KV cache,
topology, mixed generations, spot for online serving, long contracts before a trial, checkpoints) checked
against this workload and the recommendation's top pick (`checked_against`); `triggered` lists the ids that
apply, each pitfall says why. Also the compatibility checks (precision support, driver/CUDA). {WORKLOAD_HINT}"""),
    ("explain", "How the answer was computed", at.RecommendArgs, at.explain, f"""\
Why the recommendation says what it says: the formulas (weights, KV cache, optimizer states, activations,
overhead, headroom, ranking) with this workload's numbers, as markdown, plus every assumption made. Use it to
justify an answer to a person. {WORKLOAD_HINT}"""),
]

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)


@contextlib.contextmanager
def _as_tool_error() -> Iterator[None]:
    """Bad input → ToolError with the CLI's message (the SDK would withhold any other exception's text)."""
    try:
        yield
    except (AdvisorError, ValidationError) as e:
        raise ToolError(user_message(e) or str(e)) from e


def _tool(name: str, model: type[BaseModel], run: Callable[[Any], Any], doc: str) -> Callable[..., Any]:
    """A function whose signature is `model`'s fields, so the SDK derives the input schema from the model."""
    def fn(**kw: Any) -> Any:
        with _as_tool_error():
            return run(model(**kw))

    params = [inspect.Parameter(
        n, inspect.Parameter.KEYWORD_ONLY, annotation=Annotated[(f.annotation, *f.metadata, Field(description=f.description))],
        default=inspect.Parameter.empty if f.is_required() else f.default) for n, f in model.model_fields.items()]
    fn.__signature__ = inspect.Signature(params, return_annotation=dict[str, Any])  # type: ignore[attr-defined]
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    return fn


class AdvisorMCPServer(MCPServer[Any]):
    """MCPServer whose argument-validation errors read like the CLI's (`field: reason`), not pydantic's dump."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as e:
            if isinstance(e, UnexpectedToolError) or not isinstance(e.__cause__, ValidationError):
                raise
            raise ToolError(f"Error executing tool {name}: {user_message(e.__cause__)}") from e.__cause__


def build_server() -> MCPServer[Any]:
    from importlib.metadata import PackageNotFoundError, version

    try:
        v = version("gpu-advisor")
    except PackageNotFoundError:
        v = ""
    server = AdvisorMCPServer("gpu-advisor", title="GPU Advisor", version=v, instructions=INSTRUCTIONS,
                              log_level="WARNING")
    for name, title, model, run, doc in TOOLS:
        server.add_tool(_tool(name, model, run, doc), name=name, title=title, description=doc, annotations=READ_ONLY)

    @server.resource("gpu-advisor://catalog", name="catalog", title="Catalog provenance", mime_type="application/json",
                     description="Where the prices and specs come from: rows, priced rows and as-of dates per provider, "
                                 "every source, the data version and the USD/CNY rate answers use.")
    def catalog() -> str:
        return json.dumps(at.catalog_info(), indent=2, ensure_ascii=False)

    return server
