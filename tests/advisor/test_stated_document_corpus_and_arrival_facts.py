"""Facts the user states about the work reach the workload: never dropped, never asked for again.

Three classes, each in en and zh (简 / 繁):
- one document's length said with its noun and no "each" ("判決書通常 8 萬字", "the leases are ~30k words") is the
  prompt the context must hold (tools.dataset's rates: a Chinese character 0.6 token, an English word 4/3, a page
  600), unless a retrieval / chunking word says it is never one prompt;
- a training set's size said after a data word, however far from the training verb ("…, dataset is ~12M tokens",
  数据集约 …, 语料大概 N 万字 / "corpus of N words" at the same rates) is the training tokens;
- the clock the data arrive at ("收完", "传完", "lands at 8pm", "uploaded by 7 pm") starts the batch's window, which
  ends at the deadline clock said after it.
Expected values are worked by hand in the comments.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import clock_window, extract, normalise
from tools.defaults import RAG_PROMPT_TOKENS
from tools.load import SHAREGPT_OUTPUT_TOKENS


def _patch(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text, seq_len", [
    # 8 万字 = 80,000 characters, 繁體 on Llama-3 (tools.cjk_tokens): 0.81 × 1.25 = 1.0125 → 1.01 → 80,800 tokens
    ("我們想用 Llama-3.1-8B 幫律師看判決書，判決書通常 8 萬字，要整份一次丟進去，租什麼？", 80_800),
    # 3.5 万字 = 35,000 × 0.67 (Qwen: 1 token ≈ 1.5 characters) = 23,450
    ("用 Qwen2.5-14B 审标书，标书大概 3.5 万字左右，要整本一起读，租哪张卡？", 23_450),
    # "2万字的报告": the length before its noun: 20,000 × 0.67 = 13,400
    ("想用 Qwen2.5-7B 一次读完一份 2万字的报告 再给意见，4090 够吗", 13_400),
    # 30,000 words × 4/3 = 40,000 tokens
    ("We want Mistral-7B to review our leases; the leases are ~30k words and we want the whole thing in one "
     "prompt. 3 users. What should we rent?", 40_000),
    # a range reads as its top: 50 pages × 600 = 30,000
    ("Gemma-2-27B to read board reports in one go; reports usually run 40-50 pages. What GPU?", 30_000),
    # 12,000 words × 4/3 = 16,000
    ("serve Llama-3.1-70B so our editors can paste 12,000-word manuscripts whole; 5 users", 16_000),
])
def test_a_document_length_is_the_context(text, seq_len):
    assert _patch(text).get("seq_len") == seq_len


@pytest.mark.parametrize("text", [
    "想用 Qwen2.5-7B 做问答，文档大概 3 万字，先切块做 RAG",      # chunks are retrieved: no one prompt holds a document
    "用 Llama-3.1-8B 做檢索問答，合約平均 4 萬字，切塊後向量化",  # 繁: retrieval over chunks
    "用 Qwen2.5-7B 帮销售写周报，生成的报告大概 800 字，10 个人用",  # a report the model writes: its answer, no prompt
    "用 Llama-3.1-8B 幫法務起草合約，合約通常 5000 字，3 個人用",  # 繁: contracts the model drafts
])
def test_a_chunked_or_written_document_is_no_context(text):
    # never the document's length (3 万字 ≈ 30,000+ tokens): a retrieval service's context is its assumed chunks
    # (tools.defaults.RAG_PROMPT_TOKENS 4,096 + a 338-token reply = 4,434), a written report none at all
    assert _patch(text).get("seq_len") in (None, RAG_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS)


def test_the_conversion_is_said():
    # 8 萬字 in 繁體 on Llama-3: 80,000 × 1.01 = 80,800 tokens, said with the rate, its tokenizer and the 繁體 assumption
    notes = " ".join(extract("判決書通常 8 萬字，用 Llama-3.1-8B 整份讀").notes)
    assert "80,000" in notes and "80,800" in notes and "1.01" in notes and "Llama-3" in notes and "繁體" in notes


@pytest.mark.parametrize("text, tokens", [
    # the data word is 60+ characters after the training verb: 12M = 12,000,000
    ("We plan to LoRA fine-tune Mistral-7B on our two owned A6000s or rent if needed, no rush at all. "
     "The dataset is around 12M tokens.", 12_000_000),
    # 繁: 2500 萬 = 25,000,000
    ("打算 QLoRA 微調 Qwen2.5-14B，公司內部有兩張 A6000 可以用，不夠的話再租，數據集約 2500 萬 tokens", 25_000_000),
    # 简: 语料 in 字: 5000 万字 = 50,000,000 × 0.67 (Qwen) = 33,500,000 tokens
    ("用 Qwen2.5-7B 做 LoRA 微调，语料大概 5000 万字，要多久？", 33_500_000),
    # 繁: 3 億字 = 300,000,000 × 0.84 (Qwen 0.67 × 1.25 = 0.8375 → 0.84) = 252,000,000
    ("想用 LoRA 微調 Qwen2.5-14B，資料集約 3 億字，租什麼卡？", 252_000_000),
    # 200M words × 4/3 = 266,666,666.7 → 266,666,667
    ("full fine-tune Qwen2.5-3B, the corpus is about 200M words", 266_666_667),
])
def test_a_stated_training_set_is_the_training_tokens(text, tokens):
    assert _patch(text).get("train_tokens") == tokens


@pytest.mark.parametrize("text, hours, start, end", [
    # 下午 5 点 = 17:00 → 晚上 11 点 = 23:00: 6 h
    ("用 whisper 转写，每天 200 小时录音，下午5点传完，晚上11点前要完成", 6.0, 17.0, 23.0),
    # 晚上 7 点 = 19:00 → 早上 9 点 = 09:00 next day: 5 h to midnight + 9 = 14 h; the two clocks are far apart
    ("每天晚上7点数据才到齐，大概 50 万条评论要用 Qwen2.5-7B 做情感分类，第二天早上9点前要出结果", 14.0, 19.0, 9.0),
    # 繁 / 粵: 夜晚 8 點 = 20:00 → 朝早 8 點 = 08:00: 12 h
    ("每日夜晚8點啲錄音先上傳完，用 Whisper 轉文字，聽日朝早8點前要搞掂", 12.0, 20.0, 8.0),
    # 8pm = 20:00 → 6am = 06:00: 4 + 6 = 10 h
    ("we get ~2M support tickets a day; the data lands at 8pm and the labels are needed by 6am", 10.0, 20.0, 6.0),
    # 6:30 pm = 18:30 → 7 am = 07:00: 5.5 + 7 = 12.5 h
    ("the call recordings come in at 6:30 pm and we need the Whisper transcripts by 7 am", 12.5, 18.5, 7.0),
])
def test_the_data_arrival_clock_starts_the_window(text, hours, start, end):
    w = clock_window(normalise(text))
    assert w is not None and w[0] == hours and w[2] == (start, end)


def test_an_arrival_window_is_the_deadline_not_a_night_from_ten():
    # 下午 4 點 = 16:00 → 隔天早上 7 點 = 07:00: 8 + 7 = 15 h (a night from 22:00 would say 9)
    p = _patch("用 Whisper 轉寫客服錄音，每天 150 小時的錄音，下午4點收完，隔天早上7點前要好")
    assert p.get("deadline_hours") == 15.0


@pytest.mark.parametrize("lang, words", [
    ("en", "8,192 context (asked 24,000: over the model's maximum)"),
    ("zh", "上下文 8,192（所问 24,000，超出模型上限）"),
])
def test_a_context_over_the_maximum_is_said_with_the_one_asked(lang, words):
    # a 4 万字 document is 40,000 × 0.6 = 24,000 tokens; a model with an 8,192 maximum is sized at 8,192, and the line
    # says both, never the 8,192 alone
    from advisor.core.render import workload_line
    from tools.schema import Workload

    w = Workload(model="Gemma-2-9B", task="inference", precision="bf16", seq_len=8192, concurrency=2)
    assert words in workload_line(w, lang, asked_context=24_000)
    assert "24,000" not in workload_line(w, lang)
