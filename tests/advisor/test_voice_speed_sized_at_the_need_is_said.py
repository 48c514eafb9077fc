"""A voice agent asked for more per-call speed than speech needs is sized at the need (tools.voice_speed), and every
line that names the per-user target says so: the headline, the ✅ line and the thin-margin line said "keeps your 50
tokens/s per user" / "honoured: 50 tokens/s per user" after the user asked 200 — "sized at 50 tokens/s a call (you
asked 200: see below)" in English, 简体 and 繁體, other models and targets."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload
from tools.voice_speed import voice_asked

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_voice_asked_only_while_sized_at_the_need():
    # the reader sets the target to the 50 tokens/s need and keeps the 200 asked; a later stated 80 replaces the need
    w = Workload(task="inference", concurrency=100, target_tokens_per_s_per_user=50.0, voice_asked_tokens_per_s=200.0)
    assert voice_asked(w) == 200.0
    assert voice_asked(w.model_copy(update={"target_tokens_per_s_per_user": 80.0})) is None
    assert voice_asked(w.model_copy(update={"voice_asked_tokens_per_s": None})) is None


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_headline_and_tick_say_sized_at_the_need(tmp_path):
    # Llama-3.1-8B, 100 calls: 2 × H100 at ≈ 53 tokens/s a call meets the 50 speech needs (20 tokens in 0.4 s); the
    # 200 asked is priced under the answer (48 H100s), so "your 50" would misquote the user
    out = _ask(tmp_path, "building a phone voice agent on llama 3.1 8b. ~100 concurrent calls at peak, replies are short "
               "(1-3 sentences), prompts ~2k tokens. my cofounder says we need 200 tokens/sec per call so it feels "
               "instant and wants EAGLE speculative decoding on H100s. how many GPUs and what's the monthly bill?")
    assert "your 50 tokens/s" not in out and "against 50 tokens/s a call (the speed speech needs" in out, out
    assert "sized at 50 tokens/s a call (you asked 200: see below" in out
    assert "✅ honoured: 100 concurrent · sized at 50 tokens/s a call (you asked 200: see below)" in out


@pytest.mark.slow
def test_english_other_model_and_target(tmp_path):
    # Qwen2.5-14B, 40 calls, 120 asked: sized at 50 (1 × H100 SXM ≈ 50 tokens/s a call), 120 priced beside it
    out = _ask(tmp_path, "voice agent on qwen2.5-14b, speech-to-text + LLM + TTS, 40 concurrent calls, 120 tokens/s "
               "per call. GPUs and monthly cost?")
    assert "≥ 50 tokens/s a call (sized: you asked 120)" in out.splitlines()[0], out.splitlines()[0]
    assert "your 50" not in out


@pytest.mark.slow
@pytest.mark.parametrize("text,asked,words", [
    ("我们做一个普通话电话客服机器人（语音识别+大模型+语音合成），用 Qwen2.5-7B，高峰同时80路电话，合伙人说每路通话要 "
     "150 tokens/s。租什么GPU，每月多少钱？", 150, "每路 50 tokens/s（语音所需的速度；你要求 150：见下文）"),
    ("我們做一個電話客服機器人（語音識別+大模型+語音合成），用 Llama 3.1 8B，尖峰同時60通電話，每個用戶要 200 token/s。"
     "要幾張 H100、每月多少錢？", 200, "每路 50 tokens/s（語音所需的速度；你要求 200：見下文）"),
])
def test_chinese_says_sized_at_the_need(tmp_path, text, asked, words):
    out = _ask(tmp_path, text)
    assert f"每路 ≥ 50 tokens/s（按此配置；你要求 {asked}）" in out.splitlines()[0], out.splitlines()[0]
    assert words in out and "你要求的每用户 50" not in out and "你要求的每使用者 50" not in out, out
