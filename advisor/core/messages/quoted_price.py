"""The words of tools/quoted_price.py: the machine the user named priced at the price they quoted, the listed price
and its source beside it; figures from tools/, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _used(a: Mapping[str, Any], zh: bool) -> str:
    n, inst = a["n"], a["instance"]
    per = ("（按每卡报价 × {n} 张卡）" if zh else f" (your per-GPU quote × {n} GPUs)") if a["per_gpu"] else ""
    per = per.format(n=n) if zh else per
    date = a["as_of"] or ("未注明日期" if zh else "undated")
    if zh:
        head = f"{a['provider']} {inst}（{n} 卡）按你的报价 {a['quote']}/小时 计价{per}"
        if a["same"]:
            return head + f"，与目录标价一致（{a['source']}，{date}）；每月约 {a['month']}（{a['hours']} 小时）"
        listed = (f"目录标价 {a['listed']}/小时（来源：{a['source']}，{date}）" if a["listed"]
                  else "目录里这台机器没有按需价格")
        return (head + f"；{listed}，本答案采用你的报价 {a['said']}：每月约 {a['month']}（{a['hours']} 小时）；"
                "排序只对这台机器用你的报价，其他机器仍按目录价")
    head = f"{a['provider']} {inst} ({n} GPU{'s' if n != 1 else ''}) priced at your quote, {a['quote']}/h{per}"
    if a["same"]:
        return head + f", the same as its listed price ({a['source']}, {date}); ≈ {a['month']} a month ({a['hours']} h)"
    listed = (f"listed at {a['listed']}/h (source: {a['source']}, {date})" if a["listed"]
              else "no listed on-demand price for it")
    return (head + f"; {listed}; your quote {a['said']} is used: ≈ {a['month']} a month ({a['hours']} h); the "
            "ranking uses your quote for this machine only, the others at their listed prices")


def _fair_price(a: Mapping[str, Any], zh: bool) -> str:
    """The quote against the cheapest listed row of the same card (× count, or per GPU)."""
    n, card, unit = a["n"], a["card"], ("每卡" if zh else " per GPU") if a["per_gpu"] else ""
    what = (card if a["per_gpu"] else f"{n} × {card}")
    if a.get("any_variant"):  # a bare family name ("H100"): every variant compared, the cheapest one said
        what = (f"{'' if a['per_gpu'] else f'{n} × '}{a['named']}（任一型号，最便宜的是 {card}）" if zh else
                f"{'' if a['per_gpu'] else f'{n} × '}{a['named']} (any variant; the cheapest listed is the {card})")
    if a["listed_month"] is None and a.get("indirect"):  # judged indirectly, by the card's specs (_indirect)
        return (f"目录里没有 {what} 的按需价格，{a['said']}（约{unit}每月 {a['quote_month']}）无法直接比较" if zh
                else f"no {what} is listed on demand, so {a['said']} (≈ {a['quote_month']} a month{unit}) cannot be "
                "compared directly")
    if a["listed_month"] is None:
        return (f"目录里没有 {what} 的按需价格可比，{a['said']}（约{unit}每月 {a['quote_month']}）是否合理无法判断" if zh
                else f"no {what} is listed on demand to compare, so {a['said']} (≈ {a['quote_month']} a month{unit}) "
                "is not checked")
    where = f" ({a['region']})" if a.get("region") else ""
    row = f"{a['provider']} {a['instance']}{where}，{a['row_n']} × {card}" if zh else \
        f"{a['provider']} {a['instance']}{where}, {a['row_n']} × {card}"
    if a.get("foreign"):  # a mainland quote with no mainland row priced: the row abroad is a reference only
        row += "，境外参考价" if zh else ", a foreign reference"
    if a.get("listed_resold"):  # no seller lists the card itself: the comparator is a resale, no SLA behind it
        row += "，转售挂单、无卖方 SLA" if zh else ", a resale listing, no seller SLA"
    return _fair_price_said(a, zh, what, row, unit, n) + _fair_resale(a, zh, unit)


def _fair_resale(a: Mapping[str, Any], zh: bool, unit: str) -> str:
    """A cheaper resale listing named beside the seller's row: a broker's or a marketplace's, with no seller SLA."""
    if not a.get("resale"):
        return ""
    if zh:
        return f"；另有更便宜的转售挂单 {a['resale']}（{unit and unit + ' '}{a['resale_hour']}/小时），无卖方 SLA，不作比较基准"
    return (f"; a resale listing, no seller SLA, is cheaper beside it ({a['resale']}: {a['resale_hour']}/h{unit}), "
            "not the comparator")


