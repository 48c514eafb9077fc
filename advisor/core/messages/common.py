"""Words several parts of tools/ share: a text given whole, units, names of tasks, billing and budget periods."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E, pick
from tools.constraints import STATED_PER


def about_zh(text: str) -> str:
    """"约 7.6 天", but "不到 1 分钟" as it is (an upper bound is not an estimate)."""
    return text if text.startswith("不到") else f"约 {text}"


# a budget's period (tools.schema.BudgetPer): "per hour" / "每小时"; the English words are the ones the constraint's
# JSON states (`stated`), one table for both
PER_EN = STATED_PER
PER_ZH = {"hour": "每小时", "day": "每天", "week": "每周", "month": "每月", "quarter": "每季度", "year": "每年", "total": "总共"}

# after an amount: "$20/h", "¥200/天" (the workload table), and the budget nothing fits ("$20/h" / "每小时预算")
SUFFIX_EN = {"hour": "/h", "day": "/day", "week": "/week", "month": "/month", "quarter": "/quarter", "year": "/year",
             "total": " in total"}
SUFFIX_ZH = {"hour": "/小时", "day": "/天", "week": "/周", "month": "/月", "quarter": "/季度", "year": "/年", "total": "（总额）"}
BUDGET_ZH = {"hour": "每小时", "day": "每天", "week": "每周", "month": "每月", "quarter": "每季度", "year": "每年", "total": "总"}


def _per_hours_en(a: Mapping[str, Any]) -> str:
    """"per week (168 h)", "per year (12 months × 730 h = 8,760 h)": the hours a long budget period is checked over."""
    months = f"{a['months']:g} months × {a['month']:g} h = " if a["per"] != "week" else ""
    return f"{PER_EN[a['per']]} ({months}{a['hours']:,.0f} h)"


def _per_hours_zh(a: Mapping[str, Any]) -> str:
    months = f"{a['months']:g} 个月 × {a['month']:g} 小时 = " if a["per"] != "week" else ""
    return f"{PER_ZH[a['per']]}（{months}{a['hours']:,.0f} 小时）"

# a task (tools.schema.Task): what it is (the workload table, titles) and, for the headline, what the machines do
TASK_EN = {"inference": "inference", "lora": "LoRA fine-tune", "qlora": "QLoRA fine-tune", "full_finetune": "full fine-tune",
           "pretrain": "pretraining", "finetune": "fine-tune"}
TASK_ZH = {"inference": "推理", "lora": "LoRA 微调", "qlora": "QLoRA 微调", "full_finetune": "全参微调", "pretrain": "预训练",
           "finetune": "微调"}

ENTRIES: dict[str, E] = {
    "task.name": pick("task", TASK_EN, TASK_ZH),
    "task.with_preference": E("{method} ({task})", "{method}（{task}）"),
    "task.reward_model": E("reward model ({task})", "奖励模型（{task}）"),
    "task.headline": pick("task", {**TASK_EN, "inference": "serving"}, {**TASK_ZH, "inference": "推理部署"}),
    "period.per": pick("per", PER_EN, PER_ZH),
    "period.per_hours": E(_per_hours_en, _per_hours_zh),
    "period.suffix": pick("per", SUFFIX_EN, SUFFIX_ZH),
    "period.budget": pick("per", SUFFIX_EN, BUDGET_ZH),
    # a text given whole: an answer stored by the previous version ({en, zh}), a test's own words
    "literal": E("{en}", "{zh}"),
}


# a recurring batch's period (Workload.batch_period), and a budget's (quarter, year: tools.schema.BudgetPer)
ZH_PERIOD = {"day": "天", "week": "周", "month": "月", "quarter": "季度", "year": "年", "job": "个任务"}


_HAN = re.compile("[\u4e00-\u9fff]")


def _tariff_place(tag: str) -> tuple[str, str]:
    """A tariff place's English and Chinese names (catalog/data/regions.csv, the first of each; mainland China and the
    US named as the answers say them)."""
    from catalog.places import region

    if tag in ("cn", "us", "mo"):  # Macau has no regions.csv row
        return {"cn": ("mainland China", "中国大陆"), "us": ("US", "美国"), "mo": ("Macau", "澳门")}[tag]
    r = region(tag)
    names = r.names if r is not None else (tag,)
    en = next((n for n in names if not _HAN.search(n)), tag).title()
    return en, next((n for n in names if _HAN.search(n)), en)


def tariff_note_en(a: Mapping[str, Any]) -> str:
    """Where an assumed price per kWh comes from (tools.power_tariff.tariff_basis args): the named place's published
    commercial figure with its source and as_of, else the US average, with "no local figure on file" for a place
    named without one."""
    place = a.get("tariff_place") or "us"
    if place != "us":
        local = f", {a['tariff_local']}/kWh" if a.get("tariff_local") else ""
        return f"the commercial price in {_tariff_place(place)[0]}{local}: {a['tariff_source']}, {a['tariff_as_of']}"
    none_here = f" — no local figure on file for {_tariff_place(a['no_local'])[0]}" if a.get("no_local") else ""
    return f"the US commercial average, EIA 2024{none_here}"


def tariff_note_zh(a: Mapping[str, Any]) -> str:
    """tariff_note_en in Chinese."""
    place = a.get("tariff_place") or "us"
    if place != "us":
        local = f"每度 {a['tariff_local']}" if a.get("tariff_local") else ""
        return f"{_tariff_place(place)[1]}商业电价{local}：{a['tariff_source']}，{a['tariff_as_of']}"
    none_here = f"（{_tariff_place(a['no_local'])[1]}暂无本地电价数据）" if a.get("no_local") else ""
    return f"美国商业用电均价，EIA 2024{none_here}"
