"""A question that asks for the VRAM gets the KV cache and the weights at each precision the answer discusses.

A blind expert review found "how much VRAM do I need" answered with a rental and one per-GPU figure: no KV cache, no
FP8 total beside the FP8 plan. Hand-worked figures for Qwen2.5-32B (64 layers, 8 KV heads of 128, hidden 5,120,
vocabulary 152,064, untied embeddings; 32.76 B parameters):
- KV cache: 64 layers × 8 heads × 128 × 2 (K and V) × 2 B = 262,144 B a token. A chat of 16 users with an 8k
  context (tools.chat_kv): ⌈0.1 × 16⌉ = 2 chats at 8,192 and 14 at a typical 4,096 = 16,384 + 57,344 = 73,728 tokens
  × 262,144 = 19,327,352,832 B = 19.3 GB. Document work (every request fills the context: documents: true):
  8,192 tokens × 16 users × 262,144 = 34,359,738,368 B = 34.4 GB.
- weights in BF16: 32.76 B × 2 B = 65.5 GB; in FP8 the embedding and the LM head (152,064 × 5,120 = 0.779 B each)
  stay 16-bit: (32.76 − 1.56) B × 1 + 1.56 B × 2 = 31.2 + 3.1 = 34.3 GB.
- the total is what one card must find (tools.memory.card_need), so weights + KV ≤ total ≤ weights + KV + 3 GB of
  activations and engine memory; the smallest card is total ÷ 0.9 (vLLM's pool), in GiB rounded up.
"""

import math

import pytest

from advisor.core.conversation import VRAM_ASKED
from tools.defaults import resolve
from tools.schema import GB, GiB, Workload
from tools.vram import one_card_need, smallest_card_gib, vram_line, vram_precisions


@pytest.fixture(scope="module")
def qwen32():
    from advisor.core.service import load_arch

    w, _ = resolve(Workload(task="inference", model="Qwen2.5-32B", concurrency=16, seq_len=8192, documents=True))
    return load_arch("Qwen2.5-32B", None), w


def test_a_chats_kv_is_the_typical_chats_and_the_few_at_the_full_context(qwen32):
    # the same 16 users as a chat (no documents): 73,728 tokens × 262,144 B = 19.3 GB (module docstring), said as such
    arch, w = qwen32
    chat = w.model_copy(update={"documents": None})
    assert one_card_need(arch, chat, "bf16")[1] == (14 * 4096 + 2 * 8192) * 262_144 == 19_327_352_832
    en = vram_line(arch, chat).text("en")
    assert "KV cache 19.3 GB (14 chats at a typical 4,096 tokens and 2 at the full 8,192, BF16 KV)" in en


def test_kv_and_weights_at_each_precision(qwen32):
    arch, w = qwen32
    weights, kv, need = one_card_need(arch, w, "bf16")
    assert kv == 64 * 8 * 128 * 2 * 2 * 8192 * 16
    assert weights / GB == pytest.approx(65.5, abs=0.1)
    assert weights + kv <= need <= weights + kv + 3 * GB
    fp8, kv8, need8 = one_card_need(arch, w, "fp8")
    assert fp8 / GB == pytest.approx(34.3, abs=0.1) and kv8 == kv
    assert need8 < need


def test_the_line_names_both_precisions_and_the_kv(qwen32):
    arch, w = qwen32
    en = vram_line(arch, w).text("en")
    assert "KV cache 34.4 GB (16 users × 8,192 tokens, BF16 KV)" in en
    assert "BF16: weights 65.5 GB" in en and "FP8: weights 34.3 GB" in en
    assert "KV cache 34.4 GB" in vram_line(arch, w).text("zh") and "权重 34.3 GB" in vram_line(arch, w).text("zh")


def test_smallest_card_rounds_up():
    assert smallest_card_gib(int(63.2 * GB), "vllm") == math.ceil(63.2e9 / 0.9 / GiB) == 66  # 65.4 GiB → 66


def test_precisions_shown():
    assert vram_precisions("bf16") == ("bf16", "fp8")
    assert vram_precisions("int4") == ("int4", "bf16", "fp8")


@pytest.mark.parametrize("text", ["How much VRAM do I need to serve Qwen2.5-32B?", "what GPU memory would we need",
                                  "部署 Qwen2.5-14B 需要多少显存", "顯存要多少", "how much memory does it take"])
def test_vram_is_asked(text):
    assert VRAM_ASKED.search(text)


@pytest.mark.parametrize("text", ["Serve Qwen2.5-32B for 16 users", "单卡显存至少 48G", "a 24GB card, enough?"])
def test_vram_is_not_asked(text):
    assert not VRAM_ASKED.search(text)
