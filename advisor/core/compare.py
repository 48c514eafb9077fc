"""Compare from words: each option is a question or a variation of one ("LoRA Llama-3-8B on H100",
"on A100", "32k"), read by the rule extractor and merged onto the base workload (the conversation's, or
the first option's), then priced by the same recommender (tools.compare). Used by `gpu-advisor compare`,
the chat's "A vs B", and other surfaces (MCP, Slack) through `compare_workloads`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tools.compare import Comparison, compare
from tools.defaults import WorkloadError, validate
from tools.schema import Msg, Recommendation, Workload, WorkloadPatch

SPLIT = re.compile(r"(?i)\s+(?:vs\.?|versus)\s+|\s*(?:对比|對比)\s*|(?<=\S)vs\.?(?=[^\sa-z])")
VS = re.compile(r"(?i)\s(?:vs\.?|versus)\s|\S\s*(?:对比|對比)\s*\S")
LEAD = re.compile(r"(?i)^\s*(?:compare|比较|比較)\s*[:：]?\s*")
# What an option names, one kind each (a model and its bare size count as one): two cards, two models, two providers,
# two precisions, methods, contexts, counts, loads, billings, places. Anything else a fragment carries (a priority,
# "for-profit", a thinking mode) names no option.
OPTION_KINDS: tuple[tuple[str, ...], ...] = (
    ("model", "params_b"), ("gpu_preference",), ("providers",), ("precision",), ("task",), ("seq_len",),
    ("num_gpus",), ("concurrency",), ("billing",), ("regions",), ("kv_precision",), ("framework",))


def split_options(text: str) -> list[str]:
    """"H100 vs A100" → ["H100", "A100"]; "LoRA 对比 QLoRA" → ["LoRA", "QLoRA"]; [] when it is not a comparison.
    Read as it shows: "H100 v<U+200B>s A100" is a comparison (invisible characters out first)."""
    from advisor.core.extract_rules import buy_against_rent, strip_invisible

    text = strip_invisible(text or "")
    if not VS.search(text) or buy_against_rent(text):  # "buying a DGX Spark … vs renting an H100": one machine, owned
        return []
    parts = [p.strip(" ?？。.,，") for p in SPLIT.split(LEAD.sub("", text)) if p and p.strip(" ?？。.,，")]
    return parts if len(parts) >= 2 and one_kind_compared(parts) else []


# Two cards offered as alternatives in a question, with no "vs": "8 張 H20 的伺服器比較便宜，這樣可以嗎？還是要買 H200？",
# "供應商話搵到 L40S 同 H100，應該點揀？", "should we buy H100 or L40S?" (each was answered with a third card, or with
# the first card as a rule, and the two offered never set side by side). The joining word sits between the cards.
CARD_ALTERNATIVE = re.compile(r"(?i)还是|還是|定係|定系|定\s*$|或者|或是|或|同|和|跟|与|與|\bor\b|\band\b")  # 買4090定5090
CARD_QUESTION = re.compile(r"(?i)[?？]|吗|嗎|呢|哪|边个|邊個|点拣|點揀|點樣揀|点样拣|\bwhich\b|\bshould\b")
# "H100 還是 H200，跑 70B 給 50 人用", "A100 or H100 for 70B": a choice word alone between two cards asks by itself
CARD_CHOICE = re.compile(r"(?i)\s*(?:还是|還是|定係|定系|定|or)\s*")
# the second card offered as a rental against the first ("buy 4x RTX 5090 or rent H100s", 买4张4090还是租A100)
RENT_SIDE = re.compile(r"(?i)\brent(?:ing|ed)?\b|\blease\b|租")
# a list of cards ("H20、4090、H800", "L4, A10G or L40S", "A100/H100"): the mark alone between two cards
CARD_LIST = re.compile(r"\s*[、,，/]\s*")
# what makes a bare list a choice: a which-word or a superlative right after it ("哪个最省钱", "哪張划算", "which is
# cheapest", "最便宜的是哪个", "— which one")
CARD_WHICH = re.compile(r"(?i)\s*(?:[—–\-:：,，]\s*)?(?:哪|边个|邊個|\bwhich\b|最(?:省|便宜|划算|劃算|抵|合适|合適|快)"
                        r"|\bwhat(?:'s| is) (?:the )?(?:cheapest|best)\b)")
CARD_GAP = 48  # characters between the two cards: one or two short clauses, never two topics of a long message


def card_options(text: str) -> tuple[list[str], list[str]]:
    """Two or more different cards offered as alternatives in a message that asks: each neighbouring pair joined by an
    alternative word (CARD_ALTERNATIVE) or a list mark (CARD_LIST: "H20、4090、H800哪个最省钱", "L4, A10G or L40S"),
    within CARD_GAP characters, the message asking (CARD_QUESTION, or a choice word alone between two cards:
    CARD_CHOICE); a run joined by list marks alone asks only when a which-word follows it (CARD_WHICH: "A100、L40S
    哪個划算", never "H20、H800 这类卡"). The options as texts — the message without the cards, then one card on a
    line of its own (so the question around it never makes it a card to check) — and their labels (each card with
    the count said before it: "8 張 H20", "H200"). A later card takes the first's count when it says none (a quote for
    8 × H20 against H200 is 8 of each), unless it is offered as a rental or in the plural ("or rent H100s":
    RENT_SIDE), which the recommender sizes; in a list of three or more each card is sized freely unless it says a
    count (a job's price per card is compared, not a box). ([], []) when the message offers no two cards, or the
    cards are the user's own fleet (advisor.core.extract_rules.read_fleet: "we have 8 T4s and 2 A100")."""
    from advisor.core.extract_rules import _family, extract, gpu_pattern, strip_invisible

    text = strip_invisible(text or "")
    ms = list(gpu_pattern().finditer(text))
    i = 0
    while i < len(ms) - 1:
        run = [ms[i]]
        for b in ms[i + 1:]:
            gap = text[run[-1].end():b.start()]
            if len(gap) > CARD_GAP or not (CARD_ALTERNATIVE.search(gap) or CARD_LIST.fullmatch(gap)) \
                    or _family(b.group(1)) in {_family(m.group(1)) for m in run}:
                break
            run.append(b)
        gaps = [text[a.end():b.start()] for a, b in zip(run, run[1:])]
        worded = any(CARD_ALTERNATIVE.search(g) for g in gaps)
        asks = (CARD_QUESTION.search(text[run[0].start():]) or any(CARD_CHOICE.fullmatch(g) for g in gaps)) \
            if worded else CARD_WHICH.match(text[run[-1].end():])
        if len(run) < 2 or not asks:
            i += max(1, len(run) - 1)
            continue
        e = extract(text)
        if e.patch.owned_gpus or e.fleet or "own_machine" in e.intents:
            return [], []  # the user's own fleet, or cards for one's own PC (tools.local_card answers those)
        counts = [_count_before(text, m.start()) for m in run]
        rest = (text[:run[0].start() - len(counts[0])] + text[run[-1].end():]).strip()
        labels = [c + m.group(0) for c, m in zip(counts, run)]
        parts = [f"{rest}\n{labels[0]}"]
        for gap, c, m in zip(gaps, counts[1:], run[1:]):
            # "buy 4x RTX 5090 or rent H100s": a rented side with no count of its own is sized freely, never 4 of them
            inherit = "" if len(run) > 2 or RENT_SIDE.search(gap) or text[m.end():m.end() + 1] in ("s", "S") \
                else counts[0]
            parts.append(f"{rest}\n{c or inherit}{m.group(0)}")
        return (parts, labels) if one_kind_compared(parts) else ([], [])
    return [], []


def bought_options(workloads: Sequence[Workload]) -> tuple[list[Workload], list[Msg]]:
    """Cards offered to BUY (Workload.buy_server): each option sized on rented rows of its card anywhere (the place
    is where the server stands, not where a rental is priced: "L40S 同 H100" for a Hong Kong machine room was "no
    priced L40S in Hong Kong" twice), and the lines said under the table: that the prices are rentals, and the US
    export licence for each card that needs one where the server goes (tools.compat.purchase_licensed)."""
    from catalog.gpus import all_gpus
    from tools.compat import PURCHASE_PLACES, purchase_licensed
    from tools.places import is_mainland

    if not workloads or not all(w.buy_server for w in workloads):
        return list(workloads), []
    gpus = all_gpus()
    licensed: list[str] = []
    place: str | None = None
    for w in workloads:
        name = w.gpu_preference or ""
        g = gpus.get(name) or next((v for k, v in gpus.items() if k.startswith(name + " ")), None)
        here = next((x for x in ("cn" if is_mainland(r) else r for r in (w.regions or [])) if x in PURCHASE_PLACES), None)
        if name and here and purchase_licensed(g):
            licensed, place = [*licensed, name], here
    lines = [Msg(code="compare.bought")] + ([Msg(code="compat.export_purchase", args={
        "gpu": " / ".join(licensed), "place": Msg(code="compat.export_place", args={"tag": place})})] if place else [])
    return [w.model_copy(update={"regions": None}) for w in workloads], lines


def _count_before(text: str, start: int) -> str:
    """The count said just before a card ("8 張 ", "2x "), else ""."""
    m = re.search(r"(?i)(\d+\s*(?:x|×|\*|张|張|块|塊|台|片)?\s*)$", text[max(0, start - 8):start])
    return m.group(1) if m else ""


def one_kind_compared(parts: Sequence[str]) -> bool:
    """Whether the parts are options of one kind: some kind in OPTION_KINDS that every part names, with at least two
    different values ("H100" / "A100 for Llama-3.1-8B": two cards). A "vs" inside a name or a phrase is no comparison
    ("tab autocomplete in VS Code plus a chat panel": the fragments name no common kind; "how long would it take vs
    just renting something": the second part names nothing) — the question is then answered as written."""
    from advisor.core.extract_rules import extract

    return bool(compared_kinds([extract(p).patch for p in parts]))


def compared_kinds(patches: Sequence[WorkloadPatch]) -> list[tuple[str, ...]]:
    """The kinds in OPTION_KINDS that every option names, with at least two different values: what is compared."""
    said = [p.model_dump(exclude_none=True, exclude={"language"}) for p in patches]
    return [kind for kind in OPTION_KINDS if all(any(k in d for k in kind) for d in said)
            and len({tuple(str(d.get(k)) for k in kind) for d in said}) >= 2]


def shared_fields(patches: Sequence[WorkloadPatch]) -> dict[str, Any]:
    """What the options say once for all: a field stated by some options and contradicted by none. "compare H100
    vs A100 for Llama-3.1-8B" names the model in the last option only; it is both options' model. A field two
    options state differently is what is compared (the model and a bare size count as one field)."""
    seen: dict[str, Any] = {}
    varying: set[str] = set()
    for p in patches:
        for k, v in p.model_dump(exclude_none=True, exclude={"language"}).items():
            if k in seen and seen[k] != v:
                varying.add(k)
            seen.setdefault(k, v)
    if "model" in seen and "params_b" in seen:
        varying |= {"model", "params_b"}
    return {k: v for k, v in seen.items() if k not in varying}


def said_once(patches: Sequence[WorkloadPatch]) -> dict[str, Any]:
    """What one option states for every option (shared_fields): the model, the load, the context, the place, the
    budget said once with the last option ("Qwen3-32B vs Llama-3.3-70B for 100 users at 8k", "H100 還是 H200，跑 70B 給
    50 人用") is each option's, not the last one's only, when the options are alternatives of one kind
    (compared_kinds); an option that only varies the first ("8k context") says nothing for the first. A card count
    said with one of two cards compared is that card's ("H100 vs 2×A100": one H100 against two A100s)."""
    compared = compared_kinds(patches)
    if not compared and (patches[0].model or patches[0].params_b):
        return {}  # each later option varies the first ("serve X for 32 users" / "8k context"): nothing said for all
    shared = shared_fields(patches)
    if ("gpu_preference",) in compared:
        shared.pop("num_gpus", None)
    return shared


def not_an_llm(texts: Sequence[str], patches: Sequence[WorkloadPatch], base: Workload | None, lang: str,
               chat: bool = False) -> None:
    """Refuse, in the user's language, options that are not language-model work (a Whisper, SDXL, FLUX, encoder or
    vision job: tools.media / tools.embedding answer them, not the recommender compare runs): what compare sizes and
    how to ask the job instead ("give --model NAME or --params BILLIONS", an option compare lacks,
    in English to a 简体 question)."""
    from advisor.core.script import to_script

    kinds: list[tuple[str | None, str]] = [(text, p.modality) for text, p in zip(texts, patches)
                                           if p.modality and p.modality != "llm"]
    if not kinds and base is not None and base.modality and base.modality != "llm":
        kinds = [(None, base.modality)]  # the thread's job (a chat's "H100 vs A100" after a Whisper answer)
    if not kinds:
        return
    option, modality = kinds[0]
    how = Msg(code="compare.ask_chat") if chat else Msg(code="compare.ask_cli", args={"option": option or texts[0]})
    kind = Msg(code="compare.kind", args={"modality": modality})
    said = (Msg(code="compare.not_an_llm", args={"option": option, "how": how, "kind": kind}) if option is not None
            else Msg(code="compare.not_an_llm_thread", args={"how": how, "kind": kind}))
    raise WorkloadError(to_script(said.text(lang), lang), code=said.code, args=said.args)


def workloads_from_texts(texts: Sequence[str], base: Workload | None = None, lang: str | None = None,
                         chat: bool = False) -> list[Workload]:
    """Each text merged onto `base` (with no base, the first option's workload) plus what the options say once for
    all (`said_once`: "compare H100 vs A100 for Llama-3.1-8B", "A vs B for 100 users at 8k"). A job that is no language model is
    refused in `lang` (not_an_llm)."""
    from advisor.core.extract_rules import detect_language, extract
    from tools.followup import merge_workload

    patches = [extract(text).patch for text in texts]
    not_an_llm(texts, patches, base, lang or detect_language(" ".join(texts)), chat)
    for i, (text, patch) in enumerate(zip(texts, patches)):
        if not patch.model_dump(exclude_none=True, exclude={"language"}):
            raise WorkloadError(f"cannot read a workload or a variation in option {i + 1}: {text!r} "
                                "(try a model, a task, a GPU, a precision or a context such as 32k)",
                                code="workload_error.compare_option_unread", args={"option": i + 1, "text": repr(text)})
    shared = WorkloadPatch(**said_once(patches))  # "A vs B for 100 users at 8k": the load is both sides'
    first = patches[0]
    if ("gpu_preference",) in compared_kinds(patches):  # "4x RTX 5090 or rent H100s": the 4 are the 5090's alone
        first = first.model_copy(update={"num_gpus": None})
    base = merge_workload(merge_workload(Workload(), shared), first) if base is None \
        else merge_workload(base, shared)
    out: list[Workload] = []
    for patch in patches:
        w = merge_workload(base, patch)
        validate(w)
        out.append(w)
    return out


def compare_workloads(workloads: Sequence[Workload], labels: Sequence[str] | None = None, *,
                      currency: str | None = None, top_n: int = 3) -> tuple[Comparison, list[Recommendation]]:
    """The comparison of `workloads` (at least two), each priced by `advisor.core.service.advise`, and the
    answers behind it (for a surface that shows one in full)."""
    from advisor.core.service import advise

    recs: list[Recommendation] = []

    def run(w: Workload) -> Recommendation:
        rec = advise(w, stated={k for k, v in w.model_dump().items() if v is not None}, currency=currency, top_n=top_n)
        recs.append(rec)
        return rec

    return compare(list(workloads), run, labels), recs
