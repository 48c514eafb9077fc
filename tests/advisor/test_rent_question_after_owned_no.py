"""After a "no" on the user's own cards, a follow-up that asks what to rent ("跑不了的话租什么最便宜", "if they can't,
what should we rent instead?", 唔得嘅話租邊部) moves the plan to rented machines even though its words also read as
"otherwise we rent" (Workload.rent_instead): the owned-card and owned-count constraints go, the owned cards stay only
as a card checked beside the rental, and every other constraint (no quantization → BF16, 16k, 10 people, daytime
hours) is kept. It once kept "仅 RTX 3090 · 你自己的卡" and answered FP8 on the owned 3090s against 不要量化."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine, rent_followup
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

OWNED = Workload(model="Qwen2.5-32B", gpu_preference="RTX 3090", num_gpus=2, owned_gpus=True)

ASKS = ["跑不了的话租什么最便宜，只白天用", "if they can't, what should we rent instead? cheapest, daytime only",
        "唔得嘅話租邊部最平，淨係日頭用", "不行的話租什麼最便宜"]


@pytest.mark.parametrize("text", ASKS)
def test_a_question_what_to_rent_leaves_the_owned_cards(text):
    e = rent_followup(extract(text), OWNED, text)
    assert e.patch.owned_gpus is False and e.patch.rent_instead is None
    assert e.patch.checked_gpu == "RTX 3090" and e.patch.checked_gpu_count == 2  # the owned pair, checked beside


@pytest.mark.parametrize("text", ["不行的话租卡", "otherwise we'll rent", "唔得就租"])
def test_otherwise_we_rent_said_without_asking_keeps_the_owned_cards_first(text):
    # no question what to rent: the owned cards stay the plan, a rental only where they fail (owned_rent_instead)
    e = rent_followup(extract(text), OWNED, text)
    assert e.patch.owned_gpus is None and e.patch.rent_instead


def chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


@pytest.mark.slow
@pytest.mark.parametrize("first, then, own, bf16, hours", [
    ("实验室有两张3090带nvlink桥，想跑qwen2.5-32b-instruct给组里10个人用，16k上下文，不要量化，能跑吗",
     "跑不了的话租什么最便宜，只白天用", "你自己的卡", "BF16", "517 小时"),
    ("we have two RTX 3090s with an nvlink bridge, want to run qwen2.5-32b-instruct for 10 people in the lab, 16k "
     "context, no quantization, can it run?", "if they can't, what should we rent instead? cheapest, daytime only",
     "your own cards", "BF16", "517 h"),
    ("實驗室有兩張3090有nvlink橋，想跑qwen2.5-32b-instruct俾組入面10個人用，16k上下文，唔要量化，得唔得",
     "唔得嘅話租邊部最平，淨係日頭用", "你自己的卡", "BF16", "517 小時"),
])
def test_the_rent_question_is_answered_with_a_bf16_rental(tmp_path, first, then, own, bf16, hours):
    # Qwen2.5-32B BF16: 32.8e9 × 2 B ≈ 65.5 GB of weights; KV 64 layers × 2 × 8 KV heads × 128 × 2 B = 256 KiB a
    # token, 3 chats at 4,096 + 1 at 16,384 = 28,672 tokens ≈ 7.5 GB: ≈ 76 GB in all, ≈ 37 GB a card on the owned
    # pair (vLLM pool 0.9 × 25.8 GB = 23.2 GB): no. Rented in BF16 it needs ≥ 2 × 48 GB (2 × A40: ≈ 38 GB a card
    # of a 43 GB pool); FP8 only as a lever. Daytime 17 h × 30.4 days ≈ 517 h a month.
    replies = chat(tmp_path, first, then)
    head = replies[1].text.splitlines()[0]
    assert own not in head and bf16 in head and "FP8" not in head, head
    assert "3090" in head  # the owned pair is still checked beside the rental
    body = replies[1].text
    assert "RTX 3090 (`2x_RTX3090" not in body  # no rented pair of the owned card in FP8 as the plan
    assert hours in body
