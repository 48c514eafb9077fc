"""A follow-up that says a new count of a unit an earlier turn counted ("what if we have 1,000 stores?" after 50 stores,
如果有1000家门店呢？, 如果有1000間分店呢？, "what if we have 400 cameras?") re-sizes the thread with that count
(advisor/core/count_growth.py): a growth by new ÷ old (tools.followup.count_factor) on the thread's load, or a named
non-LLM job's message said again with the new count. Read alone it named no model and no load and was answered as
"outside what I do" (or with the first plan and "nothing new to re-size it by")."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.count_growth import count_as_growth
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import count_factor

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

_STORES = "we run YOLOv8 on camera photos from 50 stores, one photo a minute per store, what GPU?"


def _never(_: str) -> bool:
    return False


def test_the_factor_is_the_new_count_over_the_old():
    assert count_factor(50, 1000) == 20  # 1,000 stores ÷ 50 stores
    assert count_factor(50, 20) is None and count_factor(0, 10) is None  # a shrink, or nothing counted, is no growth


@pytest.mark.parametrize("text, said", [
    ("what if we have 1,000 stores?", "what if the stores and the load grow 20x?"),  # 1,000 ÷ 50
    ("如果有1000家门店呢？", "what if the 门店 and the load grow 20x?"),
    ("如果有1000間分店呢？", "what if the 分店 and the load grow 20x?"),  # 分店 counts the same stores as 门店
    ("and with 2k shops?", "what if the shops and the load grow 40x?"),  # 2,000 ÷ 50
])
def test_a_new_count_of_the_threads_stores_is_a_growth(text, said):
    assert count_as_growth(text, [_STORES], False, _never) == (said, None)


def test_a_second_new_count_grows_on_the_first():
    # 50 stores grown 20x = 1,000; then 2,000 stores is 2x more
    thread = [_STORES, "what if the stores and the load grow 20x?"]
    assert count_as_growth("and 2,000 stores?", thread, False, _never)[0] == "what if the stores and the load grow 2x?"


@pytest.mark.parametrize("text, thread", [
    ("what if we have 1,000 stores?", ["serve Qwen2.5-7B for 50 users"]),  # no stores counted before
    ("what if we have 20 stores?", [_STORES]),  # fewer: no growth
    ("what if 1,000 stores each send 5 photos?", [_STORES]),  # figures of its own: read as said
    ("what if we have 1000 users?", [_STORES]),  # users are no stores
])
def test_no_growth_without_a_larger_count_of_the_same_unit(text, thread):
    assert count_as_growth(text, thread, False, _never) is None
    assert count_as_growth("what if we have 1,000 stores with Qwen2.5-7B?", [_STORES], True, _never) is None


def test_a_named_non_llm_jobs_message_is_said_again_with_the_count():
    again, line = count_as_growth("what if we have 1,000 stores?", [_STORES], False, lambda t: "YOLO" in t)
    assert again == _STORES.replace("50 stores", "1000 stores") and "'50 stores' → 1,000" in line.en


def _turns(first: str, again: str):
    eng = Engine(store=Store(":memory:"))
    eng.handle("t", first)
    return eng.handle("t", again)


@pytest.mark.slow
@pytest.mark.parametrize("first, again", [
    (_STORES, "what if we have 1,000 stores?"),
    ("我们用YOLOv8处理50家门店的摄像头照片，每家店每分钟一张，用什么GPU？", "如果有1000家门店呢？"),
    ("我們用YOLOv8處理50間分店的鏡頭相片，每間店每分鐘一張，用咩GPU？", "如果有1000間分店呢？"),
])
def test_the_stores_job_is_read_again_with_the_new_count(first, again):
    r = _turns(first, again)
    assert "YOLOv8" in r.text and "1,000" in r.text, r.text[:400]  # the job kept, the new count said
    assert "outside what I do" not in r.text and "超出了我的范围" not in r.text


@pytest.mark.slow
@pytest.mark.parametrize("first, again, said", [
    # 400 cameras × 5 fps = 2,000 frames/s (it was 50 × 5 = 250)
    ("we run YOLOv8 on 50 cameras at 5 fps, what GPU?", "what if we have 400 cameras?", "2,000 frames/s"),
    ("我们用YOLOv8跑50路摄像头，每秒5帧，用什么GPU？", "如果有400路摄像头呢？", "每秒 2,000 帧"),
])
def test_cameras_grow_the_same_way(first, again, said):
    assert said in _turns(first, again).text


@pytest.mark.slow
def test_clinics_grow_a_daily_batch():
    # 50 clinics × 200 notes = 10,000 a day; 1,000 clinics × 200 = 200,000 a day
    r = _turns("our 50 clinics each send 200 notes a day to Qwen2.5-7B for summaries, what GPU?",
               "what if we have 1,000 clinics?")
    assert r.recommendation is not None and r.recommendation.workload.batch_requests == 200_000, r.text[:300]


@pytest.mark.slow
def test_stores_grow_a_served_load():
    # 1,000 ÷ 50 stores = × 20 on whatever load the first turn read (its people at once)
    eng = Engine(store=Store(":memory:"))
    r1 = eng.handle("t", "用Qwen2.5-7B给50家门店的客服做问答，每家门店10个人同时在用")
    r2 = eng.handle("t", "如果有1000家门店呢？")
    assert r1.recommendation is not None and r2.recommendation is not None, r2.text[:300]
    assert r2.recommendation.workload.concurrency == 20 * r1.recommendation.workload.concurrency
    assert "× 20" in r2.text
