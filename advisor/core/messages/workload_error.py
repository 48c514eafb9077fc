"""The words of a refused workload (tools.defaults.WorkloadError and its raise sites in tools/defaults.py,
tools/workload_fields.py, advisor/core/service.py and advisor/core/compare.py): each English template says exactly
the error's English text (`str(err)`, which the CLI, MCP and the contracts read); the Chinese one says the same fact,
so a chat in Chinese never shows an English sentence (advisor/core/messages/__init__.py says how a template reads
its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

# a data set's unit (tools.schema.Dataset.unit): English singular, English plural as stored, Chinese
_UNIT_EN = {"examples": "example", "images": "image", "tokens": "token", "audio_hours": "hour of audio"}
_UNIT_ZH = {"examples": "条样本", "images": "张图片", "tokens": "个 token", "audio_hours": "小时音频"}
_UNIT_ZH_NOUN = {"examples": "样本", "images": "图片", "tokens": "token", "audio_hours": "音频小时"}


def _too_small_en(a: Mapping[str, Any]) -> str:
    return (f"a data set of {a['amount']:,g} {a['units']} × {a['epochs']:g} epochs trains on "
            f"less than one {_UNIT_EN.get(a['unit'], a['unit'])}: say the size and epochs it has")


def _too_small_zh(a: Mapping[str, Any]) -> str:
    return (f"数据集 {a['amount']:,g} {_UNIT_ZH.get(a['units'], a['units'])} × {a['epochs']:g} 轮，训练量不足一"
            f"{_UNIT_ZH.get(a['unit'], a['unit'])}：请说明数据集的实际规模和轮数")


def _unit_tokens(lang: str) -> Any:
    def say(a: Mapping[str, Any]) -> str:
        if lang == "en":
            return (f"each {_UNIT_EN.get(a['unit'], a['unit'])} of a data set holds from 1 to {a['most']:,} tokens "
                    f"(got {a['got']})")
        return f"数据集的每个{_UNIT_ZH_NOUN.get(a['unit'], a['unit'])}应含 1 到 {a['most']:,} 个 token（收到 {a['got']}）"
    return say


def _unit_sequences(lang: str) -> Any:
    def say(a: Mapping[str, Any]) -> str:
        if lang == "en":
            return (f"each {_UNIT_EN.get(a['unit'], a['unit'])} of a data set is 1 to {a['most']} training sequences "
                    f"(2 for a chosen and a rejected answer; got {a['got']})")
        return (f"数据集的每个{_UNIT_ZH_NOUN.get(a['unit'], a['unit'])}是 1 到 {a['most']} 条训练序列"
                f"（偏好数据的选中与拒绝回答算 2 条；收到 {a['got']}）")
    return say


def _serving_only_en(a: Mapping[str, Any]) -> str:
    flags = list(a["flags"])
    return (f"{' and '.join(flags)} {'apply' if len(flags) > 1 else 'applies'} to serving, not to a {a['task']} job: "
            f"a training run is sized by its data ({a['tokens']}) and {a['days']}; leave them out")


def _serving_only_zh(a: Mapping[str, Any]) -> str:
    return (f"{'、'.join(a['flags'])} 只适用于在线服务，不适用于 {a['task']} 任务：训练按数据量（{a['tokens']}）"
            f"和 {a['days']} 估算；请去掉它们")


ENTRIES: dict[str, E] = {
    # a refused figure said back (tools.defaults.got_fact): itself, or beyond 10¹⁸ (a 400-digit integer is not echoed)
    "workload_error.got": E("{value:,}", "{value:,}"),
    "workload_error.got_above": E("more than 10¹⁸", "超过 10¹⁸"),
    "workload_error.got_below": E("less than -10¹⁸", "小于 -10¹⁸"),
    "workload_error.not_finite": E("{name} must be a finite number (got {value})", "{name} 必须是有限的数（收到 {value}）"),
    "workload_error.magnitude": E("{name} is out of range (at most {most:.0e})", "{name} 超出范围（最多 {most:.0e}）"),
    "workload_error.negative": E("{name} must not be negative (got {value:g})", "{name} 不能为负数（收到 {value:g}）"),
    "workload_error.active_without_total": E(
        "--active-params needs --params (a mixture of experts' total, in billions); a named model's own config sets "
        "its experts (got --active-params {active:g} with no --params)",
        "--active-params 需要 --params（混合专家模型的总参数量，单位十亿）；指名的模型由其自身配置决定专家结构"
        "（收到 --active-params {active:g}，没有 --params）"),
    "workload_error.active_range": E(
        "active params must be at least {least:g} and at most params, the total (got {active:g} of {total:g} billion)",
        "激活参数至少 {least:g}，且不超过总参数量（收到 {total:g} 十亿中的 {active:g}）"),
    "workload_error.params_range": E(
        "params must be > 0 (at least {least:g}) and ≤ {most:,} billion (got {params:g})",
        "参数量必须大于 0（至少 {least:g}）且不超过 {most:,} 十亿（收到 {params:g}）"),
    "workload_error.between": E("{name} must be between {lo:,} and {hi:,} (got {got})",
                                "{name} 必须在 {lo:,} 到 {hi:,} 之间（收到 {got}）"),
    "workload_error.zero_stage": E("zero stage must be 0, 1, 2 or 3 (got {got})", "ZeRO 阶段必须是 0、1、2 或 3（收到 {got}）"),
    "workload_error.zero_inference": E(
        "ZeRO shards training states; it does not apply to inference (use --task lora|qlora|full_finetune|pretrain, "
        "or drop --zero)",
        "ZeRO 切分的是训练状态，不适用于推理（请用 --task lora|qlora|full_finetune|pretrain，或去掉 --zero）"),
    "workload_error.qlora_precision": E(
        "QLoRA keeps a 4-bit NF4 base and computes in bf16/fp16; --precision {precision} is not accepted with qlora "
        "(use nf4, bf16 or fp16)",
        "QLoRA 保留 4 位 NF4 基座、以 bf16/fp16 计算；qlora 不接受 --precision {precision}（请用 nf4、bf16 或 fp16）"),
    "workload_error.checkpointing_conflict": E(
        "--checkpointing {mode} contradicts {flag} (full = --gradient-checkpointing; say one of them)",
        "--checkpointing {mode} 与 {flag} 矛盾（full 即 --gradient-checkpointing；请只说其一）"),
    "workload_error.full_precision": E(
        "training all weights in {precision} is not supported (INT8/INT4 and other quantised formats are for "
        "inference); use bf16/fp16/fp32 (or fp8 with Transformer Engine), or --task qlora for a 4-bit base",
        "不支持以 {precision} 训练全部权重（INT8/INT4 等量化格式用于推理）；请用 bf16/fp16/fp32"
        "（或配合 Transformer Engine 用 fp8），4 位基座请用 --task qlora"),
    "workload_error.lora_precision": E(
        "{precision} is an inference format (llama.cpp / MXFP4 kernels have no training path); LoRA trains over a "
        "bf16/fp16 base, or an NF4 base with --task qlora",
        "{precision} 是推理格式（llama.cpp / MXFP4 内核没有训练路径）；LoRA 在 bf16/fp16 基座上训练，"
        "或用 --task qlora 在 NF4 基座上训练"),
    "workload_error.kv_training": E(
        "--kv-precision sets the KV cache of inference; training keeps no KV cache",
        "--kv-precision 设置的是推理的 KV cache；训练不保留 KV cache"),
    "workload_error.lora_rank": E("--lora-rank applies to --task lora or qlora", "--lora-rank 只适用于 --task lora 或 qlora"),
    "workload_error.budget_per_hour": E("budget must be a positive amount per hour (at least {least:g}, below 10¹²)",
                                        "每小时预算必须是正数（至少 {least:g}，低于 10¹²）"),
    "workload_error.budget": E("budget must be a positive amount (at least {least:g}, below 10¹²)",
                               "预算必须是正数（至少 {least:g}，低于 10¹²）"),
    "workload_error.deadline": E("deadline must be at least a minute and at most 10 years", "期限必须至少 1 分钟、至多 10 年"),
    "workload_error.shared_prefix_serving": E(
        "a shared instruction (--shared-prefix-tokens) is priced for a batch job only (--batch-requests: prefilled "
        "once per replica, not per item); a serving question has none to price: drop it or state the batch",
        "共享指令（--shared-prefix-tokens）只对批处理任务计价（--batch-requests：每个副本预填充一次，而非每条一次）；"
        "在线服务没有可计价的共享指令：请去掉它，或说明批处理任务"),
    "workload_error.dataset_size": E(
        "a data set needs a positive size and, when stated, a positive number of epochs",
        "数据集需要正的规模；如说明轮数，轮数也须为正"),
    "workload_error.dataset_unit_tokens": E(_unit_tokens("en"), _unit_tokens("zh")),
    "workload_error.dataset_unit_sequences": E(_unit_sequences("en"), _unit_sequences("zh")),
    "workload_error.dataset_too_small": E(_too_small_en, _too_small_zh),
    "workload_error.dataset_tokens": E("a data set must come to 1 to {most:.0e} training tokens (this one: {tokens:.3g})",
                                       "数据集的训练 token 总数必须在 1 到 {most:.0e} 之间（这个：{tokens:.3g}）"),
    "workload_error.shared_prefix_long": E(
        "the shared instruction ({shared:,} tokens) is longer than each item's whole input ({prompt:,} tokens: the "
        "context less the output), and it is part of that input; state a longer item (--seq-len / --prompt-tokens) "
        "or a shorter instruction",
        "共享指令（{shared:,} 个 token）比每条任务的全部输入（{prompt:,} 个 token：上下文减去输出）还长，而它是输入的一部分；"
        "请说明更长的单条（--seq-len / --prompt-tokens）或更短的指令"),
    "workload_error.throughput_target": E("throughput target must be from {least:g} to 10⁹ tokens/s",
                                          "吞吐目标必须在 {least:g} 到 10⁹ token/秒之间"),
    "workload_error.per_user_target": E("per-user speed target must be from {least:g} to 10⁶ tokens/s per user",
                                        "每用户速度目标必须在每用户 {least:g} 到 10⁶ token/秒之间"),
    "workload_error.ttft_target": E("first-token target must be from {least:g} ms to an hour",
                                    "首 token 延迟目标必须在 {least:g} 毫秒到 1 小时之间"),
    "workload_error.prompt_context": E(
        "a request's prompt ({prompt:,} tokens) must be shorter than its context ({seq:,}{default}): the context "
        "counts prompt + answer",
        "请求的提示（{prompt:,} 个 token）必须短于其上下文（{seq:,}{default}）：上下文包含提示和回答"),
    "workload_error.default_context": E(", the default: state a longer one", "，这是默认值：请说明更长的上下文"),
    "workload_error.batch_context": E(
        "a batch request's context ({seq:,} tokens) must be longer than its output ({out:,}): the context counts "
        "prompt + output",
        "批处理请求的上下文（{seq:,} 个 token）必须长于其输出（{out:,} 个 token）：上下文包含提示和输出"),
    # tools/workload_fields.py: the flags of the CLI, MCP and LangChain
    "workload_error.train_tokens": E("train-tokens must be a number from 1 to {most:.0e} (got {value:g})",
                                     "train-tokens 必须是 1 到 {most:.0e} 之间的数（收到 {value:g}）"),
    "workload_error.budget_per_alone": E("--budget-per (budget_per) needs --budget (budget), an amount",
                                         "--budget-per（budget_per）需要 --budget（budget），即一个金额"),
    "workload_error.unknown_arguments": E("unknown argument(s) for {command}: {unknown}; accepted: {accepted}",
                                          "{command} 不认识的参数：{unknown}；可用：{accepted}"),
    "workload_error.batch_flag_alone": E(
        "{flag} ({name}) needs --batch-requests (batch_requests): online serving is sized by --seq-len and "
        "--concurrency",
        "{flag}（{name}）需要 --batch-requests（batch_requests）：在线服务按 --seq-len 和 --concurrency 估算"),
    # flags that cannot go together (tools.workload_fields: preference_conflict, provider_conflict, inapplicable)
    "workload_error.preference_task": E(
        "--preference (preference) {pref} needs a fine-tune --task (task): one of {tasks}, not {task}",
        "--preference（preference）{pref} 需要微调类的 --task（task）：{tasks} 之一，而不是 {task}"),
    "workload_error.reference_method": E(
        "--reference-precomputed (reference_precomputed) needs --preference (preference) {methods} or {last}: "
        "--preference {pref} has no reference model",
        "--reference-precomputed（reference_precomputed）需要 --preference（preference）为 {methods} 或 {last}："
        "--preference {pref} 没有参考模型"),
    "workload_error.reference_no_preference": E(
        "--reference-precomputed (reference_precomputed) needs --preference (preference) {methods} or {last}: "
        "no --preference (preference) was given",
        "--reference-precomputed（reference_precomputed）需要 --preference（preference）为 {methods} 或 {last}："
        "没有给出 --preference（preference）"),
    "workload_error.provider_both": E(
        "--provider (providers) and --exclude-provider (excluded_providers) both name {names}: keep to a cloud or "
        "leave it out, not both",
        "--provider（providers）和 --exclude-provider（excluded_providers）都写了 {names}："
        "一个云厂商只能限定或排除，不能两者都要"),
    "workload_error.owned_without_gpu": E(
        "{owned} needs {gpu}: name the cards you own (and their count with {num}), or leave it out to be told what "
        "to rent",
        "{owned} 需要 {gpu}：请写出你自有的卡（数量用 {num}），或去掉它，我来告诉你该租什么"),
    "workload_error.serving_only": E(_serving_only_en, _serving_only_zh),
    "workload_error.gguf_precision": E(
        "{model} is a GGUF repo with one file per quantization: pass precision (q4_k_m, q8_0, q5_k_m …) for the file "
        "you run; the model is read as {base}",
        "{model} 是 GGUF 仓库，每种量化一个文件：请传入 precision（q4_k_m、q8_0、q5_k_m …）指明你运行的文件；"
        "模型按 {base} 读取"),
    # advisor/core/service.py and advisor/core/compare.py
    "workload_error.no_model": E(
        "give --model NAME or --params BILLIONS (a model name or its size in billions of parameters)",
        "请给出 --model 名称或 --params 十亿数（模型名，或以十亿计的参数量）"),
    "workload_error.compare_option_unread": E(
        "cannot read a workload or a variation in option {option}: {text} (try a model, a task, a GPU, a precision or "
        "a context such as 32k)",
        "无法从第 {option} 个选项读出任务或变化：{text}（可以写模型、任务、GPU、精度，或 32k 这样的上下文）"),
}
