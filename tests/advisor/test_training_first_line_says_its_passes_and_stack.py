"""A sized training job's first line says the number of passes its time and cost are for, and names the stack the
job runs on: a full fine-tune on Hugging Face is "HF transformers" (PEFT is the adapter library, no part of it).

An expert reads "finishes in 54 min for ≈ $4.38" as the whole fine-tune; with the epoch count only in the full report,
a 3-epoch plan costs three times what the short answer said."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def first_line(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text.splitlines()[0]


@pytest.mark.parametrize("text,words", [
    ("Full fine-tune of Qwen2.5-7B on 30k examples of about 2k tokens each. What hardware and how long?",
     "× 1 epoch (1 pass assumed)"),
    ("全量微调 Qwen2.5-7B，3 万条样本，每条约 2k token，用什么卡，多久？", "× 1 轮（按 1 轮）"),
])
def test_an_unstated_epoch_count_is_in_the_first_line(tmp_path, text, words):
    # 30k × 2k = 61M tokens: the time and cost are for ONE pass over them (6 · N · tokens once); with no count said
    # the first line must say so, so a reader planning 3 epochs multiplies by 3.
    line = first_line(tmp_path, text)
    assert words in line, line


def test_a_stated_epoch_count_is_not_called_assumed(tmp_path):
    line = first_line(tmp_path, "Full fine-tune Qwen2.5-7B on 30k examples of 2k tokens for 3 epochs")
    assert "3 epochs" in line and "assumed)" not in line.split("3 epochs")[1][:20], line


@pytest.mark.parametrize("text,stack", [
    ("Full fine-tune of Qwen2.5-7B on 30k examples of about 2k tokens each, not LoRA", "HF transformers ·"),
    ("LoRA fine-tune of Qwen2.5-7B on 30k examples of about 2k tokens each", "HF transformers/PEFT"),
])
def test_the_stack_named_fits_the_method(tmp_path, text, stack):
    # a full fine-tune updates every weight through plain transformers (Trainer / FSDP); PEFT only wraps adapters
    line = first_line(tmp_path, text).strip("*") + " ·"
    assert stack in line, line
    if "LoRA" not in text.replace("not LoRA", ""):
        assert "PEFT" not in line, line


def test_a_refused_card_with_no_data_size_says_its_cheapest_is_per_token(tmp_path):
    # Hand: QLoRA of a 70B base needs ≈ 40 GB of NF4 weights alone, so one 24 GB card is a "no". With no data size
    # there is no job to price: the fallback is ranked by price per training token, where a $4.90/h B200 can beat a
    # $1.08/h 80 GB card. Calling it "the cheapest" bare reads as the cheapest hour; the answer must say which
    # measure it is and still name the lowest hour.
    t = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "I have one RTX 3090. Can I QLoRA fine-tune Qwen2.5-72B on it? If not, what should I rent?").text
    # QLoRA runs with gradient checkpointing (PEFT's default): 72 B then fits one 80 GB card, and the $1.08/h A800 is
    # both the cheapest per token and the lowest hour; "the lowest hour is named below" is said only when one is
    assert "$1.08/h" in t, t[:1500]
    assert ("per training token" in t) == ("Lowest hour" in t), t[:1500]


def test_a_sized_job_keeps_the_plain_cheapest(tmp_path):
    # with a data size the fallback is ranked by the job's cost: "cheapest" is the job's, no qualifier needed
    t = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Full fine-tune Llama 3.1 70B on 20k examples of 2k tokens on two RTX 4090s?").text
    assert "The cheapest plan that works without that constraint:" in t, t[:1500]
    assert "per training token" not in t
