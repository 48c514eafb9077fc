"""A budget or a data set beyond any real one, written in plain grouped digits: before,
the reader kept it and validate refused the whole question with "budget.amount is out of range (at most 1e+18)" (an
internal field path; the model and the users were not answered). Now the one figure is not read, with a note in the
user's language, and the rest is answered, on every surface (they all read through `extract`; `ask` and MCP's
`parse_request` are checked here end to end)."""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    # 1,000,000,000,000,000,000,000 = 10^21 dollars: above validate's budget bound (below 10^12)
    "serve Llama-3-8B for 10 users, budget $1,000,000,000,000,000,000,000 a month",
    # 5'000'000'000'000'000'000'000 = 5 × 10^21, the apostrophe grouping
    "serve Llama-3-8B for 10 users, budget $5'000'000'000'000'000'000'000 a month",
])
def test_a_giant_budget_is_one_note_and_the_rest_is_read(text):
    e = extract(text)
    # the model and the 10 users are read; the budget is not, and a note says so with the figure in digits
    assert e.patch.model == "Llama-3-8B" and e.patch.concurrency == 10 and e.patch.budget is None, e.patch
    assert any("budget of" in n and "is not read" in n for n in e.notes), e.notes
    assert not any("budget.amount" in n for n in e.notes)


def test_a_giant_chinese_budget_is_noted_in_chinese():
    # 5 000 000 000 000 000 000 000 元 = 5 × 10^21 yuan: not read; the Chinese note names 预算
    e = extract("部署 Llama-3-8B，并发 10，预算 每月 5 000 000 000 000 000 000 000 元")
    assert e.patch.concurrency == 10 and e.patch.budget is None, e.patch
    assert any("预算" in e.zh_notes.get(n, "") and "未读取" in e.zh_notes.get(n, "") for n in e.notes), e.zh_notes


def test_audio_hours_beyond_any_data_set_are_one_note():
    # 5 × 10^18 hours of audio: above check_finite's 10^18; the task and the modality are still read
    e = extract("transcribe 5 000 000 000 000 000 000 hours of audio with Whisper large")
    assert e.patch.dataset is None and e.patch.modality == "speech", e.patch
    assert any("data set of 5,000,000,000,000,000,000 is not read" in n for n in e.notes), e.notes
    # the space-thousands note said it was read as that figure: it is not read after all, so that note is gone
    assert not any("read as 5,000,000,000,000,000,000" in n for n in e.notes), e.notes


@pytest.mark.slow
def test_ask_answers_the_rest_instead_of_refusing():
    r = CliRunner().invoke(cli, ["ask", "serve Llama-3-8B for 10 users, budget $1,000,000,000,000,000,000,000 a month"])
    # exit 0 with an answer for the 8B model and 10 users; the old refusal's words never appear
    assert r.exit_code == 0, r.output
    assert "Llama-3-8B" in r.output and "10 users" in r.output and "out of range" not in r.output, r.output
    assert "is not read" in r.output


def test_mcp_parse_request_answers_the_rest():
    from advisor.agents.tools import ParseArgs, parse_request

    out = parse_request(ParseArgs(text="serve Llama-3-8B for 10 users, budget $1,000,000,000,000,000,000,000 a month"))
    assert out["stated"]["concurrency"] == 10 and "budget" not in out["stated"], out["stated"]
    assert any("budget of" in n for n in out["notes"]), out["notes"]
