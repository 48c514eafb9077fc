"""A whole answer for people present (sessions open, in a conversation with the bot) plans the streams generating at
once, not one stream a person, and says the share as an assumption, in English, 简体 and 繁體.

Hand figures (no answer length or speed said): R = 2 s + 338 tokens ÷ 20 tokens/s = 18.9 s, Z = 45 s of reading and
typing, so N present generate N × 18.9 ÷ 63.9 at once: 1,000 → 295.8 → 296, 200 → 59.2 → 60.
- Llama-3.1-8B (32 layers × 8 KV heads × 128 × 2 × 2 B = 131,072 B a token): 296 × 4,096 × 131,072 B = 158.9 GB of
  KV, not the 536.9 GB of 1,000 streams (3.4× the cache; the plan read as 1,000 at once was 4 × MI300X at $9.56/h).
- Qwen2.5-14B (48 × 8 × 128 × 2 × 2 B = 196,608 B a token): 60 × 4,096 × 196,608 B = 48.3 GB of KV + ≈ 29.5 GB of
  BF16 weights ≈ 78 GB, two 48 GB cards at TP 2 (≈ 41.5 GB each with the engine's overhead), where 200 at once need
  161 GB of KV alone.
Each plan holds the 20 tokens/s a user the house assumes for interactive chat.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _headline(out: str) -> str:
    return next(ln for ln in out.splitlines() if ln.startswith("**") and " serving, " in ln)


def test_a_thousand_sessions_open_plan_for_296_streams(tmp_path):
    out = _answer(tmp_path, "Our support bot on Llama 3.1 8B has 1,000 concurrent sessions at peak, which GPU should we "
                            "rent?")
    assert "≈ 296 generating at once (of 1,000 online" in out, out[:800]
    head = _headline(out)
    assert "296 concurrent × 4,096 tokens" in head and "1,000 concurrent" not in out, head
    speed = re.search(r"≈ (\d+) tokens/s per user", head)
    assert speed and int(speed.group(1)) >= 20, head  # the interactive floor holds at the 296


def test_people_in_a_conversation_plan_for_sixty_streams(tmp_path):
    out = _answer(tmp_path, "200 people in a conversation with our Qwen2.5-14B support bot at once, which GPU should "
                            "we rent?")
    head = _headline(out)
    assert "60 concurrent × 4,096 tokens" in head, head
    speed = re.search(r"≈ (\d+) tokens/s per user", head)
    assert speed and int(speed.group(1)) >= 20, head


@pytest.mark.parametrize(("text", "said"), [
    ("客服机器人用Llama 3.1 8B，高峰1000个并发会话，租什么卡？", "同时约 296 路在生成（在线 1,000 人"),
    ("同時有200人在跟機器人對話，用Qwen2.5-14B，要租什麼卡？", "同時約 60 路在生成（在線 200 人"),
])
def test_the_share_generating_is_said_in_the_users_script(tmp_path, text, said):
    out = _answer(tmp_path, text)
    assert said in out, out[:800]
