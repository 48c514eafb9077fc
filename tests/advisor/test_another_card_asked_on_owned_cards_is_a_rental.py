"""On a thread about the user's own cards, another card asked about with no word that they have it ("what about 2
A10s?" after 4 owned K80s, 那换成2张L40S呢？) is a card to rent, priced as one; never "run it on your own 2 × A10".
A correction of which card they own ("actually they are 4090s") keeps the cards theirs."""
import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _second(tmp_path, first: str, second: str) -> str:
    engine = Engine(store=Store(tmp_path / "s.db"))
    engine.handle("t", first)
    return engine.handle("t", second).text


def test_another_card_after_unusable_owned_k80s_is_rented(tmp_path):
    # Llama-3.1-8B BF16 ≈ 16.1 GB + KV for 5 × 4,096 tokens × 128 KiB ≈ 2.7 GB: one A10 24 GB a copy, 2 replicas
    out = _second(tmp_path, "we own 4 Tesla K80 cards, can they serve Llama-3.1-8B for 5 users?", "what about 2 A10s?")
    head = out.splitlines()[0]
    assert "A10 only" in head and "your own cards" not in head, head
    assert "your own cards on → off" in out and "rent " in out and "run it on your own" not in out


def test_another_card_in_simplified_chinese_is_rented(tmp_path):
    out = _second(tmp_path, "我们有4张RTX 3090，想部署Qwen2.5-14B给10个人用", "那换成2张L40S呢？")
    head = out.splitlines()[0]
    assert "仅 L40S" in head and "你自己的卡" not in head, head
    assert "租 " in out and "在你自己的" not in out


def test_a_correction_of_the_owned_card_keeps_it_owned(tmp_path):
    out = _second(tmp_path, "we have 4 RTX 3090s, serve Qwen2.5-14B for 10 people", "actually they are 4090s")
    head = out.splitlines()[0]
    assert "RTX 4090 only" in head and "your own cards" in head, head
