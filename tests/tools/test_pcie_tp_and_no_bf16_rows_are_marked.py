"""A serving row that splits the model over PCIe (tensor parallel without NVLink) or runs a BF16 plan on a card
without BF16 (Volta, Turing) says so in its own marks, in English and Chinese, so a buyer reading only the short
table sees it: "Cudo 4 × V100 PCIe 16GB" for an 8 B BF16 chat was listed second with no mark."""

from types import SimpleNamespace

from advisor.core.render import MARK_NAMES
from tools.summary import marks


def _row(pcie_tp: int, no_bf16: bool) -> SimpleNamespace:
    return SimpleNamespace(gradient_checkpointing=False, memory_thin=False, memory_past_limit=False, marketplace=False,
                           confidence="official", broker=None, billing="on_demand", far_below_public=False,
                           pcie_tp=pcie_tp, no_bf16=no_bf16, vendor="NVIDIA", provider="cudo",
                           instance="intel-broadwell-v100_4x32v64gb")


def test_a_pcie_tp_row_on_a_card_without_bf16_carries_both_marks():
    # Llama 3.1 8B in BF16 ≈ 16 GB of weights: on 16 GB V100s it is TP 2 over PCIe, and Volta has no BF16
    got = marks(_row(2, True))  # type: ignore[arg-type]
    assert got == ["pcie_tp", "no_bf16"]
    assert "PCIe" in MARK_NAMES["pcie_tp"][0] and "PCIe" in MARK_NAMES["pcie_tp"][1]
    assert "FP16" in MARK_NAMES["no_bf16"][0] and "BF16" in MARK_NAMES["no_bf16"][1]


def test_a_single_card_row_carries_neither():
    assert not {"pcie_tp", "no_bf16"} & set(marks(_row(0, False)))  # type: ignore[arg-type]
