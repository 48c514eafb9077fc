"""Sentences the chat states about a turn (advisor/core/conversation.py): what a follow-up changed and why."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E, pick
from advisor.core.messages.common import tariff_note_en, tariff_note_zh
from tools.constants import DAYS_PER_MONTH as _DAYS
from tools.constants import PERIOD_HOURS
from tools.wording import plural

_TASK_EN = {"full_finetune": "full fine-tune", "lora": "LoRA fine-tune", "qlora": "QLoRA fine-tune",
            "pretrain": "pre-training run", "finetune": "fine-tune"}
_TASK_ZH = {"full_finetune": "全参微调", "lora": "LoRA 微调", "qlora": "QLoRA 微调", "pretrain": "预训练", "finetune": "微调"}
def _pct(u: float) -> str:
    """A utilisation in % as said: one decimal under 10 % (a job busy 1.4 % of the year is not "1 %"), else whole."""
    return f"{u:.1f}" if u < 9.95 else f"{u:.0f}"


_PER_ZH = {"month": "月", "quarter": "季度", "year": "年", "week": "周"}

# the names of the load's counts a growth follow-up scales (advisor/core/growth.SCALED)
_GROWN_EN: dict[str, str] = {
    "concurrency": "at once", "daily_users": "users a day", "head_count": "people", "users_online": "people online",
    "requests_per_day": "requests a day", "target_requests_per_s": "requests/s", "batch_requests": "items in the batch"}
_GROWN_ZH: dict[str, str] = {
    "concurrency": "并发", "daily_users": "每日用户", "head_count": "使用人数", "users_online": "在线人数",
    "requests_per_day": "每天请求", "target_requests_per_s": "每秒请求", "batch_requests": "批量条数"}
def _grown(v: float) -> str:
    """A grown count as a person writes it: 2,000,000 (never 2e+06), a fraction as it is (2.5)."""
    return f"{v:,.0f}" if float(v).is_integer() else f"{v:,g}"


# a bare reply read as the answer to the open question: the field it filled ("context 32,768", "上下文 32,768")
FIELD_WORDS: dict[str, tuple[str, str]] = {
    "concurrency": ("concurrency", "并发"), "seq_len": ("context", "上下文"),
    "train_tokens": ("training tokens", "训练 token"), "dataset": ("data set (examples)", "数据集（样本条数）"),
    "deadline_hours": ("deadline (hours)", "截止时长（小时）"),
    "params_b": ("model size (B parameters)", "模型参数量（B）"), "task": ("task", "任务")}

# the reader's notes that it states in English only (advisor/core/extract_rules.py: UNKNOWN_MODEL_NOTE,
# CALENDAR_DEADLINE_NOTE, DPO_AS_LORA), in Chinese, by what they say; conversation.NOTE_ZH keys them by the English note
READER_NOTES_ZH: dict[str, str] = {
    "unknown_model": ("这个模型不在我的模型库里：按你说的参数量、假设的通用架构（BF16）估算；"
                      "换成库里的模型或给出层数可得到精确数字"),
    "calendar_deadline": "日期需要换算成训练时长：例如说“5 天内”",
    "dpo_as_lora": "偏好训练（DPO、ORPO、KTO）按 LoRA 估算；要训练全部权重请说“全参 DPO”或“全参微调”",
}


def _trait(en: dict[str, str], zh: dict[str, str]) -> E:
    """A named model's trait (its key in `trait`), each sentence formatted with the model's figures."""
    return E(lambda a: en[a["trait"]].format(**a), lambda a: zh[a["trait"]].format(**a))


ENTRIES: dict[str, E] = {
    "conversation.filled_field": E(lambda a: f"{FIELD_WORDS[a['field']][0]} {a['value']}",
                                   lambda a: f"{FIELD_WORDS[a['field']][1]} {a['value']}"),
    # rented machines added to the user's own: planned alone (advisor/core/conversation.py training_run_followup)
    "conversation.joined_note": E(
        "Machines rented elsewhere cannot join one training job with your own server: the cards of one job "
        "exchange gradients every step, which needs InfiniBand or RoCE between the machines (one cluster, at one "
        "provider); over the internet the job would run slower than on your server alone. The plan below is for "
        "the rented machines alone, as one cluster.",
        "租来的机器不能和你自己的服务器一起跑同一个训练任务：同一任务的卡每一步都要交换梯度，"
        "机器之间需要 InfiniBand 或 RoCE 互连（同一家云的同一个集群）；走公网会比只用你自己的服务器还慢。"
        "下面的方案只按租来的机器、作为一个集群计算。"),
    # a rent follow-up on the user's own Mac (advisor/core/conversation.py owned_machine_kept): the rentals are ranked,
    # the Mac is not checked as one of them, and its memory is said as the thread read it
    "conversation.owned_machine_not_checked": E(
        lambda a: (f"Your own {a['gpu']} ("
                   + (f"{a['memory']:,.0f} GB unified memory" if a.get("memory") else
                      f"memory not said: its largest build is {a['largest']:,.0f} GB")
                   + ") keeps the earlier answer's verdict, on its own memory with llama.cpp or MLX; below are rentals."),
        lambda a: (f"你自己的 {a['gpu']}（"
                   + (f"{a['memory']:,.0f} GB 统一内存" if a.get("memory") else
                      f"没说内存：它最大的配置是 {a['largest']:,.0f} GB")
                   + "）仍按前面的回答判断：按它自己的内存、用 llama.cpp 或 MLX 跑；下面是租用方案。")),
    # "buy a machine or rent?" after an answer: the rental's own bill, the break-even rule, and the price asked for
    # (advisor/core/conversation.py _on_buy_vs_rent; tools.cost.rental_month_year) — no purchase price is guessed
    "conversation.buy_vs_rent_serving": E(
        "Renting this plan ({pick}) costs ≈ {month} a month ({hours} h billed), ≈ {year} a year. Buying pays off "
        "after (purchase price ÷ {month}) months, plus the power and hosting you would pay each month for your own "
        "machine; under about 12–18 months buying is usually worth it, over about 3 years renting is. I don't guess "
        "a purchase price: tell me what you would pay for the machine (and your power cost) and I'll work it out.",
        "租这个方案（{pick}）每月约 {month}（按 {hours} 小时计费），每年约 {year}。买机的回本时间 = 购机价 ÷ {month}（个月），"
        "再加上自己机器每月的电费和托管费；回本在 12–18 个月以内一般买更划算，超过约 3 年则租更划算。我不猜购机价："
        "告诉我你买这台机器要花多少（以及电费），我来算。"),
    # a first question with a quoted price (advisor/core/buy_or_rent.py; tools/buy_or_rent.py): rent against buy
    # a price said that is no price (advisor/core/buy_or_rent.refused_quote): not used, why, and what is used instead
    "buy.quote_refused": E(
        lambda a: (f"'{a['figure']}' is not used as the quoted price: "
                   + {"signed": "a price below zero is no price", "nan": "it is not a number",
                      "huge": "it is larger than any server's price", "zero": "a server is not free"}[a["why"]]
                   + (f"; the comparison below uses the quote {a['quote']} instead" if a.get("quote") else
                      "; below instead: the rent, and the price a card under which buying wins")),
        lambda a: (f"「{a['figure']}」没有当作报价："
                   + {"signed": "低于零的价格不是价格", "nan": "它不是一个数", "huge": "比任何服务器的价格都大",
                      "zero": "服务器不会是免费的"}[a["why"]]
                   + (f"；下面改用报价 {a['quote']} 比较" if a.get("quote") else
                      "；下面改为给出租价，以及每张卡买价低于多少时买才划算"))),
    # a follow-up after a buy-or-rent answer (advisor/core/buy_or_rent.again_said): the same comparison re-priced
    "buy.again": E(
        lambda a: ("Same comparison as before, re-priced"
                   + (f" over {a['years']:g} years" if a.get("years") else "")
                   + (f" for {a['runs']:g} runs" + {"month": " a month", "week": " a week", "year": " a year"}.get(
                       a.get("per") or "", "") if a.get("runs") else "")
                   + (f" of {a['run_hours']:g} h each (every card busy through each run)" if a.get("run_hours") else "")),
        lambda a: ("同样的比较，重新计算"
                   + (f"：按 {a['years']:g} 年" if a.get("years") else "")
                   + (("，" if a.get("years") else "：") + {"month": "每月", "week": "每周", "year": "每年"}.get(
                       a.get("per") or "", "") + f"跑 {a['runs']:g} 次" if a.get("runs") else "")
                   + (f"，每次 {a['run_hours']:g} 小时（每次所有卡都在跑）" if a.get("run_hours") else ""))),
    "buy.again_unread": E(
        "'{said}' is not read: a horizon or a count of runs is a number above zero; the comparison below is the one "
        "before, unchanged",
        "“{said}”未读取：年限或次数须是大于零的数；下面仍是之前的比较，没有改动"),
    "buy.runs_even": E(
        lambda a: (f"{a['runs']:,.0f} runs over {a['years']:g} years: "
                   + (f"buying wins against the {a['against']} rent only if each run keeps the {a['gpus']} cards busy "
                      f"longer than ≈ {a['hours']:,.0f} h (the break-even {a['even']:.0f} % × {a['horizon']:,.0f} h ÷ "
                      f"{a['runs']:,.0f} runs); shorter runs cost less rented" if a["hours"] is not None else
                      "even with every hour busy buying costs more than renting, whatever each run lasts")
                   + ". How long does one run take? With it I price the runs exactly"),
        lambda a: (f"{a['years']:g} 年共 {a['runs']:,.0f} 次："
                   + (f"只有每次让 {a['gpus']} 张卡都忙超过约 {a['hours']:,.0f} 小时，买才比"
                      + ("最便宜的" if a["against"] == "cheapest" else "常见的")
                      + f"租价划算（回本利用率 {a['even']:.0f}% × {a['horizon']:,.0f} 小时 ÷ {a['runs']:,.0f} 次）；"
                      "更短的话租更便宜" if a["hours"] is not None else "即使每小时都在用，买也比租贵，不管每次跑多久")
                   + "。每次要跑多久？告诉我就能精确计算")),
    "buy.runs_even_nq": E(
        "{runs:,.0f} runs over {years:g} years: each hour a run keeps the {gpus} cards busy is worth ≈ {per_hour} of "
        "one card's price (the rent it saves, less the power): at {run_h:g}-hour runs buying wins if a card costs under "
        "≈ {ten}. How long does one run take? With it I price the runs exactly",
        "{years:g} 年共 {runs:,.0f} 次：每次让 {gpus} 张卡多忙 1 小时，约值每张卡买价的 {per_hour}（省下的租金减去电费）；"
        "每次跑 {run_h:g} 小时的话，每张卡买价低于约 {ten} 时买才划算。每次要跑多久？告诉我就能精确计算"),
    "buy.head": E("Buy or rent {gpus} × {gpu} quoted at {quote}? No model is needed: both sides run the same GPUs "
                  "the same hours",
                  "{gpus} 张 {gpu} 报价 {quote}，买还是租？不需要知道模型：两边都是同样的卡跑同样的时间"),
    "buy.rent": E(
        lambda a: (f"Rent: {a['gpus']} GPUs × {a['years']:g} years × {PERIOD_HOURS['year']:,.0f} h × {_pct(a['util'])} % = "
                   f"{a['busy']:,.0f} GPU-hours"
                   + (" (no horizon said: 3 years assumed)" if a["years_assumed"] else "")
                   + ("" if a["util_said"] else " (no utilisation said: 100 %, every hour)")
                   + f"; on demand at {a['cheap']} a GPU-hour (the cheapest in my price data, {a['cheap_row']}) = "
                     f"{a['rent_cheap']}; at a typical {a['typical']} (the median of each seller's cheapest, "
                     f"{a['typical_row']}) = {a['rent_typical']}"),
        lambda a: (f"租：{a['gpus']} 张卡 × {a['years']:g} 年 × {PERIOD_HOURS['year']:,.0f} 小时 × {_pct(a['util'])}% = "
                   f"{a['busy']:,.0f} GPU 小时"
                   + ("（没有说年限：按 3 年算）" if a["years_assumed"] else "")
                   + ("" if a["util_said"] else "（没有说利用率：按 100%，每小时都在用）")
                   + f"；按需价每 GPU 小时 {a['cheap']}（我的价格数据里最便宜的，{a['cheap_row']}）= {a['rent_cheap']}；"
                     f"按常见价 {a['typical']}（各家最低价的中位数，{a['typical_row']}）= {a['rent_typical']}")),
    "buy.own": E(
        lambda a: (f"Buy: {a['quote']} + power: ({a['tdp']:,.0f} W a GPU + {a['host']:,.0f} W of host) × {a['gpus']} = "
                   f"{a['kw']:,.1f} kW × PUE {a['pue']:g} × the same busy hours × {a['kwh']}/kWh = {a['power']} → "
                   f"≈ {a['buy']}. Assumed: "
                   + ("" if a["kwh_said"] else f"the power price ({tariff_note_en(a)}), ")
                   + "the PUE (Uptime Institute 2023 survey average) and the host draw (NVIDIA DGX H100: 10.2 kW "
                     "less 8 × 700 W) — say yours. Not counted: rack space or colocation, the support contract, "
                     "staff time, idle draw; the resale value at the end lowers it"),
        lambda a: (f"买：{a['quote']} + 电费：（每张卡 {a['tdp']:,.0f} W + 主机 {a['host']:,.0f} W）× {a['gpus']} = "
                   f"{a['kw']:,.1f} kW × PUE {a['pue']:g} × 同样的使用小时 × 每度 {a['kwh']} = {a['power']} → 约 "
                   f"{a['buy']}。假设：" + ("" if a["kwh_said"] else f"电价（{tariff_note_zh(a)}）、")
                   + "PUE（Uptime Institute 2023 调查平均）、主机功耗（NVIDIA DGX H100：10.2 kW 减去 8 × 700 W）——"
                     "告诉我你的实际值。未计入：机柜或托管费、维保合同、运维人力、空闲功耗；到期后的二手残值会降低买的成本")),
    "buy.verdict": E(
        lambda a: ("Break-even: " + "; ".join(
                       f"buying costs less above {x:.0f} % utilisation against {w}" if x is not None else
                       f"even at 100 % use buying costs more than {w}"
                       for x, w in ((a["cheap"], "the cheapest rent"), (a["typical"], "the typical rent")))
                   + ("" if a["util"] is None else
                      f"; at your {_pct(a['util'])} % " + ("buying is cheaper than either rent" if a["buy_wins"] else
                                                         "buying beats the typical rent but not the cheapest"
                                                         if a["buy_wins_typical"] else "renting is cheaper"))
                   + ". Renting also keeps you free to move to newer cards and to burst past the server's count; "
                     "buying needs the space, power and staff to run it"),
        lambda a: ("回本点：" + "；".join(
                       f"利用率高于 {x:.0f}% 时买比{w}划算" if x is not None else f"即使利用率 100%，买也不如{w}划算"
                       for x, w in ((a["cheap"], "最便宜的租法"), (a["typical"], "常见租价")))
                   + ("" if a["util"] is None else
                      f"；按你的 {_pct(a['util'])}%，" + ("买比两种租法都便宜" if a["buy_wins"] else
                                                    "买比常见租价便宜，但不如最便宜的租法" if a["buy_wins_typical"]
                                                    else "租更便宜"))
                   + "。租还能随时换新一代卡、临时扩到更多卡；买则要有机房、电力和运维人手")),
    "buy.owned_vs_rent": E(
        lambda a: (f"**Buy or rent:** your {a['quote']} for the {a['machine']} against renting 1 × {a['card']} "
                   f"{a['day']:g} h a day" + (" (\"a few hours\" taken as 4: say yours)" if a["day_assumed"] else "")
                   + f" × {_DAYS:.1f} days = {a['month_h']:,.0f} h a month at {a['price']} an hour (the cheapest in my "
                   f"price data, {a['row']}) = {a['rent']} a month; "
                   + (f"the {a['machine']} draws ≈ {a['w']:,.0f} W (≈ {a['power']} a month at {a['kwh']}/kWh"
                      + ("" if a.get("kwh_said", False) else f", assumed: {tariff_note_en(a)}") + ")"
                      if a.get("w") else f"the {a['machine']}'s power is not counted (no figure held)") + " → "
                   + (f"it pays for itself in ≈ {a['months']:,.0f} months of that rent"
                      if a.get("months") else "renting costs no more than its power, so it never pays back")
                   + (f". The {a['card']} has ≈ {a['bw_rented'] / a['bw']:,.0f}× the memory bandwidth "
                      f"({a['bw_rented']:,.0f} vs {a['bw']:,.0f} GB/s): far faster per user and on long prompts; the "
                      f"{a['machine']} is always on and keeps the data with you"
                      if a.get("bw") and a.get("bw_rented") else "")),
        lambda a: (f"**买还是租：**你的 {a['machine']} 报价 {a['quote']}，对比租 1 张 {a['card']} 每天 {a['day']:g} 小时"
                   + ("（“几个小时”按 4 小时算，请告诉我实际时长）" if a["day_assumed"] else "")
                   + f" × {_DAYS:.1f} 天 = 每月 {a['month_h']:,.0f} 小时，按每小时 {a['price']}（我的价格数据里最便宜的，"
                   f"{a['row']}）= 每月 {a['rent']}；"
                   + (f"{a['machine']} 功耗约 {a['w']:,.0f} W（按每度 {a['kwh']} 估算"
                      + ("" if a.get("kwh_said", False) else f"，假设：{tariff_note_zh(a)}") + f"，每月约 {a['power']}）"
                      if a.get("w") else f"{a['machine']} 的电费没有计入（没有功耗数据）") + "→ "
                   + (f"约 {a['months']:,.0f} 个月的租金就回本" if a.get("months") else "租金还不如它的电费，买永远不回本")
                   + (f"。{a['card']} 的内存带宽约是它的 {a['bw_rented'] / a['bw']:,.0f} 倍（{a['bw_rented']:,.0f} 对 "
                      f"{a['bw']:,.0f} GB/s）：每人速度和长提示都快得多；{a['machine']} 则一直在线、数据留在自己手里"
                      if a.get("bw") and a.get("bw_rented") else ""))),
    # a sized training job said with the server: its own hours set the use (advisor.core.buy_or_rent.job_again)
    "buy.job_run": E(
        lambda a: (f"The work: one {_TASK_EN.get(a['task'], a['task'])} of {a['model']} on {a['tokens']:,.0f} tokens "
                   f"takes ≈ {a['hours']:,.0f} h on {a['gpus']} × {a['gpu']} (training time = 6 × parameters × tokens ÷ "
                   f"(GPUs × peak × MFU)); "
                   + ((f"{a['runs']:g} runs a {a['per']}" if a.get("runs") else f"once a {a['per']}")
                      + f", that is ≈ {a['year_h']:,.0f} h of the year's {a['year_hours']:,.0f} (≈ {a['util']:.1f} %)"
                      if a.get("year_h") else f"{a['runs']:g} runs in all" if a.get("runs") else "one run in all")
                   + " — the cards are busy those hours only, so the rent and power below are priced at them, "
                     "not at every hour"),
        lambda a: (f"这项工作：{a['model']} 在 {a['tokens']:,.0f} token 上{_TASK_ZH.get(a['task'], a['task'])}一次，"
                   f"{a['gpus']} × {a['gpu']} 上约 {a['hours']:,.0f} 小时（训练时间 = 6 × 参数 × token ÷ "
                   f"（GPU 数 × 峰值 × MFU））；"
                   + ((f"每{_PER_ZH.get(a['per'], a['per'])} {a['runs']:g} 次" if a.get("runs")
                       else f"每{_PER_ZH.get(a['per'], a['per'])}一次")
                      + f"，一年约 {a['year_h']:,.0f} 小时（全年 {a['year_hours']:,.0f} 小时的约 {a['util']:.1f}%）"
                      if a.get("year_h") else f"一共 {a['runs']:g} 次" if a.get("runs") else "只跑一次")
                   + "——卡只在这些小时里忙，下面的租金和电费按这些小时算，而不是按每小时都在用")),
    # "buy N more or rent?" beside owned cards (advisor/core/buy_more_read.py): the owned + bought cards checked on the
    # work said, the rent-or-buy of the N more below it
    "buy.more.check": E(
        lambda a: (f"With the {a['owned']} × {a['gpu']} you own and {a['more']} more: {a['total']} × {a['gpu']}. On them: "
                   f"{a['verdict']}"),
        lambda a: (f"你已有 {a['owned']} 张 {a['gpu']}，再买 {a['more']} 张就是 {a['total']} 张 {a['gpu']}。"
                   f"在这些卡上：{a['verdict']}")),
    "buy.more.rent": E(
        "The rent and break-even below price the {more} cards to buy alone. Owned and rented cards are not one machine: "
        "renting instead of buying means renting a machine that runs the whole work (the buy side's cheapest rental "
        "of the same job, where one is priced); the buy side's power counts the {more} bought, and the line after it "
        "weighs owning all {total} (the power of every card, the {more} spread over the horizon) against that machine",
        "下面的租用价和回本价只算要买的 {more} 张。自有卡和租来的卡不是同一台机器：不买而租，就要租一台能跑整个任务的"
        "机器（即下面买的一边里“同一任务最便宜的租用”，有价格时）；买的一边的电费只算买的 {more} 张，其后一行把拥有全部 "
        "{total} 张（每张卡的电费，买的 {more} 张按年限摊销）和那台机器相比"),
    "buy.more.no_work": E(
        "With the {owned} × {gpu} you own and {more} more: {total} × {gpu}; name the model and the load (e.g. 'serve "
        "Qwen2.5-72B for 10 users') and I check they run it",
        "你已有 {owned} 张 {gpu}，再买 {more} 张就是 {total} 张 {gpu}；说出模型和负载（例如“部署 Qwen2.5-72B，10 个用户”），"
        "我来核对这些卡跑不跑得动"),
    "buy.more.unread": E(
        "'{said}' is not read: a count of cards to buy is a whole number from 1 to {most}; the answer below is on the "
        "{owned} × {gpu} you have",
        "“{said}”未读取：要买的卡数是 1 到 {most} 的整数；下面按你已有的 {owned} 张 {gpu} 回答"),
    "buy.nq.owned_more": E(
        lambda a: (f"You already own {a['owned']} × {a['gpu']}: {a['more']} more make {a['total']} × {a['gpu']} in one box "
                   f"(tensor parallel {a['total']}), and those {a['owned']} already hold "
                   + (f"{a['model']} " if a.get("model") else "this work ")
                   + f"at your load on {a['engine']} at ≈ {a['tps']:,.0f} tokens/s per user, so you may not need either: "
                   f"serve it on those cards with a batching engine first (free), and buy only if that speed or the "
                   f"sessions at once are not enough. {a['total']} cards add room for more sessions and, with 4-bit "
                   f"weights, speed; 16-bit weights over {a['total']} cards read twice the bytes a card of 4-bit weights "
                   f"over {a['owned']} and can be slower per user. The rent and break-even below are for the "
                   f"{a['more']} cards alone"),
        lambda a: (f"你已经有 {a['owned']} 张 {a['gpu']}：再买 {a['more']} 张就是一台 {a['total']} 张 {a['gpu']}"
                   f"（张量并行 {a['total']}）；而现有的 {a['owned']} 张按你的负载已经能跑"
                   + (f" {a['model']}" if a.get("model") else "这个任务")
                   + f"（{a['engine']}，每人约 {a['tps']:,.0f} token/s），所以买和租可能都不需要：先在这几张卡上换成"
                   f"支持批处理的推理引擎（免费），速度或同时会话数不够再买。{a['total']} 张卡能多容纳会话，"
                   f"用 4-bit 权重时也更快；16-bit 权重分到 {a['total']} 张卡，每卡要读的字节是 4-bit 权重分到 "
                   f"{a['owned']} 张卡的两倍，每人速度反而可能更慢。下面的租金和回本价只算新买的 {a['more']} 张")),
    "buy.nq.head": E(
        lambda a: (f"Renting {a['gpus']} × {a['gpu']} ≈ {a['month']} a month at the cheapest rent; buying wins only if "
                   f"one card (with its share of the machine) costs less than ≈ {a['even']}, power counted below"),
        lambda a: (f"租 {a['gpus']} 张 {a['gpu']} 按最便宜的租价每月约 {a['month']}；只有每张卡（含分摊的主机）"
                   f"买价低于约 {a['even']} 时买才划算，电费已在下面扣除")),
    "buy.nq.rent": E(
        lambda a: (f"Rent: {a['gpus']} cards × "
                   + (f"{a['day']:g} h a day" if a.get("day") else f"{_pct(a['util'])} % of the hours")
                   + ("" if a["util_said"] else " (no hours a day said: every hour assumed)")
                   + f" × {_DAYS:.1f} days = {a['month_h']:,.0f} GPU-hours a month; at {a['cheap']} a GPU-hour (the cheapest in "
                     f"my price data, {a['cheap_row']}) = {a['month_cheap']} a month; at a typical {a['typical']} (the "
                     f"median of each seller's cheapest, {a['typical_row']}) = {a['month_typical']}"),
        lambda a: (f"租：{a['gpus']} 张卡 × "
                   + (f"每天 {a['day']:g} 小时" if a.get("day") else f"{_pct(a['util'])}% 的时间")
                   + ("" if a["util_said"] else "（没有说每天用几小时：按每小时都在用）")
                   + f" × {_DAYS:.1f} 天 = 每月 {a['month_h']:,.0f} GPU 小时；按需价每 GPU 小时 {a['cheap']}"
                     f"（我的价格数据里最便宜的，{a['cheap_row']}）= 每月 {a['month_cheap']}；"
                     f"按常见价 {a['typical']}（各家最低价的中位数，"
                     f"{a['typical_row']}）= 每月 {a['month_typical']}")),
    "buy.nq.even": E(
        lambda a: (f"Break-even price a card over {a['years']:g} years"
                   + (" (no horizon said: 3 years assumed)" if a["years_assumed"] else "")
                   + f": the rent ({a['rent']} cheapest, {a['rent_typical']} typical) less the power you would pay "
                     f"(({a['tdp']:,.0f} W a card + {a['host']:,.0f} W of host) × {a['gpus']} = {a['kw']:,.1f} kW × PUE "
                     f"{a['pue']:g} × the same busy hours × {a['kwh']}/kWh = {a['power']}), ÷ {a['gpus']} → "
                   + (f"≈ {a['even']} against the cheapest rent" if a.get("even") else
                      "the power alone costs more than the cheapest rent: renting wins at any price")
                   + (f", ≈ {a['even_typical']} against the typical rent" if a.get("even_typical") else "")
                   + ". Assumed: " + ("" if a["kwh_said"] else f"the power price ({tariff_note_en(a)}), ")
                   + "the PUE (Uptime Institute 2023) and the host draw (NVIDIA DGX H100) — a workstation draws less, "
                     "so say yours; resale value at the end favours buying, staff time and downtime favour renting"),
        lambda a: (f"回本价（每张卡，{a['years']:g} 年"
                   + ("，没有说年限：按 3 年算" if a["years_assumed"] else "")
                   + f"）：租金（最便宜 {a['rent']}，常见价 {a['rent_typical']}）减去自己买要付的电费（（每张卡 "
                     f"{a['tdp']:,.0f} W + 主机 {a['host']:,.0f} W）× {a['gpus']} = {a['kw']:,.1f} kW × PUE {a['pue']:g} × "
                     f"同样的使用小时 × 每度 {a['kwh']} = {a['power']}），÷ {a['gpus']} → "
                   + (f"对最便宜的租价约 {a['even']}" if a.get("even") else "光电费就比最便宜的租金贵：无论多少钱买都不如租")
                   + (f"，对常见租价约 {a['even_typical']}" if a.get("even_typical") else "")
                   + "。假设：" + ("" if a["kwh_said"] else f"电价（{tariff_note_zh(a)}）、")
                   + "PUE（Uptime Institute 2023）、主机功耗（NVIDIA DGX H100）——工作站耗电更少，请告诉我你的实际值；"
                     "到期的二手残值有利于买，运维人力和停机有利于租")),
    "buy.nq.ask": E(
        "I hold no purchase prices: what were you quoted for one {gpu} (or the whole machine)? With it I compare the "
        "two exactly",
        "我这里没有卖价数据：一张 {gpu}（或整台机器）的报价是多少？有了报价我就能精确比较"),
    "buy.nq.unpriced": E(
        "No {gpu} has an on-demand price in my data, so the rent side cannot be priced here: tell me the hourly rent "
        f"you were offered and the purchase quote, and I compare them (GPUs × hours a day × {_DAYS:.1f} "
        "days × the rent against the quote plus power)",
        "我的价格数据里没有 {gpu} 的按需价，租的一边这里无法定价：告诉我拿到的小时租价和购买报价，我来比较（卡数 × 每天小时 × "
        f"{_DAYS:.1f} 天 × 租价，对比报价加电费）"),
    "conversation.buy_vs_rent_job": E(
        lambda a: (("No — for this job, rent. " if a.get("once") else "")
                   + f"Renting this plan ({a['pick']}) costs ≈ {a['job']} for the whole job"
                   + (f" ({a['gpu_hours']} GPU-hours)" if a.get("gpu_hours") else "")
                   + f". Buying pays off only after (purchase price ÷ {a['job']}) such jobs"
                   + (f" — {a['per']} jobs for every {a['step']} the machine costs" if a.get("per") else "")
                   + ", plus the power for each; for a job done once or a few times renting is usually cheaper. "
                   "I don't guess a purchase price (none is held here): tell me what you would pay and how often you "
                   "run the job."),
        lambda a: (("不买，这个任务租更划算。" if a.get("once") else "")
                   + f"租这个方案（{a['pick']}）完成整个任务约 {a['job']}"
                   + (f"（{a['gpu_hours']} GPU 小时）" if a.get("gpu_hours") else "")
                   + f"。买机要跑满（购机价 ÷ {a['job']}）次这样的任务才回本"
                   + (f"——机器每 {a['step']} 的价格要跑约 {a['per']} 次" if a.get("per") else "")
                   + "，每次还要加电费；只跑一次或几次时一般租更便宜。"
                   "我不猜购机价（这里没有可靠来源）：告诉我你买机要花多少、多久跑一次。")),
    # "cheaper?" again when the re-run finds nothing cheaper: said plainly, with what would have to give
    "conversation.cheapest_already": E(
        lambda a: ("This is already the cheapest sensible plan under what you set"
                   + (f" ({', '.join(a['held'])})" if a['held'] else "") + ": re-running it for a cheaper plan moved nothing. "
                   "To pay less, one of these has to give: " + "; ".join(a['levers']) + "."),
        lambda a: ("这已经是在你设定的条件下" + (f"（{'、'.join(a['held'])}）" if a['held'] else "")
                   + "最便宜的合理方案：重新找更便宜的方案，结果不变。要再省钱，必须放宽其中一项："
                   + "；".join(a['levers']) + "。")),
    # "cheaper?" whose re-run returns the same pick while a priced lever keeps what was set and the load for less
    "conversation.cheaper_within": E(
        lambda a: ("The re-run returns the same pick, but it is not the cheapest plan under what you set"
                   + (f" ({', '.join(a['held'])})" if a['held'] else "")
                   + f": {a['label']} holds the same load for {a['cut']:.0%} less (below); say which one to take."),
        lambda a: ("重新计算后首选不变，但它不是你设定条件下"
                   + (f"（{'、'.join(a['held'])}）" if a['held'] else "")
                   + f"最便宜的方案：{a['label']}能以低 {a['cut']:.0%} 的价格承担同样的负载（见下）；告诉我选哪个。")),
    # the same, when what was set leaves nothing with a public price (an unpriced cloud): nothing cheaper can be priced
    "conversation.nothing_priced_cheaper": E(
        lambda a: ("Nothing cheaper can be priced under what you set" + (f" ({', '.join(a['held'])})" if a['held'] else "")
                   + ": the plan is unchanged. To pay less, one of these has to give: " + "; ".join(a['levers']) + "."),
        lambda a: ("在你设定的条件下" + (f"（{'、'.join(a['held'])}）" if a['held'] else "")
                   + "没有能报价的更便宜方案，方案不变。要再省钱，必须放宽其中一项：" + "；".join(a['levers']) + "。")),
    "conversation.lever_place": E(
        lambda a: f"the place you set ({', '.join(a['held'])}: name another cloud or region to price it there)",
        lambda a: f"你限定的云或地区（{'、'.join(a['held'])}：说出别的云或地区，就按那里报价）"),
    "conversation.lever_card": E("the card you named (say “any card is fine”)", "你指定的显卡（说“什么卡都行”）"),
    "conversation.lever_spot": E(
        "on-demand billing (spot, which can be interrupted, or a monthly commitment is cheaper: say “spot is fine”)",
        "按量计费（竞价实例（可能被中断）或包月更便宜：说“可以用竞价”）"),
    "conversation.lever_precision": E(
        "the precision (FP8 or INT4 weights are cheaper; test quality first: say “FP8 is fine”)",
        "精度（FP8 或 INT4 权重更便宜，先测质量：说“可以用 FP8”）"),
    "conversation.lever_load": E("the load (fewer users at once, shorter context or a slower speed floor)",
                                 "负载（同时在线的人更少、上下文更短或每人速度要求更低）"),
    # a follow-up question naming what the catalog lacks, or nothing read (advisor/core/followup_check.py)
    "conversation.not_in_catalog": E(
        lambda a: (f"«{a['name']}» is not a cloud or card in my catalog, so I can't check this plan on it or price it "
                   f"(no price is guessed). The clouds in my catalog: {', '.join(a['providers'])}. The plan as it stands: "
                   f"{a['plan']}"),
        lambda a: (f"«{a['name']}»不在我的目录里（不是我有机型和价格的云或卡），所以没法在它上面核对这个方案或报价（不猜价格）。"
                   f"我目录里的云：{'、'.join(a['providers'])}。当前方案不变：{a['plan']}")),
    # a follow-up question that stated a constraint: the plan below judged on it, from its ✅/❌ lines
    "conversation.verdict_yes": E(
        lambda a: f"**Yes**: the plan below meets {', '.join(a['labels'])}.",
        lambda a: f"**可以**：下面的方案满足 {'、'.join(a['labels'])}。"),
    "conversation.verdict_no": E(
        lambda a: f"**No**: {', '.join(a['labels'])} cannot be met as asked; the closest plan is below.",
        lambda a: f"**不行**：按所问条件{'、'.join(a['labels'])}无法满足；下面是最接近的方案。"),
    "conversation.plan_stands": E(
        "Nothing in «{text}» changes the plan, so it stands: {plan}. To check it against something, say it: a deadline "
        "(“done in 3 days”), hours (“off at night”), a provider (“only AWS”), a card (“on an L40S”) or a budget "
        "(“$500 a month”).",
        "«{text}»里没有会改变方案的条件，方案不变：{plan}。要拿它核对什么，请直接说：期限（“3 天内做完”）、时段（“晚上关机”）、"
        "云厂商（“只用 AWS”）、显卡（“用 L40S”）或预算（“每月 3000 元”）。"),
    # the model was named but the catalog lacks it (advisor/core/extract_rules.unlisted_model): its size, not its name
    "conversation.unlisted_model_size": E(
        "That model is not in my catalog (see above): how many parameters does it have in all (e.g. 'a generic 100B')? "
        "Or name a listed model. I need this one.",
        "这个模型不在我的模型库里（见上）：它总共多少参数（例如“通用 100B”）？或换一个库里有的模型。这一项必须知道。"),
    "conversation.unanswered": E(
        "Your last message «{text}» was not answered (the chat was interrupted while answering it): send it again.",
        "你上一条消息«{text}»没有得到回答（回答时对话被中断）：请再发一次。"),
    "conversation.resumed_turn": E(
        "Your last message «{text}» was not answered (the chat was interrupted while answering it); answering it now:",
        "你上一条消息«{text}»没有得到回答（回答时对话被中断），现在回答："),
    "conversation.export_uncarried": E(
        "- not in the command (no flag for it): {fields:, }; run on its own, the command may answer otherwise",
        "- 命令里没有（没有对应的参数）：{fields:、}；单独运行这条命令，结果可能不同"),
    "conversation.export_uncarried_field": pick(
        "field", {"image_tokens": "the image size", "target_requests_per_s": "the requests per second",
                  "batch_period": "the recurring batch's period", "modality": "the kind of model (not an LLM)",
                  "thinking_use": "what the answers are for (it sets the thinking mode: add --no-thinking or --thinking)"},
        {"image_tokens": "图片尺寸", "target_requests_per_s": "每秒请求数", "batch_period": "定期批量的周期",
         "modality": "模型类型（非大语言模型）",
         "thinking_use": "回答的用途（决定是否开启思考：加 --no-thinking 或 --thinking）"}),
    "conversation.damaged_thread": E(
        "The saved conversation {key} in {file} cannot be read: a message in it has no text (the file was edited or "
        "damaged). Nothing was changed or deleted. Start a new session (`chat` without --session, or a new "
        "--session name); the other conversations are untouched.",
        "无法读取 {file} 中保存的会话 {key}：其中有一条消息没有文字（文件被改动或损坏）。没有改动或删除任何内容。请开始新的会话"
        "（`chat` 不带 --session，或换一个新的 --session 名称）；其他会话不受影响。"),
    "conversation.damaged_store": E(
        "The saved conversations in {file} cannot be read: its {table} table is missing (the file was edited or "
        "damaged). Nothing was changed or deleted. Start a new session with GPU_ADVISOR_HOME set to another folder, "
        "or restore {file} from a backup (imported prices are kept in it too).",
        "无法读取 {file} 中保存的会话：缺少 {table} 表（文件被改动或损坏）。没有改动或删除任何内容。请把 GPU_ADVISOR_HOME "
        "设为另一个文件夹后开始新的会话，或从备份恢复 {file}（导入的价格也保存在其中）。"),
    "conversation.damaged_thread_state": E(
        "The saved conversation {key} in {file} cannot be read: its stored question is not data this version can "
        "read (the file was edited or damaged). Nothing was changed or deleted. Start a new session (`chat` without "
        "--session, or a new --session name); the other conversations are untouched.",
        "无法读取 {file} 中保存的会话 {key}：其中保存的问题不是本版本能读取的数据（文件被改动或损坏）。没有改动或删除任何内容。"
        "请开始新的会话（`chat` 不带 --session，或换一个新的 --session 名称）；其他会话不受影响。"),
    "conversation.damaged_tables": E(
        "The saved conversations in {file} cannot be read: its tables are not as this version wrote them ({detail}; "
        "the file was edited or damaged). Nothing was changed or deleted. Start a new session with GPU_ADVISOR_HOME "
        "set to another folder, or restore {file} from a backup (imported prices are kept in it too).",
        "无法读取 {file} 中保存的会话：其中的表与本版本写入的不同（{detail}；文件被改动或损坏）。没有改动或删除任何内容。请把 "
        "GPU_ADVISOR_HOME 设为另一个文件夹后开始新的会话，或从备份恢复 {file}（导入的价格也保存在其中）。"),
    "conversation.damaged_thread_slack": E(
        "I cannot read this thread's saved conversation (ref {ref}): it was edited or damaged where I keep it. "
        "Nothing was changed or deleted. Ask again in a new thread (or a new direct message); other threads are "
        "untouched.",
        "我无法读取这个话题中保存的会话（编号 {ref}）：保存它的文件被改动或损坏。没有改动或删除任何内容。"
        "请在新的话题（或新的私信）里重新提问；其他话题不受影响。"),
    # Slack, while the home's advisor.db cannot be written (locked by another process, a full disk, a read-only file):
    # a thread's turns kept in the memory of another (or a restarted) bot process cannot be read here
    "conversation.thread_elsewhere_slack": E(
        "I can't see this thread's earlier messages: my saved conversations (advisor.db) cannot be written just now "
        "(another process holds it locked, or the disk is full or read-only), so they were kept in the memory of "
        "another or an earlier run of this bot. I answer this message on its own: repeat the model and the load if "
        "they still matter.",
        "我看不到这个话题之前的消息：保存会话的文件（advisor.db）现在无法写入（被另一个进程锁住，或磁盘已满、只读），"
        "所以它们只保存在这个机器人另一个（或之前的）进程的内存里。下面只按这条消息回答：如果模型和负载仍然重要，请再说一遍。"),
    "conversation.turns_lost_slack": E(
        lambda a: (f"{plural(a['n'], 'earlier answer', 'earlier answers')} in this thread {'was' if a['n'] == 1 else 'were'} "
                   "not saved where I can read it (my saved conversations, advisor.db, cannot be written just now: "
                   "another process holds it locked, or the disk is full or read-only), so the change(s) asked there "
                   "are not applied below: I answer from the thread as it was saved before. Say them again if they "
                   "still matter."),
        lambda a: (f"这个话题里之前有 {a['n']} 条回答没有保存在我能读到的地方（保存会话的文件 advisor.db 现在无法写入："
                   "被另一个进程锁住，或磁盘已满、只读），所以那些消息里要求的改动没有用在下面的回答里：下面按之前保存的话题状态回答。"
                   "如果这些改动仍然需要，请再说一遍。")),
    # Engine._cheaper_thread: a provider or region switch after "cheaper?" keeps the cheaper plan
    "conversation.cheaper_kept": E(
        "Kept from earlier: you asked for cheaper, so the new place is ranked cheapest first (a lower precision leads "
        "where it runs for less); name a precision (e.g. 'bf16') to size it in that instead",
        "沿用前面的要求：你问过更便宜的方案，所以新的地点也按最便宜排序（更低精度更省钱时排在前面）；如要按某个精度估算，"
        "请说明（例如“bf16”）"),
    # a follow-up lets go of the thread's card (advisor/core/released.py): what was dropped, why, how to keep it
    "conversation.card_released": E(
        lambda a: (f"'{a['was']}' dropped: " + {
            "released": "you let go of it",
            "fastest": "you asked for the fastest setup, so the card is chosen again",
            "budget": "it cannot hold this, and the budget is for what to rent instead"}[a["why"]]
            + f"; every card and count is ranked again (say 'only {a['card']}' to keep to it)"),
        lambda a: (f"已取消“{a['was']}”：" + {
            "released": "你不再限定这张卡",
            "fastest": "你要的是最快的方案，所以重新选卡",
            "budget": "它装不下这个任务，预算是给另租的方案用的"}[a["why"]]
            + f"；重新在所有显卡和卡数中排名（要保留请说“只用 {a['card']}”）")),
    # "cheaper?" whose re-run returned the same pick while a precision lever keeps what was set for less: moved to it
    "conversation.cheaper_moved": E(
        lambda a: (f"Cheaper: moved to {a['label']}, {a['cut']:.0%} less under everything you set; "
                   "say \"bf16\" to go back."),
        lambda a: (f"更便宜：改用{a['label']}，在你设定的全部条件下便宜 {a['cut']:.0%}；说“bf16”可改回。")),
    "conversation.cheaper_on_spot": E(
        "Cheaper: priced on spot (training restarts from checkpoints ≤ 15 min apart; a batch resumes from its finished "
        "shards). Each lever below, spot included, is priced against the on-demand answer.",
        "更便宜：改按竞价实例计价（训练可从 ≤ 15 分钟一次的 checkpoint 续跑；批量任务从已完成的分片续跑）。下面每个办法（含竞价）"
        "都与按量计费的答案相比。"),
    "conversation.kv_follows_weights": E(
        " ({p!u} weights run FP16 activations (vLLM loads AWQ/GPTQ checkpoints in float16), so the KV cache is FP16)",
        "（{p!u} 权重按 FP16 激活运行（vLLM 以 float16 加载 AWQ/GPTQ 模型），所以 KV cache 用 FP16）"),
    "conversation.because_copies": E(
        lambda a: (f"because one copy now holds {a['ua']:,} users instead of {a['ub']:,} ({plural(a['ra'], 'copy', 'copies')} "
                   f"instead of {a['rb']:,}): "
                   + " and ".join(f"{n} {x} → {y}" for n, x, y in (("weights", a["wb"], a["wa"]),
                                                                  ("KV cache", a["kb"], a["ka"])) if x != y)
                   + f" per copy, so one copy needs {a['before']} → {a['after']}"),
        lambda a: (f"因为每份改为承载 {a['ua']:,} 个用户（原 {a['ub']:,} 个；共 {a['ra']:,} 份，原 {a['rb']:,} 份）：每份"
                   + "，".join(f"{n} {x} → {y}" for n, x, y in (("权重", a["wb"], a["wa"]),
                                                               ("KV cache", a["kb"], a["ka"])) if x != y)
                   + f"，所以一份需要 {a['before']} → {a['after']}")),
    "conversation.because_filter": E(
        "because {fields:, } changed which machines are offered, not what the work needs (one copy on the new plan's "
        "layout: {before} → {after})",
        "因为{fields:、}改变了可选的机器，而不是负载本身的需求（新方案的布局下一份：{before} → {after}）"),
    "conversation.filter_field": pick(
        "field", {"providers": "the provider filter", "regions": "the region filter", "gpu_preference": "the card",
                  "num_gpus": "the GPU count", "budget": "the budget", "budget_per_hour": "the hourly budget",
                  "billing": "the billing", "priority": "the priority", "min_gpu_memory_gib": "the per-card memory floor",
                  "max_gpu_memory_gib": "the per-card memory cap", "personal_use": "personal use",
                  "exclude_marketplace": "excluding marketplaces", "deadline_hours": "the deadline",
                  "max_nodes": "the node limit", "owned_gpus": "your own cards"},
        {"providers": "云厂商筛选", "regions": "区域筛选", "gpu_preference": "指定的卡", "num_gpus": "卡数",
         "budget": "预算", "budget_per_hour": "每小时预算", "billing": "计费方式", "priority": "优先级",
         "min_gpu_memory_gib": "单卡显存下限", "max_gpu_memory_gib": "单卡显存上限", "personal_use": "个人使用",
         "exclude_marketplace": "排除算力市场", "deadline_hours": "截止时间",
         "max_nodes": "机器数上限", "owned_gpus": "你自己的卡"}),
    "conversation.side_encoder": E(
        "{name} (the embedding model, {m:,.0f} M parameters ≈ {gb:.1f} GB at FP16) is not in the sizing below, which "
        "is for the LLM: it runs on one more card of any size beside the LLM (a card the LLM does not need, or a "
        "small GPU), or on the CPU for a modest document set",
        "{name}（向量模型，{m:,.0f} M 参数，FP16 约 {gb:.1f} GB）不在下面的估算里（下面只算大语言模型）：它放在大语言模型旁边的"
        "任意一张卡上即可（大语言模型用不到的那张卡，或一张小卡），文档量不大时用 CPU 也行"),
    "conversation.scope.head": E(
        "**Not sized here:** I read {read}. My memory and speed models are for transformer LLMs and embedding encoders; "
        "{kind} need different numbers (activations that grow with the image size, the audio window or the batch), "
        "so I won't rank machines for this or dress an LLM answer up as one.",
        "**这里不做估算：**我读到的是：{read}。我的显存和速度模型针对 Transformer 大语言模型和向量编码模型；{kind}"
        "需要另一套算法（激活值随图像尺寸、音频窗口或批大小增长），所以不为它排名机器，也不拿 LLM 的答案冒充。"),
    "conversation.scope.read": E(
        lambda a: ", ".join(x for x in (
            f"{a['task']} {a['model'] or 'a model I do not size'}", a["count"],
            "a day" if a.get("daily") else "", f"at {a['size']}" if a.get("size") else "",
            f"{a['streams']:,} live streams at once" if a.get("streams") else "",
            f"within {a['deadline']}" if a["deadline"] else "", a["cheapest"]) if x),
        lambda a: "，".join(x for x in (
            f"{a['task']} {a['model'] or '一个我不估算的模型'}", ("每天 " if a.get("daily") else "") + str(a["count"] or ""),
            f"分辨率 {a['size']}" if a.get("size") else "",
            f"实时 {a['streams']:,} 路并发" if a.get("streams") else "",
            f"{a['deadline']}内" if a["deadline"] else "", a["cheapest"]) if x)),
    "conversation.scope.task": pick("task", {"train_lora": "LoRA training of", "train_full": "a full fine-tune of",
                                             "train": "training of", "run": "running"},
                                    {"train_lora": "LoRA 训练", "train_full": "全参微调", "train": "训练", "run": "运行"}),
    "conversation.scope.count": E(
        lambda a: f"{a['n']:,.0f} " + str({"images": "images", "audio_hours": "hours of audio", "examples": "examples",
                                           "tokens": "tokens"}.get(a["unit"], a["unit"])),
        lambda a: f"{a['n']:,.0f} " + str({"images": "张图片", "audio_hours": "小时音频", "examples": "条样本",
                                           "tokens": "token"}.get(a["unit"], a["unit"]))),
    "conversation.scope.items": E("{n:,} items", "{n:,} 条"),
    "conversation.scope.cheapest": E("the cheapest way", "要最便宜的方案"),
    "conversation.scope.modality": pick(
        "m", {"speech": "speech models (Whisper, TTS)", "diffusion": "image-generation models (SDXL, Stable Diffusion, "
              "Flux)", "embedding": "unlisted embedding and reranking models", "vision": "vision models (CLIP, ViT, YOLO)",
              "music": "music-generation models (MusicGen, ACE-Step)", "other": "these models",
              "science": "biomolecular structure, docking and affinity models (AlphaFold, Boltz, Chai-1)"},
        {"speech": "语音模型（Whisper、TTS）", "diffusion": "图像生成模型（SDXL、Stable Diffusion、Flux）",
         "embedding": "未收录的向量 / 重排序模型", "vision": "视觉模型（CLIP、ViT、YOLO）",
         "music": "音乐生成模型（MusicGen、ACE-Step）", "other": "这类模型",
         "science": "生物分子结构、对接和亲和力模型（AlphaFold、Boltz、Chai-1）"}),
    # a named non-LLM model's trait that changes the plan (tools.non_llm.TRAITS' keys), said before anything else
    "conversation.model.trait": _trait({
        "qwen_image": "{name} is a text-to-image model, not a chat LLM: a 20 B MMDiT with a Qwen2.5-VL-7B text "
                      "encoder (8.29 B), ≈ {params:,.1f} B parameters, ≈ {gb:,.0f} GB in BF16 before the VAE and the "
                      "activations (huggingface.co/Qwen/Qwen-Image; Apache-2.0, commercial use allowed). No measured "
                      "speed is held for it: a plan is PROVISIONAL, FLUX.1-dev's measured time a step × 20 B / 12 B (the "
                      "same 1024² latent) at its model card's 50 steps with true CFG (2 passes a step) — time it "
                      "before you commit",
        "qwen_image_edit": "{name} is an image-editing model built on Qwen-Image: a 20 B MMDiT with a Qwen2.5-VL-7B "
                           "encoder (8.29 B), ≈ {gb:,.0f} GB in BF16 before the VAE and the activations "
                           "(huggingface.co/Qwen/Qwen-Image-Edit; Apache-2.0, commercial use allowed). A plan is "
                           "PROVISIONAL: FLUX.1-dev's measured time a step × 20 B / 12 B at its model card's 50 steps with "
                           "true CFG (2 passes a step) — time it before you commit",
        "kontext": "{name} is an image-EDITING model (an input image plus an instruction), not the text-to-image "
                   "FLUX.1 [dev]: the same 12 B transformer with the input image's tokens joined to the sequence "
                   "(arXiv:2506.15742), so at the same size it works on about twice the tokens — FLUX.1-dev's measured "
                   "time is a floor for it. FLUX.1 [schnell] cannot edit an image; a commercial editing model is "
                   "Qwen-Image-Edit (Apache-2.0)",
        "parakeet": "{name} (NVIDIA, 600 M) transcribes English only (v2; v3 adds 25 European languages): no "
                    "Cantonese, Mandarin or other Chinese (huggingface.co/nvidia/parakeet-tdt-0.6b-v2, -v3)",
        "musicgen": "{name}'s weights are CC-BY-NC 4.0 (non-commercial; the audiocraft code is MIT): a paid app may "
                    "not use them. ACE-Step v1 (3.5 B, Apache-2.0, huggingface.co/ACE-Step/ACE-Step-v1-3.5B) is an "
                    "open music model for commercial use, sized here from its README speed (34.48× real time on an RTX "
                    "4090 at 27 steps): ask with it and the songs a day × minutes each. I hold no measured speed for "
                    "MusicGen, so no machine count or price for it",
        "ace_step": "{name} (Apache-2.0, commercial use allowed; huggingface.co/ACE-Step/ACE-Step-v1-3.5B). Its README "
                    "times 34.48× real time on an RTX 4090 at 27 steps (1.74 s per minute of music): say the songs a "
                    "day and the minutes each and the cards and the month follow",
        "unlisted": "{name} is not in my tables: kept as a {kind} model of the {params:,.1f} B its name states "
                    "(provisional: its memory floor below is from that count; no speed is measured for it)"}, {
        "qwen_image": "{name} 是文生图模型，不是对话大模型：20 B 的 MMDiT 加 Qwen2.5-VL-7B 文本编码器（8.29 B），共约 "
                      "{params:,.1f} B 参数，BF16 约 {gb:,.0f} GB（VAE 和激活值另计；huggingface.co/Qwen/Qwen-Image；"
                      "Apache-2.0，可商用）。这里没有它的实测速度：方案是暂估，按 FLUX.1-dev 每步的实测耗时 × 20 B / 12 B"
                      "（同样的 1024² 潜空间），按模型卡的 50 步、开 true CFG（每步 2 次前向），定下来之前先实测",
        "qwen_image_edit": "{name} 是基于 Qwen-Image 的改图模型：20 B MMDiT 加 Qwen2.5-VL-7B 编码器（8.29 B），BF16 约 "
                           "{gb:,.0f} GB（VAE 和激活值另计；huggingface.co/Qwen/Qwen-Image-Edit；Apache-2.0，可商用）。"
                           "方案是暂估：FLUX.1-dev 每步的实测耗时 × 20 B / 12 B，按模型卡的 50 步、开 true CFG（每步 2 次前向），"
                           "定下来之前先实测",
        "kontext": "{name} 是改图（图像编辑）模型：输入一张图加一句指令，不是文生图的 FLUX.1 [dev]；同一个 12 B "
                   "Transformer，但输入图的 token 也拼进序列（arXiv:2506.15742），同样尺寸下约两倍 token，所以 FLUX.1-dev "
                   "的实测耗时只是它的下限。FLUX.1 [schnell] 不能改图；可商用的改图模型是 Qwen-Image-Edit（Apache-2.0）",
        "parakeet": "{name}（NVIDIA，600 M）只能转写英语（v2；v3 增加 25 种欧洲语言）：不支持粤语、普通话等中文"
                    "（huggingface.co/nvidia/parakeet-tdt-0.6b-v2、-v3）",
        "musicgen": "{name} 的权重是 CC-BY-NC 4.0（非商业；audiocraft 代码是 MIT）：收费 App 不能用。ACE-Step v1"
                    "（3.5 B，Apache-2.0，huggingface.co/ACE-Step/ACE-Step-v1-3.5B）是可商用的开源音乐模型，"
                    "这里按它 README 的速度估算（RTX 4090 上 27 步 34.48 倍实时）：换成它并给出每天首数 × 每首分钟即可。"
                    "MusicGen 我没有实测速度，所以不给它的机器数和价格",
        "ace_step": "{name}（Apache-2.0，可商用；huggingface.co/ACE-Step/ACE-Step-v1-3.5B）。它的 README 实测：RTX 4090 "
                    "上 27 步 34.48 倍实时（每分钟音乐 1.74 秒）：告诉我每天多少首、每首几分钟，就能算出卡数和月费",
        "unlisted": "{name} 不在我的模型表里：按它名字里的 {params:,.1f} B 参数、{kind}类模型暂估（下面的显存下限按这个"
                    "参数量；没有它的实测速度）"}),
    "conversation.model.kind": pick("kind", {"diffusion": "image", "speech": "speech-to-text", "music": "music"},
                                    {"diffusion": "图像", "speech": "语音转文字", "music": "音乐"}),
    # the 16-bit weights over the named card's memory: it does not fit as it ships
    "conversation.model.no_fit": E(
        "{name} does not fit one {card} ({mem:,.0f} GB) as it ships: its 16-bit weights alone are ≈ {gb:,.0f} GB. "
        "8-bit weights (≈ {gb8:,.0f} GB) with parts offloaded to CPU memory can run on one, slower (not measured here); "
        "otherwise a card with more than {gb:,.0f} GB",
        "{name} 原版放不进一张 {card}（{mem:,.0f} GB）：仅 16 位权重就约 {gb:,.0f} GB。8 位权重（约 {gb8:,.0f} GB）再把部分"
        "模块卸载到内存可以在一张卡上跑，但更慢（这里没有实测）；否则要显存大于 {gb:,.0f} GB 的卡"),
    "conversation.model.stand_in": E(
        "Sized below on SenseVoice-Small (234 M; Mandarin, Cantonese, English, Japanese, Korean), a model for these "
        "recordings; Whisper large-v3 also transcribes Cantonese (yue).",
        "下面改按 SenseVoice-Small（234 M；普通话、粤语、英语、日语、韩语）估算，它能转写这些录音；Whisper large-v3 "
        "也支持粤语（yue）。"),
    "conversation.model.music_load": E(
        "Your load: {tracks:,.0f} tracks × {each:g} min = {minutes:,.0f} minutes of music a day ({hours:,.1f} h of "
        "audio): the month is that × 30 × the GPU-hours one hour of music takes × the card's hourly price, once timed",
        "你的负载：{tracks:,.0f} 首 × {each:g} 分钟 = 每天 {minutes:,.0f} 分钟音乐（{hours:,.1f} 小时音频）；测出每小时音乐要几 "
        "GPU 小时后，月费 = 这个数 × 30 × 该耗时 × 卡的小时价"),
    "conversation.scope.music_model": E("Which model (e.g. ACE-Step v1 3.5B, Apache-2.0)?",
                                        "用哪个模型（例如 ACE-Step v1 3.5B，Apache-2.0）？"),
    "conversation.scope.music_load": E("How many minutes of music a day (tracks × minutes each)?",
                                       "每天生成多少分钟音乐（首数 × 每首时长）？"),
    "conversation.scope.measured": E(
        "What I do size in this family: inference of Whisper large (v2/v3), SDXL and FLUX.1-dev, from published "
        "throughput measurements (insanely-fast-whisper, the diffusers docs, xDiT), given a batch (hours of audio, a "
        "count of images), live streams or a peak rate of images; LoRA training of SDXL and FLUX.1-dev, given the "
        "image count (SimpleTuner's published runs); a full fine-tune of SDXL's UNet as a provisional plan (scaled "
        "from that LoRA run, given the image count); other full fine-tunes and other models have no measurement here.",
        "这一类里我能估算的：Whisper large（v2/v3）、SDXL、FLUX.1-dev 的推理，按公开的实测吞吐"
        "（insanely-fast-whisper、diffusers 文档、xDiT），"
        "需给出批量（音频小时数、图片张数）、实时路数或高峰出图速度；以及 SDXL、FLUX.1-dev 的 LoRA 训练（需给出图片张数，"
        "按 SimpleTuner 公开的实测）；SDXL 的 UNet 全参微调给暂定方案（由该 LoRA 实测推算，需给出图片张数）；"
        "其他全参微调和其他模型这里没有实测数据。"),
    "conversation.scope.floor": E(
        "Memory-only floor, the one figure I can stand behind: {model} has ≈ {params:,.2f} B parameters, so its {what} "
        "alone take ≈ {gb:,.1f} GB on one GPU; activations come on top and are not estimated "
        "(parameter count from the model's published card).",
        "唯一能给的数字是显存下限：{model} 约 {params:,.2f} B 参数，单卡上仅{what}就约 {gb:,.1f} GB；激活值另计，"
        "这里不估算（参数量取自模型公开的模型卡）。"),
    "conversation.scope.floor_what": pick(
        "what", {"weights": "16-bit weights", "states": "weights, gradients and AdamW states (16 bytes per parameter)"},
        {"weights": "16 位权重", "states": "权重、梯度和 AdamW 状态（每参数 16 字节）"}),
    "conversation.scope.speech_load": E(
        lambda a: (f"By when must the {a['hours']:,.0f} h of audio be done, or is it live (how many streams)?"
                   if a["hours"] else "Batch or live: how many hours of audio and by when, or how many concurrent streams?"),
        lambda a: (f"{a['hours']:,.0f} 小时音频需要多久内处理完？还是实时转写（多少路）？"
                   if a["hours"] else "离线还是实时：多少小时音频、多久内处理完，或者同时多少路？")),
    "conversation.transcript_tokens": E(
        lambda a: (f"the LLM reads the transcripts as a batch: {a['requests']:,} requests"
                   + (" (one a recording)" if a["counted"] else f" ({a['minutes']:g}-minute pieces)")
                   + f" of ≈ {a['prompt']:,} tokens each (speech at ≈ {a['rate']:.0f} "
                   + ("characters" if a["chars"] else "words") + " a minute): say the length if different"),
        lambda a: (f"大模型按批处理转写文本：{a['requests']:,} 条"
                   + ("（每通录音一条）" if a["counted"] else f"（每 {a['minutes']:g} 分钟一段）")
                   + f"，每条约 {a['prompt']:,} token（语速约每分钟 {a['rate']:.0f} "
                   + ("字" if a["chars"] else "词") + "）；长度不同请说明")),
    "conversation.night_assumed": E(
        "a night's run read as {hours:g} h ({start} → {end}; no start was said, so 22:00 is assumed): say the hours "
        "if different",
        "一晚的运行按 {hours:g} 小时估算（{start} → {end}；未说明开始时间，按 22:00 开始）；如不同请直接说小时数"),
    "conversation.night_said": E(
        "a night's run read as {hours:g} h ({start} → {end}, as said): say the hours if different",
        "一晚的运行按 {hours:g} 小时估算（{start} → {end}，按所说）；如不同请直接说小时数"),
    "conversation.scope.speech_model": E("Which model size (e.g. Whisper large-v3, or a distilled one)?",
                                         "用哪个模型（例如 Whisper large-v3，或蒸馏版）？"),
    "conversation.scope.diffusion_model": E(
        "Which model and image size (e.g. SDXL at 1024×1024, Flux.1-dev), and how many steps?",
        "用哪个模型、多大分辨率（例如 SDXL 1024×1024、Flux.1-dev），多少步？"),
    "conversation.scope.diffusion_model_only": E("Which model (e.g. SDXL, Flux.1-dev), and how many steps?",
                                                 "用哪个模型（例如 SDXL、Flux.1-dev），多少步？"),
    "conversation.scope.speech_streams": E("How many streams at once (concurrent calls or channels)?",
                                           "同时多少路（并发通话或频道数）？"),
    "conversation.scope.diffusion_size": E("Which image size (e.g. 1024×1024)?", "多大分辨率（例如 1024×1024）？"),
    "conversation.scope.diffusion_rate": E("How many images per minute at peak (or a count of images for a batch)?",
                                           "高峰每分钟出多少张图（或批量一共多少张）？"),
    # users at once are no image rate (tools.media.load_of sizes a peak rate or a count): the rate asked with the users
    # said back ("serve FLUX.1-dev for 10 users" said "Not sized here" beside "What I do size: FLUX.1-dev")
    "conversation.scope.diffusion_rate_users": E(
        "How many images a minute at the peak from the {n:,} users (e.g. one each a minute is {n:,} a minute)? Or a "
        "count of images for a batch.",
        "这 {n:,} 个用户高峰时每分钟一共出多少张图（例如每人每分钟一张就是每分钟 {n:,} 张）？或者批量一共多少张。"),
    # the users at once come from a head count or people online as tools.media.image_users_at_once says (`how`)
    "conversation.media.provisional_rate": E(
        lambda a: (f"Provisional, until you give the peak rate: {a['n']:,} users at once"
                   + (f" (each of the {a['people']:,} people online counted as a user at the image tool)"
                      if a.get("how") == "online" else
                      f" ({a['share_pct']}% of the {a['people']:,} people active at the office peak)"
                      if a.get("how") == "team" else "")
                   + f", each making about {a['each']:g} image a minute ({a['n'] * a['each']:,.0f} a minute at the "
                   "peak):"),
        lambda a: ("先给一个暂定答案（等你给出高峰出图速率再改）：" + f"{a['n']:,} 人同时在用"
                   + (f"（在线的 {a['people']:,} 人每人都算一个正在用图片工具的用户）" if a.get("how") == "online" else
                      f"（{a['people']:,} 人中办公高峰约 {a['share_pct']}% 同时在用）" if a.get("how") == "team" else "")
                   + f"，按每人每分钟约 {a['each']:g} 张图（高峰每分钟 {a['n'] * a['each']:,.0f} 张）估算：")),
    "conversation.scope.media_needs_rate": E(
        "I size {name} from published measurements (seconds an image on each card); users at once are not an image "
        "rate, and the rate is what picks and prices the machines:",
        "{name} 我按公开实测速度估算（各卡每张图的秒数）；同时在线的用户数不是出图速率，而选机器和报价需要的是速率："),
    "conversation.scope.train_count": E("How many training images or examples, and how many epochs?",
                                        "训练用多少张图片或多少条样本，几轮？"),
    "conversation.scope.encoder_needs_load": E(
        "I size {name} ({params:,.0f} M parameters, up to {max:,} tokens an input) as an encoder: one forward pass "
        "per input. To pick and price the machines I need the load:",
        "{name}（{params:,.0f}M 参数，每条输入最多 {max:,} token）我按编码模型估算：每条输入一次前向。"
        "要选机器并报价，需要知道负载："),
    "conversation.scope.encoder_also": E(
        "and {name} ({params:,.0f} M parameters, up to {max:,} tokens an input), sized the same way on the same load: "
        "its time and cost scale with its size",
        "以及 {name}（{params:,.0f}M 参数，每条输入最多 {max:,} token），按同样的负载同样估算：时间和费用随它的大小变化"),
    # funasr: Chinese recordings led by SenseVoice-Small, cheaper than the Whisper default (sized below it)
    "conversation.media.stand_in": E(
        "{name} has no measured speed here: sized at Whisper large-v3's measured speed, a ceiling (a smaller Whisper "
        "runs faster) — time one hour of your audio on one card to replace it; the GPU-hours scale with that time",
        "这里没有 {name} 的实测速度：按 Whisper large-v3 的实测速度估算，是上限（更小的 Whisper 更快）——在一张卡上转写"
        "一小时你的音频并计时即可替换；GPU 小时按这个时间等比例变化"),
    "conversation.media.speech_llm": E(
        lambda a: (f"{a['name']} ({a['licence']}) is a speech LLM, read as itself: {a['params']:.2f} B parameters, "
                   f"≈ {a['gb']:g} GB of GPU memory in BF16; audio goes in at {a['rate']:g} tokens a second "
                   f"({a['per_min']:,} a minute"
                   + (f"; a {a['minutes']:g}-min recording ≈ {a['tokens']:,} tokens, "
                      + ("inside" if a["fits"] else "over") + f" its {a['max']:g}-min limit" if a.get("minutes")
                      else f"; up to {a['max']:g} min a request") + f", {a['context']:,}-token context) ({a['card']}; "
                   f"{a['source']}). No throughput is published for it, so the transcription below is sized on Whisper "
                   "large-v3, whose encoder it shares — its larger decoder writes more slowly, so the time is a "
                   "floor: time one hour of your audio on one card; the answers to your questions are one more pass "
                   "over the same audio tokens"),
        lambda a: (f"{a['name']}（{a['licence']}）是语音大模型，按它本身读取：{a['params']:.2f}B 参数，BF16 约需 "
                   f"{a['gb']:g} GB 显存；音频按每秒 {a['rate']:g} 个 token 输入（每分钟 {a['per_min']:,} 个"
                   + (f"；一段 {a['minutes']:g} 分钟的录音约 {a['tokens']:,} 个 token，"
                      + ("在" if a["fits"] else "超出") + f"它 {a['max']:g} 分钟的上限" + ("内" if a["fits"] else "")
                      if a.get("minutes") else f"；每个请求最多 {a['max']:g} 分钟")
                   + f"，上下文 {a['context']:,} token）（{a['card']}；{a['source']}）。它没有公开的吞吐数据，所以下面的"
                   "转写按 Whisper large-v3 估算（它用的就是这个编码器）——它的解码器更大、写得更慢，所以时间是下限："
                   "在一张卡上跑一小时你的音频并计时；回答你的问题要在同样的音频 token 上再跑一遍")),
    "conversation.media.default_model": E(
        lambda a: (f"{a['unheld']} is not in my tables (its licence and speed are not held here): a provisional plan "
                   f"on {a['name']}, the common default of this job — time {a['unheld']} on a pilot and read its "
                   "licence before a business use") if a.get("unheld") else
        (f"No model named: live Cantonese is sized on {a['name']}, which covers Cantonese ({a['alt']} is "
                   "trained for Mandarin) — which model will you run? (the answer changes with it)") if a.get("yue") else
        (f"No model named: for Chinese recordings this leads with {a['name']}, cheaper here than {a['alt']} "
                   "(sized below) — which model will you run? (the answer changes with it)") if a.get("funasr") else (
                   f"No model named, so this is sized on {a['name']}, the common default"
                   + (" for live streams" if a.get("live") else "") + " — which model will you run? "
                   f"(e.g. {a['alt']}, " + ("another option to compare" if a.get("live") else
                                           "faster and a little less accurate" if a["family"] == "speech" else
                                           "higher quality, slower a picture, non-commercial weights")
                   + "; the answer changes with it)"),
        lambda a: (f"{a['unheld']} 不在我的表里（没有它的许可和速度数据）：下面按这类工作常用的默认 {a['name']} 给暂定方案——"
                   f"用 {a['unheld']} 试跑计时，商用前先看它的许可") if a.get("unheld") else
        (f"没有说用哪个模型：实时粤语按 {a['name']} 估算，它支持粤语（{a['alt']} 是按普通话训练的）——"
                   "你打算用哪个模型？（结论随模型而变）") if a.get("yue") else
        (f"没有说用哪个模型：中文录音下面以 {a['name']} 为主（这里比 {a['alt']} 便宜，后者也列在下面）——"
                   "你打算用哪个模型？（结论随模型而变）") if a.get("funasr") else (
                   "没有说用哪个模型，下面按" + ("实时流式" if a.get("live") else "") + f"常用的默认 {a['name']} "
                   f"估算——你打算用哪个模型？（例如 {a['alt']}，"
                   + ("可对比的另一选择" if a.get("live") else "更快、准确率略低" if a["family"] == "speech"
                      else "画质更好、每张更慢、权重不可商用")
                   + "；结论随模型而变）")),
    # live captions translated as spoken (advisor.core.conversation.live_translation_note, tools.speech_llm)
    # Chinese speech to Traditional text: the OpenCC step (advisor.core.conversation.speech_script_note)
    "conversation.media.traditional_script": E(
        "⚠️ The transcript may come out in Simplified characters: SenseVoice and Whisper often write Chinese, Cantonese "
        "too, in Simplified or a mix. For Traditional subtitles and search text, convert after decoding with OpenCC "
        "({config}; s2hk gives Hong Kong forms, s2twp Taiwan's forms and phrases), a CPU step over the text; "
        "check a sample for words it maps wrongly",
        "⚠️ 转写结果可能是简体字：SenseVoice 和 Whisper 输出中文（粤语也一样）常是简体或简繁混合。要繁体字幕和检索文本，"
        "解码后用 OpenCC 转换（{config}；s2hk 为香港用字，s2twp 为台湾用字和用词），在 CPU 上处理文本即可；"
        "抽样检查转错的词"),
    "conversation.media.live_translation": E(
        lambda a: (f"Live translation of the captions{' into ' + ', '.join(a['langs']) if a['langs'] else ''} is a "
                   f"second, text-only load: ≈ {a['per_stream']:,.0f} tokens an hour of speech a channel (the speech "
                   f"rate × tokens a character or word), × {a['streams']:,} = ≈ {a['per_hour']:,.0f} tokens an hour "
                   f"read and as many written (≈ {a['per_s']:,.1f} a second each way, {a['per_day']:,.0f} a day): a "
                   f"small LLM ({a['model']}, thinking off) translating sentence by sentence, {a['streams']:,} "
                   "requests in flight — it shares the card or takes one more small one; time it on a pilot"),
        lambda a: (f"字幕的实时翻译{'（译成' + '、'.join(a['langs']) + '）' if a['langs'] else ''}是另一份纯文字负载："
                   f"每路每小时语音约 {a['per_stream']:,.0f} token（语速 × 每字 token），× {a['streams']:,} 路 = 每小时约 "
                   f"{a['per_hour']:,.0f} token 读入、同样多写出（每秒各约 {a['per_s']:,.1f}，每天 {a['per_day']:,.0f}）："
                   f"用小模型（{a['model']}，不开思考）逐句翻译，同时 {a['streams']:,} 个请求——可与语音识别同卡，"
                   "或再加一张小卡；请试运行实测")),
    "conversation.two_part.serving": E(
        "Then, the second part you asked — {part}:",
        "然后是你问的第二部分——{part}："),
    "conversation.two_part.unsized": E(
        lambda a: (f"The second part you asked — {a['part']} — is not sized above; ask it on its own (\"{a['example']} "
                   "…\") to get its machines and monthly cost" + (f", with: {a['needs']}" if a["needs"] else ".")),
        lambda a: (f"你问的第二部分——{a['part']}——上面没有估算；单独问一次（“{a['example']} …”）即可得到它的机器和月费"
                   + (f"，请说明：{a['needs']}" if a["needs"] else "。"))),
    "conversation.media.batch_kept": E(
        "The live streams below are a second load; the batch of recordings answered before stays as it was, "
        "priced apart: {head}",
        "下面的实时流是新增的第二个负载；之前回答的录音批量照旧，另外计价：{head}"),
    "conversation.media.hours_range": E(
        "{value:,.0f} hours of audio are not read: a batch job is 1 to {hi:,} hours of audio; it is not used — say it "
        "again if you meant another figure",
        "{value:,.0f} 小时音频未读取：批量任务须在 1 到 {hi:,} 小时之间；未使用——如指别的数请重说"),
    "conversation.media.size_range": E(
        "'{said}' is not read as an image size: a side is 100 to 9,999 px here",
        "“{said}”未读作图片尺寸：边长须在 100 到 9,999 像素之间"),
    "conversation.scope.encoder_needs_data": E(
        "I size {name} ({params:,.0f} M parameters, up to {max:,} tokens an input) fine-tunes as an encoder. To pick "
        "and price the machines I need the training set:",
        "{name}（{params:,.0f}M 参数，每条输入最多 {max:,} token）的微调我按编码模型估算。要选机器并报价，需要知道训练集："),
    "conversation.scope.encoder_owned_fits": E(
        "No need to rent: your {card} ({cap:.0f} GB) holds a full fine-tune of {name} — ≈ {need:.1f} GB at batch "
        "{batch} × {tokens} tokens (AdamW mixed precision, 16 bytes a parameter, plus activations)",
        "不用租卡：你的 {card}（{cap:.0f} GB）装得下 {name} 的全参微调——batch {batch} × {tokens} token 时约 "
        "{need:.1f} GB（AdamW 混合精度每参数 16 字节，加激活）"),
    "conversation.scope.encoder_train_count": E("How many training examples, about how many tokens each, and how many "
                                                "epochs?", "训练用多少条样本、每条大约多少 token、训练几轮？"),
    "conversation.scope.embedding_model": E("Which model and size (e.g. bge-m3, e5-large)?",
                                            "用哪个模型、多大（例如 bge-m3、e5-large）？"),
    "conversation.scope.embedding_batch": E("By when must the {n:,} items be embedded, and about how many tokens each?",
                                            "{n:,} 条需要多久内处理完，每条大约多少 token？"),
    "conversation.scope.embedding_rate": E("How many requests per second, and how many tokens each?",
                                           "每秒多少请求，每个请求多少 token？"),
    "conversation.scope.vision_model": E("Which model and input size (e.g. ViT-L/14 at 224 px, YOLOv8-x at 640 px)?",
                                         "用哪个模型、输入多大（例如 ViT-L/14 224 像素、YOLOv8-x 640 像素）？"),
    "conversation.scope.vision_size": E("Which input size (e.g. 640 px)?", "输入多大（例如 640 像素）？"),
    # a structure or affinity screen (Boltz-2, Chai-1): no time per complex is held, so the one figure to measure
    "conversation.scope.science_time": E(
        lambda a: ("How many seconds does one complex take on one GPU? Time a pilot of about 100 on one card: GPU-hours = "
                   + (f"{a['n']:,.0f}" if a.get("n") else "complexes") + " × those seconds ÷ 3,600 (each complex is "
                   "independent, so they split across as many cards as the deadline needs, and the cost is those "
                   "GPU-hours at the card's hourly price)."),
        lambda a: ("单个复合物在一张 GPU 上要多少秒？先在一张卡上试跑约 100 个计时：GPU 小时 = "
                   + (f"{a['n']:,.0f}" if a.get("n") else "复合物数") + " × 秒数 ÷ 3,600（每个复合物彼此独立，可按期限分到所需"
                   "的卡数上并行，费用即这些 GPU 小时乘以该卡的小时价）。")),
    "conversation.scope.vision_rate": E("How many images per second at peak?", "高峰每秒多少张图？"),
    # a growth follow-up ("what if the users double?", 如果明年用户翻倍呢): the thread's load scaled and re-planned
    # (advisor/core/growth.grown_again); each stated count before and after
    "conversation.growth": E("Load × {factor:g} as asked: {changes:; }; everything else as before, the plan re-run on it",
                             "按所问负载 × {factor:g} 重新估算：{changes:；}；其余条件不变"),
    # a card proposed beside owned cards that hold the work (advisor/core/proposal_lead): the verdict on it first
    "conversation.proposal_not_needed": E(
        lambda a: f"No, you do not need {a['said']}: your own {a['n']} × {a['gpu']} already run this"
                  + (f" — ≈ {a['tps']:,.0f} tokens/s per user with {a['users']:,} at once" if a.get("tps")
                     and a.get("users") else "") + " (the plan and its figures below)",
        lambda a: f"不用买 {a['said']}：你自己的 {a['n']} × {a['gpu']} 已经跑得了"
                  + (f"——{a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s" if a.get("tps")
                     and a.get("users") else "") + "（方案和数字见下）"),
    # people added in a follow-up ("100 more agents", 再加100个坐席): the thread's people plus them, re-planned
    "conversation.growth.added": E("{added:,.0f} more people as asked: {changes:; }; everything else as before, the plan "
                                   "re-run on it", "按所问再加 {added:,.0f} 人重新估算：{changes:；}；其余条件不变"),
    # a growth in range whose grown load is past what the advisor sizes (advisor/core/growth._past_range)
    "conversation.growth.past_range": E(
        lambda a: f"'{a['said']}' is not applied: {a['change']} is past the most the advisor sizes "
                  f"({_grown(a['most'])}); the plan stands as it was",
        lambda a: f"“{a['said']}”未采用：{a['change']} 超出可估算的上限（{_grown(a['most'])}）；方案不变"),
    "conversation.growth.change": E(
        lambda a: f"{_GROWN_EN[a['field']]} {_grown(a['old'])} → {_grown(a['new'])}",
        lambda a: f"{_GROWN_ZH[a['field']]} {_grown(a['old'])} → {_grown(a['new'])}"),
    # a growth factor said that is not applied (advisor/core/growth.refused_growth): "-3x", "0x", "100000000x", NaN倍
    "conversation.growth.refused": E(
        lambda a: f"'{a['said']}' is not applied: {_growth_why(a, 'en')}; the plan stands as it was (say a factor "
                  f"above 1 and at most {a['most']:,}, e.g. 'what if users double?')",
        lambda a: f"“{a['said']}”未采用：{_growth_why(a, 'zh')}；方案不变（请说大于 1、至多 {a['most']:,} 的倍数，"
                  "例如“如果用户翻倍呢？”）"),
    # a growth factor in range on a batch sized by its items, with no count in the thread to scale
    # (advisor/core/growth: batch_growth.restated scales a count the thread holds)
    # a growth follow-up in a named job's thread (advisor/core/job_growth.py): the job's count grown
    "conversation.growth.job_count": E(
        lambda a: f"'{a['said']}' applied to the job's count ('{a['item']}'): {_count(a['old'])} × {a['factor']:g} = "
                  f"{a['new']:,.0f}; the plan below is re-sized on that count, everything else as before",
        lambda a: f"“{a['said']}”已用于这项任务的数量（“{a['item']}”）：{_count(a['old'])} × {a['factor']:g} = "
                  f"{a['new']:,.0f}；下面按这个数量重新估算，其余条件不变"),
    # a new count of a unit the thread counted, on a named non-LLM job (advisor/core/count_growth.py)
    "conversation.growth.count_said": E(
        lambda a: f"'{a['said']}' read with the thread's job: '{a['item']}' → {a['new']:,.0f}; the job below is "
                  "re-sized on that count, everything else as before",
        lambda a: f"“{a['said']}”已按前面的任务读取：“{a['item']}” → {a['new']:,.0f}；下面按这个数量重新估算，"
                  "其余条件不变"),
    # a count of the thread's unit that no count is ("-200 cameras", 如果有NaN家门店呢？): the job kept as it stood
    "conversation.growth.count_unread": E(
        "'{said}' is not read: a count is a whole number above 0; the plan below is the thread's job as it stood "
        "('{item}') — say the new count in plain digits to re-size it",
        "“{said}”未读取：数量须是大于 0 的整数；下面仍是前面任务原来的方案（“{item}”）——请用普通数字说出新的数量再重新估算"),
    "conversation.growth.batch_not_scaled": E(
        "'{said}' is not read: this plan is a batch sized by its items, not grown by a factor; the plan stands — "
        "say the new count (e.g. '600M images', '100,000 hours')",
        "“{said}”未读取：这个方案是按条目数估算的批量任务，不按倍数放大；方案不变——请直接说新的数量（例如“6亿张图片”“10万小时”）"),
    "conversation.scope.tail": E("If you meant a language model, name it (e.g. Qwen2.5-7B) and I'll size it.",
                                 "如果其实是大语言模型，告诉我名字（例如 Qwen2.5-7B），我来估算。"),
    "conversation.message_cut": E(
        "Your message has {n:,} characters; I read the first {max_chars:,}.",
        "你的消息有 {n:,} 个字符，我只读了前 {max_chars:,} 个。"),
    "conversation.which_training_lora_qlora": E(
        "Which training: LoRA / QLoRA fine-tune, full fine-tune, or pretraining from scratch? (Otherwise: LoRA.)",
        "哪种训练：LoRA / QLoRA 微调、全参微调，还是从头预训练？（否则按 LoRA 估算。）"),
    "conversation.what_will_you_run": E(
        "What will you run: serve it (inference), LoRA / QLoRA fine-tune, full fine-tune, or pretrain? (Otherwise: "
        "inference.)",
        "要做什么：推理部署、LoRA / QLoRA 微调、全参微调，还是预训练？（否则按推理估算。）"),
    "conversation.which_model_or_how": E(
        "Which model, or how many parameters (e.g. Llama-3.1-8B, Qwen2.5-72B, or just 13B)? I need this one.",
        "用哪个模型，或者参数量多大（例如 Llama-3.1-8B、Qwen2.5-72B，或直接说 13B）？这一项必须知道。"),
    "conversation.deadline_question.overnight": E(
        "'Overnight' is not a number of hours: how many hours may the job run (e.g. 'within 12 hours')? ",
        "“一个晚上”不是小时数：任务最多能跑多少小时（例如“12 小时内”）？"),
    "conversation.deadline_question.date": E(
        "A date is not a duration: how many hours or days may the job run (e.g. 'within 5 days')? ",
        "日期换算不成时长：任务最多能跑多少小时或天（例如“5 天内”）？"),
    "conversation.deadline_question.otherwise_no_deadline": E(
        "(Otherwise: no deadline, the cheapest plan.)",
        "（否则不设期限，按最便宜的方案。）"),
    "conversation.deadline_question.otherwise_days": E(
        "(Otherwise: {target_days:g} days.)",
        "（否则按 {target_days:g} 天估算。）"),
    "conversation.deadline_question": E("{ask}{otherwise}", "{ask}{otherwise}"),
    "conversation.everything_else_gets_defaults": E(
        "Everything else gets defaults I'll state: {text}. Change any of them later.",
        "其余按默认值估算：{text}。随时可以改。"),
    "conversation.provider_rule_dropped.kept_to": E("kept to {kept:, }", "仍限定 {kept:、}"),
    "conversation.provider_rule_dropped.every_provider": E("every provider is ranked again", "重新在所有云厂商中排名"),
    "conversation.provider_rule_dropped": E(
        "'only {names}' dropped: {part}; I cannot leave a provider out, so {names} may still appear",
        "已取消“只用 {names}”：{part}；我不能排除某个云厂商，所以 {names} 仍可能出现"),
    "conversation.i_cant_compare_that": E("I can't compare that: {err}", "无法对比：{err}"),
    "conversation.largest_model_in_budget": E(
        "No model named: {shown} is the largest of {tried} that fits the budget at this load{how}; name a model to size "
        "it instead.",
        "未指定模型：{shown} 是 {tried} 中在此负载下预算够用的最大模型{how}；如要估算别的模型请直接说。"),
    "conversation.largest_model_in_budget.voice": E(
        "{how}, on the sizes a voice agent's LLM is served at (short spoken replies whose first token must land inside "
        "the caller's pause: a 70B buys nothing a caller hears), the budget judged on the whole pipeline (speech-to-text "
        "+ LLM + speech synthesis){chinese}",
        "{how}，只在语音机器人大模型常用的规模里选（回答是简短的口语，首 token 要落在来电者停顿之内："
        "70B 不会让来电者听到更好的回答），预算按整条流水线（语音识别 + 大模型 + 语音合成）合计判断{chinese}"),
    "conversation.largest_model_in_budget.voice_chinese": E(
        "; the callers speak Chinese or Cantonese, so Qwen only (Llama 3.1's supported languages, its model card, "
        "leave out Chinese; Qwen2.5 is trained on Chinese, Apache-2.0 at 7B and 14B)",
        "；来电者说中文或粤语，所以只选 Qwen（Llama 3.1 官方支持的语言不含中文；"
        "Qwen2.5 以中文为训练语言之一，7B、14B 为 Apache-2.0）"),
    "conversation.largest_model_in_budget.precisions": E(" (each size tried in 16-bit, then FP8, then INT4 AWQ)",
                                                         "（每个规模依次试 16 位、FP8、INT4 AWQ）"),
    "conversation.own_machine": E(
        "I price cloud GPUs, so your own machine is outside what I compare; the memory figures below still tell you "
        "whether a card of that size holds the model.",
        "我只比较云上的 GPU，你自己的机器不在比较范围内；下面的显存数字仍可判断那种显卡放不放得下。"),
    "conversation.why_media": E(
        "Why this card: it is the cheapest total for the job among the cards that hold it — the memory it needs and the "
        "arithmetic behind the hours are below, with the provider and region you stated kept.",
        "为什么是这张卡：在装得下这个任务的卡里，它的整个任务总价最低——需要的显存和用时的算法见下，你说的云厂商和区域保持不变。"),
    "conversation.i_cant_size_that": E("I can't size that: {err}", "无法估算：{err}"),
    "conversation.read_as_the_answer": E(
        "“{text}” read as the answer to my question: {said}",
        "“{text}”按我上一个问题的回答读取：{said}"),
    "conversation.kept_in_the_family": E(
        "{size} kept in the family of {model}: {sibling} (say 'a generic {size}' for another model)",
        "{size} 沿用 {model} 的系列：{sibling}（要别的模型请说“通用 {size}”）"),
    "conversation.family_has_no_size": E(
        "{model}'s family has no {size} here (sizes: {sizes}): sized a generic {size} model instead",
        "{model} 这个系列没有 {size}（已有：{sizes}），改按通用 {size} 模型估算"),
    "conversation.started_over_tell_me": E("Started over: tell me the new workload.", "已重新开始：请告诉我新的工作负载。"),
    "conversation.nothing_to_export_yet": E(
        "Nothing to export yet: ask a question first.",
        "还没有可导出的回答：先提个问题吧。"),
    "conversation.i_have_not_answered": E("I have not answered anything yet.", "还没有回答可以解释。"),
    "conversation.i_cant_size_it": E("I can't size it on {gpu}: {err}", "无法按 {gpu} 估算：{err}"),
    "conversation.ok_stopping_here_ask": E("OK, stopping here. Ask again any time.", "好的，就到这里。有新问题随时再问。"),
    "conversation.that_is_outside_what": E(
        "That is outside what I do: I size GPUs and price cloud offers for running or training models. Try e.g. “serve "
        "Llama-3.1-8B for 50 users”.",
        "这超出了我的范围：我只估算运行或训练模型需要的 GPU 和云上价格。可以试试“部署 Llama-3.1-8B，50 人同时用”。"),
    "conversation.the_pick_is_unchanged": E(
        "The pick is unchanged; say “details” for the whole answer.",
        "首选不变；说“详细”可看完整答案。"),
    "conversation.i_didnt_catch_a": E(
        "I didn't catch a change in «{short}» — you can say e.g. “only AWS”, “32k context”, “int4”, “50 users”, “budget "
        "$2,000 a month”, or “why?”.",
        "没有从«{short}»里读到改动——可以说例如“只用 AWS”“32k 上下文”“int4”“50 人同时用”“每月预算 2 万元”，或者“为什么”。"),
    "conversation.this_would_change_the": E("**This would change the answer:**", "**以下信息会改变答案：**"),
    "conversation.already_is_released_in": E(
        "already {up}: {model} is released in {up} and the answer above already serves it so",
        "已经是 {up}：{model} 的权重发布格式就是 {up}，上面的答案已按 {up} 部署"),
    "conversation.already_the_answer_above": E(
        "already {up}: the answer above already serves {model} in {up}",
        "已经是 {up}：上面的答案已按 {up} 部署 {model}"),
    # a precision already in use on split cards (advisor.core.conversation.unsharded_option): why it shards, and the
    # same work on a card that holds a copy unsharded
    "conversation.unsharded_option": E(
        lambda a: f"{a['split']}." + (f" The same work on cards of that size (their KV cache at your load decides "
                                      f"whether a copy still spans two): {a['plan']}" if a["plan"] else
                                      " No priced card of that size holds it within your other limits."),
        lambda a: f"{a['split']}。" + (f"同样的任务换成这种显存的卡（按你的负载，KV cache 决定每份是否仍要跨两张卡）：{a['plan']}"
                                      if a["plan"] else
                                      "在你的其他限制内，没有这种显存的有价卡能装下。")),
    "conversation.changed_nothing": E("nothing, ", "无，"),
    "conversation.adapters_kept": E(
        lambda a: (f"Still one {a['model']} base serving all the thread's LoRA adapters (multi-LoRA: vLLM --enable-lora, "
                   f"S-LoRA), not a deployment each: ≈ {a['gpu_gb']:,.1f} GB of adapter slots on each GPU "
                   f"(--max-loras), counted in the memory above"
                   + (f", and all adapters (≈ {a['all_gb']:,.1f} GB) in host RAM (--max-cpu-loras)" if a["all_gb"] else "")
                   + "; route each customer's requests to the same replica so its adapter stays loaded"),
        lambda a: (f"仍是一个 {a['model']} 底座加载本对话的全部 LoRA 适配器（多 LoRA：vLLM --enable-lora、S-LoRA），"
                   f"不是每个客户一套部署：每张卡约 {a['gpu_gb']:,.1f} GB 适配器槽位（--max-loras），已计入上面的显存"
                   + (f"，全部适配器（约 {a['all_gb']:,.1f} GB）放主机内存（--max-cpu-loras）" if a["all_gb"] else "")
                   + "；按客户粘性路由到固定副本，让它的适配器常驻")),
    "conversation.already_around_the_clock": E(
        "already around the clock: the answer above assumed {hours_per_day} h a day, {hours_per_month} h a month",
        "已按全天候估算：上面的答案已按每天 {hours_per_day} 小时、每月 {hours_per_month} 小时计"),
    "conversation.help": E(
        "**GPU Advisor** sizes GPU servers for AI workloads and prices them across clouds.\n\n"
        "Ask like: *LoRA fine-tune Llama-3-8B, 4k context* · *serve Qwen2.5-72B for 32 users at 8k* · "
        "*pretrain a 1B model on 100B tokens, spot*.\n\n"
        "Follow-ups in the same thread: *what about 32k context?* · *use int4* · *only AWS* · *make it 64 users* · "
        "*cheaper?* · *why?* (assumptions and formulas) · *export* (markdown) · *chart* · *reset*.",
        "**GPU 选型助手**：估算 AI 负载需要的 GPU 服务器，并对比各家云的价格。\n\n"
        "可以这样问：*LoRA 微调 Llama-3-8B，4k 上下文* · *部署 Qwen2.5-72B，32 并发，8k 上下文* · "
        "*预训练 1B 模型，1000亿 token，竞价实例*。\n\n"
        "同一线程里继续问：*32k 上下文呢？* · *用 INT4 呢* · *只要阿里云* · *改成 64 并发* · *便宜点？* · "
        "*为什么？*（假设与公式）· *导出*（markdown）· *图* · *重新开始*。"),
    "conversation.greeting": E(
        "Hi! Tell me the model and what you want to run (serve, LoRA, full fine-tune, pretrain), and I'll size the GPUs.",
        "你好！告诉我模型和要做的事（推理部署、LoRA 微调、全参微调、预训练），我来估算需要的 GPU。"),
    "conversation.explain.why": E("Why this answer", "为什么是这个答案"),
    "conversation.explain.memory": E("How the memory was computed", "显存是怎么算的"),
    "conversation.explain.assumptions": E("Assumptions", "假设"),
}


def _count(n: float) -> str:
    """A count said back: with thousands separators from 100 up, else as it was (2.5)."""
    return f"{n:,.0f}" if n >= 100 else f"{n:g}"


def _growth_why(a: Mapping[str, Any], lang: str) -> str:
    """Why a growth factor is not applied: not a number, negative, 1 or less (fewer users is a new count), or above
    the most a plan is grown by."""
    f = a["factor"]
    en, zh = (("it is not a number", "这不是一个数") if f != f else
              ("a load never grows by a negative factor", "负载不会按负数倍增长") if f < 0 else
              ("a growth factor is above 1 (for fewer users, say the new count)", "增长倍数须大于 1（人数减少请直接说新的人数）")
              if f <= 1 else ("more than a thousandfold is no longer the same service grown", "超过一千倍已不是同一服务的增长"))
    return en if lang == "en" else zh
