"""A follow-up asked as a question that states nothing the readers take: answered as a check on the plan, never
"I didn't catch a change" ("那用 Colab Pro 可以嗎？" after an answer was "no change read").

Two kinds:
- the question names something the catalog lacks (a notebook service, a cloud with no rows: "Colab Pro", "Kaggle"):
  it is said to be outside the catalog, with the clouds that are priced, and the plan as it stands — no price or
  spec is guessed for it;
- the question names nothing that is read ("is that ok?", "那这样可以吗？"): the plan stands, said with its headline
  and how to state a constraint it would be checked against (a deadline, hours, a provider, a card, a budget).

A question that does state a constraint ("can it be done in 3 days?", "can we turn it off at night?", 只用 AWS 可以吗)
is read by the readers and re-planned by the Engine: the answer's ✅/❌ lines are the check. This module only reads
words; the plan's figures are the last answer's (advisor.core.render.headline).
"""

from __future__ import annotations

import re

from advisor.core.extract_words import currency_before, currency_symbols, currency_words
from advisor.core.hosted_read import hosted_mention, hosted_note
from advisor.core.messages import word
from advisor.core.quote_fair import quote_fair_text
from advisor.core.render import headline
from tools.schema import Msg, Recommendation, Workload, WorkloadPatch
from tools.shown import plain

# a question: a question mark, or a yes/no or "what about" form (can we / is it / 可以吗 / 行不行 / 得唔得 / …呢)
QUESTION = re.compile(r"(?i)[?？]\s*$|^\s*(?:(?:and|so|ok|okay|well|then)[\s,]+)?(?:can|could|would|will|is|are|does|do|"
                      r"should|what\s+about|how\s+about|what\s+if)\b"
                      r"|可以吗|可以嗎|可以不|行吗|行嗎|行不行|好吗|好嗎|能不能|可不可以|够吗|夠嗎|得唔得|得不得|得嗎|得吗"
                      r"|啱唔啱|合适吗|合適嗎|怎么样|怎麼樣|如何|呢\s*[?？]?\s*$")
# a name the readers did not take: a capitalised word run ("Colab Pro", "Lambda Stack") in English, any Latin run in a
# Chinese message ("用 colab 可以吗")
_NAME_EN = re.compile(r"(?<![A-Za-z0-9'])([A-Z][A-Za-z0-9.+-]*(?:\s+(?:[A-Z][A-Za-z0-9.+-]*|Pro\+?|Plus|Free|Studio"
                      r"|Lab|Notebooks?|\d+[A-Za-z]*))*)")
# (a Latin run glued to a figure before it is the figure's: "1e300", "3x")
_NAME_ZH = re.compile(r"(?<![0-9.])([A-Za-z][A-Za-z0-9.+-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.+-]*)*)")
_CJK = re.compile(r"[\u4e00-\u9fff]")
# words that start an English question or answer it, capitalised or not: never a product's name
_NOT_NAMES = frozenset({
    "i", "i'm", "can", "could", "would", "will", "is", "are", "does", "do", "should", "what", "how", "why", "when",
    "which", "who", "and", "so", "ok", "okay", "well", "then", "but", "if", "the", "a", "an", "we", "it", "just",
    "yes", "no", "hi", "hey", "thanks", "please", "that", "this", "there", "our", "my", "you", "also", "maybe",
    "nan", "inf", "infinity",  # a figure that is not a number ("grow by NaN times"): said by its reader, never a product
})
_MAX_NAME = 40  # characters of a name said back
# generic words for where the work runs, in a Latin run of either language: never a provider's or a card's name
# ("我唔想上 cloud，部 notebook 有 RTX 4060 8GB" was answered "«cloud» is not in my catalog"): a run of only these
# names nothing ("the cloud", "a server"), one beside a name stays its part ("kaggle notebook")
_GENERIC = frozenset({
    "cloud", "clouds", "the", "server", "servers", "gpu", "gpus", "card", "cards", "machine", "machines",
    "laptop", "laptops", "notebook", "notebooks", "pc", "desktop", "computer", "rig", "workstation", "local",
    "locally", "home", "own", "gaming", "online", "offline", "on-prem", "on-premises", "self-hosted",
    # what the work is made of, said in English inside a Chinese message (同事話個model有256k context … 唔使整RAG):
    # never a cloud's or a card's name ("«model» is not in my catalog" was said)
    "model", "models", "context", "rag", "pdf", "pdfs", "prompt", "prompts", "token", "tokens", "llm", "ai", "bot",
    "chatbot", "api", "k",
})


