"""Widely used open models the registry lacked were sized as "a generic model of the stated size (architecture
assumed)": a Llama-like 8B has 32 layers × 8 KV heads, InternLM3-8B has 48 layers × 2 KV heads, so its KV cache was
2.7× too large. They are registry rows now (catalog/data/models.json, each from its config.json or its maker's word
on the base model it is tuned from, with its licence): read under the names people write, in English, 简体 and 繁體,
and sized on their own layers and KV heads.

KV per token = 2 (K and V) × layers × KV heads × head dim × 2 bytes (BF16).
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tools.arch import active_params, count_params
from tools.memory import kv_cache_bytes_per_token


@pytest.mark.parametrize("text, model", [
    ("serve Kimi-Dev-72B for our 12 developers", "Kimi-Dev-72B"),
    ("moonshotai/Kimi-Dev-72B on two H100s?", "Kimi-Dev-72B"),
    ("我们要用 InternLM3-8B-Instruct 做客服，50 人同时在线", "InternLM3-8B"),
    ("部署书生浦语3-8b给20人用", "InternLM3-8B"),
    ("我們想部署 Qwen3-Coder-30B-A3B-Instruct 給 30 個工程師用", "Qwen3-Coder-30B-A3B"),
    ("run DeepSeek-R1-0528-Qwen3-8B for a tutoring app", "DeepSeek-R1-0528-Qwen3-8B"),
    ("fine-tune OLMo-2-1124-13B-Instruct with LoRA", "OLMo-2-13B"),
    ("用 granite-3.3-8b-instruct 做文件摘要，每日一萬份", "Granite-3.3-8B"),
    ("我們用 OLMo 2 32B 做研究助理，10 個人", "OLMo-2-32B"),
    ("部署 Yi-1.5-9B-Chat 给 15 人", "Yi-1.5-9B"),
    ("Yi-1.5-9B-Chat-16K for long documents", "Yi-1.5-9B-Chat-16K"),
    ("run SmolLM3-3B on a T4 for 5 users", "SmolLM3-3B"),
    ("部署 Baichuan-M2-32B 给医院 20 个医生用", "Baichuan-M2-32B"),
    ("serve Llama-3.1-Nemotron-Nano-8B-v1 for 30 users", "Llama-3.1-Nemotron-Nano-8B"),
    ("用 granite-3.3-2b-instruct 做分類", "Granite-3.3-2B"),
    ("部署千问3-1.7b 做端侧助手", "Qwen3-1.7B"),
    ("Phi-3.5-mini-instruct for 5 users", "Phi-3.5-mini"),
    ("Phi-4-mini-reasoning for a math tutor", "Phi-4-mini-reasoning"),
    ("部署 GLM-4-32B-0414 給 20 人", "GLM-4-32B-0414"),
])
def test_the_name_is_read_as_its_row_not_a_generic_size(text, model):
    p = extract(text).patch
    assert p.model == model, p
    assert p.params_b is None, p  # a row, not "a generic model of the stated size"


@pytest.mark.parametrize("name, kv_bytes", [
    ("InternLM3-8B", 49_152),  # 2 × 48 layers × 2 KV heads × 128 × 2 B (a generic 8B: 2 × 32 × 8 × 128 × 2 = 131,072)
    ("Kimi-Dev-72B", 327_680),  # 2 × 80 × 8 × 128 × 2 B: the Qwen2.5-72B shape it is tuned from
    ("Qwen3-Coder-30B-A3B", 98_304),  # 2 × 48 × 4 × 128 × 2 B: the Qwen3-30B-A3B shape
    ("DeepSeek-R1-0528-Qwen3-8B", 147_456),  # 2 × 36 × 8 × 128 × 2 B: the Qwen3-8B shape
    ("OLMo-2-13B", 819_200),  # 2 × 40 × 40 KV heads (no GQA) × 128 × 2 B
    ("Granite-3.3-8B", 163_840),  # 2 × 40 × 8 × 128 × 2 B
    ("OLMo-2-32B", 262_144),  # 2 × 64 × 8 KV heads (GQA, unlike the 7B and 13B) × 128 × 2 B
    ("Yi-1.5-9B", 98_304),  # 2 × 48 × 4 × 128 × 2 B
    ("SmolLM3-3B", 73_728),  # 2 × 36 × 4 × 128 × 2 B
    ("Baichuan-M2-32B", 262_144),  # 2 × 64 × 8 × 128 × 2 B: the Qwen2.5-32B shape it is built on
    ("Llama-3.1-Nemotron-Nano-8B", 131_072),  # 2 × 32 × 8 × 128 × 2 B: the Llama-3.1-8B shape
    ("Granite-3.3-2B", 81_920),  # 2 × 40 × 8 × 64 (head dim 2,048 / 32) × 2 B
    ("Qwen3-1.7B", 114_688),  # 2 × 28 × 8 × 128 × 2 B
    ("Phi-3.5-mini", 393_216),  # 2 × 32 × 32 KV heads (no GQA) × 96 × 2 B
    ("GLM-4-32B-0414", 62_464),  # 2 × 61 × 2 KV heads × 128 × 2 B (a generic 32B: 2 × 64 × 8 × 128 × 2 = 262,144)
])
def test_kv_per_token_is_the_rows_own(name, kv_bytes):
    assert kv_cache_bytes_per_token(registry.get(name)) == kv_bytes


def test_the_rows_count_to_their_sizes():
    # InternLM3-8B: 48 × (attention 4,096 × (4,096 + 2 × 256) + 4,096 × 4,096 + MLP 3 × 4,096 × 10,240 + 2 norms)
    # + 2 × 128,133 × 4,096 untied embeddings + final norm = 8.80B (the Hub's 8.8B; the card's "8-billion")
    assert count_params(registry.get("InternLM3-8B")) == pytest.approx(8.8e9, rel=0.005)
    # Qwen3-Coder-30B-A3B: the card's 30.5B total, 3.3B activated (8 of 128 experts)
    coder = registry.get("Qwen3-Coder-30B-A3B")
    assert count_params(coder) == pytest.approx(30.5e9, rel=0.005)
    assert active_params(coder) == pytest.approx(3.3e9, rel=0.03)
    assert count_params(registry.get("Kimi-Dev-72B")) == count_params(registry.get("Qwen2.5-72B"))
    # OLMo-2-32B: 64 × (2 × 5,120² + 2 × 5,120 × 1,024 + 3 × 5,120 × 27,648 + norms) + 2 × 100,352 × 5,120 = 32.2B
    assert count_params(registry.get("OLMo-2-32B")) == pytest.approx(32.2e9, rel=0.005)
    # SmolLM3-3B: 36 × (2 × 2,048² + 2 × 2,048 × 512 + 3 × 2,048 × 11,008) + 128,256 × 2,048 tied = 3.08B
    assert count_params(registry.get("SmolLM3-3B")) == pytest.approx(3.08e9, rel=0.005)
    assert registry.get("Yi-1.5-9B-Chat-16K").max_context == 16_384 and registry.get("Yi-1.5-9B").max_context == 4_096


def test_each_new_row_has_its_licence():
    for name in ("Kimi-Dev-72B", "InternLM3-8B", "Qwen3-Coder-30B-A3B", "DeepSeek-R1-0528-Qwen3-8B", "OLMo-2-13B",
                 "Granite-3.3-8B", "OLMo-2-32B", "Yi-1.5-9B", "Yi-1.5-9B-Chat-16K", "SmolLM3-3B",
                 "Llama-3.1-Nemotron-Nano-8B", "Granite-3.3-2B", "Qwen3-1.7B", "Phi-3.5-mini", "Phi-4-mini-reasoning",
                 "GLM-4-32B-0414"):
        lic = registry.get(name).license
        assert lic is not None and lic.source and lic.as_of, name


@pytest.mark.slow
@pytest.mark.parametrize("text, headline, kv", [
    # 20 chats × 8,192 tokens × 49,152 B = 8.05 GB (a generic 8B: 131,072 B a token, 21.5 GB)
    ("We want to serve InternLM3-8B-Instruct to 20 users at once with 8k context each", "**InternLM3-8B ·",
     "would need ≈ 8 GB of KV"),
    # 10 × 16,384 × 327,680 B = 53.7 GB
    ("我们要部署 Kimi-Dev-72B 给 10 个工程师同时用，每人 16k 上下文", "**Kimi-Dev-72B ·", "KV 缓存约 54 GB"),
    # 30 × 32,768 × 98,304 B = 96.6 GB
    ("我們想部署 Qwen3-Coder-30B-A3B-Instruct 給 30 個人同時用，每人 32k 上下文", "**Qwen3-Coder-30B-A3B ·",
     "KV 快取約 97 GB"),
])
def test_the_answer_names_the_model_and_sizes_its_kv(tmp_path, text, headline, kv):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert out.startswith(headline), out
    assert kv in out, out
    assert "generic" not in out and "通用" not in out, out


@pytest.mark.parametrize("text, model", [
    # a held 24B row said without its version: read as that row (it read no model at all)
    ("serve Magistral-Small for 10 users", "Magistral-Small-2509"),
    ("用 magistral small 做推理助手，8 个人", "Magistral-Small-2509"),
    ("部署 Devstral Small 給 5 個工程師", "Devstral-Small-2507"),
])
def test_a_held_small_release_said_without_its_version_is_its_row(text, model):
    assert extract(text).patch.model == model


@pytest.mark.parametrize("text", ["Devstral Small 2 for 5 developers", "Devstral-Small-2512 for 3 developers"])
def test_another_devstral_small_release_is_not_the_held_row(text):
    # Devstral Small 2 (2512) is another release (multimodal, 256k): never sized as the 2507 row
    assert extract(text).patch.model != "Devstral-Small-2507"


@pytest.mark.parametrize("text, model", [
    # an Ollama tag that is a registry alias as written: the row, and Ollama's default Q4_K_M file
    ("ollama run qwen3-coder:30b on my 4090", "Qwen3-Coder-30B-A3B"),
    ("用 ollama 跑 smollm3:3b 做離線助手", "SmolLM3-3B"),
])
def test_an_ollama_tag_of_a_row_reads_that_row(text, model):
    p = extract(text).patch
    assert p.model == model, p  # "qwen3-coder:30b" read Qwen3-8B, its name without "coder"
    assert p.precision == "q4_k_m", p


@pytest.mark.parametrize("name, asked", [("Yi-1.5-34B-Chat", 12_288), ("Yi-1.5-9B", 16_384), ("OLMo-2-32B", 32_768)])
def test_a_longer_context_model_named_for_general_work_is_no_domain_tune(name, asked):
    # Yi-1.5-34B-Chat (4,096 tokens) for 12k-token contracts named Baichuan-M2-32B, a medical tune of Qwen2.5-32B, as
    # the model to use instead: a coder, coding agent, maths, guard or medical release is named only for its own kind
    from advisor.core.service import longer_context

    names = longer_context(registry.get(name), asked)
    assert names, name
    domain = ("Coder", "Codestral", "Devstral", "Kimi-Dev", "Math", "Guard", "Baichuan-M2", "MedGemma")
    assert not [n for n in names[:5] if any(d in n for d in domain)], names[:5]
