"""A model released in a format training cannot run in (gpt-oss's MXFP4) is trained over BF16, as Hugging Face
transformers/PEFT load it (dequantised), and said in the user's language with the 4-bit route; never an English
"mxfp4 is an inference format" error in a Chinese chat. A fully trained model that no longer fits the user's own card
says so, with the 4-bit copy that does (tools/trained_weights.py)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.recommend import released_format_untrainable
from tools.trained_weights import trained_back_on_card

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

LORA_TW = "我有一張RTX 5090 (32GB)，想用自己3萬筆客服對話(平均1500 tokens)對gpt-oss-20b做LoRA，跑3個epoch，5090夠嗎？要多久？"
FULL_TW = "如果不要LoRA，要全參數微調呢？去哪租、大概多少台幣？訓完還能放回5090上跑嗎？"


def test_full_training_output_is_compared_with_the_users_card():
    msg = trained_back_on_card(registry.get("gpt-oss-20b"), "full_finetune", all_gpus()["RTX 5090"])
    assert msg is not None
    # BF16: 20.9B × 2 bytes = 41.8 GB > the 5090's ≈ 34.2 GB usable: not as trained
    assert msg.args["bf16_gb"] == pytest.approx(41.8, abs=0.1) and msg.args["room_gb"] < 35
    # MXFP4 on the routed experts (4.25 bits), the rest BF16: ≈ 13.7 GB, which fits with ≈ 20 GB for the KV cache
    assert msg.args["fmt"] == "MXFP4" and msg.args["four_gb"] == pytest.approx(13.7, abs=0.2) and msg.args["fits"]


def test_no_trained_weights_line_where_they_fit_or_nothing_is_fully_trained():
    gpus = all_gpus()
    assert trained_back_on_card(registry.get("gpt-oss-20b"), "lora", gpus["RTX 5090"]) is None  # an adapter only
    # Qwen3-8B: 8.2B × 2 = 16.4 GB fits a 32 GB card as trained
    assert trained_back_on_card(registry.get("Qwen3-8B"), "full_finetune", gpus["RTX 5090"]) is None


def test_only_a_release_format_training_cannot_run_in_is_said():
    oss = registry.get("gpt-oss-20b")
    assert released_format_untrainable(oss, "lora") is not None and released_format_untrainable(oss, "inference") is None
    assert released_format_untrainable(registry.get("DeepSeek-V3"), "lora") is None  # FP8 weights: no such line


@pytest.mark.slow
def test_mxfp4_lora_and_full_training_on_an_owned_5090_in_traditional_chinese(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", LORA_TW)
    assert r1.recommendation is not None, r1.text[:300]  # sized, not "無法估算：mxfp4 is an inference format"
    assert r1.recommendation.workload.model == "gpt-oss-20b" and r1.recommendation.workload.precision == "bf16"
    assert "inference format" not in r1.text and "MXFP4" in r1.text and "反量化成 BF16" in r1.text
    assert "QLoRA" in r1.text  # the 4-bit route that fits the 32 GB card
    r2 = eng.handle("t", FULL_TW)
    assert r2.recommendation is not None, r2.text[:300]  # not "用哪個模型？訓練資料有多少？"
    w = r2.recommendation.workload
    assert w.model == "gpt-oss-20b" and w.task == "full_finetune" and w.dataset is not None and w.dataset.epochs == 3
    assert "訓完還能放回 RTX 5090" in r2.text and "41.8 GB" in r2.text and "MXFP4（約 13.7 GB）" in r2.text


@pytest.mark.slow
def test_the_trained_model_back_on_an_owned_card_in_english(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r = eng.handle("t", "I own one RTX 4090. Full fine-tune gpt-oss-20b on 20k chats of 1,000 tokens, 2 epochs: where "
                        "do I rent it, and can I serve the result on my 4090 afterwards?")
    assert r.recommendation is not None and r.recommendation.workload.task == "full_finetune", r.text[:300]
    # BF16 41.8 GB > the 4090's ≈ 25 GB usable; MXFP4 13.7 GB fits
    assert "Back on your RTX 4090 after training? Not as trained" in r.text and "MXFP4 (≈ 13.7 GB)" in r.text
