""""Would self-hosting be cheaper than the API we pay?" is answered first, in the user's language: the API's month
from the stated tokens × the provider's list price (catalog/data/api_prices.csv) or the stated bill, against the
recommended machine's month, the ratio and the break-even; a follow-up that keeps the machine only for business hours
and sends the rest to the API prices both (tools.api_compare). The machine is whatever the recommender picks, so only
the API side is pinned to figures; the verdict's direction holds for any machine that holds a 70B or V3.1 model."""

from __future__ import annotations

import pytest

from tests.conftest import module_engine, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def test_tokens_to_openai_then_business_hours_en(engine):
    # gpt-4o-mini, 600M in / 90M out a month: no hits 600 × 0.15 + 90 × 0.60 = 90 + 54 = $144; half the input from
    # cache 300 × 0.15 + 300 × 0.075 + 54 = 45 + 22.5 + 54 = $121.5 → "$122–$144". A 70B model needs ≥ 140 GB of
    # weights: at least one big card at ~$2/h × 730 h ≈ $1.5k a month, ~10× the API → "No" first.
    out = engine.handle("api-en", "We send about 600M input and 90M output tokens a month to the OpenAI API "
                                  "(gpt-4o-mini). Would self-hosting Llama-3.1-70B on rented GPUs be cheaper?").text
    first = out.lstrip().splitlines()[0]
    assert first.startswith("**No: self-hosting on ") and "$122–$144 a month on the API" in first
    assert "gpt-4o-mini's list price" in out
    # 8 to 6 on weekdays: 10 h × 21.7 days ≈ 217 h of the machine; the other 1 − 217/730 ≈ 70 % of the tokens on the API
    out2 = engine.handle("api-en", "what if we only run it 8 to 6 on weekdays and use the api the rest of the time?").text
    first2 = out2.lstrip().splitlines()[0]
    assert first2.startswith("**No: ") and "only for those hours (217 h a month)" in first2
    assert "70% of the tokens" in first2 and "the API alone" in first2 and "around the clock" in out2


def test_tokens_to_deepseek_zh_hans(engine):
    # 每月 20亿 in / 3亿 out on deepseek-chat: no hits 2,000 × 0.28 + 300 × 0.42 = 560 + 126 = $686 → ¥4,939 at 7.2;
    # half hits 1,000 × 0.28 + 1,000 × 0.028 + 126 = $434 → ¥3,125. V3.1 in FP8 ≈ 690 GB: a 4–8-card machine, ¥50k+ a
    # month around the clock → 不划算 first.
    out = engine.handle("api-zh", "我们每个月给 DeepSeek API 发输入 20亿 token、输出 3亿 token，"
                                  "自己在美国租 GPU 部署 DeepSeek-V3.1 会更便宜吗？").text
    first = out.lstrip().splitlines()[0]
    assert first.startswith("**不划算：自建 ") and "¥3,125–¥4,939" in first and "回本" in first
    # 工作日 9 点到 6 点: 9 h × 21.7 days ≈ 196 h on the machine; the other 1 − 196/730 ≈ 73 % of the tokens on the API
    out2 = engine.handle("api-zh", "如果只在工作日早上9点到晚上6点开机，其余时间用 API 呢？").text
    first2 = out2.lstrip().splitlines()[0]
    assert first2.startswith("**不划算：") and "每月 196 小时" in first2 and "时段外 73% 的 token" in first2


def test_a_bill_to_anthropic_zh_hant(engine):
    # a bill said, no tokens: $600 a month (≈ 19,200 TWD at 32) against a 72B model's machine (≥ 1 big card ≈ $1.5k+ a
    # month) → 不划算, and the break-even is the bill the machine's month equals, never "0 token"
    out = engine.handle("api-hant", "我們每個月付 Anthropic 大約 600 美元的 API 費用（Claude Haiku 4.5），"
                                    "改成自己租 GPU 跑 Qwen2.5-72B 會比較便宜嗎？").text
    first = out.lstrip().splitlines()[0]
    assert first.startswith("**不划算：自建 ") and "全天候執行" in first and "API 賬單超過" in first
    assert "0 token" not in first  # 划算 is written so in Taiwan too; 執行 shows the 繁體 rendering
