"""Readings that were dropped or taken from the wrong phrase, each as a class:
- a people noun mistyped after its count ("20 usrs", "20 poeple", "5 concurent") is the noun, said in a note;
- Chinese glued without punctuation ("给200人用同时在线50人上下文32k") starts a new clause where a new count phrase starts;
- a Chinese "faster" said on its own (再快一点呢, 快一点, 能再快點嗎, 更快的呢) asks for the fastest plan, as "faster?";
- credits with a bare amount beside them (10万阿里云代金券, 阿里云代金券10万, "10k AWS credits") keep their amount;
- a budget said as NaN or infinite is said back as not read, as a negative one is;
- a weekday said with the end of its working day (这周五下班前, 下週五下班前, "this Friday EOD") is that day's 18:00.
Every expected figure is worked by hand in its comment."""

from __future__ import annotations

from datetime import datetime

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import calendar_deadline, extract, fix_typos
from advisor.core.store import Store
from tests.conftest import module_home
from tools.deadlines import calendar_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("typo", "noun"), [
    ("usrs", "users"), ("uers", "users"), ("usres", "users"), ("userss", "users"),  # four letters too: one edit
    ("poeple", "people"), ("peple", "people"), ("concurent", "concurrent"), ("concurrnet", "concurrent"),
])
def test_a_mistyped_people_noun_after_its_count_is_read_as_the_noun_and_said(typo, noun):
    typed, spelt = extract(f"serve Llama-3.1-8B for 20 {typo}"), extract(f"serve Llama-3.1-8B for 20 {noun}")
    # the typo reads exactly as the spelt noun: 20 of them, not the 1 user of no load stated
    assert (typed.patch.concurrency, typed.patch.head_count) == (spelt.patch.concurrency, spelt.patch.head_count)
    assert 20 in (typed.patch.concurrency, typed.patch.head_count), typed.patch
    assert any(f"{typo} → {noun}" in n for n in typed.notes), typed.notes  # the correction is said


@pytest.mark.parametrize("word", ["uses", "days", "gpus", "runs"])
def test_a_real_short_word_after_a_count_is_no_typo(word):
    # "uses" is one edit from "users" but a word of its own; the others are no unit word's typo
    assert fix_typos(f"20 {word} a day") == (f"20 {word} a day", [])


@pytest.mark.parametrize("text", [
    "部署Qwen2.5-14B给200人用同时在线50人上下文32k",  # 简体, no punctuation at all
    "部署Qwen2.5-14B給200人用同時在線50人上下文32k",  # 繁體
    "部署 Qwen2.5-14B 给200人用，同时在线50人，上下文32k",  # with commas: read the same
])
def test_glued_chinese_count_phrases_are_each_their_own_clause(text):
    p = extract(text).patch
    # 50 online (the online words are the 50's, not the 200's); 32k context = 32 × 1,024 = 32,768
    assert (p.users_online, p.seq_len) == (50, 32768), p
    assert p.concurrency is None


def test_a_glued_concurrency_is_not_read_as_the_context_after_it():
    p = extract("部署Qwen2.5-14B给200人用并发20上下文8k").patch
    assert (p.concurrency, p.seq_len) == (20, 8192), p  # 并发 20; 8k = 8 × 1,024


def test_online_words_after_their_own_count_stay_in_its_clause():
    # "200人同时在线": the 200 are online (no new count follows the online words)
    assert extract("部署Qwen2.5-14B给200人同时在线").patch.users_online == 200


@pytest.mark.parametrize("text", ["再快一点呢", "快一点", "能再快点吗", "更快的呢", "有没有更快的",
                                  "再快一點呢", "快一點", "能再快點嗎", "更快的呢？", "有沒有更快的"])
def test_a_chinese_faster_follow_up_asks_for_the_fastest(text):
    assert extract(text).patch.priority == "fastest"


@pytest.mark.parametrize("text", ["H100比A100更快吗", "快点告诉我要租什么"])
def test_a_comparison_or_a_hurry_is_no_faster_follow_up(text):
    assert extract(text).patch.priority is None


