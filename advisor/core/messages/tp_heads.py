"""The words of tools/tp_heads.py: a stated tensor-parallel size the model's heads do not divide."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "tp_heads.label": E("tensor parallel {n}", "张量并行 {n}"),
    "tp_heads.refused": E(
        "vLLM (or SGLang) cannot start with --tensor-parallel-size {n}: {model} has {heads} query heads and {kv} KV heads, "
        "and the tensor-parallel size must divide them; use --tensor-parallel-size {ok} (on that many of the cards), or "
        "--pipeline-parallel-size {n} (whole layers on each of the {n} cards), or llama.cpp's layer split over all {n}",
        "vLLM（或 SGLang）用 --tensor-parallel-size {n} 无法启动：{model} 有 {heads} 个查询头、{kv} 个 KV 头，"
        "张量并行数必须能整除它们；"
        "请用 --tensor-parallel-size {ok}（只用这么多张卡），或 --pipeline-parallel-size {n}（{n} 张卡各放整层），"
        "或用 llama.cpp 按层切分到全部 {n} 张卡"),
}
