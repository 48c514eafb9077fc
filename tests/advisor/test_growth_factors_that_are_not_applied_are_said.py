"""A growth follow-up whose factor is no growth the plan is re-run on (negative, 1 or less, above a thousandfold, not a
number) was answered wrongly or in silence: "what if users grow -3x?" grew the users 3× (the minus dropped); "0x" and
"100000000x" were "nothing changes the plan" without a word of the factor; "by NaN times" was "«NaN» is not a cloud or
card"; and in Chinese only 翻倍 / 加倍 / 到N倍 were read, so 如果用户增长3倍呢 and 如果人数翻10倍呢 were "这超出了我的范围"
in a thread about a plan. Now 增长N倍 / 翻N倍 are N times (as the media reader's growth is read), and a factor not
applied is said, with what is accepted, and the plan stands."""

from __future__ import annotations

import math

import pytest

from advisor.core.conversation import Engine
from advisor.core.growth import growth_factor, refused_growth
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,factor", [
    ("如果用户增长3倍呢？", 3), ("如果人数翻10倍呢？", 10), ("如果用戶增長5倍呢？", 5), ("如果人数翻十倍呢", 10),
    ("what if users grow 1e2x?", 100),  # 1e2 = 100
    ("what if users grow 5-10x?", 10), ("what if users grow 5 - 10x?", 10),  # a range's dash is no minus: its top
])
def test_a_chinese_or_scientific_factor_is_read(text, factor):
    assert growth_factor(text) == pytest.approx(factor)


@pytest.mark.parametrize("text,said,factor", [
    ("what if users grow -3x?", "-3x", -3), ("what if users grow 0x?", "0x", 0), ("what if users grow 0.5x?", "0.5x", 0.5),
    ("what if users grow 100000000x?", "100000000x", 1e8), ("what if users grow 1e17 times?", "1e17 times", 1e17),
    ("如果用户增长-3倍呢？", "增长-3倍", -3), ("如果用户增长0倍呢？", "增长0倍", 0), ("如果人数翻负3倍呢", "翻负3倍", -3),
    ("如果用户增长一万亿倍呢？", "增长一万亿倍", math.inf),
])
def test_a_factor_that_is_no_growth_is_refused_not_applied(text, said, factor):
    assert growth_factor(text) is None
    assert refused_growth(text) == (pytest.approx(factor), said)


def test_a_factor_that_is_not_a_number_is_refused():
    for text in ("what if users grow by NaN times?", "如果人数翻NaN倍呢？"):
        got = refused_growth(text)
        assert got is not None and math.isnan(got[0]), text


@pytest.mark.slow
@pytest.mark.parametrize("first,again,words", [
    ("serve Llama-3-8B for 100 users", "what if users grow -3x?", "'-3x' is not applied: a load never grows by a negative"),
    ("serve Llama-3-8B for 100 users", "what if users grow by NaN times?", "'NaN times' is not applied: it is not a number"),
    ("部署 Qwen2.5-7B，100 人同时用", "如果用户增长0倍呢？", "“增长0倍”未采用：增长倍数须大于 1"),
])
def test_the_reply_says_the_factor_is_not_applied_and_the_plan_stands(tmp_path, first, again, words):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", first)
    users = r1.recommendation.workload.concurrency
    r2 = eng.handle("t", again)
    assert words in r2.text, r2.text[:400]
    assert "not a cloud or card" not in r2.text and "超出了我的范围" not in r2.text
    assert r2.recommendation is None or r2.recommendation.workload.concurrency == users  # 100, not 300


@pytest.mark.slow
def test_a_chinese_factor_reruns_the_plan(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "部署 Qwen2.5-7B，100 人同时用")
    r2 = eng.handle("t", "如果用户增长3倍呢？")
    assert r2.kind == "answer" and r2.recommendation is not None, r2.text[:300]
    assert r2.recommendation.workload.concurrency == 300  # 100 × 3


def test_the_factor_reader_is_linear_in_a_run_of_digits():
    """Every chat message is searched for a factor before the 4,000-character cap (Engine.batch_grown): the "% more"
    figure started again at every digit of a long run and re-read it to its end, so 65,000 sevens took minutes (the
    line after it unanswered). Eight times the digits costs about eight times the time (8–10× on a quiet machine);
    quadratic would be ~64×, so the bound (32×) leaves room for a loaded machine's noise. The base is 16,000 digits
    (≈ 5 ms), not 4,000 (≈ 1 ms), whose timing a busy suite stretched to a 86× ratio on a linear reader."""
    import time

    from advisor.core.growth import _FACTOR

    def best(n: int) -> float:
        runs = []
        for _ in range(9):
            t = time.perf_counter()
            _FACTOR.search("7" * n)
            runs.append(time.perf_counter() - t)
        return max(min(runs), 1e-5)

    assert best(128_000) / best(16_000) < 32
    assert _FACTOR.search("what if 50% more users") is not None  # the percentage still read
