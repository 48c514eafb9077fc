"""The plan an expert would rent first leads the headline, judged by the answer's own figures:

- "fastest" / "money is no object" never leads with a plan inside the memory estimate's own error (under 5 % of its
  engine's pool spare: it may not start at its load), however fast the speed model says it is;
- when a priced precision lever keeps every stated target and costs clearly less than the pick, the headline leads
  with it where the user asked for the cheapest or stated the per-user speed / first token they need;
- a long prompt (a document, not a chat's history) says the first token of a fresh one beside the cached figure.

Asked through the same reader, engine and renderer the CLI and Slack use, on the shipped catalog; the hand reasoning
is in each test's comments.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.service import load_arch
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.fit import POOL_THIN
from tools.schema import Msg

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def codes(m: object) -> set[str]:
    if isinstance(m, Msg):
        out = {m.code}
        for v in m.args.values():
            out |= codes(v)
        return out
    if isinstance(m, list | tuple):
        return set().union(*(codes(x) for x in m)) if m else set()
    return set()


# --- "fastest" with a plan at the edge of its memory ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Fastest possible serving of DeepSeek-R1 for 20 concurrent users, cost doesn't matter.",
    "Budget is not a concern: fastest way to serve DeepSeek-V3 to 25 users with 16k context?",
])
def test_fastest_does_not_lead_with_a_plan_that_may_not_start(tmp_path, text):
    # Hand: DeepSeek-V3/R1 ships FP8, ≈ 671 B × 1 B ≈ 690 GB of weights. 4 × B200 = 4 × 180 GB, of which vLLM's
    # pool is 0.9 × ≈ 191.6 GB (179 GiB) ≈ 172 GB a card → 690 GB / 4 ≈ 172 GB a card for the weights alone: the
    # 4-GPU replica is ~100 % full, inside the memory model's error of a few GB — it may not even start. One 8 × B200
    # (≈ 1.38 TB of pool) holds the weights at ≈ 86 GB a card plus every user's MLA cache (~69 KiB/token) with room.
    # "Money is no object" buys the roomy node first; the 100 % fleet is at most a named lever to load-test.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert "recommend.tight_lead" not in codes(rec.headline), r.text[:900]
    assert top.gpu.startswith("B200") and top.gpu_count == 8 and top.instances == 1, r.text[:900]
    # the tight fleet it gave way to is named, dearer and faster, with its pool share over 1 − POOL_THIN
    lever = next((m for m in rec.beside_pick if m.code == "recommend.tight_lever"), None)
    assert lever is not None, r.text[:1500]
    assert lever.args["share"] > 1 - POOL_THIN
    assert lever.args["more"] is not None and lever.args["more"] > 1
    # a near-top line is measured against the fastest plan; once that plan gave way it must not name the pick itself
    # ("Nearly as fast for far less: <the pick>, 0% slower, 1.0× as much"), which also pushed the tight lever out
    assert all(m.args["times"] > 1 for m in rec.beside_pick if m.code == "recommend.fastest_near_top"), r.text[:1500]
    assert "Faster but tight" in r.text and "% less" not in r.text.split("Faster but tight")[1][:120]


# --- a stated service level: the cheapest plan that meets it leads --------------------------------------------------

def _lead(rec) -> Msg | None:
    """The headline's lever plan (the answer re-planned with the lever, or the lever named after the pick), wherever
    the chain of headline wrappers put it."""
    def find(m: object) -> Msg | None:
        if isinstance(m, Msg):
            if m.code in ("recommend.lever_route", "recommend.headline_lever_second"):
                return m
            for v in m.args.values():
                got = find(v)
                if got is not None:
                    return got
        return None
    return find(rec.headline)


@pytest.mark.parametrize("text,target", [
    ("Cheapest way to serve Qwen2.5-32B-Instruct for 40 concurrent users at 25 tokens/s each, 8k context?", 25),
    ("部署 Llama-3.1-8B 做客服，300 个并发，每人每秒至少 30 个 token，首字 1 秒内，提示约 2k token，每月多少钱？", 30),
])
def test_a_cheaper_precision_plan_that_meets_the_stated_target_leads(tmp_path, text, target):
    # Hand, case 1: Qwen2.5-32B BF16 = 32.8 B × 2 B = 65.5 GB; KV 2·64 layers·8 kv·128·2 B = 256 KiB/token × 8,192 ×
    # 40 users = 86 GB. Each decode step reads the weights once plus every user's cache: halving the weights (FP8,
    # 32.8 GB) cuts the bytes a step reads by ~25 %, so fewer / cheaper GPUs hold 25 tok/s per user.
    # Case 2: Llama-3.1-8B, 2k prompts + the 338-token default answer = 2,386 tokens; KV 2·32·8·128·2 B = 128 KiB/token
    # × 2,386 × 300 ≈ 94 GB > 16 GB of weights: FP8 weights cut each step's bytes, so 3 × 1-H100 replicas (¥46.80/h)
    # hold 30 tok/s. (At 150 users it is a tie: FP8 KV on 2 × H100 at 91 % of BF16 on 2 × MI300X, 32 against 37 tok/s
    # a user, within the faster-per-user rule, so it is named second, not led with.)
    # The user stated the speed (and first token) each user needs: the cheapest plan that meets it is the answer to
    # "what should I rent"; a plan that costs clearly more (beyond the 5 % tie) cannot lead unexplained. So the answer
    # is planned with the lever (its first row, its recommended tier and its headline one plan), the plan as asked
    # named with its price, the lever's price share below 95 %, and every stated target it keeps, each one kept.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    lead = _lead(rec)
    assert lead is not None and lead.code == "recommend.lever_route", r.text[:900]
    assert lead.args["share"] < 0.95
    top = rec.candidates[0]
    pick = next(t for t in rec.spec_range if t.tier == "recommended")
    assert pick.gpu == top.gpu and pick.count == top.gpu_count * top.instances, r.text[:900]
    assert (rec.workload.precision, rec.workload.kv_precision) != ("bf16", "bf16"), r.text[:300]
    parts = lead.args["keeps"].args["parts"]
    assert parts and all(p.args["ok"] for p in parts)
    tps = next(p for p in parts if p.code == "recommend.keeps.tps")
    assert tps.args["target"] == target and tps.args["tps"] >= target
    # the plan without the lever still follows, with its own price: both figures are in the first line
    first = r.text.split("\n\n")[1] if r.text.startswith("**") else r.text
    assert str(rec.candidates[0].instance) in r.text[:2500]
    assert first.count("/h") + first.count("每小时") >= 2


def test_the_lead_is_the_cheapest_plan_the_headline_names(tmp_path):
    # Hand: Llama-3.1-8B, KV 128 KiB/token × 2,348 × 200 users ≈ 61.5 GB over 16 GB of weights: an FP8 cache helps
    # most per byte, but FP8 weights too halve what each decode step reads, and on 192 GB MI300X cards two of them
    # hold 200 users at well over 30 tok/s. Whatever plan leads as "the cheapest plan that meets your targets", no
    # plan named after it in the same headline may be cheaper and keep the same targets — else the lead is untrue
    # (seen: an FP8-KV lead at $6.50/h followed by FP8 weights at $4.78/h, "every stated target kept").
    r = answer(tmp_path, "Support chatbot on Llama 3.1 8B Instruct, ~200 concurrent users, each at least 30 tokens/s "
                         "and first token under 1 second, prompts ~2k tokens, answers ~300. Cheapest setup per month?")
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    lead = _lead(rec)
    assert lead is not None, r.text[:900]

    def fp8_beside(m: object) -> list[Msg]:
        if isinstance(m, Msg):
            return ([m] if m.code == "recommend.headline_fp8" else []) + [x for v in m.args.values()
                                                                         for x in fp8_beside(v)]
        return []
    routed = lead.code == "recommend.lever_route"  # the answer is the lead's plan: its first row is the lead's price
    top = rec.candidates[0].price_per_hour.amount
    lead_price = top if routed else lead.args["share"] * top
    for other in fp8_beside(lead.args["headline" if routed else "msg"]):
        assert other.args["share"] * top >= lead_price * 0.999, r.text[:900]


@pytest.mark.parametrize("text", [
    "Cheapest way to serve Qwen2.5-32B-Instruct for 40 concurrent users, 8k context?",  # no target stated
    "Serve Qwen2.5-32B-Instruct in FP8 for 40 concurrent users at 25 tokens/s each, 8k context",  # the bytes stated
])
def test_no_lead_without_a_stated_target_or_with_a_stated_precision(tmp_path, text):
    # Without a stated per-user speed or first token there is no service level the cheaper plan is shown to meet
    # (only our default floor); with a stated precision the user chose the bytes, and no lever may override it.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    assert _lead(rec) is None, r.text[:900]


# --- a document-length prompt: a new document's first token beside the cached one -----------------------------------

def _fresh(rec) -> Msg | None:
    def find(m: object) -> Msg | None:
        if isinstance(m, Msg):
            if m.code == "recommend.tail.fresh_document":
                return m
            for v in m.args.values():
                got = find(v)
                if got is not None:
                    return got
        if isinstance(m, list):
            for x in m:
                got = find(x)
                if got is not None:
                    return got
        return None
    return find(rec.headline)


def test_a_document_length_prompt_says_a_new_documents_first_token(tmp_path):
    # Hand: Llama-3.1-70B, 70.6 B parameters, 64k context for 4 users reviewing legal documents. A new 65k-token
    # document is prefilled whole: 2 · 70.6e9 · 65,000 ≈ 9.2e15 FLOP before attention. On the pick's replica that
    # cannot take less than 9.2e15 ÷ (its GPUs × the card's dense BF16 peak) — at 100 % of peak; real prefill runs at
    # 30–60 % of it, so the figure is seconds to tens of seconds, far above the follow-up question's cached first token
    # (5 % of the prompt prefilled). The headline must say the new document's figure, not only the cached one.
    r = answer(tmp_path, "Serve Llama 3.1 70B with 64k context for legal document analysis, 4 concurrent users.")
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    fresh = _fresh(rec)
    assert fresh is not None, r.text[:900]
    prompt, ttft = fresh.args["prompt"], fresh.args["ttft"]
    assert prompt > 60_000
    g = all_gpus()[top.gpu]
    floor_s = 2 * 70.6e9 * prompt / (top.layout.tp * top.layout.pp * g.bf16_tflops * 1e12)
    assert ttft >= floor_s
    assert ttft > 3 * (top.ttft_s or 0.0)  # the cached follow-up prefills ~5 %: the fresh one is many times longer
    assert "new" in r.text and "document" in r.text


@pytest.mark.parametrize("text", [
    "Serve Llama 3.1 70B for 20 concurrent users with 8k context.",  # a chat's length: the cached figure is the one
    "Serve Llama 3.1 70B with 64k context for 4 users; every prompt is a fresh document, no prefix reuse.",
])
def test_no_fresh_document_figure_for_a_chat_or_an_uncached_pricing(tmp_path, text):
    # An 8k chat is a conversation's history (≈ 16 turns of 500 tokens): its cached first token is the right one.
    # With "every prompt fresh" stated, the pick is already priced on full prefills: its headline figure IS the
    # fresh one, and a second figure would only repeat it.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    assert _fresh(rec) is None, r.text[:900]


# --- "why?": the KV line's factors multiply to the per-GPU figure it prints ------------------------------------------

def test_why_kv_line_counts_one_replicas_users(tmp_path):
    # Hand: Mistral-7B-class 8B model (Llama-3.1-8B): KV 2·32 layers·8 kv·128·2 B = 128 KiB/token. 200 users × 4,096
    # tokens × 128 KiB = 107 GB in all; a GPU holds only ITS replica's users (and a TP group splits them), so the
    # line must read users-per-replica × context × 128 KiB ÷ TP = the per-GPU figure — never all 200 users beside a
    # per-GPU total that is a fraction of it (a grader once re-multiplied the line and found it 2× off).
    from tools.explain import explain_lines

    r = answer(tmp_path, "Serve Llama 3.1 8B for 200 concurrent users with 4k context, at least 30 tokens/s each.")
    rec = r.recommendation
    assert rec is not None and rec.candidates and rec.per_gpu is not None, r.text[:600]
    top = rec.candidates[0]
    arch = load_arch(rec.workload.model, None)
    line = next(m for m in explain_lines(arch, rec) if m.code == "explain.kv_cache_kib_per")
    kib, users, ctx = line.args["value"], line.args["concurrency"], line.args["seq_len"]
    assert kib == pytest.approx(128)
    assert users == top.users_per_replica and users * top.replicas >= 200
    tp = line.args["tp"] or 1
    assert rec.per_gpu.kv_cache == pytest.approx(kib * 1024 * ctx * users / tp, rel=0.02)
