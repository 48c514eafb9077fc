"""A request rate no fleet serves is said not read, never sized. "caption 1e12 images per second with Qwen2-VL-7B" and
"serve Llama-3-8B at 1e9 QPS" were read as that many requests a second (no bound on the rate): the pooled queue's
Erlang recursion then ran one step per replica, 10^10 of them, and no answer came in minutes. A day's count past the
schema's 10^12 ("2e12 requests a day") reached pydantic and the whole message was "cannot read a number"; and a per-user
count past its 10^6 was said not read while the rate made of it was sized. Now each is a note in words, the rest read.
"""
import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.floors import MAX_REQUESTS_PER_S
from tools.ranges import field_range, out_of_range

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _read(text: str) -> tuple[dict, list[str]]:
    e = extract(text)
    return e.patch.model_dump(exclude_none=True), e.notes


@pytest.mark.parametrize("text", [
    "caption 1e12 images per second with Qwen2-VL-7B",
    "caption 1,000,000,000,000 images per second with Qwen2-VL-7B",
    "serve Llama-3-8B at 1e9 QPS",
    "用Qwen2-VL-7B每秒1e12张图做描述",
    "用Qwen2-VL-7B每秒两百万张图做描述",  # 2,000,000 a second: past the 1,000,000 the advisor sizes
    "用Qwen2-VL-7B每秒２０００万张图做描述",  # full-width digits: 20,000,000
    "用Qwen2-VL-7B每秒一亿张图做描述",  # 一亿 = 10^8: was dropped with no word (亿 was no magnitude of the rate)
    "用Qwen2-VL-7B每秒1億張圖做描述",
])
def test_a_rate_past_the_most_is_said_and_never_kept(text):
    got, notes = _read(text)
    assert "target_requests_per_s" not in got, got
    assert any("requests a second is not read" in n for n in notes), notes
    assert not any(" read as 1e+" in n for n in notes), notes  # no reading beside the refusal


@pytest.mark.parametrize("text,rate", [
    ("caption 50 images per second with Qwen2-VL-7B", 50),
    ("用Qwen2-VL-7B每秒五十万张图做描述", 500_000),  # 五十万 = 500,000 ≤ 1,000,000: still read
    ("用Qwen2-VL-7B每秒0.005亿张图做描述", 500_000),  # 0.005 × 10^8 = 500,000
])
def test_a_rate_a_fleet_can_serve_is_still_read(text, rate):
    got, _ = _read(text)
    assert got.get("target_requests_per_s") == pytest.approx(rate), got


@pytest.mark.parametrize("text,words", [
    ("serve Llama-3-8B for 2e12 requests a day", "2,000,000,000,000 requests a day is not read"),
    ("每天2万亿个请求用Llama-3-8B", "2,000,000,000,000 requests a day is not read"),  # 2万亿 = 2 × 10^12
    ("serve Llama-3-8B for 100 users, each sends 2e6 messages a day",
     "2,000,000 requests a day from each user is not read"),
])
def test_a_day_count_past_its_range_is_said_and_no_rate_is_made_of_it(text, words):
    got, notes = _read(text)
    assert any(words in n for n in notes), notes
    # 2e12 a day at the busiest hour's 10 %: 2e11 ÷ 3,600 ≈ 5.6e7 a second; 100 × 2e6 = 2e8 a day → 5,600 a second:
    # neither may be sized once its count is not read
    assert "target_requests_per_s" not in got and "requests_per_day" not in got, got
    assert "requests_per_user_per_day" not in got, got
    assert not any("requests a second is not read" in n for n in notes), notes  # one note for one figure


def test_a_field_bounded_by_the_schema_alone_is_said_in_words():
    """A field with no words of its own still gets a note, never pydantic's error: agent_turns is 1 to 10,000."""
    bad = out_of_range({"agent_turns": 20_000})
    assert [(name, msg.code) for name, msg in bad] == [("agent_turns", "range.other")]
    assert field_range("target_requests_per_s")[1] == MAX_REQUESTS_PER_S


@pytest.mark.parametrize("text,rate", [
    ("generate 1e12 images per second with SDXL", None),  # the exponent's 12 was read: 12 a second = 720 a minute
    ("generate 2e6 images per second with SDXL", None),  # 2,000,000 a second: past the most
    ("generate -2 images per second with SDXL", None),  # said not read by the reader, never 2 a second
    ("用SDXL每秒生成1e9张图", None),
    ("generate 2 images per second with SDXL", 2.0),
    ("用SDXL每分钟生成120张图", 2.0),  # 120 ÷ 60 = 2 a second
])
def test_a_diffusion_rate_is_read_as_the_other_readers_read_it(text, rate):
    from advisor.core.extract_rules import screened_figures
    from advisor.core.extract_stated import image_rate

    assert image_rate(screened_figures(text)) == rate  # as the media answer reads it (advisor.core.service)
