"""tools.chat_thread.conversation_prompt: a chat whose conversations have N turns re-sends the earlier questions and
answers every turn (a chat API is stateless), so its prompt grows with the history; a kept window of the last N turns
re-sends all N every request. An expert's complaint: a Cantonese support bot with "每個對話平均6輪" was sized on a
161-token prompt, the 6-turn history ignored."""

import pytest

from tools.chat_thread import conversation_prompt


@pytest.mark.parametrize(("turns", "answer", "prompt", "last", "longest", "new"), [
    # 6 turns, 161-token questions, 338-token answers: per turn 499; mean 161 + 2.5 × 499 = 1,408.5 → 1,408; last
    # 161 + 5 × 499 = 2,656; longest sequence 2,656 + 338 = 2,994; each turn prefills 338 + 161 = 499 new
    (6, 338, 1_408, 2_656, 2_994, 499),
    # 8 turns: 161 + 3.5 × 499 = 1,907.5 → 1,908; last 161 + 7 × 499 = 3,654; longest 3,992
    (8, 338, 1_908, 3_654, 3_992, 499),
    # 4 turns of 120-token answers: per turn 281; mean 161 + 1.5 × 281 = 582.5 → 582; last 161 + 3 × 281 = 1,004;
    # new 120 + 161 = 281
    (4, 120, 582, 1_004, 1_124, 281),
])
def test_a_conversations_prompt_is_the_mean_over_its_turns_and_its_kv_the_longest(turns, answer, prompt, last,
                                                                                  longest, new):
    c = conversation_prompt(turns, answer)
    assert (c.prompt, c.first, c.last, c.longest, c.new) == (prompt, 161, last, longest, new)
    assert c.hit_pct == round(100 * (prompt - new) / prompt)


@pytest.mark.parametrize(("turns", "answer", "prompt", "longest", "hit"), [
    # the last 10 turns kept: 10 × 499 + 161 = 5,151 every request; sequence 5,489; (5,151 − 499) / 5,151 = 90 %
    (10, 338, 5_151, 5_489, 90),
    # the last 5: 5 × 499 + 161 = 2,656; sequence 2,994; (2,656 − 499) / 2,656 = 81 %
    (5, 338, 2_656, 2_994, 81),
])
def test_a_kept_window_resends_every_turn_of_it(turns, answer, prompt, longest, hit):
    c = conversation_prompt(turns, answer, window=True)
    assert (c.prompt, c.first, c.last, c.longest, c.hit_pct) == (prompt, prompt, prompt, longest, hit)
