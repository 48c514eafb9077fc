"""Baidu's ERNIE-4.5 mixtures are registry rows with their config.json source (catalog/data/models.json), read in
English and 简体 and counted to their published sizes: never a bare "how many parameters?"."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tools.arch import count_params


@pytest.mark.parametrize("text, model", [
    ("deploy ERNIE-4.5-21B-A3B for 50 users", "ERNIE-4.5-21B-A3B"),
    ("部署ERNIE-4.5-21B-A3B-PT给100人用", "ERNIE-4.5-21B-A3B"),
    ("ERNIE-4.5-300B-A47B on 8x H20", "ERNIE-4.5-300B-A47B"),
    ("ernie 4.5 300b for our team", "ERNIE-4.5-300B-A47B"),
])
def test_an_ernie_release_is_read_as_its_row(text, model):
    assert extract(text).patch.model == model


def test_the_ernie_rows_count_to_their_published_sizes():
    a = registry.get("ERNIE-4.5-21B-A3B")
    # 103,424 × 2,560 tied (264.8M) + 28 × attention 2,560 × (2,560 + 2 × 512 + 2,560) (15.7M) + 1 dense MLP 3 × 2,560 ×
    # 12,288 (94.4M) + 27 × (64 + 2 shared) × 3 × 2,560 × 1,536 (778.6M) + routers ≈ 21.83B (card: 21B, page: 21.8B)
    assert count_params(a) == pytest.approx(21.83e9, rel=0.002)
    assert count_params(a, active=True) == pytest.approx(3.35e9, rel=0.01)  # 6 + 2 of 66 experts a token: "A3B"
    b = registry.get("ERNIE-4.5-300B-A47B")
    assert count_params(b) == pytest.approx(300e9, rel=0.005) and count_params(b, active=True) == pytest.approx(47.9e9,
                                                                                                              rel=0.01)
    assert a.license is not None and a.license.commercial and b.license is not None
