"""The conversation engine shared by the terminal and the Slack bot.

One message: load the thread's state → extract a patch (rules; the LLM when configured, rules on any
LLM failure) → handle intents (reset, help, export, why, chart, cheaper) → merge the patch → a
non-LLM workload gets the scope said plainly and the questions it would need → ask at most two
questions that decide the answer (each with its default) → recommend → render with the workload line
and what this turn changed → save. Chinese is written in Simplified and converted once, at output,
when the user writes Traditional (advisor.core.script).
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import re
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from advisor.core.asr_language_check import not_covered_lead, stream_not_covered_lead
from advisor.core.audio_item_total import audio_total
from advisor.core.budget_period_again import budget_period_again, budget_unrated_kept
from advisor.core.cheaper_family import family_lever
from advisor.core.compare_followup import (
    COMPARED,
    adds_to_sides,
    last_compared,
    shared_workload,
    sides_after,
    sides_read,
    sides_record,
)
from advisor.core.context_alternative import context_alternative
from advisor.core.data_notes import data_note_msgs, is_data_note
from advisor.core.document_drop_read import dropped_again
from advisor.core.extract_rules import (
    CALENDAR_DEADLINE_NOTE,
    CJK,
    DPO_AS_LORA,
    MAX_CHARS,
    NEXT_DAY,
    SERVE_SAID,
    UNKNOWN_MODEL_NOTE,
    VLM_NAMED,
    Extraction,
    bare_pieces,
    domestic_note_counted,
    extract,
    hk_forms,
    local_currency,
    read_part,
    rental_said,
    run_word_only,
    screened_figures,
    script_of,
    strip_invisible,
    typed_part,
    usage_notes_for_rental,
    visible_length,
)
from advisor.core.extract_stated import GROUPED_AMOUNT, GROUPED_COUNT, audio_items, image_rate, image_size, live_said
from advisor.core.fit_alternative import fit_alternative  # the nearest model that fits, asked for
from advisor.core.followup_check import asked_to_use, kept_speed, unread_question, verdict
from advisor.core.generated_media import followup_images, period_said
from advisor.core.growth import grown_again
from advisor.core.kept_precision import KEPT_PRECISION, earlier_choice, kept_texts, reopens
from advisor.core.licence_alternative_turn import with_alternative  # a licence table's alternative asked
from advisor.core.licence_switch import switched
from advisor.core.longest_item import longest_item_note  # a batch's longest item against the context
from advisor.core.mac_link_lines import mac_pair_lead
from advisor.core.messages.conversation import READER_NOTES_ZH
from advisor.core.model_origin_read import plan_in_notes
from advisor.core.named_accel_lines import named_accel_lead
from advisor.core.named_encoder import encoder_named
from advisor.core.named_licence_lines import add_licence_lines
from advisor.core.named_media import music_minutes, named_vision, screen_count, unlisted_model
from advisor.core.nonllm_thread import Recorded, remark_in_job_thread, spot_once, spot_said
from advisor.core.note_ids import PEOPLE_AT_ONCE, notes_coded, notes_of
from advisor.core.onprem_lead import onprem_lead
from advisor.core.place_lead import (  # the place and provider a named job was priced for
    assumed_notes,
    currency_assumed,
    licence_bars,
    place_into,
    thread_place_kept,
)
from advisor.core.place_money_read import located_tags
from advisor.core.plan_questions_asked import asked_about_plan, plan_fact
from advisor.core.proposal_lead import leads_above
from advisor.core.quote_fair import quote_alone_asked, quote_fair_lead
from advisor.core.released import released_card
from advisor.core.render import (
    as_priced,
    changed_line,
    delta_text,
    fleet_short_markdown,
    headline,
    priced_billing,
    to_markdown,
    to_short_markdown,
    workload_line,
)
from advisor.core.render import t as render_label
from advisor.core.riser_lines import riser_lines
from advisor.core.rl_env_read import rl_lines, rl_named, rl_thread  # PPO / self-play on a CPU env: tools.rl_env
from advisor.core.script import to_script, typed_quotes
from advisor.core.sim_render_read import sim_render_lines, sim_render_named  # simulator cameras: tools.sim_render
from advisor.core.store import Store
from advisor.core.switched_model_note import switched_notes
from advisor.core.thread_data import generated_data_followup
from advisor.core.thread_measure_read import read_against_thread, unread_measure
from advisor.core.unheld_names import hosted_name, unheld_name
from advisor.core.vague_people_followup import vague_people_kept
from advisor.core.vla_train_read import vla_lines, vla_named  # π₀ (openpi): openpi's memory table, tools.vla_train
from tools.batch_filters import unchecked_msgs
from tools.cheaper_base import priced_base
from tools.cheaper_hours import office_hours_lever
from tools.checked import unsharded_workload
from tools.compat import domestic_plan
from tools.constants import HOURS_PER_DAY, HOURS_PER_MONTH
from tools.cost import run_window_hours
from tools.defaults import (
    DEFAULT_CONTEXT,
    WorkloadError,
    finetune_method,
    kind_of,
    serves,
    serving_hinted,
    to_non_thinking_sibling,
    training_hinted,
    unstated_task,
    validate,
)
from tools.embedding import Encoder, encoder_weights_gb
from tools.errors import error_text, fact_of
from tools.followup import (
    INFERENCE_ONLY,
    budget_without_model,
    cheaper_turn,
    daily_merged,
    encoder_followup,
    merge_workload,
    online_merged,
    people_reread,
    providers_revoked,
    spot_costs_more,
    task_to_answer_first,
    turn_patch,
)
from tools.kinds import POLICIES, Ask
from tools.non_llm import NonLLM, floor_words, named_model, no_fit_on, shown_name, stated_count, trait_figures
from tools.place_currency import place_currency
from tools.places import MAINLAND_CURRENCY, is_mainland
from tools.plan_change import plan_change
from tools.prefill_rows import lead_workload
from tools.recommend import cheaper_levers, cheaper_workloads, fp8_defaulted, kept_saving, precision_move
from tools.schema import LITERAL, TRAINING_TASKS, Dataset, Msg, Recommendation, WorkKind, Workload, WorkloadPatch
from tools.shown import plain
from tools.sim_codes import total_budget
from tools.vision_batch import vision_job
from tools.wording import duration

log = logging.getLogger("gpu_advisor.conversation")

ASKED = "asked"  # history role that records which optional questions a thread was already asked
UNANSWERED_SHOWN = 200  # characters of an unanswered message a resumed chat quotes back (the rest as "…")
CURRENCY = "currency"  # history role that records the currency a thread asked its answers in
BUY_ASKED = "buy_or_rent"  # history role that records a buy-or-rent question answered (its text and follow-up changes)
CHEAPER = "cheaper"  # history role that records a "cheaper?" said of an answer (kept by a later place switch)


@dataclass
class Reply:
    kind: str  # answer | question | export | explain | help | reset | greeting | error
    text: str
    language: str = "en"
    recommendation: Recommendation | None = None
    questions: list[str] = field(default_factory=list)
    export_markdown: str | None = None
    want_chart: bool = False
    extractor: str = "rules"
    lead: str = ""  # answers: the workload line, and on a follow-up "changed: …" (Simplified for zh-Hant: renderers convert)
    notes: list[str] = field(default_factory=list)  # engine notes (cheaper, how a word was read), same script rule
    hk: bool = False  # Traditional with Hong Kong forms (OpenCC s2hk) rather than Taiwan's (s2twp)
    full: str = ""  # answers: the whole report (`text` is the short answer); "details" shows it
    comparison: Any = None  # compare replies: the tools.compare.Comparison behind the text
    details: bool = False  # the whole report of the last answer ("details", Slack's *Show details*)

    @property
    def summary(self) -> str:
        """A one-line fallback (Slack notifications)."""
        if self.recommendation is not None and self.kind in ("answer", "export", "explain"):
            return to_script(headline(self.recommendation.model_copy(update={"language": self.language})), self.language, self.hk)
        return self.text.split("\n", 1)[0][:300]


# one-word English turns that start something new, answered in English whatever the thread ("reset" after a 繁體 turn);
# any other short follow-up ("export", "details", "how long?", a stray token) keeps the thread's language
ENGLISH_TURN_WORDS = frozenset({"reset", "restart", "help", "hello"})


def grown_patch(e: Extraction, source: str, workload: Workload) -> Extraction:
    """The reading of a restated message (advisor.core.batch_growth) without the figures a later follow-up changed: a
    field the message as it was states alike (its users, its context) while the thread now holds another value is the
    thread's ("what if users double?" before "what if adapters double?" keeps 600 users, not the message's 300)."""
    before = extract(source, workload.model).patch
    later = [k for k in e.patch.model_fields_set if getattr(before, k, None) == getattr(e.patch, k)
             and getattr(workload, k, None) is not None and getattr(workload, k, None) != getattr(e.patch, k)]
    e.patch = e.patch.model_copy(update=dict.fromkeys(later))
    return e


def _lang_of(e: Extraction, text: str, previous: str | None) -> str:
    """The answer language: the message's script when it has Chinese; else the thread's for a short follow-up — no
    English words ("32k?"), or at most two ("H100?", "AWS only", "how long?", "export") other than a single
    ENGLISH_TURN_WORDS; a sentence of three English words or more is answered in English ("around the clock" after a
    繁體 turn was once answered in 繁體), and so is "reset"."""
    if CJK.search(text):
        return script_of(text, prefer=previous)
    words = re.findall(r"[A-Za-z]{3,}", text)
    starts_anew = len(words) == 1 and words[0].lower() in ENGLISH_TURN_WORDS
    if previous and len(words) <= 2 and not starts_anew:
        return previous
    return "en" if words else (previous or "en")


def people_again(workload: Workload, e: Extraction) -> Extraction:
    """A thread that counted people (a head count: "部署llama3-70b给50人用") told "make it 200 users": the new count is of
    the same people, sized by the thread's share rule (tools.traffic) and said so, never 200 all at once unasked (attack
    16: 8 at once → 200, 25×). A count said at once ("200 concurrent", "200 users at once") never comes here."""
    e = vague_people_kept(workload, e)  # "some people will paste whole specs": some of those already counted
    patch = people_reread(workload, e.patch, e.users_said)  # the decision: tools.followup
    if patch is None:
        return e
    old = notes_coded(e, PEOPLE_AT_ONCE, said=e.users_said, n=e.patch.concurrency)  # by code, never by wording
    out = dataclasses.replace(e, patch=patch, notes=[x for x in e.notes if x not in old], zh_notes=dict(e.zh_notes))
    if patch.head_count is None:  # people online: their line is said by online_again
        return out
    from tools.traffic import head_count_assumption

    msg = head_count_assumption(patch.head_count, e.users_said)
    out.said(msg)
    return out


def messages_again(workload: Workload, e: Extraction) -> Extraction:
    """A thread that counted each user's messages a day ("12k DAU, each sends ~15 messages a day") told "make it 50k
    DAU": the new users send the same messages, so the load is their messages a day in flight (tools.traffic), said in
    one line, never the message's own line (its users at the assumed messages each) beside it (the resolver sizes it
    from the messages). Daily users said in a thread that stated a request's shape (its answer, first token, speed)
    are said with that shape too, at the assumed messages each."""
    merged = daily_merged(workload, e.patch)  # the decision: tools.followup
    if merged is None:
        return e
    from tools.traffic import daily_requests_in_flight, head_count_assumption, stated_answer_tokens

    users = e.patch.daily_users or e.patch.head_count or 0  # never 0: daily_merged asks for the users
    said = daily_requests_in_flight(merged, stated_answer_tokens(merged))
    if said is None:
        return e
    from advisor.core.extract_rules import DAILY_SIZED_BY

    mine = Workload(**e.patch.model_dump(include=set(DAILY_SIZED_BY), exclude_none=True))
    alone = daily_requests_in_flight(mine, stated_answer_tokens(mine))  # the message's own line (5 each, assumed)
    old = notes_of(e, head_count_assumption(users), head_count_assumption(users, e.users_said), *([alone] if alone else []))
    out = dataclasses.replace(e, notes=[x for x in e.notes if x not in old], zh_notes=dict(e.zh_notes))
    out.said(said)
    return out


def online_again(workload: Workload, e: Extraction) -> Extraction:
    """A follow-up that says people online ("如果同時在線有 200 人呢？") in a thread that stated a request's shape (its
    answer, prompt, first-token limit or per-user speed): the line that sizes them is said with the thread's request
    (tools.traffic.online_assumption), never the message's own line sized on defaults beside it."""
    from advisor.core.extract_rules import ONLINE_SIZED_BY
    from tools.traffic import online_assumption, stated_answer_tokens

    both = online_merged(workload, e.patch, ONLINE_SIZED_BY)  # the decision: tools.followup
    if both is None:
        return e
    alone, merged = both
    old, said = online_assumption(alone, stated_answer_tokens(alone)), online_assumption(merged, stated_answer_tokens(merged))
    stale = notes_of(e, old)  # the line sized on the message alone, by its code and figures
    if said.en == old.en and stale:
        return e
    out = dataclasses.replace(e, notes=[x for x in e.notes if x not in stale], zh_notes=dict(e.zh_notes))
    out.said(said)
    return out


NUMERIC_FIELDS = ("seq_len", "concurrency", "params_b", "train_tokens", "dataset", "num_gpus", "deadline_hours")


def answer_to_question(text: str, patch: WorkloadPatch, pending: set[str]) -> tuple[WorkloadPatch, dict[str, Any]] | None:
    """A reply made only of numbers ("128", "about 64", "32k", "64, 8k", "5 天") fills the fields the
    bot's last question asked about (`pending`: the fields of the latest ASKED row, unanswered so far);
    None when the reply is anything else or a number fits no pending question.

    A unit word decides on its own (人/路/users → concurrency, tokens/上下文 → context, days/天 → deadline,
    条/examples → data). A bare number goes to the first asked field it fits: k after a context question is
    a context (32k = 32,768 as context lengths are written); B/T or 亿 after a data question is tokens."""
    if not pending:
        return None
    text = strip_invisible(text or "")  # "ful<U+200B>l" is "full"
    pieces = bare_pieces(text)
    if pieces is None:
        if "task" in pending and re.fullmatch(r"(?i)\s*(?:full|all weights|全量|全部|全参|全參)\s*[.!。！]*\s*", text or ""):
            return patch.model_copy(update={"task": "full_finetune"}), {"task": "full_finetune"}
        return None
    filled: dict[str, Any] = {}
    for piece in pieces:
        kind = piece.kind
        field_: str | None = None
        value: Any = None
        if kind == "people":
            field_, value = "concurrency", int(piece.count)
        elif kind == "time":
            field_, value = "deadline_hours", piece.hours()
        elif kind == "data":
            field_, value = "dataset", Dataset(amount=piece.count, unit="examples")
        elif kind == "tokens" and "data" in pending and piece.big:
            field_, value = "train_tokens", int(piece.count)
        elif kind == "tokens":
            field_, value = "seq_len", piece.context
        else:
            for f in [f for f in ("concurrency", "context", "data", "model", "deadline") if f in pending]:
                if f == "concurrency" and "concurrency" not in filled and not piece.big and not (
                        piece.suffix.lower() == "k" and "context" in pending and "seq_len" not in filled):
                    field_, value = "concurrency", int(piece.count)
                elif f == "context" and "seq_len" not in filled and not piece.big:
                    field_, value = "seq_len", piece.context
                elif f == "data" and "dataset" not in filled and "train_tokens" not in filled:
                    field_, value = (("train_tokens", int(piece.count)) if piece.big
                                     else ("dataset", Dataset(amount=piece.count, unit="examples")))
                elif f == "model" and "params_b" not in filled and piece.suffix.lower() in ("", "b"):
                    field_, value = "params_b", piece.value
                elif f == "deadline" and "deadline_hours" not in filled and not piece.suffix:
                    field_, value = "deadline_hours", piece.hours()
                if field_:
                    break
        if field_ is None or field_ in filled or not value:
            return None
        filled[field_] = value
    update = {k: None for k in NUMERIC_FIELDS} | filled
    return patch.model_copy(update=update), filled


def _shown(v: Any) -> str:
    if isinstance(v, Dataset):
        return f"{v.amount:,.0f}"
    return f"{v:,.0f}" if isinstance(v, (int, float)) else str(v)


def family_sibling(model: str, params_b: float) -> tuple[str | None, list[str]]:
    """The registry model of `model`'s family at `params_b` ("make it 70B" after Llama-3.1-8B → Llama-3.1-70B),
    and the family's sizes (to say which exist when there is none)."""
    from catalog import registry

    m = re.match(r"(?i)^(.*?-)(\d+(?:\.\d+)?)B(-A\d+B)?$", model)
    if not m:
        return None, []
    family = [n for n in registry.names() if n.startswith(m.group(1)) and re.fullmatch(r"(?i)\d+(?:\.\d+)?B(-A\d+B)?",
                                                                                      n[len(m.group(1)):])]
    same = [n for n in family if abs(float(re.match(r"\d+(?:\.\d+)?", n[len(m.group(1)):]).group()) - params_b) < 1e-6]  # type: ignore[union-attr]
    return (same[0] if same else None), family



def unread_figures(e: Extraction) -> list[Msg]:
    """The extraction's notes on figures it did not read ("'-200 videos' is not read: … never negative", "'1e30' is
    not read"), as lines of a media answer: the media readers skip those figures (extract_rules.screened_figures), so
    the answer says why the amount asked is not the one sized (the LLM answers said it, the video and
    speech answers did not)."""
    return [Msg(code=LITERAL, args={"en": n, "zh": e.zh_notes.get(n) or NOTE_ZH.get(n, n)})
            for n in e.notes if " is not read: " in n]

def _zh(lang: str) -> bool:
    return lang.startswith("zh")


# the visible length of the message Engine.handle is answering, before typed_part cut it to the part that is read
_TYPED_LENGTH: ContextVar[int] = ContextVar("typed_length", default=0)


def _cut_note(text: str, lang: str) -> list[str]:
    """What was read of a message longer than the extractors read (MAX_CHARS visible characters, extract_rules.
    read_part), said rather than silently cut: of its whole length as typed (Engine.handle cut the text itself)."""
    n = max(visible_length(text), _TYPED_LENGTH.get())
    if n <= MAX_CHARS:
        return []
    return [Msg(code="conversation.message_cut", args={"n": n, "max_chars": MAX_CHARS}).text(lang)]


def said_cut(reply: Reply, text: str, lang: str) -> Reply:
    """Every reply to a message longer than what is read says so, whatever path made it (a workload
    past the first 4,000 characters was answered "That is outside what I do" with no word of the cut; the intent
    handlers and special replies drop the turn's notes). The text shows it (the CLI, Slack's text blocks); an answer's
    notes too (Slack's answer blocks are built from them)."""
    for note in _cut_note(text, lang):
        if note not in reply.text:
            reply.text = f"> {note}\n\n{reply.text}"
        if reply.full and note not in reply.full:
            reply.full = f"> {note}\n\n{reply.full}"
        if reply.kind == "answer" and reply.recommendation is not None and note not in reply.notes:
            reply.notes.insert(0, note)
    return reply



def _defaults(w: Workload) -> Workload:
    """The workload with tools.defaults filled in (what an answer would assume now)."""
    from tools.defaults import resolve

    try:
        return resolve(w)[0]
    except (WorkloadError, ValueError):
        return w


def _target_days() -> float:
    from tools.constants import TARGET_TRAIN_DAYS

    return float(TARGET_TRAIN_DAYS)


def plan_questions(w: Workload, lang: str, *, asked: set[str] | frozenset[str] = frozenset(),
                   unclear: set[str] | frozenset[str] = frozenset(), proceed: bool = False) -> list[tuple[str, str]]:
    """At most two (field, question) pairs that decide the answer, each stating the default it will
    otherwise assume. Never asks what is stated; an optional question is asked once per thread.

    Blocking here: the model (always), the task when nothing says it, a calendar deadline ("by Friday"). The
    kind's own questions come from its policy (tools.kinds.POLICIES: users and context for serving, data or
    deadline for training), each marked blocking or second-slot."""
    d = _defaults(w)
    blocking: list[tuple[str, str]] = []
    secondary: list[tuple[str, str]] = []
    training_signals = training_hinted(w)
    task = w.task
    if task is None and not serving_hinted(w) and not proceed:
        if training_signals:
            blocking.append(("task", Msg(code="conversation.which_training_lora_qlora").text(lang)))
        else:
            blocking.append(("task", Msg(code="conversation.what_will_you_run").text(lang)))
    if w.model is None and w.params_b is None and "model" in unclear:  # named, not in the catalog (said in a note)
        blocking.append(("model", Msg(code="conversation.unlisted_model_size").text(lang)))
    elif w.model is None and w.params_b is None:
        blocking.append(("model", Msg(code="conversation.which_model_or_how").text(lang)))
    if task is None and blocking and blocking[0][0] == "task" and not training_signals:
        return blocking[:2]  # what else to ask depends on the answer
    task = task or unstated_task(w)  # the default the question states, decided by tools.defaults
    if not (serves(task) and training_signals):  # a serving task with training facts: the task question decides
        kind = kind_of(w.model_copy(update={"task": task}))
        for q in POLICIES[kind].questions(w, d, Ask(frozenset(asked), frozenset(unclear), proceed)):
            (blocking if q.blocking else secondary).append((q.field, q.text.text(lang)))
    if "deadline" in unclear or "overnight" in unclear and w.deadline_hours is None:  # a night assumed is said
        batch = serves(task)  # a batch job has no default deadline: without one it is priced for the cheapest plan
        night = "deadline" not in unclear  # "overnight": when it runs, not how long (asked, never guessed)
        ask = Msg(code="conversation.deadline_question.overnight" if night else "conversation.deadline_question.date")
        otherwise = (Msg(code="conversation.deadline_question.otherwise_no_deadline") if batch
                     else Msg(code="conversation.deadline_question.otherwise_days", args={"target_days": _target_days()}))
        blocking.insert(0, ("deadline", Msg(code="conversation.deadline_question",
                                            args={"ask": ask, "otherwise": otherwise}).text(lang)))
    if not blocking:
        return []
    return (blocking + secondary)[:2]


def defaults_line(w: Workload, lang: str, skip: set[str] | frozenset[str] = frozenset()) -> str:
    """The defaults the answer will assume, read from tools.defaults (never restated by hand)."""
    from tools.defaults import resolve

    try:
        _, notes = resolve(w)  # an unstated task is the one the task question offers (tools.defaults.unstated_task)
    except (WorkloadError, ValueError):
        notes = []
    asked = {f"defaults.{k}" for k in skip if k in ("concurrency", "context", "task")}  # the questions say these
    if "task" in skip:
        asked.add("defaults.task_lora")
    if "concurrency" in skip:  # the public service's question says its assumed load too (kinds.how_many_users_public)
        asked.add("defaults.concurrency_public")
    keep = [n for n in notes if n.code not in asked]
    text = Msg(code="render.parts", args={"parts": [n.text(lang) for n in keep]}).text(lang)
    return Msg(code="conversation.everything_else_gets_defaults", args={"text": text}).text(lang)




def scope_questions(w: Workload, lang: str, text: str = "") -> list[str]:
    """What a non-LLM workload would need to be sized, skipping what the message or the thread already says (a named
    model, a count, a deadline) and never a serving question (images per minute, streams) for a training job."""
    m = w.modality
    named = non_llm_named(w, text) is not None
    train = _trains(w, text)
    count = bool(w.dataset or w.batch_requests or stated_count(screened_figures(text), STATED_COUNTS, COUNT_MULTIPLIER))
    qs: list[Msg] = []
    if m == "speech":
        qs += _speech_questions(w, text, count)
        if not named:
            qs.append(Msg(code="conversation.scope.speech_model"))
    elif m == "diffusion":
        sized = image_size(text) is not None  # "1024x1024" stated: never asked again
        if not named:
            qs.append(Msg(code="conversation.scope.diffusion_model_only" if sized else "conversation.scope.diffusion_model"))
        elif not sized:
            qs.append(Msg(code="conversation.scope.diffusion_size"))
        if train and not count:
            qs.append(Msg(code="conversation.scope.train_count"))
        elif (not train and not count and w.target_requests_per_s is None
              and not RATE_WORDS.search(text) and image_rate(screened_figures(text)) is None):
            # a stated batch ("100k images", 每天2万张) or rate (高峰每分钟大概60张) is its load: no peak rate asked
            from tools.media import image_users_at_once

            users = image_users_at_once(w)
            qs.append(Msg(code="conversation.scope.diffusion_rate_users", args={"n": users[0]}) if users
                      else Msg(code="conversation.scope.diffusion_rate"))
    elif m == "music":  # minutes of music a day: no measured speed, so only what the month would need
        qs += [] if named else [Msg(code="conversation.scope.music_model")]
        qs += [] if count or w.batch_requests or music_minutes(text) else [Msg(code="conversation.scope.music_load")]
    elif m == "embedding":
        if encoder_named(text) is None:  # a listed encoder is sized here: never "which model?" for it
            qs.append(Msg(code="conversation.scope.embedding_model"))
        if train and not count:  # "fine-tune RoBERTa-large" (or "on 0 examples", noted): the training set
            qs.append(Msg(code="conversation.scope.encoder_train_count"))
        elif w.batch_requests:  # "10M documents": a batch, so by when, not requests per second
            qs.append(Msg(code="conversation.scope.embedding_batch", args={"n": w.batch_requests}))
        elif w.target_requests_per_s is None:
            qs.append(Msg(code="conversation.scope.embedding_rate"))
    elif m == "science":  # Boltz-2, Chai-1: the time of one complex, measured, is what the plan needs
        # the count as the reader left it: "-10,000", "0" and "1e300" structures are said not read, never a count
        qs.append(Msg(code="conversation.scope.science_time", args={"n": screen_count(screened_figures(text))}))
    else:
        # "nnU-Net", "Real-ESRGAN", "Marigold": named (listed or not), so never asked again
        named = named or named_vision(text) is not None or unheld_name(text) is not None
        qs.append(Msg(code="conversation.scope.vision_size" if named else "conversation.scope.vision_model"))
        if train and not count:
            qs.append(Msg(code="conversation.scope.train_count"))
        elif not train and not RATE_WORDS.search(text):
            qs.append(Msg(code="conversation.scope.vision_rate"))
    return [q.text(lang) for q in qs[:2]]


def _speech_questions(w: Workload, text: str, count: bool) -> list[Msg]:
    """The load question for a speech job, only what is missing: a live job ("实时", "real-time",
    "200路") needs its concurrent streams, asked only when not stated; a batch with its hours needs only its deadline;
    neither stated: batch or live."""
    if w.concurrency is not None or live_said(text):
        return [] if w.concurrency is not None else [Msg(code="conversation.scope.speech_streams")]
    if count:
        hours = w.dataset if w.dataset and w.dataset.unit == "audio_hours" \
            else stated_count(screened_figures(text), STATED_COUNTS, COUNT_MULTIPLIER)
        return [] if w.deadline_hours else [Msg(code="conversation.scope.speech_load", args={
            "hours": hours.amount if hours else None})]
    return [Msg(code="conversation.scope.speech_load", args={"hours": None})]


# "30 images per minute", "每分钟 30 张", "20 img/s": a rate the message states, not asked again
RATE_WORDS = re.compile(r"(?i)\d+\s*(?:images?|imgs?|pictures?|frames?|张|張|幅)\s*(?:per|/|an?|每)\s*"
                        r"(?:min|minute|s\b|sec|second|hour|h\b)|(?:每|per)\s*(?:分钟|分鐘|秒|小时|小時|minute|second)\s*\d+\s*(?:张|張|幅|images?)")
TRAINING_WORDS = re.compile(r"(?i)\b(?:train|training|fine-?tun\w*|lora|dreambooth)\b|训练|訓練|微调|微調")


def _with_said_size(text: str, part: str) -> str:
    """A second part ("then generate 40 images") with the image size said in the first ("1500 steps at 1024px"),
    so it is not asked again."""
    from advisor.core.extract_stated import image_size

    part = _daily_images(text, part)
    size = image_size(text)
    if size is None or image_size(part) is not None:
        return part
    cut = re.search(r"[.?!。？！]", part)
    at = cut.start() if cut else len(part)
    said = f"，{size[0]}×{size[1]} 像素" if re.search(r"[\u3400-\u9fff]", part) else f" at {size[0]}×{size[1]} px"
    return f"{part[:at]}{said}{part[at:]}"


# "40 images per customer", "40 each", 每人 40 张, 每个客户出40張: a count each customer gets, times the jobs a day
_PER_CUSTOMER = re.compile(r"(?i)(\d[\d,]*)\s*(images?|photos?|pictures?|pics?|renders?|headshots?|portraits?|avatars?)"
                           r"\s*(?:per|for\s+each|each|a)\s*(?:customer|client|user|person|job|lora|model)?\b"
                           r"|(?<=[每人户戶])\s*(?:出|生成|画|畫)?\s*(\d[\d,]*)\s*(?:张|張)(?:图片|圖片|图|圖)?")


def _daily_images(text: str, part: str) -> str:
    """A second part's images per customer said as the day's images when the first part states the jobs a day
    ("300 a day … then generate 40 images per customer": 12,000 images a day), so it is sized as the day's load."""
    from advisor.core.extract_stated import jobs_per_day

    per_day, m = jobs_per_day(text), _PER_CUSTOMER.search(part)
    if m is None and re.search(r"每(?:个|個|位)?(?:人|客户|客戶)\s*$", text[:max(0, text.find(part))]):
        # 然后每人|出40张图: the part starts at 出
        m = re.match(r"\s*(?:出|生成|画|畫)?\s*()()(\d[\d,]*)\s*(?:张|張)(?:图片|圖片|图|圖)?", part)
    if m is None and re.search(r"(?i)\b(?:customers?|clients?|users?|each)\b", text[:max(0, text.find(part))]):
        m = re.search(r"(?i)()()(\d[\d,]*)\s*(?:images?|photos?|pictures?|pics?|renders?|headshots?|portraits?"
                      r"|avatars?)\b", part)  # "… then
        # generate 40 images. ~300 customers/day": the images of each customer's job
        m = m if m is not None and m.group(3) else None
    if per_day is None or m is None:
        return part
    each = float((m.group(1) or m.group(3)).replace(",", ""))
    zh = m.group(3) is not None and not re.search(r"(?i)[a-z]", m.group(0))
    from tools.media_train import day_images

    day = day_images(each, per_day)
    said = (f"每天生成 {day:,.0f} 张图（{per_day:,.0f} 个任务 × 每个 {each:,.0f} 张）" if zh else
            f"{day:,.0f} images a day ({each:,.0f} per customer × {per_day:,.0f} a day)")
    return part[:m.start()] + said + part[m.end():]


def _trains(w: Workload, text: str) -> bool:
    """A training job: its task, or a training word when the reader set no generation volume (pictures made each day
    beside LoRAs trained each month are the generation job, extract_rules._daily_generation_beside_monthly_lora)."""
    if w.task is not None and serves(w.task) and w.batch_requests and w.modality == "diffusion":
        return False
    return w.task in TRAINING_TASKS or bool(TRAINING_WORDS.search(text or ""))


def stated_speech_load(w: Workload, text: str) -> tuple[Workload, list[Msg]]:
    """A speech job's hours of audio and its deadline when the reader left them unread ("3000 hours of
    podcast audio … by end of week" was asked for both). The reader keeps "hours of <noun> audio" out of its data set,
    and reads a calendar deadline only for a job with a data set, so both are read here for
    a speech workload only, with the calendar rule's note (tools.deadlines). A job run every day or night recurs
    (batch_period), and one run at night finishes within its night, said as assumed."""
    if w.modality != "speech" or w.concurrency is not None:
        return w, []
    update: dict[str, object] = {}
    items = audio_items(text)
    stated = stated_count(screened_figures(text), STATED_COUNTS, COUNT_MULTIPLIER) if w.dataset is None else w.dataset
    hours = audio_total(stated, items, _item_hours(items))  # recordings × each one's length, never one recording's
    if hours is None or hours.unit != "audio_hours":
        return w, []
    if hours != w.dataset:
        update["dataset"] = hours
    counted = items[4] if items is not None and "dataset" in update and update["dataset"] == _item_hours(items) else None
    period = w.batch_period or counted or speech_period(text)
    period, every = _speech_every(text, period, w.batch_every)  # "every two weeks", 每两周: its runs a month
    deadline, said = (w.deadline_hours, []) if w.deadline_hours is not None else _speech_deadline(text, period)
    window = run_window_hours(period, every) if period is not None else None
    # recordings counted per day ("每天1万通") or results due the next day recur: each period's audio is done within the
    # period however long each recording may wait (1万通 a day, results the next day)
    if window is not None and (counted or NEXT_DAY.search(text)) and (deadline is None or deadline > window):
        deadline = window
    if deadline is not None:
        update["deadline_hours"] = deadline
    # "in under a week", 一天内: a deadline as long as the period is the job's own, not a cycle (as read_batch_period)
    if window is not None and (deadline is None or deadline < window or counted or NEXT_DAY.search(text)):
        update.update(batch_period=period, batch_every=every)
    return w.model_copy(update=update), said


def _speech_every(text: str, period: str | None, every: int | None) -> tuple[str | None, int | None]:
    """A speech batch run every N periods ("every two weeks we transcribe 500 hours", 每两周转写…): its period and N
    (advisor.core.batch_every_read.every_said); the period as read and `every` as kept otherwise."""
    from advisor.core.batch_every_read import every_said

    said = every_said(text or "")
    if said is None or (period is not None and period != said[0]):
        return period, every
    return said[0], said[1] if said[1] >= 2 else None


def _item_hours(items: tuple[float, str | None, float, str, str | None] | None) -> Dataset | None:
    """Hours of audio said as recordings × each one's length (extract_stated.audio_items; the sum in tools.media)."""
    from tools.media import audio_hours_of_items

    hours = audio_hours_of_items(*items[:4]) if items is not None else None
    return Dataset(amount=hours, unit="audio_hours") if hours else None


