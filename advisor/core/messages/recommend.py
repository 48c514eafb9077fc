"""The words of tools/recommend.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E, pick
from advisor.core.messages.common import ZH_PERIOD, about_zh, tariff_note_en, tariff_note_zh
from tools.wording import gpu_hours_number as _gh
from tools.wording import plural

# a BF16 model's plan on a card without BF16 (V100, T4) runs in FP16 (tools.compat.fp16_instead): named so
_FP16_EN = " (in FP16: no BF16 on it)"
_FP16_ZH = "（按 FP16：该卡不支持 BF16）"

# why a tight serving pick still leads (tools.recommend.tight_kept_why): said after the plan with room, or alone
TIGHT_WHY_EN = {
    "cheapest": "; the tight plan leads because you asked for the cheapest: rent the roomy one if the full-load test fails",
    "stated": "; the tight plan leads because you named the hardware: rent the roomy one if the full-load test fails",
    "weights": "; the tight plan leads on the ranking weights you set",
    "fastest": "; the tight plan leads because no plan with room is as fast per user (you asked for the fastest)",
    "targets": "; the tight plan leads because no plan with room within {x:g}× its price keeps every target you set",
    "none": "; it leads because no listed plan holds this load with room",
    "price": "; the tight plan leads on price: the plan with room costs {t:,.1f}× as much an hour; rent it if the "
             "full-load test fails",
    "unranked": "; the plan with room is not among the ranked plans (a rule of the ranking left it out), so the tight "
                "plan leads: rent the roomy one if the full-load test fails"}
TIGHT_WHY_ZH = {
    "cheapest": "；因为你要最便宜的，所以先列偏紧的方案：满负载测试不过就租留有余量的方案",
    "stated": "；因为你指定了硬件，所以先列偏紧的方案：满负载测试不过就租留有余量的方案",
    "weights": "；按你设定的排序权重，偏紧的方案排在前面",
    "fastest": "；留有余量的方案每个用户都没有它快（你要最快的），所以先列偏紧的方案",
    "targets": "；价格 {x:g} 倍以内留有余量的方案达不到你设定的全部目标，所以先列偏紧的方案",
    "none": "；列出的方案里没有能留有余量承载这个负载的，所以先列它",
    "price": "；偏紧的方案排在前面是因为价格：留有余量的方案每小时贵 {t:,.1f} 倍；满负载测试不过就租它",
    "unranked": "；留有余量的方案不在排名里（被排名规则排除），所以先列偏紧的方案：满负载测试不过就租留有余量的方案"}



def _run_day_en(a: Mapping[str, Any]) -> str | None:
    """A daily batch's run days said with it: "weekday" for Monday to Friday, "run day" for other days a week."""
    days = a.get("days")
    if a.get("period") != "day" or not days or days >= 7:
        return None
    return "weekday" if days == 5 else "run day"

def _batch_run_en(a: Mapping[str, Any]) -> str:
    each = (f"{a['run']} each run (every {a['every']} {a['period']}s)" if a.get("every") else
            f"{a['run']} each {a['period']}" if a.get("period") else f"{a['run']} the job")
    month = f", ≈ {a['month']} a month" if a.get("month") else ""
    return f"; a run takes ≈ {a['took']}: {each}{month}"


def _batch_run_zh(a: Mapping[str, Any]) -> str:
    each = (f"每批（每 {a['every']} {ZH_PERIOD.get(a['period'], a['period'])}一批）{a['run']}" if a.get("every") else
            f"每{ZH_PERIOD.get(a['period'], a['period'])} {a['run']}" if a.get("period") else f"整个任务 {a['run']}")
    month = f"，每月约 {a['month']}" if a.get("month") else ""
    return f"；每次约 {about_zh(a['took']).removeprefix('约').strip()} 跑完：{each}{month}"


def _secs_en(a: Mapping[str, Any]) -> str:
    """A first-token time in words: minutes when tools gave them (`mins`), else seconds."""
    return f"{a['mins']:,.1f} min" if a.get("mins") else f"{a['ttft']:,.0f} s"


def _secs_zh(a: Mapping[str, Any]) -> str:
    return f"{a['mins']:,.1f} 分钟" if a.get("mins") else f"{a['ttft']:,.0f} 秒"


def _owned_cards(a: Mapping[str, Any]) -> str:
    """The owned cards as said in a route's yes: "4 × L20", the count alone without a name, "cards" without either."""
    if a.get("cards") and a.get("name"):
        return f"{a['cards']} × {a['name']}"
    return f"{a['cards']} cards" if a.get("cards") else "cards"


def _route_tps_en(a: Mapping[str, Any]) -> str:
    """The route's decode speed per user on the owned cards, with every user busy (absent when not sized)."""
    if not a.get("tps"):
        return ""
    if a.get("cards") == 1:
        return (f"; ≈ {a['tps']:,.0f} tokens/s per user with all {a['users']:,} busy (decode is bound by the card's "
                "memory bandwidth)")
    return (f"; ≈ {a['tps']:,.0f} tokens/s per user with all {a['users']:,} busy (decode is bound by each card's "
            f"memory bandwidth; the cards share each step over {a.get('link') or 'PCIe'})")


def _took(a: Mapping[str, Any]) -> str:
    """A sized job's hours on the owned cards after a route's figures (tools.recommend.owned_route_job), else nothing."""
    return str(a.get("took") or "")


def _route_tps_zh(a: Mapping[str, Any]) -> str:
    if not a.get("tps"):
        return ""
    if a.get("cards") == 1:
        return f"；{a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s（解码受这张卡的显存带宽限制）"
    return (f"；{a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s（解码受每张卡的显存带宽限制，"
            f"各卡经 {a.get('link') or 'PCIe'} 协同每一步）")


def _no_offers_en(a: Mapping[str, Any]) -> str:
    """A provider / region with no priced offer in the catalog (tools.recommend.place_fallback)."""
    who = ", ".join(a["providers"]) or "any provider"
    where = f" in {', '.join(a['regions'])}" if a["regions"] else ""
    listed = f" The catalog's {who} prices cover: {', '.join(a['have'])}." if a["listed"] else ""
    held = list(zip(a.get("held_where") or [], a.get("held_n") or []))
    if held:
        n = sum(c for _, c in held)
        places = ", ".join(f"{g} ({c})" for g, c in held)
        return (f"The catalog has no rankable offers from {who}{where}: {n} offers from {places} have only an undated, "
                "unconfirmed price (one third-party snapshot; no dated reading or second listing confirms it) and are not "
                f"ranked. Check the price with the seller, or import a quote (`gpu-advisor catalog import`).{listed}")
    return (f"The catalog has no priced offers from {who}{where}; this says nothing about whether the hardware can do the "
            f"job.{listed}")


def _no_offers_zh(a: Mapping[str, Any]) -> str:
    who = "、".join(a["providers"]) or "任何云厂商"
    where = f"在 {'、'.join(a['regions'])} " if a["regions"] else " "
    listed = f"目录中 {'、'.join(a['providers'])} 的价格覆盖这些区域：{'、'.join(a['have'])}。" if a["listed"] else ""
    held = list(zip(a.get("held_where") or [], a.get("held_n") or []))
    if held:
        n = sum(c for _, c in held)
        places = "、".join(f"{g}（{c} 个）" for g, c in held)
        return (f"目录中没有 {who}{where}可参与排名的报价：{places}共 {n} 个报价只有未注明日期、未经证实的价格"
                "（仅一份第三方快照，没有带日期的读数或第二个报价佐证），因此不参与排名。"
                f"请向卖方核实价格，或导入报价（`gpu-advisor catalog import`）。{listed}")
    return f"目录中没有 {who}{where}的报价；这不代表硬件做不了这件事。{listed}"


def _figs_en(a: Mapping[str, Any], suffix: str = "") -> str:
    """A serving plan's figures against the floor and limit (tools.recommend.serving_margin_line)."""
    parts = []
    tps = a.get("tps" + suffix)
    if tps is not None and a.get("floor"):
        at = f" at the full {a['ctx']:,}-token context" if a.get("ctx") else ""
        parts.append(f"{tps:,.1f} tok/s per user{at}")
    ttft = a.get("ttft" + suffix)
    if ttft is not None:
        parts.append(f"first token in {ttft:,.2f} s")
    return " and ".join(parts)


def _figs_zh(a: Mapping[str, Any], suffix: str = "") -> str:
    parts = []
    tps = a.get("tps" + suffix)
    if tps is not None and a.get("floor"):
        at = f"（在完整的 {a['ctx']:,} token 上下文）" if a.get("ctx") else ""
        parts.append(f"每用户 {tps:,.1f} tok/s{at}")
    ttft = a.get("ttft" + suffix)
    if ttft is not None:
        parts.append(f"首 token {ttft:,.2f} 秒")
    return "、".join(parts)


def _against_en(a: Mapping[str, Any]) -> str:
    floor = a.get("floor_said") or f"{a.get('floor') or 0:g} tok/s per user"  # with its origin (floor_words)
    err = f"; the estimate may be {a['err']:.0%} off" if a.get("floor_said") else f" (the estimate may be {a['err']:.0%} off)"
    bits = ([f"{floor}{err}"] if a.get("floor") else []) + (
        [f"a {a['limit']:g} s first token (the estimate may be {a['err_ttft']:.0%} off)"] if a.get("limit") else [])
    return " and ".join(bits)


def _against_zh(a: Mapping[str, Any]) -> str:
    floor = a.get("floor_said") or f"每用户 {a.get('floor') or 0:g} tok/s"
    err = f"，估算可能偏差约 {a['err']:.0%}" if a.get("floor_said") else f"（估算可能偏差约 {a['err']:.0%}）"
    bits = ([f"{floor}{err}"] if a.get("floor") else []) + (
        [f"首 token {a['limit']:g} 秒（估算可能偏差约 {a['err_ttft']:.0%}）"] if a.get("limit") else [])
    return "、".join(bits)


def _below_floor(a: Mapping[str, Any]) -> bool:
    """A thin-plan line whose per-user figure (at the sized context) is under the floor or target it is held to."""
    return bool(a.get("floor")) and a.get("tps") is not None and a["tps"] < a["floor"]


def _thin_en(a: Mapping[str, Any]) -> str:
    below = _below_floor(a)
    head = (f"Thin margin: {a['thin_machine']} ({a['thin_layout']}) gives {_figs_en(a)} against {_against_en(a)}, "
            + ("below the floor once every stream holds the context the memory is sized for" if below else
               "inside the at-load speed model's own error")
            + (f"; its TP {a['pcie_tp']} runs over PCIe and that figure is before the all-reduce loss: at the "
               f"{a['pcie_loss']:.0%} low end of the 30–60 % it can take, ≈ {a['pcie_tps']:,.1f} tok/s"
               if a.get("pcie_tps") else ""))
    if a.get("far_ratio"):
        return (head + f"; the cheapest plan that keeps that margin ({a['far_machine']}) costs {a['far_ratio']:,.1f}× "
                "as much: measure the pick at the stated load (vLLM benchmark_serving --max-concurrency) first")
    if "machine" not in a:
        return (head + "; no listed plan keeps that margin: measure at the stated load (vLLM benchmark_serving "
                "--max-concurrency) before committing")
    if a.get("promoted"):
        less = f"{a['less']:.0%} less" if a["less"] >= 0.005 else "the same price"
        return (f"{a['machine']}, {a['layout']}, comes first at {a['money']}/h: {_figs_en(a, '_2')} keeps the margin "
                f"against {_against_en(a)}; cheaper but thin: {a['thin_machine']} ({a['thin_layout']}, {less}): "
                f"{_figs_en(a)}{_target_en(a)}, "
                + ("below it once every stream holds the context the memory is sized for" if below
                   else "inside the speed model's error"))
    return (f"{head}; {a['machine']}, {a['layout']}, keeps the margin ({_figs_en(a, '_2')}) at {a['money']}/h "
            f"({a['more']:+.0%})")


def _target_en(a: Mapping[str, Any]) -> str:
    """" vs target 20 tok/s" and / or " vs a 2 s limit": the figures a thin plan is held to, in numbers."""
    bits = ([f"{a['floor']:g} tok/s"] if a.get("floor") and a.get("tps") is not None else []) + (
        [f"a {a['limit']:g} s first token"] if a.get("limit") and a.get("ttft") is not None else [])
    return f" vs target {' and '.join(bits)}" if bits else ""


def _target_zh(a: Mapping[str, Any]) -> str:
    bits = ([f"每用户 {a['floor']:g} tok/s"] if a.get("floor") and a.get("tps") is not None else []) + (
        [f"首 token {a['limit']:g} 秒"] if a.get("limit") and a.get("ttft") is not None else [])
    return f"（目标：{'、'.join(bits)}）" if bits else ""


def _below_head_en(a: Mapping[str, Any]) -> str:
    """One verdict, then its figures: the per-user speed under the target at the full context, then the first token
    against its limit as its own clause (once read as "… 0.08 s against your 30 tokens/s per user; the estimate may
    be 37% off and a 0.5 s first token (…)")."""
    floor = a.get("floor_said") or f"{a.get('floor') or 0:g} tok/s per user"
    ctx = f" once every stream holds the full {a['ctx']:,}-token context" if a.get("ctx") else ""
    out = (f"Below your target at the full context: ≈ {a['tps']:,.1f} tok/s per user{ctx}, against {floor} (it holds "
           f"the target only at typical prompts; the speed estimate may be {a['err']:.0%} off)")
    if a.get("ttft") is not None and a.get("limit"):
        ok = "within" if a["ttft"] <= a["limit"] else "over"
        out += (f"; first token ≈ {a['ttft']:,.2f} s, {ok} your {a['limit']:g} s limit (that estimate may be "
                f"{a['err_ttft']:.0%} off)")
    return out


def _below_head_zh(a: Mapping[str, Any]) -> str:
    floor = a.get("floor_said") or f"每用户 {a.get('floor') or 0:g} tok/s"
    ctx = f"（每路都到完整的 {a['ctx']:,} token 上下文时）" if a.get("ctx") else ""
    out = (f"满上下文时低于你的目标：每用户约 {a['tps']:,.1f} tok/s{ctx}，目标是{floor}（只在典型长度的提示下达标；"
           f"速度估算可能偏差约 {a['err']:.0%}）")
    if a.get("ttft") is not None and a.get("limit"):
        ok = f"在你的 {a['limit']:g} 秒上限内" if a["ttft"] <= a["limit"] else f"超过你的 {a['limit']:g} 秒上限"
        out += f"；首 token 约 {a['ttft']:,.2f} 秒，{ok}（该估算可能偏差约 {a['err_ttft']:.0%}）"
    return out


def _thin_head_en(a: Mapping[str, Any]) -> str:
    """A headline whose pick keeps its per-user target only inside the speed model's error."""
    below = _below_floor(a)
    head = (f"{a['msg']}. " + (_below_head_en(a) if below else
                                f"Thin margin: {_figs_en(a)} against {_against_en(a)}, inside the speed model's own "
                                "error")
            + (f"; TP {a['pcie_tp']} over PCIe: at the {a['pcie_loss']:.0%} low end of the all-reduce loss, "
               f"≈ {a['pcie_tps']:,.1f} tok/s" if a.get("pcie_tps") else ""))
    bench = "measure the pick at your load (vLLM benchmark_serving --max-concurrency)"
    if a.get("machine"):
        return (head + f"; {a['machine']} keeps the margin ({_figs_en(a, '_2')}) at {a['money']}/h "
                f"({a['more']:+.0%}): {bench} first")
    if a.get("far_ratio"):
        return (head + f"; the cheapest plan that keeps that margin ({a['far_machine']}) costs {a['far_ratio']:,.1f}× "
                f"as much: {bench} first")
    if below:
        return head + f"; no listed plan holds the target at the full context: {bench} before committing"
    return head + f"; no listed plan keeps that margin: {bench} before committing"


def _thin_head_zh(a: Mapping[str, Any]) -> str:
    below = _below_floor(a)
    head = (f"{a['msg']}。" + (_below_head_zh(a) if below else
                              f"余量偏小：{_figs_zh(a)}，相对 {_against_zh(a)}，仍在速度模型自身误差之内")
            + (f"；TP {a['pcie_tp']} 走 PCIe：按 all-reduce 损耗下限 {a['pcie_loss']:.0%} 计约 {a['pcie_tps']:,.1f} tok/s"
               if a.get("pcie_tps") else ""))
    bench = "请先按你的负载实测所选方案（vLLM benchmark_serving --max-concurrency）"
    if a.get("machine"):
        return head + f"；{a['machine']}留有余量（{_figs_zh(a, '_2')}），每小时 {a['money']}（{a['more']:+.0%}）：{bench}"
    if a.get("far_ratio"):
        return head + f"；能留出该余量的最便宜方案（{a['far_machine']}）价格是它的 {a['far_ratio']:,.1f} 倍：{bench}"
    if below:
        return head + f"；目录中没有方案在满上下文时达标：{bench}再决定"
    return head + f"；目录中没有方案能留出该余量：{bench}再决定"


def _office_en(a: Mapping[str, Any]) -> str:
    """A team's tool up only in office hours (tools.recommend._budget_way_office), with each user's speed; under the
    per-user floor it opens with "no plan within the budget gives" the floor and what meeting it costs."""
    name = f" in {a['name']}" if a.get("name") else ""
    tps = f"; ≈ {a['tps']:,.0f} tokens/s per user at your load" if a.get("tps") is not None else ""
    tail = (" — nobody is served outside those hours, and the model loads again each morning (minutes); work sent "
            "after hours waits for the morning")
    if not a.get("floor"):
        return (f"Within the budget if it runs only while your {a['people']:,} people work (9:00–18:00 on "
                f"weekdays){name}: {a['fleet']} at {a['money']}/h{a['month']}{tps}{tail}")
    meet = (f"; meeting it costs {a['meet_fleet']} at {a['meet_money']}/h ({a['meet_month']} a month in office hours)"
            if a.get("meet_fleet") else "; no listed plan in your constraints meets it")
    return (f"No plan within the budget gives {a['floor_said']}; the closest, up only while your {a['people']:,} "
            f"people work (9:00–18:00 on weekdays){name}: {a['fleet']} at {a['money']}/h{a['month']}, ≈ "
            f"{a['tps']:,.0f} tokens/s per user at your load, under {a['floor']:g}{tail}{meet}")


def _office_zh(a: Mapping[str, Any]) -> str:
    name = f"、改用 {a['name']}" if a.get("name") else ""
    tps = f"；满负载时每个用户约 {a['tps']:,.0f} tokens/s" if a.get("tps") is not None else ""
    tail = "——下班时间不提供服务，每天早上要重新加载模型（几分钟）；下班后提交的任务等到第二天上班再处理"
    if not a.get("floor"):
        return (f"只在你们 {a['people']:,} 人上班时开机（工作日 9:00–18:00）{name}就在预算之内：{a['fleet']}，每小时 "
                f"{a['money']}{a['month']}{tps}{tail}")
    meet = (f"；要达到它需要 {a['meet_fleet']}，每小时 {a['meet_money']}（只在上班时间开机每月 {a['meet_month']}）"
            if a.get("meet_fleet") else "；在你的约束下没有方案能达到")
    return (f"预算之内没有方案能达到{a['floor_said']}；最接近的方案：在你们 {a['people']:,} 人上班时才开机（工作日 "
            f"9:00–18:00）{name}：{a['fleet']}，每小时 {a['money']}{a['month']}，满负载时每个用户约 {a['tps']:,.0f} "
            f"tokens/s，低于 {a['floor']:g}{tail}{meet}")


def _thin_zh(a: Mapping[str, Any]) -> str:
    below = _below_floor(a)
    head = (f"余量偏小：{a['thin_machine']}（{a['thin_layout']}）{_figs_zh(a)}，相对 {_against_zh(a)}"
            + ("，在每个请求都达到显存所按的上下文时低于下限" if below else "，仍在负载速度模型自身误差之内")
            + (f"；且其 TP {a['pcie_tp']} 走 PCIe，该数字未扣 all-reduce 损耗：按 30–60% 的下限 "
               f"{a['pcie_loss']:.0%} 计约 {a['pcie_tps']:,.1f} tok/s" if a.get("pcie_tps") else ""))
    if a.get("far_ratio"):
        return (head + f"；能留出该余量的最便宜方案（{a['far_machine']}）价格是它的 {a['far_ratio']:,.1f} 倍："
                "请先按所述并发实测所选方案（vLLM benchmark_serving --max-concurrency）")
    if "machine" not in a:
        return head + "；目录中没有方案能留出该余量：请先按所述并发实测（vLLM benchmark_serving --max-concurrency）再决定"
    if a.get("promoted"):
        less = f"便宜 {a['less']:.0%}" if a["less"] >= 0.005 else "价格相同"
        return (f"{a['machine']}（{a['layout']}）排第一：{_figs_zh(a, '_2')}，相对 {_against_zh(a)} 留有余量，每小时 "
                f"{a['money']}；更便宜但余量偏小：{a['thin_machine']}（{a['thin_layout']}，{less}）：{_figs_zh(a)}"
                f"{_target_zh(a)}，"
                + ("在每个请求都达到显存所按的上下文时低于目标" if below else "只在速度模型误差之内达标"))
    return f"{head}；{a['machine']}（{a['layout']}）留有余量（{_figs_zh(a, '_2')}），每小时 {a['money']}（{a['more']:+.0%}）"


def _speeds_en(a: Mapping[str, Any]) -> str:
    if a.get("tps") is None or a.get("pick_tps") is None:
        return ""
    return f" ({a['tps']:,.0f} tok/s per user against this plan's {a['pick_tps']:,.0f})"


def _below_asked_keep_en(a: Mapping[str, Any]) -> str:
    """A rented card asked about at a precision it cannot hold: the 4-bit plan on it leads; its quality cost and the
    plan as asked, priced (tools.recommend._adopt_route)."""
    return (f"Quality: {a['label']} — some loss against {a['now']} (most on long reasoning, code and maths); test it on "
            f"your own prompts before relying on it. Keeping {a['now']} as asked: {a['fleet']} at {a['money']}/h"
            f"{a.get('month') or ''}, {a['ratio']:.1f}× this plan{_speeds_en(a)}.")


def _below_asked_keep_zh(a: Mapping[str, Any]) -> str:
    sp = (f"（每用户 {a['tps']:,.0f} tok/s，本方案为 {a['pick_tps']:,.0f}）"
          if a.get("tps") is not None and a.get("pick_tps") is not None else "")
    return (f"质量：{a['label']}——相对{a['now']}会有一些损失（长推理、代码和数学上最明显），正式使用前先用自己的提示测一下。"
            f"保持所问的{a['now']}：{a['fleet']}，每小时 {a['money']}{a.get('month') or ''}，"
            f"是本方案的 {a['ratio']:.1f} 倍{sp}。")


def _replicas_past(a: Mapping[str, Any], zh: bool) -> str:
    """What the single box misses: the 90 % pool limit, the floor at full context, or both."""
    past_pool = a.get("thin_pool") is not None and a["thin_pool"] > 0.9
    under = a.get("thin_tps") is not None and a["thin_tps"] < a["floor"]
    ctx = f"{a['ctx']:,}" if a.get("ctx") else ""
    if zh:
        parts = ([f"占显存池的 {a['thin_pool']:.0%}，超过 90% 的部署上限"] if past_pool else []) + (
            [f"满上下文（{ctx} token）时每用户 {a['thin_tps']:,.1f} tok/s，低于 {a['floor']:g} 的下限"] if under else [])
        return "，".join(parts)
    parts = ([f"at {a['thin_pool']:.0%} of its pool, past the 90 % limit"] if past_pool else []) + (
        [f"{a['thin_tps']:,.1f} tok/s per user at the full {ctx}-token context, under the {a['floor']:g} tok/s floor"]
        if under else [])
    return " and ".join(parts)


def _replicas_lead_en(a: Mapping[str, Any]) -> str:
    return (f"{a['machine']} behind a load balancer, {a['users']} users each, comes first: each replica at "
            f"{a['pool']:.0%} of its pool and {a['tps']:,.1f} tok/s per user at the full context, {a['money']}/h — the "
            f"cheapest plan that holds both the 90 % pool limit and the floor; {a['thin_machine']} alone is cheaper "
            f"({a['thin_money']}/h) but {_replicas_past(a, False)}")


def _replicas_lead_zh(a: Mapping[str, Any]) -> str:
    return (f"{a['machine']} 做负载均衡、每台 {a['users']} 个用户排第一：每个副本占显存池的 {a['pool']:.0%}，"
            f"满上下文时每用户 {a['tps']:,.1f} tok/s，每小时 {a['money']}——同时守住 90% 显存池上限和速度下限的最便宜方案；"
            f"只用一台 {a['thin_machine']} 更便宜（每小时 {a['thin_money']}），但{_replicas_past(a, True)}")


def _floor_capped_en(a: Mapping[str, Any]) -> str:
    """A pick that holds the floor at the typical request but not at full context, kept first because the plan
    holding it there costs over the cap (tools.recommend.serving_margin_line, tools.ranking.FLOOR_GIVES_WAY)."""
    ctx = f"the full {a['ctx']:,}-token context" if a.get("ctx") else "the context its memory is sized for"
    return (f"{a['thin_machine']} ({a['thin_layout']}) leads: {a['typ_tps']:,.1f} tok/s per user at the typical request "
            f"against {_against_en(a)}; with every stream at {ctx} it gives {a['tps']:,.1f} tok/s, below the floor. "
            f"The cheapest plan that holds it there, {a['machine']} ({a['tps_2']:,.1f} tok/s), costs {a['money']}/h, "
            f"{a['ratio']:,.1f}× as much — past the {a['cap']:.2g}× a worst-case context is worth: measure the pick at "
            "the stated load (vLLM benchmark_serving --max-concurrency) and add a replica if long prompts make it miss")


def _floor_capped_zh(a: Mapping[str, Any]) -> str:
    ctx = f"完整的 {a['ctx']:,} token 上下文" if a.get("ctx") else "显存所按的上下文"
    return (f"{a['thin_machine']}（{a['thin_layout']}）排第一：典型请求下每用户 {a['typ_tps']:,.1f} tok/s，相对 "
            f"{_against_zh(a)}；每个请求都达到{ctx}时为 {a['tps']:,.1f} tok/s，低于下限。在那里也达到下限的最便宜方案是 "
            f"{a['machine']}（{a['tps_2']:,.1f} tok/s），每小时 {a['money']}，是它的 {a['ratio']:,.1f} 倍——超过了为最坏情况"
            f"上下文值得多付的 {a['cap']:.2g} 倍：请先按所述并发实测所选方案（vLLM benchmark_serving --max-concurrency），"
            "长提示导致不达标时再加一个副本")


def _route_en(a: Mapping[str, Any]) -> str:
    what = ("LoRA (adapters over frozen BF16 weights; not a full fine-tune)" if a["task"] == "lora" else
            "QLoRA (adapters over a frozen 4-bit NF4 base, sharded over the cards with FSDP-QLoRA, Answer.AI 2024; not a "
            "full fine-tune)")
    return f"The nearest method, {what}: {a['v']}{a['plan'] or ''}"


def _route_zh(a: Mapping[str, Any]) -> str:
    what = ("LoRA（冻结的 BF16 权重上训练适配器；不是全参微调）" if a["task"] == "lora" else
            "QLoRA（冻结的 4 比特 NF4 底座上训练适配器，FSDP-QLoRA 跨卡分片，Answer.AI 2024；不是全参微调）")
    return f"最接近的方法是 {what}：{a['v']}{a['plan'] or ''}"


pick_route = E(_route_en, _route_zh)

def _bill_en(a: Mapping[str, Any]) -> str:
    """The period a serving bill beside a plan is for: a stated rental's hours (`rental`), else a month."""
    return f"for the {a['rental']:g} h" if a.get("rental") else "a month"


def _quality_en(a: Mapping[str, Any]) -> str:
    """A budget lever's caveat: a lower precision changes the model's output (test it); the same loss computed another
    way (tools.recommend._fused_loss_budget_routes, `same_result`) does not."""
    return "the same result; " if a.get("same_result") else "test quality on your tasks; "


def _quality_zh(a: Mapping[str, Any]) -> str:
    return "结果不变；按原设置" if a.get("same_result") else "先在自己的任务上测质量；按原精度"


def _engine_en(a: Mapping[str, Any]) -> str:
    """A fallback plan computed with another engine than the one asked (the fused loss of activation-bound training:
    tools.recommend.fused_loss_engine) says so, or a user would run it with the default loss and run out of memory."""
    return f", with {_fused_engine_en(a)}" if a.get("engine") in ("torchtune", "unsloth") else ""


def _engine_zh(a: Mapping[str, Any]) -> str:
    return f"（改用{_fused_engine_zh(a)}）" if a.get("engine") in ("torchtune", "unsloth") else ""


def _fused_engine_en(a: Mapping[str, Any]) -> str:
    """The engine a fused-loss plan was computed as (tools.recommend.fused_loss_engine), in words."""
    if a.get("engine") == "torchtune":
        return ("torchtune's full fine-tune recipe: FSDP, activation checkpointing and a chunked cross-entropy; "
                "in HF Trainer use_liger_kernel=True does the loss")
    return "Unsloth; in HF Trainer use_liger_kernel=True"


def _fused_engine_zh(a: Mapping[str, Any]) -> str:
    if a.get("engine") == "torchtune":
        return "torchtune 的全参微调配方：FSDP、激活检查点和分块交叉熵；HF Trainer 里设 use_liger_kernel=True 即同样的损失"
    return "Unsloth；HF Trainer 里设 use_liger_kernel=True"


def _bill_zh(a: Mapping[str, Any]) -> str:
    return f"{a['rental']:g} 小时共" if a.get("rental") else "每月"


def _power_en(a: Mapping[str, Any]) -> str:
    """A stated power budget (tools.power.within_power): the cards' TDP and the host reserve against it."""
    if not a.get("power_budget"):
        return ""
    return (f"; within your {a['power_budget']:,.0f} W: the cards draw {a['power_cards_w']:,.0f} W at full load (TDP "
            f"{a['power_tdp']:,.0f} W each) and a {a['power_host_w']:,.0f} W desktop-class CPU brings it to ≈ "
            f"{a['power_total_w']:,.0f} W; memory, disks and fans add a little more: measure the built box at the wall, "
            "and keep a spare unit where no repair can reach")


def _power_zh(a: Mapping[str, Any]) -> str:
    if not a.get("power_budget"):
        return ""
    return (f"；在你 {a['power_budget']:,.0f} W 的上限内：GPU 满载 {a['power_cards_w']:,.0f} W（每张 TDP "
            f"{a['power_tdp']:,.0f} W），加一颗 {a['power_host_w']:,.0f} W 的桌面级 CPU 约 {a['power_total_w']:,.0f} W；"
            "内存、硬盘、风扇还会多一点：装好后在插座端实测，修不到的地方备一台备用机")



def _term_en(a: Mapping[str, Any]) -> str:
    """The commitment's length in words: "1-year" for 12 months (the default), else "3-month"."""
    m = a.get("term_months", 12)
    return f"{m / 12:g}-year" if m % 12 == 0 else f"{m:g}-month"


def _term_zh(a: Mapping[str, Any]) -> str:
    """The commitment's length in Chinese: 包年/承诺一年 for 12 months, else 承诺 N 个月."""
    m = a.get("term_months", 12)
    return "包年/承诺一年" if m == 12 else (f"承诺 {m / 12:g} 年" if m % 12 == 0 else f"承诺 {m:g} 个月")

ENTRIES: dict[str, E] = {
    "recommend.one_machine": E("one machine", "单机"),
    "recommend.machines_replicas": E(
        "{nodes} machines of independent replicas ({replicas} × {gpus} GPU, each copy inside one machine: no InfiniBand "
        "or RDMA between machines)",
        "{nodes} 台机器，各自独立的副本（{replicas} 个副本 × {gpus} 卡，每份都在一台机器内：机器之间不需要 InfiniBand 或 RDMA）"),
    "recommend.machines_pipelined": E(
        "{nodes} machines: TP {tp} inside each, PP {pp} across them over your link (no RDMA: see the link line)",
        "{nodes} 台机器：每台内 TP {tp}、机器之间 PP {pp}，走你说的网络（没有 RDMA：见下面关于网络的一行）"),
    "recommend.machines_over_rdma": E(
        lambda a: (f"{a['nodes']} machines over InfiniBand or RoCE (RDMA)"
                   + (f" — not rentable on {', '.join(a['single'])}: its instances are single machines with no RDMA "
                      "between them; there, one machine of A800 80GB cards (NVLink) is the realistic plan"
                      if a.get("single") else "")
                   + (f"; the {a['no_p2p']} has no NVLink and no P2P, so ZeRO-3 / FSDP all-gathers go over PCIe "
                      "through the host" if a.get("no_p2p") else "")),
        lambda a: (f"{a['nodes']} 台机器（需 InfiniBand 或 RoCE（RDMA）互联"
                   + (f"——在 {'、'.join(a['single'])} 上租不到：它的实例都是单台机器，机器之间没有 RDMA；在那里现实的方案是"
                      "一台多卡 A800 80GB（NVLink）的机器" if a.get("single") else "")
                   + (f"；{a['no_p2p']} 没有 NVLink，也不支持 P2P，ZeRO-3 / FSDP 的 all-gather 要经 PCIe 走主机"
                      if a.get("no_p2p") else "") + "）")),
    # the per-user floor with its origin, in every message that cites it (tools.recommend.floor_words)
    "recommend.floor_words": E(
        lambda a: (f"your {a['floor']:g} tokens/s per user" if a["origin"] == "stated" else
                   f"{a['floor']:g} tokens/s a call (the speed speech needs; you asked {a['asked']:g}: see below)"
                   if a["origin"] == "voice" else
                   f"{a['floor']:g} tokens/s a call (assumed: the speed a spoken reply needs; you did not state one; say "
                   f"'at least N tok/s per call' to change it)" if a["origin"] == "voice_assumed" else
                   f"{a['floor']:g} tokens/s per user, our default for interactive chat (you did not state one; say "
                   f"'at least {a['lower']:g} tok/s per user' to change it)" if a["origin"] == "default" else
                   f"{a['floor']:g} tokens/s per user, the readable minimum, as you asked for the minimum (our "
                   f"{a['default']:g} tokens/s interactive default is a note here, not a sizing rule; say 'at least "
                   f"{a['default']:g} tok/s per user' to size for it)" if a["origin"] == "minimum" else
                   f"{a['floor']:g} tokens/s per user, a usable chat speed (here our {a['default']:g} tokens/s default, "
                   f"not one you stated, costs over {a['premium']:g}× as much; say 'at least {a['default']:g} tok/s "
                   f"per user' to size for it)" if a["origin"] == "usable" else
                   f"{a['floor']:g} tokens/s per user, our fallback as the {a['default']:g} tokens/s default was out "
                   f"of reach or priced out within your constraints (you did not state one; say 'at least "
                   f"{a['lower']:g} tok/s per user' to change it)"),
        lambda a: (f"你要求的每用户 {a['floor']:g} tokens/s" if a["origin"] == "stated" else
                   f"每路 {a['floor']:g} tokens/s（语音所需的速度；你要求 {a['asked']:g}：见下文）"
                   if a["origin"] == "voice" else
                   f"每路 {a['floor']:g} tokens/s（假设值：语音回答所需的速度，不是你指定的；说“每路至少 N token/s”即可修改）"
                   if a["origin"] == "voice_assumed" else
                   f"每用户 {a['floor']:g} tokens/s（交互聊天的默认值，不是你指定的；说“每人至少 {a['lower']:g} "
                   f"token/s”即可修改）" if a["origin"] == "default" else
                   f"每用户 {a['floor']:g} tokens/s（可读的最低速度：你要的是最低配置；交互默认值 {a['default']:g} tokens/s "
                   f"只作提示，不用于定配置；说“每人至少 {a['default']:g} token/s”即按它配置）" if a["origin"] == "minimum" else
                   f"每用户 {a['floor']:g} tokens/s（可用的聊天速度：在这里达到我们默认的 "
                   f"{a['default']:g} tokens/s（不是你指定的）要贵 {a['premium']:g} 倍以上；"
                   f"说“每人至少 {a['default']:g} token/s”即按它配置）" if a["origin"] == "usable" else
                   f"每用户 {a['floor']:g} tokens/s（在你的条件下默认的 {a['default']:g} tokens/s 达不到或贵得多而放宽的值，"
                   f"不是你指定的；说“每人至少 {a['lower']:g} token/s”即可修改）")),
    "recommend.the_per_user_floor": E("the per-user floor", "每用户速度下限"),
    "recommend.reason_floor": E(
        "falls below {floor} at this load, or the card has no speed figures to check it",
        "在这个负载下达不到{floor}，或该卡缺少可核算速度的参数"),
    # the serving floor, as an assumption (tools.recommend._stream_note)
    "recommend.stream_floor": E(
        lambda a: " (stated)" if a["floor"] == "stated" else " (assumed: the speed a spoken reply needs; say 'at " \
            "least N tok/s per call' to change it)" if a["floor"] == "voice_assumed" else (
            f" (the readable minimum, as you asked for the minimum; our {a['default']:g} tokens/s interactive default "
            f"is not applied; say 'at least {a['default']:g} tok/s per user' to size for it)" if a["floor"] == "minimum"
            else f" (the readable minimum: in this place our {a['default']:g} tokens/s interactive default, not "
            "something you stated, is met only by a machine many times the price; say 'at least "
            f"{a['default']:g} tok/s per user' to size for it)" if a["floor"] == "priced_out"
            else f" (a usable speed: in this place our {a['default']:g} tokens/s interactive default, not something you "
            f"stated, is met only by a plan over {a['premium']:g}× the price of one at this speed; say 'at least "
            f"{a['default']:g} tok/s per user' to size for it)" if a["floor"] == "priced_usable"
            else (" (our fallback: the interactive default was out of reach" if a["floor"] == "relaxed" else
                  " (our interactive default") + f", not something you stated; say 'at least {a['lower']:g} tok/s per "
            "user' to change it)"),
        lambda a: "（已指定）" if a["floor"] == "stated" else "（假设值：语音回答所需的速度；说“每路至少 N token/s”即可修改）" \
            if a["floor"] == "voice_assumed" else (
            f"（可读的最低速度：你要的是最低配置；不套用交互默认值 {a['default']:g} tokens/s；说“每人至少 {a['default']:g} "
            "token/s”即按它配置）") if a["floor"] == "minimum" else (
            f"（可读的最低速度：在这个地方，只有贵很多倍的机器才能达到交互默认值 {a['default']:g} tokens/s（不是你指定的）；"
            f"说“每人至少 {a['default']:g} token/s”即按它配置）" if a["floor"] == "priced_out" else
            f"（可用的速度：在这个地方，交互默认值 {a['default']:g} tokens/s（不是你指定的）只有比这个速度的方案"
            f"贵 {a['premium']:g} 倍以上的方案才能达到；说“每人至少 {a['default']:g} token/s”即按它配置）"
            if a["floor"] == "priced_usable" else
            ("（交互默认值达不到，已放宽" if a["floor"] == "relaxed" else "（交互默认值")
            + f"，不是你指定的；说“每人至少 {a['lower']:g} token/s”即可修改）")),
    # the first-token limit, labelled on its own: a stated per-user speed never makes the default TTFT "(stated)"
    "recommend.ttft_was": pick(
        "ttft", {"stated": " (stated)", "default": " (default for this context; state another to change it)"},
        {"stated": "（已指定）", "default": "（按此上下文的默认值，可修改）"}),
    "recommend.the_pick": E("the pick", "the pick"),  # as before: only when nothing is ranked, in either language
    "recommend.stream_note_unchecked": E(
        "each user decodes at ≥ {floor:g} tokens/s{stated}; the first-token limit ({ttft:.3g} s at {seq_len:,} tokens) is "
        "NOT checked: {gpu} has no TFLOPS figure in the catalog, so its prefill time cannot be computed; more load gets "
        "more replicas",
        "每个用户解码 ≥ {floor:g} tokens/s{stated}；首 token 上限（{seq_len:,} token 上下文 {ttft:.3g} 秒）未核对：{gpu} "
        "在目录中没有 TFLOPS 数据，无法计算预填充时间；负载更高时增加副本"),
    # a serving pick whose card has no dense TFLOPS figure: its speed at the full context is not estimated
    # (tools.recommend.full_context_unknown), never replaced by the typical-prompt figure
    "recommend.full_context_not_estimated": E(
        "{gpu}: the per-user speed with every stream at the full {context:,}-token context is NOT estimated: the "
        "catalog holds no dense FP16/BF16 TFLOPS figure for this card, so the prefill's share of each step cannot be "
        "computed; the {tps:.0f} tokens/s shown is at typical prompts and can be well above what users see at full context",
        "{gpu}：每个用户在完整 {context:,} token 上下文下的速度未估算：目录中没有此卡的稠密 FP16/BF16 TFLOPS 数据，"
        "无法计算预填充在每一步中所占的时间；所示 {tps:.0f} tokens/s 按典型提示长度计算，满上下文时用户看到的速度可能明显更低"),
    "recommend.speed_not_estimated": E(
        "{gpu}: the per-user speed at the stated load is NOT estimated, neither at typical prompts nor at the full "
        "{context:,}-token context: the catalog holds no dense FP16/BF16 TFLOPS figure for this card, so the prefill's "
        "share of each step cannot be computed; measure it at your load before relying on it",
        "{gpu}：在所述负载下每个用户的速度未估算（典型提示长度和完整 {context:,} token 上下文都没有）：目录中没有此卡的稠密 "
        "FP16/BF16 TFLOPS 数据，无法计算预填充在每一步中所占的时间；请先按你的负载实测"),
    "recommend.stream_note_stated_card": E(
        "on the card you named no plan gives each user {min:g} tokens/s at the stated load (our interactive default is "
        "{default:g}, not something you stated; the first-token limit {ttft:.3g} s at {seq_len:,} tokens of context): the "
        "speed and first token shown "
        "are what it does, not a floor it meets; more replicas of it or a faster card raise them",
        "在你指定的卡上，没有方案能在所述负载下让每个用户达到 {min:g} tokens/s（交互默认值为 {default:g}，不是你指定的；"
        "首 token 上限为 "
        "{seq_len:,} token 上下文 {ttft:.3g} 秒）：所列速度和首 token 是它实际能做到的，而非满足的下限；"
        "增加副本或换更快的卡可以提高"),
    "recommend.stream_note": E(
        "each user decodes at ≥ {floor:g} tokens/s{stated} and sees the first token within {ttft:.3g} s at {seq_len:,} "
        "tokens of context{ttft_was}; more load gets more replicas",
        "每个用户解码 ≥ {floor:g} tokens/s{stated}，{seq_len:,} token 上下文的首 token ≤ {ttft:.3g} 秒{ttft_was}；负载更高时"
        "增加副本"),
    # the steady state behind every serving figure (tools.load; tools.recommend._load_note)
    "recommend.load_source": pick(
        "source", {"context": "the stated context less the answer", "sharegpt": "ShareGPT's mean, vLLM paper Fig. 11",
                   "stated": "stated", "reasoning": "a reasoning model's chain of thought and reply",
                   "chat": "the average chat less the answer: most chats at a typical length, a few at the full "
                           "context"},
        {"chat": "平均对话长度减去回答：多数对话为常见长度，少数达到完整上下文",
         "context": "所述上下文减去回答", "sharegpt": "ShareGPT 均值，vLLM 论文图 11", "stated": "已指定",
         "reasoning": "推理模型的思维链加回答"}),
    "recommend.load_note": E(
        "per-user speed and first token are at the stated load, not on an idle server: each of the {users:,} users "
        "sends the next request as soon as an answer ends (no think time: the worst case, what a fixed-concurrency load "
        "test runs); prompts of {prompt:,} tokens ({prompt_source}) and answers of {output:,} tokens ({output_source}); "
        "the prefill of arriving requests takes its GPU time from decode (chunked prefill) and first tokens queue as in "
        "{queue}; {cache}",
        "每用户速度和首 token 均按所述负载计算，而非空闲服务器：{users:,} 个用户每人在回答结束后立即发出下一个请求"
        "（无思考时间，最坏情况，相当于固定并发压测）；提示 {prompt:,} token（{prompt_source}），回答 {output:,} token"
        "（{output_source}）；新到请求的预填充从解码中占用 GPU 时间（分块预填充），首 token 按{queue}排队；{cache}"),
    "recommend.load_queue": pick(
        "pooled", {"True": "one M/D/c queue over the replicas (a load balancer that sends each request to a replica with "
                         "room, least outstanding requests: Erlang's C formula), not one queue per replica",
                   "False": "an M/D/1 queue"},
        {"True": "所有副本共用的一个 M/D/c 队列（负载均衡把每个请求发给有空的副本，最少未完成请求；Erlang C 公式），"
                 "而非每个副本各自排队",
         "False": " M/D/1 队列"}),
    # a release format training cannot run in (tools.recommend._native): dequantised to BF16, the 4-bit route said
    "recommend.released_format_untrainable": E(
        lambda a: (f"{a['name']} is released in {a['upper']}, an inference format: " + (
            "QLoRA loads it into its own 4-bit NF4 base" if a["qlora"] else
            "training loads it dequantised to BF16 (Hugging Face transformers/PEFT), about 2 bytes a parameter, so it "
            "is sized in BF16" + ("; a 4-bit base (QLoRA, e.g. Unsloth's 4-bit build of the model) needs about a "
                                  "quarter of that for the weights: say QLoRA to size it" if a["lora"] else ""))),
        lambda a: (f"{a['name']} 官方发布的是 {a['upper']}，这是推理用的格式：" + (
            "QLoRA 把它载入自己的 4-bit NF4 底座" if a["qlora"] else
            "训练时会被反量化成 BF16 载入（Hugging Face transformers/PEFT），每个参数约 2 字节，按 BF16 估算"
            + ("；4-bit 底座（QLoRA，例如 Unsloth 的 4-bit 版本）的权重只要约四分之一：说“QLoRA”即按它估算"
               if a["lora"] else "")))),
    # tools.trained_weights.trained_back_on_card: the fully trained model against the user's own card
    "trained.back_on_card": E(
        lambda a: (f"Back on your {a['gpu']} after training? Not as trained: full training writes BF16 weights, "
                   f"{a['bf16_gb']:.1f} GB, more than the card's {a['room_gb']:.1f} GB. Re-quantise the trained model "
                   f"to {a['fmt']} (≈ {a['four_gb']:.1f} GB) and re-check its quality: "
                   + (f"then it runs there with ≈ {a['spare_gb']:.1f} GB left for the KV cache" if a["fits"] else
                      "even that does not fit the card")),
        lambda a: (f"训完还能放回 {a['gpu']} 跑吗？按训完的样子不行：全参训练写出的是 BF16 权重，{a['bf16_gb']:.1f} GB，"
                   f"超过这张卡的 {a['room_gb']:.1f} GB。要把训好的模型重新量化成 {a['fmt']}（约 {a['four_gb']:.1f} GB）"
                   "并重新检查质量："
                   + (f"之后就能在这张卡上跑，约剩 {a['spare_gb']:.1f} GB 给 KV cache" if a["fits"] else
                      "即使这样也放不下这张卡"))),
    "recommend.precision_the_format_is": E(
        "precision: {upper}, the format {name} is released in (state another to change it)",
        "精度：{upper}（{name} 官方发布的格式；可另行指定）"),
    "recommend.budget_answer": E(
        lambda a: f"Is {a['budget'] or 'the budget'} enough? " + {
            "yes": "Yes: the plan below fits within it.",
            "no": "No, not as asked: no priced plan that meets all your limits fits within it; the nearest are below.",
            "depends": (f"It depends on your quote: yes at {a['money']} per GPU-hour or less for the plan below (my "
                        "catalog has no public price for it, so none is made up)."),
        }[a["verdict"]],
        lambda a: f"{a['budget'] or '预算'}够不够：" + {
            "yes": "够，下面的方案在预算之内。",
            "no": "按所问条件不够：没有满足你全部条件、又在预算之内的有价方案；最接近的见下文。",
            "depends": f"取决于报价——下面的方案每 GPU 小时报价不超过 {a['money']} 就够（目录里没有它的公开价格，这里不编造）。",
        }[a["verdict"]]),
    "recommend.budget_answer_then": E("{answer} {msg}", "{answer}{msg}"),
    "recommend.fp8_checkpoint_default": E(
        lambda a: (f"precision: FP8, {a['name']}'s official FP8 checkpoint ({a['repo']}; quality ≈ BF16), which the "
                   f"{a['card']} run natively: holding the work takes {a['n8']} × {a['card']} in FP8, against "
                   + (f"{a['n16']} × {a['card16']} in BF16" if a["n16"] else "no machine that holds it in BF16")
                   + " (say BF16 to size it in BF16)"),
        lambda a: (f"精度：FP8，用 {a['name']} 官方的 FP8 checkpoint（{a['repo']}，质量与 BF16 基本相同），"
                   f"{a['card']} 原生支持 FP8：装下这个负载 FP8 要 {a['n8']} × {a['card']}，"
                   + (f"BF16 要 {a['n16']} × {a['card16']}" if a["n16"] else "BF16 没有能装下的机器")
                   + "（要按 BF16 请说明）")),
    "recommend.architecture_moe": E(
        "architecture assumed: a mixture of experts, {b:g}B in all and {active:.0f}B a token reads (top-{k} of "
        "{experts} experts, {label} attention and width): memory sized on the total, speed on the active",
        "架构为假定：混合专家模型，共 {b:g}B 参数、每个 token 用 {active:.0f}B（{experts} 个专家取 {k} 个，注意力与宽度按 "
        "{label}）：显存按总参数、速度按激活参数估算"),
    "recommend.architecture": E("architecture assumed: {label} shape with the MLP width solved for {b:g}B parameters",
                                "架构为假定：按 {label} 的形状，MLP 宽度按 {b:g}B 参数反推"),
    "recommend.prices_converted_at_usd": E(
        "prices converted at 1 USD = {usd_cny:g} CNY (set GPU_ADVISOR_USD_CNY)",
        "汇率按 1 美元 = {usd_cny:g} 元换算（可用 GPU_ADVISOR_USD_CNY 设置）"),
    "recommend.prices_shown_in_at": E(
        "prices shown in {currency} at 1 USD = {fx:g} {currency} (a reference mid-market rate)",
        "价格按 1 美元 = {fx:g} {currency} 换算为 {currency}（参考中间价）"),
    "recommend.serving_cost_for_a": E(
        "a serving month is {hours_per_month} h at the hourly price of the billing shown (on-demand unless you ask for "
        "reserved billing or a commitment)",
        "推理月成本按 {hours_per_month} 小时 × 所示计费方式的小时价计算（除非你要求预留或包月，否则为按量）"),
    "recommend.serving_cost_for_rental": E(
        "a serving bill is the {hours:g} h you need it at the hourly price of the billing shown (on-demand unless you "
        "ask for reserved billing or a commitment), not a month",
        "推理费用按你要用的 {hours:g} 小时 × 所示计费方式的小时价计算（除非你要求预留或包月，否则为按量），不按月计"),
    "recommend.no_plan_to_validate": E(
        "Nothing to validate yet: no plan holds the work as asked (see above). The nearest plan named there gets its "
        "own 24-hour plan when you ask for it.",
        "暂无可验证的方案：按所给条件没有能装下的方案（见上文）。上文给出的最接近方案，单独询问时会附上它自己的 "
        "24 小时验证计划。"),
    "recommend.each_jobs_cost_includes": E(
        "each job's cost includes {mins:g} min of start-up billed like the run (boot, image, downloading and loading the "
        "weights)",
        "每个任务的成本含 {mins:g} 分钟的启动时间（开机、镜像、下载与加载权重），与运行同价计费"),
    "recommend.deadline_days_not_stated": E(
        "deadline: {target_train_days} days (not stated); bigger jobs scale out over RDMA nodes to meet it",
        "期限：{target_train_days} 天（未说明）；大任务通过 RDMA 多机扩展以按期完成"),
    "recommend.cheapest_on_demand_spot_lever": E(
        "billing: on-demand although you asked for the cheapest: you did not ask for spot, and a spot machine can be "
        "reclaimed mid-run (spot stays a lever: ask \"cheaper?\" or say \"spot is fine\")",
        "计费：虽然你要求最便宜，仍按按量计价：你没有提竞价实例，而竞价实例可能在运行中被回收"
        "（竞价仍可作为省钱选项：问\"便宜点？\"或说\"可以用竞价\"）"),
    "recommend.cheapest_deadline_on_demand": E(
        "billing: on-demand although you asked for the cheapest: a spot reclaim can miss your {hours:g}-hour deadline "
        "(spot stays a lever: ask \"cheaper?\")",
        "计费：虽然你要求最便宜，仍按按量计价：竞价实例被回收可能错过你的 {hours:g} 小时期限"
        "（竞价仍可作为省钱选项：问\"便宜点？\"）"),
    "recommend.suspect_spot": E(
        lambda a: (f"Suspect spot price: {a['provider']} {a['instance']} ({a['gpus']} GPUs) lists spot at {a['spot']}/h, "
                   f"{a['share']:.0%} of its {a['od']}/h on-demand price (under {a['limit']:.0%} on a multi-GPU machine is "
                   "past what clouds advertise, likely a per-GPU or stale quote"
                   + "; priced on demand here"
                   + (f"; {a['others']} more such rows" if a["others"] else "") + ")"),
        lambda a: (f"竞价价格存疑：{a['provider']} {a['instance']}（{a['gpus']} 卡）竞价每小时 {a['spot']}，仅为按量价 "
                   f"{a['od']}/小时的 {a['share']:.0%}（多卡机器低于 {a['limit']:.0%} 已超出云厂商公布的折扣，"
                   "可能是单卡价或过期报价"
                   + "；此处按按量计价"
                   + (f"；另有 {a['others']} 行类似" if a["others"] else "") + "）")),
    "recommend.both_thin": E(
        lambda a: (f"{a['machine']} comes first: {a['thin_machine']} ({a['money']}/h) is thin on both margins — "
                   f"{a['thin_share']:.0%} of its KV pool per GPU and ≈ {a['thin_tps']:,.1f} tok/s per user against "
                   f"{a['floor']:g} (the estimate may be {a['err']:.0%} off) — while this plan uses {a['share']:.0%} of its "
                   "pool at "
                   f"≈ {a['tps']:,.1f} tok/s for {a['more']:.0%} more; the thin plan is the cheaper risk: measure it at "
                   "the stated load (vLLM benchmark_serving --max-concurrency) before choosing it"),
        lambda a: (f"{a['machine']} 排第一：{a['thin_machine']}（每小时 {a['money']}）两项余量都偏小——每卡用掉 KV 显存池的 "
                   f"{a['thin_share']:.0%}，每用户约 {a['thin_tps']:,.1f} tok/s，"
                   f"相对下限 {a['floor']:g}（估算可能偏差约 {a['err']:.0%}）；"
                   f"而本方案只用显存池的 {a['share']:.0%}，每用户约 {a['tps']:,.1f} tok/s，只贵 {a['more']:.0%}；"
                   "偏紧的方案更便宜但有风险：选它之前先按所述并发实测（vLLM benchmark_serving --max-concurrency）")),
    "recommend.tight_lever": E(
        lambda a: ((f"Faster but tight: {a['thin_machine']} at {a['money']}/h ({a['more']:,.1f}× the price"
                    if a.get("more") else f"Cheaper but tight: {a['thin_machine']} at {a['money']}/h ({a['less']:.0%} less")
                   + (f", ≈ {a['tps']:,.0f} tok/s per user" if a.get("tps") else "")
                   + f") fills {a['share']:.0%} of its engine's memory pool per GPU at the stated load — inside the "
                   "memory estimate's own error, a fit to test at full load and context, not a production margin; "
                   "rent it only after that test passes"),
        lambda a: ((f"更快但偏紧：{a['thin_machine']}，每小时 {a['money']}（价格为首选的 {a['more']:,.1f} 倍"
                    if a.get("more") else f"更便宜但偏紧：{a['thin_machine']}，每小时 {a['money']}（便宜 {a['less']:.0%}")
                   + (f"，每用户约 {a['tps']:,.0f} tok/s" if a.get("tps") else "")
                   + f"），在所述负载下每卡用掉引擎显存池的 {a['share']:.0%}——在显存估算自身误差之内，只是需要满负载、"
                   "满上下文实测的可行方案，不是生产余量；实测通过后再租")),
    "recommend.serving_thin_none": E(_thin_en, _thin_zh),
    # the cheap serving plan leads inside the speed model's error and the plan that keeps the margin costs over
    # tools.per_user_margin.MARGIN_LEAD_TOLERANCE more: the headline says the margin is thin (tools.recommend)
    "recommend.headline_thin_margin": E(_thin_head_en, _thin_head_zh),
    # a pick holding the per-user floor at the typical request only, kept first by the price cap: said in the headline
    "recommend.headline_floor_capped": E(lambda a: f"{a['msg']}. {a['line']}", lambda a: f"{a['msg']}。{a['line']}"),
    "recommend.serving_thin": E(_thin_en, _thin_zh),
    "recommend.serving_floor_first": E(
        lambda a: (f"{a['floor_machine']}, {a['floor_layout']}, comes first: {a['floor_tps']:,.1f} tok/s per user at the "
                   f"full {a['ctx']:,}-token context holds the {a['floor']:g} tok/s floor, inside the speed estimate's "
                   f"possible error of {a['err']:.0%}; {a['thin_machine']} ({a['thin_layout']}: {a['tps']:,.1f} tok/s there) "
                   "falls below "
                   f"it; the plan that keeps a {a['err']:.0%} margin on top: {a['machine']} ({a['tps_2']:,.1f} tok/s) at "
                   f"{a['money']}/h ({a['more']:+.0%}) — measure at the stated load (vLLM benchmark_serving "
                   "--max-concurrency) before paying for it"),
        lambda a: (f"{a['floor_machine']}（{a['floor_layout']}）排第一：在完整的 {a['ctx']:,} token 上下文每用户 "
                   f"{a['floor_tps']:,.1f} tok/s，达到 {a['floor']:g} 的下限，但仍在速度估算约 {a['err']:.0%} 的误差之内；"
                   f"{a['thin_machine']}（{a['thin_layout']}：该上下文下 {a['tps']:,.1f} tok/s）低于下限；再留出该余量"
                   f"（约 {a['err']:.0%}）需 {a['machine']}（{a['tps_2']:,.1f} tok/s），每小时 {a['money']}"
                   f"（{a['more']:+.0%}）——付这笔钱前先按所述并发实测（vLLM benchmark_serving --max-concurrency）")),
    # the floor plan leads and no listed plan (within the budget) keeps the speed model's margin on top of it
    "recommend.serving_floor_first_none": E(
        lambda a: (f"{a['floor_machine']}, {a['floor_layout']}, comes first: {a['floor_tps']:,.1f} tok/s per user at the "
                   f"full {a['ctx']:,}-token context holds the {a['floor']:g} tok/s floor, inside the speed estimate's "
                   f"possible error of {a['err']:.0%}; {a['thin_machine']} ({a['thin_layout']}: {a['tps']:,.1f} tok/s there) "
                   "falls below it; no listed plan keeps that margin on top: measure at the stated load (vLLM "
                   "benchmark_serving --max-concurrency) before committing"),
        lambda a: (f"{a['floor_machine']}（{a['floor_layout']}）排第一：在完整的 {a['ctx']:,} token 上下文每用户 "
                   f"{a['floor_tps']:,.1f} tok/s，达到 {a['floor']:g} 的下限，但仍在速度估算约 {a['err']:.0%} 的误差之内；"
                   f"{a['thin_machine']}（{a['thin_layout']}：该上下文下 {a['tps']:,.1f} tok/s）低于下限；目录中没有方案能再"
                   "留出该余量：请先按所述并发实测（vLLM benchmark_serving --max-concurrency）再决定")),
    "recommend.serving_floor_capped": E(_floor_capped_en, _floor_capped_zh),
    # the same small machine N times behind a load balancer (tools.recommend.replicas_of_pick)
    "recommend.serving_replicas_of_pick": E(
        lambda a: (f"Or {a['n']} × {a['machine']} behind a load balancer, {a['users']} users each: each replica at "
                   f"{a['pool']:.0%} of its pool and {a['tps']:,.1f} tok/s per user at the full context, "
                   f"{a['money']}/h ({a['ratio']:.1f}× the pick) against {a['roomy']}/h for {a['roomy_machine']} — "
                   "under the 90 % pool limit and at the floor with full contexts for less, and one box can fail "
                   "without taking the service down"),
        lambda a: (f"或者用 {a['n']} 台 {a['machine']} 做负载均衡，每台 {a['users']} 个用户：每个副本占显存池的 "
                   f"{a['pool']:.0%}，满上下文时每用户 {a['tps']:,.1f} tok/s，每小时 {a['money']}（首选的 "
                   f"{a['ratio']:.1f} 倍），而 {a['roomy_machine']} 要每小时 {a['roomy']}——花得更少，显存池不超过 90% 的"
                   "部署上限、满上下文也达到速度下限，而且一台机器故障服务也不会中断")),
    # the same small machine N times behind a load balancer leads: the one box is cheaper but past a limit
    "recommend.serving_replicas_lead": E(_replicas_lead_en, _replicas_lead_zh),
    "recommend.serving_thin_promoted": E(lambda a: _thin_en({**a, "promoted": True}),
                                         lambda a: _thin_zh({**a, "promoted": True})),
    "recommend.billing_on_demand_hourly": E("billing: on-demand (hourly, no commitment)", "计费：按量（按小时，无承诺）"),
    "recommend.tokens_s_read_as": E(
        "{target_tokens_per_s:,.0f} tokens/s read as each user's speed (as a total for {concurrency:,} users it would be "
        "under {min_stream_tokens_per_s:g} each)",
        "{target_tokens_per_s:,.0f} tokens/s 按每个用户的速度理解（若是 {concurrency:,} 个用户的总和，每人不到 "
        "{min_stream_tokens_per_s:g}）"),
    "recommend.no_deadline_was_stated": E(
        "no deadline was stated and nothing meets the {target_train_days}-day default within the budget: the default is "
        "dropped; the plans below say how long they take",
        "未说明期限，且预算内没有能在默认 {target_train_days} 天内完成的方案：已取消默认期限，下面的方案注明了所需时间"),
    "recommend.gradient_checkpointing_on_needed": E(
        "gradient checkpointing on: needed to fit (+20–40 % step time)",
        "开启梯度检查点：为装下显存所需（单步时间 +20–40%）"),
    "recommend.headline": E("{lever}{msg}", "{lever}{msg}"),
    # the machine's own on-demand price comes right after "on spot", before any other machine is named, so "the same
    # machine" cannot be read as the easier-to-get machine of the scarce caution (the 8 × B200's
    # on-demand 3,645.85 TWD/h read as the 1 × A100's, and a different figure the next turn for the 8 × H200)
    "recommend.on_spot_no_on": E(
        lambda a: f"On spot ({a.get('why') or ''}no on-demand price listed for this machine"
                  + (f"; {a['scarce']}" if a.get("scarce") else "") + (f"; {a['best']}" if a.get("best") else "") + "): ",
        lambda a: f"竞价实例（{a.get('why') or ''}该机型没有按量价格" + (f"；{a['scarce']}" if a.get("scarce") else "")
                  + (f"；{a['best']}" if a.get("best") else "") + "）："),
    "recommend.on_spot_on_demand": E(
        lambda a: f"On spot ({a['why'] or ''}on demand the same machine"
                  + (f" in {a['region']}" if a.get("region") else "") + f" is {a['money']}/h{a['job'] or ''}"
                  + (f"; {a['scarce']}" if a.get("scarce") else "") + (f"; {a['best']}" if a.get("best") else "") + "): ",
        lambda a: f"按竞价实例计价（{a['why'] or ''}同一机器" + (f"在 {a['region']} " if a.get("region") else "")
                  + f"按量每小时 {a['money']}{a['job'] or ''}"
                  + (f"；{a['scarce']}" if a.get("scarce") else "") + (f"；{a['best']}" if a.get("best") else "") + "）："),
    "recommend.on_spot.best_on_demand": E(
        lambda a: f"the cheapest on-demand plan is {a['fleet']}" + (f" in {a['region']}" if a.get("region") else "")
                  + f" at {a['money']}/h"
                  + (f", {a['time']}" if a["time"] else "") + (a["job"] or ""),
        lambda a: f"最省的按量方案是 {a['fleet']}" + (f"（{a['region']}）" if a.get("region") else "")
                  + f"，每小时 {a['money']}"
                  + (f"，{a['time']}" if a["time"] else "") + (a["job"] or "")),
    "recommend.on_spot.cheapest": E("you asked for the cheapest; ", "你要求最便宜；"),
    "recommend.on_spot.scarce": E(
        "caution: spot capacity for {n}-GPU {gpu} machines is rarely obtainable and can be reclaimed at any time, so "
        "this price may not be there when you launch{other}",
        "注意：{n} 卡 {gpu} 机器的竞价容量很少能拿到，且随时可能被回收，启动时未必有这个价{other}"),
    "recommend.on_spot.scarce_other": E(
        "; the cheapest spot plan on a machine that is easier to get: {fleet} at {money}/h{job}",
        "；更容易拿到的机器上最省的竞价方案：{fleet}，每小时 {money}{job}"),
    "recommend.on_spot.job": E(", ≈ {money} for the job", "，整个任务约 {money}"),
    # the headline's facts (tools.recommend.headline_parts)
    # several machines of a type: the count of machines, then the GPUs in each ("g2-standard-4
    # (2 × L4)" read as one machine with two cards)
    "recommend.machine": E(
        lambda a: (f"{a['machines']} × {a['base']} ({a['per']:g} × {a['gpu']}{' ' + a['mem'] if a['mem'] else ''} each"
                   f"{a['need'] or ''}"
                   f"{a['layout'] or ''})" if (a.get("machines") or 1) > 1
                   else f"{a['name']} ({a['gpus']} × {a['gpu']} {a['mem']}{a['need'] or ''}{a['layout'] or ''})"),
        lambda a: (f"{a['machines']} 台 {a['base']}（每台 {a['per']:g} × {a['gpu']} {a['mem']}{a['need'] or ''}"
                   f"{a['layout'] or ''}）" if (a.get("machines") or 1) > 1
                   else f"{a['name']}（{a['gpus']} × {a['gpu']} {a['mem']}{a['need'] or ''}{a['layout'] or ''}）")),
    # above the card's marketing size (a 192 GB MI300X holds 192 GiB = 206.2 GB): the real capacity said beside it
    "recommend.machine.needs": E(
        lambda a: f", needs ≈ {a['gb']:,.1f} GB per GPU" + (f" of its {a['cap']:,.1f} GB ({a['gib']:g} GiB)"
                                                             if a.get("cap") else ""),
        lambda a: f"，每卡需约 {a['gb']:,.1f} GB" + (f"（该卡实有 {a['cap']:,.1f} GB，即 {a['gib']:g} GiB）"
                                                    if a.get("cap") else "")),
    "recommend.layout": E("; {parts:, }", "；{parts:, }"),
    "recommend.layout_after": E(", {parts:, }", "，{parts:，}"),  # after a fleet: its machines are said there
    "recommend.layout.in_flight": E(
        lambda a: f"{a['n']:,} sequence{'' if a['n'] == 1 else 's'} in flight{' each' if a['each'] else ''} "
                  "(as many as the KV room beside the weights holds)",
        lambda a: f"{'每个副本' if a['each'] else ''}同时跑 {a['n']:,} 条（权重旁的 KV 空间能容纳的上限）"),
    "recommend.layout.replicas": E("{replicas} replicas × {gpus} GPU", "{replicas} 个副本 × {gpus} 卡"),
    "recommend.layout.sharded": E(
        lambda a: ("FSDP/ZeRO-3" if a["stage"] == 3 else f"ZeRO-{a['stage']}") + f" over {a['gpus']}"
                  + (", no gradient checkpointing" if a["no_ckpt"] else ""),
        lambda a: ("FSDP/ZeRO-3" if a["stage"] == 3 else f"ZeRO-{a['stage']}") + f" over {a['gpus']}"
                  + ("，不开梯度检查点" if a["no_ckpt"] else "")),
    "recommend.layout.nodes_ethernet": E("{nodes} nodes over your Ethernet, no RDMA: see the network line",
                                         "{nodes} 台经你的以太网互联，没有 RDMA：见网络一行"),
    "recommend.layout.nodes": E("{nodes} nodes over InfiniBand or RoCE (RDMA)", "{nodes} 台经 InfiniBand 或 RoCE（RDMA）互联"),
    "recommend.layout.tp_link": E("TP {tp} over {link}", "TP {tp} 走 {link}"),
    "recommend.layout.machines": E("{n} machines", "{n} 台机器"),
    "recommend.done": E("finishes in {took}", lambda a: f"{about_zh(a['took'])}完成"),
    "recommend.done_batch": E(lambda a: f"done in {'' if a['took'].startswith('<') else '≈ '}{a['took']}",
                              lambda a: f"{about_zh(a['took'])}完成"),
    "recommend.batch_task": E("batch of {requests:,} requests", "批量推理 {requests:,} 条"),
    "recommend.batch_load": E(
        " ({tokens_in:,} tokens in, {tokens_out:,} out)",
        "（输入 {tokens_in:,} token，输出 {tokens_out:,}）"),
    "recommend.batch_load_thinking": E(
        " ({tokens_in:,} tokens in, {tokens_out:,} out: {reply:,} answer + ≈ {think:,} thinking)",
        "（输入 {tokens_in:,} token，输出 {tokens_out:,}：回答 {reply:,} + 思考约 {think:,}）"),
    "recommend.serving_load": E("{concurrency:,} concurrent × {seq_len:,} tokens", "{concurrency:,} 并发 × {seq_len:,} token"),
    "recommend.serving_load_capped": E("{concurrency:,} concurrent chats of up to {seq_len:,} tokens",
                                       "{concurrency:,} 路并发对话，每路最长 {seq_len:,} token"),
    "recommend.serving_load_agents": E("{concurrency:,} agents at once, sessions of up to {seq_len:,} tokens",
                                       "{concurrency:,} 个 agent 同时运行，每个会话最长 {seq_len:,} token"),
    "recommend.tail.agent_cap": E(
        "; the KV cache is sized for {users:,} agents at {share:.0%} of the {full:,}-token limit on average ({tokens:,} "
        "tokens each: a default, as a session grows from its first prompt to the limit before it is compacted; say the "
        "average context to size on it; all {users:,} at the full {full:,} at once would need ≈ {every_gb:,.0f} GB of "
        "KV); the pick holds {held:,} full-length sessions at once",
        "；KV 缓存按 {users:,} 个 agent 平均各占上限 {full:,} token 的 {share:.0%}（每个 {tokens:,} token）估算：这是默认值，"
        "因为会话从第一次提示一路增长到上限后才被压缩；告诉我平均上下文即可按它估算（{users:,} 个都用满 {full:,} token "
        "需约 {every_gb:,.0f} GB KV）；所选方案可同时容纳 {held:,} 个满长会话"),
    "recommend.tail.chat_cap": E(
        "; the KV cache is sized for {typical:,} chats at a typical {typical_tokens:,} tokens and {long:,} at the full "
        "{full:,} (a {full:,}-token chat for all {users:,} users at once would need ≈ {every_gb:,.0f} GB of KV); the "
        "pick holds {held:,} full-length chats at once",
        "；KV 缓存按 {typical:,} 路常见长度（{typical_tokens:,} token）对话加 {long:,} 路满长 {full:,} token 对话估算"
        "（{users:,} 个用户同时都用满 {full:,} token 需约 {every_gb:,.0f} GB KV）；所选方案可同时容纳 {held:,} 路满长对话"),
    # a plan whose load outruns it (tools.unserved_stream): no first-token or speed figure, the reason in words
    "recommend.tail.cannot_keep_up": E(
        lambda a: "; but it cannot keep up with this load" + (f" (≈ {a['rate']:,.1f} requests/s)" if a.get("rate") else "")
                  + ": requests arrive faster than it serves them, so the queue grows without end and no first-token "
                  "time or per-user speed holds; serve fewer requests on it, a smaller model, or more copies",
        lambda a: "；但它跟不上这个负载" + (f"（约 {a['rate']:,.1f} 个请求/秒）" if a.get("rate") else "")
                  + "：请求到达比处理快，队列会无限变长，首 token 时间和每用户速度都无从谈起；请减少放在它上面的请求、"
                  "换更小的模型或增加副本"),
    "recommend.tail.per_user": E("; ≈ {tps:,.0f} tokens/s per user", "；每个用户约 {tps:,.0f} tokens/s"),
    "recommend.tail.first_token": E(
        lambda a: f"; first token ≈ {a['ttft']:,.1f} s" + (f" at p{a['pct']}" if a.get("pct") else ""),
        lambda a: "；首 token " + (f"p{a['pct']} " if a.get("pct") else "") + f"约 {a['ttft']:,.1f} 秒"),
    "recommend.tail.at_load": E(" (both with every user busy: {prompt:,}-token prompts{cached}, {output:,}-token answers)",
                                "（均为所有用户同时在用时：提示 {prompt:,} token{cached}，回答 {output:,} token）"),
    "recommend.tail.fresh_document": E(
        "; a new {prompt:,}-token document (nothing cached yet) waits ≈ {ttft:,.0f} s for its first token",
        "；新的 {prompt:,} token 文档（尚无缓存）首 token 约需 {ttft:,.0f} 秒"),
    "recommend.tail.full_context": E(
        lambda a: f"; a new prompt filling the {a['ctx']:,}-token context ({a['prompt']:,} tokens, nothing cached) "
                  f"waits ≈ {_secs_en(a)} for its first token"
                  + (f", over the {a['over']:g} s interactive default at this context (not one you stated)"
                     if a.get("over") else ""),
        lambda a: f"；填满 {a['ctx']:,} token 上下文的新提示（{a['prompt']:,} token，无缓存）"
                  f"首 token 约需 {_secs_zh(a)}"
                  + (f"，超过该上下文下交互默认的 {a['over']:g} 秒（不是你指定的）" if a.get("over") else "")),
    "recommend.tail.cached": E(", {share:.0%} of each from the prefix cache", "（其中 {share:.0%} 来自前缀缓存）"),
    # which prefix-cache assumption priced the pick (tools.load; tools.recommend._cache_words)
    "recommend.cache.chat": E(
        "priced as a multi-turn chat: each prompt re-sends the conversation, and {framework}'s prefix cache (on by "
        "default in vLLM and SGLang) serves {share:.0%} of it, so a request prefills {new:,} tokens (its new turn: the "
        "last answer plus a ShareGPT-mean message, and at least {max_rest:.0%} of the prompt; Character.AI reports a "
        "{max:.0%} inter-turn cache rate); the KV cache still holds every user's whole context. If every prompt is new "
        "(RAG over fresh documents), the worst case under the pick applies (--no-prefix-cache)",
        "按多轮对话定价：每次请求重发整段对话，{framework} 的前缀缓存（vLLM、SGLang 默认开启）命中其中 {share:.0%}，"
        "每个请求只需预填充 {new:,} token（新的一轮：上一个回答加一条 ShareGPT 平均长度的消息，且不少于提示的 "
        "{max_rest:.0%}；Character.AI 报告的跨轮缓存命中率为 {max:.0%}）；KV cache 仍按每个用户的完整上下文预留。"
        "如果每次提示都是新的（例如对新文档做 RAG），见首选下方的最坏情况（--no-prefix-cache）"),
    # a reader set each request's new share from the message (a stated history, a fixed system prompt, a completion)
    "recommend.cache.read": E(
        "{framework}'s prefix cache (on by default in vLLM and SGLang) serves {share:.0%} of each prompt, the part read "
        "as the same from one request to the next (see the prefix-cache note above), so a request prefills {new:,} "
        "tokens; the KV cache still holds every user's whole prompt. If every prompt is new, the worst case under the "
        "pick applies (--no-prefix-cache)",
        "{framework} 的前缀缓存（vLLM、SGLang 默认开启）命中每个提示的 {share:.0%}，即每次请求都相同的部分"
        "（见上方前缀缓存说明），每个请求只需预填充 {new:,} token；KV cache 仍按每个用户的完整提示预留。"
        "如果每次提示都是新的，见首选下方的最坏情况（--no-prefix-cache）"),
    "recommend.cache.none": pick("why", {
        "stated": "no prefix caching: every prompt is new, as stated, and prefilled in full",
        "engine": "no prefix caching assumed ({framework} does not cache prefixes by default): every prompt is "
                  "prefilled in full",
        "prompt": "no prefix caching: the stated prompts are prefilled in full (a chat that re-sends its history "
                  "would be served from vLLM's / SGLang's prefix cache: state the context instead of the prompt)"}, {
        "stated": "不假设前缀缓存：按你所说每次提示都是新的，全部预填充",
        "engine": "不假设前缀缓存（{framework} 默认不缓存前缀）：每次提示全部预填充",
        "prompt": "不假设前缀缓存：所述提示全部预填充（如果是重发历史的多轮对话，vLLM / SGLang 的前缀缓存会命中："
                  "改为说明上下文长度）"}),
    "recommend.thinking_on_unranked": E(
        "Planned with thinking off, as {model}'s model card advises for general dialogue (thinking is for reasoning, "
        "maths and code); with thinking on each answer is ≈ {on:,} tokens instead of {off:,} ({times:,.0f}× the "
        "decoding and the KV cache each stream holds), so it is further from your limits; say \"thinking on\" to size it",
        "按关闭思考估算：{model} 的模型卡建议一般对话不开思考（思考用于推理、数学和代码）；开启思考后每个回答约 {on:,} token "
        "而不是 {off:,}（解码量和每路 KV cache 约 {times:,.0f} 倍），离你的限制更远；说“开启思考”即按此估算"),
    "recommend.thinking_on_use": E(
        lambda a: ((f"Planned with thinking off (enable_thinking=False, /no_think) for {a['model']}: a first token "
                    f"within {a['ttft_s']:g} s is asked, and with thinking on the first visible token comes only after "
                    f"the whole thinking" if a.get("ttft_s") else
                    f"Planned with thinking off (enable_thinking=False, /no_think), assumed for {a['model']} because "
                    f"the answers are short and waited on (a completion, a label, an IDE coding reply, a spoken turn, "
                    f"an answer due within seconds: thinking first would be most of the latency)" if a.get("latency") else
                    f"Planned with thinking off, as {a['model']}'s model card advises for general dialogue (thinking is "
                    f"for reasoning, maths and code)")
                   + f"; with thinking on each answer is ≈ {a['on']:,} tokens instead of "
                   f"{a['off']:,}"
                   + (f" (≈ {a['took_on']} each): needs {a['fleet']} at {a['money']}/h" if a.get("fleet")
                      else ": no listed plan meets your load with it")
                   + "; say \"thinking on\" to size it."),
        lambda a: ((f"按关闭思考估算（enable_thinking=False、/no_think）：你要求首 token 在 {a['ttft_s']:g} 秒内，"
                    f"{a['model']} 开启思考时首个可见字要等整段思考写完" if a.get("ttft_s") else
                    f"按关闭思考估算（enable_thinking=False、/no_think）：假设 {a['model']} 的回答短且要即时返回"
                    f"（补全、标签、IDE 编程回复、语音对话的一轮、几秒内要出的回答：先思考会占去大部分延迟）"
                    if a.get("latency") else
                    f"按关闭思考估算：{a['model']} 的模型卡建议一般对话不开思考（思考用于推理、数学和代码）")
                   + f"；开启思考后每个回答约 "
                   f"{a['on']:,} token 而不是 {a['off']:,}"
                   + (f"（每个约 {a['took_on']}）：需要 {a['fleet']}，每小时 {a['money']}" if a.get("fleet")
                      else "：没有列出的方案能满足你的负载")
                   + "；说“开启思考”即按此估算。")),
    "recommend.thinking_on_batch": E(
        lambda a: (f"Planned with thinking off: {a['model']} thinks by default, so switch it off for the whole batch "
                   f"(enable_thinking=False in the chat template, or /no_think); left on, each answer carries its "
                   f"thinking, ≈ {a['on']:,} tokens instead of {a['off']:,}"
                   + (f" (≈ {a['times']:.0f}× the decoded tokens, so about that many times the hours and the cost)"
                      if a.get("times") else "")
                   + "; say \"thinking on\" to size it that way."),
        lambda a: (f"按关闭思考估算：{a['model']} 默认开启思考，整批生成都要关掉（chat template 里 enable_thinking=False，"
                   f"或 /no_think）；不关的话每条回答都带着思考过程，约 {a['on']:,} token 而不是 {a['off']:,}"
                   + (f"（解码的 token 约 {a['times']:.0f} 倍，用时和费用也约为这么多倍）" if a.get("times") else "")
                   + "；说“开启思考”即按此估算。")),
    "recommend.thinking_off": E(
        lambda a: (f"Thinking off ({a['switch']}; where the replies do not need it): each answer decodes {a['off']:,} "
                   f"tokens instead of {a['on']:,} ({a['times']:.0f}× fewer), ≈ {a['took_off']} instead of "
                   f"≈ {a['took_on']} per answer"
                   + (f"; the lighter load fits {a['fleet']} at {a['money']}/h" if a.get("fleet") else "")
                   + "; say \"no thinking\" to size it."),
        lambda a: (f"关闭思考（{a['switch']}；回复不需要推理时）：每个回答解码 {a['off']:,} token 而不是 {a['on']:,}"
                   f"（少 {a['times']:.0f} 倍），每个回答约 {a['took_off']} 而不是约 {a['took_on']}"
                   + (f"；负载变轻后 {a['fleet']} 即可，每小时 {a['money']}" if a.get("fleet") else "")
                   + "；说“不要思考”即按此估算。")),
    "recommend.worst_case": E(
        lambda a: ("Worst case, every request a fresh " f"{a['prompt']:,}-token prompt (no prefix-cache hits: RAG over "
                   f"new documents, or a cache too small to keep each history): "
                   + (f"in {a['lead']} (no precision stated, as --no-prefix-cache plans it), " if a.get("lead") else "")
                   + f"{a['fleet']}{a['layout'] or ''} at "
                   f"{a['money']}/h (≈ {a['month']} {_bill_en(a)}, {a['times']:.1f}× the pick"
                   + ("; over your budget" if a.get("over") else "")
                   + (f" (+{a['over']})" if isinstance(a.get("over"), str) else "")
                   + "); --no-prefix-cache prices the answer on it."),
        lambda a: (f"最坏情况（每次请求都是全新的 {a['prompt']:,} token 提示，前缀缓存不命中：例如对新文档做 RAG，或缓存放不下"
                   "每个用户的历史）："
                   + (f"按 {a['lead']}（你未指定精度，--no-prefix-cache 也按此规划），" if a.get("lead") else "")
                   + f"{a['fleet']}{a['layout'] or ''}，每小时 {a['money']}"
                   f"（{_bill_zh(a)}约 {a['month']}，为首选的 "
                   f"{a['times']:.1f} 倍" + ("，超出你的预算" if a.get("over") else "")
                   + (f"（+{a['over']}）" if isinstance(a.get("over"), str) else "") + "）；加 --no-prefix-cache 按此定价。")),
    # a stated deadline met with less margin than the speed model's error (tools.recommend.deadline_margin)
    "recommend.deadline_thin_promoted": E(
        "Deadline margin: {thin_machine} would finish in {took} of your {deadline} ({spare} to spare), inside the speed "
        "estimate's possible error of {error:.0%}; {machine} finishes in {took_2}, inside your {deadline} even if the "
        "estimate is {error:.0%} optimistic, for "
        "{cost} ({more:.0%} more than {cost_2}), so it comes first.",
        "截止时间余量：{thin_machine} 预计 {took}完成（期限 {deadline}，只余 {spare}），在速度估算约 {error:.0%} 的误差之内；"
        "{machine} 预计 {took_2}完成，即使估算偏乐观 {error:.0%} 也能赶上，总价 {cost}（比 {cost_2} 多 {more:.0%}），"
        "所以排在第一。"),
    "recommend.deadline_thin": E(
        "Thin margin: the pick finishes in {took} of your {deadline} ({spare} to spare), inside the speed estimate's "
        "possible error of {error:.0%}; {machine} meets it with that margin, in {took_2} for {cost} ({more:.0%} more).",
        "余量很小：首选预计 {took}完成（期限 {deadline}，只余 {spare}），在速度估算约 {error:.0%} 的误差之内；"
        "{machine} 能留出这个余量，{took_2}完成，总价 {cost}（多 {more:.0%}）。"),
    "recommend.deadline_thin_none": E(
        "Thin margin: the pick finishes in {took} of your {deadline} ({spare} to spare), inside the speed estimate's "
        "possible error of {error:.0%}, and no listed plan meets it with that margin: measure the first hour's throughput before "
        "committing.",
        "余量很小：首选预计 {took}完成（期限 {deadline}，只余 {spare}），在速度估算约 {error:.0%} 的误差之内，且没有列出的方案能"
        "留出这个余量：先测第一个小时的吞吐再决定。"),
    "recommend.worst_case_same": E(
        "Every request a fresh {prompt:,}-token prompt (no prefix-cache hits) changes nothing: the pick holds that "
        "load too.",
        "即使每次请求都是全新的 {prompt:,} token 提示（前缀缓存不命中），答案也不变：首选同样能承载。"),
    "recommend.worst_case_none": E(
        "Worst case, every request a fresh {prompt:,}-token prompt (no prefix-cache hits): no listed plan holds it at "
        "{floor}; --no-prefix-cache shows what comes nearest.",
        "最坏情况（每次请求都是全新的 {prompt:,} token 提示，前缀缓存不命中）：没有列出的方案能在{floor}上承载；"
        "加 --no-prefix-cache 查看最接近的方案。"),
    "recommend.tail.recurring": E(
        # `days`: a daily batch run on weekdays only (5) or some days a week, its month those days (tools.cost)
        lambda a: (f"; every {a['every']} {a['period']}s: {a['per']} a run, {a['month']} a month ({a['runs']:.3g} runs)"
                   if a.get("every") else
                   f"; every {_run_day_en(a) or a['period']}: {a['per']} a {a['period']}"
                   + ("" if a["period"] == "month" else
                      f", {a['month']} a month ({a['runs']:.3g} business days, Monday to Friday)"
                      if _run_day_en(a) == "weekday" else
                      f", {a['month']} a month ({a['runs']:.3g} days: {a['days']:g} a week)" if _run_day_en(a)
                      else f", {a['month']} a month ({a['runs']:.3g} {a['period']}s)")),
        lambda a: (f"；每 {a['every']} {ZH_PERIOD[a['period']]}一批：每批 {a['per']}，每月 {a['month']}（按 {a['runs']:.3g} 批）"
                   if a.get("every") else
                   (f"；每个工作日一批：每天 {a['per']}" if _run_day_en(a) == "weekday" else
                    f"；每周 {a['days']:g} 天、每天一批：每天 {a['per']}" if _run_day_en(a) else
                    f"；每{ZH_PERIOD[a['period']]}一批：每{ZH_PERIOD[a['period']]} {a['per']}")
                   + ("" if a["period"] == "month" else
                      f"，每月 {a['month']}（按 {a['runs']:.3g} 个工作日，周一至周五）" if _run_day_en(a) == "weekday"
                      else f"，每月 {a['month']}（按 {a['runs']:.3g} 天）" if _run_day_en(a)
                      else f"，每月 {a['month']}（按 {a['runs']:.3g} {ZH_PERIOD[a['period']]}）"))),
    "recommend.batch_each_period": E(
        lambda a: (f"each batch must finish within the {a['every']} {a['period']}s before the next one arrives (no "
                   "deadline stated: the time between runs is the deadline)") if a.get("every") else (
            f"each {a['period']}'s batch must finish within the {a['period']}, before the next one arrives (no "
            "deadline stated: the period is the deadline)"),
        lambda a: (f"每批须在 {a['every']} {ZH_PERIOD[a['period']]}内、下一批到来前处理完（未说明期限：以两批间隔为期限）"
                   if a.get("every") else f"每{ZH_PERIOD[a['period']]}的一批须在当{ZH_PERIOD[a['period']]}内、"
                   "下一批到来前处理完（未说明期限：以周期为期限）")),
    # `office`: the month in office hours only (9:00–18:00 weekdays, tools.schedule) for a team's tool, else None
    "recommend.tail.month": E(
        lambda a: f"; {a['month']} a month ({a['hours']} h)" + (
            f" at the on-demand price, {a['year']} for {a.get('term_months', 12):g} months on demand: no committed "
            f"price is held for these offers, and a {_term_en(a)} commitment is typically priced lower (ask the "
            "provider for the quote; no discount is assumed here)" if a.get("year") else "") + (
            f"; {a['office']} if up only in office hours (9:00–18:00 weekdays, {a['office_hours']} h)"
            if a.get("office") else "") + (
            f"; {a['clock']} if kept up around the clock ({a['clock_hours']} h)" if a.get("clock") else ""),
        lambda a: f"；每月 {a['month']}（{a['hours']} 小时）" + (
            f"，这是按量价，按量 × {a.get('term_months', 12):g} 个月共 {a['year']}：目录里没有这些实例的包年或承诺价，"
            f"{_term_zh(a)}的价格通常低于按量（以云厂商报价为准，这里不假设任何折扣）" if a.get("year") else "") + (
            f"；只在工作日 9:00–18:00 开机则 {a['office']}（{a['office_hours']} 小时）" if a.get("office") else "") + (
            f"；如全天开机则 {a['clock']}（{a['clock_hours']} 小时）" if a.get("clock") else "")),
    # a stated rental's total; `per_day` (hours a day under 24) and `days` say how its hours were made
    "recommend.tail.rental_total": E(
        lambda a: f"; {a['total']} for the {a['hours']:g} h you need it ("
                  + (f"{a['per_day']:g} h a day × {a['days']:g} days; " if a.get("per_day") else "") + "not a month)",
        lambda a: f"；你要用的 {a['hours']:g} 小时"
                  + (f"（每天 {a['per_day']:g} 小时 × {a['days']:g} 天）" if a.get("per_day") else "")
                  + f"共 {a['total']}（不按月计）"),
    "recommend.tail.per_million": E("; {cpm} per 1M tokens at this load", "；按此负载每百万 token {cpm}"),
    "recommend.tail.checkpointing": E("; gradient checkpointing on", "；开启梯度检查点"),
    "recommend.tail.per_million_training": E("; {cpm} per 1M training tokens", "；每百万训练 token {cpm}"),
    # no data size stated: the pick priced for tools.defaults.ASSUMED_TRAIN_TOKENS, said as an assumption to replace
    "recommend.tail.assumed_job": E(
        lambda a: f"; no data size given, so for an assumed {a['tokens']} training tokens ("
                  f"{a['examples']:,} examples × {a['seq']:,} tokens, one pass): {a['cost']} for the job, done in "
                  f"{a['took']} — the cost scales linearly with the tokens; tell me your data size (tokens, or examples × "
                  "epochs) for the real total",
        lambda a: f"；你没有给数据量，按假设的 {a['tokens']} 训练 token 计（"
                  f"{a['examples']:,} 条样本 × 每条 {a['seq']:,} token，1 轮）：整个任务 {a['cost']}，用时 {a['took']}"
                  "——费用随 token 数线性增减；告诉我实际数据量（token 数，或样本条数 × 轮数）即可算出实际总价"),
    "recommend.faster_per_user_gives": E(
        "Faster per user: {fleet} gives each user ≈ {per_user_tps:,.0f} "
        "tokens/s (the pick: ≈ {per_user_tps_2:,.0f}) for {money}/h ({more:.0%} more).",
        "每个用户更快：{fleet}每个用户约 {per_user_tps:,.0f} tokens/s（首选约 "
        "{per_user_tps_2:,.0f}），每小时 {money}（贵 {more:.0%}）。"),
    "recommend.per_training_token_h": E(
        "Per training token, {fleet} at {money}/h is {edge:.0%} cheaper by the "
        "speed model, inside its possible error of {speed_model_error:.0%}, so the cheaper hour is the pick (less money "
        "at risk if the estimate is off).",
        "按每训练 token 计，{fleet}（每小时 {money}）按速度模型便宜 "
        "{edge:.0%}，在其约 {speed_model_error:.0%} 的误差内，所以首选每小时更便宜的（估算偏差时风险更小）。"),
    "recommend.gradient_checkpointing": E("gradient checkpointing", "梯度检查点"),
    # a budget lever for activation-bound training: the fused loss, named by the engine it was computed as
    "recommend.fused_loss_lever": E(
        lambda a: f"a fused cross-entropy ({_fused_engine_en(a)}; the same loss)",
        lambda a: f"融合交叉熵（{_fused_engine_zh(a)}；损失不变）"),
    "recommend.a_fused_loss_framework": E(
        "a fused-loss framework (Unsloth; Liger kernels in HF)",
        "融合损失的框架（Unsloth；HF 用 Liger）"),
    "recommend.token_sequences": E("{half:,}-token sequences", "{half:,} token 的序列"),
    "recommend.fp8_weights_the_models": E(
        "FP8 weights (the model's FP8 checkpoint where one is published, else vLLM --quantization fp8; test quality on "
        "your tasks)",
        "FP8 权重（有官方 FP8 版本就用它，否则 vLLM --quantization fp8；先在自己的任务上测质量）"),
    "recommend.an_fp8_kv_cache": E(
        "an FP8 KV cache (the cache, {value:,.1f} GB per GPU, outweighs the weights; vLLM --kv-cache-dtype fp8, weights "
        "unchanged)",
        "FP8 KV cache（每卡 {value:,.1f} GB 的 KV cache 比权重还大；vLLM --kv-cache-dtype fp8，权重不变）"),
    "recommend.lever_the_pick_at": E(
        "Lever: {label} → {fleet}, {su} (the pick: ≈ {mine}){keeps} at {money}/h (the pick: "
        "{money_2}/h).{why}",
        "可选：{label} → {fleet}，{su}（首选约 {mine}）{keeps}，每小时 {money}（首选 "
        "{money_2}）。{why}"),
    # why a dearer pick leads a cheaper precision lever (tools.recommend._lever_plan_of)
    "recommend.lever_why_pick_leads": E(
        lambda a: " Why the dearer pick leads: " + _why_lever_en(a) + (
            f" If that is enough for you and it passes your quality test, rent it ({a['less']:.0%} less)."
            if a["reason"] in ("floor", "full") else
            f" If this passes your quality test and meets your speed, rent it ({a['less']:.0%} less)."
            if a["reason"] != "stated" else f" If this passes your quality test, rent it ({a['less']:.0%} less)."),
        lambda a: "为什么贵的首选排在前面：" + _why_lever_zh(a) + (
            f"这个速度够用、质量测试也通过的话就租它（便宜 {a['less']:.0%}）。" if a["reason"] in ("floor", "full") else
            f"这个方案质量测试通过、速度也够的话就租它（便宜 {a['less']:.0%}）。" if a["reason"] != "stated" else
            f"这个方案质量测试通过的话就租它（便宜 {a['less']:.0%}）。")),
    "recommend.lever.speed": E("≈ {tps:,.0f} tokens/s per user", "每个用户约 {tps:,.0f} tokens/s"),
    "recommend.lever.no_speed": E("speed not computed", "速度未核算"),
    # whether a lever's plan keeps the user's stated targets (tools.recommend.keeps_targets)
    "recommend.keeps": E(", {parts: and }", "，{parts:，}"),
    "recommend.keeps.tps": E(
        lambda a: _full_too(a, "en", (
                   f"{'keeps' if a['ok'] else 'misses'} your {a['answer_s']:g} s whole answer (≥ {a['target']:g} "
                   f"tokens/s per user; ≈ {a['tps'] or 0:,.0f})" if a.get("answer_s") and not a.get("asked") else
                   f"sized at {a['target']:g} tokens/s a call (you asked {a['asked']:g}: see below; ≈ {a['tps']:,.0f})"
                   if a["ok"] and a.get("asked") else
                   f"keeps the assumed {a['target']:g} tokens/s a call (≈ {a['tps']:,.0f})" if a["ok"] and a.get("assumed")
                   else f"keeps your {a['target']:g} tokens/s per user (≈ {a['tps']:,.0f})" if a["ok"] else
                   f"misses the {a['target']:g} tokens/s a call it is sized at (you asked {a['asked']:g}; ≈ "
                   f"{a['tps'] or 0:,.{1 if a.get('full') else 0}f}" + (" once every stream holds the full context)"
                                                                        if a.get("full") else ")")
                   if a.get("asked") else
                   f"misses {'the assumed' if a.get('assumed') else 'your'} {a['target']:g} tokens/s "
                   f"{'a call' if a.get('assumed') else 'per user'} (≈ {a['tps'] or 0:,.{1 if a.get('full') else 0}f}"
                   + (" once every stream holds the full context)" if a.get("full") else ")"))),
        lambda a: _full_too(a, "zh", (
                   f"{'满足' if a['ok'] else '达不到'}你要求的 {a['answer_s']:g} 秒内出完整回答（每用户需 ≥ {a['target']:g} "
                   f"tokens/s；约 {a['tps'] or 0:,.0f}）" if a.get("answer_s") and not a.get("asked") else
                   f"按每路 {a['target']:g} tokens/s 配置（你要求 {a['asked']:g}：见下文；约 {a['tps']:,.0f}）"
                   if a["ok"] and a.get("asked") else
                   f"满足假设的每路 {a['target']:g} tokens/s（约 {a['tps']:,.0f}）" if a["ok"] and a.get("assumed") else
                   f"满足你要求的每用户 {a['target']:g} tokens/s（约 {a['tps']:,.0f}）" if a["ok"] else
                   f"达不到所配置的每路 {a['target']:g} tokens/s（你要求 {a['asked']:g}；约 "
                   f"{a['tps'] or 0:,.{1 if a.get('full') else 0}f}" + ("，每个请求都达到完整上下文时）"
                                                                        if a.get("full") else "）")
                   if a.get("asked") else
                   f"达不到{'假设的每路' if a.get('assumed') else '你要求的每用户'} {a['target']:g} tokens/s"
                   f"（约 {a['tps'] or 0:,.{1 if a.get('full') else 0}f}"
                   + ("，每个请求都达到完整上下文时）" if a.get("full") else "）")))),
    "recommend.keeps.ttft": E(
        lambda a: (f"prefills within your {a['limit']:g} s first token (≈ {a['ttft']:,.2f} s), but the first "
                    f"visible token waits ≈ {a['thought']} of thinking" if a.get("thought") and a["ttft"] is not None
                    else ((f"keeps your {a['limit']:g} s first token" if a["ok"] else
                           "misses your {:g} s first token".format(a["limit"]))
                          + (f" at p{a['pct']}" if a.get("pct") else "")
                          + (f" (≈ {a['ttft']:,.2f} s)" if a["ttft"] is not None else " (not computed)"))),
        lambda a: (f"预填充在你要求的首 token {a['limit']:g} 秒内（约 {a['ttft']:,.2f} 秒），但首个可见字要先等约 "
                    f"{a['thought']} 的思考" if a.get("thought") and a["ttft"] is not None
                    else ((f"满足你要求的首 token {'p' + str(a['pct']) + ' ' if a.get('pct') else ''}≤ {a['limit']:g} 秒"
                           if a["ok"] else
                           f"达不到你要求的首 token {'p' + str(a['pct']) + ' ' if a.get('pct') else ''}≤ {a['limit']:g} 秒")
                          + (f"（约 {a['ttft']:,.2f} 秒）" if a["ttft"] is not None else "（未核算）")))),
    "recommend.one_machine_beside": E(
        "On one machine: {fleet} finishes in {took} for {money}, {share:.0%} of the pick's cost (the pick's {took_2} "
        "needs {machines} machines over RDMA)",
        "只用一台机器：{fleet} 约 {took}完成，共 {money}，是首选花费的 {share:.0%}（首选的 {took_2}要 {machines} 台机器经 "
        "RDMA 互联）"),
    "recommend.multi_node_not_led": E(
        "Across {machines} machines: {fleet} would finish in {took} for {money}, against {took_now} here — "
        "not first: a job across machines pays each node's model load and the NCCL rendezvous (minutes) and stops if "
        "any node fails, so it leads only when it finishes more than {share:.0%} and more than {launch} min sooner",
        "跨 {machines} 台机器：{fleet} 约 {took}完成，共 {money}，而这里是 {took_now}——不排第一："
        "跨机任务每台都要加载模型、做 NCCL 握手（要几分钟），任何一台出故障整个任务就停，"
        "所以只有快出 {share:.0%} 以上且快 {launch} 分钟以上才排第一"),
    "recommend.you_asked_for_the_fastest": E(
        "You asked for the fastest; the cheapest plan is {fleet} at {money}/h{cost}.",
        "你要求最快；最便宜的方案是 {fleet}，每小时 {money}{cost}。"),
    "recommend.two_machines_unlisted": E(
        "Faster still: 2 × {fleet} over InfiniBand or RoCE (RDMA) would take ≈ {took} for ≈ {money} (one machine: "
        "{took_now}, {money_now}); no listed machine here states RDMA between machines, so it is not ranked: ask the "
        "provider for an RDMA cluster quote.",
        "还能更快：2 台 {fleet} 用 InfiniBand 或 RoCE（RDMA）互联，约 {took}，约 {money}（单机：{took_now}，{money_now}）；"
        "这里列出的机器都没有标明机间 RDMA，所以没有排进表里：请向云厂商询问 RDMA 集群报价。"),
    "recommend.each_provider": E("Each provider you named: {plans:; }", "你点名的每家：{plans:；}"),
    "recommend.cheaper_provider": E(
        lambda a: (f"{a['cheap']} is cheaper: its cheapest plan, {a['plan']}, costs {a['less']} less "
                   + ("an hour" if a["serving"] else "for the job") + f" ({a['share']:.0%}) than {a['other']}'s "
                   f"cheapest, {a['plan_2']}" + ("" if a["same_pick"] else " (the pick below weighs margin and speed "
                                                 "too, so it may differ)")),
        lambda a: (f"{a['cheap']}更便宜：最便宜的方案 {a['plan']}，比{a['other']}最便宜的方案 {a['plan_2']}"
                   + ("每小时" if a["serving"] else "整个任务") + f"便宜 {a['less']}（{a['share']:.0%}）"
                   + ("" if a["same_pick"] else "（下面的首选还考虑了显存余量和速度，所以可能不同）"))),
    "recommend.provider_named": E("{p!p:}", "{p!p:}"),
    "recommend.cheaper_provider_lead": E("{cmp}. {msg}", "{cmp}。{msg}"),
    "recommend.provider_total": E("{fleet} at {money}/h{total}", "{fleet}，每小时 {money}{total}"),
    "recommend.cost.job": E(", ≈ {money} for the job in {took}", "，整个任务约 {money}，用时 {took}"),
    "recommend.cost.per_user": E(", ≈ {tps:,.0f} tokens/s per user", "，每个用户约 {tps:,.0f} tokens/s"),
    "recommend.activation_plan": E("{label} → {gpus} × {gpu} at {price}/h{job}", "{label} → {gpus} × {gpu}，每小时 {price}{job}"),
    "recommend.context_parallelism": E("context parallelism (not modelled here)", "上下文并行（此处未建模）"),
    "recommend.activations_dominate": E(
        "Activations are {share:.0%} of the pick's memory per GPU; more GPUs do not shrink them. Levers: {plans:; }.",
        "激活值占首选每卡显存的 {share:.0%}，加卡不会减少它。办法：{plans:；}。"),
    "recommend.gb_per_gpu": E("≥ {min_gpu_memory_gib:g} GB per GPU", "单卡 ≥ {min_gpu_memory_gib:g} GB"),
    "recommend.only_cards_with_gb": E(
        "Only cards with ≥ {min_gpu_memory_gib:g} GB are ranked.",
        "只排名单卡 ≥ {min_gpu_memory_gib:g} GB 的机型。"),
    "recommend.no_priced_card_with": E(
        "No priced card with ≥ {min_gpu_memory_gib:g} GB holds this; see below.",
        "没有单卡 ≥ {min_gpu_memory_gib:g} GB 且有价格的机型能装下；见下文。"),
    "recommend.ranked_by_time_jobs": E(
        "ranked by time (jobs) or speed per user (serving), cost shown beside",
        "按用时（任务）或每个用户的速度（推理）排名，成本并列显示"),
    # money said to be no object ("budget isn't a concern", 钱不是问题, 不在乎預算): the time alone ranks, no cost trade-off
    # a multi-node training pick says where its data parallelism stops paying (tools.dp_scale)
    "recommend.ranked_by_time_no_object": E(
        lambda a: "money is no object, as you said: ranked by time alone (jobs) or speed per user (serving), cost "
                  "shown beside" + (
                      f"; the pick scales out to {a['nodes']:g} nodes ({a['ranks']:g} data-parallel GPUs): beyond "
                      f"{a['max_ranks']:g} GPUs each one's share of the ≈ {a['batch_m']:.2f}M-token compute-optimal "
                      f"batch (DeepSeek LLM's fit, arXiv:2401.02954) falls under the ≈ {a['rank_k']:,.1f}k tokens that "
                      "hide its gradient all-reduce, so more nodes would wait on the network"
                      if a.get("nodes") else ""),
        lambda a: "按你说的不计花费：只按用时（任务）或每个用户的速度（推理）排名，成本并列显示" + (
                      f"；首选扩到 {a['nodes']:g} 台（{a['ranks']:g} 张卡数据并行）：超过 {a['max_ranks']:g} 张卡后，"
                      f"每张卡分到的约 {a['batch_m']:.2f}M token 计算最优批量（DeepSeek LLM 的拟合，arXiv:2401.02954）"
                      f"不足约 {a['rank_k']:,.1f}k token，盖不住梯度 all-reduce，再加机器只会等网络"
                      if a.get("nodes") else "")),
    "recommend.ranked_by_cost": E("ranked by cost: {cost_means}", "按成本排名：{cost_means}"),
    "recommend.tokens_s_per_user": E(
        lambda a: (f"sized at {a['per_user']:,g} tokens/s a call (you asked {a['asked']:,g}: see below)"
                   if a.get("asked") else f"{a['per_user']:,g} tokens/s a call (assumed: what speech needs)"
                   if a.get("assumed") else f"{a['per_user']:,g} tokens/s per user"),
        lambda a: (f"按每路 {a['per_user']:,g} tokens/s 配置（你要求 {a['asked']:,g}：见下文）"
                   if a.get("asked") else f"每路 {a['per_user']:,g} tokens/s（假设值：语音所需）"
                   if a.get("assumed") else f"每用户 {a['per_user']:,g} tokens/s")),
    # a percentile said with the time ("99% of requests under 2 s"): the figures beside it are at that tail
    "recommend.answer_within": E(
        lambda a: (f"p{a['pct']} " if a.get("pct") else "")
        + f"answers within {a['answer_s']:,g} s → ≥ {a['per_user']:,.0f} tokens/s per user",
        lambda a: (f"p{a['pct']} " if a.get("pct") else "")
        + f"{a['answer_s']:,g} 秒内出完整回答 → 每用户 ≥ {a['per_user']:,.0f} tokens/s"),
    "recommend.answer_within_s": E(
        lambda a: (f"p{a['pct']} " if a.get("pct") else "") + f"answers within {a['answer_s']:,g} s"
        + (f" (met: ≈ {a['took']:,.1f} s a whole answer on the pick)" if a.get("took") else ""),
        lambda a: (f"p{a['pct']} " if a.get("pct") else "") + f"{a['answer_s']:,g} 秒内出完整回答"
        + (f"（已满足：首选方案每个完整回答约 {a['took']:,.1f} 秒）" if a.get("took") else "")),
    "recommend.answer_time_impossible": E(
        "Not met by the pick: a whole answer within {answer_s:,g} s needs the first token and every later one inside it{pick}; "
        "allow more time or shorter answers.{closest}",
        "首选方案不满足：{answer_s:,g} 秒内给出完整回答，首 token 和之后每个 token 都要在时限内{pick}；"
        "请放宽时限或缩短回答。{closest}"),
    "recommend.answer_time_pick": E(
        lambda a: (f": it takes ≈ {a['answer_s']:,.2f} s" + (f" at p{a['pct']}" if a.get("pct") else "")
                   + f" (first token ≈ {a['ttft_s']:,.1f} s, then {a['out']:,} tokens at ≈ {a['tps']:,.0f} tokens/s)"),
        lambda a: ("：它" + (f" p{a['pct']} " if a.get("pct") else "") + f"约 {a['answer_s']:,.2f} 秒（首 token 约 "
                   f"{a['ttft_s']:,.1f} 秒，再以约 {a['tps']:,.0f} tokens/s 生成 {a['out']:,} token）")),
    "recommend.answer_time_pick_meets": E(
        lambda a: (f"The pick's whole answer takes ≈ {a['answer_s']:,.1f} s" + (f" at p{a['pct']}" if a.get("pct")
                                                                                 else "")
                   + f" (first token ≈ {a['ttft_s']:,.1f} s, then {a['out']:,} tokens at ≈ {a['tps']:,.0f} tokens/s)."),
        lambda a: ("首选方案的完整回答" + (f" p{a['pct']} " if a.get("pct") else "") + f"约 {a['answer_s']:,.1f} 秒（首 token 约 "
                   f"{a['ttft_s']:,.1f} 秒，再以约 {a['tps']:,.0f} tokens/s 生成 {a['out']:,} token）。")),
    "recommend.answer_time_closest": E(
        lambda a: (f" Closest plan: {a['fleet']} at {a['money']}/h, ≈ {a['answer_s']:,.0f} s per answer (first token "
                   f"≈ {a['ttft_s']:,.1f} s at the stated load, then {a['out']:,} tokens at ≈ {a['tps']:,.0f} tokens/s)"
                   + (", inside the target when prompts hit the prefix cache" if a["met"] else "") + "."),
        lambda a: (f"最接近的方案：{a['fleet']}，每小时 {a['money']}，每个回答约 {a['answer_s']:,.0f} 秒（按所述负载首 token 约 "
                   f"{a['ttft_s']:,.1f} 秒，再以约 {a['tps']:,.0f} tokens/s 生成 {a['out']:,} token）"
                   + ("，提示命中前缀缓存时可在时限内" if a["met"] else "") + "。")),
    "recommend.each_user_decodes_at": E(
        lambda a: (f"Each user decodes at ≈ {a['got']:,.0f} tokens/s at the stated load"
                   + (f" — a thin margin, inside the speed model's {a['err']:.0%} error: measure it at your load"
                      if a.get("thin") else "") + "."),
        lambda a: (f"所述负载下每个用户约 {a['got']:,.0f} tokens/s"
                   + (f"——余量偏小，仍在速度模型约 {a['err']:.0%} 的误差之内：请按你的负载实测" if a.get("thin") else "")
                   + "。")),
    "recommend.each_user_short_at_full": E(
        "≈ {got:,.0f} tokens/s per user at the stated load with short prompts, but ≈ {full:,.1f} once every stream holds "
        "the full {seq_len:,}-token context the memory is sized for: below the target there.",
        "所述负载下短提示时每个用户约 {got:,.0f} tokens/s，但每个请求都达到显存所按的完整 {seq_len:,} token 上下文时约 "
        "{full:,.1f}：低于目标。"),
    "recommend.no_listed_plan_gives.the_pick": E(" (the pick: ≈ {got:,.0f})", "（首选约 {got:,.0f}）"),
    "recommend.thinking_time_label": E("a thinking answer within {answer_s:g} s", "{answer_s:g} 秒内答完（含思考）"),
    "recommend.thinking_outlasts_wait": E(
        lambda a: (f"the model thinks ≈ {a['think']:,} tokens before it answers: at ≈ {a['tps']:,.0f} tokens/s per user "
                   + (f"(on your own {a['own']})" if a.get("own") else "(the fastest listed plan)") + " a whole answer "
                   f"takes ≈ {a['took']:,.0f} s, not {a['wait']:g} s; no card decodes that much in time. To answer "
                   f"within {a['wait']:g} s: a model that answers without thinking (an Instruct release, or Qwen3 with "
                   f"thinking off), or a thinking budget of ≈ {a['budget']:,} tokens in all (max_tokens), or a shorter "
                   "answer"),
        lambda a: ("这个模型回答前要先思考约 " f"{a['think']:,} 个 token：" + (f"按你自己的 {a['own']} 算，" if a.get("own")
                   else "按目录里最快的方案") + f"每用户约 {a['tps']:,.0f} tokens/s，一个完整回答约 {a['took']:,.0f} 秒，"
                   f"不是 {a['wait']:g} 秒；没有哪张卡能及时解码这么多。要 {a['wait']:g} 秒内答完：换不思考的模型（Instruct 版，"
                   f"或关闭思考的 Qwen3），或把思考加回答限制在约 {a['budget']:,} 个 token（max_tokens），或让回答更短")),
    "recommend.no_listed_plan_gives": E(
        "No listed plan gives each user {per_user:,.0f} tokens/s at this load{part}.",
        "目录中没有能让每个用户达到 {per_user:,.0f} tokens/s 的方案{part}。"),
    "recommend.per_user_unchecked": E(
        "the only blocker is the missing price, not speed: the families above hold the work; {per_user:,.0f} tokens/s "
        "per user is judged on a plan once its quote is imported (`gpu-advisor catalog import`){estimate}.",
        "唯一的障碍是缺少价格，不是速度：上文的实例规格族能装下该负载；导入报价（`gpu-advisor catalog import`）后再按每用户 "
        "{per_user:,.0f} tokens/s 核对方案{estimate}。"),
    "recommend.per_user_unpriced.estimate": E(
        lambda a: (f"; estimated on {a['fleet']}: ≈ {a['tps']:,.0f} tokens/s per user at the stated load"
                   + (" (meets it)" if a["ok"] else " (below it)")),
        lambda a: (f"；按 {a['fleet']}估算：所述负载下每个用户约 {a['tps']:,.0f} tokens/s"
                   + ("（满足）" if a["ok"] else "（不足）"))),
    "recommend.per_user_not_judged": E(
        "no plan was left out for speed; nothing could be ranked under the other stated constraints (above), so "
        "{per_user:,.0f} tokens/s per user is judged on the plan you choose{estimate}.",
        "没有方案因速度被排除；是其他条件（见上文）使得无法排名，"
        "每用户 {per_user:,.0f} tokens/s 按你最终选的方案核对{estimate}。"),
    # `where` None: no place nor cloud was stated, so none is named ("no priced machine in  holds" was said)
    "recommend.ttft_unpriced": E(
        lambda a: (f"no priced machine{' in ' + str(a['where']) if a.get('where') else ''} holds the work, so no "
                   f"plan's first token was computed{a.get('estimate') or ''}."),
        lambda a: (f"{a['where'] if a.get('where') else '目录中'}没有能装下该负载且有价格的机器，所以没有按方案计算首 token"
                   f"{a.get('estimate') or ''}。")),
    # the named card with no price, judged on its own first token (tools.recommend._ttft_named: "租几张H20够？")
    "recommend.ttft_named": E(
        lambda a: (f"{a['n']} × {a['gpu']} (TP {a['tp']}, {a['users']} users a copy) prefills a {a['prompt']:,}-token "
                   f"prompt in ≈ {a['s']:,.1f} s at the stated load"
                   + (f": within the {a['limit_s']:g} s target." if a["ok"] else
                      f": over the {a['limit_s']:g} s target"
                      + (f"; even one prompt alone on {a['wide_tp']} × {a['gpu']} (TP {a['wide_tp']}) takes "
                         f"≈ {a['alone_s']:,.1f} s, so no count of {a['gpu']} meets it (more copies shorten the "
                         "queue, not one prompt's prefill)." if a["never"] else
                         (f"; one prompt alone on {a['wide_tp']} × {a['gpu']} (TP {a['wide_tp']}) takes "
                          f"≈ {a['alone_s']:,.1f} s, so more {a['gpu']} copies to shorten the queue could "
                          "meet it: not sized here." if a["alone_s"] else ".")))),
        lambda a: (f"{a['n']} × {a['gpu']}（TP {a['tp']}，每份 {a['users']} 个用户）在所述负载下预填充 {a['prompt']:,} token "
                   f"约 {a['s']:,.1f} 秒"
                   + (f"：在 {a['limit_s']:g} 秒目标之内。" if a["ok"] else
                      f"：超出 {a['limit_s']:g} 秒目标"
                      + (f"；即使单个提示独占 {a['wide_tp']} × {a['gpu']}（TP {a['wide_tp']}）也要约 "
                         f"{a['alone_s']:,.1f} 秒，所以 {a['gpu']} 多少张都达不到（多几份副本只能缩短排队，"
                         "缩短不了单个提示的预填充）。" if a["never"] else
                         (f"；单个提示独占 {a['wide_tp']} × {a['gpu']}（TP {a['wide_tp']}）约 {a['alone_s']:,.1f} "
                          f"秒，多加几份 {a['gpu']} 副本缩短排队也许能满足：这里没有按它估算。" if a["alone_s"]
                          else "。"))))),
    "recommend.ttft_named_unknown": E(
        "{gpu} holds the work by memory, but the catalog has no tensor TFLOPS figure for it, so its first token cannot "
        "be computed: measure it on the quoted machine before relying on the target.",
        "{gpu} 显存能装下，但目录里没有它的 Tensor TFLOPS 数字，无法计算首 token：依赖这个目标之前请在报价的机器上实测。"),
    "recommend.ttft_unpriced.providers": E("{providers!p:, }", "{providers!p:、}"),
    "recommend.ttft_unpriced.estimate": E(
        lambda a: (f"; on the families named above, {a['fleet']} would prefill a {a['seq_len']:,}-token "
                   f"prompt in ≈ {a['ms']:,.0f} ms at the stated load — "
                   + ("within the target; confirm it on the quoted machine" if a["ok"]
                      else "over the target; a shorter prompt, prefix caching or more GPUs per replica would be needed")),
        lambda a: (f"；按上文的规格族估算，{a['fleet']}在所述负载下预填充 {a['seq_len']:,} token 约 "
                   f"{a['ms']:,.0f} 毫秒——"
                   + ("在目标之内；拿到报价后在该机器上确认" if a["ok"]
                      else "超出目标；需要更短的提示词、前缀缓存或每个副本更多的卡"))),
    "recommend.ttft_after_thinking": E(
        lambda a: (f"the first visible token comes after the thinking: {a['think']:,} thinking tokens at ≈ {a['tps']} "
                   f"tokens/s per user ≈ {a['took']}, over the {a['limit_s']:g} s limit"
                   + (f"; turn thinking off ({a['switch']}) to meet it" if a.get("switch")
                      else "; this model cannot switch it off: a non-thinking model meets it")),
        lambda a: (f"首个可见字要等思考写完：{a['think']:,} 个思考 token，每用户约 {a['tps']} token/秒，约 {a['took']}，"
                   f"超过 {a['limit_s']:g} 秒的要求"
                   + (f"；关闭思考（{a['switch']}）才能达到" if a.get("switch")
                      else "；这个模型不能关闭思考：换不思考的模型才能达到"))),
    "recommend.not_met_as_far": E(
        "Not met as far as can be checked: no listed plan is verified to prefill {seq_len:,} tokens within {lim} ms, and "
        "{name} has no TFLOPS figure, so its first-token time cannot be computed; measure it first.",
        "就可核算的范围而言未满足：目录中没有方案经核算能在 {lim} 毫秒内预填充 {seq_len:,} token，而 {name} 缺少 TFLOPS "
        "数据，无法计算首 token 时间；请先实测。"),
    "recommend.ms": E(
        lambda a: (f"first token p{a['pct']} ≈ {a['got_ms']:,.0f} ms ≤ {a['target_ttft_ms']:,.0f} ms"
                   if a.get("pct") and a.get("got_ms") is not None else f"{a['target_ttft_ms']:,.0f} ms"),
        lambda a: (f"首 token p{a['pct']} 约 {a['got_ms']:,.0f} 毫秒 ≤ {a['target_ttft_ms']:,.0f} 毫秒"
                   if a.get("pct") and a.get("got_ms") is not None else f"首 token {a['target_ttft_ms']:,.0f} 毫秒")),
    "recommend.first_token_in_ms": E(
        lambda a: (f"First token in ≈ {a['value']:,.0f} ms" + (f" at p{a['pct']}" if a.get("pct") else "")
                   + f" for a {a['seq_len']:,}-token prompt."),
        lambda a: (f"{a['seq_len']:,} token 提示词的首 token " + (f"p{a['pct']} " if a.get("pct") else "")
                   + f"约 {a['value']:,.0f} 毫秒。")),
    "recommend.no_listed_plan_prefills.the_pick_ms": E(" (the pick: ≈ {value:,.0f} ms)", "（首选约 {value:,.0f} 毫秒）"),
    "recommend.ttft_over_budget": E(
        lambda a: (f"on the nearest plan (over the budget), {a['fleet']}: ≈ {a['ms']:,.0f} ms for the priced "
                   f"{a['prompt']:,}-token prompt"
                   + (f"; a new {a['full']:,}-token document filling the context ≈ {a['full_ms']:,.0f} ms"
                      if a.get("full_ms") is not None else "")
                   + ("" if a["ok"] else ": over the limit")),
        lambda a: (f"按最接近的方案（超出预算）{a['fleet']}：按计价的 {a['prompt']:,} token 提示词约 {a['ms']:,.0f} 毫秒"
                   + (f"；填满上下文的新文档（{a['full']:,} token）约 {a['full_ms']:,.0f} 毫秒"
                      if a.get("full_ms") is not None else "")
                   + ("" if a["ok"] else "：超过上限"))),
    "recommend.ttft_full_context": E(
        "≈ {ms:,.0f} ms for the priced {prompt:,}-token prompt, but a new {full:,}-token document filling the context "
        "≈ {full_ms:,.0f} ms: over the limit for long documents (cut what is retrieved, relax it for them, or add "
        "prefill compute){meets}",
        "按计价的 {prompt:,} token 提示词约 {ms:,.0f} 毫秒，但填满上下文的新文档（{full:,} token）约 {full_ms:,.0f} 毫秒："
        "长文档超过上限（减少检索内容、对长文档放宽，或增加预填充算力）{meets}"),
    "recommend.ttft_full_context.meets": E(
        "; {fleet} at {money}/h prefills that document in ≈ {full_ms:,.0f} ms, within the limit: the plan if long "
        "documents must meet it",
        "；{fleet}（每小时 {money}）预填充该文档约 {full_ms:,.0f} 毫秒，在上限之内：长文档也必须达标时选它"),
    # no plan as ranked in mainland China meets it: the priced card there that does (a copy over more GPUs), and the
    # card sold there with no public price that does, its month by the user's quote (tools.recommend._unpriced_card_meets)
    "recommend.ttft_full_context.mainland_meets": E(
        lambda a: ("; in mainland China, one copy over more GPUs meets it" if a.get("cn", True)
                   else "; another card meets it") + (f": {a['listed']}" if a["listed"] else "")
                  + (("; or " if a["listed"] else ": ") + a["quote"] if a["quote"] else ""),
        lambda a: ("；在中国大陆，把一份模型分到更多卡上可以达标" if a.get("cn", True) else "；换卡可以达标")
                  + (f"：{a['listed']}" if a["listed"] else "")
                  + (("；或 " if a["listed"] else "：") + a["quote"] if a["quote"] else "")),
    # a stated first-token limit every ranked plan misses for a new document: said first, with the card that meets it
    "recommend.ttft_missed_first": E(
        lambda a: (f"The {a['limit_s']:g} s first-token limit is missed by {a['fleet']}: a new {a['full']:,}-token "
                   f"document takes ≈ {a['full_s']:,.0f} s to its first token{a['meets']}. The plan that holds "
                   f"the work but misses the limit: {a['msg']}"),
        lambda a: (f"首 token {a['limit_s']:g} 秒的要求，{a['fleet']} 做不到：新的 {a['full']:,} token 文档约 "
                   f"{a['full_s']:,.0f} 秒才出首 token{a['meets']}。能装下但达不到这个要求的方案：{a['msg']}")),
    "recommend.ttft_full_context.priced_meets": E(
        lambda a: (f"{a['n']} × {a['name']} (TP {a['n']}) prefills that document in ≈ {a['full_ms']:,.0f} ms, about "
                   f"{a['money']} a month at {a['provider']}'s listed price"
                   + (" (third-party-reported: verify)" if a["third"] else "")),
        lambda a: (f"{a['n']} × {a['name']}（TP {a['n']}）预填充该文档约 {a['full_ms']:,.0f} 毫秒，按 {a['provider']} 的公开价"
                   f"每月约 {a['money']}" + ("（第三方报告的价格，请核实）" if a["third"] else ""))),
    "recommend.ttft_full_context.unpriced_meets": E(
        "{n} × {name} prefills it in ≈ {full_ms:,.0f} ms — no public price in my catalog{cost}",
        "{n} × {name} 预填充约 {full_ms:,.0f} 毫秒——我的目录里没有它的公开价格{cost}"),
    "recommend.no_listed_plan_prefills.fastest": E(" (the fastest checked, {fleet}: ≈ {value:,.0f} ms)",
                                                   "（核算过的最快方案 {fleet}：约 {value:,.0f} 毫秒）"),
    "recommend.no_listed_plan_prefills": E(
        "No listed plan prefills {seq_len:,} tokens within {target_ttft_ms:,.0f} ms{part}; a shorter prompt or prefix "
        "caching would be needed.",
        "目录中没有能在 {target_ttft_ms:,.0f} 毫秒内预填充 {seq_len:,} token 的方案{part}；需要更短的提示词或前缀缓存。"),
    "recommend.this_answer_expects_per": E(
        "This answer expects ≈ {money} per million tokens at the stated load.",
        "本回答预计在所述负载下每百万 token ≈ {money}。"),
    "recommend.this_answer_expects_per_2": E(
        "This answer expects {money} per hour ({billing}).",
        "本回答预计每小时 {money}。"),
    "recommend.the_stated_budget": E("the stated budget", "所述预算"),
    "recommend.emptied_by": E("{hit: and }", "{hit:、}"),
    "recommend.filter_floor": E("the per-user speed floor ({floor})", "每用户速度下限（{floor}）"),
    "recommend.filter": pick(
        "filter", {"provider": "the stated providers", "region": "the stated regions", "gpu": "the stated GPU",
                   "gpu_memory": "the per-card memory floor", "gpu_count": "the stated GPU count", "deadline": "the deadline",
                   "ttft": "the time-to-first-token limit", "throughput": "the speed target"},
        {"provider": "指定的云厂商", "region": "指定的区域", "gpu": "指定的 GPU", "gpu_memory": "单卡显存下限",
         "gpu_count": "指定的卡数", "deadline": "期限", "ttft": "首 token 延迟上限", "throughput": "速度目标"}),
    "recommend.reason_as_named": E("{reason}", "{reason}"),  # a rejection reason with no words of its own: its id
    "recommend.priority": pick("priority", {"fastest": "fastest", "cheapest": "cheapest"},
                               {"fastest": "最快", "cheapest": "最便宜"}),
    "recommend.no_offers_here": E(_no_offers_en, _no_offers_zh),
    "recommend.owned_runs_partly": E(
        "{model} runs on your cards, but not for everyone at once: {ways:; }. As asked: {first}",
        "{model} 能在你的卡上跑，但不够所有人同时用：{ways:；}。按原样：{first}"),
    "recommend.owned_route_yes": E(
        lambda a: f"{a['model']} runs on your cards with {a['label']}: {a['v']}{_route_tps_en(a)}{_took(a)}." + (
            f" With the engine's defaults it would not: {a['first']}" if a.get("first") is not None else ""),
        lambda a: f"{a['model']} 能在你的卡上跑，需打开{a['label']}：{a['v']}{_route_tps_zh(a)}{_took(a)}。" + (
            f"按引擎默认设置则不行：{a['first']}" if a.get("first") is not None else "")),
    "recommend.owned_route_below": E(
        lambda a: f"{a['model']}: {a['first'] or ''} On your own cards instead, with {a['label']}: {a['v']}"
                  f"{_route_tps_en(a)}{_took(a)} (check the quality on your own prompts before relying on it)",
        lambda a: f"{a['model']}：{a['first'] or ''} 在你自己的卡上可以改用{a['label']}：{a['v']}{_route_tps_zh(a)}{_took(a)}"
                  "（正式使用前先用自己的数据检查质量）"),
    # no precision said (tools.recommend.owned_route_headline): the owned cards' yes at the route first, the 16-bit
    # default's no after it
    "recommend.owned_route_unasked": E(
        lambda a: f"Yes, {a['model']} runs on your own {_owned_cards(a)} with {a['label']}: {a['v']}{_route_tps_en(a)}{_took(a)} "
                  "(check the quality on your own prompts before relying on it)."
                  + (f" At the {a.get('default') or '16-bit'} default it would not: {a['first']}"
                     if a.get("first") is not None else ""),
        lambda a: f"够：{a['model']} 在你自己的 {_owned_cards(a)} 上可以跑，用{a['label']}：{a['v']}{_route_tps_zh(a)}{_took(a)}"
                  "（正式使用前先用自己的数据检查质量）。"
                  + (f"按默认的 {a.get('default') or '16 位'} 则不行：{a['first']}" if a.get("first") is not None else "")),
    "recommend.stated_route_yes": E(
        lambda a: f"{a['model']} runs on {a['hardware']} with {a['label']}: {a['v']}{_route_tps_en(a)}." + (
            f" With the engine's defaults it would not: {a['first']}" if a.get("first") is not None else ""),
        lambda a: f"{a['model']} 能在 {a['hardware']} 上跑，需打开{a['label']}：{a['v']}{_route_tps_zh(a)}。" + (
            f"按引擎默认设置则不行：{a['first']}" if a.get("first") is not None else "")),
    "recommend.stated_route_below": E(
        lambda a: f"{a['model']}: yes, quantised, on {a['hardware']} with {a['label']}: {a['v']}{_route_tps_en(a)} "
                  "(a quantised model: check the quality on your own prompts before relying on it). As asked it does "
                  f"not: {a['first'] or ''}",
        lambda a: f"{a['model']}：量化后可以在 {a['hardware']} 上跑，需改用{a['label']}：{a['v']}{_route_tps_zh(a)}"
                  f"（量化模型：正式使用前先用自己的数据检查质量）。按原精度则不行：{a['first'] or ''}"),
    "recommend.owned_no_then_partly": E(
        lambda a: f"{a['model']}: {a['first']} What your cards do hold: {'; '.join(map(str, a['ways']))}" + (
            " (below the precision you asked for: check its quality on your own prompts before relying on it)"
            if a.get("below") else ""),
        lambda a: f"{a['model']}：{a['first']} 你的卡能做到的：{'；'.join(map(str, a['ways']))}" + (
            "（精度低于你所问的：正式使用前先用自己的数据检查质量）" if a.get("below") else "")),
    "recommend.nothing_can_be_ranked": E(
        "{model}: nothing can be ranked as asked. {first}",
        "{model}：按所给条件无法排名。{first}"),
    # a headline beside a priced plan never says "nothing can be ranked" (tools.recommend.nothing_ranked_headline)
    "recommend.headline_over_budget": E(
        lambda a: f"{a['model']}: ❌ over your budget as asked. {a['first']}{a.get('plan') or ''}",
        lambda a: f"{a['model']}：❌ 按所问超出预算。{a['first']}{a.get('plan') or ''}"),
    "recommend.headline_shown": E(
        lambda a: f"{a['model']}: " + f"{a['first']}{a['plan'] or ''}".lstrip(),
        lambda a: f"{a['model']}：" + f"{a['first']}{a['plan'] or ''}".lstrip()),
    "recommend.headline_instead_cluster": E(
        lambda a: (f" Instead: {a['machines']} machines over InfiniBand / RoCE, {a['gpus']} × {a['gpu']} in all, "
                   f"{a['money']}/h" + (f", ≈ {a['took']}" if a.get("took") else "")
                   + (f", ≈ {a['cost']} for the job" if a.get("cost") else "") + " (below)."),
        lambda a: (f"改用：{a['machines']} 台机器经 InfiniBand / RoCE 互连，共 {a['gpus']} 张 {a['gpu']}，每小时 "
                   f"{a['money']}" + (f"，约 {a['took']}" if a.get("took") else "")
                   + (f"，整个任务约 {a['cost']}" if a.get("cost") else "") + "（见下）。")),
    "recommend.card_kept_by_cluster": E(
        "the multi-node plan below runs on {gpu} ({machines} machines); what cannot hold it is one machine of the "
        "stated size (line above)",
        "下面的多机方案用的就是 {gpu}（{machines} 台机器）；装不下的是所说规模的单台机器（见上一条）"),
    "recommend.headline_instead_plan": E(
        lambda a: f" Instead, without that constraint{_engine_en(a)}: {a['fleet']} at {a['money']}/h{a['month'] or ''}"
                  f"{a['job'] or ''}" + (" — ❌ over your budget" if a.get("over") else "") + " (below).",
        lambda a: f"去掉这一限制的方案{_engine_zh(a)}：{a['fleet']}，每小时 {a['money']}{a['month'] or ''}{a['job'] or ''}"
                  + ("——❌ 超出预算" if a.get("over") else "") + "（见下）。"),
    "recommend.headline_roomier_plan": E(
        lambda a: f" For room and full speed, rent instead{_engine_en(a)}: {a['fleet']} at {a['money']}/h"
                  f"{a['month'] or ''}{a['job'] or ''}" + (" — ❌ over your budget" if a.get("over") else "") + " (below).",
        lambda a: f"想要余量和全速，改租{_engine_zh(a)}：{a['fleet']}，每小时 {a['money']}{a['month'] or ''}{a['job'] or ''}"
                  + ("——❌ 超出预算" if a.get("over") else "") + "（见下）。"),
    "recommend.the_cheapest_plan_without": E(
        "The cheapest plan without the provider/region filter: {fleet} in {region} at "
        "{money}/h{month}.",
        "不限云厂商/区域时最便宜的方案：{fleet}（{region}），每小时 {money}{month}。"),
    "recommend.nearby": E(
        "Nothing priced in {regions: or } fits this; the nearest places that have a plan (outside the place you "
        "named): {plans:; }.",
        "{regions:或}没有能装下且有价格的方案；最近的、有方案的地方（超出你指定的地点）：{plans:；}。"),
    # the same plans when the place is a data-residency rule: what the rule forbids, never a way out
    "recommend.nearby_residency": E(
        "Nothing priced in {regions: or } fits this. Only if the data could leave {regions: and } (it must not, as you "
        "said), the nearest places would have: {plans:; }.",
        "{regions:或}没有能装下且有价格的方案。只有在数据可以离开{regions:和}时（你说过不可以），最近的地方才有：{plans:；}。"),
    "recommend.near_you": E("Near where you are (the pick runs elsewhere): {plans:; }",
                            "离你较近的方案（首选方案在别处）：{plans:；}"),
    "recommend.place_held_by_its_plan": E("kept: the plan above runs there ({fleet}, {region}), on the cards it has",
                                          "已满足：上面的方案就在那里运行（{fleet}，{region}），用的是当地有的卡"),
    "recommend.near_you_unpriced": E("Where you are, {places:, }: no priced machine there holds this; nearest priced: "
                                     "{plans:; }",
                                     "你所在的{places:、}：那里没有能跑这个负载的公开标价机器；最近的有价方案：{plans:；}"),
    "recommend.offshore_beside": E(
        "Outside mainland China (offshore: data leaves the mainland, so only if it may): {fleet} in {region} at "
        "{money}/h{month}",
        "境外方案（数据出境，仅在数据可以出境时）：{fleet}（{region}），每小时 {money}{month}"),
    # tools.recommend.engine_route: the answer re-run on an engine that runs the weights' format on the place's cards
    "recommend.engine_route": E(
        lambda a: (f"Planned with {a['engine']}, not {a['default']}: {a['default']}'s {a['precision']} kernels need a "
                   f"newer card than the cheaper ones here, and {a['engine']} runs the same {a['precision']} weights "
                   f"on a {a['gpu']} (first plan at {a['money_2']}/h"
                   + (f"; with {a['default']}: {a['fleet']} at {a['money']}/h" if a.get("fleet") else "")
                   + f"). Say \"with {a['default']}\" to plan it on {a['default']}."),
        lambda a: (f"按 {a['engine']} 规划（不是 {a['default']}）：{a['default']} 的 {a['precision']} 算子要更新的卡，"
                   f"这里便宜的卡跑不了；{a['engine']} 在 {a['gpu']} 上就能跑同样的 {a['precision']} 权重（首选每小时 "
                   f"{a['money_2']}"
                   + (f"；用 {a['default']}：{a['fleet']}，每小时 {a['money']}" if a.get("fleet") else "")
                   + f"）。要按 {a['default']} 规划，请说“用 {a['default']}”。")),
    "recommend.engine_route_lead": E("{note} {msg}", "{note}{msg}"),
    "recommend.nearby_plan": E("{place}: {fleet} in {region} at {money}/h{month}{within}",
                               "{place}：{fleet}（{region}），每小时 {money}{month}{within}"),
    "recommend.reference_within": E(" (within your budget's {budget}/h)", "（在预算折合的每小时 {budget} 以内）"),
    "recommend.reference_over": E(" (over your budget's {budget}/h)", "（超出预算折合的每小时 {budget}）"),
    "recommend.mainland_reference": E(
        "As a price reference while mainland quotes are missing (public prices in the nearest places, not a mainland "
        "quote; mainland prices differ): {plans:; }.",
        "在拿到国内报价之前的价格参考（最近的、有公开价格的地方，不是国内报价；国内价格会不同）：{plans:；}。"),
    "recommend.nearest_wider": E(
        "Nothing priced in {regions: or } holds this; the nearest priced plan, in {wider: or } (outside the place you "
        "named): {fleet} in {region} at {money}/h{month}.",
        "{regions:或}没有能装下且有价格的方案；最近的有价方案在{wider:或}（超出你指定的地点）：{fleet}（{region}），"
        "每小时 {money}{month}。"),
    "recommend.outside_the_providers": E(
        "Outside your provider choice ({providers!p:, }), for comparison: the nearest priced plan is {fleet} "
        "in {region} at {money}/h{month}.",
        "超出你限定的云厂商（{providers!p:、}），仅供对比：最接近的有价方案是 {fleet}（{region}），"
        "每小时 {money}{month}。"),
    "recommend.unpriced_family_break_even": E(
        lambda a: (f"No public price in our data for {a['family']}: on the {a['gpus']} × {a['gpu']} this load "
                   + (f"pays for (bare metal, rented whole; it uses {a['used']})" if a.get("used") else "uses")
                   + f", its month = {a['gpus']} GPUs × {a['hours']} h × your per-GPU-hour quote; a quote under "
                   f"{a['even']} per GPU-hour makes it cheaper than the comparison plan above ({a['month']} a month). "
                   f"A line worked from that priced plan, not a {a['family']} price."),
        lambda a: (f"我们的数据里没有 {a['family']} 的公开价格：按这个负载要"
                   + (f"付的 {a['gpus']} × {a['gpu']} 计（裸金属只能整机租，负载只用 {a['used']} 卡）" if a.get("used")
                      else f"用的 {a['gpus']} × {a['gpu']} 计")
                   + f"，月费 = {a['gpus']} 卡 × {a['hours']} 小时 × 你拿到的每卡时报价；报价低于每卡时 {a['even']} "
                   f"即比上面的对比方案（每月 {a['month']}）便宜。这是由有价方案推出的参考线，不是 {a['family']} 的报价。")),
    "recommend.no_cannot_do_this_on_gpu": E(
        lambda a: f"No, {a['what']} cannot hold this with the optimizer states on the GPUs, because {a['why']}."
        + (f" {a['lever']}." if a.get("lever") else ""),
        lambda a: f"不行，优化器状态放在 GPU 上时 {a['what']} 装不下，因为{a['why']}。"
        + (f"{a['lever']}。" if a.get("lever") else "")),
    # full training on stated cards where another term than the optimizer states is the wall (tools.recommend.wall_lever)
    "recommend.no_the_wall_on_stated": E(
        "No, {what} cannot hold this: the {wall} per GPU are what does not fit, because {why}. {lever}.",
        "不行，{what} 装不下：每卡放不下的是{wall}，因为{why}。{lever}。"),
    "recommend.wall_lever": E(
        lambda a: {
            "activations": "The lever is the activations: activation checkpointing, a chunked or fused cross-entropy "
                           "that never holds the whole FP32 logits (Liger Kernel, torchtune), and context parallelism "
                           "that splits each sequence over the GPUs (DeepSpeed-Ulysses, ring attention); ZeRO or "
                           "optimizer offload alone does not fix this",
            "optimizer": "The lever is the optimizer states: shard them over more GPUs (ZeRO-3 / FSDP) or move them to "
                         "host RAM (DeepSpeed ZeRO-Offload)",
            "weights": "The lever is the weights: more cards to shard them over (FSDP / ZeRO-3), or a quantised base "
                       "(QLoRA, which is no longer a full fine-tune)"}[a["term"]],
        lambda a: {
            "activations": "要降的是激活值：激活检查点（gradient checkpointing）、分块或融合的交叉熵（Liger Kernel、torchtune，"
                           "不保存完整的 FP32 logits），以及把每条序列切到多卡的上下文并行（DeepSpeed-Ulysses、ring "
                           "attention）；只做 ZeRO 或优化器卸载解决不了",
            "optimizer": "要降的是优化器状态：在更多卡上分片（ZeRO-3 / FSDP），或放到主机内存（DeepSpeed ZeRO-Offload）",
            "weights": "要降的是权重：更多卡来分片（FSDP / ZeRO-3），或量化底座（QLoRA，那就不再是全参微调）"}[a["term"]]),
    "recommend.other_settings_on_the": E(
        "Memory settings on the stated hardware, computed (each adds to the one before; the last shown): {routes}.",
        "在所述硬件上改显存设置（已计算；逐项叠加，只列最后一项）：{routes}。"),
    "recommend.other_optimizers_on_the": E(
        "Other optimizers on the stated hardware, computed: {routes}.", "在所述硬件上换优化器（已计算）：{routes}。"),
    "recommend.floor_plan_priced_out": E(
        "Our {default:g} tokens/s per-user chat default is met in {regions: and } only by {fleet} at {money}/h "
        "(≈ {tps:,.0f} tokens/s per user), {times:,.1f}× this plan's price: this plan is sized below that default "
        "instead, at ≈ {mine:,.0f} tokens/s per user at your load (sized at ≥ {floor:g}); "
        "say 'at least {default:g} tok/s per user' to rent that one",
        "在{regions:和}，只有 {fleet} 能达到我们默认的每用户 {default:g} tokens/s（每小时 {money}，每用户约 {tps:,.0f} "
        "tokens/s），价格是本方案的 {times:,.1f} 倍：本方案按低于该默认的速度配置，按你的负载每用户约 {mine:,.0f} "
        "tokens/s（按 ≥ {floor:g} 配置）；要租那台，说“每人至少 {default:g} token/s”"),
    "recommend.floor_plan_priced_out_full": E(
        "Our {default:g} tokens/s per-user chat default is met in {regions: and } only by {fleet} at {money}/h "
        "(≈ {tps:,.0f} tokens/s per user), {times:,.1f}× this plan's price: this plan meets it at the typical request "
        "but gives ≈ {mine:,.0f} tokens/s per user with every stream at the full {context:,}-token context (sized at ≥ "
        "{floor:g}); say 'at least {default:g} tok/s per user' to rent that one",
        "在{regions:和}，只有 {fleet} 能达到我们默认的每用户 {default:g} tokens/s（每小时 {money}，每用户约 {tps:,.0f} "
        "tokens/s），价格是本方案的 {times:,.1f} 倍：本方案在典型请求下达到该默认，但每路都到完整的 {context:,} token "
        "上下文时每用户约 {mine:,.0f} tokens/s（按 ≥ {floor:g} 配置）；要租那台，说“每人至少 {default:g} token/s”"),
    "recommend.floor_plan_beside": E(
        "More speed per user at this load takes more cards than your {mine}: {n} GPUs, {fleet}, "
        "≈ {tps:,.0f} tokens/s per user, {money}/h",
        "要让每个用户更快，需要比你的 {mine} 张更多的卡：{n} 张，{fleet}，每用户约 {tps:,.0f} "
        "tokens/s，每小时 {money}"),
    # owned cards under the per-user floor, topped up with rented copies of the same machine (tools.recommend.owned_top_up)
    "recommend.owned.top_up": E(
        lambda a: (f"⚠️ Your {a['mine']} × {a['gpu']} " + (f"give ≈ {a['tps_now']:,.0f} tokens/s per user at this load"
                                                           if a.get("tps_now") else "cannot keep up with this load")
                   + (f" (every stream at the full {a['full']:,}-token context)" if a.get("full") else "") + ", under "
                   f"the {a['floor']:g} tokens/s per-user floor. Keep them as one copy and rent {a['rent']} more "
                   f"{a['fleet']} at {a['price']}/h each ({a['money']}/h rented): {a['copies']} copies of ≈ {a['each']} "
                   f"users, ≈ {a['tps']:,.0f} tokens/s per user"
                   + ("" if a["met"] else f", still under the floor at the {a['copies']} copies tried")),
        lambda a: (f"⚠️ 你的 {a['mine']} × {a['gpu']} 在此负载下"
                   + (f"（每路都到完整的 {a['full']:,} token 上下文）" if a.get("full") else "")
                   + (f"每用户约 {a['tps_now']:,.0f} tokens/s" if a.get("tps_now") else "跟不上负载（请求到达比处理快）")
                   + "，低于每用户 "
                   f"{a['floor']:g} tokens/s 的下限。保留它们作为一份副本，再租 {a['rent']} 台 {a['fleet']}（每台每小时 "
                   f"{a['price']}，租用部分每小时 {a['money']}）：共 {a['copies']} 份副本、每份约 {a['each']} 人，"
                   f"每用户约 {a['tps']:,.0f} tokens/s"
                   + ("" if a["met"] else f"；试到 {a['copies']} 份仍低于下限"))),
    "recommend.fewer_gpus_hold_it": E(
        "Fewer cards also hold this load: {n} × {gpu} ({v}) on {fleet}, {money}/h",
        "更少的卡也能承载该负载：{n} × {gpu}（{v}），{fleet}，每小时 {money}"),
    "recommend.owned.then_serve": E("{msg}. {serve}", "{msg}。{serve}"),
    "recommend.owned.serve": E(
        lambda a: ("Then serving " + (f"{a['people']:,} people ({a['users']:,} at once)" if a["people"]
                                      else f"{a['users']:,} users") + f" needs no rental either: {a['n']} of your {a['gpu']}"
                   + (f" (of {a['owned']})" if a["owned"] else "") + f" hold it in {str(a['precision']).upper()}, "
                   f"≈ {a['need']:,.1f} GB per card, ≈ {a['tps']:,.0f} tokens/s per user with everyone busy"
                   + (" (vLLM --dtype half: no BF16 on this card)" if a["half"] else "")
                   + ("; no FlashAttention-2 before Ampere, so vLLM (≥ 0.10.2) runs its Triton attention backend"
                      if a["no_fa2"] else "")),
        lambda a: ((f"之后部署给 {a['people']:,} 人用（同时约 {a['users']:,} 人）" if a["people"]
                    else f"之后部署给 {a['users']:,} 人用") + f"也不用租：你的 {a['gpu']} 用 {a['n']} 张"
                   + (f"（共 {a['owned']} 张）" if a["owned"] else "") + f"就能以 {str(a['precision']).upper()} 跑，"
                   f"每卡约 {a['need']:,.1f} GB，所有人同时在用时每个用户约 {a['tps']:,.0f} tokens/s"
                   + ("（vLLM 加 --dtype half：这张卡不支持 BF16）" if a["half"] else "")
                   + ("；Ampere 之前的卡不支持 FlashAttention-2，vLLM（≥ 0.10.2）会改用 Triton 注意力后端" if a["no_fa2"]
                      else ""))),
    "recommend.budget_way_smaller_model": E(
        lambda a: (f"a smaller model that fits the budget: {a['model']} on {a['fleet']}, {a['money']}/h{a['month']}"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else "")
                   + f" — a smaller model than {a['asked']}: lower quality, test it on your task first"),
        lambda a: (f"预算内能跑的更小模型：{a['model']}，{a['fleet']}，每小时 {a['money']}{a['month']}"
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else "")
                   + f"——比 {a['asked']} 小的模型，质量会下降，请先在自己的任务上测")),
    "recommend.budget_way_no_gpu": E(
        lambda a: (f"no GPU at all: {a['model']} is small enough for a CPU at this load — its 4-bit GGUF (Q4_K_M, "
                   f"≈ {a['weights_gb']:,.1f} GB) with llama.cpp on a CPU server or VPS with ≥ {a['ram_gb']:,.0f} GB of RAM "
                   f"(weights + ≈ {a['kv_gb']:,.1f} GB of KV cache for {a['streams']} × {a['seq_len']:,} tokens); its "
                   "tokens/s depend on the CPU's memory bandwidth, which I do not hold: time a reply on a pilot first. "
                   "Or pay by use: a pay-per-token API serving the same open model, or a serverless GPU billed by the "
                   "second (a cold start on the first request after it idles) — read the provider's own price, none is in "
                   "my data"),
        lambda a: (f"完全不用 GPU：{a['model']} 够小，在这个负载下 CPU 就能跑——用它的 4-bit GGUF（Q4_K_M，约 "
                   f"{a['weights_gb']:,.1f} GB）加 llama.cpp，放在内存 ≥ {a['ram_gb']:,.0f} GB 的 CPU 服务器或 VPS 上（权重加约 "
                   f"{a['kv_gb']:,.1f} GB KV cache，{a['streams']} 路 × {a['seq_len']:,} token）；"
                   "每秒 token 数取决于 CPU 的内存带宽，我这里没有这项数据：先试跑测一下回复要多久。或者按用量付费："
                   "用托管同一开源模型的按 token 计费 API，或按秒计费的 serverless GPU（闲置后第一个请求要冷启动）——"
                   "价格请看服务商自己的报价，我的数据里没有")),
    # a team's tool up only while the team works (tools.recommend._budget_way_office); `name`: the precision, or None
    "recommend.budget_way_office": E(_office_en, _office_zh),
    "recommend.budget_way_office.month": E(
        "; {month} a month up only in office hours ({hours} h; {clock} around the clock, {clock_hours} h)",
        "；只在上班时间开机每月 {month}（{hours} 小时；全天开机 {clock}，{clock_hours} 小时）"),
    "recommend.budget_way_hours": E(
        lambda a: (f"fewer hours: the budget buys ≈ {a['hours']:,.0f} h per {a['per']} of {a['fleet']} at {a['money']}/h "
                   f"(of {a['period_hours']:,.0f} h), e.g. office hours only"),
        lambda a: (f"少开几个小时：预算够 {a['fleet']}（每小时 {a['money']}）每{ZH_PERIOD[a['per']]}约 "
                   f"{a['hours']:,.0f} 小时（共 {a['period_hours']:,.0f} 小时），例如只在上班时间开")),
    "recommend.no_cannot_do_this": E(
        "No, {what} cannot do this, because {why}.",
        "不行，{what} 做不了，因为{why}。"),
    "recommend.why_not.unknown_card": E("that card is not in the catalog", "该卡不在目录中"),
    "recommend.gpu_not_offered": E("Not offered there: {why}.", "那里不提供：{why}。"),
    "recommend.export_then": E("No {gpu} there: {why}. {msg}", "没有 {gpu}：{why}。{msg}"),
    "recommend.why_not.export": E(
        lambda a: ("under the US export rules on advanced chips clouds in "
                   + " and ".join({"hk": "Hong Kong", "cn": "mainland China"}[p] for p in a["places"])
                   + f" cannot legitimately offer the {a['gpu']} (the catalog's coverage is not the reason); what is "
                   "rented there is " + ", ".join(a["parts"])),
        lambda a: ("按美国对高端芯片的出口管制，" + "和".join({"hk": "香港", "cn": "中国内地"}[p] for p in a["places"])
                   + f"的云厂商不能正规提供 {a['gpu']}（不是目录缺数据）；那里能租到的是 " + "、".join(a["parts"]))),
    # tools.recommend.segment_refused: the stated providers rent no GeForce card (catalog/data/providers.csv)
    "recommend.why_not.segment": E(
        "no consumer GeForce card such as the {gpu} is rented on {providers!p: or } (its GPU instances are "
        "data-centre cards only, and NVIDIA's GeForce driver licence bars data-centre deployment)",
        "{providers!p:、}不出租 {gpu} 这类消费级 GeForce 卡（其 GPU 实例只有数据中心卡，NVIDIA 的 GeForce 驱动许可也不允许"
        "数据中心部署）"),
    "recommend.why_not.filtered": E(
        "no priced machine of that configuration passes the other constraints", "没有满足其他条件且有价格的该配置机器"),
    # a training job the stated card cannot hold on one machine: the same card over RDMA (tools.recommend.multi_node_route)
    "recommend.multi_node_route": E(
        lambda a: (f"Over InfiniBand / RoCE (RDMA) between machines, as a job this size is run: {a['fleet']} in "
                   f"{a['region']}" + (" (no listed row where you asked states RDMA)" if a["moved"] else "")
                   + f" — {a['gpus']} × {a['gpu']}, {a['money']}/h"
                   + (f", ≈ {a['took']}" if a.get("took") else "")
                   + (f", ≈ {a['cost']} for the job" if a.get("cost") else "") + f"{a['check'] or ''}"),
        lambda a: (f"跨机器走 InfiniBand / RoCE（RDMA），这么大的任务通常这样跑：{a['fleet']}，{a['region']}"
                   + ("（你指定的地方没有标明 RDMA 的在列机器）" if a["moved"] else "")
                   + f"——共 {a['gpus']} 张 {a['gpu']}，每小时 {a['money']}"
                   + (f"，约 {a['took']}" if a.get("took") else "")
                   + (f"，整个任务约 {a['cost']}" if a.get("cost") else "") + f"{a['check'] or ''}")),
    "recommend.multi_node_within": E(" — within your {budget} in total ({share:.0%} of it)",
                                     "——在总预算 {budget} 以内（占 {share:.0%}）"),
    "recommend.multi_node_over": E(" — over your {budget} in total ({share:.0%} of it)",
                                   "——超出总预算 {budget}（为其 {share:.0%}）"),
    "recommend.budget_by_cluster": E("held against the multi-node plan below (outside the limits you set){check}.",
                                     "按下面的多机方案（超出你设的限制）核对{check}。"),
    "recommend.multi_node_quote": E(
        lambda a: (f"A job this size runs over InfiniBand / RoCE (RDMA) between machines, but no listed {a['gpu']} "
                   f"machine states RDMA; providers whose listed machines do: {', '.join(a['providers'])} — ask them for "
                   "a quote for the multi-node job"),
        lambda a: (f"这么大的任务要跨机器走 InfiniBand / RoCE（RDMA），但在列的 {a['gpu']} 机器都没有标明 RDMA；"
                   f"在列机器标明 RDMA 的云厂商：{'、'.join(a['providers'])}——请向它们询价多机任务")),
    "recommend.the_cheapest_plan_that": E(
        lambda a: ("The cheapest plan that works without that constraint" + _engine_en(a)
                   + (" (over your budget: nothing holds it within the budget)" if a.get("over") else "")
                   + (" (per training token: with no data size stated there is no job to price, so the lowest hour "
                      "is named below)" if a.get("per_token") else "")
                   + f": {a['fleet']} at {a['money']}/h{a['month'] or ''}{a['job'] or ''}"
                   + (f" ({a['fit']})" if a.get("fit") else "") + (a.get("speed") or "") + f".{a['others'] or ''}"),
        lambda a: ("去掉这一限制后最便宜的可行方案" + _engine_zh(a)
                   + ("（超出预算：预算内没有能装下的方案）" if a.get("over") else "")
                   + ("（按每训练 token 计：未给数据量，无法按整个任务定价，最低小时价见下文）" if a.get("per_token") else "")
                   + f"：{a['fleet']}，每小时 {a['money']}{a['month'] or ''}{a['job'] or ''}"
                   + (f"（{a['fit']}）" if a.get("fit") else "") + (a.get("speed") or "") + f"。{a['others'] or ''}")),
    "recommend.rent_instead": E(
        lambda a: (f" Next as the same work ranks without it: {'; '.join(a['rows'])}." if a["rows"] else "")
                  + (f" {a['smallest']}." if a["smallest"] else ""),
        lambda a: (f"同一负载去掉该限制后依次还有：{'；'.join(a['rows'])}。" if a["rows"] else "")
                  + (f"{a['smallest']}。" if a["smallest"] else "")),
    "recommend.rent_instead.smallest": E(
        "Lowest hour: {fleet} at {money}/h, the smallest listed machine that holds it{ckpt}",
        "每小时最低：{fleet}，每小时 {money}，能装下该负载的最小在列机器{ckpt}"),
    "recommend.ranked_plan": E("{fleet} at {money}/h{job}{ckpt}", "{fleet}，每小时 {money}{job}{ckpt}"),
    "recommend.ranked_plan.ckpt": E(" (with gradient checkpointing, +20–40 % step time)",
                                    "（需梯度检查点，步时 +20–40%）"),
    "recommend.yes_on_memory_hold": E(
        "Yes on memory: {n} × {name} hold it ({need:,.1f} GB per GPU of {usable_gb:,.1f} GB usable, {where}; the "
        "memory table shows the split){took}, but the catalog has no priced {name} machine to rank: import your quote "
        "with `gpu-advisor catalog import`.",
        "按显存可以：{n} × {name} 装得下（每卡 {need:,.1f} GB，可用 {usable_gb:,.1f} "
        "GB，{where}；拆分见显存表）{took}，但目录里没有 {name} 的报价可排名：可用 `gpu-advisor catalog import` "
        "导入你的报价。"),
    # the user's own cards hold the work and the catalog prices none of that card (tools.recommend
    # .unpriced_plan_headline, _hardware_unpriced): owned hardware is judged on fit, never as a rental missing a price
    "recommend.owned.unpriced_plan": E(
        "{model}: run it on your own {n} × {name} — no rental, nothing to price ({need:,.1f} GB per GPU of "
        "{usable_gb:,.1f} GB usable, {where}; the memory table shows the split){took}. The priced plans below are "
        "only for comparison, if you would rather rent.",
        "{model}：在你自己的 {n} × {name} 上运行——不用租，也不用报价（每卡 {need:,.1f} GB，可用 {usable_gb:,.1f} GB，"
        "{where}；拆分见显存表）{took}。下面有价格的方案只作对比，供你考虑改租时参考。"),
    # a second box proposed beside the user's own that holds the load (tools.recommend.second_box_check)
    "recommend.owned.second_box": E(
        "A second box? Not needed at this load: your one {n} × {gpu} holds all {users:,} users at once with room (at "
        "{context:,} tokens each its memory holds ≈ {fit:,} within {limit:.0%} of the pool, each user slower as more share it); "
        "buy another only past that "
        "many users at once or for redundancy, as an independent copy behind a load balancer (no InfiniBand or RoCE "
        "between the two).",
        "还要再买一台吗？按这个负载不需要：你这一台 {n} × {gpu} 装得下全部 {users:,} 路同时在用，还有余量（每路 {context:,} "
        "token 时，按显存在池的 {limit:.0%} 以内约能容纳 {fit:,} 路，"
        "人越多每路越慢）；只有同时在用超过这个数，或者为了高可用，才需要第二台，"
        "作为独立副本挂在负载均衡后面（两台之间不需要 InfiniBand 或 RoCE）。"),
    "recommend.owned.hardware_holds": E(
        "your own {name} cards hold the work (above); nothing to rent or price.",
        "你自己的 {name} 装得下该负载（见上文）；不用租，也不用报价。"),
    "recommend.hardware_late": E(
        "holds it by memory, but misses the stated first-token target (below): {name} is what fails, not its price.",
        "显存能装下，但达不到所说的首 token 目标（见下）：不行的是 {name} 本身，不是价格。"),
    "recommend.hardware_unpriced": E(
        "it holds the work (above); only a price for a {name} machine is missing, so nothing is ranked until a quote is "
        "imported.",
        "能装下该负载（见上文）；只是缺少 {name} 机器的价格，导入报价后才能排名。"),
    "recommend.unpriced_break_even": E(
        lambda a: (f"Against that plan: the job takes {_gh(a['gh'])} GPU-hours on {a['name']}, {a['ratio']:,.1f}× its "
                   f"{_gh(a['ref_gh'])}, so {a['name']} costs less only below {a['money']} per GPU-hour ({a['job']} ÷ "
                   f"{_gh(a['gh'])}). A reference worked from that priced plan, not a {a['name']} price: compare your "
                   f"quote with it."),
        lambda a: (f"与该方案相比：这个任务在 {a['name']} 上要 {_gh(a['gh'])} GPU 小时，是它（{_gh(a['ref_gh'])} GPU 小时）的 "
                   f"{a['ratio']:,.1f} 倍；所以 {a['name']} 每卡时报价低于 {a['money']}（{a['job']} ÷ {_gh(a['gh'])}）"
                   f"才更便宜。这是由上面有价格的方案推出的参考线，不是 {a['name']} 的报价：请拿你的报价和它比。")),
    # lead: the stated provider has no price in the stated place, another provider there has (tools.recommend._place_lead)
    "recommend.unpriced_plan": E(
        lambda a: (f"{a['model']}: {a['lead']} To ask for a quote: {a['n']} × {a['name']}{a['chosen'] or ''} "
                   f"({a['need']:,.1f} GB per GPU of {a['usable_gb']:,.1f} GB usable, {a['where']}; the memory table shows "
                   f"the split){a.get('load') or ''}{a['took'] or ''}{a['cost'] or ''}{a['budget'] or ''}."
                   f"{a['ref'] or ''} Import your quote "
                   "with `gpu-advisor catalog import` to rank it." if a.get("lead") else
                   f"{a['model']}: plan {a['n']} × {a['name']}{a['chosen'] or ''} ({a['need']:,.1f} GB per GPU of "
                   f"{a['usable_gb']:,.1f} GB usable, {a['where']}; the memory table shows the split)"
                   f"{a.get('load') or ''}{a['took'] or ''}. "
                   f"No public price in my catalog for {a['name']} where you asked{a['cost'] or ''}{a['budget'] or ''}."
                   f"{a['ref'] or ''} Import your quote with `gpu-advisor catalog import` to rank it; the priced plans "
                   "below are alternatives outside your limits."),
        lambda a: (f"{a['model']}：{a['lead']}可以询价的方案：{a['n']} × {a['name']}{a['chosen'] or ''}（每卡 "
                   f"{a['need']:,.1f} GB，可用 {a['usable_gb']:,.1f} GB，{a['where']}；拆分见显存表）{a.get('load') or ''}"
                   f"{a['took'] or ''}"
                   f"{a['cost'] or ''}{a['budget'] or ''}。{a['ref'] or ''}用 `gpu-advisor catalog import` 导入你的报价"
                   "即可排名。" if a.get("lead") else
                   f"{a['model']}：方案是 {a['n']} × {a['name']}{a['chosen'] or ''}（每卡 {a['need']:,.1f} GB，可用 "
                   f"{a['usable_gb']:,.1f} GB，{a['where']}；拆分见显存表）{a.get('load') or ''}{a['took'] or ''}。"
                   f"我的目录里没有 {a['name']} "
                   f"在你指定范围内的公开价格{a['cost'] or ''}{a['budget'] or ''}。{a['ref'] or ''}用 `gpu-advisor catalog "
                   "import` 导入你的报价即可排名；下面有价格的方案是超出你限制的替代方案。")),
    "recommend.unpriced_plan.load": E(
        lambda a: ("; the load, not memory, sets the count (memory alone: "
                   f"{a['mem_n']}): {a['users']:,} users at once send ≈ {a['rps']:,.1f} prompts/s of {a['prompt']:,} new "
                   f"tokens, ≈ {a['pflops']:,.2f} PFLOP/s of prefill"
                   + (f", ≈ {a['busy']:,.1f} {a['gpu']} busy on prefill alone at {a['mfu']:.0%} of its dense FLOPS"
                      if a.get("busy") else "")
                   + f"; {a['copies']} copies × TP {a['tp']}: ≈ {a['tps']:,.0f} tokens/s per user, first token ≈ "
                   f"{a['ttft']:,.1f} s"),
        lambda a: (f"；卡数由负载而不是显存决定（只看显存：{a['mem_n']} 张）：{a['users']:,} 个用户同时在用，每秒约 "
                   f"{a['rps']:,.1f} 个提示、每个 {a['prompt']:,} 个新 token，prefill 约需 {a['pflops']:,.2f} PFLOP/s"
                   + (f"，按稠密算力的 {a['mfu']:.0%} 计，仅 prefill 就要约 {a['busy']:,.1f} 张 {a['gpu']} 满负荷"
                      if a.get("busy") else "")
                   + f"；{a['copies']} 份 × TP {a['tp']}：每个用户约 {a['tps']:,.0f} tokens/s，首 token 约 "
                   f"{a['ttft']:,.1f} 秒")),
    "recommend.unpriced_plan.late": E(
        "{model}: {n} × {name} hold it by memory ({need:,.1f} GB per GPU of {usable_gb:,.1f} GB usable, {where}), but "
        "the first token at the stated load is ≈ {s:,.1f} s against your {limit_s:g} s target, so {name} does not meet "
        "it (the first-token line below has the figures). Plan on the priced alternatives below instead.",
        "{model}：{n} × {name} 显存能装下（每卡 {need:,.1f} GB，可用 {usable_gb:,.1f} GB，{where}），但在所述负载下首 token "
        "约 {s:,.1f} 秒，超出你要求的 {limit_s:g} 秒，所以 {name} 满足不了（数字见下面首 token 一行）。"
        "请改用下面有价格的替代方案。"),
    "recommend.unpriced_plan.place_card": E(
        lambda a: (" (of the cards sold in mainland China under the US export rules, " + ", ".join(a["parts"])
                   + (", the one that holds it on the fewest GPUs)" if a["serving"]
                      else ", the one with the fewest GPU-hours for this job)")),
        lambda a: ("（按美国出口管制在中国内地能租到的卡 " + "、".join(a["parts"]) + " 中，"
                   + ("用卡最少就能装下的一种）" if a["serving"] else "这个任务 GPU 小时最少的一种）"))),
    # a later card of the place's plans priced elsewhere: its own plan for the same job, not the headline's card
    "recommend.unpriced_plan.reference_other": E(
        " ({first} has no public price anywhere in my catalog; the same job on {n} × {name} takes ≈ {took})",
        "（{first} 在我的目录里哪里都没有公开价格；同样的任务用 {n} × {name} 约需 {took}）"),
    "recommend.unpriced_plan.reference": E(
        lambda a: (f" Reference, not a quote where you asked: {a['name']} is listed at {a['money']} per GPU-hour on "
                   f"{a['provider']} ({a['region']}" + (", a third-party-reported price: verify" if a["third"] else "")
                   + ")" + (f"{a['other']}" if a.get("other") else "")
                   + f", so {_gh(a['gh'])} GPU-hours × {a['money']} ≈ {a['total']}"
                   + (" a month." if a["month"] else " for the job.")),
        lambda a: (f"参考（不是你所问地方的报价）：{a['name']} 在 {a['provider']}（{a['region']}"
                   + ("，第三方报告的价格，请核实" if a["third"] else "") + f"）的公开价为每 GPU 小时 {a['money']}"
                   + (f"{a['other']}" if a.get("other") else "") + "，"
                   + f"{_gh(a['gh'])} GPU 小时 × {a['money']} ≈ {a['total']}" + ("／月。" if a["month"] else "（整个任务）。"))),
    # the plan's card priced nowhere in the catalog: the same work's priced plan elsewhere (tools.recommend._priced_elsewhere)
    "recommend.unpriced_plan.reference_plan": E(
        " Reference, not a quote for it: the same work on the nearest priced plan, {fleet} ({region}), {money}/h{total}.",
        "参考（不是它的报价）：同样的负载按最接近的有价方案 {fleet}（{region}），每小时 {money}{total}。"),
    # the provider asked is unpriced in the place asked: the place's cheapest priced plan on its other providers
    "recommend.unpriced_plan.place_reference": E(
        lambda a: (" Priced in the same place on another provider (a reference, not a quote for it): "
                   + (f"in {a['name']} (test quality on your tasks), " if a["name"] else "")
                   + f"{a['fleet']} ({a['region']}), {a['money']}/h{a['total']}."),
        lambda a: ("同一地区其他云厂商有价格的方案（参考，不是它的报价）："
                   + (f"改用 {a['name']}（先在自己的任务上测质量），" if a["name"] else "")
                   + f"{a['fleet']}（{a['region']}），每小时 {a['money']}{a['total']}。")),
    "recommend.lower_in_place": E(
        "{model}: nothing priced where you asked holds it at the stated precision. {plan} The lines below are the "
        "other options, including any outside your limits.",
        "{model}：在你指定的范围内，按所述精度没有能装下且有价格的方案。{plan}下面是其他选项（含超出你限制的）。"),
    # lead: the stated provider has no price in the stated place, another provider there has (tools.recommend._place_lead)
    "recommend.unpriced_family_plan": E(
        lambda a: (f"{a['model']}: {a['lead']} To ask for a quote: {a['n']} × {a['gpu']} ({a['family']}, the first family "
                   f"below){a['took'] or ''}{a['cost'] or ''}{a['budget'] or ''}.{a['ref'] or ''} Import your quote with "
                   "`gpu-advisor catalog import` to rank it." if a.get("lead") else
                   f"{a['model']}: plan {a['n']} × {a['gpu']} ({a['family']}, the first family below to ask a quote "
                   f"for){a['took'] or ''}. No public per-hour price in my catalog for {a['family']}{a['cost'] or ''}"
                   f"{a['budget'] or ''}.{a['ref'] or ''} Import your quote with `gpu-advisor catalog import` to rank it; "
                   "the priced figures below are references outside your limits."),
        lambda a: (f"{a['model']}：{a['lead']}可以询价的方案：{a['n']} × {a['gpu']}（{a['family']}，即下文第一个建议询价的"
                   f"实例规格族）{a['took'] or ''}{a['cost'] or ''}{a['budget'] or ''}。{a['ref'] or ''}用 `gpu-advisor "
                   "catalog import` 导入你的报价即可排名。" if a.get("lead") else
                   f"{a['model']}：方案是 {a['n']} × {a['gpu']}（{a['family']}，即下文第一个建议询价的实例规格族）"
                   f"{a['took'] or ''}。我的目录里没有 {a['family']} 可引用的按小时公开价格{a['cost'] or ''}"
                   f"{a['budget'] or ''}。{a['ref'] or ''}用 `gpu-advisor catalog import` 导入你的报价即可排名；"
                   "下面有价格的数字是超出你限制的参考。")),
    "recommend.unpriced_plan.place_lead": E(
        "{providers!p:, } has no public price in my catalog where you asked, so it cannot be ranked. The cheapest "
        "priced plan that keeps the data there: {name}{fleet} ({region}), {money}/h{total}{over}.",
        "我的目录里{providers!p:、}在你指定的地区没有可引用的公开价格，无法排名。数据留在当地、有价格的最便宜方案："
        "{name}{fleet}（{region}），每小时 {money}{total}{over}。"),
    "recommend.unpriced_plan.lead_in": E("with {name} (test quality on your tasks), ", "改用 {name}（先在自己的任务上测质量），"),
    "recommend.unpriced_plan.lead_over": E(", {times}× your budget ({budget})", "，是你预算（{budget}）的 {times} 倍"),
    # the priced plan on the same provider beside an unpriced family (tools.recommend._same_provider_priced)
    "recommend.unpriced_plan.same_provider": E(
        lambda a: (f" Priced on the same cloud now: {a['plan']}"
                   + (f" at {a['money']}/h on demand" if a["money"] else "")
                   + (f" (≈ {a['month']} a month)" if a["month"] else "")
                   + (f"{',' if a['money'] else ':'} {a['reserved']} a month on the catalog's monthly reserved price"
                      if a["reserved"] else "") + "."),
        lambda a: (f"同一云厂商现有报价：{a['plan']}"
                   + (f"，按量每小时 {a['money']}" if a["money"] else "")
                   + (f"（每月约 {a['month']}）" if a["month"] else "")
                   + (f"，目录所列包月价每月 {a['reserved']}" if a["reserved"] else "") + "。")),
    "recommend.unpriced_plan.took": E(lambda a: f"; the job takes ≈ {a['took']}{a.get('assumed') or ''}",
                                      lambda a: f"；整个任务约 {a['took']}{a.get('assumed') or ''}"),  # assumed: batch_wall
    "recommend.unpriced_plan.job_cost": E(
        lambda a: f": cost = {_gh(a['gh'])} GPU-hours × your quoted price per GPU-hour",
        lambda a: f"：费用 = {_gh(a['gh'])} GPU 小时 × 你拿到的每 GPU 小时报价"),
    "recommend.unpriced_plan.month_cost": E(
        lambda a: f": a month = {a['n']} GPUs × {a['hours']:,.0f} h = {_gh(a['gh'])} GPU-hours × your quoted price per "
                  f"GPU-hour",
        lambda a: f"：每月 = {a['n']} 卡 × {a['hours']:,.0f} 小时 = {_gh(a['gh'])} GPU 小时 × 你拿到的每 GPU 小时报价"),
    "recommend.unpriced_plan.budget": E(
        "; within your budget ({budget}) only at a quote up to {money} per GPU-hour",
        "；报价不超过每 GPU 小时 {money} 才在你的预算（{budget}）之内"),
    "recommend.unpriced_plan.budget_ample": E(
        "; within your budget ({budget}) only at a quote up to {money} per GPU-hour, and {listed}: likely within",
        "；报价不超过每 GPU 小时 {money} 才在你的预算（{budget}）之内，而{listed}：大概率够"),
    "recommend.unpriced_plan.listed": E(
        "the lowest listed {card} hour in my catalog is {ref} ({provider}, {region})",
        "目录里 {card} 最低的每 GPU 小时公开价是 {ref}（{provider}，{region}）"),
    "recommend.unpriced_plan.budget_short": E(
        lambda a: f"; your budget ({a['budget']}) would need a quote of at most {a['money']} per GPU-hour, while the "
                  f"lowest listed {a['card']} hour in the catalog is {a['ref']} ({a['provider']}, {a['region']}"
                  + (f"; the same compute as the {a['gpu']}" if a["same"] else "") + f"), {a['times']}× that"
                  + (f" (the plan at that hour: {_gh(a['gh'])} GPU-hours ≈ {a['total']} "
                     + ("for the job" if a["job"] else "a month") + ")" if a.get("total") else "")
                  + ": the budget does not cover this plan. Within it: INT4 weights on fewer cards, a smaller model, "
                  "or a pay-per-token API",
        lambda a: f"；预算（{a['budget']}）要求报价不超过每 GPU 小时 {a['money']}，而目录里 {a['card']} 最低的每 GPU 小时价是 "
                  f"{a['ref']}（{a['provider']}，{a['region']}" + (f"；与 {a['gpu']} 算力相同" if a["same"] else "")
                  + f"），是它的 {a['times']} 倍"
                  + (f"（按这个价格，方案的 {_gh(a['gh'])} GPU 小时" + ("整个任务" if a["job"] else "每月")
                     + f"约 {a['total']}）" if a.get("total") else "")
                  + "：这个预算不够这套方案。预算内的做法：INT4 权重用更少的卡、换更小的模型，或按 token 计费的 API"),
    # serving on the user's own unpriced cards (tools.recommend._owned_speed): each user's speed and the first token
    "recommend.owned.speed": E(
        lambda a: f"; ≈ {a['per_user']:,.0f} tokens/s per user with {a['n']} at once"
                  + (f", first token of a {a['prompt']:,}-token prompt ≈ {a['ttft']:,.1f} s" if a['ttft'] else "")
                  + (f"; {a['full']}" if a.get("full") else ""),
        lambda a: f"；{a['n']} 人同时在用时每人约 {a['per_user']:,.0f} tokens/s"
                  + (f"，{a['prompt']:,} token 提示的首 token 约 {a['ttft']:,.1f} 秒" if a['ttft'] else "")
                  + (f"；{a['full']}" if a.get("full") else "")),
    "recommend.owned.unpriced_time": E(
        lambda a: f"; the job takes ≈ {a['took']} ({_gh(a['gh'])} GPU-hours on your cards)",
        lambda a: f"；整个任务约 {a['took']}（你的卡上 {_gh(a['gh'])} GPU 小时）"),
    "recommend.unpriced_time": E(
        lambda a: f"; the job takes ≈ {a['took']} ({_gh(a['gh'])} GPU-hours: its cost is that × your quoted price per "
                  f"GPU-hour)",
        lambda a: f"；整个任务约 {a['took']}（{_gh(a['gh'])} GPU 小时：费用 = 它 × 你拿到的每 GPU 小时报价）"),
    "recommend.no_borderline_4bit": E(
        "No borderline option either: even a 4-bit base is ≈ {base:,.0f} GB, more than the {total:,.0f} GB of all {n} × "
        "{gpu} together; sharding it (FSDP-QLoRA) or offloading optimizer states does not make the weights smaller.",
        "也没有临界方案：即使 4 比特底座也约 {base:,.0f} GB，超过 {n} 张 {gpu} 合计的 {total:,.0f} GB；把它分片"
        "（FSDP-QLoRA）或卸载优化器状态都不会让权重变小。"),
    "recommend.borderline_to_test_not_2": E(
        "Borderline, to test (not in this estimate): FSDP-QLoRA (a 4-bit base sharded across the cards, Answer.AI 2024) "
        "or CPU offload of optimizer states (DeepSpeed ZeRO-Offload; several times slower).",
        "临界方案（需实测，不在本估算内）：FSDP-QLoRA（4 比特底座跨卡分片，Answer.AI 2024）或把优化器状态卸载到 "
        "CPU（DeepSpeed ZeRO-Offload；慢数倍）。"),
    "recommend.no_listed_plan_reaches": E(
        "no listed plan reaches the first token within {ttft_limit_s:g} s for a {seq_len:,}-token prompt; the pick takes "
        "≈ {ttft_s:,.1f} s (prefix caching or shorter prompts help)",
        "目录中没有方案能在 {ttft_limit_s:g} 秒内给出 {seq_len:,} token 提示词的首 token；首选约 {ttft_s:,.1f} "
        "秒（前缀缓存或更短的提示词有帮助）"),
    "recommend.attention_runs_data_parallel": E(
        "attention runs data-parallel (SGLang --enable-dp-attention; vLLM --data-parallel-size {tp} "
        "--enable-expert-parallel): each GPU keeps only its own sequences' MLA latent cache and a full copy of the "
        "attention weights; under plain TP every GPU would hold all of the cache",
        "注意力按数据并行运行（SGLang --enable-dp-attention；vLLM --data-parallel-size {tp} "
        "--enable-expert-parallel）：每卡只存自己那部分请求的 MLA 潜变量缓存，外加一份完整的注意力权重；纯 TP "
        "下每卡都要存全部缓存"),
    "recommend.no_published_usable_memory": E(
        "{name}: no published usable-memory figure in the catalog, so fits are decided on its nominal {memory_gb:g} GiB; "
        "what a framework can allocate is a little lower (check `torch.cuda.mem_get_info()` on the card)",
        "{name}：目录中没有已发布的可用显存数据，按标称 {memory_gb:g} GiB 判断能否装下；框架实际可分配的略少（可在卡上用 "
        "`torch.cuda.mem_get_info()` 查看）"),
    "recommend.not_checked_by_this": E("not checked by this answer: {missed:, }", "本回答未核对：{missed:、}"),
    "recommend.is_listed_at_of": E(
        "{name} is listed at {pct} % of its on-demand price on spot: discounts that deep come and go and capacity for new "
        "GPUs is scarce; keep the on-demand fallback in mind ({fallback}/h)",
        "{name} 的竞价价格仅为按量价格的 {pct}%：这么深的折扣时有时无，新卡的竞价容量也稀缺；请预留按量价格（每小时 "
        "{fallback}）作为后备"),
    "recommend.card_ceiling": E(
        lambda a: f"{a['n']} × ≤ {a['cap']:g} GB" if a["n"] > 1 else f"one ≤ {a['cap']:g} GB card", "{n} 张 ≤ {cap:g} GB 的卡"),
    "recommend.yes_it_fits_on": E(
        "Yes: it fits on {cards} ({need:.1f} GB needed per GPU).",
        "可以：{cards}装得下（每卡需要 {need:.1f} GB）。"),
    "recommend.one_card_yes": E(
        lambda a: (f"Yes: it fits on {a['cards']} ({a['need']:.1f} GB needed on that one card"
                   + (", with gradient checkpointing" if a["ckpt"] else "")
                   + (f"; × {a['tight']:.2f} of the usable memory, below the × 1.2 margin: test it" if a["tight"] else "")
                   + f"); the pick spreads it over {a['n']} "
                   "cards for speed."),
        lambda a: (f"可以：{a['cards']}装得下（单卡需要 {a['need']:.1f} GB" + ("，需开启梯度检查点" if a["ckpt"] else "")
                   + (f"；只有可用显存的 × {a['tight']:.2f}，低于 × 1.2 余量，需实测" if a["tight"] else "")
                   + f"）；首选方案为了速度分到 {a['n']} 张卡上。")),
    "recommend.one_card_no": E(
        "Not on {cards}: the pick needs {n} cards ({need:.1f} GB per GPU when split over them).",
        "{cards}装不下：首选方案需要 {n} 张卡（分摊后每卡 {need:.1f} GB）。"),
    "recommend.no_it_does_not": E(
        "No: it does not fit on {cards} at this precision and context; see below for what it needs.",
        "不行：{cards}在此精度和上下文下装不下；所需显存见下文。"),
    "recommend.only_machines_are_ranked": E("Only {gpu_preference} machines are ranked.", "只排名 {gpu_preference} 机型。"),
    "recommend.no_priced_machine_holds": E(
        "No priced {gpu_preference} machine holds this workload; see below.",
        "没有能装下该负载且有价格的 {gpu_preference} 机型；见下文。"),
    "recommend.concurrent": E("{concurrency:,} concurrent", "{concurrency:,} 路并发"),
    "recommend.tokens_s": E("{target_tokens_per_s:,.0f} tokens/s", "吞吐 {target_tokens_per_s:,.0f} tokens/s"),
    "recommend.expected_tokens_s_at": E(
        "Expected {value:,.0f} tokens/s at the stated load.",
        "所述负载下预计 {value:,.0f} tokens/s。"),
    "recommend.no_listed_configuration_reaches": E(
        "No listed configuration reaches the stated throughput.",
        "目录中没有能达到该吞吐的配置。"),
    "recommend.nothing_fits_a_budget.for_the_job": E(" (≈ {money} for the job)", "（整个任务 ≈ {money}）"),
    # training with no data size: a named plan's cost for tools.defaults.ASSUMED_TRAIN_TOKENS, said as an assumption
    "recommend.assumed_job_total": E(
        " ({cost} for an assumed {tokens} training tokens; it scales with your data)",
        "（按假设的 {tokens} 训练 token，整个任务 {cost}；随数据量线性增减）"),
    "recommend.nothing_fits_a_budget": E(
        "Nothing fits a budget of {money}{per}{load}. The cheapest plan that fits{asked} is {fleet} "
        "at {money_2}/h{part}{over}.",
        "{load}在{per}预算 {money} 内没有能装下的机器。{asked}最便宜的可行方案是 {fleet}，"
        "每小时 {money_2}{part}{over}。"),
    "recommend.asked_gb_per_gpu": E("{gb:g} GB a card (asked)", "每卡 {gb:g} GB（你问的）"),
    "recommend.asked_gb_verdict": E(
        lambda a: (f"yes: the plan needs ≈ {a['need']:,.1f} GB per GPU on {a['n']} × {a['gpu']}, under {a['gb']:g} GB"
                   if a["ok"] else
                   f"not on its own: the plan needs ≈ {a['need']:,.1f} GB per GPU on {a['n']} × {a['gpu']}, more than "
                   f"{a['gb']:g} GB"),
        lambda a: (f"够：方案每卡约需 {a['need']:,.1f} GB（{a['n']} × {a['gpu']}），低于 {a['gb']:g} GB" if a["ok"] else
                   f"单靠它不够：方案每卡约需 {a['need']:,.1f} GB（{a['n']} × {a['gpu']}），超过 {a['gb']:g} GB")),
    "recommend.nothing_fits_a_budget_roomy": E(
        "{line} ⚠ That plan leaves under 5 % of its memory spare (no room for more load or longer inputs); the nearest "
        "with room is {roomy}",
        "{line}⚠ 该方案显存余量不到 5%（负载或输入稍增就放不下）；最接近的有余量方案是 {roomy}"),
    "recommend.budget_roomy": E("{fleet} at {money}/h{part}.", "{fleet}，每小时 {money}{part}。"),
    "recommend.nothing_fits_a_budget_far": E(
        "Nothing fits a budget of {money}{per}{load}; the cheapest plan that fits{asked}, {fleet} at {money_2}/h, costs "
        "{times:,.0f}× the budget.",
        "{load}在{per}预算 {money} 内没有能装下的机器；{asked}最便宜的可行方案 {fleet}（每小时 {money_2}）也要预算的 "
        "{times:,.0f} 倍。"),
    # serving: the "nothing fits" is for the users at once and the precision asked, so it is not read against a way
    # beside it that meets the budget with fewer users or lower precision
    "recommend.nothing_fits_a_budget.as_asked": E(
        " at the users at once and precision asked", "按所问的同时在用人数和精度，"),
    "recommend.fastest_knee": E(
        "Fastest worth paying for: past this pick each doubling of the hourly price buys under {gain:.0%} more speed "
        "per user — the fastest listed, {fleet} at {money}/h (≈ {tps:,.0f} tokens/s per user), is {faster:.0%} faster "
        "for {times:,.1f}× the price",
        "值得花钱的最快方案：在此之上每多花一倍的小时价，每个用户的速度提升不到 {gain:.0%}——目录里最快的 {fleet}"
        "（每小时 {money}，每个用户约 {tps:,.0f} tokens/s）只快 {faster:.0%}，价格却是 {times:,.1f} 倍"),
    "recommend.fastest_band": E(
        "About as fast for far less: the fastest listed, {fleet} at {money}/h (≈ {tps:,.0f} tokens/s per user), is "
        "{faster:.0%} faster for {times:,.1f}× the price; this pick is {slower:.0%} slower, inside the per-user "
        "estimate's own error (≈ {err:.0%} median), so it leads. Decode per user is bound by memory bandwidth and the "
        "all-reduce between cards, so past a few cards the gain flattens; rent the top only if a benchmark on both "
        "shows the difference matters to each user",
        "几乎一样快、便宜得多：目录里最快的 {fleet}（每小时 {money}，每个用户约 {tps:,.0f} tokens/s）快 {faster:.0%}，"
        "价格却是 {times:,.1f} 倍；此方案只慢 {slower:.0%}，在每用户速度估算本身的误差内（中位约 {err:.0%}），所以由它领先。"
        "每个用户的解码速度受显存带宽和卡间 all-reduce 限制，过了几张卡提升就趋平；只有两者实测后这点差别对每个用户确实重要"
        "时才租最快的"),
    "recommend.fastest_near_top": E(
        lambda a: ("Nearly as fast for far less: " if a["near"] else "Far cheaper, a little slower: ")
        + f"{a['fleet']} at {a['money']}/h gives ≈ {a['tps']:,.0f} tokens/s per user, {a['slower']:.0%} slower than "
        f"this pick, which costs {a['times']:,.1f}× as much (≈ {a['gain']:.0%} more speed per doubling of the price). "
        "Decode speed per user is bound by memory bandwidth: more cards split the bytes each token reads, but the "
        "all-reduce between them grows, so past a few cards the gain flattens — pay for the top only if that "
        "difference matters to each user",
        lambda a: ("几乎一样快、便宜得多：" if a["near"] else "便宜得多、稍慢一些：")
        + f"{a['fleet']}（每小时 {a['money']}）每个用户约 {a['tps']:,.0f} tokens/s，比此方案慢 {a['slower']:.0%}，"
        f"此方案的价格却是它的 {a['times']:,.1f} 倍（价格每翻一倍，速度约多 {a['gain']:.0%}）。"
        "每个用户的解码速度受显存带宽限制：卡越多，每个 token 要读的字节分得越细，但卡间 all-reduce 也越多，"
        "过了几张卡提升就趋平——只有这点速度差对每个用户确实重要时才值得选最快的"),
    "recommend.fastest_spread": E(
        "Faster only by spreading the same users thinner: {fleet} at {money}/h runs {replicas} replicas of {users} "
        "users each, ≈ {tps:,.0f} tokens/s per user ({faster:.0%} faster than this pick's ≈ {tps_2:,.0f}) for "
        "{times:,.1f}× the price. Extra replicas add throughput, not a faster card: one request alone is no faster on "
        "them, and this pick already streams far past reading speed. Rent them only if each user's speed under full "
        "load is worth that price",
        "只靠把同样的用户摊到更多副本上才更快：{fleet}（每小时 {money}）跑 {replicas} 个副本、每个 {users} 个用户，"
        "每个用户约 {tps:,.0f} tokens/s（比此方案的约 {tps_2:,.0f} 快 {faster:.0%}），价格是 {times:,.1f} 倍。"
        "多出的副本增加的是吞吐量，不是更快的卡：单个请求在上面并不更快，而此方案的输出速度已远超阅读速度。"
        "只有满载时每个用户的速度值这个价时才租"),
    "recommend.fastest_target": E(
        "Fastest that your target asks for: the pick is the cheapest plan that keeps {target:,.0f} tokens/s per user; "
        "faster still: {fleet} at {money}/h (≈ {tps:,.0f} tokens/s per user), {faster:.0%} faster for {times:,.1f}× the "
        "price — take it if the extra speed is worth that",
        "按你的速度目标取最快：首选是保持每个用户 {target:,.0f} tokens/s 的最便宜方案；更快的是 {fleet}（每小时 {money}，"
        "每个用户约 {tps:,.0f} tokens/s），快 {faster:.0%}，价格是 {times:,.1f} 倍——值得时再选它"),
    "recommend.fastest_knee_job": E(
        "Fastest worth paying for: past this pick ({took_2}, {money_2}) no plan saves as large a share of the time "
        "as the share of its cost that is extra — the fastest listed, {fleet}, finishes in {took} for {money}, "
        "{times:,.1f}× the cost "
        "(worth it only if the time matters more than the money)",
        "值得花钱的最快方案：在此之上（{took_2}，{money_2}），没有哪个方案省下的时间比例能抵得上它多花的费用比例——目录里最快的 "
        "{fleet} {took}完成、共 {money}，是 {times:,.1f} 倍的花费（只有时间比钱更要紧时才值得）"),
    "recommend.place_premium": E(
        lambda a: (f"In {' and '.join(map(str, a['regions']))} this is the smallest priced machine that holds it as asked"
                   f" — {a['fleet']}, far more than the work needs ("
                   + (f"the cheaper priced machines there ({', '.join(a['smaller'])}) cannot hold it as asked"
                      if a.get("smaller") else "smaller shapes there have no listed price")
                   + ("); only if the data could leave (it must not, as you said), the nearest places would run it "
                      "for a fraction: " if a.get("resident") else "); the nearest places run it for a fraction: ")
                   + "; ".join(map(str, a["plans"]))),
        lambda a: (f"在{'和'.join(map(str, a['regions']))}，按原要求能装下的最小有价机器就是 {a['fleet']}，远超这个负载所需（"
                   + (f"那里更便宜的有价机型（{'、'.join(a['smaller'])}）按原要求装不下"
                      if a.get("smaller") else "那里更小的规格没有公开价格")
                   + ("）；只有在数据可以离开时（你说过不可以），最近的地方才只需一小部分费用：" if a.get("resident")
                      else "）；最近的地方只需一小部分费用：") + "；".join(map(str, a["plans"])))),
    # serving: the precision the plan above keeps, so it is not read as the nearest plan when a lower precision is
    # nearer the budget (8 × H100 "7870 % over" beside FP8 on L4s 27 % over)
    "recommend.as_asked_weights": E(
        lambda a: (f" as asked ({a['p'].upper()} weights)" if a.get("stated", True)
                   else f" at the default precision ({a['p'].upper()} weights, assumed)"),
        lambda a: f"按原精度（{a['p'].upper()} 权重）"),
    "recommend.just_over_budget_lead": E(
        "Just over your {budget} {per} (+{pct}; nothing is within it, this is the nearest): {msg}",
        "略超预算：{per} {budget} 的预算超出 {pct}（预算内没有方案，这是最接近的）。{msg}"),
    # `share` is the figure (tests, JSON); `pct` its words, never "0%" when over (tools.wording.share_text)
    "recommend.over_budget_by": E(lambda a: f", {a['pct']} over the budget", lambda a: f"，超出预算 {a['pct']}"),
    "recommend.card_not_here": E(
        "No {gpu} is priced in {regions: or }; the cheapest plan there on the cards it has{how}: {fleet} in {region} "
        "at {money}/h{month}{over}{quality}.",
        "{regions:或}没有有价格的 {gpu}；在那里现有的卡上最便宜的方案{how}：{fleet}（{region}），每小时 {money}{month}"
        "{over}{quality}。"),
    # a batch plan's run beside its hour (tools.recommend._batch_run): its wall time, each period's cost and the month
    "recommend.batch_run": E(_batch_run_en, _batch_run_zh),
    "recommend.card_route": E(" with {name}", "（改用 {name}）"),
    "recommend.int4_quality": E(
        "; 4-bit weights (AWQ/GPTQ) cost some accuracy against 16-bit: test them on your own tasks first",
        "；4 比特权重（AWQ/GPTQ）相对 16 位会损失一些精度：先在自己的任务上测试"),
    "recommend.card_near": E(
        "The nearest place that has the {gpu} (the data leaves {regions: and }): {place}: {fleet} in {region}{how} at "
        "{money}/h{month}{within}.",
        "有 {gpu} 的最近地点（数据会离开{regions:和}）：{place}：{fleet}（{region}）{how}，每小时 {money}{month}{within}。"),
    "recommend.card_near_residency": E(
        "Only if the data could leave {regions: and } (it must not, as you said), the nearest place that has the {gpu} "
        "would be {place}: {fleet} in {region}{how} at {money}/h{month}{within}.",
        "只有在数据可以离开{regions:和}时（你说过不可以），有 {gpu} 的最近地点才是{place}：{fleet}（{region}）{how}，每小时 "
        "{money}{month}{within}。"),
    "recommend.lower_weights": E("{name} weights", "{name} 权重"),
    "recommend.lower_weights_fp8_kv": E("{name} weights and an FP8 KV cache", "{name} 权重加 FP8 KV cache"),
    # a roomier or faster FP8 plan over the budget beside the tight or slow plan the budget forced
    # (tools.recommend._roomier_over_budget)
    "recommend.roomier_over_budget": E(
        lambda a: (("Roomier and faster" if a["pool"] < a["pick_pool"] else "Faster")
                   + f", over the budget: {a['name']} (test quality on your tasks) on {a['fleet']} at "
                   f"{a['money']}/h{a['month'] or ''}{a['over'] or ''}: ≈ {a['tps']:,.0f} tokens/s per user at the full "
                   f"context, {a['pool']:.0%} of its memory pool, against the pick's ≈ {a['pick_tps']:,.0f} tokens/s"
                   + (f" (under {a['floor']:,.0f})" if a["pick_tps"] < a["floor"] else "")
                   + f" and {a['pick_pool']:.0%}; the budget buys only the "
                   + ("slower and tighter" if a["pick_tps"] < a["floor"] and a["pick_pool"] > a["tight"] else
                      "slower" if a["pick_tps"] < a["floor"] else "tighter") + " plan."),
        lambda a: (("更宽裕也更快" if a["pool"] < a["pick_pool"] else "更快")
                   + f"但超预算：改用 {a['name']}（先在自己的任务上测质量），{a['fleet']}，每小时 {a['money']}"
                   f"{a['month'] or ''}{a['over'] or ''}：满上下文时每个用户约 {a['tps']:,.0f} tokens/s，占显存池 "
                   f"{a['pool']:.0%}；首选只有约 {a['pick_tps']:,.0f} tokens/s"
                   + (f"（低于 {a['floor']:,.0f}）" if a["pick_tps"] < a["floor"] else "")
                   + f"，占 {a['pick_pool']:.0%}；预算内只有这个"
                   + ("更慢也更紧" if a["pick_tps"] < a["floor"] and a["pick_pool"] > a["tight"] else
                      "更慢" if a["pick_tps"] < a["floor"] else "更紧") + "的方案。")),
    "recommend.lower_precision_over": E(
        "Nearest to the budget: in {name} (test quality on your tasks), {fleet} at "
        "{money}/h{month}{over}.",
        "最接近预算的方案：改用 {name}（先在自己的任务上测质量），{fleet}，每小时 "
        "{money}{month}{over}。"),
    # "fastest" in a place whose stock caps it (tools.recommend._fastest_ceiling)
    "recommend.fastest_ceiling": E(
        "the fastest plan in {regions: or } is the one above ({gpu}, ≈ {mine:,.0f} tokens/s per user): that place's "
        "cards are the ceiling there. Faster outside it, in {place}: {fleet} ({region}), ≈ {tps:,.0f} tokens/s per "
        "user at {money}/h — only if the work may run there.",
        "{regions:或}最快的方案就是上面这个（{gpu}，每个用户约 {mine:,.0f} tokens/s）：那里的卡就是上限。更快的在"
        "{place}（超出你指定的地点）：{fleet}（{region}），每个用户约 {tps:,.0f} tokens/s，每小时 {money}"
        "——仅当工作可以放在那里时。"),
    # stated providers with no row in the stated regions (tools.recommend.providers_not_in_regions)
    "recommend.providers_not_in_regions": E(
        "{providers!p:, } has no region in {regions: or } in my catalog: no plan meets both; drop one of the two (another "
        "provider in {regions: or }, or {providers!p:, } elsewhere).",
        "我的目录里{providers!p:、}在{regions:或}没有区域：两个条件无法同时满足；请放宽其一（换一家在{regions:或}有区域的云，"
        "或让{providers!p:、}用别的地区）。"),
    # the provider publishes a region there (catalog/data/region_ids.csv) but the catalog prices no GPU machine in it
    "recommend.provider_unpriced_in_region": E(
        "{providers!p:, } lists a region in {regions: or } ({ids:, }), but my catalog has no GPU machine priced there: "
        "ask {providers!p:, } whether GPU instances are offered there, or drop one of the two (another provider in "
        "{regions: or }, or {providers!p:, } elsewhere).",
        "{providers!p:、}在{regions:或}有区域（{ids:、}），但我的目录里没有那里的 GPU 机型报价：可向{providers!p:、}确认"
        "那里是否提供 GPU 实例，或放宽其一（换一家在{regions:或}有区域的云，或让{providers!p:、}用别的地区）。"),
    # stated providers with no region in the stated place: each way out (tools.recommend.residency_first)
    "recommend.residency_kept": E(
        "Keeping the data in {regions: or }: {fleet} ({region}) at {money}/h{month} — another provider than "
        "{providers!p:, }.",
        "数据留在{regions:或}：{fleet}（{region}），每小时 {money}{month}——换掉 {providers!p:、}。"),
    "recommend.provider_leaves_place": E(
        "Keeping {providers!p:, }: its nearest region with a plan is {place}, {fleet} ({region}) at {money}/h{month} — "
        "the data then leaves {regions: or }.",
        "保留 {providers!p:、}：它最近的、有方案的区域在{place}，{fleet}（{region}），每小时 {money}{month}——"
        "这样数据会离开{regions:或}。"),
    "recommend.no_priced_offer_from": E(
        "No priced offer from {providers!p:, } fits; try another provider or import your own prices (`gpu-advisor catalog "
        "import`).",
        "{providers!p:、}没有能装下且有价格的机型；换一家云，或导入你的报价（`gpu-advisor catalog import`）。"),
    "recommend.lora_or_qlora_trains": E(
        "LoRA or QLoRA trains a small adapter over frozen (or 4-bit) weights and needs a fraction of the memory.",
        "LoRA / QLoRA 只训练小适配器（底座冻结或 4-bit），显存只需一小部分。"),
    "recommend.lora_outside_full": E(
        "Outside the full training you asked for: LoRA or QLoRA trains a small adapter over frozen (or 4-bit) weights "
        "and needs a fraction of the memory.",
        "不在你要求的全参训练之内：LoRA / QLoRA 只训练小适配器（底座冻结或 4-bit），显存只需一小部分。"),
    "recommend.more_gpus_the_listed": E(
        "More GPUs: the listed machines cannot host the layout this needs; a cluster with RDMA between nodes (or a "
        "provider quote) is required.",
        "需要更多 GPU：目录中的机型放不下所需布局，需要节点间有 RDMA 的集群（或向云厂商询价）。"),
    "recommend.no_priced_instance_in": E(
        "No priced instance in the catalog matches these constraints.",
        "目录中没有满足这些条件且有价格的机型。"),
    "recommend.no_instance_family_in": E(
        "No {providers!p:, } instance family in the catalog holds this workload.",
        "目录中{providers!p:、}没有能装下该负载的实例规格族。"),
    # a cloud with no row at all in the catalog (tools.recommend._china_families): said as absent, not as too small
    "recommend.no_rows_for": E(
        "My catalog has no {providers!p:, } machines or prices at all, so I cannot say which cards it rents or what it "
        "charges: ask {providers!p:, } for its per-card hourly price; the priced plans here are from other clouds.",
        "我的目录里完全没有{providers!p:、}的机型和价格，无法说它租哪些卡、收多少钱：请向{providers!p:、}询问每卡每小时的价格；"
        "这里有价格的方案来自其他云。"),
    "recommend.publish_no_per_hour": E(
        "{providers!p:, } publish no per-hour list price we can cite, so nothing is ranked by price. Instance families that "
        "hold this workload, in the order to ask for quotes ({order}): "
        "{listed:, }. Add your quote with `gpu-advisor catalog import prices.csv` (columns provider, "
        "instance_type, region, gpu, gpu_count, currency, price_on_demand) and ask again.",
        "{providers!p:、}没有可引用的公开按小时价格，所以无法按价格排名。能装下该负载的实例规格族（按建议询价的先后："
        "{order}）：{listed:，}。请用 "
        "`gpu-advisor catalog import prices.csv` 导入你的报价（列：provider, instance_type, region, gpu, gpu_count, "
        "currency, price_on_demand）后再问一次。"),
    "recommend.unpriced_card_cheaper": E(
        lambda a: f"{a['card']} holds this work but the catalog lists no price for it, so nothing cheaper can be "
                  f"computed on it (import your quote with `gpu-advisor catalog import`)."
                  + (f" The cheapest priced plans that keep every other constraint: {'; '.join(a['plans'])}."
                     if a["plans"] else " No priced plan keeps every other constraint.")
                  + (f" {a['smallest']}." if a["smallest"] else ""),
        lambda a: f"{a['card']} 能装下该负载，但目录里没有它的价格，所以无法在它上面算出更便宜的方案"
                  f"（可用 `gpu-advisor catalog import` 导入你的报价）。"
                  + (f"保留其他所有条件、有价格的最便宜方案：{'；'.join(a['plans'])}。"
                     if a["plans"] else "没有保留其他所有条件且有价格的方案。")
                  + (f"{a['smallest']}。" if a["smallest"] else "")),
    "recommend.cheapest_is_the_fallback": E(
        "The cheapest plan that does this work is the one named above without your card; to need less still: {levers}.",
        "能做这项工作的最便宜方案就是上文去掉你所说的卡后给出的那个；若要进一步降低需求：{levers}。"),
    "recommend.unpriced_plan_levers": E(
        "The plan above holds this work; only its price is missing (your quote). To need less: {levers}.",
        "上面的方案能承载该负载，缺的只是价格（你的报价）；想降低需求：{levers}。"),
    "recommend.nothing_in_the_catalog": E(
        "Nothing in the catalog holds this work; to need less: {levers}.",
        "目录中没有能承载该负载的方案；想降低需求：{levers}。"),
    "recommend.the_kv_cache_outweighs": E(
        "{head} The KV cache outweighs the weights here: with an FP8 KV cache (vLLM --kv-cache-dtype fp8; weights "
        "unchanged), {fleet} holds the same load at {money}/h. Other levers: {levers}.",
        "{head}这里 KV cache 比权重还大：改用 FP8 KV cache（vLLM --kv-cache-dtype fp8，权重不变）时，{fleet}"
        "每小时 {money}即可承载同样负载。其他办法：{levers}。"),
    "recommend.in_weights_test_quality": E(
        "{head} In {p} weights (test quality on your tasks first), {fleet} holds the "
        "same load at {money}/h. Other levers: {levers}.",
        "{head}改用 {p} 权重（先在自己的任务上测质量）时，{fleet}每小时 "
        "{money}即可承载同样负载。其他办法：{levers}。"),
    "recommend.with_no_headroom_costs": E(
        "{head} With no headroom, {fleet} costs {money}/h ({cut:.0%} less) but leaves "
        "no margin for longer inputs. Other levers: {levers}.",
        "{head}不留余量时，{fleet}每小时 {money}（便宜 "
        "{cut:.0%}），但长输入没有余地。其他办法：{levers}。"),
    "recommend.nothing_cheaper_holds_it": E(
        lambda a: (f"{a['head']} No cheaper machine holds it; to go lower: {a['levers']}. {a['api']}" if a.get("api")
                   else f"{a['head']} Nothing cheaper holds it; to go lower: {a['levers']}."),
        lambda a: (f"{a['head']}没有更便宜且能装下的机器；想再降：{a['levers']}。{a['api']}" if a.get("api")
                   else f"{a['head']}没有更便宜且能装下的方案；想再降：{a['levers']}。")),
    # tools.small_load_api: a few users on one card; no API price is held, so the break-even price is said
    "recommend.small_load_api": E(
        lambda a: (f"For a load this small a pay-per-token API or a scale-to-zero serverless endpoint is likely the "
                   f"cheaper way: the card costs {a['month']} a month whether it is used or not, while even "
                   f"{a['users']} users generating non-stop at {a['tps']:,.0f} tokens/s make at most "
                   f"{a['tokens_m']:,.0f} M tokens a month — so any API under {a['per_m']} per 1M output tokens costs "
                   f"less even then, and a load busy only part of the day far less. Compare {a['model'] or 'the model'}'s "
                   "list price per 1M tokens at a hosted API (Together, Fireworks, DeepInfra, Groq) or a serverless "
                   "GPU billed per second (RunPod Serverless, Modal); no API price for it is held here."),
        lambda a: (f"负载这么小，按 token 计费的 API 或可缩到零的 Serverless 端点多半更省：这张卡不管用不用每月都要 "
                   f"{a['month']}，而 {a['users']} 个用户即使一直以每秒 {a['tps']:,.0f} token 生成，每月最多 "
                   f"{a['tokens_m']:,.0f} M token——所以任何每百万输出 token 低于 {a['per_m']} 的 API 即使这样也更便宜，"
                   "只在一天中部分时间有负载时还要便宜得多。"
                   f"请对比 {a['model'] or '该模型'} 在托管 API（国内如硅基流动、阿里云百炼；"
                   "海外如 Together、Fireworks、DeepInfra、Groq）每百万 token 的标价，"
                   "或按秒计费的 Serverless GPU（RunPod Serverless、Modal）；"
                   "这里没有它的 API 价格。")),
    "recommend.spot": E("spot", "竞价实例"),
    "recommend.weights_test_quality_on": E(  # FP8 names the model's own FP8 checkpoint (Qwen3, DeepSeek publish one)
        lambda a: f"{a['upper']} weights ("
                  + ("the model's FP8 checkpoint where one is published, else vLLM --quantization fp8; "
                     if a['upper'] == "FP8" else "") + "test quality on your tasks first)",
        lambda a: f"{a['upper']} 权重（"
                  + ("有官方 FP8 版本就用它，否则 vLLM --quantization fp8；" if a['upper'] == "FP8" else "")
                  + "先在自己的任务上测质量）"),
    "recommend.an_fp8_kv_cache_2": E(
        "an FP8 KV cache (vLLM --kv-cache-dtype fp8; weights unchanged)",
        "FP8 KV cache（vLLM --kv-cache-dtype fp8，权重不变）"),
    "recommend.unsloth_fused_cross_entropy": E(
        "Unsloth (fused cross-entropy, offloaded checkpointing)",
        "Unsloth（融合交叉熵、卸载式检查点）"),
    "recommend.gradient_checkpointing_on_a": E(
        "gradient checkpointing on a smaller card (+20–40 % step time)",
        "开启梯度检查点、换更小的卡（单步时间 +20–40%）"),
    "recommend.dropping_your_filter": E("dropping your filter: {filter}", "去掉你设的条件：{filter}"),
    "recommend.any": pick(
        "field", {"providers": "any provider", "regions": "any region", "gpu_preference": "any card",
                  "min_gpu_memory_gib": "no per-card memory floor", "max_gpu_memory_gib": "no per-card memory cap",
                  "num_gpus": "any GPU count"},
        {"providers": "不限云厂商", "regions": "不限区域", "gpu_preference": "不限 GPU 型号",
         "min_gpu_memory_gib": "不限单卡显存", "max_gpu_memory_gib": "不限单卡显存上限", "num_gpus": "不限卡数"}),
    "recommend.lever_any_hardware": E("{label}, on any card and GPU count", "{label}，不限卡型与卡数"),
    "recommend.lever_same_card": E("{label}, on your {card} (any count)", "{label}，仍用 {card}（卡数不限）"),
    "recommend.levers_dropping_only": E(
        "nothing cheaper keeps every constraint you set; outside them — {levers:; }",
        "在你设的条件内没有更便宜的办法；放宽条件才有的——{levers:；}"),
    "recommend.levers_dropping": E(
        "outside the constraints you set — {levers:; }", "放宽你设的条件才有的——{levers:；}"),
    "recommend.cheaper_lever_owned": E(
        lambda a: f"{a['label']}: fits on {a['n']}" + (f" of your {a['owned']}" if a["owned"] else " of your")
                  + f" × {a['gpu']} (≈ {a['gb']:,.1f} GB per GPU"
                  + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else "") + "; no rental)" + (a["keeps"] or ""),
        lambda a: f"{a['label']}：你自己的 " + (f"{a['owned']} 张" if a["owned"] else "") + f"{a['gpu']} 里用 {a['n']} "
                  f"张就装得下（每卡约 {a['gb']:,.1f} GB" + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else "")
                  + "；无需租用）" + (a["keeps"] or "")),
    "recommend.cheaper_lever": E(
        lambda a: f"{a['label']}: {a['fleet']}{a['how'] or ''} "
                  + (f"does the same job at {a['price']}/h{a['job']}" if a['job'] else
                     f"holds {a['load'] or 'the same load'} at {a['price']}/h") + f" ({a['cut']:.0%} less)"
                  + (a['keeps'] or ''),
        lambda a: f"{a['label']}：{a['fleet']}{a['how'] or ''}，每小时 "
                  + (f"{a['price']}完成同样的任务{a['job']}" if a['job'] else
                     f"{a['price']}即可承载{a['load'] or '同样负载'}") + f"（省 {a['cut']:.0%}）" + (a['keeps'] or '')),
    "recommend.cheaper_lever.per_mtok": E(", ≈ {money} per 1M training tokens", "，每百万训练 token 约 {money}"),
    "recommend.cheaper_lever.job": E(", ≈ {money} for the job in {took}", "，整个任务约 {money}、{took}"),
    "recommend.weights_and_fp8_kv": E(
        "{upper} weights and an FP8 KV cache together (vLLM --kv-cache-dtype fp8; test quality on your tasks first)",
        "{upper} 权重加 FP8 KV cache 同时使用（vLLM --kv-cache-dtype fp8；先在自己的任务上测质量）"),
    "recommend.levers_same_plan": E(
        lambda a: ", ".join(a["labels"][:-1]) + " or " + a["labels"][-1] + " (each gives this plan)",
        lambda a: "、".join(a["labels"][:-1]) + "或" + a["labels"][-1] + "（每项都得到这个方案）"),
    "recommend.reserved_lever": E(
        "reserved/commitment billing (the serving runs 24/7; a monthly commitment the catalog lists)",
        "包月/承诺用量计费（服务 24 小时运行；目录中列出的月付价格）"),
    "recommend.qlora_plan": E("Cheaper: {label} → {fleet} at {price}/h{job}.",
                              "更便宜：{label} → {fleet}，每小时 {price}{job}。"),
    "recommend.qlora_lever": E(
        "QLoRA (the same adapters over a 4-bit NF4 base, Dettmers et al. 2023, arXiv:2305.14314; slower steps, "
        "quality close to LoRA on their benchmarks: test on your tasks)",
        "QLoRA（同样的适配器，底座量化为 4 比特 NF4，Dettmers 等 2023，arXiv:2305.14314；单步更慢，其基准上质量接近 "
        "LoRA：先在自己的任务上测）"),
    "recommend.cheaper_lever.load": E("{n} users at once", "同时 {n} 个用户"),
    "recommend.int4_lever": E(
        "INT4 weights (an AWQ/GPTQ checkpoint; 4 bits cost some quality, AWQ (Lin et al. 2024, arXiv:2306.00978) keeps "
        "it close to 16-bit on its benchmarks: test on your tasks)",
        "INT4 权重（AWQ/GPTQ 版本；4 比特会损失一些质量，AWQ（Lin 等 2024，arXiv:2306.00978）在其基准上接近 16 "
        "比特：先在自己的任务上测）"),
    "recommend.half_load_lever": E(
        "if at most {n} of the {users} users are active at once (fewer replicas)",
        "如果 {users} 个用户中同时在用的最多 {n} 个（副本更少）"),
    "recommend.consumer_lever": E(
        "consumer cards or marketplace offers (no ECC, no SLA: for your own use or a test, not a paid service)",
        "消费级卡或算力市场报价（无 ECC、无 SLA：适合自用或测试，不适合收费服务）"),
    "recommend.cheapest_listed_lever": E(
        "the cheapest listed plan at the same targets (the pick is simpler or faster)",
        "列表里同样达标的最便宜方案（首选更简单或更快）"),
    "recommend.top_pick_is_cheapest": E(
        "The top pick ({fleet}, {money}/h) is already the cheapest that holds this work with headroom.",
        "首选（{fleet}，每小时 {money}）已经是留足余量时最便宜的方案。"),
    "recommend.weights_after_testing": E("{step!u} weights after testing quality", "测过质量后改用 {step!u} 权重"),
    "recommend.weights_step": E("{step!u} weights", "{step!u} 权重"),
    "recommend.a_smaller_model": E("a smaller model", "更小的模型"),
    "recommend.gpus": E("{n:plural:GPU}", "{n} 张卡"),
    "recommend.at_most_gpus": E(
        "Only machines with at most {n:plural:GPU} are ranked; the plan uses {n}.",
        "只排名单机不超过 {n} 卡的机型；方案用 {n} 卡。"),
    "recommend.not_on_gpus": E(
        "No priced machine runs this on {n:plural:GPU}; see below.", "没有能用 {n} 卡跑下该负载且有价格的机型；见下文。"),
    "recommend.not_on_gpus_by_deadline": E(
        "On {n:plural:GPU} this job takes ≈ {took}, about {times}× the {deadline} asked; the plan below spreads it over "
        "{m} GPUs. To keep {n}, train on fewer tokens or move the deadline.",
        "用 {n} 卡约需 {took}，约为要求期限（{deadline}）的 {times} 倍；下面的方案把它分到 {m} 卡上。要保持 {n} 卡，"
        "需减少训练 token 或放宽期限。"),
    "recommend.holds_concurrent": E(
        "Holds {users:plural:concurrent sequence} of {seq_len:,} tokens: {replicas:plural:replica} × {per_replica:,} each.",
        "可同时承载 {users:,} 路 {seq_len:,} token 的请求：{replicas} 个副本 × 每个 {per_replica:,} 路。"),
    "recommend.families_outside_region": E(
        "Left out for the region ({regions:, }): {families:, } (the catalog places it outside that region).",
        "因区域（{regions:、}）不符而未列出：{families:、}（目录注明它不在该区域提供）。"),
    "recommend.family": E("{family} ({need})", "{family}（{need}）"),
    # the order unpriced families are listed in (tools.recommend._china_families: family_order, batch_quote_key)
    "recommend.quote_order.fit": E("one machine first, then fewer GPUs, then faster memory",
                                   "单台机器优先，其次卡少，再次显存带宽高"),
    "recommend.quote_order.batch": E(
        "the plans that meet the deadline with the fewest cards first, then the lowest reference cost — the same "
        "card's lowest listed hour elsewhere in my catalog × the job's GPU-hours, not this cloud's price",
        "按期限（留出余量）完成所需卡数最少的优先，其次参考费用低的优先——参考费用 = 目录里同款卡在别处最低的每 GPU 小时公开价 × "
        "任务 GPU 小时，不是这家云的价格"),
    "recommend.family.replicas": E(
        lambda a: f"{a['n']} × {a['gpu']}" + (f" on {a['machines']} machines" if a["machines"] > 1 else ", one machine")
        + f": {plural(a['replicas'], 'replica')} × {a['gpus']} GPU"
        + ("; bare metal, rented as whole machines ("
           + ("8 GPUs each assumed: the catalog lists no count; " if a.get("assumed") else "")
           + f"the load uses {a['used']})" if a.get("used") else ""),
        lambda a: f"{a['n']} × {a['gpu']}" + (f"，{a['machines']} 台机器" if a["machines"] > 1 else "，单台机器")
        + f"：{a['replicas']} 个副本 × {a['gpus']} 卡"
        + (f"；裸金属，只能整机租（{'按每台 8 卡估：目录未列卡数；' if a.get('assumed') else ''}负载只用 {a['used']} 卡）"
           if a.get("used") else "")),
    "recommend.family.training": E(
        lambda a: f"{a['n']} × {a['gpu']} hold it, ≈ {a['gb']:,.1f} GB per GPU"
        + (f"; the job ≈ {_gh(a['gpu_hours'])} GPU-hours, {a['took']} on {a['on']} GPUs" if a["gpu_hours"] else ""),
        lambda a: f"{a['n']} × {a['gpu']} 可装下，每卡约 {a['gb']:,.1f} GB"
        + (f"；整个任务约 {_gh(a['gpu_hours'])} GPU·小时，{a['on']} 卡约 {a['took']}" if a["gpu_hours"] else "")),
    "recommend.family.two_nodes": E("{n} × {gpu}, 2 machines over InfiniBand or RoCE (RDMA)",
                                    "{n} × {gpu}，2 台机器经 InfiniBand 或 RoCE（RDMA）互联"),
    "recommend.cheaper_each_priced_by": E(
        "Cheaper, each priced by re-running the recommender (saving on {what}): {levers:; }.{also}",
        "更便宜的办法（每项都重新计算过；按{what}比较）：{levers:；}。{also}"),
    "recommend.levers_none_saves": E(
        lambda a: "each lever that applies, priced by re-running the recommender, saves nothing here ("
                  + "; ".join(x for x in (a["same"], "; ".join(a["dearer"] or [])) if x) + ")",
        lambda a: "每个适用的办法都重新计算过，这里都省不了钱（"
                  + "；".join(x for x in (a["same"], "；".join(a["dearer"] or [])) if x) + "）"),
    "recommend.levers_same_machine": E(
        lambda a: "; ".join(a["labels"]) + (": this same machine" if len(a["labels"]) == 1 else ": each gives this same machine"),
        lambda a: "、".join(a["labels"]) + "：仍是这台机器"),
    "recommend.lever_far_dearer": E("{labels:; }: each far dearer than the pick", "{labels:；}：都比首选贵得多"),
    "recommend.levers_far_dearer": E(
        "{before} No saving here, each priced well above the pick: {labels:; }.",
        "{before}这里省不了钱（算下来都比首选贵得多）：{labels:；}。"),
    "recommend.levers_not_cheaper": E(" Also priced, not cheaper here: {levers:; }.",
                                      "也算过、这里并不更便宜：{levers:；}。"),
    "recommend.lever_not_cheaper": E(
        lambda a: f"{a['label']} → {a['n']} × {a['gpu']}{a['keeps'] or ''} at {a['price']}/h{a['job'] or ''} "
                  + (f"({a['more']:.0%} more)" if a["more"] is not None else "(the same cost)"),
        lambda a: f"{a['label']} → {a['n']} × {a['gpu']}{a['keeps'] or ''}，每小时 {a['price']}{a['job'] or ''}"
                  + (f"（贵 {a['more']:.0%}）" if a["more"] is not None else "（成本相同）")),
    "recommend.precision_fp16_has_no.with_loss_scaling": E(" with loss scaling", "，训练需配合 loss scaling"),
    "recommend.framework_pre_floor": E(
        "framework: HF transformers ({name} is sm_{cc}; vLLM needs compute capability {floor:.1f} or higher, "
        "docs.vllm.ai installation/gpu)",
        "框架：HF transformers（{name} 是 sm_{cc}；vLLM 需要计算能力 {floor:.1f} 及以上，见 docs.vllm.ai 安装说明）"),
    "recommend.precision_fp32_fp16_slow": E(
        "precision: FP32 ({name} has no BF16 and runs FP16 math at 1/{slow} of FP32)",
        "精度：FP32（{name} 不支持 BF16，FP16 运算只有 FP32 的 1/{slow}）"),
    "recommend.precision_fp16_has_no": E(
        "precision: FP16 ({name} has no BF16; fp16 weights{part})",
        "精度：FP16（{name} 不支持 BF16；FP16 权重{part}）"),
    "recommend.spread_words": E("{parts: and }", "{parts:、}"),
    "recommend.spread.machines": E("{n} machines", "{n} 台机器"),
    "recommend.spread.pcie_tp": E("tensor parallel {tp} over PCIe", "张量并行 {tp} 走 PCIe"),
    "recommend.spread.pcie_fsdp": E("FSDP shards over {tp} GPUs on PCIe", "FSDP 分片到 {tp} 张卡、走 PCIe"),
    "recommend.cheapest_at_h_less": E(
        "Cheapest: {fleet} at {money}/h, {save:.0%} less, but on {how}; a "
        "simpler plan within {tol} of the cheapest comes first.",
        "最便宜：{fleet}，每小时 {money}，便宜 {save:.0%}，但要用 "
        "{how}；与最便宜相差 {tol} 以内时更简单的方案优先。"),
    # the cheaper plan is second because it fills most of its memory pool (tools.recommend._tight_gives_way)
    "recommend.cheapest_at_h_less_tight": E(
        "Cheapest: {fleet} at {money}/h, {save:.0%} less, on {how}, but it fills {share:.0%} of its memory pool; a "
        "plan with room, up to {cap} its price, comes first.",
        "最便宜：{fleet}，每小时 {money}，便宜 {save:.0%}，要用 {how}，但显存池占用 {share:.0%}；"
        "价格在它 {cap} 以内时，有余量的方案优先。"),
    # second for a reason other than the two above (a speed floor, a stated rule): the reason is said elsewhere
    "recommend.cheapest_at_h_less_ranked": E(
        "Cheapest: {fleet} at {money}/h, {save:.0%} less, on {how}; ranked below the pick for the reason above.",
        "最便宜：{fleet}，每小时 {money}，便宜 {save:.0%}，要用 {how}；排在所选方案之后，原因见上。"),
    "recommend.one_machine_and_nvlink": E(
        "one machine, and NVLink or AMD's Infinity Fabric (or a narrower PCIe tensor-parallel group), are preferred over a "
        "cheaper plan on more "
        "machines or a wider PCIe group when they cost at most {tol} more (a wide PCIe all-reduce can take 30–60 % of a "
        "step; more machines mean a load balancer and more to fail)",
        "单台机器、NVLink 或 AMD 的 Infinity Fabric（或更窄的 PCIe 张量并行组）"
        "优先于更便宜但机器更多或 PCIe 组更宽的方案，只要贵不超过 {tol}（宽 "
        "PCIe all-reduce 可能占单步 30–60%；机器越多越需要负载均衡、故障点也越多）"),
    "recommend.yes_per_copy": E(
        "Yes: {n} × {name} per copy, {verdict_words}.",
        "可以：每份 {n} × {name}，{verdict_words}。"),
    "recommend.sessions_resident_no": E(
        lambda a: (f"Not for {a['sessions']:,} open sessions at {a['ctx']:,} tokens each: every open chat keeps its "
                   f"history in the KV cache (or is re-prefilled when its user comes back), {a['sessions']:,} × "
                   f"{a['ctx']:,} tokens ≈ {a['need_gb']:,.0f} GB of KV, and {a['n']} × {a['name']} hold ≈ {a['held']:,} "
                   "such sessions at once"
                   + (f" (≈ {a['held_fp8']:,} with an FP8 KV cache)" if a.get("held_fp8") else "")
                   + f"; the plan is sized for {a['gen']:,} generating at once at a typical length. To hold all "
                   f"{a['sessions']:,}: a larger machine, "
                   + (f"a context cap of ≈ {a['cap']:,} tokens a session, " if a.get("cap") else "")
                   + "or re-prefilling idle sessions (a slow first token when a user returns)."),
        lambda a: (f"按 {a['sessions']:,} 个同时开着、每个 {a['ctx']:,} token 的会话算，不够：每个开着的对话都要把历史留在 "
                   f"KV 缓存里（否则用户回来时要重新预填充），{a['sessions']:,} × {a['ctx']:,} token ≈ "
                   f"{a['need_gb']:,.0f} GB KV，{a['n']} × {a['name']} 同时只能容纳约 {a['held']:,} 个这样的会话"
                   + (f"（用 FP8 KV 缓存约 {a['held_fp8']:,} 个）" if a.get("held_fp8") else "")
                   + f"；方案按同时生成 {a['gen']:,} 路、常见长度估算。要容纳全部 {a['sessions']:,} 个：换更大的机器、"
                   + (f"每个会话上下文限制在约 {a['cap']:,} token、" if a.get("cap") else "")
                   + "或让闲置会话回来时重新预填充（首 token 会变慢）。")),
    "recommend.hardware_yes": E("{num_gpus} × {name}", "{num_gpus} × {name}"),
    "recommend.with.yes": E(" ({edge})", "（{edge}）"),
    "recommend.with": E("with {label}: {v}{part}", "改用{label}：{v}{part}"),
    "recommend.with_but_no_priced": E(
        "with {label}: {v}, but no priced machine of it passes the other constraints",
        "改用{label}：{v}，但没有满足其他条件且有价格的机器"),
    "recommend.with_but_too_slow": E(
        "with {label}: {v}, but too slow: {speed}",
        "改用{label}：{v}，但速度不够：{speed}"),
    "recommend.with_but_blocked": E(
        "with {label}: {v}, but no priced machine of it is left: {why:; }",
        "改用{label}：{v}，但没有剩下有价格的机器：{why:；}"),
    "recommend.speed_miss": E(
        "{fleet} gives each of {users:,} users ≈ {got:,.0f} tokens/s at once ({money}/h), under the {per_user:,.0f} asked",
        "{fleet}在 {users:,} 个用户同时使用时每人约 {got:,.0f} tokens/s（每小时 {money}），低于要求的 {per_user:,.0f}"),
    "recommend.per_user_on_stated": E(
        "No on the card you named, with {label}: {speed}.",
        "你指定的卡不行（{label}）：{speed}。"),
    "recommend.swap_sized": E(
        lambda a: (f"{a['model']} {'fits' if a['ok'] else 'does not fit'} (≈ {a['gb']:,.1f} GB per GPU of "
                   f"{a['pool']:,.1f} over {a['n']} GPU{'s' if a['n'] != 1 else ''})"),
        lambda a: (f"{a['model']} {'装得下' if a['ok'] else '装不下'}（{a['n']} 卡，每卡约 {a['gb']:,.1f} GB，"
                   f"可用 {a['pool']:,.1f} GB）")),
    "recommend.swaps_on_stated": E(
        lambda a: (f"The longer-context models on {'your' if a['owned'] else 'the stated'} {a['n']} × {a['gpu']} at "
                   f"{a['seq_len']:,} tokens × {a['users']:,} users: " + "; ".join(a["sized"])
                   + ("; one that fits needs no rental: keep the cards, swap the model" if a["any"] and a["owned"]
                      else "" if a["any"] else "; none fits these cards at that context")),
        lambda a: (f"{'你的' if a['owned'] else '指定的'} {a['n']} × {a['gpu']} 按 {a['seq_len']:,} token × "
                   f"{a['users']:,} 个用户核算长上下文模型：" + "；".join(a["sized"])
                   + ("；装得下的就不用租：保留这些卡，换模型" if a["any"] and a["owned"]
                      else "" if a["any"] else "；在这个上下文下都装不进这些卡"))),
    "recommend.not_on_the_nearest": E(
        "Not on {n} × {g} ({short_words}); the nearest plan that works is one machine: ",
        "{n} × {g} 不行（{short_words}）；最接近的可行方案是单台机器："),
    "recommend.one_machine_instead": E("{prefix}{headline}", "{prefix}{headline}"),
    # copies of a machine multiplied by a 16-bit KV cache (tools.recommend.fp8_kv_instead_of_copies)
    "recommend.fp8_kv_instead": E(
        "The KV cache outweighs the weights ({kv:,.1f} GB vs {weights:,.1f} GB per GPU with a 16-bit cache), so this "
        "plan uses an FP8 KV cache (vLLM / SGLang --kv-cache-dtype fp8: half the cache's bytes; check answer quality on "
        "your own long prompts): {headline}{bigger}",
        "KV cache 比权重还大（16 位 cache 时每卡 {kv:,.1f} GB，权重 {weights:,.1f} GB），所以方案用 FP8 KV cache（vLLM / "
        "SGLang --kv-cache-dtype fp8：cache 字节减半；请用自己的长提示词检查回答质量）：{headline}{bigger}"),
    "recommend.fp8_kv_instead.bigger": E(
        "; memory per GPU is the wall, not compute: a card with more memory holds it on fewer machines, {fleet} at "
        "{money}/h (≈ {month} a month), the plan to prefer if the card is open.",
        "；瓶颈是每卡显存而不是算力：显存更大的卡用更少的机器就能放下，{fleet}，每小时 {money}（每月约 {month}），"
        "如果卡型可以换，优先用这个方案。"),
    "recommend.fp8_kv_instead.sixteen": E(
        "With a 16-bit KV cache the same load takes {fleet} at {money}/h.",
        "用 16 位 KV cache，同样负载需要 {fleet}，每小时 {money}。"),
    # a full training job split over machines with no RDMA between them (tools.recommend.network_split)
    "recommend.network_split.label": E("{machines} machines without RDMA between them", "{machines} 台机器（机器之间没有 RDMA）"),
    "recommend.network_split.no": E(
        lambda a: f"No: {a['machines']} machines without RDMA between them cannot share one copy of the training state "
                  f"— ZeRO-3 moves ≈ {a['gb']:,.0f} GB through each machine's link every step, "
                  + (f"≈ {a['slow_s']:,.0f} s of network per step at your {a['slow_gbit']:g} Gbit/s"
                     if a["slow_gbit"] == a["fast_gbit"] else f"≈ {a['slow_s']:,.0f} s to {a['fast_s']:,.0f} s of "
                     f"network per step at {a['slow_gbit']:g}–{a['fast_gbit']:g} Gbit/s")
                  + "; keep the job on one machine.",
        lambda a: f"不行：{a['machines']} 台机器之间没有 RDMA，没法共用一份训练状态——ZeRO-3 每一步每台机器的链路要传约 "
                  f"{a['gb']:,.0f} GB，"
                  + (f"按你的 {a['slow_gbit']:g} Gbit/s 算每一步光网络就要约 {a['slow_s']:,.0f} 秒"
                     if a["slow_gbit"] == a["fast_gbit"] else f"按 {a['slow_gbit']:g}–{a['fast_gbit']:g} Gbit/s 算每一步"
                     f"光网络就要约 {a['slow_s']:,.0f} 秒到 {a['fast_s']:,.0f} 秒")
                  + "；把任务放在一台机器上跑。"),
    "recommend.network_split": E(
        lambda a: (f"No, the network is the wall, not memory: one copy of the training state over {a['machines']} "
                   f"machines needs ZeRO-3, which moves ≈ {a['gb']:,.0f} GB through each machine's link every step "
                   f"(3 × the {a['precision'].upper()} weights: all-gathered for the forward and the backward pass, "
                   "gradients reduce-scattered; ZeRO, arXiv:1910.02054). "
                   + (f"Your machines have no RDMA (InfiniBand/RoCE) between them, as you said, and at "
                      f"{a['slow_gbit']:g} Gbit/s that is ≈ {a['slow_s']:,.0f} s of network per step"
                      + (f", {a['steps']:,} steps of {a['tokens']:,} tokens: ≈ {a['hours_slow']} of network time "
                         "alone" if a.get("steps") and a.get("hours_slow") else "")
                      if a.get("stated") and a["slow_gbit"] == a["fast_gbit"] else
                      ("Your machines have no RDMA (InfiniBand/RoCE) between them, as you said" if a.get("stated")
                       else "No offer of these cards has RDMA (InfiniBand/RoCE): boxes like these are joined by "
                       "Ethernet or the internet")
                      + f", and at {a['slow_gbit']:g}–{a['fast_gbit']:g} Gbit/s that is ≈ {a['slow_s']:,.0f} s "
                      f"to {a['fast_s']:,.0f} s of network per step"
                      + (f", {a['steps']:,} steps of {a['tokens']:,} tokens: ≈ {a['hours_slow']} to "
                         f"{a['hours_fast']} of network time alone" if a.get("steps") and a.get("hours_slow") else ""))
                   + f". Tensor or ZeRO-3 parallel across machines needs ≥ {a['rdma_min']} Gbit/s RDMA; over plain "
                   "Ethernet only pipeline or data parallel (a whole copy on each machine) works, at that bandwidth "
                   "cost. Run it on one machine instead."),
        lambda a: (f"不行，瓶颈是网络而不是显存：一份训练状态拆到 {a['machines']} 台机器上要用 ZeRO-3，"
                   f"每一步每台机器的链路要传约 {a['gb']:,.0f} GB（{a['precision'].upper()} 权重的 3 倍："
                   "前向、反向各 all-gather 一次，梯度 reduce-scatter 一次；"
                   "ZeRO，arXiv:1910.02054）。"
                   + (f"按你说的，你的机器之间没有 RDMA（InfiniBand/RoCE）：按 {a['slow_gbit']:g} Gbit/s 算，每一步光网络"
                      f"就要约 {a['slow_s']:,.0f} 秒"
                      + (f"，共 {a['steps']:,} 步、每步 {a['tokens']:,} token：光网络时间就约 {a['hours_slow']}"
                         if a.get("steps") and a.get("hours_slow") else "")
                      if a.get("stated") and a["slow_gbit"] == a["fast_gbit"] else
                      ("按你说的，你的机器之间没有 RDMA（InfiniBand/RoCE），只能走以太网或公网" if a.get("stated")
                       else "这种卡的机器都没有 RDMA（InfiniBand/RoCE），机器之间只能走以太网或公网")
                      + f"：按 {a['slow_gbit']:g}–{a['fast_gbit']:g} Gbit/s 算，每一步光网络就要约 {a['slow_s']:,.0f} "
                      f"秒到 {a['fast_s']:,.0f} 秒"
                      + (f"，共 {a['steps']:,} 步、每步 {a['tokens']:,} token：光网络时间就约 {a['hours_slow']} 到 "
                         f"{a['hours_fast']}" if a.get("steps") and a.get("hours_slow") else ""))
                   + f"。跨机器做张量并行或 ZeRO-3 需要 ≥ {a['rdma_min']} Gbit/s 的 RDMA；普通以太网上只有流水线并行或"
                   "数据并行（每台机器一份完整模型）可行，而且要付出这份带宽代价。改在一台机器上跑。")),
    # the user's RDMA link between their machines said back (tools.recommend._rdma_said)
    "recommend.rdma_said.label": E(
        lambda a: f"{a['gbit']:g} Gbit/s RDMA between your machines" if a.get("gbit") else "RDMA between your machines",
        lambda a: f"你的机器之间有 {a['gbit']:g} Gbit/s RDMA" if a.get("gbit") else "你的机器之间有 RDMA"),
    "recommend.rdma_said": E(
        lambda a: ("taken as you said: tensor or ZeRO-3 parallel across your machines is what an RDMA link is for."
                   if a["ok"] else f"under the ≥ {a['rdma_min']} Gbit/s a split across machines needs: keep each copy "
                   "on one machine, or split only by pipeline or data parallel."),
        lambda a: ("按你说的计：跨机器的张量并行或 ZeRO-3 正是 RDMA 链路的用途。" if a["ok"] else
                   f"低于跨机器拆分所需的 ≥ {a['rdma_min']} Gbit/s：每份模型放在一台机器上，或只用流水线/数据并行跨机器。")),
    # serving on the user's own machines over a link that is no fast RDMA (tools.recommend.owned_link_line)
    "recommend.owned_link.label": E(
        lambda a: (f"{a['gbit']:g} Gbit/s" if a.get("gbit") else "a link") + (" under RDMA speed" if a["rdma"] else
                                                                               ", no RDMA") + " between your machines",
        lambda a: "你的机器之间" + (f"是 {a['gbit']:g} Gbit/s" if a.get("gbit") else "的网络")
        + ("（RDMA 但不够快）" if a["rdma"] else "，没有 RDMA")),
    "recommend.owned_link": E(
        lambda a: (f"no tensor parallelism across your machines (it all-reduces at every layer and wants ≥ "
                   f"{a['rdma_min']} Gbit/s RDMA); "
                   + (f"{a['replicas']} copies, each inside one machine (TP {a['tp']} on its {a['node']} × {a['gpu']})"
                      if a["pp"] == 1 else
                      f"one copy does not fit one machine's {a['node']} × {a['gpu']}, so it is TP {a['tp']} inside each "
                      f"machine × PP {a['pp']} across the {a['nodes']} machines (one pipeline stage each): only each "
                      "token's hidden state crosses the link"
                      + (f", {a['kb']:.1f} KB a token; a {a['tokens']:,}-token prompt ≈ {a['ms']:,.1f} ms at "
                         f"{a['gbit']:g} Gbit/s, plus one network round trip per generated token"
                         if a.get("kb") is not None else ", plus one network round trip per generated token"))
                   + "."),
        lambda a: (f"不在机器之间做张量并行（它每层都要 all-reduce，需要 ≥ {a['rdma_min']} Gbit/s 的 RDMA）；"
                   + (f"{a['replicas']} 份模型，每份在一台机器内（在该机的 {a['node']} × {a['gpu']} 上 TP {a['tp']}）"
                      if a["pp"] == 1 else
                      f"一台机器的 {a['node']} × {a['gpu']} 放不下一份模型，所以每台机器内 TP {a['tp']}、{a['nodes']} 台"
                      f"机器之间 PP {a['pp']}（每台一个流水线阶段）：只有每个 token 的隐藏状态经过网络"
                      + (f"，每个 token {a['kb']:.1f} KB；{a['tokens']:,} token 的提示在 {a['gbit']:g} Gbit/s 下约 "
                         f"{a['ms']:,.1f} 毫秒，另外每生成一个 token 多一次网络往返"
                         if a.get("kb") is not None else "，另外每生成一个 token 多一次网络往返"))
                   + "。")),
    # one machine of another card before one copy split over machines (tools.recommend.one_node_instead)
    "recommend.one_node_instead": E(
        "One machine holds it (its GPUs linked inside the box, no network between machines): {headline}",
        "一台机器就装得下（卡间走机内互联，不依赖机器之间的网络）：{headline}"),
    "recommend.one_node_over_card": E(
        "one copy on {gpu} needs {machines} machines; one machine holds it: {one}, so that leads (the {gpu} plan is "
        "named below)",
        "{gpu} 要 {machines} 台机器才放得下一份模型；一台就装得下：{one}，所以排在前面（{gpu} 方案见下）"),
    # serving that outlives a machine (tools.recommend.redundancy_line; tools.offers.redundant sizes it)
    "recommend.redundancy.label": E(
        lambda a: "redundancy across zones" if a["zones"] else "redundancy (no single machine to lose)",
        lambda a: "跨可用区高可用" if a["zones"] else "高可用（不怕单台机器故障）"),
    "recommend.redundancy.held": E(
        lambda a: f"{a['replicas']} replicas on {a['machines']} separate machines, priced as such (N+1): one machine "
                  f"lost leaves {a['left']} replica{'s' if a['left'] != 1 else ''} serving, as many as the whole load "
                  f"of {a['users']} needs ({a['each']} each, slower per user until it is replaced).",
        lambda a: f"{a['machines']} 台机器上 {a['replicas']} 个副本，价格按此计算（N+1）：坏一台机器仍有 {a['left']} "
                  f"个副本在服务，足以承担全部 {a['users']} 路负载（每个副本 {a['each']} 路，换好之前每个用户会慢一些）。"),
    "recommend.redundancy.not_serving": E(
        "not applied: this is no online service (training or a batch job restarts from its last checkpoint after "
        "a machine loss); the plan is sized for the work alone.",
        "未采用：这不是在线服务（训练或批处理任务在机器故障后从最近的检查点重启）；方案只按工作量计算。"),
    "recommend.redundancy.no_plan": E(
        "not met: no priced plan holds the work, so none with two replicas either.",
        "未满足：没有能装下这项工作的报价方案，更谈不上两个副本。"),
    "recommend.redundancy.zones_label": E("two zones", "两个可用区"),
    "recommend.redundancy.zones": E(
        lambda a: f"the catalog lists {a['provider']}'s {a['gpu']} by region, not by zone, so it cannot tell whether "
                  f"two zones of {a['region'] or 'its region'} offer it: check the provider's console before relying "
                  f"on it. Regions listed with it: {', '.join(a['regions']) or 'none'} ({a['n']}); a second region is "
                  "the other way to keep a replica apart.",
        lambda a: f"价目表按区域（region）而不是可用区列出 {a['provider']} 的 {a['gpu']}，看不出 {a['region'] or '该区域'} "
                  f"的两个可用区是否都有：依赖它之前请在云厂商控制台确认。列出它的区域：{'、'.join(a['regions']) or '无'}"
                  f"（{a['n']} 个）；放在第二个区域是另一种把副本分开的办法。"),
    "recommend.only_card_kept": E(
        "Only {gpu}, as you asked: one copy on it spans {machines} machines ({total} in the pick above). One machine "
        "of another card holds a copy: {one} at {money}/h{month}, {ratio:.0%} of the pick's hour, with no network "
        "between machines; drop the 'only' to have it lead.",
        "按你的要求只用 {gpu}：一份模型要跨 {machines} 台机器（上面的方案共 {total} 台）。换一种卡一台就装得下一份：{one}，"
        "每小时 {money}{month}，是上面方案每小时价格的 {ratio:.0%}，机器之间不走网络；去掉“只用”它就排在前面。"),
    "recommend.multi_node_alternative": E(
        "Multi-node alternative: {fleet} at {money}/h{month}, {ratio:.1f} × the one machine's hour; with one copy "
        "split over {machines} machines, every step waits on the network between them.",
        "多机备选：{fleet}，每小时 {money}{month}，是单机方案每小时价格的 {ratio:.1f} 倍；一份模型拆到 {machines} 台机器上，"
        "每一步都要等机器之间的网络。"),
    "recommend.now_lora": E("{p} LoRA", "{p} LoRA"),
    "recommend.route_qlora": E("QLoRA on the same cards (4-bit NF4 base, the same adapters)",
                               "同样的卡上改用 QLoRA（4-bit NF4 底座，同样的 adapter）"),
    "recommend.fits_without_margin": E(
        "Not with the usual × {headroom:g} margin, but {n} × {gpu} fit without it: ≈ {need:,.1f} GB per GPU of "
        "{usable:,.1f} GB usable (× {real:.2f}): borderline, test it (a longer batch or sequence can run out of memory).",
        "留不出通常的 × {headroom:g} 余量，但 {n} × {gpu} 不留余量装得下：每卡约 {need:,.1f} GB，可用 {usable:,.1f} GB"
        "（× {real:.2f}）：属于临界，先实测（批次或序列更长时可能显存不足）。"),
    "recommend.budget_route_prefix": E(
        lambda a: f"Within the budget only with {a['name']} ({_quality_en(a)}as asked the cheapest is "
                  f"{a['n']} × {a['gpu']}{_FP16_EN if a.get('fp16') else ''} at {a['money']}/h{a['over'] or ''}): ",
        lambda a: f"只有改用 {a['name']} 才在预算内（{_quality_zh(a)}最便宜的是 {a['n']} × {a['gpu']}"
                  f"{_FP16_ZH if a.get('fp16') else ''}，每小时 {a['money']}{a['over'] or ''}）："),
    # the lever's plan is itself just over the budget (kept by the month tolerance): its own lead says by how much
    "recommend.budget_route_prefix_near": E(
        lambda a: f"Nearest with {a['name']} ({_quality_en(a)}as asked the cheapest is "
                  f"{a['n']} × {a['gpu']}{_FP16_EN if a.get('fp16') else ''} at {a['money']}/h{a['over'] or ''}): ",
        lambda a: f"改用 {a['name']} 最接近预算（{_quality_zh(a)}最便宜的是 {a['n']} × {a['gpu']}"
                  f"{_FP16_ZH if a.get('fp16') else ''}，每小时 {a['money']}{a['over'] or ''}）："),
    "recommend.headline_family_no": E(
        "No, not on {n} × {card} ({need}); yes on {gpu}, the same family with more memory: {msg}",
        "不行，{n} × {card} 装不下（{need}）；同系列显存更大的 {gpu} 可以：{msg}"),
    "recommend.budget_way_outside": E(
        "Within the budget outside {regions:, }{how}: {fleet} in {region} at {money}/h{month}.",
        "在{regions:、}以外、预算之内{how}：{fleet}（{region}），每小时 {money}{month}。"),
    # the same plan when the place is a data-residency rule: an aside after the nearest plans in it, never the lead
    "recommend.budget_way_outside_residency": E(
        "Only if the data may leave {regions:, } (it must not, as you said): within the budget{how}, {fleet} in "
        "{region} at {money}/h{month}.",
        "仅当数据可以离开{regions:、}（你说过不可以）：预算之内{how}，{fleet}（{region}），每小时 {money}{month}。"),
    "recommend.budget_way_how": E(" in {name} (test quality on your tasks)", "，改用 {name}（先在自己的任务上测质量）"),
    "recommend.moe_hf_training_slow": E(
        "MoE training in plain HF transformers/PEFT loops over the experts and runs about {lo:g}–{hi:g}× slower than the "
        "dense estimate above ({took}): plan for {low}–{high}, {cost_lo}–{cost_hi}; MoE-aware grouped-GEMM kernels "
        "(e.g. Unsloth, ms-swift, Megatron) close most of the gap.",
        "MoE 在普通 HF transformers/PEFT 里按专家逐个循环计算，比上面按稠密模型估的时间（{took}）慢约 {lo:g}–{hi:g} 倍："
        "请按 {low}–{high}、{cost_lo}–{cost_hi} 预留；"
        "用支持 MoE 分组 GEMM 的框架（如 Unsloth、ms-swift、Megatron）可补回大部分差距。"),
    "recommend.budget_way_slower": E(
        "Within the budget at the readable minimum of {min:,.0f} tokens/s per user (the {default:,.0f} tokens/s sized "
        "above is our default for chat, not yours){how}: {fleet} at {money}/h{month}{tps}{over}.",
        "每人按可读的最低速度 {min:,.0f} token/s（上面按的 {default:,.0f} token/s 是聊天的默认值，不是你指定的）{how}，"
        "预算之内：{fleet}，每小时 {money}{month}{tps}{over}。"),
    "recommend.budget_way_slower_over": E(
        "At the readable minimum of {min:,.0f} tokens/s per user (the {default:,.0f} tokens/s sized above is our "
        "default for chat, not yours){how}, the nearest plan to the budget: {fleet} at {money}/h{month}{tps}{over}.",
        "每人按可读的最低速度 {min:,.0f} token/s（上面按的 {default:,.0f} token/s 是聊天的默认值，不是你指定的）{how}，"
        "最接近预算的方案：{fleet}，每小时 {money}{month}{tps}{over}。"),
    # the precision asked at the same readable minimum, beside a lower-precision way that leads (like with like)
    "recommend.budget_way_slower_asked": E(
        "At the same {min:,.0f} tokens/s per user{asked}: {fleet} at {money}/h{month}{over}.",
        "同样按每人 {min:,.0f} token/s，{asked}：{fleet}，每小时 {money}{month}{over}。"),
    "recommend.budget_way_slower.tps": E(", ≈ {tps:,.0f} tokens/s per user at the stated load",
                                         "，满负载时每人约 {tps:,.0f} token/s"),
    "recommend.budget_way_fewer": E(
        "Within the budget with fewer users at once: {n:,} instead of {users:,}, on {fleet} at {money}/h{month}.",
        "减少同时在用人数也能在预算之内：{n:,} 人（而不是 {users:,} 人），{fleet}，每小时 {money}{month}。"),
    # a stated rate sized by its prefill: the rate the budget holds at the same request size (tools.recommend)
    "recommend.budget_rate_within": E(
        lambda a: (f"At this request size the budget carries about {a['within']:,.2g} requests a second"
                   + (" (on the lower-precision plan below)" if a["lower"] else "")
                   + f", not the {a['asked']:,.4g} asked: the cards scale with the rate, so a lower rate or smaller "
                   "requests (smaller images, a shorter prompt) are the ways into it."),
        lambda a: (f"按这个请求大小，预算大约只够每秒 {a['within']:,.2g} 个请求"
                   + ("（按下面的低精度方案）" if a["lower"] else "")
                   + f"，而不是要求的每秒 {a['asked']:,.4g} 个：卡数随速率等比变化，降低速率或缩小每个请求"
                   "（更小的图片、更短的提示）才能进预算。")),
    # `name`: the precision route (None: as asked)
    "recommend.budget_way_fewer_lower": E(
        lambda a: ("Within the budget " + (f"with {a['name']} (test quality on your tasks) and " if a["name"] else "with ")
                   + f"fewer users at once: {a['n']:,} instead of {a['users']:,}, on {a['fleet']} at {a['money']}/h"
                   + f"{a['month'] or ''}."),
        lambda a: ((f"改用 {a['name']}（先在自己的任务上测质量）并" if a["name"] else "")
                   + f"减少同时在用人数就能在预算之内：{a['n']:,} 人（而不是 {a['users']:,} 人），{a['fleet']}，"
                   + f"每小时 {a['money']}{a['month'] or ''}。")),
    "recommend.budget_route_prefix_far": E(
        lambda a: f"Within the budget only with {a['name']} ({_quality_en(a)}as asked, the cheapest plan costs "
                  f"{a['times']:,.0f}× the budget): ",
        lambda a: f"只有改用 {a['name']} 才在预算内（{_quality_zh(a)}最便宜的方案也要预算的 {a['times']:,.0f} 倍）："),
    "recommend.count_too_slow": E(
        "No: {n} × {gpu} hold the model, but give each of {users:,} users only ≈ {got:,.0f} tokens/s at this load "
        "(the fastest {n}-GPU plan, {money}/h), under your {per_user:,.0f}; the plan below drops the count.",
        "不行：{n} × {gpu} 装得下模型，但在这个负载下每个用户（共 {users:,} 个）只有约 {got:,.0f} tokens/s"
        "（最快的 {n} 卡方案，每小时 {money}），低于你要求的 {per_user:,.0f}；下面的方案不限卡数。"),
    "recommend.count_too_slow_prefix": E(
        "Not on {n} × {gpu} (≈ {got:,.0f} tokens/s per user, under your {per_user:,.0f}); the cheapest plan that works: ",
        "{n} × {gpu} 不行（每个用户约 {got:,.0f} tokens/s，低于你要求的 {per_user:,.0f}）；最便宜的可行方案："),
    "recommend.on_gpu_machines_it": E(
        "On {n}-GPU machines it takes {instances} of them: {provider} {instance} at {money}/h.",
        "用 {n} 卡机器需要 {instances} 台：{provider} {instance}，每小时 {money}。"),
    # owned cards said with no count ("my 4090s"): the count needed, and the question, never a count as if said
    "recommend.owned.headline": E(
        lambda a: (f"{a['model']} {a['task']}{a['load'] or ''}: "
                   + (f"you did not say how many {a['gpu']} you have; it needs at least {a['fewest']} × {a['gpu']}"
                      + (f" (sized here on {a['n']}" if a["n"] != a["fewest"] else " (")
                      if a.get("fewest") else f"run it on your own {a['n']} × {a['gpu']} (")
                   + f"no rental{a['need'] or ''}{a['layout'] or ''})" + (f" — {a['done']} ({a['gh']})" if a["done"] else "")
                   + "".join(a["tail"] or []) + ("; how many do you have?" if a.get("fewest") else "")
                   + (f" — {a['variant']}" if a.get("variant") else "")),
        lambda a: (f"{a['model']} {a['task']}{a['load'] or ''}："
                   + (f"你没说有几张 {a['gpu']}；至少需要 {a['fewest']} × {a['gpu']}"
                      + (f"（此处按 {a['n']} 张估算，" if a["n"] != a["fewest"] else "（")
                      if a.get("fewest") else f"在你自己的 {a['n']} × {a['gpu']} 上运行（")
                   + f"无需租用{a['need'] or ''}{a['layout'] or ''}）" + (f"——{a['done']}（{a['gh']}）" if a["done"] else "")
                   + "".join(a["tail"] or []) + ("；你有几张？" if a.get("fewest") else "")
                   + (f"——{a['variant']}" if a.get("variant") else ""))),
    "recommend.owned.variant_assumed": E(
        "{family} variant not stated: assumed {gpu}, the variant most listed{verdict}; say which you own",
        "没有说明是哪种 {family}：按最常见的 {gpu} 计算{verdict}；请说明你的卡是哪一种"),
    "recommend.owned.variant_assumed_smaller": E(
        "{family} memory size not stated: assumed {gpu}, the smaller, so a fit holds on either{verdict}; say which you own",
        "没有说明是哪种 {family}（显存大小）：按较小的 {gpu} 计算，装得下就两种都装得下{verdict}；请说明你的卡是哪一种"),
    "recommend.owned.variant_then": E("{msg} — {variant}", "{msg}——{variant}"),
    "recommend.owned.variant_verdict": E(
        lambda a: (f"; with {a['n']} × {a['gpu']} it fits too ({a['need']}"
                   + ("; gradient checkpointing on" if a["ckpt"] else "") + ")" if a["fits"] else
                   f"; with {a['n']} × {a['gpu']} it does not fit ({a['need']})"),
        lambda a: (f"；如果是 {a['n']} × {a['gpu']}，同样装得下（{a['need']}"
                   + ("；需开梯度检查点" if a["ckpt"] else "") + "）" if a["fits"] else
                   f"；如果是 {a['n']} × {a['gpu']}，装不下（{a['need']}）")),
    "recommend.owned.one_box": E(
        "Sized on one of your {machines} machines ({per} × {gpu} each, {total} in all): one copy of the model runs "
        "inside one machine, with no traffic between machines; the other machines can serve more copies or stand by",
        "按你 {machines} 台机器中的一台估算（每台 {per} × {gpu}，共 {total} 张）：模型的一份副本在一台机器内运行，"
        "机器之间没有通信；其余机器可以再跑副本或作备用"),
    "recommend.owned.part_of_cards": E(
        "Sized on {used} of your {total:,} × {gpu}: the other {spare:,} can serve more copies or stand by (plans are sized on "
        "the machines clouds list, and none with {total:,} of them runs this; your own cards need no such machine)",
        "按你 {total:,} 张 {gpu} 中的 {used} 张估算：其余 {spare:,} 张可以再跑副本或作备用（方案按云厂商列出的机型估算，"
        "没有 {total:,} 卡的机型能跑；你自己的卡不受机型限制）"),
    "recommend.owned.box_then": E("{box}. {msg}", "{box}。{msg}"),
    "recommend.owned.link_assumed": E(
        "the link between your {machines} machines was not stated: this plan spans them and assumes InfiniBand or RoCE "
        "(RDMA) of at least {rdma_min:g} Gbit/s between them; if they have only Ethernet, say so (\"connected by 10GbE\") "
        "and the job is kept on one machine",
        "你没有说明 {machines} 台机器之间的互联：这个方案跨机器运行，假设机器之间有不低于 {rdma_min:g} Gbit/s 的 "
        "InfiniBand 或 RoCE（RDMA）；如果只有以太网，请说明（如“机器之间只有万兆网”），任务就会留在一台机器内"),
    "recommend.owned.one_box_train": E(
        lambda a: (f"sized on one of your {a['machines']} machines ({a['per']} × {a['gpu']}): the link you stated between "
                   f"them has no fast RDMA, so the job stays inside one machine (sharding or tensor parallelism across "
                   f"machines moves the weights over the link every step); to use the other machines, run whole copies "
                   f"as data parallelism: each step all-reduces the "
                   + ("adapters' gradients" if a["adapters"] else "gradients")
                   + f", ≈ {a['gb']:.2f} GB over the link, ≈ {a['s']:.1f} s at {a['gbit']:g} Gbit/s"
                   + ("" if a["said"] else " (a 10 Gbit/s port assumed: say its speed)")),
        lambda a: (f"按你 {a['machines']} 台机器中的一台估算（{a['per']} × {a['gpu']}）：你说机器之间没有高速 RDMA，"
                   f"所以任务留在一台机器内（跨机器分片或张量并行每一步都要经网络搬运权重）；要用上其余机器，可各跑一份"
                   f"完整副本做数据并行：每一步要对"
                   + ("适配器的梯度" if a["adapters"] else "梯度")
                   + f"做 all-reduce，经网络约 {a['gb']:.2f} GB，{a['gbit']:g} Gbit/s 下约 {a['s']:.1f} 秒"
                   + ("" if a["said"] else "（按 10 Gbit/s 网口估算：请说明实际速度）"))),
    "recommend.owned.one_box_train_fits": E(
        "Sized on one of your {machines} machines ({per} × {gpu}): the job fits in one, so the other machines keep "
        "serving or stand by; spreading one job over machines needs InfiniBand or RoCE (RDMA, at least {rdma_min:g} "
        "Gbit/s) between them, because sharding moves the weights over that link every step, and would only shorten it",
        "按你 {machines} 台机器中的一台估算（{per} × {gpu}）：一台就装得下这个任务，其余机器可以继续跑服务或作备用；"
        "一个任务跨机器运行需要机器之间有 InfiniBand 或 RoCE（RDMA，不低于 {rdma_min:g} Gbit/s），因为分片每一步都要经"
        "这条链路搬运权重，而且只是缩短用时"),
    # asked ("do we need H100s?" beside owned cards): the verdict first; late: the owned cards miss a stated deadline;
    # barred: the card is not rented where the user asked (export rules), so its price is from elsewhere
    "recommend.owned.vs_h100": E(
        lambda a: ((f"Do you need {a['fast_gpu']}? " + ("Your cards miss the deadline" if a.get("late") else "No")
                    + f" — your {a['n']} × {a['gpu']} finish this job in ≈ {a['own']}; {a['n']} × {a['fast_gpu']} "
                    f"would take ≈ {a['fast']} ({a['ratio']:.1f}× faster), saving ≈ {a['saved']}" if a.get("asked") else
                    f"Against rented {a['fast_gpu']}: the same job on {a['n']} × {a['fast_gpu']} takes ≈ {a['fast']} vs "
                    f"≈ {a['own']} on your {a['n']} × {a['gpu']} ({a['ratio']:.1f}× faster on {a['fast_gpu']})")
                   + (f" (where you asked: {a['barred']}; priced elsewhere)" if a.get("barred") else "")
                   + (f"{' for' if a.get('asked') else '; renting them'} ≈ {a['cost']} ({a['gh']:,.1f} GPU-hours at "
                      f"{a['rate']} per GPU-hour, the lowest listed: {a['where']})" if a.get("cost") else "")
                   + (" — rent them to meet the deadline" if a.get("asked") and a.get("late") else
                      " — keep your cards; rent only if those hours matter more than that money" if a.get("asked")
                      else " — worth it only if those hours matter more than that money")),
        lambda a: ((f"要不要 {a['fast_gpu']}？" + ("你的卡赶不上期限" if a.get("late") else "不必")
                    + f"——你的 {a['n']} × {a['gpu']} 约 {a['own']} 跑完这个任务；{a['n']} × {a['fast_gpu']} 约 "
                    f"{a['fast']}（快 {a['ratio']:.1f} 倍），省约 {a['saved']}" if a.get("asked") else
                    f"和租 {a['fast_gpu']} 比：同一任务在 {a['n']} × {a['fast_gpu']} 上约 {a['fast']}，你的 {a['n']} × "
                    f"{a['gpu']} 约 {a['own']}（{a['fast_gpu']} 快 {a['ratio']:.1f} 倍）")
                   + (f"（你说的地点：{a['barred']}；价格按其他地方）" if a.get("barred") else "")
                   + (f"；租用约 {a['cost']}（{a['gh']:,.1f} GPU 小时 × 每 GPU 小时 {a['rate']}，在列最低价：{a['where']}）"
                      if a.get("cost") else "")
                   + ("——要赶上期限就租它" if a.get("asked") and a.get("late") else
                      "——用你自己的卡；省下的时间比这笔钱更重要时才租" if a.get("asked")
                      else "——省下的时间比这笔钱更重要时才值得"))),
    # "唔得嘅話租雲" on one own consumer card (tools.recommend.owned_rent_instead): the card's own verdict first (the
    # 4-bit build, or the largest model it holds), the rental for the model asked only after it
    "recommend.owned.card_then_rent": E(
        lambda a: f"{a['way']}. Only if you need {a['asked']} itself, rent it as you said: {a['headline']}",
        lambda a: f"{a['way']}。一定要用 {a['asked']} 本身，才按你说的租用：{a['headline']}"),
    "recommend.owned.missed_rent": E(
        lambda a: (f"Not on your own {a['mine']}: "
                   + (f"they take ≈ {a['took']}, {a['over']} beyond {a['label']}" if a.get("took")
                      else "they do not hold this work as asked" + (f" ({a['need']})" if a.get("need") else ""))
                   + f". You said you would rent instead: {a['headline']}"),
        lambda a: (f"你自己的 {a['mine']} 不行："
                   + (f"约需 {a['took']}，超出 {a['label']} {a['over']}" if a.get("took") else "按所述要求装不下这项工作"
                      + (f"（{a['need']}）" if a.get("need") else ""))
                   + f"。你说过不行就租，改为租用：{a['headline']}")),
    "recommend.owned.rent_more": E(
        lambda a: ("You said you can rent more: "
                   + (f"on your own {a['mine']:g} × {a['gpu']} the model fits only with "
                      f"{a['own_precision'].upper()} weights; " if a["own_precision"] else
                      f"the model does not fit on your own {a['mine']:g} × {a['gpu']} at this load; ")
                   + f"with {a['precision'].upper()} weights (no 4-bit quality cost) it needs {a['n']} × {a['gpu']} in "
                   f"one machine (≈ {a['need']:.1f} GB per GPU of vLLM's {a['pool']:.1f} GB pool): rent {a['fleet']} "
                   f"at {a['money']}/h{a['month'] or ''}. Your own cards and rented ones sit in different machines, "
                   "and one tensor-parallel group across machines needs a fast interconnect (InfiniBand / RoCE) "
                   "between them, so the rented machine runs its own copy; keep yours "
                   + ("for the 4-bit copy or as a standby" if a["own_precision"] else "as a standby or for other work")),
        lambda a: ("你说可以再租："
                   + (f"你的 {a['mine']:g} × {a['gpu']} 只有用 {a['own_precision'].upper()} 权重才装得下；"
                      if a["own_precision"] else f"你的 {a['mine']:g} × {a['gpu']} 在这个负载下装不下；")
                   + f"用 {a['precision'].upper()} 权重（没有 4-bit 的质量损失）需要一台机器里的 {a['n']} × {a['gpu']}"
                   f"（每卡约 {a['need']:.1f} GB，vLLM 显存池 {a['pool']:.1f} GB）：租 {a['fleet']}，每小时 {a['money']}"
                   f"{a['month'] or ''}。你自己的卡和租来的卡在不同机器里，跨机器组成一个张量并行组需要机器之间有高速互联"
                   "（InfiniBand / RoCE），所以租的机器单独跑一份副本；你自己的卡"
                   + ("可以继续跑 4-bit 副本或作备用" if a["own_precision"] else "可以作备用或做别的事"))),
    "recommend.owned.place_ignored": E(
        "{places:, } is about renting: on your own cards it does not apply, so the plan is computed for your cards "
        "(the rental named as a second option may be elsewhere)",
        "{places:、}只关系到租用：在你自己的卡上不适用，方案按你的卡计算（作为备选列出的租用方案可能不在该地）"),
    "recommend.owned.margin": E(
        lambda a: (f"Thin on your cards ({a['spare']:.1f} GB of {a['pool']:.1f} GB spare per GPU: a fit to test); "
                   + ("with an FP8 KV cache as well (vLLM --kv-cache-dtype fp8)" if a["step"] == "kv"
                      else "with INT4 AWQ weights (test quality on your tasks first)")
                   + f", ≈ {a['need']:.1f} GB per GPU ({a['spare_2']:.1f} GB spare)"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else "")
                   + (f"; {a['also']}" if a.get("also") else "")),
        lambda a: (f"在你的卡上偏紧（每卡 {a['pool']:.1f} GB 只余 {a['spare']:.1f} GB，需实测）；"
                   + ("再加 FP8 KV cache（vLLM --kv-cache-dtype fp8）" if a["step"] == "kv"
                      else "改用 INT4 AWQ 权重（先在自己的任务上测质量）")
                   + f"，每卡约 {a['need']:.1f} GB（余 {a['spare_2']:.1f} GB）"
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else "")
                   + (f"；{a['also']}" if a.get("also") else ""))),
    "recommend.owned.margin_int4": E(
        lambda a: (("or the community" if a.get("community") else "or the makers' own") + f" INT4 checkpoint {a['repo']} "
                   f"(AWQ, 4-bit weights; test quality on your tasks "
                   f"first), ≈ {a['need']:.1f} GB per GPU ({a['spare_2']:.1f} GB spare)"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else "")),
        lambda a: (("或用社区发布的" if a.get("community") else "或用官方") + f" INT4 权重 {a['repo']}（AWQ 4-bit，"
                   f"先在自己的任务上测质量），每卡约 {a['need']:.1f} GB"
                   f"（余 {a['spare_2']:.1f} GB）" + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else ""))),
    "recommend.tight_lead": E(
        lambda a: (f"Tight: ≈ {a['need']:.1f} GB of a {a['pool']:.1f} GB pool per GPU ({a['share']:.0%}), past our "
                   f"{a['limit']:.0%} serving limit: it loads, but not with room to serve; test it at full load"
                   + (f"; {a['fleet']}{' in TP ' + str(a['tp']) if a['tp'] else ''} at {a['money']}/h"
                      f" holds it with room"
                      + (f" for {a['ratio']:,.1f}× the price, beyond the {a['band']:.0%} a memory margin may add, so the "
                         "tight plan is named first" if a.get("ratio") else "")
                      if a["fleet"] else "")
                   + TIGHT_WHY_EN.get(a.get("why") or "", "").format(x=a.get("gives_way") or 0, t=a.get("times") or 0)
                   + f". {a['msg']}"),
        lambda a: (f"偏紧：每卡约 {a['need']:.1f} GB，显存池 {a['pool']:.1f} GB（占 {a['share']:.0%}），超过 {a['limit']:.0%} 的"
                   "部署上限：能加载，但没有部署余量，需满负载实测"
                   + (f"；{a['fleet']}{'（TP ' + str(a['tp']) + '）' if a['tp'] else ''} 每小时 {a['money']}，留有余量"
                      + (f"，但价格是 {a['ratio']:,.1f} 倍，超出显存余量可加价的 {a['band']:.0%}，所以先列偏紧的方案"
                         if a.get("ratio") else "")
                      if a["fleet"] else "")
                   + TIGHT_WHY_ZH.get(a.get("why") or "", "").format(x=a.get("gives_way") or 0, t=a.get("times") or 0)
                   + f"。{a['msg']}")),
    "recommend.owned.train_tight": E(
        "Tight on your cards: not with the usual × {headroom:g} memory margin, but inside the usable memory, so it "
        "runs with gradient checkpointing, a paged 8-bit optimizer and micro-batch 1 (grow it only once a step runs); "
        "test a few steps first. {msg}",
        "在你的卡上偏紧：留不出通常的 × {headroom:g} 显存余量，但在可用显存之内，开梯度检查点、分页 8-bit 优化器、"
        "micro-batch 1 能跑（先跑通一步再加大）；先试跑几步。{msg}"),
    "recommend.owned.tight_lead": E("{margin}. Tight, to test: {msg}", "{margin}。偏紧、需实测的原方案：{msg}"),
    "recommend.owned.load": E(", {load}", "，{load}"),
    # no data size on the user's own cards: the job's time for tools.defaults.ASSUMED_TRAIN_TOKENS, said as assumed
    "recommend.owned.train_speed": E(
        lambda a: f"; ≈ {a['tps']:,.0f} training tokens/s — no data size given, so for an assumed {a['tokens']} training "
                  f"tokens ({a['examples']:,} examples × {a['seq']:,} tokens, one pass) the job takes ≈ {a['took']} on "
                  "these cards; the time scales linearly with the tokens (tell me your data size: tokens, or examples × "
                  "epochs)",
        lambda a: f"；约 {a['tps']:,.0f} 训练 token/秒——你没有给数据量，按假设的 {a['tokens']} 训练 token 计（"
                  f"{a['examples']:,} 条样本 × 每条 {a['seq']:,} token，1 轮），在这些卡上整个任务约 {a['took']}；"
                  "用时随 token 数线性增减（告诉我实际数据量：token 数，或样本条数 × 轮数）"),
    "recommend.owned.rent_instead": E(
        lambda a: (f"To rent instead (second option): {a['provider']} {a['instance']} ({a['n']} × {a['gpu']}) at "
                   f"{a['price']}/h" + (f", {a['month']} {_bill_en(a)}" if a["month"] else "")
                   + (f", {a['cost']} for the job" if a["cost"] else "")),
        lambda a: (f"若改为租用（备选）：{a['provider']} {a['instance']}（{a['n']} × {a['gpu']}），每小时 {a['price']}"
                   + (f"，{_bill_zh(a)}{a['month']}" if a["month"] else "") + (f"，整个任务 {a['cost']}" if a["cost"] else ""))),
    "recommend.owned.rent_current": E(
        lambda a: (f"To rent instead (second option), a card that removes the {a['owned']} risk (Ampere or newer: "
                   f"BF16, FlashAttention-2, vLLM's default path): {a['provider']} {a['instance']} "
                   f"({a['n']} × {a['gpu']}) at {a['price']}/h" + (f", {a['month']} {_bill_en(a)}" if a["month"] else "")
                   + (f", {a['cost']} for the job" if a["cost"] else "")),
        lambda a: (f"若改为租用（备选），租一张没有 {a['owned']} 这些限制的卡（Ampere 或更新：BF16、FlashAttention-2、"
                   f"vLLM 默认路径）：{a['provider']} {a['instance']}（{a['n']} × {a['gpu']}），每小时 {a['price']}"
                   + (f"，{_bill_zh(a)}{a['month']}" if a["month"] else "") + (f"，整个任务 {a['cost']}" if a["cost"] else ""))),
    # the owned cards' electricity at the stated price per kWh (tools.power: TDP from catalog/data/gpus.csv)
    "recommend.owned.power": E(
        lambda a: (f"Power on your own cards at {a['rate']}/kWh"
                   + (f" (assumed: {tariff_note_en(a)}; tell me your tariff)" if a.get("assumed") else "")
                   + f": {a['n']} × {a['gpu']} at {a['tdp']} W each (TDP) = "
                   f"{a['kw']:.2f} kW → {a['hour']} an hour under full load, {a['month']} a month if busy around the "
                   f"clock ({a['hours']:,.0f} h)"
                   + ("" if a.get("rent") is None else f"; renting the same costs {a['rent']} an hour, so "
                      + (f"renting costs {a['times']:,.1f}× your power an hour"
                         if a["times"] >= 1 else f"your power costs {1 / a['times']:,.1f}× the rent an hour"))
                   + " (cards only at full load: an idle card draws far less, the rest of the box adds to it)"),
        lambda a: (f"自有卡的电费（每度 {a['rate']}"
                   + (f"，假设：{tariff_note_zh(a)}；请告诉我你的电价" if a.get("assumed") else "")
                   + f"）：{a['n']} × {a['gpu']}，每张 {a['tdp']} W（TDP）= {a['kw']:.2f} kW → "
                   f"满载每小时 {a['hour']}，全天候满载每月 {a['month']}（{a['hours']:,.0f} 小时）"
                   + ("" if a.get("rent") is None else f"；租同样的机器每小时 {a['rent']}，所以"
                      + (f"每小时的租金是你电费的 {a['times']:,.1f} 倍" if a["times"] >= 1
                         else f"你每小时的电费是租金的 {1 / a['times']:,.1f} 倍"))
                   + "（只算显卡满载：空闲时耗电少得多，整机其他部件另计）")),
    # a sized job's electricity on the user's own cards (tools.power.job_power_line: kW × the job's hours × rate)
    "recommend.owned.power_job": E(
        lambda a: (f"Power for this job on your own cards at {a['rate']}/kWh"
                   + (f" (assumed: {tariff_note_en(a)}; tell me your tariff)" if a.get("assumed") else "")
                   + f": {a['n']} × {a['gpu']} at {a['tdp']} W each (TDP) = {a['kw']:.2f} kW × {a['hours']:,.1f} h "
                   f"= {a['kwh']:,.1f} kWh ≈ {a['cost']} (cards only at full load: the rest of the box adds to it)"),
        lambda a: (f"这个任务在自有卡上的电费（每度 {a['rate']}"
                   + (f"，假设：{tariff_note_zh(a)}；请告诉我你的电价" if a.get("assumed") else "")
                   + f"）：{a['n']} × {a['gpu']}，每张 {a['tdp']} W（TDP）= {a['kw']:.2f} kW × {a['hours']:,.1f} 小时 "
                   f"= {a['kwh']:,.1f} 度 ≈ {a['cost']}（只算显卡满载，整机其他部件另计）")),
    "recommend.owned.rent_for_precision": E(
        lambda a: (f"{a['owned']} has no BF16: on your cards use FP16"
                   + (" with loss scaling" if a.get("training") else " (vLLM --dtype half)") + "; to keep BF16, rent "
                   f"{a['provider']} {a['instance']} ({a['n']} × {a['gpu']}) at {a['price']}/h"
                   + (f", {a['month']} {_bill_en(a)}" if a["month"] else "")
                   + (f", {a['cost']} for the job" if a["cost"] else "")),
        lambda a: (f"{a['owned']} 不支持 BF16：在你自己的卡上用 FP16"
                   + (" + loss scaling" if a.get("training") else "（vLLM --dtype half）") + "；要保留 BF16，就租 "
                   f"{a['provider']} {a['instance']}（{a['n']} × {a['gpu']}），每小时 {a['price']}"
                   + (f"，{_bill_zh(a)}{a['month']}" if a["month"] else "") + (f"，整个任务 {a['cost']}" if a["cost"] else ""))),
    "recommend.headline_rocm": E("{msg} — {rocm}", "{msg}——{rocm}"),
    "recommend.headline_fused_loss": E(
        lambda a: (f"{a['msg']}. Activations and the FP32 logits, not the weights, fill this memory, and more GPUs do not "
                   f"shrink them: with "
                   f"a fused cross-entropy ({_fused_engine_en(a)}; the same loss) {a['fleet']} "
                   f"at {a['money']}/h" + (f" (≈ {a['job']} for the job)" if a["job"] else "")
                   + f" — {a['share']:.0%} of the price"),
        lambda a: (f"{a['msg']}。占满显存的是激活值和 FP32 logits，而不是权重，加卡也不会减少它："
                   f"改用融合交叉熵（{_fused_engine_zh(a)}；损失不变）只需 {a['fleet']}，"
                   f"每小时 {a['money']}"
                   + (f"（整个任务约 {a['job']}）" if a["job"] else "") + f"——价格只有 {a['share']:.0%}")),
    "recommend.batching_engine_route": E(
        lambda a: (f"{a['headline']}. The engine is the bottleneck, not the cards: Ollama / llama.cpp (and LM Studio, "
                   f"text-generation-webui on GGUF) serve one request at a time per model by default "
                   f"(OLLAMA_NUM_PARALLEL, llama-server --parallel split the context between slots) and split the layers "
                   f"across the cards (no tensor parallel), so {a['users']} users at once queue: "
                   f"≈ {a['tps']:,.0f} tokens/s per user there ({a['precision']} GGUF"
                   + (f", first token ≈ {a['ttft']:,.0f} s" if a["ttft"] else "")
                   + f"), against ≈ {a['tps_2']:,.0f} tokens/s per user with vLLM or SGLang (continuous batching, "
                   f"tensor parallel over the cards) on the same cards"),
        lambda a: (f"{a['headline']}。瓶颈在推理引擎，不在显卡：Ollama / llama.cpp（以及 LM Studio、用 GGUF 的 "
                   f"text-generation-webui）默认每个模型一次只处理一个请求（OLLAMA_NUM_PARALLEL、llama-server --parallel "
                   f"会把上下文分给各个槽位），多卡时按层切分（没有张量并行），{a['users']} 人同时使用就要排队："
                   f"那里每人约 {a['tps']:,.0f} token/s（{a['precision']} GGUF"
                   + (f"，首 token 约 {a['ttft']:,.0f} 秒" if a["ttft"] else "")
                   + f"）；同样的卡换成 vLLM 或 SGLang（连续批处理、跨卡张量并行）每人约 {a['tps_2']:,.0f} token/s")),
    "recommend.fused_loss_route": E(
        lambda a: (f"{a['headline']}. Planned with a fused cross-entropy ({_fused_engine_en(a)}; "
                   f"the same loss): the HF default loss keeps the whole FP32 logits, ≈ {a['need']:,.1f} GB per GPU, and "
                   f"would rent {a['fleet']} at {a['money']}/h — more GPUs do not shrink activations"),
        lambda a: (f"{a['headline']}。按融合交叉熵规划（{_fused_engine_zh(a)}；损失不变）："
                   f"HF 默认损失保留完整的 FP32 logits，每卡约 {a['need']:,.1f} GB，需租 {a['fleet']}，每小时 "
                   f"{a['money']}——加卡也不会减少激活值")),
    "recommend.over_context_at_max": E(
        lambda a: (f"{a['model']} supports at most {a['max_context']:,} tokens of context, so this is sized at "
                   f"{a['max_context']:,}"
                   + (f" (for {a['seq_len']:,} tokens use {' or '.join(a['names'])})" if a["names"]
                      else f" (for {a['seq_len']:,} tokens use a long-context variant)") + f": {a['msg']}"),
        lambda a: (f"{a['model']} 最长上下文为 {a['max_context']:,} token，以下按 {a['max_context']:,} token 估算"
                   + (f"（如需 {a['seq_len']:,} token，请改用 {' 或 '.join(a['names'])}）" if a["names"]
                      else f"（如需 {a['seq_len']:,} token，请改用长上下文版本）") + f"：{a['msg']}")),
    "recommend.swap_priced": E(
        lambda a: (f"For the {a['seq_len']:,} tokens asked: {a['model']} (up to {a['max_context']:,}) on {a['fleet']} at "
                   f"{a['money']}/h (≈ {a['month']} a month)"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a.get("tps") else "")
                   + " — the plan that reads the whole input; test its quality on your documents first"),
        lambda a: (f"按你要的 {a['seq_len']:,} token：{a['model']}（最长 {a['max_context']:,}）用 {a['fleet']}，每小时 "
                   f"{a['money']}（每月约 {a['month']}）"
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a.get("tps") else "")
                   + "——这才是能读完整段输入的方案；先用你的文档测质量")),
    "recommend.swap_priced_batch": E(
        lambda a: (f"For the {a['seq_len']:,} tokens asked: {a['model']} (up to {a['max_context']:,}) on {a['fleet']} at "
                   f"{a['money']}/h, ≈ {a['run']} a run" + (f", ≈ {a['month']} a month" if a["month"] else "")
                   + " — the plan that reads each document whole; test its quality on your documents first"),
        lambda a: (f"按你要的 {a['seq_len']:,} token：{a['model']}（最长 {a['max_context']:,}）用 {a['fleet']}，每小时 "
                   f"{a['money']}，每批约 {a['run']}" + (f"，每月约 {a['month']}" if a["month"] else "")
                   + "——这才是能完整读入每份文件的方案；先用你的文档测质量")),
    "recommend.extractor_priced": E(
        "a smaller extractor: the same extraction on {model} instead of {asked} runs on {fleet} at {money}/h, ≈ {run} "
        "the run; check what it extracts on a pilot slice first (for knowledge-graph extraction LightRAG's README "
        "recommends at least 32B parameters)",
        "换小一点的抽取模型：同样的抽取改用 {model}（而不是 {asked}）用 {fleet}，每小时 {money}，整批约 {run}；先拿一小部分"
        "文档核对抽取结果（知识图谱抽取，LightRAG 的 README 建议用至少 32B 参数的模型）"),
    "recommend.chunked_priced": E(
        "or keep {model}: cut each document into {chunks} chunks of at most {chunk:,} tokens, summarise each and merge "
        "the summaries (map-reduce): {per_doc} requests a document, {requests:,} a run, ≈ {run} a run with every request "
        "sized at {max_context:,} tokens (the merge is shorter); details across chunks can be lost, so test it",
        "或者继续用 {model}：把每份切成 {chunks} 段（每段不超过 {chunk:,} token），逐段摘要再合并（map-reduce）：每份 "
        "{per_doc} 个请求，每批 {requests:,} 个，每批约 {run}（每个请求都按 {max_context:,} token 估算，合并请求更短）；"
        "跨段的细节可能丢失，请先测试"),
    "recommend.swap_priced_none": E(
        "For the {seq_len:,} tokens asked, {model} has no priced plan within your other constraints either",
        "按你要的 {seq_len:,} token，{model} 在你的其他约束下也没有有价格的方案"),
    "recommend.over_context_lead": E(
        lambda a: (f"{a['model']} supports at most {a['max_context']:,} tokens of context"
                   + (f" (use {' or '.join(a['names'])})" if a["names"] else " (use a long-context variant)")
                   + f"; sized at {a['seq_len']:,} as asked only as a guide: {a['msg']}"),
        lambda a: (f"{a['model']} 最长上下文为 {a['max_context']:,} token"
                   + (f"（请改用 {' 或 '.join(a['names'])}）" if a["names"] else "（请改用长上下文版本）")
                   + f"；以下按你要求的 {a['seq_len']:,} token 估算，仅供参考：{a['msg']}")),
    "recommend.headline_fp8": E(
        lambda a: (f"{a['msg']}. With FP8 weights (test quality on your tasks first): {a['fleet']} at {a['money']}/h"
                   + (f" (≈ {a['month']} for the {a['rental']:g} h)" if a.get("rental") else f" (≈ {a['month']} a month)")
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else "")
                   + (a.get("cmp") or "")
                   + f" — {a['share']:.0%} of the price" + (", every stated target kept" if a["kept"] else "")),
        lambda a: (f"{a['msg']}。改用 FP8 权重（先在自己的任务上测品质）：{a['fleet']}，每小时 {a['money']}"
                   + (f"（{a['rental']:g} 小时共约 {a['month']}）" if a.get("rental") else f"（每月约 {a['month']}）")
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else "")
                   + (a.get("cmp") or "")
                   + f"——价格只有 {a['share']:.0%}" + ("，所述目标都能满足" if a["kept"] else ""))),
    # the cheapest priced precision lever that keeps every stated target leads; the pick without it follows
    "recommend.headline_lever_second": E(
        lambda a: (f"{a['msg']}. Cheaper plan that meets your targets: with {a['label']}, {a['fleet']} at {a['money']}/h (≈ "
                   + (f"{a['month']} for the {a['rental']:g} h" if a.get("rental") else f"{a['month']} a month")
                   + f", {a['share']:.0%} of this plan){a['keeps']}"),
        lambda a: (f"{a['msg']}。满足你所述目标的更便宜方案：采用{a['label']}，{a['fleet']}，每小时 {a['money']}（"
                   + (f"{a['rental']:g} 小时共约 {a['month']}" if a.get("rental") else f"每月约 {a['month']}")
                   + f"，为本方案的 {a['share']:.0%}）{a['keeps']}")),
    "recommend.lever_route": E(
        lambda a: (f"Cheapest plan that meets your targets, with {a['label']}{a['keeps']}: {a['headline']}. You stated "
                   f"the service level, not a precision, so the plan that meets it for less leads; in {a['asked']}, the "
                   f"default precision (assumed): {a['fleet']} at {a['money']}/h (this plan is {a['share']:.0%} of it)"),
        lambda a: (f"满足你所述目标的最便宜方案，采用{a['label']}{a['keeps']}：{a['headline']}。你给的是服务指标而不是"
                   f"精度，所以更省且达标的方案排在前面；按 {a['asked']} 原样：{a['fleet']}，每小时 {a['money']}"
                   f"（本方案为其 {a['share']:.0%}）")),
    "recommend.lever_route_cheapest": E(
        lambda a: (f"Cheapest plan, with {a['label']}: {a['headline']}. You asked for the cheapest and stated no "
                   f"precision, so the plan that runs it for less leads; in {a['asked']}, the default precision (assumed): "
                   f"{a['fleet']} at "
                   f"{a['money']}/h (this plan is {a['share']:.0%} of it)"),
        lambda a: (f"最便宜的方案，采用{a['label']}：{a['headline']}。你要最便宜、没指定精度，所以更省的方案排在前面；"
                   f"按 {a['asked']} 原样：{a['fleet']}，每小时 {a['money']}（本方案为其 {a['share']:.0%}）")),
    "recommend.shared_prefix": E(
        lambda a: (f"Every item shares a {a['shared']:,}-token instruction: "
                   + (f"with {a['framework']}'s prefix cache (vLLM Automatic Prefix Caching, SGLang RadixAttention, on by "
                      f"default) it is prefilled once per replica and each item prefills only its own {a['own']:,} "
                      "tokens; put the instruction first and identical in every prompt, or the cache misses"
                      if a["cached"] else "prefilled again with every item (" + (
                          "you said prompts share no cached prefix" if a["stated"] else
                          f"{a['framework']} does not cache prefixes by default") + ")")
                   + "; memory is sized with the whole prompt in every sequence (the shared blocks are stored once, so "
                     "this errs safe)"),
        lambda a: (f"每条都带同一段 {a['shared']:,} token 的指令："
                   + (f"{a['framework']} 的前缀缓存（vLLM Automatic Prefix Caching、SGLang RadixAttention，默认开启）让它每个副本"
                      f"只预填充一次，每条只预填充自己的 {a['own']:,} token；指令要放在最前面且每条完全相同，否则缓存命不中"
                      if a["cached"] else "每条都要重新预填充（" + (
                          "你说明了提示之间没有可复用的前缀" if a["stated"] else
                          f"{a['framework']} 默认不做前缀缓存") + "）")
                   + "；显存按每个序列都装着完整提示来估（共享的块实际只存一份，所以偏保守）")),
    "recommend.lever_route_note": E(
        lambda a: (f"Planned with {a['label']}: you stated a per-user speed or first-token target and no precision, and "
                   f"this meets every target for less than {a['asked']}; the table, tiers and memory are for this plan. "
                   + (f"{a['quality']} " if a.get("quality") else "")
                   + f"Say \"in {a['asked']}\" to plan it as {a['asked']}."),
        lambda a: (f"按{a['label']}规划：你给了每用户速度或首 token 目标、没指定精度，这样能以低于 {a['asked']} 的价格满足"
                   f"全部目标；表格、档位和显存都按此方案。" + (f"{a['quality']}" if a.get("quality") else "")
                   + f"要按 {a['asked']} 规划，请说“用 {a['asked']}”。")),
    "recommend.lever_route_cheapest_note": E(
        "Planned with {label}: you asked for the cheapest and stated no precision; this runs the work at the default "
        "interactive speed for less than {asked}; the table, tiers and memory are for this plan. Say \"in {asked}\" to "
        "plan it as {asked}.",
        "按{label}规划：你要最便宜、没指定精度，这样能以低于 {asked} 的价格按默认交互速度运行；表格、档位和显存都按此方案。"
        "要按 {asked} 规划，请说“用 {asked}”。"),
    "recommend.rocm_near_tie": E(
        lambda a: f"{a['gpu']} runs ROCm, not CUDA (an image built for ROCm"
                  + (f", {a['floor']}" if a["floor"] else "") + f"); the nearest CUDA plan, {a['fleet']} at {a['money']}/h, "
                  + (f"costs {a['less']:.0%} less" if a["less"] else f"costs {a['more']:.0%} more")
                  + (", over the budget: no CUDA plan within it holds the speed floor" if a.get("over") else "")
                  + (f", {a['why']}" if a.get("why") else ""),
        lambda a: f"{a['gpu']} 用 ROCm 而不是 CUDA（需 ROCm 镜像" + (f"，{a['floor']}" if a["floor"] else "")
                  + f"）；最接近的 CUDA 方案 {a['fleet']}，每小时 "
                  f"{a['money']}，" + (f"便宜 {a['less']:.0%}" if a["less"] else f"贵 {a['more']:.0%}")
                  + ("，超出预算：预算内没有 CUDA 方案达到每用户速度下限" if a.get("over") else "")
                  + (f"，{a['why']}" if a.get("why") else "")),
    # why an AMD pick leads a cheaper CUDA plan (tools.recommend.cheaper_cuda_why)
    "recommend.rocm_near_tie.thin": E(
        "yet the pick leads: that plan's {tps:.1f} tok/s per user clears the {floor:g} tok/s target only inside the "
        "speed model's error (the pick: {pick_tps:.1f})",
        "但仍以本方案为首选：该 CUDA 方案每用户 {tps:.1f} tok/s，只在速度模型误差之内达到 {floor:g} tok/s 的目标（首选 "
        "{pick_tps:.1f}）"),
    "recommend.rocm_near_tie.below": E(
        "yet the pick leads: with every stream at the full {ctx:,}-token context that plan gives {tps:.1f} tok/s per "
        "user, below the {floor:g} tok/s floor (the pick: {pick_tps:.1f})",
        "但仍以本方案为首选：在完整的 {ctx:,} token 上下文下该 CUDA 方案每用户 {tps:.1f} tok/s，低于 {floor:g} tok/s 的"
        "下限（首选 {pick_tps:.1f}）"),
    "recommend.rocm_near_tie.ranked": E(
        "yet the ranking rules beneath the table put the pick first ({pick_tps:.0f} tok/s per user against that "
        "plan's {tps:.0f})",
        "但按表格下方的排序规则仍以本方案为首选（每用户 {pick_tps:.0f} tok/s，该 CUDA 方案 {tps:.0f}）"),
    # a CUDA pick above a cheaper ROCm row the stack preference kept below it (tools.recommend.rocm_cheaper)
    "recommend.rocm_cheaper": E(
        lambda a: (f"cheaper on AMD (ROCm): {a['fleet']} at {a['money']}/h" + (str(a["job"]) if a.get("job") else "")
                   + f", {a['less']:.0%} less; CUDA leads because "
                   f"ROCm leads only when it saves more than {a['preference']:.0%} (an image built for ROCm"
                   + (f", {a['floor']}" if a["floor"] else "") + "; CUDA-only wheels do not load, and its kernels need "
                   "their own validation). Say \"AMD is fine\" to rank it first"),
        lambda a: (f"AMD（ROCm）更便宜：{a['fleet']}，每小时 {a['money']}" + (str(a["job"]) if a.get("job") else "")
                   + f"，便宜 {a['less']:.0%}；仍以 CUDA 为首选，"
                   f"因为 ROCm 方案要便宜 {a['preference']:.0%} 以上才排第一（需 ROCm 镜像"
                   + (f"，{a['floor']}" if a["floor"] else "") + "；只有 CUDA 版的 wheel 装不上，内核要另行验证）。"
                   "可以用 AMD 的话请说“AMD 也行”，它就排第一")),
    "recommend.no_the_wall": E("No: {wall} per GPU do not fit: {verdict_words}", "不行：每卡的{wall}放不下：{verdict_words}"),
    "recommend.wall_terms": E("{terms: and }", "{terms:和}"),
    "recommend.wall_term": E(
        lambda a: {"weights": "weights", "gradients": "gradients", "optimizer": "optimizer states",
                   "activations": "activations", "kv_cache": "KV cache"}[a["term"]]
        + (f" ({a['opt']})" if a["opt"] else "") + f" (≈ {a['gb']:,.1f} GB)",
        lambda a: {"weights": "权重", "gradients": "梯度", "optimizer": "优化器状态", "activations": "激活值",
                   "kv_cache": "KV cache"}[a["term"]] + (f"（{a['opt']}）" if a["opt"] else "") + f"（约 {a['gb']:,.1f} GB）"),
    "recommend.borderline_offload_sharded": E(
        "Borderline, to test (not in this estimate, which already shards the 4-bit base over the {n} cards as "
        "FSDP-QLoRA does): CPU offload of the sharded parameters with gradient checkpointing (Answer.AI's 70B on 2 × 24 GB "
        "recipe, 2024; slow steps, short sequences only) or shorter sequences.",
        "临界方案（需实测，不在本估算内；本估算已像 FSDP-QLoRA 那样把 4 比特底座分片到 {n} 张卡上）：把分片参数卸载到 CPU "
        "并开启梯度检查点（Answer.AI 2024 在 2 × 24 GB 上跑 70B 的配方；单步很慢，只适合短序列），或缩短序列。"),
    "recommend.no_not_with": E("No, not with {now}: {verdict_words}", "不行，{now}时：{verdict_words}"),
    "recommend.say_routes": E("{shown:; }", "{shown:；}"),
    "recommend.say_routes_2.yes": E("; {inline}", "；{inline}"),
    "recommend.say_routes_2": E("{why}{part}.", "{why}{part}。"),
    "recommend.fits_without_margin_line": E(
        "Tight: ≈ {need:,.1f} GB per GPU of {usable:,.1f} GB usable (× {real:.2f}, under the usual × {headroom:g} "
        "margin): runs with gradient checkpointing and micro-batch 1; test a few steps first.",
        "偏紧：每卡约 {need:,.1f} GB，可用 {usable:,.1f} GB（× {real:.2f}，不到通常的 × {headroom:g} 余量）："
        "开梯度检查点、micro-batch 1 能跑；先试跑几步。"),
    "recommend.tight_see_the_line": E("Tight: see the line above.", "偏紧：见上一条。"),
    "recommend.see_the_line": E("See the line above.", "见上一条。"),
    "recommend.no_see_the_line": E("No: see the line above.", "不行：见上一条。"),
    "recommend.lower_precision_on_the": E(
        "Lower precision on the stated hardware, computed: {routes}.",
        "在所述硬件上降低精度（已计算）：{routes}。"),
    "recommend.margin_layout": E("{replicas:plural:replica} × {gpus} GPU", "{replicas} 个副本 × {gpus} 卡"),
    "recommend.way.fewer_users": E(
        "On these same cards{label}: {n} of the {users} users at once fit at {ctx:,} tokens (memory re-computed); "
        "the rest need a second machine or a queue",
        "在同样的卡上{label}：{ctx:,} token 时可同时承载 {users} 个用户中的 {n} 个（已重新计算显存）；其余需要第二台机器或排队"),
    "recommend.way.label": E(" with {label}", "（{label}）"),
    "recommend.way.shorter_context": E(
        "On these same cards{label}: all {users} users fit at a {ctx:,}-token context ({v})",
        "在同样的卡上{label}：上下文缩到 {ctx:,} token 时 {users} 个用户都能装下（{v}）"),
    "recommend.way.checkpointing": E(
        "On these same cards with gradient checkpointing (+20–40 % step time): {v}",
        "在同样的卡上开启梯度检查点（单步时间 +20–40%）：{v}"),
    "recommend.way.shorter_sequences": E(
        "On these same cards with gradient checkpointing and {seq:,}-token sequences: {v}",
        "在同样的卡上开启梯度检查点并把序列缩到 {seq:,} token：{v}"),
    "recommend.way.smaller_model": E(
        lambda a: (f"A smaller model of the same family on these same cards: {a['model']} holds all {a['users']:,} users "
                   f"at {a['ctx']:,} tokens on {a['fleet']} (≈ {a['gb']:,.1f} GB per GPU)"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else ", speed not computed")
                   + f" ({a['money']}/h to rent; a smaller model than {a['asked']}: lower quality, test it on your tasks)"),
        lambda a: (f"同系列更小的模型放在这些卡上：{a['model']} 在 {a['fleet']} 上能承载全部 {a['users']:,} 个用户"
                   f"（{a['ctx']:,} token 上下文，每卡约 {a['gb']:,.1f} GB）"
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else "，速度未核算")
                   + f"（租用每小时 {a['money']}；比 {a['asked']} 小的模型，质量会下降，先在自己的任务上测）")),
    # the same on cards the user owns: no rental price, the cards are theirs
    "recommend.way.smaller_model_owned": E(
        lambda a: (f"A smaller model of the same family on {'these same' if a.get('unpriced') else 'your own'} cards: "
                   f"{a['model']} holds all {a['users']:,} users "
                   f"at {a['ctx']:,} tokens on {'' if a.get('unpriced') else 'your '}{a['n']} × {a['gpu']} "
                   f"(≈ {a['gb']:,.1f} GB per GPU)"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else ", speed not computed")
                   + (" (no listed price for these cards" if a.get("unpriced") else " (no rental")
                   + f"; a smaller model than {a['asked']}: lower quality, test it on your tasks)"),
        lambda a: (f"同系列更小的模型放在{'这些' if a.get('unpriced') else '你自己的'}卡上：{a['model']} 在"
                   f"{'' if a.get('unpriced') else '你的'} {a['n']} × {a['gpu']} 上"
                   f"能承载全部 {a['users']:,} 个用户（{a['ctx']:,} token 上下文，每卡约 {a['gb']:,.1f} GB）"
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else "，速度未核算")
                   + ("（这些卡没有收录的租用价" if a.get("unpriced") else "（无需租用")
                   + f"；比 {a['asked']} 小的模型，质量会下降，先在自己的任务上测）")),
    # a server to buy (tools.recommend.server_to_buy): the plan's cards as a purchase; no purchase price in the data
    "recommend.server_to_buy": E(
        lambda a: ("A server to buy, not a rental" + ("" if a.get("power_budget") else " (the data stays on your site)")
                   + ": it must hold "
                   f"{a['n']} × {a['gpu']}" + (f" ({a['memory_gb']:g} GB each)" if a.get("memory_gb") else "")
                   + f", ≥ {a['ram_gib']:,.0f} GiB of host memory and ≥ {a['cores']} CPU cores"
                   + (f", ≈ {a['kw']:.1f} kW at full load (GPUs plus host)" if a.get("kw") else "")
                   + (f"; no TDP for {a['gpu']} is in my data, so ask the vendor for the server's power at full load"
                      if a.get("no_tdp") and not a.get("power_budget") else "")
                   + _power_en(a)
                   + ". No purchase price is in my reference data: "
                   + (f"ask {a['maker']} or its server partners to quote that spec" if a.get("maker") else
                      "ask OEMs or integrators (Supermicro, Dell, HPE, Lenovo, Inspur, H3C …) to quote that spec")
                   + ", then give me the quote and I compare it with renting."
                   + ("" if a.get("no_rows") else
                      " The hourly prices below are rentals of other cards that hold the same work — a price reference, "
                      "not an option under your rule." if a.get("other_rows") else
                      " The hourly prices below are what the same cards rent for — a reference, not an option under "
                      "your rule.")),
        lambda a: ("这是一台要买的机器，不是租用" + ("" if a.get("power_budget") else "（数据留在你的场地）") + "：需要 "
                   f"{a['n']} × {a['gpu']}" + (f"（每张 {a['memory_gb']:g} GB）" if a.get("memory_gb") else "")
                   + f"、主机内存 ≥ {a['ram_gib']:,.0f} GiB、CPU ≥ {a['cores']} 核"
                   + (f"，满载约 {a['kw']:.1f} kW（GPU 加主机）" if a.get("kw") else "")
                   + (f"；我的数据里没有 {a['gpu']} 的 TDP，满载功耗请向厂商索取整机数据"
                      if a.get("no_tdp") and not a.get("power_budget") else "")
                   + _power_zh(a)
                   + "。我的参考数据里没有服务器的购买价："
                   + (f"请找 {a['maker']} 或其整机合作伙伴" if a.get("maker") else
                      "请找整机厂商或集成商（超微、戴尔、HPE、联想、浪潮、新华三等）")
                   + "按这个配置报价，拿到报价后告诉我，我再和租用比较。"
                   + ("" if a.get("no_rows") else
                      "下面的每小时价格是能承载同样工作的其他卡的租用价——只作参考，不符合你的要求。" if a.get("other_rows")
                      else "下面的每小时价格是同样的卡租用的价格——只作参考，不符合你的要求。"))),
    "recommend.owned.on_premises": E(  # a batch's levers are its tokens and the box, never people at once
        lambda a: "No cloud rental is listed: you said the data may not leave your premises. On your own machines the "
                  "levers are " + ("shorter prompts or outputs, a smaller quantised build or another machine (the batch's "
                                   "time is its tokens ÷ the box's rates)." if a.get("batch") else
                                   "fewer users at once, shorter prompts, a smaller quantised build or another machine."),
        lambda a: "不列云端租用方案：你说数据不能离开你的地方。在自己的机器上能调的是：" + (
            "缩短输入或输出、换更小的量化版，或再添一台机器（整批用时 = token 数 ÷ 机器的处理速度）。" if a.get("batch") else
            "减少同时使用的人数、缩短提示、换更小的量化版，或再添一台机器。")),
    "recommend.way.official_fp8": E(
        "A trade-off for you to accept or refuse: the model authors' own FP8 release ({repo}) — their checkpoint, not a "
        "community quantisation — holds all {users:,} users at {ctx:,} tokens on these same cards ({v}); "
        "it is below the {asked} you asked for: say if you accept it",
        "需要你决定的取舍：模型作者自己发布的 FP8 版（{repo}）——官方权重，不是社区量化版——在同样的卡上能承载全部 "
        "{users:,} 个用户（{ctx:,} token 上下文；{v}）；它低于你要求的 {asked}，接受的话请说明"),
    "recommend.headline_then_official_fp8": E("{headline} {way}.", "{headline}{way}。"),
    "recommend.way.no_smaller_model": E(
        "The next smaller size of the same family ({models:, }) does not fit these cards at this load either.",
        "同系列小一档的模型（{models:、}）在这个负载下也装不进这些卡。"),
    "recommend.way.single_card": E(
        "The nearest single card that holds it as asked: 1 × {gpu} (≈ {gb:,.1f} GB needed), e.g. {provider} {instance} at "
        "{money}/h{speed}",
        "能按原样装下的最近单卡：1 × {gpu}（需约 {gb:,.1f} GB），例如 {provider} {instance}，每小时 {money}{speed}"),
    "recommend.way.card_speed": E(
        lambda a: (f"; ≈ {a['tps']:,.0f} tokens/s per user with {a['users']:,} at once"
                   + ((f" (✅ meets the {a['per_user']:,.0f} asked)" if a["ok"] else f" (❌ under the "
                       f"{a['per_user']:,.0f} asked)") if a["per_user"] else "")
                   + (a["month"] or "")),
        lambda a: (f"；{a['users']:,} 个用户同时使用时每人约 {a['tps']:,.0f} tokens/s"
                   + ((f"（✅ 达到要求的 {a['per_user']:,.0f}）" if a["ok"] else f"（❌ 低于要求的 {a['per_user']:,.0f}）")
                      if a["per_user"] else "")
                   + (a["month"] or ""))),
    "recommend.way.single_card_int4": E(
        "With INT4 weights (an AWQ/GPTQ checkpoint; test its quality on your tasks): 1 × {gpu} (≈ {gb:,.1f} GB needed), "
        "e.g. {provider} {instance} at {money}/h{speed}",
        "改用 INT4 权重（AWQ/GPTQ 版本；先在自己的任务上测质量）：1 × {gpu}（需约 {gb:,.1f} GB），例如 {provider} "
        "{instance}，每小时 {money}{speed}"),
    "recommend.as_stated_it_holds": E(  # `way`: said at the route the line follows, not as asked
        lambda a: f"{'that way' if a.get('way') else 'as stated'} it holds {a['n']} of the {a['users']} users at "
                  f"{a['seq_len']:,} tokens",
        lambda a: f"{'按这种方式' if a.get('way') else '按所述条件'}可承载 {a['users']} 个用户中的 {a['n']} 个"
                  f"（{a['seq_len']:,} token）"),
    "recommend.serving_weaker_route": E(
        lambda a: (f"Also fits these cards, with less of the model quantised: {a['label']} ({a['v']})"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user at {a['users']:,} users" if a.get("tps") else "")
                   + (f", under the {a['floor']:,.0f} tokens/s floor" if a.get("tps") and a["tps"] < a["floor"] else "")
                   + ("; it leaves the KV cache no room to spare for long thinking" if a["thin"] else "")
                   + " — use it if the pick's quality test fails"),
        lambda a: (f"这些卡上也装得下、量化更少的方案：{a['label']}（{a['v']}）"
                   + (f"，{a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s" if a.get("tps") else "")
                   + (f"，低于每人 {a['floor']:,.0f} tokens/s 的下限" if a.get("tps") and a["tps"] < a["floor"] else "")
                   + ("；KV cache 几乎没有余量留给长思考" if a["thin"] else "")
                   + "——若首选方案的质量测试不过，就用它")),
    "recommend.batch_slower_route": E(
        "Also fits these cards, but slower: {label} ({v}), {n:plural:sequence} in flight, ≈ {took} for the job — less "
        "of the model is squeezed, so keep it if the faster route's quality test fails",
        "这些卡上也装得下，但更慢：{label}（{v}），同时跑 {n} 条，整个任务约 {took}——模型压缩得少；"
        "若更快方案的质量测试不过，就用它"),
    "recommend.roomier_route": E(
        lambda a: (f"Room on the same cards: {a['label']} ({a['v']})"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a.get("tps") else "")
                   + " — the weights shrink, so the KV cache has the room for more long chats at once; test its quality "
                     "on your own prompts first"),
        lambda a: (f"同样的卡上留出余量：{a['label']}（{a['v']}）"
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a.get("tps") else "")
                   + "——权重变小，KV cache 就有空间同时容纳更多长对话；先用自己的提示测一下质量")),
    # a provider filter's plan far dearer than the same work with no filter (tools.recommend.provider_premium_first)
    "provider_premium.first": E(
        lambda a: (f"⚠ Kept to {' / '.join(a['providers'])}, this plan costs {a['money']}/h (≈ {a['month']} a month), "
                   f"{a['times']:.1f}× the same work with no provider named ({a['free']} at {a['free_money']}/h). "
                   f"Before renting it: cap the context below {a['context']:,} tokens (retrieval passes only the "
                   "chunks it finds)"
                   + (f", ask {' / '.join(a['providers'])} to quote the cards it lists without a price ({a['asks']})"
                      if a.get("asks") else "")
                   + f", or drop the provider filter. As asked: {a['msg']}"),
        lambda a: (f"⚠ 只用{'、'.join(a['providers'])}时，这个方案每小时 {a['money']}（每月约 {a['month']}），"
                   f"是不限云厂商时同样工作（{a['free']}，每小时 {a['free_money']}）的 {a['times']:.1f} 倍。"
                   "租之前先考虑：把上下文限制在 "
                   f"{a['context']:,} token 以下（检索问答只需放入检索到的片段）"
                   + (f"、请{'、'.join(a['providers'])}报价它列出但没标价的卡（{a['asks']}）" if a.get("asks") else "")
                   + f"，或者放开云厂商限制。按你的要求：{a['msg']}")),
    "recommend.not_with_with_yes": E(
        lambda a: (f"No: not with {a['now']} ({a['short_words']}); with {a['label']} it only loads "
                   f"({a['short_words_2']}): " if a.get("loads_only") else
                   f"Not with {a['now']} ({a['short_words']}); with {a['label']}, yes ({a['short_words_2']}): "),
        lambda a: (f"不行：{a['now']}时放不下（{a['short_words']}）；改用{a['label']}也只是能加载（{a['short_words_2']}）："
                   if a.get("loads_only") else
                   f"{a['now']}时不行（{a['short_words']}）；改用{a['label']}就可以（{a['short_words_2']}）：")),
    "recommend.owned_below_asked": E(
        lambda a: (f"No, not with {a['now']} on your cards ({a['short_words']}). On them, {a['label']}, fits "
                   f"({a['short_words_2']}; check its quality on your own prompts before relying on it)"
                   + (f"{a['keep']}. On your cards: " if a.get("keep") else ": ")),  # the rental never reads as theirs
        lambda a: (f"不行，你的卡放不下{a['now']}（{a['short_words']}）。在这些卡上改用{a['label']}可以装下"
                   f"（{a['short_words_2']}；正式使用前先用自己的数据检查质量）"
                   + (f"{a['keep']}。在你的卡上：" if a.get("keep") else "："))),
    "recommend.owned_below_asked.keep": E(
        "; to keep {now} as asked: {fleet} at {money}/h",
        "；要按所问保持{now}：{fleet}，每小时 {money}"),
    "recommend.adopt_route": E("{no}{headline}", "{no}{headline}"),
    "recommend.reasoning_edge_route": E(
        "{now} only just fits your cards ({short_words}), and a reasoning model's thinking tokens fill the KV cache at "
        "every user's full context; with {label} it has room ({short_words_2}): ",
        "{now}在你的卡上只是勉强装下（{short_words}），而推理模型的思考 token 会在每个用户的完整上下文上占满 KV cache；"
        "改用{label}就有余量（{short_words_2}）："),
    "recommend.chosen_reasoning_room": E(
        "{label}: chosen because {now} leave a reasoning model's KV cache no room on your cards (test quality on your "
        "tasks; say the precision to keep it)",
        "{label}：因为{now}在你的卡上给推理模型的 KV cache 留不出余量（先在自己的任务上测质量；可另行指定精度）"),
    "recommend.chosen_because_do_not": E(
        "{label}: chosen because {now} do not fit the hardware you named (test quality on your tasks; say the precision "
        "to change it)",
        "{label}：因为{now}装不进你指定的硬件（先在自己的任务上测质量；可另行指定精度）"),
    "recommend.tail.reasoning_answer": E(
        lambda a: f" ({'' if a['took'].startswith('<') else '≈ '}{a['took']} per {a['out']:,}-token reasoning answer)",
        lambda a: f"（每个 {a['out']:,} token 的推理回答{'' if a['took'].startswith('<') else '约 '}{a['took']}）"),
    "recommend.rag_lever_line": E(
        lambda a: (f"Lever: retrieval (RAG) instead of the whole {a['was']:,}-token corpus in every prompt: index it "
                   f"once (embed its chunks), then put only the ≈ 8–32k tokens each question needs into its prompt; "
                   f"sized at {a['context']:,} tokens a chat → {a['fleet']} at {a['money']}/h{a.get('month') or ''} "
                   f"instead of {a['money_2']}/h ({a['share']:.0%} of the pick)"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a.get("tps") else "")
                   + (f", first token ≈ {a['ttft']:,.1f} s with every prompt new" if a.get("ttft") else "")
                   + ". The trade is recall: an answer sees only what was retrieved, so test it on your own questions"),
        lambda a: (f"可选：检索（RAG）代替每次把整份 {a['was']:,} token 的资料放进提示：先建一次索引（把分块做向量），"
                   f"每个问题只放它需要的约 8–32k token；按每个对话 {a['context']:,} token 估算 → {a['fleet']}，每小时 "
                   f"{a['money']}{a.get('month') or ''}，而首选每小时 {a['money_2']}（为首选的 {a['share']:.0%}）"
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a.get("tps") else "")
                   + (f"，每个提示都是新的时首 token 约 {a['ttft']:,.1f} 秒" if a.get("ttft") else "")
                   + "。代价是召回：回答只看到检索到的部分，请用你自己的问题测试")),
    "recommend.rag_lever": E(
        "retrieval (RAG) instead of the whole {was:,}-token corpus in every prompt (index it once, retrieve ≈ 8–32k "
        "tokens a question; sized at {context:,}; the trade is recall: test it on your own questions)",
        "用检索（RAG）代替每次放整份 {was:,} token 的资料（建一次索引，每个问题检索约 8–32k token；按 {context:,} 估算；"
        "代价是召回：请用你自己的问题测试）"),
    "recommend.speculative_lever": E(
        lambda a: (f"Lever: speculative decoding (EAGLE-3 heads, a small draft model of the same family, or n-gram "
                   f"lookup; vLLM --speculative-config): published decode speed-ups are up to {a['top_speedup']:g}× in vLLM "
                   f"(Red Hat, 2025) and up to 6.5× at batch 1 (EAGLE-3, arXiv:2503.01840), with the output unchanged; "
                   f"at a cautious {a['speedup']:g}× your {a['need']:,.0f} tokens/s per user needs only ≈ "
                   f"{a['floor']:,.0f} without it → {a['fleet']} at {a['money']}/h{a.get('month') or ''} instead of "
                   f"{a['money_2']}/h ({a['share']:.0%} of the pick)"
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user alone, ≈ {a['spec_tps']:,.0f} with it"
                      if a.get("tps") else "")
                   + ". An estimate: the gain is how many draft tokens your prompts accept, so in the 24-hour plan "
                     "measure tokens/s per user with it on at your load before renting the smaller plan"),
        lambda a: (f"可选：投机解码（EAGLE-3 头、同系列小草稿模型或 n-gram 查找；vLLM --speculative-config）："
                   f"公开的解码提速在 vLLM 中最高 {a['top_speedup']:g} 倍（Red Hat，2025），批量为 1 时最高 6.5 倍"
                   f"（EAGLE-3，arXiv:2503.01840），输出不变；按保守的 {a['speedup']:g} 倍算，每个用户 "
                   f"{a['need']:,.0f} tokens/s 只需引擎本身约 {a['floor']:,.0f} → {a['fleet']}，每小时 {a['money']}"
                   f"{a.get('month') or ''}，而首选每小时 {a['money_2']}（为首选的 {a['share']:.0%}）"
                   + (f"，不开时每个用户约 {a['tps']:,.0f} tokens/s，开后约 {a['spec_tps']:,.0f}" if a.get("tps") else "")
                   + "。这是估计：提速取决于你的提示词接受多少草稿 token，请在 24 小时计划里在你的负载下开着它实测每个用户的 "
                     "tokens/s，再租这个较小的方案")),
    "recommend.speculative_hint": E(
        "Speculative decoding (a small draft model of the same family, or EAGLE heads; vLLM --speculative-config) speeds "
        "up decoding at ≤ {streams} streams per replica, where each step is memory-bound, and leaves the output "
        "unchanged (Leviathan et al. 2023, arXiv:2211.17192); its gain is the share of draft tokens your prompts "
        "accept, so it is not in these figures: measure it",
        "投机解码（同系列的小草稿模型或 EAGLE 头；vLLM --speculative-config）在每个副本 ≤ {streams} 路、每步受显存带宽限制时"
        "能加快解码，且不改变输出（Leviathan 等 2023，arXiv:2211.17192）；提速多少取决于你的提示词接受草稿 token 的比例，"
        "所以不在这些数字里：请实测"),
    "recommend.qlora_dequant": E(
        "QLoRA time includes dequantising the NF4 weights in forward and backward: × {x:.2f} the time of 16-bit LoRA "
        "(torchtune README, Llama 3.1 8B on an RTX 4090: 2,413 vs 3,083 tokens/s)",
        "QLoRA 用时已计入前向与反向中 NF4 权重的反量化：是 16 比特 LoRA 的 × {x:.2f}（torchtune README，Llama 3.1 8B 在 "
        "RTX 4090 上：2,413 对 3,083 tokens/s）"),
    "recommend.memory_now": E(
        lambda a: ("the HF default loss on whole FP32 logits" if a["fw"] in ("hf", "deepspeed") else
                   f"{a['fw']}'s defaults") + f" at {a['seq']:,}-token sequences",
        lambda a: ("HF 默认损失（完整 FP32 logits）" if a["fw"] in ("hf", "deepspeed") else f"{a['fw']} 默认设置")
        + f"、{a['seq']:,} token 序列"),
    "recommend.chosen_memory_route": E(
        "{label}: chosen because {now} does not fit the cards you named; it changes memory, not the loss or the "
        "model (say the framework or settings to change it)",
        "{label}：因为{now}装不进你指定的卡；它改变的是显存，不改变损失或模型（可另行指定框架或设置）"),
    "recommend.chosen_optimizer_route": E(
        "{label}: chosen because {now} does not fit the hardware you named; 8-bit Adam matches 32-bit Adam's quality on "
        "the fine-tuning and pretraining benchmarks of Dettmers et al. 2021 (arXiv:2110.02861); name the optimizer to "
        "change it",
        "{label}：因为{now}装不进你指定的硬件；Dettmers 等 2021（arXiv:2110.02861）的微调与预训练基准显示 8 比特 Adam "
        "与 32 比特 Adam 质量相当；可另行指定优化器"),
    "recommend.offload_route": E(
        "Also fits, slower per step: optimizer states in host RAM (DeepSpeed ZeRO-Offload, Ren et al. 2021): {v}; the "
        "host needs ≈ {host:,.0f} GB of RAM for the FP32 weights, moments and gradients, and each optimizer step moves "
        "≈ {moved:,.1f} GB over PCIe per GPU{secs}, plus the CPU's Adam step (not modelled){time}",
        "也可行，但每步更慢：把优化器状态放到主机内存（DeepSpeed ZeRO-Offload，Ren 等 2021）：{v}；主机需约 "
        "{host:,.0f} GB 内存存放 FP32 权重、动量与梯度，每个优化器步骤每卡经 PCIe 传输约 {moved:,.1f} GB{secs}，另加 CPU "
        "上的 Adam 步骤（未建模）{time}"),
    "recommend.offload.time": E(
        lambda a: (f"; on {'your ' if a.get('yours') else ''}{a['n']} × {a['gpu']} the forward and backward alone take "
                   f"≈ {a['took']} (a floor: the PCIe transfers and the CPU's Adam step come on top)"),
        lambda a: (f"；在{'你的 ' if a.get('yours') else ''}{a['n']} 张 {a['gpu']} 上仅前向和反向就约 {a['took']}（这是下限："
                   "PCIe 传输和 CPU 上的 Adam 步骤另计）")),
    "recommend.offload.no_time": E(
        "; no time is estimated on the {gpu}: the catalog has no TFLOPS figure for it",
        "；{gpu} 上的用时不做估算：目录中没有它的 TFLOPS 数据"),
    "recommend.offload_route_no": E(
        "Optimizer states in host RAM (DeepSpeed ZeRO-Offload, Ren et al. 2021) are not enough either: {v}; the host "
        "would need ≈ {host:,.0f} GB of RAM and each optimizer step would move ≈ {moved:,.1f} GB over PCIe per GPU{secs}",
        "把优化器状态放到主机内存（DeepSpeed ZeRO-Offload，Ren 等 2021）也不够：{v}；主机需约 {host:,.0f} GB "
        "内存，每个优化器步骤每卡经 PCIe 传输约 {moved:,.1f} GB{secs}"),
    "recommend.offload_yes": E(
        lambda a: (f"Yes, {'tight and ' if a.get('tight') else ''}slower: {a['n']} × {a['gpu']} can do this full "
                   f"fine-tune, not with the AdamW states on the GPU (≈ {a['on_gpu']:,.1f} GB per GPU) but with them "
                   f"in host RAM (DeepSpeed ZeRO-Offload, Ren et al. 2021): {a['v']}; the host needs "
                   f"≈ {a['host']:,.0f} GB of RAM and each optimizer step moves ≈ {a['moved']:,.1f} GB over PCIe per "
                   f"GPU{a['secs'] or ''}. Keep micro-batch 1 with gradient checkpointing (or a paged 8-bit AdamW) "
                   "to stay on the card." + (f" {a['measured']}" if a.get("measured") else "")),
        lambda a: (f"可以，但{'很紧、也' if a.get('tight') else ''}更慢：{a['n']} 张 {a['gpu']} 能做这次全参微调——"
                   f"AdamW 状态放在 GPU 上不行（每卡约 {a['on_gpu']:,.1f} GB），放到主机内存（DeepSpeed "
                   f"ZeRO-Offload，Ren 等 2021）可以：{a['v']}；主机需约 {a['host']:,.0f} GB 内存，每个优化器步骤"
                   f"每卡经 PCIe 传输约 {a['moved']:,.1f} GB{a['secs'] or ''}。用 micro-batch 1 加梯度检查点（或分页的 "
                   "8 位 AdamW）才能留在卡内。" + (f"{a['measured']}" if a.get("measured") else ""))),
    "recommend.measured_yes": E(
        lambda a: (f"Yes, tight: {a['n']} × {a['gpu']} has been measured doing this full fine-tune, though our "
                   f"estimate with the AdamW states on the GPU is ≈ {a['on_gpu']:,.1f} GB per GPU and host-RAM offload "
                   f"is {a['v']}. {a['measured']}"),
        lambda a: (f"可以，但很紧：{a['n']} 张 {a['gpu']} 做这次全参微调有实测，虽然按我们的估算 AdamW 状态放在 GPU 上每卡约 "
                   f"{a['on_gpu']:,.1f} GB，放到主机内存为{a['v']}。{a['measured']}")),
    "recommend.measured_fit": E(
        lambda a: (f"Measured: {a['model']} on {a['n']} × {a['gpu']} peaks at {a['peak']:,.1f} GiB per GPU at "
                   f"{a['tps']:,.0f} tokens/s ({a['source']})."
                   + (f" Our estimate of that recipe below counts its 8-bit optimizer states (2 B/param ≈ "
                      f"{a['paged']:,.1f} GB) on the card; the paged optimizer moves them to host RAM when the card "
                      "is full." if a.get("paged") else "")),
        lambda a: (f"实测：{a['model']} 在 {a['n']} × {a['gpu']} 上每卡峰值 {a['peak']:,.1f} GiB，{a['tps']:,.0f} "
                   f"tokens/s（{a['source']}）。"
                   + (f"下文对该配方的估算把 8 位优化器状态（2 B/参数，约 {a['paged']:,.1f} GB）算在卡上；分页优化器在显存满时"
                      "会把它们移到主机内存。" if a.get("paged") else ""))),
    "recommend.offload_yes_line": E(
        lambda a: ("Tight: f" if a.get("tight") else "F") + "its with the optimizer states in host RAM (see the answer "
                  "above); slower per step.",
        lambda a: ("偏紧：" if a.get("tight") else "") + "把优化器状态放到主机内存后装得下（见上文回答）；每步更慢。"),
    "recommend.offload.seconds": E(" (≈ {s:.1f} s at PCIe {gen}.0 x16)", "（PCIe {gen}.0 x16 下约 {s:.1f} 秒）"),
    "recommend.lora_route": pick_route,
    "recommend.lora_route.plan": E(" → {fleet} at {money}/h",
                                   " → {fleet}，每小时 {money}"),
    "recommend.lora_route.owned": E(" → on your own {n} × {gpu}, ≈ {took} for the job",
                                    " → 在你自己的 {n} × {gpu} 上，整个任务约 {took}"),
    "recommend.below_asked_keep": E(_below_asked_keep_en, _below_asked_keep_zh),
    "recommend.keeping_at_h_beyond": E(
        "Keeping {now}: {fleet} at {money}/h, beyond the hardware you named.",
        "保持{now}：{fleet}，每小时 {money}，超出你指定的硬件。"),
    "recommend.in_weights_nothing_fits": E(
        "In {name} weights nothing fits these constraints either (computed).",
        "改用 {name} 权重也没有满足这些条件的方案（已计算）。"),
    # refusals, routes and the figures asked for (tools/recommend.py)
    "recommend.filter.billing": E("the billing asked for ({billing}: few rows have that price)",
                                  "所要求的计费方式（{billing}：有此类价格的机型很少）"),
    "recommend.why_not.cluster": E(
        "it takes {n} × {gpu} to hold, more than the {box} one machine holds, and no priced cluster of them passes "
        "the other constraints",
        "要 {n} 张 {gpu} 才装得下，超过一台机器最多的 {box} 张，目录里也没有满足其他条件且有价格的这种集群"),
    # a stated GPU count over the largest cluster priced (tools.recommend.over_fleet)
    "recommend.why_not.over_fleet": E(
        "no cloud rents {n:,} GPUs as one job: the largest cluster priced here is {nodes} machines of {box} GPUs "
        "({most:,} in all)",
        "没有云按一个作业出租 {n:,} 张 GPU：这里计价的最大集群是 {nodes} 台、每台 {box} 张（共 {most:,} 张）"),
    "recommend.stated_count": E(
        lambda a: f"{a['n']:,} × {a['gpu']}" if a.get("gpu") else f"{a['n']:,} GPUs",
        lambda a: f"{a['n']:,} 张 {a['gpu']}" if a.get("gpu") else f"{a['n']:,} 张 GPU"),
    "recommend.why_not.needs": E("on {n:plural:GPU} of {gpu}: {need}", "用 {n} 张 {gpu} 时{need}"),
    # the user's own card given by its size only ("my 24GB card"): the size, never a card name they did not say
    "recommend.why_not.needs_size": E(
        "on {n:plural:card} of ≤ {cap:g} GB: {need}", "用 {n} 张 ≤ {cap:g} GB 的卡时{need}"),
    "recommend.nothing_lower.weights": E(
        "Nothing lower in precision is left to try: the weights alone need ≈ {weights:,.1f} GB per GPU of "
        "{budget:,.1f} GB; a smaller model or more cards.",
        "已没有更低的精度可试：仅权重每卡就需约 {weights:,.1f} GB，可用 {budget:,.1f} GB；需要更小的模型或更多卡。"),
    "recommend.nothing_lower.load": E(
        "Nothing lower in precision is left to try: a shorter context or fewer users at once shrinks the KV cache.",
        "已没有更低的精度可试：缩短上下文或减少同时在用的人数可以缩小 KV cache。"),
    "recommend.left_out_one": E("Left out: {reason} ({count:plural:offer}{example})", "排除：{reason}（{count:,} 个{example}）"),
    "recommend.left_out_one.example": E(  # "asked": the precision it was left out at, when another one is proposed
        lambda a: f", e.g. {a['name']}" + (f", at {a['asked']} as asked" if a.get("asked") else ""),
        lambda a: f"，例如 {a['name']}" + (f"，按所问的 {a['asked']}" if a.get("asked") else "")),
    # `over`: a plan the budget tolerance keeps (just over the budget), said with its share (tools.recommend)
    # speed or money no object: a lower precision that fits the stated place is a compromise below the plan at the
    # published precision, never its headline (tools.recommend.compromise_below)
    "recommend.quality_compromise": E(
        "Only as a quality compromise, below the model's published precision that the plan above keeps: {plan}",
        "仅作为质量上的折中（低于上面方案保持的官方精度）：{plan}"),
    "recommend.lower_precision": E(
        "In {name} (test quality on your tasks): {fleet} at {money}/h{month}{over}.",
        "改用 {name}（先在自己的任务上测质量）：{fleet}，每小时 {money}{month}{over}。"),
    # the closer-to-16-bit plan a cheaper lower-precision plan in the stated place undercuts (tools.recommend.lower_in_place)
    "recommend.lower_precision_dearer": E(
        "Closer to the model's own numbers, in {name}: {fleet} at {money}/h{month}, {times:.1f}× the plan above.",
        "更接近原模型精度的方案：改用 {name}，{fleet}，每小时 {money}{month}，是上面方案的 {times:.1f} 倍。"),
    "recommend.job_words": E(", ≈ {took} and {cost} for the job", "，整个任务约 {took}、{cost}"),
    "recommend.month": E(" (≈ {month} a month)", "（每月约 {month}）"),
    "recommend.rental_total": E(" (≈ {total} for the {hours:g} h)", "（{hours:g} 小时共约 {total}）"),
}


def _full_too(a: Mapping[str, Any], lang: str, text: str) -> str:
    """A stated level kept at the typical request and narrowly missed at the full context (tools.recommend.lever_keeps:
    the same narrow-miss rule the ranking applies to its own pick) says both figures."""
    full = a.get("full_tps")
    if a.get("ok") and a.get("full_unknown") and text.endswith((")", "）")):  # tools.recommend.full_context_unknown
        tail = ("; at the full context NOT estimated: no dense FP16/BF16 TFLOPS figure for this card, so the prefill's "
                "share is not counted: measure it)") if lang == "en" else \
            "；完整上下文下的速度未估算：此卡没有稠密 FP16/BF16 TFLOPS 数据，未计入预填充占用：需实测）"
        return text[:-1] + tail
    if a.get("ok") and full is None and a.get("thin") and text.endswith((")", "）")):  # kept inside the error only
        err = a.get("err") or 0.0
        tail = (f"; a thin margin: inside the speed model's {err:.0%} error)" if lang == "en"
                else f"，余量偏小：仍在速度模型约 {err:.0%} 的误差之内）")
        return text[:-1] + tail
    if not a.get("ok") or full is None:
        return text
    tail = (f" at the typical request, ≈ {full:,.0f} once every stream holds the full context: inside the speed "
            f"estimate's error, measure it)") if lang == "en" else \
        f"（典型请求）；每个请求都达到完整上下文时约 {full:,.0f}，在速度估算误差之内，需实测）"
    return text[:-1] + tail if text.endswith((")", "）")) else text


def _bits_en(a: Mapping[str, Any]) -> str:
    return "16-bit" if a["precision"] in ("BF16", "FP16") else a["precision"]


def _why_lever_en(a: Mapping[str, Any]) -> str:
    """The rule that kept a cheaper precision lever under the pick (tools.precision_lead.lever_kept_back), English."""
    r = a["reason"]
    if r == "stated":
        return f"you asked for {a['precision']} weights."
    if r == "floor":
        return (f"at ≈ {a['tps']:,.0f} tokens/s per user this plan is under {a['floor']:,.0f} tokens/s, our default "
                "for interactive chat (you stated no speed).")
    if r == "full":
        return (f"this plan holds ≈ {a['tps']:,.0f} tokens/s per user only at the typical request; at the full "
                f"{a['context']:,}-token context it gives ≈ {a['full']:,.0f}, under {a['floor']:,.0f} tokens/s, our "
                "default for interactive chat (you stated no speed), which the pick holds there.")
    if r == "over_max":
        return (f"the {a['asked']:,} tokens you asked are past {a['model']}'s {a['max']:,}, so the answer leads with "
                f"that change and keeps the model's {_bits_en(a)} weights; the precision is yours to choose.")
    if r == "share":
        return (f"it keeps the model's {_bits_en(a)} weights; you stated no speed or answer time, so a lower "
                f"precision leads only under {a['share']:.0%} of the pick's price.")
    return (f"it keeps the model's {_bits_en(a)} weights, and this cheaper plan is not the same service for less: its "
            "speed or memory margin falls short of the pick's, or it splits one copy over more machines.")


def _why_lever_zh(a: Mapping[str, Any]) -> str:
    """The same rule in Chinese."""
    r, bits = a["reason"], "16 位" if a["precision"] in ("BF16", "FP16") else a["precision"]
    if r == "stated":
        return f"你指定了 {a['precision']} 权重。"
    if r == "floor":
        return (f"这个方案每个用户约 {a['tps']:,.0f} tokens/s，低于交互聊天的默认下限 {a['floor']:,.0f} tokens/s"
                "（你没给速度）。")
    if r == "full":
        return (f"这个方案只在典型请求下每个用户约 {a['tps']:,.0f} tokens/s；到满 {a['context']:,} token 上下文时约 "
                f"{a['full']:,.0f}，低于交互聊天的默认下限 {a['floor']:,.0f} tokens/s（你没给速度），首选在满上下文时守得住。")
    if r == "over_max":
        return (f"你要的 {a['asked']:,} token 超过 {a['model']} 的上限 {a['max']:,}，回答先讲这个改动，保留模型的 {bits} "
                "权重；精度由你选。")
    if r == "share":
        return (f"首选保留模型的 {bits} 权重；你没给速度或出答时限，低精度方案只有在首选价格的 {a['share']:.0%} "
                "以下才替代它。")
    return (f"首选保留模型的 {bits} 权重，这个便宜方案不是同样的服务：它的速度或显存余量不如首选，或把一份模型拆到更多台机器上。")
