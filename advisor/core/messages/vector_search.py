"""The words of tools/vector_search.py's messages: GPU vector search over vectors the user already has (FAISS /
cuVS IVF-PQ), sized by the index, the queries a card answers and the re-rank copy."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _fleet_en(r: Mapping[str, Any]) -> str:
    what = f"{r['provider']} {r['instance']}"
    if r["machines"] > 1:
        return f"{r['machines']} × {what} ({r['gpus']} × {r['gpu']} each)"
    return f"{what} ({r['gpus']} × {r['gpu']})"


def _fleet_zh(r: Mapping[str, Any]) -> str:
    what = f"{r['provider']} {r['instance']}"
    if r["machines"] > 1:
        return f"{r['machines']} 台 {what}（每台 {r['gpus']} × {r['gpu']}）"
    return f"{what}（{r['gpus']} × {r['gpu']}）"


def _why_en(r: Mapping[str, Any]) -> str:
    return (f"{r['cards']} × {r['gpu']}: {r['by_memory']} to hold the index, {r['by_qps']} for the queries "
            f"(≈ {r['qps_card']:,.0f} QPS a card)")


def _why_zh(r: Mapping[str, Any]) -> str:
    return (f"{r['cards']} × {r['gpu']}：放下索引要 {r['by_memory']} 张，查询量要 {r['by_qps']} 张"
            f"（每张约 {r['qps_card']:,.0f} QPS）")


def _head_en(a: Mapping[str, Any]) -> str:
    size = (f"Vector search over {a['vectors']:,.0f} vectors × {a['dim']} dims: {a['raw_gb']:,.0f} GB as stored "
            f"({a['bytes']} B a value) does not belong in GPU memory — an IVF-PQ index ({a['code_bytes']}-byte codes "
            f"+ ids) is ≈ {a['ivfpq_gb']:,.0f} GB")
    r = a
    if not a.get("has_row"):
        return size + "; no listed machine holds it"
    qps = f" at {a['qps']:,.0f} QPS" if a.get("qps") else ""
    return (size + f"{qps}: rent {_fleet_en(r)}, {r['price']}/h ≈ {r['month']} a month — {_why_en(r)}")


def _head_zh(a: Mapping[str, Any]) -> str:
    size = (f"向量检索：{a['vectors']:,.0f} 个向量 × {a['dim']} 维，按原格式（每个值 {a['bytes']} 字节）约 "
            f"{a['raw_gb']:,.0f} GB，不该整份放进显存——IVF-PQ 索引（每向量 {a['code_bytes']} 字节编码 + id）约 "
            f"{a['ivfpq_gb']:,.0f} GB")
    r = a
    if not a.get("has_row"):
        return size + "；目录里没有放得下的机器"
    qps = f"，{a['qps']:,.0f} QPS" if a.get("qps") else ""
    return size + f"{qps}：租 {_fleet_zh(r)}，每小时 {r['price']}，每月约 {r['month']}——{_why_zh(r)}"


def _asked_en(a: Mapping[str, Any]) -> str:
    return (f"On {a['gpu']}: {a['cards']} card(s) ({_fleet_en(a)}, ≈ {a['month']} a month) — not the "
            f"{a['raw_cards']} it would take to hold all {a['raw_gb']:,.0f} GB in GPU memory; {_why_en(a)}")


def _asked_zh(a: Mapping[str, Any]) -> str:
    return (f"用 {a['gpu']}：{a['cards']} 张（{_fleet_zh(a)}，每月约 {a['month']}）——不是把 {a['raw_gb']:,.0f} GB "
            f"整份放进显存所需的 {a['raw_cards']} 张；{_why_zh(a)}")


def _rerank_en(a: Mapping[str, Any]) -> str:
    where = ("the machine above has that RAM" if a["ram_ok"] else
             "the machine above has less RAM: add a big-memory host, or keep them on NVMe (a disk index such as "
             "DiskANN)")
    return (f"Recall ≈ 0.95 needs a re-rank: search the PQ codes on the card for the top ~100–500 candidates, then "
            f"re-score them with the full vectors kept in FP16 in host RAM ({a['rerank_gb']:,.0f} GB) — {where}; "
            "fewer dims (PCA, or a Matryoshka model's shorter vectors) or int8 shrink it")


def _rerank_zh(a: Mapping[str, Any]) -> str:
    where = ("上面这台机器的内存够" if a["ram_ok"] else
             "上面这台机器内存不够：另配大内存主机，或放在 NVMe 上（DiskANN 一类磁盘索引）")
    return (f"召回率要到约 0.95 需要重排：先在卡上用 PQ 编码取前 100–500 个候选，再用主机内存里的 FP16 原向量"
            f"（{a['rerank_gb']:,.0f} GB）重新打分——{where}；降维（PCA，或 Matryoshka 模型的短向量）或 int8 可以再缩小")


def _build_en(a: Mapping[str, Any]) -> str:
    when = "a nightly rebuild" if a.get("nightly") else "a rebuild"
    return (f"Build ({when}): train the coarse clusters and PQ codebooks on a sample (10–50 M vectors), then encode "
            "every vector on the same cards; FAISS's billion-scale benchmark notes that building a 1 B index on "
            "several (older) GPUs can take several hours — time a 1 % slice and × 100 before trusting the window")


def _build_zh(a: Mapping[str, Any]) -> str:
    when = "每晚重建" if a.get("nightly") else "重建"
    return (f"建索引（{when}）：先在样本（1,000–5,000 万个向量）上训练粗聚类中心和 PQ 码本，再在同样的卡上编码全部向量；"
            "FAISS 的十亿级基准说明，在几张（较旧的）GPU 上建 10 亿向量的索引可能要几个小时——先用 1% 的数据计时再乘 100，"
            "确认放得进时间窗口")


def _math_en(a: Mapping[str, Any]) -> str:
    return (f"How: IVF-PQ codes 1 byte per {a['per_dim']} dims (assumed; more bytes, higher recall before the re-rank) "
            f"+ a {a['id_bytes']}-byte id a vector ({a['source_size']}); the index may fill {a['share']:.0%} of each "
            f"card (assumed); queries: {a['ref_qps']:,.0f} QPS a card on the benchmark ({a['source_qps']}; the FAISS "
            f"GPU paper's Maxwell Titan X, {a['ref_bw']:g} GB/s), other cards by memory bandwidth and other codes by "
            f"{a['ref_code']} ÷ code bytes — assumed, measure with cuvs-bench on a 10 M slice; on-demand price × "
            f"{a['hours']} h a month")


def _math_zh(a: Mapping[str, Any]) -> str:
    return (f"算法：IVF-PQ 每 {a['per_dim']} 维 1 字节编码（假设；字节越多、重排前召回越高），每向量另加 {a['id_bytes']} 字节 id"
            f"（{a['source_size']}）；索引最多占每张卡显存的 {a['share']:.0%}（假设）；查询量按基准每张卡 "
            f"{a['ref_qps']:,.0f} QPS（{a['source_qps']}；FAISS GPU 论文的 Maxwell Titan X，{a['ref_bw']:g} GB/s），"
            f"其他卡按显存带宽、其他编码长度按 {a['ref_code']} ÷ 编码字节数折算——这是假设，请用 cuvs-bench 在 1,000 万个"
            f"向量上实测；按量价格 × 每月 {a['hours']} 小时")


def _dedup_en(a: Mapping[str, Any]) -> str:
    cut = (f"; cut to {a['mrl']} dims in int8 (the model is trained for it) ≈ {a['mrl_gb']:,.0f} GB" if a.get("mrl")
           else "; PQ codes or int8 shrink them")
    return ("Dedup, in order: first drop exact and near copies with MinHash + LSH over shingles — no model, cheap "
            "(datatrove on CPU, NeMo Curator's fuzzy dedup) — then embed only what is left; the semantic step is "
            "SemDeDup (arXiv 2303.09540): k-means over the vectors, then cosine between pairs inside each cluster. "
            f"Its memory, not the embedding, is the hard part: {a['vectors']:,.0f} × {a['dim']} dims × 2 B (FP16) ≈ "
            f"{a['fp16_gb']:,.0f} GB of vectors — shard them over hosts or stream cluster by cluster{cut}")


def _dedup_zh(a: Mapping[str, Any]) -> str:
    cut = (f"；截到 {a['mrl']} 维 int8（该模型支持 Matryoshka 截断）约 {a['mrl_gb']:,.0f} GB" if a.get("mrl")
           else "；用 PQ 编码或 int8 可以缩小")
    return ("去重的顺序：先用 MinHash + LSH（按 shingle）去掉完全重复和近似重复——不用模型，很便宜（CPU 上用 datatrove，或 "
            "NeMo Curator 的模糊去重）——只对剩下的做向量化；语义去重用 SemDeDup（arXiv 2303.09540）：对向量做 k-means 聚类，"
            f"再在每个簇内两两算余弦相似度。难点是它的内存，不是向量化：{a['vectors']:,.0f} × {a['dim']} 维 × 2 字节（FP16）约 "
            f"{a['fp16_gb']:,.0f} GB 向量——要分片到多台主机，或按簇流式处理{cut}")


ENTRIES: dict[str, E] = {
    "vector_index.dedup": E(_dedup_en, _dedup_zh),
    "vector_search.head": E(_head_en, _head_zh),
    "vector_search.asked": E(_asked_en, _asked_zh),
    "vector_search.also": E(lambda a: f"also: {_fleet_en(a)}, {a['price']}/h ≈ {a['month']} a month — {_why_en(a)}",
                            lambda a: f"另可：{_fleet_zh(a)}，每小时 {a['price']}，每月约 {a['month']}——{_why_zh(a)}"),
    "vector_search.rerank": E(_rerank_en, _rerank_zh),
    "vector_search.build": E(_build_en, _build_zh),
    "vector_search.math": E(_math_en, _math_zh),
}
