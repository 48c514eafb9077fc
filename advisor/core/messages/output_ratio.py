"""Words for tools.output_ratio: an item's output stated as a multiple or fraction of its input."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "output_ratio.said": E(
        "each output read as {ratio:g} × its input, as you said ('{said}'): {inp:,} tokens in, {n:,} out per request",
        "按你说的（“{said}”）每条输出为输入的 {ratio:g} 倍：每条输入 {inp:,} token、输出 {n:,} token"),
}
