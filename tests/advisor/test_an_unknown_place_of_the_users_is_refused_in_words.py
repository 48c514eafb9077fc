"""Where the service's users are (`--users-in`, MCP / LangChain `users_region`) is a place the advisor knows or is
refused in words. Before, any text was taken: "mars", "NaN", "" and "zz-nowhere-99" were echoed as the users' place
("a row in or near your users (mars) leads", "your users ()") and answered "no ranked offer runs in or near mars … say
where to rent (e.g. 'rent in mars')", a place no row can be near. The chat reader only reads places the gazetteer
knows, so only the argument surfaces needed the check; a country, city, area or provider region id is kept."""

from __future__ import annotations

import json

import pytest

from catalog.db import unknown_users_places_refused
from tools.errors import AdvisorError

ARGS = {"model": "Llama-3-8B", "concurrency": 10}


@pytest.mark.parametrize("place", ["mars", "", "   ", "NaN", "zz-nowhere-99", "'; drop table x"])
def test_a_place_no_one_can_be_near_is_refused(place):
    with pytest.raises(AdvisorError, match="unknown place of the users"):
        unknown_users_places_refused(["jp", place])  # one bad value among good ones is enough


@pytest.mark.parametrize("place", ["jp", "Japan", "日本", "tokyo", "Frankfurt", "EU", "us-east", "asia",
                                   "ap-northeast-1", "us-east-1"])
def test_a_known_place_or_region_id_is_kept(place):
    unknown_users_places_refused([place])  # no error: the gazetteer's places and the published region ids


@pytest.mark.slow
def test_the_cli_and_mcp_refuse_an_unknown_users_place_in_words():
    from click.testing import CliRunner

    from advisor.agents.mcp_server import call
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["recommend", "--model", "Llama-3-8B", "--concurrency", "10", "--users-in", "mars"])
    assert r.exit_code == 2 and "unknown place of the users 'mars'" in r.output, r.output
    text = call("recommend", {**ARGS, "users_region": ["mars"]}).content[0].text
    assert "unknown place of the users 'mars'" in text and "in or near mars" not in text, text
    out = json.loads(call("recommend", {**ARGS, "users_region": ["Japan"]}).content[0].text)
    assert "headline" in out
