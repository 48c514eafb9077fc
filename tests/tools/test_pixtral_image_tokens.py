"""Pixtral 12B's visual tokens (tools.vlm_image.pixtral_tokens): 16-px patches, no merge, one break token a row, the
longest side scaled to at most 1,024 px (Pixtral 12B, arXiv:2410.07073 §2). Hand figures in the comments."""

from __future__ import annotations

import pytest

from tools.vlm_image import image_tokens, pixtral_tokens, vlm_prompt


@pytest.mark.parametrize(("w", "h", "tokens"), [
    (1024, 1024, 64 * 65),   # 64 rows × (64 columns + 1 break) = 4,160
    (512, 512, 32 * 33),     # 1,056: the resize lever an expert names for a car photo
    (2048, 1536, 48 * 65),   # scaled to 1024 × 768 first: 48 rows × 65 = 3,120
    (1000, 700, 44 * 64),    # ceil(1000 / 16) = 63 columns, ceil(700 / 16) = 44 rows: 44 × 64 = 2,816
])
def test_pixtral_tokens(w, h, tokens):
    assert pixtral_tokens(w, h) == tokens


def test_pixtral_is_its_own_family_and_a_request_carries_every_image():
    t = image_tokens("pixtral-12b", 1024, 1024)
    assert t is not None and t.family == "pixtral" and t.tokens == 4_160 and t.capped == 1_056  # the 512-px resize lever
    # 6 photos of 1024² + a 161-token instruction: 6 × 4,160 + 161 = 25,121 prompt tokens
    p = vlm_prompt("Pixtral-12B", 1024, 1024, 6, 161)
    assert p is not None and p.image_total == 24_960 and p.prompt == 25_121