def _fair_price_said(a: Mapping[str, Any], zh: bool, what: str, row: str, unit: str, n: Any) -> str:
    """The quote ÷ the listed row, in words."""
    times_n = (f" × {n} 卡，" if zh else f" × {n} GPUs ") if a["gpu_scope"] and not a["per_gpu"] else ""
    month = "" if a["as_month"] else (f"（{times_n.lstrip()}约{unit}每月 {a['quote_month']}）" if zh
                                      else f" ({times_n.lstrip()}≈ {a['quote_month']} a month{unit})")
    if zh:
        sep = " " if not month and a["said"][-1:].isascii() else ""  # "$9,000 a month 是", "6万人民币是"
        same = f"{what}目录" if a.get("any_variant") else f"同款 {what} 目录"  # "H100（任一型号…）目录": no space
        return (f"你的报价 {a['said']}{month}{sep}是{same}最低按需价的 {a['times']} 倍"
                f"（{row}：{unit and unit + ' '}{a['listed_hour']}/小时 ≈ {unit}每月 {a['listed_month']}，按 {a['hours']} 小时）")
    return (f"your quote, {a['said']}{month}, is {a['times']}× the cheapest listed "
            f"on-demand price of {'' if a.get('any_variant') else 'the same '}{what} ({row}: {a['listed_hour']}/h{unit} "
            f"≈ {a['listed_month']} a month{unit}, {a['hours']} h)")


def _unit(a: Mapping[str, Any], zh: bool) -> str:
    """One figure of the indirect comparison: the quote per TB/s (or per 100 TFLOPS) against a listed card's."""
    bw = a["figure"] == "bandwidth"
    row = f"{a['provider']} {a['instance']}"
    if zh:
        what, per = ("按带宽", "每 TB/s ") if bw else ("按算力", "每 100 TFLOPS ")
        return (f"{what}：你的报价换算为{per}每小时 {a['quote_unit']}，目录里 {a['card']}（{row}，每卡每小时 {a['hour']}）"
                f"为 {a['unit']}，你的报价是它的 {a['ratio']:g} 倍")
    what, per = ("by bandwidth", "per TB/s") if bw else ("by compute", "per 100 TFLOPS")
    return (f"{what}: your quote is {a['quote_unit']} {per} an hour against {a['unit']} for the {a['card']} ({row}, "
            f"{a['hour']} a GPU-hour), {a['ratio']:g}× it")


def _indirect(a: Mapping[str, Any], zh: bool) -> str:
    """A quote on a card no listed row prices: the card from its held specs, what work it suits, and the quote per
    figure against the nearest priced cards — an indirect comparison, never a price made up for the card."""
    units = ("；" if zh else "; ").join(a["units"])
    if zh:
        suits = (f"算力相对带宽偏低（每字节约 {a['ridge']} FLOP）：适合以解码为主的推理，训练和长提示预填充慢" if a["light"]
                 else "算力与带宽较均衡：推理和训练都可用")
        both = "；你没说用途，两种都给出（推理看带宽，训练看算力）" if a["work"] is None else ""
        return (f"；这里不编造 {a['card']} 的价格，只做间接比较：{a['card']} 为 {a['memory_gb']} GB 显存、"
                f"{a['tb_s']:g} TB/s 带宽、约 {a['tflops']} TFLOPS BF16（稠密；来源：{a['source']}），{suits}。{units}"
                f"（按规格上限折算，两张卡按同样比例发挥；实际以实测为准）{both}")
    suits = (f"compute-light for its bandwidth (≈ {a['ridge']} FLOP a byte): it suits decode-heavy serving, and trains "
             "and prefills long prompts slowly" if a["light"] else "balanced compute and bandwidth: serving and training")
    both = "; you did not say the work, so both are given (serving goes by bandwidth, training by compute)" \
        if a["work"] is None else ""
    return (f"; no {a['card']} price is made up, so this is an indirect comparison: the {a['card']} "
            f"has {a['memory_gb']} GB, {a['tb_s']:g} TB/s and ≈ {a['tflops']} TFLOPS BF16 dense (source: {a['source']}), "
            f"{suits}. {units[0].upper()}{units[1:]} (spec ceilings, the same share reached on both cards assumed; "
            f"measure){both}")


