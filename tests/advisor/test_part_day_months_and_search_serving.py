"""A service run only some hours a day, priced and budgeted on those hours everywhere; a search service with a reranker
sized in both parts at its stated depth; a stated rate never read as a count of items.

- a budget per month (or day) held against a part-day service compares the month's cost at the stated hours
  (hours × 30.4 days) with the budget, never the budget spread over 730 h: "$50 a month, 1 h a day" on a $0.25/h card
  is $7.60 of $50.
- every serving answer (LLM, embedding endpoint, Whisper streams, image peaks, reranker) states its month at the same
  hours its note names.
- "bge-m3 embeddings plus bge-reranker-v2-m3, 50 qps" sizes both endpoints; "rerank the top 50" is 50 candidates a
  query, "100 queries/sec" a rate, "50 million product descriptions" 50,000,000 items.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.extract_stated import rerank_depth
from advisor.core.store import Store
from tests.conftest import module_engine, module_home
from tools.constraints import effective_budget, hourly_limit, period_spend
from tools.rerank import RERANK_DEPTH
from tools.schema import Budget, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def _budget(amount: float, per: str, hours: float | None) -> Budget:
    b = effective_budget(Workload(params_b=8, budget=Budget(amount=amount, per=per), usage_hours_per_day=hours))
    assert b is not None
    return b


def test_a_monthly_budget_of_a_part_day_service_is_spent_over_its_hours():
    # $50 a month, 1 h a day: 30.4 h of running a month, so $50 ÷ 30.4 h ≈ $1.64 an hour may be spent, and a $0.25/h
    # card spends 0.25 × 30.4 ≈ $7.60 of it. Around the clock the same $50 is $50 ÷ 730 ≈ $0.068/h.
    part_day = _budget(50, "month", 1)
    assert hourly_limit(part_day, None) == pytest.approx(50 / (730 / 24), rel=1e-3)
    assert period_spend(part_day, 0.25, None) == pytest.approx(7.60, abs=0.01)
    assert hourly_limit(_budget(50, "month", None), None) == pytest.approx(50 / 730, rel=1e-3)
    # a daily budget: $10 a day over 8 h of running is $1.25/h, not $10 ÷ 24
    assert hourly_limit(_budget(10, "day", 8), None) == pytest.approx(1.25)
    # a finite job is held by its own hours, whatever the service hours: 10 h of run + start-up inside the month
    assert hourly_limit(_budget(50, "month", 1), 10) == pytest.approx(50 / 10.25)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "within"), [
    # BF16 8B on a 48 GB card at ≈ $0.44–0.53/h × 30.4 h ≈ $13–16 a month: inside $50
    ("serve Llama-3.1-8B for 20 users, used 1h per day, budget $50 a month", "within"),
    # the same card ≈ ¥3.2–3.8/h × 60.8 h (2 h a day) ≈ ¥190–230: inside ¥300 (730 h would be ≈ ¥2,300, far over)
    ("部署 Llama-3.1-8B 给20人用，每天用2小时，每月预算300元", "within"),
])
def test_a_part_day_service_inside_its_monthly_budget_is_ranked(engine, text, within):
    out = engine.handle("b-" + text[:12], text).text
    assert "nothing can be ranked" not in out.lower() and "没有" not in out.split("\n\n")[2], out[:900]
    assert not re.search(r"% over the budget|超出预算", out), out[:900]


@pytest.mark.slow
def test_a_part_day_service_over_its_monthly_budget_is_over_by_its_month(engine):
    # $10 a month, 2 h a day: the cheapest FP8 card ≈ $0.25/h × 60.8 h ≈ $15.2, ≈ 52 % over $10 (not 265 %: that is
    # $0.25 against $10 ÷ 730 h)
    out = engine.handle("over", "serve Llama-3.1-8B for 20 users, used 2h per day, budget $10 a month").text
    m = re.search(r"\(≈ \$([\d.]+) a month\), (\d+)% over the budget", out)
    assert m, out[:900]
    month, pct = float(m.group(1)), int(m.group(2))
    assert pct == pytest.approx(100 * (month / 10 - 1), abs=3)
    assert pct < 100


@pytest.mark.slow
@pytest.mark.parametrize(("text", "hours"), [
    # 6 h × 30.4 d = 182.5 h; 8 h × 30.4 d = 243.3 h
    ("serve bge-m3 embeddings at 50 qps, used 6h per day", 182),
    ("部署 whisper-large-v3 语音转写服务，每天用8小时，10路并发", 243),
    ("serve SDXL at 2 images per second at peak, used 6h per day", 182),
    ("部署 bge-large-zh 向量模型和 bge-reranker-large 重排模型，每秒100个请求，每天用8小时", 243),
])
def test_every_serving_month_is_priced_on_the_stated_hours(engine, text, hours):
    out = engine.handle("m-" + text[:10], text).text
    said = [int(h.replace(",", "")) for h in re.findall(r"(?:a month[^()]*?|每月约 [^，]+，)([\d,]+) (?:h\)|小时)", out)]
    assert said and set(said) == {hours}, out[:1500]
    assert "730 h)" not in out and "730 小时）" not in out, out[:1500]
    # the headline's month is its hourly price × those hours (±1 %, rounding); a search service's headline names
    # every stage, each with its hourly price, and its month is their sum × those hours
    head = out.split("\n\n")[1]
    hourly = [float(h.replace(",", "")) for h in re.findall(r"(?:at |每小时 )[$¥]([\d,.]+)", head)]
    month = re.search(r"(?:≈ |每月约 )[$¥]([\d,.]+)", head)
    assert hourly and month, head
    assert float(month.group(1).replace(",", "")) == pytest.approx(sum(hourly) * hours, rel=0.01, abs=1)


@pytest.mark.parametrize(("text", "depth"), [
    ("serve bge-reranker-v2-m3 at 100 queries/sec, reranking the top 50 candidates per query", 50),
    ("rerank the top-20 with bge-reranker-large", 20),
    ("bge-reranker-v2-m3 over 30 passages per query", 30),
    ("bge-reranker-v2-m3 重排前50个候选", 50),
    ("用 bge-reranker-large 对前 20 条结果重排", 20),
    ("serve bge-m3 plus bge-reranker-v2-m3 for a RAG app, 50 qps", None),  # not said: RERANK_DEPTH assumed and said
])
def test_the_rerank_depth_is_read_as_said(text, depth):
    assert rerank_depth(text) == depth


def test_a_stated_rate_is_no_count_of_items():
    # "100 queries/sec" is a rate; the items are the 50 million descriptions, and "50 million" is no model size
    p = extract("Two things: (1) embed 50 million product descriptions (~150 tokens each) with bge-m3, once; (2) then "
                "serve bge-reranker-v2-m3 for search at 100 queries/sec, reranking the top 50 candidates per query."
                ).patch.model_dump(exclude_none=True)
    assert p["batch_requests"] == 50_000_000
    assert p["target_requests_per_s"] == 100
    assert "params_b" not in p


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "serve bge-m3 embeddings plus bge-reranker-v2-m3 for a RAG app, 50 qps",
    "bge-m3 for retrieval and bge-reranker-large to rerank, 50 requests per second",
])
def test_a_search_service_sizes_its_reranker_too(engine, text):
    out = engine.handle("r-" + text[:10], text).text
    # 50 queries/s × 10 candidates = 500 pairs/s: the reranker reads 10× the embedder's queries, each a query plus a
    # passage, so it is the bigger bill; both endpoints are priced and added, the sum heading the answer
    assert f"50 queries/s × {RERANK_DEPTH} = 500 pairs/s" in out, out
    m = re.search(r"≈ \$([\d,]+) a month in all", out.split("\n\n")[0] + out.split("\n\n")[1])
    rer = re.search(r"reranker: .*?≈ \$([\d,]+) a month", out)
    emb = re.search(r"query embeddings: .*?\(≈ \$([\d,]+) a month", out)
    assert m and rer and emb, out
    total, r_month, e_month = (float(x.group(1).replace(",", "")) for x in (m, rer, emb))
    assert total == pytest.approx(r_month + e_month, abs=2)
    assert r_month > e_month


@pytest.mark.slow
def test_a_stated_depth_scales_the_reranker(engine):
    # 100 q/s × 50 = 5,000 pairs/s of 32 + 150 = 182 tokens ≈ 0.91 M tokens/s × 2 · 0.568e9 ≈ 1.0 PFLOP/s — an expert's
    # 2–4 × H100 (0.4–0.5 PFLOP/s each at 40–50 %) or many small cards, ≈ $3–10k a month; at the assumed 10 it would
    # be a fifth of that
    out = engine.handle("d", "Two things: (1) embed 50 million product descriptions (~150 tokens each) with bge-m3, "
                             "once; (2) then serve bge-reranker-v2-m3 for search at 100 queries/sec, reranking the top "
                             "50 candidates per query. What hardware for each and what does it cost?").text
    assert "50,000,000 items × 150 tokens" in out, out[:600]
    assert "100 queries/s × 50 = 5,000 pairs/s of 182 tokens" in out, out
    rer = re.search(r"reranker: .*?≈ \$([\d,]+) a month", out)
    assert rer and 2_500 <= float(rer.group(1).replace(",", "")) <= 10_000, out


@pytest.mark.slow
@pytest.mark.parametrize(("text", "fits_small"), [
    # Llama-3-70B LoRA, FSDP over 4: BF16 weights 70.6e9 × 2 B = 141 GB ÷ 4 ≈ 35 GB a card before activations,
    # adapters and buffers (≈ 42 GB): over a 40 GB card's ≈ 39–40 GB usable, inside an 80 GB card's
    ("we own 4 A100s, LoRA Llama-3-70B", False),
    # Llama-3.1-8B serving on 2 cards: 16 GB of BF16 weights a replica + KV for 10 users: well inside a 40 GB card
    ("we own 2 A100s, serve Llama-3.1-8B for 20 users", True),
])
def test_owned_cards_named_by_family_say_the_variant_assumed(engine, text, fits_small):
    out = engine.handle("o-" + text[:12], text).text
    head = next(line for line in out.splitlines() if "your own" in line and "run it" in line)
    # the plan is on the common (most listed) variant, said as assumed, with the 40 GB verdict beside it
    assert "A100 80GB SXM" in head and "A100 variant not stated: assumed A100 80GB SXM" in head, head
    assert ("it fits too" in head) is fits_small and ("it does not fit" in head) is (not fits_small), head
    assert "say which you own" in head


@pytest.mark.slow
def test_an_owned_family_in_chinese_says_the_variant_too(engine):
    out = engine.handle("o-zh", "我们课题组只有4张A100，想微调 Qwen2.5-32B").text
    assert "没有说明是哪种 A100：按最常见的 A100 80GB SXM 计算" in out, out[:900]


@pytest.mark.slow
def test_an_owned_card_named_exactly_is_no_assumption(engine):
    out = engine.handle("o-x", "we own 4 A100 80GB SXM cards, LoRA Qwen2.5-32B").text
    assert "variant not stated" not in out, out[:900]


def _per_hour(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.slow
def test_a_place_whose_smallest_priced_machine_is_oversized_names_the_nearer_plans(engine):
    # Taiwan prices GCP's H100 only as the 8-GPU a3-highgpu-8g (≈ $102/h) and L4s as g2-standard from $0.82/h. An 8B
    # for 20 users in BF16: 16 GB of weights + 20 × 4,096 × 128 KiB = 10.7 GB of KV, ≈ 3.6 GB a card over 3 L4s
    # (3 replicas), ≈ 15 tokens/s each (300 GB/s ÷ 16 GB ≤ 19 steps/s): under our 20 default, which in BF16 only the
    # H100 machine meets at 102.36 ÷ (3 × 0.81844) ≈ 42× the price. No precision is stated, so FP8 leads: 8 GB of
    # weights + 10.7 GB of KV ≈ 20.6 GB of one L4's ≈ 21.6 GB pool, 300 GB/s ÷ 8 GB ≤ 37 steps/s, ≈ 24 tokens/s said:
    # the default is met on one L4 (0.81844 × 32 = 26.19 TWD/h; Taiwan's currency, fx.csv 32 per USD), so no
    # multiple of the H100 machine is said, the BF16 3 × L4 (78.57 TWD/h) is said beside it, and never the $102/h box
    # in the headline. At the full 4,096-token context one L4 gives ≈ 12 tokens/s (8 + 10.7 GB read a step), so our 20
    # default is met in Taiwan only by the H100 machine: 102.36 × 32 = 3,275.48 TWD/h ÷ 26.19 ≈ 125× the pick, said
    # as that plan beside the pick, never as the pick, and never "no plan reached our default" (untrue: it did)
    out = engine.handle("tw", "serve Llama-3.1-8B for 20 users, data must stay in Taiwan").text
    head = next(x for x in out.splitlines() if "Llama-3.1-8B serving" in x)
    assert "rent gcp g2-standard-4 (1 × L4 24 GB) at 26.19 TWD/h" in head, head
    assert "In BF16: 3 × gcp g2-standard-4 (1 × L4 each) at 78.57 TWD/h" in head, head
    assert "a3-highgpu-8g" not in head and "no plan reached our 20 tokens/s default" not in head, head
    assert "met in Taiwan only by gcp a3-highgpu-8g (8 × H100 SXM) at 3,275.48 TWD/h" in out, out[:1500]
    assert re.search(r"125(\.\d)?× this plan's price: this plan meets it at the typical request but gives ≈ 12 "
                     r"tokens/s per user with every stream at the full 4,096-token context", out), out[:1500]
    assert "no plan within your constraints reached" not in out, out


@pytest.mark.slow
def test_a_budget_far_below_the_plan_names_that_plan(engine):
    # $100 a month ÷ 730 h ≈ $0.137/h; BF16 in Taiwan is cheapest on 3 × L4 (g2-standard-4 at $0.81844/h each, ≈
    # $2.46/h): 2.46 × 730 ÷ 100 ≈ 18× the budget, and the "18×" must say which plan it is
    out = engine.handle("tw-b", "serve Llama-3.1-8B in BF16 for 20 users, only in Taiwan, budget 100 USD a month").text
    m = re.search(r"the cheapest plan that fits as asked \(BF16 weights\), (.+?) at \$([\d,.]+)/h, costs (\d+)× the "
                  r"budget", out)
    assert m and "L4" in m.group(1), out[:1500]
    assert int(m.group(3)) == pytest.approx(_per_hour(m.group(2)) * 730 / 100, abs=1)


class _Plan:
    """The two figures the fastest-serving stop reads: the hour's price and the per-user speed."""

    def __init__(self, hourly: float, tps: float) -> None:
        self.hourly, self.per_user_tps = hourly, tps


