"""Readers added for latency bounds, unknown card names, counted units and RL windows, kept narrow: a token's own
latency is decode speed (never a first-token limit), 耗时 is a whole request's time, a completion's whole result is no
first token, a codec (H264) is no card, customers visiting a store are no count of stores, and an RL run's window is
its deadline, never a rate's period or a date."""
import pytest

from advisor.core.count_growth import _COUNTED
from advisor.core.extract_rules import extract
from advisor.core.rl_env_read import window_hours
from advisor.core.unknown_card_read import unknown_cards
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "Mistral-7B chat for 150 users, per-token latency under 40ms",
    "Qwen2.5-14B for 80 agents, inter-token latency below 60 ms",
    "部署Qwen2.5-14B给300人用，每个token延迟不超过50毫秒",
    "部署Qwen2.5-7B给80人用，每个请求耗时要在3秒以内",  # 耗时: the whole request
    "用Qwen2.5-7B处理合同，每份合同耗时不超过5秒，每天1万份",
    "Qwen2.5-7B for 40 users; latency is a second concern, price first",  # no figure
])
def test_no_first_token_limit_is_read(text):
    assert extract(text).patch.target_ttft_ms is None


@pytest.mark.parametrize("text, ms", [
    ("serve Qwen2.5-14B for 60 users, latency under 300ms", 300),
    ("部署Qwen2.5-14B给60人，延迟要400毫秒以内", 400),
    ("代码补全要250毫秒内，给80个开发者用qwen2.5-coder-7b", 250),
])
def test_a_bare_latency_is_still_the_first_token_limit(text, ms):
    assert extract(text).patch.target_ttft_ms == ms


def test_a_completions_whole_result_is_its_answer_time():
    # "返回完整结果" within 3 s: the whole 64-token suggestion, never its first token
    p = extract("给60个开发者做代码补全，每个补全请求要3秒内返回完整结果").patch
    assert p.target_ttft_ms is None and p.target_answer_s == 3.0


@pytest.mark.parametrize("text, want", [
    ("detect people on 80 cameras, 1080p H265 streams at 10 fps", []),
    ("H264 feeds from 20 cameras", []),
    ("could an H300 serve Qwen2.5-72B?", ["H300"]),
    ("我们想租4张B400", ["B400"]),
])
def test_letter_names_are_cards_only_beside_a_card_word_count_or_verb(text, want):
    assert unknown_cards(text) == want


@pytest.mark.parametrize("text, unit", [
    ("如果每天2000个顾客到店呢？", None),  # customers, not stores
    ("what if 5000 shoppers visit stores?", None),
    ("如果有300家门店呢？", "stores"),
    ("what if we have 300 new stores?", "stores"),
])
def test_a_count_of_people_is_no_count_of_stores(text, unit):
    got = [cls for cls, p in _COUNTED.items() if p.search(text)]
    assert got == ([unit] if unit else [])


@pytest.mark.parametrize("text, hours", [
    # the deadline, never the machine's hours a day: 2 weeks = 336 h
    ("PPO self-play, python env, 2e9 steps, the box is free 10 hours a day, must finish within 2 weeks", 336.0),
    ("自对弈PPO，python环境，三天内跑完5亿步", 72.0),
    ("4月底前跑完1e9步，PPO自对弈", None),  # a date, not four months
])
def test_an_rl_runs_window_is_its_deadline(text, hours):
    assert window_hours(text) == hours


@pytest.mark.parametrize("text, buy", [
    ("what about buying reserved instances on GCP for Llama-3.1-70B, 50 users?", False),  # a cloud commitment
    ("what about buying a savings plan for our Qwen2.5-7B endpoint, 30 users?", False),
    ("what about buying?", True),  # hardware: the buy-or-rent answer
])
def test_buying_a_cloud_commitment_is_no_hardware_purchase(text, buy):
    assert ("buy_vs_rent" in extract(text).intents) is buy
