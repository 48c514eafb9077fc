"""An agent evaluation run holds its GPUs for the whole agent loop, not only for their compute: the table's time and
cost are max(compute, trajectories ÷ in flight × a trajectory's time), the trajectories in flight are those the
deadline needs, and a later deadline picks fewer, cheaper cards held longer (said again when a follow-up moves it)."""

from __future__ import annotations

import pytest

from advisor.core.messages import word
from advisor.core.script import to_script
from catalog import registry
from tools.recommend import agent_loop_line
from tools.schema import Workload

# SWE-bench Verified × 4 seeds: 2,000 trajectories × 50 turns = 100,000 steps at the average 32,768-token context
RUN = {"model": "Qwen3-30B-A3B", "task": "inference", "batch_requests": 100_000, "seq_len": 32_768,
       "output_tokens": 300, "shared_prefix_tokens": 30_968, "agent_turns": 50}


def _line(deadline: float, lang: str) -> str:
    from tools.defaults import resolve

    w, _ = resolve(Workload(**RUN, deadline_hours=deadline))
    msg = agent_loop_line(w, registry.get("Qwen3-30B-A3B"))
    assert msg is not None
    return word(msg, lang)


def test_tonight_needs_ninety_three_in_flight() -> None:
    # 50 × 20 s = 1,000 s = 17 min a trajectory; 2,000 × 0.2778 h = 555.6 h ÷ (8 h × 0.75) = 92.6 → 93 in flight;
    # KV 2 × 48 layers × 4 heads × 128 × 2 B = 98,304 B/token; Qwen3 thinks by default, so each turn's 8,192
    # thinking tokens sit on top of the 32,768 context: × 40,960 = 4,026,531,840 B = 3.75 → 3.8 GiB each,
    # × 93 = 348.8 → 349 GiB; held 2,000 ÷ 93 × 1,000 s = 5.97 h
    en = _line(8.0, "en")
    assert "≈ 93 trajectories in flight" in en and "3.8 GiB each" in en and "349 GiB in all" in en, en
    assert "≈ 6.0 h" in en and "the table's time and cost" in en, en


def test_friday_needs_five_in_flight_in_chinese() -> None:
    # 555.6 h ÷ (157.3 h × 0.75) = 4.7 → 5 in flight, held 2,000 ÷ 5 × 1,000 s = 111.1 h
    hans = _line(157.3, "zh")
    assert "需同时跑约 5 条轨迹" in hans and "111.1 小时" in hans, hans
    hant = to_script(hans, "zh-Hant")
    assert "5 條軌跡" in hant and "111.1 小時" in hant, hant


def test_a_plain_batch_has_no_loop_line() -> None:
    from tools.defaults import resolve

    w, _ = resolve(Workload(**{k: v for k, v in RUN.items() if k != "agent_turns"}, deadline_hours=8.0))
    assert agent_loop_line(w, registry.get("Qwen3-30B-A3B")) is None


@pytest.mark.slow
def test_the_table_holds_the_machine_for_the_loop_and_friday_rents_fewer_cards(tmp_path) -> None:
    import re

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    out = engine.handle("t", "need to run swe-bench verified (500 tasks) x 4 seeds with qwen3-30b-a3b as the agent "
                             "model, up to 64k context per trajectory, ~50 turns each. want it done TONIGHT (~8h). "
                             "what do i rent").text
    # the loop holds the machine 5.97 h (+ 15 min start-up): never the 1.5 h of compute alone
    done = re.search(r"done in ≈ ([\d.]+) h", out)
    assert done is not None and 5.9 <= float(done.group(1)) <= 8.0, out
    follow = engine.handle("t", "actually within 7 days is fine. cheapest way, spot is ok").text
    # a later deadline (a duration, not a weekday, so the count never depends on today's date): 2,000 × 17 min ≈ 567 h
    # ÷ (168 h × 0.75) = 4.5 → 5 in flight on one or two cards held for days, restated
    assert "≈ 5 trajectories in flight" in follow, follow
    gpus = re.search(r"rent [^(]*\((\d+) ×", follow)
    assert gpus is not None and int(gpus.group(1)) <= 2, follow


def test_machines_holding_more_than_the_deadline_needs_still_run_its_count_in_flight() -> None:
    from tools.defaults import resolve
    from tools.offers import agent_loop_hours

    # 1,000 rollouts × 30 steps (30 × 20 s = 600 s each) in 4 h: 166.7 h ÷ (4 × 0.75) = 55.6 → 56 in flight;
    # held 1,000 ÷ 56 × 600 s = 2.98 h even on machines with 112 slots, never 1,000 ÷ 112 × 600 s = 1.49 h
    w, _ = resolve(Workload(model="Qwen3-8B", task="inference", batch_requests=30_000, seq_len=16_384,
                            output_tokens=300, agent_turns=30, deadline_hours=4.0))
    assert agent_loop_hours(w, 112) == pytest.approx(2.976, abs=0.01)
    assert agent_loop_hours(w, 20) == pytest.approx(8.33, abs=0.01)  # fewer slots than it needs: 1,000 ÷ 20 × 600 s
