"""A whole answer for a chat whose stated turns grow its prompt (advisor.core.chat_thread_read.read_conversation_turns):
the headline's prompt is the history's, not the 161-token single message, and the plan still prices the month. An
expert's complaint on "每個對話平均6輪": "The 161-token prompt still ignores the 6-turn history"."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "prompt", "money", "most"), [
    # Cantonese, Qwen3-8B, 50k conversations × 6 turns: prompts of 1,408 tokens on average (161 + 2.5 × 499), the KV
    # at 2,994 a stream; 157 streams × 2,994 × 144 KiB ≈ 69 GB of BF16 KV + 8 GB of FP8 weights → 3 × 48 GB cards;
    # the key accepts HK$5k–15k a month (budget HK$10k)
    ("我哋做電訊客服，想用qwen3-8b做粵語客服bot，每日大概5萬個對話，每個對話平均6輪，預算每月1萬港紙以內，應該點揀GPU？",
     "1,408", r"每月 ≈ ([\d,.]+) HKD", 15_000),
    # English, Llama-3.1-8B keeping the last 10 turns for 40 at once: 5,151-token prompts; 40 × 5,489 × 128 KiB ≈ 29 GB
    # of KV + 16 GB of weights ≈ 49 GB: one 80 GB card, ≈ $0.8k–2k a month
    ("Our support assistant runs Llama-3.1-8B and keeps the last 10 turns of each chat in the prompt; 40 agents use "
     "it at once. Which GPU and what per month?", "5,151", r"≈ \$([\d,.]+) a month", 2_000),
])
def test_the_headline_is_sized_on_the_history(tmp_path, text, prompt, money, most):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert r.recommendation is not None and r.recommendation.workload.prompt_tokens == int(prompt.replace(",", ""))
    head = next(b for b in re.findall(r"\*\*(.+?)\*\*", r.text) if re.search(money, b))  # the priced headline
    assert prompt in head, head
    m = re.search(money, head)
    assert m is not None and float(m.group(1).replace(",", "")) <= most, head
