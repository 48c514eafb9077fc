"""'Thinking of buying a Ryzen AI Max+ 395 mini PC with 128GB to run Llama 3.3 70B locally, client data can't go to
the cloud': the box is read as the user's own (its memory as said), the cloud refusal keeps every rental out, and
the answer judges the box first and offers the faster models on it (en / 简体 / 繁體)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from advisor.core.extract_rules import extract

BOX = "AMD Ryzen AI Max+ 395"


@pytest.mark.parametrize(("text", "memory"), [
    ("small accounting firm, 4 of us. thinking of buying one of those AMD Ryzen AI Max+ 395 mini PCs with 128GB to "
     "run Llama 3.3 70B locally (client data can't go to the cloud)", 128),
    ("we want to buy a Strix Halo box with 64GB to run Llama 3.3 70B for 2 people, no cloud", 64),
    ("我们想买一台 Ryzen AI Max+ 395 128GB 的小主机，本地跑 Qwen2.5-72B，客户资料不能传到云端", 128),  # not 395,128
    ("我們診所想買一台 Strix Halo 迷你電腦（96GB），在本地跑 Llama 3.3 70B，資料不能上傳到雲端", 96),
])
def test_the_box_is_theirs_with_its_memory_and_no_cloud(text, memory):
    p = extract(text).applied()
    assert (p.gpu_preference, p.owned_gpus, p.rent_more) == (BOX, True, False)
    assert p.max_gpu_memory_gib == memory


@pytest.mark.parametrize("text", [
    "thinking of buying a Ryzen AI Max 395 to run Llama 3.3 70B for 3 of us, the data cannot be sent to the cloud",
    "想买台 Strix Halo 跑 Llama 3.3 70B，3 个人用，不走云",
])
def test_other_ways_of_refusing_the_cloud_are_read(text):
    assert extract(text).applied().rent_more is False


def test_cloud_said_without_a_refusal_keeps_renting_possible():
    p = extract("thinking of buying a Strix Halo to run Llama 3.3 70B, the cloud is fine as a backup").applied()
    assert p.owned_gpus and p.rent_more is not False


def _ask(text: str) -> str:
    env = dict(os.environ, GPU_ADVISOR_HOME=tempfile.mkdtemp(), HF_HUB_OFFLINE="1", PYTHONPATH=".")
    return subprocess.run([sys.executable, "-m", "advisor", "ask", text], capture_output=True, text=True, env=env,
                          timeout=300).stdout


@pytest.mark.slow
def test_the_accounting_firm_gets_the_box_judged_and_the_faster_models_on_it():
    # Hand: 70B Q4_K_M ≈ 42 GB + 4 × 4,096 tokens of KV ≈ 5.4 GB ≈ 47.8 GB of 103 GB: fits; decode ≈ 188.8 GB/s (the
    # chip's measured share) ÷ ≈ 43 GB ≈ 4 tokens/s; a 4,096-token prompt ≈ 4,096 ÷ 94.7 ≈ 43.3 s of matmuls, plus the
    # prompt's attention scores (forward, causal half: 4 · 8,192 · 80 layers · 4,096 ÷ 2 ≈ 5.4e9 FLOPs a token against
    # 2 × ≈ 69 B ≈ 1.39e11 of matmuls, × 1.039) ≈ 44.9 → "≈ 45 s" (tools.owned_device.first_token_s counts attention
    # since the owned-serving change); gpt-oss-120b alone ≈ 188.8 ÷ 5 GB ≈ 37 tokens/s
    out = _ask("small accounting firm, 4 of us. thinking of buying one of those AMD Ryzen AI Max+ 395 mini PCs with "
               "128GB to run Llama 3.3 70B locally for drafting emails/reports from client docs (client data can't go "
               "to the cloud). will that actually be usable? or is there something better to run on it?")
    assert "your own AMD Ryzen AI Max+ 395 fits Llama-3.3-70B in 4-bit" in out
    assert "each gets ≈ 4 tokens/s" in out and "takes ≈ 45 s before its first token" in out
    assert "A faster model on the same AMD Ryzen AI Max+ 395: gpt-oss-120b in MXFP4" in out
    assert "RunPod" not in out and "runpod" not in out and "I price cloud GPUs" not in out
    assert "Mac" not in out and "MLX" not in out
