"""What a follow-up message changes in a thread's workload, and the workload a turn is answered on: pure functions
over the models (a message's patch, the thread's workload, the questions still open). The dialogue
(advisor.core.conversation) reads the message and wires these in; the comparison (advisor.core.compare) and the agents
merge with the same `merge_workload`. No words here: what a change is called is the message catalog's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tools.constants import HOURS_PER_DAY
from tools.dataset import count_read_as_size
from tools.defaults import serves, unstated_concurrency, unstated_task
from tools.rate_service import carried_prompt
from tools.schema import GGUF_FORMATS, TRAINING_TASKS, Dataset, Recommendation, Workload, WorkloadPatch

OTHER_SERVERS = ("vllm", "sglang", "tgi", "trtllm")  # stacks that load the release weights, not Ollama's GGUF file

TRAINING_ONLY = ("batch_size", "lora_rank", "zero_stage", "gradient_checkpointing", "grad_accum", "torch_compile",
                 "train_tokens", "optimizer", "dataset", "deadline_hours")
INFERENCE_ONLY = ("concurrency", "kv_precision", "target_tokens_per_s", "target_requests_per_s", "target_ttft_ms",
                  "ttft_percentile", "target_answer_s", "batch_requests", "output_tokens", "daily_users", "head_count",
                  "users_online", "message_interval_s", "serving_hours", "requests_per_day", "requests_per_user_per_day",
                  "peak_to_average")
# the older load facts a follow-up's people online replace ("如果同時在線有 200 人呢？" after "每天 5,000 個提問"): the
# at-once figure and the day's or second's rate it was sized from (tools.traffic sizes each of them before the online)
ONLINE_REPLACES = ("concurrency", "requests_per_day", "requests_per_user_per_day", "target_requests_per_s")


# the owned box's shape, dropped when a follow-up moves the work to rented machines with the owned card only checked
OWNED_BOX = ("num_gpus", "max_gpu_memory_gib", "max_nodes", "gpu_only", "runs_now")

# a batch's own fields, dropped when a later turn gives the same items as a request rate (a service)
BATCH_REPLACED = ("batch_requests", "batch_period", "batch_work", "batch_item", "deadline_hours")


def merge_workload(current: Workload, patch: WorkloadPatch) -> Workload:
    """Apply a message's patch to the thread's workload (only stated fields are ever stored)."""
    data = current.model_dump(exclude_none=True)
    new = patch.model_dump(exclude_none=True)
    new.pop("language", None)
    if "model" in new:
        data.pop("params_b", None)
    elif "params_b" in new:
        data.pop("model", None)
    if ("model" in new or "params_b" in new) and "modality" not in new:
        data.pop("modality", None)  # a language model named after a non-LLM question
    if "budget" in new and "budget_per_hour" not in new:
        data.pop("budget_per_hour", None)
    if "head_count" in new and "concurrency" not in new:
        data.pop("concurrency", None)  # "now 100 people": the at-once figure is sized again from the new head count
    elif "concurrency" in new and "head_count" not in new:
        data.pop("head_count", None)  # "make it 20 concurrent": the load is as said, no older head count beside it
    if "users_online" in new and "concurrency" not in new:
        for k in ONLINE_REPLACES:  # "what if 200 are online?": the load is sized again from the people online
            data.pop(k, None)
    elif any(k in new for k in ("concurrency", "head_count", "daily_users")) and "users_online" not in new:
        data.pop("users_online", None)  # a newer load said another way replaces the people online
    if new.get("owned_gpus") is False and data.get("owned_gpus") and "gpu_preference" not in new \
            and new.get("checked_gpu") == data.get("gpu_preference"):
        for k in OWNED_BOX:  # a move to renting (conversation.rent_followup): the owned box's count and memory go
            if k not in new:
                data.pop(k, None)
    # one card named now: a filter replaces a question, and back; a card asked about beside the user's own cards
    # ("do we need H100s?" after "we have 4 × A100") leaves the owned cards the plan
    compared = "checked_gpu" in new and "gpu_preference" not in new and data.get("owned_gpus") \
        and new.get("owned_gpus") is not False
    if ("gpu_preference" in new or "checked_gpu" in new) and not compared:
        for k in ("checked_gpu", "checked_gpu_count") if "gpu_preference" in new else ("gpu_preference", "checked_gpu_count"):
            data.pop(k, None)
    if "providers" in new or "checked_provider" in new:  # a provider filter replaces a question about one, and back
        data.pop("checked_provider" if "providers" in new else "providers", None)
        if "owner_rule" not in new:
            data.pop("owner_rule", None)  # providers named now replace the list an owner rule kept ("only Nebius")
    old_task, new_task = data.get("task"), new.get("task")
    if old_task and new_task and (old_task in TRAINING_TASKS) != (new_task in TRAINING_TASKS):
        new = {**carried_prompt(data, new), **new}  # items just trained on, now labelled at a rate: their length
        for k in (TRAINING_ONLY if serves(new_task) else INFERENCE_ONLY):
            data.pop(k, None)
        if serves(new_task) and data.get("precision") in ("fp32",):
            data.pop("precision")
    if new_task == "qlora" and data.get("precision") not in (None, "bf16", "fp16"):
        data.pop("precision", None)
    if new.get("framework") in OTHER_SERVERS and "precision" not in new and data.get("precision") in GGUF_FORMATS:
        data.pop("precision")  # an Ollama/GGUF file moved to vLLM-class serving: the release weights
    if new.get("thinking_use") == "on":
        data.pop("thinking", None)  # "turn thinking on" after "no thinking": the switch said last is the plan
    if new.get("thinking") is False and data.get("thinking_use") == "on":
        data.pop("thinking_use", None)  # and "no thinking" after "thinking on"
    if "seq_len" in new and "prompt_tokens" not in new and _chat_shape_assumed(data):
        data.pop("prompt_tokens", None)  # a context said later replaces an assumed prompt and context
    if new.get("target_requests_per_s") and "batch_requests" not in new and data.get("batch_requests"):
        for k in BATCH_REPLACED:  # a batch made a service ("real-time, within 8 s"): the rate replaces the batch's count
            data.pop(k, None)
    data.update(new)
    data.update(excluded_after(current, new))
    return Workload(**data)


def _chat_shape_assumed(data: Mapping[str, Any]) -> bool:
    """The thread's prompt and context are a coding assistant's, a RAG service's or a document summary's assumed shape
    (tools.defaults.CODE_CHAT_PROMPT_TOKENS, RAG_PROMPT_TOKENS or LONG_DOC_PROMPT_TOKENS and a chat reply: 4,096 + 338 =
    4,434, 12,000 + 338 = 12,338), not lengths
    the user said: a context said later ("上下文要128k") stands alone, never a 4,096-token prompt with a 127k-token
    answer."""
    from tools.defaults import CODE_CHAT_PROMPT_TOKENS, LONG_DOC_PROMPT_TOKENS, RAG_PROMPT_TOKENS
    from tools.load import SHAREGPT_OUTPUT_TOKENS

    prompt = data.get("prompt_tokens")
    assumed = (CODE_CHAT_PROMPT_TOKENS, RAG_PROMPT_TOKENS, LONG_DOC_PROMPT_TOKENS)
    return prompt in assumed and data.get("seq_len") == prompt + SHAREGPT_OUTPUT_TOKENS


def excluded_after(current: Workload, new: Mapping[str, Any]) -> dict[str, Any]:
    """The clouds left out after a message: a list that accumulates, so "and no RunPod either" after "no AWS" leaves
    both out (the message's list replaced the thread's, and AWS came back unsaid), less any provider the message names
    to use ("AWS is fine again", 可以用AWS了: checked_provider or providers). Empty: no change to the thread's field."""
    # the providers an owner rule keeps ("EU-owned only") are no cloud the user named: "EU-owned only, no Nebius"
    # leaves Nebius out of them (the owners' list once lifted the exclusion and Nebius was the pick)
    kept_by_owner = new.get("owner_rule") is not None
    named = {p.lower() for p in [*([] if kept_by_owner else new.get("providers") or []),
                                 new.get("checked_provider") or ""] if p}
    said = [*(current.excluded_providers or []), *(new.get("excluded_providers") or [])]
    if not said or (not named and "excluded_providers" not in new):
        return {}
    kept = list(dict.fromkeys(p for p in said if p.lower() not in named))
    return {"excluded_providers": kept or None}


