"""The CUDA plan named beside a ROCm lead is the best CUDA plan by the ranking's rules (one machine, no tensor
parallelism over 4+ PCIe cards, room in its KV pool), never the cheapest CUDA row; a cheaper CUDA plan named beside
it carries the reason the ROCm plan still leads in the same sentence (tools.recommend.nearest_cuda,
cheaper_cuda_why)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

NAMED_EN = re.compile(r"nearest CUDA plan, \S+ \S+ \((\d+) × ([^)]+)\)[^.;]*")
NAMED_ZH = re.compile(r"最接近的 CUDA 方案 \S+ \S+（?\(?(\d+) × ([^)）]+)[)）][^。；]*")


def _named(text: str) -> re.Match | None:
    return NAMED_EN.search(text) or NAMED_ZH.search(text)


@pytest.mark.parametrize("text", [
    "I want to run DeepSeek-R1-Distill-Llama-70B for my team of 25",
    "我们团队25人要用DeepSeek-R1-Distill-Llama-70B",
    "我們團隊25人要用DeepSeek-R1-Distill-Llama-70B",
])
def test_the_cuda_plan_beside_a_rocm_lead_is_not_a_wide_pcie_box(tmp_path, text):
    # 70B in BF16 ≈ 141 GB of weights + KV: one 192 GB MI300X leads at $2.39/h. The cheapest CUDA row was 8 × RTX
    # A5000 (24 GB each, no NVLink): TP 8 over PCIe, every decode step waiting on an all-reduce over PCIe, a plan the
    # ranking itself puts behind one plain machine. The plan named must be one machine without such a group
    # (4 × A100 80GB SXM over NVLink, or H100 / H200 boxes)
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    m = _named(reply.text)
    if m is None:  # a CUDA plan leads: nothing named beside a ROCm lead
        assert "ROCm" not in reply.text.split("\n\n")[1][:200]
        return
    n, gpu = int(m.group(1)), m.group(2)
    assert not (n >= 4 and ("A5000" in gpu or "A40" in gpu or "A4000" in gpu or "4090" in gpu)), m.group(0)


def test_a_cheaper_cuda_plan_beside_a_rocm_lead_says_why_in_the_same_sentence(tmp_path):
    # at 64k with FP8 weights the 2 × A800 80GB PCIe pair is 10 % cheaper than the MI300X but gives ≈ 24 tok/s per
    # user against the 20 tok/s default, inside the speed model's ≈ 37 % error, while the MI300X gives ≈ 37: the
    # headline that says "costs 10% less" must say in that clause why the dearer ROCm plan leads
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "I want to run DeepSeek-R1-Distill-Llama-70B for my team of 25")
    reply = e.handle("t", "what about 64k context?")
    m = _named(reply.text)
    if m is None or "less" not in m.group(0):
        return  # no cheaper CUDA plan named: nothing to explain
    assert "yet the pick leads" in m.group(0) or "yet the ranking rules" in m.group(0), m.group(0)


def test_a_fresh_full_context_wait_over_the_default_is_said_so_in_the_headline(tmp_path):
    # only GCP at 64k: 2 × A100 80GB SXM leads, and a new 57,344-token prompt (65,536 less the 8,192-token answer)
    # waits ≈ 62 s for its first token. No limit was stated, so the interactive default at this context applies:
    # 2 s × 65,536 ÷ 8,192 = 16 s (tools.offers.ttft_limit_s); the wait must be said as over it, where it is said
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "I want to run DeepSeek-R1-Distill-Llama-70B for my team of 25")
    e.handle("t", "what about 64k context?")
    text = e.handle("t", "only GCP").text
    m = re.search(r"a new prompt filling the 65,536-token context \([\d,]+ tokens, nothing cached\) waits ≈ "
                  r"([\d.,]+) (s|min)[^;.]*", text)
    assert m is not None, text[:1500]
    wait_s = float(m.group(1).replace(",", "")) * (60 if m.group(2) == "min" else 1)
    assert (wait_s > 16) == ("over the 16 s interactive default" in m.group(0)), m.group(0)
