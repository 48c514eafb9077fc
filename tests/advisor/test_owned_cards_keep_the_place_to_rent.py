"""Cards the user owns set a stated place aside only for the plan on those cards: when they cannot do the job, the
rental named instead is priced in the place the user said they would rent in, and the answer's line still says the
place (never RunPod abroad for "要是得租的话，只能在国内")."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# providers with no mainland-China offer in the catalog (catalog/data/providers.csv china=no)
ABROAD = ("runpod", "oci", "shadeform", "lambda", "nebius", "aws", "gcp", "azure")


# Hand reasoning: 4 × A100 80GB hold ≈ 4 × 76.7 = 307 GB in vLLM's pool; Qwen3-235B-A22B in BF16 is ≈ 470 GB of weights
# alone, so the owned cards cannot serve it and the answer names a rental. "只能在国内" keeps that rental in mainland
# China (a Chinese cloud or a cn- region), so none of the providers abroad may be named as the plan without the cards.
def test_the_rental_beside_owned_cards_that_cannot_do_it_keeps_the_stated_place(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r = eng.handle("t", "我们自己有4张A100 80G，想部署Qwen3-235B-A22B给公司200人用，上下文128k，每次都是新文件，"
                        "要是得租的话，只能在国内，最便宜的方案是什么")
    head = r.text.splitlines()[0]
    assert "中国大陆" in head, head  # the stated place stays in the line
    rental = next(line for line in r.text.splitlines() if "去掉这一限制后最便宜的可行方案" in line)
    assert not any(p in rental for p in ABROAD), rental
