"""Memory terms by format and framework: formats, framework terms, ZeRO paper states, sliding windows, vLLM pool."""

import json

import pytest
from click.testing import CliRunner

from advisor import cli as cli_mod
from catalog import registry
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tools.arch import count_params, derive_arch, layer_tensors
from tools.defaults import resolve
from tools.memory import (
    estimate_memory,
    kv_cache_bytes,
    kv_cache_bytes_per_token,
    kv_pool_bytes,
    weight_bytes,
    zero3_gather_bytes,
    zero_model_states,
)
from tools.schema import FRAMEWORKS, GB, PRECISIONS, Layout, Workload
from tools.speed import peak_tflops

# nothing here writes to a home (answers, estimates, readings only): one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# bartowski/LLaMA3-iterative-DPO-final-GGUF README (a Llama-3-8B fine-tune, llama.cpp b2854), file sizes in GB
LLAMA3_8B_GGUF_GB = {"q8_0": 8.54, "q6_k": 6.59, "q5_k_m": 5.73, "q4_k_m": 4.92, "q3_k_m": 4.01, "q2_k": 3.17}


@pytest.mark.parametrize("fmt,published", LLAMA3_8B_GGUF_GB.items())
def test_gguf_mixtures_match_published_llama3_8b_files(fmt, published):
    est = weight_bytes(registry.get("Llama-3-8B"), fmt) / GB
    assert est == pytest.approx(published, rel=0.01)


