"""A user's own consumer card that cannot hold the model asked ("我有一张RTX 3090，能跑Qwen2.5-32B吗？"): the headline names
the largest model the card holds as a 4-bit GGUF (tools.own_card), and the answer says nothing against it — no "the
next smaller size of the same family does not fit these cards either" from a re-run at the asked 16-bit precision,
and no pitfall about the PCIe links of some rented 4-GPU box: the question was the user's one card.

Hand (RTX 3090 / 4090: 24 GiB = 25.8 GB, less 2 GB for the desktop and CUDA context ≈ 23.8 GB usable):
- Qwen2.5-32B Q4_K_M ≈ 19.9 GB + KV 64 layers × 8 KV heads × 128 × 2 × 2 B = 256 KiB a token × 32,768 ≈ 8.6 GB
  ≈ 28.4 GB: no. Qwen2.5-14B Q4_K_M ≈ 9.0 GB + 48 × 8 × 128 × 4 B = 192 KiB × 32,768 ≈ 6.4 GB ≈ 15.4 GB: yes.
  Its BF16 weights (≈ 29.5 GB) do not fit — the check the contradicting line came from.
- Llama-3.1-70B Q4_K_M ≈ 42.5 GB before any KV: no; Qwen2.5-14B at 16k ≈ 12.2 GB: yes.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

NOT_EITHER = ("does not fit these cards at this load either", "在这个负载下也装不进这些卡", "在這個負載下也裝不進這些卡")


@pytest.mark.parametrize("text, largest", [
    ("我有一张RTX 3090 24G，能跑Qwen2.5-32B吗？上下文要32k", "装得下的最大模型：Qwen2.5-14B Q4_K_M"),
    ("I have an RTX 4090 24GB at home, can it run Qwen2.5-72B with 32k context?", "The largest that fits: Qwen2.5-14B"),
    ("我有一張RTX 3090，能跑Llama 3.1 70B嗎？上下文16k", "裝得下的最大模型：Qwen2.5-14B Q4_K_M"),
])
def test_the_largest_model_the_card_holds_is_not_contradicted(text, largest):
    out = CliRunner().invoke(cli, ["ask", text, "--full"]).output
    assert largest in out, out[:900]
    assert not any(s in out for s in NOT_EITHER), out
    four = next(line for line in out.splitlines() if "**4." in line)
    assert "✅" in four and "PCIe" not in four, four
