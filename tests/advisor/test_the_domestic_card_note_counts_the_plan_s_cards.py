"""The note on 信创 / domestic accelerators names the catalog's domestic card (Ascend 910B, 64 GB) with the count the
plan puts the work on — "sized on 2 × Ascend 910B" — where it said "sized on Ascend 910B (64 GB), the one such card my
catalog holds", read as one card beside a plan of 2 or 4.

Hand figures: Qwen2.5-32B in BF16 is 32.76 B × 2 B = 65.5 GB of weights, over one 64 GB card → 2 × Ascend 910B;
Qwen2.5-72B in BF16 is 72.71 B × 2 B = 145.4 GB + 50 users' KV (2 · 80 layers · 8 kv heads · 128 · 2 B = 0.33 MB a
token × 4,096 × 50 = 67.1 GB) ≈ 221 GB → 4 × Ascend 910B (55.2 GB each of the 64)."""

import pytest

from advisor.core.extract_rules import _domestic_said, domestic_note_args, domestic_note_counted
from catalog.gpus import all_gpus
from tests.conftest import module_ask, module_home
from tools.compat import domestic_cards
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _note(text: str, lang: str) -> str:
    m = _domestic_said(text)
    assert m is not None
    return Msg(code="reading.domestic_cards", args=domestic_note_args(m, domestic_cards(all_gpus()), None)).text(lang)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("信创项目，要国产卡跑 Qwen2.5-32B 推理，能租云", "zh", "方案按 2 × Ascend 910B（每张 64 GB）估算"),
    ("Xinchuang rules: domestic accelerators only, serve Qwen2.5-32B", "en", "sized on 2 × Ascend 910B (64 GB each)"),
])
def test_the_note_takes_the_plan_s_count(text, lang, said):
    before = _note(text, lang)
    assert "one such card" not in before and "2 ×" not in before
    out = domestic_note_counted(text, ["other", before], lang, ("Ascend 910B", 2))
    assert out[0] == "other" and said in out[1], out


def test_no_plan_on_the_card_leaves_the_note():
    text = "信创项目，要国产卡跑 Qwen2.5-32B 推理"
    notes = [_note(text, "zh")]
    assert domestic_note_counted(text, notes, "zh", None) == notes
    assert domestic_note_counted("用 H100 跑 Qwen2.5-32B", notes, "zh", ("Ascend 910B", 2)) == notes


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    ("信创项目，要国产卡跑 Qwen2.5-32B 推理，能租云，10 人同时用，要几张卡？", "方案按 2 × Ascend 910B（每张 64 GB）估算"),
    ("我們是醫院，有信創要求，要部署 Qwen2.5-72B 給 50 個醫生同時用，需要什麼配置？", "方案按 4 × Ascend 910B（每張 64 GB）估算"),
    ("Xinchuang rules: domestic accelerators only, serve Qwen2.5-32B in BF16 for 10 users, renting is fine",
     "sized on 2 × Ascend 910B (64 GB each)"),
])
def test_the_answer_s_note_and_plan_agree(ask, text, said):
    out = ask(text)
    assert said in out and "one such card" not in out, out