@pytest.mark.slow
def test_estimate_q4_k_m_within_5_percent_of_the_gguf_file():
    r = CliRunner().invoke(cli_mod.cli, ["estimate", "--model", "llama-3-8b", "--precision", "q4_k_m", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["per_gpu_bytes"]["weights"] / GB == pytest.approx(4.92, rel=0.05)
    assert d["framework"] == "llama.cpp"
    assert any("framework: llama.cpp" in a for a in d["assumptions"])


def test_int4_keeps_16_bit_embeddings_and_q4_k_m_quantises_them():
    a = registry.get("Llama-3-8B")
    assert weight_bytes(a, "q4_k_m") < 0.9 * weight_bytes(a, "int4")
    assert weight_bytes(a, "awq") == weight_bytes(a, "gptq") == weight_bytes(a, "int4")
    emb16 = a.vocab * a.hidden * 2 * 2
    assert weight_bytes(a, "fp8") == pytest.approx((count_params(a) - a.vocab * a.hidden * 2) + emb16, rel=1e-6)


def test_every_precision_works_everywhere():
    archs = [registry.get("Llama-3-8B"), registry.get("Mixtral-8x7B"), registry.get("DeepSeek-V3"), derive_arch(13 * 10**9)]
    h100 = get_gpu("H100")
    for p in PRECISIONS:
        assert peak_tflops(h100, p) > 0
        for a in archs:
            assert 0 < weight_bytes(a, p) < count_params(a) * 4.01
            w, _ = resolve(Workload(task="inference", precision=p))
            assert estimate_memory(a, w).total > weight_bytes(a, p)


def test_layer_tensors_add_up_to_the_parameter_count():
    for name in ("Llama-3-8B", "Mixtral-8x7B", "DeepSeek-V3", "Qwen2.5-7B"):
        a = registry.get(name)
        body = sum(sum(layer_tensors(a, i).values()) for i in range(a.layers))
        assert body + a.vocab * a.hidden * (1 if a.tied_embeddings else 2) + a.hidden == count_params(a)


# ZeRO paper (Rajbhandari et al. 2020, arXiv:1910.02054) Table 1, per-device model states in GB (K = 12)
ZERO_TABLE1 = [  # Ψ, N_d, (baseline, P_os, P_os+g, P_os+g+p)
    (7.5e9, 64, (120, 31.4, 16.6, 1.88)),
    (128e9, 64, (2048, 536, 284, 32)),
    (1e12, 1024, (16000, 4011.7, 2013.7, 15.6)),
]


@pytest.mark.parametrize("psi,nd,states", ZERO_TABLE1)
def test_zero_paper_model_states_within_1_percent(psi, nd, states):
    arch = derive_arch(int(psi))
    w, _ = resolve(Workload(task="full_finetune"))
    for stage, published in enumerate(states):
        assert zero_model_states(psi, nd, stage) / GB == pytest.approx(published, rel=0.01)
        m = estimate_memory(arch, w, Layout(num_gpus=nd, dp=nd, zero_stage=stage, gpus_per_node=8))
        assert (m.weights + m.gradients + m.optimizer) / GB == pytest.approx(published, rel=0.01)


def test_zero3_gather_buffer_is_overhead_and_bounded():
    big = derive_arch(10**12)
    fsdp = zero3_gather_bytes(big, 2, "hf")
    ds = zero3_gather_bytes(big, 2, "deepspeed")
    assert ds == 2 * 10**9  # stage3_max_live_parameters = 1e9 in 16-bit
    assert fsdp > ds
    w, _ = resolve(Workload(task="full_finetune", framework="deepspeed"))
    m = estimate_memory(big, w, Layout(num_gpus=1024, dp=1024, zero_stage=3))
    assert m.overhead >= ds


def test_framework_changes_only_the_logits_and_checkpoint_terms():
    a = registry.get("Llama-3.1-8B")
    peaks = {}
    for fw in ("hf", "torchtune", "unsloth"):
        w, _ = resolve(Workload(task="lora", seq_len=8192, batch_size=1, gradient_checkpointing=True, framework=fw))
        peaks[fw] = estimate_memory(a, w)
    assert peaks["hf"].activations > peaks["torchtune"].activations > peaks["unsloth"].activations
    assert peaks["hf"].weights == peaks["unsloth"].weights
    # HF: 16-bit logits + fp32 log-softmax + two fp32 gradients = 14 bytes per token·vocab; torchtune 2 + 8/8;
    # Unsloth also offloads the checkpointed layer inputs (32 layers × h × tokens × 2 bytes)
    tv = 8192 * a.vocab
    assert peaks["hf"].activations - peaks["torchtune"].activations == pytest.approx(tv * (14 - 3), rel=0.01)
    inputs = 32 * a.hidden * 8192 * 2
    assert peaks["torchtune"].activations - peaks["unsloth"].activations == pytest.approx(tv * (3 - 0.25) + inputs, rel=0.01)


def test_default_framework_is_stated_per_task():
    w, notes = resolve(Workload(task="lora"))
    assert w.framework == "hf" and any("framework: Hugging Face" in n.en for n in notes)
    w, notes = resolve(Workload(task="inference"))
    assert w.framework == "vllm" and any("framework: vLLM" in n.en for n in notes)


def test_sliding_window_caps_windowed_layers():
    mistral = registry.get("Mistral-7B")  # v0.1: every layer windowed at 4,096 (config.json)
    assert kv_cache_bytes(mistral, 32768, 1) == kv_cache_bytes(mistral, 4096, 1)
    gemma = registry.get("Gemma-2-9B")  # every other layer windowed
    full = kv_cache_bytes_per_token(gemma) * 8192
    assert kv_cache_bytes(gemma, 8192, 1) == pytest.approx(full * (21 + 21 / 2) / 42, rel=1e-6)
    llama = registry.get("Llama-3-8B")
    assert kv_cache_bytes(llama, 32768, 2) == kv_cache_bytes_per_token(llama) * 32768 * 2


def test_vllm_pool_is_utilisation_times_capacity_minus_weights_and_activations():
    a = registry.get("Llama-3-8B")
    w, _ = resolve(Workload(task="inference", concurrency=1))
    per = estimate_memory(a, w)
    cap = 80 * 2**30
    assert kv_pool_bytes(per, cap) == int(0.9 * cap - per.weights - per.activations - 2**30 // 4)
    assert kv_pool_bytes(per, 16 * 2**30) < kv_pool_bytes(per, cap)


@pytest.mark.slow
def test_cli_choices_match_the_schema():
    assert tuple(cli_mod.PRECISIONS) == PRECISIONS
    assert tuple(cli_mod.FRAMEWORKS) == FRAMEWORKS
    r = CliRunner().invoke(cli_mod.cli, ["estimate", "--model", "llama-3-8b", "--task", "lora", "--framework", "unsloth",
                                         "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["framework"] == "unsloth"
    r = CliRunner().invoke(cli_mod.cli, ["estimate", "--model", "llama-3-8b", "--framework", "nope"])
    assert r.exit_code == 2
