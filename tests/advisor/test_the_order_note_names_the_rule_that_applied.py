"""The compact answer's "↑" line says what ordered THIS table — "lowest first", or each dearer row's one rule with
its rows and price ratio — in a line a buyer reads, not every rule the ranker has (those stay in the full answer).

Asked in EN / 简体 / 繁體 through the chat engine `ask` uses; the reasoning is in each test's comments.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.summary import table_rows

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

NOTE_CHARS = 300  # about 250 characters of rule, plus billing and currency (the old line listed every rule: ~1,100)


def _ask(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def _note(text: str) -> str:
    return next(line for line in text.split("\n") if line.startswith("- ↑"))


def test_a_row_that_misses_the_floor_at_full_context_is_named_with_its_speed(tmp_path):
    # Hand: Llama 3.1 8B, 40 users at once, a stated 50 tok/s each. 1 × H100 ($2.17/h) holds 50 with every stream at
    # the full 4,096 tokens; the $1.08 rows (1 × A800, 4 × V100) give 56–57 at the typical request but fall under 50
    # there. The H100 leads at 2.17 ÷ 1.08 ≈ 2.0×, inside the floor rule's 2× cap (+ the 5 % tie): that is the rule to
    # name, with the cheaper row's own speed, and nothing about PCIe, ROCm or ties that did not apply.
    res = _ask(tmp_path, "We're launching a chat app on Llama 3.1 8B Instruct. About 40 users at once, each should "
                         "see at least 50 tokens/s. Users are mostly in the UK. What GPU should we rent?")
    note = _note(res.text)
    assert len(note) <= NOTE_CHARS, note
    m = re.search(r"row 1 leads row (\d) \((\d+\.\d+)× its price\): row \1 gives (\d+\.\d) tok/s per user at the full "
                  r"context, under the 50 floor", note)
    assert m, note
    rows = table_rows(res.recommendation, 3)
    lower = rows[int(m.group(1)) - 1]
    assert rows[0].key is not None and lower.key is not None
    assert float(m.group(2)) == pytest.approx(rows[0].key / lower.key, abs=0.006)
    assert float(m.group(3)) == pytest.approx(lower.candidate.per_user_full_tps, abs=0.06)
    assert "PCIe" not in note and "ROCm" not in note and "tie" not in note
    # the stated limits are still said, and the answer stays short
    assert "✅ honoured: 40 concurrent · 50 tokens/s per user" in res.text
    assert len(res.text.split("\n")) <= 22
    # "What would change it": two short levers, each with its plan, its price and whether it keeps the stated 50: the
    # FP8 KV cache on the $1.08 A800 misses 50 at the full context; the plan that keeps the 37 % margin costs +10 %.
    # The engine flags and the plan the floor passed over stay in the full answer (the line was ~1,000 characters).
    levers = next(line for line in res.text.split("\n") if line.startswith("- **What would change it:**"))
    assert len(levers) <= 500, levers
    assert "an FP8 KV cache →" in levers and "misses your 50 tokens/s per user" in levers and "$1.08/h" in levers
    assert "--kv-cache-dtype" not in levers and "minimum" not in levers
    assert "to keep a 37% margin over the 50 tok/s floor" in levers


def test_the_full_answer_keeps_every_ordering_rule(tmp_path):
    # the compact line names one rule; the full answer ("details") still lists every rule and its band
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "We're launching a chat app on Llama 3.1 8B Instruct. About 40 users at once, each should see at "
                  "least 50 tokens/s. Users are mostly in the UK. What GPU should we rent?")
    full = e.handle("t", "details").text
    assert "not strictly lowest first: one machine without PCIe sharding may lead up to 15%" in full
    assert "only up to 1.75× its price" in full and "a row in or near your users (the UK)" in full


def test_a_mainland_row_leads_for_users_in_shanghai_in_simplified(tmp_path):
    # Hand: users in Shanghai: a mainland row leads at any price (the border's filtering and the ICP filing), so
    # Alibaba's A10 at ¥9.53 sits above RunPod's ¥1.80 abroad (≈ 5.3×): the one rule is the users' place, said once.
    res = _ask(tmp_path, "部署Qwen2.5-7B给20个并发用户，用户在上海")
    note = _note(res.text)
    assert len(note) <= NOTE_CHARS, note
    assert re.search(r"不严格从低到高：第 1 行排在第 \d 行前（价格是其 \d+\.\d+ 倍）：第 1 行在中国大陆", note), note
    assert "PCIe" not in note and "算持平" not in note


def test_a_much_sooner_job_is_named_in_traditional(tmp_path):
    # Hand: a QLoRA job on 20k examples: 8 × H200 finishes in 1.4 h, 1 × A100 in 1.3 days (31 h), 22× longer, at a
    # job cost only ≈ 6 % lower. A job over a day gives way to one at least 4× sooner up to 10 % dearer: the rule that
    # ordered this table, in 繁體 wording.
    res = _ask(tmp_path, "用 QLoRA 微調 Llama 3.1 70B，2 萬條資料，競價")
    note = _note(res.text)
    assert len(note) <= NOTE_CHARS, note
    assert re.search(r"不嚴格從低到高：第 1 行排在第 \d 行前（價格是其 1\.\d+ 倍）：第 1 行完成快 \d+ 倍", note), note
    assert "天以上" in note and "显" not in note


def test_rows_in_price_order_say_lowest_first_and_nothing_else(tmp_path):
    # Hand: RunPod RTX A4500 ¥1.80, Cudo RTX A5000 ¥2.94, RunPod A40 ¥3.17: each row dearer than the one above, so
    # the order needs no rule at all — the old line listed ten of them here.
    res = _ask(tmp_path, "我们用 Llama 3.1 8B 做聊天应用，40 人同时在线，每人至少每秒 50 个 token，用户在英国")
    note = _note(res.text)
    keys = [row.key for row in table_rows(res.recommendation, 3)]
    assert keys == sorted(keys), keys
    assert note.startswith("- ↑ 从低到高 · "), note
    assert len(note) <= 60, note