def full_day_patch(before: Workload, patch: WorkloadPatch, intents: set[str]) -> WorkloadPatch:
    """"around the clock" / 24/7 / 全天 after hours a day were said: the service runs all day again, so the month is
    priced at 730 h (24 h a day is tools.cost's full month). The note on hours a day tells the user to say it."""
    if "full_day" not in intents or patch.usage_hours_per_day is not None or not before.usage_hours_per_day:
        return patch
    # every day again too: "9 to 6 weekdays" then "around the clock" is 730 h, never 24 h on weekdays only
    week = {"usage_days_per_week": 7.0} if before.usage_days_per_week else {}
    return patch.model_copy(update={"usage_hours_per_day": float(HOURS_PER_DAY), **week})


def dataset_resized(before: Workload, patch: WorkloadPatch) -> WorkloadPatch:
    """A follow-up that restates only how many examples ("make it 100k examples", 數據改成10萬條) changes only that:
    the epochs and the tokens per example said before are kept (both were dropped, so doubling the data
    priced a job a third cheaper). A follow-up that names a new model, or a data set in other units, is a new one."""
    new, old = patch.dataset, before.dataset
    if new is None or old is None or new.unit != old.unit or patch.model or patch.params_b \
            or before.task not in TRAINING_TASKS:
        return patch
    kept = {k: getattr(old, k) for k in ("epochs", "tokens_per_unit", "sequences_per_unit")
            if getattr(new, k) is None and getattr(old, k) is not None}
    return patch.model_copy(update={"dataset": new.model_copy(update=kept)}) if kept else patch


