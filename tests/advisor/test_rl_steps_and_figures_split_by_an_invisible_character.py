"""The figures the non-LLM job readers take (RL env steps, LightGBM rows, VITS hours of speech) are screened like every
other figure (extract_rules.screened_figures): a signed step count said in words ("-1 billion steps", -10亿步) is said
not read and never sized (it was "1,000,000,000 steps ÷ 8 h … 9 × c6i.8xlarge ≈ $97.92"), and a figure with a
zero-width space inside is read as it shows, as strip_invisible reads it everywhere ("1<U+200B>0 billion steps" was
sized as 0 steps for $10.88; "5<U+200B>0M rows" and "2<U+200B>0 hours" were dropped with no word)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts, screened_figures
from advisor.core.sim_render_read import steps_said
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, said", [
    ("we run PPO on a Python gym env, -1 billion steps in 8 hours", "'-1 billion steps' is not read"),
    ("we run PPO on a Python gym env, 0 billion steps in 8 hours", "'0 billion steps' is not read"),
    ("grow it by -5 million users", "'-5 million users' is not read"),
])
def test_a_signed_or_zero_count_said_with_a_magnitude_word_is_not_read(text, said):
    kept, notes = drop_impossible_counts(text)
    assert any(said in en for en, _ in notes)
    assert steps_said(kept) is None  # no steps left to size


@pytest.mark.parametrize("text", ["用PPO在gym环境里训练，-10亿步，8小时内跑完", "用PPO在gym環境裡訓練，-10億步，8小時內跑完"])
def test_a_signed_chinese_step_count_is_not_read(text):
    assert steps_said(screened_figures(text)) is None


@pytest.mark.parametrize("text, figure", [
    ("serve 2 million users", "2 million users"),  # unsigned: read as said
    ("we run PPO on a Python gym env, 1\u200b0 billion steps in 8 hours", "10 billion steps"),
    ("train LightGBM on 5\u200b0M rows x 120 features daily", "50M rows"),
    ("train VITS on 2\u200b0 hours of speech", "20 hours"),
    ("用VITS训练2\u200b0小时的语音", "20小时"),
])
def test_a_figure_reads_as_it_shows(text, figure):
    assert figure in screened_figures(text)


def test_the_steps_split_by_an_invisible_character_are_ten_billion():
    # 1<U+200B>0 billion shows as 10 billion: 1e10 steps ÷ (8 h × 3,600 s) = 347,222 steps/s
    assert steps_said(screened_figures("we run PPO on a Python gym env, 1\u200b0 billion steps in 8 hours")) == 1e10


@pytest.mark.slow
def test_the_rl_answer_says_the_signed_steps_and_sizes_nothing():
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(":memory:")).handle("t", "we run PPO on a Python gym env, -1 billion steps in 8 hours")
    assert "'-1 billion steps' is not read" in r.text
    assert "1,000,000,000 steps" not in r.text and "c6i" not in r.text  # no CPU boxes sized on the dropped minus
