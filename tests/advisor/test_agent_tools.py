"""The agent tools outside MCP: LangChain's StructuredTools are the MCP server's request models and functions
(one behaviour whichever protocol an agent speaks), and the MCP summary's size guard."""

import pydantic_core
import pytest

from tests.conftest import module_home

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

pytest.importorskip("langchain_core")


@pytest.mark.slow
def test_langchain_recommend_is_the_mcp_summary_with_provider_aliases():
    from advisor.agents import tools as at
    from advisor.agents.langchain import tools

    ts = {t.name: t for t in tools()}
    assert {"recommend_gpus", "parse_request", "compare", "list_models", "estimate_memory"} <= set(ts)
    out = ts["recommend_gpus"].invoke({"model": "llama-3-8b", "concurrency": 8, "providers": ["Google"]})
    assert out["detail"] == "summary" and out["workload"]["providers"] == ["gcp"]
    assert out == at.recommend(at.RecommendMarkdownArgs(model="llama-3-8b", concurrency=8, providers=["gcp"]))
    parsed = ts["parse_request"].invoke({"text": "serve Qwen2.5-7B for 16 users"})
    assert parsed["recommend_arguments"]["concurrency"] == 16


def test_unknown_provider_is_refused_with_the_accepted_names():
    from pydantic import ValidationError

    from advisor.agents import tools as at

    with pytest.raises(ValidationError, match="accepted: aws, gcp"):
        at.RecommendArgs(model="llama-3-8b", providers=["amazonas"])


def test_a_summary_over_the_limit_loses_warnings_and_says_how_many():
    from advisor.agents.tools import within

    out = {"warnings": ["x" * 500 for _ in range(10)], "more": "Call again."}
    cut = within(dict(out, warnings=list(out["warnings"])), limit=2000)
    assert len(pydantic_core.to_json(cut)) <= 2000 and 0 < len(cut["warnings"]) < 10
    assert cut["more"].startswith(f"{10 - len(cut['warnings'])} more warning(s)")
    assert within(dict(out, warnings=list(out["warnings"])), limit=10_000)["more"] == "Call again."


def test_stored_output_schemas_are_the_models_schemas():
    """tools/list serves advisor/agents/output_schemas.json (start-up time); it must be what the models generate.
    After changing a model in advisor/agents/outputs.py: python -m advisor.agents.outputs."""
    import json

    from advisor.agents.outputs import SCHEMAS_FILE, generate

    assert json.loads(SCHEMAS_FILE.read_text(encoding="utf-8")) == generate(), "run: python -m advisor.agents.outputs"


@pytest.mark.slow
def test_the_summary_carries_what_would_change_the_answer():
    # the short answer's "What would change it" line, for an agent too: BF16 70B on AWS names the FP8-weights lever
    # (a cheaper machine, priced by the recommender), so an agent can act on it without asking for detail 'full'
    from advisor.agents import tools as at

    out = at.recommend(at.RecommendMarkdownArgs(model="llama-3.1-70b", concurrency=30, seq_len=8192, providers=["aws"]))
    assert out["detail"] == "summary" and any("FP8 weights" in x for x in out["levers"])
    assert len(pydantic_core.to_json(out)) <= at.SUMMARY_MAX_BYTES


def test_a_summary_over_4_kb_drops_offers_after_the_first_and_says_so():
    # A 繁體 fine-tune's headline is ~1 KB of three-byte characters; with no warnings or levers left to cut, the summary
    # was 4,144 bytes. The rows after the first go next (the first is the answer), and `more` says how many went,
    # counted in the size it reports.
    import pydantic_core

    from advisor.agents.tools import SUMMARY_MAX_BYTES, within

    row = {"provider": "aws", "instance": "p5.48xlarge", "notes": "註" * 500}  # ~1.5 KB a row: two must go
    out = {"headline": "長" * 600, "warnings": [], "levers": [], "top": [dict(row) for _ in range(3)], "more": "…"}
    kept = within(out)
    assert len(pydantic_core.to_json(kept)) <= SUMMARY_MAX_BYTES
    assert len(kept["top"]) == 1 and kept["more"].startswith("2 more")


def test_a_summary_over_4_kb_keeps_its_warnings_over_its_second_and_third_offers():
    # A 繁體 full fine-tune of a 70B model at 32k on spot fires four warnings (~660 bytes) beside a ~1 KB headline and
    # three offers; cutting the warnings first left an agent the second and third offers (one call away with detail
    # 'full') and not the pitfalls that fire. Offers after the first go first, then levers, then warnings.
    import pydantic_core

    from advisor.agents.tools import SUMMARY_MAX_BYTES, within

    row = {"provider": "aws", "instance": "p5.48xlarge", "notes": "註" * 450}  # ~1.4 KB a row: two must go
    out = {"headline": "長" * 300, "warnings": ["警" * 60 for _ in range(4)], "levers": ["省" * 60],
           "top": [dict(row) for _ in range(3)], "more": "…"}
    kept = within(out)
    assert len(pydantic_core.to_json(kept)) <= SUMMARY_MAX_BYTES
    assert len(kept["top"]) == 1 and len(kept["warnings"]) == 4
