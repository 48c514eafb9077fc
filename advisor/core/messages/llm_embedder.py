"""The words of tools/llm_embedder.py: an unlisted LLM-based embedder sized on the held LLM its name says it is built
on (tools.embedding.answer)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "embedding.on_base": E(
        "Sized as a {base}-based embedder: {name} is not an encoder I list, so its layers, width and vocabulary are "
        "{base}'s (config.json) run once over each input (one vector pooled from its last layer, no decode), "
        "its vectors {dim:,} wide (the base's hidden size), at most {max:,} tokens an input — an assumption from its "
        "name: give its own config if it differs",
        "按基于 {base} 的向量模型估算：{name} 不在我列出的编码器中，所以层数、宽度和词表取 {base} 的（config.json），每个输入"
        "前向一次（由最后一层汇成一个向量，不解码），向量 {dim:,} 维（基座的 hidden size），每个输入最多 {max:,} token——这是按"
        "名字作的假设：若不同请给出它自己的 config"),
}
