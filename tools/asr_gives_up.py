"""What a cheaper speech model said beside the user's own gives up: the languages and dialects the user asked for that
the cheaper model's card does not list, so the cheaper line says so and never leads in their place.

Why: a batch of Hokkien clinic recordings on a named Whisper fine-tune was led by SenseVoice-Small, which is cheaper
but whose card lists five languages and no Hokkien; the user's model must lead and the cheaper one say what it lacks.

Sources: SenseVoice-Small's languages are tools.asr_families.SENSEVOICE_LANGUAGES (github.com/FunAudioLLM/SenseVoice
README: Mandarin, Cantonese, English, Japanese, Korean). By hand: asked Hokkien and Mandarin → SenseVoice lacks
Hokkien; asked Cantonese and English → it lacks nothing."""

from __future__ import annotations

from tools.asr_families import SENSEVOICE_LANGUAGES


def languages_lacking(card_languages: tuple[str, ...], asked: list[str]) -> list[str]:
    """The asked languages the card does not list, in the order asked (Mandarin, Hokkien against SenseVoice's five →
    [Hokkien]); empty when nothing is asked or the card lists them all."""
    return [x for x in asked if x not in card_languages]


def sensevoice_lacks(asked: list[str]) -> list[str]:
    """The asked languages SenseVoice-Small's card does not list (Hakka, Mandarin → [Hakka])."""
    return languages_lacking(SENSEVOICE_LANGUAGES, asked)
