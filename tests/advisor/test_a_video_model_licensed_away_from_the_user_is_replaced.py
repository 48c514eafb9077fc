"""HunyuanVideo asked by a user in the EU / South Korea: its licence grants no rights there, so the answer says so and
sizes the open default (Wan2.1-T2V-14B, Apache-2.0) instead of a bare 'nothing is sized'."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said"), [
    # Wan2.1-14B 720P: 974 s x 50/40 steps = 1,217.5 s a clip on the H200 -> 50 clips = 16.9 GPU-hours a day
    ("our studio is in Paris; we'd like 50 product videos a day (5 s, 720p) with hunyuan video. which GPUs?", "the EU"),
    ("我们公司在首尔，想用HunyuanVideo每天生成80条5秒720P视频，要租什么GPU？", "韩国"),
])
def test_the_licence_territory_is_said_and_wan_is_sized(tmp_path, text, said):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    head = r.text.split("\n")[0]
    assert "HunyuanVideo" in head and said in head, head
    assert "Wan2.1-T2V-14B" in r.text
    assert "nothing is sized" not in r.text and "不估算" not in r.text


def test_outside_the_excluded_territories_the_model_is_not_replaced(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "we're in Toronto; 50 clips a day (5 s, 720p) with HunyuanVideo, which GPUs?")
    assert "grants no rights" not in r.text
