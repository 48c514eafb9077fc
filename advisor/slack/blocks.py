"""Block Kit for Slack: pure functions from a Reply / Recommendation to blocks, within Slack's limits
(50 blocks, 3,000 characters per section, 150 per header, one table of ≤ 100 rows, 12,000 for a
markdown block)."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.render import (
    constraint_lines,
    headline,
    levers_label,
    nothing_title,
    rank_note,
    ranked_cells,
    rejected_lines,
    short_answer,
    t,
    task_name,
)
from advisor.core.script import convert_tree, is_zh
from advisor.core.units import duration_text, gb, money
from tools.schema import Recommendation

MAX_BLOCKS = 50
MAX_SECTION = 3000
MAX_HEADER = 150
MAX_MARKDOWN = 11000

BUTTONS = [
    ("export_markdown", "Export markdown", "导出 Markdown"),
    ("cheaper_spot", "Cheaper?", "更便宜？"),  # spot, QLoRA, a smaller card…: each lever priced (the id stays)
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


def actions_block(key: str, lang: str, extra: list[dict[str, Any]] | None = None, *, first: bool = False) -> dict[str, Any]:
    """The answer's buttons; `extra` after the standard four, or before them when `first` (*Show details*)."""
    elements = [{"type": "button", "action_id": aid, "value": key,
                 "text": {"type": "plain_text", "text": zh if is_zh(lang) else en}} for aid, en, zh in BUTTONS]
    elements = (extra or []) + elements if first else elements + (extra or [])
    return {"type": "actions", "block_id": "advisor_actions", "elements": elements}


def post_button(key: str, lang: str) -> dict[str, Any]:
    """*Post to channel* on a private (/gpu-advisor) answer."""
    from advisor.core.script import to_script

    label = to_script("发到频道", lang) if is_zh(lang) else "Post to channel"
    return {"type": "button", "action_id": "post_to_channel", "value": key, "style": "primary",
            "text": {"type": "plain_text", "text": label}}


def answer_blocks(rec: Recommendation, key: str, *, lang: str | None = None, note: str | None = None,
                  extra_buttons: list[dict[str, Any]] | None = None, lead: str | None = None,
                  hk: bool = False, full: bool = False) -> list[dict[str, Any]]:
    """The answer as blocks: by default the short answer, the same parts as the terminal's
    (advisor.core.render.short_answer) with a *Show details* button; `full` is the whole report (the
    click on *Show details*, or "details"). `lead` (the workload line, and on a follow-up what changed)
    comes first, so a thread reply says what it applied before anything else. Chinese is converted to
    Traditional once, at the end, when `lang` is "zh-Hant"."""
    lang = lang or rec.language
    build = _full_blocks if full else _short_blocks
    return convert_tree(build(rec, key, lang, note, extra_buttons, lead), lang, hk)


def _section(text: str, limit: int = MAX_SECTION) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": _cut(text, limit)}}


def _context(text: str) -> dict[str, Any]:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": _cut(text, 2000)}]}


def _mrkdwn(md: str) -> str:
    """Markdown lines (bold, "- " items, `code`) as escaped Slack mrkdwn with "•" bullets."""
    return md_to_mrkdwn(escape(re.sub(r"^- ", "• ", md, flags=re.M)))


def _table(header: list[str], rows: list[list[str]], align: list[str]) -> dict[str, Any]:
    """Slack's table block (one per message, ≤ 100 rows); cells are raw text, so the markdown's code marks go."""
    cells = [[{"type": "raw_text", "text": _cut(x.replace("`", ""), 200)} for x in row] for row in [header, *rows]]
    return {"type": "table", "rows": cells[:100], "column_settings": [{"align": a} for a in align]}


def _align(header: list[str], lang: str) -> list[str]:
    """Numbers right; the offer, the region and the marks left (the column order of render.ranked_cells)."""
    return ["left" if i == 2 or i == len(header) - 1 or h == t("region", lang) else "right" for i, h in enumerate(header)]


def _short_blocks(rec: Recommendation, key: str, lang: str, note: str | None, extra_buttons: list[dict[str, Any]] | None,
                  lead: str | None) -> list[dict[str, Any]]:
    r = rec.model_copy(update={"language": lang})
    s = short_answer(r, lang, lead)
    blocks: list[dict[str, Any]] = [_section(_mrkdwn(s.lead))] if s.lead else []
    blocks.append(_section(f"*{escape(s.headline)}*"))
    if note:
        blocks.append(_context(_mrkdwn(note)))
    above = s.asked + ([f"> {s.scope}"] if s.scope else [])
    if s.nothing:
        above += [f"*{s.nothing_title or t('nothing', lang)}*", *s.nothing]
    if above:
        blocks.append(_section(_mrkdwn("\n".join(above))))
    if s.table is not None:
        blocks.append(_table(*s.table, align=_align(s.table[0], lang)))
        blocks.append(_context(escape(s.note or "") + f" · {t('asof', lang)} {escape(r.as_of_text(lang) or '—')}"))
    foot = ([f"- {s.honoured}"] if s.honoured else []) + ([f"- {s.where}"] if s.where else []) + \
        [f"- {x}" for x in s.power] + \
        ([f"- **{levers_label(lang)}** {s.levers}"] if s.levers else []) + s.warnings
    if foot:
        blocks.append(_section(_mrkdwn("\n".join(foot))))
    buttons = [details_button(key, lang)] + compare_button(r, key, lang) + (extra_buttons or [])
    blocks.append(actions_block(key, lang, buttons, first=True))
    return blocks[:MAX_BLOCKS]


