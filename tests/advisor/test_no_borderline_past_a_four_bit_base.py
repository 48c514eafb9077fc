"""No "borderline, to test" option on stated cards that cannot hold even a 4-bit base across all of them.

An expert asked "8 × V100 32G, LoRA on DeepSeek-V3?" says no, and no borderline either: 671 B parameters at 4 bits are
≈ 336 GB, over the 8 × 32 GiB ≈ 275 GB of all eight cards; FSDP-QLoRA shards that base and ZeRO-Offload moves
optimizer states, neither makes the weights smaller. A 70B on 2 × 24 GB (≈ 35 GB at 4 bits, under 51 GB) stays a
borderline worth testing (Answer.AI's FSDP-QLoRA recipe).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_deepseek_v3_on_eight_v100s_offers_no_fsdp_qlora(tmp_path):
    out = ask(tmp_path, "用 8 张 V100 32G 能不能 LoRA 微调 DeepSeek-V3?")
    assert "也没有临界方案" in out, out[:1500]
    assert "临界方案（需实测" not in out, out[:1500]


def test_the_wall_is_said_in_english(tmp_path):
    out = ask(tmp_path, "Can I LoRA fine-tune DeepSeek-V3 on 8x V100 32GB?")
    assert "No borderline option either" in out and "4-bit base" in out, out[:1500]
