"""A stated constraint is never treated as unstated (through the real pipeline, Engine, English and 简体):

- "for myself" / "just me" / 自己用 is one person's use: one user at a time, so no "how many users?" question and no
  "you did not state concurrency" warning. Hand reasoning: one person types one prompt at a time; the KV cache is
  one stream's, 2 × 64 layers × 8 kv heads × 128 × 2 B = 256 KiB per token × 16,384 ≈ 4.3 GB for Qwen2.5-32B.
- a stated region group ("EU", 欧洲) honoured shows where each plan runs: a region column in the short table, each
  row's location an EU one (RunPod's CZ data centre is in Czechia, an EU member).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# ISO codes of EU members and the EU words catalog regions use (eu-west-1, europe-west4, EU-RO-1, ...)
EU = {"AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
      "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"}


def ask(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


@pytest.mark.parametrize("text", [
    "I own 2x RTX 3090 (24GB each). Can I run Qwen2.5-32B-Instruct for myself with ~16k context? If not, what's the "
    "cheapest cloud option?",
    "Just me using it: serve Qwen2.5-32B-Instruct with 16k context, what should I rent?",
    "我自己用，想跑 Qwen2.5-32B-Instruct，16k 上下文，租什么最划算？",
])
def test_personal_use_is_one_user_never_asked(tmp_path, text):
    r = ask(tmp_path, text)
    body = r.text + (r.full or "")
    assert "How many users" not in body and "同时有多少用户" not in body
    assert "did not state concurrency" not in body and "未说明并发" not in body
    assert "1 user" in r.text.split("\n")[0] or "1 路并发" in r.text.split("\n")[0]


def _region_cells(text: str) -> list[str]:
    lines = [ln for ln in text.splitlines() if ln.startswith("|")]
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    col = next(i for i, c in enumerate(head) if c in ("region", "区域", "區域", "地区"))
    return [[c.strip() for c in ln.strip("|").split("|")][col] for ln in lines[2:]]


@pytest.mark.parametrize("text", [
    "We must stay in the EU (GDPR). Serve Llama 3.3 70B for 10 users with 8k context, budget $3k/month. "
    "What should we rent?",
    "只用欧洲的云，部署 Llama 3.3 70B，10 个用户同时用，8k 上下文，应该租什么？",
])
def test_a_stated_region_group_shows_each_plans_location(tmp_path, text):
    r = ask(tmp_path, text)
    cells = _region_cells(r.text)
    assert cells, r.text[:600]
    for cell in cells:
        low = cell.lower()
        assert cell.upper() in EU or low.startswith(("eu", "europe")), cell


def test_no_region_stated_keeps_the_short_table_without_a_region_column(tmp_path):
    r = ask(tmp_path, "Serve Llama 3.3 70B for 10 users with 8k context. What should we rent?")
    head = [ln for ln in r.text.splitlines() if ln.startswith("|")][0]
    assert "region" not in head
