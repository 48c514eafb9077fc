"""vLLM's memory-profile batch: the max_num_batched_tokens its profile run pushes through the model.

vLLM V0 without chunked prefill (vllm/config.py SchedulerConfig.__post_init__, 0.6–0.8) sets
max_num_batched_tokens = max(max_model_len, 2048), so the profile run's activation peak follows max_model_len;
a stated --max-num-batched-tokens wins; otherwise (chunked prefill, V1) the per-card defaults apply."""
from catalog import registry
from tools.memory import inference_activation_bytes, vllm_batch_defaults, vllm_profile_tokens
from tools.schema import GiB, GPUSpec

T4_LOG = GPUSpec(name="card in the log", memory_bytes=int(14.56 * GiB))


def test_without_chunked_prefill_the_profile_runs_max_model_len():
    # max(32,768, 2,048) = 32,768; a 1,024-token max_model_len still profiles 2,048 (the floor in the source)
    assert vllm_profile_tokens(T4_LOG, 32768, chunked_prefill=False) == 32768
    assert vllm_profile_tokens(T4_LOG, 1024, chunked_prefill=False) == 2048


def test_a_stated_flag_wins_and_chunked_prefill_keeps_the_card_defaults():
    # --max-num-batched-tokens 8192 is what runs, whatever the card; with chunked prefill a 14.56 GiB card
    # (under 70 GiB) keeps vLLM's 2,048
    assert vllm_profile_tokens(T4_LOG, 65536, stated=8192) == 8192
    assert vllm_profile_tokens(T4_LOG, 32768) == vllm_batch_defaults(T4_LOG)[0] == 2048


def test_the_activation_peak_follows_the_profile_batch():
    # Qwen2.5-1.5B: hidden 1,536, intermediate 8,960 → the MLP phase dominates: 2·1,536 + 3·8,960 = 29,952 values
    # a token, 2 bytes each; × 32,768 tokens = 1.963 GB; the sampler's fp32 logits + probabilities for 256
    # sequences × 151,936 vocab = 0.311 GB: 2.274 GB (2.12 GiB; the GRPO log's "activation peak" says 2.02 GiB)
    arch = registry.get("Qwen2.5-1.5B")
    by_hand = 29952 * 2 * 32768 + 2 * 256 * 151936 * 4
    assert inference_activation_bytes(arch, 32768, 1, gpu=T4_LOG, batched_tokens=32768) == by_hand
    # the card's default 2,048-token chunk is 16 × fewer token activations
    assert inference_activation_bytes(arch, 32768, 1, gpu=T4_LOG) == 29952 * 2 * 2048 + 2 * 256 * 151936 * 4