def test_fastest_serving_stops_where_a_doubling_of_price_buys_under_a_tenth_more_speed():
    from tools.recommend import fastest_knee

    # an 8B model for 20 users: 1 × A6000 $0.53 32 tok/s, GH200 $2.29 119, 1 × B200 $6.99 181, 2 × $13.58 218,
    # 4 × $27.16 248, 8 × $53.52 265. 2 → 4 × B200: 248/218 = 1.14 for one doubling (+14 %: worth it);
    # 4 → 8 ×: 265/248 = 1.07 for 0.98 doublings (+7 %: under 10 %), so the climb stops at 4 × B200.
    # A dearer, slower plan ($9, 150 tok/s) is off the frontier and never the stop.
    plans = [_Plan(0.53, 32), _Plan(2.29, 119), _Plan(9.0, 150), _Plan(6.99, 181), _Plan(13.58, 218),
             _Plan(27.16, 248), _Plan(53.52, 265)]
    knee = fastest_knee(plans)  # type: ignore[arg-type]
    assert knee is not None and (knee.hourly, knee.per_user_tps) == (27.16, 248)
    # a price gap before a real gain does not stop the climb: $1 → $1.9 for +3 %, then $2 for 2× the speed — from $1
    # the best reachable rate is 2^(1/1) − 1 = +100 % a doubling, so it climbs to the $2 plan
    gap = [_Plan(1.0, 100), _Plan(1.9, 103), _Plan(2.0, 200)]
    top = fastest_knee(gap)  # type: ignore[arg-type]
    assert top is not None and top.hourly == 2.0


