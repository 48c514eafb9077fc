"""A model the user named that the registry does not hold, its size asked, stays the thread's model: a follow-up that
names no model ("only Aliyun, how do we set it up?", "cheaper?") asks its size again, never answers the chat's default
serving model (Qwen2.5-14B) as if no model had been named. A size or a listed model given later replaces it."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def _engine(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db"))


@pytest.mark.parametrize(("first", "then", "asked"), [
    ("我们是律所，50个律师，想私有化部署DeepSeek-V4-Exp，整份合同丢进去问（最长128k），国内，要什么卡多少钱一个月",
     "只能用阿里云，怎么配", "不在我的模型库里"),
    ("我們是律師事務所，30位律師，想自建Qwen4-Max-Preview，整份合約丟進去問，台灣，要什麼卡",
     "只能用台智雲，怎麼配", "不在我的模型庫裡"),
    ("we're a law firm, 40 lawyers, want to self-host Granite-5-Ultra-Preview for contract Q&A, which GPUs?",
     "we're AWS-only, how do we set it up?", "not in my"),
])
def test_a_follow_up_keeps_asking_the_named_models_size(tmp_path, first, then, asked):
    eng = _engine(tmp_path)
    eng.handle("t", first)
    r = eng.handle("t", then)
    assert asked in r.text, r.text[:600]
    assert "Qwen2.5-14B" not in r.text, r.text[:600]


def test_a_size_given_later_is_sized(tmp_path):
    eng = _engine(tmp_path)
    eng.handle("t", "we're a law firm, 40 lawyers, want to self-host Granite-5-Ultra-Preview for contract Q&A, which GPUs?")
    r = eng.handle("t", "it's a generic 70B")
    assert "70B" in r.text and "Qwen2.5-14B" not in r.text, r.text[:600]
