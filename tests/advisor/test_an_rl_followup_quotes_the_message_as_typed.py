"""An RL-on-a-CPU-env thread's follow-up quotes the message as typed, never with the refused figure cut out ("the same
job, re-sized with the figures in 'what about  ?'" after "what about -2 days?"); where its only figure is refused, the
line says the plan is the thread's job as it stood (nothing was re-sized), beside the note that says the figure not
read."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine, _figures_as_typed
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("screened, typed, code, said", [
    ("what about  ?", "what about -2 days?", "nonllm_thread.same", "what about -2 days?"),
    ("in   hours?", "in 1e-300 hours?", "nonllm_thread.same", "in 1e-300 hours?"),
    ("-2天跑完呢？".replace("-2天", " "), "-2天跑完呢？", "nonllm_thread.same", "-2天跑完呢？"),
    ("what about 2 days?", "what about 2 days?", "cpu_thread.figures", "what about 2 days?"),  # read: re-sized
])
def test_the_line_quotes_the_message_as_typed(screened, typed, code, said):
    m = _figures_as_typed(Msg(code="cpu_thread.figures", args={"said": screened}), typed)
    assert m.code == code and m.args["said"] == said


@pytest.mark.slow
def test_a_refused_deadline_keeps_the_rl_job_and_says_so():
    eng = Engine(store=Store(":memory:"))
    eng.handle("t", "we run PPO on a Python gym env, 1 billion steps in 8 hours")
    r = eng.handle("t", "what about -2 days?")
    assert "'what about -2 days?'" in r.text and "'-2 days' is not read" in r.text, r.text[:600]
    assert "re-sized with the figures" not in r.text and "'what about  ?'" not in r.text
    # the 8 h window kept: 1e9 steps ÷ 28,800 s = 34,722 steps/s
    assert "34,722 steps/s" in r.text


@pytest.mark.parametrize("screened, typed", [
    ("what about  ?", "what about -4 billion steps?"),
    ("on           ?", "on 1e300 GPUs?"),
    ("改成  呢？", "改成NaN亿步呢？"),
])
def test_a_kept_job_line_quotes_the_message_as_typed(screened, typed):
    # the line that says the thread's job is kept quotes the follow-up whole, never with its refused figure cut out
    m = _figures_as_typed(Msg(code="nonllm_thread.same", args={"said": screened}), typed)
    assert m.code == "nonllm_thread.same" and m.args["said"] == typed


@pytest.mark.slow
@pytest.mark.parametrize("then, said", [("what about -4 billion steps?", "'-4 billion steps' is not read"),
                                        ("on 1e300 GPUs?", "'1e300 GPUs' is not read")])
def test_an_isaac_lab_follow_up_with_a_refused_figure_is_quoted_as_typed(then, said):
    eng = Engine(store=Store(":memory:"))
    eng.handle("t", "we train a PPO policy in Isaac Lab with 4096 envs, 2 billion steps")
    r = eng.handle("t", then)
    assert f"('{then}')" in r.text and said in r.text, r.text[:900]
