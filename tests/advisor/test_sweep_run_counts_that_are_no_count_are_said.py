"""A sweep's count of runs that is no count — signed, zero or past SWEEP_MAX_RUNS (100,000) — is said not read, in the
user's words, and neither its minus dropped ("-5 runs × 20M tokens each" was 5 runs = 100M tokens; 超参搜索-100组 was
100 组) nor its runs' tokens taken as something else (超参搜索0组，每组2000万token was a 20,000,000-token context
"not read"). 100 runs × 20M = 2 × 10⁹ tokens is still read."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, said", [
    ("LoRA fine-tune Llama-3-8B, a hyperparameter sweep of -5 runs × 20M tokens each", "-5 runs"),
    ("LoRA fine-tune Llama-3-8B, a hyperparameter sweep of 0 runs × 20M tokens each", "0 runs"),
    # 10¹¹ runs × 2 × 10⁷ tokens = 2 × 10¹⁸, past any training run
    ("LoRA fine-tune Llama-3-8B, a hyperparameter sweep of 100000000000 runs × 20M tokens each", "100000000000 runs"),
    ("LoRA微调Qwen2.5-7B，超参搜索-100组，每组2000万token", "-100组"),
    ("LoRA微调Qwen2.5-7B，超参搜索0组，每组2000万token", "0组"),
])
def test_a_run_count_that_is_no_count_is_said_and_nothing_is_read_from_it(text, said):
    e = extract(text)
    assert any(f"'{said}'" in n or f"“{said}”" in n for n in e.notes), e.notes
    assert not any("read as" in n or "按" in n and "理解" in n for n in e.notes), e.notes
    assert e.patch.train_tokens is None and e.patch.seq_len is None
    assert not any("20,000,000" in n for n in e.notes), e.notes  # the per-run tokens are no context


def test_a_sweep_of_plain_runs_is_still_read():
    assert extract("LoRA fine-tune Llama-3-8B, a hyperparameter sweep of 100 runs × 20M tokens each"
                   ).patch.train_tokens == 2_000_000_000  # 100 × 20,000,000
