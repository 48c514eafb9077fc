"""A model fine-tuned before and now served is serving, not a fine-tune: a past or adjectival training word
("LoRA-finetuned", "we fine-tuned", "our fine-tune of", 微调好的, 微調過的) beside a serving word (deploy / host / serve /
部署 / 给N人) sizes inference of that model for the users said, with a note on merged and unmerged adapters. A training
word still to be done ("fine-tune …, then deploy it") stays a fine-tune."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize(("text", "model", "load"), [
    # "users" are at once as said; 人 is a head count (sized later at its peak share)
    ("deploy my LoRA-finetuned Qwen2.5-7B for 50 users", "Qwen2.5-7B", {"concurrency": 50}),
    ("host the Llama-3.1-8B we fine-tuned last week for 20 users", "Llama-3.1-8B", {"concurrency": 20}),
    ("serve our fine-tune of Llama-3.1-8B for 20 users", "Llama-3.1-8B", {"concurrency": 20}),
    ("we fine-tuned Llama-3.1-8B last week, now serve it for 20 users", "Llama-3.1-8B", {"concurrency": 20}),
    ("部署我们微调好的 Qwen2.5-7B，给30人用", "Qwen2.5-7B", {"head_count": 30}),
    ("部署我們微調好的 Qwen2.5-7B，給30人用", "Qwen2.5-7B", {"head_count": 30}),
    ("部署我們用LoRA微調過的 Qwen2.5-7B，給30人用", "Qwen2.5-7B", {"head_count": 30}),
])
def test_a_model_fine_tuned_before_and_served_is_serving(text, model, load):
    got = fields(text)
    assert got["task"] == "inference" and got["model"] == model
    assert {k: got.get(k) for k in load} == load


@pytest.mark.parametrize("text", [
    "fine-tune Llama-3.1-8B with LoRA, then deploy it for 20 users",   # the training is still to do
    "LoRA fine-tune Qwen2.5-7B on 10k examples",
    "用LoRA微调 Qwen2.5-7B，微调完再部署给20人用",                       # 微调完再部署: train, then deploy
])
def test_a_fine_tune_still_to_do_stays_a_fine_tune(text):
    assert fields(text)["task"] in ("lora", "finetune")


@pytest.mark.slow
def test_the_answer_says_how_an_adapter_is_served_and_keeps_the_users(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "deploy my LoRA-finetuned Llama-3.1-8B for 20 users")
    assert "inference" in r.text.split("\n", 1)[0] and "20 users" in r.text.split("\n", 1)[0]
    assert "--enable-lora" in r.text and "merged LoRA serves like its base" in r.text
    zh = Engine(store=Store(tmp_path / "z.db")).handle("t", "部署我们微调好的 Qwen2.5-7B，给30人用")
    assert "推理" in zh.text.split("\n", 1)[0] and "共 30 人" in zh.text and "vLLM --enable-lora" in zh.text
