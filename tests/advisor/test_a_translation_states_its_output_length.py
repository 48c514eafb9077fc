"""A translation's own length said after a translate word (译成 / 譯成 / Cantonese 譯返 "translate back" / 译文 N
token) is the output of each item, not unstated: a blind expert review's Cantonese batch ("每條大概300 token，譯返300
token") was sized at a default 75-token output, a quarter of the work said."""

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "out", "seq"), [
    # 300 in + 300 back: each item is 600 tokens in all
    ("聽朝9點前要譯晒5萬條客服問答（每條大概300 token，譯返300 token）", 300, 600),
    # 200 in + 250 out = 450
    ("把10万条中文评论译成英文，每条约200 token，译成约250 token", 250, 450),
    ("5万条翻译，每条原文150 token，译文大概180 token", 180, 330),
])
def test_the_translated_length_is_the_output(text, out, seq):
    p = extract(text).patch
    assert p.output_tokens == out and p.seq_len == seq, p


def test_an_input_length_alone_is_not_an_output():
    # only the source length is said: it is never taken as the output (a default output is assumed and said instead)
    assert extract("要译5万条客服问答，每条大概300 token").patch.output_tokens != 300