def details_button(key: str, lang: str) -> dict[str, Any]:
    """*Show details*: the whole report of this answer (listeners: "details" in the conversation)."""
    from advisor.core.script import to_script

    label = to_script("查看详情", lang) if is_zh(lang) else "Show details"
    return {"type": "button", "action_id": "show_details", "value": key,
            "text": {"type": "plain_text", "text": label}}


def _full_blocks(rec: Recommendation, key: str, lang: str, note: str | None, extra_buttons: list[dict[str, Any]] | None,
                 lead: str | None) -> list[dict[str, Any]]:
    """The whole report, as `render.to_markdown` has it, in Slack's shapes: one table (the ranked offers, every
    column but the score), the memory and the tiers as lines, every pitfall checked, host, plan, assumptions."""
    r = rec.model_copy(update={"language": lang})
    sep = "：" if is_zh(lang) else ": "
    blocks: list[dict[str, Any]] = [
        {"type": "header", "text": {"type": "plain_text", "text": _cut(
            f"{t('title', lang)}{sep}{r.model} {task_name(r.workload.task, lang, r.workload.preference)}", MAX_HEADER)}},
    ]
    if lead:
        blocks.append(_section(_mrkdwn(lead)))
    blocks.append(_section(escape(headline(r))))
    if note:
        blocks.append(_context(_mrkdwn(note)))
    beside = [f"> {m.text(lang)}" for m in r.beside_pick] + ([f"> {r.scope.text(lang)}"] if r.scope else [])
    if beside:
        blocks.append(_section(_mrkdwn("\n".join(beside))))
    if r.constraints:
        blocks.append(_section(_mrkdwn(f"*{t('constraints', lang)}*\n" + "\n".join(constraint_lines(r, lang)))))
    if r.spec_range:
        blocks.append(_section(escape("\n".join(_spec_lines(r, lang)))))
    if r.candidates:
        header, rows = ranked_cells(r, lang, full=True)
        blocks.append(_table(header, rows, _align(header, lang)))
        asof = escape(r.as_of_text(lang) or "—")
        blocks.append(_context(escape(rank_note(r, lang, full=True)) + f" · {t('asof', lang)} {asof}"))
    if r.nothing_fits or r.rejected:
        title = nothing_title(r, lang) if r.nothing_fits or not r.candidates else t("rejected", lang)
        reasons = [f"- {m.text(lang)}" for m in r.nothing_fits] + rejected_lines(r, lang)
        blocks.append(_section(_mrkdwn(f"*{title}*\n" + "\n".join(reasons))))
    blocks += [_section(_mrkdwn(text)) for text in _report_sections(r, lang)]
    blocks.append(actions_block(key, lang, compare_button(r, key, lang) + (extra_buttons or [])))
    return blocks[:MAX_BLOCKS]


def _spec_lines(r: Recommendation, lang: str) -> list[str]:
    lines = [f"*{t('spec', lang)}*"] + [_tier_line(x, lang) for x in r.spec_range]
    if r.per_gpu is not None:
        d = r.per_gpu.as_dict()
        keys = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
        parts = ", ".join(f"{t(k, lang).split(' (')[0].split('（')[0]} {gb(d[k])}" for k in keys if d[k])
        lines.append(f"{t('memory', lang)}: {parts}; {t('total', lang)} *{gb(d['total'])}*")
    return lines


def _report_sections(r: Recommendation, lang: str) -> list[str]:
    """The report's text sections in markdown: pitfalls (all checked), compatibility, host, plan, assumptions."""
    zh = is_zh(lang)
    out = []
    if r.pitfalls:
        out.append(f"*{t('pitfalls', lang)}*\n" + "\n".join(
            f"- {'⚠️' if p.triggered else '✅'} **{p.id}. {p.title.text(lang)}**{'：' if zh else ': '}{p.why.text(lang)}"
            for p in r.pitfalls))
    if r.compatibility:
        icon = {"ok": "✅", "info": "ℹ️", "warning": "⚠️", "error": "❌"}
        out.append(f"*{t('compat', lang)}*\n" + "\n".join(f"- {icon[c.level]} {c.message.text(lang)}" for c in r.compatibility))
    if r.host is not None:
        h = r.host
        out.append(f"*{t('host', lang)}*\n- {t('vcpu', lang)} ≥ {h.min_vcpu}, {t('ram', lang)} ≥ {h.min_ram_gib:g} GiB"
                   + (f", {t('nvme', lang)}" if h.local_nvme else "") + f"; {t('net', lang)}: {h.network.text(lang)}"
                   + "".join(f"\n- {c.message.text(lang)}" for c in h.checks))
    if r.validation_plan:
        out.append(f"*{t('plan', lang)}*\n" + "\n".join(f"{i}. {m.text(lang)}" for i, m in enumerate(r.validation_plan, 1)))
    if r.assumptions:
        out.append(f"*{t('assume', lang)}*\n" + "\n".join(f"- {a.text(lang)}" for a in r.assumptions))
    return out


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
