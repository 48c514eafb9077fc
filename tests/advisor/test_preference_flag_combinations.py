"""`recommend --task inference --preference dpo` answered "DPO (serving)", `--task pretrain
--preference kto` "KTO (pretraining)", and `--reference-precomputed` alone or with `--preference orpo` was accepted
without a word, on the CLI and MCP alike. Expected by hand: a preference method trains a fine-tuned model (serving and
pretraining have no preference pairs), and only DPO, IPO and KTO keep a reference model whose log-probs can be
precomputed (ORPO and SimPO have none), so each combination is refused in words, as `--batch-work` without
`--batch-requests` is, by the one rule every surface calls (tools.workload_fields.preference_conflict)."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

BAD = [
    (["--task", "inference", "--preference", "dpo"], "needs a fine-tune --task"),
    (["--task", "pretrain", "--preference", "kto"], "needs a fine-tune --task"),
    (["--task", "lora", "--reference-precomputed"], "needs --preference (preference) dpo, ipo or kto"),
    (["--task", "lora", "--preference", "orpo", "--reference-precomputed"], "--preference orpo has no reference model"),
]


@pytest.mark.parametrize(("flags", "said"), BAD)
def test_the_cli_refuses_in_words(flags, said):
    r = CliRunner().invoke(cli, ["recommend", "--model", "llama-3-8b", *flags])
    assert r.exit_code == 2 and said in r.output, (r.exit_code, r.output[-400:])


@pytest.mark.parametrize(("flags", "said"), BAD)
def test_mcp_recommend_refuses_alike(flags, said):
    from advisor.agents import tools as at
    from tools.defaults import WorkloadError

    kw = {"model": "llama-3-8b"}
    it = iter(flags)
    for f in it:
        key = f.lstrip("-").replace("-", "_")
        kw[key] = True if key == "reference_precomputed" else next(it)
    with pytest.raises(WorkloadError, match=re.escape(said)):
        at.recommend(at.RecommendArgs(**kw))


def test_dpo_with_precomputed_reference_on_a_fine_tune_is_answered():
    r = CliRunner().invoke(cli, ["recommend", "--model", "llama-3-8b", "--task", "lora", "--preference", "dpo",
                                 "--reference-precomputed"])
    assert r.exit_code == 0 and "DPO (LoRA fine-tune)" in r.output, r.output[-400:]
