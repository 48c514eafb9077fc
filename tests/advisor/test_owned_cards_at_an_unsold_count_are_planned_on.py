"""The user's own cards at a count no cloud rents as one machine that carries the plan (two RTX 4090 in a workstation)
are planned on as they are: tensor parallel over the cards, the fit, the speed, no price, and the rentals below as the
comparison. The answer once read "❌ 2 GPUs (not possible): no priced machine runs this on 2 GPUs" beside "your own
cards" and rented three single cards. The hand reasoning is in each test."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, q: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", q).text


def test_two_owned_4090s_hold_a_32b_awq_over_tp2(tmp_path):
    # Hand: Qwen2.5-32B-Instruct-AWQ ≈ 19.3 GB of 4-bit weights with scales; TP 2 → ≈ 9.7 GB a card. KV per token =
    # 2 · 64 layers · 8 KV heads · 128 · 2 B = 262,144 B; 5 users × 4,096 tokens ≈ 5.4 GB, ≈ 2.7 GB a card under TP 2:
    # ≈ 12.4 GB + buffers per 24 GB card. The pair holds it; one card alone (≈ 22 GB) would be at the edge.
    out = _answer(tmp_path, "We have a workstation with 2x RTX 4090 connected over PCIe. "
                            "Can it serve Qwen2.5-32B-Instruct-AWQ to 10 colleagues?")
    assert "run it on your own 2 × RTX 4090" in out, out
    assert "not possible" not in out and "No priced machine runs this" not in out, out
    assert "(honoured)" in out, out


def test_simplified_workstation_with_two_4090s_runs_a_coder_32b_on_them(tmp_path):
    # Hand: Qwen2.5-Coder-32B-Instruct-AWQ has Qwen2.5-32B's shape (64 layers, 8 KV heads, head 128): ≈ 9.7 GB of
    # weights + ≈ 2.7 GB of KV a card over TP 2 for 5 users at 4,096 tokens: fits two 24 GB cards, no rental needed.
    out = _answer(tmp_path, "我们有一台工作站，装了两张 RTX 4090，想给 10 个同事跑 Qwen2.5-Coder-32B-Instruct-AWQ，行吗？")
    first = next(x for x in out.splitlines() if x.startswith("**Qwen2.5-Coder-32B") and "·" not in x)
    assert "你自己的 2 × RTX 4090" in first and "租 3 台" not in first, first
    assert "无法满足" not in out, out


def test_two_owned_3090s_split_a_34b_awq_past_the_serving_limit_over_tp2(tmp_path):
    # Hand: Yi-1.5-34B-Chat in 4-bit AWQ ≈ 19 GB of weights (34.4 B × ~4.25 bits + 16-bit embeddings); KV per token =
    # 2 · 60 layers · 8 KV heads · 128 · 2 B = 245,760 B. 12 researchers → 4 at once: one copy a card holds 2 users at
    # ≈ 21.9 GB of a 23.2 GB pool (94.6 %, past the 90 % serving limit though over 1 GiB spare). TP 2 over the two
    # cards: ≈ 9.5 GB of weights + 4 × 4,096 × 245,760 B ÷ 2 ≈ 2.0 GB of KV + buffers ≈ 12.1 GB a card, all 4 users on
    # one copy. Over PCIe (no bridge) the all-reduce is charged in the speed: ≈ 42 tok/s a user, still above 20.
    out = _answer(tmp_path, "Our lab owns a box with two RTX 3090s on PCIe (no NVLink bridge). Could it host "
                            "Yi-1.5-34B-Chat in 4-bit AWQ for our 12 researchers?")
    head = next(x for x in out.splitlines() if x.startswith("**Yi-1.5-34B-Chat serving"))
    assert "run it on your own 2 × RTX 3090" in head and "TP 2" in head, head
    assert "without headroom" not in out and "2 replicas × 1 GPU" not in out, out
    assert "(honoured): Yes: 2 × RTX 3090 per copy" in out, out


def test_traditional_two_owned_3090s_split_a_34b_awq_over_tp2(tmp_path):
    # Hand: as above in 繁體: one copy a card ≈ 21.9 GB of 23.2 GB (94.6 %, past the limit); TP 2 ≈ 12.1 GB a card
    # holds all 4 of 12 at once; the interconnect question says TP 2 runs over PCIe and the speed counts it.
    out = _answer(tmp_path, "我們實驗室有一台主機，裝了兩張 RTX 3090（PCIe，沒有 NVLink），想用 4-bit AWQ 的 "
                            "Yi-1.5-34B-Chat 給 12 位研究員用，可以嗎？")
    head = next(x for x in out.splitlines() if x.startswith("**Yi-1.5-34B-Chat 推論部署"))
    assert "你自己的 2 × RTX 3090" in head and "TP 2" in head and "租" not in head.split("（")[0], head
    assert "沒有餘量" not in out and "2 個副本 × 1 卡" not in out, out
    assert "張量並行" in out and "PCIe" in out, out


def test_traditional_box_with_two_3090s_runs_qwq_on_them(tmp_path):
    # Hand: QwQ-32B-AWQ (Qwen2.5-32B's shape) with 8,192 thinking tokens: context 12,288; KV 262,144 B a token ×
    # 12,288 × 5 users ≈ 16.1 GB in all, ≈ 8.1 GB a card under TP 2, + ≈ 9.7 GB of weights ≈ 18 GB a 24 GB card: fits.
    out = _answer(tmp_path, "我哋有部主機，插咗兩張 RTX 3090，想俾 8 個同事行 QwQ-32B-AWQ，得唔得？")
    first = next(x for x in out.splitlines() if x.startswith("**QwQ-32B") and "·" not in x)
    assert "你自己的 2 × RTX 3090" in first and "租" not in first.split("（")[0], first
    assert "無法滿足" not in out, out


def test_a_second_model_the_owned_box_cannot_keep_up_with_is_said_in_words(tmp_path):
    # Hand: 120 developers' completions at ≈ 7.2 requests/s of ≈ 615 new prompt tokens each, moved onto
    # Llama-3.1-70B AWQ over TP 2 on 2 × RTX A6000: 2 × 70.6e9 FLOP × 615 × 7.2 ≈ 0.63 PFLOP/s of prefill, past what
    # the pair delivers, so the queue never drains: no first-token time and no per-user speed exist at this load.
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "We own a server with 2x RTX A6000. We run Qwen2.5-Coder-7B for autocomplete for 120 developers.")
    out = e.handle("t", "Could the same box also serve Llama-3.1-70B-Instruct-AWQ as a chat assistant?").text
    assert "inf s" not in out and "≈ 0 tokens/s" not in out and "≈ 0 tok/s" not in out, out
    assert "cannot keep up with this load" in out, out


def test_a_stated_build_is_weighed_at_its_own_price_with_consumer_card_costs(tmp_path):
    # Hand: ¥110,000 for a build of 8 × RTX 4090 (450 W each) every hour: power 3.6 kW × 730 h × ¥0.94 ≈ ¥2,460 a
    # month; the same 8 GPU-hours rented at the cheapest row ≈ ¥31k a month → payback ≈ 110,000 ÷ (31k − 2.5k) ≈ 3.9
    # months. Consumer cards: no ECC, the GeForce driver licence bars data-centre deployment, warranty under 24/7 use.
    out = _answer(tmp_path, "老板打算花11万攒一台8卡RTX 4090的机器，跑 Qwen2.5-72B-Instruct-AWQ 给 50 个人用，"
                            "上下文 16k，还是租云划算？")
    line = next(x for x in out.splitlines() if "买的一边（按你说的整机价）" in x)
    assert "¥110,000" in line and "个月回本" in line, line
    assert "ECC" in line and "数据中心" in line, line
