"""A held model's name the user extends with words the registry lacks ("Qwen2.5-VL-7B-DocParser-v2.1",
"Llama-3.1-8B-Abliterated", "DeepSeek-R1-Distill-Qwen-14B-Uncensored-v3"): the reader finds the held row inside the
name and sizes it, so the answer says the named release is not held and is sized as that row — a fine-tune keeps its
base's shape, a newer or larger release need not (its memory may be higher) — never silently as the held one.

Words only (no arithmetic): the row is the reader's, the figures tools/'s. Words that keep a release the held one are
no extension: a tune ("-Instruct", "-Chat", "-it"), a release date ("-2507"), a weight format ("-AWQ", "-FP8",
"-GGUF": tools.checkpoints reads it).
"""

from __future__ import annotations

import re

from tools.schema import Msg

# words after a held name that say the same weights (a tune of the release, its date, its format)
_SAME = {"instruct", "chat", "base", "hf", "it", "latest", "awq", "gptq", "gguf", "fp8", "fp16", "bf16", "int4", "int8",
         "4bit", "8bit", "bnb", "mlx", "exl2", "w4a16", "w8a8", "nf4", "dynamic", "marlin", "unsloth",
         # words that mean the held model itself ("a Llama-3.1-8B-class model", "Qwen2.5-7B-sized")
         "class", "size", "sized", "level", "like", "style", "based", "equivalent", "scale", "model", "models"}
_DATE = re.compile(r"\d{4}")


def _tune_typo(word: str) -> bool:
    """A tune word typed with a slip ("instrcut", "intruct", "instuct"): the same weights, no extension."""
    from difflib import SequenceMatcher

    return len(word) >= 6 and SequenceMatcher(None, word, "instruct").ratio() >= 0.8


def _parts(name: str) -> list[str]:
    return [p for p in re.split(r"[-_\s/]+", name.lower()) if p]


def extended_words(said: str, whole: str) -> str | None:
    """The words `whole` (the name as the user wrote it) adds after the held name `said` that change the release
    ("DocParser-v2.1" of "Qwen2.5-VL-7B-DocParser-v2.1"), else None (no words added, or only tune, date and format
    words)."""
    if not whole.lower().startswith(said.lower()) or len(whole) <= len(said):
        return None
    rest = whole[len(said):]
    if not re.match(r"[-_ ]", rest):  # "Qwen2.5-7B" inside "Qwen2.5-7Bx": no name of its own
        return None
    extra = [p for p in _parts(rest) if p not in _SAME and not _DATE.fullmatch(p) and not _tune_typo(p)]
    return rest.strip("-_ ") if extra else None


def extended_note(t: str, span: tuple[int, int], model: str) -> Msg | None:
    """The note for a held row `model` the reader found at `span` inside a longer name the registry lacks (module
    docstring), else None. A bare family name extended ("DeepSeek-OCR", no size or version in "DeepSeek") names
    another model, none of the family's rows: said not in the catalog (reading.unlisted_model), its size asked."""
    from advisor.core.nearest_held import whole_name
    from catalog import registry

    said = t[span[0]:span[1]]
    whole = whole_name(t, span)
    if registry.exact_name(registry.normalize(whole)) is not None:
        return None
    extra = extended_words(said, whole)
    if extra is None:
        return None
    if not re.search(r"\d", said):  # "DeepSeek-OCR": a family's bare name extended is another model, none of its rows
        return Msg(code="reading.unlisted_model", args={"said": whole})
    return Msg(code="reading.extended_held_name", args={"said": whole, "model": model, "extra": extra})
