"""Classes of what users type, read by the rule extractor (advisor/core/extract_rules.py, READERS), in English,
简体 and 繁體 (Chinese glued, without spaces). One parametrized test per class.

Every phrasing here was written for this file (none is copied from a held-out set) and the expected values are
worked out by hand in the comment beside each case. Each case names the fields it states (`want`) and the fields
the text must NOT set (`never`): the second half is what the spurious-field classes are about."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import resolve_msgs

# nothing here reads or writes a home: one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def check(text: str, want: dict, never: tuple[str, ...] = ()) -> None:
    got = read(text)
    for k, v in want.items():
        if isinstance(v, dict):  # a nested model (dataset, budget): the stated keys only
            assert k in got and {kk: got[k].get(kk) for kk in v} == v, (text, k, got.get(k))
        else:
            assert got.get(k) == v, (text, k, got.get(k))
    for k in never:
        assert k not in got, (text, k, got.get(k))


# ---- 1. batch jobs: a count of items + an inference verb -----------------------------------------------
# The count is the number of requests (never a context length, never users); "N output tokens each" / 每条输出 N
# token is the output per request. Counts in words and CJK units: 400k, 1.2M, 3 million, 一千万, 300萬, 五十万.

@pytest.mark.parametrize("text,want", [
    # 400k = 400,000 reviews → 400,000 requests
    ("classify 400k product reviews with Llama-3.1-8B", {"task": "inference", "batch_requests": 400_000}),
    # 1.2M = 1,200,000 titles; 20 tokens out per title
    ("I need to tag 1.2M news titles using Qwen2.5-7B, 20 output tokens each",
     {"batch_requests": 1_200_000, "output_tokens": 20}),
    # "3 million" = 3,000,000; "about 150 output tokens each" = 150 out
    ("summarise 3 million support tickets with Mistral-7B, about 150 output tokens each",
     {"batch_requests": 3_000_000, "output_tokens": 150}),
    # "essays" is no listed noun: the verb + count makes it a batch (2M = 2,000,000)
    ("score 2M essays using Llama-3.1-70B", {"task": "inference", "batch_requests": 2_000_000}),
    # images with an inference verb are requests too, not a training set of images
    ("label 80k images with Qwen2.5-7B", {"task": "inference", "batch_requests": 80_000}),
    # 2.5M emails, ~30 out each
    ("run Llama-3.1-8B over 2.5M customer emails to extract the order number, ~30 output tokens each",
     {"task": "inference", "batch_requests": 2_500_000, "output_tokens": 30}),
    # 一千万 = 10,000,000 条评论
    ("用Qwen2.5-7B给一千万条评论分类", {"task": "inference", "batch_requests": 10_000_000}),
    # 五十万 = 500,000 篇; 每条输出 200 token = 200 out (not an input length)
    ("用Llama-3.1-8B给五十万篇文章做摘要，每条输出 200 token", {"batch_requests": 500_000, "output_tokens": 200}),
    # 300萬則 = 3,000,000; 處理 (process) is the verb; 每則輸出 50 token
    ("用Qwen2.5-7B處理300萬則評論，每則輸出50 token",
     {"task": "inference", "batch_requests": 3_000_000, "output_tokens": 50}),
    # 一百二十萬份 = 1,200,000 contracts
    ("用Qwen2.5-14B翻譯一百二十萬份合約", {"task": "inference", "batch_requests": 1_200_000}),
    # 八十万个商品标题 = 800,000
    ("拿Qwen2.5-7B给八十万个商品标题打标签", {"task": "inference", "batch_requests": 800_000}),
])
def test_batch_jobs_from_a_count_and_an_inference_verb(text, want):
    check(text, want, never=("seq_len", "concurrency", "dataset", "train_tokens"))


# ---- 2. users in everyday words ----------------------------------------------------------------------
# People are users at once (the existing worst-case reading, said in a note); "1k" beside users is never a
# context. A volume per day ("1k users per day") is not concurrency (the existing rule).

@pytest.mark.parametrize("text,want,never", [
    ("serve Llama-3.1-8B for like 10 ppl", {"concurrency": 10}, ("seq_len",)),  # ppl = people
    ("a chatbot on Qwen2.5-14B for 1k users", {"concurrency": 1000}, ("seq_len",)),  # 1k = 1,000, not 1,024 context
    ("deploy Qwen2.5-7B for a team of 12", {"concurrency": 12}, ()),
    ("Mistral-7B used by about 200 people", {"concurrency": 200}, ()),
    ("host Llama-3.1-70B, roughly 50 folks will use it", {"concurrency": 50}, ()),
    ("Qwen2.5-7B for our 30-person team", {"concurrency": 30}, ()),  # a 30-person team
    ("部署Qwen2.5-7B给五十个人用", {"concurrency": 50}, ()),  # 五十 = 50
    ("Qwen2.5-14B 二十来个同事用", {"concurrency": 20}, ()),  # 二十来个 = about 20
    ("部署 Qwen2.5-7B，大概百來人會用", {"concurrency": 100}, ()),  # 百來 = about 100
    ("Qwen2.5-7B 给一百多人用", {"concurrency": 100}, ()),  # 一百多 = 100-odd
    ("Qwen2.5-7B，公司兩百人左右在用", {"concurrency": 200}, ()),  # 兩百 = 200
    # daily users are a volume, the concurrent figure is the one read; 5k is no context
    ("Llama-3.1-8B with 5k daily users, about 100 concurrent", {"concurrency": 100}, ("seq_len",)),
    ("Llama-3.1-8B for 1k users per day", {}, ("concurrency", "seq_len")),  # a volume, not at once
])
def test_users_in_everyday_words(text, want, never):
    check(text, want, never)


# ---- 3. serving recognised from everyday words -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I want an endpoint for Qwen2.5-7B",
    "expose Llama-3.1-8B as an API for our app",
    "we want to chat with it, Qwen2.5-14B",
    "let people chat with Mistral-7B",
    "Qwen2.5-7B 上线给客户用",
    "把Qwen2.5-14B提供服务",
    "Qwen2.5-14B 要對外服務",
    "想把 Llama-3.1-8B 做成接口",
    "用Qwen2.5-7B 搭一個問答系統",
    "Qwen2.5-7B 做个聊天助手",
])
def test_serving_words(text):
    check(text, {"task": "inference"}, never=("batch_requests",))


# ---- 4. negation scope -------------------------------------------------------------------------------
# What a negation governs is never read as the value; a negated billing mode leaves on-demand, a negated QLoRA
# leaves the method that is still said, a negated marketplace is `exclude_marketplace` (its examples are no
# provider), a negated provider is never a provider (the schema has no exclusion list), no quantisation is 16-bit.

@pytest.mark.parametrize("text,want,never", [
    ("serve Qwen2.5-7B, not spot please", {"billing": "on_demand"}, ()),
    ("serve Qwen2.5-7B but not on spot", {"billing": "on_demand"}, ()),
    ("Qwen2.5-7B on-demand, not reserved", {"billing": "on_demand"}, ()),
    ("部署Qwen2.5-7B，不要竞价实例", {"billing": "on_demand"}, ()),
    ("部署Qwen2.5-7B，不要競價", {"billing": "on_demand"}, ()),
    ("fine-tune Llama-3.1-8B with LoRA, not QLoRA", {"task": "lora"}, ()),
    ("fine-tune Llama-3.1-8B, not QLoRA", {"task": "lora"}, ()),  # "fine-tune" is read as LoRA (noted)
    ("fine-tune Llama-3.1-8B, no LoRA, full weights", {"task": "full_finetune"}, ()),
    ("微调Qwen2.5-7B，不用QLoRA，用LoRA", {"task": "lora"}, ()),
    ("微調Qwen2.5-7B，不要LoRA，全參", {"task": "full_finetune"}, ()),
    ("serve Qwen2.5-7B, no marketplace like vast.ai", {"exclude_marketplace": True}, ("providers",)),
    ("serve Qwen2.5-7B, avoid marketplaces such as vast.ai or runpod", {"exclude_marketplace": True}, ("providers",)),
    ("部署Qwen2.5-7B，不要二手市场", {"exclude_marketplace": True}, ("providers",)),
    ("部署Qwen2.5-7B，不要vast.ai这种市场", {"exclude_marketplace": True}, ("providers",)),
    ("serve Qwen2.5-7B, not AWS", {}, ("providers",)),
    ("serve Qwen2.5-7B on anything but AWS", {}, ("providers",)),
    ("部署Qwen2.5-7B，不要阿里云", {}, ("providers",)),
    ("serve Qwen2.5-7B on GCP, not AWS", {"providers": ["gcp"]}, ()),  # the stated one stays
    ("千万不要用 spot，部署Qwen2.5-7B", {"billing": "on_demand"}, ()),  # 千万 ("by all means") is no number; 不要用 negates
    ("部署Qwen2.5-7B，不要量化", {"precision": "bf16"}, ()),
    ("部署Qwen2.5-7B，不做量化", {"precision": "bf16"}, ()),
    ("serve Qwen2.5-7B without quantization", {"precision": "bf16"}, ()),
    ("serve Qwen2.5-7B, no quantisation please", {"precision": "bf16"}, ()),
])
def test_negation_scope(text, want, never):
    check(text, want, never)


# ---- 5. per-user speed -------------------------------------------------------------------------------
# A rate said per user ("each", "per user", 每人, 每個用戶, 单用户) is each user's target, never the total.

@pytest.mark.parametrize("text,rate", [
    ("serve Qwen2.5-7B to 20 users at 40 tok/s each", 40),
    ("Llama-3.1-8B, at least 30 tokens per second per user, 50 users", 30),
    ("each user should get 25 tokens/s on Qwen2.5-14B", 25),
    ("Qwen2.5-7B, 20 tok/s per user", 20),
    ("部署Qwen2.5-7B，每人每秒 30 token", 30),
    ("Qwen2.5-7B 每个用户每秒至少 20 个 token", 20),
    ("部署Qwen2.5-7B，每個用戶至少 25 tok/s", 25),
    ("Qwen2.5-7B，單用戶 40 tokens/s", 40),
])
def test_per_user_speed(text, rate):
    check(text, {"target_tokens_per_s_per_user": rate}, never=("target_tokens_per_s",))


def test_a_total_rate_stays_the_total():
    check("Qwen2.5-7B, 2000 tokens/s in total", {"target_tokens_per_s": 2000}, never=("target_tokens_per_s_per_user",))


# ---- 6. typos, only against known vocabulary ---------------------------------------------------------

@pytest.mark.parametrize("text,want,never", [
    ("serve lama 3.1 8b for 10 users", {"model": "Llama-3.1-8B"}, ("params_b",)),
    ("fine-tune llma-3.1-8b with qlroa", {"model": "Llama-3.1-8B", "task": "qlora"}, ()),
    ("train qwne2.5-7b with lroa", {"model": "Qwen2.5-7B", "task": "lora"}, ()),
    ("qwen 2.5 7b inference", {"model": "Qwen2.5-7B"}, ()),
    ("serve mistrl 7b", {"model": "Mistral-7B"}, ()),
    ("佈署 Qwen2.5-7B 給 30 人用", {"task": "inference", "concurrency": 30}, ()),  # 佈署 = 部署 (same sound)
    ("布署Qwen2.5-14B", {"task": "inference"}, ()),
    # an unknown word is never turned into another field: "lama farm" names no model, "last 2" no size
    ("I love my lama farm, serve Qwen2.5-7B", {"model": "Qwen2.5-7B"}, ()),
    ("fine-tune Llama-3.1-8B, the last 2 runs failed", {"model": "Llama-3.1-8B", "task": "lora"}, ("num_gpus",)),
])
def test_typos_against_known_vocabulary(text, want, never):
    check(text, want, never)


def test_a_word_near_a_method_name_outside_its_slot_is_no_typo():
    # "lord" is one edit from "lora", but it is not where a method is named (after with/using, before fine-tune)
    e = extract("fine-tune Llama-3.1-8B on lord of the rings fan fiction, 10k examples")
    assert not any("lord" in n for n in e.notes) and e.patch.task == "lora"


# ---- 7. context in Chinese numerals; counts and 单卡 are no context ------------------------------------
# A context said with 千/万 reads the way "32k" does (k = 1,024, as windows are written): 十万 = 100k = 102,400,
# 三万二 = 32k = 32,768, 八千 = 8k = 8,192.

@pytest.mark.parametrize("text,want,never", [
    ("部署Qwen2.5-7B，上下文十万tokens", {"seq_len": 102_400}, ("train_tokens",)),
    ("部署Qwen2.5-7B，十萬 token 上下文", {"seq_len": 102_400}, ("train_tokens",)),
    ("Qwen2.5-7B 上下文三万二", {"seq_len": 32_768}, ()),
    ("Qwen2.5-7B 上下文长度 八千", {"seq_len": 8_192}, ()),
    ("Qwen2.5-7B，六万四上下文", {"seq_len": 65_536}, ()),
    ("Qwen2.5-7B，一萬六千 token 的上下文", {"seq_len": 16_384}, ()),
    ("serve Qwen2.5-7B with 128k ctx", {"seq_len": 131_072}, ()),
    ("用Qwen2.5-7B给十万条评论分类", {"batch_requests": 100_000}, ("seq_len",)),  # a count of items
    ("部署Qwen2.5-32B，单卡至少48G显存", {"min_gpu_memory_gib": 48}, ("seq_len", "num_gpus")),  # 单卡 = per card
])
def test_context_in_chinese_numerals(text, want, never):
    check(text, want, never)


# ---- 8. per-card memory floors -----------------------------------------------------------------------

@pytest.mark.parametrize("text,gib", [
    ("serve Qwen2.5-32B on cards with at least 48GB", 48),
    ("Qwen2.5-32B, ≥80GB GPUs only", 80),
    ("Qwen2.5-32B, >=80 GB cards", 80),
    ("Qwen2.5-72B, 80GB or bigger cards", 80),
    ("部署Qwen2.5-32B，单卡至少48G显存", 48),
    ("部署Qwen2.5-32B，每張卡80G以上", 80),
    ("部署Qwen2.5-32B，要单卡48G以上的卡", 48),
    ("部署Qwen2.5-32B，卡至少要 48G", 48),
])
def test_per_card_memory_floor(text, gib):
    check(text, {"min_gpu_memory_gib": gib}, never=("num_gpus", "max_gpu_memory_gib", "seq_len"))


# ---- 9. frameworks and training options (fields of tools/schema.py Workload) --------------------------

@pytest.mark.parametrize("text,want,never", [
    ("serve Llama-3.1-8B with TensorRT-LLM", {"framework": "trtllm"}, ()),
    ("serve Llama-3.1-8B on trtllm", {"framework": "trtllm"}, ()),
    ("用TRT-LLM部署Qwen2.5-7B", {"framework": "trtllm"}, ()),
    # 8-bit Adam is the optimizer's states, not int8 weights
    ("full fine-tune Llama-3.1-8B with 8-bit Adam", {"optimizer": "adamw_8bit"}, ("precision",)),
    ("full fine-tune Llama-3.1-8B, adamw8bit optimizer", {"optimizer": "adamw_8bit"}, ("precision",)),
    ("全参微调Qwen2.5-7B，优化器用8bit AdamW", {"optimizer": "adamw_8bit"}, ("precision",)),
    ("full fine-tune Llama-3.1-8B with plain SGD", {"optimizer": "sgd"}, ()),
    ("full fine-tune Llama-3.1-8B, grad accumulation 8", {"grad_accum": 8}, ("batch_size",)),
    ("full fine-tune Llama-3.1-8B, gradient accumulation steps of 16", {"grad_accum": 16}, ()),
    ("全参微调Qwen2.5-7B，梯度累积 4", {"grad_accum": 4}, ()),
    ("full fine-tune Llama-3.1-8B with torch.compile on", {"torch_compile": True}, ()),
    ("全参微调Qwen2.5-7B，不用 torch.compile", {"torch_compile": False}, ()),
    ("full fine-tune Llama-3.1-8B, flash attention off", {"flash_attention": False}, ()),
    ("全参微调Qwen2.5-7B，关掉flash attention", {"flash_attention": False}, ()),
    ("the adam optimizer is fine, serve Qwen2.5-7B", {"task": "inference"}, ("optimizer",)),  # serving has no optimizer
])
def test_frameworks_and_options(text, want, never):
    check(text, want, never)


# ---- 10. intents: fastest; Cantonese per hour ----------------------------------------------------------

@pytest.mark.parametrize("text,want", [
    ("fine-tune Llama-3.1-8B, quickest turnaround please", {"priority": "fastest"}),
    ("fine-tune Llama-3.1-8B as fast as possible", {"priority": "fastest"}),
    ("微调Qwen2.5-7B，越快越好", {"priority": "fastest"}),
    ("微調Qwen2.5-7B，要最快嘅", {"priority": "fastest"}),
    # 每個鐘 = per hour (Cantonese), 蚊 = HK dollars
    ("部署Qwen2.5-7B，預算每個鐘 50 蚊", {"budget": {"amount": 50, "per": "hour", "currency": "HKD"}}),
    ("部署Qwen2.5-7B，一個鐘唔好超過 3 美金", {"budget": {"amount": 3, "per": "hour", "currency": "USD"}}),
    ("部署Qwen2.5-7B，每个钟头 20 块", {"budget": {"amount": 20, "per": "hour", "currency": "CNY"}}),
])
def test_intents_fastest_and_cantonese_hours(text, want):
    check(text, want)


# ---- 11. spurious fields -------------------------------------------------------------------------------

@pytest.mark.parametrize("text,want,never", [
    # an example's length is a data-set fact (tokens_per_unit), not a context the user stated
    ("fine-tune Llama-3.1-8B on 20k examples of ~500 tokens", {"dataset": {"amount": 20_000, "tokens_per_unit": 500}},
     ("seq_len",)),
    ("LoRA 微调 Qwen2.5-7B，3 万条数据，每条约 800 token", {"dataset": {"amount": 30_000, "tokens_per_unit": 800}},
     ("seq_len",)),
    # places in off-topic chatter set no region
    ("how is the weather in Tokyo? anyway serve Qwen2.5-7B", {"model": "Qwen2.5-7B"}, ("regions",)),
    ("my friend in Singapore says hi. serve Qwen2.5-7B for 10 users", {"concurrency": 10}, ("regions",)),
    ("东京今天天气真好。部署Qwen2.5-7B", {"task": "inference"}, ("regions",)),
    ("serve Qwen2.5-7B in Tokyo", {"regions": ["jp"]}, ()),  # a place said for the workload stays
    ("we're based in Singapore, serve Qwen2.5-7B", {"regions": ["sg"]}, ()),  # no chatter word: the place stays
    # two cards named set no count, no batch
    ("H100和A100哪个好，部署Qwen2.5-7B", {"model": "Qwen2.5-7B"}, ("num_gpus", "batch_size", "batch_requests")),
    ("H100和A100跑Qwen2.5-7B哪个便宜", {"model": "Qwen2.5-7B"}, ("num_gpus", "batch_size", "batch_requests")),
    # a comparison of methods sets no task
    ("LoRA vs full fine-tune for Qwen2.5-7B", {"model": "Qwen2.5-7B"}, ("task",)),
    ("Qwen2.5-7B LoRA和全参哪个好", {"model": "Qwen2.5-7B"}, ("task",)),
    ("Qwen2.5-7B 用 LoRA 還是全參比較划算", {"model": "Qwen2.5-7B"}, ("task",)),
])
def test_spurious_fields(text, want, never):
    check(text, want, never)


def test_an_example_length_still_sizes_the_training_sequence():
    # the answer still trains on 500-token sequences: tools.defaults takes the example's stated length when no
    # context is said (20,000 × 500 = 10,000,000 training tokens, one pass)
    w, _ = resolve_msgs(extract("fine-tune Llama-3.1-8B on 20k examples of ~500 tokens").patch)
    assert (w.seq_len, w.train_tokens) == (500, 10_000_000)
