"""A MusicGen question is answered with MusicGen's own speed — an autoregressive LM's decode roofline, batched — never
"sized on ACE-Step v1 3.5B at 34.48× real time" with "one clip in about 0.9 s".

Hand reasoning: 2,000 clips × 30 s = 60,000 s = 16.7 h of audio a day. MusicGen-large on an RTX 4090: 10.4 s of audio
a second (8 clips a batch, tools.gen_families.lm_rate) → 60,000 ÷ 10.43 ÷ 3,600 = 1.6 GPU-hours a day; a batch of 8
finishes in 1,500 steps × 15.3 ms ≈ 23 s (ACE-Step's figure gave 0.5 GPU-hours and 0.9 s a clip)."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_simplified_musicgen_large_is_timed_as_itself(tmp_path):
    out = _ask(tmp_path, "想用MusicGen-large批量生成背景音乐，每天大概2000段每段30秒，用户主要在新加坡和马来西亚，"
                         "预算每月RM 4000，应该租哪里的GPU")
    assert "ACE-Step" not in out and "34.48" not in out, out
    assert "自回归" in out and "1,500 步" in out, out
    assert "每张卡每秒产出 10.4 秒音频 → 每天 1.6 GPU 小时" in out and "一批 8 段一起生成，约 23 秒" in out, out
    assert "非商业" in out, out  # CC BY-NC weights still said


def test_traditional_glued_musicgen_is_timed_as_itself(tmp_path):
    out = _ask(tmp_path, "想用MusicGen生成背景音樂每天1000段每段30秒租什麼卡")
    assert "ACE-Step" not in out and "自迴歸" in out, out


def test_english_musicgen_small_is_its_own_smaller_lm(tmp_path):
    out = _ask(tmp_path, "We want to generate 500 songs a day of 2 minutes each with musicgen-small, what GPU should we rent?")
    assert "ACE-Step" not in out and "0.3B-parameter autoregressive" in out, out
    assert "54.4 s of audio a second" in out, out  # small on a 4090: 8 ÷ (50 × 2.94 ms) = 54.4×
