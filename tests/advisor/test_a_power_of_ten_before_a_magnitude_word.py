"""A figure in scientific notation before a magnitude word (1e300亿字, 1e300万字, "1e300 million words") is read as the
whole figure, never as the digits after its "e": "1e300亿字" was read as 300亿字 (a 20.1B-token translation, no word of
1e300) and "1e300 million words" as 300 million (with "'1e400' is not read", a figure nobody typed, made of the
rewrite). Now 1e300 is said not read and no total is sized; an exponent in range is its plain value (1e2万字 =
100 × 10,000 = 1,000,000 字, the same as 100万字).

In a translation thread, a total said in 字 is never taken as one request's context: "改成1e300亿字呢？" was answered with
the internal bound "seq_len 必须在 1 到 10,000,000 之间（收到 20,100,000,000）" and the plan gone (改成2亿字呢？ too); now
1e300 is said not read and the thread's plan stands, and a new total grows the batch by new ÷ old."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

_NOT_READ = "'1e300' is not read: no figure here is that small or that large; write the number in plain digits"


@pytest.mark.parametrize("text", [
    "用Qwen2.5-72B把1e300亿字中文翻成英文",     # 简体, 亿
    "用Qwen2.5-72B將1e300億字中文翻成英文",     # 繁體, 億
    "用Qwen2.5-72B把1e300万字中文翻成英文",     # 万
    "translate 1e300 million words of Chinese into English with Qwen2.5-72B",
])
def test_an_exponent_before_a_magnitude_is_never_its_last_digits(text):
    e = extract(text)
    assert _NOT_READ in e.notes, e.notes
    assert e.patch.batch_requests is None and e.patch.seq_len is None, e.patch
    assert not any("300" in n and "read as" in n for n in e.notes), e.notes  # no 300亿字 / 300 million words
    assert not any("1e400" in n for n in e.notes), e.notes  # no figure nobody typed


def test_an_exponent_in_range_is_its_plain_value():
    # 1e2万字 = 100万字 = 1,000,000 字 → the same batch as 100万字
    assert extract("用Qwen2.5-72B把1e2万字中文翻成英文").patch.batch_requests == \
        extract("用Qwen2.5-72B把100万字中文翻成英文").patch.batch_requests


@pytest.mark.slow
def test_a_translation_thread_keeps_its_plan_when_the_new_total_is_refused():
    eng = Engine(store=Store(":memory:"))
    first = eng.handle("t", "用Qwen2.5-72B把1亿字中文翻成英文")
    assert first.recommendation is not None
    out = eng.handle("t", "改成1e300亿字呢？").text
    assert "“1e300”未读取" in out, out[:300]
    assert "seq_len" not in out and "20,100,000,000" not in out, out[:300]
    assert "方案不变" in out and "Qwen2.5-72B" in out, out[:300]  # the thread's plan said again


@pytest.mark.slow
def test_a_new_corpus_total_in_a_thread_grows_the_batch():
    # 1亿字 × 0.67 token a character = 67M tokens ÷ 2,048 a request = 32,715 requests; 2亿字 is twice that (65,430),
    # never a 134M-token context (the "seq_len must be …" bound); 3亿字 after it is 1.5 × 65,430 = 98,145
    eng = Engine(store=Store(":memory:"))
    first = eng.handle("t", "用Qwen2.5-72B把1亿字中文翻成英文").recommendation
    assert first is not None and first.workload.batch_requests == 32_715
    again = eng.handle("t", "改成2亿字呢？")
    assert "seq_len" not in again.text and again.recommendation is not None, again.text[:300]
    assert again.recommendation.workload.batch_requests == 65_430
    assert eng.handle("t", "改成3亿字呢？").recommendation.workload.batch_requests == 98_145


@pytest.mark.slow
def test_one_documents_length_in_a_thread_is_still_its_context():
    # 6万字 is one contract's length (below a corpus's 1,000,000 字): the context, never a growth of the load
    eng = Engine(store=Store(":memory:"))
    eng.handle("t", "用户还会上传整份合同，用Qwen2.5-7B做问答，10个人用")
    r = eng.handle("t", "合同6万字左右")
    assert r.recommendation is not None and r.recommendation.workload.seq_len > 40_000, r.text[:300]
    grown = eng.handle("t", "改成8万字呢？").recommendation
    assert grown is not None and grown.workload.concurrency == r.recommendation.workload.concurrency
