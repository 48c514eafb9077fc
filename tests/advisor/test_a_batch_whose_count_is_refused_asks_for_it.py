"""A batch whose count is refused (signed, zero, not a number, 1e300) with no other volume said: the count is asked
for, never a one-user chat sized in its place (用Qwen2.5-72B每天晚上写-1万章 was answered "1 路并发 · 每天 7 小时":
the night's 7 hours as one chat user nobody asked for). English, 简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.batch_count_unread import batch_count_question
from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home


@pytest.mark.parametrize(("text", "unit"), [
    ("用Qwen2.5-72B每天晚上写-1万章，每章4000字", "章"),
    ("用Qwen2.5-72B每天晚上写1e300章，每章4000字", "章"),
    ("用Qwen2.5-72B每天晚上写0章，每章4000字", "章"),
    ("用Qwen2.5-72B每天晚上寫NaN章，每章4000字", "章"),
    ("write -10k chapters every night with Qwen2.5-72B", "chapters"),
    ("generate 1e300 product descriptions overnight with Qwen2.5-7B", "descriptions"),
    ("a nightly batch of -80k prompts on Qwen2.5-72B", "prompts"),
    ("用Qwen2.5-7B每天生成-5万条商品描述", "条"),
    # a one-off batch (no night or day said) is a batch too: its count asked "in the batch", never a 1-user chat
    ("用Qwen2.5-72B写-1万章", "章"),
    ("reply to -20,000 support emails with Llama-3-8B", "emails"),
])
def test_a_refused_count_asks_for_the_count(text, unit):
    q = batch_count_question(text, extract(text))
    assert q is not None and q.args["unit"] == unit, q


@pytest.mark.parametrize("text", [
    "用Qwen2.5-72B每天晚上写1万章，每章4000字",  # read: 10,000 requests a day, sized as a batch
    "write 10k chapters every night with Qwen2.5-72B",
    "write -10k chapters with Qwen2.5-72B for 10 users",  # no batch word: a served load is said
])
def test_a_read_count_or_no_batch_asks_nothing(text):
    assert batch_count_question(text, extract(text)) is None


isolated_home = pytest.fixture(scope="module", name="isolated_home")(module_home)


def _turns(tmp_path_factory, *texts: str):
    eng = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    return [eng.handle("t", t) for t in texts]


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said", "asked"), [
    ("用Qwen2.5-72B每天晚上写-1万章，每章4000字", "“-1万章”未读取", "每晚要写多少章？"),
    ("用Qwen2.5-72B每天晚上写1e300章，每章4000字", "“1e300”未读取", "每晚要写多少章？"),
    ("用Qwen2.5-72B每天晚上写0章，每章4000字", "“0章”未读取", "每晚要写多少章？"),
    ("用Qwen2.5-72B每天晚上写NaN章，每章4000字", "“NaN章”未读取", "每晚要写多少章？"),
    ("用Qwen2.5-72B每天晚上寫NaN章，每章4000字", "“NaN章”未讀取", "每晚要寫多少章？"),
    ("write -10k chapters every night with Qwen2.5-72B", "'-10k chapters' is not read", "How many chapters each night?"),
])
def test_the_answer_asks_and_sizes_no_chat_user(isolated_home, tmp_path_factory, text, said, asked):
    r = _turns(tmp_path_factory, text)[-1]
    assert said in r.text and asked in r.text, r.text[:800]
    # no plan of one chat user the night's 7 hours (1 路并发 · 每天 7 小时 / 1 user · 7 h a day), no rental
    for never in ("1 路并发", "1 路並發", "1 user", "每天 7 小时", "每天 7 小時", "7 h a day", "/h", "每小时", "每小時"):
        assert never not in r.text, (never, r.text[:800])
    assert r.recommendation is None, r.text[:300]


@pytest.mark.slow
def test_the_count_said_next_sizes_the_batch_on_the_model_kept(isolated_home, tmp_path_factory):
    # 10,000 chapters × 4,000 字 × 0.67 token a 字 = 2,680 tokens out each: a batch of 10,000 requests a night
    r = _turns(tmp_path_factory, "用Qwen2.5-72B每天晚上写-1万章，每章4000字", "每天晚上写1万章，每章4000字")[-1]
    assert "Qwen2.5-72B" in r.text and "10,000 条" in r.text and "2,680 token" in r.text, r.text[:800]
