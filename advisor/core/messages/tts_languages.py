"""The words of tools/tts_languages.py: an English-only speech generator asked for another language."""

from __future__ import annotations

from advisor.core.messages.base import E

_LANG_ZH = {"Spanish": "西班牙语", "French": "法语", "Italian": "意大利语", "Portuguese": "葡萄牙语", "German": "德语",
            "Hindi": "印地语"}

ENTRIES: dict[str, E] = {
    "tts_languages.english_only": E(
        lambda a: (f"⚠️ Language: {a['name']} speaks English only ({a['source']}) — it will not voice {a['lang']} "
                   "lessons well; "
                   + (f"for {a['lang']} use a TTS whose card lists it, e.g. {a['alt']} (Apache-2.0; {a['alt_source']}), "
                      "and size it as its own stream load" if a.get("alt") else
                      f"no TTS I hold lists {a['lang']}: pick one whose model card does and check its licence")
                   + "; the sizing below is for the English audio"),
        lambda a: (f"⚠️ 语言：{a['name']} 只支持英文（{a['source']}）——{_LANG_ZH.get(a['lang'], a['lang'])}课程用它效果不行；"
                   + (f"{_LANG_ZH.get(a['lang'], a['lang'])}请改用模型卡列出该语言的 TTS，例如 {a['alt']}"
                      f"（Apache-2.0；{a['alt_source']}），并按它自己的并发流单独估算" if a.get("alt") else
                      f"我收录的 TTS 都没有列出{_LANG_ZH.get(a['lang'], a['lang'])}：请选模型卡列出该语言的模型并核对许可")
                   + "；下面的估算按英文音频")),
}
