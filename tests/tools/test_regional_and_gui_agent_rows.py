"""Regional LLMs and GUI-agent VLMs people name are rows of their own (catalog/data/models.json, each from its
config.json), so their real limits hold: a Llama-2-based model's 4,096-token context and no-GQA KV cache, a Mistral
with a widened vocabulary, a VLM's image tokens per screenshot, a non-commercial licence flagged. Before, each was "a
generic N B model (architecture assumed)"."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import UNKNOWN_MODEL_NOTE, extract
from catalog import registry
from tests.conftest import module_home
from tools.arch import count_params
from tools.memory import kv_cache_bytes_per_token
from tools.vision import VISION_TOWERS

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

NEW = ["UI-TARS-1.5-7B", "UI-TARS-7B", "UI-TARS-72B", "UI-TARS-2B", "OS-Atlas-7B", "ShowUI-2B", "Taiwan-LLM-13B",
       "Taiwan-LLM-7B", "Breeze-7B", "Sarvam-M", "EXAONE-3.5-7.8B", "EXAONE-3.5-32B", "Llama-SEA-LION-v3-8B",
       "Gemma-SEA-LION-v3-9B"]


@pytest.mark.parametrize("name", NEW)
def test_each_row_is_sourced_and_counts_its_published_parameters(name):
    row = next(r for r in registry.rows() if r["name"] == name)
    assert row["source"] and row["as_of"] and row["license"]["source"]
    assert abs(count_params(registry.get(name)) / row["published_params"] - 1) < 0.005


@pytest.mark.parametrize("text, model, kv, context", [
    # Taiwan-LLM-7B (Llama-2-7B shape: 32 layers, 32 KV heads, no GQA, head_dim 128): 2·32·32·128·2 = 524,288 B/token
    # (512 KiB), and Llama-2's 4,096-token limit
    ("我們法院想用 Taiwan-LLM-7B-v2.1-chat 摘要判決，同時 6 人", "Taiwan-LLM-7B", 524_288, 4096),
    # 简体: Breeze-7B (Mistral-7B shape: 32 layers, 8 KV heads × 128): 2·32·8·128·2 = 131,072 B/token; 8k on its card
    ("部署 Breeze-7B-Instruct 给 15 个客服", "Breeze-7B", 131_072, 8192),
    # EXAONE-3.5-32B (64 layers, 8 KV heads × 128): 2·64·8·128·2 = 262,144 B/token; 32,768 context
    ("serve EXAONE-3.5-32B-Instruct to 20 analysts", "EXAONE-3.5-32B", 262_144, 32_768),
    # Gemma-SEA-LION-v3-9B on Gemma-2-9B (42 layers, 8 KV heads × 256): 2·42·8·256·2 = 344,064 B/token; 8,192 limit
    ("serve Gemma-SEA-LION-v3-9B-IT for a Jakarta call centre, 30 agents", "Gemma-SEA-LION-v3-9B", 344_064, 8192),
])
def test_a_regional_model_is_read_as_its_row_with_its_limits(text, model, kv, context):
    e = extract(text)
    assert e.patch.model == model and UNKNOWN_MODEL_NOTE not in e.notes, (e.patch.model, e.notes)
    arch = registry.get(model)
    assert kv_cache_bytes_per_token(arch) == kv and arch.max_context == context


@pytest.mark.parametrize("text, model", [
    ("run ShowUI on 300 screenshots an hour", "ShowUI-2B"),  # Qwen2-VL-2B: 2·28·2·128·2 = 28,672 B/token
    ("用 OS-Atlas-Pro-7B 做手机界面定位", "OS-Atlas-7B"),  # Qwen2-VL-7B: 2·28·4·128·2 = 57,344 B/token
    ("我們要用 UI-TARS-7B 自動點網頁", "UI-TARS-7B"),
    ("部署 UI-TARS-72B 做自动化测试，每步一张截图", "UI-TARS-72B"),  # Qwen2-VL-72B: 2·80·8·128·2 = 327,680 B/token
])
def test_a_gui_agent_is_a_vision_model_with_image_tokens(text, model):
    e = extract(text)
    assert e.patch.model == model, (e.patch.model, e.notes)
    assert registry.get(model).vision_tower and model in VISION_TOWERS
    assert VISION_TOWERS[model].patches_per_token == 4  # 14-px patches merged 2 × 2: one token per 28 × 28 pixels


def test_a_non_commercial_licence_is_flagged_with_an_open_alternative():
    lic = registry.get("EXAONE-3.5-7.8B").license
    assert lic is not None and lic.commercial is False and lic.alternative == "Qwen2.5-7B"


def test_a_hybrid_thinking_model_thinks_by_default():
    # Sarvam-M on Mistral Small 3.1's language tower (40 layers, 8 KV heads × 128): 2·40·8·128·2 = 163,840 B/token
    e = extract("部署 Sarvam M 給 12 位客服")
    arch = registry.get("Sarvam-M")
    assert e.patch.model == "Sarvam-M" and arch.thinking is not None and arch.thinking.default
    assert kv_cache_bytes_per_token(arch) == 163_840 and not arch.vision_tower
