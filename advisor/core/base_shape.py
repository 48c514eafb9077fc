"""A named LLM or VLM the registry lacks, sized on the held model it is built on, said as such ("sized on
Llama-3.1-70B's architecture, its base"), never as a generic model of its size that loses the base's limits (its
context, its KV heads, its image tokens).

Two readings (words only: the row and its figures are the registry's and tools/'s):
- the name holds a held family and size with the fine-tuner's words between or after ("Llama-3.1-Swallow-70B" →
  Llama-3.1-70B, "Gemma-3-TAIDE-12B" → Gemma-3-12B, "Typhoon2-Qwen2.5-7B" → Qwen2.5-7B): one run of words dropped,
  the size kept;
- the text states the base ("ScreenPilot-7B, Qwen2-VL-based", "fine-tuned from Mistral-Small-24B", "基于 Qwen2.5-VL-7B",
  "以 Llama-3.1-8B 為基礎"): the held row it names, or the held row of that family with the size the model's own name
  says ("Qwen2-VL" with "-7B" → Qwen2-VL-7B).
"""

from __future__ import annotations

import re

from advisor.core.extract_words import EMBED_WORD, RERANK_WORD
from tools.schema import Msg

_SIZE = re.compile(r"(?i)^(\d+(?:\.\d+)?)b$")
# a model name as written: letters, digits, dots and joiners
_NAME = r"[A-Za-z][A-Za-z0-9.]*(?:[-_ ][A-Za-z0-9.]+)*?"
# the base stated beside the name: "X-based", "X based", "based on X", "built on X", "fine-tuned from / on X",
# "a fine-tune of X", "基于/基於 X", "以 X 为/為基础/基礎", "由/從/从 X 微调/微調"
_BASED = re.compile(
    r"(?i)(?:(?<![A-Za-z0-9.\-])(?P<a>" + _NAME + r")[\s\-]based(?![a-z])"
    r"|(?:based|built)\s+(?:on|upon)\s+(?:the\s+)?(?P<b>" + _NAME + r")(?![A-Za-z0-9.\-])"
    r"|fine[\s\-]?tuned?\s+(?:from|on)\s+(?:the\s+)?(?P<c>" + _NAME + r")(?![A-Za-z0-9.\-])"
    r"|fine[\s\-]?tune\s+of\s+(?:the\s+)?(?P<d>" + _NAME + r")(?![A-Za-z0-9.\-])"
    r"|(?:基于|基於|基於|底座(?:是|为|為)?|基座(?:是|为|為)?)\s*(?P<e>" + _NAME + r")(?![A-Za-z0-9.\-])"
    r"|以\s*(?P<f>" + _NAME + r")\s*(?:为|為)(?:基础|基礎|底座|基座)"
    r"|(?:从|從|由)\s*(?P<g>" + _NAME + r")\s*(?:微调|微調))")
# words after a held name that say a model's own release, not its shape
_TUNE = {"instruct", "chat", "base", "hf", "it"}


def _parts(said: str) -> list[str]:
    return [p for p in re.split(r"[-_\s/]+", said.lower()) if p]


def _row(parts: list[str]) -> str | None:
    from catalog import registry

    return registry.exact_name(registry.normalize("-".join(parts))) if parts else None


def held_inside(said: str) -> str | None:
    """The held row whose name is this name with one run of words dropped (the size kept): "Llama-3.1-Swallow-70B-
    Instruct" → Llama-3.1-70B, "Typhoon2-Qwen2.5-7B" → Qwen2.5-7B; None when the name is held itself or holds no such row."""
    parts = [p for p in _parts(said) if p not in _TUNE]
    if len(parts) < 3 or _row(parts) is not None:
        return None
    sized = [i for i, p in enumerate(parts) if _SIZE.match(p)]
    if not sized:
        return None
    at = sized[-1]
    # the words after the size are a release's own ("-Instruct-v0.3", "-SFT"): tried with them, then without
    for words in (parts, parts[:at + 1]):
        if len(words) < len(parts) and _row(words) is not None:
            return _row(words)
        # the longest kept first: the fewest words dropped; a run before the family too ("Typhoon2-Qwen2.5-7B")
        for width in range(1, len(words) - 1):
            for start in range(0, len(words) - width + 1):
                row = None if start <= at < start + width else _row(words[:start] + words[start + width:])
                if row is not None:
                    return row
    return None


