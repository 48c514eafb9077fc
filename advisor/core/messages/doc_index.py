"""The words of tools/doc_index.py: a chat service's document index sized under the answer (advisor.core.doc_search)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _ram(a: Mapping[str, Any]) -> str:
    return f"{a['ram_mb']:,.0f} MB" if a["ram_gb"] < 1 else f"{a['ram_gb']:,.1f} GB"


def _en(a: Mapping[str, Any]) -> str:
    what = (f"{a['items']:,} pages ≈ {a['tokens']:,} tokens at {a['per_page']} a page" if a["pages"]
            else f"{a['items']:,} documents ≈ {a['tokens']:,} tokens" + ("" if a.get("doc_said") else
                 f" (one {a['chunk']:,}-token chunk each unless you say their length)"))
    took = (f"{a['took']} of GPU time on {a['cards']} × {a['gpu']}" if a.get("took") is not None
            else "its time: time it on a pilot")
    return (f"Search over the documents — a one-off index, not a batch of requests: {what}, cut into "
            f"{a['chunks']:,} chunks of ≤ {a['chunk']:,} tokens and embedded once with {a['name']} (assumed: "
            f"multilingual, MIT licence, ≈ 1.1 GB beside the chat model on its card), {took}; PDF text extraction and "
            f"chunking run on the CPU and add their own time. The vectors ({a['chunks']:,} × {a['dim']:,} float32 with "
            f"HNSW links) take ≈ {_ram(a)} of RAM beside the model, no machine of their own; re-embed only what changes."
            + (" Put both models' files (chat model and embedder) and their licences on the box before it goes "
               "offline." if a.get("owned") else ""))


def _zh(a: Mapping[str, Any]) -> str:
    what = (f"{a['items']:,} 页 ≈ {a['tokens']:,} tokens（每页按 {a['per_page']} 计）" if a["pages"]
            else f"{a['items']:,} 份文档 ≈ {a['tokens']:,} tokens" + ("" if a.get("doc_said") else
                 f"（未说明长度：每份按一段 {a['chunk']:,} tokens 计）"))
    took = (f"在 {a['cards']} × {a['gpu']} 上的 GPU 时间：{a['took']}" if a.get("took") is not None
            else "耗时请先小规模实测")
    return (f"文档检索——一次性建索引，不是批量请求：{what}，切成 {a['chunks']:,} 段（每段 ≤ {a['chunk']:,} tokens），"
            f"用 {a['name']} 向量化一次（假设：多语言、MIT 许可，约 1.1 GB，与对话模型同卡），{took}；PDF 文本提取与切分"
            f"在 CPU 上另需时间。向量（{a['chunks']:,} × {a['dim']:,} float32，含 HNSW 链接）约占 {_ram(a)} 内存，"
            "与模型同机，无需单独机器；文档变动时只需重新向量化变动部分。"
            + ("离线前把两个模型（对话模型和向量模型）的文件及其许可证都放到机器上。" if a.get("owned") else ""))


ENTRIES: dict[str, E] = {
    "doc_index.index": E(_en, _zh),
}
