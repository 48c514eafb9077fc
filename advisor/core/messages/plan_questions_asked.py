"""The words of a short follow-up answered from the plan already given (advisor/core/plan_questions_asked.py): the
pick's cards, price, the job's time or the serving speeds, then the answer's headline."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "plan_asked.no_plan": E("The answer has no plan to read that from.", "这个答案没有可选的方案。"),
    # the fact asked about, then the headline that names the pick
    "plan_asked.fact": E("{line}.\n\n{head}", "{line}。\n\n{head}"),
    "plan_asked.cards": E("The pick uses {n:g} × {gpu} ({instances} × {provider} `{instance}`)",
                          "首选方案用 {n:g} × {gpu}（{instances} 台 {provider} `{instance}`）"),
    "plan_asked.cost": E("The pick costs {hourly}/h{job}", "首选方案 {hourly}/小时{job}"),
    "plan_asked.job_cost": E("; the whole job ≈ {job}", "，整个任务约 {job}"),
    "plan_asked.job_time": E("On the pick the job takes ≈ {took}", "按首选方案，任务约需 {took}"),
    # serving asked how long: it has no end, its speeds instead (each optional)
    "plan_asked.no_end": E("Serving has no end time{speed}{ttft}", "在线服务没有结束时间{speed}{ttft}"),
    "plan_asked.no_end_speed": E(": each user sees ≈ {speed} tokens/s", "：每个用户约 {speed} tokens/s"),
    "plan_asked.no_end_ttft": E(", first token in ≈ {ttft} s", "，首 token 约 {ttft} 秒"),
    # the first token's time or each user's speed on the pick, at the load it was sized for
    "plan_asked.serving": E("On the pick {parts:, } (with every user busy)", "按首选方案，{parts:，}（所有用户同时在用时）"),
    "plan_asked.speed": E("each user sees ≈ {tps} tokens/s", "每个用户约 {tps} tokens/s"),
    "plan_asked.ttft": E("the first token comes in ≈ {ttft} s", "首 token 约 {ttft} 秒"),
}
