"""Every quantity and job word the user types is read: a head count with a desk noun, a named model release, the count
said with a checked card, adapters served, data generated.

Cases from an expert review: "~60 claims handlers … command r (08-2024)" was read as 60 examples and Command-R v01 (1 user,
1.3 MB of KV a token instead of 160 KiB); "研发800人 … 8卡H20 96G一台够吗" checked 1 × H20; "we fine-tuned a LoRA … for each of
our 200 B2B customers … do we need a gpu per customer?" was a LoRA fine-tune; "用qwen3-8b批量生成sft数据" was a LoRA
fine-tune; "also in the customer portal" changed nothing. Held-out phrasings here use other numbers, nouns and scripts.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _read(text: str) -> dict:
    return {k: v for k, v in extract(text).patch.model_dump().items() if v is not None}


@pytest.mark.parametrize("text, n", [
    ("insurer, ~60 claims handlers, we like command r for summaries", 60),
    ("we have 45 claims adjusters who will use Qwen2.5-32B", 45),
    ("about 40 ticket agents use Llama-3.1-70B daily", 40),
    ("25 invoice clerks will use Mistral-Small-24B", 25),
    ("保险公司60个理赔员用Qwen2.5-32B总结理赔材料", 60),
    ("保險公司有35位理賠專員，想用Qwen2.5-32B", 35),
])
def test_a_desk_noun_before_people_is_a_head_count_not_items(text: str, n: int) -> None:
    # "60 claims handlers": claims is the desk, handlers the people: 60 people (sized as ≈ 15 % at the office peak, 9),
    # never a data set of 60 claims (which left the load at 1 user)
    got = _read(text)
    assert got.get("head_count") == n and "dataset" not in got


def test_a_count_of_the_items_alone_stays_items() -> None:
    # "process 2000 claims a day": claims are the items, no people noun after them
    got = _read("we process 2000 claims a day with qwen2.5-7b")
    assert got.get("batch_requests") == 2000 and "head_count" not in got


@pytest.mark.parametrize("text", ["we like cohere command r (08-2024)", "Command R 08-2024 for 30 lawyers",
                                  "c4ai-command-r-08-2024", "用 Command-R-08-2024 做摘要", "command r [08-2024] 夠唔夠"])
def test_a_named_release_is_the_release_sized(text: str) -> None:
    # 08-2024 has GQA (8 KV heads: 40 × 2 × 8 × 128 × 2 B = 160 KiB a token); v01 has none (1.25 MiB a token)
    assert _read(text)["model"] == "Command-R-08-2024"


def test_a_bare_command_r_stays_the_first_release() -> None:
    assert _read("we like cohere command r for summaries")["model"] == "Command-R-v01"


@pytest.mark.parametrize("text, n", [
    ("公司研发800人想私有化部署Qwen3-Coder-480B-A35B，8卡H20 96G一台够吗", 8),
    ("8張H20 96G一台夠唔夠跑Qwen3-Coder-480B", 8),
    ("16卡H800两台够不够跑DeepSeek-V3", 16),
    ("is one box of 8 H20 96G enough for Qwen3-Coder-480B?", 8),
])
def test_the_count_said_with_a_checked_card_is_the_box(text: str, n: int) -> None:
    # 8卡 before the card is its count; the 一台 after it is the one machine holding them (was 1 × H20: "不够 … 需要 8 × H20")
    got = _read(text)
    assert got.get("checked_gpu_count") == n


@pytest.mark.parametrize("text, rank", [
    ("we fine-tuned a LoRA (rank 16) of llama 3.1 8b for each of our 200 B2B customers. peak is maybe 40 requests in "
     "flight, 4k context. do we need a gpu per customer??", 16),
    ("we trained a rank-8 LoRA of qwen2.5-7b for every one of our 150 tenants, 30 concurrent requests", 8),
    ("我们给200个B2B客户每家微调了一个Llama 3.1 8B的LoRA（rank 16），高峰40个并发请求，要每个客户一张卡吗", 16),
    ("我哋幫300個客戶各自微調咗一個Qwen2.5-7B嘅LoRA，高峰30個並發，使唔使每個客一張卡", 16),
])
def test_adapters_trained_one_per_customer_are_served_on_one_base(text: str, rank: int) -> None:
    # one base + multi-LoRA serving (vLLM --enable-lora): the adapters' bytes are read (200 × rank-16 on Llama-3.1-8B ≈
    # 84 MB each, 16.8 GB in host RAM, 32 hot ≈ 2.7 GB on the card); never a LoRA training job, and the card "per
    # customer" asked about is no card count
    got = _read(text)
    assert got["task"] == "inference" and got.get("lora_host_bytes") and "num_gpus" not in got
    if "200" in text:
        assert got["lora_host_bytes"] == pytest.approx(200 * 84e6, rel=0.01)


def test_a_lora_still_to_train_for_each_customer_stays_training() -> None:
    assert _read("we want to fine-tune a LoRA of llama 3.1 8b for each of our 20 customers")["task"] == "lora"


@pytest.mark.parametrize("text, items, out", [
    ("想用qwen3-8b批量生成sft数据，100万条prompt(每条约300 token)，每条回答500 token左右", 1_000_000, 500),
    ("use qwen3-8b to generate SFT data: 1M prompts of 300 tokens, answers about 500 tokens each", 1_000_000, 500),
    ("想用Qwen3-8B批量生成SFT數據，200萬條prompt，每條回答400 token", 2_000_000, 400),
    ("用Qwen3-8B蒸馏生成5亿token SFT数据", 976_563, 512),  # 5 × 10⁸ ÷ 512 assumed a reply
])
def test_generating_training_data_is_a_generation_batch(text: str, items: int, out: int) -> None:
    # the model writes the data: 10⁶ × 500 = 5 × 10⁸ output tokens, a batch job (hours on one card), never a fine-tune
    got = _read(text)
    assert got["task"] == "inference" and got["batch_requests"] == items and got["output_tokens"] == out


@pytest.mark.parametrize("text", ["我们有10万条SFT数据，微调Qwen3-8B要多少卡", "sft qwen3-8b on 50k examples",
                                  "generate SFT data with llama 3.1 70b then fine-tune qwen3-8b on it"])
def test_a_training_verb_keeps_the_fine_tune(text: str) -> None:
    assert _read(text)["task"] == "finetune"


@pytest.mark.parametrize("text", ["we also want to put it in the customer portal so policy holders can ask about it",
                                  "我们还想把它放到客户门户里，让投保人查询理赔", "我哋仲想放上客戶門戶，俾保戶問理賠進度"])
def test_a_customer_portal_is_a_public_service(text: str) -> None:
    # an internal tool put where customers ask: a public (and commercial) service, said as a change in the thread
    assert _read(text).get("public_service") is True
