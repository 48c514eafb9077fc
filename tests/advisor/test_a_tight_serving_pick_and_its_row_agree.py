"""A serving pick past the answer's own 90 % serving limit (tools.fit.TIGHT_POOL_SHARE) either gives way to a plan with
room, or leads with the same ⚠ on its row as the tight rows under it and a headline that says why it still leads.
"serve Qwen2.5-32B for 200 users, replies need to be fast" said "Tight: ≈ 175.9 GB of a 185.5 GB pool per GPU (95%) …
4 × MI300X … holds it with room" and rented 2 × MI300X with no ⚠ on row 1, while rows 2–3 (also tight) had one: the
floor of "fast" (25 tok/s per user) was asked of the roomy plan at the full 4,096-token context (23.6 tok/s) though the
tight pick itself gives 15.1 there.

Hand figures, Qwen2.5-32B BF16 (64 layers, 8 KV heads × 128, 32.8B parameters): weights ≈ 65.5 GB; KV = 2 × 64 × 8 × 128
× 2 B = 262 KB a token. 200 users × 4,096 tokens on 2 replicas: 100 × 4,096 × 262 KB ≈ 107 GB a GPU → ≈ 176 GB of
vLLM's 0.9 × 206.2 GB (192 GiB) = 185.5 GB pool: 95 %, past 90 %. On 4 replicas: 53.7 GB of KV → ≈ 122 GB, 66 %: room,
at $9.56/h = 2.0 × $4.78/h, inside the 2× a plan with room may cost."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tools.summary import table_rows

pytestmark = pytest.mark.slow  # every test here runs a whole answer

TIGHT_HEAD = re.compile(r"past our 90% serving limit|超过 90% 的部署上限|超過 90% 的部署上限")
WHY = re.compile(r"leads because|leads on the ranking|so the tight plan is named first|所以先列|排在前面")
MEMORY_MARKS = {"memory_thin", "memory_past_limit"}


def _answer(tmp_path, text):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    rec = r.recommendation
    head = rec.headline.text("zh" if r.language.startswith("zh") else "en")
    return r, rec, head, table_rows(rec)


def _agree(head, rows) -> None:
    """Headline, row 1 and every row's marks read one rule: past the limit ⇔ ⚠ on the row; a tight row 1 ⇔ a tight
    headline with its reason."""
    for row in rows:
        past = row.candidate.memory_past_limit or row.candidate.memory_thin
        assert past == bool(MEMORY_MARKS & set(row.marks)), (row.rank, row.marks)
    first = rows[0].candidate
    if first.memory_past_limit:
        assert TIGHT_HEAD.search(head) and WHY.search(head), head
    if TIGHT_HEAD.search(head) and not re.search(r"Without it: |不用它：|不用它：", head):
        assert first.memory_past_limit, head


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-32B in BF16 for 200 users, replies need to be fast",
    "部署 Qwen2.5-32B，BF16，给 200 人同时用，回复要快",
    "部署 Qwen2.5-32B，BF16，給 200 人同時使用，回覆要快",
])
def test_a_roomy_plan_within_twice_the_price_leads_when_it_is_no_slower_at_full_context(tmp_path, text):
    # 2 × MI300X at 95 % of its pool gives 15.1 tok/s per user at the full 4,096-token context, 4 × MI300X (4 replicas
    # of 50) 23.6 there: both under the 25 of "fast", the roomy one faster, at 2.0× the price: it leads
    r, rec, head, rows = _answer(tmp_path, text)
    assert not TIGHT_HEAD.search(head), head
    first = rows[0].candidate
    assert not first.memory_past_limit and not first.memory_thin, rows[0].marks
    assert (first.gpu, first.gpu_count * first.instances) == ("MI300X", 4), (first.gpu, first.gpu_count)
    _agree(head, rows)


@pytest.mark.parametrize(("text", "why"), [
    # the user's objective: 72B BF16 for 300 users on 4 × MI300X as 2 replicas of TP 2: 145 GB of weights / 2 = 72.7 GB
    # + 150 × 4,096 × 320 KB / 2 ≈ 98 GB of KV a GPU ≈ 175 GB of 185.5 (94 %); 8 × MI300X has room at 2×
    ("最便宜地部署Qwen2.5-72B，BF16，给300人同时用", "因为你要最便宜的"),
    ("最便宜地部署Qwen2.5-72B，BF16，給300人同時使用", "因為你要最便宜的"),
    # a named card: 2 × MI300X at 95 % (the figures above) stays, with 4 × MI300X named and the reason said
    ("serve Qwen2.5-32B in BF16 on MI300X for 200 users, replies need to be fast", "because you named the hardware"),
])
def test_a_tight_pick_that_still_leads_is_marked_and_says_why(tmp_path, text, why):
    r, rec, head, rows = _answer(tmp_path, text)
    assert TIGHT_HEAD.search(head) and why in r.text, r.text  # the answer as shown: 繁體 is written at render
    assert MEMORY_MARKS & set(rows[0].marks), rows[0].marks
    _agree(head, rows)


@pytest.mark.parametrize("text", [
    "serve Llama-3.1-70B to 150 concurrent users",
    "部署Qwen2.5-72B给300人同时用",
    "cheapest way to serve Qwen2.5-32B in BF16 for 200 users",
])
def test_headline_first_row_and_marks_read_one_memory_rule(tmp_path, text):
    _, _, head, rows = _answer(tmp_path, text)
    _agree(head, rows)
