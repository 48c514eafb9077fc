"""Figures as people write them (the rule is in docs/CONVERSATION.md,
"Figures written with separators, signs and powers"). Each case is read through the real reader (`extract`, the
function `gpu-advisor parse` calls) and the expected values are worked out by hand in the comments; one budget and
one context case go through the CLI's `ask`.

The classes: a thousands group written with a space, an apostrophe or a point was read as its first group (×1000
too small); a minus said in words (负, 負, minus) or a '-' after a field word (rank -64) was dropped and the figure
read as positive; powers (2^15, 10⁹) and a context of a million (1M, 1 million, 8,192-token) were misread or dropped;
Chinese numerals and odd units (两千万, 并发 三十二, 20mm, 3-bit) were dropped with no note."""

import json

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _noted(e, *words):
    return any(all(w in n for w in words) for n in e.notes)


# ---- thousands separators ----

@pytest.mark.parametrize("text, amount, per", [
    # "5 000" and "5'000": a group of exactly three digits after a space or an apostrophe is a thousands group:
    # 5 × 1,000 = 5,000 a month, the period kept
    ("serve Llama-3-8B for 10 users, budget $7 500 a month", 7500.0, "month"),
    ("serve Llama-3-8B for 10 users, budget $12'000 per month", 12000.0, "month"),
    ("serve Llama-3-8B for 10 users, budget €2’500 a month", 2500.0, "month"),
    # two point groups can only be thousands: 1.200.000 = 1,200,000
    ("fine-tune Llama-3-8B, budget $1.200.000 in total", 1200000.0, "total"),
])
def test_thousands_written_with_a_space_apostrophe_or_two_points_are_read_whole(text, amount, per):
    b = extract(text).patch.budget
    assert b is not None and b.amount == amount and b.per == per, b


def test_space_thousands_say_how_they_were_read_and_people_counts_too():
    # "2 000 users": 2,000 users, and a note (two figures side by side are possible, so the reading is said)
    e = extract("serve Llama-3-8B for 2 000 users")
    assert e.patch.concurrency == 2000 and _noted(e, "'2 000' read as 2,000"), (e.patch, e.notes)


def test_a_hyphenated_group_is_a_second_figure():
    # "2 100-token prompts": two prompts of 100 tokens each, never 2,100
    e = extract("serve Llama-3-8B for 2 100-token prompts at once")
    assert not _noted(e, "2,100") and e.patch.prompt_tokens != 2100, (e.patch, e.notes)


def test_a_model_size_after_a_version_is_not_a_thousands_group():
    # "Llama 3 405B" is version 3 and 405B parameters, never 3,405B
    e = extract("serve Llama 3 405B for 10 users")
    assert e.patch.params_b in (None, 405.0) and not _noted(e, "3 405"), (e.patch, e.notes)


def test_one_point_group_is_thousands_for_whole_things_and_for_money_with_a_note():
    # 3.000 GPUs or users cannot be a fraction of one: 3 × 1,000 = 3,000, said in a note
    e = extract("serve Llama-3-8B for 3.000 users")
    assert e.patch.concurrency == 3000 and _noted(e, "'3.000 users' read as 3,000"), (e.patch, e.notes)
    # "$2.000": an amount of money has at most two decimals, so a point before exactly three digits can only group
    # thousands: 2 × 1,000 = $2,000 (the grouping rule of money with cents), and the note says it was assumed
    e = extract("LoRA Llama-3-8B on 1M tokens, budget $2.000")
    assert e.patch.budget is not None and e.patch.budget.amount == 2000.0, e.patch.budget
    assert _noted(e, "'$2.000' read as 2,000"), e.notes
    # "$0.405": a thousands group never opens with 0 (it would be written 405), so it is a decimal, read as stated
    e = extract("serve Llama-3-8B for 10 users, budget $0.405 per hour")
    assert e.patch.budget_per_hour and e.patch.budget_per_hour.amount == 0.405 and not _noted(e, "is not read"), e.notes


