"""A named model with a registry row is sized from it, never as a generic "111B (assumed)"; a card said in hearsay to
hold the job ("Someone said it runs on a single H100?", 聽說一張4090就夠？) is a claim the answer checks first, with
the weights at each precision against the card, never chatter blanked away.

Hand figures:
- Command A (c4ai-command-a-03-2025): 64 layers, hidden 12288, 96 heads, 8 KV heads × 128, intermediate 36864, vocab
  256,000, tied. Per layer 2 × 12288² + 2 × 12288 × 1024 + 3 × 12288 × 36864 + 12288 = 1,686,122,496; × 64 +
  256,000 × 12288 + 12288 = 111,057,580,032 (the card's "111 billion").
  KV a token a layer: 2 (K, V) × 8 × 128 × 2 B = 4,096 B. Three of four layers slide over 4,096 tokens (48 of 64),
  every fourth is global (16): at 60,000 tokens 16 × 4,096 × 60,000 + 48 × 4,096 × 4,096 = 4,737,466,368 B
  (a full-attention reading would be 64 × 4,096 × 60,000 = 15.7 GB, 3.3× more).
  Weights: BF16 111.06 × 2 = 222.1 GB; FP8 ≈ 114 GB (16-bit embeddings); INT4 ≈ 62 GB — none with its KV in one
  80 GB H100, so "runs on a single H100" is a no.
- Ministral-8B-Instruct-2410: 36 layers, hidden 4096, 32 heads, 8 KV × 128, intermediate 12288, vocab 131,072:
  8,019,808,256 parameters (card). At its 32,768-token limit on vLLM the window (32,768) equals the context, so the
  KV is 36 × 4,096 × 32,768 = 4,831,838,208 B.
- Qwen3-VL-32B: the Qwen3-32B language tower (64 layers, hidden 5120, 64/8 heads × 128, intermediate 25600):
  32,762,123,264 parameters, the ViT extra.
- Qwen2.5-72B on one 24 GB RTX 4090: BF16 weights ≈ 145 GB alone: no.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract, find_model
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home
from tools.arch import count_params
from tools.memory import kv_cache_bytes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q_COMMAND_A = ("Consulting firm, 40 consultants. We want Cohere's Command A (the 111B one) self-hosted for internal "
               "drafting and doc Q&A, prompts up to ~60k tokens. Someone said it runs on a single H100? Budget "
               "~$4k/month, US.")


def test_command_a_row_counts_111b_and_windows_three_of_four_layers():
    arch = registry.get("Command-A")
    assert count_params(arch) == 111_057_580_032
    assert kv_cache_bytes(arch, 60_000, 1) == 16 * 4096 * 60_000 + 48 * 4096 * 4096
    assert arch.license is not None and arch.license.commercial is False


def test_qwen3_vl_32b_row_is_the_qwen3_32b_tower():
    assert count_params(registry.get("Qwen3-VL-32B")) == 32_762_123_264 == count_params(registry.get("Qwen3-32B"))


def test_ministral_8b_row_counts_its_card_parameters():
    arch = registry.get("Ministral-8B")
    assert count_params(arch) == 8_019_808_256
    assert kv_cache_bytes(arch, 32_768, 1) == 36 * 4096 * 32_768
    assert arch.license is not None and arch.license.commercial is False


@pytest.mark.parametrize(("text", "name"), [
    ("We want Cohere's Command A (the 111B one) self-hosted", "Command-A"),
    ("serve c4ai-command-a-03-2025 on vllm", "Command-A"),
    ("CohereLabs/command-a for 40 people", "Command-A"),
    ("想私有化部署Command A给40人用", "Command-A"),
    ("we want Ministral-8B-Instruct-2410 to tag emails", "Ministral-8B"),
    ("我們想用 ministral 8b 做客服", "Ministral-8B"),
    ("serve Qwen3-VL-32B-Instruct for 20 users", "Qwen3-VL-32B"),
    ("部署千问3-VL-32B看发票", "Qwen3-VL-32B"),
    ("Command A Vision for OCR", None),  # another model
    ("Command A+ for coding", None),
    ("command a fleet of 8 GPUs to serve it", None),  # a verb, lower case
])
def test_named_model_found(text, name):
    assert find_model(text)[0] == name


@pytest.mark.parametrize(("text", "card", "count"), [
    ("Serve Command A for 40 consultants. Someone said it runs on a single H100?", "H100", 1),
    ("Qwen2.5-72B for 20 people; I heard it fits on one 4090", "RTX 4090", 1),
    ("想部署Qwen2.5-72B给20个人内部用，听说一张4090就够？", "RTX 4090", 1),
    ("想部署Qwen2.5-72B畀20個人內部用，聽說一張4090就夠？", "RTX 4090", 1),
    ("部署Qwen2.5-72B，聽說單卡H100就跑得動", "H100", 1),
])
def test_a_card_said_in_hearsay_to_hold_the_job_is_checked(text, card, count):
    p = extract(text).patch
    assert p.checked_gpu == card and p.gpu_preference is None, p
    assert p.checked_gpu_count in (count, None), p


def test_hearsay_about_a_provider_stays_chatter():
    p = extract("Serve Llama-3.1-8B for 10 users. My friend says AWS is expensive.").patch
    assert not p.providers and p.checked_gpu is None, p


@pytest.mark.slow
def test_command_a_single_h100_claim_answered_no_with_weights_and_licence_once(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", Q_COMMAND_A).text
    head = "\n".join(out.splitlines()[:6])
    assert "Command-A · inference" in head and "(assumed)" not in out, head[:300]
    assert "You asked about H100: no, 1 × H100" in head, head[:1500]
    assert "222 GB in BF16, 114 GB in FP8, 62 GB in INT4, against 80 GB" in head, head[:1500]
    assert out.count("c4ai-command-a-03-2025") == 1, out[:800]  # the licence said once, not twice


@pytest.mark.slow
def test_chinese_4090_claim_answered_no_with_weights(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "想部署Qwen2.5-72B给20个人内部用，听说一张4090就够？").text
    head = "\n".join(out.splitlines()[:6])
    assert "你问的是 RTX 4090：按 FP8，不够" in head, head[:600]  # the FP8 plan's verdict, said with its precision
    assert "单是权重就有 BF16 145 GB" in head and "一张 RTX 4090 只有 24 GB" in head, head[:900]
