"""Counts that multiply the work are kept: a LoRA for each of N products / SKUs / characters is N training jobs sized
together against the deadline, and an ensemble forecast's members multiply its runs. English, 简体 and 繁體, with other
numbers than any review's. Hand reasoning:
- SDXL LoRA, 25 images × 10 repeats × 10 epochs (no epochs said: SeaArt's SDXL recipe, tools.media_train) = 2,500
  steps × 1.00 s (RTX 4090, SimpleTuner #1184) = 2,500 s a job on the 4090; the priced A40 is scaled by dense FP16
  (149.7 / 165.2 → 0.906): 2,759 s ≈ 46 min a job; 120 jobs ≈ 92.0 card-hours; in 3 h a card runs
  floor(3 / 0.766) = 3 whole jobs → ceil(120 / 3) = 40 cards (at the old 250 steps it was 4).
- FLUX.1-dev LoRA, 40 images × 10 epochs = 400 steps × 4.25 s = 1,700 s on the 4090, ≈ 31.3 min on the A40;
  80 jobs ≈ 41.7 card-hours; in 6 h a card runs floor(6 / 0.52) = 11 → ceil(80 / 11) = 8 cards (41.7 ÷ 6 alone says 7,
  whose queues of 12 jobs take 6.25 h).
- Pangu-Weather, 14 s a 10-day run on a V100 (1.4 s a 24 h step × 10): 4 forecasts × 30 members = 120 runs a day =
  1,680 s = 0.47 GPU-hours a day (0.016 if the members are dropped); 2 × 25 = 50 runs = 0.19 GPU-hours.
"""

import pytest

from advisor.core.domain_jobs import ensemble_members
from tests.conftest import module_ask, module_home
from tools.nonllm_jobs import ensemble_runs, gpu_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, n", [
    ("想用盘古气象每天跑4次，每次30个成员的集合预报", 30),
    ("我們用FourCastNet每天跑2次、每次25個成員的系集預報", 25),
    ("run GraphCast 4 times a day as a 30-member ensemble", 30),
    ("an ensemble of 51 members, twice a day", 51),
    ("每天跑4次，预报10天", None),  # no members said: one run a forecast
])
def test_the_members_are_read_in_every_script(text, n):
    assert ensemble_members(text) == n


def test_members_multiply_the_runs_and_the_gpu_hours():
    # 4 × 30 = 120 runs × 14 s = 1,680 s = 0.467 GPU-hours a day, 30× one member's
    runs = ensemble_runs(4, 30)
    assert runs == 120 and gpu_hours(runs, 14.0) == pytest.approx(0.4667, abs=1e-3)


@pytest.mark.slow
def test_pangu_ensemble_english_sizes_every_member(ask):
    out = ask("We are a weather startup and want to run Pangu-Weather 4 times a day, each a 30-member ensemble, "
              "10-day forecasts. What GPU server do we need?")
    assert "4 forecasts a day × 30 ensemble members each = 120 runs a day" in out and "= 0.5 GPU-hours" in out, out


@pytest.mark.slow
def test_pangu_ensemble_simplified(ask):
    out = ask("我们想用盘古气象每天跑4次，每次30个成员的集合预报，预报10天，要什么GPU服务器")
    assert "每天 4 次预报 × 每次 30 个集合成员 = 120 次推演 × 每次推演 14 秒" in out, out


@pytest.mark.slow
def test_fourcastnet_ensemble_traditional(ask):
    out = ask("我們用FourCastNet每天跑2次、每次25個成員的系集預報，要租什麼GPU？")
    assert "每天 2 次預報 × 每次 25 個集合成員 = 50 次推演" in out, out


@pytest.mark.slow
def test_a_lora_for_each_sku_simplified_sizes_all_of_them_against_the_deadline(ask):
    out = ask("女装店，120个款式，每个款有25张平铺图，想每个款训练一个sdxl的lora，3小时内要全部训完，租什么卡几张，多少钱")
    head = out.split("**")[1]
    # 25 images × 10 repeats × 10 epochs (no epochs said: the SDXL recipe) = 2,500 steps × 1.00 s on the 4090 × 1.10
    # on the A40 = 0.765 h a job; 120 jobs = 92.0 card-hours; in 3 h a card runs floor(3 / 0.765) = 3 → 40 cards
    assert head.startswith("120 个 LoRA") and "需 40 张卡并行" in head and "3.0 小时内" in head, out
    assert "25 张图 × 10 次重复 × 10 轮（batch 1 共 2,500 步）" in head and "共约 92.0 卡时" in head, out
    assert "未核对" not in out, out  # the deadline is judged by the batch