def nightly_batch(w: Workload, text: str) -> tuple[Workload, list[Msg]]:
    """A daily batch said to run at night ("every night … by 8am", 每天晚上 … 早上8点前) finishes within its night, not
    within the day the period alone gives it (a nightly job was priced over 24 h or days);
    the night is extract_rules.night_hours, said as assumed. A stated deadline or window is left as read."""
    # a one-off job said to run overnight ("classify 2M tickets overnight", 通宵跑完) is a deadline too: one night
    from advisor.core.batch_peak_lines import classify_peak
    from advisor.core.extract_rules import NIGHT_WORDS, OVERNIGHT

    job = bool(w.batch_requests or w.train_tokens or w.dataset)
    from advisor.core.busy_period_read import EVENING_BUSY, busy_share_said

    # 晚上高峰 / 晚上最忙 / a window's share: the evening is when the work arrives, not a night's run
    if classify_peak(w, text) is not None or EVENING_BUSY.search(text or "") or busy_share_said(text):
        return w, []
    if (w.deadline_hours is not None or not job or not NIGHT_WORDS.search(text)
            or not (w.batch_period == "day" and w.batch_requests or OVERNIGHT.search(text))):
        return w, []
    hours, said = _night(text)
    return w.model_copy(update={"deadline_hours": hours}), said


def transcripts_to_score(w: Workload, text: str) -> tuple[Workload, list[Msg]]:
    """A named LLM that scores / checks / summarises transcribed recordings ("转写后用Qwen2.5-7B做质检", "transcribe the
    calls, then Llama-3.1-8B flags compliance issues") or translates them ("再用 Qwen2.5-14B 翻译成英文字幕": one request
    a piece a target language, tools.speech_llm.translation_batch) is a batch of the period's transcripts: its requests and tokens
    from the audio (tools.speech_llm.qa_batch: the recordings said, else 10-minute pieces; a published speech rate),
    never the default 4k context. A length, count or deadline said is kept; a load read as messages or people a day
    stays a service (dictations summarised as they come); the note says the batch."""
    from advisor.core.extract_rules import CHINESE_SPEECH, modality_said
    from advisor.core.extract_stated import audio_items, translation_targets
    from advisor.core.service import qa_step_said
    from tools.speech_llm import speech_rate, transcripts_batch, translated_transcripts
    from tools.traffic import requests_a_day

    # a load read as people or messages a day (a service: "3,000 dictations a day … summarises each") stays a service
    served = requests_a_day(w) or w.concurrency or w.target_requests_per_s or w.head_count or w.daily_users
    scored, langs = qa_step_said(text), translation_targets(text)
    if (w.modality not in (None, "llm") or not (w.model or w.params_b) or w.prompt_tokens or w.seq_len or served
            or not modality_said(text, "speech") or not (scored or langs)):
        return w, []
    speech, _ = stated_speech_load(Workload(task="inference", modality="speech", language=w.language), text)
    if speech.dataset is None or speech.dataset.unit != "audio_hours" or not speech.dataset.amount:
        return w, []
    chinese = (w.language or "").startswith("zh") or CHINESE_SPEECH.search(text) is not None or bool(
        re.search(r"[\u4e00-\u9fff]", text))
    # the named LLM translating the transcripts (用 Qwen2.5-14B 翻译成英文字幕): a piece a target language, as long out
    qa = transcripts_batch(speech.dataset.amount, chinese, audio_items(text)) if scored else \
        translated_transcripts(speech.dataset.amount, chinese, len(langs or []))
    if qa is None:
        return w, []
    update: dict[str, object] = {
        "task": "inference", "batch_requests": w.batch_requests or qa.requests, "prompt_tokens": qa.prompt_tokens,
        "output_tokens": w.output_tokens or qa.output_tokens, "seq_len": qa.prompt_tokens + (w.output_tokens or qa.output_tokens),
        "batch_period": w.batch_period or speech.batch_period, "deadline_hours": w.deadline_hours or speech.deadline_hours,
        "target_requests_per_s": None, "concurrency": None}
    return w.model_copy(update=update), [Msg(code="conversation.transcript_tokens", args={
        "requests": update["batch_requests"], "prompt": qa.prompt_tokens, "minutes": qa.minutes_each,
        "counted": qa.counted, "rate": speech_rate(chinese), "chars": chinese})]


def _nightly(w: Workload, text: str, lang: str, notes: list[str]) -> Workload:
    """nightly_batch with its note added to the turn's notes, in the answer's language; first, an LLM scoring
    transcripts becomes a batch of them (transcripts_to_score), so its night is judged as a batch's."""
    w, scored = transcripts_to_score(w, text)
    notes += [m.text(lang) for m in scored]
    w, said = nightly_batch(w, text)
    notes += [m.text(lang) for m in said]
    from advisor.core.recorded_after import recorded_after

    w, recorded = recorded_after(w, text)  # transcripts after the live calls: the day's recordings, never live streams
    notes += [m.text(lang) for m in recorded]
    from advisor.core.unpriced_place import llm_batch_place

    return llm_batch_place(w, text, lang, notes)  # a place with no region here: its nearest, said first


def _night(text: str) -> tuple[float, list[Msg]]:
    """One night's hours and the note that says them as assumed (extract_rules.night_hours)."""
    from advisor.core.extract_rules import night_hours, night_said_hours
    from tools.deadlines import clock_text

    said = night_said_hours(text)
    if said is not None:  # "overnight, like 12 hours", 通宵跑完，大概10个小时: the hours said win, nothing assumed
        return said, []
    from advisor.core.extract_rules import night_start

    hours, start, end = night_hours(text)
    said_start = night_start(text) is not None  # "晚上11點開始跑": the start is the user's, only an unsaid one assumed
    return hours, [Msg(code="conversation.night_said" if said_start else "conversation.night_assumed", args={
        "hours": hours, "start": clock_text(start), "end": clock_text(end)})]


def speech_period(text: str) -> str | None:
    """The period a speech batch recurs in: "every night", 每天晚上, 每天, "daily" (extract_stated's period words)."""
    from advisor.core.extract_stated import _EVERY, COST_PER_ASKED

    text = COST_PER_ASKED.sub(" ", text or "")  # "每月多少钱": the bill's period, not the job's
    return next((p for p, words in _EVERY.items() if re.search(r"(?i)(?:" + words + r")", text)), None)


def _speech_deadline(text: str, period: str | None) -> tuple[float | None, list[Msg]]:
    """A speech batch's hours: a run at night ("every night", 通宵) or a daily one with an end clock ("每天 … 早上 9 点前")
    gets one night (extract_rules.night_hours, said as assumed); otherwise the stated or calendar deadline."""
    from datetime import datetime

    from advisor.core.extract_rules import END_CLOCKS, NIGHT_WORDS, calendar_deadline, item_latency_said, read_deadline

    item = item_latency_said(text)  # "results within 1 hour of the call": each call's limit, never the month's
    if item is not None:
        text = text[:item.start()] + " " * (item.end() - item.start()) + text[item.end():]
    within = read_deadline(text)
    if within:
        return within, []
    from advisor.core.busy_period_read import without_arrival_window

    if NIGHT_WORDS.search(without_arrival_window(text)) or (period == "day" and any(rx.search(text) for rx in END_CLOCKS)):
        return _night(text)
    cal = calendar_deadline(text, datetime.now())
    return (cal[0], [cal[1]] if cal[1] is not None else []) if cal else (None, [])


def revoked_providers(before: Workload, e: Extraction) -> set[str]:
    """The thread's provider rule the message now leaves out ("only AWS", then "actually anything but AWS"): those of
    the kept providers named under a negation, unless the message names providers to keep (its own rule replaces)."""
    if not before.providers or e.patch.providers:
        return set()
    return {p for p in before.providers if p.lower() in {x.lower() for x in e.excluded_providers}}


def readmitted(before: Workload, patch: WorkloadPatch, text: str) -> WorkloadPatch:
    """A cloud the thread left out, named again with no "only" ("AWS is fine again", 可以用AWS了): the exclusion is
    lifted (tools.followup.excluded_after) and the cloud compared with the pick, never made the one filter — the
    message read as "AWS only" would have priced nothing else."""
    from advisor.core.extract_rules import PREFERENCE_HARD

    left_out = {p.lower() for p in before.excluded_providers or []}
    named = list(patch.providers or [])
    if not named or not {p.lower() for p in named} <= left_out or PREFERENCE_HARD.search(text or ""):
        return patch
    return patch.model_copy(update={"providers": None, "checked_provider": named[0] if len(named) == 1 else None,
                                    "owner_rule": None})


def without_providers(w: Workload, revoked: set[str], lang: str, notes: list[str]) -> Workload:
    """The provider rule without the ones the user just left out (tools.followup.providers_revoked), said: an
    exclusion is no filter, so they may still appear — never the opposite rule kept."""
    dropped = providers_revoked(w, revoked)
    if dropped is None:
        return w
    w, kept = dropped
    notes.append(Msg(code="conversation.provider_rule_dropped", args={
        "names": ", ".join(sorted(revoked)),
        "part": (Msg(code="conversation.provider_rule_dropped.kept_to", args={"kept": list(kept)}) if kept
            else Msg(code="conversation.provider_rule_dropped.every_provider"))}).text(lang))
    return w


def _cheaper_turn(merged: Workload, intents: set[str], notes: list[str], lang: str, follow_up: bool = True
                  ) -> tuple[Workload, Workload | None, bool]:
    """"cheaper?" (tools.followup.cheaper_turn: work that survives a reclaim moves to spot after an answer), with the
    move said in a note. Returns (workload, on-demand before the move, explain the levers)."""
    w, on_demand, levers = cheaper_turn(merged, "cheaper" in intents, follow_up)
    if on_demand is not None:
        notes.append(Msg(code="conversation.cheaper_on_spot").text(lang))
    return w, on_demand, levers


def batch_sizes_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """In a batch thread a count or a length said of the items is the batch's own: "make it 200,000
    documents" is the batch's size (the reader, with no batch verb in the message, took a data set, so the change line
    named a data set the answer never priced), and "the documents are 2,000 tokens each" / 每篇2000 token is each
    item's own input beside the instruction they share (tools.defaults.batch_item_resized), never the whole context."""
    p = e.patch
    if not before.batch_requests or (before.modality or "llm") != "llm" or p.task or p.model or p.params_b:
        return e
    from advisor.core.extract_rules import TRAIN_WORD
    from tools.defaults import batch_item_resized, batch_output_resized

    update: dict[str, Any] = {}
    ds = p.dataset
    if ds is not None and ds.unit == "examples" and not ds.epochs and not p.batch_requests \
            and not TRAIN_WORD.search(text):
        update.update(batch_requests=int(ds.amount), dataset=None)
    own, out_said = said_item_length(text, p, before.model)
    if own:
        fields, msg = batch_item_resized(before, own, out_said)
        update.update(fields)
        e.note(msg.en, msg.zh)
    elif out_said:
        update.update(batch_output_resized(before, out_said))
    if update:
        e.patch = p.model_copy(update=update)
        e.intents.discard("off_topic")
    return e


def said_item_length(text: str, p: WorkloadPatch, model: str | None = None) -> tuple[int | None, int | None]:
    """(each item's own length, the output said) in a batch follow-up: a data set's per-item length ("200,000
    documents of 2,000 tokens each"), else a per-item length the reader finds (read_example_length: "2,000 tokens
    each", 每篇2000 token), else the context the reader took in a message that names the items and no context word
    ("the documents are ~2k tokens"). A context said as such ("32k context") stays the context."""
    from advisor.core.cjk_rate import reading_with
    from advisor.core.extract_rules import message_cjk_rate, normalise, script_of

    t = normalise(strip_invisible(text))
    with reading_with(message_cjk_rate(t, script_of(text), model)):  # 字 at the thread's model's tokenizer
        return _said_item_length(t, p)


def _said_item_length(t: str, p: WorkloadPatch) -> tuple[int | None, int | None]:
    """said_item_length's reading, on the normalised text, at the rate in force."""
    from advisor.core.extract_rules import (
        CONTEXT_SAID,
        DOCUMENT_ITEMS,
        SHORT_ITEMS,
        output_chars,
        output_tokens,
        read_example_length,
    )

    out = p.output_tokens or output_tokens(t) or (output_chars(t) or (None, 0))[0]
    if p.dataset is not None and p.dataset.tokens_per_unit:
        return int(p.dataset.tokens_per_unit), out
    if CONTEXT_SAID.search(t):
        return None, out
    each = read_example_length(t)
    if each:
        return each[0], out
    if p.seq_len and (DOCUMENT_ITEMS.search(t) or SHORT_ITEMS.search(t) or re.search(r"(?i)\bitems?\b", t)):
        return p.seq_len, out
    return None, out


def batch_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """In a batch thread, "they are long documents" or "actually translate them" says what the items are or what is
    done to them: read as a first message's would be (extract_rules.batch_items_said, which the reader applies only
    beside a count), so the batch is re-sized instead of "outside what I do". A count or a length said of the
    items is read first (batch_sizes_followup)."""
    e = batch_sizes_followup(e, before, text)
    p = e.patch
    if not before.batch_requests or (before.modality or "llm") != "llm" or p.batch_requests or p.batch_work \
            or p.batch_item or p.model or p.task or re.search(r"\d", text):  # a figure: the reader's ("0 tickets")
        return e
    from advisor.core.extract_rules import batch_items_said

    said = batch_items_said(text)
    if not said:
        return e
    e.patch = p.model_copy(update=said)
    e.intents.discard("off_topic")
    return e


def image_count_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """In an image-batch thread (SDXL, FLUX), a new count said with no image word ("make it 50,000 a day",
    改成每天5万张, 每天3萬張呢; generated_media.followup_images) is the batch's count, its period if said with it,
    merged by merge_workload like any stated fact (it was read as off topic and the batch lost)."""
    if before.modality != "diffusion" or not before.batch_requests or e.patch.batch_requests or \
            e.patch.dataset is not None or e.patch.model or e.patch.modality:
        return e
    n = followup_images(screened_figures(text))  # "make it -50 images" is no 50
    if not n:
        return e
    e.patch = e.patch.model_copy(update={"batch_requests": int(n), "batch_period": period_said(text) or None})
    e.stated.add("batch_requests")
    e.intents.discard("off_topic")
    return e


def _serving_thread(w: Workload) -> bool:
    """A thread about serving a language model (no batch, no data set): a rental time said in it is the service's."""
    return bool(w.model or w.params_b) and kind_of(w) is WorkKind.SERVING and (w.modality or "llm") == "llm" \
        and w.dataset is None


def with_rental_place(shown: Workload, asked: Workload) -> Workload:
    """The workload the answer's line shows: on the user's own cards the recommender sets a stated region or provider
    aside (tools.recommend.owned_scope: it is where they would rent), but the line still says it, as every stated
    constraint is ("只能在国内" vanished from the line of an answer on owned cards)."""
    if not shown.owned_gpus or shown.regions or shown.providers or not (asked.regions or asked.providers):
        return shown
    return shown.model_copy(update={"regions": asked.regions, "providers": asked.providers})


# rented machines added to the user's own ("另外在台智雲租兩台一起跑", "also rent two nodes on Lambda and run them
# together", 再租两台一起训练): a rent word, then a word that joins them to the machine the user has
RENT_WORD = re.compile(r"(?i)\brent|\blease|租")
JOINED = re.compile(r"(?i)\btogether\b|\balongside\b|\bjoin|\bcombin|\bin\s+addition|\balso\b|\bextra\b|\bmore\b"
                    r"|\badditional|一起|一同|一齐|一齊|合起来|合起來|加上|另外|额外|額外|再租|加租|多租|埋一齊")
# why rented machines are planned alone (worded in advisor/core/messages/conversation.py); the English text is the
# note's identity in the reader's notes
JOINED_NOTE = Msg(code="conversation.joined_note").text("en")


def training_run_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """In a training thread, a follow-up whose only task word is "run" (那如果另外租兩台一起跑呢, "what if we run it on
    two rented nodes?") keeps the training, its tokens and its deadline: it is no switch to serving
    (一起跑 was once sized as a one-user inference); a load said with it ("run it for 50 users", 跑起来给50个人用) is
    serving. Rented machines added to the user's own are planned alone, with the reason said (JOINED_NOTE): no job
    spans two sites."""
    if before.task not in TRAINING_TASKS:
        return e
    load = any(getattr(e.patch, k, None) is not None for k in INFERENCE_ONLY)  # "run it for 50 users": serving
    if e.patch.task and serves(e.patch.task) and run_word_only(text) and not load:
        e.patch = e.patch.model_copy(update={"task": None})
    if before.owned_gpus and e.patch.owned_gpus is None and RENT_WORD.search(text) and JOINED.search(text):
        e.patch = e.patch.model_copy(update={"owned_gpus": False})
        e.note(JOINED_NOTE, Msg(code="conversation.joined_note").text("zh"))
    return e


# a question whether another card is needed or worth it ("do we need H100s?", 一定要H100先夠快, 要不要换A100, 要唔要換,
# "would H100s be faster?", "is an H200 worth it?"), not a switch to it ("rent H100s instead", 改租, 换成)
NEED_CARD = re.compile(r"(?i)\bneed\b|\bworth\b|\bfaster\b|\bnecessary\b|一定要|要不要|要唔要|需不需要|需唔需要|"
                       r"是否需要|係咪要|是不是要|夠快|够快|值得|值唔值|值不值|快很多|快好多|快多少")
SWITCH_CARD = re.compile(r"(?i)\binstead\b|\bswitch\b|改租|改用|换成|換成|转用|轉用")


def owned_compare_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """After a training job sized on the user's own cards, a follow-up that asks whether another card is needed
    (NEED_CARD: "do we need H100s?", 一定要H100先夠快？香港租唔租到？) is a comparison: the owned cards stay the plan
    and the card asked about is checked beside them (Workload.checked_gpu: tools.recommend.owned_vs_h100 says its time
    for the same job, the hours saved and its rent where the user asked). It once switched the thread to renting
    2 × H100 in Hong Kong and dropped the owned A800s."""
    p = e.patch
    card = p.gpu_preference or p.checked_gpu
    if not (before.owned_gpus and before.gpu_preference and before.task in TRAINING_TASKS) or p.owned_gpus is not None \
            or not card or card == before.gpu_preference or not NEED_CARD.search(text) or SWITCH_CARD.search(text) \
            or (RENT_WORD.search(text) and JOINED.search(text)):
        return e
    e.patch = p.model_copy(update={"gpu_preference": None, "checked_gpu": card, "num_gpus": None,
                                   "checked_gpu_count": p.checked_gpu_count or p.num_gpus or before.num_gpus,
                                   "priority": None if p.priority == "fastest" else p.priority})
    return e


def rent_other_card_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """On the user's own cards, a follow-up that rents another card ("如果改租台智雲的H100會快很多嗎", "what if we rent
    H100s instead?", 改租 A100): the new card is a rental, weighed against the owned box the thread answered; the
    owned flag is not carried onto it (a hospital's own 2 × L40S follow-up became "your own 2 × H100")."""
    card = e.patch.gpu_preference
    if before.owned_gpus and e.patch.owned_gpus is None and card and card != before.gpu_preference \
            and (RENT_WORD.search(text) or OTHER_CARD_ASK.search(text) and not OWNED_SAID.search(text)):
        e.patch = e.patch.model_copy(update={"owned_gpus": False})
    return e


# another card asked about on the owned cards' thread, with no word that the user has it ("what about 2 A10s?" after
# 4 owned K80s, 那换成L40S呢？): a card to rent, never "your own 2 × A10"
OTHER_CARD_ASK = re.compile(r"(?i)\b(?:what|how)\s+about\b|\bwhat\s+if\b|\binstead\b|\bswitch(?:ing)?\s+to\b"
                            r"|换成|換成|改用|(?:那|如果|若|假如)[^，。,.!?？！]{0,24}(?:呢|嗎|吗)")
# ... unless the message says the user has or buys it, or corrects which card they own ("actually they're A10s")
OWNED_SAID = re.compile(r"(?i)\b(?:my|our)\s+own\b|\bmine\b|\bours\b|\bactually\b|\bsorry\b|\bthey(?:'re|\s+are)\b"
                        r"|\b(?:we|i)\s+(?:have|own|got|bought)\b|\bbuy|自己的|自己嘅|自家|手上|手头|手頭|其实|其實"
                        r"|我们的是|我們的是|我哋嘅係|买|買|购|購|有\s*\d")


# a follow-up that weighs the user's own cards against renting, never a move to renting ("rent or use mine?",
# 租还是用自己的): the owned box stays the plan
OWN_TOO = re.compile(r"(?i)\b(?:my|our)\s+own\b|\bmine\b|\bours\b|自己的|自己嘅|自家|手上的|手头的|手頭的"
                     # a comparison with renting ("how does that compare with renting?", "vs renting", 一直开着和租比呢？,
                     # 同租比點): the owned box is costed beside rented machines, not given up
                     r"|\bcompar(?:e|ed|ing|ison)\b|\bvs\.?(?!\w)|\bversus\b"
                     r"|(?:和|跟|同|与|與)\s*租[^，。,.!?？！]{0,6}?比|比租|对比|對比|相比|比起")


# the follow-up asks which machine to rent ("跑不了的话租什么最便宜", "if not, what should we rent instead?", 唔得嘅話租邊部,
# 改租): a move to renting even where its words also read as "otherwise we rent" (Workload.rent_instead) — the thread
# has answered on the owned cards already, and the user now asks what to rent
RENT_ASK = re.compile(
    r"(?i)\bwhat\s+(?:should|would|could|can|do|shall)\s+(?:we|i)\s+(?:\w+\s+){0,2}?rent\b|\bwhat\s+to\s+rent\b"
    r"|\bwhich\s+(?:\w+\s+){0,2}?(?:should|would|could|can|do|to)\s+(?:we\s+|i\s+)?rent\b|\brent\s+instead\b"
    r"|\bwhat(?:'s|\s+is)\s+the\s+cheapest\s+(?:\w+\s+){0,2}?(?:to\s+)?rent|租\s*(?:什么|什麼|甚麼|啥|哪|边|邊|咩|乜)"
    r"|改租|租的(?:话|話)|租嘅話")


def rent_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """On the user's own cards, a follow-up that asks where or what to rent and names no card ("如果不用LoRA要全参微调呢，
    去AutoDL租什么卡多少钱", "what would we rent for a full fine-tune?", 租咩卡): the work moves to rented machines and the
    owned card is kept only as a card checked beside them (Workload.checked_gpu: whether it holds the work), with its
    count and memory limit dropped (tools.followup.merge_workload). It once kept "only RTX 4090 · 1 card · your own
    card" and answered a 490 GB full fine-tune with "no plan meets these conditions"."""
    p = e.patch
    if not (before.owned_gpus and before.gpu_preference) or p.owned_gpus is not None or p.gpu_preference \
            or p.checked_gpu or (p.rent_instead is not None and not RENT_ASK.search(text)) or p.rent_more is not None \
            or not RENT_WORD.search(text) or JOINED.search(text) or OWN_TOO.search(text):
        return e  # "不行的话租卡" / "otherwise we rent": renting only where the owned cards fail (owned_rent_instead)
    # "还能用这4张卡吗，不行的话租什么": the count points back at the owned cards, never a filter on the rental
    again = p.num_gpus is not None and p.num_gpus == before.num_gpus
    owned_machine_note(e, before)  # a Mac no cloud rents: its verdict stays the one on its own memory, said
    e.patch = p.model_copy(update={"owned_gpus": False, "checked_gpu": before.gpu_preference, "rent_instead": None,
                                   "checked_gpu_count": p.checked_gpu_count or before.num_gpus,
                                   "num_gpus": None if again else p.num_gpus})
    return e


def owned_machine_note(e: Extraction, before: Workload) -> None:
    """A rent follow-up ("should we buy an 8-GPU server or rent?", 租什么) on the user's own machine that no cloud rents
    and that runs no CUDA (an Apple Mac: tools.owned_device.owned_only): the work moves to rented machines and the Mac
    is asked about beside them (tools.recommend.asked_card_check: never judged on vLLM's pool of the chip's largest
    build — a 36 GB M3 Max was judged on 92.8 GB); its verdict stays the one the thread gave on its own memory, said
    here with that memory. Nothing for any other card."""
    from catalog.gpus import all_gpus
    from tools.owned_device import owned_only, runs_cuda

    gpu = all_gpus().get(str(before.gpu_preference))
    if gpu is None or not owned_only(gpu) or runs_cuda(gpu):
        return
    e.said(Msg(code="conversation.owned_machine_not_checked", args={
        "gpu": gpu.name, "memory": before.max_gpu_memory_gib, "largest": gpu.memory_gb}))


# the requests are long documents, said as the reason for a longer context ("研报比较长，上下文要到32k", "the reports are
# long, 32k context?", 份報告好長): every request fills the new context (Workload.documents), not a chat's limit
LONG_DOCS = re.compile(
    r"(?i)\b(?:reports?|documents?|docs|filings?|papers?|contracts?|pdfs?|transcripts?|manuals?)\s+(?:are|is|get|run|can"
    r"\s+be)\s+(?:quite\s+|pretty\s+|very\s+|really\s+|fairly\s+|rather\s+)?(?:long|lengthy|big|large)\b"
    r"|\blong(?:er)?\s+(?:reports?|documents?|docs|filings?|papers?|contracts?|pdfs?|transcripts?)\b"
    r"|(?:研报|研報|报告|報告|文档|文檔|文件|论文|論文|合同|合約|年报|年報|财报|財報|材料|资料|資料)\s*(?:都|也)?\s*"
    r"(?:比较|比較|很|好|挺|相当|相當|特别|特別|偏|较|較|非常|都)?\s*(?:长|長)")
# only some of the documents are long ("有些文档很长，上下文要支持32k", "some of our reports are long", 部分合同好長, "the
# occasional long contract"): the context is a limit the long ones need, most requests stay far below it — never every
# request a document at the full context (a 500-staff knowledge base was sized as 75 prompts of 32k at once)
SOME_DOCS = re.compile(
    r"(?i)(?:\b(?:some|a\s+few|few|certain|occasional(?:ly)?|sometimes|a\s+handful)\b(?:\s+of)?(?:\s+(?:the|our|their|"
    r"these|those|my|your))?"
    r"|有些|有的|有时候?|有時候?|有一些|一些|部分|个别|個別|少数|少數|某些|偶尔|偶爾|少量|间中|間中)\s*(?:的)?\s*$")


def long_documents_followup(e: Extraction, before: Workload, text: str, last: Recommendation | None) -> Extraction:
    """In a serving thread, a follow-up that raises the context because the documents are long ("研报比较长，上下文要到
    32k的话要改配置吗"): every request is such a document (Workload.documents), so the KV is sized at the new context
    for every user at the thread's load, and the answer says the card count it changes to (4 × H20 for 40 at 8k;
    at 32k 40 × 32,768 × 188 KiB ≈ 235 GiB of KV beside 235 GB of FP8 weights: 8 × H20). It was read as a chat's
    limit that most sessions stay far below, and 4 × H20 was kept. The FP8 the thread's answer chose for the model's
    official FP8 checkpoint (`last`, tools.recommend.fp8_defaulted) stays: a longer context is no reason to double the
    weights (it became BF16 on 16 × H20, where FP8 holds the same load on 8)."""
    p = e.patch
    if p.seq_len is None or p.documents is not None or before.documents or before.batch_requests \
            or (before.task or "inference") != "inference" or (m := LONG_DOCS.search(text)) is None \
            or SOME_DOCS.search(text[max(0, m.start() - 24):m.start()]):
        return e
    e.patch = p.model_copy(update={"documents": True})
    return e


def kept_fp8(before: Workload, e: Extraction, last: Recommendation | None) -> Workload:
    """The thread's workload a long-documents follow-up (long_documents_followup) is merged into: in FP8 where the
    thread's answer chose FP8 for the model's official FP8 checkpoint (tools.recommend.fp8_defaulted) and the message
    states no precision — kept as the thread's, so it is no precision asked this turn."""
    if e.patch.documents and not before.documents and e.patch.precision is None and before.precision is None \
            and last is not None and fp8_defaulted(last):
        return before.model_copy(update={"precision": "fp8"})
    return before


def rental_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """In a serving thread, a rental time said as a follow-up ("for 2 days", 用3天, "for a weekend") is read as a first
    message's would be (extract_rules.rental_said), and an hours-a-day note beside a rental time already stated says
    the days are billed at those hours, not a month."""
    p = e.patch
    if not _serving_thread(before) or p.task or p.model or p.dataset is not None or p.batch_requests:
        return e
    if p.serving_hours is None:
        said = rental_said(text)
        e.notes += [n for n in said.notes if n not in e.notes]
        e.zh_notes.update(said.zh_notes)
        e.note_ids.update(said.note_ids)
        if said.patch.serving_hours is not None:
            e.patch = p.model_copy(update={"serving_hours": said.patch.serving_hours})
            e.intents.discard("off_topic")
    if e.patch.serving_hours or before.serving_hours:
        usage_notes_for_rental(e)
    return e


# a video / TTS job's own fields: re-read from the thread's messages each turn (Engine.media_thread), not kept
# the load a served model on a quoted box is sized at: the people and requests said ("给200人用" ≈ 30 at once)
QUOTE_LOAD = ("head_count", "users_online", "daily_users", "target_requests_per_s", "prompt_tokens", "output_tokens")
MEDIA_JOB_FIELDS = {"model", "params_b", "task", "modality", "batch_requests", "batch_period", "batch_work", "batch_item",
                    "dataset"}


def media_text(text: str, named: str) -> str:
    """The text a media follow-up is read from: the follow-up first (its image size or rate wins, read first), then
    the thread's message naming the model, so "make it 200 hours" keeps Whisper large."""
    return text if named == text else f"{text}\n{named}"


# "make it 200 hours", "改成 200 小时": in a speech thread the bare hours are the audio's, not a deadline (a deadline is
# "within / in / by N hours", read by the reader first); a sign before the figure is caught
FOLLOWUP_HOURS = re.compile(r"(?i)(-?)" + GROUPED_AMOUNT + r"\s*(k)?\s*(?:h|hrs?|hours?|(?:个|個)?小(?:时|時))"
                            r"(?![a-z])")
DEADLINE_WORDS = re.compile(r"(?i)\b(?:within|in|under|by|before|less than)\s+[\d.,]+\s*(?:h|hrs?|hours?)\b|"
                            r"(?:内|內|之内|之內)|以内|以內")


def media_followup(before: Workload, w: Workload, patch: WorkloadPatch, text: str) -> tuple[Workload, list[Msg]]:
    """A follow-up in a Whisper / SDXL / FLUX thread re-sizes the thread's job: "make it 5000 images" is the
    batch's new count (the reader reads it as a data set of images; the first message's count was a batch), and
    "make it 200 hours" / 改成 200 小时 the new hours of audio (the reader reads no unit-less hours). A negative
    figure changes nothing (the reader says it is not read)."""
    if before.modality not in ("speech", "diffusion") or before.modality != w.modality:
        return w, []
    if patch.task in TRAINING_TASKS and (before.task or "inference") not in TRAINING_TASKS:
        # "and to train our own LoRA on 30 photos?" after a daily image batch: a new job, its photos the training set,
        # never the batch's new count (expert hand check: 30 photos of one style are one LoRA run, not 30 a day)
        return w.model_copy(update={"batch_requests": None, "batch_period": None, "deadline_hours": None,
                                    "concurrency": None}), []
    if w.modality == "diffusion" and patch.dataset is not None and patch.dataset.unit == "images" and \
            before.batch_requests:
        return w.model_copy(update={"batch_requests": int(patch.dataset.amount), "dataset": None}), []
    if w.modality != "speech" or patch.dataset is not None or patch.deadline_hours is not None or \
            patch.concurrency is not None or DEADLINE_WORDS.search(text or ""):
        return w, []
    m = FOLLOWUP_HOURS.search(screened_figures(text or ""))  # "1e30 hours" is no 30 h
    if m is None or m.group(1):  # "-5 hours": the reader's note says it is not read (drop_impossible_counts)
        return w, []
    from advisor.core.extract_rules import _amount  # the reader's own "2.5k" → 2,500

    return w.model_copy(update={"dataset": Dataset(amount=_amount(m.group(2), m.group(3)), unit="audio_hours")}), []


MAX_AUDIO_HOURS = 10**12  # the bound a batch's count has (tools.schema batch_requests): hours of audio alike
# "100000x100000": a size IMAGE_SIZE (3 or 4 digits a side) does not read, so it was called "1024×1024 assumed"
ODD_IMAGE_SIZE = re.compile(r"(?i)(?<![\d.])(\d{5,}|\d{1,2})\s*(?:x|×|\*)\s*(\d+)(?![\d.])|(?<![\d.])(\d+)\s*(?:x|×|\*)\s*"
                            r"(\d{5,}|\d{1,2})(?![\d.])")


def kept_batch(before: Workload, after: Workload, named: str, lang: str) -> list[str]:
    """A live load added in a speech thread whose job was a batch of recordings ("the boss also wants live captions
    for 40 meetings" after 300 hours a day of recordings): the live streams are sized as the new part, and the batch
    answered before is kept and said with its own headline, never dropped (expert hand check: the daily recordings
    still need their transcripts; live captions are a second, separate load)."""
    if before.modality != "speech" or before.concurrency or not after.concurrency or before.dataset is None \
            or before.dataset.unit != "audio_hours":
        return []
    head = media_answer(before.model_copy(update={"concurrency": None}), named, lang)
    if head is None:
        return []
    return [Msg(code="conversation.media.batch_kept", args={"head": head.split("\n")[0].strip("*")}).text(lang)]


def chat_online_notes(w: Workload) -> set[str]:
    """The chat rule's line for people online (tools.traffic.online_assumption: text-generation answer times), in
    both languages, on an image service: it is sized at tools.media's images a minute for each user instead, so the
    chat line is dropped from its notes; empty for any other workload."""
    from advisor.core.extract_rules import ONLINE_SIZED_BY
    from tools.traffic import online_assumption, stated_answer_tokens

    if w.modality != "diffusion" or not w.users_online:
        return set()
    alone = Workload(**w.model_dump(include=set(ONLINE_SIZED_BY), exclude_none=True))
    said = online_assumption(alone, stated_answer_tokens(alone))
    return {said.text("en"), said.text("zh")}


