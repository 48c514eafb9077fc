"""What Whisper's two tasks write, and what a pipeline needs when the output asked for is one Whisper cannot give.

Whisper (openai/whisper) has two tasks: `transcribe` writes the speech in the language spoken, and `translate` writes
an English translation of it. Its README: "a multitasking model that can perform multilingual speech recognition,
speech translation, and language identification", the task tokens being "transcription" and "translation into
English" (github.com/openai/whisper, README "Approach"; Radford et al. 2022, arXiv:2212.04356, section 2.3: the
X→en translation task). So "Whisper translate" into written Chinese (書面語), Japanese or any other non-English
language is impossible as asked: the recordings are transcribed (a Cantonese-capable ASR: SenseVoice-Small, or
Whisper `transcribe` with language yue) and an LLM rewrites the transcript into the language asked (one LLM batch over
the transcripts' tokens, tools.speech_llm.translation_batch); minutes or a summary are an LLM summary step
(tools.speech_llm.qa_batch). Both are sized by advisor.core.service.qa_stage."""

from __future__ import annotations

from dataclasses import dataclass

WHISPER_TRANSLATE_TARGET = "English"
WHISPER_TASKS_SOURCE = "github.com/openai/whisper README: translation is into English only; arXiv:2212.04356 section 2.3"


@dataclass(frozen=True)
class TranslatePlan:
    """What a "Whisper translate" ask becomes: the languages an LLM must write the whole transcript in (rewrite), the
    English an ask wants (`english`: Whisper translate can give it, or the LLM summary writes it) and whether minutes
    or a summary are a step of their own (`summary`)."""
    rewrite: tuple[str, ...]
    english: bool
    summary: bool


def translate_plan(targets: list[str], summary: bool) -> TranslatePlan | None:
    """The pipeline for a Whisper `translate` ask with these target languages; None when every target is English (the
    task gives that as asked). By hand: ["Written Chinese", "English"] with minutes → rewrite ("Written Chinese",),
    english, summary; ["Japanese"] → rewrite ("Japanese",); ["English"] → None."""
    rewrite = tuple(dict.fromkeys(t for t in targets if t != WHISPER_TRANSLATE_TARGET))
    if not rewrite:
        return None
    return TranslatePlan(rewrite, WHISPER_TRANSLATE_TARGET in targets, summary)
