"""A provider allowed is a permission, not a restriction: "AutoDL可以", "AutoDL也行", "用AutoDL也可以", "AutoDL is fine",
"Lambda works too" rank over every provider and compare the named one with the pick (`checked_provider`), said in a
note. "AutoDL可以" was read as "AutoDL only"; the catalog holds no AutoDL row, so nothing was priced there and the
answer ended "no plan in the catalog can carry this load". "only X", 只能用X, X就行 and a question (X可以吗, X得唔得) stay as
they were, and so does a provider named beside one left out ("no AWS, GCP is fine": keeping to GCP keeps AWS out).
A provider with no row at all in the catalog is said as absent (no machines or prices), never as too small."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  installs the wording
from advisor.core.extract_rules import extract
from tools.schema import Msg


@pytest.mark.parametrize(("text", "said"), [
    ("有5000万条商品评论要做情感分类，用qwen3-8b，三天内跑完，最便宜的方案？AutoDL可以", "autodl"),
    ("5000万条评论分类，qwen3-8b，三天内跑完，AutoDL也行", "autodl"),
    ("5000萬條評論分類，qwen3-8b，三天內跑完，用AutoDL也可以", "autodl"),
    ("5000萬條評論分類，qwen3-8b，最平衡的方案，AutoDL可以", "autodl"),
    ("classify 50M reviews with qwen3-8b within 3 days, cheapest. AutoDL is fine", "autodl"),
    ("classify 50M reviews with qwen3-8b, balanced cost, Lambda works too", "lambda"),
    ("serve llama 3.1 8b for 20 users; RunPod is also fine", "runpod"),
])
def test_a_provider_allowed_is_compared_not_kept_to(text, said):
    e = extract(text)
    assert e.patch.checked_provider == said and not e.patch.providers, e.patch
    assert any("read as allowed, not required" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "provs"), [
    ("classify 50M reviews with qwen3-8b, only Lambda is fine", ["lambda"]),
    ("5000万条评论分类，qwen3-8b，只能用AutoDL", ["autodl"]),
    ("5000万条评论分类，qwen3-8b，AutoDL就行", ["autodl"]),
    ("5000万条评论分类，qwen3-8b，在AutoDL上跑", ["autodl"]),
    ("不要阿里云，腾讯云也行，部署qwen3-8b", ["tencent"]),
    ("no AWS, GCP is fine, deploy llama 3.1 8b", ["gcp"]),
    # an A-not-A question after a switch word asks whether to move there: a switch, never a permission
    ("轉用騰訊雲得唔得", ["tencent"]),
    ("5000万条评论分类，qwen3-8b，换成AutoDL行不行", ["autodl"]),
])
def test_a_provider_required_stays_a_filter(text, provs):
    p = extract(text).patch
    assert p.providers == provs and p.checked_provider is None, p


def test_a_provider_absent_from_the_catalog_is_said_as_absent():
    en, zh = (Msg(code="checked.provider_absent", args={"said": "autodl", "job": True}).text(x) for x in ("en", "zh"))
    assert "no AutoDL machines or prices at all" in en and "GPU-hours" in en, en
    assert "完全没有它的机型和价格" in zh and "GPU 小时" in zh, zh
    assert Msg(code="checked.provider_line", args={"said": "AutoDL"}).text("en") == "comparing AutoDL (not a filter)"