def chat_daily_notes(w: Workload, text: str) -> set[str]:
    """The chat rule's messages-in-flight line for daily users (tools.traffic.daily_requests_in_flight), on an image
    model's LoRA training or a counted batch of images: its customers a day are jobs a day (tools.media_train's
    fleet) or the batch's images, never chat messages."""
    from tools.traffic import daily_requests_in_flight

    counted = w.batch_requests is not None or (w.dataset is not None and w.dataset.unit == "images")
    said = daily_requests_in_flight(w) if w.modality == "diffusion" and (_trains(w, text) or counted) else None
    return {said.text("en"), said.text("zh")} if said is not None else set()


def bounded_media(w: Workload, text: str) -> tuple[Workload, list[Msg]]:
    """A media job's figures held to their range, each one out of it said as not read: hours of audio above
    10^12 (1e18 h was sized as 2 quadrillion days), and a stated image size outside 100–9,999 px a side, which was
    called an assumption though the user said it."""
    said: list[Msg] = []
    if w.dataset is not None and w.dataset.unit == "audio_hours" and not 0 < w.dataset.amount <= MAX_AUDIO_HOURS:
        said.append(Msg(code="conversation.media.hours_range", args={"value": w.dataset.amount,
                                                                     "hi": MAX_AUDIO_HOURS}))
        w = w.model_copy(update={"dataset": None})
    odd = ODD_IMAGE_SIZE.search(text or "") if w.modality == "diffusion" and image_size(text) is None else None
    if odd is not None:
        said.append(Msg(code="conversation.media.size_range", args={"said": odd.group(0).strip()}))
    return w, said


# a reader's note on a figure it did not read, or on a growth factor it did not apply ("'0x' is not applied: …"), or
# one it applied to a batch's items
UNREAD_NOTE = re.compile(r" is not read: |未读取：|未讀取：| is not applied: |未采用：|未採用：| applied to the batch's items "
                         r"|已用于批量任务的条目|已用於批量任務的條目")


def placed(w: Workload, e: Extraction, body: str, lang: str, lines: list[Msg] | None = None) -> str:
    """A named job's answer (video, speech, a non-LLM tool, a generator family) with the place it was priced in and a
    named provider with no row said under its head, and the reader's residency assumption (a grid operator's data kept
    in its country) above it: these answers show no reading notes otherwise (advisor.core.place_lead). A head saying
    the licence bars the use (`lines`' first, place_lead.licence_bars) stays the answer's first line, the note under it."""
    said_here = e.assumed.get("located") if isinstance(e.assumed, dict) else None  # "we're in Canada": said back
    w = w if w.located or not said_here else w.model_copy(update={"located": list(said_here)})
    notes, body, twd = assumed_notes(w, e.notes, lang), place_into(w, body, lang), currency_assumed(e.notes, lang)
    body = body.rstrip("\n") + twd if twd else body  # the TWD assumed: last, the head and its plan lines first
    head, sep, rest = body.partition("\n\n")
    return head + sep + notes + rest if notes and sep and licence_bars(lines or []) else notes + body


def _detection_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """A detector on cameras × fps (detector_camera), over recorded video (footage_read) or over batches of still
    images (detector_batch_read); Mask R-CNN over aerial tiles (aerial_read): each reads the figures the reader kept
    ("-200 CCTV cameras", "1e300 cameras" are said not read, never sized as 200 or 300 cameras)."""
    from advisor.core.aerial_read import aerial_text
    from advisor.core.detector_batch_read import detector_batch_text
    from advisor.core.detector_camera import detector_camera_text
    from advisor.core.footage_read import footage_text

    cash, seen = stated_money(w, lang, text, currency), screened_figures(text)
    return (detector_camera_text(w, seen, lang, cash) or footage_text(w, seen, lang, cash)
            or aerial_text(w, seen, lang, cash) or detector_batch_text(w, seen, lang, cash))


def _not_an_llm(w: Workload, text: str, lang: str, notes: list[str], model_text: str | None = None, *,
                currency: str | None = None, cheaper: bool = False, thread: str = "") -> Reply:
    """A non-LLM workload: an embedding job or endpoint on a listed encoder is sized, and so are the
    speech and image jobs tools.media has measured speeds for; the rest get the scope note saying what was read, the
    memory-only floor where the model is listed, and only the questions the message leaves open. `model_text` is the
    thread's message that names the encoder (Engine.encoder_text). Images made for a training set are a generation
    batch, so that purpose is read out of the text first (extract_rules.generated_for_training)."""
    from advisor.core.extract_rules import generated_for_training
    from advisor.core.unpriced_place import unpriced_place, unpriced_place_lead
    from advisor.core.whisper_translate_read import whisper_translate_lead

    text = generated_for_training(text)[0]
    w, read = stated_speech_load(w, text)
    w, bounded = bounded_media(w, text)
    w, gap = unpriced_place(w, text)  # the data stays in a place with no region here: the nearest, as a reference
    notes = [n for n in notes if n not in chat_online_notes(w) | chat_daily_notes(w, text) | llm_only_notes(w, text)] + [
        m.text(lang) for m in read + bounded]
    said = "".join(f"> {n}\n" for n in notes) + "\n" if notes else ""  # what was not read is said here too
    said = media_licence_lead(text, lang) + model_trait_lead(w, text, lang) + not_covered_lead(named_model(text), text,
                                                                                              lang) + said
    said = whisper_translate_lead(text, lang) + unpriced_place_lead(gap, lang) + said  # both said first
    said = stream_not_covered_lead(text, lang) + said  # Kyutai STT with a language it does not hear, any turn
    text = parakeet_stand_in(named_model(text), text, lang)  # sized on a model that hears the language
    # the thread's encoder and this turn's words both: a follow-up's reranker ("rerank top-100 with bge-reranker-v2-m3")
    named = model_text + "\n" + text if model_text and model_text != text else text
    from advisor.core.recsys_answer import recsys_text, vector_search_text

    found = vector_search_text(w, text + "\n" + model_text if model_text and model_text != text else text, lang,
                               stated_money(w, lang, text, currency))  # FAISS / cuVS over vectors already made
    if found is not None:  # the chat reader's notes (an evening window, users online) are no index's; unread are
        unread = "".join(f"> {n}\n" for n in notes if UNREAD_NOTE.search(n))
        return Reply("answer", (unread + "\n" if unread else "") + found, lang)
    rec = recsys_text(w, text + "\n" + model_text if model_text and model_text != text else text, lang,
                      stated_money(w, lang, text, currency))  # DLRM, TorchRec: tools.recsys_train, this turn's figures first
    if rec is not None:
        return Reply("answer", said + rec, lang, notes=notes)
    # CLIP, Real-ESRGAN, BiRefNet, ColQwen2 run over a count; training one of them is no inference batch
    vision = vision_batch_answer(w, named, lang, currency) if w.modality in ("vision", "embedding") and not \
        TRAINING_WORDS.search(text or "") else None
    if vision is not None:  # the chat reader's notes (a document's KV cache, users online) are no vision batch's;
        # a figure it did not read ("'-300M images' is not read") is: the batch skips it (screened_figures)
        unread = "".join(f"> {n}\n" for n in notes if UNREAD_NOTE.search(n) or is_data_note(n))  # and the data's
        return Reply("answer", media_licence_lead(text, lang) + model_trait_lead(w, text, lang) + unpriced_place_lead(gap, lang)
                     + (unread + "\n" if unread else "") + onprem_lead(w, lang, True) + place_into(w, vision, lang), lang)
    per_item = vision_item_reply(w, named, lang, said, notes) if w.modality in ("vision", "embedding") and not \
        TRAINING_WORDS.search(text or "") else None
    if per_item is not None:
        return per_item
    sized, boxed = embed_answer(w, named, lang, currency, cheaper) if w.modality == "embedding" else None, False
    if w.modality in ("speech", "diffusion"):  # Whisper large, SDXL, FLUX.1-dev: measured speeds (tools.media)
        sized = media_answer(w, text, lang, currency, cheaper, thread)
    if w.modality == "vision":  # YOLO, RT-DETR, ResNet, nnU-Net training: published FLOPs (tools.vision_train)
        sized, said = vision_train_text(w, text, lang, currency), vision_notes(said, w, text, lang)
        boxed = sized is not None  # a vision training is the box to buy under no cloud (onprem_lines)
        if sized is None:
            sized = _detection_text(w, text, lang, currency)
    if sized is not None:  # no cloud: the rows are a reference for the cards to buy (onprem_lead)
        sized = place_into(w, sized, lang)  # the place priced in, a named provider unpriced (advisor.core.place_lead)
        return Reply("answer", said + onprem_lead(w, lang, boxed or w.modality != "vision") + sized, lang, notes=notes)
    listed = encoder_load_question(w, named, lang) if w.modality == "embedding" else None
    if listed is not None:
        body, qs = listed
        return Reply("question", said + body, lang, questions=qs, notes=notes)
    rate = media_rate_question(w, text, lang)
    if rate is not None:
        provisional = provisional_media_answer(w, text, lang)
        return Reply("answer" if provisional else "question", said + (provisional or "") + rate[0], lang,
                     questions=rate[1], notes=notes)
    qs = scope_questions(w, lang, text)
    fp8 = fp8_fit_line(w, text) if w.modality == "diffusion" else None  # FLUX in FP8 on a named card: yes / no
    said += f"**{fp8.text(lang)}**\n\n" if fp8 is not None else ""
    return Reply("question", said + scope_text(w, lang, qs, text), lang, questions=qs, notes=notes)


def vision_item_reply(w: Workload, text: str, lang: str, said: str, notes: list[str]) -> Reply | None:
    """A named image model of tools.vision_batch with no count read (jina-clip-v2 "what GPU to deploy?"): its work an
    image and the images a second on reference cards (tools.vision_batch.per_item_line), then the two questions that
    size the build and the serving, never "Not sized here" or an input size its card fixes; None otherwise."""
    from advisor.core.query_language_read import query_language_warning
    from advisor.core.vision_batch import read_items
    from catalog.gpus import all_gpus
    from tools.speed import SpeedUnknown, peak_tflops
    from tools.vision_batch import PER_ITEM_CARDS, per_item_line, per_item_questions, vision_job

    job = vision_job(text)
    if job is None or read_items(job, w, text)[0]:
        return None
    peaks: dict[str, float] = {}
    for card in PER_ITEM_CARDS:
        g = all_gpus().get(card)
        with contextlib.suppress(SpeedUnknown):
            peaks[card] = peak_tflops(g, "fp16") if g is not None else 0.0
    line = per_item_line(job, peaks)
    if line is None:
        return None
    qs = [m.text(lang) for m in per_item_questions(job)]
    warn = query_language_warning(job.key, job.name, text)  # "用户会用中文搜" on an English-only text tower
    body = f"**{line.text(lang)}**\n\n" + "".join(f"- {m.text(lang)}\n" for m in [warn] if m) + "\n".join(f"- {q}" for q in qs)
    return Reply("question", said + body, lang, questions=qs, notes=notes)


def vision_train_text(w: Workload, text: str, lang: str, currency: str | None = None) -> str | None:
    """A vision model's training sized by tools.vision_train (advisor.core.service.vision_train) in the answer's
    language and money; None when the message asks no vision training (the scope note answers)."""
    from advisor.core.service import vision_train

    lines = vision_train(w, text, stated_money(w, lang, text, currency))
    if not lines:
        return None
    head, *rest = lines
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


def vision_notes(said: str, w: Workload, text: str, lang: str) -> str:
    """The notes before a vision-training answer without the LLM fine-tune's method line ("method: LoRA …"): a
    detector or nnU-Net trains all its weights, no adapters."""
    from advisor.core.vision_train_read import unread_vision_figures, vision_job

    if vision_job(w, text) is None:
        return said
    lora = Msg(code="defaults.finetune_lora").text(lang)
    unread = "".join(f"> {m.text(lang)}\n" for m in unread_vision_figures(text))  # "-5 folds": the default sized
    return "\n".join(line for line in said.split("\n") if lora not in line) + (unread + "\n" if unread else "")


def media_licence_lead(text: str, lang: str) -> str:
    """A revenue-capped image licence (Stable Diffusion 3.5, tools.licence.revenue_licence_check) said first: bold
    with ⛔ when it bars the use (tools.licence.barring_licence, the one rule: a stated revenue over the cap), else one
    line stating the cap; empty when the text names no such model or the revenue stated is under the cap."""
    from advisor.core.extract_rules import stated_revenue_usd
    from tools.licence import barring_licence, revenue_licence_check

    check = revenue_licence_check(text, stated_revenue_usd(text))
    if check is None:
        return ""
    if barring_licence([check]) is not None:
        return f"**{Msg(code='compat.licence_lead', args={'line': check.message}).text(lang)}**\n\n"
    return f"⚠️ {check.message.text(lang)}\n\n"


def llm_only_notes(w: Workload, text: str) -> set[str]:
    """The LLM reader's "not in my registry: sized as a generic model" note, in every script, when the name is a
    non-LLM model this path answers as itself (parakeet-tdt-0.6b, HiDream-I1-17B): never said of it."""
    if non_llm_named(w, text) is None:
        return set()
    zh = NOTE_ZH[UNKNOWN_MODEL_NOTE]
    return {UNKNOWN_MODEL_NOTE, zh, to_script(zh, "zh-Hant"), to_script(zh, "zh-Hant", hk=True)}


def non_llm_named(w: Workload, text: str) -> NonLLM | None:
    """The non-LLM model a message names: a listed one (tools.non_llm.named_model), else a name the tables lack that
    states its size, kept with the kind the message says (unlisted_model), never the chat default."""
    return named_model(text) or unlisted_model(text, w.modality)


def model_trait_lead(w: Workload, text: str, lang: str) -> str:
    """What the named model is and cannot do, before the plan (Qwen-Image sized as a chat LLM, parakeet
    met with "which model?", Kontext read as text-to-image, MusicGen's non-commercial weights missed), and whether its
    16-bit weights fit the one card named; empty when no model with a trait is named."""
    m = non_llm_named(w, text)
    if m is None or not m.trait:
        return ""
    kind = Msg(code="conversation.model.kind", args={"kind": m.family}).text(lang)
    lines = [Msg(code="conversation.model.trait", args={"trait": m.trait, "name": m.name, "kind": kind,
                                                         **trait_figures(m)})]
    lines += [no_fit] if (no_fit := card_no_fit(w, m)) is not None else []
    lines += [Msg(code="conversation.model.stand_in")] if "SenseVoice" in parakeet_stand_in(m, text, lang) != text else []
    load = music_minutes(text) if m.family == "music" else None
    lines += [Msg(code="conversation.model.music_load", args={"tracks": load[0], "each": load[1], "minutes": load[2],
                                                              "hours": load[3]})] if load else []
    return "".join(f"**{x.text(lang)}**\n\n" for x in lines)


def card_no_fit(w: Workload, m: NonLLM) -> Msg | None:
    """The named card is smaller than the model's 16-bit weights (Qwen-Image's ≈ 57 GB on a 24 GB RTX 4090): it does
    not fit as it ships; 8-bit weights are half (1 byte a parameter)."""
    from catalog.gpus import all_gpus

    g = all_gpus().get(w.gpu_preference or "")
    over = no_fit_on(m, g.memory_gb) if g is not None else None
    if g is None or over is None:
        return None
    return Msg(code="conversation.model.no_fit", args={"name": m.name, "card": g.name, "mem": g.memory_gb, **over})


PARAKEET = re.compile(r"(?i)(?:nvidia\s*)?parakeet(?:[-_][a-z0-9.]+)*")


def parakeet_stand_in(m: NonLLM | None, text: str, lang: str) -> str:
    """parakeet (English only; v3 European) named for Chinese or Cantonese speech: the text with SenseVoice-Small in
    its place, so the recordings are sized on a model that transcribes them; the text itself otherwise."""
    from advisor.core.asr_language_check import language_stand_in
    from advisor.core.extract_rules import CHINESE_SPEECH

    named = language_stand_in(m, text)  # languages said: the card decides (parakeet v3 hears German, not Japanese)
    if named is not None:
        return named
    if m is None or m.trait != "parakeet" or not (lang.startswith("zh") or CHINESE_SPEECH.search(text or "")):
        return text
    return PARAKEET.sub("SenseVoice-Small", text)


def media_rate_question(w: Workload, text: str, lang: str) -> tuple[str, list[str]] | None:
    """A measured image model (tools.media.media_model) served to users at once with no rate: it is sized here, so the
    reply says so and asks for the image rate, the input that is missing, never "not sized"."""
    from tools.media import image_users_at_once, media_model

    named = named_model(text)
    m = media_model(named.name if named else None, text, w.precision) if w.modality == "diffusion" else None
    if m is None or image_users_at_once(w) is None or _trains(w, text):
        return None
    qs = scope_questions(w, lang, text)
    head = Msg(code="conversation.scope.media_needs_rate", args={"name": m.name}).text(lang)
    return head + "\n\n" + "\n".join(f"- {q}" for q in qs), qs


def provisional_media_answer(w: Workload, text: str, lang: str) -> str | None:
    """Users at once with no image rate: the plan sized at the provisional rate (tools.media.provisional_image_rate,
    one image per user a minute), headed by that assumption, before the rate question; None when it cannot be sized."""
    from tools.media import PROVISIONAL_IMAGES_PER_USER_MINUTE, image_users_at_once, provisional_image_rate
    from tools.traffic import PEOPLE_AT_ONCE_PERCENT

    users = image_users_at_once(w)
    if users is None:
        return None
    sized = media_answer(w.model_copy(update={"target_requests_per_s": provisional_image_rate(users[0])}), text,
                         lang)
    if sized is None:
        return None
    head = Msg(code="conversation.media.provisional_rate", args={
        "n": users[0], "each": PROVISIONAL_IMAGES_PER_USER_MINUTE, "how": users[1], "people": users[2],
        "share_pct": PEOPLE_AT_ONCE_PERCENT}).text(lang)
    return f"{head}\n\n{sized}\n\n"


def fp8_fit_line(w: Workload, text: str) -> Msg | None:
    """"Run FLUX.1-dev in FP8 on an RTX 4090?" with no load: the FP8 memory on that card and its speed there
    (tools.media.fp8_fit_on), said before the load question, not "may fit"."""
    from catalog.gpus import all_gpus
    from tools.media import fp8_fit_on, media_model

    named = named_model(text)
    return fp8_fit_on(media_model(named.name if named else None, text, w.precision), w.gpu_preference, all_gpus())


def encoder_load_question(w: Workload, text: str, lang: str) -> tuple[str, list[str]] | None:
    """A listed encoder named with no load ("embed documents with bge-large"): it is sized here, so the reply says so
    and asks only for the load (a batch's count and deadline, or an endpoint's rate), never "which model"."""
    enc = encoder_named(text)
    if enc is None:
        return None
    qs = scope_questions(w, lang, text)
    train = _trains(w, text) and not w.dataset  # a fine-tune with no set: its training set
    head = Msg(code="conversation.scope.encoder_needs_data" if train else "conversation.scope.encoder_needs_load", args={
        "name": enc.name, "params": enc.params_millions, "max": enc.max_tokens}).text(lang)
    head = "\n".join([head] + [others.text(lang) for others in other_encoders(enc, text)])
    owned = owned_encoder_fit(w, enc) if train else None
    head = f"**{owned.text(lang)}**\n\n{head}" if owned is not None else head
    return head + ("\n\n" + "\n".join(f"- {q}" for q in qs) if qs else ""), qs


def other_encoders(enc: Encoder, text: str) -> list[Msg]:
    """"ESM3 small vs ESM C 600M?": each other listed encoder the message names, said with its own size beside the one
    sized, never left out (tools.embedding.encoders_named)."""
    from tools.embedding import encoders_named

    return [Msg(code="conversation.scope.encoder_also", args={"name": e.name, "params": e.params_millions,
                                                             "max": e.max_tokens})
            for e in encoders_named(text) if e.name != enc.name]


def owned_encoder_fit(w: Workload, enc: Encoder) -> Msg | None:
    """"We have a 3090, do we need to rent?" for an encoder fine-tune: answered on the owned card first (it holds the
    fine-tune, so no rental), before the data-size question that only the time needs."""
    from catalog.gpus import all_gpus
    from tools.embedding import TRAIN_BATCH, TRAIN_SEQ_TOKENS, owned_train_fit

    g = all_gpus().get(w.gpu_preference or "") if w.owned_gpus else None
    fit = owned_train_fit(enc, g) if g is not None else None
    if fit is None or g is None:
        return None
    return Msg(code="conversation.scope.encoder_owned_fits", args={
        "card": g.name, "name": enc.name, "need": fit[0], "cap": fit[1], "batch": TRAIN_BATCH, "tokens": TRAIN_SEQ_TOKENS})


def stated_money(w: Workload, lang: str, text: str, currency: str | None = None) -> str | None:
    """The money a non-LLM answer is priced in: `currency` when the engine chose it (one asked for, the budget's),
    else the budget's own currency (HK$, NT$, US$, €, £, ¥, RMB written by the user), and only when none is stated
    the script's home money (home_currency): "每天用 bge-m3 … 預算每月 HK$3,000" in 繁體 without Cantonese words was
    priced in TWD."""
    if currency:
        return currency
    budget = w.budget or w.budget_per_hour
    return budget.currency if budget is not None else home_currency(lang, text)


def _export_first(e: Extraction) -> list[Msg]:
    """A buy-or-rent reply on a card whose shipping where the user is needs a US export licence (an RTX 4090 bought in
    Hong Kong: extract_rules.read_export_purchase, tools.compat.purchase_licensed): that line first under the
    headline, since a reply of this route shows no reading notes."""
    return [e.export_purchase] if e.export_purchase is not None else []


def owned_more_patch(p: WorkloadPatch, e: Extraction, last: Recommendation | None, text: str
                     ) -> tuple[WorkloadPatch, Extraction]:
    """"buy 2 more or rent?" naming no card, after a plan on the user's own cards: the thread's owned cards and work
    read into the patch (advisor.core.buy_more_read), so the owned + bought cards are checked on that work and the 2
    priced (it re-answered the owned plan with "changed: nothing"); the patch as it was otherwise."""
    from advisor.core.buy_more_read import more_said

    lw = last.workload if last is not None else None
    if lw is None or not lw.owned_gpus or not lw.gpu_preference or not lw.num_gpus \
            or (p.gpu_preference or p.checked_gpu or lw.gpu_preference) != lw.gpu_preference \
            or more_said(text) is None:
        return p, e  # another card named ("buy 2 more A100s?"): its own buy-or-rent
    # (a count not read — 再买1e300张还是租？ — keeps the thread's cards too: Engine.more_cards says it not read)
    kept = {k: getattr(lw, k) for k in ("model", "task", "concurrency", "seq_len", "params_b", "active_params_b",
                                        "gpu_preference", "num_gpus")}  # "再买2张" (checked 2 × RTX 4090): the 2 bought
    patch = p.model_copy(update={**{k: v for k, v in kept.items() if v is not None}, "owned_gpus": True,
                                 "checked_gpu": None, "checked_gpu_count": None})
    return patch, dataclasses.replace(e, patch=patch)


def named_work_on_cards(text: str, e: Extraction, w: Workload) -> list[Msg]:
    """Buy-or-rent of stated cards for a named non-LLM batch ("Real-ESRGAN over 2,000 hours of film: buy 8 4090s or
    rent?"): the work and what those cards take against the deadline (advisor.core.vision_batch.stated_cards_lines),
    said before the rent; it was answered with the rent alone, the work never sized."""
    from advisor.core.vision_batch import stated_cards_lines

    return stated_cards_lines(w.model_copy(update={"deadline_hours": e.patch.deadline_hours}), text,
                              w.gpu_preference, w.num_gpus)


def vision_batch_answer(w: Workload, text: str, lang: str, currency: str | None = None) -> str | None:
    """A vision model's batch over a stated count (advisor.core.vision_batch: CLIP / SigLIP embeddings, Real-ESRGAN,
    BiRefNet / RMBG-2.0, ColQwen2 / ColPali pages), in the answer's language and money; None when none is named or no
    count is read."""
    from advisor.core.vision_batch import vision_batch_lines

    lines = vision_batch_lines(w, text, stated_money(w, lang, text, currency))
    if not lines:
        return None
    head, *rest = lines
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


def embed_answer(w: Workload, text: str, lang: str, currency: str | None = None, cheaper: bool = False) -> str | None:
    """An embedding job or endpoint sized by tools.embedding (via advisor.core.service.embed), in the answer's
    language and money (stated_money); None when the message names no listed encoder or no load (the scope note
    asks). `cheaper` ("cheaper?" said of the plan): the spot plan, or why nothing is cheaper, leads it
    (service.embed_cheaper), never the answer repeated."""
    from advisor.core.service import embed, embed_cheaper

    lines = embed(w, text, stated_money(w, lang, text, currency))
    if not lines:
        return None
    head, *rest = lines
    lower = embed_cheaper(w, text, stated_money(w, lang, text, currency)) if cheaper else None
    said = f"> {lower.text(lang)}\n\n" if lower is not None else ""
    return said + f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


# Speech the other way round (text-to-speech): a speech job that no Whisper default stands in for
TTS_WORDS = re.compile(r"(?i)\btts\b|text[- ]to[- ]speech|speech\s+synthesis|synthesi[sz]|voice[- ]?clon|语音合成|語音合成|"
                       r"文字转语音|文字轉語音|文本转语音|配音")


def live_default(w: Workload, text: str, lang: str, thread: str) -> tuple[str, str, bool]:
    """(the live speech model sized with no model named, the alternative, Cantonese): Cantonese said anywhere in the
    thread (advisor.core.voice_stages.CANTONESE, or Hong Kong usage) → SenseVoice-Small, Paraformer-zh-streaming
    being Mandarin (tools.media.LIVE_CANTONESE); else tools.media.default_speech_model's live pick."""
    from advisor.core.extract_rules import CHINESE_SPEECH, hk_forms
    from advisor.core.voice_stages import CANTONESE
    from catalog.places import place_languages
    from tools.media import default_speech_model
    from tools.place_languages import speech_chinese

    said = f"{text}\n{thread}"
    yue = CANTONESE.search(said) is not None or bool(hk_forms(said))
    # the users' place speaks for them where it names languages: a 简体 question for callers in Japan is no Mandarin
    writer = speech_chinese((w.language or lang).startswith("zh"), list(w.users_region or []), place_languages())
    default, alt = default_speech_model(True, writer or CHINESE_SPEECH.search(text or "") is not None, yue)
    return default, alt, yue


def live_translation_note(w: Workload, text: str, thread: str, lang: str) -> str:
    """Live captions translated (a translation said in the thread: extract_stated.translation_targets): the text
    tokens an hour of speech and of all the channels (tools.speech_llm.live_translation), a small LLM's load; ""
    when no translation is said."""
    from advisor.core.extract_rules import CHINESE_SPEECH
    from advisor.core.extract_stated import translation_targets
    from tools.speech_llm import QA_DEFAULT_MODEL, live_translation

    targets = translation_targets(text) or translation_targets(thread)
    if not targets or not w.concurrency:
        return ""
    chinese = (w.language or lang).startswith("zh") or CHINESE_SPEECH.search(f"{text}\n{thread}") is not None
    t = live_translation(w.concurrency, chinese, len(targets))
    return "\n" + "- " + Msg(code="conversation.media.live_translation", args={
        "streams": w.concurrency, "langs": [x for x in targets if x != "?"], "per_stream": t.per_stream_hour,
        "per_hour": t.per_hour, "per_s": t.per_s, "per_day": t.per_day, "model": QA_DEFAULT_MODEL}).text(lang)


def _previous_plan(last: Recommendation | None, cur: str) -> tuple[str, float] | None:
    """The previous turn's LLM plan (its model and month, tools.generated_media.previous_plan_month) when it was
    priced in `cur`, for a "TTS only" follow-up to be set against; None otherwise."""
    from tools.generated_media import previous_plan_month

    row = last.cost_table[0] if last is not None and last.cost_table else None
    month = previous_plan_month(row.cost.hourly_on_demand) if row is not None and row.cost.currency == cur else None
    return (last.model, month) if last is not None and month is not None else None


def media_answer(w: Workload, text: str, lang: str, currency: str | None = None, cheaper: bool = False,
                 thread: str = "") -> str | None:
    """A speech or image-generation job sized by tools.media (via advisor.core.service.media), in the answer's
    language and money; None when the model has no measurement or no load is stated (the scope note asks).
    `cheaper` ("cheaper?" said of the plan): the next cheaper plan, or why none is, leads it (service.media_cheaper).
    `thread`: the thread's earlier messages (Cantonese said there, a translation asked there)."""
    from advisor.core.audio_kind_read import with_audio_kind
    from advisor.core.service import diarization_only, media, media_cheaper, media_full_train, media_train
    from tools.media import DEFAULT_MEDIA_ALTERNATIVES, DEFAULT_MEDIA_MODEL

    # diarization alone ranks every card and judges a proposed box beside the pick (tools.media.diarization_box)
    alone = diarization_only(w, text, stated_money(w, lang, text, currency)) if w.modality == "speech" else None
    if w.checked_gpu and not w.gpu_preference:  # "一张4090能跑吗": the media sizing checks the card it is asked about
        w = w.model_copy(update={"gpu_preference": w.checked_gpu, "num_gpus": w.checked_gpu_count or w.num_gpus})
    if alone:  # pyannote asked alone: diarization's own job, never a Whisper transcription in its place
        head, *rest = alone
        return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)

    default = DEFAULT_MEDIA_MODEL.get(w.modality or "") if named_model(text) is None and not (
        w.modality == "speech" and TTS_WORDS.search(text or "")) else None  # text-to-speech is no Whisper job
    alt = DEFAULT_MEDIA_ALTERNATIVES.get(w.modality or "")
    live = bool(default and w.modality == "speech" and w.concurrency)  # live streams: a streaming model
    yue = False
    if live:
        default, alt, yue = live_default(w, text, lang, thread)
    unlisted = unlisted_model(text, w.modality) if default and w.modality == "diffusion" else None
    if unlisted is not None:  # "CogView4-6B": the held row nearest at or above its size (tools.unheld_diffusion)
        from tools.unheld_diffusion import diffusion_stand_in

        default = diffusion_stand_in(unlisted.params)
    sized_text = f"{text} ({default})" if default else text  # no model named: sized on the stated default
    if w.language is None and lang in ("en", "zh", "zh-Hant"):  # the question's language: the recordings' (media.py)
        w = w.model_copy(update={"language": lang})
    if _trains(w, text):  # an image model's LoRA: published training measurements (tools.media_train)
        lines = media_train(w, sized_text, stated_money(w, lang, text, currency)) if (w.modality == "diffusion" and w.task in (
            "lora", "qlora")) or w.modality == "speech" else None
        if lines is None and w.modality == "diffusion" and w.task == "full_finetune":  # the whole UNet, "not LoRA"
            lines = media_full_train(w, sized_text, stated_money(w, lang, text, currency))
    else:
        lines = media(w, sized_text, stated_money(w, lang, text, currency), model_named=default is None)
    lines = with_audio_kind(lines, text)  # the caveats speak of the user's calls, meetings, videos, lectures, podcasts
    if not lines:
        return None
    head, *rest = lines
    led = str(head.args.get("name") or "") if head.code in ("media.job", "media.card_not_listed") else ""
    funasr = bool(default) and led.startswith("SenseVoice") and not yue  # Chinese recordings: the cheaper one leads
    said = Msg(code="conversation.media.default_model", args={
        "name": led if funasr else default, "alt": default if funasr else alt, "family": w.modality, "live": live,
        "funasr": funasr, "yue": yue, "unheld": unlisted.name if unlisted else unheld_name(text),  # said so
    }).text(lang) + "\n\n" if default else ""
    speech_llm = speech_llm_note(text) if default and w.modality == "speech" else None
    said = speech_llm.text(lang) + "\n\n" if speech_llm is not None else said
    from tools.t2i_stand_ins import t2i_note  # an unheld text-to-image name: the held row closest in size

    t2i = t2i_note(text)
    said += stand_in_note(text, lang) + (f"> {t2i.text(lang)}\n\n" if t2i is not None else "")
    lower = media_cheaper(w, sized_text, stated_money(w, lang, text, currency)) if cheaper and not _trains(w, text) \
        else None
    said += f"> {lower.text(lang)}\n\n" if lower is not None else ""
    script = speech_script_note(w, text, thread, lang)
    rest += [script] if script is not None and not _trains(w, text) else []
    return said + f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest) + (
        live_translation_note(w, text, thread, lang) if live else "")


def speech_script_note(w: Workload, text: str, thread: str, lang: str) -> Msg | None:
    """Chinese speech transcribed for Traditional text (asked in Traditional script, or 繁體 / "traditional Chinese"
    said): SenseVoice and Whisper often write Chinese, Cantonese too, in Simplified or a mix, so the OpenCC step
    after decoding is named: s2hk (Hong Kong forms) unless Taiwan is said, then s2twp (Taiwan's forms and phrases).
    None for other languages or a Simplified answer."""
    from advisor.core.extract_rules import CHINESE_SPEECH, TAIWAN_SCRIPT, TRADITIONAL_SCRIPT

    said = f"{text}\n{thread}"
    chinese = (w.language or lang).startswith("zh") or CHINESE_SPEECH.search(said) is not None
    wanted = lang == "zh-Hant" or TRADITIONAL_SCRIPT.search(said) is not None
    if w.modality != "speech" or not chinese or not wanted:
        return None
    taiwan = TAIWAN_SCRIPT.search(said) is not None or any(x == "tw" for x in w.regions or [])
    return Msg(code="conversation.media.traditional_script", args={"config": "s2twp" if taiwan else "s2hk"})


def speech_llm_note(text: str) -> Msg | None:
    """A speech LLM named (tools.speech_llm.SPEECH_LLMS: Voxtral Mini / Small) read as itself — its parameters, memory,
    audio tokens a second and a said recording's tokens against its limit — where "no model named" was said and
    Whisper sized in silence; None when none is named."""
    from advisor.core.extract_stated import recording_minutes
    from tools.speech_llm import SPEECH_LLMS, VOXTRAL_SOURCE, audio_tokens, fits_context

    low = (text or "").lower()
    if "voxtral" not in low:
        return None
    m = SPEECH_LLMS["voxtral-small" if re.search(r"voxtral[\s_-]*small|24\s*b", low) else "voxtral-mini"]
    minutes = recording_minutes(text)
    return Msg(code="conversation.media.speech_llm", args={
        "name": m.name, "params": m.params_b, "gb": m.bf16_gb, "rate": m.audio_tokens_per_s,
        "per_min": audio_tokens(1, m), "context": m.context, "max": m.max_minutes, "licence": m.licence,
        "card": m.card, "source": VOXTRAL_SOURCE, "minutes": minutes,
        "tokens": audio_tokens(minutes, m) if minutes else None, "fits": fits_context(minutes, m) if minutes else None})


