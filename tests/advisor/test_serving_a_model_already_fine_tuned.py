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


@pytest.mark.parametrize(("text", "model", "seq_len"), [
    # "上 our own fine-tuned X" puts X live: 自己微調的 is an adjective, the fine-tune is done; people online chatting
    # with it are users; the "2k token" beside 對話長度 is each chat's length, never 2,000 training tokens
    ("我們是保險公司，LINE官方帳號客服要上自己微調的Llama-3.1-8B，尖峰大約1000人同時在線聊天，對話長度2k token內",
     "Llama-3.1-8B", 2048),
    ("我们要上线自己微调的Qwen2.5-7B做客服，高峰800人同时在线，每轮对话3k token以内", "Qwen2.5-7B", 3000),
    ("公司要上自家訓練的 Qwen2.5-14B 做客服，500人同時在線", "Qwen2.5-14B", None),
    ("我哋想上自己微調嘅Llama-3.1-8B做客服，高峰1000人同時在線", "Llama-3.1-8B", None),
    ("We want to put our own fine-tuned Llama-3.1-8B live for support chat, 1,000 people online at peak, chats under "
     "2k tokens", "Llama-3.1-8B", 2048),
])
def test_putting_ones_own_fine_tuned_model_live_serves_it(text, model, seq_len):
    got = fields(text)
    assert got["task"] == "inference" and got["model"] == model and "train_tokens" not in got
    assert got.get("seq_len") == seq_len and got.get("users_online")


@pytest.mark.parametrize("text", [
    "fine-tune Llama-3.1-8B with LoRA, then deploy it for 20 users",   # the training is still to do
    "自己微调的话，Llama-3.1-8B 用 2万条数据要多久",                      # 自己微调的话: "if we fine-tune it ourselves"
    "用5000万token微调Llama-3.1-8B",
    "fine-tune Llama-3.1-8B on our chats, then 1000 users online",
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


@pytest.mark.slow
def test_a_line_support_bot_on_ones_own_fine_tune_is_sized_as_serving_in_taiwan(tmp_path):
    # 1,000 online ≈ 296 generating (30 %, the response-time law: 18.9 s waiting of each 63.9 s cycle); 2,048-token
    # chats; Llama-3.1-8B FP8 8 GB + FP8 KV 64 KiB/token × 2,048 × 74 streams ≈ 9.5 GiB → ≈ 19.8 GB per L4 (24 GB):
    # 4 L4 replicas in GCP asia-east1 ($0.648/GPU-h + VM), ≈ NT$105/h ≈ NT$7.6萬/month. Not a LoRA job, not 8 × H100,
    # and no "moving the data out" warning: asia-east1 is in Taiwan.
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "我們是保險公司，LINE官方帳號客服要上自己微調的Llama-3.1-8B，尖峰大約1000人同時在線聊天，對話長度2k token內，"
                  "資料不能出台灣。要租什麼，每月多少？")
    r = e.handle("t", "資安說只能用GCP台灣（asia-east1），請重算")
    head = r.text.split("\n", 1)[0]
    assert "推論" in head and "微調" not in head and "296 路" in head and "2,048" in head
    assert "L4" in r.text and "asia-east1" in r.text and "批准只涵蓋" not in r.text

