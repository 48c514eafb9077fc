"""Owned GeForce cards the table once lacked are judged as the user's own, never answered with a rental as if they
had named no card; a card named without its memory is sized on the smaller variant, and the answer says so.

Hand figures, Llama-3.1-8B on 2 × RTX 3080 for 5 users at the 4,096-token default, tensor parallel over the two:
weights BF16 8.03 B × 2 bytes = 16.1 GB → 8.0 GB per GPU; KV = 2 · 32 layers · 8 KV heads · 128 · 2 bytes =
131,072 B per token × 5 × 4,096 = 2.7 GB → 1.34 GB per GPU; with activations and buffers ≈ 9.9 GB per GPU against
vLLM's pool of 0.9 × 10 GiB (10.7 GB) = 9.7 GB on the 10 GB card: BF16 does not fit, an 8-bit route does (≈ 6.4 GB
per GPU); on the 12 GB card (0.9 × 12.9 GB = 11.6 GB) BF16 fits: the answer says both."""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _headline(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("**") and "·" not in line)


def test_two_rtx_3080_are_judged_on_the_smaller_card_and_say_so(ask):
    head = _headline(ask("we have 2 RTX 3080, serve Llama-3.1-8B for 5 users"))
    assert "your own 2 × RTX 3080 10GB" in head, head
    assert "9.9 GB per GPU" in head and "9.7 GB" in head, head              # BF16: over the 10 GB card's pool
    assert "assumed RTX 3080 10GB, the smaller" in head, head
    assert "with 2 × RTX 3080 12GB it fits too" in head and "11.6 GB pool" in head, head
    assert not head.startswith("**Rent") and "rent" not in head.split("your own")[0].lower(), head


@pytest.mark.parametrize("text, words", [
    ("我有兩張3080，跑Llama-3.1-8B給5個人用", ("2 × RTX 3080 10GB", "沒有說明是哪種 RTX 3080", "2 × RTX 3080 12GB")),
    ("我有两张3080，跑Llama-3.1-8B给5个人用", ("2 × RTX 3080 10GB", "没有说明是哪种 RTX 3080", "2 × RTX 3080 12GB")),
])
def test_the_chinese_answer_says_the_variant_it_assumed(ask, text, words):
    head = _headline(ask(text))
    assert all(w in head for w in words), head