# a currency's own sign or code before an amount, signed or not ("RM -5000", "A$0", "CHF NaN"): money, never a
# cloud's name ("what about RM -5000?" was answered "«RM» is not a cloud or card in my catalog")
_MONEY_SIGN = re.compile(r"(?i)(?:" + currency_before() + r")\s?(?:[-−－]{1,3}\s?)?(?=\d|nan|inf|∞)")


def _currency_word(w: str) -> bool:
    """Is `w` a currency's code, name or sign in fx.csv ("MOP", "ringgit", "RM")? Money, never a product's name."""
    w = w.lower().strip(".-")
    return w in currency_words() or w in currency_symbols()


def asked_name(text: str) -> str | None:
    """The product or service a question names that no reader took ("那用 Colab Pro 可以嗎？" → "Colab Pro"),
    else None."""
    text = _MONEY_SIGN.sub(" ", text)
    pattern = _NAME_ZH if _CJK.search(text) else _NAME_EN
    for m in pattern.finditer(text):
        words = [w for w in m.group(1).split() if w.lower() not in _NOT_NAMES and not _currency_word(w)]
        name = " ".join(words).strip(".-")
        if name and not name.isdigit() and not all(w.lower().strip(".-") in _GENERIC for w in words) \
                and not catalog_card(name):
            return plain(name[:_MAX_NAME])  # the user's words, nothing a terminal runs
    return None


def catalog_card(name: str) -> bool:
    """Whether `name` is a card of the catalog, said as one or as a plural (catalog.gpus.is_card): never a name
    outside the catalog ("«K80s» is not a cloud or card in my catalog" was said beside the Tesla K80 row)."""
    from catalog.gpus import is_card

    return is_card(name)


# a name asked about as a place to run the work: "use / switch to / what about X", 用 / 改用 / 换成 X
_USE_BEFORE = re.compile(r"(?i)(?:\b(?:use|using|switch\s+to|move\s+to|go\s+with|try|on|via|what\s+about|how\s+about"
                         r"|rent\s+on)|用|改用|换成|換成|转到|轉到|去|上|喺|在)\s*$")


def asked_to_use(text: str) -> bool:
    """Is `text` a question about running the work on a named thing ("改用 Kaggle 可以嗎？", "what about Kaggle?")?
    Then it is a follow-up, never small talk outside the domain."""
    name = asked_name(text) if QUESTION.search(text) else None
    if name is None:
        return False
    at = text.find(name.split()[0])
    return at >= 0 and _USE_BEFORE.search(text[:at]) is not None


def hosted_asked(text: str) -> str | None:
    """The hosted notebook service `text` asks about ("用Colab Pro得唔得？", "can we just use Kaggle?"), by its id
    (advisor.core.hosted_read); a name only mentioned ("we used Kaggle before.") is None."""
    found = hosted_mention(text)
    if found is None or not (QUESTION.search(text) or _USE_BEFORE.search(text[:found[1]])):
        return None
    return found[0]


def unread_question(text: str, last: Recommendation, lang: str) -> str | None:
    """A follow-up question that stated nothing read, answered as a check on the last plan (module docstring): the
    name it asked about said to be outside the catalog, a quoted price asked about judged, or the plan said to stand;
    None when it is no question. A question whose figure was refused ("what if each PR is ~1e300 tokens?": the
    reader's note says it is not read) asks about that figure: the plan stands, no name in it is taken for a cloud."""
    from advisor.core.extract_rules import figure_refused

    if not QUESTION.search(text):
        return None
    render = "zh" if lang.startswith("zh") else "en"
    plan = headline(last.model_copy(update={"language": render}))
    sid = hosted_asked(text)
    hosted = hosted_note(sid, last) if sid is not None else None
    if hosted is not None:  # "那用 Colab Pro 可以嗎？": what it gives, against the plan's rules and hours
        return word(hosted, render) + "\n\n" + plan
    fair = quote_fair_text(text, last.workload, lang, last.workload, last.model)
    if fair is not None:  # "is that a fair price?" after a quote: its verdict (advisor.core.quote_fair), then the plan
        return fair + "\n\n" + plan
    name = None if figure_refused(text) else asked_name(text)
    if name is not None:
        return word(Msg(code="conversation.not_in_catalog", args={"name": name, "providers": priced_clouds(),
                                                                  "plan": plan}), render)
    short = plain(text if len(text) <= 40 else text[:39] + "…")
    return word(Msg(code="conversation.plan_stands", args={"text": short, "plan": plan}), render)


