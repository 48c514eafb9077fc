"""Older and small models people still name (Falcon, Code Llama, ChatGLM3, OLMoE, TAIDE, Phi-3 vision, MPT) are registry
rows with their own limits, never a generic model of their size that loses them.

By hand, from each config.json (catalog/data/models.json cites it):
- Falcon-7B: 32 × (4544 × (4544 + 2 × 64) + 4544² + 2 × 4544 × 18176 + 2 × 4544) + 65,024 × 4544 = 6,921,716,160,
  within 0.0001 % of the 6,921,720,704 stored (the final LayerNorm's bias); plain GELU MLP (2 matrices), one KV head;
  2,048-token context.
- CodeLlama-13B: Llama-2-13B's 13,015,864,320 + 16 new tokens × 5120 × 2 = 13,016,028,160; infilling (FIM) yes.
  CodeLlama-34B: 48 × (8192 × (8192 + 2 × 1024) + 8192² + 3 × 8192 × 22016 + 2 × 8192) + 2 × 32,000 × 8192 + 8192
  = 33,743,970,304 (the published count); no infilling tokens (vocab 32,000), so no FIM.
- ChatGLM3-6B-32K: 28 × (4096 × 4096 + 2 × 4096 × 256 + 4096² + 4608 bias + 3 × 4096 × 13696 + 2 × 4096)
  + 2 × 65,024 × 4096 + 4096 = 6,243,584,000; context 32,768 (ChatGLM3-6B: 8,192).
- OLMoE-1B-7B: 64 experts of 3 × 2048 × 1024 in 16 layers: 6.92B resident, 8 a token: 1.28B active (paper: 6.9B / 1.3B).
- Phi-3.5-vision: 32 KV heads of 96 (no GQA): 2 × 32 layers × 32 × 96 × 2 bytes = 393,216 bytes of KV a token,
  three times a GQA-8 model of the same width's 131,072.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import registry
from tests.conftest import module_home
from tools.arch import count_params
from tools.memory import kv_cache_bytes_per_token

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

NEW_ROWS = ["Falcon-7B", "Falcon-40B", "Falcon-180B", "CodeLlama-7B", "CodeLlama-13B", "CodeLlama-34B", "CodeLlama-70B",
            "ChatGLM3-6B", "ChatGLM3-6B-32K", "OLMoE-1B-7B", "TAIDE-LX-7B", "Phi-3-vision", "Phi-3.5-vision", "MPT-30B"]


@pytest.mark.parametrize("name", NEW_ROWS)
def test_each_row_counts_within_half_a_per_cent_of_its_published_count(name):
    a = registry.get(name)
    assert a.published_params and count_params(a) == pytest.approx(a.published_params, rel=0.005)
    assert a.max_context and a.source and not a.assumed


def test_hand_counts():
    assert count_params(registry.get("Falcon-7B")) == 6_921_716_160
    assert count_params(registry.get("CodeLlama-13B")) == 13_016_028_160
    assert count_params(registry.get("CodeLlama-34B")) == 33_743_970_304
    assert count_params(registry.get("ChatGLM3-6B-32K")) == 6_243_584_000
    olmoe = registry.get("OLMoE-1B-7B")
    assert round(count_params(olmoe) / 1e9, 2) == 6.92 and round(count_params(olmoe, active=True) / 1e9, 2) == 1.28


def test_limits_come_from_the_rows():
    assert registry.max_context("falcon-7b-instruct") == 2048
    assert registry.max_context("chatglm3-6b") == 8192 and registry.max_context("chatglm3-6b-32k") == 32768
    assert registry.get("Falcon-7B").mlp_matrices == 2 and registry.get("Falcon-7B").kv_heads == 1
    assert kv_cache_bytes_per_token(registry.get("Phi-3.5-vision"), "bf16") == 393_216
    fim = {r["name"]: r.get("fim") for r in registry.rows()}
    assert fim["CodeLlama-13B"] is True and fim["CodeLlama-70B"] is True and fim["CodeLlama-34B"] is False


SPELLINGS = [("codellama/CodeLlama-13b-Instruct-hf", "CodeLlama-13B"), ("THUDM/chatglm3-6b-32k", "ChatGLM3-6B-32K"),
             ("taide/TAIDE-LX-7B-Chat", "TAIDE-LX-7B"), ("allenai/OLMoE-1B-7B-0924-Instruct", "OLMoE-1B-7B"),
             ("mpt-30b-chat", "MPT-30B")]


@pytest.mark.parametrize(("spelling", "row"), SPELLINGS)
def test_spellings_resolve(spelling, row):
    assert registry.resolve_name(spelling) == row


def _ask(text: str, *extra: str) -> str:
    r = CliRunner().invoke(cli, ["ask", *extra, text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_falcon7b_over_its_2k_context_is_said_in_english():
    out = _ask("we run falcon-7b-instruct for an internal FAQ bot, 10 people at once, prompts up to 4k tokens")
    assert "not in my registry" not in out
    assert "2,048 context (asked 4,434: over the model's maximum)" in out


@pytest.mark.slow
def test_mpt30b_over_its_8k_context_is_said_in_simplified_chinese():
    out = _ask("用 MPT-30B 做合同摘要，16k 上下文，8 个并发，租什么卡")
    assert "上下文 8,192（所问 16,384，超出模型上限）" in out


@pytest.mark.slow
def test_phi35_vision_kv_is_full_multi_head_in_traditional_chinese():
    # 20 chats × 8,192 tokens × 393,216 bytes = 64.4 GB of KV (a GQA-8 guess: 21.5 GB)
    out = _ask("我們想用 Phi-3.5-vision 看發票圖片，20 路併發，上下文 8k，要租什麼 GPU")
    assert "未在" not in out.split("\n")[2]
    assert "需約 64 GB KV" in out
