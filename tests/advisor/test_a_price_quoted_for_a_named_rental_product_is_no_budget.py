"""The money right after a rental product named by its own id — an AWS instance type or family ("inf2.48xlarge at
~$13/hr instead of p5 at $55+/hr"), a Hetzner GPU server ("GEX44 is only €185 a month"), a GCP machine type — is that
product's price as the user heard it, never a ceiling on the plan (extract_rules.NAMED_PRODUCT / _price_quoted). Read
as a $13/h budget, the rep's price emptied every plan that holds Llama-3.1-70B (BF16 weights alone ≈ 141 GB) and the
answer judged the budget instead of the machine asked about. A budget word keeps a budget a budget, before or after."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.schema import Budget


def _quoted(e) -> list[str]:
    return [n for n in e.notes if e.note_ids.get(n) is not None and e.note_ids[n].code == "reader.quoted_product_price"]


@pytest.mark.parametrize(("text", "product"), [
    ("our saas runs llama-3.1-70b for 100 concurrent chats, all-in on AWS. the AWS rep says use inf2.48xlarge at "
     "~$13/hr instead of p5 at $55+/hr. is that real?", "inf2.48xlarge"),
    ("could we use trn1.32xlarge at $21.50/h for llama 3.1 70b for 50 users?", "trn1.32xlarge"),
    ("hetzner GEX44 is only €185 a month so how many of those do we need for qwen3 14b, 100 users?", "GEX44"),
    ("部署 Qwen3-14B 给 100 人，Hetzner GEX130 每月 838 欧元，要几台？", "GEX130"),
    ("部署 Qwen3-14B 給 100 人，Hetzner GEX44 每月 185 歐元，要幾台？", "GEX44"),
])
def test_the_money_after_a_named_product_is_its_price(text, product):
    # Hand: no budget word anywhere; each amount follows the product's id ("at", "is only", 每月): its price.
    e = extract(text)
    assert e.patch.budget is None and e.patch.budget_per_hour is None, e.patch.budget
    notes = _quoted(e)
    assert notes and product in notes[0], e.notes


@pytest.mark.parametrize(("text", "budget"), [
    # the budget first, the product's price later (the university's €3k/month beside the GEX44's €185)
    ("budget €3k/month, hetzner GEX44 is only €185 a month so how many do we need for qwen3 14b, 100 users?",
     Budget(amount=3000, currency="EUR", per="month")),
    # the product's price first, then a budget word (繁體): the budget is still read
    ("部署 Qwen3-14B 給 100 人，AWS 業務推薦 trn1.32xlarge，每小時約 21.5 美元，預算每月 1 萬美元",
     Budget(amount=10000, currency="USD", per="month")),
    # a budget word in the clause keeps the amount a budget even beside a product
    ("llama 70b for 50 users, budget $13/hr, we like trn1.32xlarge", Budget(amount=13, currency="USD", per="hour")),
    ("qwen 7b for 20 users on g6.xlarge, $600 a month max", Budget(amount=600, currency="USD", per="month")),
])
def test_a_stated_budget_beside_a_product_stays_the_budget(text, budget):
    e = extract(text)
    assert e.patch.budget == budget, e.patch.budget


@pytest.mark.parametrize(("text", "product", "held"), [
    # inf2.48xlarge now has sourced rows (tools.named_accel: Neuron docs specs, SkyPilot v7 us-east-1 price) and is
    # judged in its own line above the plans, so it is no longer said to be unjudged
    ("the AWS rep says use inf2.48xlarge at ~$13/hr instead of p5 at $55+/hr for llama 70b", "inf2.48xlarge", True),
    ("部署 Qwen3-14B 給 100 人，Hetzner GEX44 每月 185 歐元，要幾台？", "GEX44", False),
    ("what about p5 at $55/hr for llama 70b, 20 users", "p5", True),  # p5.48xlarge is a catalog row: judged
])
def test_an_unheld_product_is_said_to_be_unjudged(text, product, held):
    # Hand: the catalog holds no Hetzner row (no sourced spec or price), so the answer must not pass off the GPU plans
    # as a verdict on the named machine; a held family (p5 → p5.48xlarge) or a judged Inferentia2 instance says nothing.
    e = extract(text)
    notes = _quoted(e)
    assert notes, e.notes
    assert ("not among the machines I hold" in notes[0]) is not held
    assert ("不在我持有的机器表里" in e.zh_notes[notes[0]]) is not held
