"""A named image / video generator that is not a plain text-to-image row (IDM-VTON over SDXL; Mochi-1, a video DiT the
video tables lack) is sized in its own unit: an estimated time per item (a held generator's figure × k, said as an
estimate with "time it on a pilot"), the cards for the stated window, the cost a day and a month, and the stated
monthly budget — never only "time it on a pilot". A follow-up naming a cloud prices the same plan there. English,
简体 and 繁體, with other counts, windows and budgets than any review's.

Hand reasoning (tests/tools/test_derived_generation.py has the arithmetic):
- Mochi-1: 366 s (Wan2.1-14B 480P, 40 steps, H200) × 64 × 2.08e15 / (40 × 1.80e15) ≈ 677 s = 11.3 min a clip on an
  H100 (same dense BF16 TFLOPS). 120 clips a night × 677 s = 22.6 GPU-h; 10 pm–6 am = 8 h → ⌈2.8⌉ = 3 cards; at about
  $2.2 an H100-hour ≈ $49–52 a night, ≈ $1.5–1.6k a month: inside $3,000.
- Mochi-1, 60 clips a night, 11 pm–7 am (8 h): 60 × 677 s = 11.3 GPU-h → 2 cards; at ~70 TWD an hour ≈ 24–34k TWD a
  month: inside 50k TWD, over 10k TWD.
- IDM-VTON on Alibaba: 3.31 s (SDXL, A100) × 2 UNets × 0.75 = 4.97 s; Alibaba rents no 4090 and no A100 single card
  here: the A10 (125 of 312 TFLOPS) 4.97 × 312/125 = 12.4 s; 20,000 a day = 68.8 GPU-h → 3 A10s in 24 h; at
  ¥9.53 ≈ ¥656 a day, ≈ ¥20k a month.
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_english_night_window_and_budget(ask):
    out = ask("We plan to use Mochi 1 for ad clips: 120 clips every night between 10pm and 6am, budget $3,000 a month. "
              "Which GPUs and how many?")
    assert "Estimate from Wan2.1-14B × k" in out and "11.3 min a clip" in out and "time it on a pilot" in out
    assert "120 clips a day" in out and "22.6 GPU-hours" in out and "3 × H100" in out and "8 h window" in out
    assert "a month: within the $3,000.00 a month budget" in out


def test_traditional_chinese_budget_held_and_missed(ask):
    out = ask("我們想用 Mochi-1 做廣告短片，每晚 60 條，晚上 11 點開始、早上 7 點前要交，預算每月 5 萬台幣，要幾張卡？")
    assert "估算（Wan2.1-14B × k）" in out and "11.3 GPU 小時" in out and "2 張" in out and "8 小時窗口" in out
    assert "預算內" in out and "以試跑實測為準" in out
    tight = ask("我們想用 Mochi-1 做廣告短片，每晚 60 條，晚上 11 點開始、早上 7 點前要交，預算每月 1 萬台幣，要幾張卡？")
    assert "超出每月" in tight


def test_simplified_try_on_on_alibaba(ask):
    out = ask("服装店想用IDM-VTON做虚拟试衣，每天2万张，放阿里云上，一个月多少钱")
    assert "估算（SDXL × k）" in out and "每张图 5.0 秒" in out and "A10 上每张图 12.4 秒" in out
    assert "68.8 GPU 小时" in out and "3 张 A10" in out and "alibaba" in out and "每月约" in out
    assert "RTX 4090" not in out and "CC-BY-NC-SA-4.0" in out  # the licence still leads for a shop


def test_the_follow_up_prices_the_same_plan_on_alibaba(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("c", "我哋網店想用 IDM-VTON 做虛擬試衣，每日大概3萬張，商用，點部署最平？").text
    assert "估算" in first and "GPU 小時" in first and "每月約" in first
    # 30,000 × 12.39 s = 103.3 GPU-h → ⌈4.3⌉ = 5 A10s on Alibaba
    second = eng.handle("c", "咁放阿里雲上面一個月幾多錢？").text
    assert "alibaba" in second and "5 張 A10" in second and "103.3 GPU 小時" in second and "RTX 4090" not in second


def test_another_generator_built_on_sdxl(ask):
    # InstantID = SDXL + an IdentityNet ControlNet every step: 3.31 s × 1.5 = 4.97 s on the A100 (from memory: k).
    # 8,000 portraits a day on a card at least as fast as the A100: 8,000 × 4.97 s = 11.0 GPU-h → 1 card in 24 h.
    # Its InsightFace face models are non-commercial: a startup's licence line leads.
    out = ask("Our photo-booth startup wants InstantID to make 8,000 stylised portraits a day from customer selfies. "
              "Which GPU and what does it cost a month?")
    assert out.index("Licence first") < out.index("Estimate from SDXL × k")
    assert "× 1.5 (UNet + ControlNet)" in out and "5.0 s an image" in out and "11.0 GPU-hours" in out
    assert "a month" in out and "from memory, re-check" in out


def test_another_generator_built_on_sdxl_in_taiwan(ask):
    # GCP Taiwan rents the L4 (121 dense BF16 TFLOPS): 4.97 × 312/121 = 12.8 s; 12,000 a day = 42.7 GPU-h → 2 L4s
    out = ask("我們影樓想用InstantID每天生成1.2萬張寫真，放在台灣的GCP，每月多少錢？")
    assert "估算（SDXL × k）" in out and "L4 上每張圖 12.8 秒" in out and "42.7 GPU 小時" in out and "2 張 L4" in out
    assert "gcp" in out and "每月約" in out and "TWD" in out


def test_hours_a_day_said_as_a_span_are_the_window(ask):
    # "8pm to 8am" reads as 12 hours a day: 200 clips × 677 s = 37.6 GPU-h → ⌈3.1⌉ = 4 cards in 12 h (2 in 24 h)
    out = ask("We want Mochi-1 to render 200 product clips every night, 8pm to 8am. Budget $5k a month.")
    assert "37.6 GPU-hours" in out and "4 × H100" in out and "12 h window" in out and "within the $5,000.00" in out
