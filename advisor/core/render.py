"""Render a Recommendation: markdown (the export format, English or Chinese), the JSON contract,
and plain text for terminals. Every figure printed here was computed in tools/; this module only
formats."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from advisor.core.messages.render_labels import (
    BATCH_WORDS_ZH,
    BILLING_NAMES,
    FIELD_NAMES,
    FRAMEWORK_NAMES,
    MARK_NAMES,
    PRIORITY_WORDS,
    SENTENCE_ENDS,
    SOURCE_REMARKS_ZH,
    SPEED_HEADS,
    UNIT_NAMES,
    L,
)
from advisor.core.script import convert_tree, is_zh, to_script
from advisor.core.units import billions, budget_money, days, duration_text, gb, gpu_hours_text, money, plural, short_count
from tools.constraints import place_words
from tools.cost import hours_a_day
from tools.defaults import (
    DEFAULT_TRAIN_SEQ,
    FP16_ACTIVATIONS,
    example_tokens,
    metal_only,
    serves,
    thinking_words,
    thinks,
)
from tools.no_spot import spot_refused
from tools.offers import SPEED_MODEL_ERROR as DEADLINE_ERROR
from tools.offers import wall_hours
from tools.order_reason import PER_USER_ERROR, Lead, OrderFacts, OrderRow, order_leads
from tools.per_user_margin import MARGIN_LEAD_TOLERANCE
from tools.plan_change import precision_family
from tools.prefill_rows import in_flight_on_line
from tools.ranking import (
    BOTH_THIN_TOLERANCE,
    FEWER_FASTER_BAND,
    FLOOR_GIVES_WAY,
    LONG_JOB_HOURS,
    MUCH_SOONER,
    ONE_MACHINE_TOLERANCE,
    PCIE_AVOID_RATIO,
    SPREAD_BOTH_TOLERANCE,
    STACK_PREFERENCE,
    TIGHT_GIVES_WAY,
)
from tools.schema import Candidate, Msg, Recommendation, SpecTier, Workload
from tools.shown import plain
from tools.summary import Delta, TableRow, copies_moved, delta, rank_key, table_rows, tie_window
from tools.traffic import online_words
from tools.urls import strip_userinfo
from tools.users_place import near_band, near_users_leads
from tools.voice_speed import voice_asked, voice_assumed
from tools.wording import fleet, task_words

# the headlines that run the work on the user's own cards (tools.recommend.unpriced_plan_headline)
OWNED_PLANS = ("recommend.owned.unpriced_plan", "owned_batch.plan")


def billing_name(b: str | None, lang: str) -> str:
    en, zh = BILLING_NAMES.get(b or "on_demand", (b or "", b or ""))
    return zh if is_zh(lang) else en


def priced_billing(r: Recommendation) -> str | None:
    """The billing the pick is priced on when it is not the one the user stated (spot asked for online serving is
    priced on-demand: tools.recommend._billing), else None: the workload line and the change line show what was
    priced, never "spot" above an on-demand price (attack review: 竞价 in the header, 按量 in the answer)."""
    asked = r.workload.billing
    if asked is None or not r.candidates or r.candidates[0].billing in (None, asked):
        return None
    return r.candidates[0].billing


def _billing_text(w: Workload, lang: str, priced: str | None) -> str:
    """The billing part of the workload line: the stated one, or what was priced with the stated one as not used."""
    if priced is None:
        return billing_name(w.billing, lang)
    return Msg(code="render.billing_not_used", args={"priced": billing_name(priced, lang),
                                                     "asked": billing_name(w.billing, lang)}).text(lang)


def as_priced(r: Recommendation) -> Workload:
    """The answer's workload with the billing it was priced on (an unused stated billing reads as none stated), so a
    change line compares what was priced: "用spot" on a serving thread changed nothing that was priced."""
    priced = priced_billing(r)
    if priced is None:
        return r.workload
    return r.workload.model_copy(update={"billing": None if priced == "on_demand" else priced})


def t(key: str, lang: str) -> str:
    en, zh = L[key]
    return zh if is_zh(lang) else en


# headlines that name a priced plan or a working setup above the lines (tools.recommend.nothing_ranked_headline,
# unpriced_plan_headline, lower_in_place, owned_runs_partly): the lines below are alternatives, never "nothing fits"
PLAN_HEADLINES = ("recommend.unpriced_plan", "recommend.lower_in_place", "recommend.headline_shown",
                  "recommend.headline_over_budget", "recommend.owned_runs_partly", "recommend.local_only",
                  "recommend.owned_route_yes", "recommend.owned_route_below",
                  "recommend.stated_route_yes", "recommend.stated_route_below",
                  "shown_plan_status.headline_within_by_change")  # owned cards, a route computed on them


def kept_in_office(r: Recommendation) -> bool:
    """Owned hardware whose data may not leave the premises (Workload.rent_more False: tools.recommend.on_premises_only):
    the rented rows and the levers priced on them are not shown, as the reading note promised."""
    return bool(r.workload.owned_gpus) and r.workload.rent_more is False


def nothing_title(r: Recommendation, lang: str) -> str:
    """The title over the misses: "Nothing fits as asked", or, under a headline that names a plan (PLAN_HEADLINES:
    a refusal then the plan shown, a budget refused against the cheapest plan, the user's own machine that runs it
    partly) or over an RDMA plan, the alternatives — never "Nothing fits" above a priced plan; under the verdict that
    the user's own machine runs it (tools.owned_device), the rental as the alternative."""
    h = r.headline
    while h is not None and h.code in ("recommend.export_then", "recommend.budget_answer_then", "checked.then",
                                       "recommend.engine_route_lead",
                                       "recommend.owned.train_tight"):
        inner = h.args.get("msg")  # "no H100 there (export rules)" / "is ¥50k enough?", then the plan: titled by it
        h = inner if isinstance(inner, Msg) else None
    if any(m.code == "recommend.owned.on_premises" for m in r.nothing_fits):  # the data stays: no rental titled
        return t("on_premises", lang)
    if h is not None and (h.code in ("owned_device.serving", "owned_device.old_card") and bool(h.args.get("fits"))
                          or h.code in OWNED_PLANS):  # own cards hold it: renting is the other way
        return t("rent_instead", lang)
    if h is not None and h.code == "recommend.unpriced_family_plan":  # an unpriced family is the plan
        return t("unpriced_why", lang)
    if h is not None and h.code in PLAN_HEADLINES or any(m.code == "recommend.multi_node_route" for m in r.nothing_fits):
        return t("priced_alternatives", lang)
    return t("nothing", lang)


def task_name(task: str | None, lang: str, preference: str | None = None) -> str:
    """The task as the workload table and titles name it (the catalog's "task.name"; the headline says "serving"),
    with a preference method first ("DPO (full fine-tune)", tools.wording.task_words)."""
    return task_words(task, preference).text(lang)


def _row(cells: list[str]) -> str:
    """One markdown table row: each cell on one line, with no control or bidi character (tools.shown.plain), pipes
    escaped (a cell's text may be the user's)."""
    return "| " + " | ".join(plain(c).replace("|", "\\|") for c in cells) + " |"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return [_row(header), _row(["---"] * len(header)), *(_row(r) for r in rows)]


def _speed_cell(c: Candidate, lang: str, inference: bool) -> str:
    sp = c.speed
    if sp is None:
        return "—"
    if inference:
        v = c.serving_tokens_per_s
        return f"{v:,.0f} {t('tok_s', lang)}"
    if sp.train_hours:
        return duration_text(sp.train_hours, lang)
    return f"{sp.train_tokens_per_s:,.0f} {t('tok_s', lang)}" if sp.train_tokens_per_s else "—"


def headline(r: Recommendation) -> str:
    """One line for notifications and the Slack `text` fallback: the recommender's headline when it
    wrote one (it names the top pick), else one built from the recommended tier and the first row."""
    lang = r.language
    if r.headline is not None:
        return r.headline.text(lang)
    if r.scope is not None and not r.candidates:
        return r.scope.text(lang)
    tier = next((x for x in r.spec_range if x.tier == "recommended"), None)
    top = r.candidates[0] if r.candidates else None
    s = f"{r.model} {task_name(r.workload.task, lang, r.workload.preference)}"
    if tier:
        s += Msg(code="render.summary_tier", args={"count": tier.count, "gb": tier.gpu_memory_gb,
                                                   "examples": list(tier.examples[:2])}).text(lang)
    if top:
        s += Msg(code="render.summary_top", args={"provider": top.provider, "instance": top.instance,
                                                  "money": money(top.price_per_hour.amount, r.currency)}).text(lang)
    return s


def budget_text(w: Workload, lang: str) -> str | None:
    if w.budget is not None:
        b = w.budget
        if b.gpu_hour and (b.gpus or b.per == "hour"):  # "$2 per GPU-hour (for 8x H100)": said per GPU-hour
            return Msg(code="render.budget_gpu_hour", args={
                "each": budget_money(b.gpu_hour, b.currency, 2), "n": b.gpus,
                "hour": budget_money(b.amount, b.currency, 2)}).text(lang)
        per = Msg(code="period.suffix", args={"per": b.per}).text(lang)  # the period's words: one home, the catalog
        return budget_money(b.amount, b.currency, 0 if b.amount >= 100 else 2) + per
    if w.budget_per_hour is not None:
        return budget_money(w.budget_per_hour.amount, w.budget_per_hour.currency) + Msg(code="render.h").text(lang)
    return None


def deadline_text(hours: float, lang: str) -> str:
    if hours >= 48:
        d = days(hours)
        return Msg(code="render.within_days", args={"d": d}).text(lang)
    return Msg(code="render.within_h", args={"hours": hours}).text(lang)


def framework_name(w: Workload) -> str:
    """The framework's name; Hugging Face's stack is "HF transformers" for a full fine-tune or pretraining, where PEFT
    (the adapter library) plays no part ("/PEFT" beside "Full fine-tune, not LoRA")."""
    if w.framework == "hf" and w.task in ("full_finetune", "pretrain"):
        return "HF transformers"
    return FRAMEWORK_NAMES.get(w.framework or "", w.framework or "")


def dataset_text(w: Workload, lang: str) -> str | None:
    d = w.dataset
    if d is None:
        return None
    en, zh = UNIT_NAMES[d.unit]
    s = f"{d.amount:,.0f} {zh if is_zh(lang) else en}"
    if d.epochs:
        s += f" × {d.epochs:g} {t('epochs', lang)}"
    per = example_tokens(d, w.seq_len or DEFAULT_TRAIN_SEQ) if not serves(w.task) else None
    if per and d.unit == "examples":  # the length each example counts, beside the context
        s += Msg(code="dataset.line_each", args={"per": per, "stated": bool(d.tokens_per_unit)}).text(lang)
    if not d.epochs and not serves(w.task):  # the job's time and cost are one pass: said in the short answer's first
        # line, not only under --full ("finishes in 54 min" read as the whole fine-tune)
        s += Msg(code="dataset.epochs", args={"epochs": 1, "assumed": Msg(code="dataset.epochs.assumed")}).text(lang)
    return s


