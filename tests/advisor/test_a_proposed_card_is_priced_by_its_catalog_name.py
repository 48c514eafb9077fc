"""An RL-on-a-CPU-env answer prices the big card the user proposed ("8卡H20", "4 x A10") on that card's own priced row
(advisor.core.rl_env_read._proposed_rate), read by the catalog's names (catalog.gpus.resolve_gpu_name): a card name is
that card only, a family name any of its variants. Prefix matching priced a proposed H20 at the H200's hour."""

from __future__ import annotations

import pytest

from advisor.core.rl_env_read import _proposed_rate
from tools.derived_generation import CardRate


def _rates(*cards: str):
    rows = [CardRate(c, 80.0, 100.0, f"row {c}", float(i + 1)) for i, c in enumerate(cards)]
    return lambda: (rows, False)


@pytest.mark.parametrize("said, priced", [
    ("H20", "H20 row"), ("H200", "H200 SXM row"), ("A10", "A10 row"), ("A100", "A100 80GB SXM row"),
    ("L4", "L4 row"), ("L40S", "L40S row")])
def test_a_proposed_card_takes_its_own_row_never_a_longer_name(said, priced):
    # both of each pair priced: H20 and H200 SXM, A10 and A100 80GB SXM, L4 and L40S; each said name takes its own
    rates = _rates("H200 SXM", "H20", "A100 80GB SXM", "A10", "L40S", "L4")
    got = _proposed_rate(said, rates)
    assert got is not None and f"{got.card} row" == priced


@pytest.mark.parametrize("said", ["H20", "A10", "L4"])
def test_a_proposed_card_not_priced_takes_no_longer_names_row(said):
    # only the longer names are priced: an H20 has no hour here, never the H200's (141 GB, about twice the hour)
    assert _proposed_rate(said, _rates("H200 SXM", "A100 80GB SXM", "L40S")) is None


def test_a_family_name_takes_any_variant_and_an_unknown_name_none():
    # "A100" admits the 40 and 80 GB, SXM and PCIe cards: the A100 80GB PCIe row prices it; "4090" is the RTX 4090
    assert _proposed_rate("A100", _rates("A100 80GB PCIe")).card == "A100 80GB PCIe"
    assert _proposed_rate("4090", _rates("RTX 4090")).card == "RTX 4090"
    assert _proposed_rate("ZX9000", _rates("H20")) is None
    assert _proposed_rate(None, _rates("H20")) is None
