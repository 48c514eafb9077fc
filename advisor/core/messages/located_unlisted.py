"""The words of the reader's note on where the user is when no listed provider has a region there (Chile, Qatar,
Macau: catalog/data/unmapped_places.csv): said as such, with the nearest listed regions, so the pick from elsewhere
is never silent (it once told a user in Santiago to "say 'rent in Chile'", which nothing here can honour)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reading.located_unlisted": E(
        lambda a: (f"No listed provider has a region in {a['place']}: every offer below runs elsewhere (the region "
                   "column says where)"
                   + (f"; the nearest listed regions are {', '.join(a['near'])}" if a.get("near") else "")
                   + f". A rule that the data stays in {a['place']} cannot be met here; ask local providers for a "
                   "quote if it must"),
        lambda a: (f"我列出的云厂商在{a['place']}都没有区域：下面的报价都在别处（“区域”一栏标出所在地）"
                   + (f"；最近的有报价的区域：{'、'.join(a['near'])}" if a.get("near") else "")
                   + f"。如数据必须留在{a['place']}，这里无法满足，请向当地的服务商询价")),
    # where the service's users are, with no region of ours there (用户在新加坡和马来西亚): the nearest regions priced,
    # never a filter (extract_rules._users_notes)
    "reading.users_unlisted": E(
        lambda a: (f"'{a['place']}' read as where your users are too; no listed provider has a region there"
                   + (f", the nearest listed regions are {', '.join(a['near'])}" if a.get("near") else "")),
        lambda a: (f"“{a['place']}”也理解为你的用户所在的地方；我列出的云厂商在那里都没有区域"
                   + (f"，最近的有报价的区域：{'、'.join(a['near'])}" if a.get("near") else ""))),
}
