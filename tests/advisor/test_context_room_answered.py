""""Is N context enough?" beside a whole document is answered yes with the room left, or no with what it needs and the
model's longer context or chunking (tools.context_room, read by advisor.core.context_room_read).

Hand arithmetic, the expert's way (document by the model's tokenizer + question/instructions + answer vs the window):
- 繁體, Qwen2.5-14B, 年報5萬字, 64k: Qwen 0.67 token a 简体 字 × 1.25 for 繁體 = 0.84 → 50,000 × 0.84 = 42,000; + 161
  (a ShareGPT-mean message) + 338 (ShareGPT-mean answer) = 42,499 ≤ 65,536 → yes, 23,037 left.
- 简体, Llama-3.1-8B, 标书4万字, 32k: Llama-3's 0.81 → 32,400 + 161 + 338 = 32,899 > 32,768 → no, 131 over; Llama-3.1
  reaches 131,072 (max_position_embeddings), so raise max_model_len or chunk.
- EN, Mistral-Nemo, contracts ≈ 45k tokens, 32k: 45 is no power of two, so a decimal estimate (tools.token_window):
  45 × 1,000 = 45,000 + 499 = 45,499 > 32,768 (32 is a power of two: a binary window) → no, 12,731 over; 128k model.
- EN, Llama-2-13B (4,096 max), a 6,000-word memo, is 8k enough: 6,000 × 4/3 = 8,000 + 499 = 8,499 > 8,192 and the
  model's own 4,096 does not hold it either → chunk.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.context_room import context_room

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

HANT = "我們用 Qwen2.5-14B-Instruct 看財報，年報常常5萬字，要整份丟進去問，64k 夠嗎？"
ZH = "我们用Llama-3.1-8B-Instruct审标书，标书一般4万字，整份丢进去问，32k够吗"
EN = "we use Mistral-Nemo-Instruct to review whole contracts, about 45k tokens each, is 32k context enough?"
EN_SHORT = "we run llama-2-13b-chat on a 6,000-word memo pasted whole. is 8k enough?"


def test_room_by_hand() -> None:
    # Hand: module doc
    r = context_room(42_000, 65_536)
    assert r.fits and r.needed == 42_499 and r.left == 23_037
    s = context_room(32_400, 32_768, None, 131_072)
    assert not s.fits and s.left == -131 and s.model_holds


@pytest.mark.parametrize(("text", "said"), [
    (HANT, ["Yes", "42,000", "0.84", "23,037"]),
    (ZH, ["No", "32,400", "32,899", "131 over", "131,072", "chunk"]),
    (EN, ["No", "45,000", "45,499", "12,731 over", "131,072"]),
    (EN_SHORT, ["No", "8,000", "8,499", "does not hold it", "chunk"])])
def test_is_the_window_enough_is_answered(text: str, said: list[str]) -> None:
    # Hand: module doc; before, no line answered the question (the plan moved on, the window never compared)
    e = extract(text)
    lines = [n for n in e.notes if "context enough?" in n]
    assert len(lines) == 1, e.notes
    assert all(w in lines[0] for w in said), lines[0]


def test_no_question_no_line() -> None:
    e = extract("Qwen2.5-7B chatbot for 30 users at once with 32k context")
    assert not [n for n in e.notes if "context enough?" in n]


@pytest.mark.parametrize("text", [
    "用Qwen2.5-7B做客服，每个请求2000 token，预算每月5万够不够？",
    "Serve Llama-3.1-8B with 8000-token prompts; will 20,000 be enough for the monthly budget?",
    "用 Qwen2.5-7B 做客服，每個請求 2000 token，一個月 3萬 夠唔夠？"])
def test_a_money_figure_asked_about_is_no_context_window(text: str) -> None:
    # "5万够不够" beside a budget, "will 20,000 be enough for the monthly budget": money, not a window of 50,000 or
    # 20,000 tokens; answering "Yes, leaving 47,501 tokens" would invent a question the user never asked
    e = extract(text)
    assert not [n for n in e.notes if "context enough?" in n], e.notes