_BAND_ZH = {"cheap": "划算", "dear": "偏贵", "close": "与之相当"}
_BAND_EN = {"cheap": "a good price", "dear": "dear", "close": "about the same"}


def _indirect_verdict(a: Mapping[str, Any], zh: bool) -> str:
    """The verdict of an indirect comparison, per figure compared, with the advice to get a second quote."""
    parts = [((f"做推理（按带宽）{_BAND_ZH[b]}" if f == "bandwidth" else f"做训练（按算力）{_BAND_ZH[b]}") if zh else
              (f"for serving (by bandwidth) {_BAND_EN[b]}" if f == "bandwidth" else
               f"for training (by compute) {_BAND_EN[b]}")) for f, b in a["indirect_bands"]]
    if zh:
        return "间接比较：" + "，".join(parts) + f"；仍请向其他供应商要 {a['card']} 报价核实"
    return "indirectly, " + "; ".join(parts) + f"; get a second {a['card']} quote to confirm"


def _months(a: Mapping[str, Any], zh: bool) -> str:
    """The term as said: "3-month" / "3 个月", a whole number of years as years."""
    m = a["term_months"]
    if m >= 12 and m % 12 == 0:
        return f"{m / 12:g} 年" if zh else f"{m / 12:g}-year"
    return f"{m:g} 个月" if zh else f"{m:g}-month"


def _fair_term(a: Mapping[str, Any], zh: bool) -> str:
    """Both prices totalled over the term the user said (empty without a term or a listed price)."""
    if not a.get("term_months") or not a.get("quote_term"):
        return ""
    listed = a.get("listed_term")
    if zh:
        return (f"；按你说的 {_months(a, True)}租期（{a['term_hours']:,} 小时）合计：你的报价约 {a['quote_term']}"
                + (f"，目录按需价约 {listed}" if listed else ""))
    return (f"; over the {_months(a, False)} term you stated ({a['term_hours']:,} h): ≈ {a['quote_term']} at your quote"
            + (f" against ≈ {listed} at the listed on-demand price" if listed else ""))


def _fair_commit(a: Mapping[str, Any], zh: bool) -> str:
    """A commitment priced at or above on-demand: no discount, ask for the committed rate (none is held)."""
    t = _months(a, zh)
    if zh:
        return (f"承诺 {t}却按按需价（或更高）收费等于没有折扣：承诺期的价格通常低于按需价，请向供应商要承诺价"
                "（目录里没有承诺价，这里不假设折扣）")
    return (f"a {t} commitment at or above the on-demand price is no discount: committed rates are normally below on-demand, "
            "so ask for the committed rate (no committed price is held here; none is assumed)")


def _fair_job(a: Mapping[str, Any], zh: bool) -> str:
    """A sized job far shorter than the term: its GPU-hours and cost at the quote against the term's total."""
    t = _months(a, zh)
    over = a["over"] and a.get("times")
    if zh:
        return (f"这个任务只需约 {a['job_gpu_hours']} GPU 小时（按你的报价约 {a['job_cost']}），而 {t}租期合计 "
                f"{a['quote_term']}：按小时租来跑完这个任务即可，不必租 {t}"
                + (f"；报价本身也是目录价的 {a['times']} 倍" if over else ""))
    return (f"the job needs only ≈ {a['job_gpu_hours']} GPU-hours (≈ {a['job_cost']} at your quote) against "
            f"{a['quote_term']} for the {t} term: rent by the hour for the job instead of the term"
            + (f"; the price itself is {a['times']}× the catalog's" if over else ""))


