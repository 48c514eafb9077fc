""""Buy card A or card B, or rent?" for a model at a context: one line per card with its memory against the weights
+ KV at that context ("does not fit" said plainly, with the tokens it would hold), and each card that holds it paid
back against the cheapest rental of the same job on any card — the ranked first row, never the same card rented."""

import re

import pytest

from advisor.core.compare import card_options
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_cantonese_ding_between_two_cards_offers_both() -> None:
    # 「買3090定4090」: 定 alone is Cantonese "or" between two cards; 「一定」 inside a clause is no choice
    assert card_options("跑Qwen3-8B 買3090定4090？")[1] == ["3090", "4090"]
    assert card_options("我一定要H100，唔好A100")[1] == []


@pytest.mark.slow
def test_english_both_cards_hold_a_14b_at_32k_and_each_pays_back_against_the_jobs_first_row(tmp_path) -> None:
    # Hand: Qwen3-14B: 40 layers × 8 KV heads × 128 → 163,840 B a token × 32,768 = 5.4 GB of BF16 KV; INT8 weights
    # ≈ 16.6 GB → 22.0 GB: fits an RTX 4090 (≈ 23.8 GB usable) and an RTX 5090 (≈ 32.2 GB) at INT8. Each card's
    # payback is against one first row of the job (the same rental for both), at 6 h × 30.4 days ≈ 182 h a month.
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Buy an RTX 4090 or an RTX 5090 for Qwen3-14B with a 32k context, about 6 hours a day? Or rent?").text
    fits = [x for x in out.splitlines() if "usable): holds Qwen3-14B at INT8" in x]
    assert len(fits) == 2 and all("5.4 GB" in x for x in fits), out
    rows = re.findall(r"against the cheapest rental of the same job, (.+?) at ", out)
    assert len(rows) == 2 and rows[0] == rows[1], out
    assert "182 h a month" in out and out.count("pays back in ≈") == 2, out


@pytest.mark.slow
def test_simplified_a_24_gb_card_does_not_hold_a_32b_at_64k_and_the_32_gb_card_does(tmp_path) -> None:
    # Hand: Qwen3-32B at 64k: INT4 weights ≈ 19.3 GB + FP8 KV 131,072 B × 65,536 = 8.6 GB = 27.9 GB > 23.8 GB usable
    # on an RTX 4090D (放不下, ≈ 34k tokens beside the weights) but ≤ 32.2 GB on an RTX 5090 (INT4 weights, FP8 KV).
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "个人用 想在家跑Qwen3-32B 上下文64k 每天用2小时 买4090D还是5090 还是租卡划算").text
    small = next(x for x in out.splitlines() if x.startswith("- RTX 4090D（可用约"))
    assert "放不下" in small and "27.9 GB" in small and "token 的 FP8 KV" in small, small
    big = next(x for x in out.splitlines() if x.startswith("- RTX 5090（可用约"))
    assert "放得下 Qwen3-32B 的 INT4 权重" in big, big
    assert "买 RTX 5090：首发价" in out and "买 RTX 4090D：" not in out, out


@pytest.mark.slow
def test_traditional_cantonese_ding_both_cards_checked(tmp_path) -> None:
    # Hand: Qwen3-14B at 16k: 163,840 B × 16,384 = 2.7 GB of BF16 KV + INT8 weights ≈ 16.6 GB = 19.3 GB: fits a
    # 24 GB RTX 3090 (≈ 23.8 GB usable) and an RTX 4090 at INT8; 3 h a day ≈ 91 h a month of the first row's rent.
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "想喺屋企用Qwen3-14B 上下文16k 每日用3個鐘 買3090定4090 定係租卡抵啲？").text
    fits = [x for x in out.splitlines() if "放得下 Qwen3-14B 的 INT8 權重" in x]
    assert len(fits) == 2 and all("2.7 GB" in x for x in fits), out
    assert "每月 91 小時" in out, out