def targets_text(w: Workload, lang: str) -> str | None:
    parts = []
    if w.target_tokens_per_s:
        parts.append(f"≥ {w.target_tokens_per_s:,.0f} tok/s")
    if w.target_requests_per_s:
        parts.append(f"≥ {w.target_requests_per_s:,.0f} req/s" if w.target_requests_per_s >= 10
                     else f"≥ {w.target_requests_per_s:g} req/s")  # 0.42 a second from 5,000 a day, never "≥ 0"
    if w.target_ttft_ms:
        parts.append(f"TTFT ≤ {w.target_ttft_ms:,.0f} ms")
    return ", ".join(parts) or None


def precision_text(w: Workload) -> str:
    """"BF16"; for QLoRA "NF4 + BF16" (the frozen base is 4-bit NF4, compute and adapters in `precision`)."""
    p = (w.precision or "").upper()
    return f"NF4 + {p}" if w.task == "qlora" and p and p != "NF4" else p


def workload_rows(r: Recommendation, lang: str) -> list[list[str]]:
    w = r.workload
    active = f" ({billions(r.active_params):,.2f}B active)" if r.active_params != r.params else ""
    rows = [[t("model", lang), r.model], [t("params", lang), f"{billions(r.params):,.2f}B" + active],
            [t("task", lang), task_name(w.task, lang, w.preference)], [t("precision", lang), precision_text(w)],
            [t("context", lang), f"{w.seq_len:,}" if w.seq_len else "—"]]
    if serves(w.task):
        rows.append([t("concurrency", lang), str(w.concurrency)])
        if w.daily_users and not w.batch_requests:
            rows.append([Msg(code="render.users_a_day").text(lang), f"{w.daily_users:,}"])
        if w.head_count and not w.batch_requests:  # the head count the concurrency was sized from (tools.traffic)
            rows.append([Msg(code="render.people").text(lang), f"{w.head_count:,}"])
        if w.users_online and not w.batch_requests:  # the people online the concurrency was sized from (tools.traffic)
            rows.append([Msg(code="render.online").text(lang), f"{w.users_online:,}"])
    else:
        rows.append([t("batch", lang), str(w.batch_size)])
        if w.dataset:
            rows.append([t("dataset", lang), dataset_text(w, lang) or ""])
        if w.train_tokens:
            rows.append([t("tokens", lang), f"{w.train_tokens:,}"])
    if w.deadline_hours:
        rows.append([t("deadline", lang), deadline_text(w.deadline_hours, lang)])
    rows.append([t("billing", lang), billing_name(w.billing, lang)])
    b = budget_text(w, lang)
    if b:
        rows.append([t("budget", lang), b])
    if w.framework:
        rows.append([t("framework", lang), framework_name(w)])
    tg = targets_text(w, lang)
    if tg:
        rows.append([t("targets", lang), tg])
    if w.providers:
        rows.append([t("providers", lang), ", ".join(w.providers)])
    if w.regions:
        rows.append([t("regions", lang), Msg(code="constraints.place_list", args={"names": place_words(w.regions)}).text(lang)])
    return rows


def planned_precision_text(w: Workload, lang: str, asked: str | None = None, asked_default: bool = False) -> str:
    """The weight precision the plan runs ("BF16", "NF4 + BF16"), the asked one beside it when a route changed it
    ("BF16 asked → FP8 planned"), and a KV cache below 16 bits ("+ FP8 KV cache")."""
    s = precision_text(w)
    if asked and asked != w.precision:
        said = Msg(code="render.planned.default" if asked_default else "render.planned.asked")
        s = Msg(code="render.planned", args={"upper": asked.upper(), "said": said, "s": s}).text(lang)
    kv = w.kv_precision
    if kv and kv not in ("bf16", "fp16", "fp32") and serves(w.task):
        s += Msg(code="render.kv_cache", args={"upper": kv.upper()}).text(lang)
    return s


def workload_line(w: Workload, lang: str, model: str | None = None, asked: str | None = None,
                  asked_default: bool = False, priced: str | None = None, asked_context: int | None = None) -> str:
    """One line: model · task · precision · context · concurrency or data set · billing · framework
    (what the answer used, defaults included, so a follow-up shows what it applied; `asked`: the weight precision as
    asked when a route planned another, Recommendation.asked_precision; `priced`: the billing the pick was priced on
    when it is not the stated one, priced_billing; `asked_context`: the context stated above the model's maximum,
    Recommendation.asked_context)."""
    zh = is_zh(lang)
    parts = [model or w.model or (f"{w.params_b:g}B" if w.params_b else "?"), task_name(w.task, lang, w.preference)]
    if w.precision:
        parts.append(planned_precision_text(w, lang, asked, asked_default))
    if w.seq_len and asked_context:  # sized at the model's maximum: the stated length is said beside it
        parts.append(Msg(code="reading.line_context_over_max", args={"seq_len": w.seq_len, "asked": asked_context})
                     .text(lang))
    elif w.seq_len:
        parts.append(f"{t('context_short', lang)} {w.seq_len:,}" if zh else f"{w.seq_len:,} {t('context_short', lang)}")
    thinking = thinking_words(w)  # a reasoning model: its thinking per answer, or "thinking off"
    if thinking is not None:
        parts.append(thinking.text(lang))
    if w.task in (None, "inference"):
        if w.batch_requests:
            p = w.batch_period  # a recurring batch: the period's words from the one table (messages.common)
            parts.append(Msg(code="render.batch_of_requests_tokens", args={
                "batch_requests": w.batch_requests, "value": w.output_tokens or 0,
                "part": Msg(code="render.batch_of_requests_tokens.every", args={  # weekdays only: said so
                    "p": p, "days": w.usage_days_per_week if p == "day" else None, "every": w.batch_every})
                if p else None}).text(lang))
            if w.deadline_hours:
                parts.append(deadline_text(w.deadline_hours, lang))
        elif w.concurrency:
            parts.append(f"{w.concurrency:,} {t('users', lang)}" if zh else plural(w.concurrency, "user"))
            if in_flight_on_line(w):  # a live short-answer job: requests in flight by Little's law (tools.prefill_rows)
                parts[-1] = Msg(code="prefill_rows.in_flight", args={"n": w.concurrency}).text(lang)
            # the at-once figure came from people online (tools.traffic): both are said
            online = None if in_flight_on_line(w) else online_words(w)
            if online is not None:
                parts[-1] = online.text(lang)
            elif w.daily_users:  # the peak came from (or sits beside) people per day: both are said
                parts[-1] += Msg(code="render.at_peak_a_day", args={"daily_users": w.daily_users}).text(lang)
            elif w.head_count and w.concurrency <= w.head_count:  # the at-once figure beside a head count: both said
                # (more in flight than the people counted: the count was of customers or tenants, a request rate
                # set the load, and "284 at once (of 200 people)" would read as a contradiction)
                parts[-1] = Msg(code="render.at_once_of_people", args={"n": w.concurrency,
                                                                      "head_count": w.head_count}).text(lang)
        if w.index_items:  # a RAG's other stages (advisor.core.service.side_stages): named on the line, sized under
            parts.append(Msg(code="stages.workload", args={"n": w.index_items}).text(lang))
        if w.usage_hours_per_day:  # "busiest 8pm-midnight": the hours a day read are on the line
            parts.append(Msg(code="usage_hours_line.line", args={"hours": w.usage_hours_per_day,
                                                                 "days": w.usage_days_per_week}).text(lang))
        if w.peak_weeks:  # a load that peaks some weeks of a term (exam weeks): the read fact is on the line
            parts.append(Msg(code="peak_weeks_line.line", args={"weeks": w.peak_weeks, "period": w.peak_period}).text(lang))
    else:
        ds = dataset_text(w, lang)
        if ds:
            parts.append(ds)
        elif w.train_tokens:
            n = w.train_tokens
            size = short_count(n)
            parts.append(f"{size} token" + ("" if zh else "s"))
        if w.deadline_hours:
            parts.append(deadline_text(w.deadline_hours, lang))
    parts.append(_billing_text(w, lang, priced))
    b = budget_text(w, lang)
    if b:
        parts.append(t("budget", lang) + " " + b)
    if w.framework:
        parts.append(framework_name(w))
    return " · ".join(parts + stated_limits(w, lang))


def stated_limits(w: Workload, lang: str) -> list[str]:
    """The filters and targets the user stated, in the workload line so every constraint is visible in the short
    answer: providers, regions, the card, a per-card memory floor, no marketplaces, per-user speed, first-token
    time, requests/s and the priority."""
    from tools.offers import aggregate_target, per_user_target

    out = []
    if w.owner_rule:  # "no US-owned providers": the rule, not the long list it keeps (tools.owners)
        out.append(Msg(code="constraints.owner_rule", args=w.owner_rule.model_dump()).text(lang))
    elif w.providers:
        out.append(Msg(code="render.only_providers", args={"ids": list(w.providers)}).text(lang))
    if w.excluded_providers:  # "no AWS/Azure/GCP": the clouds left out
        out.append(Msg(code="constraints.echo.excluded_providers", args={"names": list(w.excluded_providers)}).text(lang))
    if w.regions:  # the user's word: the EU / 欧盟, Europe / 欧洲 (tools.constraints.place_words)
        out.append(Msg(code="constraints.in_regions", args={"names": place_words(w.regions)}).text(lang))
    if w.users_region:  # where the users are: no filter, the place the answer's where-to-rent sentence answers for
        out.append(Msg(code="render.users_in", args={"names": place_words(w.users_region)}).text(lang))
    if w.num_gpus:
        out.append(Msg(code="reading.line_num_gpus", args={"n": w.num_gpus}).text(lang))
    if w.gpu_preference:
        out.append(Msg(code="render.only", args={"gpu_preference": w.gpu_preference}).text(lang))
    if w.checked_gpu:  # a card asked about ("a 4090 should be enough?"): checked in the headline, never a filter
        what = f"{w.checked_gpu_count} × {w.checked_gpu}" if w.checked_gpu_count else w.checked_gpu
        out.append(Msg(code="checked.line", args={"what": what}).text(lang))
    if w.checked_provider:  # a provider asked about ("is RunPod the cheapest?"): compared, never a filter
        out.append(Msg(code="checked.provider_line", args={"said": provider_name(w.checked_provider, lang)}).text(lang))
    if w.max_gpu_memory_gib:
        out.append(Msg(code="reading.line_max_gb", args={"gib": w.max_gpu_memory_gib}).text(lang))
    if w.min_gpu_memory_gib:
        out.append(Msg(code="render.gb_per_gpu", args={"min_gpu_memory_gib": w.min_gpu_memory_gib}).text(lang))
    if w.exclude_marketplace:
        out.append(Msg(code="render.no_marketplaces").text(lang))
    if w.personal_use:
        out.append(Msg(code="render.personal_use_consumer_cards").text(lang))
    if w.redundancy:  # serving that outlives a machine: ≥ 2 replicas on separate machines (tools.offers.redundant)
        out.append(Msg(code="recommend.redundancy.label", args={"zones": w.redundancy == "zones"}).text(lang))
    if w.owned_gpus:  # the stated cards are the user's: the answer runs on them (tools.recommend.on_owned)
        out.append(Msg(code="render.your_own_cards").text(lang))
    if serves(w.task):
        user = per_user_target(w)
        total = aggregate_target(w)
        if user:
            out.append(Msg(code="render.tokens_s_per_user", args={"user": user, "asked": voice_asked(w),
                                                                       "assumed": voice_assumed(w)}).text(lang))
        if total:
            out.append(Msg(code="render.tokens_s_in_total", args={"total": total}).text(lang))
        if w.target_ttft_ms:
            p = f"p{w.ttft_percentile} " if w.ttft_percentile else ""  # the percentile the limit is held at
            args = {"p": p, "target_ttft_ms": w.target_ttft_ms}  # a verdict's limit is on its whole request
            out.append((Msg(code="prefill_rows.whole_request_ms", args=args) if in_flight_on_line(w)
                        else Msg(code="render.first_token_ms", args=args)).text(lang))
        if w.target_answer_s:  # the speed it needs is the per-user floor above, once the workload is resolved
            out.append(Msg(code="recommend.answer_within_s", args={"answer_s": w.target_answer_s,
                                                                   "pct": w.ttft_percentile or 0}).text(lang))
        if w.target_requests_per_s:
            out.append(Msg(code="render.requests_s", args={"target_requests_per_s": w.target_requests_per_s}).text(lang))
    if w.priority:
        out.append(Msg(code="render.priority", args={"priority": w.priority}).text(lang))
    return out


