"""Prefill and compute-bound decode count 2 FLOPs per multiplied parameter: the input embedding is a row lookup."""

import pytest

from catalog import registry
from catalog.gpus import get_gpu
from tools.arch import active_params, matmul_params
from tools.defaults import resolve
from tools.schema import Layout, Workload
from tools.speed import PREFILL_MFU, estimate_speed, prefill_attention_s_per_token


def test_an_untied_input_embedding_is_not_multiplied_and_a_tied_one_is_once():
    # Llama 3 8B unties its head: the 128,256 × 4,096 = 525,336,576 input rows are looked up, not multiplied
    llama = registry.get("Llama-3-8B")
    assert not llama.tied_embeddings
    assert active_params(llama) - matmul_params(llama) == 128_256 * 4_096
    # Qwen2.5-3B ties them: the one matrix is multiplied once, as the LM head, so nothing is taken off
    qwen = registry.get("Qwen2.5-3B")
    assert qwen.tied_embeddings and matmul_params(qwen) == active_params(qwen)


def test_prefill_time_a_token_counts_the_matmuls_only():
    # one H100 (989.5 dense bf16 TFLOPS) at PREFILL_MFU: 2 × (N − 525,336,576) FLOPs a prompt token, plus the
    # attention term the engine adds apart (prefill_attention_s_per_token), one GPU so no all-reduce
    a, g = registry.get("Llama-3-8B"), get_gpu("H100 SXM")
    w, _ = resolve(Workload(task="inference", precision="bf16", seq_len=2048, concurrency=1))
    sp = estimate_speed(a, w, g, Layout(num_gpus=1), prompt=1024)
    n = active_params(a) - 128_256 * 4_096
    expected = 2 * n / (989.5e12 * PREFILL_MFU) + prefill_attention_s_per_token(a, 1024, 989.5e12)
    assert sp.prefill_tokens_per_s is not None
    assert 1 / sp.prefill_tokens_per_s == pytest.approx(expected, rel=1e-9)
