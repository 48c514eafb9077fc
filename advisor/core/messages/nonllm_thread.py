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
    "nonllm_thread.model": E(
        "Changed from your first question: the same job re-sized on {model} (its own measured speed, steps and licence "
        "below; the first answer has the earlier model's)",
        "相对你第一个问题的改动：同一个任务改按 {model} 重新估算（下面是它自己的实测速度、步数和许可；原模型的见第一个回答）"),
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
    "nonllm_thread.spot": E(
        "Spot for this: yes — a scheduled batch that resumes from its last checkpoint or the items already done (a "
        "tree model: save the booster every few hundred rounds and continue training from it) loses at most the work "
        "since that checkpoint when reclaimed.{price}{risk}",
        "这个任务能用抢占式 / 竞价实例：可以——它是定时批处理，能从最近的检查点或已完成的条目续跑（树模型：每几百轮保存一次"
        "模型，中断后从它接着训），被回收时最多损失上次检查点之后的工作。{price}{risk}"),
    "nonllm_thread.spot_price": E(
        " {card} spot: {spot} a GPU-hour ({row}, {n:plural:card}) against {od} on demand, about "
        "{saving:.0%} less.",
        "{card} 竞价价：每 GPU 小时 {spot}（{row}，{n} 卡），按量 {od}，约省 {saving:.0%}。"),
    "nonllm_thread.spot_unpriced": E(
        " My catalog has no spot price for the {card} where you rent; spot lists are typically 50–70 % under on "
        "demand — check the provider's spot page.",
        "我的目录里没有你能租的地方 {card} 的竞价价；竞价价通常比按量低 50–70%，请看云厂商的竞价价格页。"),
    "nonllm_thread.spot_risk": E(
        " Risk: a reclaim comes with little warning (assumed about one per {every:,.0f} h of spot time; no provider "
        "publishes a rate) and spot capacity can be short at the hour the run starts: keep an on-demand fallback so "
        "the day's run still lands on time",
        "风险：回收几乎没有预告（按每 {every:,.0f} 小时竞价时间约一次估算，云厂商不公布频率），开跑时也可能没有空闲竞价"
        "容量：保留按量实例作后备，保证当天的任务按时完成"),
    "nonllm_thread.spot_service": E(
        "Spot for this: no — this runs all day as a service; a reclaim stops it mid-stream with little warning. Keep "
        "it on demand (or reserved); spot suits only batch work that can resume from a checkpoint",
        "这个任务不适合抢占式 / 竞价实例：它是全天运行的服务，被回收时会毫无预告地中断。请用按量（或包月）；竞价只适合能从"
        "检查点续跑的批处理"),
}
