"""Words for advisor.core.whisper_translate_read: Whisper's translate task writes English only (tools.whisper_tasks)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_EN = {"Written Chinese": "written Chinese (書面語)"}
_ZH = {"Written Chinese": "中文书面语", "English": "英文", "Japanese": "日文", "Korean": "韩文", "French": "法文",
       "Spanish": "西班牙文", "German": "德文", "Portuguese": "葡萄牙文", "Italian": "意大利文", "Russian": "俄文",
       "Arabic": "阿拉伯文", "Vietnamese": "越南文", "Thai": "泰文", "Indonesian": "印尼文", "Malay": "马来文",
       "Hindi": "印地文"}


def _names(a: Mapping[str, Any], zh: bool) -> str:
    names = [x for x in str(a["targets"]).split(",") if x]
    return "、".join(_ZH.get(x, x) for x in names) if zh else " and ".join(_EN.get(x, x) for x in names)


def _en(a: Mapping[str, Any]) -> str:
    t = _names(a, False)
    return (f"Whisper's translate task writes English only ({a['source']}): it cannot give {t}. For {t}: transcribe "
            "first (SenseVoice-Small, or Whisper's transcribe task" + (", language yue for Cantonese" if a["yue"] else "")
            + f"), then an LLM rewrites the transcript into {t} (sized below as an LLM step over the transcripts' "
            "tokens)" + ("; the minutes are an LLM summary step of their own, sized below too" if a["summary"] else "")
            + ("; the English can come from Whisper's translate (a second pass over the audio) or from the LLM"
               if a["english"] and not a["summary"] else "") + ".")


def _zh(a: Mapping[str, Any]) -> str:
    t = _names(a, True)
    return (f"Whisper 的 translate 任务只会译成英文（{a['source']}），出不了{t}。要{t}：先转写（SenseVoice-Small，或 Whisper "
            "的 transcribe 任务" + ("，粤语设 language=yue" if a["yue"] else "")
            + f"），再由大模型把转写稿改写成{t}（下面按转写文本的 token 量作为大模型环节估算）"
            + ("；会议纪要 / 摘要是另一个大模型总结环节，下面一并估算" if a["summary"] else "")
            + ("；英文可用 Whisper 的 translate（对音频再跑一遍）或由大模型写" if a["english"] and not a["summary"] else "")
            + "。")


ENTRIES: dict[str, E] = {
    "whisper_tasks.translate_english_only": E(_en, _zh),
}