def stand_in_note(text: str, lang: str) -> str:
    """A smaller Whisper named (tools.media.SMALLER_WHISPERS): sized at large-v3's speed, said as a ceiling."""
    from tools.media import SMALLER_WHISPERS

    named = named_model(text)
    small = named is not None and named.name.startswith("Whisper ") and \
        named.name.split()[1].split("-")[0] in SMALLER_WHISPERS
    return "> " + Msg(code="conversation.media.stand_in", args={"name": named.name}).text(lang) + "\n\n" \
        if small and named is not None else ""


# recorded media whose hours are hours of audio on a speech job: video, a show or a lecture is transcribed by its sound
# track ("100 hours of video a week" for Whisper subtitles, 每週 100 小時的影片, 每周100小时的视频, 20 个钟头的会议)
_MEDIA_EN = (r"audio|calls?|recordings?|speech|podcasts?|meetings?|interviews?|videos?|footage|episodes?|lectures?|"
             r"webinars?|vlogs?|shows?|broadcasts?|programmes?|programs?|streams?|voice|dictations?")
_MEDIA_ZH = (r"录音|錄音|音频|音頻|音訊|音檔|音档|通话|通話|电话|電話|语音|語音|播客|会议|會議|视频|視頻|影片|影音|节目|節目"
             r"|直播|讲座|講座|课程|課程|录像|錄像|录影|錄影")
# a stated count's multiplier word (STATED_COUNTS' group 2): "5k" a thousand, 5万 / 5萬 ten thousand ("5万小时会议录音",
# "3 萬個鐘嘅舊節目")
COUNT_MULTIPLIER = {"k": 1e3, "万": 1e4, "萬": 1e4}
# "800 product photos", "5k pictures", "5,000 hours of calls", "3000 小时录音": a count the reader left unread, for the
# refusal only (what was read is said back; the question is not asked again)
STATED_COUNTS = (
    (re.compile(r"(?i)\b" + GROUPED_COUNT + r"(k?)\s+(?:[a-z-]+\s+)?(?:images|photos|pictures|renders)\b"), "images"),
    (re.compile(r"(?i)\b" + GROUPED_COUNT + r"(k?)\s*(?:h|hrs?|hours?)\s+of\s+(?:[a-z-]+\s+)?(?:" + _MEDIA_EN + r")\b"),
     "audio_hours"),
    # the day said between the hours and the audio ("500 hours a day of call audio", "800 hrs/day of meetings"): a
    # daily amount of audio (speech_period reads the day), never hours a service runs (extract_rules._hours_of_audio)
    (re.compile(r"(?i)\b" + GROUPED_COUNT + r"(k?)\s*(?:h|hrs?|hours?)\s*(?:(?:a|per|each|every)\s+|/\s*)day\s+of\s+"
                r"(?:[a-z-]+\s+){0,2}?(?:audio|calls?|recordings?|speech|podcasts?|meetings?|interviews?|videos?|voice|"
                r"dictations?|lectures?)\b"), "audio_hours"),
    # recordings held as an archive ("a 12,000 hour podcast archive", "an 800-hour archive of interviews"): on a speech
    # job (the only caller) the archive's hours are its audio
    (re.compile(r"(?i)\b" + GROUPED_COUNT + r"(k?)[\s-]*(?:h|hrs?|hours?)\s+(?:of\s+)?(?:[a-z-]{2,20}\s+){0,2}?"
                r"(?:archive|backlog|library|collection|corpus)\b"), "audio_hours"),
    # 5000小时客服录音, 2000 小時的粵語錄音, 3000個鐘嘅錄音, 5,000 個鐘嘅廣東話訪問錄影, 2000小时的西班牙语财报电话会录音: a few
    # words (客服, 的粵語, 嘅廣東話訪問, 的西班牙语财报) may stand between the hours and the audio
    (re.compile(r"" + GROUPED_COUNT + r"\s*([万萬]?)\s*"
                r"(?:(?:个|個)?\s*小(?:时|時)|(?:个|個)\s*(?:钟|鐘)(?:头|頭)?|(?:钟|鐘)(?:头|頭))"
                r"[的嘅\u4e00-\u9fff]{0,10}?(?:" + _MEDIA_ZH + ")"),
     "audio_hours"),
    # a fine-tune's labelled set named by its language or labels ("200 hours of Cantonese", "500 h of labelled data",
    # 200 小时粤语, 800 小時標註語料): on a speech job (the only caller), hours of speech
    (re.compile(r"(?i)\b" + GROUPED_COUNT + r"(k?)\s*(?:h|hrs?|hours?)\s+of\s+(?:[a-z-]+\s+){0,2}?(?:cantonese|mandarin|"
                r"chinese|taiwanese|hokkien|english|spanish|french|german|japanese|korean|arabic|hindi|vietnamese|thai|"
                r"indonesian|malay|tagalog|russian|portuguese|italian|turkish|dutch|polish|urdu|bengali|swahili|"
                r"labell?ed|transcribed|annotated|training\s+data|data)\b"), "audio_hours"),
    (re.compile(r"" + GROUPED_COUNT + r"\s*([万萬]?)\s*(?:(?:个|個)?\s*小(?:时|時))[的嘅\u4e00-\u9fff]{0,4}?(?:粤语|粵語|普通话|"
                r"普通話|国语|國語|台语|台語|闽南语|閩南語|客家话|客家話|英语|英語|方言|语料|語料|数据|數據|标注|標註)"),
     "audio_hours"),
    # the audio named first, its hours after ("phone calls, about 3000 hours a day", 电话录音每天3000小时, 錄音每日約2000小時)
    (re.compile(r"(?i)\b(?:audio|calls?|recordings?|speech|podcasts?|meetings?|interviews?)\b[^.!?\n\d]{0,24}?\b"
                + GROUPED_COUNT + r"(k?)\s*(?:h|hrs?|hours?)\b"), "audio_hours"),
    (re.compile(r"(?:录音|錄音|音频|音訊|音檔|音档|通话|通話|语音|語音|播客)[^。！？\n\d]{0,6}?" + GROUPED_COUNT
                + r"\s*([万萬]?)\s*(?:(?:个|個)?\s*小(?:时|時)|(?:个|個)\s*(?:钟|鐘)(?:头|頭)?)"), "audio_hours"),
    # "transcribe 5000 hours every night", 转写5000小时, 轉錄 2000 個鐘: hours after a transcription verb are of audio
    (re.compile(r"(?i)\btranscrib\w*\s+" + GROUPED_COUNT + r"(k?)\s*(?:h|hrs?|hours?)\b"), "audio_hours"),
    (re.compile(r"(?:转写|轉寫|转录|轉錄|识别|識別|辨識)\s*" + GROUPED_COUNT
                + r"\s*([万萬]?)\s*(?:(?:个|個)?\s*小(?:时|時)|(?:个|個)\s*(?:钟|鐘))"),
     "audio_hours"),
)




def scope_read(w: Workload, text: str) -> Msg:
    """What the message said, as read: the model, the task (training or inference), the count, the deadline and the
    priority, so the refusal shows the user was heard and the questions under it are only what is missing."""
    m = non_llm_named(w, text)
    if w.dataset is None and not w.batch_requests:
        w = w.model_copy(update={"dataset": stated_count(screened_figures(text), STATED_COUNTS, COUNT_MULTIPLIER)})
    task = ("train_full" if w.task == "full_finetune" else "train_lora" if w.task in ("lora", "qlora")
            or re.search(r"(?i)lora|dreambooth", text or "") else "train") if _trains(w, text) else "run"
    # "not LoRA, the whole unet" read full_finetune: said as a full fine-tune, never "LoRA training"
    size = image_size(text) if w.modality in ("diffusion", "vision") else None
    # a name no table sizes, said back ("Marigold", "Depth-Anything-V2-Large")
    vision = (named_vision(text) or unheld_name(text)) if m is None and w.modality in ("vision", "science") else None
    return Msg(code="conversation.scope.read", args={
        "model": shown_name(m) if m else vision, "task": Msg(code="conversation.scope.task", args={"task": task}),
        "count": Msg(code="conversation.scope.count", args={"n": w.dataset.amount, "unit": w.dataset.unit})
        if w.dataset else Msg(code="conversation.scope.items", args={"n": w.batch_requests}) if w.batch_requests else None,
        "deadline": duration(w.deadline_hours) if w.deadline_hours else None,
        "cheapest": Msg(code="conversation.scope.cheapest") if w.priority == "cheapest" else None,
        "daily": w.batch_period == "day", "size": "×".join(map(str, size)) if size else None,
        "streams": w.concurrency if w.modality == "speech" else None})


def scope_floor(w: Workload, text: str) -> Msg | None:
    """The memory-only floor of a listed non-LLM model (tools.non_llm): the 16-bit weights, or a full training's model
    states; activations come on top and are said not to be estimated."""
    m = non_llm_named(w, text)
    if m is None:
        return None
    train = _trains(w, text)
    full = train and w.task not in ("lora", "qlora") and not re.search(r"(?i)lora|dreambooth", text or "")
    return floor_words(m, train, full)


def scope_text(w: Workload, lang: str, questions: list[str], text: str = "") -> str:
    kind = Msg(code="conversation.scope.modality", args={"m": w.modality or "other"})
    parts = [Msg(code="conversation.scope.head", args={"read": scope_read(w, text), "kind": kind}).text(lang)]
    if w.modality in ("speech", "diffusion"):  # what is sized for these families (tools.media), and what is not
        parts.append(Msg(code="conversation.scope.measured").text(lang))
    floor = scope_floor(w, text)
    if floor is not None:
        parts.append(floor.text(lang))
    said = unchecked_msgs(w)  # the stated constraints, each said back as not checked (nothing is ranked here)
    if said:
        parts.append("\n".join(f"- {m.text(lang)}" for m in said))
    if questions:
        parts.append("\n".join(f"- {q}" for q in questions))
    parts.append(Msg(code="conversation.scope.tail").text(lang))
    return "\n\n".join(parts)


# the reader's notes that arrive in English only (extract_rules appends them without a Chinese twin), in Chinese
NOTE_ZH = {UNKNOWN_MODEL_NOTE: READER_NOTES_ZH["unknown_model"], CALENDAR_DEADLINE_NOTE: READER_NOTES_ZH["calendar_deadline"],
           DPO_AS_LORA: READER_NOTES_ZH["dpo_as_lora"]}


def explain(rec: Recommendation, lang: str) -> str:
    """Why: the factors behind the last answer's memory, read from the calculators (tools.explain),
    the defaults it assumed (tools.defaults) and the top pick's score."""
    from advisor.core.service import load_arch
    from tools.explain import explain_lines, why_count, why_nothing, why_order

    w = rec.workload
    # "why?" asks why the pick is first (or why nothing is), before how its memory was computed
    why = why_order(rec) + why_count(rec) if rec.candidates else why_nothing(rec)
    lines = ["## " + Msg(code="conversation.explain.why").text(lang), ""] + [f"- {m.text(lang)}" for m in why]
    lines += ["", "## " + Msg(code="conversation.explain.memory").text(lang), ""]
    try:
        arch = (load_arch(w.model, w.params_b if w.model is None else None, w.active_params_b)
                if (w.model or w.params_b) else None)
    except (WorkloadError, LookupError):
        arch = None
    if arch is None and rec.params:
        from tools.arch import derive_arch

        arch = derive_arch(rec.params)
    if arch is not None:
        lines += [f"- {m.text(lang)}" for m in explain_lines(arch, rec)]
    lines += ["", "### " + Msg(code="conversation.explain.assumptions").text(lang), ""]
    lines += [f"- {a.text(lang)}" for a in rec.assumptions]
    return "\n".join(lines)



def _tts_market(w: Workload, lang: str, rows: list[Any]) -> list[Msg]:
    """The mainland platforms the catalog holds no price from (tools.local_markets: AutoDL, 恒源云, 矩池云), said under a
    TTS plan when mainland China is said ("在国内") or implied (asked in Simplified Chinese with no place or provider
    said: the voices and texts of a Chinese platform stay in the country); none elsewhere."""
    from catalog.places import gazetteer
    from tools import local_markets
    from tools.constraints import place_words

    tags, gone = local_markets.asked_markets(w.regions, w.providers, gazetteer(), rows)
    if not gone and lang == "zh" and not w.regions and not w.providers:
        tags, gone = ("cn",), local_markets.missing(("cn",), rows)
    if not gone or "cn" not in tags:
        return []
    return [Msg(code="local_markets.gap", args={"names": local_markets.names(gone), "places": place_words(["cn"]),
                                                "ref": None})]


def _tts_budget(w: Workload, cur: str, fx: dict[str, float]) -> tuple[float, str] | None:
    """The stated budget in the answer's money with its period, for the speech answer to hold against (None: none)."""
    from advisor.core.service import usd_cny
    from tools.cost import convert_amount

    b = w.budget
    amount = convert_amount(b.amount, b.currency, cur, usd_cny(), fx) if b is not None else None
    return None if b is None or amount is None else (amount, b.per)

