"""The words of tools/tiers.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "tiers.the_pick_first_row": E("the pick (first row): best for the stated work", "首选（第一行）：最适合所述工作的方案"),
    "tiers.the_safe_plan_at": E("the safe plan at the stated load and context", "所述负载与上下文下的稳妥方案"),
    "tiers.the_pick_first_row_2": E(
        "the pick (first row): best for the stated work, with × {real:.2f} headroom (the usual +20–30 %)",
        "首选（第一行）：最适合所述工作的方案，余量 × {real:.2f}（通常建议 +20%–30%）"),
    "tiers.actual": E("{note} (actual: × {real:.2f})", "{note}（实际 × {real:.2f}）"),
    "tiers.lean_qlora_floor": E(
        "{note} — as Unsloth's QLoRA recipe runs it (assumed: its offloaded gradient checkpointing, bf16 embeddings "
        "and fused loss, paged optimizer; Unsloth fits a 70B QLoRA in under 48 GB); HF/PEFT's recipe casts the "
        "embeddings to fp32 and keeps every layer's input and the whole logits, so it needs a bigger card (the pick's "
        "rows)",
        "{note}——按 Unsloth 的 QLoRA 方案计（假设：它的卸载式梯度检查点、bf16 词嵌入、融合损失、分页优化器；Unsloth "
        "可在 48 GB 内跑 70B 的 QLoRA）；HF/PEFT 的方案把词嵌入转成 fp32、保留每层输入和完整 logits，需要更大的卡"
        "（即首选那几行）"),
    "tiers.lean_qlora_floor_short": E(
        "{note} — as Unsloth's QLoRA recipe runs it (HF/PEFT's needs a bigger card)",
        "{note}——按 Unsloth 的 QLoRA 方案计（HF/PEFT 的方案需要更大的卡）"),
    "tiers.smallest_machine_that_holds": E(
        "smallest machine that holds the work, with no headroom{ckpt}",
        "能装下该工作的最小机器，不留余量{ckpt}"),
    "tiers.the_pick_first_row_3": E(
        "the pick (first row): best for the stated work with × {headroom:g} headroom (the usual +20–30 %)",
        "首选（第一行）：含 × {headroom:g} 余量（+20%–30%）时最适合所述工作的方案"),
    "tiers.usable_estimate": E(
        lambda a: f"{a['what']}; {a['how']}" + (
            "" if a.get("spare") is None else
            f": the weights and buffers leave {a['spare']:.0%} of the pool to the batch's sequences (pool ÷ weights and "
            f"buffers = × {a['real']:.2f})" if a.get("packed") else
            f": fits with {a['spare']:.0%} of the pool spare") + ("" if a.get("packed") and a.get("spare") is not None
                                                                 else f" (usable ÷ estimate = × {a['real']:.2f})"),
        lambda a: f"{a['what']}；{a['how']}" + (
            "" if a.get("spare") is None else
            f"：权重和缓冲之外，显存池还有 {a['spare']:.0%} 留给批量的序列（池 ÷ 权重和缓冲 = × {a['real']:.2f}）"
            if a.get("packed") else f"：装得下，显存池剩 {a['spare']:.0%}")
                  + ("" if a.get("packed") and a.get("spare") is not None else f"（可用 ÷ 估算 = × {a['real']:.2f}）")),
    "tiers.smallest_listed": E(
        "smallest listed machine that holds the work (no smaller one is listed): × {real:.2f} headroom",
        "能装下该工作的最小在列机器（没有更小的）：余量 × {real:.2f}"),
    "tiers.misses_deadline": E(
        "{note}; it misses your deadline: {took} against the {deadline} you gave, so it is not a plan for this job",
        "{note}；赶不上你的期限：要 {took}，而你给的是 {deadline}，所以不能用于这个任务"),
    "tiers.needs_checkpointing": E(
        "{note}; needs gradient checkpointing (+20–40 % step time), as its row says",
        "{note}；需要梯度检查点（步时 +20–40%），与表中该行一致"),
    "tiers.variant": E("{gpu}: {n} GPUs at {money}/h{cost}", "{gpu}：{n} 张，每小时 {money}{cost}"),
    "tiers.per_variant": E("How many {family} depends on the variant: {parts:; }", "需要几张 {family} 取决于型号：{parts:；}"),
    "tiers.budget_buys": E(
        "What the budget buys: about {users} users at once, each at ≥ {floor_said} (≈ {each:,.0f} per user, "
        "≈ {total:,.0f} tokens/s in all), on {gpus} × {gpu} at {money}/h; {more} at once would not fit it. That is a "
        "ceiling, not your load: the answer below is sized for {sized} at once (you stated no users) and checked "
        "against the budget; say how many use it at once to size it for them",
        "这笔预算能买到：约 {users} 人同时使用，每人 ≥ {floor_said}（每人约 {each:,.0f}，合计约 {total:,.0f} "
        "tokens/s），用 {gpus} × {gpu}，每小时 {money}；{more} 人同时用就超出预算。这是上限，不是你的负载：下面的方案"
        "按 {sized} 路并发配置（你没说用户数），再与预算比较；告诉我实际同时使用的人数，就按那个人数重算"),
    "tiers.no_safe_plan": E(
        "Thin margin: the pick has × {real:.2f} of its memory budget; no plan with × {safe_headroom:g} headroom "
        "exists within the stated constraints (measure the startup log's memory before committing)",
        "余量偏紧：首选方案只有显存预算的 × {real:.2f}；在所述约束内没有 × {safe_headroom:g} 余量的方案"
        "（上线前先看启动日志里的显存）"),
}
