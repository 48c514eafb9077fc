"""What each MCP tool returns, as pydantic models: the server publishes each model's JSON schema as the
tool's `outputSchema`, and the SDK's client validates every structured result against it.

The models reuse the calculators' own models where the JSON is theirs (`Workload`, `Money`, `CostLine`,
`InstanceRow`) and describe the rest of the `recommend --json` / `estimate --json` contracts field by field.
Objects stay open (`extra="allow"`): the contracts add fields freely and never rename one, so a schema
that refused new fields would break agents on every addition.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tools.compare import Comparison
from tools.schema import CostLine, InstanceRow, Money, Workload

Num = float  # JSON numbers: an integer count validates as a number too


class Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class PerGpuBytes(Open):
    weights: Num
    gradients: Num
    optimizer: Num
    activations: Num
    kv_cache: Num
    overhead: Num
    total: Num


class MemoryOut(Open):
    per_gpu_bytes: PerGpuBytes | None
    total_bytes: Num


class TierOut(Open):
    tier: Literal["minimum", "recommended", "comfortable"]
    gpu_memory_gb: Num
    count: int
    examples: list[str]


class CandidateOut(Open):
    provider: str
    instance: str
    region: str
    gpu: str
    gpu_count: Num
    price_per_hour: Money
    billing: str
    score: Num
    score_breakdown: dict[str, Num]


class CostTableRow(CostLine):
    """A `cost_table` row: the candidate, then its CostLine flattened."""

    model_config = ConfigDict(extra="allow")
    provider: str
    instance: str
    gpu: str
    gpus: Num


class PitfallOut(Open):
    id: int
    title: str
    triggered: bool
    why: str


class CheckOut(Open):
    level: Literal["ok", "info", "warning", "error"]
    topic: str
    message: str


class CatalogOut(Open):
    as_of: str
    sources: list[str]


class RecommendFull(Open):
    """`detail: "full"`: exactly `gpu-advisor recommend --json` (README "Contracts")."""

    model: str
    params: int
    language: str
    workload: Workload
    headline: str
    memory: MemoryOut
    spec_range: list[TierOut]
    candidates: list[CandidateOut]
    cost_table: list[CostTableRow]
    currency: Literal["USD", "CNY"]
    pitfalls: list[PitfallOut]
    compatibility: list[CheckOut]
    host: dict[str, Any]
    validation_plan: list[str]
    assumptions: list[str]
    nothing_fits: list[str]
    catalog: CatalogOut


class TopRow(BaseModel):
    """One of the top offers, with what it costs (the CostLine figures tools/cost computed)."""

    rank: int
    provider: str
    instance: str
    gpu: str
    gpus: Num
    price_per_hour: Money
    billing: str
    cost: CostLine
    rank_value: Num | None = Field(None, description="The figure the offers are ranked by (see ranked_by), lowest first.")
    marks: list[str] = Field(default_factory=list, description="checkpointing, marketplace, broker, spot, "
                             "third_party_price, far_below_public.")
    also_gpus: list[int] = Field(default_factory=list, description="Other GPU counts of the same offer, folded into this row.")


class RecommendSummary(BaseModel):
    """`detail: "summary"` (the default): the answer in a few hundred tokens, from the same recommendation."""

    detail: Literal["summary"] = "summary"
    model: str
    language: str
    headline: str
    workload: Workload
    per_gpu_bytes: PerGpuBytes | None
    ranked_by: Literal["job", "per_mtok_train", "hourly"] | None = Field(
        None, description="What the offers are ranked by: the job's cost, the price of 1M training tokens, or the "
                          "hourly price at the stated load.")
    top: list[TopRow] = Field(description="The best offers in rank order (at most 3), one per provider × GPU.")
    warnings: list[str] = Field(description="Only what fires: triggered pitfalls, compatibility errors and "
                                            "warnings, constraints that could not be met, why nothing fits.")
    levers: list[str] = Field(default_factory=list, description="What would change the answer, each priced by the "
                                                             "recommender: cheaper or faster levers, the smallest and "
                                                             "the roomier tier (the short answer's line).")
    assumptions_count: int = Field(description="How many defaults were assumed (detail 'full' lists them).")
    currency: str = Field(description="ISO code of every amount (USD, CNY, TWD, HKD, EUR, JPY, GBP).")
    catalog_as_of: str
    more: str = Field(description="How to get the rest.")


class EstimateOut(Open):
    """`gpu-advisor estimate --json`."""

    params: int
    active_params: int
    assumptions: list[str]
    kv_cache_bytes_per_token: Num
    per_gpu_bytes: PerGpuBytes
    workload: dict[str, Any]
    layout: dict[str, Any]
    fits: bool | None = None
    headroom: Num | None = None
    gpu: dict[str, Any] | None = None
    speed: dict[str, Any] | None = None


class GpuRow(Open):
    name: str
    memory_gb: Num | None = None
    cheapest_gpu_hour: Num | None
    currency: Literal["USD", "CNY"]


class GpusOut(BaseModel):
    gpus: list[GpuRow]


class InstanceOut(InstanceRow):
    model_config = ConfigDict(extra="allow")


class InstancesOut(BaseModel):
    total: int
    instances: list[InstanceOut]


class PitfallsOut(Open):
    workload: dict[str, Any]
    checked_against: CandidateOut | None
    pitfalls: list[PitfallOut]
    triggered: list[int]
    compatibility: list[CheckOut]
    nothing_fits: list[str]


class ExplainOut(BaseModel):
    headline: str
    markdown: str
    assumptions: list[str]


class ModelOut(BaseModel):
    name: str
    params: int = Field(description="Parameter count, counted from the architecture (tools.arch).")
    active_params: int
    max_context: int | None
    hf_id: str | None
    aliases: list[str]


class ModelsOut(BaseModel):
    models: list[ModelOut]


class ParsedRequest(BaseModel):
    """What `parse_request` read from a sentence: the workload a person would be shown, and the
    arguments that `recommend` takes for it."""

    language: str
    workload_line: str = Field(description="The workload as the answer's first line shows it, defaults included.")
    stated: dict[str, Any] = Field(description="Only what the text said.")
    assumed: list[str] = Field(description="The defaults an answer would assume for what the text did not say.")
    questions: list[str] = Field(description="What a person would be asked before answering (at most two).")
    notes: list[str] = Field(description="How a word was read (e.g. 'fine-tune' as LoRA).")
    recommend_arguments: dict[str, Any] = Field(description="Pass these to `recommend` (or `compare`).")
    understood: bool = Field(description="False when nothing in the text names a workload.")


class Ignored(BaseModel):
    """What every tool's result may add (advisor/agents/mcp_server.py `screen_arguments`)."""

    ignored_arguments: list[str] | None = Field(None, description=(
        "Argument names this tool does not take, sent anyway and not used (none is within two edits of a real "
        "name: a near miss such as 'provders' is refused instead). Present only when some were sent."))


