"""A named model the registry lacks, read as the held model whose shape it is nearest, said as an assumption, never a
bare "give its size" question when the name itself says what it is built on.

Two readings of the name alone (no arithmetic: the row is the registry's, its figures come from tools/):
- release words that keep a model's shape dropped ("DeepSeek-V2-Lite-Coder" → DeepSeek-V2-Lite, "Kimi-K2-Thinking-0905"
  → Kimi-K2-Thinking, "Llama-Guard-3" → Llama-3's 8B): a tune, a date, a thinking or guard fine-tune of a held model
  keeps its layers, widths and experts. Size words ("lite", "mini", "large", "air", "flash") are never dropped, so
  "DeepSeek-Coder-V2" (236B) is never read as its 16B Lite;
- a vision-language name ("MiniCPM-V-4", "MiniCPM-o-2.6", "GLM-4.1V-Thinking", "Phi-3.5-vision") with no size and no
  size word: the held VLM of its maker nearest the 8B such models are mostly released at, else the held VLM nearest 8B
  of any maker, its language tower sized and the image tokens added as for that row.
A name with a size in it is not read here (advisor.core.extract_rules.release_with_size sizes it as said).
"""

from __future__ import annotations

import re

from tools.schema import Msg

# tunes, formats and reasoning / safety fine-tunes that keep the base model's shape
_SAME_SHAPE_LIGHT = {"instruct", "chat", "base", "hf", "it", "preview", "latest"}
# (a thinking or reasoning release is not read as its base: it thinks by default, "Phi-4-mini-reasoning" is no Phi-4-mini)
_SAME_SHAPE = _SAME_SHAPE_LIGHT | {"coder", "code", "guard", "math"}
# words that say a different size in the same family: never dropped, and a VLM with one is never read as another size
_SIZE_WORDS = {"lite", "mini", "nano", "tiny", "small", "medium", "large", "max", "pro", "plus", "air", "flash", "turbo",
               "ultra", "xl", "xxl", "scout", "maverick", "behemoth"}
_DATE = re.compile(r"\d{4}")  # a release date (0905, 2507)
# a vision-language marker: a V / VL / vision word, an omni "o" after the family, or a version glued to V ("4.1V")
_VLM_WORD = re.compile(r"(?i)^(?:v|vl|vision|o|omni|\d+(?:\.\d+)?v)$")
# makers' names that are vision-language models by themselves ("InternVL4", "LLaVA-OneVision", "Qwen2-VL")
_VLM_FAMILY = re.compile(r"^(internvl|llava|cogvlm|glm4v|molmo|pixtral|idefics|paligemma|smolvlm|moondream|qwen[\d.]*vl|"
                         r"deepseekvl|kimivl|minicpmv)")
_SIZE_PART = re.compile(r"(\d+(?:\.\d+)?)b")
_ACTIVE_PART = re.compile(r"a(\d+(?:\.\d+)?)b")  # a mixture of experts' active size in its name ("A3B")
_HAS_SIZE = re.compile(r"(?i)(?<![a-z])\d+(?:\.\d+)?\s?[bm](?![a-z])")


def _parts(said: str) -> list[str]:
    return [p for p in re.split(r"[-_\s/]+", said.lower()) if p]


def _row_by_parts(kept: list[str]) -> str | None:
    """The registry row named by these words, or whose name is these words plus same-shape tune words only."""
    from catalog import registry

    exact = registry.exact_name(registry.normalize("-".join(kept)))
    if exact is not None:
        return exact
    for name in registry.names():
        if [p for p in _parts(name) if p not in _SAME_SHAPE_LIGHT] == kept:
            return name
    return None


def family_of_sizes(key_words: list[str]) -> str | None:
    """The held row nearest 8B among those named these words plus a size ("Llama-3" → Llama-3-8B of 8B and 70B;
    "Qwen2.5-Coder" → Qwen2.5-Coder-7B), else None (tools.defaults.nearest_in_size)."""
    from catalog import registry
    from tools.defaults import RELEASED_VLM_BILLIONS, nearest_in_size

    sizes: dict[str, float] = {}
    for name in registry.names():
        words = [p for p in _parts(name) if p not in _SAME_SHAPE_LIGHT]
        size = _SIZE_PART.fullmatch(words[-1]) if len(words) == len(key_words) + 1 else None
        if size is not None and words[:-1] == key_words:
            sizes[name] = float(size.group(1))  # billions, as RELEASED_VLM_BILLIONS
    return nearest_in_size(sizes, RELEASED_VLM_BILLIONS)


