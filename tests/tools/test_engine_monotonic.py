"""Monotonicity of the memory and speed estimates (more of an input never gives less), as hypothesis property tests."""

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from catalog import registry
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tools.defaults import resolve
from tools.memory import estimate_memory
from tools.schema import Layout, Workload
from tools.speed import train_time

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

MODELS = st.sampled_from(["Llama-3-8B", "Qwen3-30B-A3B", "Mistral-7B", "Llama-2-13B", "DeepSeek-V3"])
GPUS = st.sampled_from(["H100-SXM", "A100-80GB", "L4", "RTX-4090", "L40S"])
TRAIN = st.sampled_from(["lora", "qlora", "full_finetune", "pretrain"])
FRAMEWORKS = st.sampled_from(["hf", "torchtune", "unsloth", "deepspeed", "torchtitan"])
MODES = st.sampled_from(["none", "selective", "full"])


@settings(max_examples=80, deadline=None)
# found by hypothesis: 15 L4s as 8 + 7 vs 17 as 6 + 6 + 5 (the thinner spread kept a better in-node factor)
@example(model="Llama-3-8B", gpu="L4", task="lora", n1=15, k=2, rdma=True, mode="none", seq=512)
@given(model=MODELS, gpu=GPUS, task=TRAIN, n1=st.integers(1, 512), k=st.integers(1, 64), rdma=st.booleans(),
       mode=MODES, seq=st.sampled_from([512, 2048, 8192, 32768]))
def test_more_gpus_never_faster_than_linear(model, gpu, task, n1, k, rdma, mode, seq):
    # N2 = N1 + k GPUs: the job may speed up by at most N2 / N1 (its GPU-hours never fall), across node
    # boundaries and over RDMA or Ethernet alike (an earlier term jumped 2.4–3× from 8 to 16 GPUs)
    w, _ = resolve(Workload(task=task, train_tokens=10**10, seq_len=seq, checkpointing=mode))
    arch, g = registry.get(model), get_gpu(gpu)
    n2 = n1 + k
    h1, gh1, _ = train_time(arch, w, g, n1, -(-n1 // 8), rdma)
    h2, gh2, _ = train_time(arch, w, g, n2, -(-n2 // 8), rdma)
    assert h1 / h2 <= n2 / n1 * (1 + 1e-9)
    assert gh2 >= gh1 * (1 - 1e-9)


@settings(max_examples=80, deadline=None)
@given(model=MODELS, task=TRAIN, fw=FRAMEWORKS, mode=MODES, s1=st.integers(64, 65536), ds=st.integers(1, 65536),
       batch=st.integers(1, 8), nd=st.sampled_from([1, 8]), zero=st.sampled_from([0, 2, 3]))
def test_longer_context_never_less_memory_for_the_same_checkpointing(model, task, fw, mode, s1, ds, batch, nd, zero):
    # with the checkpointing mode held fixed, more tokens per sequence can only add activations and logits
    arch = registry.get(model)
    layout = Layout(num_gpus=nd, dp=nd, zero_stage=zero if nd > 1 else 0)

    def peak(seq):
        w, _ = resolve(Workload(task=task, seq_len=seq, batch_size=batch, framework=fw, checkpointing=mode))
        return estimate_memory(arch, w, layout).total

    assert peak(s1 + ds) >= peak(s1)


@settings(max_examples=80, deadline=None)
@given(model=MODELS, c1=st.integers(1, 512), dc=st.integers(1, 512), seq=st.integers(128, 131072),
       fw=st.sampled_from(["vllm", "sglang", "tgi", "trtllm", "llama.cpp"]), kv=st.sampled_from(["bf16", "fp8"]),
       tp=st.sampled_from([1, 2, 8]))
def test_more_users_never_less_kv(model, c1, dc, seq, fw, kv, tp):
    # KV per GPU grows with the users for a given attention layout. The one deliberate exception is MLA under
    # SGLang/vLLM tensor parallelism: from tp users on, attention runs data-parallel (tools.memory
    # dp_attention_extra), each GPU keeps only its own users' latents and the layout changes; that switch
    # is tested on its own below, so it is left out here.
    arch = registry.get(model)
    assume(not (arch.kv_lora_rank and fw in ("sglang", "vllm") and tp > 1))
    layout = Layout(num_gpus=tp, tp=tp)

    def kv_bytes(c):
        w, _ = resolve(Workload(task="inference", seq_len=seq, concurrency=c, framework=fw, kv_precision=kv))
        return estimate_memory(arch, w, layout).kv_cache

    assert kv_bytes(c1 + dc) >= kv_bytes(c1)


def test_mla_data_parallel_attention_switch_is_the_only_drop():
    # DeepSeek-V3 on 8 GPUs under SGLang: 7 users keep every latent on every GPU; from 8 users attention is
    # data-parallel (one user's latents per GPU) for an extra copy of the attention weights. The KV per GPU falls
    # there by design, but the users' total KV (per GPU × the GPUs that hold distinct users) never does.
    # Every prompt new (prefix_cache false): each user holds the whole 64k, no long-chat cap (tools.chat_kv), whose
    # 7 users would hold 6 × 4,096 + 1 × 65,536 = 90,112 tokens, too few for DP attention's extra weights to pay.
    arch = registry.get("DeepSeek-V3")
    layout = Layout(num_gpus=8, tp=8)

    def parts(c):
        w, _ = resolve(Workload(task="inference", seq_len=65536, concurrency=c, framework="sglang",
                                prefix_cache=False))
        return estimate_memory(arch, w, layout)

    seven, eight = parts(7), parts(8)
    assert eight.kv_cache < seven.kv_cache and eight.weights > seven.weights
    assert eight.kv_cache * 8 >= seven.kv_cache


def test_nine_gpus_over_two_nodes_are_not_super_linear_against_seven_in_one():
    # found by the property above: 9 L4s split 5 + 4 over two RDMA nodes kept more efficiency per GPU than 7
    # L4s in one PCIe node (278.3 h / 215.9 h = 1.289 > 9/7); a thin split never beats a full node's link
    arch, g = registry.get("llama-3-8b"), get_gpu("L4")
    w, _ = resolve(Workload(task="lora", train_tokens=10**10, seq_len=512))
    h7, h9 = train_time(arch, w, g, 7, 1, True)[0], train_time(arch, w, g, 9, 2, True)[0]
    assert h7 / h9 <= 9 / 7
