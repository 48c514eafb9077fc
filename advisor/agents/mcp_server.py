"""`gpu-advisor mcp`: the calculators and the catalog as Model Context Protocol tools over stdio.

Built on the official SDK (`mcp` >= 2.3): its low-level server (`mcp.server.lowlevel.Server`, which speaks
the protocol: version negotiation, capabilities, ping, cancellation) over its stdio transport. The
high-level `MCPServer` (formerly FastMCP); it is left out for start-up time. Any `mcp.*` import runs the
package's `__init__`, which loads the client, the HTTP transports and ~590 pydantic models whichever server
class is used (about 85 % of the cold start; upstream declined lazy imports, python-sdk issue 1617), and
`MCPServer` adds ~50 ms more before the first reply (a rich log handler, and a pydantic model synthesised
per tool from a function signature). The cyclic GC is paused while the SDK loads (below). Here each
tool's input schema is its request model's own `model_json_schema()` (`advisor.agents.tools`) and the same
model validates the arguments, so the schema, the validation and the CLI flags share one definition.
Arguments are read as `MCPServer` read them (a list sent as a JSON string parsed), except that an unknown key
within two edits of an argument's name is refused as a misspelling and any other is ignored but listed in the
result's `ignored_arguments`; results and errors keep its wire form. Every request with an id is answered: one the
SDK's decoder refuses (a number of over 4,300 digits) or its models drop (an id of 1.5, params that are not an
object) gets a JSON-RPC error or a tool error (`read_reply`, fed each line by `_Lines`); names repeated in errors are
cut to 100 characters and a line over 2,000,000 characters is refused before the SDK reads it. Every tool is read-only (the
catalog import is not offered). Bad input comes back as a tool error (`isError`) worded as the CLI words it,
never a traceback. `tools/list` needs only the request models: the calculators and the catalog database load on
the first call that uses them.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import io
import json
import logging
import re
from collections.abc import Callable, Iterator
from typing import Any, Literal

import pydantic_core
from pydantic import BaseModel, ValidationError

from advisor.errors import ECHO_MAX, user_message
from tools.errors import AdvisorError
from tools.names import near_miss

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
re-deriving. A person's sentence goes through `parse_request` first (it returns the workload they would be shown and
`recommend`'s arguments). `recommend` answers with a summary under 4 KB (headline, top 3 offers with costs,
only the warnings that fire); `detail: "full"` gives the whole answer (spec range, every offer, cost table,
pitfalls, 24-hour validation plan). `compare` puts 2-4 options side by side (H100 vs A100, LoRA vs QLoRA,
8k vs 32k). `estimate_memory` for memory/layout/speed on one GPU type; `list_models`, `list_gpus` and
`list_instances` to browse; `check_pitfalls` and `explain` to justify an answer. Units: bytes in fields
ending `_bytes`; GB = 10^9 bytes; prices carry their currency. Catalog provenance: resource
gpu-advisor://catalog."""

WORKLOAD_HINT = ("Give `model` (a registry name, or any Hugging Face id `org/name`, sized from its config.json on the "
                 "Hub) or `params_b` (size in billions); everything else has a stated default, listed in `assumptions`.")