def _fair_cheaper(a: Mapping[str, Any], zh: bool) -> str:
    """The plan's pick dearer than the quote: the quote is the cheaper, the pick the catalog's cheapest comparable."""
    if not a.get("dearer_pick"):
        return ""
    if zh:
        return (f"；你的报价比下面的方案便宜（{a['dearer_pick']} 每小时 {a['pick_hour']}）：下面的方案是目录里最便宜的"
                "可比方案，不是更划算的选择")
    return (f"; your quote is cheaper than the plan below ({a['dearer_pick']} at {a['pick_hour']}/h): that plan is "
            "the catalog's cheapest comparable, not a better deal")


_TASK_EN = {"full_finetune": "full fine-tune", "finetune": "full fine-tune", "lora": "LoRA fine-tune",
            "qlora": "QLoRA fine-tune", "pretrain": "pre-training"}
_TASK_ZH = {"full_finetune": "全参微调", "finetune": "全参微调", "lora": "LoRA 微调", "qlora": "QLoRA 微调",
            "pretrain": "预训练"}


def _box_memory(a: Mapping[str, Any], zh: bool) -> str:
    """A box's memory in one unit: the cards' marketing size, then the usable total in GB with the GiB it comes from
    (docs DESIGN "Units": GB = 10⁹ bytes; fits on the usable memory nvidia-smi reports): 8 × 80 GB cards → "8 × 80 GB
    cards, ≈ 684 GB usable = 8 × 79.65 GiB", never "8 × 80 GB ≈ 687 GB" (8 × 80 GiB said as GB)."""
    n, gib = a["n"], a.get("usable_gib")
    of = f" = {n} × {gib:g} GiB" if gib else ""
    return (f"{n} 张 {a['card_gb']} GB 的卡，可用约 {a['box_gb']} GB{of}" if zh else
            f"{n} × {a['card_gb']} GB cards, ≈ {a['box_gb']} GB usable{of}")


def _fair_box(a: Mapping[str, Any], zh: bool) -> str:
    """The quoted box's memory against the work's weights + KV cache (empty without a model or a box)."""
    if a["need_gb"] is None or a["box_gb"] is None:
        return ""
    n, card = a["n"], a["card"]
    if a.get("training"):  # a training job: the one-GPU total (weights, gradients, optimizer states, activations)
        need = (f"{a['model']} 的{_TASK_ZH.get(a['task'], '训练')}（{a['precision']}）约需 {a['need_gb']} GB"
                f"（权重 + 梯度 + 优化器状态 + 激活，按单卡合计）" if zh else
                f"{a['model']} {_TASK_EN.get(a['task'], 'training')} ({a['precision']}) needs ≈ {a['need_gb']} GB "
                f"(weights + gradients + optimizer states + activations, as one GPU's total)")
    elif zh:
        need = (f"{a['model']}（{a['precision']} 权重）{a['users']} 路并发 × {a['context']:,} token 上下文约需 "
                f"{a['need_gb']} GB（权重 + KV 缓存）")
    else:
        need = (f"{a['model']} ({a['precision']} weights) for {a['users']} users at once × {a['context']:,} tokens "
                f"needs ≈ {a['need_gb']} GB (weights + KV cache)")
    if zh:
        size = ("装不下" if a["small"] else f"是所需的 {a['box_times']} 倍" + ("，明显偏大" if a["box_times"] >= 2 else ""))
        return f"；{need}，这台 {n} × {card}（{_box_memory(a, True)}）{size}"
    size = ("too small for it" if a["small"] else f"{a['box_times']}× that"
            + (", bigger than the work needs" if a["box_times"] >= 2 else ""))
    return f"; {need}, and the {n} × {card} box ({_box_memory(a, False)}) is {size}"