def _ignoring(model: type[BaseModel]) -> type[BaseModel]:
    """The tool's result model plus `ignored_arguments`, for its schema only: the model itself, which the CLI's
    JSON contracts share, stays as it is."""
    from pydantic import create_model

    return create_model(model.__name__, __base__=(model, Ignored), __doc__=model.__doc__)


SCHEMAS_FILE = Path(__file__).with_name("output_schemas.json")
BY_TOOL: dict[str, Any] = {
    "estimate_memory": _ignoring(EstimateOut),
    "recommend": (_ignoring(RecommendSummary), _ignoring(RecommendFull)), "list_gpus": _ignoring(GpusOut),
    "list_instances": _ignoring(InstancesOut), "check_pitfalls": _ignoring(PitfallsOut), "explain": _ignoring(ExplainOut),
    "parse_request": _ignoring(ParsedRequest), "list_models": _ignoring(ModelsOut), "compare": _ignoring(Comparison),
}


def _without_arguments(schema: Any) -> Any:
    """A schema less the `x-` keys a Workload field carries of its input argument (flag, help, limits: what a caller
    may send, tools.workload_fields.field_metadata): an answer's workload is data, and the input schemas say them."""
    if isinstance(schema, dict):
        return {k: _without_arguments(v) for k, v in schema.items() if not k.startswith("x-")}
    if isinstance(schema, list):
        return [_without_arguments(v) for v in schema]
    return schema


def generate() -> dict[str, dict[str, Any]]:
    """Each tool's output schema from its model(s) (`recommend`: the summary or the full contract)."""
    from pydantic import TypeAdapter

    out: dict[str, dict[str, Any]] = {}
    for name, spec in BY_TOOL.items():
        if isinstance(spec, tuple):
            schema = TypeAdapter(spec[0] | spec[1]).json_schema(mode="serialization")
            out[name] = {"type": "object", **_without_arguments(schema), "title": f"{name}Output"}
        else:
            out[name] = _without_arguments(spec.model_json_schema(mode="serialization")) | {"title": f"{name}Output"}
    return out


if __name__ == "__main__":  # python -m advisor.agents.outputs: regenerate output_schemas.json after a model changes
    SCHEMAS_FILE.write_text(json.dumps(generate(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
