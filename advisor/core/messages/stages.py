"""The words of tools/stages.py's messages: the stages of a RAG service sized beside its LLM (advisor.core.service
.side_stages)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "stages.workload": E("+ retrieval over {n:,} documents (index, query embeddings, reranker: sized under the answer)",
                         "+ {n:,} 份文档的检索（建索引、查询向量、重排：在答案下方估算）"),
    "stages.backfill": E("One-off — indexing the documents: {job}",
                         "一次性——文档向量化（建索引）：{job}"),
    "stages.speech": E("Speech-to-text stage, every day — {job}", "语音转写环节（每天）——{job}"),
    "stages.speech_assumed": E("Speech-to-text with no model named: sized as {name} (assumed; name yours to change it)",
                               "语音转写未指明模型：按 {name} 估算（假设值；告诉我实际模型可改）"),
    "stages.reranker_assumed": E(
        "Reranking said with no model named: sized as {name} (assumed; name yours to change it)",
        "重排未指明模型：按 {name} 估算（假设值；告诉我实际模型可改）"),
    "stages.total": E(
        lambda a: ("All stages together (LLM" + (" + speech-to-text" if a.get("speech") else "")
                   + ((" + query embeddings" if a.get("queries", True) else "") + " + reranker" if a.get("rag", True)
                      else "") + ") ≈ " + a["month"] + " a month"
                   + ((" — within your " if a["within"] else " — over your ") + a["budget"] + "/month budget"
                      if a["budget"] else "")
                   + ("; indexing the documents is a one-off ≈ " + a["job"] + ", not a monthly cost" if a["job"] else "")),
        lambda a: ("全部环节合计（大语言模型" + (" + 语音转写" if a.get("speech") else "")
                   + ((" + 查询向量" if a.get("queries", True) else "") + " + 重排" if a.get("rag", True) else "")
                   + "）每月约 " + a["month"]
                   + (("，在每月 " if a["within"] else "，超出每月 ") + a["budget"] + " 的预算" + ("内" if a["within"] else "")
                      if a["budget"] else "")
                   + ("；文档向量化是一次性费用，约 " + a["job"] + "，不是每月费用" if a["job"] else ""))),
}
