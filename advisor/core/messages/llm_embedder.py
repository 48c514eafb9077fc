"""The words of tools/llm_embedder.py: an unlisted LLM-based embedder sized on the held LLM its name says it is built
on (tools.embedding.answer)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "embedding.on_base": E(
        lambda a: (f"Sized as a {a['base']}-based embedder: "
                   + (f"{a['name']}'s own config.json is {a['base']}'s body, so its layers, width and vocabulary are "
                      f"{a['base']}'s" if a.get("cited") else
                      f"{a['name']} is not an encoder I list, so its layers, width and vocabulary are {a['base']}'s "
                      "(config.json)")
                   + f" run once over each input (one vector pooled from its last layer, no decode), its vectors "
                   f"{a['dim']:,} wide (the base's hidden size), at most {a['max']:,} tokens an input"
                   + ("" if a.get("cited") else " — an assumption from its name: give its own config if it differs")),
        lambda a: (f"按基于 {a['base']} 的向量模型估算："
                   + (f"{a['name']} 自己的 config.json 就是 {a['base']} 的结构，所以层数、宽度和词表取 {a['base']} 的"
                      if a.get("cited") else
                      f"{a['name']} 不在我列出的编码器中，所以层数、宽度和词表取 {a['base']} 的（config.json）")
                   + f"，每个输入前向一次（由最后一层汇成一个向量，不解码），向量 {a['dim']:,} 维（基座的 hidden size），"
                   f"每个输入最多 {a['max']:,} token"
                   + ("" if a.get("cited") else "——这是按名字作的假设：若不同请给出它自己的 config"))),
}
