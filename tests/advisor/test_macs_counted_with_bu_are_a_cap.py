"""Macs counted with 部 (補習社有5部 Mac Studio M2 Ultra) are the count of the boxes: the plan never adds Macs past
the five said, and the lead says no for 300 students live (≈ 45 at once at ≈ 1.2 tokens/s each, tools.mac_link)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "補習社有5部 Mac Studio M2 Ultra，想行滿血 DeepSeek-R1 俾300個學生改作文，得唔得？",
    "补习班有5部 Mac Studio M2 Ultra，想跑满血 DeepSeek-R1 给300个学生改作文，行不行？",
])
def test_five_macs_for_300_students_is_no_and_never_eight_macs(tmp_path, text):
    # 5 × 192 GB × 0.75 = 720 GB ≥ DeepSeek-R1 INT8 ≈ 686 GB: only across all five, over Thunderbolt 4 (M2 Ultra);
    # 45 at once ≈ 1.2 tokens/s each: no for live use
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "8 × Apple M2 Ultra" not in out and "8 台" not in out, out
    assert "雷雳 5" not in out and "雷靂 5" not in out and "Thunderbolt 5" not in out, out
    assert "45 人同时用不行" in out or "45 人同時用不行" in out, out
    assert "兩台合起來" not in out and "两台合起来" not in out, out
