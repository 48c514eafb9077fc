"""Cards the user already has are answered on their machine first, and a rental is a card that can do what they
asked, never the same cards rented back to them.

"实验室只有8张V100 … 用bf16混合精度，够不够？不够的话租什么" led with "rent 8 × V100 on
Azure" for a "BF16" fine-tune (V100 has no BF16), and "我哋有部舊 server 插咗 4 張 T4 … 使唔使另外租" led with
"rent AWS 4 × T4, HK$22k a month". The hand reasoning is in each test.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q18 = "实验室只有8张V100 32G（PCIe版，没有NVLink），想全参微调Qwen2.5-7B，用bf16混合精度，够不够？不够的话租什么？"
Q30 = ("我哋有部舊 server 插咗 4 張 T4，想用嚟行 bge-m3 做 embedding 同 Qwen2.5-7B 做 RAG 問答，"
       "大約 20 個同事用，夠唔夠？使唔使另外租？")


def _headline(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("**Qwen") and "·" not in line)


def test_owned_v100s_run_the_job_and_the_bf16_rental_is_another_card(tmp_path):
    # Hand: full fine-tune 16 B/param × 7.6e9 ≈ 122 GB of states; ZeRO-3 over 8 × 32 GB = 256 GB → ≈ 15 GB/card +
    # activations with checkpointing: fits the lab's own 8 cards, so the headline runs there (no rental). V100 (Volta,
    # sm70) has no BF16: FP16 + loss scaling on their cards, and a BF16 rental must be an Ampere-or-later card.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", Q18).text
    head = _headline(out)
    assert "你自己的" in head and "无需租用" in head, head
    line = next(x for x in out.splitlines() if "要保留 BF16，就租" in x)
    rented = line.split("要保留 BF16，就租")[1].split("，每小时")[0]
    assert "V100" not in rented and "T4" not in rented, rented
    assert "FP16 + loss scaling" in line, line


def test_owned_t4s_answer_no_rental_needed(tmp_path):
    # Hand: Qwen2.5-7B FP16 ≈ 15.2 GB > one 16 GB T4 with KV; TP 2 over two T4s = 7.6 GB/card + 20 × 4k × 56 KiB
    # ≈ 4.7 GB of KV → ≈ 10 GB/card of 16: their 4 T4s hold it, so "run on your own 4 × T4, no rental", and the
    # HK$ monthly figure appears only as the labelled second option, never in the headline.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", Q30).text
    head = _headline(out)
    assert "你自己的" in head and "無需租用" in head, head
    assert "HKD" not in head, head


def test_an_embedding_model_named_beside_the_llm_is_said_not_dropped(tmp_path):
    # Hand: bge-m3 has 568 M parameters → × 2 B (FP16) ≈ 1.1 GB: any one card beside the LLM holds it (a third
    # T4). The LLM's sizing stays the answer; the encoder is said with its size, never silently left out.
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", Q30).text
    line = next(x for x in out.splitlines() if "bge-m3" in x)
    assert "568 M" in line and "1.1 GB" in line, line
