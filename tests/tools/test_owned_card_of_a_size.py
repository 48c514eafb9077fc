"""The card a user's own size is timed on ("my 24GB card" with no card named): the slowest common card of that size,
desktop (consumer) cards first, then workstation cards, and the fastest beside it with its lead. Figures from
catalog/data/gpus.csv (NVIDIA whitepapers and datasheets)."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.card_size import owned_card_of_size


def test_a_24gb_card_is_timed_as_an_rtx_3090_with_the_4090_beside_it():
    # 24 GB desktop cards: RTX 3090 (71 BF16 TFLOPS, 936 GB/s) and RTX 4090 (165.2, 1,008 GB/s): the 3090 is the slower;
    # 165.2 / 71 = 2.33× compute, 1,008 / 936 = 1.077× bandwidth
    c = owned_card_of_size(24, all_gpus())
    assert c is not None and (c.slowest, c.fastest) == ("RTX 3090", "RTX 4090")
    assert c.compute_x == pytest.approx(2.33, abs=0.01) and c.bandwidth_x == pytest.approx(1.077, abs=0.001)


def test_a_48gb_card_with_no_desktop_card_of_that_size_is_a_workstation_card():
    # no 48 GB desktop card; workstation: RTX A6000 (154.85, 768 GB/s) and RTX 6000 Ada (364.25, 960 GB/s):
    # 364.25 / 154.85 = 2.35× compute, 960 / 768 = 1.25× bandwidth; data-centre L40S / A40 are not owned kinds
    c = owned_card_of_size(48, all_gpus())
    assert c is not None and (c.slowest, c.fastest) == ("RTX A6000", "RTX 6000 Ada")
    assert c.compute_x == pytest.approx(2.35, abs=0.01) and c.bandwidth_x == pytest.approx(1.25)


def test_a_size_only_one_owned_card_has_names_no_faster_one():
    # 32 GB: the RTX 5090 is the only desktop card of that size (the V100 32GB is a data-centre card)
    c = owned_card_of_size(32, all_gpus())
    assert c is not None and c.slowest == "RTX 5090" and c.fastest is None and c.compute_x is None


def test_a_size_no_owned_kind_of_card_has_gives_none():
    # 80 GB cards (A100, H100) are all data-centre cards: the size stays a ceiling only
    assert owned_card_of_size(80, all_gpus()) is None