@pytest.mark.slow
def test_a_lora_for_each_character_traditional_counts_whole_jobs_a_card(ask):
    out = ask("我們有80個遊戲角色，每個角色各訓練一個FLUX.1-dev LoRA，每個40張圖，6小時內要全部訓完，租什麼卡、幾張、多少錢？")
    # No epochs or steps said: the published FLUX trainers' 1,000 steps (tools.media_train.RECIPE_STEPS), not
    # 40 images × 10 epochs = 400: 1,000 × 4.25 s on the RTX 4090 = 1.18 h, ≈ 1.30 h on the A40 (the old 400-step
    # 0.521 h × 2.5); 80 jobs × 1.3025 h = 104.2 card-hours; in 6 h a card runs floor(6 / 1.3025) = 4 → 80 / 4 = 20
    # cards; 104.2 × 14.08 TWD ≈ 1,467 TWD
    assert "80 個 LoRA" in out and "共約 104.2 卡時" in out and "需 20 張卡並行" in out, out
    assert "共 1,000 步" in out and "A40 上每個約 1.3 小時" in out, out


@pytest.mark.slow
def test_a_lora_for_each_product_english_reads_each_jobs_photos(ask):
    out = ask("We want to train one SDXL LoRA for each of our 150 products, 20 photos each, all done within 2 days. "
              "Which GPUs and how much?")
    # 20 × 10 repeats × 10 epochs = 2,000 steps = 33 min on the 4090, 37 min on the A40; 150 jobs = 92.0 card-hours
    # ($0.44 → ≈ $40); in 48 h a card runs floor(48 / 0.613) = 78 → 2 cards
    assert "150 LoRAs, one job a card" in out and "20 images × 10 repeats × 10 epochs (2,000 steps" in out, out
    assert "92.0 card-hours" in out and "2 cards in parallel" in out, out


def _chat(turns: list[str]) -> str:
    """The second turn's answer of a two-turn chat (a fresh thread each time)."""
    import subprocess
    import sys
    import tempfile

    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, "-m", "advisor", "chat"], input="\n".join([*turns, "quit"]) + "\n",
                             capture_output=True, text=True, env={**__import__("os").environ, "GPU_ADVISOR_HOME": home},
                             timeout=300).stdout
    return out.split("you> ")[2]


@pytest.mark.slow
def test_a_daily_window_said_after_the_clips_is_a_burst_english():
    # 600 CogVideoX-5B clips a day at ≈ 19.4 min on the priced RTX A4000 = 193.5 GPU-hours; within 4 h a day:
    # ⌈193.5 ÷ 4⌉ = 49 cards rented for the window (the turn once repeated the 24 h plan of 9 cards)
    out = _chat(["We make product videos with CogVideoX-5B, 600 clips a day, what GPUs and monthly cost?",
                 "The clips must all be done within 4 hours each morning, how many cards then?"])
    assert "Your window, 4 h a day, is the wall" in out and "running 24 h" not in out, out


@pytest.mark.slow
def test_a_daily_window_said_after_the_clips_is_a_burst_traditional():
    # The RTX A4000 (Ampere) scaled from the A100's measured 180 s a clip by dense BF16 TFLOPS (its own generation,
    # not the H100's): 12.2 min a clip; 800 × 12.2 min = 162.7 GPU-hours; within 2 h: ⌈162.7 ÷ 2⌉ = 82 cards,
    # released after the window
    out = _chat(["我們用CogVideoX-5B每天生成800支商品短片，要租什麼卡？", "每天要在2小時內全部生成完，那要幾張卡？"])
    assert "每天 2 小時就是上限" in out and "82 張" in out and "連續跑 24 小時" not in out, out


@pytest.mark.slow
def test_a_daily_window_in_one_message_simplified(ask):
    # 1,000 clips × 11.9 min on the priced A10 = 197.9 GPU-hours; within 3 h: ⌈197.9 ÷ 3⌉ = 66 cards
    out = ask("做电商的，想用cogvideox-5b每天生成1000条商品短视频，每天要在3小时内全部生成完，租什么卡，要几张")
    assert "每天 3 小时就是上限" in out and "连续跑 24 小时" not in out, out


@pytest.mark.parametrize("text, prompt", [
    # the prompt's length said with what it holds after the noun: the prompt the sizing uses (161, the default, before)
    ("我们游戏想接qwen2.5-7b做npc对话，高峰3万人同时在线，npc回复40字以内，要求1秒内开始出字。"
     "提示词里有npc人设和最近对话大概1200 token。要多少卡", 1200),
    ("我們遊戲想接qwen2.5-7b做npc對話，高峰1萬人同時在線，npc回覆60字以內，要求1秒內開始出字。"
     "提示詞裡有npc人設和最近對話大約900 token。要多少卡", 900),
    ("Our game wants Qwen2.5-7B for NPC dialogue: 15,000 players online at peak, NPC replies under 40 words, first token "
     "within 1 s. The prompt holds the persona and recent chat, about 1,800 tokens. How many GPUs?", 1800),
])
def test_a_prompt_said_with_what_it_holds_is_the_prompt_sized(text, prompt):
    from advisor.core.extract_rules import extract

    p = extract(text).patch
    assert p.prompt_tokens == prompt and p.seq_len is not None and p.seq_len > prompt