@pytest.mark.parametrize("text, said", [
    # "$8,00": a decimal comma ($8) or a slip ($800): not read, and never $8 *in total* with the month lost
    ("serve Llama-3-8B for 10 users, budget $8,00 a month", "'$8,00' is not read"),
    # "$30,0000": four digits after the comma are no thousands group: not $30 in total
    ("serve Llama-3-8B for 10 users, budget $30,0000 a month", "'$30,0000' is not read"),
])
def test_a_comma_that_is_not_a_thousands_group_beside_money_is_not_read(text, said):
    e = extract(text)
    assert e.patch.budget is None and e.patch.budget_per_hour is None and _noted(e, said), (e.patch, e.notes)


def test_a_decimal_comma_before_a_size_letter_is_a_point():
    # "2,5M tokens": 2.5 × 1,000,000 = 2,500,000 (no one groups thousands after one digit before an M)
    e = extract("fine-tune a 7B model on 2,5M tokens")
    assert e.patch.train_tokens == 2500000 and _noted(e, "read as 2.5M"), (e.patch, e.notes)


# ---- a minus in words or after a field word ----

@pytest.mark.parametrize("text, field, said", [
    ("部署 Llama-3-8B，10 并发，预算 负 8000 美元", "budget", "负 8000"),
    ("LoRA 微調 Llama-3-8B，100 萬 token，預算 負3000 元", "budget", "負3000"),
    ("serve Llama-3-8B for 10 users, budget minus $900 a month", "budget", "minus $900"),
    ("部署 Llama-3-8B，10 并发，上下文 负8K", "seq_len", "负8K"),
    ("部署 Llama-3-8B，10 并发，用 负4 张 A100", "num_gpus", "负4 张 A100"),
    ("LoRA Llama-3-8B on 1M tokens, LoRA rank -32", "lora_rank", "rank -32"),
    ("LoRA Llama-3-8B on 1M tokens, rank \u221216", "lora_rank", "rank \u221216"),
    ("LoRA 微调 Llama-3-8B，100 万 token，秩 -16", "lora_rank", "秩 -16"),
    ("LoRA Llama-3-8B on 1M tokens, batch size -8", "batch_size", "batch size -8"),
    ("LoRA Llama-3-8B on 1M tokens, gradient accumulation -2", "grad_accum", "accumulation -2"),
    ("serve Llama-3-8B for 10 users on -4 A100s", "num_gpus", "-4 A100s"),
])
def test_a_negative_figure_is_not_read_and_said(text, field, said):
    # a rank, a batch, a count of GPUs, a context and a budget are never negative: the field stays unset (never the
    # absolute value: rank -32 is not rank 32) and the note quotes what was typed
    e = extract(text)
    assert getattr(e.patch, field) is None, (field, e.patch)
    assert _noted(e, said, "is not read", "never negative"), e.notes


@pytest.mark.parametrize("text", ["部署 Llama-3-8B，负 20 并发", "serve Llama-3-8B for minus 20 users",
                                  "部署 Llama-3-8B，负5 天内"])
def test_a_minus_word_before_a_count_reaches_the_negative_note(text):
    e = extract(text)
    assert e.patch.concurrency is None and e.patch.deadline_hours is None, e.patch
    assert _noted(e, "never negative"), e.notes


def test_words_that_hold_fu_are_not_minus():
    # 负载 (load) and 负责 (in charge of) are words, not a minus: the 20 users stay read
    e = extract("部署 Llama-3-8B，负责 20 个用户的负载")
    assert e.patch.concurrency == 20 and not _noted(e, "never negative"), (e.patch, e.notes)


# ---- powers and a context of a million ----

@pytest.mark.parametrize("text, field, value", [
    ("serve Llama-3-8B for 10 users with 2^14 context", "seq_len", 16384),   # 2^14 = 16,384
    ("LoRA Llama-3-8B on 10⁸ tokens", "train_tokens", 100_000_000),           # 10⁸ = 100,000,000
    ("serve Llama-3-8B for 10³ users", "concurrency", 1000),                   # 10³ = 1,000
    ("serve Llama-3-8B for 10 users with a 2M context", "seq_len", 2 * 1024 * 1024),  # M as k is 1,024: 2,097,152
    ("serve Llama-3-8B for 10 users, 2 million token context", "seq_len", 2_000_000),  # said in full
    ("serve Llama-3-8B for 10 users with 16,384-token context", "seq_len", 16384),
])
def test_powers_and_long_contexts_are_read(text, field, value):
    assert getattr(extract(text).patch, field) == value


