"""Money is always said on a priced row the answer shows: a budget is checked on the priced plan shown without the
stated hardware (never "cannot be checked: no plan has a public price" under a priced plan), an unpriced pick on one
cloud is given that cloud's nearest priced row, reserved billing with no reserved price in the catalog is answered
on demand and said so (never a discount invented), and a "fastest setup?" follow-up drops the card of the first plan.

Hand reasoning:
* A full fine-tune of Qwen2.5-7B (7.6 B params × 16 B of weights, gradients and Adam states ≈ 122 GB) cannot sit on
  24 GB RTX 4090s without a cluster; without the card, one 180 GB B200 or an 8 × H100 node does it. The job is
  6 × 7.6e9 × 2e8 ≈ 9.1e18 FLOPs; at ~40 % of ≈ 2.25 PFLOPS BF16 a B200 takes ≈ 2.8 h, ≈ $14 at ≈ $5/h: far inside
  $2,000, so the budget is met on the plan shown, and the answer names that row.
* Llama-3.1-70B for 150 staff on Alibaba with H800 only: H800 rows have no citable price, but Alibaba lists
  4 × A100 80GB (gn7e) by the hour and by the month; a month on demand is 730 h × the hourly price, and the catalog's
  monthly (包月) list price is lower (Alibaba's monthly rows are ≈ 34 % under 730 h of the hourly rate).
* AWS lists no reserved or savings-plan prices in the catalog: a 3-year reservation is answered on demand with a line
  saying the discount is AWS's quote, not "nothing can be ranked".
* "Planning to rent one L40S" for a full fine-tune of an 8B (≈ 128 GB of states) cannot work; "money is no object,
  fastest?" asks what to rent, so the next turn ranks every card and its header no longer says "L40S only".
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


def test_a_budget_is_checked_on_the_plan_shown_without_the_card(tmp_path):
    out = _ask(tmp_path, "full fine-tune Qwen2.5 7B on 200M tokens, only RTX 4090, budget $2000")
    row = re.search(r"cheapest plan that works without that constraint: (\S+ \S+) \(", out)
    assert row, out[:1500]
    assert f"$2,000.00 in total (checked on {row.group(1)})" in out
    assert "cannot be checked" not in out


def test_a_chinese_budget_is_checked_on_the_plan_shown(tmp_path):
    out = _ask(tmp_path, "全量微调 Qwen2.5 7B，2亿 token，只用 4090，预算 1000 元")
    row = re.search(r"去掉这一限制后最便宜的可行方案：(\S+ \S+)（", out)
    assert row, out[:1500]
    assert f"（按 {row.group(1)} 核对）" in out and "无法核对" not in out


def test_an_unpriced_pick_on_one_cloud_gets_its_priced_row(tmp_path):
    out = _ask(tmp_path, "在阿里云上跑 Llama-3.1-70B 给 150 人用，只用 H800，按量一个月多少钱")
    m = re.search(r"同一云厂商现有报价：.*?按量每小时 ¥([\d,.]+)（每月约 ¥([\d,]+)），目录所列包月价每月 ¥([\d,]+)", out)
    assert m, out[:2000]
    hourly, month, monthly = (float(x.replace(",", "")) for x in m.groups())
    assert abs(month - hourly * 730) <= 1  # a month on demand is 730 h
    assert monthly < month  # the catalog's own monthly list price, never one computed from a guessed discount


def test_reserved_with_no_reserved_price_is_answered_on_demand(tmp_path):
    out = _ask(tmp_path, "Serve Mixtral 8x7B for 40 concurrent users on AWS on a 3-year reserved instance")
    assert "nothing can be ranked" not in out and "| 1 |" in out
    assert "the catalog has on-demand prices only" in out and "none is assumed" in out


def test_reserved_in_chinese_with_no_reserved_price(tmp_path):
    out = _ask(tmp_path, "在 AWS 上用一年期预留实例部署 Qwen2.5-32B，30 人同时用")
    assert "目录里能装下该负载的实例只有按量价格" in out and "不假设任何折扣" in out


def test_the_fastest_follow_up_drops_the_card_of_the_plan(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("k", "Full fine-tune Llama 3.1 8B on 300M tokens. I plan to rent one L40S. How long and how much?")
    out = eng.handle("k", "money is no object, what's the quickest setup?").text
    head = out.splitlines()[0]
    assert "L40S only" not in head and "1 GPU" not in head
    assert "'1 × L40S' dropped" in out and "nothing can be ranked" not in out


def test_the_fastest_follow_up_in_chinese(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("k", "全量微调 Llama 3.1 8B，3 亿 token，打算租一张 L40S，要多久多少钱")
    out = eng.handle("k", "不差钱，最快的配置是什么").text
    assert "仅 L40S" not in out.splitlines()[0] and "已取消“1 × L40S”" in out