@pytest.mark.slow
def test_fastest_serving_says_where_it_stopped(engine):
    # An 8B model for 20 users under "fastest": 8 × B200 ≈ 375 tok/s (FP8) at $53.52/h is the top; 2 × B200 ≈ 295 at
    # $13.58/h is within about a fifth of it (inside the at-load estimate's 37 % median error) for a quarter of the
    # price, so it leads and the top is named with its speed and price multiple (tools.recommend.within_band); where
    # no such plan is listed the knee's line ("Fastest worth paying for") says where the climb stopped.
    out = engine.handle("fast", "serve Llama-3.1-8B for 20 users, as fast as possible").text
    m = re.search(r"(?:Fastest worth paying for|About as fast for far less): .*?the fastest listed, (.+?) at "
                  r"\$([\d,.]+)/h \(≈ ([\d,]+) tokens/s per user\), is (\d+)% faster for ([\d.]+)× the price", out)
    assert m, out[:1500]
    pick = re.search(r"at \$([\d,.]+)/h; ≈ ([\d,]+) tokens/s per user", out)
    assert pick, out[:900]
    price, tps = _per_hour(pick.group(1)), _per_hour(pick.group(2))
    fast_price, fast_tps = _per_hour(m.group(2)), _per_hour(m.group(3))
    assert price < fast_price and tps < fast_tps
    # the pick costs at most 0.8 of the top's hour and is within about a fifth of its speed (≥ 0.75 after rounding
    # and the FP8 re-run), or past it each doubling of the price buys under 10 %
    import math
    assert (price <= 0.8 * fast_price and tps >= 0.75 * fast_tps) or \
        (fast_tps / tps) ** (1 / math.log2(fast_price / price)) < 1.10


