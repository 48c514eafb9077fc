"""An image or speech job in a place with no machine it can be sized on names the nearest places that have one.

An expert asked "SDXL, 20,000 images a day, in a Hong Kong data centre?" answers: Hong Kong's cloud GPUs are thin (AWS
ap-east-1 lists A10G and T4 boxes; this catalog has no speed figure for either: the A10G's TFLOPS are unpublished, the
T4 has no BF16), so the honest answer names the nearest regions with a price — Singapore, Tokyo, Taiwan (regions.csv
`near`, ≈ 30–50 ms away) — each with its job time and cost, never "no machine" and nothing else.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def chat(tmp_path, *turns: str) -> str:
    engine = Engine(store=Store(tmp_path / "s.db"))
    return [engine.handle("t", t) for t in turns][-1].text


def test_hong_kong_sdxl_names_the_nearest_priced_places(tmp_path):
    out = chat(tmp_path, "想用 SDXL 幫客人生成產品相,每日大概 2 萬張,唔趕時間,最平點搞?", "如果要喺香港本地機房呢?")
    assert "最近的、有方案的地方" in out, out[:900]
    assert any(p in out for p in ("新加坡", "日本", "台灣", "臺灣")), out[:900]
    assert re.search(r"總價約 [\d,.]+ HKD", out), out[:900]  # a job total in the asked currency, not only a rate


def test_a_stated_provider_gets_no_other_place(tmp_path):
    # the provider is the constraint: nothing is offered elsewhere under its name
    out = chat(tmp_path, "SDXL, 20,000 images a day, only on AWS in Hong Kong. Cheapest?")
    assert "nearest places" not in out, out[:900]