def index_resized(before: Workload, patch: WorkloadPatch) -> WorkloadPatch:
    """In a RAG thread (documents to index beside the LLM, `index_items`), a follow-up's count of documents ("make it
    500k documents", 文档改成 50 万份) is the index's new size, never a data set to train on (it was read as
    "data set — → 500,000 examples" with the index left at the first count); a training task said with it is one."""
    new = patch.dataset
    if new is None or not before.index_items or new.unit != "examples" or patch.task in TRAINING_TASKS \
            or before.task in TRAINING_TASKS or patch.model or patch.params_b or new.epochs:
        return patch
    return patch.model_copy(update={"index_items": int(new.amount), "dataset": None})


def bare_count(before: Workload, patch: WorkloadPatch, named: bool) -> WorkloadPatch:
    """A bare "what about 5M?" in a thread about a named encoder's items: the reader took "5M" as a 5M-parameter
    model, but the thread's model is named and sized, so the figure is the item count (a data set, which
    encoder_followup turns into the batch or the training set)."""
    if (before.modality != "embedding" or not named or patch.model or not patch.params_b or patch.params_b >= 1
            or patch.dataset is not None or not (before.batch_requests or before.dataset)):
        return patch
    n = count_read_as_size(patch.params_b)
    return patch.model_copy(update={"params_b": None, "dataset": Dataset(amount=n, unit="examples")})


def encoder_followup(before: Workload, w: Workload, patch: WorkloadPatch, named: bool) -> Workload:
    """A follow-up count in a thread about a named encoder: "what about 20M tickets?" after a batch to classify is
    the batch's new size (the reader took it as a training set); in a fine-tune thread the count replaces the samples
    and keeps the epochs said before."""
    if w.modality != "embedding" or not named or before.modality != "embedding":
        return w
    n = int(patch.dataset.amount) if patch.dataset is not None and patch.dataset.unit == "examples" else None
    if n is None:
        return w
    if before.task in TRAINING_TASKS and before.dataset is not None:
        epochs = (patch.dataset.epochs if patch.dataset else None) or before.dataset.epochs
        return w.model_copy(update={"task": before.task, "dataset": before.dataset.model_copy(
            update={"amount": float(n), "epochs": epochs})})
    if before.batch_requests:
        return w.model_copy(update={"batch_requests": n, "dataset": None, "task": before.task})
    return w


def task_to_answer_first(w: Workload, missing: list[tuple[str, str]]) -> Workload:
    """A model and no task: answer first with the default the task question states (serving, or LoRA when the text
    names training facts); the question stays under the answer. Without a model or a size there is nothing to size."""
    if any(f == "task" for f, _ in missing) and (w.model is not None or w.params_b is not None):
        return w.model_copy(update={"task": unstated_task(w)})
    return w