def _band_text(a: Mapping[str, Any], zh: bool) -> str:
    """The committed comparator said: the published discount band off on-demand and its months (or the held reserved
    row), a month for this machine (per GPU-hour beside it), and its source."""
    t, lo, hi = _months(a, zh), a["commit_lo"], a["commit_hi"]
    per = (f"每卡每小时 {a['commit_lo_hour']}–{a['commit_hi_hour']}" if zh else
           f"{a['commit_lo_hour']}–{a['commit_hi_hour']} a GPU-hour")
    if a.get("commit_pcts") is None:
        return (f"目录里这台机器的包月价（{a['commit_source']}）约每月 {lo}" if zh else
                f"the catalog's committed month for this machine ({a['commit_source']}) is ≈ {lo}")
    p0, p1 = a["commit_pcts"]
    if zh:
        return (f"承诺 {t}的价格通常比按需价低 {p0}–{p1}%（公开的承诺折扣，{a['commit_source']}；目录里没有这台机器的"
                f"承诺价）：约每月 {lo}–{hi}（{per}）")
    return (f"a {t} commitment is typically {p0}–{p1} % below on-demand (published commitment discounts, "
            f"{a['commit_source']}; no committed price of this machine is held): ≈ {lo}–{hi} a month ({per})")


def _commit_verdict(a: Mapping[str, Any], zh: bool) -> str:
    """A committed quote against its committed comparator (the band, or a held reserved month): above it, in its
    upper or lower half, or under it; an over-the-catalog quote keeps its head and adds the band."""
    band, place = _band_text(a, zh), a["commit_place"]
    if a["over"]:
        return (f"偏贵，是目录按需价的 {a['times']} 倍，承诺价还应更低：{band}；请按这个区间还价" if zh else
                f"over the catalog's on-demand price by {a['times']}×, and a commitment should cost less still: {band}; "
                "negotiate into that band")
    if place == "above":
        return (f"按承诺价看偏贵（是按需价的 {a['times']} 倍，高于承诺价区间上限 {a['commit_times']:g} 倍）：{band}；"
                "请向供应商要这个区间内的承诺价" if zh else
                f"dear for a commitment ({a['times']}× on-demand, {a['commit_times']:g}× the committed band's top): {band}; "
                "ask for a committed price in that band")
    if place == "upper":
        return (f"作为承诺价合理，但在区间的上半段（是按需价的 {a['times']} 倍）：{band}；"
                f"可以往 {a['commit_lo']}（每卡每小时 {a['commit_lo_hour']}）还价"
                if zh else f"a fair committed price, in the upper half of the band ({a['times']}× on-demand): {band}; "
                f"there is room to negotiate towards ≈ {a['commit_lo']} ({a['commit_lo_hour']} a GPU-hour)")
    if place == "lower":
        return (f"作为承诺价不错，在区间的下半段（是按需价的 {a['times']} 倍）：{band}" if zh else
                f"a good committed price, in the lower half of the band ({a['times']}× on-demand): {band}")
    return (f"低于承诺价区间，价格很好（是按需价的 {a['times']} 倍）：{band}；核对包含的支持、地区与是否会被中断" if zh else
            f"under the committed band, a very good price ({a['times']}× on-demand): {band}; check the support, "
            "region and interruptions it includes")


def _foreign_verdict(a: Mapping[str, Any], zh: bool) -> str:
    """A mainland quote with only a foreign row to compare: the reference named as foreign, never "a good price"."""
    names = ("、" if zh else ", ").join(a["foreign"])
    if zh:
        return (f"国内市场不在我的价格数据里（{names} 的价格未收录），上面的 {a['provider']}（{a['region'] or '境外'}）"
                f"只是境外参考价，不能据此说国内报价便宜或贵：请拿 {names} 同款卡的按量和包月价来比")
    return (f"the mainland market is not in my price data ({names} not priced); {a['provider']} "
            f"({a['region'] or 'abroad'}) above is a foreign reference only, so no cheap-or-dear verdict is drawn from "
            f"it: compare the same card's hourly and monthly prices at {names}")


