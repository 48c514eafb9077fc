"""Every number the user states about the work shows in the answer's workload line (its first bold line), in en, 简
and 繁: a document's length as the context, a training set as its tokens, a batch's arrival-to-deadline window as its
hours. A dropped fact was sized at a default and then asked for again.

Hand reading of each case (the rates are tools.dataset's: a Chinese character 0.6 token, an English word 4/3):
- 标书大概 3.5 万字 → 35,000 × 0.67 (Qwen's tokenizer, tools.cjk_tokens) = 23,450 tokens, inside Qwen2.5-14B's
  32,768: "上下文 23,450"; 3 at once.
- 判決書通常 8 萬字 → 80,000 × 1.01 (繁體 on Llama-3: 0.81 × 1.25) = 80,800 tokens, inside Llama-3.1-8B's 131,072;
  5 at once.
- leases of ~30k words → 30,000 × 4/3 = 40,000 tokens, over Mistral-7B's 32,768: sized at 32,768 and the line says
  "asked 40,000".
- "dataset is around 12M tokens" → 12,000,000 training tokens, written "12M".
- 语料大概 5000 万字 → 50,000,000 × 0.67 = 33,500,000 tokens, "33.5M"; 數據集約 2500 萬 tokens → "25M".
- data lands at 8pm, labels by 6am → 20:00 → 06:00 = 4 + 6 = 10 h; 2,000,000 tickets.
- 晚上7点数据才到齐 … 第二天早上9点前 → 19:00 → 09:00 = 5 + 9 = 14 h; 50 万条 = 500,000.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def workload_line(tmp_path, text: str) -> str:
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    return next(ln for ln in out.splitlines() if ln.startswith("**"))


CASES = [
    ("我们用 Qwen2.5-14B 审标书，标书大概 3.5 万字左右，要整本一起读，3 个人同时用，租什么卡？",
     ["上下文 23,450", "3 路并发"]),
    ("我們想用 Llama-3.1-8B 幫律師看判決書，判決書通常 8 萬字，要整份一次丟進去，5 個人同時用，租什麼？",
     ["上下文 80,800", "5 路並發"]),
    ("We want Mistral-7B to review our leases; the leases are ~30k words and we want the whole thing in one prompt. "
     "3 users. What should we rent?", ["32,768 context (asked 40,000", "3 users"]),
    ("We plan to LoRA fine-tune Mistral-7B on rented GPUs, no rush at all. The dataset is around 12M tokens.",
     ["12M tokens"]),
    ("用 Qwen2.5-7B 做 LoRA 微调，语料大概 5000 万字，要多久？", ["33.5M token"]),
    ("打算 QLoRA 微調 Qwen2.5-14B，租雲端的卡，不急，數據集約 2500 萬 tokens", ["25M token"]),
    ("we get ~2M support tickets a day; the data lands at 8pm and the labels are needed by 6am. classify them with "
     "Llama-3.1-8B", ["2,000,000", "within 10 h"]),
    ("每天晚上7点数据才到齐，大概 50 万条评论要用 Qwen2.5-7B 做情感分类，第二天早上9点前要出结果",
     ["500,000", "14 小时内"]),
]


@pytest.mark.parametrize("text, said", CASES)
def test_each_stated_number_is_in_the_workload_line(tmp_path, text, said):
    line = workload_line(tmp_path, text)
    for words in said:
        assert words in line, (words, line)


def test_an_arrival_window_sizes_a_speech_batch(tmp_path):
    # 下午 4 點收完 → 隔天早上 7 點: 16:00 → 07:00 = 8 + 7 = 15 h, the job's limit (not a night from 22:00, 9 h)
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "用 Whisper 轉寫客服錄音，每天 150 小時的錄音，下午4點收完，隔天早上7點前要好，要租什麼？").text
    assert "15 小時" in out and "22:00" not in out
