"""A user who names AMD or ROCm as a stack they run or accept gets the cheapest plan whatever its stack; everyone else is
planned on CUDA unless a ROCm plan saves more than the stack preference (tools.ranking.STACK_PREFERENCE, 15 %).

The reading: "on AMD GPUs", "our stack is ROCm", 用AMD的卡, 我們用 ROCm, "AMD is fine" set rocm_named; an AMD CPU
("AMD EPYC host", AMD的CPU) and a refusal ("no AMD", 不要AMD, 不用 ROCm) do not.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "Llama 3.1 8B for 10 users on AMD GPUs",
    "serve Qwen2.5-32B for 20 people, our stack is ROCm",
    "我们用AMD的卡跑Llama 3.1 8B，10个人",
    "我們用 ROCm，部署 Llama 3.1 70B 給 30 位同仁",
    "Llama 3.1 8B for 10 users, AMD is fine",
    "Llama 3.1 8B 8个人用，AMD 也行",  # the answer's own "say 'AMD 也行'" is read back
    "Llama 3.1 8B 8個人用，AMD 也可以",
])
def test_amd_or_rocm_named_as_a_stack(text):
    assert extract(text).patch.rocm_named is True, text


@pytest.mark.parametrize("text", [
    "Llama 3.1 8B for 10 users, no AMD please",
    "我們不要AMD，Llama 3.1 8B 給 10 人用",
    "我们不用 ROCm，Llama 3.1 8B 10个人",
    "Llama 3.1 8B for 10 users; the host has an AMD EPYC CPU",
    "机器是AMD的CPU，Llama 3.1 8B 10个人",
    "Llama 3.1 8B for 10 users",
])
def test_an_amd_cpu_or_a_refusal_is_no_stack_named(text):
    assert not extract(text).patch.rocm_named, text
