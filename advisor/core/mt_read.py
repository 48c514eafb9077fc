"""A translation job's named MT model (MADLAD-400, NLLB-200) and its target languages, read for tools.mt_models and
tools.target_tokens.

- "NLLB-200 or MADLAD-400?" under a business use is sized on MADLAD-400 (Apache-2.0), never on a default LLM the user
  did not name ("No model named: sized on Llama-3.1-8B"), and the note says NLLB-200 is set aside for its licence.
- The model is sized as a decoder of its parameters (params_b), said (tools.mt_models: the engine has no
  encoder-decoder layout).
- English items written into Swahili, Hausa, Amharic … are planned at those languages' sourced token premium
  (tools.target_tokens), said; other targets as long as the input (as before).
"""

from __future__ import annotations

import re
from typing import Any

from tools.mt_models import MtModel, mt_choice, mt_model
from tools.schema import Msg

# MADLAD-400, madlad400-7b-mt, MADLAD 10B; NLLB-200, nllb-200-distilled-600M, NLLB 3.3B
# (the MADLAD-400 data set, allenai/MADLAD-400, is a corpus to train on, never the model)
MADLAD = re.compile(r"(?i)(?<![a-z0-9])(?<!allenai/)(?>madlad(?:[-_ ]?400)?)(?:[-_ ]?(3|7|7\.2|10|10\.7)\s*b)?"
                    r"(?:[-_ ]?mt)?(?![a-z0-9])(?!\s*[-_]?\s*(?:data\s*set|dataset|corpus|data|语料|語料|数据集|數據集|資料集))")
NLLB = re.compile(r"(?i)(?<![a-z0-9])nllb(?:[-_ ]?200)?(?:[-_ ]?(?:distilled)?[-_ ]?(?:(600)\s*m|(1\.3|3\.3)\s*b))?"
                  r"(?![a-z0-9])")
ENGLISH_SOURCE = re.compile(r"(?i)\benglish\b|英文|英语|英語")


def named_mt_models(t: str) -> tuple[list[MtModel], set[str]]:
    """The MT checkpoints the text names, in the order named, and the families named without a size."""
    found: list[tuple[int, MtModel]] = []
    bare: set[str] = set()
    for m in MADLAD.finditer(t):
        row = mt_model("MADLAD-400", float(m.group(1)) if m.group(1) else None)
        bare |= set() if m.group(1) else {"MADLAD-400"}
        if row:
            found.append((m.start(), row))
    for m in NLLB.finditer(t):
        size = 0.6 if m.group(1) else float(m.group(2)) if m.group(2) else None
        row = mt_model("NLLB-200", size)
        bare |= {"NLLB-200"} if size is None else set()
        if row:
            found.append((m.start(), row))
    rows: list[MtModel] = []
    for _, row in sorted(found, key=lambda x: x[0]):
        if row not in rows:
            rows.append(row)
    return rows, bare


