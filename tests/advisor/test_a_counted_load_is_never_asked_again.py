"""The peak-users question ("How many users at the busiest time?") is asked only when no count of the service's people
was said: people online at peak, a day's users or a head count are the load the answer sizes (tools.traffic), so a
question for it asks back a figure the user already gave."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import resolve
from tools.kinds import POLICIES, Ask
from tools.schema import WorkKind, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _asked(w: Workload) -> list[str]:
    d, _ = resolve(w)
    return [q.field for q in POLICIES[WorkKind.SERVING].questions(w, d, Ask(frozenset(), frozenset(), False))]


@pytest.mark.parametrize("text,said", [
    ("We're launching a customer support chatbot on Qwen2.5-32B-Instruct, about 300 people online at peak, prompts "
     "~1500 tokens and replies ~400 tokens. Our users are in Japan.", ("users_online", 300)),
    ("客服機器人用Qwen2.5-32B，尖峰200人同時在線", ("users_online", 200)),  # 繁體, glued
    ("客服机器人用Qwen2.5-32B，高峰500人在线", ("users_online", 500)),  # 简体
    ("Llama 3.1 8B chatbot for our app, 5k DAU", ("daily_users", 5000)),
])
def test_a_count_of_people_said_is_not_asked_again(text: str, said: tuple[str, int]) -> None:
    # each message counts the people (online at peak, or a day): the reader keeps that count, and the serving
    # questions then skip the peak-users one (it would ask for the 300, 200, 500 or 5,000 just said)
    w = Workload(**extract(text).patch.model_dump(exclude_none=True))
    assert getattr(w, said[0]) == said[1]
    assert "concurrency" not in _asked(w)


def test_a_public_service_with_no_count_is_still_asked_its_peak_users() -> None:
    # no count of any kind: the answer is sized for the assumed 20 at once and the question asks for the real figure
    w = Workload(task="inference", model="Qwen2.5-32B", public_service=True)
    assert _asked(w)[0] == "concurrency"
    # a head count ("our 30 analysts") is a count too: no question
    assert "concurrency" not in _asked(w.model_copy(update={"head_count": 30}))
