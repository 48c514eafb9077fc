"""A cloud to leave out that is no provider ("--exclude-provider runpd", MCP `excluded_providers: ["x"]`) is refused in
words with the name it is near ("did you mean 'runpod'?"), as `providers` is: it was accepted with no word, so the
typo left RunPod in and the answer ranked a RunPod plan first (advisor/cli/options.excluded_names,
advisor/agents/tools.canonical_provider with tools/names.near_miss)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from advisor.agents.tools import RecommendArgs
from advisor.cli import cli


@pytest.mark.slow
def test_the_cli_refuses_a_misspelled_cloud_to_leave_out_naming_the_near_one():
    r = CliRunner().invoke(cli, ["recommend", "--model", "Llama-3-8B", "--concurrency", "10",
                                 "--exclude-provider", "runpd"])
    assert r.exit_code == 2, r.output
    assert "unknown provider 'runpd'" in r.output and "did you mean 'runpod'?" in r.output, r.output


def test_the_cli_flag_names_the_near_cloud_in_its_usage_error():
    import click

    from advisor.cli.options import excluded_names

    with pytest.raises(click.BadParameter) as err:
        excluded_names(("aws", "runpd"))
    assert "unknown provider 'runpd' (did you mean 'runpod'?)" in str(err.value), err.value


def test_the_cli_takes_a_cloud_to_leave_out_by_its_alias():
    from advisor.cli.options import excluded_names

    assert excluded_names(("RunPod", "google", "Amazon")) == ("runpod", "gcp", "aws")


@pytest.mark.parametrize("said, near", [(["x"], None), (["runpd"], "runpod"), (["aws", "nebuis"], "nebius")])
def test_mcp_refuses_a_cloud_to_leave_out_that_is_no_provider(said, near):
    with pytest.raises(ValidationError) as err:
        RecommendArgs(params_b=8, concurrency=10, excluded_providers=said)
    text = str(err.value)
    assert "unknown provider" in text and "accepted: aws" in text, text
    assert (f"did you mean {near!r}?" in text) if near else "did you mean" not in text, text


def test_mcp_takes_known_clouds_to_leave_out_by_name_or_alias():
    assert RecommendArgs(params_b=8, concurrency=10, excluded_providers=["RunPod", "google"]).excluded_providers == [
        "runpod", "gcp"]
