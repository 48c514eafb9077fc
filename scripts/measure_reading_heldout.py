"""Measure the reader on the independent held-out set (tests/advisor/data/labelled_reading/independent.json).

The set was written and committed before the reader was run on it, by someone who had not read the reader or its
tests; each case lists only the Workload fields its text states. This script reads every text the way a user's
script would (`gpu-advisor parse`, one message per line on standard input, one JSON object back per line) and
prints per-field accuracy (correct / expected), overall field accuracy, and the spurious fields (set by the reader
but not stated). tests/advisor/test_reading_independent_labelled_set.py asserts the same judgement per case.

Run: `python scripts/measure_reading_heldout.py` (add `--misses` to list each miss; `--data PATH` measures another
set of the same format, e.g. tests/advisor/data/labelled_reading/2026-12-01a.json).
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "advisor" / "data" / "labelled_reading" / "independent.json"

# Filled by the reader on every message whatever it says (`parse "hello"` gives {"language": "en"}): never spurious.
ALWAYS_FILLED = frozenset({"language"})
# Whether the use is commercial (commercial_use: added after every current set was labelled) is read from words about
# the asker (公司, customers, SaaS, hobby) to judge a model's licence, not a workload figure: no set labels it, so it is
# never counted as spurious here; its reading is tested in tests/advisor/test_commercial_use_is_read.py.
# Whether the service is for customers or the public (public_service: added after every current set was labelled) only
# sets the load assumed when none is stated (tools.defaults.unstated_concurrency): no set labels it either; its reading
# is tested in tests/advisor/test_public_service_is_read.py.
# What a switchable reasoning model's answers are for (thinking_use: added after every current set was labelled) is read
# from the use's words (a chat assistant, coding) to plan its thinking mode (tools.defaults.thinking_planned_off): no set
# labels it; its reading is tested in tests/advisor/test_thinking_use_is_read.py.
# Providers said to be left out (excluded_providers: added after every current set was labelled, whose labels say a
# negated provider "sets nothing" because the schema then had no exclusion field): the same negation now held as a
# filter, never a provider to keep to; its reading is tested in tests/advisor/test_excluded_providers_are_left_out.py.
# How hard a reasoning model's task is (trace_task: short homework / support / labels, or hard competition maths and
# code; added after every current set was labelled) only picks the thinking length planned for a model that thinks by
# default (tools.trace_length): no set labels it; its reading is tested in
# tests/tools/test_trace_length_follows_release_and_task.py.
# A voice agent's stated per-call speed above what speech needs (voice_asked_tokens_per_s, added after every set was
# labelled) is said beside the agent sized at the need (tools.voice_speed): the sets label the need as the per-user
# target; its reading is tested in tests/advisor/test_voice_speed_sized_at_the_need_is_said.py.
# A voice agent with no speed stated is sized at what speech needs and says so (voice_speed_assumed, added after every
# set was labelled; tools.voice_speed): its reading is tested in tests/advisor/test_voice_agent_defaults.py.
# Where the service's users are (users_region, added after every set was labelled, whose labels say a users' place
# "sets nothing" because it was then a note and no filter): it stays no filter, only a tie-break among plans at a
# similar price and the answer's where-to-rent sentence; its reading is tested in
# tests/advisor/test_where_the_users_are_is_answered.py.
# A batch item's length said as its output on a reasoning model (output_with_thinking, added after every set was
# labelled): the stated output_tokens holds the thinking, none added on top (tools.defaults.thinking_before_reply); no
# set labels it; its reading is tested in tests/advisor/test_a_said_output_holds_its_thinking.py.
NOT_LABELLED = frozenset({"commercial_use", "public_service", "thinking_use", "excluded_providers", "trace_task",
                          "voice_asked_tokens_per_s", "voice_speed_assumed", "runs_now",
                          "spend_no_object", "speed_for_money", "quoted_price", "users_region",
                          "output_with_thinking"})
# A registry model's name carries its size: params_b beside an expected model is not an unstated fact.
# Owning the stated card (owned_gpus, added after sets 1–14 were labelled) is a fact about that card: beside an expected
# gpu_preference it is not an unstated fact.
# What a batch does to each item and what kind of item it is (batch_work, batch_item: added after sets 1–17 were
# labelled, which record neither) are facts about the stated batch: beside an expected batch_requests they are not
# unstated facts; beside none (serving, training, a batch the labels do not read) they still count as spurious.
# The preference method and precomputed reference log-probs (preference, reference_precomputed: added after sets 1–18
# were labelled, which record only the task) are facts about the stated training: beside an expected task they are
# not unstated facts.
# An online RL run's critic and reward model sizes (critic_params_b, reward_params_b: added after every current set was
# labelled, which record only the task) are facts about the stated training: beside an expected task they are not
# unstated facts.
# Whether the stated regions are a data-residency rule (data_residency: added after sets 1–18 were labelled, which
# record only the regions) is a fact about the stated regions: beside expected regions it is not an unstated fact.
# Credits on a stated provider (credits: added after every current set was labelled, which record only the provider
# kept to: "we're on gcp credits so google cloud only") are a fact about that provider: beside expected providers they
# are not an unstated fact.
# A thinking length said ("reasoning ~4k tokens") sets `thinking: true` beside the output length (added after every
# current set was labelled): beside an expected output_tokens it is not an unstated fact.
# Document work (documents: added after every current set was labelled, which record only the context) says every
# request fills the stated context ("256k context for document QA"): beside an expected seq_len it is not an unstated
# fact.
# Agents' sessions sized at a share of the stated context (agents: added after every current set was labelled, which
# record only the count at once: "60 agents, contexts up to 64k") are a fact about who is at once: beside an expected
# concurrency they are not an unstated fact.
# An agent's tool calls a user turn (agent_tool_calls: added after every current set was labelled, which record only
# the sessions at once) are a fact about who is at once: beside an expected concurrency they are not an unstated fact.
# The percentile a first-token limit names (ttft_percentile: added after every current set was labelled, which record
# only the limit: "p50 ttft must stay below 800 ms") is a fact about that limit: beside an expected target_ttft_ms it
# is not an unstated fact.
# Marketplaces left out under a data-residency rule (exclude_marketplace, set by advisor.core.residency_market_read
# since every current set was labelled: a company's data kept in a place is not handed to an unknown community host)
# is a fact about the stated regions: beside expected regions it is not an unstated fact.
# The mean prompt a request prefills when users ask several questions about the same document (prompt_new_tokens from
# advisor.core.chat_history_read.read_document_reuse, added after every current set was labelled: "256k context for
# document QA" — the document prefilled once, the later questions from the prefix cache) is a fact about the stated
# context: beside an expected seq_len it is not an unstated fact.
IMPLIED_BY = {"params_b": "model", "owned_gpus": "gpu_preference", "batch_work": "batch_requests",
              "batch_item": "batch_requests", "preference": "task", "reference_precomputed": "task",
              "critic_params_b": "task", "reward_params_b": "task",
              "data_residency": "regions", "credits": "providers", "documents": "seq_len",
              "ttft_percentile": "target_ttft_ms", "exclude_marketplace": "regions",
              "thinking": "output_tokens",  # thinking: true says the labelled output was said as the thinking's
              "prompt_new_tokens": "seq_len", "agents": "concurrency",
              "agent_tool_calls": "concurrency"}
# The request shape a product fixes (advisor.core.extract_stated.read_use_shape: added after every current set was
# labelled, which record only what the text states): a classifier's or router's 8-token label, a code completion's
# 3,072-token prompt and 64-token answer (and their 3,136-token context), a coding assistant's 4,096-token prompt of
# code context (and its 4,434-token context with a chat reply), a RAG service's 4,096-token prompt of retrieved chunks
# (the same 4,434-token context), a long document's 12,000-token prompt where a summary of one names no length. Said
# as an assumption in the answer; where the text names that product (the reader's own patterns) and the value is the
# assumed one, it is not an unstated fact. A retrieval service's fresh prompts (prefix_cache false from
# advisor.core.rag_prefix_read, added after every current set was labelled: each question's retrieved chunks differ,
# so only the system prompt is cached) are the same kind of assumed shape where the text names retrieval.
def _assumed_shape(name: str, got: Any, text: str) -> bool:
    from advisor.core.extract_stated import (
        CODE_CHAT,
        CODE_COMPLETION,
        LABEL_OUTPUT,
        LONG_DOC_SUMMARY,
        RAG_CHAT,
        voice_agent_said,
    )
    from tools.defaults import (
        CLASSIFY_OUTPUT_TOKENS,
        CODE_CHAT_PROMPT_TOKENS,
        FIM_OUTPUT_TOKENS,
        FIM_PROMPT_TOKENS,
        LONG_DOC_PROMPT_TOKENS,
        RAG_PROMPT_TOKENS,
    )
    from tools.load import SHAREGPT_OUTPUT_TOKENS
    from tools.voice_speed import VOICE_NEED_TOKENS_PER_S

    if name == "prefix_cache" and got is False and _retrieval_named(text):
        return True  # a RAG service's prompts are fresh, said as assumed (advisor.core.rag_prefix_read)
    if name == "target_tokens_per_s_per_user" and got == VOICE_NEED_TOKENS_PER_S and voice_agent_said(text):
        return True  # a voice agent with no speed stated is sized at what speech needs, said as assumed
    if CODE_COMPLETION.search(text):
        return (name, got) in {("output_tokens", FIM_OUTPUT_TOKENS), ("prompt_tokens", FIM_PROMPT_TOKENS),
                               ("seq_len", FIM_PROMPT_TOKENS + FIM_OUTPUT_TOKENS)}
    if CODE_CHAT.search(text) and (name, got) in {("prompt_tokens", CODE_CHAT_PROMPT_TOKENS),
                                                  ("seq_len", CODE_CHAT_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS)}:
        return True
    if RAG_CHAT.search(text) and (name, got) in {("prompt_tokens", RAG_PROMPT_TOKENS),
                                                 ("seq_len", RAG_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS)}:
        return True
    if LONG_DOC_SUMMARY.search(text) and (name, got) in {("prompt_tokens", LONG_DOC_PROMPT_TOKENS),
                                                         ("seq_len", LONG_DOC_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS)}:
        return True
    return name == "output_tokens" and got == CLASSIFY_OUTPUT_TOKENS and LABEL_OUTPUT.search(text) is not None


def _retrieval_named(text: str) -> bool:
    from advisor.core.extract_words import NO_RAG
    from advisor.core.rag_prefix_read import RAG_RETRIEVAL

    return RAG_RETRIEVAL.search(NO_RAG.sub(" ", text)) is not None


# A fine-tune with no method named: the labels say "names no method (no task)", written when every task value was a
# method; the reader now says exactly that with task "finetune" (the method left to tools.defaults), so it is the same
# fact, counted apart (never as spurious) only where the text has a fine-tune word. 全参 / 全參 / "full params" (full-
# parameter) name only a fine-tune's method, so they are fine-tune words: "LoRA和全参哪个好" weighs two ways to fine-tune
# (docs/CONVERSATION.md reading class 11: two methods weighed name no method).
FINETUNE_WORD = re.compile(r"(?i)fine[\s-]?tun|finetun|\bft\b|\bsft\b|微调|微調|全参|全參|\bfull[\s-]*param")
_LLM_VARS = ("GPU_ADVISOR_LLM", "GPU_ADVISOR_LLM_BASE_URL")
_K_CONTEXT = re.compile(r"\d\s*[kK](?![a-zA-Z])|[0-9十百千]\s*[万萬]")
_K_FIGURE = re.compile(r"(\d+(?:\.\d+)?)\s*[kK](?![a-zA-Z])")
# token lengths a label may write with k = 1,024 where tools.token_window reads a figure that is not a power of two
# as decimal ("10k" = 10,000): either reading of each "Nk" the text says is the same fact
_TOKEN_LENGTHS = ("seq_len", "prompt_tokens", "output_tokens")


def _decimal_k(want: float, got: float, text: str) -> bool:
    """`got` is `want` with one or all of the text's "Nk" figures read as N × 1,000 instead of N × 1,024."""
    figures = [float(n) for n in _K_FIGURE.findall(text)]
    whole = want % 1024 == 0 and _num_eq(want // 1024 * 1000, got)  # 十万 labelled 102,400 and read 100,000
    return whole or any(_num_eq(want - 24 * k, got) for k in [*figures, sum(figures)])


def load_cases(path: Path = DATA) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8")))


def read_texts(texts: list[str]) -> list[dict[str, Any]]:
    """`gpu-advisor parse` over standard input: one workload per text (an `error` line reads as {"error": ...}).

    The caller's environment is used as is (the test sets an isolated GPU_ADVISOR_HOME); the LLM reader is
    switched off so the measured reader is the one `parse` documents (the rule extractor)."""
    env = {k: v for k, v in os.environ.items() if k not in _LLM_VARS}
    proc = subprocess.run([sys.executable, "-m", "advisor", "parse"], input="\n".join(texts) + "\n",
                          capture_output=True, text=True, encoding="utf-8", env=env, cwd=ROOT, timeout=600, check=True)
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    if len(lines) != len(texts):
        raise RuntimeError(f"parse returned {len(lines)} lines for {len(texts)} texts: {proc.stderr[-2000:]}")
    return [x.get("workload", {"error": x.get("error")}) if isinstance(x, dict) else {} for x in lines]


def _num_eq(a: Any, b: Any) -> bool:
    try:
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-9)
    except (TypeError, ValueError):
        return False


