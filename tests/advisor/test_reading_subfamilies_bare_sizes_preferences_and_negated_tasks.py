"""Words people type for a model, a preference or a change, read as they are meant (English, 简体, 繁體).

- A family word with a qualifier that names a sub-family ("deepseek r1 distill", "qwen2.5 instruct 1m", "qwen vl")
  without the size that picks one row is no model: the reader names the rows and asks, never the base model (the six
  R1 distills are 1.5B-70B dense models, arXiv:2501.12948 §2.4; the full R1 is 671B: sizing it for "r1 distill"
  rented 8 × MI300X for ≈ $13,958 a month where one MI300X holds the 32B distill).
- A family, its version and a bare number ("qwen2.5 72", "llama 3.1 70") is that row when the registry has exactly
  that size (catalog/data/models.json: Qwen2.5-72B, Llama-3.1-70B), said in a note; a number that counts something
  ("llama 3 70 users") is no size.
- Latency words are the fastest priority; reliability words leave out marketplace hosts and spot (no SLA, pre-emption).
- "not LoRA" (a negated method) is a full fine-tune, said, also as a follow-up; "serve …, no LoRA adapters" stays a
  serving job.
- A thread that counted people ("给50人用") told "make it 200 users" re-sizes the head count by its share rule.
- FLUX.1-dev for users asks for the image rate (it is sized here from measurements); a reranker named alone with a
  query rate is sized as its cross-encoder.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.traffic import PEOPLE_AT_ONCE_PERCENT

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

DISTILLS = {"DeepSeek-R1-Distill-Qwen-1.5B", "DeepSeek-R1-Distill-Qwen-7B", "DeepSeek-R1-Distill-Qwen-14B",
            "DeepSeek-R1-Distill-Qwen-32B", "DeepSeek-R1-Distill-Llama-8B", "DeepSeek-R1-Distill-Llama-70B"}


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True, exclude={"language"})


# ---- a sub-family without its size -------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "serve deepseek r1 distill for 20 users",
    "serve r1 蒸馏版 for 20 users",
    "部署 DeepSeek R1 蒸餾版 給20人用",  # 繁體
    "部署deepseek蒸馏模型给20人用",  # DeepSeek released distills of R1 only: "DeepSeek 蒸馏" is one of them
])
def test_a_distill_without_its_size_is_asked_never_the_full_r1(text):
    e = extract(text)
    assert "model" not in e.patch.model_dump(exclude_none=True), e.patch
    assert e.patch.params_b is None  # nor a size read from "r1"
    # the note names the six rows (the registry's DeepSeek-R1-Distill-* rows), so the user can pick one
    said = next(n for n in e.notes if "names 6 models" in n)
    assert all(d in said for d in DISTILLS), said
    assert "DeepSeek-R1," not in said  # the 671B model is not offered


@pytest.mark.parametrize("text, model", [
    ("serve deepseek r1 distill qwen 32b for 20 users", "DeepSeek-R1-Distill-Qwen-32B"),
    ("serve R1 distill 70b for 5 users", "DeepSeek-R1-Distill-Llama-70B"),  # 70B: only the Llama base has it
    ("serve deepseek-r1:8b for 5 users", "DeepSeek-R1-Distill-Llama-8B"),  # Ollama's tag
    ("serve deepseek r1 for 5 users", "DeepSeek-R1"),  # no distill word: the full model, as before
])
def test_a_distill_with_its_size_or_no_distill_word_is_read_as_before(text, model):
    assert read(text).get("model") == model


def test_the_million_token_release_without_a_size_is_asked_and_1m_is_no_parameter_count():
    # "1m" once read as params_b 0.001 (a million parameters); the two 1M-context rows are 7B and 14B
    e = extract("serve qwen2.5 instruct 1m for 5 users")
    got = e.patch.model_dump(exclude_none=True)
    assert "model" not in got and "params_b" not in got, got
    assert any("Qwen2.5-7B-Instruct-1M" in n and "Qwen2.5-14B-Instruct-1M" in n for n in e.notes), e.notes
    assert read("serve qwen2.5 7b instruct 1m for 5 users")["model"] == "Qwen2.5-7B-Instruct-1M"


def test_a_vision_release_without_a_size_names_the_vl_rows():
    e = extract("serve qwen2.5 vl for 20 users")
    assert e.patch.model is None
    assert any("Qwen2.5-VL-7B" in n for n in e.notes), e.notes
    assert read("serve qwen2.5 vl 7b for 20 users")["model"] == "Qwen2.5-VL-7B"


# ---- a size written without its B --------------------------------------------------------------------------------

@pytest.mark.parametrize("text, model", [
    ("serve qwen2.5 72 for 20 users", "Qwen2.5-72B"),
    ("serve llama 3.1 70 for 20 users", "Llama-3.1-70B"),
    ("serve qwen2.5-72 for 20 users", "Qwen2.5-72B"),
    ("部署qwen2.5 72给20人用", "Qwen2.5-72B"),
    ("部署 llama 3.1 8 給5人用", "Llama-3.1-8B"),  # 繁體
])
def test_a_family_version_and_bare_size_is_that_row_said_in_a_note(text, model):
    e = extract(text)
    assert e.patch.model == model
    assert any(model in n and "without its B" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, family_default", [
    ("serve llama 3 70 users", "Llama-3-8B"),  # 70 counts users: no Llama-3-70B
    ("serve llama 3 for 20 users", "Llama-3-8B"),  # "3" is the version: never Llama-3.2-3B
    ("serve qwen2.5 7 GPUs", "Qwen2.5-7B"),  # 7 counts cards
])
def test_a_number_that_counts_something_is_no_size(text, family_default):
    # the family said with no size is sized on its row nearest a chat assistant's 8B (said as an assumption), never
    # on a row the counted number would name (Llama-3-70B from "70 users", Qwen2.5-7B is 7B by its nearness to 8B)
    e = extract(text)
    assert e.patch.model == family_default
    assert any("names a family of sizes" in n for n in e.notes), e.notes


# ---- preference words --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "serve Llama-3.1-8B for 20 users, lowest latency",
    "serve Llama-3.1-8B for 20 users, latency matters most",
    "minimize latency",
    "部署 Llama-3.1-8B 给20人用，延迟最低",
    "部署 Llama-3.1-8B 給20人用，延遲優先",  # 繁體
    "最低延迟",
])
def test_latency_words_are_the_fastest_priority(text):
    assert read(text).get("priority") == "fastest"


def test_latency_dismissed_is_no_priority():
    assert "priority" not in read("lowest latency is not important")


@pytest.mark.parametrize("text", [
    "serve Llama-3.1-8B for 20 users, most reliable",
    "reliability matters most",
    "部署 Llama-3.1-8B 给20人用，要最稳定的",
    "部署 Llama-3.1-8B 給20人用，要最穩定的",  # 繁體
    "最稳定",
])
def test_reliability_words_leave_out_marketplaces_and_spot_and_say_so(text):
    e = extract(text)
    got = e.patch.model_dump(exclude_none=True)
    # a marketplace host has no SLA and spot is pre-empted: both left out, said in the note
    assert got.get("exclude_marketplace") is True and got.get("billing") == "on_demand", got
    assert any("no marketplace hosts, on-demand" in n for n in e.notes), e.notes


def test_stable_diffusion_is_no_reliability_word():
    assert "exclude_marketplace" not in read("serve stable diffusion for 10 users")


# ---- a negated method ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["not LoRA", "no LoRA", "不用LoRA", "不要LoRA", "唔要lora", "不是LoRA"])
def test_a_negated_lora_alone_is_a_full_fine_tune_said(text):
    e = extract(text)
    assert e.patch.task == "full_finetune"
    assert any("full fine-tune" in n and "QLoRA" in n for n in e.notes), e.notes


def test_serving_without_lora_adapters_stays_serving():
    assert read("serve Llama-3.1-8B for 5 users, no LoRA adapters")["task"] == "inference"


# ---- follow-ups in a chat ----------------------------------------------------------------------------------------

def _chat(tmp_path, *turns):
    eng = Engine(Store(tmp_path / "s.db"))
    return [eng.handle("t", text) for text in turns], eng


@pytest.mark.slow
def test_not_lora_on_a_lora_thread_switches_to_a_full_fine_tune(tmp_path):
    replies, eng = _chat(tmp_path, "LoRA fine-tune Llama-3.1-8B on 10k examples, 2k context", "not LoRA")
    assert eng.store.load("t")[0].task == "full_finetune"
    assert "didn't catch" not in replies[-1].text
    assert "read as a full fine-tune" in replies[-1].text


@pytest.mark.slow
def test_latency_and_reliability_follow_ups_are_read(tmp_path):
    replies, eng = _chat(tmp_path, "serve Llama-3.1-8B for 20 users", "lowest latency", "最稳定")
    w = eng.store.load("t")[0]
    assert w.priority == "fastest" and w.exclude_marketplace is True and w.billing == "on_demand"
    assert not any("didn't catch" in r.text or "没有从" in r.text for r in replies)


@pytest.mark.slow
def test_users_on_a_head_count_thread_are_its_people_again(tmp_path):
    # 50 people at the 15 % office-peak share → 50 × 0.15 = 7.5 → 8 at once (the thread's first reading); "make it
    # 200 users" → 200 people × 0.15 = 30 at once, never 200 at once (25× the load)
    assert PEOPLE_AT_ONCE_PERCENT == 15
    replies, eng = _chat(tmp_path, "部署llama3-70b给50人用", "make it 200 users")
    w = eng.store.load("t")[0]
    assert w.head_count == 200 and w.concurrency is None, w
    assert "30" in replies[-1].text and "200 路并发" not in replies[-1].text


@pytest.mark.slow
def test_users_said_at_once_on_a_head_count_thread_stay_at_once(tmp_path):
    _, eng = _chat(tmp_path, "部署llama3-70b给50人用", "make it 300 concurrent")
    w = eng.store.load("t")[0]
    assert w.concurrency == 300 and w.head_count is None, w


# ---- image and reranker models with a load ------------------------------------------------------------------------

@pytest.mark.slow
def test_flux_for_users_asks_for_the_image_rate_not_not_sized(tmp_path):
    replies, _ = _chat(tmp_path, "serve FLUX.1-dev for 10 users")
    text = replies[-1].text
    assert "Not sized here" not in text
    assert "images a minute" in text and "10 users" in text


@pytest.mark.slow
def test_a_reranker_named_alone_with_a_rate_is_sized_with_its_depth(tmp_path):
    # 200 queries/s × 50 documents each = 10,000 (query, document) pairs a second for the cross-encoder
    replies, _ = _chat(tmp_path, "serve bge-reranker-v2-m3 for 200 queries per second, 50 documents each")
    text = replies[-1].text
    assert "Which model" not in text and "Not sized here" not in text
    assert "200 queries/s × 50 = 10,000 pairs/s" in text, text


@pytest.mark.slow
@pytest.mark.parametrize("turns", [("serve FLUX.1-dev for 10 users", "20 images a minute"),
                                   ("部署 FLUX.1-dev 給10個用戶", "每分鐘出20張圖")])
def test_the_image_rate_answering_that_question_is_sized(tmp_path, turns):
    # the rate the question asks for is a follow-up of this domain (it once read as off-topic): 20 images a minute
    replies, _ = _chat(tmp_path, *turns)
    assert replies[-1].kind == "answer", replies[-1].text
    assert "20" in replies[-1].text.split("\n")[0]


@pytest.mark.parametrize("text", ["don't quantize", "do not quantize it", "不要量化", "唔要量化", "no quantization"])
def test_a_negated_quantization_keeps_16_bit_weights(text):
    assert read(text).get("precision") == "bf16"


@pytest.mark.parametrize("text", ["不用全参", "不要全參", "not full fine-tune", "唔使全參"])
def test_a_negated_full_fine_tune_is_a_fine_tune_whose_method_the_defaults_pick(text):
    # no method said: "finetune", which tools.defaults sizes as LoRA and says so (defaults.finetune_lora)
    assert read(text).get("task") == "finetune"


@pytest.mark.slow
def test_not_full_on_a_full_fine_tune_thread_goes_back_to_lora(tmp_path):
    _, eng = _chat(tmp_path, "full fine-tune Llama-3.1-8B on 10k examples, 2k context", "不用全参")
    assert eng.store.load("t")[0].task in ("finetune", "lora")
    assert eng.store.load("t")[1].workload.task == "lora"
