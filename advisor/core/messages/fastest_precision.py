"""Words for the precision that leads under "fastest" when the user stated none (tools.fastest_precision)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_EN = {"faster": "faster per user than", "slower": "slower per user than", "as_fast": "as fast per user as"}
_ZH = {"faster": "比其每用户更快", "slower": "比其每用户更慢", "as_fast": "与其每用户一样快"}
_ZH_PICK = {"faster": "每个用户比首选更快", "slower": "每个用户比首选更慢", "as_fast": "每个用户与首选一样快"}


def _speeds_en(a: Mapping[str, Any]) -> str:
    return (f"≈ {a['tps']:,.0f} against ≈ {a['pick_tps']:,.0f} tokens/s per user"
            if a.get("tps") and a.get("pick_tps") else "")


def _speeds_zh(a: Mapping[str, Any]) -> str:
    return (f"每个用户约 {a['tps']:,.0f} tokens/s，{a['asked']} 方案约 {a['pick_tps']:,.0f}"
            if a.get("tps") and a.get("pick_tps") else "")


ENTRIES: dict[str, E] = {
    "fastest_precision.route": E(
        lambda a: (f"Planned with {a['label']}, a change from the 16-bit default: {a['headline']}. You asked for the "
                   f"fastest and stated no precision, so every precision the model runs well was ranked by the speed "
                   f"each user sees. In {a['asked']}: {a['fleet']} at {a['money']}/h; this plan is "
                   f"{_EN.get(str(a.get('speed')), 'beside')} it ({_speeds_en(a)}) at {a['share']:.0%} of its price"),
        lambda a: (f"改用{a['label']}规划（不再用默认的 16 位）：{a['headline']}。你要最快、没指定精度，所以按每个用户"
                   f"实际看到的速度比较了模型能良好运行的各种精度。按 {a['asked']}：{a['fleet']}，每小时 {a['money']}；"
                   f"本方案{_ZH.get(str(a.get('speed')), '与其并列')}（{_speeds_zh(a)}），价格为其 {a['share']:.0%}")),
    "fastest_precision.note": E(
        "Planned with {label}: you asked for the fastest and stated no precision, and this plan is faster per user "
        "than the {asked} one (or as fast for less); the table, tiers and memory are for this plan. Say \"in {asked}\" "
        "to plan it as {asked}.",
        "按{label}规划：你要最快、没指定精度，此方案每个用户比 {asked} 方案更快（或一样快但更便宜）；表格、档位和显存都按此方案。"
        "要按 {asked} 规划，请说“用 {asked}”。"),
    # the FP8 plan named beside a 16-bit pick under "fastest": its speed against the pick's, by the numbers
    "fastest_precision.compare": E(
        lambda a: f", {_EN.get(str(a.get('speed')), 'beside')} the pick (≈ {a['pick_tps']:,.0f} tokens/s)",
        lambda a: f"，{_ZH_PICK.get(str(a.get('speed')), '与首选并列')}（首选约 {a['pick_tps']:,.0f} tokens/s）"),
}
