"""The App Home tab (`app_home_opened` → views.publish): the user's recent recommendations from the
conversation store, how old the catalog's prices are (catalog.db.info: newest price per provider, its
age and whether it is stale), and example questions. Slack allows 100 blocks in a Home view."""

from __future__ import annotations

import logging
from typing import Any

from advisor.core.render import headline
from advisor.core.script import convert_tree, is_zh
from advisor.slack import texts
from advisor.slack.blocks import escape

log = logging.getLogger("gpu_advisor.slack")


def catalog_line(info: dict[str, Any], lang: str) -> str:
    """Offers, the newest and oldest provider price dates, and the providers past the stale limit."""
    provs = [p for p in info.get("providers", []) if p.get("priced_as_of")]
    if not provs and any(p.get("priced") for p in info.get("providers", [])):  # priced, but no source states a date
        return texts.say(lang, f"{info.get('instances', 0):,} offers; the sources state no price date.",
                         f"{info.get('instances', 0):,} 个方案；来源未注明价格日期。")
    if not provs:
        return texts.say(lang, "No priced offers in the catalog.", "目录里没有带价格的方案。")
    newest = max(p["priced_as_of"] for p in provs)
    oldest = min(p["priced_as_of"] for p in provs)
    stale = sorted({p["provider"] for p in provs if p.get("stale")})
    line = texts.say(lang, f"{info.get('instances', 0):,} offers; prices dated {oldest} to {newest}.",
                     f"{info.get('instances', 0):,} 个方案；价格日期 {oldest} 至 {newest}。")
    if stale:
        line += " " + texts.say(lang, f"Older than {info.get('stale_after_days')} days: {', '.join(stale)}.",
                                f"超过 {info.get('stale_after_days')} 天未更新：{', '.join(stale)}。")
    return line


def home_blocks(recent: list[tuple[str, Any]], info: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """Pure: blocks from (channel id, Recommendation) pairs, newest first, and catalog.db.info()."""
    w = texts.home_texts(lang)
    render_lang = "zh" if is_zh(lang) else "en"
    blocks: list[dict[str, Any]] = [{"type": "header", "text": {"type": "plain_text", "text": w["title"]}},
                                    {"type": "section", "text": {"type": "mrkdwn", "text": f"*{w['recent']}*"}}]
    for channel, rec in recent:
        where = f" · <#{channel}>" if channel and channel[:1] in "CG" else ""
        line = escape(headline(rec.model_copy(update={"language": render_lang})))
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": f"• {line}{where}"[:3000]}})
    if not recent:
        blocks.append({"type": "section", "text": {"type": "mrkdwn", "text": w["none"]}})
    blocks += [{"type": "divider"},
               {"type": "section", "text": {"type": "mrkdwn", "text": f"*{w['catalog']}*\n{catalog_line(info, lang)}"}},
               {"type": "divider"},
               {"type": "section", "text": {"type": "mrkdwn", "text": f"*{w['examples']}*\n" + "\n".join(
                   f"• {p['message']}" for p in texts.starter_prompts(lang))}}]
    return convert_tree(blocks, lang)


def home_view(bot: Any, user: str, lang: str) -> dict[str, Any]:
    """The Home view of `user`: their recent answered conversations (the store), the catalog info."""
    from advisor.slack.bot import parse_key

    recent = []
    for key in bot.memory.recent(user):
        _, rec, _ = bot.store.load(key)
        if rec is not None:
            recent.append((parse_key(key)[1], rec))
    try:
        from catalog.db import info, open_db

        cat = info(open_db())
    except Exception as e:  # the Home tab still opens without the catalog
        log.warning("App Home: catalog info unavailable: %s", type(e).__name__)
        cat = {}
    return {"type": "home", "blocks": home_blocks(recent, cat, lang)}
