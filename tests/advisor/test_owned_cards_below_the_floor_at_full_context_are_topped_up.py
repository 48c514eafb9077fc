"""Owned cards that hold the model (not only in 4-bit) but give each user less than the per-user floor once every
stream is at the context the memory is sized for, with renting offered: the answer names the rented top-up, a machine
of the same card holding its own copy, the users split over the copies, with the per-user speed that results
(tools.recommend.owned_top_up judged at tools.offers.users_at_context). Expected values are worked by hand."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


# Llama-3.1-70B for 40 users on 2 owned A100 80GB: BF16 (141.1 GB / 2 = 70.6 GB a card + KV) cannot fit, FP8 can:
# 70.6 GB / 2 = 35.3 GB of weights + 40 × 4,096 × 327,680 B (2 × 80 layers × 8 KV heads × 128 × 2 B) = 53.7 GB / 2 =
# 26.8 GB of KV ≈ 62 GB a card of a 72 GB pool. Every stream at 4,096 tokens makes each decode step read 53.7 GB of KV
# besides 35.3 GB of weights per card, so 40 users fall under 20 tok/s. A rented pair of the same card takes 20 of them:
# 35.3 + 13.4 ≈ 49 GB a card, each step reads half the KV, so each copy's users get more than 20 tok/s.
@pytest.mark.parametrize("text, said", [
    ("we have 2 A100 80GB and can rent more if needed; serve Llama-3.1-70B for 40 users",
     r"Keep them as one copy and rent 1 more .* 2 copies of ≈ 20 users, ≈ (\d+) tokens/s per user"),
    ("我们有2张A100 80GB，不够可以再租，部署 Llama-3.1-70B 给40人同时用",
     r"保留它们作为一份副本，再租 1 台 .*共 2 份副本、每份约 20 人，每用户约 (\d+) tokens/s"),
])
def test_owned_pair_under_the_floor_is_topped_up_with_a_rented_pair(tmp_path, text, said):
    out = answer(tmp_path, text)
    m = re.search(said, out)
    assert m is not None, out
    assert int(m.group(1)) >= 20
    now = re.search(r"(?:give ≈|每用户约) (\d+) tokens/s", out)
    assert now is not None and int(now.group(1)) < 20
    assert "2 × A100 80GB" in out
