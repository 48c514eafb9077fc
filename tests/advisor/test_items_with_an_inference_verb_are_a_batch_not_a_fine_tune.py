"""A counted set of items with a word for what a model writes of each one (a summary, fields pulled into JSON, 抽成
json, 提炼, 归纳) and no training word is a batch inference job, never a LoRA fine-tune (a blind expert review read
"50万份简历抽成json，周三到周五下班前" as "LoRA fine-tune": 抽成 named no batch work, so the 500k résumés were a
training set and the task fell to the fine-tune default).

Hand reasoning: each item gets one request, so batch_requests is the count said (50万 = 500,000; 2 million =
2,000,000; 500k = 500,000); the work is what the model writes (JSON fields → extract, summaries → summarize); a
training word (微调, fine-tune) beside the same count keeps it a training set."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "n", "work"), [
    ("50万份简历抽成json，周三到周五下班前", 500_000, "extract"),
    ("把50萬份履歷抽成JSON，週五前", 500_000, "extract"),
    ("20万条客服对话，提炼成json，最便宜", 200_000, "extract"),
    ("500k resumes to JSON by Friday", 500_000, "extract"),
    ("Summaries for roughly 2 million emails over the weekend, due Monday 9am. Cheapest?", 2_000_000, "summarize"),
    ("We have a weekend job summarising about 2 million emails by Monday 9am, what's cheapest?", 2_000_000,
     "summarize"),
])
def test_items_with_an_inference_word_are_requests(text, n, work):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.dataset is None, p
    assert p.batch_work == work, p


@pytest.mark.parametrize("text", [
    "50万条数据微调Qwen2.5-7B，抽成json",  # 微调 said: the items are training examples
    "fine-tune Llama-3.1-8B on 500k resumes to JSON",
])
def test_a_training_word_keeps_the_items_a_training_set(text):
    p = extract(text).patch
    assert p.task in ("finetune", "lora") and not p.batch_requests, p


@pytest.mark.slow
def test_resumes_pulled_into_json_are_answered_as_a_batch(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "50万份简历抽成json，周三到周五下班前").text
    first = out.splitlines()[0]
    # 500,000 résumés, one request each: the workload line is a batch of 500,000, never a LoRA fine-tune
    assert "批量 500,000 条" in first and "LoRA" not in first and "微调" not in first, first
    assert "哪种训练" not in out
