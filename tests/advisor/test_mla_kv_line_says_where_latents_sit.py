"""The KV-cache line of an MLA model (DeepSeek-V3) served over several GPUs says how its latents sit: the same on every
GPU under plain tensor parallelism, or each GPU's own users under data-parallel attention — never "N GB in all over
N GPUs", which read a replicated latent cache as split (tools.pitfalls._kv_split)."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_engine, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# DeepSeek-V3's latent per token: 61 layers × (512 + 64) × 2 B = 70,272 B


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def test_plain_tp_holds_the_whole_latent_cache_on_each_gpu_en(engine):
    # SGLang, 30 users × 4,096 tokens: 122,880 × 70,272 B = 8.6 GB; data-parallel attention would save 7/8 of it
    # (7.5 GB) for 7/8 of ≈ 11.4 GB of attention weights (≈ 10 GB) more per GPU: it does not pay, so plain TP
    out = engine.handle("mla-en", "serve DeepSeek-V3 with SGLang on 8 H200 for 30 concurrent users").text
    m = re.search(r"the KV cache \(([\d.]+) GB per GPU, the same on each of the 8 GPUs", out)
    assert m, out
    assert float(m[1]) == pytest.approx(8.6, abs=0.15)
    assert "in all over 8 GPUs" not in out


def test_dp_attention_holds_the_busiest_gpus_own_users_en(engine):
    # vLLM, 60 users × 4,096 tokens = 17.3 GB of latents; data-parallel attention saves 7/8 (15.1 GB) for ≈ 10 GB of
    # weights: it pays. Users are whole: ⌈60 / 8⌉ = 8 on the busiest GPU → 8 × 4,096 × 70,272 B = 2.30 GB (the
    # average 7.5 users would say 2.16 GB)
    out = engine.handle("mla-dp", "serve DeepSeek-V3 with vLLM on 8 H200 for 60 concurrent users").text
    m = re.search(r"the KV cache \(([\d.]+) GB per GPU, data-parallel attention .*?≤ (\d+) users' MLA latents", out)
    assert m, out
    assert float(m[1]) == pytest.approx(2.30, abs=0.05) and int(m[2]) == 8


def test_plain_tp_latent_line_zh(engine):
    # 4 × MI300X, 30 users × 4,096 tokens: 8.6 GB on each card (3/4 saved, 6.5 GB, is under 3/4 of the attention
    # weights, ≈ 8.6 GB: plain TP)
    out = engine.handle("mla-zh", "用 vLLM 在 4 张 MI300X 上部署 DeepSeek-V3，同时 30 个用户").text
    m = re.search(r"KV cache（每卡 ([\d.]+) GB，4 张卡每张都存一整份", out)
    assert m, out
    assert float(m[1]) == pytest.approx(8.6, abs=0.15)
