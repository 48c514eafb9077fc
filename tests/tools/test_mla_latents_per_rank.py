"""An MLA model's latent KV cache on a tensor-parallel group: every rank holds all of it under plain TP (one latent
"head" cannot be split: SGLang PR #1970 "reduce replicated KV cache"); under data-parallel attention each
GPU holds only its own users' latents, and users are whole, so the busiest GPU holds ⌈users / GPUs⌉ of them."""

from __future__ import annotations

import pytest

from tests.conftest import module_home
from tools.defaults import resolve
from tools.memory import dp_attention_extra, dp_rank_users, estimate_memory
from tools.schema import Layout, ModelArch, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# DeepSeek-V2 (236 B, config.json on the Hub): 60 layers, hidden 5120, 128 heads, kv_lora_rank 512, rope 64, nope 128,
# v 128, q_lora_rank 1536, 160 routed + 2 shared experts of 1536, first layer dense (12288); not in the registry
V2 = ModelArch(name="DeepSeek-V2-shaped", layers=60, hidden=5120, heads=128, kv_heads=128, head_dim=128,
               intermediate=12288, vocab=102400, experts=160, experts_per_token=6, shared_experts=2,
               moe_intermediate=1536, dense_layers=1, q_lora_rank=1536, kv_lora_rank=512, qk_rope_head_dim=64,
               qk_nope_head_dim=128, v_head_dim=128)


def test_the_busiest_rank_holds_the_rounded_up_share():
    # whole sequences per rank: 20 users over 8 GPUs → 3 on four of them; 16 → 2 each; 5 over 4 → 2 on one
    assert (dp_rank_users(20, 8), dp_rank_users(16, 8), dp_rank_users(5, 4)) == (3, 2, 2)


def _parts(users: int, fw: str, tp: int = 8):
    w, _ = resolve(Workload(task="inference", seq_len=32768, concurrency=users, framework=fw, prefix_cache=False,
                            precision="bf16", kv_precision="fp16"))
    return w, estimate_memory(V2, w, Layout(num_gpus=tp, tp=tp))


def test_mla_latents_under_dp_attention_are_the_busiest_ranks_share():
    # one token's latent: 60 layers × (512 + 64) × 2 B = 69,120 B; a 32,768-token user: 2.265 GB.
    # 17 users at 32k under vLLM on 8 GPUs: plain TP would hold all 17 on every GPU (38.5 GB); data-parallel attention
    # (attention weights ≈ 9 B params, 17.9 GB in BF16, × 7/8 extra ≈ 15.7 GB < the 31.7 GB of latents saved) holds
    # ⌈17 / 8⌉ = 3 users on the busiest GPU: 3 × 2.265 = 6.79 GB, not the 17 / 8 × 2.265 = 4.81 GB average
    user = 60 * (512 + 64) * 2 * 32768
    w, parts = _parts(17, "vllm")
    assert dp_attention_extra(V2, w, Layout(num_gpus=8, tp=8)) is not None
    assert parts.kv_cache == pytest.approx(3 * user, rel=0.01)


def test_mla_latents_under_plain_tp_are_whole_on_every_rank():
    # HF transformers has no data-parallel attention: 17 users × 2.265 GB = 38.5 GB of latents on each of the 8 GPUs
    user = 60 * (512 + 64) * 2 * 32768
    _, parts = _parts(17, "hf")
    assert parts.kv_cache == pytest.approx(17 * user, rel=0.01)
