"""A stated CUDA need is read (Workload.cuda_needed) so AMD cards are left out as they are for TensorRT-LLM: "CUDA
only", "CUDA-only kernels", "NVIDIA only", "no AMD", 只用CUDA, 必须是N卡, 不要AMD, 不用 ROCm; not a CUDA error message,
a CUDA version, an AMD CPU, or AMD named as the user's own stack."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.compat import rocm_problem
from tools.schema import GPUSpec


@pytest.mark.parametrize("text", [
    "Qwen2.5-Coder-32B for 150 engineers online, CUDA only, budget $3000/month",
    "Qwen2.5-Coder-32B for 150 engineers, our kernels are CUDA-only, budget $3000/month",
    "Qwen2.5-Coder-32B for 150 engineers, NVIDIA only",
    "Llama 3.1 8B for 10 users, no AMD please",
    "Llama 3.1 8B for 10 users; the host has an AMD EPYC CPU, no AMD GPUs please",
    "Qwen2.5-Coder-32B 给150个工程师用，只用CUDA，每月预算3000美元",
    "Qwen2.5-32B 给 50 人用，必须是N卡",
    "Qwen2.5-Coder-32B 給150個工程師用，不要AMD，每月預算3000美元",
    "我们不用 ROCm，Llama 3.1 8B 10个人",
])
def test_a_cuda_need_is_read(text):
    assert extract(text).patch.cuda_needed is True, text


@pytest.mark.parametrize("text", [
    "Qwen2.5-Coder-32B for 150 engineers, budget $3000/month; CUDA out of memory on our old box",
    "Qwen2.5-Coder-32B for 150 engineers, CUDA 12.4, budget $3000/month",
    "Llama 3.1 8B for 10 users; the host has an AMD EPYC CPU",
    "机器是AMD的CPU，Llama 3.1 8B 10个人",
    "Llama 3.1 8B for 10 users on AMD GPUs",
    "Llama 3.1 8B for 10 users",
])
def test_no_cuda_need_is_read_from_other_words(text):
    assert not extract(text).patch.cuda_needed, text


def test_a_cuda_need_refuses_every_amd_card_and_no_nvidia_card():
    mi = GPUSpec(name="MI300X", vendor="AMD", architecture="CDNA 3", compute_capability="gfx942", memory_gb=192)
    h100 = GPUSpec(name="H100 SXM", vendor="NVIDIA", architecture="Hopper", compute_capability="9.0", memory_gb=80)
    assert rocm_problem(mi, "inference", "vllm", "bf16") is None  # vLLM on ROCm serves it
    refused = rocm_problem(mi, "inference", "vllm", "bf16", cuda_needed=True)
    assert refused is not None and refused.code == "compat.cuda_needed"
    assert rocm_problem(h100, "inference", "vllm", "bf16", cuda_needed=True) is None
