"""Answer classes an expert found wrong in docs/expert_review15_grades.md, each asked in EN / 简体 / 繁體.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.dataset import dataset_train_tokens
from tools.defaults import kind_of
from tools.schema import Dataset, WorkKind, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the recommender and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


# --- 1. a fine-tune on images is a training job, never judged by serving floors (review 15 Q30, grade 0) -----------

def test_images_in_a_training_set_count_as_samples_of_at_most_one_sequence():
    # Hand: Qwen2.5-VL makes one token of 28 × 28 pixels, so a 1024² page is 1024² / 784 ≈ 1,337 visual tokens: one
    # image with its text fits the 2,048-token default sequence. 10,000 images × 2,048 × 1 epoch = 20,480,000.
    tokens, _ = dataset_train_tokens(Dataset(amount=10_000, unit="images"), 2048)
    assert tokens == 20_480_000
    w = Workload(model="Qwen2.5-VL-7B", task="lora", dataset=Dataset(amount=10_000, unit="images"))
    assert kind_of(w) is WorkKind.SIZED_TRAINING
    # hours of audio have no stated token rate: no job size, so the job is priced per token, never "too slow"
    audio = Workload(model="Qwen2.5-7B", task="lora", dataset=Dataset(amount=100, unit="audio_hours"))
    assert kind_of(audio) is WorkKind.OPEN_TRAINING


@pytest.mark.parametrize("text", [
    "LoRA fine-tune Qwen2.5-VL-7B for OCR on 10k images",          # review 15 Q30 in English
    "用 LoRA 微调 Qwen2.5-VL-7B 做 OCR，1 万张图",                    # 简体
    "Fine-tune Qwen2.5-VL-7B 做 OCR，1 萬張圖，用 LoRA",              # 繁體 (HK), as asked
])
def test_an_image_fine_tune_is_ranked_as_a_job(tmp_path, text):
    # Hand: a 7B LoRA in BF16 is ~15 GB of frozen weights + adapters, optimizer and activations: one 24–48 GB card.
    # 20.5M tokens × 6 × 7.6e9 ≈ 9.3e17 FLOP (LoRA's backward skips weight gradients, a bit less) → at 40 % of an
    # RTX 6000 Ada's 364 dense TFLOPS ≈ 1.8 h; the answer is a one-card plan finishing in hours, never a refusal for
    # a chat speed floor or for a cross-machine (RDMA) split.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.gpu_count * top.instances == 1, r.text[:600]
    assert top.speed is not None and top.speed.train_hours is not None and top.speed.train_hours < 12
    for floor_words in ("20 tokens/s", "20 token/s", "RDMA"):
        assert floor_words not in r.text, r.text[:600]
