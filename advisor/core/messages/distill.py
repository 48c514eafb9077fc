"""The words of logit distillation sized as its teacher pass, its stored logits and its student's training
(advisor/core/distill_read.py, tools/distill.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "distill.teacher_priced": E(
        "Teacher pass priced on the pick's machine: the {teacher_b:.1f} B teacher in {precision} over the corpus on "
        "{gpus} × {gpu} runs ≈ {hours:,.1f} h (with start-up) at {hourly}/h: {cost}; with the student's {student}, "
        "{total} for both jobs (logit storage extra).",
        "教师前向按首选机器计价：{teacher_b:.1f}B 教师模型以 {precision} 在 {gpus} × {gpu} 上跑完语料约 {hours:,.1f} 小时"
        "（含启动），每小时 {hourly}，{cost}；加上学生训练的 {student}，两个任务合计 {total}（不含 logits 存储）。"),
    "distill.teacher_unpriced": E(
        "Teacher pass not priced on the pick: {gpus} × {gpu} cannot hold the {teacher_b:.1f} B teacher in FP8 with room; "
        "run it on a node that does (one 8 × H100 node, the hours above) and add its cost to the student's {student}.",
        "教师前向未按首选机器计价：{gpus} × {gpu} 放不下 {teacher_b:.1f}B 教师模型（FP8，含余量）；请在放得下的节点上跑"
        "（一台 8 × H100，时长见上），其费用再加上学生训练的 {student}。"),
    "recommend.rollouts_priced": E(
        "Rollouts priced on the same machine: {answers:,} answers × {each:,} tokens = {tokens:,} tokens generated before "
        "the updates, a batch of inference on {fleet} (vLLM; each prompt a 161-token ShareGPT mean, assumed) ≈ {took}, "
        "{cost}; with the training's {train}, {total} for the run (RL frameworks alternate the two on one machine)."
        "{wall}",
        "采样（rollout）按同一台机器计价：{answers:,} 个回答 × 每个 {each:,} token = {tokens:,} token，在更新前生成，是在 "
        "{fleet} 上的一批推理（vLLM；每个提示按 ShareGPT 平均 161 token 假设）约 {took}，{cost}；加上训练的 {train}，整个"
        "运行合计 {total}（RL 框架在同一台机器上交替做这两步）。{wall}"),
    "recommend.rl_wall": E(
        " Those are ideal phases: weight syncs to the rollout engine, the long answers that pad each generation step "
        "and the scoring between them stretch a real PPO run ×{lo:g}–{hi:g}: ≈ {h_lo}–{h_hi} a run, and "
        "{c_lo}–{c_hi} with up to {runs} runs to tune it (KL coefficient, learning rates, value warm-up): budget that.",
        "以上是理想阶段：向采样引擎同步权重、长回答拖慢每步生成、两步之间的打分，使真实 PPO 运行约为其 ×{lo:g}–{hi:g}，"
        "每次约 {h_lo}–{h_hi}，调参最多 {runs} 次合计 {c_lo}–{c_hi}（KL 系数、学习率、价值模型预热）：按此做预算。"),
    "recommend.rollouts_unpriced": E(
        "Rollouts not priced: {answers:,} answers × {each:,} tokens = {tokens:,} tokens generated before the updates, "
        "which {fleet} cannot serve as a batch here; add their inference to the training's {train}.",
        "采样（rollout）未计价：{answers:,} 个回答 × 每个 {each:,} token = {tokens:,} token 要在更新前生成，{fleet} 在这里"
        "无法作为批量推理估算；请把这部分推理加到训练的 {train} 上。"),
    "distill.read": E(
        "Read as logit distillation, two jobs and the logits between them (not a fine-tune of {teacher}). Teacher pass: "
        "{teacher} forward over {tokens_b:g} B tokens = 2 × parameters × tokens ≈ {t_flops:.2e} FLOPs → ≈ {bf16_h:,.0f} "
        "H100-hours in BF16, ≈ {fp8_h:,.0f} in FP8 (datasheet dense peak at {mfu:.0%} utilisation, a batched prefill). "
        "Logits: the full vocabulary in BF16 would be ≈ {full_tb:,.0f} TB, impractical to store; keep the top-{k} "
        "(a 4-byte token id and a 2-byte value each; k = {k} assumed, 16–64 is usual) ≈ {topk_gb:,.0f} GB, or distil "
        "online with the teacher in FP8 (≈ {fp8_gb:.0f} GB) resident beside the student on one node, nothing stored. "
        "Student: {student} trained on the same tokens, 6 × parameters × tokens ≈ {s_flops:.2e} FLOPs: the job priced "
        "below (the KL loss over top-k logits adds little to a step). The teacher pass is priced on its own line "
        "below, beside that cost: on one 8 × H100 node it runs ≈ {node_fp8_h:,.0f} h in FP8 (≈ {node_bf16_h:,.0f} h in "
        "BF16).",
        "按 logit 蒸馏理解：两个任务加中间存的 logits（不是微调 {teacher}）。教师前向：{teacher} 跑 {tokens_b:g}B token = "
        "2 × 参数 × token ≈ {t_flops:.2e} FLOPs → BF16 约 {bf16_h:,.0f} H100 小时、FP8 约 {fp8_h:,.0f}（按数据手册稠密峰值的 "
        "{mfu:.0%} 利用率，批量预填）。Logits：全词表 BF16 约 {full_tb:,.0f} TB，存不下；只存 top-{k}（每项 4 字节 token id + "
        "2 字节数值；k = {k} 为假设，常用 16–64）约 {topk_gb:,.0f} GB，或在线蒸馏："
        "教师 FP8（约 {fp8_gb:.0f} GB）和学生放在同一节点，什么都不用存。"
        "学生：{student} 在同样的 token 上训练，6 × 参数 × token ≈ {s_flops:.2e} FLOPs：下面计价的就是这个任务"
        "（对 top-k logits 的 KL 损失几乎不增加每步开销）。教师前向在下面单独一行计价，与这个价格并列："
        "在一台 8 × H100 节点上 FP8 约 {node_fp8_h:,.0f} 小时（BF16 约 {node_bf16_h:,.0f} 小时）。"),
}
