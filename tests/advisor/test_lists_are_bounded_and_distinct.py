"""Every list field (regions, providers) is de-duplicated and bounded at the schema, so every surface gets it: the
language model's reading, the MCP and LangChain argument models, the CLI's repeatable flags and the rule reader's
screen. Before: a model's tool call with `regions: ["us-east-1"] × 10,000` took 22 s and
answered 221,667 characters listing us-east-1 20,000 times; MCP's `recommend` with the same list took 29-42 s and a
276 kB reply; 1,000 made-up region ids gave no reply within 150 s. Also the LLM path's other hole: a model that
adds figures contradicting each other got the user refused over figures they never gave."""

from __future__ import annotations

import time

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.extract_llm import LLMExtractor
from advisor.core.extract_rules import extract
from advisor.core.screen import screen_patch
from advisor.core.store import Store
from tests.advisor.test_llm_extract import tool_call, tool_fake
from tools.floors import MAX_LIST_ITEMS
from tools.schema import Workload

pytest.importorskip("langchain_core")


def _engine(tmp_path, args):
    fake = tool_fake(messages=iter([tool_call(args)] * 3))
    return Engine(store=Store(tmp_path / "s.db"), llm=LLMExtractor(model=fake, timeout=10))


def _cpu_seconds(tmp_path, regions: list[str]):
    start = time.process_time()
    r = _engine(tmp_path, {"regions": regions}).handle("t", "serve Llama-3-8B for 10 users")
    return r, time.process_time() - start


@pytest.mark.slow
def test_a_models_region_repeated_ten_thousand_times_is_read_once(tmp_path):
    # A ratio to the same question with the region said once, in the same run (a fixed limit in seconds failed on a
    # busy machine): before the fix the 10,000 copies cost ~20× the answer (22 s); read once they cost about as much.
    _, once = _cpu_seconds(tmp_path / "a", ["us-east-1"])
    r, took = _cpu_seconds(tmp_path / "b", ["us-east-1"] * 10_000)
    assert r.kind == "answer" and r.recommendation.workload.regions == ["us-east-1"]
    # the header names the region once and each table row in its region column (it was listed 20,000 times); a usual
    # answer is a few kB
    assert r.text.count("us-east-1") <= 8 and len(r.text) < 10_000, len(r.text)
    assert took < 2 * once + 1, (took, once)


@pytest.mark.slow
def test_a_models_list_over_the_bound_is_not_used_and_the_rules_answer(tmp_path):
    # 1,000 made-up ids: more different values than MAX_LIST_ITEMS (40); the model's reading fails its schema, so the
    # rules' reading answers (LLMExtractor: any failure falls back to the rules), promptly.
    _, plain = _cpu_seconds(tmp_path / "a", [])
    r, took = _cpu_seconds(tmp_path / "b", [f"xx-fake-{i}" for i in range(1000)])
    assert r.kind == "answer" and r.extractor == "rules" and not r.recommendation.workload.regions
    assert took < 2 * plain + 1, (took, plain)  # was no reply within 150 s


def test_the_schema_drops_repeats_and_refuses_more_than_the_bound_in_words():
    w = Workload(regions=["us-east-1", " US-EAST-1", "eu-west-1", "us-east-1"], providers=["aws"] * 500)
    assert w.regions == ["us-east-1", "eu-west-1"] and w.providers == ["aws"]  # first spelling kept, by hand
    with pytest.raises(ValueError, match=f"at most {MAX_LIST_ITEMS} different values .* 41 were given"):
        Workload(regions=[f"r{i}" for i in range(41)])


def call(tool: str, args: dict):
    """The MCP server's tool call (advisor.agents.mcp_server.call), imported on first use: the MCP SDK costs ~1 s
    to import, and at module level each pytest-xdist worker paid it while collecting, not only the one that runs here."""
    from advisor.agents.mcp_server import call as mcp_call

    return mcp_call(tool, args)


@pytest.mark.slow
def test_mcp_recommend_with_a_long_list_answers_once_or_refuses_naming_the_limit():
    start = time.monotonic()
    ok = call("recommend", {"model": "Llama-3-8B", "regions": ["us-east-1"] * 10_000})
    assert not ok.is_error and time.monotonic() - start < 15
    assert len(ok.content[0].text) < 20_000 and ok.structured_content["workload"]["regions"] == ["us-east-1"]
    many = call("recommend", {"model": "Llama-3-8B", "regions": [f"zz-region-{i}" for i in range(1000)]})
    assert many.is_error
    text = many.content[0].text
    assert "regions: at most 40 different values" in text and "1,000 were given" in text and len(text) < 600, text
    dup = call("list_instances", {"providers": ["google", "gcp", "GCP"] * 3000, "gpu": "A100"})
    assert not dup.is_error  # aliases normalised, then counted once: one provider


