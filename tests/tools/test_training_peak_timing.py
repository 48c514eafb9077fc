"""When gradients and activations are alive at once, torchtune's optimizer-in-backward, torch.compile, and
what a PyTorch memory log can be compared with (tools/memory.py)."""

import pytest

from catalog import registry
from tests.conftest import module_home
from tools.defaults import resolve
from tools.memory import CUDA_CONTEXT_BYTES, allocator_peak_bytes, estimate_memory
from tools.schema import GiB, Layout, Workload

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

LLAMA32_3B = registry.get("Llama-3.2-3B")  # tied embeddings, vocab 128,256, hidden 3,072
LLAMA31_8B = registry.get("Llama-3.1-8B")  # untied, vocab 128,256, hidden 4,096


def mem(arch, layout=None, **kw):
    w, _ = resolve(Workload(**kw))
    return estimate_memory(arch, w, layout)


def test_accumulation_1_without_checkpointing_peaks_at_the_start_of_backward():
    # No checkpointing: 2 × 4,096 tokens of saved activations (tens of GB) dwarf the 6.4 GB of bf16
    # gradients. With accumulation 1 the peak is the start of backward: every activation plus the LM
    # head's gradient (128,256 × 3,072 × 2 B = 0.79 GB), not every gradient. So the total drops by
    # G − G_head, with G = params × 2 B (before the 5 % fragmentation allowance, which scales with it).
    kw = dict(task="full_finetune", seq_len=4096, batch_size=2, gradient_checkpointing=False)
    held = mem(LLAMA32_3B, **kw)
    ga1 = mem(LLAMA32_3B, grad_accum=1, **kw)
    params = 3_212_749_824
    g, g_head = params * 2, 128_256 * 3072 * 2
    assert held.gradients == g
    drop = (held.total - held.overhead) - (ga1.total - ga1.overhead)
    assert abs(drop - (g - g_head)) < 0.01 * GiB


def test_accumulation_1_never_raises_the_peak():
    for ckpt in (True, False):
        for seq in (512, 2048, 8192):
            kw = dict(task="full_finetune", seq_len=seq, batch_size=1, gradient_checkpointing=ckpt)
            assert mem(LLAMA31_8B, grad_accum=1, **kw).total <= mem(LLAMA31_8B, **kw).total


def test_accumulation_does_not_change_lora():
    # LoRA gradients are a few MB; nothing to overlap.
    kw = dict(task="lora", seq_len=2048, batch_size=2)
    assert mem(LLAMA31_8B, grad_accum=1, **kw).total == mem(LLAMA31_8B, **kw).total


def test_torchtune_single_device_full_finetune_holds_one_gradient_tensor():
    # optimizer_in_bwd: True (recipes/configs/llama3_1/8B_full_single_device.yaml): each gradient is
    # freed once its parameter steps, so the largest one alive is the 128,256 × 4,096 embedding, bf16.
    one = mem(LLAMA31_8B, task="full_finetune", framework="torchtune")
    assert one.gradients == 128_256 * 4096 * 2
    # the distributed recipe has no optimizer-in-backward: gradients are sharded, not dropped
    fsdp = mem(LLAMA31_8B, Layout(num_gpus=8, dp=8, zero_stage=3), task="full_finetune", framework="torchtune")
    assert fsdp.gradients > 10 * one.gradients // 8


def test_compile_keeps_fewer_activations_and_nothing_else():
    kw = dict(task="lora", seq_len=2048, batch_size=2, framework="torchtune")
    eager, comp = mem(LLAMA31_8B, **kw), mem(LLAMA31_8B, torch_compile=True, **kw)
    assert comp.weights == eager.weights and comp.optimizer == eager.optimizer
    assert 0.7 * eager.activations < comp.activations < 0.85 * eager.activations


def test_allocator_peak_leaves_out_context_and_fragmentation():
    # torch.cuda.max_memory_allocated never sees the CUDA context (0.5 GiB here) or the 5 % fragmentation
    m = mem(LLAMA31_8B, task="lora", seq_len=2048, batch_size=2)
    assert allocator_peak_bytes(m) == m.total - CUDA_CONTEXT_BYTES - int(0.05 * (m.activations + m.kv_cache))


def test_vllm_profile_uses_the_cards_batch_defaults():
    # vllm EngineArgs.get_batch_defaults (OpenAI server): ≥ 70 GiB and not A100 → 8,192 tokens / 1,024 seqs,
    # else 2,048 / 256. The sampler holds fp32 logits + probabilities for max_num_seqs × vocab.
    from catalog.gpus import get_gpu
    from tools.memory import vllm_batch_defaults

    assert vllm_batch_defaults(get_gpu("H100 SXM")) == (8192, 1024)
    assert vllm_batch_defaults(get_gpu("A100-80GB")) == (2048, 256)
    assert vllm_batch_defaults(get_gpu("L4")) == (2048, 256)
    small = mem(LLAMA31_8B, task="inference", seq_len=8192, concurrency=1)
    on_l4 = estimate_memory(LLAMA31_8B, resolve(Workload(task="inference", seq_len=8192, concurrency=1))[0],
                            gpu=get_gpu("L4"))
    assert on_l4.activations < small.activations  # 2,048-token profile chunk instead of 8,192