def budget_without_model(w: Workload, missing: list[tuple[str, str]]) -> bool:
    """A serving question with a budget and no model or size ("best model for $500/month")."""
    return (w.model is None and w.params_b is None and bool(w.budget or w.budget_per_hour)
            and serves(w.task or "inference") and not any(f == "task" for f, _ in missing))


def moves_to_spot(w: Workload) -> bool:
    """Does "cheaper?" move this work to spot? Jobs do (they resume from checkpoints or shards); every surface then
    names the other levers that apply (QLoRA, a smaller card with checkpointing, a leaner framework, a filter), each
    priced — unless a deadline is stated (a reclaim can miss it, so spot stays a lever and the answer on-demand), or
    the work is not an LLM's (embeddings, images: priced on demand with no levers under it, so a spot banner would
    promise what it does not show) — or the user stated a billing ("no spot" reads as on-demand:
    spot is then priced as a lever that drops their constraint, never made the answer)."""
    non_llm = bool(w.modality and w.modality != "llm")
    return ((w.task in TRAINING_TASKS or bool(w.batch_requests)) and w.billing is None and w.deadline_hours is None
            and not non_llm)


def cheaper_turn(w: Workload, cheaper: bool, follow_up: bool) -> tuple[Workload, Workload | None, bool]:
    """The workload a "cheaper?" turn is answered on: (workload, the on-demand workload before a move to spot, whether
    the levers are explained). Work that survives a reclaim (moves_to_spot) moves to spot when "cheaper?" follows an
    answer, the on-demand workload kept so a move that prices nothing on spot can be undone; a first question that
    asks for the cheapest ("最便宜的方案是什麼?") never said spot: it stays on demand with spot among the levers."""
    if not cheaper:
        return w, None, False
    if follow_up and moves_to_spot(w):
        return w.model_copy(update={"billing": "spot"}), w, True
    return w, None, True


def providers_revoked(w: Workload, revoked: set[str]) -> tuple[Workload, list[str]] | None:
    """The thread's provider rule without the providers the message left out ("only AWS or GCP", then "actually
    anything but AWS"): (the workload, the providers kept; none kept is every provider again), or None when the rule
    loses nothing. An exclusion is no filter, so the opposite rule is never kept."""
    if not revoked or not w.providers:
        return None
    kept = [p for p in w.providers if p not in revoked]
    return w.model_copy(update={"providers": kept or None}), kept


def turn_patch(before: Workload, patch: WorkloadPatch, intents: set[str], assumed: Mapping[str, Any],
               named_encoder: bool) -> WorkloadPatch:
    """The patch a turn applies to the thread's workload: the message's own (`patch`), with a bare count in a named
    encoder's thread read as its items (`bare_count`), the reader's assumed values under the stated ones (a vague
    budget at its range's top, "a few hundred bucks" → $500, said in a note; as advisor.core.extract_rules'
    Extraction.applied), "around the clock" after hours a day (`full_day_patch`), a restated data set keeping its
    epochs (`dataset_resized`) and a RAG thread's count of documents as the index's size (`index_resized`)."""
    patch = bare_count(before, patch, named_encoder)
    if assumed:
        patch = WorkloadPatch(**{**assumed, **patch.model_dump(exclude_none=True)})
    return peak_season_patch(before, index_resized(before, dataset_resized(before, full_day_patch(before, patch, intents))))


