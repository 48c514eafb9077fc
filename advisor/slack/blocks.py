"""Block Kit for Slack: pure functions from a Reply / Recommendation to blocks, within Slack's limits
(50 blocks, 3,000 characters per section, 150 per header, one table of ≤ 100 rows, 12,000 for a
markdown block)."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.render import billing_name, constraint_lines, headline, rejected_lines, t, task_name
from advisor.core.script import convert_tree, is_zh
from advisor.core.units import duration_text, gb, money
from tools.defaults import serves
from tools.schema import Recommendation

MAX_BLOCKS = 50
MAX_SECTION = 3000
MAX_HEADER = 150
MAX_MARKDOWN = 11000
TABLE_ROWS = 6  # header + top 5

BUTTONS = [
    ("export_markdown", "Export markdown", "导出 Markdown"),
    ("cheaper_spot", "Cheaper (spot)", "更便宜（竞价）"),
    ("explain", "Explain", "解释"),
    ("start_over", "Start over", "重新开始"),
]


def _cut(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def escape(text: str) -> str:
    """Slack's three control characters, so catalog or price-sheet text can never mention a channel
    (`<!here>`) or disguise a link (Slack: "Escaping text"). A `>` that opens a markdown quote stays."""
    text = text.replace("&", "&amp;").replace("<", "&lt;")
    return re.sub(r"(?<!^)(?<!\n)>", "&gt;", text)


def md_to_mrkdwn(md: str) -> str:
    """Standard markdown → Slack mrkdwn for section text (bold, headings, links)."""
    s = re.sub(r"^#{1,6}\s*(.+)$", r"*\1*", md, flags=re.M)
    s = re.sub(r"\*\*(.+?)\*\*", r"*\1*", s)
    s = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"<\2|\1>", s)
    return s


def actions_block(key: str, lang: str, extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    elements = [{"type": "button", "action_id": aid, "value": key,
                 "text": {"type": "plain_text", "text": zh if is_zh(lang) else en}} for aid, en, zh in BUTTONS]
    elements += extra or []
    return {"type": "actions", "block_id": "advisor_actions", "elements": elements}


def post_button(key: str, lang: str) -> dict[str, Any]:
    """*Post to channel* on a private (/gpu-advisor) answer."""
    from advisor.core.script import to_script

    label = to_script("发到频道", lang) if is_zh(lang) else "Post to channel"
    return {"type": "button", "action_id": "post_to_channel", "value": key, "style": "primary",
            "text": {"type": "plain_text", "text": label}}


def answer_blocks(rec: Recommendation, key: str, *, lang: str | None = None, note: str | None = None,
                  extra_buttons: list[dict[str, Any]] | None = None, lead: str | None = None,
                  hk: bool = False) -> list[dict[str, Any]]:
    """The answer as blocks. `lead` (the workload line, and on a follow-up what changed) comes right
    under the header, so a thread reply says what it applied before anything else. Chinese is converted
    to Traditional once, at the end, when `lang` is "zh-Hant"."""
    lang = lang or rec.language
    blocks = _answer_blocks(rec, key, lang, note, extra_buttons, lead)
    return convert_tree(blocks, lang, hk)


def _answer_blocks(rec: Recommendation, key: str, lang: str, note: str | None, extra_buttons: list[dict[str, Any]] | None,
                   lead: str | None) -> list[dict[str, Any]]:
    r = rec.model_copy(update={"language": lang})
    sep = "：" if is_zh(lang) else ": "
    blocks: list[dict[str, Any]] = [
        {"type": "header", "text": {"type": "plain_text", "text": _cut(
            f"{t('title', lang)}{sep}{r.model} {task_name(r.workload.task, lang)}", MAX_HEADER)}},
    ]
    if lead:
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(md_to_mrkdwn(escape(lead)), MAX_SECTION)}})
    blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(escape(headline(r)), MAX_SECTION)}})
    if note:
        blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": _cut(md_to_mrkdwn(escape(note)), 2000)}]})
    if r.constraints:
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(escape(
            f"*{t('constraints', lang)}*\n" + "\n".join(constraint_lines(r, lang))), MAX_SECTION)}})
    if r.spec_range:
        lines = [f"*{t('spec', lang)}*"] + [_tier_line(x, lang) for x in r.spec_range]
        if r.per_gpu is not None:
            d = r.per_gpu.as_dict()
            keys = ("weights", "gradients", "optimizer", "activations", "kv_cache")
            parts = ", ".join(f"{t(k, lang).split(' (')[0]} {gb(d[k])}" for k in keys if d[k])
            lines.append(f"{t('memory', lang)}: {parts}; {t('total', lang)} *{gb(d['total'])}*")
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(escape("\n".join(lines)), MAX_SECTION)}})
    if r.candidates:
        cur = r.currency
        head = ["#", t("provider", lang), t("instance", lang), t("gpu", lang), t("od", lang), t("spot", lang),
                t("mtok", lang) if serves(r.workload.task) else t("pergpu", lang), t("score", lang)]
        rows = [[{"type": "raw_text", "text": h} for h in head]]
        for i, (c, cr) in enumerate(zip(r.candidates[: TABLE_ROWS - 1], r.cost_table), start=1):
            cl = cr.cost
            last = money(cl.cost_per_million_tokens, cur, 3) if serves(r.workload.task) else money(cl.per_gpu_hour, cur)
            cells = [str(i), c.provider, c.instance + (f" ×{c.instances}" if c.instances > 1 else ""), f"{cr.gpus:g}× {c.gpu}",
                     money(cl.hourly_on_demand, cur), money(cl.hourly_spot, cur), last, f"{c.score:.2f}"]
            rows.append([{"type": "raw_text", "text": _cut(x, 200)} for x in cells])
        blocks.append({"type": "table", "rows": rows,
                       "column_settings": [{"align": "right"}] + [{"align": "left"}] * 3 + [{"align": "right"}] * 4})
        blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": _cut(escape(
            f"{billing_name(r.candidates[0].billing, lang)} · {cur} · 1 USD = "
            + (f"{r.per_usd:g} {cur}" if r.per_usd else f"{r.usd_cny:g} CNY") + " · "
            f"{t('asof', lang)} {r.as_of_text(lang)}"), 2000)}]})
    if r.nothing_fits or (r.rejected and not r.candidates):
        reasons = [f"• {m.text(lang)}" for m in r.nothing_fits] + ["•" + x[1:] for x in rejected_lines(r, lang)]
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(escape(
            f"*{t('nothing', lang)}*\n" + "\n".join(reasons)), MAX_SECTION)}})
    hits = [p for p in r.pitfalls if p.triggered]
    if hits:
        text = f"*{t('pitfalls', lang)}*\n" + "\n".join(
            f":warning: *{p.id}. {p.title.text(lang)}* — {p.why.text(lang)}" for p in hits)
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(md_to_mrkdwn(escape(text)), MAX_SECTION)}})
    errors = [c for c in r.compatibility if c.level in ("error", "warning")]
    if errors:
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": _cut(escape(
            f"*{t('compat', lang)}*\n" + "\n".join(f":x: {c.message.text(lang)}" for c in errors)), MAX_SECTION)}})
    blocks.append(actions_block(key, lang, compare_button(r, key, lang) + (extra_buttons or [])))
    return blocks[:MAX_BLOCKS]


def compare_button(rec: Recommendation, key: str, lang: str) -> list[dict[str, Any]]:
    """*Compare GPUs* when the ranking holds two GPU types (its click compares them: listeners.on_compare)."""
    from advisor.slack.texts import compare_label, compare_message

    if compare_message(rec) is None:
        return []
    return [{"type": "button", "action_id": "compare_gpus", "value": key,
             "text": {"type": "plain_text", "text": compare_label("zh" if is_zh(lang) else "en")}}]


def _tier_line(x: Any, lang: str) -> str:
    s = f"• {t(x.tier, lang)}: {x.count} × {x.gpu or ', '.join(x.examples[:3])} {x.gpu_memory_gb:g} GB"
    if x.price_per_hour is not None:
        s += f" — {x.provider} {x.instance}".rstrip() + f", {money(x.price_per_hour.amount, x.price_per_hour.currency)}/h"
        if x.train_hours:
            s += f", {duration_text(x.train_hours, lang)}"
        if x.job_cost is not None:
            s += f", {t('job', lang)} {money(x.job_cost.amount, x.job_cost.currency, 0)}"
    return s + f" — {gb(x.per_gpu_bytes)} / GPU"


def text_blocks(markdown: str, key: str | None = None, lang: str = "en", with_actions: bool = False) -> list[dict[str, Any]]:
    """Questions, help, explanations: one markdown block (standard markdown, ≤ 12,000 chars); the text
    arrives already in the answer's script."""
    blocks: list[dict[str, Any]] = [{"type": "markdown", "text": _cut(escape(markdown), MAX_MARKDOWN)}]
    if with_actions and key:
        blocks.append(actions_block(key, lang))
    return blocks
