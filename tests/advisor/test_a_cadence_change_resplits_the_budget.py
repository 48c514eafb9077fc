"""A recurring embedding batch moved to another cadence in a follow-up has its budget split per run at the new cadence,
and the question "够吗" is answered in words. The first message's passages counted with 段 and their length in tokens
or characters ("2000万段、每段300 token") are the batch's items — a 段 of audio ("2000段每段30秒") is not."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_engine, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.parametrize(("text", "items"), [
    ("bge-m3 把2000万段、每段300 token 的文本每周做一次向量化，每月多少钱", 20_000_000),
    ("用bge-m3把2000萬段、每段300 token的文本每週向量化一次", 20_000_000),
    ("bge-m3每周把800万段，每段约500字的文本做向量化", 8_000_000),
    ("bge-m3 把2000万段文本每周做一次向量化，每段300 token", 20_000_000),
])
def test_passages_counted_with_duan_are_the_batch(text, items):
    w = extract(text).patch
    assert w.batch_requests == items and w.batch_period == "week"


def test_a_duan_of_audio_is_no_text_batch():
    # 2,000 clips of 30 s of music a day: seconds, never 2,000 text passages to embed
    w = extract("想用MusicGen-large批量生成背景音乐，每天大概2000段每段30秒，预算每月RM 4000").patch
    assert w.batch_requests is None and w.dataset is None


@pytest.mark.slow
@pytest.mark.parametrize(("thread", "first", "then", "share", "stale"), [
    # every 2 weeks on ¥3,000 a month: 730 ÷ 336 = 2.17 runs → 3,000 × 336 ÷ 730 = ¥1,380.82 a run (never the weekly
    # 3,000 × 168 ÷ 730 = ¥690.41); each run costs tens of yuan, so it is enough
    ("biweekly-zh", "bge-m3 把2000万段、每段300 token 的文本每周做一次向量化，每月多少钱",
     "改成每两周一次，预算每月3000元够吗", "每 2 周一批，每批分到约 ¥1,380.82", "690.41"),
    # Traditional script: 元 is read as NT$ (the answer says so), the split the same 3,000 × 336 ÷ 730
    ("biweekly-hant", "bge-m3 把2000萬段、每段300 token 的文本每週做一次向量化，每月多少錢",
     "改成每兩週一次，預算每月3000元夠嗎", "每 2 週一批，每批分到約 1,380.82 TWD", "690.41"),
])
def test_the_budget_is_split_at_the_new_cadence(engine, thread, first, then, share, stale):
    engine.handle(thread, first)
    out = engine.handle(thread, then).text
    assert share in out and stale not in out, out[:1200]
    assert "够：" in out or "夠：" in out, out[:1200]