TOOLS: list[tuple[str, str, type[BaseModel], Callable[[Any], Any], str]] = [
    ("estimate_memory", "Memory per GPU", at.EstimateArgs, at.estimate_memory, f"""\
Memory per GPU for one workload: weights, gradients, optimizer states, activations, KV cache and overhead
(`per_gpu_bytes`, bytes), KV cache bytes per token, the layout; with `gpu`, the smallest layout that fits that
GPU type with x1.2 headroom (`fits`, `headroom`) and speed (decode/prefill tokens/s; training tokens/s and
GPU-hours with `train_tokens`). Same JSON as `gpu-advisor estimate --json`. {WORKLOAD_HINT}
Example: {{"model": "llama-3-70b", "precision": "fp16", "concurrency": 16, "seq_len": 8192, "gpu": "H100"}}."""),
    ("recommend", "Which GPU server to rent", at.RecommendMarkdownArgs, at.recommend, f"""\
The recommendation for one workload. By default a summary under 4 KB: `headline`, `top` (the 3 best offers,
each with its CostLine: hourly, spot, per GPU-hour, job or monthly cost, cost per 1M tokens), `warnings` (only
what fires), `per_gpu_bytes`. With `detail: "full"`: `spec_range` (minimum / recommended / comfortable),
`candidates` (ranked cloud instances with price_per_hour and score), `cost_table`, `pitfalls`, `compatibility`,
`host`, `validation_plan`, `assumptions`, `nothing_fits` (why, when nothing qualifies) and `catalog` (as-of,
sources): the same JSON as `gpu-advisor recommend --json`; `markdown: true` adds the export text. Constraints: providers,
regions, billing (spot only for restartable training), budget in currency per hour/day/week/month/quarter/year/total (budget_per),
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
    ("parse_request", "Read a request in a person's words", at.ParseArgs, at.parse_request, """\
Reads one sentence (English, 简体 or 繁體 Chinese) as the chat does: `stated` (only what it said), `workload_line`
(the workload as the person would be shown it, defaults included), `assumed` (each default), `questions` (what a
person would be asked first, at most two), `notes` (how a word was read) and `recommend_arguments` (pass them to
`recommend` or `compare`). `understood` is false when the text names no workload.
Example: {"text": "LoRA Qwen2.5-7B on 50k examples, 3 epochs, only AWS"}."""),
    ("list_models", "Model registry", at.ModelsArgs, at.list_models, """\
The models `model` accepts by name (loosely spelled, aliases listed), with parameter counts from their
architectures (`params`, `active_params` for mixture-of-experts), maximum context and Hugging Face id. Any
other model: pass its Hugging Face id (`org/name`, read from its config.json on the Hub) or `params_b` instead.
Example: {"search": "qwen"}."""),
    ("compare", "Options side by side", at.CompareArgs, at.compare, f"""\
Two to four options through the same recommender, one column each (`options`): whether anything fits, the top
pick's GPUs and machine, price per hour, the ranking figure (`key`: job cost, cost per 1M tokens or hourly price,
and `key_value`), job cost, cost per 1M tokens, tokens/s of one user's stream (serving) or training tokens/s,
hours, the headline, and why nothing fits; `cheapest` is the index of the lowest ranking figure when the options
are `comparable`. The same `Comparison` as `gpu-advisor compare --json`. Each option is `recommend`'s arguments
plus a `label`; vary one thing (gpu_preference 'H100' vs 'A100', task lora vs qlora, seq_len 8192 vs 32768).
Every option in one `currency` (options priced in different currencies are a tool error).
{WORKLOAD_HINT}
Example: {{"options": [{{"label": "H100", "model": "llama-3-8b", "gpu_preference": "H100"}},
{{"label": "A100", "model": "llama-3-8b", "gpu_preference": "A100"}}]}}."""),
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


NAME_MAX = 100  # characters of a tool, prompt or method name repeated back (the longest real one is 29)
IGNORED_MAX = 20  # unknown argument names listed in `ignored_arguments`; the rest are counted
ARGUMENTS_MAX = 200  # keys in one tool call's arguments (a tool takes at most ~40; clients add a few of their own)


def cut(name: str, most: int = NAME_MAX) -> str:
    """`name` as an error repeats it: at most `most` characters, with its length said when cut."""
    return name if len(name) <= most else name[:most] + f"… ({len(name):,} characters)"


def short(text: str) -> str:
    """An error message that repeats an argument back, cut as on every surface (advisor.errors.bounded) and to
    one line's length: a tool error is one sentence."""
    from advisor.errors import LINE_MAX, bounded

    return bounded(text, LINE_MAX)


def _takes(annotation: Any, kinds: tuple[type, ...]) -> bool:
    """Does a field's type admit one of `kinds` (float, float | None, an Annotated or a union with it)? A boolean sent
    for a number field (hours a day, a user count) is a client's mistake, refused as a string for a number is, never
    read as 1 (pydantic's lax mode would)."""
    import typing

    return annotation in kinds or any(_takes(a, kinds) for a in typing.get_args(annotation))


def parse_arguments(model: type[BaseModel], arguments: dict[str, Any]) -> BaseModel:
    """Validate `arguments` with `model`, reading them as the SDK's `MCPServer` did.

    Unknown keys are dropped (`screen_arguments` has refused near misses first), and a list or object sent
    as a JSON string (Claude Desktop sends `providers` as '["aws"]') is parsed first; plain numbers and words
    stay strings for the model."""
    kept: dict[str, Any] = {}
    for key, value in arguments.items():
        field = model.model_fields.get(key)
        if field is None:
            continue
        if isinstance(value, bool) and _takes(field.annotation, (int, float)) and not _takes(field.annotation, (bool,)):
            # pydantic's lax mode reads true as 1
            raise ArgumentError(f"{key}: Input should be a valid number, not a boolean ({json.dumps(value)})")
        if isinstance(value, str) and field.annotation is not str:
            with contextlib.suppress(ValueError, RecursionError):
                parsed = json.loads(value)
                if not isinstance(parsed, str | int | float):
                    value = parsed
        kept[key] = value
    return model.model_validate(kept)


class ArgumentError(AdvisorError):
    """A misspelled argument name: refused with the name it is near, rather than ignored."""


def screen_arguments(model: type[BaseModel], arguments: dict[str, Any]) -> list[str]:
    """The unknown keys this tool will ignore (clients send extras of their own: tests/e2e/test_mcp.py
    `extra_key`), each cut to ECHO_MAX characters, at most IGNORED_MAX of them listed and the rest counted; more than
    ARGUMENTS_MAX keys are refused before any is looked at. A key within reach of a real argument name (`provders`,
    `max_pric`, `seqlen`) is a misspelling whose filter would be silently dropped: refused instead (ArgumentError),
    naming the argument and listing the accepted ones."""
    names = list(model.model_fields)
    if len(arguments) > ARGUMENTS_MAX:  # 100,000 keys took 24 s of near-miss checks
        raise ArgumentError(f"{len(arguments):,} arguments; a call takes at most {ARGUMENTS_MAX} keys. "
                            f"accepted: {', '.join(names)}")
    ignored, wrong = [], []
    for key in arguments:
        if key in model.model_fields:
            continue
        if (hit := near_miss(key, names)) is not None:
            wrong.append(f"unknown argument {short(repr(key))} — did you mean {hit!r}?")
        else:
            ignored.append(key if len(key) <= ECHO_MAX else key[:ECHO_MAX] + f"… ({len(key):,} characters)")
    if wrong:
        raise ArgumentError(f"{'; '.join(wrong[:5])} accepted: {', '.join(names)}")
    if len(ignored) > IGNORED_MAX:
        ignored = ignored[:IGNORED_MAX] + [f"… and {len(ignored) - IGNORED_MAX:,} more"]
    return ignored


@functools.cache
def output_schemas() -> dict[str, dict[str, Any]]:
    """Each tool's result schema, generated from its pydantic model(s) in advisor.agents.outputs and stored
    beside it (output_schemas.json; a test holds the file equal to the models), so `tools/list` reads JSON
    instead of building ~40 schemas on every start. The SDK's client validates every result against it."""
    from pathlib import Path

    return json.loads((Path(__file__).with_name("output_schemas.json")).read_text(encoding="utf-8"))


def flag_names() -> dict[str, str]:
    """CLI flag → the tool argument it is (`--params` → `params_b`): from the argument models themselves
    (`--seq-len` is `seq_len`; a description's "CLI: --batch" names the flag of `batch_size`)."""
    import re

    out: dict[str, str] = {}
    for model in (at.EstimateArgs, at.RecommendMarkdownArgs, at.InstanceArgs):
        for field, info in model.model_fields.items():
            out["--" + field.replace("_", "-")] = field
            out["--no-" + field.replace("_", "-")] = f"{field}=false"
            for flag in re.findall(r"CLI: (--[a-z][a-z0-9-]*)", info.description or ""):
                out.setdefault(flag, field)
    return out | {"--params": "params_b", "--batch": "batch_size", "--gpus": "num_gpus", "--zero": "zero_stage",
                  "--provider": "providers", "--region": "regions", "--compile": "torch_compile"}


# Leading words of tools.defaults.validate's messages that name a flag without its dashes.
BARE_NAMES = (("params must", "params_b must"), ("batch must", "batch_size must"), ("gpus must", "num_gpus must"),
              ("lora-rank must", "lora_rank must"), ("train-tokens must", "train_tokens must"),
              ("zero stage must", "zero_stage must"), ("throughput target must", "target_tps must"),
              ("deadline must", "deadline_days must"))


def in_argument_names(text: str) -> str:
    """A CLI-worded error in this tool's own argument names: `--params BILLIONS` → `params_b`."""
    import re

    flags = flag_names()
    text = re.sub(r"--[a-z][a-z0-9-]*(?: [A-Z]{2,}\b)?", lambda m: flags.get(m.group().split()[0], m.group()), text)
    for old, new in BARE_NAMES:
        text = re.sub(rf"(^|; ){re.escape(old)}", rf"\g<1>{new}", text)
    return text.replace("Value error, ", "")


def tool_error(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=True)


def call(name: str, arguments: dict[str, Any]) -> types.CallToolResult:
    """One tool call, answered as `MCPServer` answers a tool returning a dict: the JSON text and the same
    object as structured content (plus `ignored_arguments` when keys the tool does not take were sent); bad
    input (a misspelled argument name among it) as a tool error with the CLI's message; a bug as a bare
    "Error executing tool NAME" (its text stays in the server log)."""
    if name not in BY_NAME:
        return tool_error(f"Unknown tool: {cut(name)}")
    _, _, model, run, _ = BY_NAME[name]
    try:
        ignored = screen_arguments(model, arguments)
        out = run(parse_arguments(model, arguments))
    except (AdvisorError, ValidationError) as e:
        logger.info("Tool %r rejected its arguments", name)
        return tool_error(f"Error executing tool {name}: {short(in_argument_names(user_message(e) or ''))}")
    except Exception:
        logger.exception("Tool %r raised an unexpected exception", name)
        return tool_error(f"Error executing tool {name}")
    summary = isinstance(out, dict) and out.get("detail") == "summary"
    structured = pydantic_core.to_jsonable_python(out, fallback=str)
    if ignored and isinstance(structured, dict):
        structured["ignored_arguments"] = ignored
    text = pydantic_core.to_json(structured, indent=None if summary else 2).decode()
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], structured_content=structured)