def priced_clouds() -> list[str]:
    """The clouds the catalog lists (catalog/data/providers.csv), by their labels."""
    from catalog.places import providers

    return [p.label for p in providers()]


# a bare figure said as the speed to keep ("the cheapest that still does 100?", "one that hits 40", 还能到 80 的最便宜
# 的呢, 仲做到 50 嘅): the thread's speed target, restated ("cheapest thing that still does 100?"
# after a "100+ tok/s" answer got a 10 tok/s plan)
_SPEED_EN = re.compile(r"(?i)\b(?:still\s+)?(?:does|do|doing|gets?|getting|hits?|hitting|reach(?:es)?|gives?|manages?"
                       r"|keeps?|holds?|stays?\s+(?:at|above|over))\s+(?:at\s+least\s+|over\s+|above\s+|about\s+|~\s*)?"
                       r"(\d{1,4}(?:\.\d+)?)\s*\+?\s*(?:tok(?:en)?s?(?:\s*/\s*s(?:ec)?)?|tps)?(?=\s*(?:[?.!,;]|$|\s(?:or|and|still"
                       r"|tok)))")
_SPEED_ZH = re.compile(r"(?:还|還|仍然|依然|照样|照樣|仲|都)\s*"
                       r"(?:(?:能|可以|有|保持|维持|維持|做到|跑到|达到|達到|到|去到|得)\s*){1,2}"
                       r"(?:每秒)?\s*(\d{1,4}(?:\.\d+)?)\s*\+?\s*(?:个|個)?\s*(?:tokens?|toks?)?\s*(?:/\s*s|每秒)?"
                       r"(?=\s*(?:[?？。，,!！]|$|的|嘅|吗|嗎|呢|以上))")
_SPEED_FIELDS = ("target_tokens_per_s_per_user", "target_tokens_per_s")


def kept_speed(workload: Workload, patch: WorkloadPatch, text: str) -> WorkloadPatch:
    """A follow-up's bare figure said as the speed to keep, in a thread with a speed target and a turn that read none:
    the same target at that figure (the thread's field: per user or in all); else `patch` as it was."""
    field = next((f for f in _SPEED_FIELDS if getattr(workload, f)), None)
    if field is None or any(getattr(patch, f) for f in _SPEED_FIELDS):
        return patch
    m = _SPEED_EN.search(text) or _SPEED_ZH.search(text)
    if m is None:
        return patch
    figure = float(m.group(1))
    if figure <= 0 or figure in {v for v in patch.model_dump(exclude_none=True).values() if isinstance(v, int | float)}:
        return patch  # a figure another reader took ("still does 100 users") is not the speed
    return patch.model_copy(update={field: figure})


# the constraints a follow-up's field is judged as (tools.constraints, tools.recommend: Constraint.name); hours a day
# are judged by the budget they are priced against, a speed for one user at once by the per-user line
_JUDGED_AS = {"deadline_hours": ("deadline",), "budget": ("budget",), "budget_per_hour": ("budget",),
              "usage_hours_per_day": ("budget",), "providers": ("provider",), "regions": ("region",), "gpu": ("gpu",),
              "target_tokens_per_s_per_user": ("per_user_speed",), "target_tokens_per_s": ("throughput", "per_user_speed"),
              "context_length": ("context",)}


def verdict(text: str, patch: WorkloadPatch, rec: Recommendation, lang: str) -> str | None:
    """A follow-up question that stated a constraint ("可以嗎？" after a deadline, "can we stay under $500?"): yes when
    the answer's plan meets each constraint it stated, no with the ones it cannot meet, from the answer's own ✅/❌
    (Recommendation.constraints); None when it is no question or nothing it stated was judged."""
    if not QUESTION.search(text):
        return None
    names = {n for k, v in patch.model_dump(exclude_none=True).items() if k in _JUDGED_AS and v for n in _JUDGED_AS[k]}
    judged = [c for c in rec.constraints if c.name in names and c.status in ("honoured", "refused")]
    if not judged:
        return None
    render = "zh" if lang.startswith("zh") else "en"
    said = [(word(c.label, render) if c.label else c.stated, c.status) for c in judged]
    failed = [label for label, status in said if status == "refused"]
    return word(Msg(code="conversation.verdict_no" if failed else "conversation.verdict_yes",
                    args={"labels": failed or [label for label, _ in said]}), render)
