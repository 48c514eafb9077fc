"""Serving answers whose headline carries each user's real speed and keeps a safe margin: a pick inside the speed
model's 37 % error says "thin margin" in the headline with the plan that keeps it (the margin plan leads when it costs
at most 25 % more, the cheap one named beneath as "cheaper but thin"); a budget plan under the per-user floor is said
as "no plan within the budget gives" the floor, with what meeting it costs; "as asked" only for a stated precision.
Asked in EN / 简体 / 繁體 through the chat engine the CLI and Slack use.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.per_user_margin import MARGIN_LEAD_TOLERANCE
from tools.recommend import PER_USER_ERROR

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def agree(rec) -> None:
    """The headline, the recommended tier ("the pick") and the first row are one machine."""
    top = rec.candidates[0]
    pick = next(t for t in rec.spec_range if t.tier == "recommended")
    assert (pick.instance, pick.gpu) == (top.instance, top.gpu)
    assert top.instance in rec.headline.en


@pytest.mark.parametrize("text,thin", [
    ("We're serving Mistral Small 3.1 24B as a coding assistant for 60 concurrent devs in Germany. Each dev needs "
     "at least 40 tokens/s. What should we rent?", "Thin margin"),
    ("我们用 Mistral Small 3.1 24B 给德国的开发者做代码助手，60 个并发用户，每人至少 40 tokens/s，租什么？", "余量偏小"),
    ("我們用Mistral Small 3.1 24B做程式助手，60個並發使用者，每人至少40 tokens/s，機器要在德國，租什麼？", "餘量偏小"),
])
def test_a_pick_inside_the_speed_error_says_thin_margin_in_its_headline(tmp_path, text, thin):
    # Hand: Germany lists Lambda only. FP8 Mistral-Small (23.6 B ≈ 24.9 GB) + 15 streams × 4,434 tokens of KV fits one
    # GH200; 4 replicas give ≈ 45 tok/s a user at $9.16/h. 45 < 40 × 1.371 = 54.8: inside the at-load model's error.
    # The plan that keeps 54.8 is 6 × GH200 at $13.74/h, 13.74 / 9.16 = 1.50 > 1.25: the cheap plan leads and its
    # headline (not a line further down) says the margin is thin and what the margin plan costs.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates and rec.headline is not None, r.text[:800]
    head = rec.headline.find("recommend.headline_thin_margin")
    assert head is not None, r.text[:1500]
    top = rec.candidates[0]
    assert top.per_user_tokens_per_s is not None and 40 <= top.per_user_tokens_per_s < 40 * (1 + PER_USER_ERROR)
    if head.args.get("money") is not None:  # the margin plan is named: it costs over the 25 % it may lead within
        assert head.args["more"] > MARGIN_LEAD_TOLERANCE, head.args
    assert thin in r.text[:r.text.find("|")], r.text[:1500]  # in the headline, above the table
    assert "as asked" not in rec.headline.en, rec.headline.en  # the BF16 beside it is the default, not asked
    agree(rec)


@pytest.mark.parametrize("text,words", [
    ("Serve Qwen2.5-14B-Instruct for 50 users with 32k context, only AWS", "cheaper but thin"),
    ("只用AWS部署Qwen2.5-14B-Instruct，50个用户，32k上下文", "更便宜但余量偏小"),
    ("只用AWS部署Qwen2.5-14B-Instruct，50個使用者，32k上下文", "更便宜但餘量偏小"),
])
def test_the_plan_that_keeps_the_margin_leads_when_a_quarter_dearer_or_less(tmp_path, text, words):
    # Hand: AWS only, FP8 weights + FP8 KV, 50 chats up to 32k: 3 × g6e.xlarge (L40S) at $5.58/h give 22.2 tok/s a
    # user against the default 20 — under 20 × 1.371 = 27.4, inside the model's error. One p5.4xlarge (H100) keeps
    # 33.1 at $6.88/h: 6.88 / 5.58 = 1.23 ≤ 1.25, so the H100 leads; the L40S plan is named beneath as cheaper but thin.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:800]
    top = rec.candidates[0]
    assert top.per_user_tokens_per_s is not None and top.per_user_tokens_per_s >= 20 * (1 + PER_USER_ERROR), \
        r.text[:1500]
    assert words in r.text, r.text[:3000]
    cheaper = [c for c in rec.candidates[1:] if c.price_per_hour.amount < top.price_per_hour.amount]
    for c in cheaper:  # every cheaper row is within the 25 % and thin, or it would have led
        assert top.price_per_hour.amount <= c.price_per_hour.amount * (1 + MARGIN_LEAD_TOLERANCE) * 1.001, c.instance
    agree(rec)


@pytest.mark.parametrize("text,lead,speed", [
    ("我們要在公司內部部署 Llama 3.1 70B 給 100 位同仁使用，每月預算約 NT$150,000，資料不能出台灣",
     "預算之內沒有方案能達到每使用者 20 tokens/s", r"每個使用者約 (\d+) tokens/s，低於 20"),
    ("We want to deploy Llama 3.1 70B internally for our 100 staff, budget about NT$150,000 a month, data must "
     "stay in Taiwan", "No plan within the budget gives 20 tokens/s per user", r"≈ (\d+) tokens/s per user at your "
                                                                                r"load, under 20"),
    ("我们要在公司内部部署Llama 3.1 70B给100位同事用，每月预算15万新台币，数据不能出台湾",
     "预算之内没有方案能达到每用户 20 tokens/s", r"每个用户约 (\d+) tokens/s，低于 20"),
])
def test_a_budget_plan_under_the_per_user_floor_is_said_as_not_meeting_it(tmp_path, text, lead, speed):
    # Hand: ≈ 15 of 100 staff at once, Taiwan (GCP asia-east1: L4 machines and the 8 × H100 a3-highgpu-8g). FP8 70B
    # over 8 × L4 at TP 8 on PCIe gives ≈ 15 tok/s a user, under the 20 tok/s interactive default; the H100 machine
    # holds 20 at 3,275.48 TWD/h, ≈ 640k TWD a month even in office hours (196 h), 4× the budget. So the headline
    # says no plan within NT$150,000 gives 20 tok/s, names the closest with its speed, and what meeting 20 costs —
    # never "within the budget with a change" over a plan its own list of rejections says misses 20.
    r = answer(tmp_path, text)
    head = r.text[:r.text.find("\n## ")] if "\n## " in r.text else r.text[:3000]
    assert lead in head, head
    got = re.search(speed, head)
    assert got is not None and int(got.group(1)) < 20, head
    assert "a3-highgpu-8g" in head, head  # what meeting the floor costs
    assert "改動後在預算之內" not in head and "within it with a change" not in head and "改动后在预算之内" not in head


@pytest.mark.parametrize("text,below", [
    ("Serve Qwen2.5-14B-Instruct for 50 users", "below the floor"),
    ("部署Qwen2.5-14B-Instruct给50个用户用", "低于下限"),
    ("部署Qwen2.5-14B-Instruct給50個使用者用", "低於下限"),
])
def test_a_pick_holding_the_floor_only_at_the_typical_request_says_both_figures_in_its_headline(tmp_path, text, below):
    # Hand: Qwen2.5-14B BF16 (29.5 GB) + 50 × 4,096 tokens of KV on 2 × A40 (TP 2): ≈ 21.7 tok/s a user at the
    # typical 161-token prompt (under 20 × 1.371 = 27.4: thin) and ≈ 12.5 with every stream at 4,096 tokens. The plan
    # holding 20 there (1 × H100, $2.17/h) is 2.5× the $0.88/h pick, past the 1.8× cap: the pick leads, and its
    # headline — not a line under the table — says the full-context figure and what holding it costs.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates and rec.headline is not None, r.text[:800]
    top = rec.candidates[0]
    assert top.per_user_tokens_per_s is not None and top.per_user_tokens_per_s < 20 * (1 + PER_USER_ERROR)
    assert rec.headline.find("recommend.headline_floor_capped") is not None, r.text[:1500]
    assert below in r.text[:r.text.find("|")], r.text[:1500]  # in the headline, above the table
    agree(rec)