class Engine:
    def __init__(self, store: Store | None = None, llm: Any = None,
                 advise_fn: Callable[..., Recommendation] | None = None, lang: str | None = None):
        self.store = store or Store()
        self.lang = lang  # a fixed answer language (`ask --lang`); None: the user's own
        if llm is None:
            from advisor.core.extract_llm import configured

            if configured():
                from advisor.core.extract_llm import LLMExtractor

                try:
                    llm = LLMExtractor()
                except Exception as e:
                    from advisor.config import redact

                    log.warning("GPU_ADVISOR_LLM is set but the model could not be built (%s); using the rule "
                                "extractor", redact(f"{type(e).__name__}: {e}")[:300])
                    llm = None
        self.llm = llm or None
        if advise_fn is None:
            from advisor.core.service import advise

            advise_fn = advise
        self.advise = advise_fn

    def extract(self, key: str, text: str, thread_model: str | None = None) -> tuple[Extraction, str]:
        e = extract(text, thread_model)  # a length in 字 with no model named reads at the thread's model's tokenizer
        if self.llm is not None and (e.stated or not e.intents):
            from advisor.core.extract_llm import extract_with_llm
            from advisor.core.screen import screen_patch

            history = [h for h in self.store.history(key) if h["role"] in ("user", "assistant")]
            e, path = extract_with_llm(self.llm, e, text, history)
            return screen_patch(e), path  # the model's figures held to the same ranges as the rules'
        return e, "rules"

    def encoder_text(self, key: str, text: str, names: Callable[[str], object] = encoder_named) -> str:
        """The message that names the thread's encoder: this one, else the latest user message since the last reset
        that names a listed one, so a follow-up ("what about 20M tickets?", "3 epochs") keeps the model the thread
        is about instead of asking for it again. `names` is tools.non_llm.named_model for a media thread
        ("make it 200 hours" after Whisper large lost the model)."""
        if names(text) is not None:
            return text
        found = text
        for h in self.store.history(key, limit=50):
            if h["role"] == ASKED and h["text"] == "!reset":
                found = text
            elif h["role"] == "user" and names(h["text"]) is not None:
                found = h["text"]
        return found

    def _turn_premise_notes(self, key: str, text: str, before: Workload, after: Workload, patch: WorkloadPatch,
                            lang: str, notes: list[str]) -> None:
        """The notes said first on a turn (a card claim the specs contradict, a rental after a site rule, a move out of
        a residency place: premise_notes, rental_after_site_rule, residency_move_notes), and last: a completion
        thread's new model without fill-in-the-middle (_fim_after_swap)."""
        notes[:0] = premise_notes(text, after, lang) + rental_after_site_rule(before, patch, text, lang) \
            + residency_move_notes(before, after, lang)
        notes.extend(self._fim_after_swap(key, text, before, after, lang))
        notes.extend(self._tenants_again(key, text, after, lang))

    def _tenants_again(self, key: str, text: str, after: Workload, lang: str) -> list[str]:
        """A thread that asked for isolated tenants (advisor.core.tenant_note) re-packs them on a later turn: one
        tenant's new context ("one of the firms now wants 32k"), or a provider rule ("only Azure")."""
        from advisor.core.tenant_note import tenant_follow_up

        earlier = [h["text"] for h in self.store.history(key, limit=50) if h["role"] == "user" and h["text"] != text]
        return tenant_follow_up(earlier, text, after.model, after.seq_len or DEFAULT_CONTEXT,
                                tuple(p.lower() for p in (after.providers or ())), lang, extract)

    def _after_lines(self, key: str, text: str, rec: Recommendation, w: Workload, lang: str,
                     notes: list[str] | None = None) -> list[str]:
        """The notes under the answer: side stages (stage_lines), an owned box's payback (owned_rent_note), data in
        another cloud's store (_store_copy), hosting a public service for users in mainland China and a mainland
        thread's personal data sent to a row abroad (advisor.core.mainland_service), a hosted notebook asked about
        (advisor.core.hosted_read)."""
        from advisor.core.followup_check import hosted_asked
        from advisor.core.hosted_read import hosted_note
        from advisor.core.mainland_service import data_exit_line, mainland_service_line

        earlier = [h["text"] for h in self.store.history(key, limit=50) if h["role"] == "user" and h["text"] != text]
        hosting = mainland_service_line([text, *earlier], rec)  # a public service for users in mainland China
        located = [*(w.located or []), *(x for t in [text, *earlier] for x in extract(t).assumed.get("located", []))]
        exit_line = data_exit_line([text, *earlier], rec, located, notes or [], lang == "zh")  # 数据出境: PIPL, a row abroad
        sid = hosted_asked(text)  # 用Colab Pro得唔得: what it gives, against the residency rule and hours
        hosted = hosted_note(sid, rec) if sid is not None else None
        return self.stage_lines(key, text, rec, w, lang) + owned_rent_note(text, w, rec, lang) \
            + self._store_copy(key, text, rec, w, lang) + ([hosting.text(lang)] if hosting is not None else []) \
            + ([hosted.text(lang)] if hosted is not None else []) \
            + ([exit_line.text(lang)] if exit_line is not None else [])

    def _leads(self, key: str, text: str, w: Workload, rec: Recommendation, lang: str) -> list[str]:
        """The lines above the answer: a large VLM's screening batch led by its cascade, the job's words read from the
        whole thread ("只用腾讯云呢" after the moderation question: advisor.core.vlm_cascade_lines), then the machine's
        own (_machine_leads); a huge volume (2 TB of logs a day, 50,000 labels a second, hour-long videos fed whole) led by
        its batch sizing and design (advisor.core.volume_design_lines), read from the same thread; a daily batch coming
        in over a span of the day: the pick up that whole span, its month (advisor.core.batch_peak_lines.day_span_lines)."""
        from advisor.core.batch_peak_lines import day_span_lines
        from advisor.core.vlm_cascade_lines import vlm_cascade_lead
        from advisor.core.volume_design_lines import volume_design_lead

        thread = "\n".join(self.stage_thread(key, text, w.model))
        span = [m.text(lang) for m in day_span_lines(rec, thread)]  # a day's items over 10 daytime hours: up that span
        return vlm_cascade_lead(thread, w, rec, lang) + volume_design_lead(thread, w, rec, lang) \
            + _machine_leads(text, w, rec, lang) + span

    def _answer_reply(self, key: str, text: str, w: Workload, rec: Recommendation, lang: str, lead: str,
                      notes: list[str], under: list[str], chart: bool, after: list[str]) -> tuple[Recommendation, Reply]:
        """answer_reply, with an isolated-tenants thread's fleet as the headline and rows (_tenant_fleet)."""
        rec, fleet = self._tenant_fleet(key, text, w, rec, lang, notes)
        self._video_lever(text, w, rec, lang, notes)
        from catalog.gpus import all_gpus

        notes = domestic_note_counted(text, notes, lang, domestic_plan(rec, all_gpus()))  # "sized on 2 × Ascend 910B"
        return rec, answer_reply(rec, lang, lead, notes, under, want_chart=chart, after=after, fleet=fleet)

    def _video_lever(self, text: str, w: Workload, rec: Recommendation, lang: str, notes: list[str]) -> None:
        """A clip batch a VLM tags at the default sampling whose plan misses the stated budget or is unpriced there: the
        named lever (fewer, smaller frames: advisor.core.video_caption_read.lever_fields) re-sized by the recommender on
        the same batch, place and budget; its plan (cards, hours, the month, or the price a GPU-hour that fits and the
        priced rows it used) and its verdict against the budget said right after the sampling note, above the
        headline."""
        from advisor.core.video_caption_read import lever_fields

        if w.budget is None or _budget_fits(rec) or not w.batch_requests:
            return
        got = lever_fields(text, VLM_NAMED, w.image_tokens)
        if got is None:
            return
        fields, note = got
        out = w.output_tokens or rec.workload.output_tokens  # the same replies as the plan above
        trial = w.model_copy(update={**fields, "seq_len": None, "output_tokens": out})
        try:
            lever = self.advise(trial, stated={k for k, v in trial.model_dump().items() if v is not None},
                                currency=rec.currency)
        except (WorkloadError, LookupError, ValueError):
            return
        head = lever.headline
        if head is None:
            return
        answer = head.args.get("answer") if head.code == "recommend.budget_answer_then" else None
        plan = head.args.get("msg") if isinstance(answer, Msg) else head
        said_of = answer.args if isinstance(answer, Msg) else {
            "verdict": ("yes" if _budget_fits(lever) else "no") if lever.candidates else ""}  # unpriced: the plan says
        a = note.args
        said = Msg(code="video_caption.lever_priced", args={
            "low_fps": a["low_fps"], "low_w": a["low_w"], "low_h": a["low_h"], "low_tokens": a["low_tokens"],
            "tokens": a["tokens"], "plan": plan, "verdict": said_of.get("verdict"),
            "budget": said_of.get("budget"), "money": said_of.get("money")}).text(lang)
        at = next((i for i, n in enumerate(notes) if note.text(lang)[:30] in n), None)
        notes.insert(len(notes) if at is None else at + 1, said)

    def _store_copy(self, key: str, text: str, rec: Recommendation, w: Workload, lang: str) -> list[str]:
        """Data said to sit in one cloud's object store (this message or an earlier one: "our 30 TB of FASTQ are in
        S3", 数据在阿里云OSS上) and the pick rented on another provider: the copy's hours and its egress
        (advisor.core.data_store, tools.data_transfer), under the answer."""
        from advisor.core.data_store import store_copy

        earlier = [h["text"] for h in self.store.history(key, limit=50) if h["role"] == "user" and h["text"] != text]
        msg = store_copy([text, *reversed(earlier)], rec.candidates[0].provider if rec.candidates else None,
                         w.deadline_hours)
        return [msg.text(lang)] if msg is not None else []

    def _tenant_fleet(self, key: str, text: str, after: Workload, rec: Recommendation,
                      lang: str, notes: list[str] | None = None) -> tuple[Recommendation, Msg | None]:
        """The isolated tenants' fleet of this thread (this message or an earlier one asked for them), sized where
        this turn rents: the answer's headline (stored, so "details" shows it) and rows are that fleet
        (render.fleet_short_markdown). (rec, None) when the thread asked no such thing or the fleet is not sized (no
        model, nothing priced). Its money is in the answer's currency (rec.currency: TWD for a Taiwan question), the
        reader's note of it (in `notes`, priced in the catalog's USD when read) re-worded so."""
        from advisor.core.messages import word
        from advisor.core.service import _display_currency, usd_cny
        from advisor.core.tenant_note import thread_fleet
        from tools.tenant_slices import fleet_in_currency

        earlier = [h["text"] for h in self.store.history(key, limit=50) if h["role"] == "user" and h["text"] != text]
        msg = thread_fleet(earlier, text, after.model, after.seq_len or DEFAULT_CONTEXT,
                           tuple(p.lower() for p in (after.providers or ())), extract)
        if msg is None or msg.code != "reading.isolated_tenants_sized":
            return rec, None
        cur, fx = _display_currency(after, rec.currency)
        usd = {word(msg, "en"), word(msg, "zh")}
        msg = Msg(code=msg.code, args=fleet_in_currency(msg.args, cur, usd_cny(), fx))
        for i, n in enumerate(notes if notes is not None else []):
            if n in usd:  # the reader's note, priced in USD: now in the answer's money
                notes[i] = word(msg, "zh" if _zh(lang) else "en")  # type: ignore[index]
        rec = rec.model_copy(update={"headline": Msg(code="tenants.headline", args=msg.args)})
        self.store.save(key, after, rec, lang)
        return rec, msg

    def _fim_after_swap(self, key: str, text: str, before: Workload, after: Workload, lang: str) -> list[str]:
        """A thread that asked for code completion (an earlier message, or this one) and now names a model without
        fill-in-the-middle ("那改 gpt-oss-120b 呢"): the fim.missing note on the new model, with a FIM model of
        similar size (not a PRC one where the thread rules them out). Said on the turn that names it, where the
        reader's completion line (extract_stated) saw only the earlier model."""
        from advisor.core.extract_stated import CODE_COMPLETION, COMPLETION_SAID
        from catalog import registry
        from tools.fim_models import fim_missing

        if not after.model or after.model == before.model:
            return []
        texts = [text] + [h["text"] for h in self.store.history(key, limit=50) if h["role"] == "user"]
        if not any(COMPLETION_SAID.search(t) for t in texts):
            return []
        said = fim_missing(after.model, registry.rows(), bool(after.avoid_prc_models))
        if said is not None and not any(CODE_COMPLETION.search(t) for t in texts):  # 補全+聊天: sized as the chat
            said = Msg(code="fim.missing_beside_chat", args=said.args)
        # a turn that says completion itself has the reader's line (fim.missing, or fim.missing_beside_chat)
        return [said.text(lang)] if said is not None and not COMPLETION_SAID.search(text) else []

    def earlier_vision_text(self, key: str, text: str) -> str:
        """The thread's latest earlier message asking a vision model trained (a message other than this one), so a
        follow-up that swaps the model keeps the images, epochs and size said before; `text` when there is none."""
        from advisor.core.vision_train_read import names_vision_training

        found = text
        for h in self.store.history(key, limit=50):
            if h["role"] == ASKED and h["text"] == "!reset":
                found = text
            elif h["role"] == "user" and h["text"] != text and names_vision_training(h["text"]) is not None:
                found = h["text"]
        return found

    def unlisted_in_thread(self, key: str, text: str, w: Workload) -> set[str]:
        """{"model"} while the thread's model is one the user named that the registry does not hold and no size or
        listed model has replaced it ("DeepSeek-V3.2-Exp" asked its size, then "only Aliyun, how to set it up?"): its
        size is asked again, never the chat's default model answered in its place as if none had been named."""
        if w.model is not None or w.params_b is not None:
            return set()

        def unlisted(t: str) -> bool | None:
            return True if "model" in extract(t).unclear else None

        return {"model"} if unlisted(self.encoder_text(key, text, unlisted)) else set()

    def asked(self, key: str) -> set[str]:
        """Optional questions this thread was already asked (since the last reset)."""
        out: set[str] = set()
        for h in self.store.history(key, limit=50):
            if h["role"] == ASKED:
                out = set() if h["text"] == "!reset" else out | set(filter(None, h["text"].split(",")))
        return out

    def quote_reply(self, key: str, text: str, e: Extraction, lang: str, last: Recommendation | None = None,
                    again: Any = None) -> Reply | None:
        """"Buy or rent?" with a quoted price (advisor.core.buy_or_rent) and a card said in this message, else the
        last plan's cards ("they quoted us $30k for that machine"): the rent over the horizon at the utilisation
        against the quote plus power, and the break-even; None without a quote or a card."""
        from advisor.core.bought_box import keep_box
        from advisor.core.buy_or_rent import HUGE_QUOTE, quote_lines, quote_said
        from advisor.core.service import _display_currency, catalog_rows, usd_cny
        from catalog.gpus import all_gpus
        from tools.cost import convert_amount
        from tools.owned_device import owned_only
        from tools.wording import money_text

        p, e = owned_more_patch(e.patch, e, last, text)  # "buy 2 more or rent?" after a plan on owned cards: on them
        if p.checked_gpu and not p.gpu_preference and not any(  # "老板想买一张5090，还是租云划算？": the card proposed is
                (p.users_online, p.concurrency, p.head_count, p.daily_users,
                 p.batch_requests if p.modality != "vision" else None, p.requests_per_day,
                 p.target_requests_per_s)):  # the one priced; with a load said, the ranked plan leads and the buy side
            # sits under it (tools.purchase_lead); an image batch a day (BiRefNet, 8,000 images) is sized on the card
            # itself (advisor.core.unpriced_buy), with rents as the reference
            p = p.model_copy(update={"gpu_preference": p.checked_gpu, "num_gpus": p.checked_gpu_count or p.num_gpus})
        top = last.candidates[0] if last is not None and last.candidates and not p.gpu_preference else None
        w = Workload(budget=p.budget, gpu_preference=top.gpu if top else p.gpu_preference,
                     num_gpus=int(top.gpu_count) * top.instances if top else p.num_gpus, power_price=p.power_price,
                     usage_hours_per_day=p.usage_hours_per_day, usage_days_per_week=p.usage_days_per_week,
                     located=e.applied(("located",)).located)  # where the box runs: its power tariff (power_tariff)
        if top is None and p.train_tokens and p.model:  # a sized training job said with the server: its own hours
            w = w.model_copy(update={"model": p.model, "task": p.task, "train_tokens": p.train_tokens,  # set the use
                                     "params_b": p.params_b, "active_params_b": p.active_params_b})
        if p.owned_gpus and owned_only(all_gpus().get(str(w.gpu_preference))):  # a DGX Spark or a Mac to buy: sized as
            return None  # the user's own machine (tools.owned_device), its price set against the rent there
        quote = quote_said(text, w)  # the power price said is read first (w.power_price), never taken as the quote
        if quote is None or not 0 < quote[0] <= HUGE_QUOTE:  # a card said, no price ("$1e300", "$0", NaN are none):
            # the rent and the break-even price a card, the quote asked last
            return self.no_quote_reply(key, text, e, w, lang, again, last) if p.gpu_preference else None
        cur, fx = _display_currency(w, quote[1] or (again.currency if again is not None and again.currency else None)
                                    or stated_money(w, lang, text, self.answer_currency(key, e, w, lang, text)))
        amount = convert_amount(quote[0], quote[1] or cur, cur, usd_cny(), fx)
        job = w.model_copy(update={"model": p.model, "task": p.task, "seq_len": p.seq_len, "concurrency": p.concurrency,
                                   "params_b": p.params_b, "active_params_b": p.active_params_b,
                                   **{k: getattr(p, k) for k in QUOTE_LOAD}}) if p.model else None
        lines = quote_lines(text, amount, w, all_gpus(), catalog_rows()[0], cur, usd_cny(), fx, again,
                            served=job) if amount else None
        if not lines or not amount:
            return None
        head, *rest = lines
        rest = named_work_on_cards(text, e, w) + rest
        from advisor.core.buy_or_rent import owned_more_lead
        more = owned_more_lead(text, w, last)  # "buy 2 more" after an answer on the user's own cards of that card
        if more is not None:
            head, rest = more, [head, *rest]
        body = _refused_quote_note(text, lang, money_text(amount, cur, 0)) + _again_note(again, lang) \
            + f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in [*_export_first(e), *rest])
        self.store.add_message(key, BUY_ASKED, _buy_said(text, again, cur))
        keep_box(self.store, key, w)  # the box quoted: a later "還能用嗎？" is checked on it
        return Reply("explain", body, lang)

    def no_quote_reply(self, key: str, text: str, e: Extraction, w: Workload, lang: str, again: Any = None,
                       last: Recommendation | None = None) -> Reply | None:
        """"Buy or rent?" with a card and no price (advisor.core.buy_or_rent.no_quote_lines): answered, not asked."""
        from advisor.core.bought_box import keep_box
        from advisor.core.buy_or_rent import no_quote_lines
        from advisor.core.service import _display_currency, catalog_rows, usd_cny
        from catalog.gpus import all_gpus

        kept = again.currency if again is not None and again.currency else None
        cur, fx = _display_currency(w, kept or stated_money(w, lang, text, self.answer_currency(key, e, w, lang, text)))
        p = e.patch  # the model said, sized on the cards when no row rents them (advisor.core.unpriced_quote)
        served = w.model_copy(update={"model": p.model, "task": p.task, "seq_len": p.seq_len, "concurrency": p.concurrency,
                                      "params_b": p.params_b, "active_params_b": p.active_params_b}) if p.model else None
        held = int(w.num_gpus or 0)
        extra, w = self.more_cards(text, e, w, cur)  # "we have 2, buy 2 more or rent?": the 4 checked, the 2 priced
        owned = held if any(m.code == "buy.more.check" for m in extra) else 0  # the owned kept beside the N
        lines = no_quote_lines(text, w, all_gpus(), catalog_rows()[0], cur, usd_cny(), fx, again, served, owned)
        if not lines:
            return None
        from advisor.core.buy_or_rent import owned_more_lead
        lines = ([] if owned_more_lead(text, w, last) else extra) + lines  # owned cards that already hold it: said so
        job = w.model_copy(update={"modality": e.patch.modality, "head_count": e.patch.head_count,
                                   "regions": e.patch.regions})
        lines = self.image_buy(text, job, cur, fx, bool(_export_first(e))) + lines  # an SDXL job's time, first
        head, *rest = lines
        rest = named_work_on_cards(text, e, w) + rest
        from advisor.core.buy_or_rent import owned_more_lead
        more = owned_more_lead(text, w, last)  # "buy 2 more" after an answer on the user's own cards of that card
        if more is not None:
            head, rest = more, [head, *rest]
        if _export_first(e):  # the reader's export line leads: the unpriced branch's own (advisor.core.unpriced_buy) goes
            rest = [m for m in rest if m.code not in ("fam.hk_export", "ub.export_cn")]
        if _export_first(e) or any(m.code in ("fam.hk_export", "ub.export_cn") for m in rest):
            rest = [_variant_only(m) for m in rest]  # one export rule an answer: the launch-price line keeps the card
        self.store.add_message(key, BUY_ASKED, _buy_said(text, again, cur))
        keep_box(self.store, key, w)  # the box asked about: a later "够不够？" is checked on it
        return Reply("explain", _refused_quote_note(text, lang) + _again_note(again, lang) + f"**{head.text(lang)}**\n\n"
                     + "\n".join(f"- {m.text(lang)}" for m in [*_export_first(e), *rest]), lang)

    def more_cards(self, text: str, e: Extraction, w: Workload, cur: str) -> tuple[list[Msg], Workload]:
        """"Buy N more or rent?" beside the cards the user owns (advisor.core.buy_more_read): the owned + N cards
        checked on the work said (the recommender on them as the user's own, its headline) and the rent-instead machine
        that runs it, and the cards to price the buy side on: the N alone. A count not read (-2, 0, NaN, 1e300) is
        said, the answer on the owned cards. ([], w) when no such count is said beside owned cards."""
        from advisor.core.buy_more_read import MAX_MORE, more_read, more_said
        from advisor.core.render import headline

        said = more_said(text) if e.patch.owned_gpus and w.gpu_preference and w.num_gpus else None
        n = more_read(said)
        if said is None or not w.num_gpus:
            return [], w
        args = {"owned": w.num_gpus, "gpu": w.gpu_preference, "more": n, "total": w.num_gpus + (n or 0)}
        if n is None:
            return [Msg(code="buy.more.unread", args={**args, "said": said[1], "most": MAX_MORE})], w
        p = e.patch
        if not (p.model or p.params_b):
            return [Msg(code="buy.more.no_work", args=args)], w.model_copy(update={"num_gpus": n})
        work = Workload(**{k: v for k, v in p.model_dump(exclude_none=True).items() if k in Workload.model_fields},
                        ).model_copy(update={"num_gpus": args["total"], "owned_gpus": True, "task": p.task or "inference"})
        try:
            rec = self.advise(work, stated={k for k, v in work.model_dump().items() if v is not None}, currency=cur)
        except (WorkloadError, LookupError, ValueError):
            return [Msg(code="buy.more.no_work", args=args)], w.model_copy(update={"num_gpus": n})
        verdict = Msg(code=LITERAL, args={k: headline(rec.model_copy(update={"language": k})) for k in ("en", "zh")})
        return [Msg(code="buy.more.check", args={**args, "verdict": verdict}), Msg(code="buy.more.rent", args=args)], \
            w.model_copy(update={"num_gpus": n})

    @staticmethod
    def image_buy(text: str, w: Workload, cur: str, fx: dict[str, float], export_said: bool = False) -> list[Msg]:
        """SDXL (+ ControlNet) on the card a buy-or-rent question names (advisor.core.gen_family.image_buy_lines):
        the rent side priced where the card would be bought (Hong Kong said by a district: 深水埗) or anywhere."""
        from advisor.core import gen_family as gf
        from advisor.core.service import catalog_rows, usd_cny
        from catalog.gpus import all_gpus
        from catalog.places import gazetteer
        from tools.batch_filters import row_filter
        from tools.embedding import _usable

        gpus, rows = all_gpus(), [r for r in catalog_rows()[0] if not r.quarantined]
        hk = bool(gf.HK_WORDS.search(text or "")) or "hk" in (w.regions or [])
        if not hk:
            return gf.image_buy_lines(text, w, gpus, rows, cur, usd_cny(), fx, hk, export_said=export_said)
        filt = row_filter(w.model_copy(update={"regions": ["hk"], "gpu_preference": None}), gpus, 8e9, gazetteer())
        here = [r for r in rows if _usable(r, gpus, filt) is not None]
        return gf.image_buy_lines(text, w, gpus, here, cur, usd_cny(), fx, hk, rows, export_said)

    def buy_again(self, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str) -> Reply | None:
        """A follow-up right after a buy-or-rent answer that changes its horizon or its runs ("what if we use it for
        2 years?", 如果用三年呢？, "what if we do 50 runs?", 要是每月跑20次呢？): the same comparison re-priced
        (advisor.core.buy_or_rent.again_said over what was said before), in this message's language; None otherwise."""
        from advisor.core.buy_or_rent import Again, again_said, unread_again

        p = e.patch
        new = p.model or p.params_b or p.gpu_preference  # a model or a card named: a new question, never a re-price
        before = None if new else _last_buy(self.store.history(key, limit=8))
        unread = unread_again(text) if before is not None else None
        again = again_said(text) if before is not None and unread is None else None
        if before is None or (again is None and unread is None):
            return None
        said, kept = before
        again = (again or Again()).over(kept)
        if not again.years and not again.runs and unread is None:  # a run's length with no runs: not this comparison's
            return None
        reply = self.quote_reply(key, said, self.extract(key, said)[0], lang, last, again)
        if reply is not None and unread is not None:  # "for -2 years": said, the comparison as it stood
            reply.text = "> " + Msg(code="buy.again_unread", args={"said": unread}).text(lang) + "\n\n" + reply.text
        return reply

    def answer_currency(self, key: str, e: Extraction, w: Workload, lang: str, text: str,
                        last: Recommendation | None = None) -> str | None:
        """The money an answer is priced in (_thread_currency), with the reader's "priced in TWD" assumption
        (extract_rules.read_local_dollar_assumed) kept only where it holds: the thread's first message priced in TWD.
        A follow-up in 繁體 keeps the thread's money (USD after English, ¥ after 简体), so the note would be untrue."""
        cur = self._thread_currency(key, e, w, lang, text, last)
        first = not self.thread_said(key, text, lambda t: False)[1:]
        if cur != "TWD" or not first:
            twd_assumed_dropped(e)
        return cur

    def currency_noted(self, key: str, e: Extraction, w: Workload, lang: str, text: str, last: Recommendation | None,
                       notes: list[str]) -> str | None:
        """answer_currency, with `notes` (the answer's, already taken from `e`) rid of the TWD assumption where it
        was dropped: it holds only on a thread's first answer priced in TWD."""
        cur = self.answer_currency(key, e, w, lang, text, last)
        notes[:] = unheld_twd_dropped(notes, e)
        return cur

    def _thread_currency(self, key: str, e: Extraction, w: Workload, lang: str, text: str,
                         last: Recommendation | None = None) -> str | None:
        """The money an answer is priced in: the one asked in this message ("in euros", 用港幣報價; kept for the
        thread), else the budget's, else the one asked earlier in the thread, else the previous answer's (a follow-up
        in another language or script does not switch the thread's money: "平啲？" after an English answer re-priced
        it in ¥), else the reader's home currency read from the thread's messages (a media thread
        keeps no Recommendation: its follow-ups read it so)."""
        if e.currency:
            self.store.add_message(key, CURRENCY, e.currency)
            return e.currency
        budget = w.budget.currency if w.budget else w.budget_per_hour.currency if w.budget_per_hour else None
        asked = None
        for h in self.store.history(key, limit=50):
            if h["role"] == CURRENCY or (h["role"] == ASKED and h["text"] == "!reset"):
                asked = h["text"] if h["role"] == CURRENCY else None
        if budget or asked:
            return budget or asked
        here = located_tags(text, [*(w.located or e.assumed.get("located") or [])])
        if (placed := place_currency(here, w.regions or [])) is not None:  # the stated place before the script
            return None if placed == "USD" else placed  # None: the catalog's own USD
        if last is not None:
            return None if last.currency == "USD" else last.currency  # None: the catalog's own USD, as a first answer
        if any(is_mainland(t) for t in w.located or e.assumed.get("located") or []):
            return MAINLAND_CURRENCY  # "we are in Shanghai", 我们在成都: a mainland team is quoted in CNY
        # the thread's messages since the reset: a Hong Kong form said in its first message keeps HKD on a follow-up
        # written without one (a video thread went HKD → TWD → HKD, as its answers keep no Recommendation); in the
        # thread's own language, its first message's: 那用兩張卡會快多少？ after "train VITS on 20 hours of speech" keeps
        # the $ of the first answer (it was priced in TWD, and 那用两张卡… in ¥)
        said = self.thread_said(key, text, lambda t: False)
        first = next((t for t in reversed(said) if CJK.search(t) or len(re.findall(r"[A-Za-z]{3,}", t)) >= 3), text)
        home = home_currency(self.lang or _lang_of(e, first, None), "\n".join(said))
        # the thread's money is USD when it began in English: said as USD, since stated_money reads None as "the
        # follow-up's own script's money"
        return home or ("USD" if len(said) > 1 and first is not text else None)

    def pending(self, key: str) -> set[str]:
        """The fields the bot's latest question asked about, when no user message has come since."""
        out: set[str] = set()
        for h in self.store.history(key, limit=50):
            if h["role"] == "user":
                out = set()
            elif h["role"] == ASKED:
                out = set() if h["text"] == "!reset" else set(filter(None, h["text"].split(",")))
        return out

    def unanswered(self, key: str) -> Msg | None:
        """What a resumed conversation says first when its last message was never answered (the process was killed
        while answering it: the resumed chat said nothing, and the export listed the lost
        question as asked): that message, to be sent again. None when every message was answered."""
        text = last_unanswered(self.store.history(key, limit=50))
        if text is None:
            return None
        shown = plain(text)
        shown = shown if len(shown) <= UNANSWERED_SHOWN else shown[:UNANSWERED_SHOWN] + "…"
        return Msg(code="conversation.unanswered", args={"text": shown})

    def export_document(self, key: str, last: Recommendation, lang: str) -> str:
        """The export: a header (the conversation's messages since the last reset, date, version, catalog as-of,
        the command that reproduces the answer), then the full report."""
        from advisor.core.export import export_header

        asked = answered_questions(self.store.history(key, limit=50))  # this "export" has no answer yet: left out
        render_lang = "zh" if _zh(lang) else "en"
        stated = self.store.load(key)[0]  # the thread's workload as stated: its reproduce line writes no default
        return export_header(last, asked, lang if _zh(lang) else "en", stated=stated) + to_markdown(last, render_lang)

    def compare_reply(self, key: str, text: str, workload: Workload, last: Recommendation | None, lang: str,
                      notes: list[str] | None = None) -> Reply | None:
        """"H100 vs A100", "LoRA vs QLoRA", "8k vs 32k": each side varies the thread's workload (or, with none yet,
        the first side's, which becomes the thread's without its card, so a follow-up has a workload to change),
        priced by the same recommender; the reader's notes (a figure not read) lead the table."""
        from advisor.core.bought_box import BOX, bought_side, box_record
        from advisor.core.buy_cards_lines import buy_cards_lines
        from advisor.core.compare import bought_options, card_options, compare_workloads, split_options, workloads_from_texts
        from advisor.core.render import comparison_markdown

        parts = labels = split_options(text)
        asked = bool(parts)  # "A vs B" asks for the comparison; cards offered in a question only suggest one
        if not parts:  # two cards offered in a question ("L40S 同 H100，應該點揀？"): side by side, neither a rule
            parts, labels = card_options(text)
        if not parts:
            return None
        base = workload if (workload.model or workload.params_b or (workload.modality or "llm") != "llm") else None
        try:
            ws, lines = bought_options(workloads_from_texts(parts, base, lang, chat=True))
            comp, recs = compare_workloads([w.model_copy(update={"language": lang}) for w in ws], labels,
                                           currency=last.currency if last is not None else None)
            side, box = bought_side(text, ws, labels, recs)  # one side bought, one rented: the purchase side
            lines = [*(m for m in lines if m.code != "compare.bought"), *side] if side else lines
            lines = lines if side else [*lines, *buy_cards_lines(text, ws, recs)]  # buy A or B: each card's fit
        except (WorkloadError, LookupError, ValueError) as err:
            if not asked:  # cards offered for a job not sized yet (an unknown model): the turn is answered as usual
                return None
            return Reply("error", Msg(code="conversation.i_cant_compare_that", args={"err": fact_of(err)}).text(lang), lang)
        said = "".join(f"\n- {m.text('zh' if _zh(lang) else 'en')}" for m in lines)
        self.store.add_message(key, COMPARED, sides_record(ws, labels))  # a follow-up adds to both sides
        if kept := box_record(box):  # the box to buy: a later "還能用嗎？" is checked on it
            self.store.add_message(key, BOX, kept)
        if base is None and ws:
            self.store.save(key, ws[0].model_copy(update={"gpu_preference": None, "gpu_only": None, "num_gpus": None}),
                            last, lang)
        priced = next((r for r in recs if r.cost_table), recs[0] if recs else None)  # a named Inferentia / Gaudi: judged
        notes = [*(notes or []), *(named_accel_lead(text, priced.workload, priced, lang) if priced is not None else [])]
        read = "".join(f"> {n}\n" for n in notes) + ("\n" if notes else "")
        return Reply("compare", read + comparison_markdown(comp, "zh" if _zh(lang) else "en") + said, lang,
                     comparison=comp)

    def compared(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None, lang: str,
                 notes: list[str]) -> Reply | None:
        """A comparison asked ("A vs B", two cards offered), else one priced again after a follow-up that adds to it."""
        return self.compare_reply(key, text, workload, last, lang, notes) or \
            self.compare_again(key, text, e, workload, last, lang)

    def compare_again(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                      lang: str) -> Reply | None:
        """A follow-up to a comparison that only adds to its sides (advisor.core.compare_followup: "has to stay in the
        US, and we'd commit for a year", "5x that by spring", 翻3倍): each side with the follow-up's facts (a growth
        on each side's own load), priced again and set side by side under what both kept, what the turn read said
        above the table; None when the previous answer was no comparison or the follow-up names a model, card or
        task of its own (answered as usual, on the thread's workload)."""
        from advisor.core.compare import compare_workloads

        record = last_compared(self.store.history(key, limit=50))
        read = sides_read(record) if record is not None else None
        if read is None:
            return None
        each = [grown_again(w, e, text) for w in read[0]]
        if not adds_to_sides([x.patch for x in each]):
            return None
        try:
            sides, labels = sides_after(*read, [x.patch for x in each])
            for w in sides:
                validate(w)
            comp, recs = compare_workloads([w.model_copy(update={"language": lang}) for w in sides], labels,
                                           currency=last.currency if last is not None else None)
        except (WorkloadError, LookupError, ValueError):
            return None  # sides that cannot be priced with it: the turn is answered as usual
        self.store.add_message(key, COMPARED, sides_record(sides, labels))
        pick = recs[comp.cheapest if comp.cheapest is not None else 0]  # "details", "cheaper?" go on from the cheapest
        self.store.save(key, merge_workload(workload, e.patch), pick, lang)
        reply = compared_again_reply(comp, recs, each, lang)
        reply.recommendation = pick
        return reply

    def handle(self, key: str, text: str) -> Reply:
        """Answer one message in the conversation `key`. Never raises for bad input. The text is kept as typed (a
        quote shows an invisible character as an escape); every reader takes invisible characters out before
        it reads (extract_rules.strip_invisible). A pasted secret (a configured token, anything shaped like a
        Slack token) is masked first, as the logs mask it: never kept, read as a figure or echoed back. Then the
        message is cut where what is read ends (extract_rules.typed_part): every reader, the thread's history and
        the quotes see only that part, so a 118,000-character paste costs what its first 4,000 characters cost;
        its whole length is kept for the "I read the first 4,000" note (_cut_note)."""
        from advisor.config import TOKEN_LIKE, redact

        text = redact((text or "").strip(), shortest=TOKEN_LIKE)
        length = _TYPED_LENGTH.set(visible_length(text))
        try:
            return self._handle(key, typed_part(text), text)
        finally:
            _TYPED_LENGTH.reset(length)

    def _handle(self, key: str, text: str, whole: str) -> Reply:
        """Engine.handle on a message already masked and cut to the part that is read; `whole` the message as typed,
        for its script alone (a 繁體 question after 4,000 characters of a paste is answered in 繁體)."""
        from advisor.core.api_choice_lines import add_api_choice_lines
        from advisor.core.bought_box import box_followup
        from advisor.core.bridge_lines import add_bridge_line
        from advisor.core.buy_more_read import more_unread_in_thread, refused_in_thread
        from advisor.core.cohost_lines import add_cohost_lines
        from advisor.core.no_nvlink_lines import add_no_nvlink_line
        from advisor.core.region_family_lines import add_region_family_lines
        from advisor.core.second_model_lines import add_second_model_lines
        from advisor.core.service_switch import service_followup

        workload, last, prev_lang = self.store.load(key)
        typed, (text, counted) = text, self.count_grown(key, text)  # "what if we have 1,000 stores?" after 50: × 20
        grown = self.batch_grown(key, text, workload)  # "what if the images double?": the count × 2
        text, alt = with_alternative(text, self.store.history(key, limit=50), workload.commercial_use, ASKED, workload.model)
        text, alt = (text, alt) if alt is not None else fit_alternative(text, last, self.advise)  # not on your cards
        said = [str(h.get("text") or "") for h in self.store.history(key, limit=50) if h.get("role") == "user"]
        text, alt = (text, alt) if alt is not None else context_alternative(text, last, said)  # over its context, untuned
        text = grown[0] if grown is not None else text
        e, path = self.extract(key, text, workload.model)
        if self.thread_said(key, text, lambda t: False)[1:]:  # a follow-up keeps the thread's money: "priced in TWD"
            twd_assumed_dropped(e)  # holds on the thread's first answer only (answer_currency), on every path
        if grown is not None:
            e = grown_patch(e, grown[2], workload)
            e.note(grown[1].en, grown[1].zh)
        if counted is not None:
            e.note(counted.en, counted.zh)
        e = rental_followup(batch_followup(image_count_followup(e, workload, text), workload, text), workload, text)
        e = generated_data_followup(training_run_followup(e, workload, text), workload, text)  # "用这些数据训练"
        e = owned_compare_followup(e, workload, text)  # "一定要H100先夠快？" on owned cards: checked beside them
        e = more_unread_in_thread(e, workload, text)  # "buy -2 more?" on owned cards: said, the cards kept
        e = refused_in_thread(e, workload, text)  # "what if we have 1e300 engineers?": said, the thread's job kept
        e = rent_other_card_followup(e, workload, text)  # 改租台智雲的H100: a rental, never owned H100s
        e = rent_followup(e, workload, text)  # 去AutoDL租什么卡: rented machines, the owned card checked beside them
        e = thread_place_kept(e, workload)  # "data must stay in Canada" said before: never "name the country" now
        e = long_documents_followup(e, workload, text, last)  # 研报比较长，上下文要到32k: every request a document at 32k
        workload = kept_fp8(workload, e, last)  # and the FP8 the thread's answer chose kept
        e = service_followup(e, workload, text)  # a batch made real-time, a trained model served at a rate: a service
        e = box_followup(e, workload, text, self.store.history(key, limit=50))  # "那台還能用嗎？": on the box first
        e.patch = kept_speed(workload, e.patch, text)  # "the cheapest that still does 100?": the speed kept at 100
        lang = self.lang or _lang_of(e, typed if typed == whole else whole, prev_lang)  # the follow-up's, as typed
        pending = self.pending(key)
        self.store.add_message(key, "user", text)
        reply = said_cut(self._dispatch(key, text, e, workload, last, lang, pending), text, lang)
        self._second_part(key, text, reply, lang)
        if alt is not None:  # "what do we use instead": the licence table's alternative, said first
            reply.text, reply.full = f"{alt.text(lang)}\n\n{reply.text}", reply.full and f"{alt.text(lang)}\n\n{reply.full}"
        add_licence_lines(reply, text, workload.commercial_use if e.patch.commercial_use is None
                          else e.patch.commercial_use, lang,
                          [*(e.patch.regions or workload.regions or []),
                           *(e.patch.located or workload.located or e.assumed.get("located") or []),
                           *(e.patch.users_region or workload.users_region or [])])  # buyers in Italy: outside
                          # Hunyuan's Territory
        add_api_choice_lines(reply, text, self.store.load(key)[0], lang)  # "buy the server or use the API?"
        add_region_family_lines(reply, text, self.store.load(key)[0], lang)  # "is there g6e in me-central-1?"
        add_cohost_lines(reply, text, workload, self.store.load(key)[0], lang)  # "the same box ALSO serve …?": both
        add_bridge_line(reply, text, self.store.load(key)[1], lang)  # "2x A5000 with an NVLink bridge": its link
        add_no_nvlink_line(reply, text, self.store.load(key)[1], lang)  # "no NVLink", 只走 PCIe: against the layout
        add_second_model_lines(reply, text, self.store.load(key)[1], lang)  # "X for chat and Y for …": both sized
        reply.extractor = path
        reply.hk = lang == "zh-Hant" and hk_forms(text)
        if lang == "zh-Hant":  # written in Simplified; converted once, here, the user's quoted words kept as typed
            reply.text = to_script(typed_quotes(reply.text, text), lang, reply.hk)
            reply.questions = [to_script(q, lang, reply.hk) for q in reply.questions]
            reply.full = to_script(typed_quotes(reply.full, text), lang, reply.hk)
            if reply.export_markdown:
                reply.export_markdown = reply.text
        self.store.add_message(key, "assistant", reply.summary)
        return reply

    def _second_part(self, key: str, text: str, reply: Reply, lang: str) -> None:
        """A training question's second part, the trained model's use ("…, then serve it at ~2 images/minute during
        office hours"; extract_stated.then_serve_at): answered on its own (the model named, in a thread of its own
        that is not kept) under the first answer, or named as not sized with how to ask it — never dropped (one such
        answer once sized only the LoRA)."""
        from advisor.core.extract_stated import then_serve_at

        at = then_serve_at(text) if reply.kind in ("answer", "question") else None
        shown = self.store.load(key)[0] if at is not None else None
        if at is None or shown is None or shown.owned_gpus:  # on owned cards both halves are sized (owned_serving)
            return
        named = named_model(text)
        from advisor.core.detector_read import detector_named  # a detector's cameras part runs the detector

        model = named.name if named is not None else shown.model or detector_named(text)
        from advisor.core.second_part_read import use_half  # "GPUs for training and for inference": the use half

        rest = use_half(_with_said_size(text, text[at:].strip()))
        asked = f"{model}: {rest}" if model else rest
        part = re.split(r"(?<=[^\d])[.?!。？！](?!\d)", rest, maxsplit=1)[0].strip(" ，,")  # its own clause, said back
        import uuid

        from catalog.db import MEMORY

        aside, thread = Store(MEMORY), f"second-part:{uuid.uuid4().hex}"  # a thread of its own: nothing carried in
        try:
            sub = Engine(store=aside, llm=self.llm, advise_fn=self.advise, lang=lang).handle(thread, asked)
        finally:
            aside.reset(thread)
        if sub.kind == "answer":
            said = Msg(code="conversation.two_part.serving", args={"part": part}).text(lang)
            reply.text += f"\n\n**{said}**\n\n{sub.text}"
            reply.full = (reply.full or "") + f"\n\n**{said}**\n\n{sub.full or sub.text}"
        else:
            needs = " ".join(q.strip() for q in sub.questions)  # what the part alone was asked for, said once
            reply.text += "\n\n" + Msg(code="conversation.two_part.unsized", args={
                "part": part, "needs": needs, "example": f"{model}: {part}" if model else part}).text(lang)

    def _keep_named_model(self, key: str, workload: Workload, patch: WorkloadPatch, last: Recommendation | None,
                          lang: str, reply: Reply) -> Reply:
        """A reply that sizes nothing (a buy-or-rent quote, a "why?") still keeps the model its message names for the
        thread, when the thread has none: a follow-up ("what if we also open it to our 12 beta customers, with 64k
        contexts") sizes that model, never a default (gpt-oss-120b named beside a buy-or-rent question was once
        replaced by Llama-3.1-8B in the next turn). Returns the reply as it was."""
        named = {k: v for k, v in patch.model_dump(exclude_none=True).items()
                 if k in ("model", "params_b", "active_params_b", "precision")}
        if not named or workload.model or workload.params_b:
            return reply
        try:
            merged = merge_workload(workload, WorkloadPatch(**named))
        except (WorkloadError, ValueError):
            return reply
        self.store.save(key, merged, last, lang)
        return reply

    def _budget_model_turn(self, key: str, w: Workload, e: Extraction, lang: str, notes: list[str],
                           missing: list[tuple[str, str]], text: str = "") -> tuple[Workload, list[tuple[str, str]]]:
        """The workload with the model a budget affords (said in `notes`) and the questions still open."""
        picked = self._budget_model(w, lang, text)
        if picked is None:
            return w, missing
        notes.append(picked[1])
        return picked[0], plan_questions(picked[0], lang, asked=self.asked(key), unclear=e.unclear, proceed=True)

    def _budget_model(self, w: Workload, lang: str, text: str = "") -> tuple[Workload, str] | None:
        """A budget and no model: the largest of tools.defaults.budget_ladder's models whose answer meets the budget
        at the stated load (each sized by the recommender), said as the model chosen. A live voice agent
        (extract_stated.voice_agent_said) is tried on the voice rungs, the Qwen ones where its callers speak Chinese
        or Cantonese (the reply in Chinese, w.language zh, or voice_stages.CANTONESE), and a rung meets the budget only
        when the whole pipeline does (ASR + LLM + TTS, advisor.core.voice_stages: a 14B whose LLM fits $2,000 a month
        while the three stages cost $2,121 is not "within budget"); where no rung's pipeline fits, the first rung whose
        LLM fits is kept and the pipeline's ❌ says by how much."""
        from advisor.core.extract_stated import voice_agent_said
        from advisor.core.voice_stages import CANTONESE
        from tools.defaults import BUDGET_PRECISIONS, budget_ladder, serves

        voice = voice_agent_said(text)
        chinese = lang.startswith("zh") or (w.language or "").startswith("zh") or CANTONESE.search(text) is not None
        ladder = budget_ladder(voice, chinese)
        cur = w.budget.currency if w.budget else w.budget_per_hour.currency if w.budget_per_hour else None
        precisions = BUDGET_PRECISIONS if w.precision is None and serves(w.task) else (None,)
        first: tuple[Workload, str] | None = None
        for name in ladder:
            for prec in precisions:  # each size in 16-bit, then FP8, then INT4 (a 70B in FP8 fits that card)
                trial = w.model_copy(update={"model": name, "task": w.task or "inference", "language": lang,
                                             "precision": prec or w.precision})
                try:
                    rec = self.advise(trial, stated={k for k, v in trial.model_dump().items() if v is not None},
                                      currency=cur)
                except (WorkloadError, LookupError):
                    continue
                if _budget_fits(rec):
                    whole = not voice or _pipeline_fits(rec, text)
                    if not whole and first is not None:
                        continue
                    tried = ", ".join(ladder)
                    shown = f"{name} in {prec.upper()}" if prec else name
                    how = Msg(code="conversation.largest_model_in_budget.precisions") if len(precisions) > 1 else None
                    if voice:
                        how = Msg(code="conversation.largest_model_in_budget.voice", args={
                            "how": how, "chinese": Msg(code="conversation.largest_model_in_budget.voice_chinese")
                            if chinese else None})
                    said = Msg(code="conversation.largest_model_in_budget", args={"shown": shown, "tried": tried,
                                                                                  "how": how})
                    got = trial.model_copy(update={"language": w.language}), said.text(lang)
                    if whole:
                        return got
                    first = got
        return first

    def _non_llm_turn(self, key: str, text: str, before: Workload, merged: Workload, patch: WorkloadPatch,
                      last: Recommendation | None, lang: str, notes: list[str], e: Extraction) -> Reply:
        """A turn on a non-LLM workload: the thread's named model kept (an encoder's, or a Whisper / SDXL / FLUX one)
        and the follow-up's figures applied to its job, then sized or asked by _not_an_llm in the answer's
        money (Engine.answer_currency: the one asked or the budget's before the reader's home money)."""
        currency = self.answer_currency(key, e, merged, lang, text)
        from advisor.core.batch_every_read import cadence_followup
        from advisor.core.image_average_read import average_image_rate

        merged = cadence_followup(before, merged, text)  # "every two weeks instead?": the thread's batch at that cadence

        # said as read with the thread's job; an image service's average rate is new data (priced under the answer)
        if "off_topic" in e.intents and remark_in_job_thread(before, text) and not (
                before.modality == "diffusion" and average_image_rate(text) is not None):
            from advisor.core.nonllm_thread import model_switched

            switched = model_switched(text)  # "轉用schnell得唔得？": re-sized on that model, never "nothing new"
            remark = Msg(code="nonllm_thread.model", args={"model": switched}) if switched else \
                _figures_as_typed(Msg(code="nonllm_thread.same", args={"said": text.strip()[:120]}), text)
            notes = [remark.text(lang), *notes]
        vision = self.encoder_text(key, text, vision_job)  # a vision batch's thread: its model and count kept
        if vision_job(vision) is not None and merged.modality in ("vision", "embedding") and not TRAINING_WORDS.search(
                vision):
            self.store.save(key, merged, last, lang)
            return _not_an_llm(merged, text, lang, notes, vision if vision != text else None, currency=currency)
        if merged.modality in ("speech", "diffusion"):
            if merged.modality == "speech":  # a Whisper fine-tune is sized as a full fine-tune (tools.speech_train)
                notes = [n for n in notes if n != Msg(code="defaults.finetune_lora").text(lang)]
            named = self.encoder_text(key, text, named_model)
            notes = switched_notes(text, named, lang) + notes  # "换成 X 呢" with X unheld: said, the thread's model kept
            merged, said = media_followup(before, merged, patch, text)
            self.store.save(key, merged, last, lang)
            notes = notes + [m.text(lang) for m in said] + kept_batch(before, merged, named, lang)
            # "cheaper?" said of a sized speech or image plan: the next cheaper plan (or why none) leads the answer
            cheaper = "cheaper" in e.intents and before.modality == merged.modality
            thread = "\n".join(self.thread_said(key, text, lambda t: False)[1:])  # Cantonese, a translation said before
            return _not_an_llm(merged, media_text(text, named), lang, notes, currency=currency, cheaper=cheaper,
                               thread=thread)
        if merged.modality == "music":  # the thread's MusicGen / ACE-Step kept, read beside the follow-up's load
            named = self.encoder_text(key, text, named_model)
            self.store.save(key, merged, last, lang)
            return _not_an_llm(merged, media_text(text, named), lang, notes, currency=currency)
        if merged.modality == "vision":  # a detector's or nnU-Net's training: the thread's model kept ("300 epochs?")
            from advisor.core.vision_train_read import names_vision_training

            named = self.encoder_text(key, text, names_vision_training)
            if named == text and names_vision_training(text) is not None:  # another model named ("改用 DINOv3 ViT-7B"):
                named = self.earlier_vision_text(key, text)  # the thread's images, epochs and size kept beside it
            if named != text:
                self.store.save(key, merged, last, lang)
                return _not_an_llm(merged, media_text(text, named), lang, notes, currency=currency)
        from advisor.core.recsys_read import recsys_named
        from advisor.core.vector_search_read import search_named

        found = self.encoder_text(key, text, search_named)  # a vector search's thread: its vectors and dims kept
        if found != text:
            self.store.save(key, merged, last, lang)
            return _not_an_llm(merged, text, lang, notes, found, currency=currency)
        rec = self.encoder_text(key, text, recsys_named)  # a recommender's retrain: its tables and examples kept
        if rec != text:
            self.store.save(key, merged, last, lang)
            return _not_an_llm(merged, text, lang, notes, rec, currency=currency)
        named = self.encoder_text(key, text)
        merged = encoder_followup(before, merged, patch, encoder_named(named) is not None)
        self.store.save(key, merged, last, lang)
        # "cheaper?" said of a sized embedding plan: the spot plan (or why nothing is cheaper) leads the answer
        cheaper = "cheaper" in e.intents and before.modality == merged.modality == "embedding"
        return _not_an_llm(merged, text, lang, notes, named, currency=currency, cheaper=cheaper)

    def batch_grown(self, key: str, text: str, workload: Workload) -> tuple[str, Msg, str] | None:
        """A growth follow-up on a batch sized by its items (advisor.core.batch_growth.restated): the thread's message
        stating the items with its count scaled, read (and kept in the thread) instead of the follow-up, the line
        saying the change and the message as it was (grown_patch); None otherwise."""
        from advisor.core.batch_growth import adapters_restated, restated
        from advisor.core.growth import _FACTOR

        if not _FACTOR.search(text):
            return None  # no factor said: the thread is not read
        thread = self.thread_said(key, text, lambda _: False)[1:]
        return adapters_restated(workload, text, thread) or restated(workload, text, thread)

    def count_grown(self, key: str, text: str) -> tuple[str, Msg | None]:
        """A new count of a unit the thread counted ("what if we have 1,000 stores?", 如果有1000間分店呢？) said as the
        growth it is (advisor.core.count_growth), so every growth path re-sizes the thread, or a named non-LLM job's
        message said again with it, and the line saying so; else the message as typed."""
        from advisor.core.count_growth import count_as_growth
        from advisor.core.extract_rules import find_model

        named = find_model(text)[0] is not None or named_model(text) is not None
        said = count_as_growth(text, self.thread_said(key, text, lambda _: False)[:0:-1], named,
                               lambda t: named_model(t) is not None and find_model(t)[0] is None)
        return said or (text, None)

    def thread_said(self, key: str, text: str, stop: Callable[[str], bool]) -> list[str]:
        """This message, then the thread's earlier user messages since the last reset, newest first, back to (not
        with) the first one `stop` ends the thread at: the messages a follow-up is read with, each fact the one said
        last ("只要阿里云" after "改成1080P呢" after a Wan2.1 question lost the video job, which the
        follow-up had looked for one message back only)."""
        earlier: list[str] = []
        for h in self.store.history(key, limit=50):
            if h["role"] == ASKED and h["text"] == "!reset":
                earlier = []
            elif h["role"] == "user":
                earlier.append(h["text"])
        if earlier and earlier[-1] == text:
            earlier.pop()  # this message, stored before it is answered
        said = [read_part(text)]  # each message as far as the readers read it: a 65k-digit line once took minutes
        for t in map(read_part, reversed(earlier)):
            if stop(t):
                break
            said.append(t)
        return [screened_figures(t) for t in said]  # a figure the readers refuse is refused here too

    def media_thread(self, key: str, text: str) -> list[str]:
        """thread_said for a video / TTS job: back to a message that named a model of another kind (an LLM, Whisper,
        SDXL: extract_rules.find_model, tools.non_llm.named_model) and is no video / TTS message itself."""
        from advisor.core.extract_rules import find_model
        from advisor.core.generated_media import is_tts, is_video
        from advisor.core.omni_read import speaks

        # an omni model's voice service speaks (advisor.core.omni_read.speaks): its calls are the TTS's load
        return self.thread_said(key, text, lambda t: (named_model(t) is not None or find_model(t)[0] is not None)
                                and not (is_video(t) or is_tts(t) or speaks(t)))

    def stage_thread(self, key: str, text: str, model: str | None) -> list[str]:
        """thread_said for an LLM product's other stages (a speech-to-text stage, a RAG's encoder and reranker): back
        to a message that named another language model than the thread's, so "只要国内" or "cheaper?" keeps the
        transcription stage the first message sized (it read the current message only, and dropped it)."""
        from advisor.core.extract_rules import find_model

        return self.thread_said(key, text, lambda t: find_model(t)[0] not in (None, model))

    def stated_facts(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                     notes: list[str]) -> tuple[bool, list[str]]:
        """Whether the message states a fact ("in euros" and "not AWS" count), and the speech stage's change when its
        one fact is the transcription's new hours (speech_stage_followup)."""
        if e.stated or e.currency or e.assumed or revoked_providers(workload, e):
            return True, []
        stage = [] if last is None else self.speech_stage_followup(key, text, workload, e, notes)
        return bool(stage), stage

    def stage_lines(self, key: str, text: str, rec: Recommendation, merged: Workload, lang: str) -> list[str]:
        """The other stages under an LLM answer (side_reranker_lines), read from every user message of the thread,
        newest first (stage_thread); a first message alone as Engine.encoder_text reads it."""
        from advisor.core.peak_season_lines import peak_season_lines

        stages = self.stage_thread(key, text, merged.model)
        from advisor.core.eval_grid_lines import eval_grid_lines

        return side_reranker_lines(rec, self.encoder_text(key, text) if len(stages) == 1 else "\n".join(stages), lang,
                                   stages) + peak_season_lines(self.advise, rec, merged, lang) + \
            eval_grid_lines(self.advise, rec, merged, "\n".join(stages) or text, lang)  # an eval grid's size groups

    def speech_stage_followup(self, key: str, text: str, workload: Workload, e: Extraction, notes: list[str]
                              ) -> list[str]:
        """A bare hours follow-up in an LLM thread with a speech-to-text stage (bare_audio_hours: "改成每天 300 小时"):
        the stage's change in English and Chinese (stage_hours_changed), the message no longer off topic and the
        reader's "a day has 24 h" note dropped from `notes` (the hours are the audio's, not the service's); []
        otherwise."""
        from advisor.core.extract_rules import modality_said

        if not (workload.model or workload.params_b) or bare_audio_hours(text) is None:
            return []
        said = self.stage_thread(key, text, workload.model)
        if not modality_said("\n".join(said[1:]), "speech"):
            return []
        e.intents.discard("off_topic")
        unread = Msg(code="reader.usage_over", args={"said": ""})  # the note's words after the quote
        over = (unread.en.split("' ", 1)[1], unread.zh.split("”", 1)[1])
        notes[:] = [n for n in notes if not n.endswith(over)]
        return stage_hours_changed(said)

    def _generated_media(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                         lang: str) -> Reply | None:
        """A video-generation or text-to-speech question or follow-up (advisor.core.generated_media): sized from
        published per-clip times or a real-time factor, with the licence verdict; never the LLM calculator.
        None for anything else. A follow-up is read with the whole thread (media_thread: the count, the
        resolution, the hours, the model each as said last); its place, budget and money are merged into the
        thread's workload by merge_workload, as any turn's, and saved; what it changed is said under the head."""
        from advisor.core import generated_media as gm

        trained = self._tts_train(text, e, workload, lang, key, last)  # "訓練 VITS … 30 小時": a training job, not synthesis
        if trained is not None:
            return trained
        anon = self._anon_video(text, e, workload, lang, key)
        if anon is not None:
            return anon
        job = self._nonllm_job(key, text, e, workload, last, lang)
        if job is not None:
            return job
        family = self._gen_family(key, text, e, workload, last, lang)
        if family is not None:
            return family
        if named_model(text) is not None or (e.patch.image_tokens and e.patch.batch_requests):  # a VLM reads clips
            return None
        said = self.media_thread(key, text)
        kind = gm.thread_kind(said)
        if kind is None or (kind != gm.thread_kind(said[:1]) and (e.patch.model or e.patch.params_b)):
            return None
        # a bare count in a follow-up ("每天300条呢") is the clips' (gm.thread_clips), never a data set
        patch = e.patch.model_copy(update={"dataset": None}) if len(said) > 1 else e.patch
        try:
            merged = merge_workload(workload, patch)
        except (WorkloadError, ValueError):
            merged = workload
        if kind == "video":
            clips, period = gm.thread_clips(said)
            merged = merged.model_copy(update={"batch_requests": int(clips) if clips else merged.batch_requests,
                                               "batch_period": period or merged.batch_period})
        lines = self._generated_lines(key, said, e, merged, lang, kind, last)
        if not lines:
            return None
        lines[1:1] = self.media_changed(workload, merged, said, kind) + unread_figures(e) + data_note_msgs(e.notes,
                                                                                                         e.zh_notes)
        # the thread keeps the constraints (place, budget, money); the job itself is re-read from its messages, so a
        # language model asked about next is never sized as the clips' batch
        self.store.save(key, Workload(**merged.model_dump(exclude=MEDIA_JOB_FIELDS, exclude_none=True)), last, lang)
        return Reply("answer", placed(merged, e, gm.render(lines, "zh" if _zh(lang) else "en"), lang, lines), lang)

    def _tts_train(self, text: str, e: Extraction, workload: Workload, lang: str, key: str,
                   last: Recommendation | None) -> Reply | None:
        """A named VITS-family TTS model trained on stated hours of speech (advisor.core.service.tts_train): one card,
        days, GPU-hours and the cost in the stated place, before the synthesis path asks "which TTS model?"."""
        from advisor.core import generated_media as gm
        from advisor.core.service import tts_train
        from advisor.core.tts_train_read import tts_train_read
        from tools.tts_train import named_tts_train_model

        said = [text]
        if tts_train_read(text) is None:  # a follow-up ("那用兩張卡呢？") naming no model: read with its thread
            from advisor.core.extract_rules import find_model

            if named_model(text) is not None or named_tts_train_model(text) is not None or gm.is_tts(text) or \
                    find_model(text)[0] is not None or e.patch.model or e.patch.params_b:  # another job: not a follow-up
                return None
            said = self.media_thread(key, text)
        try:
            merged = merge_workload(workload, e.patch)
        except (WorkloadError, ValueError):
            merged = workload
        currency = stated_money(merged, lang, text, self.answer_currency(key, e, merged, lang, text))
        # a figure the reader did not read ("-20 hours", "1e300 hours") is no hours here either (screened_figures)
        lines = tts_train(merged, "\n".join(screened_figures(t) for t in said), currency)  # newest first
        if not lines:
            return None
        lines[1:1] = [m for m in unread_figures(e) if m not in lines]
        self.store.save(key, Workload(**merged.model_dump(exclude=MEDIA_JOB_FIELDS, exclude_none=True)), last, lang)
        return Reply("answer", placed(merged, e, gm.render(lines, "zh" if _zh(lang) else "en"), lang, lines), lang)

    def _anon_video(self, text: str, e: Extraction, workload: Workload, lang: str, key: str) -> Reply | None:
        """Blurring faces and plates in hours of stored video (advisor.core.footage_read.anon_text): the footage batch
        with its re-encode, priced where the user's place admits; before the per-camera plate-reader job. None else."""
        from advisor.core.footage_read import anon_text

        try:
            merged = merge_workload(workload, e.patch)
        except (WorkloadError, ValueError):
            merged = workload
        currency = stated_money(merged, lang, text, self.answer_currency(key, e, merged, lang, text))
        body = anon_text(merged, text, lang, currency)
        return None if body is None else Reply("answer", body, lang)

    def _tool_after_hub(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                        lang: str, err: Exception) -> Reply:
        """The sizing's error said, unless it is a Hub id that could not be read beside a tool's job: then the tool
        path, the name alone read as a named tool ("用 someorg/FloodSeg-2 做淹水判釋，800個tile" → FloodSeg-2, 800
        tiles, a pilot), so a failed lookup of a non-LLM job never ends the answer (an LLM's failing still says so)."""
        from advisor.core.extract_rules import find_hub_id
        from catalog.hub import HubUnavailable

        hub = find_hub_id(text) if isinstance(err, HubUnavailable) else None
        name = hub[0].split("/", 1)[1] if hub else None
        tool = self._nonllm_job(key, text[:hub[1][0]] + name + text[hub[1][1]:], e, workload, last, lang) \
            if hub and name else None
        return tool or Reply("error", Msg(code="conversation.i_cant_size_that", args={"err": fact_of(err)}).text(lang), lang)

    def _nonllm_job(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                    lang: str) -> Reply | None:
        """A named non-LLM workload in this message (advisor.core.nonllm_jobs: Demucs, Gaussian splatting, Marker,
        UNI, XGBoost, InsightFace …): its licence, whether a GPU is needed, the work in its unit and a provisional
        plan on the pilot card, priced where the user's place rents it (else the cheapest anywhere, said); never a
        chat LLM's sizing or a bare "which model?". None for anything else."""
        from advisor.core import nonllm_jobs as nj
        from advisor.core.gen_family import family_model

        if family_model(text) is not None:  # LivePortrait's InsightFace: its own answer
            return None
        from advisor.core.hpc_codes import hpc_lines
        from advisor.core.sim_codes import sim_lines

        if (found := self._nonllm_thread_text(key, text, e)) is None:
            return None
        text, changed = found
        text = screened_figures(text)  # "-50M rows", "1e300 complexes": not read (the reader's notes say why, shown below)
        from advisor.core.generated_media import render
        from advisor.core.service import _display_currency, catalog_rows, usd_cny
        from catalog.gpus import all_gpus
        from catalog.places import gazetteer
        from tools.batch_filters import row_filter
        from tools.derived_generation import CardRate, budget_a_month, month_said
        from tools.embedding import _usable
        from tools.generated_media import cheapest_one_card_row, tflops_of
        from tools.nonllm_jobs import CardOption, place_pilot

        try:
            merged = merge_workload(workload, e.patch)
        except (WorkloadError, ValueError):
            merged = workload
        currency = stated_money(merged, lang, text, self.answer_currency(key, e, merged, lang, text))
        cur, fx = _display_currency(merged, currency)
        rows, _, _ = catalog_rows()
        gpus = all_gpus()
        filt = row_filter(merged.model_copy(update={"gpu_preference": None}), gpus, 8e9, gazetteer())
        kept = [r for r in rows if _usable(r, gpus, filt) is not None]
        live = [r for r in rows if not r.quarantined]

        def _pick(card: str, min_gb: float, own_only: bool) -> tuple[str, str, float, bool, float] | None:
            options = [CardOption(name, g.memory_gb or 0.0, *row, g.bandwidth_gb_s, tflops_of(g))
                       for name, g in gpus.items() if g.vendor == "NVIDIA"
                       for row in [cheapest_one_card_row(name, kept, cur, usd_cny(), fx)] if row is not None]
            here = place_pilot(card, options, min_gb, own_only, CardOption(card, 0.0, "", 0.0, g.bandwidth_gb_s, tflops_of(
                g)) if (g := gpus.get(card)) else None)  # timed on `card`: else one no slower in the place said
            if here is not None:
                return here.card, here.row, here.price, False, here.memory_gb
            there = cheapest_one_card_row(card, live, cur, usd_cny(), fx)
            return (card, there[0], there[1], True, gpus[card].memory_gb or 0.0) if there and card in gpus else None
        pick = Recorded(_pick)  # the pilot card it priced last: a spot follow-up prices it on spot

        def rates(anywhere: bool = False, node: bool = False) -> tuple[list[CardRate], bool]:  # where the user is, else
            for pool, away in ((kept, False), (live, True))[1 if anywhere else 0:]:  # anywhere; `node`: _card_hour
                got = [CardRate(name, g.memory_gb or 0.0, tflops_of(g), *row) for name, g in gpus.items()
                       if g.vendor == "NVIDIA" for row in [_card_hour(name, pool, node, cur, fx)] if row]
                if got:
                    return got, away
            return [], False

        business = e.patch.commercial_use if e.patch.commercial_use is not None else merged.commercial_use
        whole = total_budget(merged.budget, cur, usd_cny(), fx)
        from advisor.core.cpu_jobs import cpu_lines  # VAD, a CPU-speed TTS, GNN: a CPU / small card first
        swap = _swap_card(changed, gpus)  # a follow-up's card: the job re-sized on it
        lines = _classic(text, pick, cur, merged, fx) or vla_lines(  # LightGBM, a small LSTM: CPU work
            text, rates, cur) or rl_lines(text, merged, rates, cur, fx) or sim_render_lines(  # PPO on a CPU env; Isaac
            text, kept, live, cur, usd_cny(), fx, merged.deadline_hours) or cpu_lines(
                text, merged.deadline_hours, rates, cur, _host_pick(kept, live, gpus, cur, fx)) or sim_lines(
                text, merged.deadline_hours, rates, cur, whole) or hpc_lines(
            text, merged.deadline_hours, rates, cur, swap[0] if swap else "") or nj.job_lines(  # OpenFOAM: hpc_codes
            text, business, merged.deadline_hours, pick, cur, self._nonllm_proposed(text, e, merged), rates,
            budget_a_month(merged, cur, usd_cny(), fx), merged.usage_hours_per_day, swap, month_said(merged, cur, usd_cny(), fx))
        if not lines:
            return None
        lines = self._job_tail(text, changed, merged, lines, rates, cur, fx, "buy_vs_rent" in e.intents)
        changed = spot_said(changed, lines, pick.last, (kept, live), cur, (usd_cny(), fx))  # "spot?": answered
        lines = spot_once(changed, lines)  # said once: the plan's own spot line gives way to the answer
        lines[1:1] = changed + [m for m in unread_figures(e) if m not in lines]  # under its head: what was not read
        self.store.save(key, Workload(**merged.model_dump(exclude=MEDIA_JOB_FIELDS, exclude_none=True)), last, lang)
        return Reply("answer", placed(merged, e, render(lines, "zh" if _zh(lang) else "en"), lang, lines), lang)

    @staticmethod
    def _job_tail(text: str, changed: list[Msg], merged: Workload, lines: list[Msg], rates: Any, cur: str,
                  fx: dict[str, float], rent_asked: bool = False) -> list[Msg]:
        """A named job's lines with the card to buy first on a purchase question ("要买什么GPU服务器":
        advisor.core.buy_lead_lines), a face gate's peak (tools.cpu_jobs) and, after a provider follow-up ("only
        GCP"), the small card's hour there (advisor.core.cpu_thread) added."""
        from advisor.core.buy_lead_lines import buy_lead_lines
        from advisor.core.cpu_jobs import gate_lines
        from advisor.core.cpu_thread import small_card_here
        from advisor.core.service import usd_cny

        here, away = rates()
        lines = buy_lead_lines(text, merged, lines, [(c.card, c.memory_gb, c.row, c.price) for c in here], cur,
                               usd_cny(), fx, away)
        if rent_asked and merged.buy_server and not merged.owned_gpus and any(m.code == "buy_lead.card" for m in lines):
            lines = [Msg(code="buy_lead.rent_asked"), *lines]  # "租云是不是更省" of data that stays: compliance first
        lines = _with_cpu_rent(lines + gate_lines(text, rates, cur), text, merged, cur, fx)  # face gates; CPU boxes
        from advisor.core.buy_or_rent import stream_buy_lines  # "or should we buy?" beside a stream held all day

        held = next((m.args for m in lines if m.code == "stream.rent"), None)
        cards = held.get("cards") if held else None
        lines += stream_buy_lines(text, str(held["card"]), cards, cur) if held and isinstance(cards, int) else []
        return lines + small_card_here(text, changed, lines, rates, cur)

    def _nonllm_thread_text(self, key: str, text: str, e: Extraction) -> tuple[str, list[Msg]] | None:
        """The text a named non-LLM job is answered on, and the lines saying what a follow-up changed: this message
        when it names the job; else the thread's job with this follow-up read into it ("400 houses a day then?",
        "what about 4090s?", a CFD / genomics change, a remark); None when it is no such thread's follow-up."""
        from advisor.core import nonllm_jobs as nj
        from advisor.core.extract_rules import find_model
        from advisor.core.hpc_codes import hpc_code, hpc_thread
        from advisor.core.nonllm_thread import changed_thread, unchanged_thread
        from advisor.core.sim_codes import sim_code

        changed: list[Msg] = []
        from advisor.core.classic_ml import classic_of
        from advisor.core.cpu_jobs import cpu_job_of
        if nj.job_of(text) is not None or sim_code(text) is not None or hpc_code(text) is not None or cpu_job_of(text) \
                or vla_named(text) or sim_render_named(text) or classic_of(text) is not None or rl_named(text):
            return text, changed
        if e.patch.model or named_model(text) is not None or find_model(text)[0] is not None:
            return None
        said = self.thread_said(key, text, lambda t: find_model(t)[0] is not None or named_model(t) is not None)
        from advisor.core.job_growth import job_grown
        from advisor.core.nonllm_thread import _names_job

        grown = job_grown([text, *said[1:]], lambda t: _names_job(t) or cpu_job_of(t) is not None or classic_of(t) is not None,
                          e.notes)  # "what if rows double?", "×1e300", "-3x that": the job's count grown, or refused
        if grown is not None:
            return grown
        from advisor.core.cpu_thread import cpu_thread

        cpu = cpu_thread(said, e) or rl_thread(said, e)  # a VAD / GNN / PPO-on-a-CPU-env thread stays on its route
        if cpu is not None:
            return cpu[0], [_figures_as_typed(m, text) for m in cpu[1]]
        joined = hpc_thread(said)  # a CFD / genomics follow-up: advisor.core.hpc_codes
        if joined is None:  # "what about 4090s?", "最快呢？": the plan changed, not the job
            joined, changed = changed_thread(said, e)
        joined = joined or nj.thread_text(said)
        if joined is None:  # a remark read with the thread's job, never refused or sent to the LLM path
            joined, changed = unchanged_thread(said, e)
        # the follow-up quoted as typed ("what about -4 billion steps?", never "what about  ?")
        return None if joined is None else (joined, [_figures_as_typed(m, text) for m in changed])

    @staticmethod
    def _nonllm_proposed(text: str, e: Extraction, merged: Workload) -> list[Msg]:
        """The card this message proposes for a named non-LLM job ("8卡A800", "買兩張A100"), said against the job's
        need, and a card bought in Hong Kong or mainland China that needs a US export licence (advisor.core.nonllm_jobs
        .proposed_lines)."""
        from advisor.core import nonllm_jobs as nj
        from advisor.core.gen_family import HK_WORDS
        from advisor.core.generated_media import user_places
        from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name
        from tools.compat import purchase_licensed

        job = nj.job_of(text)
        n, said = nj.proposed_card(text, sized=True)
        said = e.patch.gpu_preference or e.patch.checked_gpu or said  # a proposal put as a question: the card checked
        try:
            g = all_gpus().get(resolve_gpu_name(said)) if said else None
        except (UnknownGPU, KeyError, LookupError, ValueError):
            g = None
        if job is None or g is None:
            return []
        places = user_places(merged)
        hk = HK_WORDS.search(text) is not None or "hk" in places or "cn" in places
        count = e.patch.num_gpus or e.patch.checked_gpu_count or n
        return nj.proposed_lines(job, text, count, g.name, hk and purchase_licensed(g))

    def _gen_family(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                    lang: str) -> Reply | None:
        """Music generation (ACE-Step), real-time lip-sync (MuseTalk) or portrait animation (LivePortrait) named in
        this message: sized from the model's published speed (advisor.core.gen_family), never a chat LLM or a TTS
        model in its place; None for anything else."""
        from advisor.core import gen_family as gf
        from advisor.core.generated_media import render, user_places
        from advisor.core.service import _display_currency, catalog_rows, usd_cny
        from catalog.gpus import all_gpus
        from catalog.places import gazetteer
        from tools.batch_filters import row_filter
        from tools.embedding import _usable
        from tools.gen_families import family_budgets
        from tools.local_markets import market_tags

        try:
            merged = merge_workload(workload, e.patch)
        except (WorkloadError, ValueError):
            merged = workload
        places = user_places(merged.model_copy(update={"located": merged.located or e.assumed.get("located")}))
        if not gf.wants(text, places):  # a follow-up naming no other model: the thread's family question, re-read
            from advisor.core.extract_rules import find_model

            joined = "\n".join(self.thread_said(key, text, lambda t: (named_model(t) is not None or find_model(t)[0]
                                                                       is not None) and not gf.wants(t, places)))
            if e.patch.model or named_model(text) is not None or not gf.wants(joined, places):
                return None
            text = joined
        currency = stated_money(merged, lang, text, self.answer_currency(key, e, merged, lang, text))
        cur, fx = _display_currency(merged, currency)
        rows, _, _ = catalog_rows()
        gpus = all_gpus()
        filt = row_filter(merged.model_copy(update={"gpu_preference": None}), gpus, 8e9, gazetteer())
        kept = [r for r in rows if _usable(r, gpus, filt) is not None]
        month, total = family_budgets(merged, cur, usd_cny(), fx)
        lines = gf.family_lines(screened_figures(text), market_tags(merged.regions, gazetteer()), gpus, kept, rows, cur,
                                usd_cny(), fx, month, places,
                                lambda tag: [r for r in rows if _usable(r, gpus, row_filter(merged.model_copy(
                                    update={"regions": [tag], "gpu_preference": None}), gpus, 8e9, gazetteer()))],
                                merged.deadline_hours, budget_total=total)
        if not lines:
            return None
        lines[1:1] = [m for m in unread_figures(e) if m not in lines]  # "-20 streams": said not read, never 20
        self.store.save(key, Workload(**merged.model_dump(exclude=MEDIA_JOB_FIELDS, exclude_none=True)), last, lang)
        return Reply("answer", placed(merged, e, render(lines, "zh" if _zh(lang) else "en"), lang, lines), lang)

    @staticmethod
    def media_changed(before: Workload, after: Workload, said: list[str], kind: str) -> list[Msg]:
        """The "changed:" line of a video / TTS follow-up: the job's facts (generated_media.media_changes) and the
        place, budget and billing the workload merge moved (render.changed_line, the LLM answers' own line); none
        when nothing moved ("cheaper?")."""
        from advisor.core import generated_media as gm

        keep = {"providers", "regions", "budget", "budget_per_hour", "owner_rule", "billing", "deadline_hours"}
        b, a = (Workload(**w.model_dump(include=keep, exclude_none=True)) for w in (before, after))
        job = gm.media_changes(said, kind)
        if (not job and b == a) or (len(said) == 1 and b == Workload()):  # a first question changes nothing
            return []
        return [Msg(code=LITERAL, args={"en": changed_line(b, a, "en", [m.text("en") for m in job]),  # render's words
                                        "zh": changed_line(b, a, "zh", [m.text("zh") for m in job])})]

    def _generated_lines(self, key: str, said: list[str], e: Extraction, merged: Workload, lang: str,
                         kind: str, last: Recommendation | None = None) -> list[Msg]:
        from advisor.core import generated_media as gm
        from advisor.core.service import _display_currency, catalog_rows, usd_cny
        from catalog.gpus import all_gpus
        from catalog.places import gazetteer
        from tools.batch_filters import row_filter
        from tools.embedding import _usable
        from tools.rerank import month_budget

        text = "\n".join(said)  # newest first: each reader's first match is the fact said last
        cheaper = "cheaper" in e.intents and len(said) > 1  # "cheaper?" said of the plan: priced cheaper plans lead
        currency = stated_money(merged, lang, text, self.answer_currency(key, e, merged, lang, text))
        cur, fx = _display_currency(merged, currency)
        rows, _, _ = catalog_rows()
        gpus = all_gpus()
        if kind == "video":
            video = gm.named_video(text)
            m = video or gm.default_video()
            filt = row_filter(merged.model_copy(update={"gpu_preference": None}), gpus, 2 * m.params, gazetteer())
            here = merged.model_copy(update={"located": merged.located or e.assumed.get("located")})  # its licence's
            lines = gm.video_lines(m, text, here, gpus, rows, cur, usd_cny(), fx,
                                   month_budget(merged, cur, usd_cny(), fx),
                                   keep=lambda r: _usable(r, gpus, filt) is not None, cheaper=cheaper)
            assumed = [] if video else [Msg(code="gen.video.assumed", args={"name": m.name, "res": None})]
            return lines[:1] + assumed + lines[1:]
        tts = gm.thread_tts(said)  # the RTF's card priced on the rows the thread's place and provider keep
        filt = row_filter(merged.model_copy(update={"gpu_preference": None}), gpus, 2 * ((tts.params if tts else None)
                                                                                       or 1e9), gazetteer())
        return gm.tts_lines(tts, said, gpus, [r for r in rows if _usable(r, gpus, filt) is not None], cur, usd_cny(), fx,
                            cheaper, deadline_h=merged.deadline_hours, budget=_tts_budget(merged, cur, fx),
                            before=_previous_plan(last, cur), market=_tts_market(merged, lang, rows),
                            day_hours=merged.usage_hours_per_day)

    def _special(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None, lang: str,
                 notes: list[str], answered: object) -> Reply | None:
        """The turns answered before the intents: a buy-or-rent answer re-priced (buy_again), the full report ("full"
        right after "which training?" answers that question instead), a comparison, a card for one's own PC, a batch
        whose count is refused (its count asked for)."""
        return self.buy_again(key, text, e, last, lang) or (None if answered is not None else details_reply(
            text, last, lang)) or self.compared(key, text, e, workload, last, lang, notes) or local_card_reply(
            text, e, lang, workload, last) or _forecast_reply(text, e, lang) or self._batch_count_ask(
            key, text, e, workload, last, lang, notes)

    def _batch_count_ask(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                         lang: str, notes: list[str]) -> Reply | None:
        """A batch whose count is refused with no other volume said (用Qwen2.5-72B每天晚上写-1万章, "write -10k chapters
        every night"): the notes that say it not read and the count asked for (advisor.core.batch_count_unread), never
        a one-user chat sized in its place; the model said is kept in the thread for the answer."""
        from advisor.core.batch_count_unread import batch_count_question

        ask = batch_count_question(text, e)
        if ask is None:
            return None
        try:  # the night's hours are no load: only what the job is (its model) is kept
            kept = merged_turn(workload, e.patch.model_copy(update={"usage_hours_per_day": None}), lang, [])
        except (WorkloadError, ValueError):
            kept = workload
        self.store.save(key, kept, last, lang)
        night = {e.zh_notes.get(n) or NOTE_ZH.get(n, n) if _zh(lang) else n for n in e.notes if "read as nights" in n}
        said, q = [n for n in notes if n not in night], ask.text(lang)  # no night's hours for a plan not given
        return Reply("question", "".join(f"> {n}\n" for n in said) + "\n" + f"- {q}", lang, questions=[q], notes=said)

    def _dispatch(self, key: str, text: str, e: Extraction, workload: Workload, last: Recommendation | None,
                  lang: str, pending: set[str] | None = None) -> Reply:
        e = online_again(workload, messages_again(workload, people_again(workload, grown_again(workload, e, text))))
        e = dropped_again(workload, read_against_thread(e, text, last is not None, workload.model), text)  # 6万字; docs
        e, to_alt = switched(text, budget_period_again(workload, budget_unrated_kept(workload, e), text, lang), last)  # €3k
        intents = e.intents
        notes = [e.zh_notes.get(n) or NOTE_ZH.get(n, n) if _zh(lang) else n for n in e.notes]
        notes += [m.text(lang) for m in to_alt] + _cut_note(text, lang)
        answered = answer_to_question(text, e.patch, pending or set())
        notes += _read_turn(text, e, workload, lang, answered)
        has_facts, stage_hours = self.stated_facts(key, text, e, workload, last, notes)
        special = self._special(key, text, e, workload, last, lang, notes, answered)
        if special is not None:
            return special
        generated = self._generated_media(key, text, e, workload, last, lang)
        if generated is not None:
            return media_export(generated, intents)
        for intent, handler in INTENT_HANDLERS:
            if intent in intents or (intent == "help" and not text):
                reply = handler(self, key, text, e, last, lang, has_facts)
                if reply is not None:
                    return self._keep_named_model(key, workload, e.patch, last, lang, reply)
        if not has_facts and not intents and last is not None and answered is None:
            said = "".join(f"> {n}\n" for n in notes) + "\n" if notes else ""  # why a figure was not read
            return Reply("question", said + _unchanged(text, lang, last), lang, notes=notes)
        if "own_machine" in intents and not e.patch.owned_gpus and not e.patch.buy_server:  # owned, or bought: answered
            notes[:0] = [Msg(code="conversation.own_machine").text(lang)]
        patch = turn_patch(workload, readmitted(workload, e.patch, text), intents, e.assumed,
                           encoder_named(self.encoder_text(key, text)) is not None)
        try:
            merged = merged_turn(workload, patch, lang, notes)
        except (WorkloadError, ValueError) as err:
            return Reply("error", error_text(err, lang), lang)
        merged = released_card(workload, merged, e, last, lang, notes)  # "forget the 4090", "fastest setup?"
        merged = _nightly(without_providers(merged, revoked_providers(workload, e), lang, notes), text, lang, notes)
        self._turn_premise_notes(key, text, workload, merged, e.patch, lang, notes)
        merged, before_spot, explain_cheaper = self._cheaper_thread(key, merged, patch, intents, notes, lang, last)
        if merged.modality and merged.modality != "llm":
            return media_export(self._non_llm_turn(key, text, workload, merged, patch, last, lang, notes, e), intents)
        missing = plan_questions(merged, lang, asked=self.asked(key), unclear=e.unclear | self.unlisted_in_thread(
            key, text, merged), proceed="proceed" in intents)
        if budget_without_model(merged, missing) and unheld_name(text) is None:  # named: its kind's model, not a ladder
            merged, missing = self._budget_model_turn(key, merged, e, lang, notes, missing, text)
        merged = task_to_answer_first(merged, missing)
        sized = _provisional_model(merged, missing, text, lang, notes)
        if missing and sized.model is None and sized.params_b is None:
            # nothing to size yet (no model, no size): ask only; otherwise answer first
            self.store.save(key, merged, last, lang)
            self.store.add_message(key, ASKED, ",".join(f for f, _ in missing))
            fair, qs = quote_alone_asked(text, merged, lang, missing)  # a price verdict alone: the model asked as optional
            body = "\n".join(f"- {q}" for q in qs) + "\n\n" + defaults_line(merged, lang, {f for f, _ in missing})
            if notes := fair + notes + export_note(merged, lang):  # quote verdict; mainland H100
                body = "\n".join(f"> {n}" for n in notes) + "\n\n" + body
            return Reply("question", body, lang, questions=qs, notes=notes)
        notes += side_encoder_note(text, lang, merged) + vram_asked(text, merged, lang)  # the VRAM asked: above the answer
        cur = self.currency_noted(key, e, merged, lang, text, last, notes)
        try:  # a Chinese question is answered in its reader's money (rate stated) unless the user wrote another
            rec, merged = self.owned_fleet(e, sized, merged, lang, notes, {k for k, v in merged.model_dump().items()
                                                                           if v is not None}, currency=cur)
        except (WorkloadError, LookupError) as err:  # a Hub id unread beside a tool's job: the tool path answers
            self.store.save(key, workload, last, lang)
            return self._tool_after_hub(key, text, e, workload, last, lang, err)
        after = self._after_lines(key, text, rec, merged, lang, notes)  # stages, payback, data in another cloud's store
        notes[:0] = self._leads(key, text, merged, rec, lang)  # risers; a Mac pair; Inferentia / Gaudi; a VLM cascade
        if before_spot is not None and (not _priced_on_spot(rec) or (not has_facts and spot_costs_more(last, rec))):
            merged, rec, before_spot = self._back_on_demand(before_spot, rec, notes, lang)
        self.store.save(key, merged, rec, lang)
        if explain_cheaper:  # "cheaper?" as a follow-up is answered first; asked with a new question, under its answer
            merged, rec, lk = self._cheaper_said(key, merged, rec, last, before_spot, has_facts, notes, after, lang)
        render_lang = "zh" if _zh(lang) else "en"
        lead = "**" + workload_line(with_rental_place(lead_workload(rec), merged), render_lang, rec.model, rec.asked_precision,
                                   rec.asked_precision_default, priced_billing(rec), rec.asked_context) + "**"
        lead += followup_lead(text, patch, intents, workload, last, rec, lang, stage_hours[_zh(lang):][:1], self.advise)
        lead = leads_above(text, rec, merged, lang, self.store.history(key, 50)) + lead  # a proposal, a CPU fleet, an API
        if under := [q for _, q in missing]:  # answer first: at most two questions that would change it, under it
            self.store.add_message(key, ASKED, ",".join(f for f, _ in missing))
        rec, reply = self._answer_reply(key, text, merged, rec, lang, lead, notes, under, "chart" in intents, after)
        if explain_cheaper and last is not None and not has_facts and rec.workload.precision == last.workload.precision:
            reply.text = cheaper_text(reply, last, rec, lang, self.cheaper_times(key) > 1, lk[1])
        return reply


    def _cheaper_thread(self, key: str, merged: Workload, patch: WorkloadPatch, intents: set[str], notes: list[str],
                        lang: str, last: Recommendation | None) -> tuple[Workload, Workload | None, bool]:
        """`_cheaper_turn`, and the thread's memory of it: "cheaper?" said of an answer is recorded (history role
        CHEAPER), and a later follow-up that only moves the place (a provider or region: "has to be GCP Tokyo",
        只用腾讯云) with no precision or priority in the thread ranks cheapest first, said in a note, so the cheaper
        precision the levers named is kept instead of the default BF16 (turn 3 went back to
        BF16 2 × A100 at $5,912 a month, where 1 × L4 in INT4 is ≈ $663)."""
        merged = self.precision_kept(key, merged, patch, last, notes, lang)  # the plan's precision, unless changed
        out = _cheaper_turn(merged, intents, notes, lang, last is not None)
        if out[2] and last is not None:
            self.store.add_message(key, CHEAPER, "1")
        elif last is not None and (patch.providers or patch.regions) and not self.precision_set(key, merged) \
                and merged.priority is None and self.cheaper_asked(key):
            notes.append(Msg(code="conversation.cheaper_kept").text(lang))
            return merged.model_copy(update={"priority": "cheapest"}), None, False
        return out

    def precision_kept(self, key: str, merged: Workload, patch: WorkloadPatch, last: Recommendation | None,
                       notes: list[str], lang: str) -> Workload:
        """advisor.core.kept_precision on this turn: a precision the engine planned with none stated is not in the
        thread's workload, so the same rules choose it again from the stated facts; a "cheaper?" move (history role
        KEPT_PRECISION) is kept and said, unless the turn re-opens it; a precision the user names clears that record."""
        if reopens(patch) and patch.precision is None and patch.kv_precision is None and merged.precision is not None \
                and not self.precision_set(key, merged):  # another model or card: the precision ours to choose again
            merged = merged.model_copy(update={"precision": None, "kv_precision": None})
        if last is not None and not reopens(patch) and merged.precision is not None \
                and not self.precision_set(key, merged):  # a precision an earlier answer chose ("cheaper?" moved)
            notes.append(earlier_choice(merged).text(lang))
            self.store.add_message(key, KEPT_PRECISION, f"{merged.precision}/{merged.kv_precision}")
        elif patch.precision is not None or patch.kv_precision is not None:
            self.store.add_message(key, KEPT_PRECISION, "")
        return merged

    def precision_set(self, key: str, merged: Workload) -> bool:
        """Did the user set the thread's precision (weights or KV cache)? Not where the last KEPT_PRECISION record is
        this very precision: then a follow-up or a "cheaper?" move chose it."""
        if merged.precision is None and merged.kv_precision is None:
            return False
        said = [h["text"] for h in self.store.history(key, limit=50) if h["role"] == KEPT_PRECISION]
        return not said or said[-1] != f"{merged.precision}/{merged.kv_precision}"

    def cheaper_times(self, key: str) -> int:
        """How many times "cheaper?" was said of an answer in this thread since its last reset (history role CHEAPER)."""
        n = 0
        for h in self.store.history(key, limit=50):
            n = 0 if h["role"] == ASKED and h["text"] == "!reset" else n + (h["role"] == CHEAPER)
        return n

    def cheaper_asked(self, key: str) -> bool:
        """Was "cheaper?" said of an answer in this thread since its last reset (history role CHEAPER)?"""
        asked = False
        for h in self.store.history(key, limit=50):
            if h["role"] == CHEAPER or (h["role"] == ASKED and h["text"] == "!reset"):
                asked = h["role"] == CHEAPER
        return asked

    def owned_fleet(self, e: Extraction, sized: Workload, merged: Workload, lang: str, notes: list[str],
                    stated: set[str], currency: str | None) -> tuple[Recommendation, Workload]:
        """The answer, and the thread's workload it is on. A mixed owned fleet with no group chosen ("we have 8 T4s and
        2 A100 80GB"): each group sized by the same owned-card answer (its card, its count), the answer led by the
        group that runs the work best (tools.fleet.lead_group) and the other group's verdict said in one line
        (tools.fleet.fleet_lead), in place of the note that asked which to use."""
        from catalog.gpus import all_gpus
        from tools.fleet import fleet_lead, lead_group, owned_group

        runs = [(n, {"gpu_preference": card, "num_gpus": n}) for n, card in e.fleet] or [(0, {})]
        done, err = [], None
        for n, update in runs:
            try:
                done.append((self.advise(sized.model_copy(update={**update, "language": lang}), stated=stated,
                                         currency=currency), n, update))
            except (WorkloadError, LookupError) as x:  # a group that cannot be sized is left out of the choice
                err = x
        if not done and err is not None:
            raise err
        if len(done) < 2:
            notes[:] = plan_in_notes(notes, e, done[0][0], lang)  # a self-host note names the plan picked, not its own
            return done[0][0], merged.model_copy(update=done[0][2])
        groups = [owned_group(r, n, all_gpus()) for r, n, _ in done]
        i = lead_group(groups)
        asked = Msg(code="reader.owned_fleet", args={"groups": ["\0"], "other": ""})  # its lead: before the groups
        notes[:] = [x for x in notes if not x.startswith((asked.en.split("\0")[0], asked.zh.split("\0")[0]))]
        notes.insert(0, fleet_lead(groups).text(lang))
        return done[i][0], merged.model_copy(update=done[i][2])

    def _back_on_demand(self, on_demand: Workload, rec: Recommendation, notes: list[str], lang: str
                        ) -> tuple[Workload, Recommendation, None]:
        """A move to spot that priced nothing on spot is undone: its line unsaid, and the answer re-run on demand so
        its header never says spot with no line saying why."""
        notes.remove(Msg(code="conversation.cheaper_on_spot").text(lang))
        again = self.advise(on_demand.model_copy(update={"language": lang}),
                            stated={k for k, v in on_demand.model_dump().items() if v is not None}, currency=rec.currency)
        return on_demand, again, None

    def _cheaper_said(self, key: str, merged: Workload, rec: Recommendation, last: Recommendation | None,
                      before_spot: Workload | None, has_facts: bool, notes: list[str], after: list[str], lang: str
                      ) -> tuple[Workload, Recommendation, tuple[str, tuple[float, Msg] | None, Moved]]:
        """"cheaper?": its priced levers said (first as a follow-up, under a new question's answer), then a batch's
        move to the precision lever that keeps what was set (`_cheaper_moved`)."""
        lk = self.cheaper_levers(rec, last, before_spot, has_facts, lang)
        (notes if last is not None else after).append(lk[0])
        merged, rec = self._cheaper_moved(key, merged, rec, last if not has_facts else None, lk, notes, lang)
        return merged, rec, lk

    def _cheaper_moved(self, key: str, merged: Workload, rec: Recommendation, last: Recommendation | None,
                       lk: tuple[str, tuple[float, Msg] | None, Moved], notes: list[str], lang: str
                       ) -> tuple[Workload, Recommendation]:
        """"cheaper?" whose re-run returns the same pick while a precision lever keeps what was set and the load for less
        (tools.recommend.precision_move): the answer moves to it, said with its saving and its quality caveat, unless the
        user set a precision (FP8 weights for 49 % less on a 70B batch that still meets its 48 h)."""
        moved, levers = lk[2], lk[0]
        if last is None or moved is None or not _same_pick(last, rec) or self.precision_set(key, merged):
            return merged, rec  # a precision the user set stays
        cut, label, alt = moved
        old, merged = merged, merged.model_copy(update={"precision": alt.workload.precision,
                                                        "kv_precision": alt.workload.kv_precision})
        with contextlib.suppress(WorkloadError, LookupError):  # re-run as the thread's answer: its constraints said
            alt = self.advise(merged, stated={k for k, v in merged.model_dump().items() if v is not None},
                              currency=alt.currency)
        change = plan_change(rec, alt)  # each sentence from one diff: no move within a family (AWQ → INT4) or no saving
        if not (change.precision_changed or change.kv_changed) or (change.saving is not None and not change.saves):
            return old, rec
        if change.precision_changed:  # "Kept FP8 weights" is false once the weights moved
            notes[:] = [n for n in notes if n not in kept_texts(old, last, lang)]
        line = Msg(code="conversation.cheaper_moved", args={
            "cut": cut if change.saving is None else change.saving, "label": label}).text(lang)
        if rec.kind is WorkKind.SERVING:  # a service: the move first, the levers priced against the old pick kept under it
            was, now = office_hours_lever(rec), office_hours_lever(alt)  # the schedule's month: the new headline's hour
            if was is not None and now is not None:
                at = notes.index(levers)
                notes[at] = levers = levers.replace(was.text(lang), now.text(lang))
            notes.insert(notes.index(levers), line)
        else:
            notes[notes.index(levers)] = line
        self.store.add_message(key, KEPT_PRECISION, f"{merged.precision}/{merged.kv_precision}")  # ours, not the user's
        self.store.save(key, merged, alt, lang)
        return merged, alt

    def cheaper_levers(self, rec: Recommendation, last: Recommendation | None, before_spot: Workload | None,
                       has_facts: bool, lang: str) -> tuple[str, tuple[float, Msg] | None, Moved]:
        """Each lever that applies priced by re-running the recommender (tools.recommend.cheaper_workloads). A job
        moved to spot this turn is compared with its on-demand answer (the previous one when nothing else changed),
        so spot is one priced lever among QLoRA, a smaller card with checkpointing, a leaner framework and the
        user's filters, never the only answer to "cheaper?". With them, the biggest saving that keeps
        what the user set and the load (tools.recommend.kept_saving), so the reply never calls the pick the cheapest
        beside it."""
        base = rec
        if before_spot is not None:
            same = last is not None and not has_facts and last.workload.billing != "spot" and last.candidates \
                and last.currency == rec.currency
            try:
                base = last if same and last is not None else self.advise(
                    before_spot, stated={k for k, v in before_spot.model_dump().items() if v is not None},
                    currency=rec.currency)
            except (WorkloadError, LookupError):
                base = rec
        priced = []
        for label, cheaper in cheaper_workloads(base):  # each lever priced by re-running the recommender
            try:
                priced.append((label, self.advise(cheaper, stated=set(), currency=rec.currency)))
            except (WorkloadError, LookupError):
                continue
        fallback = priced_base(base, priced)  # nothing ranked at the stated precision: priced from the lower one
        if fallback is not None:
            return self.cheaper_levers(fallback, None, None, has_facts, lang)
        hours = office_hours_lever(base)  # the schedule is a lever too: office hours, or the hours said
        family = family_lever(base, self.advise)  # the family's smaller model: listed, never the kept saving
        return " ".join([cheaper_levers(base, priced + family).text(lang), *([hours.text(lang)] if hours else [])]), \
            kept_saving(base, priced), precision_move(base, priced)


