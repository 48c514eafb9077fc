"""The words of tools/batch_filters.py's messages (the stated filters of an encoder or media job)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.common import SUFFIX_EN, ZH_PERIOD


def _run_en(a: Mapping[str, Any]) -> str:
    """A run's period as the cadence says it: "a week", or "a run (every 2 weeks)" for a batch run every N periods."""
    n = a.get("every") or 1
    return f"a run (every {n} {a['period']}s)" if n > 1 else f"a {a['period']}"


def _per_en(a: Mapping[str, Any]) -> str:
    """A cost's period as the budget's: "/h" or " a month" (a total's cost is the row's own, not said again)."""
    return "/h" if a["hourly"] else f" a {a['per']}"


def _per_zh(a: Mapping[str, Any]) -> str:
    return "每小时 " if a["hourly"] else f"每{ZH_PERIOD[a['per']]}约 "


def _run_zh(a: Mapping[str, Any]) -> str:
    n = a.get("every") or 1
    return f"每批（每 {n} {ZH_PERIOD[a['period']]}一次）" if n > 1 else f"每{ZH_PERIOD[a['period']]}"


def _each_en(a: Mapping[str, Any]) -> str:
    return f"{SUFFIX_EN[a['budget_per']]} ({a['each']} {_run_en(a)})" if a.get("each") else ""


def _each_zh(a: Mapping[str, Any]) -> str:
    return f"/{ZH_PERIOD[a['budget_per']]}（{_run_zh(a)} {a['each']}）" if a.get("each") else ""


def _fits_en(a: Mapping[str, Any]) -> str:
    return f" {_run_en(a)}" if a.get("each") else ""


def _fits_zh(a: Mapping[str, Any]) -> str:
    return _run_zh(a) if a.get("each") else ""

