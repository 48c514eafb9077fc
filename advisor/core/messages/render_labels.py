"""The markdown answer's labels (advisor/core/render.py): section titles, table headings, the names of units,
frameworks, billing, workload fields, priorities and marks, in English and Chinese. Kept here with the rest of the
catalog so a third language touches advisor/core/messages only; render.py reads them by key (`t`)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick
from advisor.core.messages.common import ZH_PERIOD

# the answer's short phrases with figures in them (a budget per hour, a deadline, a filter, a table's row names) and the
# names chosen by a ranking key or a memory term, as `Msg(code="render.…")` entries; the label tables below are
# looked up by key, not worded from facts
ENTRIES: dict[str, E] = {
    "render.h": E("/h", "/小时"),
    # a budget said per GPU-hour ("$2 per GPU-hour for 8x H100"): as said, and the box's hour it is held as
    "render.budget_gpu_hour": E(lambda a: f"{a['each']} per GPU-hour" + (
        f" × {a['n']} GPUs = {a['hour']}/h" if a["n"] and a["n"] > 1 else " (1 GPU)" if a["n"] else " (any count)"),
        lambda a: f"每卡每小时 {a['each']}" + (f" × {a['n']} 卡 = {a['hour']}/小时" if a["n"] and a["n"] > 1
                                          else "（按 1 卡）" if a["n"] else "（不论卡数）")),
    "render.within_days": E("within {d:,.3g} days", "{d:,.3g} 天内"),
    "render.within_h": E("within {hours:,.3g} h", "{hours:,.3g} 小时内"),
    "render.users_a_day": E("users a day", "每天用户"),
    "render.people": E("people", "使用人数"),
    "render.online": E("online", "在线人数"),
    "render.planned": E("{upper} {said} → {s} planned", "{said} {upper} → 方案 {s}"),
    "render.planned.default": E("default", "默认"),
    "render.planned.asked": E("asked", "所问"),
    "render.kv_cache": E(" + {upper} KV cache", " + {upper} KV 缓存"),
    "render.batch_of_requests_tokens.every": E(
        lambda a: (f" every {a['every']} {a['p']}s" if a.get("every") else " every weekday" if a.get("days") == 5
                   else f" every day, {a['days']:g} days a week" if a.get("days") else f" every {a['p']}"),
        lambda a: (f"每 {a['every']} {ZH_PERIOD[a['p']]}" if a.get("every") else "每个工作日" if a.get("days") == 5
                   else f"每周 {a['days']:g} 天、每天" if a.get("days") else "每" + ZH_PERIOD[a["p"]])),
    "render.batch_of_requests_tokens": E(
        "batch of {batch_requests:,} requests{part}, {value:,} tokens out each",
        "{part}批量 {batch_requests:,} 条，每条输出 {value:,} token"),
    "render.at_once_of_people": E("{n:plural:user} at once (of {head_count:,} people)", "{n:,} 路并发（共 {head_count:,} 人）"),
    "render.at_peak_a_day": E(" at peak ({daily_users:,} a day)", "（高峰；每天 {daily_users:,} 人）"),
    "render.only": E("{gpu_preference} only", "仅 {gpu_preference}"),
    "render.gb_per_gpu": E("≥ {min_gpu_memory_gib:g} GB per GPU", "单卡 ≥ {min_gpu_memory_gib:g} GB"),
    "render.no_marketplaces": E("no marketplaces", "不用算力市场"),
    # where the service's users are (Workload.users_region): a fact the answer uses, never a filter
    "render.users_in": E("users in {names:, }", "用户在{names:、}"),
    "render.personal_use_consumer_cards": E("personal use (consumer cards allowed)", "个人自用（消费级卡可用）"),
    "render.your_own_cards": E("your own cards", "你自己的卡"),
    "render.tokens_s_per_user": E(
        lambda a: (f"≥ {a['user']:g} tokens/s a call (sized: you asked {a['asked']:g})" if a.get("asked")
                   else f"≥ {a['user']:g} tokens/s a call (assumed)" if a.get("assumed")
                   else f"≥ {a['user']:g} tokens/s per user"),
        lambda a: (f"每路 ≥ {a['user']:g} tokens/s（按此配置；你要求 {a['asked']:g}）" if a.get("asked")
                   else f"每路 ≥ {a['user']:g} tokens/s（假设值）" if a.get("assumed")
                   else f"每用户 ≥ {a['user']:g} tokens/s")),
    "render.tokens_s_in_total": E("≥ {total:g} tokens/s in total", "总计 ≥ {total:g} tokens/s"),
    "render.first_token_ms": E("{p}first token ≤ {target_ttft_ms:,.0f} ms", "首 token {p}≤ {target_ttft_ms:,.0f} ms"),
    "render.requests_s": E("≥ {target_requests_per_s:g} requests/s", "≥ {target_requests_per_s:g} 请求/秒"),
    "render.a_month": E("a month", "一个月"),
    "render.none": E("none", "无"),
    "render.kwh": E("{money}/kWh", "每度 {money}"),
    "render.of_usable": E(" of {gb} usable", " / {gb} 可用"),
    "render.via_broker": E("via {b} (broker)", "经 {b} 转售"),
    # a row whose host RAM is under what the plan stages through it (tools.host.ram_short): the weights its GPUs
    # load, the processes' runtime and buffers (and the cached LoRA adapters), against the row's RAM
    "render.host_ram_short": E(
        "⚠ host RAM {ram:g} GiB < {need:g} GiB this plan loads through it (weights {weights:g} GiB + runtime and "
        "buffers {runtime:g} GiB), so loading may swap or fail: test it, or pick a size with more RAM",
        "⚠ 主机内存 {ram:g} GiB 小于本方案经主机内存加载所需的 {need:g} GiB（权重 {weights:g} GiB + 运行时与缓冲 "
        "{runtime:g} GiB），加载可能换页或失败：先实测，或选内存更大的规格"),
    "render.host_ram_short_adapters": E(
        "⚠ host RAM {ram:g} GiB < {need:g} GiB this plan loads through it (weights {weights:g} GiB + runtime and "
        "buffers {runtime:g} GiB + cached LoRA adapters {adapters:g} GiB), so loading may swap or fail: test it, or "
        "pick a size with more RAM",
        "⚠ 主机内存 {ram:g} GiB 小于本方案经主机内存加载所需的 {need:g} GiB（权重 {weights:g} GiB + 运行时与缓冲 "
        "{runtime:g} GiB + 缓存的 LoRA 适配器 {adapters:g} GiB），加载可能换页或失败：先实测，或选内存更大的规格"),
    "render.also_offered_with_gpus": E(
        "also offered with {counts} GPUs (ranked lower)",
        "也有 {counts} 卡的配置（排名靠后）"),
    "render.offer_providers_id": E("offer (provider's id)", "方案（云厂商的实例 ID）"),
    "render.to_rent_instead_second": E("to rent instead (second option): ", "若改为租用（备选）："),
    "render.marks": E("marks", "标注"),
    "render.usd": E("1 USD = {per_usd:g} {cur}", "1 美元 = {per_usd:g} {cur}"),
    "render.usd_ecb": E("1 USD = {per_usd:g} {cur}, ECB reference of {as_of}",
                        "1 美元 = {per_usd:g} {cur}（欧洲央行参考汇率，{as_of}）"),
    "render.usd_cny": E("1 USD = {usd_cny:g} CNY", "1 美元 = {usd_cny:g} 元"),
    "render.lowest_first": E("lowest first", "从低到高"),
    "render.spot_the_same_machine": E(
        "spot: the same machine at {money}/h (checkpoints ≤ 15 min apart; say \"cheaper?\")",
        "竞价：同一台机器 {money}/小时（checkpoint ≤ 15 分钟，说“便宜点”）"),
    "render.state_the_data_size": E(
        "state the data size (tokens, or examples × epochs) for the job's cost and time",
        "给出数据量（token 数，或样本条数 × 轮数），就能算任务总价和用时"),
    "render.what_would_change_it": E("What would change it:", "什么会改变答案："),
    "render.tier_job": E("the job in {took} for ≈ {money}", "整个任务约 {took}，≈ {money}"),
    "render.more_in_the_full": E("- … {more} more in the full answer", "- ……另有 {more} 条，见详细版"),
    "render.full_answer_memory_tiers": E(
        "Full answer (memory, tiers, pitfalls, host, 24-hour plan, assumptions): say \"details\", or add `--full`.",
        "详细版（显存拆分、规格区间、避坑清单、主机、24 小时验证、假设）：说“详细”，或命令行加 `--full`。"),
    "render.fits": E("fits", "能否放下"),
    "render.offer": E("offer", "方案"),
    "render.per_m_tokens": E("per 1M tokens", "每百万 token"),
    "render.per_user_speed": E("per-user speed", "每路速度"),
    "render.training_speed": E("training speed", "训练吞吐"),
    "render.side_by_side": E("Side by side", "对比"),
    "render.cheapest_by": E("Cheapest by {by}: **{best}**.", "按{by}，**{best}** 最便宜。"),
    "render.the_options_are_ranked": E(
        "The options are ranked by different figures (or currencies): shown side by side, not ranked.",
        "各方案的排序依据或币种不同，只并列展示，不比高低。"),
    "render.same_recommender_same_catalog": E(
        "Same recommender, same catalog; each column is that option's top pick.",
        "同一个推荐器、同一份价格目录；每列是该方案的首选。"),
    # the billing priced when it is not the one asked (spot asked for online serving is priced on-demand)
    "render.billing_not_used": E("{priced} ({asked} asked, not used)", "{priced}（要求{asked}，未采用）"),
    # the one-line summary for notifications when the recommender wrote no headline
    "render.summary_tier": E(": {count} × {gb:g} GB recommended (e.g. {examples:, })",
                             "：推荐 {count} × {gb:g} GB（如 {examples:, }）"),
    "render.summary_top": E("; top pick {provider} {instance} at {money}/h", "；首选 {provider} {instance}，{money}/小时"),
    "render.only_providers": E("only {ids:, }", "仅{ids!p:、}"),
    "render.priority": pick("priority", {"fastest": "fastest", "cheapest": "cheapest"},
                            {"fastest": "最快", "cheapest": "最便宜"}),
    "render.on_off": E(lambda a: "on" if a["on"] else "off", lambda a: "开" if a["on"] else "关"),
    "render.reference_precomputed": E(lambda a: "precomputed" if a["on"] else "computed in training",
                                      lambda a: "预先计算" if a["on"] else "训练中计算"),
    # the ranking legend when a tie rule moved a dearer row up (the figures are tools.ranking's constants)
    "render.not_strictly_lowest_first": E(
        "not strictly lowest first: one machine without PCIe sharding may lead up to {one_machine:.0%} "
        "dearer, fewer GPUs or a much sooner finish up to {band:.0%} dearer; a plan that holds the speed "
        "floor at full context leads one that holds it only at the typical request up to {floor:g}× its price "
        "(for a narrow miss, its shortfall's own ratio + {one_machine:.0%}); "
        "a plan filling over 90% of its memory pool gives way to a roomy one up to {tight:g}× its price "
        "(at any price when, under 5% spare, it may not start at all); a plan whose per-user speed clears its "
        "target only inside the speed model's error gives way to one that keeps the margin up to {margin:.0%} "
        "dearer; a plan thin on both memory and "
        "speed gives way to a comfortable one up to {both_thin:.0%} dearer; a plan without PCIe TP over 4+ cards "
        "leads one with it only up to {pcie:g}× its price; a plan that may not start (under 5% spare) is listed after "
        "every plan that can",
        "不严格从低到高：单台机器、无 PCIe 分片的方案贵 {one_machine:.0%} 以内、卡更少或快得多的方案贵 "
        "{band:.0%} 以内也可排前；满上下文时达到速度下限的方案价格在 {floor:g} 倍以内才排在只在典型请求下达到的方案前面"
        "（只差一点时为差额比例再加 {one_machine:.0%}）；"
        "显存池用满 90% 以上的方案让位于价格 {tight:g} 倍以内的宽裕方案（剩余不到 5% 且可能无法启动时不限价格）；"
        "每用户速度只在速度模型误差之内达标的方案让位于贵 {margin:.0%} 以内、留有余量的方案；"
        "显存和速度余量都偏小的方案让位于贵 {both_thin:.0%} 以内的宽裕方案；"
        "不在 4 张以上卡间走 PCIe 张量并行的方案，价格在其 {pcie:g} 倍以内才排在前面；可能无法启动（剩余不到 5%）的方案"
        "排在所有能启动的方案之后"),
    # the compact answer's order note: only the rules that ordered THIS table (tools.order_reason.order_leads), each
    # lead as "row 1 leads row 2 (2.0× its price): why"; the full list of rules stays in the full answer
    "render.rank_note_compact": E("↑ {way} · {bill} · {cur}{rate}", "↑ {way} · {bill} · {cur}{rate}"),
    "render.lowest_first_tie": E("lowest first (within {tie:.0%} is a tie: {rule})",
                                 "从低到高（相差 {tie:.0%} 以内算持平：{rule}）"),
    "render.order_leads": E("not strictly lowest first: {leads:; }", "不严格从低到高：{leads:；}"),
    "render.order_lead": E("row {upper} leads {lower} ({ratio:.2f}× its price): {why}",
                           "第 {upper} 行排在{lower}前（价格是其 {ratio:.2f} 倍）：{why}"),
    "render.order_row": E("row {n}", "第 {n} 行"),
    "render.order_row_full": E("row {n} of the full answer", "详细版第 {n} 行"),
    "render.order_why.place": E("row {upper} runs in or near your users ({users:, })",
                                "第 {upper} 行在{users:、}或附近，离你的用户近"),
    "render.order_why.place_mainland": E("row {upper} runs in mainland China, for your users there",
                                         "第 {upper} 行在中国大陆，面向那里的用户"),
    "render.order_why.floor": E(
        lambda a: f"row {a['lower']} gives {a['tps']:.1f} tok/s per user" + (" at the full context" if a["full"] else "")
        + f", under the {a['floor']:g} floor",
        lambda a: f"第 {a['lower']} 行" + ("满上下文时" if a["full"] else "") + f"每用户 {a['tps']:.1f} tok/s，"
        f"低于 {a['floor']:g} 的下限"),
    "render.order_why.floor_unread": E("row {lower}'s per-user speed is not read against the {floor:g} floor",
                                       "第 {lower} 行每用户速度未读出，无法判断是否达到 {floor:g} 的下限"),
    "render.order_why.roomy": E("row {lower} fills over 90% of its memory pool, row {upper} has room",
                                "第 {lower} 行显存池用满 90% 以上，第 {upper} 行有余量"),
    "render.order_why.margin": E(
        "row {lower}'s {tps:.1f} tok/s per user clears the {floor:g} floor only inside the speed estimate's {error:.0%} "
        "error", "第 {lower} 行每用户 {tps:.1f} tok/s 只在速度估算 {error:.0%} 的误差之内达到 {floor:g} 的下限"),
    "render.order_why.pcie": E("row {lower} runs tensor parallel over PCIe on {group} cards",
                               "第 {lower} 行在 {group} 张卡间走 PCIe 张量并行"),
    "render.order_why.simpler": E("row {lower} runs tensor parallel over PCIe on {group} cards, row {upper} does not",
                                  "第 {lower} 行在 {group} 张卡间走 PCIe 张量并行，第 {upper} 行不用"),
    "render.order_why.cuda": E("row {lower} runs ROCm, not CUDA, and saves only {saving:.0%} (under {pref:.0%})",
                               "第 {lower} 行用 ROCm 而非 CUDA，只省 {saving:.0%}（不到 {pref:.0%}）"),
    "render.order_why.one_machine": E("row {upper} is one machine, row {lower} spans several",
                                      "第 {upper} 行是单台机器，第 {lower} 行跨多台"),
    "render.order_why.fewer_gpus": E("row {upper} runs on {ug} GPUs against {lg}, no slower per user",
                                     "第 {upper} 行只用 {ug} 张卡（对方 {lg} 张），每用户不更慢"),
    "render.order_why.sooner": E("row {upper} finishes {sooner:.0f}× sooner than row {lower}'s job of over a day",
                                 "第 {upper} 行完成快 {sooner:.0f} 倍，第 {lower} 行的任务要一天以上"),
    "render.order_why.tie": E("within {tie:.0%}, a tie", "相差 {tie:.0%} 以内算持平"),
    "render.order_why.other": E("by a rule the full answer lists (`--full`)", "依据详细版列出的排序规则（`--full`）"),
    # the compact answer's short levers (advisor.core.render.short_lever): the plan, its price, the limit it keeps
    "render.lever_label.fp8_weights": E("FP8 weights", "FP8 权重"),
    "render.lever_label.fp8_kv": E("an FP8 KV cache", "FP8 KV cache"),
    "render.lever_floor_first_short": E(
        "to keep a {err:.0%} margin over the {floor:g} tok/s floor at the full context: {machine} ({tps_2:,.1f} tok/s) "
        "at {money}/h ({more:+.0%})",
        "满上下文时在 {floor:g} tok/s 下限上再留 {err:.0%} 余量：{machine}（{tps_2:,.1f} tok/s），每小时 {money}"
        "（{more:+.0%}）"),
    # how a tie is settled, per ranking key (tools.ranking.order: _simpler, _sooner for long jobs, _cheaper_hour)
    "render.tie_rule.hourly": E(
        "one machine and no PCIe TP over 4+ cards first (one plain machine before several PCIe-TP "
        "machines up to {spread:.0%} dearer), then fewer GPUs (fewer GPUs that are also "
        "faster per user win up to 10 % dearer, 5 % under cheapest)",
        "单台机器、不在 4 张以上卡间走 PCIe 张量并行的在前（单台不走 PCIe 张量并行的机器贵 "
        "{spread:.0%} 以内也排在多台 PCIe 张量并行机器之前），其次卡更少的在前"
        "（卡更少且每个用户更快的方案贵 10% 以内也优先，要求最便宜时 5%）"),
    "render.tie_rule.job": E(
        "one machine and no PCIe sharding over 4+ cards first, then fewer GPUs, long jobs the sooner finish "
        "(fewer GPUs that also finish sooner win up to 10 % dearer, 5 % under cheapest; a job over "
        "{long_h:.0f} h gives way to one {sooner:g}× sooner up to {band:.0%} dearer; "
        "with a deadline, a plan that meets it with {margin:.0%} to spare first)",
        "单台机器、不在 4 张以上卡间走 PCIe 分片的在前，其次卡更少的在前，长任务更早完成的在前"
        "（卡更少且更快完成的方案贵 10% 以内也优先，要求最便宜时 5%；"
        "超过 {long_h:.0f} 小时的任务，快 {sooner:g} 倍以上且贵 {band:.0%} "
        "以内的方案在前；有期限时，留出 {margin:.0%} 余量完成的方案在前）"),
    # serving with the users' place said (tools.users_place.near_users_leads): a row near them leads up to the band
    "render.tie_rule.users": E("; a row in or near your users ({users:, }) leads one elsewhere up to {band:.0%} dearer",
                               "；在{users:、}或附近的方案比别处贵 {band:.0%} 以内也排在前面"),
    "render.tie_rule.users_mainland": E("; a row in mainland China leads for your users there at any price",
                                        "；面向中国大陆用户时，大陆地域的方案不论价格都排在前面"),
    "render.tie_rule.per_mtok_train": E("fewer GPUs first, then the cheaper hour", "卡更少的在前，其次每小时更便宜的在前"),
    # held to one node ("one node", 单机): no plan spans machines, so the several-machines clause would name what is
    # never shown
    "render.tie_rule.one_node": E(
        "no PCIe TP over 4+ cards first, then fewer GPUs (fewer GPUs that are also faster per user win up "
        "to 10 % dearer, 5 % under cheapest)",
        "不在 4 张以上卡间走 PCIe 张量并行的在前，其次卡更少的在前（卡更少且每个用户更快的方案贵 10% 以内也优先，"
        "要求最便宜时 5%）"),
    # the ranking note under the table: short (the header names the figure), full (names it in words), fastest
    "render.rank_note_full": E(
        lambda a: (f"Ranked by {a['by']}, {a['way']}; within {a['tie']:.0%} is a tie, {a['rule']}. "
                   f"{a['bill'].capitalize()}, {a['cur']}" + (f", {a['rate']}" if a["rate"] else "") + "."),
        lambda a: (f"按{a['by']}" + ("从低到高排序" if a["lowest"] else f"排序（{a['way']}）")
                   + f"，相差 {a['tie']:.0%} 以内算持平、{a['rule']}；{a['bill']}，币种 {a['cur']}"
                   + (f"，{a['rate']}" if a["rate"] else "") + "。")),
    "render.fastest_note": E(
        lambda a: (f"Ranked by {a['by']} (you asked for the fastest), the cost shown beside. "
                   f"{a['bill'].capitalize()}, {a['cur']}" + (f", {a['rate']}" if a["rate"] else "") + "."),
        lambda a: (f"按{a['by']}排序（你要最快的），价格列在旁边；{a['bill']}，币种 {a['cur']}"
                   + (f"，{a['rate']}" if a["rate"] else "") + "。")),
    # a follow-up's change line: the figures that moved (tools.summary.delta)
    "render.delta_hourly": E("per hour {before} → {after}", "每小时 {before} → {after}"),
    "render.delta_time": E("time {before} → {after}", "用时 {before} → {after}"),
    "render.delta_pick": E("top pick {before} → {after}", "首选 {before} → {after}"),
    "render.because_one_copy": E("because one copy needs {before} → {after}{term}", "因为一份需要 {before} → {after}{term}"),
    "render.moved_most": E(" ({term} moved most)", "（{term}变化最大）"),
    "render.parts": E("{parts:; }", "{parts:；}"),
    # the side-by-side comparison's rows
    "render.fits_yes": E("✅ yes", "✅ 能"),
    "render.fits_no": E("❌ no", "❌ 不能"),
    "render.fits_unpriced": E("✅ yes (no price)", "✅ 能（无价格）"),
    "render.job_gpu_hours": E("GPU-hours for the job", "任务 GPU 卡时"),
    "render.quote_share": E(
        "- {label}: {gh:,.0f} GPU-hours for the job against {best_gh:,.0f} on {best}: cheaper per job only if its "
        "quote per GPU-hour is under {share:.0%} of {best}'s, however cheap its hour looks",
        "- {label}：整个任务需 {gh:,.0f} GPU 卡时，{best} 只需 {best_gh:,.0f}：只有它每卡时的报价低于 {best} 的 {share:.0%} "
        "时，按整个任务才更便宜——按小时便宜不等于按任务便宜"),
    "render.holds_unpriced": E(
        "- {label}: holds the work, but my catalog has no price for it; import a rental quote (`gpu-advisor catalog "
        "import`) to rank it beside the others, or, to buy it, compare its price with the rent above over the months "
        "you would keep it",
        "- {label}：能承载这个负载，但我的目录里没有它的价格；导入一份租用报价（`gpu-advisor catalog import`）即可与其他方案"
        "一起排序；若是购买，把它的价格和上面的租金按你打算用的月数比较"),
    "render.a_month_row": E("a month", "每月"),
    "render.year_on_demand": E("12 months at on-demand", "12 个月（按量价）"),
    "render.why_not": E("- {label}: {why}", "- {label}：{why}"),
    # the ranking figure per ranking key (tools.summary.rank_key): the table's first column, the change line's figure
    "render.key_name": pick("key", {"job": "job cost", "per_mtok_train": "per 1M training tokens",
                                    "hourly": "per hour at your load"},
                            {"job": "任务总价", "per_mtok_train": "每百万训练 token", "hourly": "每小时（按你的负载）"}),
    # what the order is by, per ranking key, in words (the full answer's legend, the comparison's "cheapest by")
    "render.key_rule": pick("key", {"job": "the whole job's cost",
                                    "per_mtok_train": "the price of 1M training tokens (no data size given: no job cost)",
                                    "hourly": "the hourly price of the machines that hold your load"},
                            {"job": "整个任务的总价", "per_mtok_train": "每百万训练 token 的价格（没给数据量：没有任务总价）",
                             "hourly": "承载你的负载所需机器的每小时价格"}),
    # under "fastest" the order is the speed column's (tools.kinds: per-user speed for serving, time for jobs), never a
    # price
    "render.fastest_rule": pick(
        "key", {"hourly": "speed per user, fastest first",
                "job": "the job's time, shortest first (one machine before a plan across machines not clearly sooner)",
                "per_mtok_train": "training speed, fastest first"},
        {"hourly": "每个用户的速度，从快到慢", "job": "任务用时，从短到长（跨机方案不是明显更快时，单机排在前面）",
         "per_mtok_train": "训练速度，从快到慢"}),
    # a memory term that moved most between two answers (tools.summary.delta's term)
    "render.term_name": pick("term", {"weights": "weights", "gradients": "gradients", "optimizer": "optimizer states",
                                      "activations": "activations", "kv_cache": "the KV cache"},
                             {"weights": "权重", "gradients": "梯度", "optimizer": "优化器状态", "activations": "激活值",
                              "kv_cache": "KV cache"}),
    # a constraint's status, a pitfall's state, in brackets before what it says
    "render.status": E(" ({s}): ", "（{s}）："),
    "render.state": E("({s}): ", "（{s}）："),
}

L = {
    "title": ("GPU recommendation", "GPU 选型建议"),
    "workload": ("Workload", "工作负载"),
    "memory": ("Memory per GPU", "每卡显存"),
    "spec": ("Spec range", "规格区间"),
    "cands": ("Ranked instances and cost", "候选实例与成本"),
    "pitfalls": ("Pitfalls (the 8 common mistakes)", "避坑清单（最常踩的 8 个坑）"),
    "compat": ("Compatibility", "兼容性"),
    "host": ("Host", "主机配套"),
    "plan": ("Validate within 24 hours", "24 小时内验证你的选型"),
    "assume": ("Assumptions", "假设"),
    "nothing": ("Nothing fits as asked", "按当前条件没有可行方案"),
    "unpriced_why": ("Not ranked (no public price): the families to quote and priced references",
                     "未排名（没有公开价格）：建议询价的实例规格族与有价格的参考"),
    "priced_alternatives": ("Other options (some outside your limits)", "其他选项（部分超出你的限制）"),
    "rent_instead": ("Renting instead (the alternative)", "改为租用（备选）"),
    "on_premises": ("On your own machines", "在你自己的机器上"),
    "catalog": ("Catalog", "数据来源"),
    "model": ("model", "模型"), "params": ("parameters", "参数量"), "task": ("task", "任务"),
    "precision": ("precision", "精度"), "context": ("context / sequence", "上下文 / 序列长度"),
    "concurrency": ("concurrency", "并发"), "batch": ("micro-batch", "micro-batch"),
    "tokens": ("training tokens", "训练 token 数"), "billing": ("billing", "计费"), "budget": ("budget", "预算"),
    "providers": ("providers", "云厂商"),
    "tier": ("tier", "档位"), "gpu_mem": ("GPU memory", "单卡显存"), "count": ("GPUs", "卡数"),
    "examples": ("examples", "示例型号"), "est": ("estimate per GPU", "每卡估算"),
    "minimum": ("minimum", "最低"), "recommended": ("recommended", "推荐"), "comfortable": ("comfortable", "宽裕"),
    "provider": ("provider", "云厂商"), "instance": ("instance", "实例"), "region": ("region", "区域"),
    "gpu": ("GPU", "GPU"), "od": ("on-demand /h", "按量/小时"), "spot": ("spot /h", "竞价/小时"),
    "pergpu": ("per GPU-hour", "单卡小时价"), "job": ("job", "任务总价"), "month": ("month of serving", "月成本"),
    "mtok": ("per 1M tokens", "每百万 token"), "score": ("score", "得分"), "speed": ("speed", "速度"),
    "weights": ("weights", "权重"), "gradients": ("gradients", "梯度"), "optimizer": ("optimizer states", "优化器状态"),
    "activations": ("activations", "激活值"), "kv_cache": ("KV cache", "KV cache"),
    "overhead": ("overhead (CUDA context, fragmentation)", "开销（CUDA 上下文、碎片）"),
    "overhead_metal": ("overhead (Metal runtime, compute buffers)", "开销（Metal 运行时、计算缓冲）"),
    "total": ("total", "合计"), "asof": ("prices as of", "价格日期"), "sources": ("sources", "来源"),
    "rate": ("exchange rate", "汇率"), "yes": ("triggered", "触发"), "no": ("ok", "未触发"),
    "vcpu": ("vCPU", "vCPU"), "ram": ("RAM", "内存"), "nvme": ("local NVMe", "本地 NVMe"), "net": ("network", "网络"),
    "none": ("none", "无"), "tok_s": ("tok/s", "tok/s"), "h": ("h", "小时"),
    "constraints": ("Your constraints", "你的约束条件"), "honoured": ("honoured", "已满足"),
    "refused": ("not possible", "无法满足"),
    "adjusted": ("adjusted", "已调整"), "unchecked": ("not checked", "未核对"), "tight": ("held, tight", "满足，但很紧"),
    "deadline": ("deadline", "截止时间"), "dataset": ("data set", "数据集"),
    "framework": ("framework", "框架"), "regions": ("regions", "区域"), "targets": ("targets", "目标"),
    "rejected": ("Left out, and why", "被排除的方案及原因"), "price_h": ("price /h", "价格/小时"), "days": ("days", "天"),
    "duration": ("time", "用时"),
    "owned_same_card_rented": ("to rent instead (second option), the same card — a price reference with the same "
                               "limits: ", "若改为租用（备选）同款卡——仅作价格参考，限制相同："),
    "gpu_hours": ("GPU-hours", "GPU 小时"), "changed": ("changed", "本轮改动"), "nothing_changed": ("nothing", "无"),
    "users": ("users", "路并发"), "context_short": ("context", "上下文"), "epochs": ("epochs", "轮"),
    "scope": ("Not modelled", "不在模型范围内"),
    # punctuation between a label and what follows, and between parts, as each language writes it
    "colon": (": ", "："), "semicolon": ("; ", "；"), "comma": (", ", "，"), "tier_colon": (" ", "："),
}

UNIT_NAMES = {"examples": ("examples", "条样本"), "images": ("images", "张图片"), "tokens": ("tokens", "token"),
              "audio_hours": ("h of audio", "小时音频")}

FRAMEWORK_NAMES = {"hf": "HF transformers/PEFT", "torchtune": "torchtune", "unsloth": "Unsloth", "deepspeed": "DeepSpeed",
                   "vllm": "vLLM", "sglang": "SGLang", "tgi": "TGI", "llama.cpp": "llama.cpp"}

BILLING_NAMES = {"on_demand": ("on-demand", "按量"), "spot": ("spot", "竞价"), "reserved": ("monthly reserved", "包年包月")}

FIELD_NAMES = {"batch_work": ("work", "处理方式"), "batch_item": ("items", "条目"), "preference": ("method", "方法"),
               "reference_precomputed": ("reference log-probs", "参考模型 log-prob"),
               "index_items": ("documents to index", "检索文档"),
               "model": ("model", "模型"), "params_b": ("size", "参数量"), "task": ("task", "任务"),
               "precision": ("precision", "精度"), "seq_len": ("context", "上下文"), "concurrency": ("concurrency", "并发"),
               "batch_size": ("micro-batch", "micro-batch"),
               "num_gpus": ("GPUs", "卡数"), "zero_stage": ("ZeRO", "ZeRO"), "lora_rank": ("LoRA rank", "LoRA rank"),
               "train_tokens": ("training tokens", "训练 token"), "dataset": ("data set", "数据集"),
               "deadline_hours": ("deadline", "截止时间"), "budget": ("budget", "预算"), "budget_per_hour": ("budget", "预算"),
               "billing": ("billing", "计费"), "framework": ("framework", "框架"), "providers": ("providers", "云厂商"),
               "regions": ("regions", "区域"), "gpu_preference": ("GPU", "GPU"),
               "target_tokens_per_s": ("throughput target", "吞吐目标"),
               "target_requests_per_s": ("request-rate target", "请求速率目标"),
               "target_ttft_ms": ("TTFT target", "首 token 延迟目标"),
               "target_answer_s": ("seconds to a whole answer", "完整回答时限（秒）"),
               "optimizer": ("optimizer", "优化器"), "gradient_checkpointing": ("gradient checkpointing", "梯度检查点"),
               "kv_precision": ("KV precision", "KV 精度"), "priority": ("priority", "优先级"),
               "usage_hours_per_day": ("hours a day", "每天小时数"), "usage_days_per_week": ("days a week", "每周天数"),
               "serving_hours": ("time you need it", "使用时长"),
               "batch_requests": ("batch", "批量条数"),
               "output_tokens": ("output per item", "每条输出"), "shared_prefix_tokens": ("shared instruction", "共用指令"),
               "target_tokens_per_s_per_user": ("tokens/s per user", "每用户 token/s"),
               "prompt_tokens": ("prompt tokens", "提示词 token"),
               "min_gpu_memory_gib": ("GB per GPU at least", "单卡显存下限 GB"),
               "max_gpu_memory_gib": ("GB per GPU at most", "单卡显存上限 GB"), "max_nodes": ("machines", "机器数"),
               "owned_gpus": ("your own cards", "自有卡"), "credits": ("credits", "代金券"),
               "ttft_percentile": ("TTFT percentile", "首 token 延迟分位"),
               "grad_accum": ("gradient accumulation", "梯度累积"), "thinking": ("thinking", "思考"),
               "power_price": ("power price", "电价"),
               "sessions_full": ("every open session held at the full context", "每个会话按完整上下文占用显存"),
               "public_service": ("a service for customers or the public", "对外（客户或公众）服务"),
               "agents": ("agents' sessions at half the context on average", "agent 会话平均按上下文的一半估算")}

# "cheaper?" / 平啲 sets the priority, which may move the pick to spot: said as a change ("changed: none")
PRIORITY_WORDS = {"cheapest": ("cheapest (spot where the work survives a reclaim)", "最便宜（可中断的任务按竞价实例计价）"),
                  "fastest": ("fastest", "最快"), "balanced": ("balanced", "均衡")}

BATCH_WORDS_ZH = {"classify": "分类", "translate": "翻译", "summarize": "摘要", "extract": "提取", "generate": "生成",
                  "short": "短文本", "document": "长文档"}

MARK_NAMES = {"checkpointing": ("checkpointing (+20–40 % step time)", "梯度检查点（步时 +20–40%）"),
              "memory_thin": ("⚠ memory tight: under 5 % / 1 GiB spare", "⚠ 显存很紧：余量不到 5% / 1 GiB"),
              "memory_past_limit": ("⚠ memory tight: over 90 % of the pool (our serving limit)",
                                    "⚠ 显存偏紧：超过显存池的 90%（部署上限）"),
              "marketplace": ("marketplace: no SLA", "算力市场：无 SLA"), "spot": ("spot", "竞价"),
              "third_party_price": ("third-party-reported price: verify", "第三方转述的价格：请核实"),
              "far_below_public": ("your imported price, far below public prices: check it",
                                   "你导入的价格，远低于公开价格：请核对"),
              "rocm": ("ROCm, not CUDA", "ROCm，非 CUDA"),
              "pcie_tp": ("⚠ tensor parallel over PCIe (no NVLink): every token waits on an all-reduce over PCIe",
                          "⚠ 跨 PCIe 张量并行（无 NVLink）：每个 token 都要等一次 PCIe 上的 all-reduce"),
              "no_bf16": ("⚠ no BF16 on this card: runs in FP16", "⚠ 这张卡不支持 BF16：按 FP16 运行"),
              "reservation_only": ("reservation / capacity block only: book ahead, not on demand",
                                   "仅预留 / 容量块：需提前预订，不能按需即开")}

# the time or speed column's heading per ranking key; any other key reads ("speed", "速度")
SPEED_HEADS = {"hourly": ("per user", "每路速度"), "job": ("time", "用时")}

# catalog.refresh's provenance remarks inside a source's citation; the citation itself (a title, a path, a commit)
# stays as written, the remarks are said in the answer's language
SOURCE_REMARKS_ZH = (("commit date not exposed", "提交日期未公开"), ("copied ", "复制于 "))

# a sentence's closing stop in either language (a lever said inside a line loses it)
SENTENCE_ENDS = "。."
