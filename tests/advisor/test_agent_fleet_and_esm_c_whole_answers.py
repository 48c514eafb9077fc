"""Whole answers: a fleet of GUI-test agents on a held-or-not VLM is a served load (all agents at once, agents ÷
seconds requests/s) with the kept screenshots in each prompt, never a fine-tune; an ESM C 600M job is sized at 600M
with its non-commercial licence said."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text, rate", [
    # 24 agents every 6 s → 4 requests/s; 2 kept 1366×768 screenshots on Kimi-VL (28 px a token) = 2 × 1,323 = 2,646
    # visual tokens + 1,024 text = 3,670-token prompts; 16B MoE with MLA: one card serves it
    ("We run 24 UI test agents on Kimi-VL-A3B-Thinking, each keeps the last 2 1366x768 screenshots + 1k tokens of text "
     "in context, one step every 6 seconds per agent. Which GPU and what per month?", "4 requests/s"),
    # 简体: 30 agents every 10 s → 3 requests/s
    ("30 个网页测试 agent 跑 UI-TARS-1.5-7B，保留最近 2 张 1280x720 截图，每个 agent 每 10 秒一步，用什么 GPU？",
     "3 requests/s"),
])
def test_an_agent_fleet_is_served_never_trained(tmp_path, text, rate):
    out = _ask(tmp_path, text)
    assert "fine-tune" not in out.split("\n")[0] and "微调" not in out.split("\n")[0], out
    assert rate in out or rate.replace(" requests/s", " 个请求") in out, out


def test_esm_c_600m_is_600m_with_its_licence(tmp_path):
    # 1.5 M × 400 residues × 1,152 × 2 B = 1.4 TB per residue; the weights' licence is non-commercial
    out = _ask(tmp_path, "我們是新創，想用 ESM C 600M 幫 150 萬條蛋白質序列做每個殘基的 embedding，"
                         "平均 400 個胺基酸，最便宜怎麼做？")
    assert "ESM C 600M" in out and "1,152" in out and "1.4 TB" in out, out
    assert "Non-Commercial" in out and "ESM C 300M" in out, out