ENTRIES: dict[str, E] = {
    "batch.constraint": E("{icon} {label} ({status}): {message}", "{icon} {label}（{status}）：{message}"),
    "batch.status.honoured": E("honoured", "已满足"),
    "batch.status.refused": E("not possible", "无法满足"),
    "batch.status.adjusted": E("adjusted", "已调整"),
    "batch.status.unchecked": E("not checked", "未核对"),
    "batch.status.tight": E("held, tight", "满足，但很紧"),
    "batch.no_priced_offer_fits": E(
        "No priced on-demand machine {where} holds this job{covers}: name a wider region, or import a quote for a "
        "machine there.",
        "{where}没有能跑这个任务且有按需价格的机型{covers}：换一个更大的区域，或导入那里的机型报价。"),
    "batch.china_unpriced": E(
        "not judged: our data holds no public per-hour price for {names!p:, } (this does not mean they cannot run the "
        "job): the card class and card-hours below hold for their machines; price them with your quote, or import it "
        "(`gpu-advisor catalog import`).",
        "未能判断：我们的数据里没有{names!p:、}可引用的公开按小时价格（不是说它跑不了这个任务）：下文的卡型和卡时同样适用于它的机器；"
        "按你的报价自行计算，或导入报价（`gpu-advisor catalog import`）。"),
    "batch.on_demand": E("on-demand", "按需实例"),
    "batch.on_demand_priced": E("Priced on-demand only: no spot rows.", "只按按需价格计算，不用竞价实例。"),
    "batch.spot_priced_on_demand": E(
        "Spot was asked for, but this job is priced on-demand (a reclaim restarts the unfinished part; spot rows are "
        "not ranked here). Spot usually costs less: checkpoint the output and resume.",
        "你要求竞价实例，但这里按按需价格计算（回收会让未完成的部分重跑；这里不排名竞价行）。竞价通常更便宜：分批保存结果、可续跑即可。"),
    "batch.spot_priced_training": E(
        "Priced at spot, as allowed: a training run survives a reclaim (AWS gives two minutes' notice) when it saves a "
        "checkpoint every epoch to object storage, not the instance disk, and resumes from the last one on a new "
        "machine; a reclaim costs at most the epoch in progress. Keep the on-demand price as the fallback for the "
        "deadline.",
        "按竞价价格计算（你允许用竞价）：训练每个 epoch 把检查点存到对象存储（不是实例本地盘），被回收后在新机器上从最后一个"
        "检查点续训，最多损失正在跑的那个 epoch（AWS 提前两分钟通知）。为赶截止时间，保留按需价格作后备。"),
    "batch.spot_priced_beside": E(
        lambda a: ("The job is also priced on spot rows (the line under the headline). A spot machine can be reclaimed "
                   "at any time (AWS gives two minutes' notice): cut the items into shards, write each shard's output as "
                   "it finishes, skip the shards already written when a machine restarts, and spread the machines over "
                   "several zones." + (" Spot capacity on 8-GPU flagship machines is rarely there: keep the on-demand "
                                       "plan as the fallback for the deadline." if a.get("scarce") else "")),
        lambda a: ("同一任务也按竞价实例行计价（见标题下一行）。竞价机器随时可能被回收（AWS 提前两分钟通知）："
                   "把数据切成分片，每片算完就写出结果，机器重启时跳过已写出的分片，并把机器分散到几个可用区。"
                   + ("8 卡旗舰机型的竞价容量很难抢到：为赶截止时间，保留按需方案作后备。" if a.get("scarce") else ""))),
    # a stated budget held against an encoder or media plan (tools.batch_filters.budget_msg)
    # a recurring batch on a budget of another period: its cost in the budget's period, each batch's in brackets
    # (`each`, `period`: a daily ¥597 beside a ¥10k/month budget is said as ≈ ¥18,167 a month)
    "batch.budget_ok": E(
        lambda a: f"enough — within your {a['budget']}{a['per'] or ''} budget: the cheapest plan ({a['gpu']}) costs "
                  f"{a['cost']}{'/h' if a['hourly'] else ''}{_each_en(a)}",
        lambda a: f"够：在 {a['budget']}{a['per'] or ''} 预算内：最省的方案（{a['gpu']}）{'每小时 ' if a['hourly'] else '约 '}"
                  f"{a['cost']}{_each_zh(a)}"),
    "batch.budget_over": E(
        lambda a: f"not enough — over your {a['budget']}{a['per'] or ''} budget: even the cheapest plan ({a['gpu']}) costs "
                  f"{a['cost']}{'/h' if a['hourly'] else ''}{_each_en(a)}, {a['pct']} over"
                  + (f"; the budget pays for {a['fits']}{_fits_en(a)}" if a["fits"] else ""),
        lambda a: f"不够：超出 {a['budget']}{a['per'] or ''} 预算：最省的方案（{a['gpu']}）也要"
                  f"{'每小时 ' if a['hourly'] else ' '}{a['cost']}{_each_zh(a)}，超出 {a['pct']}"
                  + (f"；这个预算{_fits_zh(a)}只够{a['fits']}" if a["fits"] else "")),
    # "fastest" batch under a budget: the soonest plan within it leads; the sooner plan past it, with its cost in the
    # budget's period and how many times the budget (tools.media.batch_budget_order)
    "batch.fastest_past_budget": E(
        lambda a: f"fastest within your budget — a faster plan breaks it: {a['row']}; "
                  + (f"{a['cost']}{_per_en(a)}, " if a["hourly"] or a["per"] != "total" else "")
                  + f"{a['times']:g}× the budget",
        lambda a: f"预算内最快的——更快的方案会超出预算：{a['row']}；"
                  + (f"{_per_zh(a)}{a['cost']}，" if a["hourly"] or a["per"] != "total" else "")
                  + f"是预算的 {a['times']:g} 倍"),
    "batch.fastest_none_in_budget": E(
        "no plan is within your budget (next line)", "没有方案在预算内（见下一行）"),
    "batch.budget_buys": E(
        "your {budget}{per} budget runs this load for {runs} on the cheapest plan ({gpu}) at {cost}/h",
        "{budget}{per} 的预算按最省的方案（{gpu}，每小时 {cost}）可运行 {runs}"),
    "batch.budget_fits_audio": E("about {n:,.1f} h of audio on one machine", "一台机器转写约 {n:,.1f} 小时音频"),
    "batch.budget_fits_images": E("about {n:,.0f} images on one machine", "一台机器生成约 {n:,.0f} 张图"),
    "batch.budget_fits_streams": E("about {n:,.0f} live streams", "约 {n:,.0f} 路实时流"),
    "batch.budget_fits_images_min": E("about {n:,.0f} images a minute at peak", "峰值每分钟约 {n:,.0f} 张图"),
    "batch.budget_fits_rps": E("about {n:,.1f} requests/s", "约每秒 {n:,.1f} 个请求"),
    "batch.budget_fits_none": E("less than one machine's {minutes:g}-min start-up",
                                "不到一台机器 {minutes:g} 分钟的启动时间"),
}
