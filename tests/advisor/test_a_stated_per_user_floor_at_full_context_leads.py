"""With a stated per-user speed, a plan that holds it only at the typical prompt does not lead when a plan holding it
with every stream at the full sized context costs within tools.ranking.floor_gives_way × its price (cards bought back
whole, within the 5 % tie), and a row near the users leads on the place rule only if it holds the floor there too
(and the margin, when the lead was chosen for it). By hand, Llama-3.1-8B BF16, 40 users at once, 50 tok/s each:
1 × A800 PCIe at $1.08/h gives 56.4 tok/s typical but 32.4 at 4,096 tokens (× 1.54 short → a second card → the 2×
cap); 1 × H100 at $2.17/h (2.01×, a tie with 2×) holds 51.5 there, inside the 37 % error. The plan that keeps the
margin within 25 % of it is 1 × MI300X at $2.39/h (71.3 tok/s at the full context), but it runs ROCm, nobody named AMD
and it saves nothing (10 % dearer; the stack preference asks for a 15 % saving), so the CUDA H100 holding the floor at
full context leads and the MI300X is named beside it. The near A100 80GB PCIe in Norway ($1.85/h, the A800's speed:
≈ 32 at full context) does not take the lead."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text", [
    "We're launching a chat app on Llama 3.1 8B Instruct. About 40 users at once, each should see at least 50 "
    "tokens/s. Users are mostly in the UK. What GPU should we rent?",
    "Llama 3.1 8B Instruct 做聊天应用，同时 40 路并发，每人至少 50 token/s，用户主要在英国，租什么 GPU？",
    "Llama 3.1 8B Instruct 做聊天應用，同時 40 路並發，每人至少 50 token/s，用戶主要在英國，租什麼 GPU？",
])
def test_the_plan_holding_the_floor_at_full_context_leads(ask, text):
    out = ask(text)
    first = next(x for x in out.split("\n") if x.startswith("| 1 |"))
    assert "H100" in first and "MI300X" not in first, first
    assert "MI300X" in out, out  # the ROCm plan that keeps the margin, named beside
    for below in ("A800", "A100 80GB PCIe"):  # ≈ 32.4 tok/s at 4,096 tokens, under 50
        assert below not in first
