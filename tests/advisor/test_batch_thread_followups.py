"""A batch thread could not change what the job does or its items: after "classify 2M
support tickets with Llama-3-8B overnight (8 hours)", "they are long documents" and "actually translate them" got
"That is outside what I do" (a first message "translate 2M support tickets …" sets batch_work), and "make it 0
tickets" got "I didn't catch a change". Expected by hand: documents are long items (the 4,096-token default context,
not ShareGPT's 161-token prompt), a translation writes as much as it reads (more tokens out than a label's 8), each
said in the changed line; a zero count is noted as in a first message and changes nothing."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_batch_thread_takes_new_items_and_work(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "classify 2M support tickets with Llama-3-8B overnight (8 hours)")
    r = e.handle("t", "they are long documents")
    w, _, _ = e.store.load("t")
    assert w.batch_item == "document" and w.batch_work == "classify" and w.batch_requests == 2_000_000, w
    assert "outside what I do" not in r.text and "items short → document" in r.text, r.text[:400]
    r = e.handle("t", "actually translate them")
    w, _, _ = e.store.load("t")
    assert w.batch_work == "translate" and "work classify → translate" in r.text, r.text[:400]
    r = e.handle("t", "make it 0 tickets")
    w, _, _ = e.store.load("t")
    assert "'0 tickets' is not read" in r.text and w.batch_requests == 2_000_000 and w.batch_item == "document", \
        (r.text[:300], w)