def test_a_million_tokens_of_context_is_never_training_data():
    # "1M tokens context" on a serving question: a window of 1,048,576, not 1,000,000 tokens of training
    p = extract("serve Llama-3-8B with 1M tokens context for 10 users").patch
    assert p.seq_len == 1048576 and p.train_tokens is None, p


# ---- numerals and units dropped with no note ----

@pytest.mark.parametrize("text, field, value", [
    ("用三千万 token 微调 Llama-3-8B", "train_tokens", 30_000_000),   # 三千万 = 3,000 × 10,000
    ("部署千亿参数模型，10 并发", "params_b", 100.0),                   # 千亿 = 10^11 parameters = 100B
    ("部署 Llama-3-8B，五萬 並發", "concurrency", 50_000),             # 五萬 = 5 × 10,000
    ("部署 Llama-3-8B，并发 六十四", "concurrency", 64),
    ("fine-tune a .5B model on 1M tokens", "params_b", 0.5),
])
def test_chinese_numerals_and_a_leading_point_are_read(text, field, value):
    assert getattr(extract(text).patch, field) == value


@pytest.mark.parametrize("text, said", [
    ("LoRA Llama-3-8B on 50mm tokens", "'50mm' is not read"),
    ("LoRA Llama-3-8B on 5G tokens", "'5G' is not read"),
    ("serve a 7B model for 10 users in 2-bit", "'2-bit' is not read"),
    ("serve Llama-3-8B for 10 users on 0 A100s", "'0 A100s' is not read"),
    ("serve Llama-3-8B for 10 users on 1e12 A100s", "'1e12 A100s' is not read"),
    ("LoRA Llama-3-8B on 1M tokens, budget $inf", "'$inf' is not read"),
])
def test_figures_no_reader_takes_are_said(text, said):
    e = extract(text)
    assert _noted(e, said), e.notes
    assert e.patch.num_gpus is None and e.patch.budget is None, e.patch


def test_thousands_do_not_change_the_held_phrasings():
    # "1,000 users", "$5K/mo", "2.5k requests", "Qwen2.5 72B": as before
    assert extract("serve Llama-3-8B for 1,000 users").patch.concurrency == 1000
    assert extract("serve Llama-3-8B for 10 users, budget $5K/mo").patch.budget.amount == 5000
    assert extract("serve Qwen2.5 72B for 10 users").patch.params_b in (None, 72.0)


# ---- through the CLI ----

@pytest.mark.slow
def test_ask_reads_a_space_thousands_budget_per_month():
    # $5 000 a month is 5,000, so the workload line shows $5,000/month (before: $5.00/month, "3550% over the budget")
    r = CliRunner().invoke(cli, ["ask", "serve Llama-3-8B for 10 users, budget $5 000 a month"])
    assert r.exit_code == 0, r.output
    assert "$5,000/month" in r.output.splitlines()[0] and "over the budget" not in r.output, r.output[:600]


@pytest.mark.slow
def test_ask_on_a_million_context_says_the_model_maximum():
    # Llama-3-8B holds 8,192 tokens; a 1M context is read as 1,048,576, sized at the model's 8,192 (the longest it
    # runs, tools.recommend.at_model_context), and the answer says the model's limit beside the asked figure
    r = CliRunner().invoke(cli, ["ask", "serve Llama-3-8B for 10 users with a 1M context"])
    assert r.exit_code == 0, r.output
    assert "8,192 context" in r.output.splitlines()[0] and "at most 8,192 tokens of context" in r.output, r.output[:800]
    assert "for 1,048,576 tokens" in r.output, r.output[:800]


@pytest.mark.slow
def test_parse_shows_the_refused_rank():
    r = CliRunner().invoke(cli, ["parse", "LoRA Llama-3-8B on 1M tokens, LoRA rank -64"])
    out = json.loads(r.output.strip().splitlines()[-1])
    assert "lora_rank" not in out["workload"] and any("rank -64" in n for n in out["notes"]), out
