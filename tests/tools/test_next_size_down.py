"""The smaller-model alternative is the next size class down in the family, never a model several sizes smaller."""

from __future__ import annotations

import pytest

from advisor.core.service import same_family
from catalog import registry
from tests.conftest import module_home
from tools.arch import next_size_down

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("model, expected", [
    # Qwen2.5 sizes 72 / 32 / 14 / 7 / 3 / 1.5 / 0.5 B: one step down from 72B is 32B
    ("Qwen2.5-72B", {"Qwen2.5-32B"}),
    # Llama 3.x sizes 405 / 70 / 8 / 3 / 1 B; the 70Bs of 3, 3.1 and 3.3 are one size class (70.6 B each)
    ("Llama-3.1-405B", {"Llama-3-70B", "Llama-3.1-70B", "Llama-3.3-70B"}),
    # 70B → the 8Bs (3 and 3.1, 8.0 B each), a big step but the next that exists; never Llama-3.2's 3B or 1B
    ("Llama-3.1-70B", {"Llama-3-8B", "Llama-3.1-8B"}),
    # the smallest of its family has nothing below it
    ("Qwen2.5-0.5B", set()),
])
def test_next_size_down(model, expected):
    arch = registry.get(model)
    assert {a.name for a in next_size_down(arch, same_family(arch))} == expected


def test_a_model_with_no_size_offers_its_distills_largest_first():
    # DeepSeek-R1 (671 B) has no size classes: its published distills (70.6, 32.8, 14.8, 8.0, 7.6, 1.8 B) are its
    # smaller releases, tried largest first by the budget lever
    arch = registry.get("DeepSeek-R1")
    names = [a.name for a in next_size_down(arch, same_family(arch))]
    assert names[0] == "DeepSeek-R1-Distill-Llama-70B" and names[1] == "DeepSeek-R1-Distill-Qwen-32B"