# "how much VRAM do I need", "what GPU memory does it take", 需要多少显存, 顯存要多少: the memory itself is asked
VRAM_ASKED = re.compile(r"(?i)how\s+much\s+(?:gpu\s+)?(?:vram|video\s+memory|gpu\s+memory|memory)"
                        r"|(?:vram|gpu\s+memory)\s+(?:do|would|will)\s+(?:i|we)\s+need"
                        r"|(?:需要|要|得)多少\s*(?:显存|顯存)|(?:显存|顯存)\s*(?:需要|要|得)?\s*多少|多大\s*(?:显存|顯存)")


def compared_again_reply(comp: Any, recs: list[Recommendation], each: list[Extraction], lang: str) -> Reply:
    """The comparison again after a follow-up: the line both sides kept (model, task, load, place; only when they
    run one model), what the turn read (a growth, a figure) above the table, and under it what a side could not
    hold as asked (a commitment the catalog does not price: the on-demand price, said so)."""
    from advisor.core.render import comparison_markdown

    zh = _zh(lang)
    render_lang = "zh" if zh else "en"
    notes = list(dict.fromkeys(n for x in each for n in x.notes))
    zh_notes = {k: v for x in each for k, v in x.zh_notes.items()}
    said = "".join(f"> {zh_notes.get(n) or NOTE_ZH.get(n, n) if zh else n}\n" for n in notes)
    one_model = len({r.model for r in recs}) == 1
    lead = ("**" + workload_line(shared_workload([r.workload for r in recs]), render_lang, recs[0].model,
                                 priced=priced_billing(recs[0])) + "**\n\n") if one_model else ""
    held = dict.fromkeys(c.message.text(render_lang) for r in recs for c in r.constraints
                         if c.status in ("adjusted", "refused"))  # a commitment not priced: said under the table
    return Reply("compare", lead + (said + "\n" if said else "") + comparison_markdown(comp, render_lang)
                 + "".join(f"\n- ⚠️ {h}" for h in held), lang, comparison=comp, notes=notes)


