"""An embedding job or endpoint never endorses a card far above what it needs: a named card at least FAR_ABOVE_NEED ×
the small card's dense FP16 peak is said as not needed (tools.embedding.far_above_need, card_not_needed), and
EmbeddingGemma-300M is its own row (2,048 tokens in, 768-dim vectors), never a generic 0.3B GPT. Hand figures in each
test."""

from __future__ import annotations

import pytest

from tools.embedding import ENCODERS, encoder_named, far_above_need, flops_per_token


@pytest.fixture(scope="module")
def gpus() -> dict:  # type: ignore[type-arg]
    from catalog.gpus import all_gpus

    return all_gpus()


def test_an_h100_is_far_above_a_small_card(gpus: dict) -> None:  # type: ignore[type-arg]
    # H100 SXM 989.5 TFLOPS dense FP16 vs RTX A4000 76.7: 12.9× ≥ 2; vs L4 121: 8.2×
    assert far_above_need(gpus["H100 SXM"], gpus["RTX A4000"])
    assert far_above_need(gpus["H100 SXM"], gpus["L4"])


def test_a_card_close_to_the_pick_is_not_far_above(gpus: dict) -> None:  # type: ignore[type-arg]
    # L4 121 vs T4 65: 1.86× < 2; the same card is never "above" itself
    assert not far_above_need(gpus["L4"], gpus["T4"])
    assert not far_above_need(gpus["H100 SXM"], gpus["H100 SXM"])
    assert not far_above_need(None, gpus["T4"])


@pytest.mark.parametrize("text", ["embed with EmbeddingGemma-300M", "用 embeddinggemma 做向量", "embedding gemma 300m"])
def test_embeddinggemma_is_its_own_row(text: str) -> None:
    enc = encoder_named(text)
    assert enc is not None and enc.name == "EmbeddingGemma-300M"
    # model card / GGUF metadata: 2,048 tokens in, 24 layers, 768 wide (the vector's dims), 308M parameters
    assert (enc.max_tokens, enc.layers, enc.hidden, enc.params) == (2048, 24, 768, 308_000_000)


def test_embeddinggemma_flops_leave_out_its_token_table() -> None:
    # 308,000,000 − 262,144 × 768 (201,326,592) = 106,673,408 multiply; 2·N + 4·L·d·s at 512 tokens:
    # 213,346,816 + 4 × 24 × 768 × 512 = 213,346,816 + 37,748,736 = 251,095,552 FLOPs a token
    enc = next(e for e in ENCODERS if e.name == "EmbeddingGemma-300M")
    assert enc.matmul_params == 106_673_408
    assert flops_per_token(enc, 512) == pytest.approx(251_095_552)
