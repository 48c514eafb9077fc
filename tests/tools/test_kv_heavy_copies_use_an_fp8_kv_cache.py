"""A stated machine that cannot hold a serving load whose KV cache outweighs the weights is answered with an FP8 KV
cache before more copies of the machine, and with the larger-memory card that holds it on fewer machines
(tools/recommend.py fp8_kv_instead_of_copies, _more_memory_per_gpu).

By hand, Qwen3-Coder-480B-A35B (62 layers, 8 KV heads, head_dim 128), 40 devs with coding agents → 20 running at once
(50 %, tools.traffic.agents_running_of_devs), each at 200,000 tokens ("200k" is 200,000: "k" is 1,000 unless a
power-of-two window such as 128k = 131,072):
- 16-bit KV a token: 2 · 62 · 8 · 128 · 2 = 253,952 bytes; × 200,000 = 50.8 GB an agent; × 20 = 1,015.9 GB, 127.0 GB
  per GPU over 8, against 60.3 GB of FP8 weights per GPU (≈ 482 GB ÷ 8): the cache dominates.
- 8 × H100 80 GB (0.9 × 85.5 = 77.0 GB pool each) holds the weights and ≈ 16 GB per GPU of cache: 2 agents a machine at
  16 bits (6.35 GB per GPU each; 10 machines for 20), 5 with an FP8 cache (25.4 GB an agent, 3.17 GB per GPU;
  5 × 3.17 = 15.9 GB + 60.3 GB weights + activations ≈ 76.7 GB of 77.0, said as tight): 4 machines, not 10.
  (At 204,800 tokens an FP8 agent was 3.25 GB per GPU, 5 × 3.25 = 16.3 GB did not fit and 4 a machine gave 5 machines.)
- 8 × B200 (172 GB pool each) holds it on fewer machines: the cheaper plan when the card is open.

Agents are now sized at half their context limit on average (tools.chat_kv.AGENT_CONTEXT_SHARE: a session grows from
its first prompt to the limit before it is compacted), so the 20 agents hold 100,000 tokens each:
- 16-bit: 20 × 100,000 × 253,952 B = 507.9 GB, 63.5 GB per GPU over 8, still above the 60.3 GB of weights: FP8 cache.
- FP8: 12.7 GB an agent, 1.59 GB per GPU; 77.0 − 60.3 − activations ≈ 16.4 GB holds 10 a machine (10 × 1.59 = 15.9,
  ≈ 76.7 GB of 77.0, tight): 2 machines for 20, not the 4 that every agent at the full 200,000 tokens needed.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.memory import kv_cache_bytes_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q2_EN = ("platform team wants to self host Qwen3-Coder-480B-A35B for ~40 devs running coding agents (cline / "
         "claude-code style), prompts grow to 100-200k tokens. plan is one 8xH100 node on lambda, FP8. will that work "
         "and what's the monthly bill?")


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


def test_the_coder_kv_per_token_is_248_kib():
    assert kv_cache_bytes_per_token(registry.get("Qwen3-Coder-480B-A35B"), "bf16") == 2 * 62 * 8 * 128 * 2 == 253_952


@pytest.mark.slow
def test_kv_heavy_agents_on_h100_copies_use_an_fp8_kv_cache_and_name_a_larger_card():
    out = _ask(Q2_EN)
    head = out.split("\n\n")[2]
    # agents at half their 200,000-token limit (module doc): 63.5 GB of 16-bit cache per GPU, above the 60.3 GB weights
    assert "20 agents at once, sessions of up to 200,000 tokens" in head
    assert "(63.5 GB vs 60.3 GB per GPU with a 16-bit cache), so this plan uses an FP8 KV cache" in head
    # 10 FP8 agents a machine at 100,000 tokens: 60.3 + 10 × 1.59 + activations ≈ 76.7 GB of a 77.0 GB pool, so 2
    # machines, said as tight; not 4 (every agent at the full 200,000) nor 10 (16-bit cache at the full limit)
    assert "rent 2 × lambda gpu_8x_h100_sxm5" in head
    assert "Tight: ≈ 76.7 GB of a 77.0 GB pool per GPU" in head
    assert "memory per GPU is the wall" in head and "B200" in head


@pytest.mark.slow
def test_kv_heavy_agents_in_chinese():
    out = _ask("平台团队想自建 Qwen3-Coder-480B-A35B，给大约 40 个开发者跑编程 agent，上下文 200k，打算在 lambda 上租一台 "
               "8xH100，FP8，够吗，每月多少钱？")
    # 上下文 200k = 200,000, agents at half of it: the same 2 machines as in English, tight at ≈ 76.7 GB of 77.0 per GPU
    assert "所以方案用 FP8 KV cache" in out and "租 2 台 lambda gpu_8x_h100_sxm5" in out
    assert "偏紧：每卡约 76.7 GB，显存池 77.0 GB" in out
    assert "瓶颈是每卡显存而不是算力" in out
