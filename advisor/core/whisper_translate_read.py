"""Reads a "Whisper translate" ask ("用Whisper嘅translate功能直接出書面語", "use Whisper's translate task to get Japanese
subtitles") and says first that the task writes English only (tools.whisper_tasks), with the transcription → LLM
rewrite → LLM summary pipeline that gives what was asked; the LLM steps are sized by advisor.core.service.qa_stage
(llm_rewrite_targets and minutes_said are read there)."""

from __future__ import annotations

import re

from tools.schema import Msg
from tools.whisper_tasks import WHISPER_TASKS_SOURCE, TranslatePlan, translate_plan

# Whisper then its translate task in the same clause, no other model's step between ("Whisper转写，再用Qwen翻译" is not)
_WHISPER_TRANSLATE = re.compile(
    r"(?i)(?<![a-z0-9])whisper(?:(?![。，,;；.!?！？\n]|然后|然後|再用|之后|之後|加上|配合|\+|\bthen\b|"
    r"\b(?:and|with|plus)\s+(?!translat)|[和跟同](?!翻))."
    r"){0,30}?"
    r"(?:--task\s*)?(?:translat(?:e|ion|ing)|翻译|翻譯|译成|譯成|译做|譯做)")
# written Chinese as the output asked: 書面語, 繁體 / 简体 (中文), "written / traditional / simplified Chinese"
_WRITTEN_CHINESE = re.compile(
    r"(?i)书面语|書面語|书面中文|書面中文|繁体|繁體|简体|簡體|中文|华文|華文|"
    r"\b(?:written|traditional|simplified|standard)\s+chinese\b|\bchinese\b")
# minutes, notes or a summary asked of the recordings (an LLM summary step)
_MINUTES = re.compile(
    r"(?i)会议纪录|會議紀錄|会议记录|會議記錄|纪要|紀要|摘要|总结|總結|小结|小結|笔记|筆記|重点|重點|"
    r"\bminutes\b(?!\s+(?:of\s+(?:audio|speech|recording)|long|each))|\bsummar\w+|\bnotes\b|\bhighlights\b")


def _after(text: str) -> tuple[str, str] | None:
    """The whole sentence from Whisper's translate word on, and the sentence it ends (the targets are read there)."""
    m = _WHISPER_TRANSLATE.search(text or "")
    if m is None:
        return None
    rest = re.split(r"[。！？!?\n]|[.;](?:\s|$)", text[m.end():], maxsplit=1)[0]
    into = re.search(r"(?i)\binto\b", rest)  # "turn French interviews into English": the target follows "into"
    return text[m.start():], rest[into.end():] if into is not None else rest


def whisper_translate_plan(text: str) -> TranslatePlan | None:
    """The pipeline a "Whisper translate" ask into a language other than English needs (tools.whisper_tasks.
    translate_plan); None when Whisper's translate is not asked or every target is English."""
    from advisor.core.extract_stated import TARGET_LANGUAGES

    got = _after(text)
    if got is None:
        return None
    _, rest = got
    found = [(hit.start(), name) for name, rx in [*TARGET_LANGUAGES, ("Written Chinese", _WRITTEN_CHINESE.pattern)]
             if name != "Chinese" and (hit := _target(rx, rest))]
    return translate_plan([name for _, name in sorted(found)], minutes_said(text))


# a language word followed by the recordings is the audio's language, not a target ("German interviews", 日语录音)
_SOURCE_NOUN = re.compile(
    r"(?i)\s*(?:audio|speech|recordings?|interviews?|podcasts?|calls?|meetings?|videos?|lectures?|speakers?|"
    r"conversations?|sermons?|录音|錄音|音频|音頻|视频|視頻|会议|會議|通话|通話|讲座|講座|课程|課程|访谈|訪談)")


def _target(rx: str, rest: str) -> re.Match[str] | None:
    """The first word of a language in `rest` that names an output, not the audio's own language."""
    return next((m for m in re.finditer("(?i)" + rx, rest) if not _SOURCE_NOUN.match(rest, m.end())), None)


def minutes_said(text: str) -> bool:
    """Minutes, notes or a summary asked ("英文會議紀錄", "meeting minutes", "课程摘要")."""
    return _MINUTES.search(text or "") is not None


def llm_rewrite_targets(text: str) -> list[str] | None:
    """The languages an LLM writes the transcripts in when Whisper's translate was asked for them (written Chinese,
    Japanese); None when no such ask (advisor.core.service._llm_steps reads the translation words then)."""
    plan = whisper_translate_plan(text)
    return list(plan.rewrite) if plan is not None else None


def whisper_translate_lead(text: str, lang: str) -> str:
    """The line said before the plan: Whisper translate writes English only, and the pipeline that gives the asked
    output (transcribe, LLM rewrite, LLM minutes); empty when no such ask."""
    from advisor.core.extract_rules import CHINESE_SPEECH

    plan = whisper_translate_plan(text)
    if plan is None:
        return ""
    cantonese = bool(re.search(r"(?i)粤语|粵語|广东话|廣東話|cantonese", text or "")) or (
        CHINESE_SPEECH.search(text or "") is not None and "yue" in (text or "").lower())
    msg = Msg(code="whisper_tasks.translate_english_only", args={
        "targets": ",".join(plan.rewrite), "english": plan.english, "summary": plan.summary, "yue": cantonese,
        "source": WHISPER_TASKS_SOURCE})
    return f"**{msg.text(lang)}**\n\n"
