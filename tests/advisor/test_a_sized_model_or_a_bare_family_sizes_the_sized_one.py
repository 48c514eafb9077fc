""""Model A or B" where one is a concrete, sized model and the other a bare family name ("Qwen2.5-32B或DeepSeek",
"Llama-3.1-8B or Mistral"): the sized one is sized and the family named as the other choice in a note, never the
family's default row. A blind expert review read "想用Qwen2.5-32B或DeepSeek … 大概50位承辦人會用" as the 671B DeepSeek-V3
for one user (NT$2.39M a month): the family pattern came first, and 承辦人 (the officers handling cases) was no people
word, so the head count of 50 went unread.

Hand reasoning: the model is the one with a size in its name (Qwen2.5-32B, Qwen2.5-72B, Qwen2.5-14B); 50位承辦人 is a
head count of 50 (the office-peak share then gives the concurrency, as for 給20個同事); two sized models ("Qwen2.5-7B or
Llama-3.1-8B") are a comparison this rule leaves alone, and one model alone is read as before."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

TW_OFFICE = ("我們是縣政府資訊處，想做公文摘要跟民眾陳情案件分類，大概50位承辦人會用，想用Qwen2.5-32B或DeepSeek，"
             "資料不能出台灣，要租什麼？")


@pytest.mark.parametrize(("text", "model"), [
    (TW_OFFICE, "Qwen2.5-32B"),
    ("想用Qwen2.5-72B或者DeepSeek给200个员工用", "Qwen2.5-72B"),
    ("用 DeepSeek 还是 Qwen2.5-14B 好？给30个同事用", "Qwen2.5-14B"),
    ("serve deepseek or qwen2.5-7b to 100 users", "Qwen2.5-7B"),
])
def test_the_sized_model_is_sized_and_the_family_named(text, model):
    e = extract(text)
    assert e.patch.model == model, e.patch
    assert any("DeepSeek" in n or "deepseek" in n for n in e.notes), e.notes  # the other choice, said


def test_a_public_office_head_count_is_read():
    e = extract(TW_OFFICE)
    assert e.patch.head_count == 50 and e.patch.concurrency is None, e.patch  # people, never one user
    assert extract("区政府有120个公务员要用Qwen2.5-14B").patch.head_count == 120


def test_one_model_alone_is_read_as_before():
    assert extract("serve DeepSeek-R1 to 100 users").patch.model == "DeepSeek-R1"
