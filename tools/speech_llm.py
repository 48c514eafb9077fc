"""The LLM step after speech-to-text ("转写+质检", "transcribe … and flag compliance issues", 摘要, summarise): a batch
of transcripts an LLM reads, sized as an LLM batch (tools.recommend via advisor.core.service.qa_stage) with its tokens
from the audio, never dropped. An answer once priced the ASR of 20,000 calls a day and left the 质检 step
unbudgeted.

Transcript length: the audio's minutes × a published speech rate × tokens a word or character (tools.dataset):
- English: about 150 words a minute in US conversation (the National Center for Voice and Speech's figure, as cited in
  "Average Speaking Rate and Words per Minute", virtualspeech.com/blog/average-speaking-rate-words-per-minute);
- Mandarin: 5.18 syllables a second (Pellegrino, Coupé & Marsico 2011, "A cross-language perspective on speech
  information rate", Language 87(3), read speech with pauses over 150 ms cut out), one syllable a character, so
  311 characters a minute: an upper bound for a call with pauses, so the LLM stage is not under-sized.
A recording count said ("2万通，平均5分钟") makes each recording one request; hours alone are cut into
QA_CHUNK_MINUTES pieces (a call-length transcript, well inside any model's context). The answer a request gets is
tools.dataset.batch_output_default (a quarter of the input, at most 512 tokens: a verdict with the quoted lines).
The step is heard by advisor.core.service.QA_STEP (质检, compliance, summarise …). With no LLM named, the stage is
sized on QA_DEFAULT_MODEL and says so (the provisional-default rule of speech and image
jobs, tools.media.DEFAULT_MEDIA_MODEL)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.dataset import TOKENS_PER_CJK_CHAR, TOKENS_PER_EN_WORD, batch_output_default

EN_WORDS_PER_MINUTE = 150.0
ZH_CHARS_PER_MINUTE = 5.18 * 60  # 310.8: Pellegrino et al. 2011, one character a syllable
SPEECH_RATE_SOURCE = {
    "en": "National Center for Voice and Speech, via virtualspeech.com/blog/average-speaking-rate-words-per-minute",
    "zh": "Pellegrino, Coupé & Marsico 2011, Language 87(3): 5.18 syllables/s",
}


def speech_rate(chinese: bool) -> float:
    """Words (English) or characters (Mandarin) a minute of speech: 150, or 5.18 × 60 = 310.8."""
    return ZH_CHARS_PER_MINUTE if chinese else EN_WORDS_PER_MINUTE


QA_CHUNK_MINUTES = 10.0
# Qwen3-8B (Apache-2.0, 36 languages incl. Chinese and English; its model card), run with thinking off
# (enable_thinking=False) for a scoring pass: the size the review's key names for a 质检 step (Qwen2.5-7B / Qwen3-8B)
QA_DEFAULT_MODEL = "Qwen3-8B"

def counted_recordings(count: float, multiplier: str | None, length: float, unit: str,
                       audio_seconds: float) -> float | None:
    """The recordings a count says (advisor.core.extract_stated.audio_items' tuple) when count × length is the batch's
    audio (within 1 %), else None: "2万通，平均5分钟" over 1,666.7 h → 20,000; "200个坐席" beside 3,000 h of audio
    read as 200 × 3,000 h is not the batch → None."""
    from tools.media import ITEM_MULTIPLIER, audio_hours_of_items

    hours = audio_hours_of_items(count, multiplier, length, unit)
    if not hours or not math.isclose(hours * 3600, audio_seconds, rel_tol=0.01):
        return None
    return count * ITEM_MULTIPLIER.get(multiplier or "", 1.0)


def tokens_per_audio_minute(chinese: bool) -> float:
    """Transcript tokens a minute of speech gives. By hand: Mandarin 310.8 characters × 0.6 = 186.5; English
    150 words × 4/3 = 200.0."""
    return speech_rate(chinese) * (TOKENS_PER_CJK_CHAR if chinese else TOKENS_PER_EN_WORD)


@dataclass(frozen=True)
class QaBatch:
    """The LLM batch of one period's transcripts: requests, input and output tokens a request, minutes each."""
    requests: int
    prompt_tokens: int
    output_tokens: int
    minutes_each: float
    counted: bool  # one request a recording (a count was said), else QA_CHUNK_MINUTES pieces


def qa_batch(audio_seconds: float, chinese: bool, recordings: float | None = None) -> QaBatch | None:
    """The period's transcripts as an LLM batch. By hand: 20,000 calls of 5 min (1,666.7 h) in Mandarin → 20,000
    requests of 5 × 186.5 = 932 tokens, answers 932 // 4 = 233; 800 h in English, no count → 48,000 min / 10 = 4,800
    requests of 10 × 200 = 2,000 tokens, answers 500."""
    if audio_seconds <= 0:
        return None
    minutes = audio_seconds / 60
    if recordings:
        n, each = max(1, round(recordings)), minutes / recordings
    else:
        n, each = max(1, math.ceil(minutes / QA_CHUNK_MINUTES)), QA_CHUNK_MINUTES
    prompt = max(1, round(each * tokens_per_audio_minute(chinese)))
    return QaBatch(n, prompt, batch_output_default(prompt), each, bool(recordings))


def transcripts_batch(audio_hours: float, chinese: bool,
                      items: tuple[float, str | None, float, str, str | None] | None) -> QaBatch | None:
    """qa_batch over hours of audio with the recordings said (advisor.core.extract_stated.audio_items' tuple, kept only
    when it makes the batch: counted_recordings). By hand: 533.3 h with "8000通 … 每通4分钟" → 8,000 requests."""
    seconds = audio_hours * 3600
    return qa_batch(seconds, chinese, counted_recordings(*items[:4], seconds) if items is not None else None)


# A translation of the transcripts (subtitles then put into English and Japanese) is one more LLM batch: each piece of
# transcript (QA_CHUNK_MINUTES, a subtitle block's context, whatever the recordings' length) read once a target language
# and written out again in it. Its output is as long in tokens as its input (TRANSLATION_OUTPUT_RATIO, assumed: this
# module's own rates give a minute of speech 200 English tokens and 186.5 Mandarin ones, a ratio of 1.07; measure on a
# pilot), so translation is decode-heavy where a summary (a quarter of its input) is not.
TRANSLATION_OUTPUT_RATIO = 1.0


def translation_batch(audio_seconds: float, chinese: bool, languages: int) -> QaBatch | None:
    """The period's transcripts translated into `languages` target languages, as one LLM batch. By hand: 100 h of
    Mandarin into English and Japanese → 6,000 min / 10 = 600 pieces × 2 = 1,200 requests of 10 × 186.5 = 1,865
    tokens in and 1,865 out; None with no audio or no language."""
    base = qa_batch(audio_seconds, chinese)
    if base is None or languages < 1:
        return None
    return QaBatch(base.requests * languages, base.prompt_tokens,
                   max(1, round(base.prompt_tokens * TRANSLATION_OUTPUT_RATIO)), base.minutes_each, False)


def translated_transcripts(audio_hours: float, chinese: bool, languages: int) -> QaBatch | None:
    """translation_batch over hours of audio. By hand: 500 h of Cantonese into English → 3,000 requests of 1,865
    tokens in and out."""
    return translation_batch(audio_hours * 3600, chinese, languages)


# ---- speech LLMs named as themselves (Voxtral): audio in as tokens, an LLM decoder writes the answer ------------------
# A speech LLM ("Voxtral Mini (the 3B audio one) to transcribe + answer structured questions about each call") was read
# as "no model named" and Whisper large-v3 sized in its place. Its own figures, from its model card and paper:
# - Voxtral-Mini-3B-2507: 4.68 B parameters (a 3 B Ministral decoder + the audio encoder), ≈ 9.5 GB of GPU RAM in
#   bf16, a 32k-token context that holds 30 min of audio to transcribe or 40 min to understand, Apache-2.0
#   (huggingface.co/mistralai/Voxtral-Mini-3B-2507);
# - Voxtral-Small-24B-2507: 24.3 B parameters, ≈ 55 GB of GPU RAM in bf16, the same context and audio limits,
#   Apache-2.0 (huggingface.co/mistralai/Voxtral-Small-24B-2507);
# - audio enters at 12.5 tokens a second: Whisper large-v3's encoder (50 frames a second) with 4 frames grouped into
#   one token, 375 tokens a 30-s chunk (Voxtral, arXiv:2507.13264).
# No throughput is published for either; the transcription is sized on Whisper large-v3 (the encoder it shares), a
# floor on the time since its LLM decoder is larger than Whisper's — said, with "time it on a pilot".
VOXTRAL_TOKENS_PER_S = 375 / 30  # 12.5
VOXTRAL_SOURCE = "Voxtral, arXiv:2507.13264 (375 audio tokens a 30-s chunk)"


@dataclass(frozen=True)
class SpeechLLM:
    """A speech LLM's own figures: parameters, GPU memory in bf16 (GB, its card's), audio tokens a second, context
    tokens, the longest audio it understands (minutes), licence and the model card."""
    name: str
    params: float
    bf16_gb: float
    audio_tokens_per_s: float
    context: int
    max_minutes: float
    licence: str
    card: str

    @property
    def params_b(self) -> float:
        """Parameters in billions (4.68e9 → 4.68)."""
        return self.params / 1e9


SPEECH_LLMS = {
    "voxtral-mini": SpeechLLM("Voxtral-Mini-3B-2507", 4.68e9, 9.5, VOXTRAL_TOKENS_PER_S, 32768, 40,
                              "Apache-2.0", "huggingface.co/mistralai/Voxtral-Mini-3B-2507"),
    "voxtral-small": SpeechLLM("Voxtral-Small-24B-2507", 24.3e9, 55.0, VOXTRAL_TOKENS_PER_S, 32768, 40,
                               "Apache-2.0", "huggingface.co/mistralai/Voxtral-Small-24B-2507"),
}


def audio_tokens(minutes: float, m: SpeechLLM) -> int:
    """The audio tokens a recording of `minutes` takes in `m`'s context. By hand: a 7-min call on Voxtral → 7 × 60 ×
    12.5 = 5,250; a minute → 750."""
    return math.ceil(minutes * 60 * m.audio_tokens_per_s - 1e-9)


def fits_context(minutes: float, m: SpeechLLM) -> bool:
    """The recording fits the model's audio limit (its card's minutes to understand). By hand: 7 min ≤ 40 → True;
    45 min → False."""
    return minutes <= m.max_minutes



@dataclass(frozen=True)
class LiveTranslation:
    """Live captions' translation load: tokens an hour of one channel's speech a language, of all channels, a second
    and a day (each read once and written once more: TRANSLATION_OUTPUT_RATIO)."""
    per_stream_hour: float
    per_hour: float
    per_s: float
    per_day: float


def live_translation(streams: int, chinese: bool, languages: int) -> LiveTranslation:
    """Live captions translated as they are spoken: the transcript tokens an hour of speech gives (tokens_per_audio_
    minute × 60) a target language, for `streams` channels at once. By hand: 3 Cantonese channels into English →
    186.5 × 60 = 11,189 a channel; × 3 = 33,566 tokens an hour in and as many out, 9.3 a second, 805,594 a day."""
    one = tokens_per_audio_minute(chinese) * 60 * max(1, languages)
    total = streams * one
    return LiveTranslation(one, total, total / 3600, total * 24)
