"""The Slack surface's own words, in the user's language and script (en, zh, zh-Hant): the assistant
panel's greeting, status and suggested prompts, the working placeholder, the short reply to a turn that
changed nothing, the "@user asked" attribution, the notification fallback with the top 3, the suggested
prompts that follow an answer (from its levers), and the export's file name. Chinese is written once, in
Simplified, and converted at output (advisor.core.script), as the answers are.

Nothing here computes a figure: prices are formatted (advisor.core.units.money) as tools/ computed them.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any

from advisor.core.conversation import Reply
from advisor.core.render import headline
from advisor.core.script import is_zh, to_script
from advisor.core.units import money
from tools.defaults import serves
from tools.schema import Recommendation

WORKING_REACTION = "hourglass_flowing_sand"
TOP = 3  # rows named in a notification's fallback text


def say(lang: str | None, en: str, zh: str) -> str:
    """`en`, or `zh` in the script of `lang` (Simplified as written, Traditional for zh-Hant)."""
    return to_script(zh, lang) if is_zh(lang) else en


def edit_not_read(lang: str | None) -> str:
    """The one reply to an edited message the bot answered (listeners.on_edit, docs/SLACK.md)."""
    return say(lang, "I saw you edited your message, but I don't read edits again: my answer above is to what you "
                     "first wrote. Send the change as a new message in this thread and I'll answer it.",
               "我看到你编辑了消息，但我不会重新读取编辑后的内容：上面的回答针对的是你最初写的内容。"
               "请在这个对话串里把改动作为新消息发送，我会回答。")


def language_of_locale(locale: str | None) -> str:
    """Slack's user locale (users.info include_locale: "zh-CN", "zh-TW", "en-US") → en / zh / zh-Hant."""
    loc = (locale or "").lower().replace("_", "-")
    if loc.startswith(("zh-tw", "zh-hk", "zh-mo", "zh-hant")):
        return "zh-Hant"
    return "zh" if loc.startswith("zh") else "en"


def greeting(lang: str) -> str:
    return say(lang, "Hi! Tell me the model and the workload, in English or 中文, and I'll size the GPUs and price them.",
               "你好！告诉我模型和要做的事（推理部署、LoRA 微调、全参微调、预训练），中英文都可以，我来估算需要的 GPU 并比价。")


def thinking(lang: str) -> str:
    return say(lang, "is thinking…", "正在思考…")


def working(lang: str) -> str:
    return say(lang, ":hourglass_flowing_sand: Working on it…", ":hourglass_flowing_sand: 正在计算…")


def starter_prompts(lang: str) -> list[dict[str, str]]:
    """The assistant panel's first suggestions (Slack allows up to four)."""
    rows = [("LoRA a 7B model", "What do I need to LoRA fine-tune a 7B model with 4k context?",
             "LoRA 微调 7B", "LoRA 微调一个 7B 模型，4k 上下文，需要什么 GPU？"),
            ("Serve Llama-3-70B", "Serve Llama-3-70B for 32 concurrent users at 4k context",
             "部署 Llama-3-70B", "部署 Llama-3-70B 推理，32 并发，4K 上下文"),
            ("Serve Qwen2.5-72B in China", "Serve Qwen2.5-72B for 16 users at 8k context on Alibaba Cloud",
             "部署 Qwen2.5-72B", "部署 Qwen2.5-72B 推理，16 并发，8K 上下文，阿里云")]
    return [{"title": say(lang, t, tz), "message": say(lang, m, mz)} for t, m, tz, mz in rows]


def lever_prompts(rec: Recommendation, lang: str) -> list[dict[str, str]]:
    """Up to four follow-ups that would change this answer, chosen from its workload (what it does not
    already say): a longer context, smaller weights, spot or QLoRA for training, then why? and export."""
    w = rec.workload
    rows: list[tuple[str, str]] = []
    if (w.seq_len or 0) < 32768:
        rows.append(("What about 32k context?", "32k 上下文呢？"))
    if serves(w.task) and (w.precision or "bf16") in ("bf16", "fp16", "fp32"):
        rows.append(("Use FP8", "用 FP8 呢？"))
    if w.task == "lora":
        rows.append(("QLoRA instead", "改用 QLoRA"))
    if serves(w.task) or w.billing != "spot":
        rows.append(("Cheaper?", "便宜点？"))
    rows += [("Why?", "为什么？"), ("Export", "导出")]
    return [{"title": say(lang, en, zh), "message": say(lang, en, zh)} for en, zh in rows[:4]]


