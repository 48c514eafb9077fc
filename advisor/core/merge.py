"""A message's patch applied to a thread's workload: what a newly stated fact replaces of the facts stated before.

Shared by the dialogue (advisor.core.conversation, every turn) and the comparison (advisor.core.compare, each option
onto the thread's workload), so neither imports the other for it."""

from __future__ import annotations

from advisor.core.extract_rules import OTHER_SERVERS
from tools.defaults import serves
from tools.schema import GGUF_FORMATS, TRAINING_TASKS, Workload, WorkloadPatch

TRAINING_ONLY = ("batch_size", "lora_rank", "zero_stage", "gradient_checkpointing", "grad_accum", "torch_compile",
                 "train_tokens", "optimizer", "dataset", "deadline_hours")
INFERENCE_ONLY = ("concurrency", "kv_precision", "target_tokens_per_s", "target_requests_per_s", "target_ttft_ms",
                  "ttft_percentile", "target_answer_s", "batch_requests", "output_tokens", "daily_users", "head_count",
                  "users_online", "message_interval_s", "serving_hours", "requests_per_day", "requests_per_user_per_day",
                  "peak_to_average")
# the older load facts a follow-up's people online replace ("如果同時在線有 200 人呢？" after "每天 5,000 個提問"): the
# at-once figure and the day's or second's rate it was sized from (tools.traffic sizes each of them before the online)
ONLINE_REPLACES = ("concurrency", "requests_per_day", "requests_per_user_per_day", "target_requests_per_s")


def merge_workload(current: Workload, patch: WorkloadPatch) -> Workload:
    """Apply a message's patch to the thread's workload (only stated fields are ever stored)."""
    data = current.model_dump(exclude_none=True)
    new = patch.model_dump(exclude_none=True)
    new.pop("language", None)
    if "model" in new:
        data.pop("params_b", None)
    elif "params_b" in new:
        data.pop("model", None)
    if ("model" in new or "params_b" in new) and "modality" not in new:
        data.pop("modality", None)  # a language model named after a non-LLM question
    if "budget" in new and "budget_per_hour" not in new:
        data.pop("budget_per_hour", None)
    if "head_count" in new and "concurrency" not in new:
        data.pop("concurrency", None)  # "now 100 people": the at-once figure is sized again from the new head count
    elif "concurrency" in new and "head_count" not in new:
        data.pop("head_count", None)  # "make it 20 concurrent": the load is as said, no older head count beside it
    if "users_online" in new and "concurrency" not in new:
        for k in ONLINE_REPLACES:  # "what if 200 are online?": the load is sized again from the people online
            data.pop(k, None)
    elif any(k in new for k in ("concurrency", "head_count", "daily_users")) and "users_online" not in new:
        data.pop("users_online", None)  # a newer load said another way replaces the people online
    if "gpu_preference" in new or "checked_gpu" in new:  # one card named now: a filter replaces a question, and back
        for k in ("checked_gpu", "checked_gpu_count") if "gpu_preference" in new else ("gpu_preference", "checked_gpu_count"):
            data.pop(k, None)
    if "providers" in new or "checked_provider" in new:  # a provider filter replaces a question about one, and back
        data.pop("checked_provider" if "providers" in new else "providers", None)
        if "owner_rule" not in new:
            data.pop("owner_rule", None)  # providers named now replace the list an owner rule kept ("only Nebius")
    old_task, new_task = data.get("task"), new.get("task")
    if old_task and new_task and (old_task in TRAINING_TASKS) != (new_task in TRAINING_TASKS):
        for k in (TRAINING_ONLY if serves(new_task) else INFERENCE_ONLY):
            data.pop(k, None)
        if serves(new_task) and data.get("precision") in ("fp32",):
            data.pop("precision")
    if new_task == "qlora" and data.get("precision") not in (None, "bf16", "fp16"):
        data.pop("precision", None)
    if new.get("framework") in OTHER_SERVERS and "precision" not in new and data.get("precision") in GGUF_FORMATS:
        data.pop("precision")  # an Ollama/GGUF file moved to vLLM-class serving: the release weights
    if new.get("thinking_use") == "on":
        data.pop("thinking", None)  # "turn thinking on" after "no thinking": the switch said last is the plan
    if new.get("thinking") is False and data.get("thinking_use") == "on":
        data.pop("thinking_use", None)  # and "no thinking" after "thinking on"
    data.update(new)
    return Workload(**data)
