"""A model the user names that no table holds keeps its kind of work: an OCR model's pages are OCR'd on the held
vision-language model and the answer says the name is not in the registry (never "No model named"); a TTS model's
hours are sized on the held TTS model, said as such; depth from photos and a protein-ligand screen are said back by
their model and never answered as a chat LLM; "transcripts" are text, so a chat model fine-tuned on them stays a chat
model's fine-tune. Other names and phrasings than any one review's, in English, 简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.unheld_names import unheld_name
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize(("text", "name"), [
    ("Convert 1M scanned pages to text with GOT-OCR2", "GOT-OCR2"),
    ("用 PaddleOCR 把 50 万页扫描件转成文字", "PaddleOCR"),
    ("we want to voice our courses using Chatterbox", "Chatterbox"),
    ("run Chai-1 on 5k complexes", "Chai-1"),
    ("用Marigold做深度估计", "Marigold"),
    ("Chatterbox TTS for 1,000 hours a month", "Chatterbox"),  # the name before its kind of work
    ("Marigold depth on 20k photos/day", "Marigold"),
])
def test_a_name_after_a_use_word_or_an_ocr_name_is_read(text: str, name: str) -> None:
    assert unheld_name(text) == name


@pytest.mark.parametrize("text", [
    "run it with vLLM on 8 H100",  # a framework and a card, no model
    "serve Llama-3.1-8B using RunPod with A100s",  # a listed model, a provider, a card
    "transcribe with Whisper large-v3",  # a listed speech model
    "the OCR results were mediocre",  # the work's word, and a word that only contains its letters
    "Kokoro-82M TTS for 1,000 hours",  # a held TTS model (its RTF is in the tables)
    "Open-source TTS for 500 hours, English voices",  # plain words before the kind
    "summarize 2M support tickets using Spark",  # a plain capitalised tool, no word saying a model is meant
    "we use GPT-4o today for 2M tickets a month, want to self-host",  # a hosted model being replaced
])
def test_cards_frameworks_and_listed_models_are_no_unheld_name(text: str) -> None:
    assert unheld_name(text) is None


def test_an_ocr_model_name_makes_the_pages_an_ocr_batch() -> None:
    # before: "GOT-OCR2" was no OCR word, so 1M pages were read as 1M training examples and a bare training question
    patch = extract("Convert 1M scanned pages to text with GOT-OCR2. What do I rent?").patch
    assert (patch.task, patch.batch_requests, patch.batch_work) == ("inference", 1_000_000, "extract")


@pytest.mark.parametrize("text", [
    "full finetune SmolLM3-3B on 500M tokens of call-centre transcripts",
    "全参微调 SmolLM3-3B，数据是 5 亿 token 的客服通话转写稿 transcripts",
])
def test_transcripts_are_text_so_a_chat_model_stays_a_chat_model(text: str) -> None:
    # before: "transcripts" matched a transcription word, so SmolLM3-3B became a 3B speech-to-text model (Whisper
    # sized in its place); a 3B chat model's full fine-tune: 6 × 3.08e9 × 5e8 ≈ 9.2e18 FLOP, on its registry row
    # (catalog/data/models.json SmolLM3-3B, no longer a generic 3B)
    patch = extract(text).patch
    assert patch.modality in (None, "llm")
    assert (patch.model, patch.params_b, patch.task) == ("SmolLM3-3B", None, "full_finetune")


@pytest.mark.parametrize("text", [
    "Run Chai-1 on 5k protein-ligand complexes. What GPUs, how long, cost?",
    "想用 AlphaFold 3 做 2 万个配体的亲和力筛选，要什么 GPU？",
    "我們想用 Boltz-2 跑 5000 個蛋白質-配體複合物，需要什麼 GPU？",
])
def test_a_structure_or_affinity_screen_is_its_own_kind(text: str) -> None:
    assert extract(text).patch.modality == "science"


@pytest.mark.slow
def test_an_ocr_model_is_said_unheld_and_sized_on_the_held_vision_model(tmp_path) -> None:
    # 1M pages × (3,584 in + 512 out) on Qwen2.5-VL-7B in olmOCR's place (olmOCR-2-7B is a Qwen2.5-VL-7B fine-tune);
    # GOT-OCR2.0 is a held row now (tools.kind_models), so the unheld name here is olmOCR's
    text = _ask(tmp_path, "Convert 1M scanned pages to text with olmOCR. What do I rent and what does it cost?")
    assert "olmOCR is not in my registry: sized on Qwen2.5-VL-7B" in text
    assert "No model named" not in text and "LoRA" not in text


@pytest.mark.slow
def test_an_ocr_model_with_a_budget_is_not_a_ladder_of_chat_models(tmp_path) -> None:
    # before: a budget and no held model ran the chat-model ladder (Llama-3.1-70B "fits the budget") for OCR pages
    text = _ask(tmp_path, "用 olmOCR 把 200 万页扫描档案转成可搜索文字，预算 2000 美元，10 天内完成，租什么？")
    assert "olmOCR 不在我的模型库里" in text and "Qwen2.5-VL-7B" in text
    assert "Llama-3.1-70B" not in text


@pytest.mark.slow
def test_a_tts_model_no_table_holds_is_said_with_the_held_one_in_its_place(tmp_path) -> None:
    text = _ask(tmp_path, "We need ~500 hours of e-learning narration a month with Chatterbox. GPUs and cost?")
    assert "Chatterbox is not in my tables" in text and "No TTS model named" not in text


@pytest.mark.slow
def test_a_screen_says_its_count_in_the_time_to_measure(tmp_path) -> None:
    # 5,000 complexes: GPU-hours = 5,000 × seconds a complex ÷ 3,600; Chai-1 is now a row (tools.domain_jobs) timed
    # as an AF3-class model, AlphaFold3's 62 GPU-s an A100 (an estimate): 5,000 × 62 ÷ 3,600 = 86.1 GPU-h
    text = _ask(tmp_path, "我们想用 Chai-1 跑 5000 个蛋白-配体复合物，要什么 GPU、多久、多少钱？")
    assert "Chai-1" in text and "5,000 个蛋白 × " in text and "86.1 GPU 小时" in text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "name"), [
    ("Run Marigold depth estimation on 20k photos/day for our app. What GPU instance?", "Marigold"),
    ("我們的 app 要用 Depth-Anything-V2-Large 每天算 5 萬張照片的深度圖，租什麼 GPU？", "Depth-Anything-V2-Large"),
    ("run Chai-1 on 5k protein-ligand complexes, what GPUs and cost?", "Chai-1"),
])
def test_depth_and_structure_models_are_said_back_never_a_chat_llm(tmp_path, text: str, name: str) -> None:
    # before: Qwen2.5-VL-7B (depth) and Llama-3.1-8B (Chai-1) were sized in their place as chat batches
    out = _ask(tmp_path, text)
    assert name in out
    assert "Qwen2.5-VL-7B" not in out and "Llama-3.1-8B" not in out and "No model named" not in out
