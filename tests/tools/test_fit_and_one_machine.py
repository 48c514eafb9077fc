"""One fit test per engine (tools.fit, tools.memory.card_need / card_budget) and the one-machine tolerance of the
ranking (tools.ranking.prefer_one_machine), on hand-built rows."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tests.fixtures import resolved
from tests.tools.test_offers import row as offers_row
from tools.fit import fit_of, need_words
from tools.memory import card_budget, card_need
from tools.offers import Offer
from tools.ranking import ONE_MACHINE_TOLERANCE, PCIE_AVOID_RATIO, avoid_wide_pcie, pcie_group
from tools.recommend import Options, recommend
from tools.schema import GiB, InstanceRow, Layout, MemoryBreakdown, Workload

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def row(gpu: str, count: int = 1, price: float = 1.0, **kw) -> InstanceRow:
    """tests/tools/test_offers.py's row with 128 GiB of host RAM per GPU (room for the 70B loads here)."""
    return offers_row(gpu, count, price, **{"ram_gib": 128 * count, **kw})


def test_each_engine_has_its_own_fit_test():
    # 40 GB of weights, 4 GB of KV, 1 GB of activations and 1 GB of overhead on a 48 GB card:
    # vLLM: 40 + 1 + 4 + 0.25 GiB runtime ≈ 45.3 GB against 0.9 × 48 = 43.2 GB: no (its pool is the margin);
    # llama.cpp: the 46 GB it allocates at start against 48 GB: yes (nothing grows later);
    # training-style headroom: 46 × 1.2 = 55.2 GB against 48 GB: no.
    per = MemoryBreakdown(weights=40 * 10**9, kv_cache=4 * 10**9, activations=10**9, overhead=10**9)
    cap = 48 * 10**9
    assert card_budget(cap, "vllm", True) == int(0.9 * cap) < card_need(per, "vllm", 1.2, True)
    assert card_need(per, "vllm", 1.2, True) == 45 * 10**9 + GiB // 4
    assert card_need(per, "llama.cpp", 1.2, True) == per.total <= card_budget(cap, "llama.cpp", True) == cap
    assert card_need(per, "hf", 1.2, False) == int(per.total * 1.2) > cap


def test_the_words_name_the_engines_rule():
    per = MemoryBreakdown(weights=40 * 10**9, kv_cache=4 * 10**9, activations=10**9, overhead=10**9)
    g = GPUS["RTX A6000"]
    llama = fit_of(per, g, resolved(task="inference", framework="llama.cpp"), 1.2)
    vllm = fit_of(per, g, resolved(task="inference"), 1.2)
    assert "allocates it all once at start" in need_words(llama).en and "pool" not in need_words(llama).en
    assert "vLLM's pool of 0.9 ×" in need_words(vllm).en and "× 1.2" not in need_words(vllm).en


def _answer(a100_price: float, priority: str | None = None):
    # Llama-3.1-70B BF16 for 1 user × 4k prompts (≥ 20 tok/s at load): 8 × A40 over PCIe (TP 8, 141 GB of
    # weights spread 17.6 GB a card) at $3.52/h sits near the floor (≈ 20 tok/s); 4 × A100 SXM over NVLink holds it
    # faster (≈ 37). (A refit, docs/ENGINE.md "Fifth pass", took the decode read share, 0.896 → 0.814: at 2 users the A40 plan
    # fell under the floor, so this near-the-floor case is now one user.)
    # A graded question had 50 users here, judged on an idle server; at load 50 users with 4k prompts
    # need several machines of either card (tools.load), which is not the one-machine question this test asks.
    rows = [row("A40", 8, 3.52, interconnect="pcie"), row("A100 80GB SXM", 4, a100_price)]
    w = Workload(model="llama-3.1-70b", concurrency=1, seq_len=4096, priority=priority)
    return recommend(registry.get("llama-3.1-70b"), w, GPUS, rows, Options())


@pytest.mark.slow
def test_one_nvlink_machine_wins_within_the_tolerance_and_says_so():
    # once: 8 × A40 TP 8 over PCIe at $3.52 ranked above 4 × A100 for 12 % more and 26 tok/s instead of 20.
    r = _answer(3.96)  # + 12.5 %: inside 15 %
    assert r.candidates[0].gpu == "A100 80GB SXM"
    assert any("Cheapest:" in m.en and "over PCIe" in m.en for m in r.beside_pick)
    assert any(f"{ONE_MACHINE_TOLERANCE:.0%} more" in a.en for a in r.assumptions)
    # + 16.5 %: outside the 15 % one-machine band, but the A40 plan (≈ 20 tok/s against the 20 default) clears the floor
    # only inside the model's 37 % error, and 4 × A100 keeps ≈ 38 tok/s for 4.10 / 3.52 − 1 = 16.5 % ≤ 25 %
    # (tools.per_user_margin.MARGIN_LEAD_TOLERANCE): the margin plan leads, saying why
    r = _answer(4.10)
    assert r.candidates[0].gpu == "A100 80GB SXM"
    assert any("keeps the margin" in m.en for m in r.beside_pick)
    assert _answer(4.50).candidates[0].gpu == "A40"  # 4.50 / 3.52 − 1 = + 27.8 %: outside both, the cheapest stays first
    assert _answer(3.96, "cheapest").candidates[0].gpu == "A40"  # the user's own objective decides


def _sized(gpu: str, count: int, hourly: float) -> Offer:
    """A one-machine plan with one copy over all `count` cards (TP = count), priced `hourly` (the objective)."""
    return Offer(row=row(gpu, count, hourly), gpu=GPUS[gpu], instances=1, layout=Layout(num_gpus=count, tp=count),
                 replicas=1, users_per_replica=5, hourly=hourly, plan=None, speed=None, tokens_per_s=None,
                 work_cost=hourly)


def test_the_pcie_preference_is_bounded_by_what_the_pcie_loss_can_cost():
    # the bound: a wide PCIe plan is quoted at 1 − 0.30 = 0.70 of its speed; at the pitfall's worst (60 % lost) it keeps
    # 0.40, and buying back 0.70 / 0.40 = 1.75× the throughput costs 1.75× its price
    assert pytest.approx(1.75) == PCIE_AVOID_RATIO
    l40s = _sized("L40S", 4, 10.49)  # TP 4 over PCIe (no NVLink on L40S): a wide PCIe group
    assert pcie_group(l40s) == 4
    # 8 × V100 over NVLink at $24.48 is 24.48 / 10.49 = 2.33× the PCIe plan, over 1.75×: the price decides
    v100 = _sized("V100 SXM2 16GB", 8, 24.48)
    assert pcie_group(v100) == 0
    assert avoid_wide_pcie([l40s, v100]) == [l40s, v100]
    # at $17.00 it is 17.00 / 10.49 = 1.62×, inside 1.75× (cap 10.49 × 1.75 = 18.36): only the NVLink plan is left
    v100_cheaper = _sized("V100 SXM2 16GB", 8, 17.00)
    assert avoid_wide_pcie([l40s, v100_cheaper]) == [v100_cheaper]
    # nothing to prefer: no wide plan, or no narrow one, leaves the list as it is
    assert avoid_wide_pcie([v100]) == [v100] and avoid_wide_pcie([l40s]) == [l40s]