def _gpu_tokens(name: str) -> list[str]:
    return [t for t in re.split(r"[\s\-_()]+", name.lower()) if t]


def _gpu_eq(expected: str, actual: Any) -> bool:
    """"H100" matches "H100 SXM" (a family names every variant's first words); "A10" never matches "A100"."""
    if not isinstance(actual, str):
        return False
    e, a = _gpu_tokens(expected), _gpu_tokens(actual)
    return a[:len(e)] == e


def _money_eq(expected: dict[str, Any], actual: Any, keys: tuple[str, ...]) -> bool:
    if not isinstance(actual, dict):
        return False
    return all(_num_eq(expected[k], actual.get(k)) if k == "amount" else expected[k] == actual.get(k, "USD" if
               k == "currency" else None) for k in keys)


def _dataset_eq(expected: dict[str, Any], actual: Any, text: str = "") -> bool:
    """The listed sub-fields equal; the unlisted ones unset (unit defaults to examples); a length "Nk" either way."""
    if not isinstance(actual, dict):
        return False
    for k in ("amount", "unit", "epochs", "tokens_per_unit", "sequences_per_unit"):
        want = expected.get(k, "examples" if k == "unit" else None)
        got = actual.get(k, "examples" if k == "unit" else None)
        if want is None or isinstance(want, str):
            if got != want:
                return False
        elif not _num_eq(want, got) and not (k == "tokens_per_unit" and got and _decimal_k(want, got, text)):
            return False
    return True


