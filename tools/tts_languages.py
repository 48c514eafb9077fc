"""Which held TTS speaks a language an English-only speech generator (CSM-1B, Dia-1.6B) does not: Kokoro-82M
(Apache-2.0) lists American and British English, Spanish, French, Hindi, Italian, Brazilian Portuguese, Japanese and
Mandarin voices in its card's VOICES.md (huggingface.co/hexgrad/Kokoro-82M, from memory, re-check). A language no held
TTS lists (German) is said as such: pick a TTS whose model card lists it and check its licence."""

from __future__ import annotations

from tools.schema import Msg

KOKORO_LANGUAGES = frozenset({"Spanish", "French", "Hindi", "Italian", "Portuguese"})
KOKORO_SOURCE = "huggingface.co/hexgrad/Kokoro-82M VOICES.md (from memory, re-check)"


def english_only_language_line(name: str, source: str, language: str) -> Msg:
    """The English-only model, the language asked, and a held TTS whose card lists it (None: none held does)."""
    alt = "Kokoro-82M" if language in KOKORO_LANGUAGES else None
    return Msg(code="tts_languages.english_only", args={"name": name, "source": source, "lang": language, "alt": alt,
                                                         "alt_source": KOKORO_SOURCE if alt else None})
