"""A growth follow-up whose count of the thread's unit is no count — signed, zero, a fraction of one, NaN, or beyond
any count ("what if we have -200 cameras?", "0 stores", "0.5 cameras", "1e300 cameras", 如果有NaN家门店呢？,
如果有-1000家門店呢？) — is said back as not read, and the thread's job is read again as it stood: "-200 cameras" was
applied as a 4x growth (50 → 200 cameras, the minus dropped), and "-1,000 stores" or "1e300 cameras" lost the job
("That is outside what I do", "Not sized here")."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.count_growth import count_as_growth
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import whole_count

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

_CAMERAS = "count people on 50 cameras with person re-ID"
_STORES = "500 stores each send one shelf photo every minute to Qwen2.5-VL-7B"


def _never(_: str) -> bool:
    return False


@pytest.mark.parametrize("figure, magnitude, n", [
    ("200", 1.0, 200.0), ("1,000", 1.0, 1000.0), ("2.5", 1e3, 2500.0),  # "2.5k" is 2,500: whole
    ("-200", 1.0, None), ("−200", 1.0, None), ("0", 1.0, None), ("0.5", 1.0, None),  # signed, zero, half a camera
    ("NaN", 1.0, None), ("inf", 1.0, None), ("1e300", 1.0, None),  # no number, and past any count (1e15)
])
def test_a_count_is_a_whole_number_above_zero(figure, magnitude, n):
    assert whole_count(figure, magnitude) == n


@pytest.mark.parametrize("text, thread, item", [
    ("what if we have -200 cameras?", _CAMERAS, "50 cameras"),  # was 50 × 4 = 200 cameras, the minus unsaid
    ("what if we have 1e300 cameras?", _CAMERAS, "50 cameras"),
    ("what if we have 0.5 cameras?", _CAMERAS, "50 cameras"),
    ("what if we have -1,000 stores?", _STORES, "500 stores"),
    ("what if we have 0 stores?", _STORES, "500 stores"),
    ("如果有NaN家门店呢？", "50家门店每分钟拍一张货架照片，用Qwen2.5-VL-7B识别", "50家门店"),
    ("如果有-1000家門店呢？", "50家門店每分鐘拍一張貨架照片，用Qwen2.5-VL-7B識別", "50家門店"),
])
def test_a_refused_count_reads_the_threads_job_again_as_it_stood(text, thread, item):
    again, line = count_as_growth(text, [thread], False, _never)
    assert again == thread  # nothing sized on the refused figure: the job's own message, its count as it was
    assert "is not read: a count is a whole number above 0" in line.en and f"('{item}')" in line.en
    assert "未读取：数量须是大于 0 的整数" in line.zh


def test_a_good_count_still_grows_and_no_thread_count_is_no_answer_here():
    assert count_as_growth("what if we have 200 cameras?", [_CAMERAS], False, _never) == (
        "what if the cameras and the load grow 4x?", None)  # 200 ÷ 50
    assert count_as_growth("what if we have -200 cameras?", ["serve Llama-3-8B for 50 users"], False, _never) is None


def _turns(*texts: str):
    eng = Engine(store=Store(":memory:"))
    return [eng.handle("t", t) for t in texts][-1]


@pytest.mark.slow
@pytest.mark.parametrize("first, again, said", [
    (_CAMERAS, "what if we have -200 cameras?", "'-200 cameras' is not read"),
    ("we have " + _STORES, "what if we have -1,000 stores?", "'-1,000 stores' is not read"),
    ("50家門店每分鐘拍一張貨架照片，用Qwen2.5-VL-7B識別", "如果有-1000家門店呢？", "“-1000家門店”未讀取"),
])
def test_the_threads_job_is_kept_beside_the_refused_count(first, again, said):
    r = _turns(first, again)
    assert said in r.text, r.text[:600]
    assert "200 cameras" not in r.text.replace("-200 cameras", "") and "1,000 stores" not in r.text.replace("-1,000", "")
    assert "outside what I do" not in r.text and "超出" not in r.text and "Not sized here" not in r.text
    assert "D-FINE" in r.text or "Qwen2.5-VL-7B" in r.text  # the job of the first turn, sized as it was
