"""Items counted per second or per minute are a request rate, whatever the counter or item word: 高峰每秒300条,
尖峰每秒會有450筆訂單, 每分钟1.2万条, "800 product titles per second", "9,000 support tickets a minute". Before, only
request / query / call words made a rate, so 每秒N筆 was read as a batch of N items, and a serving turn after a
training turn was sized as a one-off batch on one card.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.said_rates import item_rate
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,rate", [
    # Hand: a count said per second is that many requests a second; per minute it is the count ÷ 60
    # (12,000 a minute = 200 a second; 9,000 a minute = 150 a second).
    ("训好之后要上线，高峰每秒300条分类请求，要开几台？", 300),
    ("上线后每分钟1.2万条调用", 200),
    ("高峰每秒會有450筆訂單要判斷", 450),
    ("上線後大概 600筆/秒，要幾張卡？", 600),
    ("Once it is trained we serve it: peak 800 product titles per second. How many GPUs?", 800),
    ("We get 9,000 support tickets a minute at peak", 150),
])
def test_items_a_second_are_requests_a_second_not_a_batch(text, rate):
    said = item_rate(text)
    assert said is not None and said[0] == rate, said
    p = extract(text).patch
    assert p.target_requests_per_s == rate, p
    assert not p.batch_requests and p.dataset is None, p


@pytest.mark.parametrize("text", [
    "每天有50万条评论要分类",  # a day's items: a batch (or a daily rate), never per second
    "Llama-3-8B at 30 tokens per second",  # a token rate, not requests
    "我们有300万条工单标题要分类",
])
def test_no_item_rate_without_a_second_or_a_minute(text):
    assert item_rate(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("first,second,rate", [
    ("我们有300万条工单标题（平均约120 token），要全参微调Qwen2.5-3B做800类分类，2个epoch，租什么卡？",
     "训好之后要上线，高峰每秒300条分类请求，要开几台？", 300),
    ("我們有200萬筆商品描述（平均約100 token），要全參數微調Qwen2.5-1.5B做分類，3個epoch，要租什麼卡？",
     "訓練完要上線，尖峰每秒會有450筆分類請求，要開幾台？", 450),
    ("Full fine-tune Qwen2.5-3B on 2M support tickets of about 150 tokens for 2 epochs to route them into 300 queues",
     "After training we put it online: at peak 800 tickets per second. How many GPUs?", 800),
])
def test_a_serving_turn_with_a_rate_is_sized_as_a_service(tmp_path, first, second, rate):
    # Hand: after the training turn, "N items a second" asks for a service: the thread's task becomes inference with
    # N requests a second as its target (each request ≈ 150 prompt tokens, a label out: prefill-bound, sized by the
    # rate), never a batch of N items finished once.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    eng.handle("t", second)
    w, _, _ = eng.store.load("t")
    assert w.task == "inference" and w.target_requests_per_s == rate, w
    assert not w.batch_requests, w
