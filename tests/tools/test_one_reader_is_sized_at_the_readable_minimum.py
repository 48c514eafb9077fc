"""One reader with a very long context is not led by a box several times the work's need because of our 20 tok/s
interactive default (a floor they never stated): past tools.small_load_floor.ONE_READER_PREMIUM × the cheapest plan at
the readable minimum (10 tok/s, about twice silent reading speed), the answer is sized at that minimum and names the
plan that meets the default beside it."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.small_load_floor import ONE_READER_PREMIUM, floor_premium, one_reader

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_one_reader_and_the_premium_by_hand():
    # "just me" (a stated or personal single user) is a reader; a count nobody stated is not, nor three users
    assert one_reader(1, True) and not one_reader(1, False) and not one_reader(3, True)
    # a stated place keeps its 5× rule, one reader gives way past 2×, both → the smaller, neither → no rule
    assert floor_premium(5.0, regions_stated=True, reader=False) == 5.0
    assert floor_premium(5.0, regions_stated=False, reader=True) == ONE_READER_PREMIUM == 2.0
    assert floor_premium(5.0, regions_stated=True, reader=True) == 2.0
    assert floor_premium(5.0, regions_stated=False, reader=False) is None


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # expert by hand: Qwen2.5-14B-1M keeps 2 × 48 layers × 8 KV heads × 128 × 2 B ≈ 196 KB a token, so 900k tokens
    # ≈ 177 GB of KV + 29.5 GB of weights ≈ 207 GB: 2 × 192 GB MI300X or 4 × 80 GB H100 hold it. One reader needs
    # ≈ 5 tok/s (238 words a minute); the 20 tok/s default turned it into 8 × H100 at ≈ $14/h, ≈ 3× the ≈ $4.8/h
    # plan that decodes ≈ 10 tok/s → the cheaper plan leads and the dearer one is named
    ("Just me: I want to load a 900k-token legal archive into Qwen2.5-14B-Instruct-1M and ask questions. what GPU "
     "to rent and monthly cost?", "For one reader"),
    # 简体, 900k (921,600 tokens) of code: the same ≈ 181 GB of KV; the default floor's 8 × MI300X at ≈ ¥138/h is ≈ 4×
    # the 2 × MI300X at ≈ ¥34/h that decodes ≈ 10 tok/s for one reader
    ("我自己一个人用，Qwen2.5-14B-Instruct-1M，上下文 900k，把一整个代码仓库塞进去问问题，租什么卡，一个月多少钱",
     "只有一个人用时"),
    # 繁體, 950k (972,800 tokens) of court rulings: ≈ 191 GB of KV + weights; 8 × MI300X ≈ 612 TWD/h for 20 tok/s is
    # over 2× the 4 × MI300X ≈ 306 TWD/h at ≈ 18 tok/s, already far above one reader's ≈ 5 tok/s
    ("只有我自己一個人用，Qwen2.5-14B-Instruct-1M，上下文 950k，把整批判決書丟進去問問題，要租什麼卡？每月多少錢？",
     "只有一個人用時"),
])
def test_one_reader_with_a_long_context_is_sized_at_the_readable_minimum(tmp_path, text, said):
    r = Engine(store=Store(tmp_path / "s.db")).handle("k", text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:400]
    assert said in r.text, r.text[:1500]
    # an FP8 plan may lead at the same floor (1 × MI300X at $2.39/h, FP8 weights and cache, ≈ 11 tok/s, half the BF16
    # 2 × MI300X): its headline gives the floor's real reason, never "no plan reached the default" (8 × H100 did)
    assert not any(w in r.text for w in ("no plan reached", "没有方案达到", "沒有方案達到")), r.text[:1500]
    first = rec.candidates[0]
    # the pick decodes at the readable minimum or more, on fewer than 8 GPUs (the default floor's plan)
    assert first.gpu_count * first.instances < 8, (first.instance, first.gpu_count)
