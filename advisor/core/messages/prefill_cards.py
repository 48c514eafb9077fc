"""The FP8 card beside a prefill-bound pick that is not FP8 (tools.prefill_cards.fp8_lever)."""

from __future__ import annotations

from advisor.core.messages.base import E
from tools.wording import money_text

ENTRIES: dict[str, E] = {
    "prefill_cards.fp8": E(
        lambda a: (f"Lever: FP8 (W8A8, vLLM --quantization fp8; test the answers' quality) on {a['gpu']}, the card "
                   f"cheapest per FP8 prefill token here: {a['tflops']:,.0f} dense FP8 TFLOPS → ≈ {a['per']:,.0f} "
                   f"tokens/s a card → ≈ {a['cards']:,} {a['gpu']}, ≈ {money_text(a['month'], a['currency'], 0)} a "
                   f"month at its cheapest GPU-hour ({a['saving']:.1f}× under the pick's "
                   f"{money_text(a['pick_month'], a['currency'], 0)}; whole machines not counted)"),
        lambda a: (f"可选：FP8（W8A8，vLLM --quantization fp8；先测回答质量）跑在 {a['gpu']} 上——这里按 FP8 预填充每 token "
                   f"最便宜的卡：稠密 FP8 {a['tflops']:,.0f} TFLOPS → 每卡约 {a['per']:,.0f} token/s → 约 "
                   f"{a['cards']:,} 张 {a['gpu']}，按其最低单卡时价每月约 {money_text(a['month'], a['currency'], 0)}"
                   f"（比首选的 {money_text(a['pick_month'], a['currency'], 0)} 低 {a['saving']:.1f} 倍；未按整机取整）")),
}