@pytest.mark.slow
def test_the_cli_refuses_too_many_regions_naming_the_limit():
    args = ["recommend", "--model", "Llama-3-8B"] + [x for i in range(45) for x in ("--region", f"zz-{i}")]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 2 and "at most 40 different values" in r.output and "Value error" not in r.output


ACTING = "\x1b\x07\x9b\r\n\u202e\u2067"  # ESC, BEL, C1 CSI, CR, LF, RLO, RLI: what a terminal or a bidi reader acts on


@pytest.mark.slow
@pytest.mark.parametrize("value", ["x" * 1_000_000, "\x1b]0;pwned\x07", "aws\u202e", "us-east-1\nline"])
def test_a_region_or_provider_value_is_bounded_and_never_echoed_raw(value):
    # values had no length rule and were echoed 2-3 times: a 1 MB MCP region took 30-40 s and a 2 MB reply, an
    # ESC sequence set the terminal title. Each value is at most MAX_LIST_ITEM_CHARS (100) characters and holds no
    # control or bidi character (the sheet import's rule); the refusal quotes at most 40 characters through
    # tools.shown.plain, so a reply is short (< 600 characters: the message is ~200) and holds nothing that acts.
    from tools.floors import MAX_LIST_ITEM_CHARS

    assert MAX_LIST_ITEM_CHARS == 100
    for field in ("regions", "providers"):
        with pytest.raises(ValueError, match="at most 100 characters|control, bidi or invisible"):
            Workload(**{field: [value]})
    for tool in ("recommend", "explain", "check_pitfalls"):
        start = time.monotonic()
        r = call(tool, {"model": "Llama-3-8B", "regions": [value]})
        text = r.content[0].text
        assert r.is_error and len(text) < 600 and not any(c in text for c in ACTING), text[:300]
        assert time.monotonic() - start < 5
    cli_r = CliRunner().invoke(cli, ["recommend", "--model", "Llama-3-8B", "--provider", value])
    assert cli_r.exit_code == 2 and len(cli_r.output) < 600, cli_r.output[:300]
    assert not any(c in cli_r.output.rstrip("\n") for c in ACTING), repr(cli_r.output)
    assert Workload(regions=["x" * 100]).regions == ["x" * 100]  # at the bound: accepted


def test_the_rule_reader_leaves_too_many_regions_unread_with_a_note():
    # the screen the rule reader and the model's reading pass through (tools.ranges): the field is unread, said
    ids = ", ".join(f"eu-test-{i}" for i in range(45))
    e = extract(f"serve Llama-3-8B for 10 users in {ids}")
    e.patch = e.patch.model_copy(update={"regions": [f"eu-test-{i}" for i in range(45)]})
    out = screen_patch(e)
    assert out.patch.regions is None
    assert any("45 different regions are not read: name at most 40" in n for n in out.notes), out.notes


# ---- a model reading whose figures contradict each other is set aside ---------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    ("serve Llama-3-8B for 10 users", "the language model's reading of this message did not hold together"),
    ("部署 Llama-3-8B，10 个用户", "语言模型对这条消息的读取前后矛盾"),
])
def test_contradicting_figures_from_the_model_fall_back_to_the_rules_and_say_so(tmp_path, text, said):
    # Before: kind=error "I can't size that: a request's prompt (8,000 tokens) must be shorter than its context
    # (2,048)", though the user gave neither figure. Now the rules' reading answers (10 users, the default context),
    # with a note in the user's language.
    r = _engine(tmp_path, {"task": "inference", "prompt_tokens": 8000, "seq_len": 2048}).handle("t", text)
    assert r.kind == "answer" and r.extractor == "rules", r.text[:300]
    w = r.recommendation.workload
    assert w.concurrency == 10 and w.prompt_tokens != 8000 and w.seq_len != 2048
    assert said in r.text and "8,000" not in r.text


@pytest.mark.slow
def test_the_users_own_contradiction_is_still_their_answer(tmp_path):
    # When the rules' reading fails as well, the figures are the user's: their error stands (not set aside).
    r = _engine(tmp_path, {"task": "inference"}).handle(
        "t", "serve Llama-3-8B for 10 users, prompts of 8000 tokens, context 2048")
    # the rules read prompt 8,000 and context 2,048 from the words themselves: the refusal is about the user's figures
    assert "did not hold together" not in r.text
    assert r.kind == "error" and "8,000" in r.text and "2,048" in r.text, r.text
