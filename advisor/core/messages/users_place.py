"""Where the service's users are (tools/users_place.py): the one sentence that answers "where should we rent?" and
the words for how near a row runs to the users, in English and Chinese."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    # where a row runs: its place as the catalog names it and the provider's own region id; the region alone when no
    # place reads it; "not stated" when the catalog has none
    "users_place.row_place": E(
        lambda a: (f"{a['place']} ({a['region']})" if a["place"] and a["region"] else a["region"] or
                   "a region the catalog does not state"),
        lambda a: (f"{a['place']}（{a['region']}）" if a["place"] and a["region"] else a["region"] or "未标明的区域")),
    # several machines of the row named (tools.users_place._machines)
    "users_place.machines": E("{n} × ", "{n} × "),
    # how near the row named runs to the users (tools.users_place.nearness)
    # "near" is the regions.csv `near` column: the nearest region that has offers, not a neighbour (Brazil → US East);
    # with the typical round trip from the users (tools.round_trip) where one is read
    "users_place.level": E(
        lambda a: {"in": "their own place", "near": "the nearest region with offers",
                   "area": "the same continent"}.get(a["level"], "the same continent")
        + (f", a ≈ {a['ms']} ms round trip" if a.get("ms") is not None and a["level"] != "in" else ""),
        lambda a: {"in": "就在当地", "near": "有报价的最近地区", "area": "同一大洲"}.get(a["level"], "同一大洲")
        + (f"，往返约 {a['ms']} 毫秒" if a.get("ms") is not None and a["level"] != "in" else "")),
    # a near row inside the price band that the ranking's own rule keeps from leading (tools.recommend._near_held)
    "users_place.held": pick("why", {
        "spread": "; it does not lead: it spreads the work over more cards or machines than the first row",
        "pool": "; it does not lead: its memory pool is tighter than the first row's",
        "floor": "; it does not lead: it misses the per-user speed at full context that the first row holds"}, {
        "spread": "；它没有排第一：它比第一行用更多的卡或机器",
        "pool": "；它没有排第一：它的显存池比第一行更紧",
        "floor": "；它没有排第一：在完整上下文下达不到第一行能保持的每用户速度"}),
    # the first row leads because it runs near the users (tools.users_place.users_near_pick)
    "users_place.led": E(
        "; it leads, as a row near your users may cost up to {band:.0%} more than a row elsewhere and still come first",
        "；离用户近的方案比别处贵 {band:.0%} 以内仍排第一，所以它在前"),
    # a stated latency target whose share a cheaper row's round trip alone takes: the near row leads at its price
    # (tools.users_place.far_for_target)
    "users_place.led_latency": E(
        "; it leads because a cheaper row's round trip from your users alone would take most of your {target:,.0f} ms "
        "target",
        "；它排第一，因为更便宜的那一行光是从用户过去的网络往返就要占去你 {target:,.0f} 毫秒目标的大半"),
    # users in mainland China: a mainland row leads at any price (tools.users_place.near_band)
    "users_place.led_mainland": E(
        "; it leads because a service for users in mainland China is hosted there: from abroad every message crosses "
        "the border's filtering (slower, unstable at peaks), and a public site, app or mini program needs an "
        "ICP-filed mainland host",
        "；面向中国大陆用户的服务放在大陆：放在境外时每条消息都要跨境（更慢，高峰时不稳定），面向公众的网站、App 或小程序还需要"
        "在大陆备案（ICP）的主机，所以它在前"),
    # a batch job: no user waits on a round trip, so the users' place does not decide where to rent
    "users_place.batch": E(
        "Where: your users being in {users:, } does not change where to rent — a batch job has no user waiting on a "
        "round trip, so the cheapest allowed row is rented (the first runs in {first}); keep to one place only if the "
        "data must stay there (say 'the data must stay in …')",
        "在哪里租：用户在{users:、}不影响选址——批量任务没有用户在等网络往返，所以租允许范围内最便宜的（第一行在{first}）；"
        "只有数据必须留在某地时才限定地点（请说“数据不能离开……”）"),
    # an offline job answered outside the ranked table (embeddings, music, a vision batch: advisor.core.place_lead)
    "users_place.batch_plain": E(
        "Where: your users being in {users:, } does not change where to rent — nobody waits on a round trip to a "
        "batch job, so the cheapest allowed place wins; keep to one place only if the data must stay there (say 'the "
        "data must stay in …')",
        "在哪里租：用户在{users:、}不影响选址——批量任务没有人在等网络往返，所以选允许范围内最便宜的地方；只有数据必须留在某地时"
        "才限定地点（请说“数据不能离开……”）"),
    # a served model's volume per period with the users' place said (tools.users_place.read_as_batch): batch is a reading
    "users_place.batch_read": E(
        "Where: read as a batch — the volume is made ahead, with no user waiting on each result — so your users being "
        "in {users:, } does not change where to rent and the cheapest allowed place wins. If your users wait for each "
        "result, say 'real-time' and it is sized as a service near them; keep to one place only if the data must stay "
        "there (say 'the data must stay in …')",
        "在哪里租：按批量任务理解——这些量提前生成，没有用户在等每一个结果——所以用户在{users:、}不影响选址，选允许范围内最便宜的地方。"
        "如果用户要等每一个结果，请说“要实时”，就按在线服务、在他们附近配置；只有数据必须留在某地时才限定地点（请说“数据不能离开……”）"),
    # places named as a choice for an offline job (租香港定新加坡好？): which have a priced row that runs it
    "users_place.batch_places": E(
        lambda a: ("Where: a batch job does not care about latency, so the cheapest of the places you named wins: the "
                   "plan above runs in " + ", ".join(a["picked"])
                   + ("; " + ", ".join(a["dearer"]) + " has only dearer machines for it" if a["dearer"] else "")
                   + ("; " + ", ".join(a["missing"]) + " has no priced machine here (ask a cloud there for a quote)"
                      if a["missing"] else "")),
        lambda a: ("在哪里租：批量任务不在乎网络延迟，你说的地方中哪里便宜就租哪里：上面的方案在" + "、".join(a["picked"])
                   + ("；" + "、".join(a["dearer"]) + "能跑的机器都更贵" if a["dearer"] else "")
                   + ("；" + "、".join(a["missing"]) + "这里没有有价机型（请向当地的云询价）" if a["missing"] else ""))),
    "users_place.first_in": E(
        "Where: the first row runs in {first}, where your users are ({users:, }){led}",
        "在哪里租：第一行在{first}，就在你的用户所在地（{users:、}）{led}"),
    "users_place.first_near": E(
        "Where: the first row runs in {first}, {level} for your users in {users:, }; no ranked row runs in "
        "{users:, } itself{led}",
        "在哪里租：第一行在{first}，对{users:、}的用户来说属于{level}；排名里没有在{users:、}本地的方案{led}"),
    "users_place.nearest_row": E(
        "Where: the first row runs in {first}; the nearest ranked row to your users in {users:, } is "
        "{provider!p} {n}`{instance}` in {row} ({level}) at {cost}/h ({more:+.0%}){past}; say 'rent in "
        "{users:, }' to keep to it",
        "在哪里租：第一行在{first}；离{users:、}的用户最近的方案是 {provider!p} {n}`{instance}`，在{row}（{level}），"
        "每小时 {cost}（{more:+.0%}）{past}；只要在那里租请说"
        "“只在{users:、}部署”"),
    # an answer priced outside the ranked table (tools.users_place.named_where): where its first plan runs for the
    # users, and how to keep to their place when it runs far from them
    "users_place.named_first": E(
        lambda a: (f"Where: the plan above runs in {a['first']}, "
                   + (f"{a['level']} for your users in {', '.join(a['users'])}" if a["level"] else
                      f"far from your users in {', '.join(a['users'])} (each message makes a longer round trip); say "
                      f"'rent in {', '.join(a['users'])}' to price only machines there")),
        lambda a: (f"在哪里租：上面的方案在{a['first']}，"
                   + (f"对{'、'.join(a['users'])}的用户来说属于{a['level']}" if a["level"] else
                      f"离{'、'.join(a['users'])}的用户较远（每条消息的网络往返更长）；只要在那里租请说"
                      f"“只在{'、'.join(a['users'])}部署”"))),
    # where the user is, said with no place to rent (tools.users_place.located_where): said back with where the plan runs
    "users_place.located_first": E(
        lambda a: (f"Where: you are in {', '.join(a['here'])}; offers in every region were ranked and the plan above "
                   f"runs in {a['first']}" + (f", {a['level']} for you" if a["level"] else "")
                   + f"; say 'rent in {', '.join(a['here'])}' to price only machines there"),
        lambda a: (f"在哪里租：你在{'、'.join(a['here'])}；所有区域的报价都参与了排名，上面的方案在{a['first']}"
                   + (f"，对你来说属于{a['level']}" if a["level"] else "")
                   + f"；只要在当地租请说“部署在{'、'.join(a['here'])}”")),
    "users_place.near_included": E(" ({near:, } included)", "（包括{near:、}）"),
    # the nearest row costs more than tools.users_place.USERS_NEAR_BAND over the first: why it does not lead
    "users_place.past_band": E(", more than the {band:.0%} a near row may cost and still lead",
                               "，超过近处方案可多花的 {band:.0%}，所以没有排第一"),
    "users_place.none_near": E(
        "Where: no ranked offer runs in or near {users:, }{near}; the first row runs in {first}, so "
        "each message makes a longer round trip{led}; say where to rent (e.g. 'rent in {users:, }') to rank only that "
        "place",
        "在哪里租：排名里没有在{users:、}或附近{near}的方案；第一行在{first}，每条消息的网络往返更长{led}；"
        "如要只看某地的方案，请说例如“只在{users:、}部署”"),
}
