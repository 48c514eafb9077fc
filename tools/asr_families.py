"""Speech-recognition models beyond Whisper (NVIDIA parakeet and canary): each row's size, the languages its model card
lists, its licence and its published batch speed as RTFx (seconds of audio a second of GPU time), so a batch of
recordings is sized as audio hours ÷ RTFx = GPU-hours (tools.media.plan), never as a chat LLM of the same size.

Figures, each with its source (read 2026-12-05):
- parakeet-tdt-0.6b-v2: 600 M, English only, CC-BY-4.0; RTFx 3,386.02 on the Hugging Face Open ASR Leaderboard
  (huggingface.co/nvidia/parakeet-tdt-0.6b-v2, .eval_results/open_asr_leaderboard.yaml, 2025-04-15; the card: "an
  RTFx of 3380 on the HF-Open-ASR leaderboard with a batch size of 128").
- parakeet-tdt-0.6b-v3: 600 M, 25 European languages (bg hr cs da nl en et fi fr de el hu it lv lt mt pl pt ro sk sl
  es sv ru uk; its model card), no Chinese, Japanese or Korean, CC-BY-4.0; RTFx 3,332.74 on the same leaderboard
  (huggingface.co/nvidia/parakeet-tdt-0.6b-v3, .eval_results/open_asr_leaderboard.yaml: rtfx 3332.74, mean_wer 6.32,
  as quoted from that file in two stored write-ups read 2026-12-05).
- parakeet-ctc-1.1b: 1.1 B, English only, CC-BY-4.0; RTFx 2,728 on the same leaderboard (the-decoder.com report of
  the Open ASR Leaderboard paper, arXiv:2510.06961).
- parakeet-tdt_ctc-110m: 114 M, English only, CC-BY-4.0; "an average RTFx of ~5300 on Hugging Face leaderboard
  evaluation sets on A100" (huggingface.co/nvidia/parakeet-tdt_ctc-110m).
- canary-1b-flash: 883 M, English, German, French, Spanish, CC-BY-4.0; "more than 1000 RTFx (on open-asr-leaderboard
  datasets)" (huggingface.co/nvidia/canary-1b-flash): 1,000 taken, a floor.
- canary-1b: ≈ 1 B, the same four languages, CC-BY-NC-4.0 (non-commercial; huggingface.co/nvidia/canary-1b); no
  RTFx held: sized on canary-1b-flash's, a ceiling (canary-1b-flash has 4 decoder layers, its card), said so.

The leaderboard times every model on one A100 (taken as the A100 80GB SXM; from memory, re-check: the 110m card says
"on A100"); tools.media scales the figure to other cards by the slower of memory bandwidth and dense FP16 compute
(speech_share), never above the measured card.

A name this table does not hold but whose family it does ("parakeet-rnnt-1.1b", "parakeet-tdt-1.1b") is sized on the
held row of that family nearest in parameters (`asr_row`), said so in its name. parakeet and canary transcribe by
the whole file (offline): a live stream needs a streaming model (tools.live_dictation)."""

from __future__ import annotations

import re
from dataclasses import dataclass

READ_ON = "2026-12-05"
LEADERBOARD_GPU = "A100 80GB SXM"
EU25 = ("Bulgarian", "Croatian", "Czech", "Danish", "Dutch", "English", "Estonian", "Finnish", "French", "German",
        "Greek", "Hungarian", "Italian", "Latvian", "Lithuanian", "Maltese", "Polish", "Portuguese", "Romanian",
        "Slovak", "Slovenian", "Spanish", "Swedish", "Russian", "Ukrainian")
CANARY4 = ("English", "German", "French", "Spanish")
# SenseVoice-Small's languages (github.com/FunAudioLLM/SenseVoice README): the CJK alternative
SENSEVOICE_LANGUAGES = ("Mandarin", "Cantonese", "English", "Japanese", "Korean")
_LB = "Hugging Face Open ASR Leaderboard"


@dataclass(frozen=True)
class AsrRow:
    """One speech-recognition model: `rtfx` seconds of audio a second on `gpu` (batched, the leaderboard's run)."""
    key: str
    name: str
    family: str  # parakeet | canary
    params: float
    languages: tuple[str, ...]
    licence: str
    commercial: bool
    rtfx: float
    source: str
    gpu: str = LEADERBOARD_GPU
    stand_in: str | None = None  # the held row whose speed it is sized on (no RTFx of its own)


