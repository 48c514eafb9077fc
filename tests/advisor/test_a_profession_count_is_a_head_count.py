"""People counted by their profession or team ("our 70 nurses", "for 35 paralegals", 全公司 400 个销售, 給醫護 250 人用,
畀 90 個同事用) are a head count, never dropped and never all at once: the office rule (tools.traffic) then sizes
PEOPLE_AT_ONCE_PERCENT (15 %) of them at once, rounded up, at least 5.

Hand-worked: 60 paralegals → ⌈60 × 0.15⌉ = 9 at once; 220 salespeople → ⌈33.0⌉ = 33."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "people"), [
    ("internal chatbot on Qwen2.5-14B for our 70 nurses", 70),                 # a profession noun
    ("deploy Llama-3.1-8B for 35 paralegals", 35),
    ("Mistral-Small-24B assistant for 12 radiologists", 12),                   # an "-ist" noun, read by its ending
    ("serve gemma-2-27b to 85 sales reps", 85),                                # a two-word team noun
    ("a Qwen2.5-32B helper for 140 salespeople", 140),
    ("部署 Qwen2.5-14B，全公司 400 个销售用", 400),                              # 简体: 销售 are people
    ("Qwen2.5-7B 内部助手，给 150 个业务员用", 150),
    ("給醫護 250 人用 Llama-3.1-8B", 250),                                      # 繁體: profession before 人
    ("部署 Qwen2.5-32B 畀 90 個同事用", 90),                                     # Cantonese 畀 … 用
    ("Qwen2.5-14B 給 45 名護理人員用", 45),
    ("部署 Qwen2.5-14B，护士 130 名使用", 130),                                  # the profession before its count
    ("Qwen2.5-7B 俾 55 個 sales 用", 55),                                       # Cantonese with an English noun
    ("Llama-3.1-8B used by 75 call-center agents", 75),                          # a team word before the noun
    ("serve Qwen2.5-7B for 42 front-line nurses", 42),
    # a clause that is only the count and the profession, after the job (was dropped: sized as 1 at once)
    ("部署Qwen2.5-14B给病房写护理记录，80名护士，数据不能出院", 80),
    ("想用 Qwen2.5-32B 審閱合約，大概 16k context，25 位律師，要租什麼？", 25),
    # 幫 (help) with the department between it and the count
    ("想用 Qwen2.5-14B 幫急診科 45 位醫師寫病歷摘要", 45),
])
def test_a_profession_count_is_a_head_count(text, people):
    p = extract(text).patch
    assert p.head_count == people and p.concurrency is None


@pytest.mark.parametrize(("text", "people"), [
    ("serve Qwen2.5-72B for 18 doctors and 60 nurses", 78),                   # 18 + 60: both kinds, not the first
    ("Llama-3.1-8B for 40 engineers plus 25 analysts", 65),                   # 40 + 25
    ("Qwen2.5-72B for 1,200 nurses and 300 doctors", 1500),                   # 1,200 is one number: 1200 + 300
    ("给二十个医生和五十个护士用 Qwen2.5-14B", 70),                              # 简体 numerals: 20 + 50
    ("30 位律師同 15 位助理用 Qwen2.5-32B", 45),                                # Cantonese 同 (and): 30 + 15
])
def test_people_of_two_kinds_are_one_head_count(text, people):
    assert extract(text).patch.head_count == people


@pytest.mark.parametrize("text", [
    "销售额 500 万的公司，部署 Qwen2.5-7B",             # 销售额 is an amount of sales, not salespeople
    "fine-tune Llama-3.1-8B on 300 playlists",          # "-lists" is never a person
    "Mixtral-8x7B has 8 experts; serve it",             # MoE experts are no people
])
def test_a_word_that_only_looks_like_people_is_no_head_count(text):
    assert extract(text).patch.head_count is None


@pytest.mark.slow
def test_a_profession_head_count_is_sized_by_the_office_rule(tmp_path):
    # 60 paralegals: ⌈60 × 15 %⌉ = 9 at once, said in the answer, never 60 at once
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "serve Qwen2.5-14B as a drafting assistant for our 60 "
                                                             "paralegals, what should we rent?").text
    assert "9 concurrent" in out or "9 at once" in out
    assert "60 concurrent" not in out


@pytest.mark.slow
def test_a_profession_head_count_in_chinese_is_sized_by_the_office_rule(tmp_path):
    # 220 个销售: ⌈220 × 15 %⌉ = 33 at once
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "全公司 220 个销售要用 Qwen2.5-7B 写周报，租什么卡？").text
    assert "33" in out and "220" in out
