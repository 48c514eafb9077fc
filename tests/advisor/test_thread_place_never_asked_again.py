"""A place the data must stay in, said in an earlier turn ("data must stay in Canada"), is the thread's: a follow-up
whose own words name personal or regulated data ("long claim files", 理赔文件, 理賠文件) never gets the reader's
residency default for those words alone — no "I priced it anywhere — name the country" beside the Canada the answer
honours, and no mainland China / Taiwan laid over it for a 简体 / 繁體 writer."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.place_lead import thread_place_kept
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

CANADA = Workload(model="Llama-3.1-8B", regions=["ca"], data_residency=True, exclude_marketplace=True)


@pytest.mark.parametrize("text", ["we also need 32k context for long claim files", "还需要32k上下文，理赔文件很长",
                                  "仲要32k上下文，理賠文件好長"])
def test_the_follow_up_keeps_the_thread_place_and_says_nothing_missing(text):
    e = thread_place_kept(extract(text), CANADA)
    assert not any("anywhere" in n or "I assumed it stays" in n for n in e.notes), e.notes
    assert e.patch.regions is None and e.patch.data_residency is None  # the thread's Canada carries
    assert e.patch.seq_len == 32768


def test_with_no_place_in_the_thread_the_note_stays():
    e = thread_place_kept(extract("we also need 32k context for long claim files"), Workload(model="Llama-3.1-8B"))
    assert any("I priced it anywhere" in n for n in e.notes)


@pytest.mark.slow
@pytest.mark.parametrize("first, then, kept, stray", [
    ("we're an insurer in toronto, 60 claims adjusters, want llama-3.1-8b-instruct for drafting claim notes, ~4k "
     "context. data must stay in canada. what gpu and cost per month?", "we also need 32k context for long claim files",
     "in Canada", "priced it anywhere"),
    ("我们是多伦多的保险公司，60个理赔员，想用llama-3.1-8b-instruct写理赔备注，4k上下文，数据必须留在加拿大，用什么GPU，"
     "每月多少钱？", "还需要32k上下文，理赔文件很长", "加拿大", "中国大陆"),
    ("我哋係多倫多嘅保險公司，60個理賠員，想用llama-3.1-8b-instruct寫理賠備註，4k上下文，資料一定要留喺加拿大，用咩GPU，"
     "每月幾錢？", "仲要32k上下文，理賠文件好長", "加拿大", "臺灣"),
])
def test_the_canada_of_the_first_turn_holds_with_no_stray_note(tmp_path, first, then, kept, stray):
    # Llama-3.1-8B at 32k: KV 32 layers × 2 × 8 KV heads × 128 × 2 B = 128 KiB a token; the place is unchanged by it
    e = Engine(store=Store(tmp_path / "s.db"))
    replies = [e.handle("t", t) for t in (first, then)]
    text = replies[1].text + (replies[1].full or "")
    assert kept in replies[1].text.splitlines()[0]
    assert stray not in text and "不限地点" not in text and "不限地點" not in text
