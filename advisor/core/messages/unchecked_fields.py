"""The names of the stated conditions an answer lists as not checked (tools.recommend.late_notes: "not checked by this
answer: …"), in the user's words: a Workload field's id (spend_no_object, head_count) is never shown. Every field that
can reach that line (tools.recommend.not_checked: outside CONSUMED and CONSUMED_ELSEWHERE) has a label here; the
test tests/advisor/test_unchecked_fields_are_worded.py enumerates them, so a new field cannot leak its id."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

# field id → (English, Chinese) as a user would say the condition
FIELD_LABELS: dict[str, tuple[str, str]] = {
    "index_items": ("the number of documents to index", "待索引的文档数"),
    "embed_queries": ("embedding the search queries", "检索查询的向量化"),
    "batch_monthly_items": ("the items a month", "每月的条目数"),
    "prompt_new_tokens": ("the new prompt tokens each turn", "每轮新增的提示 token"),
    "voice_asked_tokens_per_s": ("the reply speed a voice needs (tokens/s)", "语音回复所需的速度（token/s）"),
    "voice_speed_assumed": ("the assumed voice reply speed", "假设的语音回复速度"),
    "target_requests_per_s": ("the request-rate target (requests a second)", "请求速率目标（每秒请求数）"),
    "ttft_percentile": ("the first-token time percentile", "首 token 延迟分位"),
    "spend_no_object": ("'money is no object'", "“不计成本”"),
    "speed_for_money": ("'fastest that is worth the money'", "“又快又划算”"),
    "rocm_named": ("AMD / ROCm as a stack you accept", "可接受 AMD / ROCm"),
    "cuda_needed": ("CUDA as a need (no AMD / ROCm)", "必须用 CUDA（不用 AMD / ROCm）"),
    "output_with_thinking": ("the output length with its thinking included", "含思考在内的输出长度"),
    "asked_gpu_memory_gib": ("the per-card memory you asked about", "你问到的单卡显存"),
    "max_gpu_memory_gib": ("the most memory per GPU", "单卡显存上限"),
    "reliable": ("the reliability you asked for", "你要求的稳定性"),
    "no_nvlink": ("no NVLink between your cards", "卡间没有 NVLink"),
    "max_nodes": ("the most machines", "机器数上限"),
    "runs_now": ("the box you run it on now", "你现在运行它的机器"),
    "commercial_use": ("the business use", "商业用途"),
    "usage_days_per_week": ("the days a week it is used", "每周使用天数"),
    "daily_users": ("the users a day", "每天的用户数"),
    "requests_per_day": ("the requests a day", "每天的请求数"),
    "requests_per_user_per_day": ("the requests each user makes a day", "每个用户每天的请求数"),
    "peak_to_average": ("the peak-to-average ratio", "峰值与平均值之比"),
    "head_count": ("the number of people", "使用人数"),
    "scale_to_zero": ("scale-to-zero (serverless)", "缩容到零（Serverless）"),
    "structured_output": ("JSON (structured) output", "JSON（结构化）输出"),
    "thinking": ("thinking switched on or off", "思考模式的开关"),
    "context_average": ("the context as a typical (not longest) length", "上下文按典型（而非最长）长度"),
}

# a field with no label yet (the test above fails first): a generic phrase, never the id
_OTHER = ("one more condition you stated", "你说的另一项条件")


def _label(zh: bool) -> Any:
    def choose(a: Mapping[str, Any]) -> str:
        return FIELD_LABELS.get(str(a["field"]), _OTHER)[zh]
    return choose


ENTRIES: dict[str, E] = {
    "recommend.unchecked_field": E(_label(False), _label(True)),
}
