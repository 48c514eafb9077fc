"""A served plan on a family with no public price (mainland clouds) ends its headline with a monthly figure — a
labelled reference, never only "GPUs × 730 h × your quote" — and a bare-metal family (Alibaba ecs.ebmgn8v, an 8-GPU
server rented whole) is planned as the whole machine, never as "1 × H800" (tools.recommend.billed_gpus,
_priced_elsewhere)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _head(text: str) -> str:
    return next(x for x in text.splitlines() if x.startswith("**Qwen") and ("方案" in x or "plan" in x))


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def test_a_knowledge_base_on_mainland_clouds_has_a_month_in_every_turn(tmp_path):
    # Qwen3-14B, 500 staff (75 at once), ¥20,000 a month, mainland; then 32k; then Tencent only. No turn may plan
    # "1 × H800 (ecs.ebmgn8v)": that family is an 8-GPU bare-metal server. Each headline carries a ¥ month.
    e = Engine(store=Store(tmp_path / "s.db"))
    turns = ["公司内部知识库问答，500个员工用，模型想用Qwen3-14B，要求首字2秒内，输出每秒20个字以上，"
             "预算每月2万以内，国内，怎么配？",
             "有些文档很长，上下文要支持32k", "领导说只能用腾讯云"]
    for t in turns:
        h = _head(e.handle("t", t).text)
        assert not re.search(r"方案是 [1-7] × H800 SXM（alibaba ecs\.ebmgn8v", h), h
        assert re.search(r"≈ ¥[\d,.]+／月|每月约 ¥[\d,]+", h), h


@pytest.mark.parametrize("q", [
    "Serve Qwen2.5-72B-Instruct for 100 concurrent users on Alibaba Cloud only, mainland China, budget 50,000 CNY a "
    "month. What should we rent?",
    "我們要在中國大陸部署 Qwen2.5-72B-Instruct，100 人同時用，只能用阿里雲，預算每月人民幣5萬，要租什麼？",
])
def test_a_card_priced_nowhere_gets_a_labelled_reference_month(tmp_path, q):
    # 72B in BF16 ≈ 145 GB of weights + the KV of 100 streams: 4 H800s hold it, on the 8-GPU ebmgn8v billed whole
    # (8 × 730 = 5,840 GPU-hours). The H800 has no price anywhere in the catalog, so the headline ends with the same
    # work's nearest priced plan as a labelled reference: its hour and its month = hour × 730.
    h = _head(Engine(store=Store(tmp_path / "s.db")).handle("t", q).text)
    assert re.search(r"8 × H800 SXM ?[（(]alibaba ecs\.ebmgn8v", h), h
    ref = re.search(r"(?:Reference, not a quote for it|參考（不是它的報價）).*?(?:¥([\d,.]+)/h \(≈ ¥([\d,]+) a month\)|"
                    r"每小時 ¥([\d,.]+)（每月約 ¥([\d,]+)）)", h)
    assert ref, h
    hour, month = (_num(ref.group(1)), _num(ref.group(2))) if ref.group(1) else (_num(ref.group(3)), _num(ref.group(4)))
    assert month == pytest.approx(hour * 730, rel=0.002)
