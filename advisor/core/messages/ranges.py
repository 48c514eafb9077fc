"""The words of tools/ranges.py: a figure read from a message that no workload has, left unread (the
user saw "seq_len must be between …" or pydantic's text; now the fact in words, in their language)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from advisor.core.messages.base import E

_TAIL = ("; it is not used — say it again if you meant another figure", "；未采用，如有其他数字请重新说明")


def _e(en: str, zh: str) -> E:
    return E(_filled(en + _TAIL[0]), _filled(zh + _TAIL[1]))


def _num(v: Any) -> str:
    """A figure as the notes show it: grouped in thousands when a number, as it is when a str (tools.ranges._shown)."""
    return f"{v:,}" if isinstance(v, (int, float)) else str(v)


def _filled(template: str) -> Callable[[Mapping[str, Any]], str]:
    """The template over its args, a number `value` grouped in thousands (1,000,000) and a str one (a figure of 10¹⁸
    or more, shown to 3 digits by tools.ranges: its digits past the 16th were never the user's) as it is."""
    def fill(a: Mapping[str, Any]) -> str:
        v = a.get("value")
        shown = f"{v:,}" if isinstance(v, (int, float)) and not isinstance(v, bool) else v
        return template.replace("{value:,}", "{value}").format(**{**a, "value": shown})
    return fill


ENTRIES: dict[str, E] = {
    "range.params_b": _e("a model of {value:,} billion parameters is not read: a model has {lo:g} to {hi:,} billion",
                         "{value:,}B 参数的模型未读取：模型规模须在 {lo:g}B 到 {hi:,}B 之间"),
    "range.regions": _e("{value:,} different regions are not read: name at most {hi:,}, or a broader one (us, EU, asia)",
                        "{value:,} 个不同地区未读取：最多列出 {hi:,} 个，或用更大的范围（美国、欧洲、亚洲）"),
    "range.providers": _e("{value:,} different clouds are not read: name at most {hi:,}",
                          "{value:,} 个不同云厂商未读取：最多列出 {hi:,} 个"),
    "range.seq_len": _e("a context of {value:,} tokens is not read: a context is {lo:,} to {hi:,} tokens",
                        "上下文 {value:,} 个 token 未读取：上下文长度须在 {lo:,} 到 {hi:,} 个 token 之间"),
    "range.batch_size": _e("a batch size of {value:,} is not read: a batch is {lo:,} to {hi:,} sequences",
                           "批大小 {value:,} 未读取：须在 {lo:,} 到 {hi:,} 之间"),
    "range.concurrency": _e("{value:,} users at once is not read: the advisor sizes {lo:,} to {hi:,} at once",
                            "同时在线 {value:,} 人未读取：可估算的同时在线人数为 {lo:,} 到 {hi:,}"),
    "range.num_gpus": _e("{value:,} GPUs is not read: a plan uses {lo:,} to {hi:,} GPUs",
                         "{value:,} 张卡未读取：卡数须在 {lo:,} 到 {hi:,} 之间"),
    "range.lora_rank": _e("a LoRA rank of {value:,} is not read: a LoRA rank is {lo:,} to {hi:,}",
                          "LoRA 秩 {value:,} 未读取：LoRA 秩须在 {lo:,} 到 {hi:,} 之间"),
    "range.grad_accum": _e("{value:,} gradient accumulation steps is not read: {lo:,} to {hi:,} are accepted",
                           "梯度累积 {value:,} 步未读取：须在 {lo:,} 到 {hi:,} 之间"),
    "range.train_tokens": _e("{value:,} training tokens is not read: a training run is {lo:,} to {hi:,} tokens",
                             "训练 token 数 {value:,} 未读取：须在 {lo:,} 到 {hi:,} 之间"),
    "range.deadline_hours": _e("a deadline of {value:,} hours is not read: a deadline is a minute to ten years",
                               "{value:,} 小时的期限未读取：期限须在一分钟到十年之间"),
    "range.batch_requests": _e("a batch of {value:,} requests or documents is not read: a batch job is {lo:,} to "
                               "{hi:,} of them", "批量 {value:,} 个请求或文档未读取：批量任务须在 {lo:,} 到 {hi:,} 个之间"),
    "range.output_tokens": _e("an answer of {value:,} tokens is not read: an answer is {lo:,} to {hi:,} tokens",
                              "每次输出 {value:,} 个 token 未读取：须在 {lo:,} 到 {hi:,} 个 token 之间"),
    "range.prompt_tokens": _e("a prompt of {value:,} tokens is not read: a prompt is {lo:,} to {hi:,} tokens",
                              "提示词 {value:,} 个 token 未读取：须在 {lo:,} 到 {hi:,} 个 token 之间"),
    "range.shared_prefix_tokens": _e(
        "a block of {value:,} tokens in every request is not read: such a block is {lo:,} to {hi:,} tokens",
        "每次请求都带的 {value:,} token 固定内容未读取：须在 {lo:,} 到 {hi:,} 个 token 之间"),
    "range.target_tokens_per_s": _e(
        "a target of {value:,} tokens/s is not read: a throughput target is {lo:g} to {hi:,.0f} tokens/s",
        "吞吐目标 {value:,} token/s 未读取：须在 {lo:g} 到 {hi:,.0f} token/s 之间"),
    "range.target_tokens_per_s_per_user": _e(
        "a speed of {value:,} tokens/s per user is not read: a per-user target is {lo:g} to {hi:,.0f} tokens/s",
        "每用户 {value:,} token/s 的速度未读取：须在 {lo:g} 到 {hi:,.0f} token/s 之间"),
    "range.target_ttft_ms": _e("a first-token target of {value:,} ms is not read: it is 1 ms to an hour",
                               "首 token 延迟目标 {value:,} 毫秒未读取：须在 1 毫秒到一小时之间"),
    "range.target_requests_per_s": _e(
        "a rate of {value:,} requests a second is not read: a service's rate is {lo:g} to {hi:,.0f} requests a second",
        "每秒 {value:,} 个请求的速率未读取：服务的请求速率须在每秒 {lo:g} 到 {hi:,.0f} 个之间"),
    "range.requests_per_day": _e("{value:,} requests a day is not read: the advisor sizes at most {hi:,} a day",
                                 "每天 {value:,} 个请求未读取：每天至多可估算 {hi:,} 个"),
    "range.requests_per_user_per_day": _e(
        "{value:,} requests a day from each user is not read: the advisor sizes at most {hi:,} a day each",
        "每人每天 {value:,} 个请求未读取：每人每天至多可估算 {hi:,} 个"),
    # a figure of a field with no wording of its own (tools.ranges.out_of_range: bounded by the schema alone)
    "range.other": E(
        lambda a: (f"{_num(a['value'])} is not read: " + (f"it is past the most the advisor sizes ({_num(a['hi'])})"
                   if a.get("above") else "it is below the least the advisor sizes (above 0)") + _TAIL[0]),
        lambda a: (f"“{_num(a['value'])}”未读取：" + (f"超出可估算的上限（{_num(a['hi'])}）" if a.get("above")
                   else "低于可估算的下限（须大于 0）") + _TAIL[1])),
    "range.target_answer_s": _e("a whole-answer time of {value:,} s is not read: it is {lo:,} s to a day",
                                "完整回答时限 {value:,} 秒未读取：须在 {lo:,} 秒到一天之间"),
    "range.min_gpu_memory_gib": _e("at least {value:,} GB per GPU is not read: a card holds above 0 and at most "
                                   "{hi:,} GB", "单卡至少 {value:,} GB 未读取：单卡显存须大于 0、不超过 {hi:,} GB"),
    "range.max_gpu_memory_gib": _e("at most {value:,} GB per GPU is not read: a card holds above 0 and at most "
                                   "{hi:,} GB", "单卡至多 {value:,} GB 未读取：单卡显存须大于 0、不超过 {hi:,} GB"),
    "range.budget": _e("a budget of {value} is not read: a budget is at least 0.001 and below 1,000,000,000,000",
                       "预算 {value} 未读取：预算须不少于 0.001、低于 1,000,000,000,000"),
    "range.dataset_job": _e("a data set of {value} is not read: with the epochs and the length said it trains on less "
                            "than one example or token, or on more than 10¹⁶ tokens",
                            "数据量 {value} 未读取：按所说的轮数和长度，训练量不足一条样本或一个 token，或超过 10¹⁶ 个 token"),
    "range.credits": _e("a credit amount of {value} is not read: credits are above 0 and at most 1,000,000,000",
                        "代金券金额 {value} 未读取：金额须大于 0、不超过 1,000,000,000"),
    "range.dataset": _e("a data set of {value} is not read: no data set is that large (at most "
                        "1,000,000,000,000,000,000)", "数据量 {value} 未读取：数据量最多 1,000,000,000,000,000,000"),
    "range.daily_users": _e("{value:,} users a day is not read: the advisor sizes {lo:,} to {hi:,} a day",
                            "每天 {value:,} 位用户未读取：可估算的日活为 {lo:,} 到 {hi:,}"),
    "range.head_count": _e("{value:,} people is not read: the advisor sizes {lo:,} to {hi:,} people",
                           "{value:,} 人未读取：可估算的人数为 {lo:,} 到 {hi:,}"),
    "range.users_online": _e("{value:,} people online is not read: the advisor sizes {lo:,} to {hi:,} online",
                             "在线 {value:,} 人未读取：可估算的在线人数为 {lo:,} 到 {hi:,}"),
}
