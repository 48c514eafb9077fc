"""A lower-precision lever over the budget is shown only when it is cheaper than the plan as asked, in EN, 简体, 繁體.

Qwen2.5-VL-7B moderating 50 images a second in mainland China on ¥20,000 a month: the cheapest plan that holds it is
48 × Alibaba A10 (ecs.gn7i-c8g1.2xlarge) at ¥457.44 an hour, BF16 as asked. FP8 weights land on the same 48 A10s at
the same ¥457.44 (an A10 has no FP8 tensor cores, and the count is set by the images' prefill, not by the weights), so
"nearest to the budget: in FP8, 48 × A10 at ¥457.44" beside "as asked (BF16) 48 × A10 at ¥457.44" named one plan twice.
The lever was compared with a dearer as-asked offer (¥486.03) than the one the budget line prices; both now price the
as-asked plan the same way."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(("text", "lever"), [
    ("Qwen2.5-VL-7B 做图片审核，每秒 50 张图，服务器要在国内，每月预算 2 万人民币", "最接近预算的方案：改用"),
    ("Qwen2.5-VL-7B做圖片審核，每秒50張圖，伺服器要在國內，每月預算2萬人民幣", "最接近預算的方案：改用"),
    ("Qwen2.5-VL-7B for image moderation, 50 images per second, servers must be in mainland China, budget 20,000 RMB "
     "a month", "Nearest to the budget: in"),
])
def test_fp8_on_the_same_a10_fleet_is_not_a_lever(tmp_path, text, lever):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert "48 × alibaba ecs.gn7i-c8g1.2xlarge" in out or "48 台 alibaba ecs.gn7i-c8g1.2xlarge" in out \
        or "48 臺 alibaba ecs.gn7i-c8g1.2xlarge" in out, out  # the as-asked plan is still priced
    assert lever not in out, out
