"""An agent evaluation run said in English, 简体 or 繁體 is read as a batch of model steps at the average context, its
deadline and the trajectories in flight said, never as one chat user at the context cap."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

EN = ("need to run swe-bench verified (500 tasks) x 4 seeds with qwen3-30b-a3b as the agent model, up to 64k context "
      "per trajectory, ~50 turns each. want it done TONIGHT (~8h). what do i rent")
HANS = "用Qwen3-30B-A3B当agent跑SWE-bench Verified，500个任务×4个种子，每条轨迹最长64k上下文、大约50轮，8小时内跑完，租什么卡"
HANT = "用Qwen3-30B-A3B當agent跑SWE-bench Verified，500個任務×4個種子，每條軌跡最長64k上下文、大約50輪，8小時內跑完，要租什麼卡"


@pytest.mark.parametrize("text", [EN, HANS, HANT])
def test_the_run_is_a_batch_of_steps_by_its_deadline(text: str) -> None:
    e = extract(text)
    p = e.patch
    # 2,000 trajectories × 50 turns = 100,000 steps; average context half the 65,536 cap = 32,768; 300 out per turn;
    # the cached history 32,768 − 300 − 1,500 = 30,968
    assert p.batch_requests == 100_000
    assert p.seq_len == 32_768 and p.output_tokens == 300 and p.shared_prefix_tokens == 30_968
    assert p.deadline_hours == 8.0 and not p.serving_hours and not p.concurrency
    # the turns a trajectory ride with the batch, so the answer holds the machine for the loop (50 × 20 s = 17 min each)
    assert p.agent_turns == 50
    note = " ".join(e.notes)
    assert "a trajectory takes ≈ 17 min" in note
    assert "CPU fleet" in note and "skip finished ones on restart" in note
    zh = " ".join(e.zh_notes.get(n, "") for n in e.notes)  # what a Chinese answer says (繁體 through OpenCC)
    assert "每条轨迹约 17 分钟" in zh and "CPU 机群" in zh


def test_a_chat_with_turns_is_no_agent_run() -> None:
    e = extract("Qwen3-30B-A3B chat for 50 users, 64k context, about 10 turns per conversation")
    assert e.patch.batch_requests is None
    # an agent serving people live is no evaluation run
    assert extract("a support agent on Qwen3-8B handling 5,000 issues a day, about 8 turns each").patch.seq_len is None


def test_rollouts_said_as_a_count_are_the_trajectories() -> None:
    e = extract("We want 1,000 rollouts of ~30 steps each with Qwen3-8B as the policy, 32k context max, done in 4 hours")
    # 1,000 × 30 = 30,000 steps at half the 32,768 cap = 16,384
    assert e.patch.batch_requests == 30_000 and e.patch.seq_len == 16_384 and e.patch.deadline_hours == 4.0


def test_a_later_weekday_in_a_follow_up_is_the_deadline() -> None:
    assert extract("actually friday is fine. cheapest way, spot is ok").patch.deadline_hours is not None
    assert extract("friday is a holiday").patch.deadline_hours is None


def test_done_tonight_is_the_runs_deadline() -> None:
    e = extract("need to run swe-bench verified (500 tasks) x 4 seeds with Qwen3-30B-A3B as the agent, up to 64k "
                "context per trajectory, ~50 turns each. want it done tonight. what do i rent")
    # the hours to midnight from the machine's clock: some deadline, said in a note, never the 30-day default
    assert e.patch.deadline_hours is not None and 1.0 <= e.patch.deadline_hours <= 24.0
    assert any("'done tonight' read as" in n for n in e.notes)


@pytest.mark.slow
def test_the_answer_prices_a_batch_of_steps_not_one_user(tmp_path) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    out = engine.handle("t", EN.replace("qwen3-30b-a3b", "qwen3-coder-30b-a3b-instruct")).text
    # 2,000 × 50 = 100,000 steps of 32,468 tokens in (32,768 − 300), 300 out, within the 8 h said
    assert "batch of 100,000 requests" in out and "32,468 tokens in, 300 out" in out, out
    assert "1 user" not in out and "1 concurrent" not in out, out
    follow = engine.handle("t", "actually friday is fine. cheapest way, spot is ok").text
    assert "this is online serving" not in follow and "· spot ·" in follow, follow


@pytest.mark.parametrize("text", [
    "Run SWE-bench Lite (300 instances) with 5 samples per instance, max 100 steps, 128k context, GLM-4.5-Air, "
    "deadline 24 hours",
    "用GLM-4.5-Air跑SWE-bench Lite，300道题，每题跑5次，最多100步，上下文128k，24小时内跑完",
    "用GLM-4.5-Air跑SWE-bench Lite，300道題，每題跑5次，最多100步，上下文128k，24小時內跑完"])
def test_instances_times_samples_and_steps_are_the_run(text: str) -> None:
    p = extract(text).patch
    # 300 × 5 = 1,500 trajectories × 100 steps = 150,000; half the 131,072 cap = 65,536
    assert p.batch_requests == 150_000 and p.seq_len == 65_536 and p.deadline_hours == 24.0
