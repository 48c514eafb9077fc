"""A head count said with any role noun ("300 relationship managers want …", "150 loan officers use …", 300个客户经理想用,
300個客戶經理想用) is the people who use it: a head count, which tools.traffic sizes at the office share
(PEOPLE_AT_ONCE_PERCENT, 15 %) — never the one default user. A count of the role's items ("300 relationship managers'
emails a day") stays items. Drafting or writing with a model ("to draft client emails", 写客户邮件) is serving: no
"what will you run?" question.

Hand-worked: 300 relationship managers → ⌈300 × 0.15⌉ = 45 at once; 150 loan officers → ⌈22.5⌉ = 23 at once."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "people"), [
    # a two-word role whose head is "managers" (no people noun alone: a memory manager is no person)
    ("we're a bank in mumbai, 300 relationship managers want mistral small 3.1 (24b) to draft client emails", 300),
    ("our 60 account managers would like qwen2.5-32b for proposals", 60),
    ("Twelve relationship managers want qwen2.5-14b", 12),                    # a number word
    # a desk word before an agent noun, then a use or a wish
    ("150 loan officers use llama 3.1 8b to extract fields from applications", 150),
    ("80 wealth advisors want llama 3.3 70b", 80),
    ("40 lawyers will use llama 3.1 70b to review contracts", 40),
    ("50 nurses want qwen2.5-14b to summarise notes", 50),
    ("25 analysts need llama 3.3 70b for research", 25),
    # 简体 / 繁體 / Cantonese: a desk's manager after the counter
    ("我们银行有300个客户经理想用mistral small 3.1写客户邮件", 300),
    ("120名销售想用qwen2.5-32b写邮件", 120),
    ("80位律師要用qwen2.5-72b審合約", 80),
    ("200個護理師會用llama 3.1 8b寫病歷摘要", 200),
    ("我哋有300個客戶經理想用 Qwen2.5-32B 寫電郵", 300),
])
def test_a_role_noun_before_a_use_or_a_wish_is_a_head_count(text, people):
    p = extract(text).patch
    assert p.head_count == people and p.concurrency is None
    assert p.task == "inference"


@pytest.mark.parametrize("text", [
    "we process 300 relationship managers' emails a day with qwen2.5-7b",   # the managers' emails: items, not users
    "500 documents need summarising with qwen2.5-7b",                        # documents need no one
    "rent 2 for the lawyers to use with llama 3.1 8b",                       # "for the" is no desk word
])
def test_a_role_noun_that_counts_no_users_is_no_head_count(text):
    assert extract(text).patch.head_count is None


@pytest.mark.parametrize("text", [
    "mistral small 3.1 24b to draft client emails, prompts ~3k tokens",
    "qwen2.5-14b to write replies to support tickets",
    "用qwen2.5-14b写客户邮件",
    "想用 Qwen2.5-32B 寫電郵",
])
def test_drafting_with_a_model_is_serving(text):
    assert extract(text).patch.task == "inference"


def test_drafting_after_a_training_word_stays_training():
    assert extract("fine-tune llama 3.1 8b to write client emails").patch.task == "finetune"


@pytest.mark.slow
def test_the_bank_answer_sizes_the_managers_and_asks_no_task(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # 300 relationship managers → ⌈300 × 0.15⌉ = 45 at once; drafting emails is serving, so no "what will you run?"
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "we're a bank in mumbai, 300 relationship managers want "
                                                        "mistral small 3.1 (24b) to draft client emails, prompts ~3k "
                                                        "tokens, what should we rent?").text
    assert "45 users at once (of 300 people)" in out.splitlines()[0]
    assert "What will you run" not in out
