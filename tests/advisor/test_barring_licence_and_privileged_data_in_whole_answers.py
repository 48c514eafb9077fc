"""Whole answers: a licence that bars the stated use leads (before the plan and its table), in en, 简体 and 繁體;
privileged or regulated data keeps marketplace hosts out of the ranking and says why (tools/licence.py
barring_licence, tools/recommend.py licence_first, advisor/core/extract_rules.py privileged_data).

Hand-worked: an insurer in Lisbon is a company in the EU (Portugal), so the Llama 4 AUP grants it no rights to
Llama-4-Scout; a paid SaaS on Mistral-Large-2 is commercial use of Mistral Research License weights; both must be said
before the first priced row. Medical records (病歷) rule out Vast-type hosts: no Vast row is ranked.
"""

from __future__ import annotations

import pytest

from tests.conftest import module_engine

pytestmark = pytest.mark.slow  # every test here runs a whole answer


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.slow
@pytest.mark.parametrize("thread, text, lead", [
    ("en", "We're an insurer in Lisbon. Llama 4 Scout for claims Q&A, 40 users at once, EU region, which GPUs?",
     "⛔ Licence: Llama-4-Scout"),
    ("hans", "我们是做 SaaS 的公司，要给付费客户提供 Mistral-Large-2 服务，20 路并发，租什么卡？",
     "⛔ 许可：Mistral-Large-2"),
    ("hant", "我們是柏林的新創公司，想用 Llama 4 Scout 做客服，20 人同時用，租什麼卡？", "⛔ 許可：Llama-4-Scout"),
])
def test_a_barring_licence_comes_before_the_plan(engine, thread, text, lead):
    r = engine.handle(thread, text)
    assert r.kind == "answer", r.text
    assert lead in r.text, r.text
    assert r.text.index(lead) < r.text.index("| #"), r.text  # before the first priced row
    assert r.text.count(lead) == 1  # said once, not again among the checks


MARKETPLACES = ("Prime Intellect", "Hyperbolic", "Vast")  # providers.csv marketplace=yes, as the table names them


def _rows(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("| ") and line[2:3].isdigit()]


@pytest.mark.slow
@pytest.mark.parametrize("thread, plain, privileged, said", [
    # the same ask without and with the data words: on one H100 a broker's (Prime Intellect, a marketplace) resale
    # leads the plain ask; confidential files / 病历 rank no marketplace row at all, and the note says why
    ("c-en", "Qwen3-32B for 10 users on one H100, cheapest offer?",
     "Qwen3-32B over confidential client files for 10 users on one H100, cheapest offer?", "no data-processing"),
    ("c-zh", "用 Qwen3-32B 做问答，10 人同时用，一张 H100，最便宜的报价？",
     # the place said (美国): with none, a mainland writer's medical records stay in mainland China, where no H100 is
     # rented (public_residency_read.read_personal_residency); said, marketplaces there are still left out
     "用 Qwen3-32B 整理病历，10 人同时用，在美国租一张 H100，最便宜的报价？", "没有数据处理协议"),
])
def test_privileged_data_ranks_no_marketplace_host(engine, thread, plain, privileged, said):
    before = engine.handle(thread + "-plain", plain)
    assert any(m in before.text for m in MARKETPLACES for row in _rows(before.text)[:1] if m in row), before.text
    r = engine.handle(thread, privileged)
    assert r.kind == "answer" and said in r.text, r.text
    assert _rows(r.text) and not any(m in row for row in _rows(r.text) for m in MARKETPLACES), r.text


@pytest.mark.slow
@pytest.mark.parametrize("thread, text, lead", [
    # US$5M a year and 年收入 200 万美元 (US$2M) are both over the Community License's US$1M: the bar is the first line
    ("sd-en", "Our agency makes about $5M in annual revenue; we want SD3.5 Large for 3,000 ad images a day, which GPU?",
     "**⛔ Licence: Stable Diffusion 3.5"),
    ("sd-zh", "我们是一家设计公司，年收入 200 万美元，想自己部署 SD3.5 Medium 每天出 5000 张图，租什么卡？",
     "**⛔ 许可：Stable Diffusion 3.5"),
])
def test_a_revenue_over_the_image_licence_cap_is_the_first_line(engine, thread, text, lead):
    r = engine.handle(thread, text)
    assert r.text.lstrip().startswith(lead), r.text