ASR_ROWS: tuple[AsrRow, ...] = (
    AsrRow("parakeet-tdt-0.6b-v2", "parakeet-tdt-0.6b-v2", "parakeet", 600e6, ("English",), "CC-BY-4.0", True,
           3386.02, f"{_LB}, RTFx 3,386.02 (huggingface.co/nvidia/parakeet-tdt-0.6b-v2, open_asr_leaderboard.yaml)"),
    AsrRow("parakeet-tdt-0.6b-v3", "parakeet-tdt-0.6b-v3", "parakeet", 600e6, EU25, "CC-BY-4.0", True,
           3332.74, f"{_LB}, RTFx 3,332.74 (huggingface.co/nvidia/parakeet-tdt-0.6b-v3, open_asr_leaderboard.yaml)"),
    AsrRow("parakeet-ctc-1.1b", "parakeet-ctc-1.1b", "parakeet", 1.1e9, ("English",), "CC-BY-4.0", True,
           2728.0, f"{_LB}, RTFx 2,728 (the-decoder.com on arXiv:2510.06961)"),
    AsrRow("parakeet-tdt_ctc-110m", "parakeet-tdt_ctc-110m", "parakeet", 114e6, ("English",), "CC-BY-4.0", True,
           5300.0, "huggingface.co/nvidia/parakeet-tdt_ctc-110m: average RTFx ≈ 5,300 on the leaderboard sets, A100"),
    AsrRow("canary-1b-flash", "canary-1b-flash", "canary", 883e6, CANARY4, "CC-BY-4.0", True,
           1000.0, "huggingface.co/nvidia/canary-1b-flash: more than 1,000 RTFx on the open-asr-leaderboard sets"),
    AsrRow("canary-1b", "canary-1b", "canary", 1.0e9, CANARY4, "CC-BY-NC-4.0", False,
           1000.0, "huggingface.co/nvidia/canary-1b (CC-BY-NC-4.0); no RTFx held: canary-1b-flash's, a ceiling",
           stand_in="canary-1b-flash"),
)
ASR_KEYS = frozenset(r.key for r in ASR_ROWS)
_NAME = re.compile(r"(?i)(?<![a-z0-9])(parakeet|canary)(?:[-_ ]?(tdt_ctc|tdt|ctc|rnnt))?(?:[-_ ]?(\d+(?:\.\d+)?)\s*([bm]))?"
                   r"(?:[-_ ]?(flash))?(?:[-_ ]?(v\d))?(?![a-z0-9])")


def asr_row(text: str) -> AsrRow | None:
    """The row a named parakeet / canary model is sized on: its own ("parakeet-tdt-0.6b-v3"), else the held row of
    its family nearest in parameters with `stand_in` set ("parakeet-rnnt-1.1b" → parakeet-ctc-1.1b's 2,728 RTFx;
    "parakeet" alone → parakeet-tdt-0.6b-v2; "canary" alone → canary-1b-flash); None when neither family is named."""
    m = _NAME.search(text or "")
    if m is None:
        return None
    family, head, size, unit, flash, ver = (g.lower() if g else None for g in m.groups())
    params = None if size is None else float(size) * (1e9 if unit == "b" else 1e6)
    name = "-".join(x for x in (family, head, f"{size}{unit}" if size else None, flash, ver) if x)
    own = next((r for r in ASR_ROWS if r.key == name), None)
    if own is not None:
        return own
    if family == "canary" and params is None:
        return next(r for r in ASR_ROWS if r.key == ("canary-1b-flash" if flash or not ver else "canary-1b"))
    rows = [r for r in ASR_ROWS if r.family == family and r.stand_in is None]
    if family == "parakeet" and ver == "v3":
        rows = [r for r in rows if r.key.endswith("-v3")]
    best = min(rows, key=lambda r: (abs(r.params - (params or 600e6)), r.key != "parakeet-tdt-0.6b-v2"))
    return AsrRow(name, f"{name} (sized on {best.name}'s measured speed, the nearest size held)", best.family,
                  params or best.params, best.languages, best.licence, best.commercial, best.rtfx, best.source,
                  best.gpu, stand_in=best.key)


def uncovered(row: AsrRow, languages: list[str]) -> list[str]:
    """The named languages the model's card does not list (parakeet v3 with Mandarin, Japanese → both; canary-1b-flash
    with German → none)."""
    return [x for x in languages if x not in row.languages]


def covering_model(languages: list[str]) -> str:
    """A model that hears these languages: SenseVoice-Small when its five cover them all (Mandarin, Cantonese,
    English, Japanese, Korean), else Whisper large-v3-turbo (99 languages, its model card)."""
    if languages and all(x in SENSEVOICE_LANGUAGES for x in languages):
        return "SenseVoice-Small"
    return "Whisper large-v3-turbo"
