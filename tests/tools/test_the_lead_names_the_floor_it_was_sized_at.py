"""A lower-precision plan that leads where no precision was stated says the per-user speed floor both plans were sized
at: the default (20 tokens/s) as before, and the readable minimum (10 tokens/s) where the search was relaxed to it,
never "the default floor" over a plan sized at the minimum (tools.lead_floor.sized_floor)."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from tests.conftest import module_home
from tools.lead_floor import sized_floor
from tools.offers import INTERACTIVE_TOKENS_PER_S, MIN_STREAM_TOKENS_PER_S
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _route(floor: dict[str, object]) -> Msg:
    # Hand: Gemma-2-27B in BF16 is 54 GB: 4 × L4 (TP 4) at $3.52/h; in FP8 (27 GB) 2 × L4 at $1.76/h = 50 % < 60 %:
    # FP8 leads, the 16-bit plan beside it
    return Msg(code="precision_lead.route", args={
        "label": "FP8", "headline": "2 × L4", "asked": "BF16", "fleet": "4 × L4", "money": "$3.52", "share": 0.5} | floor)


def test_the_default_floor_is_said_as_before():
    # not relaxed: sized at our 20 tokens/s interactive default, worded as it always was
    args = sized_floor(relaxed=False, minimum=False)
    assert args["floor"] == INTERACTIVE_TOKENS_PER_S == 20
    m = _route(args)
    assert "at the default per-user speed floor for much less" in m.en and "默认的每用户速度下限" in m.zh


def test_a_fallback_to_the_readable_minimum_says_it():
    # Hand: no plan in the place reached 20 tokens/s a user, so both plans were sized at 10 tokens/s (the readable
    # minimum): the headline says 10 and why, not "the default floor"
    args = sized_floor(relaxed=True, minimum=False)
    assert args["floor"] == MIN_STREAM_TOKENS_PER_S == 10 and args["floor_kind"] == "relaxed"
    m = _route(args)
    assert "default per-user speed floor" not in m.en
    assert "the readable minimum per-user speed (10 tokens/s: no plan reached our 20 tokens/s default)" in m.en
    assert "默认的每用户速度下限" not in m.zh and "可读最低每用户速度（10 tokens/s" in m.zh
    # 繁體: the same words in Traditional script
    hant = to_script(m.zh, "zh-Hant")
    assert "可讀最低每用戶速度" in hant or "可讀最低每使用者速度" in hant, hant
    assert "默認" not in hant and "預設的每" not in hant, hant


def test_a_minimum_asked_for_says_it_was_asked_for():
    # Hand: "the smallest setup that still reads" with no speed stated: sized at 10 tokens/s as asked
    note = Msg(code="precision_lead.note", args={"label": "FP8", "asked": "BF16"} | sized_floor(True, True))
    assert "the readable minimum per-user speed you asked for (10 tokens/s)" in note.en, note.en
    assert "你要的可读最低每用户速度（10 tokens/s）" in note.zh, note.zh


def test_a_default_priced_out_does_not_say_no_plan_reached_it():
    # Hand: one reader (or a stated place) where 8 × H100 at ≈ $14/h gives 28 tokens/s a user but 1 × MI300X at $2.39/h
    # gives 11: the default WAS reached, only at ~6× the price, so the floor is the readable minimum for that reason
    args = sized_floor(relaxed=True, minimum=False, priced_out=True)
    assert args["floor"] == MIN_STREAM_TOKENS_PER_S and args["floor_kind"] == "priced_out"
    m = _route(args)
    assert "no plan reached" not in m.en and "没有方案达到" not in m.zh
    assert "20 tokens/s default, not yours, is met only by a plan several times the price" in m.en, m.en
    assert "只有贵几倍的方案才能达到" in m.zh, m.zh