def _family_sized(base: str, size: str) -> str | None:
    """The held row named the base's words plus this size ("Qwen2-VL" + 7 → Qwen2-VL-7B), else None."""
    return _row([*_parts(base), f"{size}b"])


def stated_base(t: str, own: str | None) -> tuple[str, str] | None:
    """(the held row, the base as written) for a base the text states ("Qwen2-VL-based", "fine-tuned from
    Llama-3.1-70B", "基于 Qwen2.5-VL-7B"), the family sized by the size in the model's own name `own`; else None."""
    for m in _BASED.finditer(t or ""):
        base = next(g for g in m.groups() if g)
        words = base.split()
        for n in range(len(words), 0, -1):  # "our agent built on Qwen2-VL" → the trailing words that name a row
            said = " ".join(words[-n:])
            row = _row([p for p in _parts(said) if p not in _TUNE])
            size = _SIZE.match((_parts(own) or [""])[-1]) if own else None
            if row is None and size is not None:
                row = _family_sized(said, size.group(1))
            if row is not None:
                return row, said
    return None


def sized_on_base(t: str, said: str) -> tuple[str, Msg] | None:
    """(the held row, the note) for a model named `said` the registry lacks: its stated base first, else a held
    family and size in its name; None when neither (it is then sized as its words say elsewhere)."""
    stated = stated_base(t, said)
    if stated is not None:
        return stated[0], Msg(code="reading.sized_on_base", args={"said": said or stated[1], "model": stated[0]})
    from tools.model_lineage import lineage_of

    lineage = lineage_of(said) if said else None  # a base known from the release's model card, not its name's parts
    if lineage is not None:
        args = {"said": said, "model": lineage.base, "src": lineage.source}
        return lineage.base, (Msg(code="reading.sized_on_lineage", args=args) if lineage.instruct
                              else Msg(code="reading.sized_on_lineage_untuned", args=args))
    from advisor.core.doc_vlm_lineage import lineage_base

    doc_lineage = lineage_base(said) if said else None  # "olmOCR-2-7B": its model card names its base
    if doc_lineage is not None:
        return doc_lineage
    row = held_inside(said) if said else None
    if row is None:
        return None
    return row, Msg(code="reading.sized_on_base_name", args={"said": said, "model": row})


def _own_names(t: str) -> list[tuple[str, tuple[int, int]]]:
    """The sized model names in the text the registry lacks ("ScreenPilot-7B", "Llama-3.1-Swallow-70B-Instruct"), each
    whole with its span; a held row, or a held row with a checkpoint suffix ("Qwen2.5-72B-Instruct-AWQ"), is none."""
    from advisor.core.extract_words import UNKNOWN_NAMED_MODEL
    from advisor.core.nearest_held import whole_name
    from catalog import registry
    from tools.checkpoints import split_checkpoint

    out = []
    for m in UNKNOWN_NAMED_MODEL.finditer(t or ""):
        said = whole_name(t, m.span())
        held = (registry.exact_name(registry.normalize(n)) for n in (m.group(0), said, split_checkpoint(said).base))
        if not any(held):
            start = t.index(said, max(0, m.start() - len(said)))
            out.append((said, (start, start + len(said))))
    return out


# a name that says it is no chat model: a reranker, an embedder, a reward or guard model, a speech or image model
NOT_A_CHAT_MODEL = re.compile(r"(?i)" + RERANK_WORD + "|" + EMBED_WORD + r"|(?<![a-z0-9])(?:e5|gte|sfr)(?![a-z])"
                              + r"|reward|guard|\brm\b|whisper|tts|asr|diffusion|\bsd\b|clip|siglip")


def read_base(t: str) -> tuple[str, Msg, tuple[int, int]] | None:
    """(the held row, the note, the name's span) for the first sized name the registry lacks that is sized on its base
    (sized_on_base), or a document VLM its model card says the base of ("olmOCR-2-7B"); None otherwise."""
    from advisor.core.doc_vlm_lineage import lineage_in
    from tools.model_lineage import lineage_of

    lineage = lineage_in(t)
    if lineage is not None:
        return lineage
    for said, span in _own_names(t):
        if NOT_A_CHAT_MODEL.search(said) and not lineage_of(said):  # "gpt-oss-safeguard-20b": a chat model's fine-tune
            continue  # "Qwen3-Reranker-4B", "Qwen3-Embedding-8B": another kind of model, read by its own readers
        hit = sized_on_base(t, said)
        if hit is not None:
            return (*hit, span)
    return None
