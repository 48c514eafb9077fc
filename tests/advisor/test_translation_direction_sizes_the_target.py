"""A translation's direction is read from the words that say it (中译英, 翻成英文, 英翻中, 翻譯成日文, "from Chinese
into English"), and its output is sized in the TARGET language's tokens.

"有1亿字的中文资料要翻成英文" was labelled "翻译成简体中文" and sized as English read into Chinese (1,801 tokens out of
2,048): both words 中文 and 英文 were in the message, and any 英文 was taken for the source. Chinese read into English
is 1 ÷ 1.75 English words a 字 (the product's rule of thumb, reversed) at 4/3 tokens a word (tools.target_tokens)."""

from __future__ import annotations

import pytest

from advisor.core.mt_read import said_target
from tests.advisor.test_reading_classes import check
from tests.conftest import module_home
from tools.target_tokens import chinese_output, english_output

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "want"), [
    ("有1亿字的中文资料要翻成英文", "english"),
    ("5000万字的资料中译英", "english"),
    ("把這批合約英翻中", "chinese"),
    ("把3000万字的中文手册翻譯成日文", "japanese"),
    ("把英文说明书翻译成简体中文", "chinese"),
    ("Translate the Chinese contracts into English", "english"),
    ("translate Chinese to English", "english"),
    ("翻译成德语、法语和西班牙语", None),  # several targets: each a request, as before
    ("翻译这些文档", None),
])
def test_the_target_is_the_language_written_into(text, want):
    assert said_target(text) == want


def test_english_output_is_the_characters_as_english_words():
    # 2,048 tokens ÷ 0.67 = 3,057 字 ÷ 1.75 = 1,747 words × 4/3 = 2,329 tokens; 繁體 ÷ 0.84 = 2,438 字 → 1,393 words
    # → 1,858 tokens. The reverse direction of the same chunk stays 1,801 (2,048 ÷ 4/3 × 1.75 × 0.67)
    assert english_output(2048, 0.67) == 2329
    assert english_output(2048, 0.84) == 1858
    assert chinese_output(2048, 0.67) == 1801


@pytest.mark.parametrize(("text", "want"), [
    # 简体: 1亿字 × 0.67 = 67 M tokens in, 2,048-token chunks → 32,715; out 2,329 a chunk (above), context 4,377
    ("有1亿字的中文资料要翻成英文用qwen2.5-72b一周之内做完最便宜怎么租",
     {"batch_requests": 32715, "output_tokens": 2329, "seq_len": 4377}),
    # 简体, 中译英: 5000万字 × 0.67 = 33.5 M → 16,358 chunks, 2,329 out each
    ("5000万字的资料中译英，用qwen2.5-32b，三天内", {"batch_requests": 16358, "output_tokens": 2329}),
    # 繁體: 1億字 × 0.84 = 84 M → 41,016 chunks; out 1,858 a chunk (above)
    ("我們有1億字的中文合約要翻譯成英文，用Qwen2.5-72B，一個月內完成，最便宜點租",
     {"batch_requests": 41016, "output_tokens": 1858}),
    # 繁體 into Japanese: no figure for Japanese, as long as the input (2,048), never the into-Chinese 1,801/2,258
    ("把3000万字的中文手册翻譯成日文，用Qwen2.5-72B，一週內", {"output_tokens": 2048}),
    # English into Chinese stays as it was: 2,048 in → 1,801 out
    ("把6000万字的英文说明书翻译成中文，用qwen2.5-72b，两周内做完", {"output_tokens": 1801}),
])
def test_a_translation_is_sized_on_its_target(text, want):
    check(text, want)


def test_the_english_wording_says_chinese_into_english():
    # English: 80 M tokens of Chinese into English, 2,048-token chunks, each 2,329 out at Qwen's 简体 0.67 (above);
    # read as English into Chinese it was 1,801
    check("Translate 80M tokens of Chinese contracts from Chinese into English with Qwen2.5-72B within a week",
          {"output_tokens": 2329})
