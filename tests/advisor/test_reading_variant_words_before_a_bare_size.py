"""A family word, a variant's words and a size written without its B name that variant at that size.

"qwen 2.5 coder 14" was sized on the family's default member (Qwen2.5-7B, "names a family of sizes") and
"deepseek r1 distill llama 8" was asked between the six distills: the words the user typed between the family and the
number were lost. Now the registry row whose name holds every word said, in order, and ends in that size is read
(advisor.core.variant_size_read), said as read. The number is a size only before words that end a model name, and only
where such a row exists."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check, read


@pytest.mark.parametrize(("text", "model"), [
    # "coder" between "qwen2.5" and "14": Qwen2.5-Coder-14B (a held row, 14.7B), never the 7B general model
    ("host qwen2.5 coder 14 for our 25 developers", "Qwen2.5-Coder-14B"),
    # "r1 distill llama" + 8: the one 8B distill (DeepSeek-R1-Distill-Llama-8B, arXiv:2501.12948), never R1 (671B)
    ("we want deepseek r1 distill llama 8 on a single card", "DeepSeek-R1-Distill-Llama-8B"),
    # 简体: 千问 is Qwen; "2.5 math 7" = Qwen2.5-Math-7B; "给" ends the name, and 2.5 is a version, not 2.5 coders
    ("部署 千问2.5 math 7 给 40 个学生做题", "Qwen2.5-Math-7B"),
    # 繁體: "coder 1.5" = Qwen2.5-Coder-1.5B (a fractional size) before 給
    ("想用 qwen 2.5 coder 1.5 給 10 位工程師補全程式碼", "Qwen2.5-Coder-1.5B"),
    # 繁體: "distill qwen 32" = DeepSeek-R1-Distill-Qwen-32B, the words after "deepseek r1" kept
    ("公司要跑 DeepSeek R1 distill qwen 32，給客服用", "DeepSeek-R1-Distill-Qwen-32B"),
])
def test_variant_words_before_a_bare_size_name_that_row(text, model):
    check(text, {"model": model})


@pytest.mark.parametrize("text", [
    # "7 users" is a count of people, not a size: no 7B row is read from it
    "qwen2.5 coder with 7 users",
    # a number before GPUs is a card count: nothing read as Qwen2.5-Coder-4B (no such row either)
    "run qwen coder on 4 GPUs",
])
def test_a_number_that_is_no_size_stays_unread_as_one(text):
    got = read(text)
    assert got.get("model") not in {"Qwen2.5-Coder-7B", "Qwen2.5-Coder-4B"}, got
