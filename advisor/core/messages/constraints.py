"""The words of tools/constraints.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "constraints.budget_constraint": E("{stated}", "{per_zh} {money}"),
    "constraints.nothing_that_fits_this": E(
        "Nothing that fits this workload stays within {stated}; the cheapest plan is shown with its price.",
        "能装下该负载的方案都超出 {per_zh} {money} 的预算；下面给出最便宜的方案及价格。"),
    "constraints.buys_of_the_top": E(
        "{stated} buys {buys} of the top pick at {money}/h.",
        "总预算 {money_2} 可用首选方案 {buys}，每小时 {money}。"),
    "constraints.within_the_top_pick.h": E(" ({money}/h)", "（每小时 {money}）"),
    "constraints.within_the_top_pick": E(
        "Within {stated}: the top pick costs {money} {per_en}{part}.",
        "在{per_zh} {money_2} 的预算内：首选方案{per_zh} {money}{part}。"),
    "constraints.a_deadline_of_needs": E(
        "A deadline of {stated} needs the job's size: give the dataset (examples × tokens, epochs) or the training "
        "tokens, and the plan is sized to finish in time.",
        "要按 {label}的期限规划，需要知道任务规模：请给出数据量（条数 × 每条 token、轮数）或训练 token 数。"),
    "constraints.no_listed_configuration_finishes.the_fastest_takes": E(
        "; the fastest takes {took} and is shown",
        "；最快的需要 {took}，列在下面"),
    "constraints.no_listed_configuration_finishes": E(
        "No listed configuration finishes within {stated}{part}. A larger RDMA cluster (a provider quote) or fewer "
        "training tokens would be needed.",
        "目录中没有能在 {label}内完成的配置{part}。需要更大的 RDMA 集群（向云厂商询价）或减少训练 token。"),
    "constraints.tokens": E("{seq_len:,} tokens", "{seq_len:,} token 上下文"),
    "constraints.supports_at_most_tokens": E(
        "{model} supports at most {max_context:,} tokens of context{alt_en}. The memory below is sized at {seq_len:,} "
        "tokens as asked.",
        "{model} 最长上下文为 {max_context:,} token{alt_zh}。下面的显存仍按你要求的 {seq_len:,} token 计算。"),
    "constraints.runs_tokens_as_configured": E(
        "{model} runs {native:,} tokens as configured; {seq_len:,} needs YaRN rope scaling switched on (factor {factor}, "
        "original_max_position_embeddings {native:,}: vLLM --hf-overrides / rope_scaling in config.json). The model card "
        "notes it can slightly lower quality on short prompts.",
        "{model} 默认配置支持 {native:,} token；{seq_len:,} 需开启 YaRN 位置缩放（factor "
        "{factor}，original_max_position_embeddings {native:,}：vLLM --hf-overrides 或改 config.json 的 "
        "rope_scaling）。模型卡提示短文本质量可能略降。"),
    "constraints.only_offers_are_ranked": E("Only offers {where_en} are ranked.", "只排名{where_zh}的机型。"),
    "constraints.no_priced_offer_fits": E(
        "No priced offer {where_en} fits; see below.",
        "{where_zh}没有能装下且有价格的机型；见下文。"),
    "constraints.spot": E("spot", "竞价实例"),
    "constraints.spot_was_asked_for": E(
        "Spot was asked for, but this is online serving: a reclaim takes the service down with no warning window (pitfall "
        "6), so prices below are on-demand. Use spot for batch or offline jobs only.",
        "你要求竞价实例，但这是线上推理：实例被回收时服务直接中断（避坑清单第 6 "
        "条），所以下面用按量价格计算。竞价只适合离线或批处理任务。"),
}
