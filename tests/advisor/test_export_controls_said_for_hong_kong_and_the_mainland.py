"""Work placed in Hong Kong or mainland China says the export-control reality.

Hand reasoning (an outside ML-infrastructure engineer's key): Hong Kong falls under the same US export controls on
advanced chips as the mainland, so local clouds do not legitimately offer H100 / H200 / B200; domestic clouds offer
H20, L20, RTX 4090D and legacy H800 / A800 stock. "Can we rent H100 in Hong Kong?" must hear that reason, not a bare
"no priced H100 in Hong Kong" as if it were a stock-out; a place elsewhere (US) gets no such line.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said", "card"), [
    ("我哋想喺香港部署 Qwen2.5-72B，可唔可以租 H100？大概 80 個同事用，要快啲。", "出口管制：香港", "H100"),
    ("想在国内机房部署 Qwen3-32B 给 50 人用，H100 可以吗？", "出口管制：中国内地", "H100"),
    ("We need to serve Llama-3.1-70B from Hong Kong for 30 users on H200s.", "Export controls: Hong Kong", "H200"),
])
def test_the_answer_says_high_end_parts_are_not_offered_there(tmp_path, text, said, card):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert said in out, out[-900:]
    line = next(x for x in out.splitlines() if said in x)
    assert card in line and "H20" in line  # the asked card named, and what is on offer instead


def test_a_place_outside_them_gets_no_export_line(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "Serve Llama-3.1-70B in us-east for 30 users on H100s.").text
    assert "Export controls" not in out
