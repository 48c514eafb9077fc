"""A figure in scientific notation written straight after a Chinese character (并发1e30, 用1e300年, 我有1e30张RTX 5090)
was neither read nor refused: the pattern would not start after a word character, and Chinese characters are word
characters, so the answer used its default (1 user, an assumed data size, no cards) without a word. English and
spaced Chinese ("1e30 张") were refused in a note. Now the figure is read as its value when it is one a message can
state (1e3 → 1,000) and refused with the same note when it is not."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "said"), [
    ("部署Qwen2.5-7B，并发1e30", "1e30"),
    ("LoRA微调Qwen2.5-7B，训练1e30个token", "1e30"),
    ("买还是租？部署Qwen2.5-72B，50人用，用1e300年", "1e300"),
    ("我有1e30张RTX 5090，跑Qwen2.5-7B", "1e30张RTX 5090"),
    ("砌部機買1e300張RTX 5090，跑Qwen2.5-7B", "1e300張RTX 5090"),
])
def test_a_figure_too_large_after_a_chinese_character_is_said_not_read(text, said):
    e = extract(text)
    assert any(f"“{said}”" in zh for zh in e.zh_notes.values()), (e.notes, e.zh_notes)
    assert e.patch.concurrency in (None, 1) and e.patch.train_tokens is None and e.patch.num_gpus is None


@pytest.mark.parametrize(("text", "field", "value"), [
    ("部署Qwen2.5-7B，并发1e3", "concurrency", 1000),  # 1e3 = 1,000 users at once
    ("LoRA微调Qwen2.5-7B，训练1e9个token", "train_tokens", 1_000_000_000),
])
def test_a_figure_in_range_after_a_chinese_character_is_read_as_its_value(text, field, value):
    assert getattr(extract(text).patch, field) == value


def test_a_figure_inside_a_latin_name_is_still_no_scientific_figure():
    # "H100e3" is no 100,000 (a letter before the digits makes them part of the name)
    assert not any("H100e3" in n or "100e3" in n for n in extract("serve Llama-3-8B on an H100e3 for 10 users").notes)
