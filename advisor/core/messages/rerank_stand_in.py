"""The words of tools/rerank_stand_in.py: a reranker no row holds, sized on a held cross-encoder of its size class."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "rerank.stand_in_named": E(
        "{name} is not in my reranker list: sized as a cross-encoder like {row} ({params}M parameters) scoring each "
        "(query, candidate) pair in one forward pass, not as a chat model; time it on a pilot with your pair length",
        "{name} 不在我的重排模型列表里：按与 {row}（{params}M 参数）同级的交叉编码器估算，每对（查询, 候选）一次前向，"
        "不按聊天模型估算；请用你的每对长度先做小规模试跑计时"),
    "rerank.stand_in_unnamed": E(
        "No reranker named: sized on {row} ({params}M parameters), a common cross-encoder scoring each (query, "
        "candidate) pair in one forward pass; name yours to size it, and time it on a pilot",
        "未指明重排模型：按常用交叉编码器 {row}（{params}M 参数）估算，每对（查询, 候选）一次前向；"
        "请说明所用模型，并先做小规模试跑计时"),
}
