"""An embedding job says what dominates it before the figures that rest on it.

- A document longer than the encoder reads cannot be one vector ("每篇整篇生成一个向量" with bge-large-zh-v1.5 was
  silently cut into chunks): the cut is said, the chunks sized, and only encoders that read the whole document AND
  its language are named (bge-m3 8,192 and Qwen3-Embedding-8B 32,768 for Chinese; never the English-only
  nomic-embed-text). Chunks of a document the encoder could read whole are a retrieval choice: no warning.
- A BERT WordPiece encoder (bge-*-zh, hfl/chinese-*) makes every Chinese character a token (google-research/bert
  tokenization.py): 8,000 字 → 8,000 tokens (it was 0.6 → 4,800, the figure for an LLM's BPE), in 繁體 too (no ×1.25).
- A PDF corpus pays for its text first: text-layer extraction on the CPU, OCR for scanned pages on a GPU
  (tools.pdf_text), said under the headline with the pages it counts.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import message_cjk_rate
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,script,rate", [
    ("用bge-large-zh-v1.5给合同做向量，每篇8000字", "zh-Hans", 1.0),
    ("用bge-large-zh-v1.5給合約做向量，每篇8000字", "zh-Hant", 1.0),  # one token a character in either script
    ("用chinese-roberta-wwm-ext做分类，每条300字", "zh-Hans", 1.0),
    ("用Qwen2.5-7B总结合同，每篇8000字", "zh-Hans", 0.67),  # an LLM keeps its family's figure
])
def test_a_bert_encoder_reads_one_token_a_character(text, script, rate):
    assert message_cjk_rate(text, script).per_char == rate


def _answer(text: str) -> str:
    return Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_a_whole_document_one_vector_is_said_cut_with_the_encoders_that_read_it():
    out = _answer("有200万篇合同，平均每篇8000字，想用bge-large-zh-v1.5每篇整篇生成一个向量做检索，一周内跑完，租什么卡最省")
    # 8,000 字 → 8,000 tokens at one a character; 8,000 / 500 = 16 chunks
    assert "2,000,000 条 × 8,000 token" in out and "每条切成 16 块" in out
    line = next(x for x in out.splitlines() if "最多读 512 token" in x)
    # encoders that read 8,000 tokens whole and read Chinese (bge-m3: 8,192; Qwen3-Embedding 4B / 8B: 32,768;
    # snowflake-arctic-embed-l-v2.0, multilingual: 8,192); nomic reads English only
    assert "bge-m3" in line and re.search(r"Qwen3-Embedding-[48]B|arctic-embed-l-v2\.0", line) and "nomic" not in line


@pytest.mark.slow
def test_chunks_of_a_document_the_encoder_reads_whole_are_no_cut():
    out = _answer("embed 2 million PDFs, about 10 pages each, with bge-m3 within 10 days")  # 6,000 tokens ≤ 8,192
    assert "reads at most" not in out


@pytest.mark.slow
@pytest.mark.parametrize("text,pages", [
    ("我哋有800萬頁上市公司年報PDF（中英文，公開資料），想用bge-m3做embedding搞semantic search，兩個星期內搞掂，點樣最平？",
     "8,000,000"),
    ("embed 2 million PDFs, about 10 pages each, with bge-m3 within 10 days", "20,000,000"),  # 2M × 10 pages
    ("we have 5 million scanned pages of invoices, want bge-m3 embeddings in a week", "5,000,000"),
])
def test_a_pdf_corpus_says_its_text_step_first(text, pages):
    lines = [x for x in _answer(text).splitlines() if x.strip() and not x.startswith(">")]
    assert pages in lines[1] and "OCR" in lines[1]  # right under the headline


@pytest.mark.slow
def test_no_pdf_no_text_step():
    assert "OCR" not in _answer("embed 1 million product descriptions with bge-m3")
