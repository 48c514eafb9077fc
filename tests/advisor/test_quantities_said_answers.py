"""Whole answers that show every quantity the user typed (slow: the service runs)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

pytestmark = pytest.mark.slow


def _ask(q: str) -> str:
    env = {**os.environ, "PYTHONPATH": ".", "GPU_ADVISOR_HOME": tempfile.mkdtemp()}
    return subprocess.run([sys.executable, "-m", "advisor", "ask", q], capture_output=True, text=True, env=env,
                          timeout=600, check=True).stdout


def test_outbound_call_tts_is_sized_on_its_lines_and_hours() -> None:
    # 1,000 lines × 50 % speaking = 500 audio-s/s; the lines run 10 h a day → 10 × 30.4 ≈ 304 h a month, never 730;
    # no "10 clips of a minute" (the 10 hours were read as 10 items)
    out = _ask("做智能外呼，高峰1000路电话同时在打，机器人说话用CosyVoice2合成，话术大部分是固定的，只有姓名金额日期这些变。"
               "每天打10个小时。要几张卡？4090还是L20？一个月多少钱")
    assert "1,000 路通话" in out and "每秒约 500.0 秒音频" in out
    assert "每天运行 10 小时（每月 304 小时）" in out
    assert "条按每条约" not in out


def test_speech_fine_tune_uses_the_hours_said_and_shows_small_weights() -> None:
    # 5,000 h of labelled audio said (not the 100 h default); Paraformer ≈ 220 M × 2 B = 0.4 GB, never "0 GB"
    out = _ask("我们有5000小时标注好的四川话客服录音，想微调paraformer-large，然后上线200路实时转写。"
               "老板说直接租一台8卡H800包一个月，够不够？有没有必要")
    assert "5,000 小时音频" in out and "你没有说" not in out
    assert "16 位权重约 0 GB" not in out and "16 位权重约 0.4 GB" in out


def test_lab_reports_a_day_beside_the_hospitals_cards() -> None:
    # 每天5万张 is 50,000 a day; 2张T4 are the cards, never 2 images
    out = _ask("医院检验科每天大概5万张化验单（拍照或扫描，单页表格），想用PaddleOCR-VL抽成结构化数据，数据不能出院。"
               "机房现在有2张T4，够不够？不够要买什么")
    assert "工作量：每天 50,000 张图" in out and "2 张图" not in out
