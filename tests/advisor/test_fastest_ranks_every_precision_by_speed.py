""""Fastest" / 要最快 / 最快 with no precision stated ranks every precision the model runs well by the speed each user
sees: an FP8-weights plan faster per user than the 16-bit pick leads (with its quality caveat and the 16-bit plan, its
speed and price beside it), in a first question and after a chat's earlier turn planned it in FP8; the headline
compares the two speeds by the numbers ("faster", never "as fast" when they differ beyond the tie). A stated
precision keeps its bytes."""
from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Msg

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, *turns: str):
    engine = Engine(store=Store(tmp_path / "s.db"))
    return [engine.handle("t", t) for t in turns][-1]


def _codes(m: object) -> set[str]:
    if isinstance(m, Msg):
        out = {m.code}
        for v in m.args.values():
            out |= _codes(v)
        return out
    if isinstance(m, list):
        return set().union(*(_codes(x) for x in m)) if m else set()
    return set()


def _route_args(m: object) -> dict | None:
    if isinstance(m, Msg):
        if m.code == "fastest_precision.route":
            return dict(m.args)
        for v in m.args.values():
            found = _route_args(v)
            if found is not None:
                return found
    return None


@pytest.mark.parametrize("turns,faster", [
    # Hand: Llama-3.1-70B, 60 users in Frankfurt (Lambda europe-central-1). Decode per user is bound by the weight
    # bytes each step reads: 70.6 B × 2 B = 141 GB in BF16, 71 GB in FP8. On one 8 × B200 box (8 TB/s a card) BF16 gives
    # ≈ 58 tok/s, FP8 ≈ 67 (prefill and the KV reads do not halve): 15 % faster for the same $53.52/h, beyond the 5 % tie.
    (("fastest possible serving of Llama-3.1-70B for 60 concurrent users in Frankfurt, money no object",),
     "faster per user than"),
    # Hand: Qwen2.5-72B, 80 online in Singapore ≈ 24 generating at once; GCP a3-highgpu-8g (8 × H100, 3.35 TB/s):
    # BF16 145 GB of weights ≈ 58 tok/s, FP8 73 GB ≈ 75 tok/s on the same machine at the same hourly price: FP8 leads.
    (("Qwen2.5-72B 做客服，80 人同时在线，只能在新加坡，要最快，不差钱",), "更快"),
    # Hand: Mistral-Small-24B, 25 users in Tokyo: 8 × B200 in BF16 (47 GB) ≈ 178 tok/s, FP8 (24 GB) ≈ 199: 12 % faster
    # for the same hour.
    (("Mistral-Small-24B 幫客服答問題，同時 25 人，伺服器要喺東京，最快就得，錢唔係問題",), "更快"),
    # Hand: a chat. Qwen2.5-14B for 800 staff in Singapore (≈ 120 at once) first plans 4 × A100 40GB in BF16 at
    # ≈ 39 tok/s. Then "the boss wants the fastest": BF16's fastest up to the knee is 16 × A100 40GB ≈ 77 tok/s; FP8 on
    # one 8 × H100 box (8 replicas of 1 card, 15 GB of weights each) ≈ 100 tok/s for 1.9 × the hour — 30 % faster over
    # 0.92 doublings, ≈ 33 % a doubling, above the 10 % the frontier asks: FP8 leads, the BF16 plan beside it.
    (("Qwen2.5-14B 幫 HR 答員工問題，800 個同事用，伺服器要喺新加坡", "老闆話要最快，唔使慳錢"), "更快"),
])
def test_under_fastest_a_faster_fp8_plan_leads_with_both_speeds(tmp_path, turns, faster):
    r = _answer(tmp_path, *turns)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:800]
    args = _route_args(rec.headline)
    assert args is not None, r.text[:1500]
    assert rec.workload.precision == "fp8", r.text[:1500]
    assert args["speed"] == "faster" and args["tps"] > args["pick_tps"] * 1.05, args
    head = r.text.split("| #")[0]
    assert faster in head, head
    assert "as fast" not in head and "一样快" not in head and "一樣快" not in head, head
    assert re.search(r"(test quality|测品质|測品質|測試品質|测质量|測質量)", head), head


def test_a_stated_precision_under_fastest_keeps_its_bytes(tmp_path):
    # Hand: "in BF16" is the user's choice of bytes: the FP8 plan (≈ 67 against ≈ 58 tok/s on 8 × B200) may be named
    # beside the pick, never lead it.
    r = _answer(tmp_path, "fastest serving of Llama-3.1-70B in BF16 for 60 concurrent users in Frankfurt")
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:800]
    assert rec.workload.precision == "bf16", r.text[:1200]
    assert "fastest_precision.route" not in _codes(rec.headline), r.text[:1200]
