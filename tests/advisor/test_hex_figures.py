""""serve Llama-3-8B for 0x14 users" was read as 14 users (the 0x dropped, the digits after it
read). A figure written in hexadecimal is never read, neither as 14 nor as 20: no one states a workload so, and which
number was meant (a typo of "x14", 20, a pasted value) is the user's to say. With a unit word after it the note says
so, with its decimal value; a bare one (an address in a pasted log) is blanked without a note. Expected by hand."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said", "n"), [
    ("serve Llama-3-8B for 0x14 users", "0x14 users", "20"),          # 1 × 16 + 4 = 20
    ("serve Llama-3-8B for 0X1b users", "0X1b users", "27"),          # 1 × 16 + 11 = 27
    ("serve Llama-3-8B at 0x8000 context", "0x8000 context", "32,768"),  # 8 × 16³ = 32,768
    ("LoRA Llama-3-8B, 0x3 epochs, 50k examples", "0x3 epochs", "3"),
])
def test_a_hex_figure_is_left_unread_with_its_decimal_value_said(text, said, n):
    e = extract(text)
    p = e.patch
    assert p.concurrency is None and p.seq_len is None and (p.dataset is None or p.dataset.epochs is None), p
    assert f"'{said}' is not read: a figure in hexadecimal" in " ".join(e.notes) and f" is {n}" in " ".join(e.notes)


def test_a_bare_hex_value_is_no_figure_and_gets_no_note():
    # a pasted address: neither read (0x7ffe… is no count, "x7" no card count) nor noted; the rest is read as before
    e = extract("serve Llama-3-8B for 10 users, it crashed at 0x7ffe12ab")
    assert e.patch.concurrency == 10 and e.patch.num_gpus is None
    assert not any("hexadecimal" in n for n in e.notes), e.notes
    assert extract("rent h200 x8 for 20 users").patch.num_gpus == 8  # "x8" after a card is a count, as before


@pytest.mark.slow
def test_a_hex_follow_up_changes_nothing_and_says_why(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "serve Llama-3-8B for 10 users")
    r = e.handle("t", "make it 0x14 users")
    w, _, _ = e.store.load("t")
    assert w.concurrency == 10, w  # unchanged, not 14
    assert "0x14 users" in r.text and "hexadecimal" in r.text, r.text[:400]
    zh = Engine(store=Store(tmp_path / "z.db"))
    zh.handle("z", "给 10 个用户部署 Llama-3-8B")
    r = zh.handle("z", "改成 0x14 个用户")
    w, _, _ = zh.store.load("z")
    assert w.concurrency == 10 and "十六进制" in r.text and "0x14 即 20" in r.text, r.text[:400]
