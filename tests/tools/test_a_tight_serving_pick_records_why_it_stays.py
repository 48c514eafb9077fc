"""A serving pick tight on memory (over 90 % of its engine's pool) either gives way to a plan with room
(tools.recommend._tight_gives_way, `_tight_verdict`) or stays; when it stays, the reason is recorded where the rule
decides (`Run.tight_kept`) and the headline's words read that record (tight_kept_why), so the sentence "the tight plan
leads because …" can never give a reason the rule did not use. The roomy plan's floor check
(`_holds_floor_as_well`) counts an unknown speed as no evidence, never as "no slower"."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import tools.recommend as R
from advisor.core.service import catalog_rows, load_arch
from catalog.gpus import all_gpus
from tools.schema import Workload

# Hand: Qwen2.5-14B in BF16 ≈ 29.5 GB of weights; TP 2 on 2 × RTX A4500 ≈ 14.8 GB a GPU + 4 users × 8,192 tokens of
# KV (48 layers × 8 KV heads × 128 × 2 × 2 bytes = 192 KiB a token ≈ 6.4 GB, 3.2 GB a GPU) ≈ 18.5 GB of vLLM's
# 0.9 × 21.5 ≈ 19.3 GB pool: 96 %, past the 90 % limit. 4 × RTX A4500 in TP 4 (≈ 9.3 GB a GPU) has room at about
# twice the hour, within TIGHT_GIVES_WAY (2×).
QWEN14_DOCS = dict(model="Qwen2.5-14B", task="inference", concurrency=4, seq_len=8192, target_tokens_per_s_per_user=20,
                   precision="bf16", documents=True)


def _answer(monkeypatch, **fields):
    """The whole answer, with every `_tight_gives_way` verdict (promoted?, kept plan's card count and reason) and every
    reason the headline read."""
    verdicts, said = [], []
    gives_way, why = R._tight_gives_way, R.tight_kept_why

    def spy_rule(r):
        out = gives_way(r)
        kept = r.tight_kept
        verdicts.append((out, (kept[0].total_gpus, kept[0].gpu.name, kept[1]) if kept else None))
        return out

    def spy_words(r, top, wider):
        said.append(why(r, top, wider))
        return said[-1]

    monkeypatch.setattr(R, "_tight_gives_way", spy_rule)
    monkeypatch.setattr(R, "tight_kept_why", spy_words)
    rows, _, _ = catalog_rows()
    w = Workload(**{**QWEN14_DOCS, **fields})
    rec = R.recommend(load_arch(w.model, None), w, all_gpus(), rows, R.Options())
    return verdicts, said, rec.headline.text("en")


@pytest.mark.slow
@pytest.mark.parametrize(("fields", "reason", "words"), [
    ({"priority": "cheapest"}, "cheapest", "because you asked for the cheapest"),
    ({"gpu_preference": "RTX A4500"}, "stated", "because you named the hardware")])
def test_a_tight_pick_that_stays_records_the_reason_the_headline_says(monkeypatch, fields, reason, words):
    verdicts, said, head = _answer(monkeypatch, **fields)
    # the 2 × RTX A4500 at 96 % stays, recorded with the rule's own reason, and the headline reads that record
    assert (False, (2, "RTX A4500", reason)) in verdicts
    assert said and set(said) == {reason}
    assert head.startswith("Tight") and words in head, head


@pytest.mark.slow
def test_a_tight_pick_that_gives_way_records_no_reason_to_stay(monkeypatch):
    verdicts, said, head = _answer(monkeypatch)
    # default objective: the roomy plan within 2× leads; nothing is recorded as kept, no "leads because" is said
    assert (True, None) in verdicts
    assert said == [] and "the tight plan leads because" not in head, head


def _offer(n: int, hourly: float = 0.0):
    return SimpleNamespace(total_gpus=n, hourly=hourly)


def test_the_words_read_the_recorded_reason_only_for_the_pick_it_was_recorded_for():
    top, other, wider = _offer(2, 0.88), _offer(2, 0.94), _offer(4, 1.76)
    r = SimpleNamespace(tight_kept=(top, "targets"))
    assert R.tight_kept_why(r, top, wider) == "targets"
    assert R.tight_kept_why(r, top, None) == "none"  # no plan with room named beside it
    # a plan with room named beside a pick the rule recorded no reason for (another pick, or none recorded) still
    # gets one, never silence: the roomy 4 × A40 at $1.76/h is 1.76 ÷ 0.94 = 1.9× the other pick's hour → "price"
    assert R.tight_kept_why(r, other, wider) == "price"
    assert R.tight_kept_why(SimpleNamespace(tight_kept=None), top, wider) == "price"  # 1.76 ÷ 0.88 = 2.0×


def test_a_named_roomy_plan_never_reads_as_no_plan_with_room():
    # the rule found no plan with room among the ranked rows ("none"), but the headline names one (the safe tier's,
    # not ranked): "no listed plan holds this load with room" would contradict the plan it names. Dearer by the hour
    # → "price"; no dearer (left out by a ranking rule) → "unranked"
    top = _offer(2, 0.88)
    r = SimpleNamespace(tight_kept=(top, "none"))
    assert R.tight_kept_why(r, top, _offer(4, 1.76)) == "price"
    assert R.tight_kept_why(r, top, _offer(1, 0.80)) == "unranked"


@pytest.mark.parametrize(("why", "en", "zh"), [
    ("price", "the plan with room costs 2.0× as much an hour", "每小时贵 2.0 倍"),
    ("unranked", "not among the ranked plans", "不在排名里")])
def test_every_tight_lead_with_a_roomy_plan_says_why_in_both_languages(why, en, zh):
    # 2 × A40 at 43.0 of a 43.5 GB pool (99 %) at $0.88/h; 4 × A40 in TP 4 at $1.76/h has room: 1.76 ÷ 0.88 = 2.0×
    from tools.schema import Msg
    msg = Msg(code="recommend.tight_lead", args={
        "need": 43.0, "pool": 43.5, "share": 43.0 / 43.5, "msg": Msg(code="recommend.int4_lever"), "limit": 0.9,
        "fleet": "runpod 4x_A40_SECURE (4 × A40)", "tp": 4, "money": "$1.76", "ratio": None, "band": 0.0,
        "why": why, "gives_way": 2.0, "times": 1.76 / 0.88})
    assert en in msg.text("en") and zh in msg.text("zh"), (msg.text("en"), msg.text("zh"))


@pytest.mark.parametrize(("roomy", "tight", "holds"), [
    (26.0, 15.1, True),  # keeps the 25 tok/s floor
    (23.6, 15.1, True),  # below 25 but faster than the tight pick's 15.1: no slower than what it replaces
    (14.0, 15.1, False),  # below the floor and slower than the pick (past the 5 % tie: 15.1 × 0.95 = 14.3)
    (None, 15.1, False),  # unknown: no evidence it holds the floor or is no slower (it passed as 0 ≥ 0 before)
    (None, None, False),  # both unknown: was "0 ≥ 0 × 0.95", a pass on no figure at all
    (23.6, None, False),  # below the floor, against a pick of unknown speed: "no slower" cannot be said
    (26.0, None, True),  # keeps the floor on its own figure, whatever the pick's
])
def test_an_unknown_speed_at_full_context_is_no_evidence(monkeypatch, roomy, tight, holds):
    # Qwen2.5-32B BF16 for 200 users at >= 25 tok/s: the tight 2 × MI300X gives 15.1 tok/s at the full context
    o, top = _offer(4), _offer(2)
    speeds = {id(o): roomy, id(top): tight}
    monkeypatch.setattr(R, "per_user_at_context", lambda s, x: speeds[id(x)])
    assert R._holds_floor_as_well(SimpleNamespace(search=None), o, top, 25.0) is holds
