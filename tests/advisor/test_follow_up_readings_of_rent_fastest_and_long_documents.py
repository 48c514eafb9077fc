"""The readings behind four follow-up classes, fast: a rent word with no card on owned cards (conversation.RENT_WORD,
not a comparison with the user's own: OWN_TOO), long documents as the reason for a longer context (LONG_DOCS), and
"as fast as possible per user" said in words the reader missed (尽可能快, 盡量快, "max speed per user")."""

import pytest

from advisor.core.conversation import JOINED, LONG_DOCS, OWN_TOO, RENT_WORD, SOME_DOCS
from advisor.core.extract_rules import FASTEST


@pytest.mark.parametrize("text", ["如果不用LoRA要全参微调呢，去AutoDL租什么卡多少钱", "如果全參微調，要租咩卡？幾錢",
                                  "what would we rent on RunPod for a full fine-tune?",
                                  "如果不用LoRA改全參微調，去租什麼卡多少錢"])
def test_a_move_to_renting_is_read(text):
    assert RENT_WORD.search(text) and not JOINED.search(text) and not OWN_TOO.search(text)


@pytest.mark.parametrize("text", ["租卡还是用自己的4090划算？", "is renting cheaper than running it on our own box?",
                                  "另外再租两张一起训",
                                  # a comparison with renting costs the owned box beside rented machines (a stated power
                                  # price with it is priced on the owned cards: 2 × 350 W = 0.70 kW × ¥0.6 = ¥0.42/h)
                                  "electricity is €0.30/kWh, is that cheaper vs renting?", "電費每度 1.2 蚊，長開同租比點？",
                                  "how does the power bill compare with renting?", "跟租卡相比，电费 0.8 元划算吗"])
def test_renting_weighed_against_the_owned_box_or_beside_it_is_no_move(text):
    assert OWN_TOO.search(text) or JOINED.search(text)


@pytest.mark.parametrize("text,said", [
    ("研报比较长，上下文要到32k的话要改配置吗", True), ("份報告好長，context要去到32k使唔使改配置", True),
    ("研報都比較長，上下文改成32k要改配置嗎", True), ("our contracts are long, what if we need 32k context?", True),
    ("what about long reports at 32k?", True), ("what about 32k context?", False), ("上下文要到32k呢", False),
])
def test_long_documents_as_the_reason_for_the_context(text, said):
    assert bool(LONG_DOCS.search(text)) is said


@pytest.mark.parametrize("text,some", [
    ("有些文档很长，上下文要支持32k", True), ("部分合同好長，context要去到32k", True),
    ("有時候文件比較長，上下文改成32k呢", True),
    ("some of our reports are long, what about 32k?", True), ("the occasional long contract needs 32k", True),
    ("研报比较长，上下文要到32k的话要改配置吗", False), ("our contracts are long, what if we need 32k context?", False),
])
def test_only_some_long_documents_leave_the_context_a_limit(text, some):
    # "some documents are long" is a context the long ones need, not every request a full-context document
    # (conversation.long_documents_followup): 75 users × 32,768 tokens of Qwen3-14B's FP8 KV (80 KiB a token)
    # ≈ 188 GiB, sized for a knowledge base where only a few prompts are that long
    m = LONG_DOCS.search(text)
    assert m is not None
    assert bool(SOME_DOCS.search(text[max(0, m.start() - 24):m.start()])) is some


@pytest.mark.parametrize("text,said", [
    ("如果要每个人都尽可能快呢", True), ("要每個人都盡量快呢", True), ("what if we want max speed per user?", True),
    ("maximum speed for each analyst please", True), ("max speed of 30 tokens/s is enough", False),
])
def test_as_fast_as_possible_per_user_is_fastest(text, said):
    assert bool(FASTEST.search(text)) is said
