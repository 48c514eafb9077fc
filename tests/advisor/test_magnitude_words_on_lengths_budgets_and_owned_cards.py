"""Magnitude words on every length and amount reader, owned-card counts that are no count, and an active size that
would be echoed but not used.

A length said with 万 / 萬 / 两万 / 万亿 or with "M", "million", "thousand" is read at that magnitude on the prompt,
in/out, thinking and budget readers alike (advisor/core/magnitudes.py); a figure above its range is "not read" with the
range note, never a smaller number. A count of GPUs of 0, negative, fractional or nan is refused with the same note for
every card name (RTX, bare 4090 after 张, H100) and no owned fleet is assumed. `--active-params` / `active_params_b`
out of (0, params] or without `--params` is refused (exit 2 / isError), never echoed while the model is sized dense.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.core.extract_rules import extract
from tools.defaults import WorkloadError, thinking_words, validate
from tools.schema import Workload


def _patch(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


# ---- prompt lengths with a magnitude word ------------------------------------------------------------------------------

@pytest.mark.parametrize("text,prompt", [
    # 2万 = 2 × 10^4 = 20,000 tokens (万 is ten thousand, decimal: never 2 tokens)
    ("部署 Qwen2.5-7B，每次输入2万token", 20_000),
    # 两万 is 2万 in words: 20,000
    ("部署 Qwen2.5-7B，每次输入两万token", 20_000),
    # 繁體 300萬 = 300 × 10^4 = 3,000,000
    ("部署 Qwen2.5-7B，每次輸入300萬token", 3_000_000),
    # "3 million tokens" = 3,000,000 (the word is decimal)
    ("serve Qwen2.5-7B, inputs of 3 million tokens", 3_000_000),
    # "20 thousand tokens" = 20,000
    ("serve Qwen2.5-7B, each input is 20 thousand tokens", 20_000),
    # "3M tokens" of pasted text is a person's estimate, not a window: 3 is no power of two, so M is × 1,000,000 =
    # 3,000,000 (tools.token_window; only 1M, 2M, 4M … are 1,048,576 × N)
    ("I want to paste 3M tokens into Llama-3.1-8B and ask questions, 1 user", 3_000_000),
])
def test_a_prompt_length_keeps_its_magnitude_word(text, prompt):
    p = _patch(text)
    assert p["prompt_tokens"] == prompt
    assert p["seq_len"] > prompt  # the context holds the prompt and an answer: never the 4,096 default or "2"


def test_an_in_out_pair_with_wan_is_the_whole_request():
    # 输入2万 = 20,000 and 输出500 = 500: the request holds 20,000 + 500 = 20,500 tokens (was 2 + 500 = 502)
    p = _patch("部署 Qwen2.5-7B，每个请求输入2万token，输出500token")
    assert p["prompt_tokens"] == 20_000 and p["seq_len"] == 20_500


def test_characters_with_wan_are_counted_before_the_token_rate():
    # 1.5万字 = 15,000 characters; Qwen's tokenizer at 0.67 a character (the note's figure): 15,000 × 0.67 = 10,050
    # tokens (was 1: the 万 and the 字 both dropped)
    e = extract("部署 Qwen2.5-7B，每次输入1.5万字")
    assert e.patch.prompt_tokens == 10_050
    assert any("1.5万字" in n and "10,050" in n for n in e.notes)


# ---- thinking lengths ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,tokens", [
    ("部署 QwQ-32B 给5人用，思考过程2万token", 20_000),  # 2 × 10^4
    ("serve QwQ-32B for 5 users, thinking 20k tokens per answer", 20_000),  # 20 is no power of two: 20 × 1,000
    ("serve QwQ-32B for 5 users, thinking 5 million tokens per answer", 5_000_000),  # was dropped: 8,192 used
])
def test_a_thinking_length_keeps_its_magnitude_word(text, tokens):
    p = _patch(text)
    assert p["output_tokens"] == tokens and p["thinking"] is True


def test_the_workload_line_shows_the_thinking_length_the_plan_sizes():
    # the line said QwQ's default 8,192 while the plan sized the 20,000 asked: it shows the stated length, and the
    # model's default (8,192, the finding's figure) when none is said
    said = thinking_words(Workload(model="QwQ-32B", task="inference", output_tokens=20_000, thinking=True))
    assert said is not None and said.args["tokens"] == 20_000
    default = thinking_words(Workload(model="QwQ-32B", task="inference"))
    assert default is not None and default.args["tokens"] == 8_192


# ---- budgets with compound magnitudes ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text,said", [
    # 1万亿 = 10^12 (万亿 is one magnitude: was read as 1万 = ¥10,000): above the budget range, not read
    ("部署 Qwen2.5-14B 给50人用，预算每月1万亿元", "1,000,000,000,000"),
    ("部署 Qwen2.5-14B 给50人用，预算每月5万亿", "5,000,000,000,000"),  # 5 × 10^12 (was ¥50,000)
    ("部署 Qwen2.5-14B 给50人用，預算每月2萬億台幣", "2,000,000,000,000"),  # 繁體 2萬億 = 2 × 10^12
    ("serve Qwen2.5-7B, budget 3 trillion dollars a month", "3,000,000,000,000"),  # was read as $3
])
def test_a_budget_beyond_the_range_is_not_read_never_a_smaller_number(text, said):
    e = extract(text)
    assert e.patch.budget is None
    assert any(said in n and "not read" in n for n in e.notes)


def test_a_budget_in_yi_is_still_read():
    # 3亿 = 3 × 10^8 = ¥300,000,000, inside the range: read as before
    assert _patch("部署 Qwen2.5-14B 给50人用，预算每月3亿")["budget"]["amount"] == 300_000_000


# ---- owned card counts that are no count -------------------------------------------------------------------------------

@pytest.mark.parametrize("text,said", [
    ("we own 0 RTX 4090; serve Llama-3.1-8B for 5 users", "0 RTX 4090"),
    ("we own 0 RTX 3090; serve Llama-3.1-8B for 5 users", "0 RTX 3090"),
    ("we own -2 RTX 4090; serve Llama-3.1-8B for 5 users", "-2 RTX 4090"),
    ("we own 2.5 H100; serve Llama-3.1-8B for 5 users", "2.5 H100"),  # never floored to 2 rented H100
    ("I own 3.5 RTX 4090; serve Llama-3.1-8B for 5 users", "3.5 RTX 4090"),
    ("we own nan H100; serve Llama-3.1-8B for 5 users", "nan H100"),
    ("we own nan A100s; serve Llama-3.1-8B for 5 users", "nan A100s"),
    ("我们有 0 张 RTX 4090，部署 Llama-3.1-8B 给5人用", "0 张 RTX 4090"),
    ("我们有 -2 张 4090，部署 Llama-3.1-8B 给5人用", "-2 张 4090"),
    ("我們有 2.5 張 H100，部署 Llama-3.1-8B 給5人用", "2.5 張 H100"),
])
def test_an_owned_count_that_is_no_whole_number_is_refused_with_no_fleet(text, said):
    e = extract(text)
    p = e.patch
    assert p.num_gpus is None and not p.owned_gpus and p.gpu_preference is None
    assert any(f"'{said}' is not read" in n for n in e.notes)


def test_a_whole_owned_count_is_still_read():
    p = extract("we own 2 RTX 4090; serve Llama-3.1-8B for 5 users").patch
    assert p.num_gpus == 2 and p.owned_gpus and p.gpu_preference == "RTX 4090"


# ---- active parameters -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("params,active,word", [
    (47, 0, "at least"),  # zero active parameters size nothing
    (47, 1e-9, "at least"),  # below the 0.001 B floor (tools.floors.MIN_PARAMS_B)
    (7, 1e17, "at most params"),  # more active than the total
    (None, 2, "needs --params"),  # a named model's config sets its experts: the size would be echoed, unused
])
def test_an_active_size_that_would_be_ignored_is_refused(params, active, word):
    w = Workload(model=None if params else "llama-3-8b", params_b=params, active_params_b=active)
    with pytest.raises(WorkloadError, match=word):
        validate(w)


def test_an_active_size_within_the_total_is_accepted():
    validate(Workload(params_b=47, active_params_b=13))  # 13 of 47 billion: a mixture of experts, no error
    validate(Workload(params_b=7, active_params_b=7))  # all active: dense, no error


@pytest.mark.slow
@pytest.mark.parametrize("args", [["--params", "47", "--active-params", "0"],
                                  ["--params", "7", "--active-params", "1e17"],
                                  ["--model", "llama-3-8b", "--active-params", "2"]])
def test_the_cli_refuses_an_active_size_it_would_ignore(args):
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["recommend", *args, "--json"])
    assert r.exit_code == 2 and "active" in r.output


@pytest.mark.slow
def test_mcp_refuses_an_active_size_above_the_total_and_parses_wan():
    from advisor.agents.mcp_server import call

    assert call("recommend", {"params_b": 7, "active_params_b": 70}).is_error  # 70 active of 7 total
    out = call("parse_request", {"text": "部署 Qwen2.5-7B，每次输入2万token"}).structured_content
    assert out["stated"]["prompt_tokens"] == 20_000  # 2 × 10^4, was "seq_len": 2


@pytest.mark.slow
def test_the_cli_answer_sizes_the_wan_prompt_and_refuses_a_zero_owned_card():
    from advisor.cli import cli

    zh = CliRunner().invoke(cli, ["ask", "部署 Qwen2.5-7B，每次输入2万token"]).output
    # context = 20,000 prompt + 338 answer tokens (ShareGPT's mean answer, tools.load) = 20,338 (was "上下文 2")
    assert "上下文 20,338" in zh
    own = CliRunner().invoke(cli, ["ask", "we own 0 RTX 4090; serve Llama-3.1-8B for 5 users"]).output
    assert "'0 RTX 4090' is not read" in own and "your own" not in own
    qwq = CliRunner().invoke(cli, ["ask", "部署 QwQ-32B 给5人用，思考过程2万token"]).output
    assert "每个回答思考 20,000 token" in qwq and "8,192" not in qwq.split("\n\n")[0]