CHANGE_FIELDS = ("model", "params_b", "task", "precision", "seq_len", "concurrency", "batch_size", "num_gpus", "zero_stage",
                 "lora_rank", "train_tokens", "dataset", "deadline_hours", "budget", "budget_per_hour", "billing", "framework",
                 "providers", "regions", "gpu_preference", "target_tokens_per_s", "target_requests_per_s", "target_ttft_ms",
                 "target_answer_s", "optimizer", "gradient_checkpointing", "kv_precision", "priority", "preference",
                 "reference_precomputed", "batch_work", "batch_item",  # the last two: DPO → ORPO said "changed: nothing"
                 "usage_hours_per_day",  # 6 h a day → 4 h a day changes the month 1.5×: said, never "changed: nothing"
                 "usage_days_per_week",  # every day → weekdays only: the month is 5/7 of it
                 "serving_hours",  # "for 2 days" after a monthly answer: the bill is now the rental's
                 # a batch's size and its items' shape: "make it 200,000 documents" said "changed: nothing"
                 "batch_requests", "output_tokens", "shared_prefix_tokens",
                 "index_items",  # a RAG's documents to index: "make it 500k documents" said "changed: nothing"
                 "thinking",  # a reasoning model's thinking switched off: each answer is its reply alone
                 # a per-user speed, a prompt, a card-size bound, machines, owned cards or credits said in a follow-up
                 # move the plan: "make it 50 tok/s each" said "changed: nothing" beside a 5× dearer pick
                 "target_tokens_per_s_per_user", "prompt_tokens", "min_gpu_memory_gib", "max_gpu_memory_gib",
                 "max_nodes", "owned_gpus", "credits", "ttft_percentile", "grad_accum",
                 "power_price",  # "power here is €0.30/kWh" adds the owned cards' power line: said, never "nothing"
                 "sessions_full",  # "they each drop a whole report in": every session held at the context
                 # "also in the customer portal": an internal tool now serves the public (its licence and load lines),
                 # never "changed: nothing"
                 "public_service")




def _value_text(field: str, w: Workload, lang: str) -> str:
    v = getattr(w, field)
    if field == "providers" and w.owner_rule:  # the rule that kept them, not the long list (tools.owners)
        return Msg(code="constraints.owner_rule", args=w.owner_rule.model_dump()).text(lang)
    if field == "reference_precomputed":
        return Msg(code="render.reference_precomputed", args={"on": bool(v)}).text(lang)
    if field == "usage_hours_per_day":
        return f"{hours_a_day(v):g}"
    if field == "usage_days_per_week":
        return f"{v or 7:g}"
    if field == "serving_hours":
        return duration_text(v, lang) if v else Msg(code="render.a_month").text(lang)
    if field in ("sessions_full", "public_service"):  # every session held at the full context; served to the public
        return Msg(code="render.on_off", args={"on": bool(v)}).text(lang)
    if field == "thinking":  # whether its answers are sized with thinking (tools.defaults.thinks)
        return Msg(code="render.on_off", args={"on": thinks(w)}).text(lang)
    if v is None:
        return "—" if field != "preference" else Msg(code="render.none").text(lang)
    if field == "preference":
        return str(v).upper()
    if field in ("batch_work", "batch_item"):
        return BATCH_WORDS_ZH.get(v, v) if is_zh(lang) else v
    if field == "credits":
        return v.provider + (f" {money(v.amount, v.currency, 0)}" if v.amount else "")
    if field in ("seq_len", "concurrency", "train_tokens", "batch_requests", "output_tokens", "shared_prefix_tokens",
                 "prompt_tokens"):
        return f"{v:,}"
    if field == "params_b":
        return f"{v:g}B"
    if field == "task":
        return task_name(v, lang)
    if field == "billing":
        return billing_name(v, lang)
    if field == "priority":
        en, zh = PRIORITY_WORDS.get(v, (v, v))
        return zh if is_zh(lang) else en
    if field in ("budget", "budget_per_hour"):
        return budget_text(w, lang) or "—"
    if field == "dataset":
        return dataset_text(w, lang) or "—"
    if field == "power_price":  # an electricity price (Workload.power_price): money a kWh, never a budget
        return (Msg(code="render.kwh", args={"money": money(v.amount, v.currency)}).text(lang)) \
            if v else "—"
    if field == "deadline_hours":
        return deadline_text(v, lang)
    if field == "index_items":
        return f"{v:,}" if v else "—"
    if field == "framework":
        return FRAMEWORK_NAMES.get(v, v)
    if field == "precision" or field == "kv_precision":
        return str(v).upper()
    if isinstance(v, list):
        return ", ".join(v)
    if isinstance(v, bool):
        return Msg(code="render.on_off", args={"on": v}).text(lang)
    return f"{v:g}" if isinstance(v, float) else str(v)


def _value_of(field: str, w: Workload) -> object:
    """A field as a change compares it: hours a day with none said as 24 (around the clock is the default)."""
    if field == "usage_days_per_week":
        return w.usage_days_per_week or 7.0  # none said is every day
    if field == "precision":  # two names of one weight format (AWQ and INT4) are no change (tools.plan_change)
        return precision_family(w.precision)
    if field == "thinking":  # "no thinking" said of a model that cannot switch it off (or never thinks) moves nothing
        return thinks(w) and serves(w.task or "inference")  # a trained model's thinking sizes nothing: never "off → on"
    return hours_a_day(w.usage_hours_per_day) if field == "usage_hours_per_day" else getattr(w, field)


def _kv_reason(field: str, before: Workload, after: Workload, lang: str) -> str:
    """Why the KV format moved when the weights' format moved it (tools.defaults.FP16_ACTIVATIONS): INT4 AWQ/GPTQ runs
    FP16 activations, so its KV cache is FP16; never an unexplained "KV precision BF16 → FP16" beside "→ INT4"."""
    if (field != "kv_precision" or after.kv_precision != "fp16" or after.precision == before.precision
            or after.precision not in FP16_ACTIVATIONS):
        return ""
    return Msg(code="conversation.kv_follows_weights", args={"p": after.precision}).text(lang)


# fields the previous answer's workload carries as sized (a chat's typical 161-token prompt) where the thread's own
# workload leaves them open: a follow-up that does not state one re-sizes it, and said nothing the user changed
FILLED_BY_SIZING = ("prompt_tokens",)


def changed_line(before: Workload, after: Workload, lang: str, extra: list[str] | None = None) -> str:
    """"changed: context 4,096 → 32,768; users 8 → 64" — what this turn changed in the workload. A precision the
    engine chose again for the new load (no precision stated: tools.precision_lead) follows what the user changed,
    so "32k context?" is answered "context 4,096 → 32,768; precision FP8 → BF16", the asked change first."""
    parts = []
    for f in sorted(CHANGE_FIELDS, key=lambda f: f in ("precision", "kv_precision")):
        if f == "budget_per_hour" and (before.budget is not None or after.budget is not None):
            continue
        if f in FILLED_BY_SIZING and _value_of(f, after) is None:
            continue  # the last answer's sized default ("prompt tokens 161 → —"), not a change the user made
        if _value_of(f, before) != _value_of(f, after):
            en, zh = FIELD_NAMES[f]
            parts.append(f"{zh if is_zh(lang) else en} {_value_text(f, before, lang)} → {_value_text(f, after, lang)}"
                         + _kv_reason(f, before, after, lang))
    parts += extra or []
    return t("changed", lang) + t("colon", lang) + (t("semicolon", lang).join(parts) if parts
                                                      else t("nothing_changed", lang))


def _tier_rows(r: Recommendation, lang: str) -> tuple[list[str], list[list[str]]]:
    priced = any(x.price_per_hour is not None for x in r.spec_range)
    training = not serves(r.workload.task) and any(x.train_hours for x in r.spec_range)
    header = [t("tier", lang), t("gpu_mem", lang), t("count", lang), t("examples", lang), t("est", lang)]
    if priced:
        header = [t("tier", lang), t("gpu_mem", lang), t("count", lang), t("gpu", lang), t("instance", lang), t("price_h", lang)]
        if training:
            header += [t("duration", lang), t("gpu_hours", lang), t("job", lang)]
        header += [t("est", lang)]
    rows = []
    for x in r.spec_range:
        usable = Msg(code="render.of_usable", args={"gb": gb(x.usable_bytes, 1)}).text(lang) \
            if x.usable_bytes else ""
        est = gb(x.per_gpu_bytes, 1) + usable + (f" — {x.note.text(lang)}" if x.note else "")
        if not priced:
            rows.append([t(x.tier, lang), f"{x.gpu_memory_gb:g} GB", str(x.count), ", ".join(x.examples), est])
            continue
        row = [t(x.tier, lang), f"{x.gpu_memory_gb:g} GB", _count_text(x), x.gpu or ", ".join(x.examples[:2]),
               tier_machines(x, lang, quote=False) if x.instances > 1 else f"{x.provider} {x.instance}".strip() or "—",
               money(x.price_per_hour.amount, x.price_per_hour.currency) if x.price_per_hour else "—"]
        if training:
            billed = wall_hours(x.train_hours) if x.train_hours and x.job_cost else x.train_hours  # as the cost's hours
            row += [duration_text(billed, lang), gpu_hours_text(x.gpu_hours),
                    money(x.job_cost.amount, x.job_cost.currency, 0) if x.job_cost else "—"]
        rows.append(row + [est])
    return header, rows


def _count_text(x: SpecTier) -> str:
    per = x.gpus_per_replica
    return f"{x.count}" + (f" ({x.replicas} × {per})" if x.replicas > 1 and per is not None else "")


# constraints that are the question itself ("on my 24GB card?"): shown under the headline of the short answer too
# the stated hardware: its yes/no is the answer itself; "network": the stated machines' link refuses the split
ANSWER_CONSTRAINTS = ("gpu_memory_max", "gpus", "gpu", "network", "credits", "tensor_parallel")


