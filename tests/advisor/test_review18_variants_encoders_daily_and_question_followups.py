"""Expert review 18 classes 1–4: a named long-context variant keeps its context; BERT in Cantonese/繁體 is an encoder;
a daily count of items to embed is a daily batch; a follow-up asking for a figure is answered from the last answer.

- "phi-3-mini-128k" is microsoft/Phi-3-mini-128k-instruct: config.json max_position_embeddings 131,072 (LongRoPE),
  the same 32 × 3072 architecture as the 4k model; read as Phi-3-mini (4,096) every turn said 128k was impossible."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check


@pytest.mark.parametrize(("text", "model"), [
    ("serve phi-3-mini-128k for 100 users at 128k context", "Phi-3-mini-128k"),
    ("部署 Phi-3-mini-128k-instruct，10 个并发", "Phi-3-mini-128k"),
    ("phi 3 medium 128k 給 5 個用戶", "Phi-3-medium-128k"),
    ("serve phi-3-mini for 5 users", "Phi-3-mini"),  # no suffix: the 4k release
    ("serve phi-3-mini-4k-instruct for 5 users", "Phi-3-mini"),
])
def test_a_phi3_long_context_suffix_is_that_release(text, model):
    check(text, {"model": model})


def test_the_phi3_128k_release_allows_its_context_and_keeps_the_kv_size():
    from catalog import registry

    # config.json: 4k release max_position_embeddings 4,096, 128k release 131,072; same layers/heads/head_dim, so the
    # KV per token is the same 2 × 32 layers × 32 heads × 96 × 2 B = 393,216 B either way
    assert registry.max_context("Phi-3-mini") == 4096
    assert registry.max_context("Phi-3-mini-128k") == 131072
    assert registry.max_context("Phi-3-medium-128k") == 131072
