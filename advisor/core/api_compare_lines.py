"""The verdict that opens an answer to "would self-hosting be cheaper than the API we pay?" (tools.api_compare): the
thread's workload says its hosted API's monthly tokens or bill (Workload.api_*, advisor.core.api_volume_read), and the
recommended plan's price per hour is set against it, around the clock and for the hours said."""

from __future__ import annotations

from tools.schema import Recommendation, Workload


def api_compare_lines(rec: Recommendation, merged: Workload, lang: str) -> list[str]:
    """The verdict, the API bill's basis and the hybrid for a stated schedule, worded in `lang`; [] when no API use
    is held or the answer has no priced pick."""
    if not (merged.api_input_tokens_month or merged.api_bill) or not rec.candidates:
        return []
    from advisor.core.service import _display_currency, usd_cny
    from catalog.api_prices import api_prices
    from tools.api_compare import comparison_for

    pick = rec.candidates[0]
    cur, fx = _display_currency(merged, pick.price_per_hour.currency)
    if cur != pick.price_per_hour.currency:
        return []
    one = f"{pick.gpu_count:g} × {pick.gpu}"
    machine = f"{pick.instances} × ({one})" if pick.instances > 1 else one  # machines × (GPUs each), in any language
    msgs = comparison_for(merged, api_prices(), pick.price_per_hour.amount, cur, usd_cny(), fx, machine)
    return [m.text(lang) for m in msgs]


def api_verdict_lead(rec: Recommendation, merged: Workload, lang: str) -> str:
    """The verdict in bold and its basis as a list, above the answer's workload line; "" when there is none."""
    lines = api_compare_lines(rec, merged, lang)
    if not lines:
        return ""
    return "**" + lines[0] + "**\n" + "".join(f"\n- {x}" for x in lines[1:]) + "\n\n"