def constraint_lines(r: Recommendation, lang: str, only: tuple[str, ...] = ()) -> list[str]:
    icon = {"honoured": "✅", "refused": "❌", "adjusted": "⚠️", "unchecked": "❔", "tight": "⚠️"}
    out = []
    for c in r.constraints:
        if only and c.name not in only:
            continue
        label = c.label.text(lang) if c.label else c.stated
        status = Msg(code="render.status", args={"s": t(c.status, lang)}).text(lang)
        out.append(f"- {icon.get(c.status, '•')} {label}{status}{c.message.text(lang)}")
    return out


def rejected_lines(r: Recommendation, lang: str) -> list[str]:
    out = []
    for x in r.rejected:
        ex = (" — " + ", ".join(x.examples[:3])) if x.examples else ""
        out.append(f"- {x.message.text(lang)} (× {x.count:,}){ex}")
    return out


def to_markdown(r: Recommendation, lang: str | None = None, *, hk: bool = False, lead: str | None = None) -> str:
    """The whole answer as markdown; `lead` (workload line and what changed) goes first.
    Chinese is written in Simplified and converted once here when the answer is in Traditional."""
    lang = lang or r.language
    md = _markdown(r, lang, lead)
    return to_script(md, lang, hk)


def _markdown(r: Recommendation, lang: str, lead: str | None) -> str:
    """The whole answer in markdown: its head, then one section after another (MARKDOWN_SECTIONS), each its own
    function of the answer and the language that returns its lines (none when the answer has no such section)."""
    out = _head_lines(r, lang, lead)
    for section in MARKDOWN_SECTIONS:
        out += section(r, lang)
    return "\n".join(out)


def _lead_where(r: Recommendation) -> bool:
    """Nothing ranked, and the "Where:" line is the headline plan's (tools.recommend.lead_plan_where): shown too."""
    return not r.candidates and r.where is not None and r.where.code == "users_place.named_first"


def _head_lines(r: Recommendation, lang: str, lead: str | None) -> list[str]:
    """The title, the lead, the headline, the notes beside the pick and the answer's scope."""
    out = [f"# {t('title', lang)}{t('colon', lang)}{r.model} {task_name(r.workload.task, lang, r.workload.preference)}", ""]
    if lead:
        out += [lead, ""]
    out += [headline(r.model_copy(update={"language": lang})), ""]
    out += [*(f"> {m.text(lang)}" for m in r.beside_pick), *([""] if r.beside_pick else [])]
    out += [f"> {r.where.text(lang)}", ""] if r.where is not None and (r.candidates or _lead_where(r)) else []
    if r.scope is not None:
        out += [f"> {r.scope.text(lang)}", ""]
    return out


def _constraints_section(r: Recommendation, lang: str) -> list[str]:
    return [f"## {t('constraints', lang)}", ""] + constraint_lines(r, lang) + [""] if r.constraints else []


def _workload_section(r: Recommendation, lang: str) -> list[str]:
    return [f"## {t('workload', lang)}", ""] + _table(["", ""], workload_rows(r, lang)) + [""]


def _memory_section(r: Recommendation, lang: str) -> list[str]:
    if r.per_gpu is None:
        return []
    d = r.per_gpu.as_dict()
    keys = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
    metal = metal_only(r.workload.gpu_preference)  # a Mac: no CUDA context, the Metal runtime's buffers
    parts = [[t("overhead_metal" if k == "overhead" and metal else k, lang), gb(d[k], 2)] for k in keys if d[k]]
    parts.append([f"**{t('total', lang)}**", f"**{gb(d['total'], 2)}**"])
    return [f"## {t('memory', lang)}", ""] + _table(["", "GB"], parts) + [""]


def _spec_section(r: Recommendation, lang: str) -> list[str]:
    if not r.spec_range:
        return []
    header, rows = _tier_rows(r, lang)
    return [f"## {t('spec', lang)}", ""] + _table(header, rows) + [""]


def _candidates_section(r: Recommendation, lang: str) -> list[str]:
    if not r.candidates or kept_in_office(r):
        return []
    return [f"## {t('cands', lang)}", ""] + ranked_table(r, lang, full=True) + [""]


def _nothing_fits_section(r: Recommendation, lang: str) -> list[str]:
    """The short why nothing fits; the whole rejection list after it."""
    if not (r.nothing_fits or (r.rejected and not r.candidates)):
        return []
    return [f"## {nothing_title(r, lang)}", ""] + ([f"- {m.text(lang)}" for m in r.nothing_fits]
                                                   or rejected_lines(r, lang)) + [""]


def _rejected_section(r: Recommendation, lang: str) -> list[str]:
    if not (r.rejected and (r.candidates or r.nothing_fits)):
        return []
    return [f"## {t('rejected', lang)}", ""] + rejected_lines(r, lang) + [""]


def _pitfalls_section(r: Recommendation, lang: str) -> list[str]:
    out = [f"## {t('pitfalls', lang)}", ""]
    for p in r.pitfalls:
        mark = "⚠️" if p.triggered else "✅"
        state = t("yes" if p.triggered else "no", lang)
        out.append(f"- {mark} **{p.id}. {p.title.text(lang)}** " + Msg(code="render.state", args={"s": state}).text(lang)
                   + p.why.text(lang))
    return out + [""]


def _compatibility_section(r: Recommendation, lang: str) -> list[str]:
    if not r.compatibility:
        return []
    icon = {"ok": "✅", "info": "ℹ️", "warning": "⚠️", "error": "❌"}
    return [f"## {t('compat', lang)}", ""] + [f"- {icon[c.level]} {c.message.text(lang)}" for c in r.compatibility] + [""]


def _host_section(r: Recommendation, lang: str) -> list[str]:
    if r.host is None:
        return []
    h = r.host
    return [f"## {t('host', lang)}", "",
            f"- {t('vcpu', lang)} ≥ {h.min_vcpu}, {t('ram', lang)} ≥ {h.min_ram_gib:g} GiB"
            + (f", {t('nvme', lang)}" if h.local_nvme else "") + f"; {t('net', lang)}: {h.network.text(lang)}",
            *(f"- {c.message.text(lang)}" for c in h.checks), ""]


def _validation_section(r: Recommendation, lang: str) -> list[str]:
    if not r.validation_plan:
        return []
    return [f"## {t('plan', lang)}", ""] + [f"{i}. {m.text(lang)}" for i, m in enumerate(r.validation_plan, 1)] + [""]


def _assumptions_section(r: Recommendation, lang: str) -> list[str]:
    return [f"## {t('assume', lang)}", ""] + ([f"- {a.text(lang)}" for a in r.assumptions] or [f"- {t('none', lang)}"]) + [""]


def _catalog_section(r: Recommendation, lang: str) -> list[str]:
    return [f"## {t('catalog', lang)}", "", f"- {t('asof', lang)}: {r.as_of_text(lang) or '—'}",
            # the asked currency's own rate only: a TWD / HKD answer carries no CNY line
            f"- {t('rate', lang)}: " + (f"1 USD = {r.per_usd:g} {r.currency}" if r.per_usd else f"1 USD = {r.usd_cny:g} CNY"),
            f"- {t('sources', lang)}: " + "; ".join(source_words(x, lang) for x in r.catalog_sources[:8])
            + (" …" if len(r.catalog_sources) > 8 else ""), ""]


# the markdown answer's sections, in order after its head (_markdown)
MARKDOWN_SECTIONS: tuple[Callable[[Recommendation, str], list[str]], ...] = (
    _constraints_section, _workload_section, _memory_section, _spec_section, _candidates_section,
    _nothing_fits_section, _rejected_section, _pitfalls_section, _compatibility_section, _host_section,
    _validation_section, _assumptions_section, _catalog_section)



def source_words(source: str, lang: str) -> str:
    """A catalog source as cited (never a URL's password), its provenance remarks in Chinese for a Chinese
    answer."""
    source = strip_userinfo(source)
    if not is_zh(lang):
        return source
    for en, zh in SOURCE_REMARKS_ZH:
        source = source.replace(en, zh)
    return source


def to_json(r: Recommendation, *, hk: bool = False) -> dict[str, Any]:
    """The `recommend --json` contract (field names never change; more may be added). Text fields are in
    the answer's script; `language` says which ("zh-Hant" for Traditional)."""
    lang = r.language
    w = r.workload

    def cand(c: Candidate) -> dict[str, Any]:
        return {
            "provider": c.provider, "instance": c.instance, "region": c.region, "regions": c.regions, "gpu": c.gpu,
            "gpu_count": c.gpu_count, "instances": c.instances, "price_per_hour": c.price_per_hour.model_dump(),
            "billing": c.billing, "score": c.score, "score_breakdown": c.score_breakdown,
            "layout": {**c.layout.model_dump(), "nodes": c.layout.nodes}, "per_gpu_bytes": c.per_gpu_bytes,
            "utilisation": c.utilisation, "replicas": c.replicas, "users_per_replica": c.users_per_replica,
            "speed": c.speed.model_dump(exclude={"assumptions"}) if c.speed else None,
            "per_user_tokens_per_s": c.per_user_tokens_per_s, "ttft_s": c.ttft_s,
            "gradient_checkpointing": c.gradient_checkpointing,
            "source": strip_userinfo(c.source), "as_of": c.as_of,
        }

    def tier(x: SpecTier) -> dict[str, Any]:
        d: dict[str, Any] = {"tier": x.tier, "gpu_memory_gb": x.gpu_memory_gb, "count": x.count, "examples": x.examples,
                             "per_gpu_bytes": x.per_gpu_bytes, "headroom": x.headroom}
        if x.price_per_hour is not None or x.gpu:
            d.update({"gpu": x.gpu, "provider": x.provider, "instance": x.instance, "instances": x.instances,
                      "replicas": x.replicas, "price_per_hour": x.price_per_hour.model_dump() if x.price_per_hour else None,
                      "train_hours": x.train_hours, "gpu_hours": x.gpu_hours,
                      "job_cost": x.job_cost.model_dump() if x.job_cost else None})
        return d

    out = {
        "model": r.model, "params": r.params, "active_params": r.active_params, "language": lang,
        "workload": w.model_dump(exclude_none=True),
        "headline": headline(r),
        "memory": {"per_gpu_bytes": r.per_gpu.as_dict() if r.per_gpu else None, "total_bytes": r.total_bytes},
        "spec_range": [tier(x) for x in r.spec_range],
        "candidates": [cand(c) for c in r.candidates],
        "cost_table": [{"provider": c.provider, "instance": c.instance, "gpu": c.gpu, "gpus": c.gpus,
                        **c.cost.model_dump(exclude={"notes"}), "notes": c.cost.notes} for c in r.cost_table],
        "currency": r.currency, "usd_cny": r.usd_cny,
        "constraints": [{"name": c.name, "stated": c.stated, "status": c.status, "message": c.message.text(lang),
                         "label": c.label.text(lang) if c.label else c.stated} for c in r.constraints],
        "rejected": [{"reason": x.reason, "count": x.count, "message": x.message.text(lang), "examples": x.examples}
                     for x in r.rejected],
        "scope": r.scope.text(lang) if r.scope else None,
        "pitfalls": [{"id": p.id, "title": p.title.text(lang), "triggered": p.triggered, "why": p.why.text(lang)}
                     for p in r.pitfalls],
        "compatibility": [{"level": c.level, "topic": c.topic, "message": c.message.text(lang)} for c in r.compatibility],
        "host": ({"gpus_per_node": r.host.gpus, "min_vcpu": r.host.min_vcpu, "min_ram_gib": r.host.min_ram_gib,
                  "local_nvme": r.host.local_nvme, "network": r.host.network.text(lang),
                  "checks": [{"level": c.level, "message": c.message.text(lang)} for c in r.host.checks]}
                 if r.host else {}),
        "validation_plan": [m.text(lang) for m in r.validation_plan],
        "assumptions": [a.text(lang) for a in r.assumptions],
        "nothing_fits": [m.text(lang) for m in r.nothing_fits],
        "kind": r.kind, "beside_pick": [m.text(lang) for m in r.beside_pick], "not_checked": r.not_checked,
        "catalog": {"as_of": r.catalog_as_of, "sources": [strip_userinfo(x) for x in r.catalog_sources]},
    }
    return convert_tree(out, lang, hk)