@dataclass
class Verdict:
    """One case judged: which expected fields were read right, which were not, which fields were set unstated."""

    correct: list[str] = field(default_factory=list)
    twice: list[str] = field(default_factory=list)  # equivalent fields the reader also set (not spurious)
    wrong: dict[str, Any] = field(default_factory=dict)  # field -> what the reader gave (None: nothing)
    spurious: dict[str, Any] = field(default_factory=dict)


def _field_ok(name: str, want: Any, w: dict[str, Any], text: str) -> tuple[bool, str | None]:
    """Whether the reader's workload `w` holds the expected value; the second item names an equivalent field the
    reader used instead (then that field is not spurious)."""
    got = w.get(name)
    if name == "model":
        return isinstance(got, str) and got.lower() == want.lower(), None
    # a card named in a question about it ("is one A100 enough?") is read as the card asked about (checked_gpu and its
    # count), not a filter: the same card and count stated, held in the fields that say it is a question
    if name == "gpu_preference" and got is None and w.get("checked_gpu") is not None:
        return _gpu_eq(want, w["checked_gpu"]), "checked_gpu"
    if name == "gpu_preference":
        return _gpu_eq(want, got), None
    # people online (users_online, added after these sets were labelled, when a count said online was labelled
    # concurrency): the same stated count in the field that now holds it (benchmarks.extraction_accuracy.LABELLED_AS)
    if name == "concurrency" and got is None and w.get("users_online") is not None:
        return _num_eq(want, w["users_online"]), "users_online"
    if name == "num_gpus" and got is None and w.get("checked_gpu_count") is not None:
        return _num_eq(want, w["checked_gpu_count"]), "checked_gpu_count"
    if name in ("providers", "regions"):
        return isinstance(got, list) and {str(x).lower() for x in got} == {x.lower() for x in want}, None
    if name == "budget_per_hour":
        if got is None and isinstance(w.get("budget"), dict) and w["budget"].get("per") == "hour":
            return _money_eq(want, w["budget"], ("amount", "currency")), "budget"
        ok = _money_eq(want, got, ("amount", "currency"))
        b = w.get("budget")  # the same hourly budget also given as `budget` per hour: one fact, said twice
        twice = ok and isinstance(b, dict) and b.get("per") == "hour" and _money_eq(want, b, ("amount", "currency"))
        return ok, "budget" if twice else None
    if name == "budget":
        return _money_eq(want, got, ("amount", "currency", "per")), None
    if name == "dataset":
        return _dataset_eq(want, got, text), None
    if name == "train_tokens" and got is None and isinstance(w.get("dataset"), dict):
        d = w["dataset"]
        if d.get("unit") == "tokens":
            return _num_eq(want, (d.get("amount") or 0) * (d.get("epochs") or 1)), "dataset"
    if name == "gradient_checkpointing" and got is None and w.get("checkpointing") is not None:
        return w["checkpointing"] == ("full" if want else "none"), "checkpointing"
    if name in _TOKEN_LENGTHS and got is not None and not _num_eq(want, got) and _K_CONTEXT.search(text):
        return _decimal_k(want, got, text), None  # "32k" read as 32,000, "10k + 512" as 10,512
    if isinstance(want, (bool, str)):
        return got == want, None
    return _num_eq(want, got), None


