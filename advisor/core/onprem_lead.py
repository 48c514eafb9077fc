"""The lead of a non-LLM answer whose data may not go to any cloud ("no cloud", "on-prem only", 不上云, 唔想上雲:
Workload.buy_server read by extract_rules): the plan is hardware to buy, so the answer says first that its priced rows
are only a reference for each card's speed and cost, never a place to send the data, and that no purchase price is
held (a vendor's quote). The LLM path turns its pick into a server to buy (tools.recommend.server_to_buy); the speech,
vision and generated-media answers led with a rental for a law firm that refused the cloud."""

from __future__ import annotations

from tools.schema import Msg, Workload


def onprem_lead(w: Workload, lang: str, boxed: bool = False) -> str:
    """The bold lead (module docstring) when the work must stay on the user's own site, else "". `boxed`: the answer
    is already the machine to buy, with no rental row (advisor.core.onprem_lines): no lead."""
    if not w.buy_server or w.owned_gpus or boxed:
        return ""
    return f"**{Msg(code='onprem.rentals_reference').text(lang)}**\n\n"
