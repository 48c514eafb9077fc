"""The words of a stated monthly GPU-hour total on a buy-or-rent answer (advisor.core.buy_or_rent,
tools.gpu_hours_month)."""

from __future__ import annotations

from advisor.core.messages.base import E
from tools.constants import HOURS_PER_MONTH

ENTRIES: dict[str, E] = {
    "buy.gpu_hours_month": E(
        "Your use, as you said it: {said:,.0f} GPU-hours a month ÷ ({gpus} GPUs × " + f"{HOURS_PER_MONTH:,}"
        + " h a month) = {util:.1f} % of the server's hours — the rent and the power below are priced at that, "
          "not at every hour",
        "按你说的用量：每月 {said:,.0f} GPU 小时 ÷（{gpus} 张卡 × 每月 " + f"{HOURS_PER_MONTH:,}"
        + " 小时）= 服务器时间的 {util:.1f}%——下面的租金和电费都按这个算，而不是每小时都在用"),
}
