"""Isolated tenants (advisor.core.tenant_note): the answer's headline, its rows and its month are the whole fleet
(every tenant in its MIG slice, the cards packed in whole machines, their price), never one tenant on a card of its
own; follow-ups ("only Azure", one tenant at 32k) keep the fleet. tools.tenant_slices.rentals / priced_fleet."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _turns(tmp_path, *texts: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t).text for t in texts]


def _headline(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("**") and "·" not in line)


@pytest.mark.parametrize("text, said", [
    # English: 16 customers, Mistral-7B (7.24 B), 3 at once, 16k: 7.24 + 131,072 × 16,384 × 3 (6.44) + 0.81 ≈ 14.5 GB
    # → 1g.20gb (18 GB usable), 4 a card → 4 cards: one 4 × A100 machine, never one tenant's single small card
    ("16 customers each get their own fine-tuned Mistral-7B, strictly isolated, no shared GPU memory, 3 users at once "
     "each, 16k context", ("16 isolated Mistral-7B tenants", "MIG 1g.20gb", "a month for all 16", "(4 × A100")),
    # 简体, the brief's phrasing: 20 个客户, Qwen2.5-7B (7.6 GB 8-bit) + 57,344 × 8,192 × 5 (2.3 GB) + 0.8 ≈ 10.8 GB >
    # 1g.10gb's 9 GB → 1g.20gb, 4 a card → 5 cards
    ("20个客户各自一个隔离的Qwen2.5-7B微调模型，每家同时5人，上下文8k",
     ("20 个隔离的 Qwen2.5-7B 租户", "MIG 1g.20gb", "20 个租户合计每月", "共 5 张")),
    # 繁體: 12 家醫院, Qwen2.5-14B (14.8 GB) + 196,608 × 4,096 × 4 (3.2 GB) + 0.8 ≈ 18.8 GB > 18 → 3g.40gb, 2 a card →
    # 6 cards
    ("12 家醫院，每家都要自己的 Qwen2.5-14B 微調模型，必須隔離，不能共用 GPU，每家同時 4 人",
     ("12 個隔離的 Qwen2.5-14B 租戶", "MIG 3g.40gb", "12 個租戶合計每月", "共 6 張")),
])
def test_the_headline_and_rows_are_the_fleet(tmp_path, text, said):
    out = _turns(tmp_path, text)[0]
    head = _headline(out)
    assert all(s in head for s in said), head
    # the first row is the headline's machines, priced for the whole fleet
    row = next(line for line in out.splitlines() if line.startswith("| 1 |"))
    machines = re.search(r"(?:rent|租) (.+?)(?: at |，每)", head)
    assert machines and machines.group(1).split("（")[0].split(" (")[0] in row


def test_follow_ups_keep_the_fleet(tmp_path):
    # 30 firms at 8k × 6 → 8 cards; one firm at 32k × 5 → 30.3 GB → 3g.40gb, still 8 cards; "only Azure": the same
    # 8 cards as 2 × NC96ads_A100_v4 (4 × A100, $14.69/h) ≈ 2 × 14.69 × 730 ≈ $21,450 a month, the fleet again
    first, two, three = _turns(
        tmp_path,
        "30 client firms, each wants its own isolated fine-tuned Llama-3.1-8B, each firm has 10-40 users, 8k context",
        "one of the firms now wants 32k context, up to 5 at once", "only Azure")
    assert "30 isolated Llama-3.1-8B tenants" in _headline(first) and "(8 × A100" in _headline(first)
    assert "30 isolated Llama-3.1-8B tenants" in _headline(two) and "3g.40gb" in two
    h3 = _headline(three)
    assert "30 isolated" in h3 and "azure Standard_NC96ads_A100_v4" in h3 and "$21,450 a month for all 30" in h3


def test_traditional_chinese_follow_ups_keep_the_fleet(tmp_path):
    # 20 家客戶, Llama-3.1-8B, 30 個用戶 → 5 at once, 8k: 8.03 + 5.37 + 0.81 ≈ 14.2 GB → 1g.20gb, 4 a card → 5 cards.
    # 其中一家 32k × 5: 30.3 GB → 3g.40gb with two 1g.20gb on its card, 18 left → 5 more: 6 cards. 只能用 Azure:
    # 6 cards = 3 × NC48ads_A100_v4 (2 × A100, $7.346/h) ≈ 3 × 7.346 × 730 ≈ $16,088 a month, shown in the Taiwan
    # answer's TWD like the rest of it: × 32 (fx.csv) = 514,808 TWD
    first, two, three = _turns(
        tmp_path, "我們有 20 家客戶，每家都有自己微調過的 Llama 3.1 8B，合約規定必須隔離、不能共用 GPU。"
                  "每家約 30 個用戶，8k 上下文",
        "其中一家客戶要 32k 上下文，同時最多 5 個人", "只能用 Azure")
    assert "20 個隔離的 Llama-3.1-8B 租戶" in _headline(first) and "共 5 張" in _headline(first)
    assert "共 6 張" in _headline(two) and "MIG 3g.40gb" in _headline(two)
    assert "azure Standard_NC48ads_A100_v4" in _headline(three) and "514,808 TWD" in _headline(three)
