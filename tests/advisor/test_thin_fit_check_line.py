"""A stated or owned card that holds the work with no room is ⚠ "held, tight" with the levers, and its row is marked;
never ✅ (tools.fit.thin_floor). Hand-worked: Llama-3.3-70B INT4 on 2 × RTX 4090 (vLLM pool 0.9 × 25.76 GB = 23.2 GB
a card): the same plan at 4,096 tokens needs 21.2 GB per GPU with 320 KiB × 4,096 / 2 = 0.67 GB of KV, so its weights,
activations and buffers are ≈ 20.5 GB; at 12,288 tokens the KV is 320 KiB × 12,288 / 2 = 2.0 GB per GPU → ≈ 22.5 GB:
0.7 GB spare, under 5 % of the pool (1.16 GB) → thin. An 8-bit KV cache or half the context frees half the KV:
≈ 1.0 GB per GPU."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("text, held, spare, frees", [
    ("I have 2x RTX 4090 at home, want to run llama 3.3 70b with a 12k context just for me",
     "⚠️ 2 × RTX 4090 (held, tight)", "fits only just (0.7 GB spare", "frees ≈ 1.0 GB per GPU"),
    ("我自己有两张 4090，想跑 Llama-3.3-70B，12k 上下文，就我一个人用",
     "⚠️ 2 × RTX 4090（满足，但很紧）", "勉强装得下（余 0.7 GB", "每卡约省 1.0 GB"),
])
def test_an_owned_fit_with_no_room_is_tight_not_held(tmp_path, text, held, spare, frees):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert held in r.text and spare in r.text and frees in r.text
    assert "✅ 2 × RTX 4090" not in r.text
    assert ("⚠ memory tight" in r.text) or ("⚠ 显存很紧" in r.text)
