"""A place whose local GPU-rental platforms the catalog holds no price from (AutoDL-type platforms in mainland China,
Hong Kong hosts, TWCC in Taiwan) gets one line saying so, and a labelled reference: the same work on a card sold
there, at a priced catalog row elsewhere; never a price for the platform itself. docs/RECOMMENDER.md "Local
platforms the catalog lacks"."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# cards a mainland or Hong Kong reference may not name (tools.compat.EXPORT_CONTROLLED)
CONTROLLED = re.compile(r"\b(?:H100|H200|B200|GH200)\b")


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text, names, said", [
    # ASR batch in the mainland (the catalog has Alibaba/Tencent rows there, no AutoDL-type row): the gap is named
    ("国内跑 Whisper large-v3 转写 2000 小时录音，最便宜的方案？", ("AutoDL", "恒源云", "矩池云"), "我的价格数据里没有"),
    # an LLM batch in the mainland, other model and size than the review's SDXL
    ("在国内用 Qwen2.5-14B 批量推理 2000 万 tokens，最便宜", ("AutoDL",), "我的价格数据里没有"),
    # Hong Kong: Alibaba's Hong Kong region and local hosts are not in the catalog (its HK rows are AWS g4dn)
    ("Hong Kong office: serve Llama-3.1-8B to 15 concurrent users, hosted in Hong Kong, monthly cost?",
     ("Alibaba Cloud Hong Kong", "Hong Kong GPU hosts"), "Not in my price data"),
])
def test_the_missing_local_platforms_are_named_with_a_reference_on_a_card_sold_there(tmp_path, text, names, said):
    out = _ask(tmp_path, text)
    line = next((ln for ln in out.splitlines() if said in ln), None)
    assert line is not None, out
    assert all(n in line for n in names), line
    # the reference, when shown, is labelled as not the platform's price and names no export-controlled card
    ref = line.split("参考")[-1] if "参考" in line else line.split("for reference")[-1]
    assert not CONTROLLED.search(ref), line


def test_taiwan_names_twcc_in_traditional_chinese(tmp_path):
    # Taiwan's national cloud TWCC (台智雲) has no row in the catalog (providers.csv has no twcc): said, in 繁體
    out = _ask(tmp_path, "我們在台灣，要部署 Llama-3.1-8B 給 30 人用，必須放在台灣機房，每月多少？")
    line = next((ln for ln in out.splitlines() if "價格資料裡沒有" in ln), None)
    assert line is not None and "TWCC" in line and "臺智雲" in line, out


def test_a_place_with_no_listed_local_platform_gets_no_such_line(tmp_path):
    # Singapore has no entry in tools.local_markets.LOCAL_MARKETS: its catalog rows are the market, nothing to add
    out = _ask(tmp_path, "serve Llama-3.1-8B to 15 concurrent users in Singapore, monthly cost?")
    assert "Not in my price data" not in out, out


@pytest.mark.parametrize("text, name, said", [
    # an image batch in Hong Kong: the catalog's HK rows (AWS T4, no BF16) run no SDXL, so the nearest places answer;
    # the line still says Hong Kong's own platforms are missing, with a reference on a card sold there
    ("Generate 5,000 SDXL images at 1024x1024 in Hong Kong within 12 hours, cheapest?", "Hong Kong GPU hosts",
     "Not in my price data"),
    # a named mainland platform with no price (providers.csv gpushare, no row) on the speech path, in 繁體
    ("在恒源雲上用 Whisper large-v3 轉寫 500 小時錄音，要多少錢？", "恆源雲", "價格資料裡沒有"),
])
def test_a_media_job_says_the_missing_platform_with_a_reference(tmp_path, text, name, said):
    out = _ask(tmp_path, text)
    line = next((ln for ln in out.splitlines() if said in ln), None)
    assert line is not None and name in line, out
    assert ("for reference, not their price" in line or "參考（不是它們的報價）" in line), line
    ref = line.split("參考")[-1] if "參考" in line else line.split("for reference")[-1]
    assert not CONTROLLED.search(ref), line


def test_a_named_taiwan_platform_beside_a_priced_cloud_is_said_missing(tmp_path):
    # "TWCC or GCP for a LoRA job": GCP is priced (asia-east1 rows), TWCC has no row (providers.csv twcc, no
    # instance): the plan stays on GCP and one line says TWCC is not in the price data, in English
    out = _ask(tmp_path, "LoRA fine-tune Qwen2.5-7B on 30k examples in Taiwan: TWCC or GCP, which is cheaper?")
    line = next((ln for ln in out.splitlines() if "Not in my price data" in ln), None)
    assert line is not None and "TWCC" in line, out
