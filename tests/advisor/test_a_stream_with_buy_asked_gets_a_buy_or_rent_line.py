""""…or should we buy?" beside a small always-on stream (defect inspection on a few camera lines) is answered with the
buy-or-rent comparison for the card the stream sits on (advisor.core.buy_or_rent.stream_buy_lines →
tools.buy_or_rent.no_quote), never met by silence. PatchCore on 8 cameras at 5 fps sat on one L4 at 2 % busy with
only the month's rent said."""

from __future__ import annotations

import pytest

from advisor.core.buy_or_rent import stream_buy_lines


@pytest.mark.parametrize("text", [
    "We run PatchCore anomaly detection on 8 cameras at 5 fps, 24/7. Rent a GPU in the cloud, or should we buy?",
    "我们用PatchCore做缺陷检测，8路摄像头每路5fps，全天运行，租云GPU还是买？",
    "我哋用PatchCore做瑕疵檢測，8路相機每路5fps，全日運行，租雲端GPU定係買？",
])
def test_the_buy_question_gets_the_rent_and_the_break_even_price(text):
    # by hand: 1 × L4 busy every hour (a line runs all day): 1 × 24 h × 30.4 days = 730 GPU-hours a month; at the
    # cheapest ≈ $0.49 a GPU-hour ≈ $358 a month; over 3 years (assumed) 26,280 h ≈ $12.9k of rent, less the power
    # bought ((72 W + 575 W host) × PUE 1.58 × 26,280 h × $0.13 ≈ $3.5k) → buying wins below ≈ $9.4k a card
    lines = stream_buy_lines(text, "L4", 1, "USD")
    codes = [m.code for m in lines]
    assert codes[0] == "buy.nq.head" and "buy.nq.even" in codes, codes
    head = lines[0].args
    assert head["gpus"] == 1 and head["gpu"] == "L4"
    rent = next(m for m in lines if m.code == "buy.nq.rent").args
    assert rent["day"] == 24 and round(rent["month_h"]) == 730


def test_no_buy_word_no_buy_lines():
    assert stream_buy_lines("PatchCore on 8 cameras at 5 fps, all day: what GPU?", "L4", 1, "USD") == []


@pytest.mark.slow
def test_the_answer_carries_the_buy_lines_under_the_stream_plan():
    # 简体, whole answer: 8 × 5 = 40 images/s × 22.8 GFLOP ≈ 0.9 TFLOP/s on one L4 (2 % busy), rented all month, and
    # the break-even purchase price a card said under it
    import tempfile
    from pathlib import Path

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle(
        "stream-buy", "我们用PatchCore做缺陷检测，8路摄像头每路5fps，全天运行，租云GPU还是买？").text
    assert "1 张 L4 全月常驻" in out and "买价低于约" in out and "回本价" in out, out
