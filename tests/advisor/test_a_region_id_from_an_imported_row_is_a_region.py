"""A region id no provider publishes that an imported price row uses ("acme,g1.x,A100 80GB,1,ap-mars-1,USD,3.5") is a
region filter when a question names it ("serve Llama-3-8B for 10 users in ap-mars-1", 在ap-mars-1), like a published
id: it was dropped from the question with no word (no place in the header, the imported row not shown), while before
the import the same words are said as an id no one publishes."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.extract_rules import extract

SHEET = "provider,instance_type,gpu,gpu_count,region,currency,price_on_demand\nacme,g1.x,A100 80GB,1,ap-mars-1,USD,3.5\n"
pytestmark = pytest.mark.slow  # a `catalog import` through the CLI in most of them

ASKS = ["serve Llama-3-8B for 10 users in ap-mars-1", "serve Llama-3-8B for 10 users in AP-MARS-1",
        "部署Llama-3-8B给10个人用，在ap-mars-1", "部署Llama-3-8B給10個人用，區域 ap-mars-1"]


@pytest.fixture
def imported(tmp_path):
    sheet = tmp_path / "mars.csv"
    sheet.write_text(SHEET)
    r = CliRunner().invoke(cli, ["catalog", "import", str(sheet)])
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("text", ASKS)
def test_before_the_import_the_id_is_said_unknown(text):
    e = extract(text)
    assert not e.patch.regions and any("ap-mars-1" in n.lower() and "no region id" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ASKS)
def test_after_the_import_the_id_is_a_region(imported, text):
    e = extract(text)
    assert e.patch.regions == ["ap-mars-1"], (e.patch.regions, e.notes)
    assert not any("no region id" in n for n in e.notes), e.notes


def test_an_id_no_row_uses_is_still_said_unknown_after_an_import(imported):
    e = extract("serve Llama-3-8B for 10 users in ap-venus-2")
    assert not e.patch.regions and any("ap-venus-2" in n for n in e.notes), e.notes


def test_the_answer_ranks_the_imported_row_there(imported):
    # by hand: the one row in ap-mars-1 is acme's 1 × A100 80GB at $3.50/h; Llama-3-8B in BF16 (≈ 16 GB) for 10 users
    # fits it, so it is the pick and the header names the place
    r = CliRunner().invoke(cli, ["ask", "serve Llama-3-8B for 10 users in ap-mars-1"])
    assert r.exit_code == 0 and "in ap-mars-1" in r.output and "acme" in r.output and "$3.50" in r.output, r.output