def _platforms_verdict(a: Mapping[str, Any], zh: bool) -> str:
    """A mainland quote under the mainland clouds' cheapest row while the GPU-rental platforms are not priced: under
    the clouds' list price, never "a good price" (those platforms often rent the same card for less)."""
    names = ("、" if zh else ", ").join(a["platforms"])
    if zh:
        return (f"低于国内云厂商的目录最低价（{a['provider']}），但 {names} 等算力租赁平台的价格不在我的数据里，"
                "它们同款卡往往更便宜：先拿它们的按量和包月价比一比，再下结论")
    return (f"under the mainland clouds' cheapest listed price ({a['provider']}), but {names} are not in my price data "
            "and often rent the same card for less: compare their hourly and monthly prices before calling it cheap")


def _platforms_commit(a: Mapping[str, Any], zh: bool) -> str:
    """A committed mainland quote in the lower half of its band or under it while the GPU-rental platforms are not
    priced: low against the clouds' committed prices, never "a good price" (those platforms' plans are often lower)."""
    names, band = ("、" if zh else ", ").join(a["platforms"]), _band_text(a, zh)
    under = a["commit_place"] == "under"
    if zh:
        return (f"与国内云厂商的承诺价相比{'更低' if under else '在区间下半段'}（是按需价的 {a['times']} 倍）：{band}；"
                f"但 {names} 等算力租赁平台的价格不在我的数据里，它们的包月价往往更低：先拿来比一比再下结论")
    return (f"{'under' if under else 'in the lower half of'} the clouds' committed prices ({a['times']}× on-demand): "
            f"{band}; but {names} are not in my price data and their monthly plans are often lower: compare them "
            "before calling it cheap")


def _fair_verdict(a: Mapping[str, Any], zh: bool) -> str:
    """What to do: a box too small first (whatever its price), then over the catalog, then fair."""
    if a["small"]:
        return "这台机器装不下这个负载，价格再低也不合适：租下面的方案" if zh else \
            "the box is too small for this work, whatever its price: rent the plan below"
    if a.get("job_gpu_hours"):
        return _fair_job(a, zh)
    alone = a.get("alone")  # no plan below the verdict (no model named yet): nothing "below" to point at
    if a["listed_month"] is None and a.get("indirect_bands"):
        return _indirect_verdict(a, zh)
    if a["listed_month"] is None:
        if alone:
            return "先向其他供应商询价比较" if zh else "compare it with other providers' quotes"
        return "先和下面的方案比价" if zh else "compare it with the plan below"
    if a.get("foreign") and not a["over"]:  # a mainland quote under a foreign row only: a reference, no verdict
        return _foreign_verdict(a, zh)
    if a.get("commit_place"):  # a committed quote: against the committed band (or a held reserved month)
        low = a.get("platforms") and a["commit_place"] in ("lower", "under") and not a["over"]
        return (_platforms_commit(a, zh) if low else _commit_verdict(a, zh)) + _fair_cheaper(a, zh)
    commit = a.get("term_months") and a.get("committed") and not a["under"]
    if a["over"]:
        rent = ("或按上面那行的目录价租" if alone else "或租下面的方案") if zh else \
            ("or rent the listed row named above" if alone else "or rent the plan below")
        head = (f"偏贵，是目录价的 {a['times']} 倍：按目录价（约每月 {a['listed_month']}）还价，{rent}" if zh
                else f"over the catalog by {a['times']}×: negotiate towards ≈ {a['listed_month']} a month, {rent}")
        return head + (("；" if zh else "; ") + _fair_commit(a, zh) if commit else "")
    if commit:  # at parity (0.95–1.05×) or above it but under the "over" line: the ratio said, never "parity"
        above = a.get("times") is not None and a["times"] > 1.05
        head = ((f"比按需价高（{a['times']} 倍），" if above else "与按需价持平，") if zh else
                (f"above the on-demand price ({a['times']}×): " if above else "at on-demand parity: "))
        return head + _fair_commit(a, zh) + _fair_cheaper(a, zh)
    if a["under"] and a.get("resale"):  # under the sellers' own rows, yet a resale (no SLA) lists it cheaper
        return ("低于卖方自营的最低按需价，价格不错（只有无 SLA 的转售挂单更便宜；核对包含的支持与地区）" if zh else
                "under the sellers' own cheapest on-demand price, a good price (only a resale listing with no SLA is "
                "cheaper; check the support and region it includes)") + _fair_cheaper(a, zh)
    if a["under"] and a.get("platforms"):  # under the mainland clouds, the GPU-rental platforms not priced
        return _platforms_verdict(a, zh)
    if a["under"]:
        return ("低于目录最低价，价格不错（核对包含的支持、地区与是否会被中断）" if zh else
                "under the catalog's cheapest, a good price (check the support, region and interruptions it includes)"
                ) + _fair_cheaper(a, zh)
    return ("在目录价附近，价格合理" if zh else "a fair price, close to the catalog's") + _fair_cheaper(a, zh)


