"""A licence read from the repository's own LICENSE / README is said with that source, never "(from memory,
re-check)": the whole answer, in the users' words (the rows: tests/tools/test_figures_read_from_a_source.py)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("ask, words", [
    # 繁體: Chai-1 sold as a service; chai-lab's README: "Apache 2.0 License (both code and model weights)", so a
    # business use is allowed and the line says so from the README, not from memory
    ("我們想用 Chai-1 預測 250 個抗體複合物結構，做成收費服務，可以商用嗎？要租什麼GPU？", "Apache-2.0"),
    # 简体: ESMFold in a company product; facebookresearch/esm's LICENSE is MIT
    ("我们要用 ESMFold 预测 1800 条酶序列，结果放进公司产品，租什么卡？", "MIT"),
    # English: AlphaFold3 for a paying client; its README: source code Apache-2.0, parameters under the non-commercial
    # Model Parameters Terms of Use, so the licence warning leads and names both
    ("we'd run AlphaFold3 on 90 protein-ligand complexes for a paying pharma client - which gpu and is it allowed?",
     "Apache-2.0"),
])
def test_the_answers_licence_line_carries_the_read_source_not_a_memory_mark(tmp_path, ask, words):
    out = _ask(tmp_path, ask)
    line = next(ln for ln in out.splitlines() if re.search(r"[Ll]icence|許可|许可", ln))
    assert words in line and "re-check" not in line and "复核" not in line and "複核" not in line
