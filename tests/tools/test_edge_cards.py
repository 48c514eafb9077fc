"""The stated card count that brings a load past the serving headroom limit under it, where the model's attention
heads allow the split (tools.edge_cards), and its words in the stated-machine lead."""

from __future__ import annotations

from advisor.core.messages import word
from advisor.core.script import to_script
from tools.edge_cards import edge_cards
from tools.fit import Fit
from tools.schema import ModelArch, Msg

LIMIT = 0.90  # tools.recommend.TIGHT_POOL_SHARE
GB = 10**9


def _arch(heads: int, kv: int) -> ModelArch:
    return ModelArch(name="m", layers=40, hidden=5120, heads=heads, kv_heads=kv, head_dim=128, intermediate=13824,
                     vocab=32768)


def _fit(need: float, kv: float, weights: float, budget: float) -> Fit:
    return Fit(rule="pool", framework="vllm", need=int(need * GB), budget=int(budget * GB), usable=int(budget / 0.9 * GB),
               estimate=int(need * GB), headroom=1.0, kv=int(kv * GB), weights=int(weights * GB))


def test_three_cards_refused_by_the_heads_four_named() -> None:
    # Mistral-Small-24B (config.json: 32 attention heads, 8 KV heads) on 2 × L40S as one copy, TP 2: 41.0 GB of a
    # 43.2 GB pool (94.9 %), weights 11.8 + KV 28.0, so 1.2 GB per card that does not shard. 3 cards: TP 3 does not
    # divide 32 heads, and 2 copies of TP 2 need 4 → refused. 4 cards, TP 4: 1.2 + (11.8 + 28.0) × 2 ÷ 4 = 21.1 GB
    # (48.8 %); 2 copies of TP 2: 1.2 + 11.8 + 14.0 = 27.0 GB; the smaller, 21.1 GB ≤ 0.9 × 43.2 = 38.88 → 4 cards
    e = edge_cards(_fit(41.0, 28.0, 11.8, 43.2), 2, 1, _arch(32, 8), LIMIT)
    assert e is not None and (e.cards, e.tp, e.copies, e.refused) == (4, 4, 1, (3,))
    assert round(e.need / GB, 1) == 21.1 and round(e.share, 3) == 0.488


def test_copies_grow_when_the_heads_refuse_a_wider_split() -> None:
    # Qwen2.5-7B (28 heads, 4 KV heads) on 4 × A10G as 2 copies of TP 2: 21.5 GB of a 21.6 GB pool, KV 12, weights 8,
    # so 1.5 GB fixed. 5 cards: neither 5 ÷ 2 copies nor 5 ÷ TP 2 → refused; 6 cards: TP 3 refused (28 % 3), 3 copies
    # of TP 2: 1.5 + 8 + 12 × 2 ÷ 3 = 17.5 GB, 81.0 % ≤ 90 % → 6 cards as 3 copies
    e = edge_cards(_fit(21.5, 12.0, 8.0, 21.6), 4, 2, _arch(28, 4), LIMIT)
    assert e is not None and (e.cards, e.tp, e.copies, e.refused) == (6, 2, 3, (5,))
    assert round(e.share, 3) == 0.81


def test_nothing_under_the_limit_is_none() -> None:
    # 41.0 GB of the 43.0 GB need does not shard (activations, buffers): over 38.88 GB on any count → no card count
    assert edge_cards(_fit(43.0, 1.0, 1.0, 43.2), 1, 1, _arch(32, 8), LIMIT) is None


def _more(lang: str, refused: str) -> str:
    return word(Msg(code="stated_edge.more_cards", args={
        "n": 4, "gpu": "L40S", "tp": 4, "copies": 1, "need": 21.1, "share": 0.488, "refused": refused, "heads": 32,
        "kv": 8}), lang)


def test_more_cards_words_name_the_count_and_the_refused_one() -> None:
    en, zh, tw = _more("en", "3"), _more("zh", "3"), to_script(_more("zh", ""), "zh-Hant")
    assert en.startswith("4 × L40S (3 would not divide the model's 32 attention / 8 KV heads; tensor parallel 4")
    assert "21.1 GB per GPU in the pool, 49%" in en
    assert "用 4 张 L40S" in zh and "3 张整除不了" in zh and "张量并行 4" in zh
    assert "4 張 L40S" in tw and "整除" not in tw
    assert "None" not in en + zh + tw