def peak_season_patch(before: Workload, patch: WorkloadPatch) -> WorkloadPatch:
    """"Only the two weeks of finals are busy, normally 50 online" after a plan for 800 online: the message's load is
    the everyday one the answer is sized at, and the thread's larger earlier load is kept as the peak's
    (peak_users_online / peak_concurrency), priced for the weeks said (tools.peak_season). Unchanged without peak
    weeks said, or without a smaller everyday load in the same terms as the earlier one."""
    if not patch.peak_weeks:
        return patch
    # the other way round: "考試前嗰個禮拜可能去到1500人同時在線" after a plan for 300 online — the message's load is the
    # peak's (the reader kept it as peak_users_online too): the thread's smaller load stays the everyday one (300 sized,
    # 1,500 priced for the week said); with no smaller load before, the message's load is the plan's and no peak is kept
    if patch.peak_users_online and patch.peak_users_online == patch.users_online:
        if before.users_online and before.users_online < patch.users_online:
            return patch.model_copy(update={"users_online": before.users_online})
        return patch.model_copy(update={"peak_users_online": None, "peak_weeks": None, "peak_period": None})
    if patch.peak_concurrency and patch.peak_concurrency == patch.concurrency:
        if before.concurrency and before.concurrency < patch.concurrency:
            return patch.model_copy(update={"concurrency": before.concurrency})
        return patch.model_copy(update={"peak_concurrency": None, "peak_weeks": None, "peak_period": None})
    if patch.users_online and before.users_online and before.users_online > patch.users_online:
        return patch.model_copy(update={"peak_users_online": before.users_online})
    if patch.concurrency and before.concurrency and before.concurrency > patch.concurrency:
        return patch.model_copy(update={"peak_concurrency": before.concurrency})
    return patch


def people_reread(before: Workload, patch: WorkloadPatch, users_said: str | None) -> WorkloadPatch | None:
    """A thread that counted people told "make it 200 users" (`users_said`, read as 200 at once): the new count is of the
    same people, never 200 all at once unasked. People online before: 200 online, sized by the same law
    (tools.traffic); a head count before: 200 people, sized by the thread's share rule. None when the message is no
    such re-count (a count said at once, "200 concurrent", is never read as users_said)."""
    n = patch.concurrency
    if not (users_said and n and patch.head_count is None):
        return None
    if before.users_online and patch.users_online is None:
        return patch.model_copy(update={"concurrency": None, "users_online": n})
    if before.head_count:
        return patch.model_copy(update={"concurrency": None, "head_count": n})
    return None


def daily_merged(before: Workload, patch: WorkloadPatch) -> Workload | None:
    """A thread that counted each user's messages a day told "make it 50k DAU" (or daily users said where the thread
    stated a request's shape and no load): the workload whose messages a day in flight size the new users — the
    thread's messages each, its model and thinking, the message's users. None when the message states a load of its
    own (users at once, messages each, requests a day) or no users."""
    users = patch.daily_users or patch.head_count
    daily_alone = patch.daily_users and before.concurrency is None and not before.target_requests_per_s
    if not ((before.requests_per_user_per_day or daily_alone) and users and patch.concurrency is None
            and patch.requests_per_user_per_day is None and patch.requests_per_day is None):
        return None
    return before.model_copy(update={"daily_users": patch.daily_users or before.daily_users,
                                     "head_count": patch.head_count or before.head_count,
                                     "model": patch.model or before.model,  # its thinking is in the stay
                                     "thinking": before.thinking if patch.thinking is None else patch.thinking,
                                     "thinking_use": patch.thinking_use or before.thinking_use})


def online_merged(before: Workload, patch: WorkloadPatch, sized_by: tuple[str, ...]) -> tuple[Workload, Workload] | None:
    """People online said in a follow-up ("如果同時在線有 200 人呢？"): the message's own workload of the fields that
    size people online (`sized_by`: the reader's ONLINE_SIZED_BY) and the same with the thread's request kept under
    it (its answer, prompt, first-token limit, speed). None when the message says no people online, or a load at
    once or a request rate of its own."""
    if not patch.users_online or patch.concurrency is not None or patch.target_requests_per_s is not None:
        return None
    alone = Workload(**patch.model_dump(include=set(sized_by), exclude_none=True))
    kept = before.model_dump(include=set(sized_by), exclude_none=True)
    return alone, Workload(**{**kept, **alone.model_dump(include=set(sized_by), exclude_none=True)})


# the load's stated counts a growth follow-up scales ("what if the users double?"): people, requests and request rates;
# per-user figures stay, and so does a tokens/s target (often each user's reading speed: "每秒至少20个字")
SCALED = ("concurrency", "daily_users", "head_count", "users_online", "requests_per_day", "target_requests_per_s")
_WHOLE = {"concurrency", "daily_users", "head_count", "users_online", "batch_requests"}  # people and items: whole


