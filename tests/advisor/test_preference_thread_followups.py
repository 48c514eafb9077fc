"""In a DPO thread the follow-up "reference log-probs precomputed" got "That is outside what I
do" (the same words in a first message set `reference_precomputed`), and "make it ORPO" answered "changed: nothing"
while the header went DPO → ORPO. Expected by hand: the follow-up read as in a first message (the reference model
leaves memory, so the per-copy memory falls), and the changed line names the method."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_dpo_follow_ups_are_read_and_said(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "full fine-tune Llama-3-8B on 50k preference pairs with DPO")
    r = e.handle("t", "reference log-probs precomputed")
    w, _, _ = e.store.load("t")
    assert w.reference_precomputed is True and w.preference == "dpo", w
    assert "outside what I do" not in r.text and "reference log-probs computed in training → precomputed" in r.text, \
        r.text[:400]
    r = e.handle("t", "make it ORPO")
    assert "changed: method DPO → ORPO" in r.text and "changed: nothing" not in r.text, r.text[:400]
