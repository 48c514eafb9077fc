"""A negative amount was noted as not read and then sized by its absolute value
("transcribe -5 hours of audio" → "Whisper large, 5 h of audio"), or not noted at all ("-10000 examples" → a
fine-tune on 10,000 samples; MCP parse_request alike); a zero budget ("$0 a month") vanished with no note, and
"fine-tune RoBERTa-large on 0 examples" became an inference question. Expected by hand: nothing is sized from a
negative or zero figure, each is said as not read, and a fine-tune stays a fine-tune (it asks for the training set)."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


@pytest.mark.slow
def test_negative_hours_of_audio_are_not_sized_as_positive(tmp_path):
    r = _ask(tmp_path, "transcribe -5 hours of audio with Whisper large")
    assert "'-5 hours' is not read" in r.text, r.text[:300]
    assert "5 h of audio" not in r.text and not r.text.split("\n\n", 1)[-1].startswith("**Whisper"), r.text[:400]


@pytest.mark.parametrize("text", ["fine-tune RoBERTa-large on -10000 examples", "LoRA Llama-3-8B on -5000 pairs"])
def test_negative_examples_are_noted_and_not_read(text):
    e = extract(text)
    assert e.patch.dataset is None, e.patch.dataset
    assert any("is not read: a count or a duration is never negative" in n for n in e.notes), e.notes


def test_a_zero_budget_is_said_as_not_read():
    for text, said in (("serve Llama-3-8B for 10 users, budget $0 a month", "'$0'"),
                       ("给 10 个用户部署 Llama-3-8B，每月预算 0 元", "“0 元”")):
        e = extract(text)
        assert e.patch.budget is None and e.patch.budget_per_hour is None
        assert any(said in n for n in e.notes + list(e.zh_notes.values())), (e.notes, e.zh_notes)
    # cents are a budget, not zero
    assert extract("serve Llama-3-8B for 10 users, budget $0.50 an hour").patch.budget_per_hour.amount == 0.5


@pytest.mark.slow
def test_zero_examples_keep_the_fine_tune_and_ask_for_the_training_set(tmp_path):
    r = _ask(tmp_path, "fine-tune RoBERTa-large on 0 examples")
    assert "'0 examples' is not read" in r.text, r.text[:300]
    assert "requests per second" not in r.text and "How many training examples" in r.text, r.text[:400]
    e = Engine(store=Store(tmp_path / "f.db"))
    e.handle("f", "fine-tune RoBERTa-large")
    r = e.handle("f", "on 20000 examples")  # answering the question sizes the fine-tune
    assert r.text.startswith("**roberta-large full fine-tune on 20,000 samples"), r.text[:300]
