"""Media answers through the real CLI (`advisor ask`), English and Chinese: an image-model LoRA is sized (card class,
steps, hours, the stated region and billing echoed); a live Whisper load carries the streaming re-decode and shows
its latency target; a peak image rate gets levers and a month that says it assumes the peak all month."""

import re

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.media import REDECODE, STREAM_LATENCY_S
from tools.media_train import DEFAULT_EPOCHS, MIN_CARD_GB

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


# --- an image-model LoRA is sized, not refused --------------------------------------------------------------------

def test_sdxl_lora_in_mainland_on_demand_gives_card_class_hours_and_both_constraints():
    # Hand: 500 images × 10 epochs at batch 1 = 5,000 steps; SimpleTuner PR #1184 measures 1.00 s a step on a 24 GB
    # RTX 4090 at 1024² → 5,000 s ≈ 1.4 h. The card class is ≥ 24 GB (SimpleTuner README: 4090-24G for LoRA at
    # medium-high batch). "只要国内" has no priced on-demand row in the catalog → ❌ said, with the card-hours to price a
    # quote; "不要竞价" → on-demand ✅.
    out = ask("训练SDXL的LoRA，500张图，只要华北的云，不要竞价实例")
    assert "这里不做估算" not in out
    assert "5,000 步" in out and "≥ 24 GB" in out and "1.4 小时" in out, out
    assert "❌ 华北" in out and "✅ 按需实例" in out, out
    assert "1.4 卡时" in out  # the quote line: hours to multiply by a mainland price
    assert "SimpleTuner" in out
    assert DEFAULT_EPOCHS == 10 and MIN_CARD_GB["sdxl"] == 24.0


def test_flux_lora_with_stated_epochs_uses_them_and_prices_a_24gb_class_card():
    # Hand: 40 images × 20 epochs = 800 steps × 4.25 s (FLUX.1-dev LoRA, FP8 transformer, RTX 4090, same PR) =
    # 3,400 s ≈ 57 min on the measured card. The rows are ≥ 24 GB cards (never a 16 GB one) and no epoch default is
    # said, since the user stated 20.
    out = ask("train a FLUX.1-dev LoRA on 40 images, 20 epochs")
    assert "800 steps" in out and "57 min on the measured RTX 4090" in out, out
    assert "epochs (a common LoRA recipe" not in out
    for gb in re.findall(r"1 × RTX A4000|1 × L4\b|1 × T4\b", out):
        pytest.fail(f"a card below 24 GB ranked: {gb}")


def test_a_lora_follow_up_with_more_images_and_epochs_re_sizes_the_job(tmp_path):
    # Hand: 1,000 images × 20 epochs = 20,000 steps × 1.00 s = 5.6 h on the measured 4090 (the first turn: 5,000
    # steps, 1.4 h); the thread keeps SDXL LoRA, never re-asks the model.
    e = Engine(store=Store(tmp_path / "s.db"))
    first, second = (e.handle("t", t) for t in ("训练SDXL的LoRA，500张图", "改成1000张图，训练20轮"))
    assert "5,000 步" in first.text and "1.4 小时" in first.text
    assert "20,000 步" in second.text and "5.6 小时" in second.text, second.text


# --- live Whisper: streaming re-decode and the latency target ---------------------------------------------------

def test_whisper_500_streams_with_1s_latency_shows_the_target_refused_and_the_measured_capacity():
    # Hand: a measured live server carries 5 real-time large-v3 streams on an RTX 3090 (936 GB/s); an A100 (2,039
    # GB/s) by bandwidth 5 × 2039 / 936 = 10.9, × 0.8 = 8.71 streams a card → 500 / 8.71 = 57.4 → 58 A100s, where the
    # offline sizing gave 11; whisper_streaming's 7.5× re-decode is said beside it as the same order. The published
    # streaming latency is 3.3 s average (Macháček et al. 2023), so a 1 s target is ❌, said, not dropped.
    out = ask("用whisper-large-v3做实时语音转写，500路并发，延迟要求1秒内")
    assert "❌ 延迟 1 秒" in out and "3.3 秒" in out, out
    assert "7.5 倍" in out and "5 路 large-v3" in out
    # a live fleet rents sellers' own rows (no resale): 58 A100s on 4-card machines → ⌈58 ÷ 4⌉ = 15 machines
    assert "15 台 runpod 4x_A100-80GB-SXM_SECURE" in out, out
    assert REDECODE == 7.5 and STREAM_LATENCY_S == 3.3


def test_a_latency_target_above_the_published_figure_is_unchecked_not_honoured():
    # 5 s ≥ 3.3 s: not below the published figure, but nothing measured these cards with batched streams → ❔.
    # 40 streams on the cheapest sellers' own card, an RTX A4500 (640 GB/s, 94.6 dense FP16 TFLOPS). Speech scales
    # by the slower of bandwidth and FP16 compute from the A100 80GB SXM's 91.8× (2,039 GB/s, 312 TFLOPS):
    # min(640 / 2,039 = 0.314, 94.6 / 312 = 0.303) = 0.303 → 27.8× real time; one stream costs 91.8 × 936 / 2,039
    # / 5 = 8.43 s a second → 27.8 / 8.43 × 0.8 = 2.64 streams a card (bandwidth alone gave 2.74) → 40 / 2.64 =
    # 15.2 → 16 cards, on 4-card machines 4 × 4 = 16, where offline sizing gave 1.
    out = ask("live transcription with whisper large-v3, 40 streams, latency under 5 s")
    assert "❔ 5 s latency (not checked)" in out and "✅ 5 s" not in out, out
    assert "16 × RTX A4500 in all, each carrying ≈ 2.6 streams" in out, out


# --- a peak image rate: levers, and a month that is not 730 h of peak --------------------------------------------

def test_flux_peak_rate_gives_compile_steps_and_busy_levers_and_a_peak_month():
    # Hand: 2 images/s = 120 a minute; an H100 makes 60 / 6.71 = 8.94 a minute, 4.47 at ≤ 50 % busy → 27 cards
    # (32 on 8-card machines). torch.compile (4.30 s, same xDiT table): 120 / (13.95 × 0.5) = 17.2 → 18 cards;
    # compiled and 80 % busy: 120 / (13.95 × 0.8) = 10.75 → 11 cards (the expert's 12–16 H100 range sits between).
    # The month, on sellers' own rows (a live fleet rents no resale): 28 cards on Cudo's 4 × H100 SXM boxes, 7 ×
    # $8.667 = $60.67/h × 730 h = $44,289 only if the peak ran all month; $6,067 per 100 h at peak.
    out = ask("host Flux.1-dev for an image app, ~2 images per second at peak, 1024x1024")
    assert "only if the peak lasted all 730 h" in out, out
    assert "What would change it" in out and "torch.compile" in out and "18 cards" in out and "11 cards" in out
    assert "$6,067 for each 100 h at peak" in out, out


def test_chinese_peak_rate_says_the_month_is_peak_all_month_and_gives_levers():
    out = ask("部署Flux.1-dev做出图服务，高峰每秒2张图，1024x1024")
    assert "只有高峰持续整月 730 小时" in out and "会改变结论的因素" in out and "高峰不等于整月负载" in out, out
    assert "18 张卡" in out and "11 张卡" in out