def _fair(a: Mapping[str, Any], zh: bool) -> str:
    price, box, verdict = _fair_price(a, zh) + _fair_term(a, zh), _fair_box(a, zh), _fair_verdict(a, zh)
    if a.get("indirect"):  # an unpriced card: its specs and the quote per figure against the nearest priced cards
        price += a["indirect"]
    if zh:
        return f"报价是否合理：{price}{box}。结论：{verdict}。"
    return f"Is the quote fair? {price[0].upper()}{price[1:]}{box}. Verdict: {verdict}."


ENTRIES = {
    # a machine quote judged when the user asks whether it is fair (tools.quoted_price.fair_quote_msg)
    "quoted_price.fair": E(lambda a: _fair(a, False), lambda a: _fair(a, True)),
    # a price the user quoted for the machine they named (tools.quoted_price.quote_note)
    "quoted_price.used": E(lambda a: _used(a, False), lambda a: _used(a, True)),
    "quoted_price.label": E("your quote {said}", "你的报价 {said}"),
    # the model question under a price verdict given alone (advisor.core.quote_fair.quote_questions): optional
    "quoted_price.model_optional": E(
        "Optional: which model will it run (e.g. Llama-3.1-8B, Qwen2.5-72B, or just 13B)? Tell me and I'll check the box "
        "holds it.",
        "（可选）这台机器要跑哪个模型（例如 Llama-3.1-8B、Qwen2.5-72B，或直接说 13B）？告诉我，我来核对它装不装得下。"),
    "quoted_price.model_size_optional": E(
        "Optional: that model is not in my catalog (see above); tell me its parameters in all (e.g. 'a generic 100B') "
        "and I'll check the box holds it.",
        "（可选）这个模型不在我的模型库里（见上）：告诉我它总共多少参数（例如“通用 100B”），我来核对这台机器装不装得下。"),
    # a quote on a card no listed row prices (tools.quoted_price.indirect_msg): its specs and the quote per figure
    "quoted_price.indirect": E(lambda a: _indirect(a, False), lambda a: _indirect(a, True)),
    "quoted_price.unit": E(lambda a: _unit(a, False), lambda a: _unit(a, True)),
    # a model named beside the quote that no table holds: the verdict stands on the price, no model sized in its place
    "quoted_price.model_not_held": E(
        "{said} is not in my catalog: the verdict above is on the price alone, and no other model is sized in its place",
        "{said} 不在我的模型库里：上面的结论只看价格，也不拿别的模型代替它估算"),
    # under a verdict given with no model named: the price is judged; the questions only size the work
    "quoted_price.questions_optional": E(
        "That verdict is on the price alone. To check the machine against your work (does it hold it, is it the "
        "right size), answer the questions below",
        "以上只就价格下结论；要核对这台机器是否装得下、大小是否合适你的工作，请回答下面的问题"),
}