def fallback(reply: Reply) -> str:
    """The notification text: the headline and, for an answer, the top 3 rows of its table (the same rows, in the
    same order: tools.summary.table_rows) with their price."""
    from advisor.core.render import offer_name
    from tools.summary import table_rows

    rec = reply.recommendation
    head = reply.summary
    if rec is None:  # a media answer's or a question's first line: its markdown bold as mrkdwn's
        return re.sub(r"\*\*(.+?)\*\*", r"*\1*", head)
    if reply.kind != "answer" or not rec.candidates:
        return head
    lang = "zh" if is_zh(reply.language) else "en"
    rows = [f"{i}. {offer_name(row.candidate, row.cost.gpus, lang).replace('`', '')} "
            f"{money(row.candidate.price_per_hour.amount, row.candidate.price_per_hour.currency)}"
            + say(reply.language, "/h", "/小时") for i, row in enumerate(table_rows(rec, TOP), start=1)]
    return head + "\n" + say(reply.language, "Top 3: ", "前 3：") + say(reply.language, "; ".join(rows), "；".join(rows))


def nothing_changed(rec: Recommendation, lang: str) -> str:
    """A turn that changed nothing: the answer stands, in one line, and how to change it."""
    top = headline(rec.model_copy(update={"language": "zh" if is_zh(lang) else "en"}))
    return say(lang, f"Nothing changed, so the answer stands: {top}\nTell me what to change (context, users, "
                     "precision, provider, budget), or press *Explain* or *Export*.",
               f"没有变化，结论不变：{top}\n告诉我要改什么（上下文、并发、精度、云厂商、预算），或点“解释”“导出”。")


def asked(user: str | None, question: str, lang: str) -> str:
    """The attribution on a private answer posted to the channel (the question quoted, escaped by the caller)."""
    who = f"<@{user}>" if user else say(lang, "Someone", "有人")
    return say(lang, f"{who} asked: {question}", f"{who} 问：{question}")


def nothing_to_post(lang: str) -> str:
    return say(lang, "There is no answer to post yet.", "还没有可以发到频道的回答。")


def export_filename(rec: Recommendation, today: _dt.date | None = None) -> str:
    """`llama-3-8b-lora-2026-12-01.md`: the model, the task and the date, so exports no longer overwrite
    each other as `recommendation.md` in a downloads folder."""
    w = rec.workload
    name = w.model or (f"{w.params_b:g}b" if w.params_b else rec.model)
    slug = re.sub(r"[^a-z0-9.]+", "-", (name or "model").lower()).strip("-.") or "model"
    return f"{slug}-{rec.workload.task or 'inference'}-{(today or _dt.date.today()).isoformat()}.md"


def with_permalink(markdown: str, permalink: str | None, lang: str) -> str:
    if not permalink:
        return markdown
    return markdown.rstrip("\n") + "\n\n" + say(lang, f"Slack thread: {permalink}", f"Slack 线程：{permalink}") + "\n"


def chart_title(lang: str) -> str:
    return say(lang, "Memory per GPU", "每卡显存")


def home_texts(lang: str) -> dict[str, Any]:
    return {"title": say(lang, "GPU Advisor", "GPU 选型助手"),
            "recent": say(lang, "Your recent recommendations", "你最近的选型"),
            "none": say(lang, "None yet: mention me in a channel, DM me, or use `/gpu-advisor`.",
                        "还没有：在频道里 @我、私信我，或用 `/gpu-advisor`。"),
            "catalog": say(lang, "Catalog", "价格目录"),
            "examples": say(lang, "Try", "可以这样问")}


def compare_message(rec: Recommendation) -> str | None:
    """*Compare GPUs*: the top pick's GPU against the next GPU type in the ranking ("H100 SXM vs A100 80GB SXM"),
    which the conversation answers side by side (advisor.core.compare); only GPU names the reader knows, so the
    question it sends is one it can answer. None when fewer than two such GPU types are ranked."""
    from advisor.core.extract_rules import extract

    gpus = [g for g in dict.fromkeys(c.gpu for c in rec.candidates if c.gpu) if extract(g).patch.gpu_preference]
    return f"{gpus[0]} vs {gpus[1]}" if len(gpus) >= 2 else None


def compare_label(lang: str) -> str:
    return say(lang, "Compare GPUs", "对比 GPU")
