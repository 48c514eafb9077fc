"""Whole answers: "fastest, money is no object" on a 1B pretraining run scales out to where its data parallelism stops
paying and says why, never the 2 nodes (16 × B200, 13.2 h) the plain "fastest" price tie stops at, and a stated size
is never said as assumed.

By hand (tools.dp_scale): B_opt ≈ 1.83M tokens for 1B × 100B; a B200 rank at ≈ 131k tokens/s over 400 Gbps needs
≈ 10k tokens to hide its 4 GB all-reduce, so ≈ 170–190 GPUs: 16 nodes of 8 (128 GPUs) as nodes double, ≈ 2 h."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, nodes", [
    ("Fastest way to pretrain a 1B-parameter Llama-style model from scratch on 100B tokens? Budget isn't a concern.",
     r"16 × nebius|16 nodes"),
    ("预训练一个 1B 参数的模型，100B token，预算不限，要最快", r"16 台"),
])
def test_a_1b_pretraining_with_money_no_object_scales_to_16_nodes(tmp_path, text, nodes):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert re.search(nodes, out), out[:900]
    assert "1B (assumed)" not in out and "13.2 h" not in out, out[:900]
