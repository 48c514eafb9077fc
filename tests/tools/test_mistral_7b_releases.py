"""Mistral-7B's releases are not one model: v0.1 (mistralai/Mistral-7B-v0.1 config.json) has a 4,096-token sliding
window on every layer; v0.2 and v0.3 (config.json sliding_window null) attend over the whole context, and v0.3 has a
32,768-token vocabulary (v0.1/v0.2: 32,000). Each release is its own registry row, read from its written name."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import find_model
from catalog import registry
from tools.arch import count_params
from tools.memory import kv_cache_bytes


@pytest.mark.parametrize("text,name", [
    ("serve Mistral-7B-Instruct-v0.3 for 40 users", "Mistral-7B-v0.3"),
    ("fine-tune mistral 7b v0.2 with LoRA", "Mistral-7B-v0.2"),
    ("部署 Mistral-7B-Instruct-v0.3 给 20 人用", "Mistral-7B-v0.3"),
    ("用 mistral-7b-instruct-v0.2 做客服", "Mistral-7B-v0.2"),
    ("we use Mistral-7B-v0.3.", "Mistral-7B-v0.3"),   # a sentence's full stop is no version digit
    ("Mistral-7B-v0.1 on a 3090", "Mistral-7B"),     # v0.1 keeps its windowed row
    ("mistral 7b on a 3090", "Mistral-7B"),
])
def test_each_mistral_7b_release_is_read_as_its_own_row(text, name):
    assert find_model(text)[0] == name


def test_a_release_without_a_window_caches_every_token_and_the_windowed_one_stops_at_4k():
    """BF16 KV per token: 2 (K, V) × 32 layers × 8 KV heads × 128 × 2 B = 131,072 B. At 16,384 tokens, one sequence:
    v0.3 holds all of them, 16,384 × 131,072 = 2,147,483,648 B (2 GiB); v0.1 holds its 4,096-token window on every
    layer, 4,096 × 131,072 = 536,870,912 B (0.5 GiB)."""
    assert kv_cache_bytes(registry.get("Mistral-7B-v0.3"), 16_384, 1) == 2_147_483_648
    assert kv_cache_bytes(registry.get("Mistral-7B-v0.2"), 16_384, 1) == 2_147_483_648
    assert kv_cache_bytes(registry.get("Mistral-7B"), 16_384, 1) == 536_870_912


def test_the_later_release_counts_its_larger_vocabulary():
    """v0.1: 32 × (4096 × 10240 + 3 × 4096 × 14336 + 2 × 4096) + 2 × 32,000 × 4096 + 4096 = 7,241,732,096;
    v0.3 adds 768 tokens to the untied embedding and head: + 2 × 768 × 4096 = 7,248,023,552 (HF: 7.25B)."""
    assert count_params(registry.get("Mistral-7B")) == 7_241_732_096
    assert count_params(registry.get("Mistral-7B-v0.3")) == 7_248_023_552