def to_terminal(r: Recommendation, lang: str | None = None, *, color: bool | None = None, hk: bool = False,
                lead: str | None = None) -> str:
    """Markdown as the terminal shows it: rich's renderer on a TTY, the plain markdown otherwise."""
    return markdown_for_terminal(to_markdown(r, lang, hk=hk, lead=lead), color=color)


def markdown_for_terminal(md: str, *, color: bool | None = None) -> str:
    """Rich's markdown rendering on a TTY; the markdown itself otherwise (pipes, files, tests)."""
    import sys

    if color is None:
        color = sys.stdout.isatty()
    if not color:
        return md
    from io import StringIO

    from rich.console import Console
    from rich.markdown import Markdown

    buf = StringIO()
    Console(file=buf, force_terminal=True, width=min(160, max(100, Console().width))).print(Markdown(md))
    return buf.getvalue()


# ---- the table that explains itself, and the short answer (issue "Surfaces v2") ----



def provider_name(p: str, lang: str) -> str:
    """A provider's or seller's name as providers.csv / sellers.csv write it (catalog.places.display_names)."""
    from catalog.places import display_name

    return display_name(p, is_zh(lang))


def offer_name(c: Candidate, gpus: float, lang: str) -> str:
    """"Lambda 8 × H100 SXM (`gpu_8x_h100_sxm5`)": who sells it and what it is, the provider's id beside."""
    who = provider_name(c.seller, lang) if c.seller else provider_name(c.provider, lang)
    if c.instances > 1:  # several machines: how many, then the GPUs in each
        return f"{who} {fleet(f'`{c.instance}`', c.instances, c.gpu_count, c.gpu).text(lang)}"
    from tools.machine_label import label_args

    marks = label_args(c.instance, c.gpu)
    said = Msg(code="wording.card_marks", args={**marks, "gpu": c.gpu}).text(lang)
    return f"{who} {gpus:g} × {marks['shown']}{said} (`{c.instance}`)"


def _host_ram_text(c: Candidate, lang: str) -> str:
    """"⚠ host RAM 32 GiB < 34 GiB this plan stages through it (weights 28 + runtime 6 GiB) …": the row's RAM, what
    the plan needs of it and its terms (tools.host.host_ram_need), the cached adapters named when there are any."""
    need = c.host_ram_short
    if need is None:
        return ""
    args = {"ram": c.ram_gib, "need": _gib(need.total_gib), "weights": _gib(need.weights_gib),
            "runtime": _gib(need.runtime_gib), "adapters": _gib(need.adapters_gib)}
    return Msg(code="render.host_ram_short_adapters" if need.adapters_gib >= 0.5 else "render.host_ram_short",
               args=args).text(lang)


def _gib(x: float) -> float:
    """GiB said whole from 10 up, to one decimal below (27.51 → 28; 2.6 → 2.6)."""
    return float(round(x)) if x >= 10 else round(x, 1)


def _marks_text(row: TableRow, lang: str) -> str:
    out = []
    for m in row.marks:
        if m == "broker":
            b = provider_name(row.candidate.broker, lang)
            out.append(Msg(code="render.via_broker", args={"b": b}).text(lang))
        elif m == "host_ram_short":
            out.append(_host_ram_text(row.candidate, lang))
        else:
            en, zh = MARK_NAMES[m]
            out.append(zh if is_zh(lang) else en)
    if row.folded_counts:
        counts = ", ".join(str(n) for n in sorted(row.folded_counts))
        # the same provider's card at other GPU counts, ranked lower and folded into this row (a bare
        # "also 6 GPUs" was read as an unexplained mark)
        out.append(Msg(code="render.also_offered_with_gpus", args={"counts": counts}).text(lang))
    if row.candidate.snapshot is not None:  # the row's catalog snapshot, when not its place's usual one
        out.append(row.candidate.snapshot.text(lang))
    return "; ".join(out) or "—"


def _speed_or_time(row: TableRow, lang: str, key: str) -> str:
    c = row.candidate
    if key == "hourly":
        per_user = c.per_user_tokens_per_s or (c.speed.decode_expected if c.speed else None)
        return f"{per_user:,.0f} {t('tok_s', lang)}" if per_user else "—"
    if key == "job" and row.cost.cost.job_hours:
        # the billed wall time (run + start-up, tools.offers.wall_hours), the headline's "finishes in" and the cost's
        # hours: a table showing the bare run (1.2 h) beside a headline's 1.4 h read as two answers
        return duration_text(row.cost.cost.job_hours, lang)
    return _speed_cell(c, lang, inference=False)


def owned_head(r: Recommendation) -> Msg | None:
    """The owned-cards headline (tools.recommend.owned_headline) inside the answer's headline, or None."""
    stack = [r.headline] if r.headline is not None else []
    while stack:
        m = stack.pop()
        if m.code == "recommend.owned.headline":
            return m
        stack += [x for v in m.args.values() for x in (v if isinstance(v, list) else [v]) if isinstance(x, Msg)]
    return None


def on_owned_cards(r: Recommendation) -> bool:
    """Is the answer's pick the user's own cards (tools.recommend.owned_headline)? Then every rented row is a second
    option and its table says so (rental tables under owned-card answers, unlabelled)."""
    return owned_head(r) is not None


def ranked_cells(r: Recommendation, lang: str, *, full: bool, limit: int | None = None) -> tuple[list[str], list[list[str]]]:
    """The ranked offers as (header, rows of cells): the ranking figure first (named, sorted, marked ↑), one row
    per provider × GPU (more GPUs of the same card folded in), marks for checkpointing / marketplace / broker /
    spot. `full` adds region, spot, per-GPU-hour and monthly columns. Markdown and Slack's table both use it."""
    key = rank_key(r)
    cur = r.currency
    zh = is_zh(lang)
    key_name = Msg(code="render.key_name", args={"key": key}).text(lang)
    kdigits = 3 if key == "per_mtok_train" else 0 if key == "job" else 2
    speed_h = SPEED_HEADS.get(key, L["speed"])
    fast = r.workload.priority == "fastest"  # ranked by the speed column, the cost shown beside
    if fast:
        arrow = " ↑" if key == "job" else " ↓"
        speed_h = (speed_h[0] + arrow, speed_h[1] + arrow)
    offer_h = Msg(code="render.offer_providers_id").text(lang)
    owned = owned_head(r)
    if owned is not None and owned.args.get("old_card"):
        # an owned Pascal/Volta/Turing card: the rented rows are the same card, a price reference that removes none
        # of its limits; the rental to take is the Ampere-or-newer one named under the table
        offer_h = t("owned_same_card_rented", lang) + offer_h
    elif owned is not None:
        offer_h = Msg(code="render.to_rent_instead_second").text(lang) + offer_h
    header = ["#", key_name + ("" if fast else " ↑"), offer_h]
    if key != "hourly":
        header.append(t("price_h", lang))
    if key == "hourly":
        header.append(t("mtok", lang))
    header.append(speed_h[1] if zh else speed_h[0])
    # a stated region ("EU", "only in Japan") is honoured on each row where it is seen: the short table names where each
    # plan runs too ("✅ the EU" beside a RunPod row with no location shown)
    # where the user is ("we're in Singapore") or where the users are ("our users are in Japan") is no filter, but they
    # choose by it: shown too
    placed = bool(r.workload.regions or r.workload.located or r.workload.users_region) and not full
    if placed:
        header.append(t("region", lang))
    spot = not spot_refused(r.workload.billing)  # "no spot" said: no spot column (tools.no_spot)
    if full:
        header += [t("region", lang)] + ([t("spot", lang)] if spot else []) + [t("pergpu", lang)] \
            + ([t("month", lang)] if key == "hourly" else [])
    header.append(Msg(code="render.marks").text(lang))
    rows = []
    for n, row in enumerate(table_rows(r, limit), start=1):
        c, cl = row.candidate, row.cost.cost
        cells = [str(n), money(row.key, cur, kdigits) if row.key is not None else "—",
                 offer_name(c, row.cost.gpus, lang)]
        if key != "hourly":
            cells.append(money(c.price_per_hour.amount, cur))
        if key == "hourly":
            mt = cl.cost_per_million_tokens
            cells.append(money(mt, cur, 3 if mt is not None and mt < 1 else 2))
        cells.append(_speed_or_time(row, lang, key))
        if placed:
            cells.append(c.region or "—")
        if full:
            cells += [c.region] + ([money(cl.hourly_spot, cur)] if spot else []) + [money(cl.per_gpu_hour, cur)]
            if key == "hourly":
                cells.append(money(cl.job_on_demand if c.billing == "on_demand" else cl.job_reserved, cur, 0))
        cells.append(_marks_text(row, lang))
        rows.append(cells)
    return header, rows


def _rate_text(r: Recommendation, lang: str, always: bool) -> str:
    """"1 USD = 7.2 CNY" when the answer is not in USD (or `always`), else ""."""
    cur = r.currency
    if r.per_usd:
        from catalog.places import ecb_rate_date

        if as_of := ecb_rate_date(cur):  # a dated ECB reading: its day said with it
            return Msg(code="render.usd_ecb", args={"per_usd": r.per_usd, "cur": cur, "as_of": as_of}).text(lang)
        return Msg(code="render.usd", args={"per_usd": r.per_usd, "cur": cur}).text(lang)
    if cur != "USD" or always:
        return Msg(code="render.usd_cny", args={"usd_cny": r.usd_cny}).text(lang)
    return ""


def in_price_order(r: Recommendation, limit: int | None = None) -> bool:
    """Are the table's rows (the first `limit`) in order of their ranking figure, up to the stated tie? A rule may
    move a dearer row up beyond it (one machine up to ONE_MACHINE_TOLERANCE, fewer or much sooner plans up to
    FEWER_FASTER_BAND), and then a legend saying "lowest first" contradicts the table (¥110
    above ¥104 under "↑ lowest first")."""
    keys = [row.key for row in table_rows(r, limit) if row.key is not None]
    tie = tie_window(r)  # a row moved within the stated tie is what "within N % is a tie" says
    return all(round(a, 2) <= round(b * (1 + tie), 2) for a, b in zip(keys, keys[1:]))


