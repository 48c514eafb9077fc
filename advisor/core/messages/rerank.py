"""The words of tools/rerank.py's messages: the serving half of a backfill-plus-search workload."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "rerank.service_head": E(
        "Search service at {qps:,g} queries/s, every stage: rent {queries} for the query embeddings ({embedder}) + "
        "{ranked} for the reranker ({reranker}), ≈ {month} a month in all ({hours:,} h)",
        "搜索服务，每秒 {qps:,g} 个查询，全部环节：查询向量（{embedder}）租 {queries}，重排（{reranker}）租 {ranked}，"
        "合计每月约 {month}（{hours:,} 小时）"),
    "rerank.queries": E(
        "Serving, every month — query embeddings: {name} at {qps:,g} queries/s × {tokens:,} tokens each (a search query "
        "assumed): rent {row} (≈ {month} a month, {hours:,} h)",
        "在线服务（每月）——查询向量：{name}，每秒 {qps:,g} 个查询 × 每个 {tokens:,} token（按搜索查询估算）：租 {row}"
        "（每月约 {month}，{hours:,} 小时）"),
    "rerank.reranker": E(
        lambda a: (f"Serving, every month — reranker: {a['name']} scores {a['depth']} candidates per query "
                   + ("(as you said)" if a["said"] else "(assumed; say your depth)")
                   + f", so {a['qps']:,g} queries/s × {a['depth']} = {a['pairs']:,g} pairs/s of {a['tokens']:,} tokens "
                   + ("each (as you said, the query included)" if a.get("pair_said") else
                      f"each (a {a['query']}-token query + one passage; no passage length said: a RAG chunk, the pair "
                      f"cut at {a['tokens']:,} as the reranker's default max_length does — say your passage length)"
                      if a.get("cut") else f"each (a {a['query']}-token query + one passage)")
                   + f": rent {a['row']} (≈ {a['month']} a month, {a['hours']:,} h)"),
        lambda a: (f"在线服务（每月）——重排：{a['name']} 每个查询给 {a['depth']} 个候选打分"
                   + ("（按你说的）" if a["said"] else "（假设值，请告诉我实际深度）")
                   + f"，即每秒 {a['qps']:,g} 个查询 × {a['depth']} = {a['pairs']:,g} 对，每对 {a['tokens']:,} token"
                   + ("（按你说的，含查询）" if a.get("pair_said") else
                      f"（{a['query']} token 查询 + 一段文本；你没说段落长度：按 RAG 分块估算，"
                      f"每对按重排模型默认的 max_length 截到 {a['tokens']:,} token——请告诉我实际段落长度）"
                      if a.get("cut") else
                      f"（{a['query']} token 查询 + 一段文本）")
                   + f"：租 {a['row']}（每月约 {a['month']}，{a['hours']:,} 小时）")),
    "rerank.shallower": E(
        lambda a: (f"Rerank fewer candidates: top {a['shallow']} instead of top {a['depth']} cuts the reranker's "
                   f"compute to {a['share']:.0%} ({a['pairs']:,g} pairs/s): rent {a['row']} (≈ {a['month']} a month); "
                   "check the ranking quality at the shallower depth"),
        lambda a: (f"少重排一些候选：每个查询重排 top {a['shallow']} 而不是 top {a['depth']}，重排算力降到 {a['share']:.0%}"
                   f"（每秒 {a['pairs']:,g} 对）：租 {a['row']}（每月约 {a['month']}）；请先验证浅一些时的排序质量")),
    "rerank.compute": E(
        lambda a: (f"Compute: {a['pairs']:,g} pairs/s × {a['tokens']:,} tokens × {a['gflop']:.2f} GFLOPs a token ≈ "
                   f"{a['pflops']:.2f} PFLOP/s sustained, "
                   + (f"which is what sets the count ({a['gpus']:,} × {a['gpu']} at {a['mfu']:.0%} of their dense FP16 "
                      f"peak, by the encoder's size, and ≤ 50% busy)"
                      if not a.get("needed") else
                      f"which needs ≈ {a['needed']:,} × {a['gpu']} (at {a['mfu']:.0%} of their dense FP16 peak, by the "
                      f"encoder's size, and ≤ 50% busy); the machine shape rented on demand forces {a['gpus']:,}, not "
                      f"the load")
                   + (f"; smaller {a['gpu']} shapes here are spot / flex-start only: {a['spot']} ({a['spot_gpus']:,} GPUs) "
                      f"at {a['spot_price']}/h spot, which can be reclaimed" if a.get("spot") else "")),
        lambda a: (f"算量：每秒 {a['pairs']:,g} 对 × 每对 {a['tokens']:,} token × 每 token {a['gflop']:.2f} GFLOP ≈ 持续 "
                   f"{a['pflops']:.2f} PFLOP/s，"
                   + (f"卡数由它决定（{a['gpus']:,} 张 {a['gpu']}，按模型大小取 FP16 稠密峰值的 {a['mfu']:.0%}、"
                      f"忙碌不超过 50% 计）"
                      if not a.get("needed") else
                      f"只需约 {a['needed']:,} 张 {a['gpu']}（按模型大小取 FP16 稠密峰值的 {a['mfu']:.0%}、忙碌不超过 50% 计）；"
                      f"按量租用的机型规格强制 {a['gpus']:,} 张，不是负载需要")
                   + (f"；这里更小的 {a['gpu']} 机型只有 Spot / flex-start：{a['spot']}（{a['spot_gpus']:,} 卡），"
                      f"Spot 每小时 {a['spot_price']}，可能被回收" if a.get("spot") else ""))),
    "rerank.smaller": E(
        "A smaller reranker: {name} ({params_m:,.0f}M parameters, same family as {big}) on the top {depth} "
        "({pairs:,g} pairs/s): rent {row} (≈ {month} a month); A/B its ranking quality (NDCG) against {big} first",
        "换小一号的重排模型：{name}（{params_m:,.0f}M 参数，与 {big} 同系列）只重排 top {depth}（每秒 {pairs:,g} 对）："
        "租 {row}（每月约 {month}）；上线前先和 {big} 做排序质量（NDCG）A/B"),
    "rerank.latency": E(
        lambda a: (f"Latency target {a['target_ms']:,.0f} ms"
                   + (f" (p{a['pct']})" if a["pct"] else " (average)")
                   + f": one query's {a['depth']} pairs ({a['tokens']:,} tokens) "
                   + (f"compute in ≈ {a['service_ms']:,.0f} ms on one {a['gpu']}; with queueing at ≤ {a['busy']}% busy "
                      f"(M/D/1) ≈ {a['mean_ms']:,.0f} ms on average"
                      + (f" and ≈ {a['tail_ms']:,.0f} ms at p{a['pct']} (the wait's exponential tail)" if a["pct"]
                         else "")
                      + " — within it; only cards that meet it were ranked (measure it under load before launch)"
                      if a["gpu"] else
                      f"take longer than that on every priced card{' at p' + str(a['pct']) if a['pct'] else ''}, even "
                      f"at ≤ {a['busy']}% busy: the plan shown does not meet it — fewer candidates, shorter pairs or "
                      "splitting a query's pairs across cards would")),
        lambda a: (f"延迟目标 {a['target_ms']:,.0f} ms"
                   + (f"（p{a['pct']}）" if a["pct"] else "（平均）")
                   + f"：一个查询的 {a['depth']} 对（{a['tokens']:,} token）"
                   + (f"在一张 {a['gpu']} 上计算约 {a['service_ms']:,.0f} ms；GPU 忙碌不超过 {a['busy']}% 时加上排队"
                      f"（M/D/1）平均约 {a['mean_ms']:,.0f} ms"
                      + (f"，p{a['pct']} 约 {a['tail_ms']:,.0f} ms（排队等待按指数尾估算）" if a["pct"] else "")
                      + "——在目标内；只排了能达到它的卡（上线前请在负载下实测）"
                      if a["gpu"] else
                      f"在所有有价的卡上都超过它{'（按 p' + str(a['pct']) + '）' if a['pct'] else ''}，即使忙碌不超过 "
                      f"{a['busy']}%：上面的方案达不到——减少候选、缩短每对长度，或把一个查询的各对分到多张卡上才行"))),
    "rerank.latency_share": E(
        lambda a: (f"The {a['limit_ms']:,.0f} ms first-token limit covers the reranking and the LLM: the LLM's first "
                   f"token takes ≈ {a['llm_ms']:,.0f} ms" + (f" at p{a['pct']}" if a["pct"] else "")
                   + f", so the reranker is held to the {a['left_ms']:,.0f} ms left"),
        lambda a: (f"首 token {a['limit_ms']:,.0f} ms 的限制包括重排和大模型：大模型自己的首 token"
                   + (f" p{a['pct']}" if a["pct"] else "") + f" 约 {a['llm_ms']:,.0f} ms，"
                   f"所以重排只能用剩下的 {a['left_ms']:,.0f} ms")),
    "rerank.no_row": E(
        "Serving — reranker: {name}: no priced machine here holds it at this load; it is not in the monthly figure",
        "在线服务——重排：{name}：这里没有能承载这个负载的有价机器；月费里不含它"),
    "rerank.index_host": E(
        lambda a: (f"Serving, every month — the vector index in RAM: {a['fmt']} ≈ {a['gb']:,.1f} GB with its HNSW links "
                   f"(M = {a['m']}) on {a['row']} ({a['gpus']} × {a['gpu']}, {a['ram']:,.0f} GiB RAM) at {a['price']}/h "
                   f"(≈ {a['month']} a month, {a['hours']:,} h), the "
                   "cheapest priced machine with that RAM (my catalog lists GPU machines only: a memory-optimised CPU VM "
                   "with as much RAM may cost less, price one)"
                   + (f"; float32 (≈ {a['f32_gb']:,.1f} GB) would need a machine at ≈ {a['f32_month']} a month"
                      + (f", over your {a['budget']}/month with the rest" if a["budget"] else "")
                      + f", so the index is held as {a['fmt']} (check recall on your queries)" if a["f32_gb"] else "")),
        lambda a: (f"在线服务每月——向量索引放内存：{a['fmt']} 约 {a['gb']:,.1f} GB（含 HNSW 链接，M = {a['m']}），"
                   f"放在 {a['row']}（{a['gpus']} × {a['gpu']}，内存 {a['ram']:,.0f} GiB），每小时 {a['price']}"
                   f"（每月约 {a['month']}，{a['hours']:,} 小时），是内存够大的最便宜有价机器"
                   "（我的目录只有 GPU 机器：同样内存的内存型 CPU 云主机可能更便宜，可询价）"
                   + (f"；float32（约 {a['f32_gb']:,.1f} GB）需要每月约 {a['f32_month']} 的机器"
                      + (f"，加上其余部分超出每月 {a['budget']} 的预算" if a["budget"] else "")
                      + f"，所以索引按 {a['fmt']} 存（请用你的查询验证召回率）" if a["f32_gb"] else ""))),
    "rerank.total": E(
        lambda a: ("" if a["within"] or not a["budget"] else "❌ ") + (f"Serving costs ≈ {a['month']} a month"
                   + ((" — within your " if a["within"] else " — over your ") + f"{a['budget']}/month budget"
                      if a["budget"] else "")
                   + (f"; the backfill is a one-off ≈ {a['job']}, not a monthly cost" if a["job"] else "")
                   + ("" if a["within"] else
                      f". The reranker dominates: fewer candidates per query than {a['depth']}, shorter passages, or an "
                      "INT8/FP8 export (ONNX Runtime, TensorRT; test ranking quality) cut it in proportion")),
        lambda a: ("" if a["within"] or not a["budget"] else "❌ ") + (f"在线服务每月约 {a['month']}"
                   + (("，在每月 " if a["within"] else "，超出每月 ") + f"{a['budget']} 的预算" + ("内" if a["within"] else "")
                      if a["budget"] else "")
                   + (f"；存量向量化是一次性费用，约 {a['job']}，不是每月费用" if a["job"] else "")
                   + ("" if a["within"] else
                      f"。重排是大头：每个查询少于 {a['depth']} 个候选、缩短文本，或导出 INT8/FP8（ONNX Runtime、TensorRT；"
                      "请先测排序质量）可按比例降低"))),
}
