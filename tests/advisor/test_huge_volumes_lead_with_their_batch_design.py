"""A huge volume is sized as the batch it is, with the design an engineer would run, above the plan
(advisor.core.volume_design_lines, tools.volume_designs, tools.prefill_cards). "2 TB of logs a day through Qwen2.5" and
"300 one-hour meetings a day fed whole to Qwen2.5-VL-7B" were each answered as one 4k chat on one card; "50,000
danmaku a second through a generative 7B" led with 2,616 V100s at ¥50 M a month. Cases here use other volumes, models
and languages than the review's (tests/tools/test_volume_designs.py holds the arithmetic).

Hand figures:
- English, 500 GB of logs a day, Llama-3.1-8B (8.03e9), RTX A4500 pick (94.6 TFLOPS, $0.25/h): 5e11 ÷ 3.5 = 143B
  tokens a day; 94.6e12 × 0.5 ÷ 1.606e10 = 2,945 tokens/s → 13,476 card-hours a day → ⌈13,476 ÷ 24 ÷ 0.75⌉ = 749 cards;
  the 1 % share: 1.43B tokens, 135 card-hours, 8 cards. A later "monthly cost" does not turn the volume into a month's.
- 繁體, 7 TB a week (1,000 GB a day), Qwen2.5-14B: 286B tokens a day, the line in 繁體 (日誌, 批次).
- 简体, the review's 2 TB a day in mainland China on the A10 (125 TFLOPS, ¥9.53/h): 571B tokens, 4,103 tokens/s,
  ≈ 38,700 card-hours, 2,150 cards (the 1 %: 22 cards).
- 简体, 200 meetings of 45 minutes a day, Qwen2.5-VL-7B: 2,700 s × 2 ÷ 2 × 256 = 691,200 tokens whole, 5.4 × the
  128,000 limit; the design: 90 keyframes × 256 = 23,040 + 8,775 transcript = 31,815 tokens, within the 32,768 native
  context; one card all day.
- English, the review's 300 one-hour meetings: 921,600 tokens whole (7.2 ×), 42,420 with the design; 1.4 card-hours
  of prefill + 3.9 of ASR → 1 card, $182 a month.
- 简体, 50,000 danmaku a second, Qwen2.5-7B, mainland China: 50,000 × 161 = 8.05 M tokens/s; the A10 (¥9.53 ÷ 125
  = ¥0.076 a TFLOPS-hour) is cheaper per prefill token than the V100 16GB (¥26.46 ÷ 125 = ¥0.212) that led, so it leads:
  8.05e6 ÷ 4,103 ÷ 0.75 = 2,616 A10s ≈ ¥18.2 M a month, not ¥50.5 M; the encoder: 2 × 1.1e8 × 32 × 50,000 =
  3.52e14 FLOP/s ÷ (125e12 × 0.5 × 0.75) → 8 A10s.
- 繁體, 20,000 danmaku a second, no place: the encoder line in 繁體 (編碼器), and the FP8 lever beside the BF16 pick.
- Lines, not bytes: 简体 10亿条日志 a day = 1e9 × 150 B (assumed; LogHub HDFS / BGL 131–149 B a line) = 150 GB →
  42.9B tokens; English "2 billion log lines a day" = 300 GB → 85.7B tokens.
- No line: a plain chat, or a 24 GB card with "logs" in the question.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.advisor.test_vlm_screening_batch_leads_with_a_cascade import _answer, _num
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_english_log_volume_a_day_is_sized_as_a_batch_with_templating_first(tmp_path):
    a = _answer(tmp_path, "we generate about 500GB of application logs per day and want llama 3.1 8b to read all of "
                          "them for anomalies; what gpus and monthly cost?")
    assert "500 GB of logs a day is a batch" in a  # not 16 GB: "monthly cost" is not the volume's period
    assert "143B tokens a day" in a and "Drain" in a
    assert _num(r"([\d,]+) cards running around the clock", a) == 749
    assert "1.43B tokens a day" in a and _num(r"≈ ([\d,]+) card-hours, \d+ cards", a) == pytest.approx(135, abs=1)


def test_traditional_chinese_log_volume_a_week_is_a_day_of_a_seventh(tmp_path):
    a = _answer(tmp_path, "我們每週大約產生7TB的伺服器日誌，想全部丟給Qwen2.5-14B找異常，要租什麼卡？一個月多少錢")
    assert "每天 1,000 GB 日誌是批次處理量" in a and "286B token" in a and "模板" in a
    assert "日志" not in a.split("\n\n")[1]  # 繁體 throughout the line


def test_simplified_two_terabytes_a_day_in_mainland_china(tmp_path):
    a = _answer(tmp_path, "我们每天大概产生2TB的服务日志想全部用大模型过一遍找异常和故障原因用qwen2.5要租什么卡一个月多少钱国内")
    assert "每天 2,000 GB 日志是批处理量" in a and "571B token" in a
    assert _num(r"([\d,]+) 张卡全天运行", a) == pytest.approx(2150, abs=2)
    assert _num(r"卡时、([\d,]+) 张卡", a) == 22


def test_log_volumes_said_in_lines_are_bytes_at_an_assumed_line_length(tmp_path):
    zh = _answer(tmp_path, "我们每天有10亿条日志想全部用Qwen2.5-7B分析找异常，国内租什么卡，每月多少钱")
    assert "每天 150 GB 日志是批处理量" in zh and "每条约 150 字节" in zh and "42.9B token" in zh
    en = _answer(tmp_path, "we write 2 billion log lines a day and want llama 3.1 8b to flag anomalies in all of them; "
                           "gpus and monthly cost?")
    assert "300 GB of logs a day is a batch" in en and "85.7B tokens a day" in en


def test_simplified_meeting_videos_a_day_are_sized_as_transcript_and_keyframes(tmp_path):
    a = _answer(tmp_path, "每天大概200个45分钟的会议录像，想整段视频丢给Qwen2.5-VL-7B做问答，要多少卡，月成本多少")
    assert "691,200 个视觉 token" in a and "5.4 倍" in a
    assert "90 帧、23,040 token" in a and "31,815 token，在原生 32,768 上下文以内" in a
    assert "1 张卡全天" in a


def test_english_hour_long_meetings_fed_whole_are_past_the_context(tmp_path):
    a = _answer(tmp_path, "we record ~300 one-hour zoom/teams meetings a day and want to feed the whole video into "
                          "qwen2.5-vl-7b so people can ask questions about each meeting (who said what, what was on "
                          "the slides). how many gpus and what cost per month?")
    assert "921,600 visual tokens — 7.2×" in a and "42,420 tokens a meeting" in a
    assert "diarization" in a and "1 card all day, ≈ $182 a month" in a


def test_a_prefill_bound_label_job_leads_on_the_card_cheapest_per_prefill_token(tmp_path):
    a = _answer(tmp_path, "直播平台弹幕高峰每秒5万条，想实时做情感/违规分类，打算用Qwen2.5-7B-Instruct加提示词让它输出标签，"
                          "需要多少卡？国内，月成本多少")
    head = next(line for line in a.splitlines() if line.startswith("**Qwen2.5-7B，"))
    assert "A10" in head and "V100" not in head
    assert _num(r"每月 ≈ ¥([\d,]+)", head) == pytest.approx(18.2e6, rel=0.02)  # not ¥50.5 M on V100s
    assert "BERT-base" in a and _num(r"≈ 352T FLOP/s → (\d+) 张 A10", a) == 8


def test_traditional_chinese_label_job_names_the_encoder_design(tmp_path):
    a = _answer(tmp_path, "直播彈幕高峰每秒2萬條，想用Qwen2.5-7B-Instruct生成式分類情緒，要幾張卡？每月成本")
    assert "編碼器分類模型" in a and "141T FLOP/s" in a
    # no place said, BF16 pick: the FP8 card cheapest per FP8 prefill token is said beside it, sized at its FP8 peak
    # (H100 SXM today: 3.22e6 ÷ 64,965 ÷ 0.75 → 67 cards)
    assert "--quantization fp8" in a and "FP8" in a


@pytest.mark.parametrize("text", [
    "serve llama 3.1 8b for 20 users on a 24GB card, we also keep its logs daily",
    "Qwen2.5-7B chat for 50 users, 8k context",
])
def test_no_volume_line_without_a_volume(tmp_path, text):
    a = _answer(tmp_path, text)
    assert "is a batch, not a chat" not in a and "fed whole" not in a and "encoder classifier" not in a


def test_the_log_line_stays_on_a_follow_up_turn(tmp_path):
    # "只用腾讯云呢" changes the provider, not the volume: the thread's 2 TB a day is still read (571B tokens)
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "我们每天大概产生2TB的服务日志想全部用大模型过一遍找异常和故障原因用qwen2.5要租什么卡一个月多少钱国内")
    a = e.handle("t", "只用腾讯云呢").text
    assert "每天 2,000 GB 日志是批处理量" in a and "571B token" in a