def _direction(r: Recommendation, lang: str, limit: int | None) -> str:
    """The legend's direction: "lowest first", or, when a tie rule moved a dearer row up, the rules that did."""
    if in_price_order(r, limit):
        return Msg(code="render.lowest_first").text(lang)
    return Msg(code="render.not_strictly_lowest_first", args={
        "one_machine": ONE_MACHINE_TOLERANCE, "band": FEWER_FASTER_BAND, "tight": TIGHT_GIVES_WAY,
        "both_thin": BOTH_THIN_TOLERANCE, "pcie": PCIE_AVOID_RATIO, "margin": MARGIN_LEAD_TOLERANCE,
        "floor": FLOOR_GIVES_WAY}).text(lang)


def order_facts(r: Recommendation) -> OrderFacts:
    """What the ranking judged this table's rows against (tools.order_reason.OrderFacts): the serving floor, the tie,
    and the users' band when their place breaks ties."""
    placed = near_users_leads(r.workload, r.kind)
    return OrderFacts(floor=r.order_floor, tie=tie_window(r), place=placed,
                      place_band=near_band(r.workload.users_region or []) if placed else None)


def _lead_msg(r: Recommendation, lead: Lead, shown: int, f: OrderFacts) -> Msg:
    """"row 1 leads row 2 (2.0× its price): row 2 gives 32.4 tok/s per user at the full context, under the 50 floor"."""
    args: dict[str, Any] = {"upper": lead.upper, "lower": lead.lower, "floor": f.floor, "tps": lead.lower_tps,
                            "full": lead.full_context, "error": PER_USER_ERROR, "group": lead.pcie_group,
                            "ug": lead.gpus[0], "lg": lead.gpus[1], "saving": lead.saving, "pref": STACK_PREFERENCE,
                            "tie": f.tie, "users": place_words(r.workload.users_region or []),
                            "sooner": lead.sooner}
    rule: str = lead.rule
    if rule == "place" and f.place_band is None:
        rule = "place_mainland"
    elif rule == "floor" and lead.lower_tps is None:
        rule = "floor_unread"
    lower = Msg(code="render.order_row" if lead.lower <= shown else "render.order_row_full", args={"n": lead.lower})
    return Msg(code="render.order_lead", args={"upper": lead.upper, "lower": lower, "ratio": lead.ratio,
                                               "why": _order_why(rule, args)})


def _order_why(rule: str, args: dict[str, Any]) -> Msg:
    """The one rule's sentence (tools.order_reason's rule names), each code written out so the catalog check sees it
    (only the one said is built)."""
    whys = {"place": lambda: Msg(code="render.order_why.place", args=args),
            "place_mainland": lambda: Msg(code="render.order_why.place_mainland", args=args),
            "floor": lambda: Msg(code="render.order_why.floor", args=args),
            "floor_unread": lambda: Msg(code="render.order_why.floor_unread", args=args),
            "roomy": lambda: Msg(code="render.order_why.roomy", args=args),
            "margin": lambda: Msg(code="render.order_why.margin", args=args),
            "pcie": lambda: Msg(code="render.order_why.pcie", args=args),
            "simpler": lambda: Msg(code="render.order_why.simpler", args=args),
            "cuda": lambda: Msg(code="render.order_why.cuda", args=args),
            "one_machine": lambda: Msg(code="render.order_why.one_machine", args=args),
            "fewer_gpus": lambda: Msg(code="render.order_why.fewer_gpus", args=args),
            "sooner": lambda: Msg(code="render.order_why.sooner", args=args),
            "tie": lambda: Msg(code="render.order_why.tie", args=args)}
    made = whys.get(rule)
    return made() if made else Msg(code="render.order_why.other", args=args)


def compact_direction(r: Recommendation, limit: int | None) -> Msg:
    """The compact answer's direction: "lowest first" when the shown rows rise in price (the tie said when a row moved
    inside it), else each lead that broke the order with the one rule that did it (tools.order_reason.order_leads);
    a cheaper plan the first row was put above, further down the full table, is named after "lowest first"."""
    rows = [OrderRow(candidate=row.candidate, key=row.key, hours=row.cost.cost.job_hours if rank_key(r) == "job" else None)
            for row in table_rows(r) if row.key is not None]
    shown = min(limit or len(rows), len(rows))
    f = order_facts(r)
    leads = [_lead_msg(r, lead, shown, f) for lead in order_leads(rows, shown, f)]
    if not in_price_order(r, limit):
        return Msg(code="render.order_leads", args={"leads": leads})
    keys = [row.key for row in rows[:shown]]
    strict = all(round(a, 2) <= round(b, 2) for a, b in zip(keys, keys[1:]))
    plain = Msg(code="render.lowest_first") if strict else Msg(code="render.lowest_first_tie", args={
        "tie": f.tie, "rule": tie_rule(rank_key(r), r.workload.max_nodes == 1)})  # how the tie was settled
    return Msg(code="render.parts", args={"parts": [plain, *leads]}) if leads else plain


def rank_note(r: Recommendation, lang: str, *, full: bool, limit: int | None = None) -> str:
    """What the order is. The full report names the figure in words; the short answer's header already names it
    (the ↑ column), so its note says only the direction, the tie window, billing and currency."""
    key = rank_key(r)
    cur = r.currency
    bill = billing_name(r.candidates[0].billing, lang) if r.candidates else billing_name(r.workload.billing, lang)
    tie = tie_window(r)
    rate = _rate_text(r, lang, always=full)
    if r.workload.priority == "fastest":
        return _fastest_note(key, lang, bill, cur, rate)
    way = _direction(r, lang, limit)
    rule = tie_rule(key, r.workload.max_nodes == 1).text(lang)
    if near_users_leads(r.workload, r.kind):  # the users' place breaks near-ties (tools.users_place)
        users = r.workload.users_region or []
        band = near_band(users)
        rule += (Msg(code="render.tie_rule.users", args={"users": place_words(users), "band": band}) if band is not None
                 else Msg(code="render.tie_rule.users_mainland")).text(lang)
    if not full:  # only the rules that ordered this table (tools.order_reason); every rule stays in the full answer
        return Msg(code="render.rank_note_compact", args={"way": compact_direction(r, limit), "bill": bill, "cur": cur,
                                                           "rate": f" · {rate}" if rate else ""}).text(lang)
    return Msg(code="render.rank_note_full", args={
        "by": Msg(code="render.key_rule", args={"key": key}), "way": way, "lowest": in_price_order(r, limit), "tie": tie,
        "rule": rule, "bill": bill, "cur": cur, "rate": rate}).text(lang)




def _fastest_note(key: str, lang: str, bill: str, cur: str, rate: str) -> str:
    """What a "fastest" table is ranked by (a speed-ordered table said "ranked by the hourly price")."""
    return Msg(code="render.fastest_note", args={"by": Msg(code="render.fastest_rule", args={"key": key}), "bill": bill,
                                                  "cur": cur, "rate": rate}).text(lang)


def tie_rule(key: str, one_node: bool) -> Msg:
    """How a tie is settled for this ranking key (tools.ranking.order: _simpler, _sooner for long jobs, _cheaper_hour),
    with tools.ranking's figures; held to one node, the hourly rule without its several-machines clause."""
    if key == "hourly" and one_node:
        return Msg(code="render.tie_rule.one_node")
    if key == "hourly":
        return Msg(code="render.tie_rule.hourly", args={"spread": SPREAD_BOTH_TOLERANCE})
    if key == "job":
        return Msg(code="render.tie_rule.job", args={"long_h": LONG_JOB_HOURS, "sooner": MUCH_SOONER,
                                                     "band": FEWER_FASTER_BAND, "margin": DEADLINE_ERROR})
    return Msg(code="render.tie_rule.per_mtok_train")


def ranked_table(r: Recommendation, lang: str, *, full: bool, limit: int | None = None) -> list[str]:
    """The ranked offers as a markdown table and, under it, the line that says what the order is."""
    header, rows = ranked_cells(r, lang, full=full, limit=limit)
    return _table(header, rows) + ["", rank_note(r, lang, full=full, limit=limit)]


def _money_or_dash(v: float | None, cur: str, digits: int) -> str:
    return money(v, cur, digits) if v is not None else "—"


def delta_text(before: Recommendation, after: Recommendation, lang: str) -> str:
    """"job $1.36 → $4.10; top pick lambda gpu_1x_a100 → aws p4d.24xlarge": the answer's figures that
    moved (tools.summary.delta), to follow a "changed:" line."""
    d: Delta = delta(before, after)
    key_name = Msg(code="render.key_name", args={"key": d.key}).text(lang)
    digits = 3 if d.key == "per_mtok_train" else 0 if d.key == "job" else 2
    parts = []
    rented = not after.workload.owned_gpus  # the user's own cards: no rental price moved (tools.recommend.owned_headline)
    if rented and d.comparable and d.key_before != d.key_after and d.key_after is not None:
        parts.append(f"{key_name} {_money_or_dash(d.key_before, d.currency, digits)} → "
                     f"{money(d.key_after, d.currency, digits)}")
    elif rented and d.key_after is not None:
        parts.append(f"{key_name} {money(d.key_after, d.currency, digits)}")
    if rented and d.key != "hourly" and d.comparable and d.hourly_before != d.hourly_after and d.hourly_after is not None:
        parts.append(Msg(code="render.delta_hourly", args={"before": _money_or_dash(d.hourly_before, d.currency, 2),
                                                           "after": money(d.hourly_after, d.currency, 2)}).text(lang))
    if d.hours_after and d.hours_before != d.hours_after:
        parts.append(Msg(code="render.delta_time", args={"before": duration_text(d.hours_before, lang),
                                                         "after": duration_text(d.hours_after, lang)}).text(lang))
    if d.pick_before != d.pick_after:
        moved = d.gpus_before != d.gpus_after
        parts.append(Msg(code="render.delta_pick", args={
            "before": (d.gpus_before if moved else d.pick_before) or "—",
            "after": (d.gpus_after if moved else d.pick_after) or "—"}).text(lang))
    filters = filters_only(before.workload, after.workload)
    if parts and d.memory_before and d.memory_after and d.memory_before != d.memory_after and filters:
        parts.append(Msg(code="conversation.because_filter", args={
            "fields": [Msg(code="conversation.filter_field", args={"field": f}) for f in filters],
            "before": gb(d.memory_before), "after": gb(d.memory_after)}).text(lang))
    elif parts and copies_moved(d):
        parts.append(Msg(code="conversation.because_copies", args={
            "ub": d.users_before, "ua": d.users_after, "rb": d.replicas_before, "ra": d.replicas_after,
            "wb": gb(d.weights_before), "wa": gb(d.weights_after), "kb": gb(d.kv_before), "ka": gb(d.kv_after),
            "before": gb(d.memory_before), "after": gb(d.memory_after)}).text(lang))
    elif parts and d.memory_before and d.memory_after and d.memory_before != d.memory_after:
        term = Msg(code="render.moved_most", args={"term": Msg(code="render.term_name", args={"term": d.term})}) \
            if d.term else None
        parts.append(Msg(code="render.because_one_copy", args={"before": gb(d.memory_before), "after": gb(d.memory_after),
                                                               "term": term}).text(lang))
    return Msg(code="render.parts", args={"parts": parts}).text(lang)


