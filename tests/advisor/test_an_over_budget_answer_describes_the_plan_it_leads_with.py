"""An over-budget serving answer that leads with a way within the budget (FP8 weights at the readable minimum of 10
tokens/s per user) compares like with like and describes that plan: the precision asked is also given at the same
10 tokens/s (not only at the 20 tokens/s default), and the KV-cache pitfall is worked out on the plan that leads, never
on the as-asked plan over the budget. English, 简体, 繁體."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text, same_floor, kv", [
    # Qwen3-235B-A22B, 1,000 online → ≈ 296 generating. FP8 weights (≈ 235 GB) at 10 tok/s: 3 × (2 × MI300X) ≈ ¥75,371
    # leads. BF16 at the same 10 tok/s: 8 × MI300X ≈ ¥100,495, 0.5 % over ¥100,000 (was only named at 20 tok/s,
    # 4 × (8 × MI300X) ≈ ¥401,979). KV per token: 94 layers × 4 KV heads × 128 × 2 (K, V) × 2 B = 192,512 B; one FP8
    # copy (TP 2) holds 148 sequences × 4,096 × 192,512 B ≈ 116.7 GB = 58.4 GB on each of its 2 cards (was "分到 4
    # 张卡", the BF16 plan's group)
    ("在线服务 Qwen3-235B-A22B，1000 人同时在线，每月预算十万人民币",
     "同样按每人 10 token/s，按原精度（BF16 权重）：runpod 8x_MI300X_SECURE", "共 116.7 GB，分到 2 张卡"),
    ("線上服務 Qwen3-235B-A22B，1000 人同時在線，每月預算十萬人民幣",
     "同樣按每人 10 token/s，按原精度（BF16 權重）：runpod 8x_MI300X_SECURE", "共 116.7 GB，分到 2 張卡"),
    ("Serve Qwen3-235B-A22B online for 1,000 users at once, budget 100,000 CNY a month",
     "At the same 10 tokens/s per user as asked (BF16 weights): runpod 8x_MI300X_SECURE", "116.7 GB in all over 2 GPUs"),
])
def test_the_lead_plan_is_compared_and_described(tmp_path, text, same_floor, kv):
    out = _ask(tmp_path, text)
    lead = next(ln for ln in out.split("\n") if "2x_MI300X" in ln)  # the headline: FP8 on 3 × (2 × MI300X)
    assert "FP8" in lead and "10 token" in lead, out
    assert same_floor in out, out
    assert kv in out and "233.4 GB" not in out, out