def _same_shape(parts: list[str]) -> tuple[str, str] | None:
    """(row, the words dropped) for a held model's tune ("-Coder", "-Thinking", a date) or a family said without its
    size ("Qwen2.5-Coder": "" dropped), else None."""
    family = family_of_sizes(parts)
    if family is not None:
        return family, ""
    for drop in (_SAME_SHAPE_LIGHT, _SAME_SHAPE):
        kept = [p for p in parts if p not in drop and not _DATE.fullmatch(p)]
        dropped = [p for p in parts if p not in kept]
        if not dropped or not kept:
            continue
        row = _row_by_parts(kept) or family_of_sizes(kept)  # "Llama-Guard-3" → Llama-3's rows → its 8B
        if row is not None:
            return row, "-".join(dropped)
    return None


def _nearest_vlm(family: str) -> tuple[str, bool] | None:
    """(the held VLM nearest 8B of this maker's rows, True) or, the maker holding none, of all (…, False)
    (tools.defaults.nearest_in_size)."""
    from catalog import registry
    from tools.defaults import RELEASED_VLM_PARAMS, nearest_in_size

    vlms = {r["name"]: float(r.get("published_params") or 0) for r in registry.rows() if r.get("vision_tower")}
    own = {n: p for n, p in vlms.items() if registry.normalize(n).startswith(family)}
    name = nearest_in_size(own or vlms, RELEASED_VLM_PARAMS)
    return (name, bool(own)) if name is not None else None


def provisional_release(t: str, makers: re.Pattern[str]) -> tuple[str, Msg, tuple[int, int]] | None:
    """nearest_held for the first maker's name in the text (`makers`: the reader's MAKER_RELEASE) that names no
    registry row ("Llama-Guard-3", "Qwen2.5-Coder", "MiniCPM-o-2.6"), with its span; None when none says its shape."""
    from catalog import registry

    for m in makers.finditer(t or ""):
        if registry.exact_name(registry.normalize(m.group(0))) is None:
            held = nearest_held(m.group(0))
            if held is not None:
                return (*held, m.span())
    return None


def whole_name(t: str, span: tuple[int, int]) -> str:
    """The whole name around a span the readers cut short ("DeepSeek-Coder-V2" of "DeepSeek-Coder-V2-Lite-Instruct")."""
    start, end = span
    while start > 0 and re.match(r"[A-Za-z0-9._\-]", t[start - 1]):
        start -= 1
    while end < len(t) and re.match(r"[A-Za-z0-9_\-]|\.(?=[A-Za-z0-9])", t[end:]):
        end += 1
    return t[start:end]


def nearest_held(said: str) -> tuple[str, Msg] | None:
    """(the held row, the note that says so) for a named model the registry lacks whose name says its shape (module
    docstring), else None. The words said are kept in the message, so the answer says whose place it takes."""
    if not said or _HAS_SIZE.search(said):
        return None
    parts = _parts(said)
    same = _same_shape(parts)
    if same is not None:
        if same[1]:
            return same[0], Msg(code="reading.unlisted_same_shape", args={"said": said, "model": same[0],
                                                                          "dropped": same[1]})
        return same[0], Msg(code="reading.unlisted_family_row", args={"said": said, "model": same[0]})
    glued = _VLM_FAMILY.match(re.sub(r"[^a-z0-9]", "", "".join(parts[:2])))
    vlm = [p for p in parts[1:] if _VLM_WORD.match(p)] or glued or re.search(r"\d+(?:\.\d+)?v$", parts[0])
    if not vlm or any(p in _SIZE_WORDS for p in parts):
        return None
    family = re.sub(r"[^a-z]", "", re.sub(r"\d.*$", "", parts[0]))
    active = next((float(m.group(1)) for p in parts if (m := _ACTIVE_PART.fullmatch(p))), None)
    if active is not None:  # "Orion-VL-A3B": the held MoE VLM nearest 3B active (tools.active_stand_in)
        from catalog import registry
        from tools.active_stand_in import nearest_active_vlm

        archs = [registry.get(r["name"]) for r in registry.rows() if r.get("vision_tower") and r.get("experts")]
        own = frozenset(a.name for a in archs if family and registry.normalize(a.name).startswith(family))
        moe = nearest_active_vlm(active, archs, own)
        if moe is not None:
            return moe[0], Msg(code="reading.unlisted_vlm_active", args={"said": said, "model": moe[0], "active": active})
    near = _nearest_vlm(family) if family else None
    if near is None:
        return None
    return near[0], Msg(code="reading.unlisted_vlm_family" if near[1] else "reading.unlisted_vlm_any",
                        args={"said": said, "model": near[0]})
