"""Pictures generated each day beside LoRAs trained each month are the generation job (a daily batch), never a training
set of that many images; the month's LoRAs are said to be separate training jobs (en / 简体 / 繁體)."""

import pytest

from advisor.core.conversation import _trains
from advisor.core.extract_rules import extract
from tools.schema import Workload


@pytest.mark.parametrize("text", [
    "設計 studio，每日用 Qwen-Image 出大概 300 張圖俾客睇稿，每個月再訓 3-4 個風格 LoRA，諗緊去深水埗砌部 RTX 5090 定係租雲",
    "每天用 Qwen-Image 生成 300 张图，每个月再训 4 个风格 LoRA，租什么卡",
    "Design studio: we generate about 300 images a day with FLUX.1-dev and train 3 style LoRAs a month",
])
def test_the_days_pictures_are_generation_and_the_loras_a_separate_job(text):
    e = extract(text)
    assert e.patch.task == "inference" and e.patch.batch_requests == 300 and e.patch.batch_period == "day"
    assert e.patch.dataset is None
    assert any("separate training jobs" in n for n in e.notes)


def test_a_lora_on_three_hundred_images_stays_a_training_set():
    e = extract("用 300 张图训练一个 FLUX.1-dev 的风格 LoRA，租什么卡")
    assert e.patch.task == "lora" and e.patch.dataset is not None and e.patch.dataset.amount == 300


def test_a_generation_volume_is_not_routed_to_lora_training():
    w = Workload(task="inference", modality="diffusion", batch_requests=300, batch_period="day")
    assert not _trains(w, "每天出 300 张图，每个月再训 4 个 LoRA")
    assert _trains(Workload(task="lora", modality="diffusion"), "train a FLUX LoRA")
