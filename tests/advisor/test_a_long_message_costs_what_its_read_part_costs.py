"""A message longer than what is read (its first 4,000 visible characters) is answered as its first 4,000 characters
are, at their cost: Engine.handle cuts the typed text where the read part ends (extract_rules.typed_part), so no reader
(the non-LLM job readers, the thread's follow-up readers, the history) walks the rest. A 118,000-character paste of an
RL question once took 103 s against 8.4 s for its first 4,000 characters (the job readers read the uncut text)."""

from __future__ import annotations

import time

import pytest

from advisor.core.extract_rules import MAX_CHARS, read_part, typed_part

RL = "we run PPO on a Python gym env, 1 billion steps in 8 hours "  # 59 characters


def test_the_typed_part_reads_as_the_whole_message_does():
    # 2,034 × 59 = 120,006 characters; the cut keeps the first 4,000 visible ones and nothing after them
    whole = RL * 2034
    assert len(typed_part(whole)) == MAX_CHARS and read_part(typed_part(whole)) == read_part(whole)
    # invisible characters are not counted: 3 zero-width spaces every 59 visible → the cut lies past character 4,000
    padded = ("\u200b" * 3).join([RL] * 2034)
    cut = typed_part(padded)
    assert len(cut) > MAX_CHARS and read_part(cut) == read_part(padded)
    assert typed_part("serve Llama-3-8B for 10 users") == "serve Llama-3-8B for 10 users"


@pytest.mark.slow
@pytest.mark.parametrize("message", [RL * 2034, "用PPO在Unity环境里训练自我对弈，10亿步，2天内跑完。" * 4300])
def test_a_long_message_is_answered_as_its_read_part_at_its_cost(tmp_path, message):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    engine.handle("warm", "serve Llama-3-8B for 10 users")
    head = read_part(message)  # its first 4,000 visible characters
    t0 = time.process_time()
    short = engine.handle("short", head)
    t1 = time.process_time()
    long = engine.handle("long", message)
    t2 = time.process_time()
    # the same answer, with the word of the cut first: "Your message has 120,005 characters; I read the first 4,000."
    note, _, rest = long.text.partition("\n\n")
    assert ("I read the first 4,000" in note or "我只读了前 4,000 个" in note) and rest == short.text
    assert (t2 - t1) <= 2 * (t1 - t0) + 0.5  # a ratio of the two readings, not a timed threshold
