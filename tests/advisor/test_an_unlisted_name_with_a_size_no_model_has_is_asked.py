"""An unlisted release whose name states a size no model has ("Qwen4-0B", "Qwen4-0.0001B", "Qwen4-100000B", a
mixture of experts with 0B active) was kept as the model, its size dropped, and failed later: `ask` exited 2 with
"Unknown model 'Qwen4-0B' … Or give a size with --params" (a CLI flag, in English, in a 简体 message and in Slack),
while "Qwen4-72B" is sized as a generic 72B. Now such a name is said not in the catalog and its size asked, as for
an unlisted name with no size; a size from 0.001 to 10,000 billion is still sized."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "said"), [
    ("deploy Qwen4-0B for 100 users", "'Qwen4-0B' is not in my model catalog"),
    ("deploy Qwen4-0.0001B for 100 users", "'Qwen4-0.0001B' is not in my model catalog"),  # under 0.001 B
    ("deploy Qwen4-100000B for 100 users", "'Qwen4-100000B' is not in my model catalog"),  # over 10,000 B
    ("deploy Qwen4-72B-A0B for 100 users", "'Qwen4-72B-A0B' is not in my model catalog and I have no config"),
])
def test_a_size_no_model_has_is_said_and_asked_never_kept(text, said):
    e = extract(text)
    assert any(n.startswith(said) for n in e.notes), e.notes
    assert e.patch.model is None and e.patch.params_b is None, e.patch
    assert not any("sized as a generic" in n or "so it is sized" in n for n in e.notes), e.notes


def test_a_size_in_range_is_still_sized_as_a_generic_model():
    e = extract("deploy Qwen4-72B for 100 users")
    assert (e.patch.model, e.patch.params_b) == ("Qwen4-72B", 72.0)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    ("deploy Qwen4-0B for 100 users", "'Qwen4-0B' is not in my model catalog"),
    ("部署Qwen4-0B给50人用", "“Qwen4-0B”不在我的模型库里"),
])
def test_the_answer_asks_the_size_instead_of_failing(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert said in r.text and "--params" not in r.text, r.text[:400]
