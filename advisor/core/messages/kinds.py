"""The words of tools/kinds.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # the headline of each kind, from tools.recommend.headline_parts
    "kinds.serving_headline": E(
        "{model} {task}, {load}: rent {machine} at {price}/h{tail}",
        "{model} {task}，{load}：租 {machine}，每小时 {price}{tail}"),
    "kinds.job_headline": E(
        "{model} {task}{load}: rent {machine} at {price}/h — {done} ({gh}) for {cost}{tail}",
        "{model} {task}{load}：租 {machine}，每小时 {price}——{done}（{gh}），总计 {cost}{tail}"),
    "kinds.open_headline": E(
        "{model} {task}: rent {machine} at {price}/h{tail}",
        "{model} {task}：租 {machine}，每小时 {price}{tail}"),
    "kinds.how_many_users_or": E(
        "How many users or requests at the same time (peak)? (Otherwise: {n}.)",
        "高峰时同时有多少用户/请求（并发）？（否则按 {n} 路。）"),
    "kinds.how_many_users_public": E(
        "How many users at the busiest time (at once, online, or a day)? A customer-facing service is sized for {n} at "
        "once until you say.",
        "高峰时有多少用户（同时在用、在线，或每天）？面向客户的服务在你说明前按 {n} 路并发估算。"),
    "kinds.how_long_are_prompt": E(
        "How long are prompt + answer, in tokens (context)? (Otherwise: {ctx_len:,}.)",
        "每个请求的上下文（输入 + 输出）多长，按 token？（否则按 {ctx_len:,}。）"),
    "kinds.how_much_training_data": E(
        "How much training data: tokens, or examples and epochs? (Otherwise: no job cost, only $/h and $ per token.)",
        "训练数据有多少：token 数，或样本条数和轮数？（否则不算任务总价，只给每小时和每 token 成本。）"),
    "kinds.how_much_training_data_2": E(
        "How much training data (tokens, or examples and epochs), and by when must it finish? (Otherwise: no job cost, "
        "only $/h and $ per token, sized to finish within {days:g} days.)",
        "训练数据有多少（token 数，或样本条数和轮数），需要多久内训完？（否则不算任务总价，只给每小时和每 token 成本，按 "
        "{days:g} 天内完成估算。）"),
    "kinds.by_when_must_it": E(
        "By when must it finish? (Otherwise: within {days:g} days.)",
        "需要多久内训完？（否则按 {days:g} 天内完成估算。）"),
    "kinds.the_hourly_price_of": E(
        "the hourly price of the configuration that holds the stated load with every user at the per-user floor",
        "以每个用户不低于速度下限承载所述负载的配置的每小时价格"),
    "kinds.headroom_at_the_stated": E(
        "× {safe_headroom:g} headroom at the stated load and context",
        "所述负载与上下文下留 × {safe_headroom:g} 余量"),
    # the levers of "cheaper?" (tools.recommend.cheaper_note replaces "weights" with the step down it can offer)
    "kinds.levers_serving": E(
        "{weights}, an FP8 KV cache, a shorter context or fewer concurrent users",
        "{weights}、FP8 KV cache、更短的上下文或更少的并发"),
    "kinds.weights.smaller_tested": E(
        "smaller weights (FP8/INT8, or INT4 after testing quality)", "更小的权重（FP8/INT8，测过质量后可用 INT4）"),
    "kinds.inference_requests": E("100 inference requests", "100 个推理请求"),
    "kinds.the_whole_batchs_cost": E(
        "the whole batch's cost (its hours × the machines' price)",
        "整个批量任务的成本（时长 × 机器单价）"),
    "kinds.headroom": E("× {safe_headroom:g} headroom", "留 × {safe_headroom:g} 余量"),
    "kinds.levers_batch": E(
        "spot (a batch resumes from finished shards), {weights} or shorter outputs",
        "竞价实例（批量任务可从已完成分片续跑）、{weights}或更短的输出"),
    "kinds.weights.smaller": E("smaller weights (FP8/INT8)", "更小的权重（FP8/INT8）"),
    "kinds.the_whole_jobs_cost": E("the whole job's cost (its hours × the price; if on spot, with its rework)",
                                   "整个任务的成本（若按竞价实例，含返工）"),
    "kinds.headroom_without_gradient_checkpointing": E(
        "× {safe_headroom:g} headroom without gradient checkpointing (no +20–40 % step time)",
        "× {safe_headroom:g} 余量，且无需梯度检查点（省去 20%–40% 的单步时间）"),
    "kinds.spot_with_checkpoints_min": E(
        "spot with checkpoints ≤ 15 min apart, LoRA/QLoRA instead of full training, or a shorter sequence",
        "竞价实例（checkpoint ≤ 15 分钟）、改用 LoRA/QLoRA，或缩短序列"),
    "kinds.levers_training": E(
        lambda a: ", ".join(a["items"][:-1]) + (", or " if len(a["items"]) > 1 else "") + a["items"][-1],
        lambda a: "、".join(a["items"][:-1]) + ("，或" if len(a["items"]) > 1 else "") + a["items"][-1]),
    "kinds.lever.spot": E("spot with checkpoints ≤ 15 min apart", "竞价实例（checkpoint ≤ 15 分钟）"),
    "kinds.lever.lora_qlora": E("LoRA/QLoRA instead of full training", "改用 LoRA/QLoRA"),
    "kinds.lever.qlora": E("QLoRA (the same adapters over a 4-bit base)", "QLoRA（同样的适配器，底座 4-bit）"),
    "kinds.lever.shorter": E("a shorter sequence", "缩短序列"),
    "kinds.training_steps": E("50 training steps", "50 步训练"),
    "kinds.the_price_of_a": E(
        "the price of a million training tokens on machines with no idle GPU",
        "在没有闲置 GPU 的机器上每百万训练 token 的价格"),
}
