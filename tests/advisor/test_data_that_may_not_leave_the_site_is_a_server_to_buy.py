"""Data that may not leave the site ("資料不能離開廠區", "air-gapped", "on-prem only") or a server bought for the user's
own machine room is a server to BUY: the answer leads with its cards, host memory, CPU cores and power, asks for an
OEM quote (no purchase price is in the reference data) and calls the rentals a price reference; a later turn that
names a cloud is flagged as a clash. A factory was answered with a cloud rental, and so was its follow-up."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import rental_after_site_rule
from advisor.core.extract_rules import extract
from tools.schema import Workload, WorkloadPatch


def ask(text: str) -> str:
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.parametrize("text", [
    "工廠的資料完全不能離開廠區，我們想讓20個工程師用Qwen2.5-32B查內部文件，要買什麼 server？多少錢？",
    "工厂的数据不能出厂，部署Qwen2.5-14B给50人用",
    "our plant is air-gapped, serve llama 3.1 70b for 30 engineers",
    "our factory's data cannot leave the plant. Qwen2.5-32B document Q&A for 20 engineers",
    "我哋公司喺香港，想買部8張H100嘅server擺自己機房，大概要幾錢？",
    "it has to stay on-prem: Qwen2.5-7B for 10 analysts",
])
def test_a_site_rule_or_a_bought_server_is_a_server_to_buy(text):
    e = extract(text)
    assert e.patch.buy_server is True and any("read as a server you buy" in n for n in e.notes), (e.patch, e.notes)


@pytest.mark.parametrize("text", [
    # the English site words, read in 简体 (数据不能出公司) and in "can't leave our building" but a rental in English
    "serve Qwen2.5-72B for 100 users, data must stay on site",
    "data must stay on site, 100 users, Qwen2.5-72B, buy or rent?",
    "serve Qwen2.5-72B for 100 users; patient records must stay onsite",
    "serve Qwen2.5-72B for 100 users, the data has to remain on-prem",
    "serve Qwen2.5-72B for 100 users, we must keep the data in our own data centre",
    "serve Qwen2.5-72B for 100 users, data can't leave our data center",
    "serve Qwen2.5-72B for 100 users, data can't leave the premises",
    "serve Qwen2.5-72B for 100 users, data must stay in-house",
    "serve Qwen2.5-72B for 100 users, data must stay inside our building",
])
def test_english_on_site_wordings_are_a_server_to_buy(text):
    e = extract(text)
    assert e.patch.buy_server is True and any("read as a server you buy" in n for n in e.notes), (e.patch, e.notes)


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-72B for 100 users, data doesn't need to stay on site",  # the rule said not to hold
    "serve Qwen2.5-72B for 100 users, data does not have to stay on-prem",
    "we're deciding on-prem vs cloud for Qwen2.5-72B, 100 users",  # a comparison, no rule
    "serve Qwen2.5-72B for 100 users, I will be on site next week",  # a person on site, not the data
    "serve Qwen2.5-72B for 100 users, on-site support would be nice",
])
def test_a_site_word_that_is_no_rule_is_no_purchase(text):
    assert extract(text).patch.buy_server is None


@pytest.mark.parametrize("text,value", [
    ("serve Llama-3.1-8B on a cloud server for 20 users", None),
    ("部署 Qwen2.5-7B 给10人用，租云服务器", None),
    ("renting is fine after all, what about AWS?", False),
    ("其實可以租，用 AWS 呢？", False),
    # where one can rent is a place question, not the site rule dropped (no rule was said)
    ("在台灣有沒有H100可以租？要跑Qwen3 32B", None),
    ("哪里可以租到A100？", None),
])
def test_a_cloud_question_or_the_rule_dropped_is_no_purchase(text, value):
    assert extract(text).patch.buy_server is value


def test_a_cloud_named_after_the_site_rule_is_flagged():
    before = Workload(model="Qwen2.5-32B", buy_server=True)
    assert rental_after_site_rule(before, WorkloadPatch(providers=["aws"]), "那如果用 AWS 呢？", "zh")
    assert rental_after_site_rule(before, WorkloadPatch(), "what if we rent instead?", "en")
    # the rule dropped in the same turn, or never said: nothing to flag
    assert not rental_after_site_rule(before, WorkloadPatch(providers=["aws"], buy_server=False), "可以租，AWS", "zh")
    assert not rental_after_site_rule(Workload(model="Qwen2.5-32B"), WorkloadPatch(providers=["aws"]), "AWS?", "en")


@pytest.mark.slow
def test_the_answer_leads_with_the_server_its_host_and_power():
    out = ask("our factory's data cannot leave the plant. serve Qwen2.5-32B for 20 engineers on L40S only")
    head = out.split("**")[3] if out.count("**") >= 4 else out
    m = re.search(r"A server to buy, not a rental .*?it must hold (\d+) × L40S \(48 GB each\), ≥ ([\d,]+) GiB of host "
                  r"memory and ≥ (\d+) CPU cores, ≈ ([\d.]+) kW", out)
    assert m and head.startswith("A server to buy"), out[:1500]
    n = int(m.group(1))
    # by hand: host RAM ≥ the GPUs' memory (48 GiB a card), 4 cores a GPU, (350 W TDP + 575 W host) a GPU
    assert int(m.group(2).replace(",", "")) == 48 * n and int(m.group(3)) == 4 * n
    assert float(m.group(4)) == pytest.approx(n * (350 + 575) / 1000, abs=0.05)
    assert "No purchase price is in my reference data" in out and "a reference, not an option" in out
