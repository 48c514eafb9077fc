"""Whole answers: the topology pitfall agrees with the per-user figure of the plan the answer leads with, ranked or
the within-budget plan an over-budget answer names when nothing is ranked."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli

pytestmark = pytest.mark.slow


def _full(tmp_path, monkeypatch, text: str) -> str:
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    r = CliRunner().invoke(cli, ["ask", text, "--full"])
    assert r.exit_code == 0, r.output[-2000:]
    return r.output


def _pitfall_4(text: str) -> str:
    return next(line for line in text.splitlines() if "**4. " in line)


@pytest.mark.parametrize("text, said", [
    # 2 × A800 80GB PCIe as TP 2 leads at ≈ 32 tok/s per user: 64 layers × 2 all-reduces, each 12.5 µs of PCIe ring
    # latency + 307,200 B ÷ 25 GB/s = 12.3 µs → ≈ 3.2 ms of a 31 ms token ≈ 10 %; the figure already carries it, so
    # the line says that share (the 30–60 % is a wide group's), never "may eat 30–60 %" on top of 32 tok/s
    ("部署DeepSeek-R1-Distill-Qwen-32B给公司内部200人用每人至少20token每秒预算3万块一个月", "约占每个 token 时间的"),
    ("Deploy DeepSeek-R1-Distill-Qwen-32B for 200 staff, each at least 20 tokens/s, budget ¥30,000 a month",
     "of each token's time at this load"),
])
def test_a_narrow_pcie_pick_says_the_all_reduce_share_its_figure_carries(tmp_path, monkeypatch, text, said):
    line = _pitfall_4(_full(tmp_path, monkeypatch, text))
    assert "TP 2" in line and said in line, line
    assert "通信可能吃掉" not in line and "communication can eat" not in line, line


@pytest.mark.parametrize("text, said", [
    # nothing ranked within NT$150,000 always-on; the headline leads with 8 × L4 (g2-standard-96) in FP8, office
    # hours: TP 8 over PCIe. Its ≈ 15 tok/s per user is after the 30 % low end; at 60 %: 15 × 0.4 / 0.7 ≈ 9
    ("我們要在公司內部部署 Llama 3.1 70B 給 100 位同仁使用，每月預算約 NT$150,000，資料不能出台灣",
     "按 60% 約 9 tokens/s"),
    ("我们要在公司内部部署Llama 3.1 70B给100位同事使用，每月预算约15万新台币，数据不能出台湾", "按 60% 约 9 tokens/s"),
    ("We want to deploy Llama 3.1 70B internally for 100 staff, budget about NT$150,000 a month, data must stay in "
     "Taiwan", "≈ 9 tok/s at 60 %"),
])
def test_the_within_budget_plan_led_with_is_judged_for_topology(tmp_path, monkeypatch, text, said):
    out = _full(tmp_path, monkeypatch, text)
    line = _pitfall_4(out)
    assert "g2-standard-96" in out.split("\n## ")[0]  # the plan the headline leads with
    assert "g2-standard-96" in line and "TP 8" in line and said in line, line
    assert "（觸發）" in line or "（触发）" in line or "(triggered)" in line, line


@pytest.mark.parametrize("text, said", [
    # V100s cannot hold a 72B with 20 users on one machine (16 × 16 GB needed, 8 a machine), so nothing is ranked and
    # the headline names the cheapest plan without the card: 4 × H100 SXM on one NVLink board. Pitfall 4 judges that
    # plan (4 cards over NVLink inside one node), not "no plan is ranked"
    ("Serve Qwen2.5-72B for 20 users on Tesla V100 cards only in Frankfurt", "4 GPUs over NVLink inside one node"),
    ("只用 V100 在法兰克福给 20 个用户部署 Qwen2.5-72B", "4 张卡经 NVLink 互联，单机内"),
])
def test_the_plan_named_without_the_stated_card_is_judged_for_topology(tmp_path, monkeypatch, text, said):
    out = _full(tmp_path, monkeypatch, text)
    line = _pitfall_4(out)
    assert "H100" in out.split("\n## ")[0]  # the plan the headline names
    assert said in line, line