def vram_asked(text: str, w: Workload, lang: str) -> list[str]:
    """A serving question that asks for the memory (VRAM_ASKED): the KV cache and the weights at each precision the
    answer discusses, with their totals (tools.vram.vram_line), as a line above the answer; else nothing."""
    if not VRAM_ASKED.search(text or "") or (w.task or "inference") != "inference" or not (w.model or w.params_b):
        return []
    from advisor.core.service import load_arch
    from tools.defaults import resolve
    from tools.vram import vram_line

    try:
        resolved, _ = resolve(w)
        arch = load_arch(w.model, w.params_b if w.model is None else None, w.active_params_b)
        return [vram_line(arch, resolved).text(lang)]
    except (WorkloadError, LookupError, ValueError):
        return []


def _priced_on_spot(rec: Recommendation) -> bool:
    """Is the answer's pick priced on spot (what the "priced on spot" banner promises)?"""
    return bool(rec.candidates) and rec.candidates[0].billing == "spot"


def twd_assumed_dropped(e: Extraction) -> None:
    """`e` without the reader's "priced in TWD" assumption (extract_rules.read_local_dollar_assumed), in place."""
    twd = Msg(code="reader.local_dollar_assumed")
    e.notes[:] = [n for n in e.notes if n not in (twd.en, twd.zh)]


def unheld_twd_dropped(notes: list[str], e: Extraction) -> list[str]:
    """`notes` without the reader's "priced in TWD" assumption when Engine.answer_currency dropped it from `e` (the
    answer is not priced in TWD, or the thread said it already), in whichever language the notes were written."""
    msg = Msg(code="reader.local_dollar_assumed")
    if msg.en in e.notes:
        return notes
    said = {msg.en, msg.zh, msg.text("zh-Hant")}
    return [n for n in notes if n not in said]


def home_currency(lang: str, text: str) -> str | None:
    """The money a Chinese answer is shown in when none is written: CNY for 简体; for 繁體, TWD (Taiwan), or HKD
    when the text uses Hong Kong forms (extract_rules.hk_forms). English answers keep USD (None)."""
    return local_currency(lang, text) if _zh(lang) else None


# the items of a batch are scans or photos: a vision-language model reads them (tools.defaults.BATCH_VISION_MODEL)
VISION_ITEMS = re.compile(r"(?i)ocr(?![a-z])|\bscan(?:s|ned)?\b|\bimages?\b|\bphotos?\b|\bpictures?\b|\bscreenshots?\b"
                          r"|图片|圖片|照片|扫描|掃描|截图|截圖|影像|图像|圖像")


# the prompts are documents or a company's files (RAG, contracts, reports, summaries): the serving default that reads
# long documents (tools.defaults.SERVING_DOCUMENT_MODEL)
DOCUMENT_WORK = re.compile(r"(?i)\brag\b|knowledge\s*base|\bdocuments?\b|\bdocs\b|\bpdfs?\b|\bcontracts?\b|\breports?\b"
                           r"|\bsummar|\bfiles?\b|\bmanuals?\b|知识库|知識庫|文档|文檔|文件|合同|合约|合約|报告|報告|摘要"
                           r"|总结|總結|手册|手冊|资料库|資料庫|卷宗|病历|病歷")


def _provisional_model(w: Workload, missing: list[tuple[str, str]], text: str, lang: str,
                       notes: list[str]) -> Workload:
    """A batch job with no model named is answered on tools.defaults.batch_default_model's model for its kind of work,
    a serving question (no training, the task not in doubt) on tools.defaults.serving_default_model's for its use and
    language, said in `notes`, and the model question stays under the answer (`missing`, reworded as a change to the
    provisional answer): never a bare question where a provisional answer with its assumption can be given. The
    thread keeps no model, so the next message's model replaces it. Other work without a model is asked as before."""
    from advisor.core.chinese_said import chinese_language_said
    from tools.defaults import batch_default_model, hosted_stand_in, serving_default_model

    asked = {f for f, _ in missing}
    if _unheld_under_quote(w, asked, missing, text, lang, notes):  # a price to judge: no model stands in for the named one
        return w
    zh = _zh(lang) or chinese_language_said(text)  # a Cantonese bot asked in English is Chinese work too
    got = batch_default_model(w, vision=VISION_ITEMS.search(text) is not None, chinese=zh) \
        if "model" in asked else None
    unlisted = Msg(code="conversation.unlisted_model_size").text(lang) in (q for _, q in missing)  # named: its size
    hosted = hosted_name(text) if "model" in asked and not unlisted and not training_hinted(w) else None
    if hosted is not None:  # "serve GPT-4o for 50 users": no GPU runs it, an open model of its class is sized instead
        got = hosted_stand_in(w, hosted=hosted[0], small=hosted[1], chinese=zh) or got
    if got is None and "model" in asked and "task" not in asked and not unlisted and not training_hinted(w):
        got = serving_default_model(w, documents=DOCUMENT_WORK.search(text) is not None, chinese=zh)
    if got is None:
        return _with_longest(w, text, lang, notes)
    name, why = got
    said = unheld_name(text)  # "with olmOCR": named, not held, so said as the model sized in its place
    notes.append(why.model_copy(update={"args": {**why.args, "said": said}}).text(lang))
    missing[:] = [(f, Msg(code="defaults.batch_model_question", args={"model": name, "said": said}).text(lang)
                   if f == "model" else q) for f, q in missing]
    return _with_longest(w.model_copy(update={"model": name, "task": w.task or "inference"}), text, lang, notes)


def _unheld_under_quote(w: Workload, asked: set[str], missing: list[tuple[str, str]], text: str, lang: str,
                        notes: list[str]) -> bool:
    """A quoted price asked about with a model named that no table holds ("quoted $2.50/hr per H100 to run
    Zephyrix-Turbo, is that fair?"): the verdict is on the price alone (advisor.core.quote_fair), so no held model is
    sized in its place; the name is said as not held and its size asked (made optional under the verdict)."""
    said = unheld_name(text) if w.quoted_price is not None and "model" in asked else None
    if said is None:
        return False
    notes.append(Msg(code="quoted_price.model_not_held", args={"said": said}).text(lang))
    size = Msg(code="conversation.unlisted_model_size").text(lang)
    missing[:] = [(f, size if f == "model" else q) for f, q in missing]
    return True


def _with_longest(w: Workload, text: str, lang: str, notes: list[str]) -> Workload:
    """`w` as it is, with the note that says a batch's longest stated item against the model's context
    (advisor.core.longest_item) added to `notes`."""
    notes += longest_item_note(w, text, lang)
    return w


def export_note(w: Workload, lang: str) -> list[str]:
    """A stated card that export rules keep off the clouds where the work must run (H100 in mainland China or Hong
    Kong: tools.compat.export_check), said even in a reply that only asks: the card's availability is the user's
    question there, and no later answer may be needed to learn it (上海…不能出境…8张H100 got
    two bare questions). The card may be stated (gpu_preference) or only proposed to check (checked_gpu)."""
    from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name
    from catalog.places import gazetteer
    from tools.compat import export_check, export_controlled
    from tools.recommend import place_tags

    asked = w.gpu_preference or w.checked_gpu  # a card to check ("想租8张H100…哪家云有？") is asked about as well
    try:
        g = all_gpus().get(resolve_gpu_name(asked)) if asked else None
    except UnknownGPU:
        return []
    if not export_controlled(g):
        return []
    check = export_check(place_tags(w, gazetteer()), g, None, resident=bool(w.data_residency))
    return [check.message.text(lang)] if check is not None else []


def _budget_fits(rec: Recommendation) -> bool:
    return bool(rec.candidates) and not any(c.name == "budget" and c.status == "refused" for c in rec.constraints)


def _pipeline_fits(rec: Recommendation, text: str) -> bool:
    """A live voice agent's whole pipeline (its ASR and TTS stages beside this LLM pick, advisor.core.voice_stages) within
    the stated monthly budget: the stages' own pipeline.budget verdict; True where it says none (no monthly budget)."""
    from advisor.core.voice_stages import voice_stage_lines

    said = [m for m in voice_stage_lines(rec, text) if m.code == "pipeline.budget"]
    return not said or bool(said[0].args.get("ok"))


def _read_turn(text: str, e: Extraction, workload: Workload, lang: str,
               answered: tuple[WorkloadPatch, dict[str, Any]] | None) -> list[str]:
    """A bare reply read as the answer to the open question, and a size kept in the thread model's family
    ("make it 70B" after Llama-3.1-8B); `e.patch` is updated in place; the notes say how each was read."""
    notes: list[str] = []
    if answered is not None:
        e.patch, filled = answered
        said = ", ".join(Msg(code="conversation.filled_field", args={"field": k, "value": _shown(v)}).text(lang)
                         for k, v in filled.items())
        notes.append(Msg(code="conversation.read_as_the_answer", args={"text": text, "said": said}).text(lang))
    if "params_b" in e.patch.model_fields_set and e.patch.params_b and e.patch.model is None and workload.model \
            and not re.search(r"(?i)\bgeneric\b|\bany\b|通用|随便", text) and UNKNOWN_MODEL_NOTE not in e.notes:
        sibling, family = family_sibling(workload.model, e.patch.params_b)
        size = f"{e.patch.params_b:g}B"
        if sibling:
            e.patch = e.patch.model_copy(update={"model": sibling, "params_b": None})
            notes.append(Msg(code="conversation.kept_in_the_family", args={
                "size": size, "model": workload.model, "sibling": sibling}).text(lang))
        elif family:
            sizes = ", ".join(n[len(re.sub(r"(?i)\d+(?:\.\d+)?B(-A\d+B)?$", "", workload.model)):] for n in family)
            notes.append(Msg(code="conversation.family_has_no_size", args={
                "model": workload.model, "size": size, "sizes": sizes}).text(lang))
    return notes + _method_assumed(e.patch, workload, lang)


def residency_move_notes(before: Workload, after: Workload, lang: str) -> list[str]:
    """A thread whose data may not leave its places, now sized elsewhere ("如果批准用東京呢"): what an approval covers
    (tools.data_law.approved_move), said first."""
    from catalog.places import gazetteer
    from tools.data_law import approved_move

    said = approved_move(before.regions or [], after.regions or [], bool(before.data_residency), gazetteer())
    return [said.text(lang)] if said is not None else []


def rental_after_site_rule(before: Workload, patch: WorkloadPatch, text: str, lang: str) -> list[str]:
    """A thread that said the data may not leave the site (Workload.buy_server) told of a cloud now ("what about AWS",
    "租的话呢", a cloud region): the clash is said first and the purchase kept until the rule is dropped in words
    ("renting is fine", 可以租: read_on_site sets buy_server False) — a factory's follow-up once became a rental
    with no word."""
    from advisor.core.extract_rules import RENT_WORD

    if not before.buy_server or patch.buy_server is not None:
        return []
    if not (patch.providers or patch.regions or RENT_WORD.search(text)):
        return []
    msg = Msg(code="reading.rental_after_site_rule")
    return [msg.zh if _zh(lang) else msg.en]


def premise_notes(text: str, w: Workload, lang: str) -> list[str]:
    """A stated "card A beats card B" the spec rows contradict (tools.card_claims.stronger_claim): said first, with
    both cards' figures; and card A not on offer in the places or clouds the user limited the search to
    ("H20 比 H100 還強" was once left uncorrected, and no word that Taiwan rents no H20)."""
    from advisor.core.extract_stated import claimed_stronger
    from advisor.core.service import catalog_rows
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.card_claims import not_offered, offered_where, stronger_claim
    from tools.constraints import region_ok

    out = _host_memory_notes(text, lang)
    pair = claimed_stronger(text)
    if pair is None:
        return out
    gpus = all_gpus()
    said = stronger_claim(gpus[pair[0]], gpus[pair[1]])
    out += [said.text(lang)] if said is not None else []
    places, clouds = list(w.regions or []), [p.lower() for p in w.providers or []]
    if places or clouds:
        rows, _, _ = catalog_rows()
        here = offered_where(pair[0], rows, lambda x: (not clouds or x.provider.lower() in clouds) and (
            not places or region_ok(x, places, gazetteer(), clouds)))
        if not here:
            out.append(not_offered(pair[0], places, list(w.providers or [])).text(lang))
    return out


def _host_memory_notes(text: str, lang: str) -> list[str]:
    """A Grace superchip's CPU memory counted as GPU memory ("GH200 has 96gb hbm plus 480gb memory"): which memory
    serves and which is host RAM, said first (tools.card_claims.host_memory_claim; the premise once stood and one
    GH200 was called enough for 64 chats at 8 k)."""
    from advisor.core.extract_stated import grace_memory_said
    from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name
    from tools.card_claims import host_memory_claim

    said = grace_memory_said(text)
    if said is None:
        return []
    try:
        card = all_gpus()[resolve_gpu_name(said[0])]
    except (UnknownGPU, KeyError):
        return []
    msg = host_memory_claim(card, said[1], said[2])
    return [msg.text(lang)] if msg is not None else []


def merged_turn(workload: Workload, patch: WorkloadPatch, lang: str, notes: list[str]) -> Workload:
    """The thread's workload with the turn's patch (tools.followup.merge_workload), validated; "no thinking" said of a
    model that cannot stop thinking moves it to its non-thinking sibling, said in a note (tools.defaults.
    to_non_thinking_sibling)."""
    from advisor.core.thinking_alternative import always_thinks_line
    from advisor.core.thinking_moves import drop_stale_online
    from tools.model_origin import named_instead
    from tools.thinking_deadline import sibling_for_stated_wait

    merged = merge_workload(workload, patch)
    validate(merged)
    if patch.thinking is False and (moved := to_non_thinking_sibling(merged)) is not None:
        drop_stale_online(merged, notes)  # the reader's people-online line on the thinking model: the move says both
        merged, why = moved  # sized again on the sibling: no thinking tokens an answer
        notes.append(why.text(lang))
    elif (moved := sibling_for_stated_wait(merged)) is not None:  # thinking alone outlasts the stated wait
        drop_stale_online(merged, notes)
        merged, why = moved
        notes.append(why.text(lang))
    if patch.thinking is False and (plain := always_thinks_line(merged)) is not None:
        notes.append(plain.text(lang))  # it cannot stop thinking and has no sibling: said, with the nearest that can
    if merged.avoid_prc_models and (swapped := _non_prc(merged)) is not None:
        merged, why = swapped  # "唔用大陸model": the nearest non-PRC model of the thread's kind and size
        notes.append(why.text(lang))
    elif (instead := named_instead(workload.model, merged.model, bool(merged.avoid_prc_models))) is not None:
        notes.append(instead.text(lang))  # "no Chinese companies' models; gpt-oss-120b then?": the rule on the model
    return merged


def _non_prc(w: Workload) -> tuple[Workload, Msg] | None:
    """The thread's workload on the nearest non-PRC model when PRC-developed models are ruled out
    (tools.model_origin.to_non_prc), or None."""
    from catalog import registry
    from tools.model_origin import to_non_prc

    try:
        asked = registry.get(w.model) if w.model else None
    except Exception:  # a name the registry does not hold: nothing to match its size against
        asked = None
    return to_non_prc(w, asked, [registry.get(n) for n in registry.names()])


def side_reranker_lines(rec: Recommendation, text: str, lang: str, said: list[str] | None = None) -> list[str]:
    """The other stages of a RAG service under the LLM's answer, in the answer's money: the documents' one-off
    indexing, the query embeddings and the reranker at the stage query rate, and the month summed over every stage with
    the LLM's pick (advisor.core.service.side_stages), else a named reranker's endpoint alone
    (advisor.core.service.side_reranker)."""
    from advisor.core.service import side_stages
    from tools.stages import llm_batch_month
    from tools.stages import llm_stage as stage_cost

    top = rec.candidates[0] if rec.candidates else None
    hourly = top.price_per_hour.amount if top is not None and top.price_per_hour.currency == rec.currency else None
    ttft = top.ttft_s if top is not None else None  # the LLM's first token: a stated limit covers the reranker too
    # an LLM run as a recurring batch (QA scoring each day's transcripts): its batches' month, not its hour × 730
    line = rec.cost_table[0].cost if rec.cost_table and top is not None and rec.cost_table[0].instance == top.instance \
        else None
    job = line.job_on_demand if line is not None and line.currency == rec.currency else None
    llm_month = llm_batch_month(job, rec.workload.batch_period)
    # the LLM's batch beside the speech stages, its GPU-hours and money a period (tools.stages.split_line)
    llm_stage = (stage_cost("llm", line.job_hours, top.gpu_count, job), rec.workload.batch_period) \
        if job is not None and line is not None and top is not None and rec.workload.batch_period else None
    speech, month = side_speech_stage(rec, text, top, said, llm_stage)
    from advisor.core.batch_peak_lines import batch_peak_lines
    from advisor.core.voice_speed_lines import voice_speed_lines
    from advisor.core.voice_stages import voice_stage_lines

    voice = voice_speed_lines(rec, text)  # a voice agent's stated per-call speed above its need: priced beside it
    voice += voice_stage_lines(rec, text)  # a live voice agent: its ASR and TTS stages and the month of all three
    voice += batch_peak_lines(rec, text)  # a classify batch said to peak: its peak's cards beside the average's
    from advisor.core.burst_lines import burst_lines

    voice += burst_lines(rec, text)  # long prompts said to arrive together: their prefill queue and KV on the pick
    from advisor.core.doc_search import doc_index_lines
    from advisor.core.extract_rules import read_example_length

    voice += doc_index_lines(rec, text, read_example_length)  # a chat's document search: its one-off index on the pick's card
    from advisor.core.proposed_plan_lines import proposed_plan_lines

    voice += proposed_plan_lines(rec, text)  # "book 8x H100 for a week": the user's own plan priced beside the pick
    from advisor.core.pipeline_footer import whole_pipeline_budget  # the footer's budget tick: the whole pipeline's

    msgs = whole_pipeline_budget(rec, voice + speech + side_stages(rec.workload, text, rec.currency, hourly, month, ttft,
                                                                   llm_month))
    return [m.text(lang) for m in msgs]


def side_speech_stage(rec: Recommendation, text: str, host: Any = None, said: list[str] | None = None,
                      llm_stage: Any = None) -> tuple[list[Msg], float | None]:
    """A speech-to-text stage said beside the LLM (transcribe, Whisper, 转写) with its audio load (hours a day, or
    recordings a day × each one's length: stated_speech_load): sized by advisor.core.service.side_speech in the
    answer's money, with its month; ([], None) otherwise (the ASR stage was dropped)."""
    from advisor.core.extract_rules import modality_said
    from advisor.core.service import side_speech

    if not modality_said(text, "speech") or not (rec.workload.model or rec.workload.params_b):
        return [], None
    w = rec.workload
    speech = Workload(task="inference", modality="speech", regions=w.regions, providers=w.providers,
                      data_residency=w.data_residency, language=w.language)
    hours = stage_audio_hours(said or [text])
    if hours is not None:  # "改成每天 300 小时" said after the stage: its new hours (the reader reads no bare hours)
        speech = speech.model_copy(update={"dataset": Dataset(amount=hours, unit="audio_hours")})
    speech, _ = stated_speech_load(speech, text)
    return side_speech(speech, text, rec.currency, host, llm_stage)


def bare_audio_hours(text: str) -> float | None:
    """Hours said bare in a follow-up ("make it 300 hours a day", 改成每天 300 小时): no deadline word, no sign, no
    other fact read from the message (extract_rules.extract states nothing): the hours of audio of the thread's
    speech stage; None otherwise."""
    m = FOLLOWUP_HOURS.search(screened_figures(text or ""))  # "1e30 hours" is no 30 h
    if m is None or m.group(1) or DEADLINE_WORDS.search(text) or extract(text).stated:
        return None
    from advisor.core.extract_rules import _amount  # the reader's own "2.5k" → 2,500

    return _amount(m.group(2), m.group(3))


def stage_hours_changed(said: list[str]) -> list[str]:
    """The speech stage's hours a bare follow-up moved, for the "changed:" line (both languages' words come from
    generated_media's entry): the hours said before it with an audio word or bare, then the new ones."""
    new = bare_audio_hours(said[0]) if len(said) > 1 else None
    if new is None:
        return []
    before = stage_audio_hours(said[1:]) if len(said) > 2 else None
    stated = stated_count(screened_figures("\n".join(said[1:])), STATED_COUNTS, COUNT_MULTIPLIER)
    old = before if before is not None else stated.amount if stated is not None and stated.unit == "audio_hours" \
        else None
    period = period_said("\n".join(said))
    return [Msg(code="gen.followup.hours", args={"old": old, "old_period": period, "new": new, "period": period}).text(lang)
            for lang in ("en", "zh")]


def stage_audio_hours(said: list[str]) -> float | None:
    """The speech stage's hours said last as a bare follow-up (`said`: the thread's user messages, newest first),
    unless a newer message states its hours with an audio word (stated_speech_load reads that one first)."""
    for t in said[:-1]:
        stated = stated_count(screened_figures(t), STATED_COUNTS, COUNT_MULTIPLIER)
        if stated is not None and stated.unit == "audio_hours":
            return None
        hours = bare_audio_hours(t)
        if hours is not None:
            return hours
    return None


def side_encoder_note(text: str, lang: str, w: Workload | None = None) -> list[str]:
    """An embedding encoder named beside the LLM ("bge-m3 做 embedding 同 Qwen2.5-7B 做 RAG"): the LLM is sized, and the
    encoder is said with its 16-bit weights and where it runs, never dropped (bge-m3 ignored);
    nothing when the workload counts documents to index (`index_items`): the encoder is sized under the answer then
    (side_reranker_lines)."""
    enc = encoder_named(text)
    if enc is None or enc.kind != "embed" or (w is not None and w.index_items):
        return []
    return [Msg(code="conversation.side_encoder", args={"name": enc.name, "m": enc.params_millions,
                                                        "gb": encoder_weights_gb(enc)}).text(lang)]


# ---- intent handlers: each returns a reply, or None to let the message go on to the workload ---------------

def _on_reset(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
              has_facts: bool) -> Reply | None:
    if has_facts:
        return None
    eng.store.reset(key)
    eng.store.add_message(key, ASKED, "!reset")
    return Reply("reset", Msg(code="conversation.started_over_tell_me").text(lang), lang)


def _on_help(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
             has_facts: bool) -> Reply | None:
    return Reply("help", Msg(code="conversation.help").text(lang), lang)


