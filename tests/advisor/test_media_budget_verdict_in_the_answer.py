"""Every media-generation answer with a stated budget says whether the plan fits it, in the user's language: the
music answer (RM 4,000 a month for 2,000 30-second tracks a day) priced the month two ways and never said 够 / 不够.
Only the verdict word is held here: the per-card speed is the model's (it may be re-measured), the verdict is not
allowed to go missing."""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize(("question", "verdicts"), [
    # RM 4,000 a month: 2,000 × 30 s = 16.7 h of audio a day, a few GPU-hours a day on one card — a card held all
    # month is ≈ RM 2,400 (730 h × ≈ RM 3.30): enough, whichever way it is billed
    ("想用MusicGen-large批量生成背景音乐，每天大概2000段每段30秒，预算每月RM 4000", ("够：",)),
    ("想用MusicGen-large批量生成背景音樂，每天大概2000段每段30秒，預算每月RM 4000", ("夠：",)),
    # $1 a month cannot pay even the hours used (≥ 30.4 days × some GPU-hours × ≥ $0.3/h)
    ("Generate 2,000 tracks a day with MusicGen-large, 30 seconds each, budget $1 a month",
     ("Budget: not enough",)),
    # a one-off batch of 10,000 × 30 s = 83 h of audio, a few GPU-hours: far below $300 in all
    ("用 MusicGen-large 一次性生成10000段30秒的配乐，周五前要，预算 300 美元", ("够：在 $300.00 预算内",)),
])
def test_music_plan_says_whether_the_budget_fits(ask, question, verdicts):
    out = ask(question)
    assert any(v in out for v in verdicts), out[:1500]
