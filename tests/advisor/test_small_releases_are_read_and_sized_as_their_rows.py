"""Small 2025 releases are read as their own registry rows (catalog/data/models.json, each with its config.json source)
and counted to their published size: Phi-4-mini (3.8B; "Phi-4 mini" was refused as another release) and Gemma-3-270M
("gemma 3 270m" was read as the bare family's 12B). Their -reasoning releases stay other models."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tools.arch import count_params


@pytest.mark.parametrize("text, model", [
    ("Phi-4-mini for 10 users", "Phi-4-mini"),
    ("Phi-4 mini for 10 users", "Phi-4-mini"),
    ("部署phi 4 mini给20人用", "Phi-4-mini"),
    ("Phi-4-mini-instruct on a T4", "Phi-4-mini"),
    ("gemma 3 270m on a phone", "Gemma-3-270M"),
    ("用Gemma-3-270M做分類", "Gemma-3-270M"),
    ("部署gemma3 270m", "Gemma-3-270M"),
])
def test_a_small_release_is_read_as_its_row(text, model):
    assert extract(text).patch.model == model


@pytest.mark.parametrize("text", ["Phi-4-mini-reasoning for math", "Phi-4-mini-flash-reasoning on one GPU"])
def test_a_mini_reasoning_release_is_not_the_mini_row(text):
    assert extract(text).patch.model != "Phi-4-mini"


def test_the_rows_count_to_their_published_sizes():
    # Phi-4-mini: 200,064 × 3,072 tied embedding (614.6M) + 32 × (attention 3,072 × (3,072 + 2 × 1,024 + 3,072) +
    # MLP 3 × 3,072 × 8,192 + 2 norms) + final norm = 3,836,021,760 (HF safetensors)
    assert count_params(registry.get("Phi-4-mini")) == 3_836_021_760
    # Gemma-3-270M: 262,144 × 640 tied (167.8M) + 18 × (attention 640 × (4 + 2) × 256 + 1,024 × 640 + MLP 3 × 640 ×
    # 2,048 + 4 norms + 2 qk norms) + final norm = 268,098,176 (HF safetensors)
    assert count_params(registry.get("Gemma-3-270M")) == 268_098_176
    assert registry.get("Gemma-3-270M").license is not None and registry.get("Phi-4-mini").license is not None
