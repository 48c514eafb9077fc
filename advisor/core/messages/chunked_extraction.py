"""The words of chunked (GraphRAG-style) extraction read as a batch of passes over chunks
(advisor/core/chunked_extraction_read.py, tools/chunked_extraction.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    glean = (f" + {a['gleanings']} gleaning pass{'es' if a['gleanings'] > 1 else ''} asking for what was missed "
             f"(GraphRAG's default max_gleanings is 1)" if a["gleanings"] else "")
    return (f"Read as chunked extraction: {a['docs']:,} documents × {a['doc_tokens']:,} tokens ÷ {a['chunk']:,}-token "
            f"chunks = {a['chunks']:,} chunks, each read in {a['passes']} pass{'es' if a['passes'] > 1 else ''} (the "
            f"extraction{glean}) = {a['requests']:,} requests. Each request is the extraction prompt (≈ {a['instr']:,} "
            f"tokens of instructions and examples, the same for every chunk, so the prefix cache prefills it once per "
            f"replica) + the chunk, and writes ≈ {a['out']:,} tokens of entities and relations (prompt and output "
            f"assumed, measure on a pilot): ≈ {a['output_b']:,.1f} B output and ≈ {a['prefill_b']:,.1f} B uncached "
            f"prompt tokens in all. Not counted: the entity and relation description summaries and (GraphRAG) the community "
            f"reports written after the extraction (Edge et al. 2024, arXiv:2404.16130): their number depends on the "
            f"graph found, so measure them on a pilot slice.")


def _zh(a: Mapping[str, Any]) -> str:
    glean = (f" + {a['gleanings']} 次 gleaning（补漏抽取，GraphRAG 默认 max_gleanings 为 1）" if a["gleanings"] else "")
    return (f"按分块抽取理解：{a['docs']:,} 篇 × {a['doc_tokens']:,} token ÷ 每块 {a['chunk']:,} token = {a['chunks']:,} 块，"
            f"每块跑 {a['passes']} 遍（抽取{glean}）= {a['requests']:,} 次请求。每次请求是抽取提示词（约 {a['instr']:,} token 的"
            f"指令和示例，每块相同，前缀缓存每个副本只预填一次）+ 该块，输出约 {a['out']:,} token 的实体和关系（提示词和输出长度"
            f"均为假设，请先小规模实测）："
            f"合计约 {a['output_b']:,.1f}B 输出 token、约 {a['prefill_b']:,.1f}B 未命中缓存的提示 token。"
            f"未计入：抽取之后对实体和关系描述的汇总，以及（GraphRAG 的）社区报告（Edge 等 2024，arXiv:2404.16130）："
            f"其数量取决于抽出的图，请用一小部分文档实测。")


ENTRIES: dict[str, E] = {
    "chunked_extraction.read": E(_en, _zh),
}
