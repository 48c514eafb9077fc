"""A mainland question where a mainland cloud publishes a sourced list price (Tencent, Guangzhou, docs/CATALOG.md
"Chinese market"): the answer prices the work there, with its hour and month, and the quote list names only the clouds
and families that publish no price — a priced row is never a family "to ask a quote for"."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q = "国内，部署 Qwen2.5-32B 推理，FP16，20 人用，每月预算 2 万元"


@pytest.fixture(scope="module")
def answer(tmp_path_factory):
    e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    return e.handle("t", Q).text


def test_the_mainland_plan_is_priced_from_the_cheapest_sourced_mainland_price(answer):
    # Hand: Qwen2.5-32B FP16 weights ≈ 65.5 GB (+ ≈ 5.4 GB of KV for 5 at once, "20 人" read as a head count), so one
    # 80 GB A100 holds it and 32 GB V100s need four. Mainland prices with a source: Tencent's Guangzhou list price
    # (cheapest four-V100 machine GN10Xp.10XLARGE160, $6.89/h × 7.2 = ¥49.61) and Alibaba's Shanghai price as
    # third-party-reported in 2023 (ecs.gn7e-c16g1.4xlarge, 1 × A100 80GB, ¥34.74/h). The cheaper one leads:
    # ¥34.74 × 730 h = ¥25,360 a month; ÷ ¥20,000 = 1.27, i.e. 27 % over the budget.
    assert "ecs.gn7e-c16g1.4xlarge" in answer, answer
    assert "¥34.74" in answer and "¥25,360" in answer and "27%" in answer, answer


def test_a_cloud_with_a_priced_row_is_not_said_to_publish_no_price(answer):
    line = next(x for x in answer.splitlines() if "没有可引用的公开按小时价格" in x)
    before = line.split("没有可引用的公开按小时价格")[0]
    # Tencent (Guangzhou list price) and Alibaba (Shanghai, third-party-reported) have priced rows; Huawei has none
    assert "华为云" in before and "腾讯云" not in before and "阿里云" not in before, before
    quotes = line.split("没有可引用的公开按小时价格")[1]
    assert "tencent GT4" in quotes, quotes  # Tencent's A100 family has no price: still one to ask a quote for
    assert "GN10X" not in quotes, quotes  # the priced V100 machines are ranked, not quote requests