@functools.cache
def tool_list() -> list[types.Tool]:
    """The tools as `tools/list` gives them (built on the first request, then reused)."""
    return [types.Tool(name=name, title=title, description=doc, input_schema=input_schema(name, model),
                       output_schema=output_schemas()[name], annotations=READ_ONLY)
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
    if uri != CATALOG_URI:  # a 1 MB URI was echoed back twice (a 2 MB reply): cut as tool errors are
        said = uri if len(uri) <= ECHO_MAX else uri[:ECHO_MAX] + f"… ({len(uri):,} characters)"
        raise MCPError(code=types.INVALID_PARAMS, message=f"Unknown resource: {said} (the one resource is {CATALOG_URI})",
                       data={"uri": said})
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


PROMPTS: dict[str, tuple[str, list[tuple[str, str, bool]], str]] = {
    "size_workload": (
        "Size and price GPUs for a workload described in words.",
        [("request", "The workload in a person's words, e.g. 'serve Llama-3-70B for 32 users at 8k context'", True)],
        "Size and price GPU servers for this workload: {request}\n\n"
        "1. Call parse_request with the text. Show the person its workload_line; if it lists questions, ask them "
        "(each states the default it would otherwise assume) unless the person asked you to go ahead.\n"
        "2. Call recommend with its recommend_arguments (the default summary is enough).\n"
        "3. Answer with the headline, the top 3 offers with their hourly and job / per-1M-token cost, and the "
        "warnings. Quote the figures as given; never recompute or round them into new numbers."),
    "compare_options": (
        "Compare two to four options side by side (GPUs, methods, context lengths).",
        [("request", "What to compare, e.g. 'Llama-3-8B LoRA on H100 vs A100' or 'QLoRA vs LoRA for Qwen2.5-7B'", True)],
        "Compare these options: {request}\n\n"
        "Read the shared workload with parse_request, then call compare with one option per alternative (the "
        "same arguments, changing only what is compared, each with a short label). Present the columns as a "
        "table (fits, GPUs, $/h, job $ or $/1M tokens, tokens/s per user, hours) and say which option wins on "
        "cost and which on speed, quoting the figures as given."),
    "justify_choice": (
        "Explain to a colleague why a recommendation is right, and what could go wrong.",
        [("request", "The workload in a person's words", True)],
        "Justify the GPU choice for: {request}\n\n"
        "Call parse_request, then explain and check_pitfalls with its recommend_arguments. Explain the memory "
        "per GPU from the formulas (weights, KV cache or optimizer states, activations, overhead), name the "
        "assumptions that matter, and list the pitfalls that fire with what to do about each."),
}


async def _list_prompts(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListPromptsResult:
    return types.ListPromptsResult(prompts=[
        types.Prompt(name=name, description=desc, arguments=[
            types.PromptArgument(name=a, description=d, required=req) for a, d, req in args])
        for name, (desc, args, _) in PROMPTS.items()])


async def _get_prompt(ctx: Any, params: types.GetPromptRequestParams) -> types.GetPromptResult:
    if params.name not in PROMPTS:
        raise MCPError(code=types.INVALID_PARAMS, message=f"Unknown prompt: {cut(params.name)}; prompts: {', '.join(PROMPTS)}")
    desc, args, template = PROMPTS[params.name]
    given = params.arguments or {}
    missing = [a for a, _, req in args if req and not str(given.get(a) or "").strip()]
    if missing:
        raise MCPError(code=types.INVALID_PARAMS, message=f"Prompt {params.name} needs: {', '.join(missing)}")
    text = template.format(**{a: str(given.get(a, "")).strip()[:2000] for a, _, _ in args})
    return types.GetPromptResult(description=desc, messages=[
        types.PromptMessage(role="user", content=types.TextContent(type="text", text=text))])


# Python reads an integer from text only up to 4,300 digits (sys.get_int_max_str_digits, CVE-2020-10735); the
# SDK's JSON decoder (pydantic-core) refuses a longer number as "number out of range" and the SDK drops the
# message without a reply, so the client waits forever. Such a line is read again here with that guard.
DIGITS_MAX = 4300


class _TooLong:
    """A number literal too long to read, standing in for it while the line is read again."""

    def __init__(self, text: str) -> None:
        self.digits = sum(c.isdigit() for c in text)


def _guarded(read: Callable[[str], Any]) -> Callable[[str], Any]:
    return lambda text: _TooLong(text) if len(text) > DIGITS_MAX else read(text)


def _too_long(value: Any, where: str) -> Iterator[tuple[str, int]]:
    """(path, digits) of every number in `value` too long to read."""
    if isinstance(value, _TooLong):
        yield where, value.digits
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _too_long(v, f"{where}.{k}" if where else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _too_long(v, f"{where}[{i}]")


NEST_MAX = 200  # levels of [ and {: pydantic-core (the SDK's decoder) refuses deeper; so do we, without recursing


_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.S)  # a string (to its end, or the line's), or a bracket
_SPACE = re.compile(r"\s*")


def _depth_and_id(line: str) -> tuple[int, Any]:
    """The line's deepest nesting and its top-level `id` (None if absent or not a string or integer), read in one
    pass without recursion: `json.loads` recurses once per level and raised RecursionError near 1,000 levels, so a
    request nested that deep got no reply at all and the client waited forever.

    Linear in the line's length: the last top-level `"id"` (the one json.loads keeps) is read once, in place
    (`raw_decode` at an index). It copied the rest of the line for each one, so 270,000 top-level `"id"` strings in
    a 2 MB line took about 40 s and stalled every request behind it."""
    depth = most = 0
    at = -1  # where the value of the last top-level "id" starts (the last one wins, as in json.loads)
    for m in _TOKENS.finditer(line):
        tok = m.group()
        if tok[0] == '"':
            if depth == 1 and tok == '"id"':
                colon = _SPACE.match(line, m.end()).end()  # type: ignore[union-attr]  # \s* always matches
                if line.startswith(":", colon):
                    at = _SPACE.match(line, colon + 1).end()  # type: ignore[union-attr]
        elif tok in "[{":
            depth += 1
            most = max(most, depth)
        else:
            depth -= 1
    if at < 0:
        return most, None
    try:
        value = json.JSONDecoder().raw_decode(line, at)[0]
    except (ValueError, RecursionError):
        return most, None
    return most, value if isinstance(value, str | int) and not isinstance(value, bool) else None


def _too_deep_reply(line: str) -> types.JSONRPCError | None:
    """-32600 for a request nested deeper than NEST_MAX levels, when its id can be read; None otherwise."""
    depth, rid = _depth_and_id(line)
    if depth <= NEST_MAX or rid is None:
        return None
    return types.JSONRPCError(jsonrpc="2.0", id=rid, error=types.ErrorData(
        code=types.INVALID_REQUEST, message=f"the request nests {depth:,} levels deep; requests are read up to "
                                            f"{NEST_MAX} levels"))


LINE_MAX = 2_000_000  # characters of one request line (a real one is a few KB; a 1 MB name is still answered)
Reply = types.JSONRPCResponse | types.JSONRPCError


def _error(rid: Any, code: int, message: str) -> types.JSONRPCError:
    """A JSON-RPC error for request `rid`; null when the id could not be read as a string or an integer (JSON-RPC 2.0
    §5: "If there was an error in detecting the id in the Request object … it MUST be Null")."""
    rid = rid if isinstance(rid, str | int) and not isinstance(rid, bool) else None
    return types.JSONRPCError(jsonrpc="2.0", id=rid, error=types.ErrorData(code=code, message=short(message)))


def _kind(value: Any) -> str:
    return {bool: "true or false", float: "a fraction", list: "a list", dict: "an object", type(None): "null",
            str: "text", int: "an integer"}.get(type(value), type(value).__name__)


def envelope_problem(msg: dict[str, Any]) -> tuple[int, str] | None:
    """What makes a request (an object with `method` and `id`) one the SDK cannot take, as (code, words): JSON-RPC
    2.0 §4 and MCP's base protocol (an id is a string or an integer, never null; params is an object). -32600
    (Invalid Request) for the envelope, -32602 (Invalid params) for params. The SDK dropped these without a reply,
    and read an id of 1.5, null or true as a notification's."""
    rid = msg.get("id")
    if not isinstance(rid, str | int) or isinstance(rid, bool):
        return types.INVALID_REQUEST, f"the request id must be a string or an integer, not {_kind(rid)}"
    if msg.get("jsonrpc") != "2.0":
        return types.INVALID_REQUEST, 'jsonrpc must be "2.0"'
    if not isinstance(msg.get("method"), str):
        return types.INVALID_REQUEST, f"method must be a string, not {_kind(msg.get('method'))}"
    if msg.get("params") is not None and not isinstance(msg.get("params"), dict):
        return types.INVALID_PARAMS, f"params must be an object, not {_kind(msg.get('params'))}"
    return None


def _read(line: str) -> Any:
    """The line as JSON, numbers too long to read standing as `_TooLong`; None when it is not JSON."""
    try:
        return json.loads(line, parse_int=_guarded(int), parse_float=_guarded(float))
    except (ValueError, RecursionError):
        return None


def _is_request(msg: Any) -> bool:
    return isinstance(msg, dict) and "method" in msg and "id" in msg


def undecodable_reply(exc: Exception, line: str | None = None) -> Reply | None:
    """The answer to a line the SDK refused (`exc`) but that is a request (it has a `method` and an `id`): a tool error
    naming the argument for a `tools/call` whose arguments hold a number too long to read; -32600 for a request nested
    too deep, a batch, or a malformed envelope (`envelope_problem`); -32602 for params of the wrong type or a number
    too long to read elsewhere; -32700 for the rest. None when there is no request to answer (JSON-RPC 2.0 §5: a
    notification or a response gets no reply). `line` is the line read; without it, the one a JSON error quotes."""
    errors = exc.errors() if isinstance(exc, ValidationError) else []
    if line is None:
        line = errors[0].get("input") if errors and errors[0].get("type") == "json_invalid" else None
    if not isinstance(line, str):
        return None
    if (deep := _too_deep_reply(line)) is not None:
        return deep
    msg = _read(line)
    if msg is None:  # not JSON: JSON-RPC 2.0 §5 answers a parse error with a null id, so the client is not left waiting
        bom = _read(line.lstrip("\ufeff")) if line.startswith("\ufeff") else None
        if isinstance(bom, dict) and _is_request(bom):
            return _error(bom["id"], types.PARSE_ERROR, "a byte-order mark (U+FEFF) stands before the JSON: send "
                                                        "UTF-8 without one")
        return _error(None, types.PARSE_ERROR, f"the line is not JSON: {errors[0].get('msg', '') if errors else ''}"
                                               .rstrip(": "))
    if isinstance(msg, list):
        return _error(None, types.INVALID_REQUEST, "a batch (a JSON array) is not read: send each request on its own "
                                                    "line") if any(_is_request(m) for m in msg) else None
    if not _is_request(msg):
        return None
    if (problem := envelope_problem(msg)) is not None:
        return _error(msg["id"], *problem)
    rid, params = msg["id"], msg.get("params") or {}
    found = list(_too_long(params, ""))
    said = "; ".join(f"{where}: a number of {n:,} digits (numbers are read up to {DIGITS_MAX:,} digits)"
                     for where, n in found[:5])
    if msg["method"] == "tools/call" and isinstance(params.get("name"), str) and found:
        words = short(f"Error executing tool {cut(params['name'])}: {said.replace('arguments.', '')}")
        return types.JSONRPCResponse(jsonrpc="2.0", id=rid, result=tool_error(words).model_dump(
            mode="json", by_alias=True, exclude_unset=True))  # as the SDK's stdio writer dumps a result
    if found:
        return _error(rid, types.INVALID_PARAMS, said)
    why = str(errors[0].get("msg", "")) if errors and errors[0].get("type") == "json_invalid" else "not a request"
    return _error(rid, types.PARSE_ERROR if errors and errors[0].get("type") == "json_invalid" else
                  types.INVALID_REQUEST, f"the request could not be read: {why}")


def read_reply(item: Any, line: str) -> Reply | Literal["drop"] | None:
    """What to do with `item`, the SDK's reading of `line`: a reply in its place, "drop" it unanswered, or None to
    pass it on. Besides the lines the SDK refused (`undecodable_reply`): a line over LINE_MAX characters is refused
    before any handler runs; a request whose method is longer than any real one gets -32601 with the name cut (the
    SDK repeated a 1 MB method in full); a "notification" whose id the SDK's model dropped (1.5, null, true) was a
    request, and gets -32600."""
    message = getattr(item, "message", None)
    if (total := getattr(line, "total", len(line))) > LINE_MAX:
        if isinstance(message, types.JSONRPCRequest):
            rid: Any = message.id
        elif isinstance(line, _Cut):  # only its start was kept: a request's id, when read before the cut
            rid = _depth_and_id(line)[1] if '"method"' in line else None
        else:
            rid = msg["id"] if _is_request(msg := _read(line)) else None
        if rid is None:
            return "drop"
        return _error(rid, types.INVALID_REQUEST, f"the request is {total:,} characters long; requests are "
                                                  f"read up to {LINE_MAX:,}")
    if isinstance(item, Exception):
        return undecodable_reply(item, line) or "drop"
    if isinstance(message, types.JSONRPCRequest) and len(message.method) > NAME_MAX:
        return _error(message.id, types.METHOD_NOT_FOUND, f"Method not found: {cut(message.method)}")
    if isinstance(message, types.JSONRPCNotification) and '"id"' in line and _is_request(msg := _read(line)):
        return _error(None, *(envelope_problem(msg) or (types.INVALID_REQUEST, "not a request")))
    return None


class _Cut(str):
    """The start of a line too long to keep, with the line's whole length."""

    total: int

    def __new__(cls, head: str, total: int) -> _Cut:
        cut = super().__new__(cls, head)
        cut.total = total
        return cut


class _Lines:
    """stdin's lines as the SDK's stdio transport iterates them (`async for line in stdin`), each kept until
    `_Answering` takes the item the transport made of it: the transport sends exactly one item per line, in order,
    through a stream without a buffer, so the oldest kept line is always the next item's."""

    def __init__(self, inner: Any) -> None:
        import collections

        self._inner = inner
        self.pending: collections.deque[str] = collections.deque()

    def __aiter__(self) -> _Lines:
        return self

    async def __anext__(self) -> str:
        line = await self._readline(LINE_MAX + 1)
        if not line:
            raise StopAsyncIteration
        if len(line) > LINE_MAX and not line.endswith("\n"):
            line = await self._cut(line)
        self.pending.append(line)
        return line if len(line) <= LINE_MAX else "\n"  # not handed to the SDK's models: `read_reply` refuses it

    async def _readline(self, most: int) -> str:
        import anyio

        wrapped = getattr(self._inner, "wrapped", None)  # anyio's AsyncFile: its readline takes no size
        if wrapped is None:
            return await self._inner.readline()
        return await anyio.to_thread.run_sync(wrapped.readline, most)

    async def _cut(self, head: str) -> _Cut:
        """A line over LINE_MAX characters: its first LINE_MAX + 1 kept (its id is read from them), the rest read in
        pieces and dropped, so a client that never ends its line costs bounded memory (it was held whole: `/dev/zero`
        on stdin took 2.2 GB in 6 s)."""
        total = len(head)
        while more := await self._readline(LINE_MAX):
            total += len(more)
            if more.endswith("\n"):
                break
        return _Cut(head, total)

    def take(self) -> str:
        return self.pending.popleft() if self.pending else ""


class _Answering:
    """The stdio transport's read stream, answering in place the lines `read_reply` answers (a request the SDK
    would drop or answer at a megabyte's length); everything else passes through untouched."""

    def __init__(self, inner: Any, write: Any, lines: _Lines | None = None) -> None:
        self._inner, self._write, self._lines = inner, write, lines

    @property
    def last_context(self) -> Any:  # the SDK's dispatcher restores the sender's context from it
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> Any:
        from mcp.shared.message import SessionMessage

        while True:
            item = await self._inner.receive()
            line = self._lines.take() if self._lines is not None else None
            if line is None:
                reply: Reply | Literal["drop"] | None = undecodable_reply(item) if isinstance(item, Exception) else None
            else:
                reply = read_reply(item, line)
            if reply is None:
                return item
            if reply == "drop":
                if not isinstance(item, Exception):
                    logger.info("Dropped a request line of %d characters (no id to answer)", len(line or ""))
                    continue
                return item  # the SDK logs and skips what it could not read, as before
            logger.info("Answered a request the SDK could not take (id %r)", reply.id)
            await self._write.send(SessionMessage(reply))

    def __aiter__(self) -> _Answering:
        return self

    async def __anext__(self) -> Any:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self) -> _Answering:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


@contextlib.contextmanager
def _claimed_stdin() -> Iterator[Any]:
    """fd 0 as the SDK's transport claims it (mcp/server/stdio.py `_claim_fd`): the wire read from a private
    duplicate while fd 0 points at the null device, so a library or child process reading stdin cannot take protocol
    bytes; restored on exit. Where descriptors cannot be moved, stdin's own buffer, as the SDK does then."""
    import os
    import sys

    try:
        private = os.dup(0)
    except OSError:
        yield sys.stdin.buffer
        return
    moved = False
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        try:
            os.dup2(null, 0)
            moved = True
        finally:
            os.close(null)
    except OSError:
        pass
    try:  # the private descriptor is never closed: a worker thread may still be blocked reading it (as in the SDK)
        yield os.fdopen(private, "rb", closefd=False) if moved else sys.stdin.buffer
    finally:
        if moved:
            with contextlib.suppress(OSError):
                os.dup2(private, 0)


class _Unowned(io.TextIOWrapper):
    """A text layer whose close leaves the buffer open (it is not ours: stdin's, or the private descriptor)."""

    def close(self) -> None:
        with contextlib.suppress(ValueError):
            self.detach()


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
        """The SDK's stdio transport, given stdin as `_Lines` so `_Answering` knows the line behind each item."""
        import anyio

        with _claimed_stdin() as wire:
            lines = _Lines(anyio.wrap_file(_Unowned(wire, encoding="utf-8", errors="replace")))
            async with stdio_server(stdin=lines) as (read, write):  # type: ignore[arg-type]
                await self.server.run(_Answering(read, write, lines), write,
                                      self.server.create_initialization_options())


def build_server() -> AdvisorMCP:
    from importlib.metadata import PackageNotFoundError, version

    try:
        v = version("gpu-advisor")
    except PackageNotFoundError:
        v = ""
    return AdvisorMCP(Server(
        "gpu-advisor", title="GPU Advisor", version=v, instructions=INSTRUCTIONS,
        on_list_tools=_list_tools, on_call_tool=_call_tool, on_list_resources=_list_resources,
        on_read_resource=_read_resource, on_list_resource_templates=_no_templates, on_list_prompts=_list_prompts,
        on_get_prompt=_get_prompt))
