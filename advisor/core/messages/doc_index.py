"""The words of tools/doc_index.py: a chat service's document index sized under the answer (advisor.core.doc_search)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _ram(a: Mapping[str, Any]) -> str:
    return f"{a['ram_mb']:,.0f} MB" if a["ram_gb"] < 1 else f"{a['ram_gb']:,.1f} GB"


def _lic_en(a: Mapping[str, Any]) -> str:
    return f", {a['licence']} licence" if a.get("licence") else ""


def _lic_zh(a: Mapping[str, Any]) -> str:
    return f"、{a['licence']} 许可" if a.get("licence") else ""


def _beside_en(a: Mapping[str, Any]) -> str:
    if a.get("beside", True):
        return (" beside the chat model on its card" + (f", {a['free_gb']:.1f} GB free a card: start vLLM with a lower "
                                                        "--gpu-memory-utilization" if a.get("free_gb") is not None else ""))
    return (f"; the chat model leaves {a['free_gb']:.1f} GB a card, too little: embed before the chat starts, or on the "
            "CPU (slower: time it on a pilot)")


def _beside_zh(a: Mapping[str, Any]) -> str:
    if a.get("beside", True):
        return "，与对话模型同卡" + (f"（每卡剩 {a['free_gb']:.1f} GB：vLLM 调低 --gpu-memory-utilization）"
                                  if a.get("free_gb") is not None else "")
    return f"；对话模型每卡只剩 {a['free_gb']:.1f} GB，放不下：在对话服务启动前向量化，或用 CPU（更慢：先小规模实测）"


def _pdf_en(a: Mapping[str, Any]) -> str:
    if a.get("text_took") is None:
        return "turning the files into text runs on the CPU and adds its own time"
    return (f"first the PDFs' text: ≈ {a['text_took']} on the CPU where the pages have a text layer (marker, "
            f"{a['text_rate']} pages/s), ≈ {a['ocr_took']} on an H100 if they are scans (marker's OCR, "
            f"{a['ocr_rate']:g} pages/s; longer on a smaller card: time it on a pilot)")


def _pdf_zh(a: Mapping[str, Any]) -> str:
    if a.get("text_took") is None:
        return "把文件转成文本在 CPU 上另需时间"
    return (f"先提取 PDF 文本：有文字层的页面在 CPU 上约 {a['text_took']}（marker，每秒 {a['text_rate']} 页），"
            f"若是扫描件需 OCR，在 H100 上约 {a['ocr_took']}（marker 的 OCR，每秒 {a['ocr_rate']:g} 页；"
            "卡越小越慢：先小规模实测）")


def _en(a: Mapping[str, Any]) -> str:
    what = (f"{a['items']:,} pages ≈ {a['tokens']:,} tokens at {a['per_page']} a page" if a["pages"]
            else f"{a['items']:,} documents ≈ {a['tokens']:,} tokens" + ("" if a.get("doc_said") else
                 f" (one {a['chunk']:,}-token chunk each unless you say their length)"))
    took = (f"{a['took']} of GPU time on {a['cards']} × {a['gpu']}" if a.get("took") is not None
            else "its time: time it on a pilot")
    vectors = (f"The vectors ({a['chunks']:,} × {a['dim']:,} float32 with HNSW links) take ≈ {_ram(a)} of RAM beside "
               "the model, no machine of their own; re-embed only what changes.")
    return (f"Search over the documents — a one-off index, not a batch of requests: {what}, cut into "
            f"{a['chunks']:,} chunks of ≤ {a['chunk']:,} tokens and embedded once with {a['name']} (assumed: "
            f"multilingual{_lic_en(a)}, ≈ {a['weights_gb']:.1f} GB{_beside_en(a)}), {took}; "
            f"{_pdf_en(a)}. {vectors}"
            + (" Put both models' files (chat model and embedder) and their licences on the box before it goes "
               "offline." if a.get("owned") else ""))


def _zh(a: Mapping[str, Any]) -> str:
    what = (f"{a['items']:,} 页 ≈ {a['tokens']:,} tokens（每页按 {a['per_page']} 计）" if a["pages"]
            else f"{a['items']:,} 份文档 ≈ {a['tokens']:,} tokens" + ("" if a.get("doc_said") else
                 f"（未说明长度：每份按一段 {a['chunk']:,} tokens 计）"))
    took = (f"在 {a['cards']} × {a['gpu']} 上的 GPU 时间：{a['took']}" if a.get("took") is not None
            else "耗时请先小规模实测")
    vectors = (f"向量（{a['chunks']:,} × {a['dim']:,} float32，含 HNSW 链接）约占 {_ram(a)} 内存，与模型同机，"
               "无需单独机器；文档变动时只需重新向量化变动部分。")
    return (f"文档检索——一次性建索引，不是批量请求：{what}，切成 {a['chunks']:,} 段（每段 ≤ {a['chunk']:,} tokens），"
            f"用 {a['name']} 向量化一次（假设：多语言{_lic_zh(a)}，约 {a['weights_gb']:.1f} GB{_beside_zh(a)}），"
            f"{took}；{_pdf_zh(a)}。{vectors}"
            + ("离线前把两个模型（对话模型和向量模型）的文件及其许可证都放到机器上。" if a.get("owned") else ""))


ENTRIES: dict[str, E] = {
    "doc_index.index": E(_en, _zh),
}
