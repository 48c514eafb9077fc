"""Which serving engines run a Mamba-2 model (tools.mamba2: Falcon-H1, Nemotron-H, Granite-4.0-H, Mamba-Codestral):
the line an answer adds beside the plan, naming the model's architecture as its config.json does.

Sources: vLLM's supported-models list (docs.vllm.ai models/supported_models: FalconH1ForCausalLM,
NemotronHForCausalLM, GraniteMoeHybridForCausalLM, Mamba2ForCausalLM) and its V1 engine's hybrid-model support
(Mamba-2 state in the KV-cache manager, about v0.10: from memory, re-check); SGLang's supported-models list (from
memory, re-check). Pure: it reads a ModelArch and a framework."""

from __future__ import annotations

from tools.defaults import serves
from tools.schema import Check, ModelArch, Msg

ENGINES = ("vllm", "sglang")


def mamba2_architecture(a: ModelArch) -> str:
    """The config.json `architectures` entry a Mamba-2 row stands for, from its layout."""
    if a.mamba_parallel:
        return "FalconH1ForCausalLM"
    if a.mlp_only_layers:
        return "NemotronHForCausalLM"
    if a.mamba_layers >= a.layers:
        return "Mamba2ForCausalLM"
    return "GraniteMoeHybridForCausalLM"


def mamba2_engine_check(a: ModelArch, framework: str | None, task: str) -> Check | None:
    """An info line for a Mamba-2 model served on vLLM or SGLang: the engines that run it and from which release;
    None for any other model, engine or task."""
    if not a.mamba_groups or framework not in ENGINES or not serves(task):
        return None
    return Check(level="info", topic="engine", message=Msg(code="hybrid_serving.engines", args={
        "model": a.name, "arch": mamba2_architecture(a), "vllm": "0.10"}))