def assumed_load(workload: Workload) -> dict[str, float]:
    """A serving plan with no load said is sized for the users at once assumed (tools.defaults.unstated_concurrency,
    said in its answer): that count is what a growth follow-up scales ("serve Qwen2.5-7B", then "what if users
    double?": 1 → 2, never "nothing changes" or off-topic)."""
    serving = workload.model is not None and workload.task in (None, "inference") and workload.batch_requests is None
    return {"concurrency": unstated_concurrency(workload)[0]} if serving else {}


def load_to_grow(workload: Workload) -> dict[str, float]:
    """The thread's load a growth factor scales: its stated counts (SCALED), else the users at once its plan assumed;
    a batch's requests where no people are said ("double the invoices" after 1M invoices a day: 2M, where it was
    "outside what I do"); {} for a plan with none (a data set, a training job)."""
    stated = {k: getattr(workload, k) for k in SCALED if getattr(workload, k) is not None}
    if not stated and workload.batch_requests is not None:
        return {"batch_requests": workload.batch_requests}
    return stated or assumed_load(workload)


# the count an added number of people is added to, first found: the people counted (a head count, those online, a
# day's users), else the users at once
_PEOPLE_FIRST = ("head_count", "users_online", "daily_users", "concurrency")


def added_factor(have: Mapping[str, float], added: float) -> float | None:
    """The growth factor of "N more people" ("next month we add 100 more agents", 下个月再加100个坐席呢, 再多100個同事) on
    the thread's load (load_to_grow): (people + N) ÷ people, on the first of _PEOPLE_FIRST it holds, so every count
    of the load grows alike (200 seats read as 30 at once, + 100 → 300 seats, 45 at once: the same share rule).
    None when the load holds no people count (a batch's requests) or N is not above 0."""
    base = next((have[k] for k in _PEOPLE_FIRST if have.get(k)), None)
    if base is None or not added > 0:
        return None
    return (base + added) / base


_MINUS = (0x2D, 0x2212, 0xFF0D)  # the minus signs a figure is typed with: hyphen-minus, minus, full-width
COUNT_MOST = 1e15  # no count of stores, cameras or cards a workload holds comes near it: past it, no count is meant


def whole_count(figure: str, magnitude: float = 1.0) -> float | None:
    """A count said as typed ("1,000", "2.5" with a magnitude of 1e3 from "2.5k") as the whole number above zero it
    must be; None for a signed, zero, fractional, NaN or infinite figure, or one past COUNT_MOST ("-200", "0", "0.5",
    "NaN", "1e300"): each said back as not read, never sized."""
    bare = figure.replace(",", "").replace(" ", "")
    if bare and ord(bare[0]) in _MINUS:
        return None
    try:
        n = float(bare.lstrip("+")) * magnitude
    except ValueError:
        return None
    return n if n == n and 1 <= n <= COUNT_MOST and n == int(n) else None


def count_factor(old: float, new: float) -> float | None:
    """The growth factor of a new count said for a unit the thread counted ("what if we have 1,000 stores?" after 50
    stores: 1,000 ÷ 50 = 20), so the thread's load grows as a "20x" follow-up grows it; None unless the new count is
    above the old one (a shrink is no growth)."""
    return new / old if old > 0 and new > old else None


def grown_load(have: Mapping[str, float], factor: float) -> dict[str, float]:
    """Each count of the load times the growth factor, people rounded to whole ones (2.5 × 3 users → 8)."""
    return {k: (round(v * factor) if k in _WHOLE else v * factor) for k, v in have.items()}


def spot_costs_more(before: Recommendation | None, after: Recommendation) -> bool:
    """Does "cheaper?" moved to spot (`cheaper_turn`) cost at least as much as the on-demand answer it follows, on the
    same work: the job's cost (its hours × the pick's hour) for a batch or sized job, else the hour? Then the move is
    undone and the priced levers answer instead ("cheaper?" on a $23 one-night batch moved to a $93 spot plan, while
    FP8 did the same job for $15). False when either answer priced nothing or they are in other currencies."""
    if before is None or not before.candidates or not after.candidates or before.currency != after.currency:
        return False
    jobs = bool(before.job_hours and after.job_hours)
    was = before.candidates[0].price_per_hour.amount * ((before.job_hours or 1.0) if jobs else 1.0)
    now = after.candidates[0].price_per_hour.amount * ((after.job_hours or 1.0) if jobs else 1.0)
    return now >= was
