"""tools.owned_device without a whole answer (the recommender is its only caller): which machines are answered as
owned hardware only."""

from __future__ import annotations

from tools.owned_device import owned_only
from tools.schema import GPUSpec


def test_only_apple_machines_are_owned_only():
    # OWNED_ONLY_VENDORS is Apple alone: an Apple GPU has no cloud row and no CUDA; an NVIDIA or AMD card is rented
    assert owned_only(GPUSpec(name="M2 Ultra", vendor="Apple"))
    assert not owned_only(GPUSpec(name="H100", vendor="NVIDIA"))
    assert not owned_only(GPUSpec(name="MI300X", vendor="AMD"))
    assert not owned_only(None)  # no card named: nothing to answer on
