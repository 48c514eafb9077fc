"""A later turn that asks "rent (or buy) the machine, or just use the API?" with no token volume said opens with the
break-even volume: the plan's month against the named API's list price, all-input and all-output, per person where a
head count is held. Before, the question was dropped (the plan was repeated with no comparison).
"""

import pytest

from advisor.core.api_choice_lines import api_choice_asked
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.api_break_even import break_even_tokens
from tools.api_compare import ApiPrice

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROW = ApiPrice(provider="p", model="m-api", names=("m-api",), input_per_m=0.5, cached_input_per_m=None,
               output_per_m=2.0, currency="USD", source="https://example.com/pricing", as_of="2026-01")


def test_the_break_even_is_the_machines_month_at_the_apis_list_price():
    # Hand: $2.50/h × 730 h = $1,825 a month; at $0.50 per 1M input that is 1,825 / 0.5 = 3,650M = 3.65B input
    # tokens; at $2.00 per 1M output, 1,825 / 2 = 912.5M output tokens.
    month, tin, tout = break_even_tokens(ROW, 2.5, "USD", 7.2, None)
    assert month == pytest.approx(1825)
    assert tin == pytest.approx(3.65e9) and tout == pytest.approx(9.125e8)


@pytest.mark.parametrize("text,provider", [
    ("Should we rent our own GPU server for this, or just use the Together AI API? Which is cheaper?", "together"),
    ("那是自己租一台GPU服务器，还是直接用通义千问qwen-plus的API更划算？", "alibaba"),
    ("是自己買一台8卡伺服器，還是直接用OpenAI的API比較划算？", "openai"),
])
def test_a_machine_set_against_an_api_is_asked(text, provider):
    assert api_choice_asked(text) == provider


@pytest.mark.parametrize("text", [
    "Serve Llama-3.1-70B for 40 engineers behind an OpenAI-compatible API",  # an API word, no choice of machine
    "我们想租一台8卡服务器跑Qwen2.5-72B",
    "Serve DeepSeek-V3 behind an API for our app: rent 8x H100 or 8x H200?",  # the model to host, not an API to buy
])
def test_no_choice_no_break_even(text):
    assert api_choice_asked(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("first,second,lead", [
    ("We want to serve Llama-3.1-70B to 40 engineers for coding help. What should we rent?",
     "Should we rent our own GPU server for this, or just use the Together AI API? Which is cheaper?", "Machine or API?"),
    ("我们想给客服团队30个人用Qwen2.5-32B写回复，租什么机器？",
     "那是自己租一台GPU服务器，还是直接用通义千问qwen-plus的API更划算？", "买/租机器还是用 API？"),
    ("我們想給40位工程師用Llama-3.1-70B寫程式，要租什麼機器？",
     "是自己租GPU伺服器，還是直接用OpenAI的gpt-4o-mini API比較划算？", "買/租機器還是用 API？"),
])
def test_the_follow_up_opens_with_the_break_even(tmp_path, first, second, lead):
    # Hand: the answer states the plan's month (its hourly price × 730 h) and what that money buys from the named API
    # at its list price (e.g. ¥12,036 a month ÷ ¥0.8 per 1M qwen-plus input ≈ 15B input tokens; ÷ 30 people ≈ 502M
    # each): below that volume the API is cheaper. The question must not be dropped.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    reply = eng.handle("t", second)
    assert lead in reply.text, reply.text[:600]
