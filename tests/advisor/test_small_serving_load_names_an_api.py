"""A hobby-sized serving load ("a Discord bot, 5 users") on one rented card names a pay-per-token API or a
scale-to-zero serverless endpoint as the likely cheaper way, with the break-even price (no API price invented):
5 users × 15 tokens/s × 3,600 × 730 = 197 M tokens a month at most; the $0.15/h card's $109.50 ÷ 197.1 = $0.56 per 1M.
A load of many users is not told so."""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_english_hobby_bot(ask):
    out = ask("Cheapest way to run Llama 3.1 8B for a hobby Discord bot, 5 users, 15 tokens/s")
    assert "pay-per-token API or a scale-to-zero serverless endpoint" in out, out
    assert "at most 197 M tokens a month" in out and "Nothing cheaper holds it" not in out, out


def test_simplified_chinese_glued(ask):
    out = ask("最便宜的方式跑Qwen2.5-7B给2个人用的聊天机器人每人20token/s")
    assert "按 token 计费的 API 或可缩到零的 Serverless 端点" in out and "硅基流动" in out, out


def test_traditional_chinese_one_user(ask):
    out = ask("用最便宜的方法跑Llama 3.1 8B，自己一個人用")
    assert "按 token 計費的 API" in out, out


def test_many_users_are_not_told_an_api(ask):
    out = ask("Cheapest way to run Llama 3.1 8B for 200 concurrent users, 15 tokens/s each")
    assert "pay-per-token API or a scale-to-zero" not in out, out
