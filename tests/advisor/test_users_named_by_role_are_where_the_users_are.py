"""Where the users are is said with many nouns besides "users": callers, students, patients, members, staff (来电者,
学生, 患者, 员工). "callers are in Brazil" was read as a place to rent, and a live-transcription answer refused
("❌ Brazil (not possible)") because nothing is priced there; it is where the people the service answers are, a
latency note, and the plan ranks every region (advisor.core.extract_rules.USERS_BEFORE / USERS_AFTER)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, tag", [
    ("Real-time transcription of phone calls with Whisper large-v3, 300 concurrent streams, callers are in Brazil.", "br"),
    ("Serve Llama 3.1 8B to 40 concurrent students; students are mostly in India", "in"),
    ("our staff are in Germany, deploy Llama 3.1 8B for 20 concurrent", "de"),
    ("Llama 3.1 8B tutor for 100 learners, learners mostly in Japan", "jp"),
    ("部署 Qwen2.5-7B 做在线辅导，同时 50 人，学生主要在日本", "jp"),
    ("部署Qwen2.5-7B做在線輔導同時50人學生主要在日本", "jp"),  # glued, traditional
    # the team an internal tool serves is its users: "team is in India" was a hard India-only filter that left one
    # GH200 at 92 % of its pool, while "users in the UK" was a preference
    ("Qwen2.5-Coder-32B-Instruct for ~150 engineers online at the same time, team is in India, roughly three grand "
     "a month", "in"),
    ("our developers are mostly in Poland, Llama 3.1 8B for 40 devs", "pl"),
    ("我們的工程師都在台灣，Llama 3.1 8B 給 30 人用", "tw"),
    ("代码助手用Qwen2.5-Coder-32B，同事主要在日本，同时在线80人", "jp"),
])
def test_a_role_noun_places_the_users(text, tag):
    w = extract(text).patch
    assert w.users_region == [tag] and w.regions is None, (w.users_region, w.regions)


@pytest.mark.slow
def test_callers_abroad_get_a_plan_not_a_refusal(engine):
    # 300 pseudo-streaming Whisper streams are sized on rows anywhere; Brazil is only where the callers are
    text = engine.handle("t", "Real-time transcription of phone calls with Whisper large-v3, 300 concurrent streams, "
                              "callers are in Brazil.").text
    assert "not possible" not in text and "where your users are" in text, text[:1500]