@pytest.mark.slow
@pytest.mark.parametrize("follow", ["around the clock", "reset", "what about a cheaper card"])
def test_an_english_turn_after_a_traditional_chinese_one_is_answered_in_english(tmp_path, follow):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "serve Llama-3.1-8B for 20 users")
    assert eng.handle("t", "快啲").language == "zh-Hant"
    assert eng.handle("t", follow).language == "en"


@pytest.mark.slow
def test_a_names_only_follow_up_keeps_the_thread_language(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "部署 Llama-3.1-8B 給20人用")
    assert eng.handle("t", "H100?").language == "zh-Hant"
    assert eng.handle("t", "export").language == "zh-Hant"


@pytest.mark.slow
def test_the_full_tables_month_of_serving_is_at_the_stated_hours(engine):
    # 6 h a day: a month is 6 × 30.4 = 182.5 h, so the table's "month of serving" is each row's hour × 182.5
    # ($0.53/h → ≈ $97), the headline's figure, not × 730 (≈ $387)
    r = engine.handle("full6", "serve Llama-3.1-8B for 20 users, used 6h per day")
    rows = re.findall(r"^\| \d+ \| \$([\d.]+) \|.*\| \$([\d,]+) \| [^|]* \|$", r.full, re.M)
    assert rows, r.full[:2000]
    for hour, month in rows:
        assert float(month.replace(",", "")) == pytest.approx(float(hour) * 182.5, abs=1)


@pytest.mark.parametrize(("text", "items"), [
    ("embed 50 million documents with bge-m3, then serve bge-reranker-v2-m3 at 50 qps", 50_000_000),
    ("用 bge-m3 向量化5000万篇文档", 50_000_000),  # 5000 × 万 (10⁴)
    ("用 bge-m3 向量化3億條文檔", 300_000_000),  # 3 × 億 (10⁸)
    ("embed 2.5 million passages with bge-m3 and rerank at 20 requests per second", 2_500_000),
])
def test_counts_of_items_in_millions_wan_and_yi_are_items(text, items):
    p = extract(text).patch.model_dump(exclude_none=True)
    assert p["batch_requests"] == items
    assert "params_b" not in p
