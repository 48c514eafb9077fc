"""A training method's word inside a model's NAME names the checkpoint that is served, never the work asked for:
"seed-x-ppo-7b", "Qwen2.5-7B-DPO", "tulu-3-8b-sft", "OpenReasoner-grpo-1.5b", "xyz-rl-32b" were trained by that
method by someone else; the user runs it. Likewise a fine-tune described in a bracket right after a model's name
("llama 3.1 8b (sahabat-ai fine tune)", "Qwen2.5-7B（医疗微调版）", "Llama-3-8B (a fine-tune by our vendor)") says
which checkpoint it is. A training request says the method apart from a name ("we want to fine tune llama",
"run PPO on seed-x-7b", 用 DPO 训练 Qwen2.5-7B).

names_held writes those words as placeholder characters of the same length (no pattern reads them as a letter, a
space or a word) before the reader's rewrites, so no reader or rewrite takes them for a training job (a batch's
token total, the task, RL); names_restored gives the model reader (extract_rules.read_model) and the notes the
whole name back. Reading only: no figures."""

from __future__ import annotations

import re

# the method part of a hyphenated name; "instruct", "chat", "distill" (published tunes) are named too, so that they
# never read as a request either
_METHOD = (r"ppo|dpo|sft|rl|rlhf|rlvr|grpo|orpo|kto|simpo|rloo|dapo|gspo|ipo|instruct|distill(?:ed)?|fine[-_]?tuned?"
           r"|finetuned?|ft")
# a name's parts joined by "-" or "_" (or "/" after an org): letters, digits and dots, 2+ parts
_NAME = re.compile(r"(?i)(?<![\w./-])(?:[a-z0-9][\w.]*/)?[a-z0-9][a-z0-9.]*(?:[-_][a-z0-9][a-z0-9.]*)+(?![\w-])")
_PART = re.compile(r"(?i)^(?:" + _METHOD + r")$")
# a part that makes the token a model's name: a size (7b, 1.5B, 560m, 8x7b) or a version (3, 3.1, v2, r1)
_SIZE_OR_VERSION = re.compile(r"(?i)^(?:\d+(?:\.\d+)?[bmk]|\d+x\d+(?:\.\d+)?b|v?\d+(?:\.\d+)*|[a-z]{1,8}\d+(?:\.\d+)*)$")

# a bracket right after a model's size or version ("8b (…)", "Qwen2.5-7B（…）") that describes a tune with no verb of
# wanting or doing: the checkpoint's description
_TUNE_WORD = re.compile(r"(?i)fine[\s_-]?tun|finetun|\bsft\b|\btuned\b|微调|微調|精调|精調")
_TO_DO = re.compile(r"(?i)\b(?:want|wants|need|needs|plan|planning|going\s+to|will|would|should|to\s+fine|how|can|could"
                    r"|we['’]?ll|let['’]?s)\b|要|想|打算|准备|準備|需要|如何|怎么|怎麼|能否|可以")
_AFTER_NAME_BRACKET = re.compile(r"(?i)(?:\d(?:\.\d+)?\s*[bm]\b|[a-z]+[-_ ]?\d+(?:\.\d+)?)\s*"
                                 r"(\([^()\n]{1,60}\)|（[^（）\n]{1,60}）)")


# a distill's student family named right after the word ("R1-Distill-Llama", "R1-Distill-Qwen"): that part is the name
_DISTILL = re.compile(r"(?i)^distill(?:ed)?$")
_FAMILY_NEXT = re.compile(r"(?i)^(?:llama|qwen)")

PLACEHOLDER = "\ue000"  # a private-use character: no letter, digit or space to any pattern; never typed by a user


def _name_blanked(m: re.Match[str]) -> str:
    token = m.group(0)
    parts = re.split(r"([-_/])", token)
    words = parts[::2]
    methods = [i for i, w in enumerate(words) if _PART.match(w)]
    others = [w for i, w in enumerate(words) if i not in methods]
    if not methods or not others or not any(_SIZE_OR_VERSION.match(w) for w in others):
        return token  # "DPO-trained", "fine-tuned" alone, "grpo-style": no name around the method
    for i in methods:
        if _FAMILY_NEXT.match(words[i + 1] if i + 1 < len(words) else "") and _DISTILL.match(words[i]):
            continue  # "DeepSeek-R1-Distill-Llama-8B": the student's family after it names the tokenizer; kept whole
        parts[2 * i] = PLACEHOLDER * len(parts[2 * i])
    return "".join(parts)


def names_held(t: str) -> tuple[str, tuple[str, ...]]:
    """The text with a method word held (PLACEHOLDER) where it is part of a model's name (a hyphenated token holding
    a size or a version beside it) or inside a bracket describing the checkpoint just named, and the words held, in
    order; the text as it was and () when there is none."""
    if PLACEHOLDER in t:
        return t, ()
    held = _names_masked(t)
    words = tuple(t[m.start():m.end()] for m in re.finditer(PLACEHOLDER + "+", held))
    return held, words


def names_restored(t: str, words: tuple[str, ...]) -> str:
    """The held words written back, in order, where their placeholders still stand (a rewrite that dropped one leaves
    the rest as they are)."""
    if not words or PLACEHOLDER not in t:
        return t
    left = list(words)

    def back(m: re.Match[str]) -> str:
        while left and len(left[0]) != len(m.group(0)):
            left.pop(0)
        return left.pop(0) if left else " " * len(m.group(0))

    return re.sub(PLACEHOLDER + "+", back, t)


def _names_masked(t: str) -> str:
    t = _NAME.sub(_name_blanked, t)

    def bracket(m: re.Match[str]) -> str:
        inner = m.group(1)
        if not _TUNE_WORD.search(inner) or _TO_DO.search(inner):
            return m.group(0)
        return m.group(0)[:m.start(1) - m.start(0)] + inner[0] + PLACEHOLDER * (len(inner) - 2) + inner[-1]

    return _AFTER_NAME_BRACKET.sub(bracket, t)
