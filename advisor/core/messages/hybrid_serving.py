"""The words of the engine line for a Mamba-2 model (tools/hybrid_serving.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "hybrid_serving.engines": E(
        "{model} is a Mamba-2 model ({arch}): vLLM serves it from about v{vllm} (its V1 engine keeps the Mamba state "
        "beside the KV cache) and SGLang lists it too (both from memory, re-check); older releases and llama.cpp-based "
        "engines may not load it, so check your engine's supported-model list before you rent",
        "{model} 是 Mamba-2 模型（{arch}）：vLLM 约从 v{vllm} 起支持（V1 引擎把 Mamba 状态和 KV cache 放在一起管理），"
        "SGLang 也列为支持（两者均凭记忆，请核对）；更早的版本和基于 llama.cpp 的引擎可能加载不了，"
        "租用前请先查所用引擎的支持模型列表"),
}
