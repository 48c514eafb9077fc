"""tools.owned_batch: an offline batch on the user's own cards, timed as the ranked batch rows are (size_batch), on one
box of all their cards; a card with no tensor TFLOPS figure gets a decode-only floor.

Hand-worked: Qwen2.5-14B (14.7 B), 1.2 M items × (1,000 in + 150 out) on 8 × A800 80GB SXM (312 TFLOPS BF16 dense).
Prefill a card = 0.5 × 312 × 10¹² ÷ (2 × 14.7 × 10⁹) ≈ 5.3 k tokens/s → 8 copies ≈ 42 k/s → 1.2 × 10⁹ ÷ 42 k ≈ 7.8 h;
decode adds ≈ 1.7 h → ≈ 9.5 h of run, under the 48 h deadline. On 2 of those cards it is ≈ 4× as long."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import resolve
from tools.offers import Search
from tools.owned_batch import decode_floor, owned_batch_hours, owned_batch_time
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def _search(**kw) -> Search:
    base = dict(task="inference", model="Qwen2.5-14B", batch_requests=1_200_000, seq_len=1_150, output_tokens=150,
                deadline_hours=48.0)
    base.update(kw)
    w, _ = resolve(Workload(**base))
    return Search(arch=registry.get("Qwen2.5-14B"), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
                  billing="on_demand", deadline_hours=w.deadline_hours)


def test_a_batch_on_owned_a800s_is_timed_against_its_deadline():
    s = _search()
    g = GPUS["A800 80GB SXM"]
    got = owned_batch_time(s, g, 8)
    assert got is not None
    msg, wall = got
    assert msg.code == "owned_batch.time" and msg.args["met"] is True
    assert 7 < wall < 13, wall  # ≈ 9.5 h run + start-up, by hand above
    assert msg.args["tokens_in"] == 1_200_000 * 1_000 and msg.args["tokens_out"] == 1_200_000 * 150
    assert 35_000 < msg.args["prefill"] < 50_000  # ≈ 42 k tokens/s over 8 copies
    two = owned_batch_hours(s, g, 2)
    eight = owned_batch_hours(s, g, 8)
    assert two is not None and eight is not None and 3 < two[0] / eight[0] < 5  # one box: never more machines added
    assert "❌" in owned_batch_time(_search(deadline_hours=12.0), g, 2)[0].text("en")  # ≈ 38 h on 2 cards


def test_no_batch_is_no_batch_time():
    s = _search(batch_requests=None, concurrency=20, deadline_hours=None)
    assert owned_batch_time(s, GPUS["A800 80GB SXM"], 8) is None


def test_a_card_without_tensor_tflops_gets_a_decode_floor_only():
    # L20: no vendor tensor figure in the catalog, so no prefill rate; the floor is tokens out ÷ the decode rate
    s = _search(deadline_hours=None)
    got = owned_batch_time(s, GPUS["L20"], 4)
    assert got is not None and got[0].code == "owned_batch.decode_floor"
    assert decode_floor(s, GPUS["L20"], 4) is not None
    assert "pilot" in got[0].text("en") and "试跑" in got[0].text("zh")
