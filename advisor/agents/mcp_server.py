"""`gpu-advisor mcp`: the calculators and the catalog as Model Context Protocol tools over stdio.

Built on the official SDK (`mcp` >= 2.3): its low-level server (`mcp.server.lowlevel.Server`, which speaks
the protocol: version negotiation, capabilities, ping, cancellation) over its stdio transport. Issue 15 named
the high-level `MCPServer` (formerly FastMCP); it is left out for start-up time. Any `mcp.*` import runs the
package's `__init__`, which loads the client, the HTTP transports and ~590 pydantic models whichever server
class is used (about 85 % of the cold start; upstream declined lazy imports, python-sdk issue 1617), and
`MCPServer` adds ~50 ms more before the first reply (a rich log handler, and a pydantic model synthesised
per tool from a function signature). The cyclic GC is paused while the SDK loads (below). Here each
tool's input schema is its request model's own `model_json_schema()` (`advisor.agents.tools`) and the same
model validates the arguments, so the schema, the validation and the CLI flags share one definition.
Arguments are read as `MCPServer` read them (unknown keys ignored; a list sent as a JSON string parsed), and
results and errors keep its wire form. Every tool is read-only (the catalog import is not offered). Bad input
comes back as a tool error (`isError`) worded as the CLI words it, never a traceback. `tools/list` needs only
the request models: the calculators and the catalog database load on the first call that uses them.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import json
import logging
from collections.abc import Callable
from typing import Any, Literal

import pydantic_core
from pydantic import BaseModel, ValidationError

from advisor.errors import user_message
from tools.errors import AdvisorError

_collecting = gc.isenabled()
gc.disable()
try:  # ~590 pydantic models built at import: cyclic GC would pass over them ~200 times (~10 % of start-up)
    from mcp import types
    from mcp.server.lowlevel import Server
    from mcp.server.stdio import stdio_server
    from mcp.shared.exceptions import MCPError

    from advisor.agents import tools as at

    gc.freeze()  # they live as long as the process: keep them out of every later collection too
finally:
    if _collecting:
        gc.enable()

logger = logging.getLogger(__name__)

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

READ_ONLY = types.ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                                  open_world_hint=False)
BY_NAME = {t[0]: t for t in TOOLS}

CATALOG_URI = "gpu-advisor://catalog"
CATALOG = types.Resource(
    uri=CATALOG_URI, name="catalog", title="Catalog provenance", mime_type="application/json",
    description="Where the prices and specs come from: rows, priced rows and as-of dates per provider, every source, "
                "the data version and the USD/CNY rate answers use.")


def input_schema(name: str, model: type[BaseModel]) -> dict[str, Any]:
    """The request model's JSON schema, titled as the SDK titles a tool's arguments.

    The model's docstring is for developers (the tool description is for agents), and unknown keys are
    ignored rather than refused (as `MCPServer` did), so neither goes into the schema."""
    schema = model.model_json_schema()
    schema.pop("description", None)
    schema.pop("additionalProperties", None)
    return schema | {"title": f"{name}Arguments"}


def parse_arguments(model: type[BaseModel], arguments: dict[str, Any]) -> BaseModel:
    """Validate `arguments` with `model`, reading them as the SDK's `MCPServer` did.

    Unknown keys are dropped, and a list or object sent as a JSON string (Claude Desktop sends
    `providers` as '["aws"]') is parsed first; plain numbers and words stay strings for the model."""
    kept: dict[str, Any] = {}
    for key, value in arguments.items():
        field = model.model_fields.get(key)
        if field is None:
            continue
        if isinstance(value, str) and field.annotation is not str:
            with contextlib.suppress(ValueError, RecursionError):
                parsed = json.loads(value)
                if not isinstance(parsed, str | int | float):
                    value = parsed
        kept[key] = value
    return model.model_validate(kept)


ECHO_MAX = 200  # characters of any one value an error message repeats back
ERROR_MAX = 2000  # characters of a whole error message


def short(text: str) -> str:
    """An error message that repeats an argument back (an unknown model name, a bad value) without
    echoing a 10 MB argument in full: any run of over ECHO_MAX characters without a space is cut, and
    the whole message is kept under ERROR_MAX."""
    import re

    text = re.sub(rf"\S{{{ECHO_MAX}}}\S+", lambda m: m.group()[:ECHO_MAX] + f"… ({len(m.group()):,} characters)", text)
    return text if len(text) <= ERROR_MAX else text[:ERROR_MAX] + "…"


def tool_error(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=True)


def call(name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    """One tool call, answered as `MCPServer` answers a tool returning a dict: the JSON text and the same
    object as structured content; bad input as a tool error with the CLI's message; a bug as a bare
    "Error executing tool NAME" (its text stays in the server log)."""
    if name not in BY_NAME:
        return tool_error(f"Unknown tool: {name}")
    _, _, model, run, _ = BY_NAME[name]
    try:
        out = run(parse_arguments(model, arguments))
    except (AdvisorError, ValidationError) as e:
        logger.info("Tool %r rejected its arguments", name)
        return tool_error(f"Error executing tool {name}: {short(user_message(e) or '')}")
    except Exception:
        logger.exception("Tool %r raised an unexpected exception", name)
        return tool_error(f"Error executing tool {name}")
    text = pydantic_core.to_json(out, fallback=str, indent=2).decode()
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)],
                                structured_content=pydantic_core.to_jsonable_python(out, fallback=str))


@functools.cache
def tool_list() -> list[types.Tool]:
    """The six tools as `tools/list` gives them (built on the first request, then reused)."""
    return [types.Tool(name=name, title=title, description=doc, input_schema=input_schema(name, model),
                       output_schema={"additionalProperties": True, "title": f"{name}DictOutput", "type": "object"},
                       annotations=READ_ONLY)
            for name, title, model, _, doc in TOOLS]


async def _list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
    return types.ListToolsResult(tools=tool_list())


async def _call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    import anyio  # an SDK dependency (imported here so that, without the SDK, the import error names `mcp`)

    return await anyio.to_thread.run_sync(call, params.name, params.arguments or {})  # the loop keeps answering pings


async def _list_resources(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
    return types.ListResourcesResult(resources=[CATALOG])


async def _read_resource(ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
    uri = str(params.uri)
    if uri != CATALOG_URI:
        raise MCPError(code=types.INVALID_PARAMS, message=f"Unknown resource: {uri}", data={"uri": uri})
    import anyio

    try:
        info = await anyio.to_thread.run_sync(at.catalog_info)
    except Exception as e:
        logger.exception("Resource %r raised an unexpected exception", uri)
        raise MCPError(code=types.INTERNAL_ERROR, message=f"Error reading resource {uri}", data={"uri": uri}) from e
    text = json.dumps(info, indent=2, ensure_ascii=False)
    return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, text=text, mime_type="application/json")])


async def _no_templates(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListResourceTemplatesResult:
    return types.ListResourceTemplatesResult(resource_templates=[])


async def _no_prompts(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListPromptsResult:
    return types.ListPromptsResult(prompts=[])


class AdvisorMCP:
    """The low-level server plus the one transport it is offered on; `run("stdio")` serves until stdin closes."""

    def __init__(self, server: Server[Any]) -> None:
        self.server = server

    def run(self, transport: Literal["stdio"] = "stdio") -> None:
        if transport != "stdio":
            raise ValueError(f"only stdio is offered, not {transport!r}")
        import anyio

        anyio.run(self.serve_stdio)

    async def serve_stdio(self) -> None:
        async with stdio_server() as (read, write):
            await self.server.run(read, write, self.server.create_initialization_options())


def build_server() -> AdvisorMCP:
    from importlib.metadata import PackageNotFoundError, version

    try:
        v = version("gpu-advisor")
    except PackageNotFoundError:
        v = ""
    return AdvisorMCP(Server(
        "gpu-advisor", title="GPU Advisor", version=v, instructions=INSTRUCTIONS,
        on_list_tools=_list_tools, on_call_tool=_call_tool, on_list_resources=_list_resources,
        on_read_resource=_read_resource, on_list_resource_templates=_no_templates, on_list_prompts=_no_prompts))