def _on_greeting(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
                 has_facts: bool) -> Reply | None:
    return Reply("greeting", Msg(code="conversation.greeting").text(lang), lang) if e.intents == {"greeting"} else None


def answered_questions(history: list[dict[str, Any]]) -> list[str]:
    """The user's messages since the last reset that were answered (an "assistant" message came after each before the
    next one): a message whose turn was killed before its answer is not shown as asked."""
    asked: list[str] = []
    waiting: str | None = None
    for h in history:
        if h["role"] == ASKED and h["text"] == "!reset":
            asked, waiting = [], None
        elif h["role"] == "user":
            waiting = h["text"]
        elif h["role"] == "assistant" and waiting is not None:
            asked.append(waiting)
            waiting = None
    return asked


def last_unanswered(history: list[dict[str, Any]]) -> str | None:
    """The text of the thread's last user message when no answer followed it, else None."""
    for h in reversed(history):
        if h["role"] == "assistant":
            return None
        if h["role"] == "user":
            return str(h["text"])
    return None


def media_export(reply: Reply, intents: set[str] | list[str]) -> Reply:
    """"export" in a thread whose answer is a speech, image, video or TTS plan (no Recommendation: its text is the
    whole answer, made again from the thread as any follow-up's): that answer as the export, as an LLM answer's is
    ("Nothing to export yet: ask a question first" right after one). A question stays a question."""
    if "export" not in intents or reply.kind != "answer" or reply.recommendation is not None:
        return reply
    return dataclasses.replace(reply, kind="export", export_markdown=reply.text)


def _on_export(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
               has_facts: bool) -> Reply | None:
    if has_facts:
        return None
    if last is None and (eng.store.load(key)[0].modality or "llm") != "llm":
        return None  # a media thread: its answer is made again below and exported (media_export)
    if last is None:
        return Reply("export", Msg(code="conversation.nothing_to_export_yet").text(lang),
                     lang)
    md = eng.export_document(key, last, lang)
    return Reply("export", md, lang, recommendation=last, export_markdown=md)


def _on_why(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
            has_facts: bool) -> Reply | None:
    named = _named_gpu(text)
    if last is not None and named is not None:
        return _why_not(eng, last, named, lang)
    if has_facts:
        return None
    if last is None:
        media = _why_media(eng, key, text, lang)
        return media or Reply("explain", Msg(code="conversation.i_have_not_answered").text(lang), lang)
    cheaper = _why_not_cheaper(eng, last, text, lang)
    return Reply("explain", "\n\n".join(cheaper + [explain(last, lang)]), lang, recommendation=last)


# "why this? can't a cheaper card do it?" (为什么推荐这个？便宜点的卡不行吗, a third turn): the why, and the
# common cheaper card classes re-run on the same workload (a 24 GB and a 48 GB card), each with its count and price
CHEAPER_CARD = re.compile(r"(?i)cheaper\s+(?:gpu|card)s?|(?:便宜|平)(?:一?点|一?點|啲|些)?(?:的|嘅)?(?:卡|显卡|顯卡|gpu)")
CHEAPER_CARDS = ("RTX 4090", "L40S")


def _why_not_cheaper(eng: Engine, last: Recommendation, text: str, lang: str) -> list[str]:
    if not CHEAPER_CARD.search(text):
        return []
    picked = {c.gpu for c in last.candidates[:1]}
    return [_why_not(eng, last, g, lang).text for g in CHEAPER_CARDS if g not in picked]


def _why_media(eng: Engine, key: str, text: str, lang: str) -> Reply | None:
    """"Why this card?" after a speech or image answer (those keep no Recommendation): the answer again, led by why
    its first row is first (turn 3: "為什麼選這張卡？" got "I have not answered anything yet")."""
    w, _, _ = eng.store.load(key)
    if w is None or w.modality not in ("speech", "diffusion"):
        return None
    named = eng.encoder_text(key, text, named_model)
    reply = _not_an_llm(w, media_text(text, named), lang, [])
    if reply.kind != "answer":
        return None
    return Reply("explain", Msg(code="conversation.why_media").text(lang) + "\n\n" + reply.text, lang)


def _named_gpu(text: str) -> str | None:
    """The card a "why not X?" names ("why not an H100", "為什麼不用4090"), as the catalog names it."""
    from advisor.core.extract_rules import GPU_PATTERN
    from catalog.gpus import UnknownGPU, resolve_gpu_name

    m = GPU_PATTERN.search(text)
    if m is None:
        return None
    try:
        return resolve_gpu_name(re.sub(r"\s+", "", m.group(1)))
    except UnknownGPU:
        return None


def _why_not(eng: Engine, last: Recommendation, gpu: str, lang: str) -> Reply:
    """Re-run the last workload with `gpu` as the card and say why it is not the pick (tools.explain.why_not)."""
    from tools.explain import why_not

    w = last.workload.model_copy(update={"gpu_preference": gpu, "language": lang})
    try:
        alt = eng.advise(w, stated={k for k, v in w.model_dump().items() if v is not None}, currency=last.currency)
    except (WorkloadError, LookupError) as err:
        return Reply("explain", Msg(code="conversation.i_cant_size_it", args={"gpu": gpu, "err": fact_of(err)}).text(lang), lang)
    return Reply("explain", why_not(last, alt, gpu).text("zh" if _zh(lang) else "en"), lang, recommendation=last)


def _on_chart(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
              has_facts: bool) -> Reply | None:
    if has_facts or last is None:
        return None
    return Reply("answer", headline(last.model_copy(update={"language": "zh" if _zh(lang) else "en"})), lang,
                 recommendation=last, want_chart=True)


def _on_quit(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
             has_facts: bool) -> Reply | None:
    """"結束", "bye": a short goodbye (the terminal chat quits before asking the engine)."""
    return None if has_facts else Reply("greeting", Msg(code="conversation.ok_stopping_here_ask").text(lang), lang)


def _on_off_topic(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
                  has_facts: bool) -> Reply | None:
    if remark_in_job_thread(eng.store.load(key)[0], text):  # a remark on a sized non-LLM job: that job answered again
        return None
    if last is not None and asked_to_use(text):  # "改用 Kaggle 可以嗎？" after an answer: a check on the plan
        return Reply("question", unread_question(text, last, lang) or "", lang)
    if last is not None:  # a length, a size, a deadline or a variant said after a plan: the plan restated, never refused
        unread = unread_measure(text, headline(last.model_copy(update={"language": "zh" if _zh(lang) else "en"})), lang)
        if unread is not None:
            return Reply("question", unread, lang, recommendation=last)
    # what the reader said of the message ("'1e300' is not read") stays with the refusal, so a figure taken out as
    # unreadable is never what silently made a workload "outside what I do"
    said = "".join(f"> {e.zh_notes.get(n) or NOTE_ZH.get(n, n) if _zh(lang) else n}\n\n" for n in e.notes)
    return Reply("help", said + Msg(code="conversation.that_is_outside_what").text(lang), lang)


def _forecast_reply(text: str, e: Extraction, lang: str) -> Reply | None:
    """A named Chronos forecaster (advisor.core.forecast_reply): a batch of inference, never a chat LoRA fine-tune."""
    from advisor.core.forecast_reply import forecast_text

    body = forecast_text(text, e.patch, lang, e.currency or home_currency(lang, text))
    return Reply("explain", body, lang) if body is not None else None


def local_card_reply(text: str, e: Extraction, lang: str, thread: Workload | None = None,
                     last: Recommendation | None = None) -> Reply | None:
    """A card to buy for one's own computer (advisor.core.local_card): the memory classes answered, the question last;
    or a follow-up that moves the thread onto the user's own machine with no card said (own_machine_sizing)."""
    from advisor.core.local_card import is_local_purchase, local_lines, own_machine_sizing
    from catalog.gpus import all_gpus

    if not is_local_purchase(text):
        own = own_machine_sizing(e, thread, lang) if last is not None and thread is not None else None
        return Reply("question", own, lang) if own is not None else None
    head, *rest = local_lines(text, Workload(budget=e.patch.budget), all_gpus())
    return Reply("explain", f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest), lang)


def _variant_only(m: Msg) -> Msg:
    """The launch-price export line (lp.variant) as its card only, where another line already says the rule."""
    return Msg(code="lp.variant_only", args=m.args) if m.code == "lp.variant" else m


def _machine_leads(text: str, w: Workload, rec: Recommendation, lang: str) -> list[str]:
    """The lines above the answer on the machine itself: a quoted price asked about (advisor.core.quote_fair), cards on
    risers, a stated pair of Macs (mac_pair_lead), a named Inferentia2 / Trainium instance or Gaudi server judged as
    asked (advisor.core.named_accel_lines)."""
    return quote_fair_lead(text, w, rec, lang) + ([m.text(lang) for m in riser_lines(rec, text)]
            + mac_pair_lead(text, w, rec, lang) + named_accel_lead(text, w, rec, lang))


def owned_rent_note(text: str, w: Workload, rec: Recommendation, lang: str) -> list[str]:
    """Under the answer on a machine the user buys (a DGX Spark, a Mac) weighed against renting a named card: the
    quoted price against that card's rent at the hours a day said, and the payback (advisor.core.buy_or_rent); two
    or more Macs for one model: how they link and hold it (advisor.core.mac_link_lines), first."""
    from advisor.core.mac_link_lines import mac_link_note

    return mac_link_note(text, w, rec, lang) + _owned_rent_note(text, w, rec, lang)


def _owned_rent_note(text: str, w: Workload, rec: Recommendation, lang: str) -> list[str]:
    """owned_rent_note's purchase lines."""
    from advisor.core.buy_or_rent import owned_rent_msg
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from catalog.gpus import all_gpus

    cur, fx = _display_currency(w, rec.currency)
    if not w.owned_gpus:  # a card to buy, not yet owned: its purchase side (advisor.core.launch_price_lines)
        from advisor.core.extract_rules import extract
        from advisor.core.purchase_after import purchase_after

        lines = purchase_after(text, w, all_gpus(), catalog_rows()[0], cur, usd_cny(), fx, rec)
        if any(m.code == "lp.variant" for m in lines) and extract(text).export_purchase is not None:
            lines = [_variant_only(m) for m in lines]  # the reader's export note (read_export_purchase) said the rule
        return [m.text(lang) for m in lines]
    msg = owned_rent_msg(text, w, all_gpus(), catalog_rows()[0], cur, usd_cny(), fx)
    return [msg.text(lang)] if msg is not None else []


def _refused_quote_note(text: str, lang: str, quote: str | None = None) -> str:
    """A quoted price said that is no price ("-$40k", 报价NaN, "$1e300": advisor.core.buy_or_rent.refused_quote) as a
    note above a buy-or-rent answer: not used, why, and what the answer uses instead (another quote said, else the
    rent and the break-even price a card)."""
    from advisor.core.buy_or_rent import refused_quote

    got = refused_quote(text)
    if got is None:
        return ""
    return "> " + Msg(code="buy.quote_refused", args={"figure": got[0], "why": got[1], "quote": quote}).text(lang) + "\n\n"


def _again_note(again: Any, lang: str) -> str:
    """What a follow-up re-priced in a buy-or-rent answer (buy.again), as a note above it; "" for a first answer."""
    if again is None or not (again.years or again.runs or again.run_hours):
        return ""
    return "> " + Msg(code="buy.again", args={"years": again.years, "runs": again.runs, "per": again.per,
                                              "run_hours": again.run_hours}).text(lang) + "\n\n"


def _buy_said(text: str, again: Any, cur: str) -> str:
    """The history record of a buy-or-rent answer: the question's text, the follow-up changes made to it and the
    money it was priced in."""
    import json

    return json.dumps({"text": text, "again": dataclasses.asdict(again) if again is not None else None, "cur": cur})


def _last_buy(history: list[dict[str, Any]]) -> tuple[str, Any] | None:
    """The buy-or-rent question the thread's last answer priced (BUY_ASKED, followed by nothing but that answer and
    this message), with the follow-up changes made to it; None when the last answer was something else."""
    import json

    from advisor.core.buy_or_rent import Again

    users = 0
    for h in reversed(history):
        if h["role"] == BUY_ASKED:
            try:
                got = json.loads(h["text"])
                kept = Again(**got["again"]) if got.get("again") else None
                return str(got["text"]), (kept or Again()).over(None, got.get("cur")) if got.get("cur") else kept
            except (ValueError, TypeError, KeyError):
                return None
        users += h["role"] == "user"
        if users > 1:
            return None
    return None


def _buy_words_only(e: Extraction, last: Recommendation, text: str = "") -> bool:
    """Did the buy-or-rent question state nothing but what its own words imply (公司 / office: a business's use; 服务器 /
    server: the task already answered, even after a training plan when nothing is said to be served; "our own box",
    一台: one server to buy)? Then it is still a question about the plan, not a new one ("要不要干脆自己买一台服务器？"
    after a fine-tune was re-read as a chat model to serve)."""
    said = set(e.patch.model_dump(exclude_none=True)) - {"language", "commercial_use", "buy_server"}
    if e.patch.task == last.workload.task or (e.patch.task is not None and serves(e.patch.task) and not SERVE_SAID.search(text)):
        said.discard("task")
    if e.patch.max_nodes == 1:
        said.discard("max_nodes")
    return not said


def _on_buy_vs_rent(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
                    has_facts: bool) -> Reply | None:
    """"Buy a machine or rent?" (買部機擺喺寫字樓抵啲，定係租好？) after an answer: the rental's bill a month and a year
    (a job: its total) from the pick (tools.cost.rental_month_year), the break-even rule (purchase price ÷ the month's
    rent, plus power) and the price asked for — none is guessed; with a fact said too it is a new question."""
    from advisor.core.units import money
    from tools.cost import rental_month_year
    from tools.recommend import month_hours

    quoted = eng.quote_reply(key, text, e, lang, last)
    if quoted is not None:  # a quoted price with a card: answered from it, no model needed
        return quoted
    top = last.candidates[0] if last is not None and last.candidates else None
    if last is None or top is None or (has_facts and _buy_words_only(e, last, text) is False):
        return None
    pick = f"{top.instances} × {top.provider} {top.instance}" if top.instances > 1 else f"{top.provider} {top.instance}"
    cur = last.currency
    job = last.cost_table[0].cost.job_on_demand if last.cost_table and last.kind is not WorkKind.SERVING else None
    if job:
        from tools.buy_or_rent import job_gpu_hours, jobs_to_break_even, purchase_step
        step = purchase_step(cur)
        per = jobs_to_break_even(step, job)  # "$10,000 ÷ $46 ≈ 217 jobs": the break-even said in jobs, no price guessed
        gpu_h = job_gpu_hours(last.cost_table[0].cost.job_hours, top.gpu_count, top.instances)
        msg = Msg(code="conversation.buy_vs_rent_job", args={
            "pick": pick, "job": money(job, cur), "per": f"{per:,.0f}" if per else None, "step": money(step, cur, 0),
            "gpu_hours": f"{gpu_h:,.1f}" if gpu_h else None,
            "once": not last.workload.batch_period})  # a job that recurs (每天一批) may pay a purchase off: no verdict
    else:
        hours = month_hours(last.workload)
        month, year = rental_month_year(top.price_per_hour.amount, hours)
        msg = Msg(code="conversation.buy_vs_rent_serving", args={
            "pick": pick, "month": money(month, cur, 0), "year": money(year, cur, 0), "hours": f"{hours:,.0f}"})
    return Reply("explain", msg.text(lang), lang, recommendation=last)


def _on_plan_question(eng: Engine, key: str, text: str, e: Extraction, last: Recommendation | None, lang: str,
                      has_facts: bool) -> Reply | None:
    """"how long?" / "how much?" / "how many GPUs?" (要幾耐 / 幾錢 / 幾多張卡) after an answer: its own figure, from
    the last answer (advisor.core.plan_questions_asked); with a fact said too it is a new question, read as one."""
    kind = asked_about_plan(text)
    if kind is None or has_facts or last is None:
        return None
    return Reply("explain", plan_fact(kind, last, lang), lang, recommendation=last)


INTENT_HANDLERS: tuple[tuple[str, Callable[..., Reply | None]], ...] = (
    ("quit", _on_quit),
    ("reset", _on_reset), ("help", _on_help), ("greeting", _on_greeting), ("export", _on_export), ("why", _on_why),
    ("chart", _on_chart), ("buy_vs_rent", _on_buy_vs_rent), ("off_topic", _on_off_topic),
    ("plan_question", _on_plan_question),
)


def _method_assumed(said: WorkloadPatch, workload: Workload, lang: str) -> list[str]:
    """A fine-tune said with no method: the method the defaults take (tools.defaults.finetune_method, which reads the
    task and the precision), said up front and not only among the full answer's assumptions."""
    if said.task != "finetune":
        return []
    w = workload.model_copy(update={"task": "finetune", "precision": said.precision or workload.precision,
                                    "modality": said.modality or workload.modality})
    return [m.text(lang) for m in finetune_method(w)[1]]


def _same_pick(before: Recommendation, after: Recommendation) -> bool:
    """The same first row (provider, instance, machines) at the same hourly price: nothing in the answer moved."""
    if not before.candidates or not after.candidates:
        return False
    a, b = before.candidates[0], after.candidates[0]
    return (a.provider, a.instance, a.instances, a.price_per_hour.amount, a.price_per_hour.currency) == \
        (b.provider, b.instance, b.instances, b.price_per_hour.amount, b.price_per_hour.currency)


def cheaper_text(reply: Reply, last: Recommendation, rec: Recommendation, lang: str, again: bool,
                 kept: tuple[float, Msg] | None = None) -> str:
    """A "cheaper?" reply's text: the pick unchanged, only what changed (_only_what_changed); nothing priced before
    and now (an unpriced cloud), the plain line first and the rest kept; else the answer as it is."""
    if _same_pick(last, rec):
        return _only_what_changed(reply, rec, lang, again, kept)
    if not (last.candidates or rec.candidates) and reply.lead and reply.lead in reply.text:
        said = Msg(code="cheaper_base.priced_under_what_was_set", args={  # a lever priced under the stated place
            "cut": kept[0], "label": kept[1], "held": held_names(rec, lang)}).text(lang) if kept else cheapest_already(rec, lang)
        return reply.text.replace(reply.lead, reply.lead + "\n\n" + said, 1)
    return reply.text


def _only_what_changed(reply: Reply, rec: Recommendation, lang: str, again: bool = False,
                       kept: tuple[float, Msg] | None = None) -> str:
    """"cheaper?" that leaves the pick where it was: the workload line, "changed: nothing", a plain "this is already
    the cheapest sensible plan under what you set" naming what would have to give (cheapest_already), the priced levers
    and the pick's one-line headline — not the table, tiers and pitfalls again (the whole answer
    reprinted under its levers); the whole report stays one "details" away (`Reply.full`). Asked `again`, the levers
    just shown are not repeated (the identical answer came back). Where a priced lever keeps what
    the user set and the load for less (`kept`), the plan is not called the cheapest: that lever is named instead."""
    notes = [] if again else reply.notes
    first = Msg(code="conversation.cheaper_within", args={"cut": kept[0], "label": kept[1], "held": held_names(rec, lang)}
                ).text(lang) if kept else cheapest_already(rec, lang)
    head = reply.lead + "\n\n" + first + (
        "\n\n" + "\n".join(f"> {n}" for n in notes) if notes else "")
    pick = headline(rec.model_copy(update={"language": "zh" if _zh(lang) else "en"}))
    return head + "\n\n**" + pick + "**\n\n" + Msg(code="conversation.the_pick_is_unchanged").text(lang)


Moved = tuple[float, Msg, Recommendation] | None  # tools.recommend.precision_move: (share saved, label, its answer)
PLACE_CONSTRAINTS = ("provider", "region", "zones")  # Constraint.name values that keep the search to a place
CARD_CONSTRAINTS = ("gpu", "gpus")


def held_names(rec: Recommendation, lang: str) -> list[str]:
    """The place and card constraints the answer kept ("only AWS", the card named), in the reply's words."""
    words = "zh" if _zh(lang) else "en"
    return [c.label.text(words) if c.label else c.stated for c in rec.constraints
            if c.status in ("honoured", "tight", "adjusted", "unchecked") and c.name in PLACE_CONSTRAINTS + CARD_CONSTRAINTS]


def cheapest_already(rec: Recommendation, lang: str) -> str:
    """"This is already the cheapest sensible plan under what you set (only AWS); to pay less one of these has to give:
    the place, the card, on-demand, the precision" — from the answer's own honoured constraints and its pick's billing
    and precision; a service's load is a lever too. Only the place and card set are named as held."""
    held = [c for c in rec.constraints if c.status in ("honoured", "tight", "adjusted", "unchecked")]
    words = "zh" if _zh(lang) else "en"
    place = [c.label.text(words) if c.label else c.stated for c in held if c.name in PLACE_CONSTRAINTS]
    card = [c for c in held if c.name in CARD_CONSTRAINTS]
    top = rec.candidates[0] if rec.candidates else None
    levers = ([Msg(code="conversation.lever_place", args={"held": place})] if place else []) \
        + ([Msg(code="conversation.lever_card")] if card else []) \
        + ([Msg(code="conversation.lever_spot")] if top is not None and top.billing == "on_demand" else []) \
        + ([Msg(code="conversation.lever_precision")] if rec.workload.precision in (None, "bf16", "fp16", "fp32")
           else []) + ([Msg(code="conversation.lever_load")] if rec.kind is WorkKind.SERVING else [])
    return Msg(code="conversation.cheapest_already" if top is not None else "conversation.nothing_priced_cheaper",
               args={"held": held_names(rec, lang), "levers": levers}).text(lang)


def _unchanged(text: str, lang: str, last: Recommendation | None = None) -> str:
    """A turn that changes nothing: say so briefly, with what can be said; the previous answer is not re-posted. A
    question is answered as a check on the last plan instead (advisor.core.followup_check)."""
    checked = unread_question(text, last, lang) if last is not None else None
    if checked is not None:
        return checked
    short = plain(text if len(text) <= 40 else text[:39] + "…")  # the user's words, nothing a terminal runs
    if lang == "zh-Hant":  # quoted as typed, never turned into Taiwan words (用戶 → 使用者) by the reply's conversion
        from advisor.core.script import as_typed

        short = as_typed(short)
    return Msg(code="conversation.i_didnt_catch_a", args={"short": short}).text(lang)


def answer_reply(rec: Recommendation, lang: str, lead: str, notes: list[str], under: list[str], *, want_chart: bool,
                 after: list[str] | None = None, fleet: Msg | None = None) -> Reply:
    """The short answer as the reply's text and the whole report as `full`, each led by the workload line, what
    changed and the engine's notes, with the questions that would change the answer under it. `after`: notes that
    follow the answer, never above its headline ("Cheapest setup?" printed the priced levers above the
    pick they are priced against); they are notes all the same (`Reply.notes`)."""
    render_lang = "zh" if _zh(lang) else "en"
    head = lead + ("\n\n" + "\n".join(f"> {n}" for n in notes) if notes else "")
    tail = "\n\n" + "\n".join(f"> {n}" for n in after) if after else ""
    asked = ("\n\n" + Msg(code="conversation.this_would_change_the").text(lang) + "\n"
             + "\n".join(f"- {q}" for q in under)) if under else ""
    short = fleet_short_markdown(rec, render_lang, fleet, lead=head) if fleet is not None else \
        to_short_markdown(rec, render_lang, lead=head)
    return Reply("answer", short + tail + asked, lang, recommendation=rec,
                 want_chart=want_chart, lead=lead, notes=notes + list(after or []), questions=under,
                 full=to_markdown(rec, render_lang, lead=head) + tail + asked)


DETAILS = re.compile(r"(?i)^\s*(?:show\s+)?(?:the\s+)?(?:details?|full(?:\s+(?:answer|report))?|more)\s*[.!?]?\s*$"
                     r"|^\s*(?:详细|詳細|详情|詳情|完整|全部)(?:版|信息|資訊|报告|報告|内容|內容)?\s*[。！？!?]?\s*$")


def details_reply(text: str, last: Recommendation | None, lang: str) -> Reply | None:
    """"details" / "show details" / "详细": the whole report of the last answer (answers are short by default)."""
    if not DETAILS.match(strip_invisible(text or "")) or last is None:
        return None
    render_lang = "zh" if _zh(lang) else "en"
    md = to_markdown(last, render_lang)
    return Reply("answer", md, lang, recommendation=last, full=md, details=True)


def already_in(patch: WorkloadPatch, before: Recommendation, after: Recommendation, lang: str,
               native: bool) -> list[str]:
    """A precision asked for that the answer already used ("fp8?" on DeepSeek-V3, released and served in FP8): say so
    beside "changed: nothing", which alone reads as if the question were ignored. `native`:
    no precision was stated before, so the answer used the model's release format (tools.recommend._native)."""
    p = patch.precision
    if p is None or before.workload.precision != p or after.workload.precision != p:
        return []
    up, model = p.upper(), after.model
    if native:
        said = Msg(code="conversation.already_is_released_in", args={"up": up, "model": model}).text(lang)
    else:
        said = Msg(code="conversation.already_the_answer_above", args={"up": up, "model": model}).text(lang)
    same = before.workload.model_dump(exclude={"language"}) == after.workload.model_dump(exclude={"language"})
    return [(Msg(code="conversation.changed_nothing").text(lang) if same else "") + said]  # "changed: nothing, already FP8: …"


def unsharded_option(patch: WorkloadPatch, before: Recommendation, after: Recommendation, lang: str,
                     advise: Callable[..., Recommendation]) -> str:
    """A precision asked for that the answer already used, on cards that split each copy because the weights alone
    outgrow one card ("能不能不量化直接bf16跑" after 8 × RTX 4090 BF16 for Qwen2.5-14B): "already BF16" alone repeats
    the answer. Say why it shards (tools.checked.split_because) and give what the user likely wants, the same work on a
    card that holds a copy unsharded, priced by re-running the recommender (tools.checked.unsharded_workload)."""
    p = patch.precision
    if p is None or before.workload.precision != p or after.workload.precision != p:
        return ""
    split = next((m for m in after.beside_pick + after.nothing_fits if m.code == "checked.split_because"), None)
    if split is None:
        return ""
    w = unsharded_workload(after.workload, split)
    try:
        alt = advise(w, stated={k for k, v in w.model_dump().items() if v is not None}, currency=after.currency)
    except (WorkloadError, LookupError):
        return ""
    plan = alt.headline if alt.headline is not None and (alt.candidates or alt.job_hours or alt.nothing_fits) else None
    return Msg(code="conversation.unsharded_option", args={"split": split, "plan": plan}).text(lang)


def already_full_day(intents: set[str], before: Recommendation, after: Recommendation, lang: str) -> list[str]:
    """"around the clock" / 24/7 / 全天候 when the answer was already priced for the whole day (no hours a day said):
    say so beside "changed: nothing", with the month's hours (tools.constants.HOURS_PER_MONTH), never silently."""
    if "full_day" not in intents or before.workload.usage_hours_per_day or after.workload.usage_hours_per_day:
        return []
    same = before.workload.model_dump(exclude={"language"}) == after.workload.model_dump(exclude={"language"})
    said = Msg(code="conversation.already_around_the_clock", args={
        "hours_per_day": HOURS_PER_DAY, "hours_per_month": HOURS_PER_MONTH}).text(lang)
    return [(Msg(code="conversation.changed_nothing").text(lang) if same else "") + said]


def followup_lead(text: str, patch: WorkloadPatch, intents: set[str], workload: Workload, last: Recommendation | None,
                  rec: Recommendation, lang: str, stage: list[str] | None = None,
                  advise: Callable[..., Recommendation] | None = None) -> str:
    """Under a follow-up's workload line: what changed (followup_line), and for a question that stated a constraint
    ("老闆說最好 3 天內做完，可以嗎？") its yes or no on the plan (advisor.core.followup_check.verdict); with `advise`, a
    precision already in use on split cards gets why and a card that holds a copy (unsharded_option)."""
    if last is None:
        return ""
    unsharded = unsharded_option(patch, last, rec, lang, advise) if advise is not None else ""
    extra = already_in(patch, last, rec, lang, native=workload.precision is None) \
        + already_full_day(intents, last, rec, lang) + (stage or [])  # a side stage's change (stage_hours_changed)
    said = "\n\n".join(x for x in (verdict(text, patch, rec, lang), unsharded, adapters_kept(patch, workload, lang))
                       if x)  # unsharded_option's words
    return "\n" + followup_line(last, rec, "zh" if _zh(lang) else "en", extra) + ("\n\n" + said if said else "")


def adapters_kept(patch: WorkloadPatch, workload: Workload, lang: str) -> str:
    """A follow-up in a thread that serves many LoRA adapters on one base (Workload.lora_gpu_bytes, read in an earlier
    turn: extract_rules.read_adapter_serving) restates that serving shape beside its new plan, so "as fast as possible
    per request" is still answered as one base with the adapters resident, never silently as a plain model; "" when
    the thread has no adapters or this turn read them again (its own note says it)."""
    if not workload.lora_gpu_bytes or patch.lora_gpu_bytes is not None:
        return ""
    from tools.lora_serving import kept_figures

    return Msg(code="conversation.adapters_kept", args={
        "model": workload.model or "", **kept_figures(workload.lora_gpu_bytes, workload.lora_host_bytes)}).text(lang)


def followup_line(before: Recommendation, after: Recommendation, lang: str, extra: list[str]) -> str:
    """"changed: context 2,048 → 32,768; job $1.36 → $4.10": what the turn changed, then what that did to the
    answer's figures (tools.summary.delta)."""
    line = changed_line(as_priced(before), as_priced(after), lang, extra)
    moved = delta_text(before, after, lang)
    return line + (render_label("semicolon", lang) + moved if moved else "")


def _figures_as_typed(m: Msg, typed: str) -> Msg:
    """A thread's "re-sized with the figures in '…'" line quoting the follow-up as typed (extract_figures.as_typed:
    "what about -2 days?", never "what about  ?" with the refused figure cut out); where every figure in it was
    refused (said not read beside it), the line says the job is the thread's as it stood — nothing was re-sized."""
    from advisor.core.extract_figures import as_typed

    if m.code not in ("cpu_thread.figures", "nonllm_thread.same"):
        return m
    said = str(m.args.get("said") or "")
    # the follow-up itself, screened (thread_said): quoted whole as typed; else the quote's holes filled (as_typed)
    whole = said.strip() == screened_figures(typed).strip()[:120].strip()
    shown = typed.strip() if whole else as_typed(said, typed)
    if m.code == "nonllm_thread.same" or not re.search(r"\d", said):  # no figure left: the refused one was its only
        return Msg(code="nonllm_thread.same", args={"said": shown[:120]})
    return Msg(code=m.code, args={**m.args, "said": shown[:120]})


def _swap_card(changed: list[Msg], gpus: dict[str, Any]) -> tuple[str, Any] | None:
    """The card a follow-up in a non-LLM job's thread proposes ("如果用一张4090呢？": advisor.core.nonllm_thread's
    "nonllm_thread.card"), with a look-up of a card's dense tensor TFLOPS (BF16, else FP16 for a card without BF16:
    a T4), for advisor.core.nonllm_jobs.job_lines to re-size the job on it; None when no card is proposed."""
    from tools.generated_media import tflops_of
    from tools.speed import SpeedUnknown, peak_tflops

    card = next((m.args.get("card") for m in changed if m.code == "nonllm_thread.card"), None)
    if not isinstance(card, str) or card not in gpus:
        return None

    def tflops(name: str | None) -> float | None:
        g = gpus.get(name or "")
        if g is None:
            return None
        try:
            return tflops_of(g) or peak_tflops(g, "fp16")
        except SpeedUnknown:
            return None

    return card, tflops


def _host_pick(kept: list[Any], live: list[Any], gpus: dict[str, Any], cur: str, fx: dict[str, float]) -> Any:
    """A GNN's big-RAM box: `host(ram_gb, card_gb)` → the cheapest priced one-card NVIDIA row (DGL / PyG run on CUDA)
    with that host RAM where the user rents, else anywhere (tools.cpu_jobs.cheapest_host_row)."""
    from advisor.core.service import usd_cny
    from tools.cpu_jobs import cheapest_host_row

    mem = {name: g.memory_gb or 0.0 for name, g in gpus.items() if g.vendor == "NVIDIA"}

    def host(ram_gb: float, card_gb: float) -> tuple[str, str, float, float] | None:
        return cheapest_host_row(kept, ram_gb, card_gb, mem, cur, usd_cny(), fx) or cheapest_host_row(
            live, ram_gb, card_gb, mem, cur, usd_cny(), fx)
    return host


def _card_hour(name: str, pool: list[Any], node: bool, cur: str, fx: dict[str, float]) -> tuple[str, float] | None:
    """A card's cheapest hour in `pool`: its one-card row; `node`: its hour on any row of it (a multi-card node's price
    ÷ its cards: a Parabricks node rents 4–8 cards, GCP's a3-highgpu-8g ÷ 8), else the one-card row."""
    from advisor.core.service import usd_cny
    from tools.generated_media import cheapest_gpu_hour, cheapest_one_card_row

    got = cheapest_gpu_hour(name, pool, cur, usd_cny(), fx, "on_demand") if node else None
    return got[:2] if got else cheapest_one_card_row(name, pool, cur, usd_cny(), fx)


def _classic(text: str, pick: Any, cur: str, merged: Workload, fx: dict[str, float]) -> list[Msg] | None:
    """Classic ML or a small network named (advisor.core.classic_ml): CPU work on a CPU box in the providers and
    places said, priced in the answer's currency; None for anything else."""
    from advisor.core.classic_ml import classic_lines
    from advisor.core.service import usd_cny
    from tools.cost import per_usd

    return classic_lines(text, pick, cur, list(merged.providers or []), list(merged.regions or merged.located or []),
                         per_usd(cur, usd_cny(), fx))


def _with_cpu_rent(lines: list[Msg], text: str, merged: Workload, cur: str, fx: dict[str, float]) -> list[Msg]:
    """The answer's lines with a CPU job's rented CPU servers (advisor.core.cpu_rent) in the providers and places
    said, priced in the answer's currency."""
    from advisor.core.cpu_rent import with_rent
    from advisor.core.service import usd_cny
    from tools.cost import per_usd

    return with_rent(lines, text, list(merged.providers or []), list(merged.regions or []), cur,
                     per_usd(cur, usd_cny(), fx))
