"""Why an unpriced place plan heads with its card (tools/in_place_cards.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "in_place_cards.chosen": E(
        lambda a: (" (of the cards the clouds there rent, priced here or not, the one that "
                   + ("finishes soonest" if a["fastest"] else "needs the fewest GPU-hours")
                   + (f"; ask {', '.join(a['ask'])} there for its price" if a["ask"] else "")
                   + (f"; also holding it there: {', '.join(a['others'])}" if a["others"] else "") + ")"),
        lambda a: ("（当地云厂商出租的卡中（不论这里有无价格），"
                   + ("完成最快" if a["fastest"] else "GPU 小时最少")
                   + "的一种" + (f"；价格请向当地的 {'、'.join(a['ask'])} 询价" if a["ask"] else "")
                   + (f"；当地同样装得下的还有：{'、'.join(a['others'])}" if a["others"] else "") + "）")),
}