def judge(case: dict[str, Any], w: dict[str, Any]) -> Verdict:
    """Compare a case's `expect` with what the reader returned (`w`, the parse output's workload)."""
    v, used = Verdict(), set()
    for name, want in case["expect"].items():
        ok, instead = _field_ok(name, want, w, case["text"])
        if ok:
            v.correct.append(name)
            if instead:
                used.add(instead)
                if w.get(name) is not None:
                    v.twice.append(instead)
        else:
            v.wrong[name] = w.get(name)
    for name, got in w.items():
        if got is None or name in case["expect"] or name in ALWAYS_FILLED or name in NOT_LABELLED or name in used:
            continue
        if IMPLIED_BY.get(name) in case["expect"] or _assumed_shape(name, got, case["text"]):
            continue
        if name == "task" and got == "finetune" and FINETUNE_WORD.search(case["text"]):
            v.twice.append("task (finetune: no method)")
            continue
        v.spurious[name] = got
    return v


def measure(cases: list[dict[str, Any]], readings: list[dict[str, Any]]) -> dict[str, Any]:
    """Per-field and overall accuracy, spurious counts, and the ids that miss."""
    expected: Counter[str] = Counter()
    correct: Counter[str] = Counter()
    spurious: Counter[str] = Counter()
    twice: Counter[str] = Counter()
    misses: dict[str, dict[str, Any]] = {}
    extras: dict[str, dict[str, Any]] = {}
    for case, w in zip(cases, readings, strict=True):
        v = judge(case, w)
        expected.update(case["expect"].keys())
        correct.update(v.correct)
        spurious.update(v.spurious.keys())
        twice.update(v.twice)
        if v.wrong:
            misses[case["id"]] = v.wrong
        if v.spurious:
            extras[case["id"]] = v.spurious
    return {"expected": expected, "correct": correct, "spurious": spurious, "twice": twice, "misses": misses,
            "extras": extras}