def read_mt_model(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """A named MT model sized as a decoder of its parameters (tools.mt_models.mt_choice), with a note; nothing when
    an LLM is named (it is the model then) or no MT model is. A sized MT name the model reader took as an unknown
    model ("madlad400-7b-mt", "MADLAD 10B": a generic model of its stated size, "not in my registry") is this one."""
    from advisor.core.extract_words import UNKNOWN_MODEL_NOTE

    said_model = str(ctx.fields.get("model") or "")
    mt_named = bool(MADLAD.search(said_model) or NLLB.search(said_model))
    if said_model and not mt_named:
        return {}, []
    named, bare = named_mt_models(t)
    choice = mt_choice(named, ctx.fields.get("commercial_use"))
    if choice is None:
        return {}, []
    if mt_named:
        ctx.out.notes[:] = [n for n in ctx.out.notes if n != UNKNOWN_MODEL_NOTE]
    default = choice.swapped or choice.sized.family in bare  # no size said: the family's smallest, the larger named
    larger = [m.name for m in _family_larger(choice.sized)] if default else []
    ctx.out.said(Msg(code="reader.mt_sized", args={
        "model": choice.sized.name, "b": choice.sized.params_b, "licence": choice.sized.licence,
        "source": choice.sized.source, "aside": [m.family if m.family in bare else m.name for m in choice.set_aside],
        "swapped": choice.swapped,
        "larger": larger}))
    spans = [m.span() for m in MADLAD.finditer(t)] + [m.span() for m in NLLB.finditer(t)]
    return {"params_b": choice.sized.params_b, **({"model": None} if mt_named else {})}, spans


def _family_larger(row: MtModel) -> list[MtModel]:
    from tools.mt_models import MT_MODELS

    return [m for m in MT_MODELS if m.family == row.family and m.params_b > row.params_b]


def target_language_keys(t: str) -> list[str]:
    """The languages named in a translation message other than English (the source), as TARGET_LANGUAGES keys."""
    from advisor.core.extract_words import LANG_ZH_HANT, TARGET_LANGUAGES

    keys = []
    for key, zh in TARGET_LANGUAGES.items():
        spell = [zh, LANG_ZH_HANT.get(zh, zh)]
        if key != "english" and (re.search(r"(?i)\b" + key + r"\b", t)
                                 or re.search("(?:" + "|".join(spell) + ")(?:语|語|文)", t)):
            keys.append(key)
    return keys


def translation_output(t: str, length: int) -> tuple[int, Msg]:
    """A translation's output a request: as long as its input (reader.translate), or, for English items into
    languages with a sourced token premium (tools.target_tokens), the input × their mean premium (reader.translate_premium)."""
    from tools.target_tokens import PREMIUM_SOURCE, target_tokens

    target = said_target(t)
    if target == "english" and _CHINESE.search(t):  # 中文资料翻成英文, 中译英: English words at their token rate
        return _into_english(t, length)
    if target not in (None, "chinese"):  # 翻譯成日文 from Chinese: no figure, as long as the input
        return length, Msg(code="reader.translate", args={"n": length})
    keys = target_language_keys(t)
    if ENGLISH_SOURCE.search(t) and keys == ["chinese"]:  # 英文書翻成繁體中文: Chinese characters at the model's rate
        return _into_chinese(t, length)
    got = target_tokens(length, keys) if ENGLISH_SOURCE.search(t) else None
    if got is None:
        return length, Msg(code="reader.translate", args={"n": length})
    return got.output_tokens, Msg(code="reader.translate_premium", args={
        "n": got.output_tokens, "inp": length, "premium": got.mean_premium, "langs": list(got.with_figure),
        "source": PREMIUM_SOURCE})


_CHINESE = re.compile(r"(?i)中文|汉语|漢語|华语|華語|国语|國語|普通话|普通話|\bchinese\b|(?:中|汉|漢)\s*(?:译|譯|翻)")
_LANG = (r"(英|中|日|韩|韓|德|法|俄|西班牙|葡萄牙|意大利|越南|泰|印尼)")
# the language written INTO: 中译英 / 英翻中 (source then target), 翻成英文 / 翻譯成日文 / 译为英语 (a 成/为 word, then the
# target), "translate Chinese to English", "from Chinese into English", "into English"
_TARGET_ZH = (re.compile(_LANG + r"\s*(?:文|语|語)?\s*(?:译|譯|翻)\s*" + _LANG + r"(?!\s*(?:文|语|語)?\s*(?:译|譯|翻))"),
              re.compile(r"(?:译|譯|翻|翻译|翻譯)\s*(?:成|为|為|做|到)\s*(?:简体|簡體|繁体|繁體)?\s*" + _LANG
                         + r"\s*(?:文|语|語)"))
_EN_LANGS = r"(english|chinese|mandarin|japanese|korean|german|french|spanish|russian|portuguese|italian|vietnamese|thai)"
_TARGET_EN = re.compile(r"(?i)\b(?:into|to)\s+(?:simplified\s+|traditional\s+)?" + _EN_LANGS + r"\b")
_MORE_TARGETS = re.compile(r"(?i)\s*(?:[、,，/&]|和|及|与|與|跟|同|and\b|or\b)\s*(?:" + _EN_LANGS
                           + r"|[\u4e00-\u9fff]{1,4}(?:文|语|語))")


def said_target(t: str) -> str | None:
    """The one language a translation is written into, as a TARGET_LANGUAGES key, when the message says its direction
    (中译英, 翻成英文, "into English"); None when it names none or several (each language a request, as before)."""
    marks = [m for pat in _TARGET_ZH for m in pat.finditer(t)] + list(_TARGET_EN.finditer(t))
    if any(_MORE_TARGETS.match(t, m.end()) for m in marks):  # 翻译成德语、法语: several targets
        return None
    from advisor.core.extract_words import LANG_ZH_HANT, TARGET_LANGUAGES

    zh_key = {zh: k for k, zh in TARGET_LANGUAGES.items()}
    zh_key |= {LANG_ZH_HANT.get(zh, zh): k for k, zh in TARGET_LANGUAGES.items()}
    found = {zh_key.get(m.group(m.lastindex or 1), "") or m.group(m.lastindex or 1).lower() for m in marks}
    found = {"chinese" if x == "mandarin" else x for x in found}
    return found.pop() if len(found) == 1 else None


def _into_english(t: str, length: int) -> tuple[int, Msg]:
    """Chinese into English: the input's characters at the tokenizer figure it was read at, ÷ ZH_CHARS_PER_EN_WORD
    words, each at TOKENS_PER_EN_WORD (tools.target_tokens.english_output)."""
    from advisor.core.cjk_rate import current
    from tools.dataset import TOKENS_PER_EN_WORD
    from tools.target_tokens import ZH_CHARS_PER_EN_WORD, english_output

    rate = current()  # the rate the Chinese input was read at (its script's)
    out = english_output(length, rate.per_char)
    return out, Msg(code="reader.translate_en", args={
        "n": out, "inp": length, "chars": ZH_CHARS_PER_EN_WORD, "per_char": rate.per_char, "family": rate.family,
        "traditional": rate.traditional, "per_word": TOKENS_PER_EN_WORD})


_TRADITIONAL_TARGET = re.compile(r"(?i)繁體|繁体|正體|正体|traditional\s+chinese|zh[-_]?(?:hant|tw)")


def _into_chinese(t: str, length: int) -> tuple[int, Msg]:
    """English into Chinese: the output at ZH_CHARS_PER_EN_WORD characters a word and the message's tokenizer figure,
    in the target's script (繁體 named: TRADITIONAL_FACTOR) (tools.target_tokens.chinese_output)."""
    from advisor.core.cjk_rate import current
    from tools.cjk_tokens import family_rate
    from tools.dataset import TOKENS_PER_EN_WORD
    from tools.target_tokens import ZH_CHARS_PER_EN_WORD, chinese_output

    r = current()
    rate = family_rate(r.family, bool(_TRADITIONAL_TARGET.search(t)), r.borrowed)
    out = chinese_output(length, rate.per_char)
    return out, Msg(code="reader.translate_zh", args={
        "n": out, "inp": length, "chars": ZH_CHARS_PER_EN_WORD, "per_char": rate.per_char, "family": rate.family,
        "traditional": rate.traditional, "per_word": TOKENS_PER_EN_WORD})
