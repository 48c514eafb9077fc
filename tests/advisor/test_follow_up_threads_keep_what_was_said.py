"""Whole chat threads: a data-size follow-up keeps the epochs and tokens per example (in English and 繁體 after 简体),
and "anything but AWS" after "only AWS" ranks every provider again."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # every test here runs whole answers


def _changed(text: str) -> str:
    return next((x for x in text.splitlines() if x.startswith(("changed:", "本轮", "本輪"))), "")


def test_more_examples_keep_the_epochs(tmp_path):
    # 30,000 × 2,048 × 2 = 122,880,000 tokens; 60,000 examples doubles it: 245,760,000 (k = 1,024 tokens)
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "LoRA fine-tune Qwen2.5-7B on 30k examples, 2k tokens each, 2 epochs")
    r = e.handle("t", "let's do 60k examples instead")
    line = _changed(r.text)
    assert "122,880,000 → 245,760,000" in line, line
    assert "× 2 epochs" in r.text


def test_more_examples_in_traditional_keep_the_epochs(tmp_path):
    # 2万 × 1,024 × 3 = 61,440,000 → 4万: 122,880,000
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("z", "用 LoRA 微调 Qwen2.5-7B，2万条数据，每条1k token，训练3个epoch")
    r = e.handle("z", "資料改成4萬條")
    assert "61,440,000 → 122,880,000" in _changed(r.text), _changed(r.text)


def test_anything_but_the_only_provider_ranks_all_again(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("p", "serve Llama-3.1-8B for 40 users")
    assert "only aws" in e.handle("p", "only AWS").text.splitlines()[0]
    r = e.handle("p", "on second thought, anything except AWS")
    assert "only aws" not in r.text.splitlines()[0]
    assert "providers aws → —" in _changed(r.text)
    r = e.handle("p", "make it 20 users")
    assert "only aws" not in r.text.splitlines()[0]
