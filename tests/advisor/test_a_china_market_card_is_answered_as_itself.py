"""A user who names a China-market card (RTX 4090D, L20, H20, H800) gets that card in the answer, openly unpriced
where no stored price covers it, with whom to ask ("国内价格未收录：请向 AutoDL … 询价"); a place kept in mainland
China, Hong Kong or Taiwan ranks only rows with a region there. tools/china_card_quotes.py."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

PRICE = re.compile(r"[¥$]\s?\d|\d\s?(?:CNY|TWD|HKD)")


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text, card, said, who", [
    # 简体, no place: Qwen2.5-32B in BF16 ≈ 65 GB of weights, so two 48 GB L20s (96 GB) hold it and one does not;
    # the L20 has no stored price anywhere (its Alibaba gn8is shape is unpriced), so the plan stays L20, unpriced,
    # and the line names the mainland platforms to ask, never a price
    ("用 L20 跑 Qwen2.5-32B 推理，一个月多少钱？", "L20", "国内价格未收录", "AutoDL"),
    # 繁體: Gemma-2-27B ≈ 54 GB in BF16 → two L20s; the same line in Traditional script
    ("用 L20 跑 Gemma-2-27B 推論，要多少錢？", "L20", "國內價格未收錄", "AutoDL"),
    # English: Mixtral-8x7B ≈ 93 GB in BF16 → two 80 GB H800s; the H800's only catalog shape (Alibaba ebmgn8v) is
    # unpriced, so it is named as the shape to quote
    ("How much to serve Mixtral-8x7B on H800s?", "H800", "Mainland price not in my data", "AutoDL"),
    # 简体, Alibaba only: Qwen2.5-72B ≈ 145 GB in BF16 → two 80 GB H800s; Alibaba itself is whom to ask, with its
    # unpriced ebmgn8v shape, not the platforms the user ruled out
    ("只用阿里云，用 H800 跑 Qwen2.5-72B 推理，每月多少钱", "H800", "国内价格未收录", "阿里云"),
])
def test_a_named_china_market_card_is_kept_and_said_unpriced_with_whom_to_ask(tmp_path, text, card, said, who):
    out = _ask(tmp_path, text)
    head = next(ln for ln in out.splitlines() if ln.startswith("**") and "×" in ln)
    assert card in head, out  # the plan is on the card asked for, not a foreign substitute
    line = next((ln for ln in out.splitlines() if said in ln), None)
    assert line is not None and who in line, out
    assert not PRICE.search(line), line  # never a price for the card


@pytest.mark.parametrize("text", [
    # 简体: "4090D" was once read as nothing (no spec row), so a 14B plan went to two H20s; Qwen2.5-7B ≈ 15 GB in
    # BF16 fits one 24 GB RTX 4090D
    "想在 AutoDL 上租 4090D 跑 Qwen2.5-7B 推理",
    # English, data kept in the mainland: the same card, and the mainland platforms said to be missing
    "Run Qwen2.5-7B on an RTX 4090D in Shenzhen; the data must stay in China",
])
def test_the_4090d_is_read_as_the_china_card(tmp_path, text):
    out = _ask(tmp_path, text)
    head = next(ln for ln in out.splitlines() if ln.startswith("**") and "×" in ln)
    assert "RTX 4090D" in head and "H20" not in head, out
    assert "AutoDL" in out, out


@pytest.mark.parametrize("text, regions", [
    # 繁體, Taiwan: only GCP asia-east1 (Changhua County) has a priced row in Taiwan; every ranked row must be there
    ("資料必須留在台灣，部署 Qwen2.5-14B 推論給 10 人用", {"asia-east1"}),
    # 简体, Hong Kong: AWS ap-east-1 and Alibaba cn-hongkong are the catalog's Hong Kong regions
    ("数据不能离开香港，部署 Llama-3.1-8B 推理", {"ap-east-1", "cn-hongkong"}),
])
def test_data_kept_in_taiwan_or_hong_kong_ranks_only_rows_there(tmp_path, text, regions):
    out = _ask(tmp_path, text)
    table = [ln.split("|") for ln in out.splitlines() if re.match(r"^\| \d+ \|", ln)]
    assert table, out
    assert all(any(r in cells[6] for r in regions) for cells in table), out