# what a copy of the work needs: a change here is a reason the memory moved; anything else is a filter on the machines
SIZING_FIELDS = frozenset({"model", "params_b", "precision", "seq_len", "concurrency", "kv_precision", "task", "lora_rank",
                           "batch_size", "prompt_tokens", "output_tokens", "gradient_checkpointing", "optimizer",
                           "framework", "zero_stage", "flash_attention", "target_tokens_per_s",
                           "target_tokens_per_s_per_user", "target_ttft_ms", "target_answer_s", "prefix_cache",
                           "documents", "batch_requests", "preference", "reference_precomputed", "thinking",
                           "thinking_use", "sessions_full", "agents"})


def filters_only(before: Workload, after: Workload) -> list[str]:
    """The fields a follow-up changed when none of them sizes a copy of the work (a provider, a region, a card, a
    budget, billing): the memory per copy then moved because another machine and layout were picked, and the
    "because" line names the filter, never the model's size ("only AWS" read as "one copy needs
    258.9 → 373.8 GB")."""
    a, b = before.model_dump(), after.model_dump()
    changed = [k for k in b if a.get(k) != b.get(k) and k not in ("language",)]
    return [] if not changed or any(k in SIZING_FIELDS for k in changed) else changed




MAX_BESIDE = 2


# the owned cards' electricity (tools.recommend.owned_power_of): a month around the clock, or a sized job's
OWNED_POWER_LINES = ("recommend.owned.power", "recommend.owned.power_job")


def power_lines(r: Recommendation, lang: str) -> list[str]:
    """The user's own cards' electricity, said on a line of its own under the headline (what owned cards cost is their
    power: "电费一个月多少" was answered only inside "what would change the answer", or not at all)."""
    return [m.text(lang).rstrip(SENTENCE_ENDS) for m in r.beside_pick if m.code in OWNED_POWER_LINES]


def levers(r: Recommendation, lang: str) -> list[str]:
    """What would change the answer, from the answer's own fields: the recommender's priced levers (at most
    MAX_BESIDE of `beside_pick`), the cheaper minimum tier, the roomier comfortable tier, spot on the same machine
    (training), and the fact that would give a job cost. Phrases without a list mark: the short answer joins them
    into one line."""
    out = [m.text(lang).rstrip(SENTENCE_ENDS) for m in r.beside_pick[:MAX_BESIDE]]  # the recommender's priced levers, near ties
    # the owned cards' power is what they cost a month: never cut by the count ("can our 2 × L40S run it?" lost it)
    out += [m.text(lang).rstrip(SENTENCE_ENDS) for m in r.beside_pick[MAX_BESIDE:]
            if m.code in OWNED_POWER_LINES]
    return out + tier_levers(r, lang) + _other_levers(r, lang)


def tier_levers(r: Recommendation, lang: str, *, why: bool = True) -> list[str]:
    """The cheaper minimum and roomier comfortable tiers as levers ("minimum 1 × A800 …, $1.08/h — why"); `why` False:
    the note's first clause only ("the safe plan at the stated load and context"), the compact answer's short form;
    the whole note stays in the full answer."""
    out: list[str] = []
    rec_t = next((x for x in r.spec_range if x.tier == "recommended"), None)
    for x in r.spec_range:
        if x.tier == "recommended" or x.price_per_hour is None:
            continue
        if rec_t is not None and (x.gpu, x.count, x.instance) == (rec_t.gpu, rec_t.count, rec_t.instance):
            continue
        what = f"{x.count} × {x.gpu or x.gpu_memory_gb}" + (f" ({tier_layout(x, lang)}{tier_machines(x, lang)})"
                                                            if x.instance else "")
        price = money(x.price_per_hour.amount, x.price_per_hour.currency)
        per = Msg(code="render.h").text(lang)
        job = ""
        if x.train_hours and x.job_cost:  # a timed tier says its job too: the floor's hour alone hides a dearer job
            job = ", " + Msg(code="render.tier_job", args={
                "took": duration_text(wall_hours(x.train_hours), lang),
                "money": money(x.job_cost.amount, x.job_cost.currency)}).text(lang)
        note = x.note.text(lang) if x.note else ""
        # the short form keeps its first clause (what the tier is for), and a missed deadline: never a plan for this job
        miss = x.note is not None and x.note.code == "tiers.misses_deadline"
        note = note if why or miss else note.split("; ")[0].split("；")[0]
        if not why and x.note is not None and x.note.code == "tiers.lean_qlora_floor":
            # a floor held only as Unsloth's recipe runs it keeps that assumption: under HF/PEFT it does not hold
            held = x.note.args.get("note")
            inner = (held.text(lang) if isinstance(held, Msg) else str(held or "")).split("; ")[0].split("；")[0]
            note = Msg(code="tiers.lean_qlora_floor_short", args={"note": inner}).text(lang)
        out.append(f"{t(x.tier, lang)}{t('tier_colon', lang)}{what}, {price}{per}{job}" + (f" — {note}" if note else ""))
    return out


def _other_levers(r: Recommendation, lang: str) -> list[str]:
    """Spot on the same machine (training), and the fact that would give a job cost."""
    out: list[str] = []
    w = r.workload
    if r.candidates and r.cost_table and w.task not in (None, "inference") and r.candidates[0].billing == "on_demand":
        spot = r.cost_table[0].cost.hourly_spot
        if spot is not None:
            out.append(Msg(code="render.spot_the_same_machine", args={"money": money(spot, r.currency)}).text(lang))
    if rank_key(r) == "per_mtok_train":
        out.append(Msg(code="render.state_the_data_size").text(lang))
    return out


MAX_COMPACT_LEVERS = 2  # the compact answer's "What would change it": two short levers; the rest in the full answer


def short_lever(m: Msg, lang: str) -> str:
    """One lever of the recommender's as the compact answer says it: its plan, its price and whether it keeps the
    stated limits, without the how-to the full answer keeps (a precision lever's label without its engine flags — its
    "why the dearer pick leads" stays: it says whether the lever keeps the stated speed or precision; the full-context
    floor plan without the plan it passed over); other levers as they are."""
    a = m.args
    if m.code == "recommend.lever_the_pick_at":
        label = a.get("label")
        code = label.code if isinstance(label, Msg) else None
        short = (Msg(code="render.lever_label.fp8_weights") if code == "recommend.fp8_weights_the_models" else
                 Msg(code="render.lever_label.fp8_kv") if code == "recommend.an_fp8_kv_cache" else label)
        return Msg(code=m.code, args={**a, "label": short}).text(lang)
    if m.code == "recommend.serving_floor_first":
        return Msg(code="render.lever_floor_first_short", args=a).text(lang)
    return m.text(lang)




def compact_levers(r: Recommendation, lang: str, power: list[str]) -> list[str]:
    """The compact answer's levers: the recommender's priced levers, then the tiers without their notes, then spot and
    the data size, MAX_COMPACT_LEVERS of them, each short (short_lever); every lever stays in the full answer."""
    if kept_in_office(r):
        return [x for x in quota_levers(r, lang) if x not in power]
    beside = [short_lever(m, lang).rstrip(SENTENCE_ENDS) for m in r.beside_pick[:MAX_BESIDE]
              if m.code not in OWNED_POWER_LINES]
    return (beside + tier_levers(r, lang, why=False) + _other_levers(r, lang))[:MAX_COMPACT_LEVERS]


def tier_machines(x: SpecTier, lang: str, quote: bool = True) -> str:
    """A tier's machines: "gcp `g2-standard-96`", or for several of one type "2 × simplepod `gpu_1x…` (1 × RTX PRO
    6000 each)" ("2 × simplepod `gpu_1x…`" beside "2 × RTX PRO 6000" read as four cards)."""
    base = f"{x.provider} `{x.instance}`" if quote else f"{x.provider} {x.instance}"
    if x.instances > 1 and x.gpus_per_machine is not None:
        return fleet(base, x.instances, x.gpus_per_machine, x.gpu or f"{x.gpu_memory_gb:g} GB").text(lang)
    return (f"{x.instances} × " if x.instances > 1 else "") + base


def tier_layout(x: SpecTier, lang: str) -> str:
    """A tier's serving layout before its machines ("4 replicas × 1 GPU, " or "TP 4, "), so a tier on the same cards as
    a lever's plan cannot read as the same plan (4 one-GPU copies beside "4 × A40, TP 4")."""
    parts = []
    if x.replicas > 1 and x.layout is not None:
        parts.append(Msg(code="recommend.layout.replicas", args={"replicas": x.replicas, "gpus": x.layout.num_gpus}).text(lang))
    if x.layout is not None and x.layout.tp > 1:
        parts.append(f"TP {x.layout.tp}")
    return "".join(p + t("comma", lang) for p in parts)


def warnings(r: Recommendation, lang: str) -> list[str]:
    """Only what fired: constraints not met as stated, triggered pitfalls, compatibility warnings and errors."""
    out = [line for line, c in zip(constraint_lines(r, lang), r.constraints) if c.status != "honoured"]
    out += [f"- ⚠️ **{p.title.text(lang)}**{t('colon', lang)}{p.why.text(lang)}" for p in r.pitfalls if p.triggered]
    icon = {"warning": "⚠️", "error": "❌"}
    out += [f"- {icon[c.level]} {c.message.text(lang)}" for c in r.compatibility if c.level in icon]
    return out


MAX_WARNINGS = 4


def compat_lines(r: Recommendation, lang: str) -> list[str]:
    """The warnings() lines that are the picked card's own compatibility checks (engine, precision on this card)."""
    icon = {"warning": "⚠️", "error": "❌"}
    return [f"- {icon[c.level]} {c.message.text(lang)}" for c in r.compatibility if c.level in icon]


def first_warnings(warn: list[str], plan_notes: list[str], limit: int, stated: list[str] | None = None) -> list[str]:
    """The `limit` warnings the short answer shows, in their order: a stated constraint not met as stated (`stated`:
    "❌ first token 10 s" on a new 67k-token contract, "⚠️ 67,000 context (adjusted): YaRN") always, then the plan's own
    compatibility lines (how to run it on this card: "vLLM on T4 …", "no BF16, runs FP16") over generic pitfall lines,
    which stay in the full answer (a T4 plan's engine note was cut behind four pitfalls while a V100 plan's, with two,
    was shown; a refused first-token limit was cut behind four engine notes)."""
    must = [w for w in warn if w in (stated or [])]
    limit = max(limit - len(must), 0)
    keep = must + [w for w in warn if w in plan_notes and w not in must][:limit]
    limit += len(must)
    rest = [w for w in warn if w not in keep][:limit - len(keep)]
    return [w for w in warn if w in keep or w in rest]
SHORT_ROWS = 3
MAX_NOTHING = 5  # the plan that works, routes computed, up to three nearest misses


