"""Whole answers: Alibaba asked in Singapore, Tokyo or Frankfurt lists its region there (catalog/data/region_ids.csv,
Alibaba's ECS region list), says no GPU machine is priced there, and plans a quote on the families its rows name
(priced nowhere there: no price is invented); a Chinese cloud asked abroad never plans an H20 or H800, the cards sold
for mainland China, which no catalog row puts there (tools.recommend._china_cloud_abroad).

By hand (catalog/data/instances.csv; a month is 730 h):
* Singapore, Qwen2.5-32B for 10 users, BF16 ≈ 65 GB: Alibaba's L20 family gn8is (48 GB, its source: sold only outside
  China) holds it on 2 GPUs (≈ 39.8 GB of 51.5) = 1,460 GPU-hours a month × the quote. The priced lead in Singapore:
  GCP a2-highgpu-1g (1 × A100 40GB) with INT4 weights, $4.01/h × 730 ≈ $2,930 a month.
* Cantonese, Singapore, Qwen2.5-14B (≈ 30 GB BF16): Alibaba's A100 40GB family (gn7) on 1 GPU (35.4 of 42.3 GB) = 730
  GPU-hours.
* 简体, Tokyo, Qwen2.5-32B: Alibaba lists ap-northeast-1; no H20 / H800 in the quote.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

_NO_H20 = re.compile(r"(?<![A-Za-z])H20(?!\d)")  # the card, never GH200 / H200

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _ask(tmp_path, text: str) -> tuple[str, str]:
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    paras = [p for p in out.split("\n\n") if p.startswith("**")]
    return (paras[1] if len(paras) > 1 else paras[0]), out


def test_english_alibaba_singapore_has_a_region_and_an_l20_quote(tmp_path):
    head, out = _ask(tmp_path, "We want to serve Qwen2.5-32B for 10 users; data must stay in Singapore and we can only "
                               "use Alibaba Cloud. What do we rent and what does it cost a month?")
    assert "has no region in Singapore" not in out, out
    assert "Alibaba Cloud lists a region in Singapore (ap-southeast-1)" in out, out
    # 10 users are a small team: a third at once, rounded up = 4 (tools.traffic). Qwen2.5-32B FP8 ≈ 32.8 GB / 2 L4 =
    # 16.4 GB a card; 4 × 12,288 tokens × 128 KiB (FP8 KV) ≈ 6.4 GB / 2 = 3.2 GB: fits 2 × L4 (g2-standard-24),
    # $2.47/h × 730 h ≈ $1,802 a month (was ≈ $2,930 when 10 users were sized at least 5 at once)
    assert "asia-southeast1" in head and "2 × L4" in head and "≈ $1,802 a month" in head, head
    assert "To ask for a quote: 2 × L20" in head and "1,460 GPU-hours" in head, head
    assert _NO_H20.search(head) is None and "H800" not in head, head


def test_cantonese_alibaba_singapore_region_said_in_traditional(tmp_path):
    head, out = _ask(tmp_path, "我哋公司喺新加坡，只用阿里雲，資料唔可以出新加坡，"
                               "想部署 Qwen2.5-14B 俾 10 個同事用，每個月幾錢？")
    assert "阿里雲在新加坡有區域（ap-southeast-1）" in out and "沒有區域" not in out, out
    assert "可以詢價的方案：1 × A100 40GB SXM" in head and "730 GPU 小時" in head, head
    assert _NO_H20.search(head) is None and "H800" not in head, head


def test_simplified_alibaba_tokyo_region_and_no_china_card(tmp_path):
    head, out = _ask(tmp_path, "数据不能出日本，只能用阿里云，部署 Qwen2.5-32B 给 10 个人用，每月多少钱？")
    assert "阿里云在日本有区域（ap-northeast-1）" in out and "没有区域" not in out, out
    assert "可以询价的方案" in head and _NO_H20.search(head) is None and "H800" not in head, head


@pytest.mark.parametrize("text", [
    "We serve Qwen2.5-32B for 10 users from Tokyo; data must stay in Japan and we can only use Tencent Cloud. Cost?",
    "我們在新加坡，只能用騰訊雲，資料不能離開新加坡，部署 Qwen2.5-32B 給 10 個人用，每月多少錢？",
    "只能用腾讯云，数据不能出德国（法兰克福），部署 Llama 3.1 70B 给 15 个分析师用，每月多少钱？",
])
def test_tencent_abroad_never_plans_an_h20(tmp_path, text):
    # Tencent's rows: GN7 (T4), GN10X (V100), GT4 (A100 40GB) families and ap-guangzhou prices; none has an H20, so the
    # quote is drawn from those families, published in ap-tokyo / ap-singapore / eu-frankfurt
    head, out = _ask(tmp_path, text)
    assert _NO_H20.search(head) is None and "H800" not in head, head
    assert "A100 40GB SXM" in head or "V100" in head or "T4" in head, head
    assert "no region in" not in out and "没有区域" not in out and "沒有區域" not in out, out
