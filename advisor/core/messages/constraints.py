"""The words of tools/constraints.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.common import about_zh

# the owner places a rule names (catalog/data/regions.csv tags; another is shown as its tag in capitals)
_OWNER_EN = {"us": "US", "eu": "EU", "europe": "European", "cn": "Chinese", "uk": "UK", "fr": "French", "de": "German",
             "eea": "EEA"}
_OWNER_ZH = {"us": "美国", "eu": "欧盟", "europe": "欧洲", "cn": "中国", "uk": "英国", "fr": "法国", "de": "德国",
             "eea": "欧洲经济区"}


def _seller(name: str, zh: bool = False) -> str:
    from catalog.places import display_name

    return display_name(name, zh)



def _deadline_missed_en(a: Mapping[str, Any]) -> str:
    n = a.get("machines")
    held = f" on {n} machine{'s' if n > 1 else ''} (as you asked)" if n else ""
    more = "More machines than you allow" if n else "More GPUs"
    lever = (f"{more} running copies of the model side by side, or fewer items, would be needed." if a.get("batch")
             else "More machines than you allow, or fewer training tokens, would be needed." if n
             else "A larger RDMA cluster (a provider quote) or fewer training tokens would be needed.")
    return f"No listed configuration{held} finishes within {a['label']}{a['fastest'] or ''}. {lever}"


def _deadline_missed_zh(a: Mapping[str, Any]) -> str:
    n = a.get("machines")
    held = f"按你要求的 {n} 台机器，" if n else ""
    lever = (("需要超过你允许的机器台数" if n else "需要更多卡") + "并行跑多份模型，或减少条数。" if a.get("batch")
             else "需要超过你允许的机器台数，或减少训练 token。" if n
             else "需要更大的 RDMA 集群（向云厂商询价）或减少训练 token。")
    return f"{held}目录中没有能在 {a['label']}内完成的配置{a['fastest'] or ''}。{lever}"

ENTRIES: dict[str, E] = {
    # a budget: "$100.00 per hour" / "每小时 $100.00" (period.per words the period)
    "constraints.budget": E("{budget} {per}", "{per} {budget}"),
    # a stated constraint said back by tools.constraints.echoed (its label, then held / not checked)
    "constraints.echo.gpus": E("{n:plural:GPU}", "{n} 张卡"),
    "constraints.echo.card_memory": E(
        lambda a: f"{'≥' if a['at_least'] else '≤'} {a['gb']:g} GB per GPU",
        lambda a: f"单卡 {'≥' if a['at_least'] else '≤'} {a['gb']:g} GB"),
    "constraints.echo.billing": E(
        lambda a: str({"on_demand": "on-demand only (no spot)", "spot": "spot",
                       "reserved": "reserved / committed"}.get(a["billing"], a["billing"])),
        lambda a: str({"on_demand": "只用按需实例（不用竞价）", "spot": "竞价实例",
                       "reserved": "包年包月 / 承诺用量"}.get(a["billing"], a["billing"]))),
    "constraints.echo.full_training": E("full fine-tune (not LoRA)", "全参训练（不用 LoRA）"),
    "constraints.echo.no_marketplace": E("no marketplace offers", "不用算力市场报价"),
    "constraints.echo.nodes": E(
        lambda a: "one node" if a["n"] == 1 else f"at most {a['n']} nodes",
        lambda a: "单台机器（一个节点）" if a["n"] == 1 else f"最多 {a['n']} 台机器"),
    "constraints.echo.held": E("held for every plan ranked.", "每个排名方案都满足。"),
    "constraints.echo.sized": E("every figure in this answer is sized for it.", "本回答的每个数字都按它计算。"),
    "constraints.echo.held_shown": E("held by every plan shown.", "所列每个方案都满足。"),
    "constraints.echo.unchecked": E("stated; this answer does not check it.", "已记下；这个答案没有按它核对。"),
    # a budget said per GPU-hour with no GPU count (tools.constraints.gpu_hour_constraint): every plan's price per GPU-hour
    "constraints.budget_gpu_hour": E("{budget} per GPU-hour", "每卡每小时 {budget}"),
    "constraints.budget_gpu_hour_exceeded": E(
        "Nothing that fits this workload costs {budget} per GPU-hour or less; the cheapest plan is shown with its price.",
        "能装下该负载的方案每卡每小时都超过 {budget}；下面给出最便宜的方案及价格。"),
    "constraints.budget_gpu_hour_within": E(
        "Within {budget} per GPU-hour: the top pick costs {hourly}/h for {gpus:plural:GPU}, {each} per GPU-hour.",
        "在每卡每小时 {budget} 的预算内：首选方案每小时 {hourly}、{gpus} 张卡，即每卡每小时 {each}。"),
    "constraints.budget_exceeded": E(
        "Nothing that fits this workload stays within {budget} {per}; the cheapest plan is shown with its price.",
        "能装下该负载的方案都超出 {per} {budget} 的预算；下面给出最便宜的方案及价格。"),
    "constraints.budget_without_card": E(
        "not on the stated hardware (every plan on it is over); within it without that hardware: {row} at {money}/h "
        "(above).",
        "所述硬件上做不到（其方案都超出预算）；去掉该硬件后在预算内：{row}，每小时 {money}（见上）。"),
    "constraints.region_unpriced": E(
        "not the blocker: the instance families named above are offered in {names:, }; they lack a public price, so "
        "nothing there is ranked until a quote is imported.",
        "不是障碍：上文列出的实例规格族在{names:、}有售；只是没有公开价格，导入报价后才能排名。"),
    "constraints.region_local_unpriced": E(
        "not the blocker: {names:, } rents there; my catalog has no price from it, so nothing there is ranked until a "
        "quote is imported (`gpu-advisor catalog import`).",
        "不是障碍：{names:、}就在那里出租；只是我的目录里没有它的价格，导入报价（`gpu-advisor catalog import`）后才能排名。"),
    "constraints.budget_by_quote": E(
        "not judged on the priced plans outside your limits: the plan above has no price here, and it stays within "
        "the budget at a quote up to {money} per GPU-hour.",
        "不按超出你限制的有价方案判断：上面的方案这里没有价格，报价不超过每 GPU 小时 {money} 就在预算之内。"),
    "constraints.budget_by_quote_ample": E(
        "likely within: the plan above has no price here; it stays within the budget at a quote up to {money} per "
        "GPU-hour, and {ref} — ask for a quote to confirm.",
        "大概率够：上面的方案这里没有价格；报价不超过每 GPU 小时 {money} 就在预算之内，而{ref}——询价确认即可。"),
    "constraints.region_unpriced_card": E(
        "not the blocker: the card planned above is rented in {names:, }; no cloud there has a public price for it in my "
        "catalog, so the total is your quote × the GPU-hours above.",
        "不是障碍：上面方案用的卡在{names:、}能租到；只是目录里那里没有它的公开价格，总价 = 上面的 GPU 小时 × 你拿到的报价。"),
    "constraints.budget_short_of_quote": E(
        lambda a: f"{a['budget']} needs a quote of at most {a['money']} per GPU-hour; the lowest listed {a['card']} "
                  f"hour is {a['ref']} ({a['provider']}, {a['region']}), {a['times']}× that: not enough for this plan. "
                  "Within it: INT4 weights on fewer cards, a smaller model, or a pay-per-token API.",
        lambda a: f"{a['budget']} 要求报价不超过每 GPU 小时 {a['money']}；目录里 {a['card']} 最低的每 GPU 小时价是 "
                  f"{a['ref']}（{a['provider']}，{a['region']}），是它的 {a['times']} 倍：不够这套方案。预算内的做法："
                  "INT4 权重用更少的卡、换更小的模型，或按 token 计费的 API。"),
    "constraints.budget_unchecked": E(
        "No plan that holds this workload has a public price here, so {budget} {per} cannot be checked; import your "
        "quotes (`gpu-advisor catalog import`) to compare.",
        "能装下该负载的方案都没有公开价格，无法核对 {per} {budget} 的预算；导入你的报价（`gpu-advisor catalog import`）"
        "后再比较。"),
    # a budget held against the priced plan shown without the stated hardware (tools.recommend.budget_on_fallback)
    "constraints.budget_on_shown": E(
        "checked on the plan shown without the stated hardware ({row}): {msg}",
        "按上文去掉所述硬件后的有价方案（{row}）核对：{msg}"),
    # reserved asked, no row holding the work has a reserved price (tools.recommend.reserved_on_demand)
    "constraints.reserved_unpriced": E(
        "the catalog has on-demand prices only for the offers that hold this, so these are on-demand (a year here is "
        "the on-demand month × 12); reserved or committed prices are typically lower than on-demand, but the discount "
        "is the provider's quote (none is assumed here).",
        "目录里能装下该负载的实例只有按量价格，所以下面是按量价（一年按按量月费 × 12 计）；包年包月或承诺用量的价格通常低于按量，"
        "但折扣以云厂商报价为准（这里不假设任何折扣）。"),
    "constraints.budget_on_row": E("{label} (checked on {row})", "{label}（按 {row} 核对）"),
    "constraints.budget_over_shown": E(
        lambda a: f"over it: that plan costs {a['spend']}" + ("/h" if a["hourly"] else " for the job")
                  + (f", {a['times']:,.1f}× the budget." if a.get("times") else "."),
        lambda a: "超出：该方案" + (f"每小时 {a['spend']}" if a["hourly"] else f"整个任务 {a['spend']}")
                  + (f"，是预算的 {a['times']:,.1f} 倍。" if a.get("times") else "。")),
    "constraints.budget_buys": E(
        "{budget} {per} buys {buys} of the top pick at {hourly}/h.",
        "总预算 {budget} 可用首选方案 {buys}，每小时 {hourly}。"),
    "constraints.purchase_cap": E(
        lambda a: f"{a['budget']} is a budget to buy the server, not rental hours: no purchase price is in my reference "
                  "data, so it is not checked"
                  + (f"; for the {a['gpus']}-GPU plan it leaves {a['each']} a GPU, all-in (cards, host, storage, "
                     "networking): hold the OEM quote against that." if a["gpus"] else "."),
        lambda a: f"{a['budget']} 是买服务器的预算，不是租用时长：我的参考数据里没有购买价，无法核对"
                  + (f"；按 {a['gpus']} 卡方案，平均每张卡（含主机、存储、网络）可花 {a['each']}：请用整机厂商的报价对照。"
                     if a["gpus"] else "。")),
    "constraints.total_needs_time": E(
        lambda a: "a service is billed every hour it is up, so a total is met or not only over how long you need it: "
                  "say the time (e.g. 'for 2 days'), or the budget per month"
                  + (f"; {a['budget']} buys {a['buys']} of the top pick at {a['hourly']}/h." if a["buys"] else "."),
        lambda a: "服务按开机小时计费，总预算要看用多久才能核对：请说明使用时长（例如“用 2 天”），或按月给出预算"
                  + (f"；{a['budget']} 可用首选方案 {a['buys']}，每小时 {a['hourly']}。" if a["buys"] else "。")),
    # a rental budget beside a server to buy (tools.constraints.purchase_rental_budget)
    "constraints.budget_rental_on_purchase": E(
        "{budget} {per} is a rental budget, and this is a server to buy once, not rent by the hour: it is not held "
        "against the box; say a one-off budget (e.g. 'budget 500k in total') to cap the purchase.",
        "{per} {budget} 是租用的预算，而这是一次性买下的服务器、不按小时付租金：不拿它核对这台机器；"
        "要给采购设上限，请说一次性预算（例如“总预算50万”）。"),
    # a rental budget beside the user's own cards the plan runs on (tools.constraints.owned_budget)
    "constraints.budget_owned": E(
        "your own cards pay no rent, only their power: {budget} {per} is for a rental instead of them (the rental "
        "option below).",
        "你自己的卡不付租金，只有电费：{per} {budget} 的预算只用于改为租用的备选（见下）。"),
    "constraints.budget_within.hourly": E(" ({hourly}/h)", "（每小时 {hourly}）"),
    "constraints.budget_within": E(
        "Within {budget} {per}: the top pick costs {spend} {per}{hourly}.",
        "在{per} {budget} 的预算内：首选方案{per} {spend}{hourly}。"),
    "constraints.budget_just_over": E(
        "Just over {budget} {per}: the top pick costs {spend} ({over} over), inside the 2% a month's length and list "
        "prices move by; nothing is within it, so this is the plan, with the overrun said.",
        "略超{per} {budget} 的预算：首选方案约 {spend}（超出 {over}），在月份长短和报价浮动的 2% 之内；"
        "预算内没有方案，所以给出这个方案并说明超出多少。"),
    "constraints.budget_within_runs": E(
        "Within {budget} {per}: each run costs {each} (≈ {took}), {runs:,.1f} runs {per} ≈ {spend}.",
        lambda a: (f"在{a['per']} {a['budget']} 的预算内：每次约 {a['each']}（{about_zh(a['took'])}），"
                   f"{a['per']}约 {a['runs']:,.1f} 次，共约 {a['spend']}。")),
    "constraints.budget_within_job": E(
        "Within {budget} {per}: the whole job costs {spend} ({hourly}/h for {took}, inside one period); a job is held to "
        "what it costs while it runs, not to the budget spread over every hour of the period.",
        lambda a: (f"在{a['per']} {a['budget']} 的预算内：整个任务约 {a['spend']}（每小时 {a['hourly']}，"
                   f"{about_zh(a['took'])}，在一个周期内跑完）；任务按运行期间的花费计，不按整个周期每小时平摊。")),
    "constraints.deadline_days": E("{days:g} days", "{days:g} 天"),
    "constraints.deadline_hours": E("{hours:g} h", "{hours:g} 小时"),
    "constraints.deadline_needs_size": E(
        "A deadline of {label} needs the job's size: give the dataset (examples × tokens, epochs) or the training "
        "tokens, and the plan is sized to finish in time.",
        "要按 {label}的期限规划，需要知道任务规模：请给出数据量（条数 × 每条 token、轮数）或训练 token 数。"),
    # a met deadline's margin (tools.constraints.deadline_margin): the hours to spare, their share of the window, and
    # "tight" when the speed estimate's own error would use them up
    "constraints.deadline_with_margin": E("{label} ({margin})", "{label}（{margin}）"),
    "constraints.deadline_margin": E(
        lambda a: (f"done in ≈ {a['took']}, {a['spare']} ({a['share']} %) to spare"
                   + (f"; tight: the time estimate can be ~{a['error']} % off, so start at once or take the faster "
                      "plan" if a["tight"] else "")),
        lambda a: (f"约{about_zh(a['took']).removeprefix('约')}完成，余 {a['spare']}（期限的 {a['share']}%）"
                   + (f"；偏紧：时间估算可能有约 {a['error']}% 的误差，请立即开跑或选更快的方案" if a["tight"] else ""))),
    "constraints.deadline_met_only_if": E(
        "met only with MoE-aware training kernels (Unsloth, ms-swift, Megatron): ≈ {took} with them, but plain HF "
        "transformers/PEFT can take up to {slow}, past your {label}; use those kernels, or take a plan that meets "
        "{label} at that end",
        "只有用 MoE 专用训练内核（Unsloth、ms-swift、Megatron）才能按期：用它们约 {took}，但普通 HF transformers/PEFT "
        "最长可能要 {slow}，超过你的 {label}；请用这些内核，或选在最慢情况下也能按期的方案"),
    "constraints.deadline_met": E(
        "Finishes in {took} (deadline {label}); only plans that meet it are ranked.",
        lambda a: f"预计{about_zh(a['took']).removeprefix('约')}完成（期限 {a['label']}）；只排名能按期完成的方案。"),
    "constraints.deadline_missed.fastest": E("; the fastest takes {took} and is shown", "；最快的需要 {took}，列在下面"),
    # `batch`: a batch inference job (tools.kinds.WorkKind.BATCH) is sped up by more copies of the model, not a
    # training cluster; the lever it names is its own ("RDMA cluster or fewer training tokens" for a
    # translation batch)
    # `machines`: the machines the user allows ("it has to be ONE machine"): the levers past it say the limit
    "constraints.deadline_missed": E(_deadline_missed_en, _deadline_missed_zh),
    "constraints.deadline_met_shown": E(
        "Yes: the plan above, {plan}, finishes in ≈ {took}, inside {label}.",
        "能：上面的方案 {plan} 约 {took} 完成，在 {label}内。"),
    "constraints.deadline_stated_missed": E(
        lambda a: f"Not on {a['plan']}: they take ≈ {a['took']}, {a['over']} beyond {a['label']}"
                  + (f"; renting {a['alt']} instead finishes in ≈ {a['alt_took']}." if a.get("alt") else "."),
        lambda a: f"{a['plan']} 赶不上：约需 {a['took']}，超出 {a['label']} {a['over']}"
                  + (f"；改租 {a['alt']} 约 {a['alt_took']} 完成。" if a.get("alt") else "。")),
    "constraints.deadline_missed_shown": E(
        lambda a: f"The quickest plan above, {a['plan']}, takes ≈ {a['took']}, beyond {a['label']}: more GPUs or "
                  + ("fewer items" if a.get("batch") else "fewer training tokens") + " would be needed.",
        lambda a: f"上面最快的方案 {a['plan']} 也要约 {a['took']}，超出 {a['label']}：需要更多卡或"
                  + ("减少条数。" if a.get("batch") else "减少训练 token。")),
    "constraints.gpus_of": E("{n} × {gpu}", "{n} × {gpu}"),
    "constraints.tokens": E("{seq_len:,} tokens", "{seq_len:,} token 上下文"),
    "constraints.supports_at_most_tokens": E(
        "{model} supports at most {max_context:,} tokens of context{alt}. The memory below is sized at {seq_len:,} "
        "tokens as asked.",
        "{model} 最长上下文为 {max_context:,} token{alt}。下面的显存仍按你要求的 {seq_len:,} token 计算。"),
    "constraints.supports_at_most_sized_at_max": E(
        "{model} supports at most {max_context:,} tokens of context, so the plan below is sized at {max_context:,}, "
        "not the {seq_len:,} asked; for {seq_len:,} tokens{alt}.",
        "{model} 最长上下文为 {max_context:,} token，因此下面的方案按 {max_context:,} token 估算，而非你要求的 "
        "{seq_len:,}；如需 {seq_len:,} token{alt}。"),
    "constraints.use_longer": E(": use {names: or }", "：请改用 {names: 或 }"),
    "constraints.use_long_variant": E(": use a long-context variant of the model", "：请改用该模型的长上下文版本"),
    "constraints.at_native_limit": E(
        "{native:,} tokens is {model}'s native limit (prompt and answer together): it runs as configured, at its "
        "edge; a longer context needs YaRN rope scaling switched on (rope_scaling in config.json, vLLM --hf-overrides), "
        "which the model card notes can slightly lower quality on short prompts.",
        "{native:,} token 是 {model} 的原生上限（提示和回答合计）：按默认配置可以运行，但已到上限；更长的上下文需开启 YaRN "
        "位置缩放（config.json 的 rope_scaling，或 vLLM --hf-overrides），模型卡提示短文本质量可能略降。"),
    # a document at the native window plus the thinking each answer writes (tools.constraints.native_with_thinking)
    "constraints.native_with_thinking": E(
        "a {native:,}-token document plus the {thinking:,} thinking tokens each answer writes is {total:,} tokens, more "
        "than {model}'s native {native:,}-token window (prompt, thinking and reply share it): it does not fit as "
        "configured, and this plan is sized with the ≈ {prompt:,}-token prompt the window leaves. Choose one: trim "
        "the document to ≈ {prompt:,} tokens; switch thinking off (enable_thinking=False, or /no_think) so the document "
        "keeps the window less its reply; or switch YaRN rope scaling on (factor {factor}, original_max_position_embeddings "
        "{native:,}, max_model_len {window:,}: vLLM --hf-overrides / rope_scaling in config.json; the model card notes "
        "it can slightly lower quality on short prompts), which holds the document and the thinking at more KV memory",
        "{native:,} token 的文档加上每个回答先写的 {thinking:,} token 思考，共 {total:,} token，超过 {model} 的原生窗口 "
        "{native:,} token（提示、思考和回答共用这个窗口）：按默认配置放不下；本方案按窗口剩下的约 {prompt:,} token 提示"
        "估算。三选一：把文档截到约 {prompt:,} token；关闭思考（enable_thinking=False 或 /no_think），让文档用满窗口、"
        "只留出回答的长度；或开启 YaRN 位置缩放（factor {factor}，original_max_position_embeddings {native:,}，"
        "max_model_len {window:,}：vLLM --hf-overrides 或 config.json 的 rope_scaling；模型卡提示短文本质量可能略降），"
        "文档和思考都放得下，但 KV 显存更多"),
    "constraints.long_mode": E(
        "{model} attends densely up to {dense:,} tokens; {seq_len:,} needs its long-context mode (Dual Chunk "
        "Attention, the config's dual_chunk_attention_config) run by the engine: vLLM's DUAL_CHUNK_FLASH_ATTN attention "
        "backend (VLLM_ATTENTION_BACKEND=DUAL_CHUNK_FLASH_ATTN) with --max-model-len set to the context; a plain "
        "engine start does not read past the dense window correctly",
        "{model} 在 {dense:,} token 以内是普通（稠密）注意力；{seq_len:,} 要靠它的长上下文模式（Dual Chunk Attention，"
        "config 里的 dual_chunk_attention_config），须由推理引擎开启：vLLM 的 DUAL_CHUNK_FLASH_ATTN 注意力后端"
        "（VLLM_ATTENTION_BACKEND=DUAL_CHUNK_FLASH_ATTN），并把 --max-model-len 设为该上下文；普通启动读不好超出稠密窗口的部分"),
    "constraints.runs_tokens_as_configured": E(
        "{model} runs {native:,} tokens as configured; {seq_len:,} needs YaRN rope scaling switched on (factor {factor}, "
        "original_max_position_embeddings {native:,}, max_model_len {window:,}: vLLM --hf-overrides / rope_scaling in "
        "config.json). The model card "
        "notes it can slightly lower quality on short prompts.",
        "{model} 默认配置支持 {native:,} token；{seq_len:,} 需开启 YaRN 位置缩放（factor "
        "{factor}，original_max_position_embeddings {native:,}，max_model_len {window:,}：vLLM --hf-overrides "
        "或改 config.json 的 rope_scaling）。模型卡提示短文本质量可能略降。"),
    "constraints.from_providers": E("from {names!p:, }", "{names!p:、} "),  # a list: "alibabatencent" ran together
    "constraints.in_regions": E("in {names:, }", "{names:、} 区域"),
    "constraints.place_list": E("{names:, }", "{names:、}"),
    # the shown row keeps the stated places only partly (tools.constraints.place_partly): ⚠ with where it is
    "constraints.place_partly": E(
        "Kept only in part: the row priced is {site}, not in {missed:, } — no priced row there holds the work; "
        "rent there from a quote, or drop that place.",
        "只部分满足：所报价的机器在 {site}，不在{missed:、}——那里没有能跑这个任务的有价机型；请向那里的云询价，或去掉这个地点。"),
    "constraints.provider_list": E("{names!p:, }", "{names!p:、}"),
    # clouds said to be left out (Workload.excluded_providers: "no AWS/Azure/GCP", 不要阿里云): no row of theirs is ranked
    "constraints.echo.excluded_providers": E("not {names!p:, }", "不用{names!p:、}"),
    # a rule on who owns the provider (tools.owners, Workload.owner_rule): shown as the rule, not its long list
    "constraints.owner_rule": E(
        lambda a: (f"{_OWNER_EN.get(a['place'], a['place'].upper())}-owned providers only" if a["only"]
                   else f"no {_OWNER_EN.get(a['place'], a['place'].upper())}-owned providers"),
        lambda a: (f"只用{_OWNER_ZH.get(a['place'], a['place'].upper())}的云厂商" if a["only"]
                   else f"不用{_OWNER_ZH.get(a['place'], a['place'].upper())}的云厂商")),
    "constraints.place.eu": E("the EU", "欧盟"),
    "constraints.place.eea": E("the EEA", "欧洲经济区"),
    "constraints.place.europe": E("Europe", "欧洲"),
    "constraints.place.uk": E("the UK", "英国"),
    "constraints.country.de": E("Germany", "德国"),
    "constraints.country.fr": E("France", "法国"),
    "constraints.country.nl": E("the Netherlands", "荷兰"),
    "constraints.country.fi": E("Finland", "芬兰"),
    "constraints.country.se": E("Sweden", "瑞典"),
    "constraints.country.ie": E("Ireland", "爱尔兰"),
    "constraints.country.it": E("Italy", "意大利"),
    "constraints.country.es": E("Spain", "西班牙"),
    "constraints.country.pl": E("Poland", "波兰"),
    "constraints.country.be": E("Belgium", "比利时"),
    "constraints.country.cz": E("Czechia", "捷克"),
    "constraints.country.pt": E("Portugal", "葡萄牙"),
    "constraints.country.at": E("Austria", "奥地利"),
    "constraints.country.dk": E("Denmark", "丹麦"),
    "constraints.country.ch": E("Switzerland", "瑞士"),
    "constraints.country.no": E("Norway", "挪威"),
    # places outside Europe and East Asia with priced cloud regions (catalog/data/regions.csv)
    "constraints.country.ca": E("Canada", "加拿大"),
    "constraints.country.ca_on": E("Ontario (Toronto)", "安大略（多伦多）"),
    "constraints.country.ca_qc": E("Québec (Montréal)", "魁北克（蒙特利尔）"),
    "constraints.country.br": E("Brazil", "巴西"),
    "constraints.country.ae": E("the UAE", "阿联酋"),
    "constraints.country.bh": E("Bahrain", "巴林"),
    "constraints.country.sa": E("Saudi Arabia", "沙特阿拉伯"),
    "constraints.country.il": E("Israel", "以色列"),
    "constraints.country.za": E("South Africa", "南非"),
    "constraints.country.id": E("Indonesia", "印度尼西亚"),
    # wide areas said as where the users are (东南亚, "the Middle East", 北美, LATAM): regions.csv rows of their own
    "constraints.area.sea": E("Southeast Asia", "东南亚"),
    "constraints.area.middle_east": E("the Middle East", "中东"),
    "constraints.area.north_america": E("North America", "北美"),
    "constraints.area.latam": E("Latin America", "拉丁美洲"),
    "constraints.city.frankfurt": E("Frankfurt", "法兰克福"),
    "constraints.city.paris": E("Paris", "巴黎"),
    "constraints.city.amsterdam": E("Amsterdam", "阿姆斯特丹"),
    "constraints.city.hk": E("Hong Kong", "香港"),
    "constraints.city.tw": E("Taiwan", "台湾"),
    "constraints.city.jp": E("Japan", "日本"),
    "constraints.city.kr": E("South Korea", "韩国"),
    "constraints.city.sg": E("Singapore", "新加坡"),
    "constraints.city.in": E("India", "印度"),
    "constraints.city.au": E("Australia", "澳大利亚"),
    "constraints.city.us_east": E("US East", "美国东部"),
    "constraints.city.us_west": E("US West", "美国西部"),
    "constraints.city.us_central": E("US Central", "美国中部"),
    "constraints.city.us": E("the US", "美国"),
    "constraints.city.asia": E("Asia", "亚洲"),
    "constraints.city.cn": E("mainland China", "中国大陆"),
    "constraints.city.cn_east": E("East China", "华东"),
    "constraints.city.cn_north": E("North China", "华北"),
    "constraints.city.cn_south": E("South China", "华南"),
    "constraints.city.cn_southwest": E("Southwest China", "西南"),
    "constraints.covers.eu": E(
        "EU member states only: Norway, Iceland, Switzerland and the UK are not in the EU, nor are AWS eu-west-2 and GCP "
        "europe-west2, both in London; say \"Europe\" for the continent",
        "仅限欧盟成员国：挪威、冰岛、瑞士和英国不属于欧盟，位于伦敦的 AWS eu-west-2、GCP europe-west2 "
        "也不属于；要整个欧洲请说“欧洲”"),
    "constraints.covers.eea": E(
        "the EU plus Norway, Iceland and Liechtenstein, where the GDPR applies; the UK and Switzerland are outside it",
        "欧盟加挪威、冰岛、列支敦士登，GDPR 在这些国家适用；英国和瑞士不在其内"),
    "constraints.covers.europe": E(
        "the continent: EU member states and also Norway, Iceland, Switzerland and the UK; say \"EU\" for member states "
        "only",
        "整个欧洲大陆：欧盟成员国，也包括挪威、冰岛、瑞士和英国；只要欧盟成员国请说“欧盟”"),
    "constraints.covers.uk": E("the United Kingdom (not in the EU)", "英国（不属于欧盟）"),
    "constraints.covers.owned": E(
        lambda a: (f"{a['id']} is {_seller(a['owner'])}'s region id, so only {_seller(a['owner'])} is ranked there; "
                   "other clouds that reuse the name are not, unless you name one"),
        lambda a: (f"{a['id']} 是 {_seller(a['owner'], True)} 的区域 ID，所以只排名 {_seller(a['owner'], True)}；"
                   "其他云同名的区域不算，除非你指定那家云")),
    "constraints.covers": E(" ({parts:; })", "（{parts:；}）"),
    "constraints.only_offers_are_ranked": E("Only offers {where} are ranked{covers}.", "只排名{where}的机型{covers}。"),
    "constraints.only_nearest_fits": E(
        "not met by any ranked plan: nothing {where} meets the other constraints{covers}; only the closest plan shown "
        "below (which misses them) is there.",
        "没有排名的方案满足：{where}没有同时满足其他条件的机型{covers}；只有下文给出的最接近方案（未满足其他条件）在那里。"),
    "constraints.provider_unpriced_in_region": E(
        "{providers!p:, } lists a region in {regions: or } ({ids:, }) but no GPU machine priced there in my catalog; "
        "see below.",
        "{providers!p:、}在{regions:或}有区域（{ids:、}），但我的目录里没有那里的 GPU 机型报价；见下文。"),
    # a region line judged by the pick's own region (tools.recommend._region_of_pick): some stated places hold it
    "constraints.region_partly": E(
        "the plan is in {region}, not in {missed: or }; it is in {held: or }.",
        "方案在 {region}，不在{missed:或}；仍在{held:、}之内。"),
    "constraints.provider_has_no_region": E(
        "{providers!p:, } has no region in {regions: or }; see below.",
        "{providers!p:、}在{regions:或}没有区域；见下文。"),
    "constraints.no_priced_offer_fits": E(
        "No priced offer {where} fits{covers}; see below.",
        "{where}没有能装下且有价格的机型{covers}；见下文。"),
    "constraints.china_unpriced": E(
        "not judged: {names!p:, } list no per-hour price we can cite, so nothing from them is ranked; the instance "
        "families that hold this are named above, with how to import a quote (`gpu-advisor catalog template`, then "
        "`catalog import`).",
        "未能判断：{names!p:、}没有可引用的按小时公开价格，所以无法排名；能装下该负载的实例规格族见上文，可导入报价"
        "（`gpu-advisor catalog template`，然后 `catalog import`）。"),
    "constraints.china_absent": E(
        "not judged: my catalog has no {names!p:, } machines or prices at all, so nothing from them is ranked; ask them "
        "for a per-card hourly price and import it (`gpu-advisor catalog template`, then `catalog import`).",
        "未能判断：我的目录里完全没有{names!p:、}的机型和价格，所以无法排名；请向其询问每卡每小时的价格并导入"
        "（`gpu-advisor catalog template`，然后 `catalog import`）。"),
    "constraints.spot": E("spot", "竞价实例"),
    "constraints.spot_was_asked_for": E(
        "Spot was asked for, but this is online serving: a reclaim takes the service down with no warning window (pitfall "
        "6), so prices below are on-demand. Use spot for batch or offline jobs only.",
        "你要求竞价实例，但这是线上推理：实例被回收时服务直接中断（避坑清单第 6 "
        "条），所以下面用按量价格计算。竞价只适合离线或批处理任务。"),
}