@dataclass
class ShortAnswer:
    """The short answer's parts, in Simplified for Chinese (the caller converts once): the terminal's
    markdown (`short_markdown`) and Slack's blocks (advisor.slack.blocks) are two drawings of this one thing,
    so they cannot drift apart."""

    lead: str | None  # the workload line and, on a follow-up, what changed; engine notes as "> " lines
    headline: str
    asked: list[str]  # constraints that are the question itself ("on my 24GB card?"), as "- ✅ …" lines
    honoured: str | None  # the other stated constraints that hold, by their labels, one line
    scope: str | None
    table: tuple[list[str], list[list[str]]] | None  # the top rows: header and cells, the ranking figure first
    note: str | None  # what the order is
    nothing: list[str]  # why nothing fits: "- …" lines, when there is no table
    levers: str | None  # what would change the answer, one line
    warnings: list[str]  # only what fired, "- ⚠️ …" lines, at most MAX_WARNINGS and a "… n more" line
    more: str  # where the rest is
    nothing_title: str = ""  # the title over `nothing` (nothing_title)
    power: list[str] = field(default_factory=list)  # the owned cards' electricity, its own line, never a lever
    where: str | None = None  # where to rent for the users' place (Recommendation.where), one line


def levers_label(lang: str) -> str:
    return Msg(code="render.what_would_change_it").text(lang)


def quota_levers(r: Recommendation, lang: str) -> list[str]:
    """The levers of a recurring batch the user's own cards miss (advisor.core.service._quota_levers: 4-bit weights,
    the same-size model without thinking, each with its hours a period) and the owned cards' power (what they cost a
    month, tools.recommend.owned_power): said even where the data stays on site, since they are about those same
    cards, not rentals."""
    return [m.text(lang).rstrip(SENTENCE_ENDS) for m in r.beside_pick
            if m.code == "owned_wall.lever" or m.code in OWNED_POWER_LINES]  # the cards' power: no rental, said too


def _stale_lead(r: Recommendation, lang: str) -> list[str]:
    """The lead row's price date when it is over a year old (tools.price_age.stale_lead): said first under the table."""
    from tools.price_age import stale_lead

    top = r.candidates[0] if r.candidates else None
    # the day the answer is read on: the clock is read here, at the edge (tools/ reads none)
    msg = stale_lead(top.as_of, provider_name(top.provider, lang), _dt.date.today()) \
        if top is not None and not kept_in_office(r) else None
    return [f"- {msg.text(lang)}"] if msg is not None else []


def short_answer(r: Recommendation, lang: str, lead: str | None = None) -> ShortAnswer:
    """The parts of the short answer (see ShortAnswer), from the Recommendation's fields."""
    power = power_lines(r, lang)
    lv = compact_levers(r, lang, power)
    asked = constraint_lines(r, lang, ANSWER_CONSTRAINTS)
    head = headline(r.model_copy(update={"language": lang}))
    warn = [w for w in warnings(r, lang) if w not in asked]
    if len(warn) > MAX_WARNINGS:
        more = len(warn) - MAX_WARNINGS
        unmet = [line for line, c in zip(constraint_lines(r, lang), r.constraints) if c.status != "honoured"]
        shown = first_warnings(warn, compat_lines(r, lang), MAX_WARNINGS, unmet)
        more = len(warn) - len(shown)
        warn = shown + [Msg(code="render.more_in_the_full", args={"more": more}).text(lang)]
    warn = _stale_lead(r, lang) + warn
    nothing = []
    if not r.candidates and (r.nothing_fits or r.rejected):  # tools.recommend keeps nothing_fits short (≤ 3 misses)
        nothing = [f"- {m.text(lang)}" for m in r.nothing_fits if m.text(lang) not in head][:MAX_NOTHING] or \
            rejected_lines(r, lang)[:2]
    held = [(c.label.text(lang) if c.label else c.stated) for c in r.constraints
            if c.status == "honoured" and c.name not in ANSWER_CONSTRAINTS]
    rows_shown = bool(r.candidates) and not kept_in_office(r)
    return ShortAnswer(
        lead=lead or None, headline=head, asked=asked,
        honoured=(f"✅ {t('honoured', lang)}{t('colon', lang)}" + " · ".join(held)) if held else None,
        scope=r.scope.text(lang) if r.scope is not None else None,
        table=ranked_cells(r, lang, full=False, limit=SHORT_ROWS) if rows_shown else None,
        note=rank_note(r, lang, full=False, limit=SHORT_ROWS) if rows_shown else None,
        nothing=nothing, levers=t("semicolon", lang).join(lv) or None, power=power,
        warnings=warn, nothing_title=nothing_title(r, lang),
        more=Msg(code="render.full_answer_memory_tiers").text(lang),
        where=r.where.text(lang) if r.where is not None and (rows_shown or _lead_where(r)) else None)


def to_short_markdown(r: Recommendation, lang: str | None = None, *, hk: bool = False, lead: str | None = None) -> str:
    """The default answer (10–15 lines): the headline, the top 3 rows, what would change the answer, and
    only the warnings that fire; `--full` / "details" gives the whole report (`to_markdown`)."""
    lang = lang or r.language
    return to_script(short_markdown(short_answer(r, lang, lead), lang), lang, hk)


def fleet_short_markdown(r: Recommendation, lang: str, fleet: Msg, *, lead: str | None = None, hk: bool = False) -> str:
    """The short answer of isolated tenants (advisor.core.tenant_note): the fleet's headline and its rows (whole
    machines that hold every tenant's MIG slice, priced an hour and a month), in place of one tenant's plan and its
    levers; the warnings that fire stay."""
    a = fleet.args
    listed = a.get("options")
    opts = [o for o in listed if isinstance(o, Msg)] if isinstance(listed, list) else []
    head = [Msg(code="tenants.head_per_hour").text(lang), Msg(code="tenants.head_offer").text(lang),
            Msg(code="tenants.head_month").text(lang), Msg(code="tenants.head_per_user").text(lang)]
    cur = str(a.get("currency") or "USD")
    rows = [[str(i), money(float(str(o.args["per_hour"])), cur), o.text(lang), money(float(str(o.args["month"])), cur, 0),
             f"{o.args['tps']:,.0f} tok/s"] for i, o in enumerate(opts, 1)]
    s = replace(short_answer(r, lang, lead), headline=Msg(code="tenants.headline", args=a).text(lang),
                table=(["#", *head], rows) if rows else None, levers=None,
                note=Msg(code="tenants.order", args={"cards": a.get("cards"), "currency": cur,
                                                     "per_usd": a.get("per_usd")}).text(lang))
    return to_script(short_markdown(s, lang), lang, hk)


def short_markdown(s: ShortAnswer, lang: str) -> str:
    """No title (the workload line and the headline already name the model and the task); one list under the
    table: the order, what would change the answer, the warnings that fire, where the rest is."""
    out = [s.lead, ""] if s.lead else []
    out += ["**" + s.headline + "**", ""]
    out += s.asked + [""] if s.asked else []
    out += [f"> {s.scope}", ""] if s.scope else []
    if s.table is not None:
        out += _table(*s.table) + [""]
    elif s.nothing:
        out += [f"**{s.nothing_title or t('nothing', lang)}**", *s.nothing, ""]
    foot = [f"- {s.note}"] if s.note else []
    foot += [f"- {s.honoured}"] if s.honoured else []
    foot += [f"- {s.where}"] if s.where else []
    foot += [f"- {x}" for x in s.power]
    foot += [f"- **{levers_label(lang)}** {s.levers}"] if s.levers else []
    return "\n".join(out + foot + s.warnings + [f"- {s.more}"])


def comparison_markdown(comp: Any, lang: str) -> str:
    """A tools.compare.Comparison as one column per option: fits, GPUs, the machine, $/h, the ranking
    figure, job cost or cost per 1 M tokens, per-user or training speed, time."""
    cur = comp.currency
    opts = comp.options
    yes, no = Msg(code="render.fits_yes").text(lang), Msg(code="render.fits_no").text(lang)
    unpriced = Msg(code="render.fits_unpriced").text(lang)
    rows = [[Msg(code="render.fits").text(lang), *[yes if o.fits else unpriced if o.holds_unpriced else no
                                                   for o in opts]],
            [t("count", lang), *[o.gpus or "—" for o in opts]],
            [Msg(code="render.offer").text(lang),
             *[f"{provider_name(o.provider, lang)} `{o.instance}`" if o.fits else "—" for o in opts]],
            [t("price_h", lang), *[_money_or_dash(o.price_per_hour, cur, 2) for o in opts]]]
    keys = {o.key for o in opts}
    if "job" in keys:
        rows.append([t("job", lang), *[_money_or_dash(o.job_cost, cur, 0) for o in opts]])
    if keys - {"job"}:
        rows.append([Msg(code="render.per_m_tokens").text(lang),
                     *[_money_or_dash(o.cost_per_million_tokens, cur, 3) for o in opts]])
    if any(o.month for o in opts):
        rows.append([Msg(code="render.a_month_row").text(lang), *[_money_or_dash(o.month, cur, 0) for o in opts]])
    if any(o.year_on_demand for o in opts):  # a commitment asked, on-demand prices only
        rows.append([Msg(code="render.year_on_demand").text(lang),
                     *[_money_or_dash(o.year_on_demand, cur, 0) for o in opts]])
    if any(o.per_user_tokens_per_s for o in opts):
        rows.append([Msg(code="render.per_user_speed").text(lang),
                     *[f"{o.per_user_tokens_per_s:,.0f} tok/s" if o.per_user_tokens_per_s else "—" for o in opts]])
    if any(o.train_tokens_per_s for o in opts):
        rows.append([Msg(code="render.training_speed").text(lang),
                     *[f"{o.train_tokens_per_s:,.0f} tok/s" if o.train_tokens_per_s else "—" for o in opts]])
    if any(o.hours for o in opts):
        rows.append([t("duration", lang), *[duration_text(o.hours, lang) for o in opts]])
    if any(o.gpu_hours for o in opts):  # an unpriced job still has its GPU-hours: the quote × them is its cost
        rows.append([Msg(code="render.job_gpu_hours").text(lang),
                     *[f"{o.gpu_hours:,.0f}" if o.gpu_hours else "—" for o in opts]])
    rows.append([t("est", lang), *[gb(o.per_gpu_bytes, 1) if o.per_gpu_bytes else "—" for o in opts]])
    out = ["## " + Msg(code="render.side_by_side").text(lang), ""] + _table(["", *[o.label for o in opts]], rows) + [""]
    if comp.cheapest is not None:
        best = opts[comp.cheapest].label
        out.append(Msg(code="render.cheapest_by", args={"by": Msg(code="render.key_rule", args={"key": opts[0].key}),
                                                        "best": best}).text(lang))
    elif not comp.comparable:
        out.append(Msg(code="render.the_options_are_ranked").text(lang))
    fewest = next((o for o in opts if o.quote_share == 1), None)
    for o in opts:
        if fewest is not None and o.quote_share is not None and o is not fewest:
            out.append(Msg(code="render.quote_share", args={"label": o.label, "best": fewest.label,
                                                            "gh": o.gpu_hours, "best_gh": fewest.gpu_hours,
                                                            "share": o.quote_share}).text(lang))
    for o in opts:
        if o.holds_unpriced:
            out.append(Msg(code="render.holds_unpriced", args={"label": o.label}).text(lang))
        elif not o.fits and o.why_not:
            out.append(Msg(code="render.why_not", args={"label": o.label, "why": o.why_not[0].text(lang)}).text(lang))
    out.append("")
    out.append(Msg(code="render.same_recommender_same_catalog").text(lang))
    return "\n".join(out)