@pytest.mark.parametrize(("text", "provider", "amount", "currency"), [
    ("我们有10万阿里云代金券，部署 Qwen2.5-32B 给20人用", "alibaba", 100_000, "CNY"),  # 10万 = 10 × 10,000 yuan
    ("阿里云代金券10万，部署 Qwen2.5-32B 给20人用", "alibaba", 100_000, "CNY"),  # the amount after the words
    ("有阿里云10万的代金券，部署 Qwen2.5-32B 给20人用", "alibaba", 100_000, "CNY"),  # between provider and words
    ("我們有5萬阿里雲代金券，部署 Qwen2.5-32B 給20人用", "alibaba", 50_000, "CNY"),  # 5萬 = 50,000
    ("we have 10k AWS credits, serve Qwen2.5-32B for 20 users", "aws", 10_000, "USD"),  # 10k dollars
    ("预算5000元，有10万阿里云代金券，部署 Qwen2.5-32B 给20人用", "alibaba", 100_000, "CNY"),  # the budget is not them
])
def test_credits_with_a_bare_amount_keep_it(text, provider, amount, currency):
    c = extract(text).patch.credits
    assert c is not None and (c.provider, c.amount, c.currency) == (provider, amount, currency), c


@pytest.mark.parametrize(("text", "said"), [
    ("serve Llama-3.1-8B for 20 users, budget NaN", "'budget NaN' is not read"),
    ("serve Llama-3.1-8B for 20 users, budget: inf", "'budget: inf' is not read"),
    ("serve Llama-3.1-8B for 20 users, infinite budget", "'infinite budget' is not read"),
    ("部署 Llama-3.1-8B 给20人用，预算无穷大", "'预算无穷大' is not read"),  # notes hold the English line
])
def test_a_budget_that_is_no_finite_amount_is_said_back(text, said):
    e = extract(text)
    assert e.patch.budget is None and any(said in n for n in e.notes), e.notes


THU_1334 = datetime(2026, 12, 3, 13, 34)  # Thursday 3 Dec 2026, 13:34 (the attack's clock)


def test_the_end_of_a_named_weekday_in_the_rule_table():
    # Friday 4 Dec 18:00: 10 h 26 min to midnight + 18 h = 28 h 26 min ≈ 28.4 h
    got = calendar_hours("weekday_end", THU_1334, weekday=4)
    assert got is not None and got[0] == pytest.approx(28.4)


@pytest.mark.parametrize(("text", "hours"), [
    ("用 Qwen2.5-7B 把50万篇文章翻译成英文，这周五下班前跑完", 28.4),  # Fri 4 Dec 18:00 (above)
    ("本週五下班前要跑完", 28.4),
    ("this Friday EOD", 28.4),
    ("we need it by end of day Friday", 28.4),
    ("下周五下班前跑完", 196.4),  # next week's Friday, 11 Dec 18:00: 7 × 24 = 168 h more, 196.4
    ("下週五下班前要交", 196.4),
    ("by EOD next Friday", 196.4),
    ("EOD Monday", 100.4),  # Mon 7 Dec 18:00: 4 × 24 = 96 h to Mon 13:34, + 4 h 26 min ≈ 100.4
    ("今天下班前要跑完", 4.4),  # today's end of work is unchanged: 18:00 − 13:34 = 4 h 26 min ≈ 4.4
])
def test_a_weekday_with_the_end_of_its_working_day_is_that_day_at_six(text, hours):
    got = calendar_deadline(text, THU_1334)
    assert got is not None and got[0] == pytest.approx(hours), (text, got)
    assert got[1] is not None and "18:00" in got[1].en and "18:00" in got[1].zh


@pytest.mark.slow
def test_a_chinese_faster_follow_up_in_a_chat_gives_the_fastest_plan(tmp_path):
    engine = Engine(store=Store(tmp_path / "s.db"))
    engine.handle("t", "部署 Qwen2.5-32B 给20人用")
    r = engine.handle("t", "再快一点呢")
    # the follow-up is read (no "nothing changed" reply) and the plan's title says the fastest priority
    assert "最快" in r.text.splitlines()[0], r.text[:400]