def report(m: dict[str, Any], cases: list[dict[str, Any]]) -> str:
    total_e, total_c = sum(m["expected"].values()), sum(m["correct"].values())
    lines = [f"{'field':32} correct/expected", *(
        f"{f:32} {m['correct'][f]}/{n} ({100 * m['correct'][f] / n:.0f} %)" for f, n in m["expected"].most_common())]
    lines += ["", f"overall field accuracy: {total_c}/{total_e} = {100 * total_c / max(total_e, 1):.1f} %",
              f"spurious fields: {sum(m['spurious'].values())} in {len(m['extras'])} cases "
              f"({', '.join(f'{k} {n}' for k, n in m['spurious'].most_common())})",
              f"stated facts also given in an equivalent field (not counted spurious): "
              f"{', '.join(f'{k} {n}' for k, n in m['twice'].most_common()) or 'none'}",
              f"cases read exactly: {sum(1 for c in cases if c['id'] not in m['misses'] and c['id'] not in m['extras'])}"
              f"/{len(cases)}"]
    return "\n".join(lines)


def _data_path(argv: list[str]) -> Path:
    """`--data PATH` (or `--data=PATH`): the set to measure; the independent set when absent."""
    for i, arg in enumerate(argv):
        if arg.startswith("--data="):
            return Path(arg.split("=", 1)[1])
        if arg == "--data":
            if i + 1 >= len(argv):
                raise SystemExit("--data needs a path to a held-out JSON set")
            return Path(argv[i + 1])
    return DATA


def main(argv: list[str]) -> int:
    path = _data_path(argv)
    if not path.is_file():
        print(f"no such held-out set: {path} (give --data PATH to a JSON list of cases)", file=sys.stderr)
        return 2
    cases = load_cases(path)
    with tempfile.TemporaryDirectory() as home:
        os.environ["GPU_ADVISOR_HOME"] = home
        os.environ["GPU_ADVISOR_REFRESH_HOURS"] = "off"
        readings = read_texts([c["text"] for c in cases])
    m = measure(cases, readings)
    print(report(m, cases))
    if "--misses" in argv:
        for cid, wrong in m["misses"].items():
            print(f"MISS {cid}: {json.dumps(wrong, ensure_ascii=False)}")
        for cid, extra in m["extras"].items():
            print(f"SPURIOUS {cid}: {json.dumps(extra, ensure_ascii=False)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
