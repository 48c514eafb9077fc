"""The words of tools/licence_swap.py: the model a place-barring licence names instead, sized on the same load."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "licence_swap.sized_job": E(
        "sized on the same job: ≈ {gb:,.1f} GB a GPU, cheapest {fleet} at {hour}/h, done in ≈ {hours:,.1f} h for ≈ {job} "
        "— not on the barred model's cards",
        "按同样的任务估算：每卡约 {gb:,.1f} GB，最便宜的是 {fleet}，每小时 {hour}，约 {hours:,.1f} 小时跑完，整个任务约 {job}"
        "——不是按被禁模型配的卡"),
    "licence_swap.sized": E(
        "sized on the same load: ≈ {gb:,.1f} GB a GPU, cheapest {fleet} at {hour}/h (≈ {month} over the same "
        "hours) — not on the barred model's cards",
        "按同样负载估算：每卡约 {gb:,.1f} GB，最便宜的是 {fleet}，每小时 {hour}（同样时长约 {month}）"
        "——不是按被禁模型配的卡"),
}
