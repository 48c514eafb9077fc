"""A label or verdict service asked as a request rate, in the users' own words (en / 简体 / 繁體), is sized by
throughput (tools.rate_service), and a model just fine-tuned on items of a stated length serves requests of that length
(tools.rate_service.carried_prompt). Before, such a service was sized as chat users at 20 tokens/s each, in a closed
loop that resubmitted at once, with a 4,096-token default context: several times the cards its prefill needs."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import merge_workload
from tools.schema import Dataset, Workload, WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_items_just_trained_on_are_the_prompt_of_a_labelling_rate() -> None:
    # Hand: Qwen2.5-0.5B fine-tuned on 80k tickets of ~220 tokens, then 120 requests/s with a label each: every
    # request is such a ticket, 220 tokens in; a chat follow-up (300-token answers) keeps its own default
    before = Workload(task="full_finetune", model="Qwen2.5-0.5B",
                      dataset=Dataset(amount=80_000, unit="examples", tokens_per_unit=220))
    served = merge_workload(before, WorkloadPatch(task="inference", target_requests_per_s=120, output_tokens=8))
    assert served.prompt_tokens == 220 and served.dataset is None
    chat = merge_workload(before, WorkloadPatch(task="inference", target_requests_per_s=5, output_tokens=300))
    assert chat.prompt_tokens is None
    said = merge_workload(before, WorkloadPatch(task="inference", target_requests_per_s=120, output_tokens=8,
                                                prompt_tokens=600))
    assert said.prompt_tokens == 600


def _cards(reply) -> int:
    c = reply.recommendation.candidates[0]
    return round(c.instances * c.gpu_count)


@pytest.mark.slow
@pytest.mark.parametrize("text,most", [
    # Sized by its prefill (tools.prefill_service), each card busy at most BUSY_TARGET (0.75) of the time, its p95
    # checked by Erlang C. Hand: 200/s × 292-token mails = 58,400 tokens/s; one L4 prefills 121e12 (dense BF16) × 0.5
    # (PREFILL_MFU) ÷ (2 × 3.21e9) = 9,417 tokens/s → 6.2 L4 fully busy, ÷ 0.75 → 8.3 → 9 L4 (a flat 50 % rented 13),
    # each whole verdict back within the 1 s (the chat rule: 200 × (1 s + 8 ÷ 20) in a closed loop)
    ("We'll serve Llama-3.2-3B as a spam filter: 300-token emails in, the output is just a label, 200 requests per "
     "second at peak, answers within 1 s. How many L4s?", 9),
    # Hand: 150/s × 400 = 60,000 tokens/s; one L4: 60.5e12 ÷ (2 × 1.544e9) = 19,598 tokens/s → 3.06 → ÷ 0.75 → 5 L4
    ("用 Qwen2.5-1.5B 做工单路由，每秒 150 个请求，每条提示约 400 token，只输出一个标签，用 L4，要几张卡？", 5),
    # Hand: 300/s × 161 (the default prompt) = 48,300 tokens/s; one L4: 60.5e12 ÷ (2 × 2.61e9) = 11,570 tokens/s →
    # 4.17 → ÷ 0.75 = 5.6 → 6 L4
    ("我們用 Gemma-2-2B 做評論情感分類，尖峰每秒 300 筆請求，每次輸出一個標籤，要租幾張 L4？", 6),
])
def test_a_labelling_rate_is_sized_by_its_prefill(tmp_path, text: str, most: int) -> None:
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    w = reply.recommendation.workload
    assert w.seq_len < 1000, w  # prompt + label, never a chat's 4,096-token default
    assert 2 <= _cards(reply) <= most, reply.text[:600]


@pytest.mark.slow
def test_a_classifier_fine_tuned_then_served_at_a_rate_in_traditional(tmp_path) -> None:
    # Hand: Qwen2.5-1.5B trained on 120-token reviews, then 400 classifications a second: 400 × 120 × 2 × 1.54e9 =
    # 1.5e14 FLOP/s → 2.5 L4 at half of 121 TFLOPS → 3–5 L4, context 120 + 8 = 128 (the chat rule: 960 users at 4,104)
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "我們要把 Qwen2.5-1.5B 全參數微調成評論分類器，10 萬筆評論，每筆約 120 token，用 L4")
    reply = eng.handle("t", "訓完要上線，尖峰每秒 400 筆分類請求，要開幾張卡？")
    w = reply.recommendation.workload
    assert (w.prompt_tokens, w.seq_len) == (120, 128), w
    assert 2 <= _cards(reply) <= 6, reply.text[:600]
