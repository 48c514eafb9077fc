"""A mixture of experts asked about on one small card for one user: the "no" stands, the CPU/GPU hybrid route
(KTransformers / llama.cpp expert offload) is named with the host RAM its experts need, and no first-token time is
printed for a card that cannot load the model."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # whole answers
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "hybrid", "wait"), [
    # DeepSeek-V3 Q4_K_M: ≈ 388 GB of routed experts in host RAM at 128k (≈ 394 GB of experts less ≈ 5.6 GB the
    # 4090 keeps beside ≈ 20 GB of the rest and the MLA cache); the card alone holds none of the model, so no
    # "waits ≈ 14 min for its first token on your 1 × RTX 4090"
    ("Can I run DeepSeek-V3 on one RTX 4090 with 128k context?", "CPU/GPU hybrid route", "for its first token on your"),
    ("一张 RTX 4090 能跑 DeepSeek-V3 吗？128k 上下文", "CPU/GPU 混合推理", "首 token"),
])
def test_the_hybrid_route_is_named_and_no_timing_for_a_card_that_cannot_load(tmp_path, text, hybrid, wait):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert hybrid in r.text and "KTransformers" in r.text, r.text[:3000]
    line = next(ln for ln in r.text.splitlines() if hybrid in ln)
    assert "388 GB" in line, line
    assert not any(wait in ln and "RTX 4090" in ln for ln in r.text.splitlines()), r.text[:3000]
