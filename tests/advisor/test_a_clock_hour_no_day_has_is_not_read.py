"""A clock window across midnight with an hour no day has — above 24, signed, NaN ("晚上25点到第二天7点" was a 6-hour
window 25:00 → 07:00; 晚上-11点 a 20-hour one from 11:00, the minus and 晚上 dropped; 第二天-7点 and 第二天NaN点 no window
and no word) — is said not read (extract_rules.drop_impossible_counts) and nothing is sized on it. In a thread, a
follow-up whose only figures are refused ("改成晚上11点到第二天25点呢？", "what if we have 1e300 engineers?") keeps the
thread's job (buy_more_read.refused_in_thread), never "outside what I do"."""

from __future__ import annotations

import pytest

from advisor.core.buy_more_read import refused_in_thread
from advisor.core.extract_rules import drop_impossible_counts, extract
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, said", [
    ("用Qwen2.5-7B在晚上25点到第二天7点处理100万条评论", "“晚上25点”未读取"),
    ("用Qwen2.5-7B在晚上-11点到第二天7点处理100万条评论", "“晚上-11点”未读取"),
    ("用Qwen2.5-7B在晚上11点到第二天-7点处理100万条评论", "“第二天-7点”未读取"),
    ("用Qwen2.5-7B在晚上11點到第二天NaN點處理100萬條評論", "“第二天NaN點”未读取"),
    ("改成晚上11点到第二天25点呢？", "“第二天25点”未读取"),
    ("改成晚上-1点到第二天7点呢？", "“晚上-1点”未读取"),
])
def test_the_hour_is_said_not_read(text, said):
    notes = drop_impossible_counts(text)[1]
    assert any(said in zh and "0 到 24" in zh for _, zh in notes), notes
    assert any("a clock hour is from 0 to 24" in en for en, _ in notes)


@pytest.mark.parametrize("text", ["用Qwen2.5-7B在晚上11点到第二天7点处理100万条评论", "下午3点到5点", "到24点"])
def test_an_hour_of_the_day_is_read(text):
    assert drop_impossible_counts(text)[1] == []  # 23:00 → 07:00 is the 8-hour window


def test_a_followup_of_refused_figures_keeps_the_threads_job():
    e = extract("what if we have 1e300 engineers?")
    kept = refused_in_thread(e, Workload(model="Qwen2.5-Coder-7B"), "what if we have 1e300 engineers?")
    assert "off_topic" not in kept.intents and any("'1e300' is not read" in n for n in kept.notes)
    assert refused_in_thread(e, Workload(), "what if we have 1e300 engineers?") is e  # no job in the thread


@pytest.mark.slow
@pytest.mark.parametrize("first, again, said", [
    ("用Qwen2.5-7B在晚上11点到第二天7点处理100万条评论", "改成晚上11点到第二天25点呢？", "“第二天25点”未读取"),
    ("用Qwen2.5-7B在晚上11點到第二天7點處理100萬條評論", "改成晚上-1點到第二天7點呢？", "“晚上-1點”未讀取"),
    ("code completion for 60 engineers with Qwen2.5-Coder-7B", "what if we have 1e300 engineers?", "'1e300' is not read"),
])
def test_the_thread_keeps_its_job(first, again, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(":memory:"))
    eng.handle("t", first)
    r = eng.handle("t", again)
    assert said in r.text, r.text[:500]
    assert "outside what I do" not in r.text and "超出" not in r.text
    assert "Qwen2.5" in r.text  # the thread's plan, as it stood (the 8-hour window or 60 engineers)
