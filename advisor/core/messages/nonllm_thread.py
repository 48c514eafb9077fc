"""The words of advisor/core/nonllm_thread.py: a plan-change follow-up in a non-LLM job's thread, said as a change
from the first answer."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "nonllm_thread.same": E(
        "Read with your first question's job ('{said}'): the plan below is that job's, with nothing new to re-size it "
        "by; say a new count, card, provider or deadline to change it",
        "按你第一个问题的任务理解（“{said}”）：下面仍是这个任务的方案，这句话里没有可用来重新估算的新数据；说出新的数量、卡、"
        "云厂商或期限即可改动"),
    "nonllm_thread.card": E(
        "Changed from your first question: the same job, judged on the {card} you propose",
        "相对你第一个问题的改动：同一个任务，按你提议的 {card} 来判断"),
    "nonllm_thread.where": E(
        "Changed from your first question: the same job, only {names!p:, } offers ranked",
        "相对你第一个问题的改动：同一个任务，只排名{names!p:、}的机型"),
    "nonllm_thread.region": E(
        "Changed from your first question: the same job, only offers in {names:, } ranked",
        "相对你第一个问题的改动：同一个任务，只排名 {names:、} 的机型"),
    "nonllm_thread.deadline": E(
        "Changed from your first question: the same job, with your new deadline of {hours:,.0f} h",
        "相对你第一个问题的改动：同一个任务，新的期限是 {hours:,.0f} 小时"),
    "nonllm_thread.cheaper": E(
        "Changed from your first question: the cheapest plan for the same job — the cards below are ranked by the "
        "job's whole cost where you rent; spot / interruptible prices cut it further where the job restarts from a "
        "checkpoint",
        "相对你第一个问题的改动：同一个任务的最省方案——下面的卡按你能租的地方的整个任务费用排序；任务能从检查点续跑时，"
        "抢占式 / 竞价实例还能更便宜"),
    "nonllm_thread.fastest": E(
        "Changed from your first question: the fastest plan for the same job — the cards below by the job's own speed "
        "figures; where the work splits into independent items (runs, proteins, series), more cards in parallel finish "
        "sooner for about the same card-hours",
        "相对你第一个问题的改动：同一个任务的最快方案——下面的卡按这个任务自己的速度数据比较；工作能拆成互相独立的条目"
        "（各个模拟、蛋白、序列）时，多卡并行完成得更快，总卡时基本不变"),
}
