"""The lines of advisor/core/region_family_lines.py: which instance families a cloud region lists in the catalog."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES = {
    "region_family.item": E(
        lambda a: (f"{a['family']} — yes: {', '.join(a['ids'])}" if a["ids"]
                   else f"{a['family']} — no" + (f" (listed: {', '.join(a['near'])})" if a["near"] else "")),
        lambda a: (f"{a['family']}——有：{'、'.join(a['ids'])}" if a["ids"]
                   else f"{a['family']}——没有" + (f"（有的是：{'、'.join(a['near'])}）" if a["near"] else ""))),
    "region_family.region": E(
        lambda a: (f"**In {a['provider'].upper() if a['provider'] in ('aws', 'gcp') else a['provider']} "
                   f"{a['region']}, per our catalog snapshot (as of {a['as_of']}):** " + "; ".join(a["items"])
                   + (f". Listed there: {', '.join(a['listed'])}" if a["listed"] else ". No GPU instances listed there")
                   + " — check the provider's console for the current list"),
        lambda a: (f"**{a['provider'].upper() if a['provider'] in ('aws', 'gcp') else a['provider']} {a['region']}"
                   f"（按我们的目录快照，截至 {a['as_of']}）：** " + "；".join(a["items"])
                   + (f"。那里列出的有：{'、'.join(a['listed'])}" if a["listed"] else "。那里没有列出 GPU 实例")
                   + "——以云厂商控制台的当前列表为准")),
}
