"""Figures and tasks as people state them on the first turn are read as said: a data set named with two words before
its noun ("40k customer support emails") is N items × tokens × epochs, never "no data size given" nor a crowd of
users; "budget for one 8xH100 node" is a hardware limit (that machine), never $8 or $1; a fine-tune already done
("We fine-tuned …", 已经微调好, 微調過) beside who uses the model now is serving, not a new fine-tune; and a stated card
count that cannot meet a deadline says how long it would take on that count and how far off the deadline is."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize(("text", "items", "each", "epochs"), [
    # 40,000 × 600 × 3 = 72,000,000 training tokens (quoted instead for an assumed 102M)
    ("want to fine tune gemma 3 12b on ~40k customer support emails (avg maybe 600 tokens), 3 epochs. LoRA is fine",
     40_000, 600, 3),
    # 20,000 × 1,500 × 2 = 60M
    ("LoRA Qwen2.5-7B on 20k anonymised patient records, 1500 tokens each, 2 epochs", 20_000, 1_500, 2),
])
def test_a_data_set_with_two_words_before_its_noun_is_read(text, items, each, epochs):
    ds = fields(text)["dataset"]
    assert (ds["amount"], ds["tokens_per_unit"], ds["epochs"]) == (items, each, epochs)
    assert "concurrency" not in fields(text)  # "~40k customer" is no crowd of users in a fine-tune


def test_people_sending_messages_are_still_no_data_set():
    assert "dataset" not in fields("LoRA Qwen2.5-7B for a support bot where 10k users send messages")


@pytest.mark.parametrize("text", [
    "got budget for one 8-GPU node, pretrain a 1B model on 50B tokens",
    "budget for 2 8xA100 boxes, LoRA Llama-3.1-70B",
    "budget for one 8×H100 node, fine-tune Qwen2.5-32B",
])
def test_a_budget_for_a_machine_is_no_money(text):
    # "budget for one 8-GPU node" was $8.00 in total; "one 8xH100 node" $1.00
    assert "budget" not in fields(text)


@pytest.mark.parametrize("text", [
    "We fine-tuned Llama-3.1-8B-Instruct on our clause data. Now we want to feed it whole contracts, 20 lawyers using it."
    " what GPU do we need?",
    "我们已经微调好了 Qwen2.5-14B，现在想给30个人用，需要什么卡",
    "我們微調過 Qwen2.5-14B，現在 20 個律師要用，要什麼卡",
])
def test_a_fine_tune_already_done_and_now_used_is_serving(text):
    assert fields(text)["task"] == "inference"


@pytest.mark.parametrize("text", [
    "we fine-tuned llama 8b on 10k examples, now want to fine-tune again on 50k for our 30 users",
    "我们微调过 Qwen2.5-7B，现在想再用 5 万条数据微调一次",
])
def test_a_fine_tune_to_do_again_stays_a_fine_tune(text):
    assert fields(text)["task"] in ("lora", "finetune", "full_finetune")


@pytest.mark.slow
def test_a_card_count_that_misses_the_deadline_says_by_how_much(tmp_path):
    # 6 · 3e9 · 3e11 = 5.4e21 FLOP; one 8 × H100 node at 989 TFLOP/s dense BF16 and 40 % MFU: 5.4e21 / (8 · 989e12 ·
    # 0.4) ≈ 1.7e6 s ≈ 20 days, ≈ 10× the 2 days asked (the speed model's own MFU moves it a little: 15–30 days)
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "we want to pretrain a 3B model from scratch on 300B tokens. got budget for one 8xH100 node, need the run done"
        " in 2 days for a paper deadline. which provider?"))
    assert "budget" not in r.text.split("\n", 1)[0]
    m = re.search(r"On 8 GPUs this job takes ≈ ([\d.]+) days, about (\d+)× the 2\.0 days asked", r.text)
    assert m and 15 <= float(m.group(1)) <= 30 and 8 <= int(m.group(2)) <= 15


@pytest.mark.parametrize(("text", "hours"), [
    ("Insurer in Singapore. ~2000 hours/month of recorded claims calls to transcribe, data can't leave SG. "
     "Whisper large-v3. what GPU + monthly cost, we'd like it on GCP", 2000),
    ("whisper large-v3: 300 hrs a week of support calls to transcribe", 300),
])
def test_hours_of_audio_with_a_period_between_are_a_batch(text, hours):
    # "N hours/month of calls" is N hours of audio each month (a batch), never "how many hours of audio?"
    assert fields(text)["dataset"] == {"amount": hours, "unit": "audio_hours"}


@pytest.mark.slow
def test_a_monthly_transcription_batch_on_gcp_in_singapore_is_priced(tmp_path):
    # 2,000 h of audio at the measured 92× real time (A100 80GB) is ≈ 21.7 GPU-hours a month: a batch, not 24/7
    r = Engine(store=Store(tmp_path / "w.db")).handle("t", (
        "Insurer in Singapore. ~2000 hours/month of recorded claims calls to transcribe (English + some "
        "Mandarin/Singlish), data can't leave SG. Whisper large-v3. what GPU + monthly cost, we'd like it on GCP"))
    # "data can't leave SG" now also leaves marketplace hosts out, said in a note above the headline: the headline is
    # the first bold line
    head = next(x for x in r.text.split("\n") if x.startswith("**"))
    assert "Whisper large-v3, 2,000 h of audio: rent gcp" in head and "a month" in head
    assert "✅ Singapore (honoured)" in r.text


@pytest.mark.slow
def test_a_done_fine_tune_fed_long_contracts_is_served_and_names_the_longer_base(tmp_path):
    # Llama-3-8B holds 8,192 tokens; 60k contracts need Llama-3.1-8B (128k), and the adapter is trained again on it
    r = Engine(store=Store(tmp_path / "l.db")).handle("t", (
        "We fine-tuned Llama-3-8B-Instruct (the original one from spring 2024) on our clause data. Now we want to feed "
        "it whole contracts, ~60k tokens, 20 lawyers using it. what GPU do we need?"))
    head = r.text.split("\n", 1)[0]
    assert "inference" in head and "fine-tune" not in head
    assert "Llama-3.1-8B" in r.text and "training it again" in r.text
