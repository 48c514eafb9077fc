"""The plan an expert would rent first leads the headline, judged by the answer's own figures:

- "fastest" / "money is no object" never leads with a plan inside the memory estimate's own error (under 5 % of its
  engine's pool spare: it may not start at its load), however fast the speed model says it is;
- when a priced precision lever keeps every stated target and costs clearly less than the pick, the headline leads
  with it where the user asked for the cheapest or stated the per-user speed / first token they need;
- a long prompt (a document, not a chat's history) says the first token of a fresh one beside the cached figure.

Asked through the same reader, engine and renderer the CLI and Slack use, on the shipped catalog; the hand reasoning
is in each test's comments.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.fit import POOL_THIN
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def codes(m: object) -> set[str]:
    if isinstance(m, Msg):
        out = {m.code}
        for v in m.args.values():
            out |= codes(v)
        return out
    if isinstance(m, list | tuple):
        return set().union(*(codes(x) for x in m)) if m else set()
    return set()


# --- "fastest" with a plan at the edge of its memory ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Fastest possible serving of DeepSeek-R1 for 20 concurrent users, cost doesn't matter.",
    "Budget is not a concern: fastest way to serve DeepSeek-V3 to 25 users with 16k context?",
])
def test_fastest_does_not_lead_with_a_plan_that_may_not_start(tmp_path, text):
    # Hand: DeepSeek-V3/R1 ships FP8, ≈ 671 B × 1 B ≈ 690 GB of weights. 4 × B200 = 4 × 180 GB, of which vLLM's
    # pool is 0.9 × ≈ 191.6 GB (179 GiB) ≈ 172 GB a card → 690 GB / 4 ≈ 172 GB a card for the weights alone: the
    # 4-GPU replica is ~100 % full, inside the memory model's error of a few GB — it may not even start. One 8 × B200
    # (≈ 1.38 TB of pool) holds the weights at ≈ 86 GB a card plus every user's MLA cache (~69 KiB/token) with room.
    # "Money is no object" buys the roomy node first; the 100 % fleet is at most a named lever to load-test.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert "recommend.tight_lead" not in codes(rec.headline), r.text[:900]
    assert top.gpu.startswith("B200") and top.gpu_count == 8 and top.instances == 1, r.text[:900]
    # the tight fleet it gave way to is named, dearer and faster, with its pool share over 1 − POOL_THIN
    lever = next((m for m in rec.beside_pick if m.code == "recommend.tight_lever"), None)
    assert lever is not None, r.text[:1500]
    assert lever.args["share"] > 1 - POOL_THIN
    assert lever.args["more"] is not None and lever.args["more"] > 1
    assert "Faster but tight" in r.text and "% less" not in r.text.split("Faster but tight")[1][:120]
