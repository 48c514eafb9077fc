"""The answer's first line never says something false about the plans the same answer shows
(tools.recommend.nothing_ranked_headline, card_by_cluster, _without_hardware_rec; advisor.core.render.nothing_title):
a budget below every priced plan is refused against the cheapest plan with its price and multiple, never "no, the
card cannot" when the card holds the work; a stated machine that cannot hold the job is refused with its figure and
the headline goes on to the plan shown (the same card over RDMA first); "nothing can be ranked", "Nothing fits as
asked", "no plan has a public price … cannot be checked" never stand above a priced plan."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from advisor.core.messages import word
from advisor.core.render import nothing_title
from tests.conftest import module_engine, module_home
from tools.recommend import card_by_cluster, nothing_ranked_headline
from tools.schema import Constraint, Msg, Recommendation, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# the openers that say no priced plan exists or nothing can be ranked (en, 简体, 繁體)
FALSE_OPENERS = re.compile(
    r"nothing can be ranked|[无無]法排名|Nothing fits as asked|[没沒]有可行方案|"
    r"No plan that holds this workload has a public price|cannot be checked|[无無]法核[对對]")
# a price per hour shown in the answer (a priced plan): "$0.49/h", "4,608.00 TWD/h", "每小时 ¥3.53", "每小時 23.68 TWD"
PRICED = re.compile(r"[\d,.]+(?: [A-Z]{3})?/h\b|每小[时時] [¥$€£]?[\d,.]+")


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def _run(over: bool, found: bool) -> SimpleNamespace:
    # nothing_ranked_headline reads only these two fields of the recommender's Run
    return SimpleNamespace(over_budget=[object()] if over else [], fallback_found=found)


NO_8_A100 = Msg(code="recommend.no_cannot_do_this_on_gpu", args={"what": "8 × A100", "why": "≈ 147 GB per GPU"})
CLUSTER = Msg(code="recommend.multi_node_route", args={
    "fleet": "8 × aws p4d.24xlarge", "region": "us-east-1", "moved": False, "machines": 8, "gpus": 64,
    "gpu": "A100 40GB SXM", "money": "$262.16", "took": "15.4 h", "cost": "$4,037.26", "check": None})
CHEAPEST = Msg(code="recommend.the_cheapest_plan_that", args={
    "fleet": "runpod 2x_MI300X_SECURE (2 × MI300X)", "money": "$4.78", "month": None, "job": None, "fit": None,
    "others": None, "per_token": False, "speed": None, "over": True})


def test_a_budget_below_every_plan_refuses_the_budget_not_the_card():
    # plans that hold the work passed every filter but the budget (Run.over_budget non-empty): the headline says
    # the budget is what failed, then the budget line with the cheapest plan's price and multiple
    budget_line = Msg(code="recommend.nothing_fits_a_budget_far", args={
        "money": "$10.00", "per": Msg(code="period.budget", args={"per": "month"}), "asked": None, "times": 36.0,
        "fleet": "runpod 1x_L4_SECURE (1 × L4)", "money_2": "$0.49", "load": None})
    h = nothing_ranked_headline(_run(over=True, found=False), "Qwen2.5-3B", budget_line, [budget_line])
    assert h.code == "recommend.headline_over_budget"
    en, zh = word(h, "en"), word(h, "zh")
    assert en.startswith("Qwen2.5-3B: ❌ over your budget") and "$0.49/h" in en and "36×" in en
    assert "超出预算" in zh and "36 倍" in zh
    assert not FALSE_OPENERS.search(en) and not FALSE_OPENERS.search(zh)


def test_a_stated_machine_refused_leads_to_the_same_card_over_rdma():
    # both plans shown: the stated card over machines joined by RDMA keeps what the user chose, so it leads; the
    # cluster's own figures (8 machines of 8 = 64 cards, its hour, hours and job cost) are carried, not recomputed
    h = nothing_ranked_headline(_run(over=False, found=True), "Qwen2.5-72B", NO_8_A100, [NO_8_A100, CLUSTER, CHEAPEST])
    assert h.code == "recommend.headline_shown"
    en, zh = word(h, "en"), word(h, "zh")
    assert en.startswith("Qwen2.5-72B: No, 8 × A100 cannot hold this")
    assert "Instead: 8 machines over InfiniBand / RoCE, 64 × A100 40GB SXM in all, $262.16/h, ≈ 15.4 h, " \
           "≈ $4,037.26 for the job" in en
    assert "改用：8 台机器经 InfiniBand / RoCE 互连，共 64 张 A100 40GB SXM" in zh and "整个任务约 $4,037.26" in zh
    assert not FALSE_OPENERS.search(en) and not FALSE_OPENERS.search(zh)


def test_without_a_cluster_the_cheapest_plan_without_the_constraint_is_named_with_the_budget_said():
    # no RDMA plan of the card: the cheapest plan without it, and (found only with the budget dropped) "over budget"
    h = nothing_ranked_headline(_run(over=False, found=True), "Llama-3.1-70B", NO_8_A100, [NO_8_A100, CHEAPEST])
    en, zh = word(h, "en"), word(h, "zh")
    assert "Instead, without that constraint: runpod 2x_MI300X_SECURE (2 × MI300X) at $4.78/h — ❌ over your " \
           "budget" in en
    assert "去掉这一限制的方案：runpod 2x_MI300X_SECURE (2 × MI300X)，每小时 $4.78——❌ 超出预算" in zh


def test_nothing_can_be_ranked_only_when_no_plan_is_shown():
    # no budget-only miss, no fallback plan found: the plain refusal is the truth
    h = nothing_ranked_headline(_run(over=False, found=False), "X", NO_8_A100, [NO_8_A100])
    assert h.code == "recommend.nothing_can_be_ranked"
    # a plan shown elsewhere (a nearby place) whose first line is not a refusal of stated hardware: no "instead"
    # tail is made up, the first line is quoted as it is
    near = Msg(code="recommend.no_priced_instance_in")
    h2 = nothing_ranked_headline(_run(over=False, found=True), "X", near, [near, CHEAPEST])
    assert h2.code == "recommend.headline_shown" and h2.args["plan"] is None


def _c(name: str, status: str) -> Constraint:
    return Constraint(name=name, stated=name, status=status,
                      message=Msg(code="recommend.no_see_the_line"))


def test_the_card_is_kept_by_a_cluster_of_that_card_the_count_is_what_failed():
    # "one 8 × A100 node": the count (8) is refused with its figure; the plan shown runs on A100s, so "❌ A100" is
    # false and becomes honoured by that plan
    cs = [_c("gpus", "refused"), _c("gpu", "refused"), _c("budget", "honoured")]
    out = card_by_cluster(cs, [CLUSTER])
    assert [c.status for c in out] == ["refused", "honoured", "honoured"]
    assert out[1].message.code == "recommend.card_kept_by_cluster"
    assert "A100 40GB SXM (8 machines)" in word(out[1].message, "en")
    # a card refused with no refused count (the card itself cannot), or no cluster shown: left as it was
    assert card_by_cluster([_c("gpu", "refused")], [CLUSTER])[0].status == "refused"
    assert card_by_cluster(cs, [CHEAPEST]) == cs


def _rec(headline: Msg, lines: list[Msg]) -> Recommendation:
    return Recommendation.model_construct(model="X", headline=headline, nothing_fits=lines,
                                          workload=Workload(model="X"))


def test_the_title_over_the_lines_says_nothing_fits_only_when_nothing_is_shown():
    shown = Msg(code="recommend.headline_shown", args={"model": "X", "first": NO_8_A100, "plan": None})
    over = Msg(code="recommend.headline_over_budget", args={"model": "X", "first": NO_8_A100})
    none = Msg(code="recommend.nothing_can_be_ranked", args={"model": "X", "first": NO_8_A100})
    partly = Msg(code="recommend.owned_runs_partly", args={"model": "X", "ways": [], "first": NO_8_A100})
    assert nothing_title(_rec(shown, [CHEAPEST]), "en") == "Other options (some outside your limits)"
    assert nothing_title(_rec(over, []), "zh") == "其他选项（部分超出你的限制）"
    assert nothing_title(_rec(partly, [CHEAPEST]), "en") == "Other options (some outside your limits)"
    assert nothing_title(_rec(none, [NO_8_A100]), "en") == "Nothing fits as asked"


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def _headline(out: str) -> str:
    # the bold line after the workload header (which carries " · ")
    return next(line for line in out.splitlines() if line.startswith("**") and " · " not in line)


@pytest.mark.slow
def test_a_budget_below_the_stated_cards_plan_is_refused_with_its_multiple_en(engine):
    out = engine.handle("b-en", "serve Qwen2.5-3B for 5 users, only L4, budget $10 a month").text
    head = _headline(out)
    # by hand: Qwen2.5-3B in BF16 ≈ 6.2 GB of weights + KV for 5 × 4,096 tokens (36 layers × 2 KV heads × 128 ×
    # 2 × 2 B ≈ 36 KiB a token → 0.75 GB): one 24 GB L4 holds it, so the card is not what fails. A public L4 hour
    # is $0.4–0.8 → $290–580 for a 730-hour month → 29–58 × the $10 budget; the multiple is the plan's month / 10
    m = re.search(r"\(1 × L4\) at \$([\d.]+)/h, costs ([\d,]+)× the budget", head)
    assert head.startswith("**Qwen2.5-3B: ❌ over your budget") and m, head
    price, times = float(m[1]), _num(m[2])
    assert 29 <= times <= 58 and abs(times - price * 730 / 10) <= 1
    assert "cannot do this" not in head and not FALSE_OPENERS.search(out)


@pytest.mark.slow
def test_a_budget_below_the_stated_cards_plan_is_refused_with_its_multiple_zh(engine):
    out = engine.handle("b-zh", "部署 Qwen2.5-3B 给5个人用，只用L4，预算每月30元").text
    head = _headline(out)
    # by hand: the same fit as above; an L4 hour of ¥3–6 is ¥2,190–4,380 a month → 73–146 × ¥30
    m = re.search(r"（1 × L4）（每小时 ¥([\d.]+)）也要预算的 ([\d,]+) 倍", head)
    assert "❌ 按所问超出预算" in head and m, head
    price, times = float(m[1]), _num(m[2])
    assert 73 <= times <= 146 and abs(times - price * 730 / 30) <= 1
    assert "做不了" not in head and not FALSE_OPENERS.search(out)


@pytest.mark.slow
def test_a_named_card_over_budget_still_names_a_cheaper_card_within_it_en(engine):
    out = engine.handle("c-en", "serve Llama-3.1-8B for 5 users on an A100 80GB, budget $600 a month").text
    head = _headline(out)
    # by hand: 8B in BF16 ≈ 16.1 GB + KV 5 × 4,096 × 128 KiB ≈ 2.7 GB ≈ 19 GB: a 24 GB card holds it. An A100 80GB
    # hour is $1.2–1.8 → $870–1,300 a month, over $600; a 24 GB card at $0.25–0.5/h is $180–365, within it. The card
    # holds the work, so no "cannot do this"; the budget leads, then the plan within it
    m = re.search(r"\(1 × A100 80GB \w+\) at \$([\d.]+)/h \(≈ \$([\d,]+) a month\), (\d+)% over the budget\. Instead, "
                  r"without that constraint: .*? at \$([\d.]+)/h \(≈ \$([\d,]+) a month\) \(below\)", head)
    assert head.startswith("**Llama-3.1-8B: ❌ over your budget") and m, head
    assert _num(m[2]) > 600 and abs(int(m[3]) - round((_num(m[2]) / 600 - 1) * 100)) <= 1
    # the hour is shown rounded to the cent: its 730-hour month may differ from the shown month by ≤ $0.005 × 730
    assert _num(m[5]) <= 600 and abs(_num(m[5]) - float(m[4]) * 730) <= 0.005 * 730 + 1
    assert re.search(r"⚠️ \$600\.00 per month \(adjusted\): not on the stated hardware", out)
    assert "cannot do this" not in out and not FALSE_OPENERS.search(out)


@pytest.mark.slow
def test_one_8_gpu_node_too_small_leads_with_the_rdma_plan_en(engine):
    out = engine.handle("n-en", "full fine-tune Qwen2.5-72B on 1B tokens on one 8x H100 node, budget $50k. "
                                "how long?").text
    head = _headline(out)
    # by hand: full fine-tune state 16 B/param × 72.7 B ≈ 1,163 GB: one node of 8 × 80 GB cannot; with × 1.2
    # headroom ≈ 1,396 GB > 2 nodes' 16 × 85.5 = 1,368 GB → at least 3 machines. FLOPs 6 × 72.7e9 × 1e9 = 4.36e20;
    # 32 H100 × 989 TFLOPS × 40 % → 9.6 h, so ≥ 9.6 × 32 / GPUs hours
    m = re.search(r"Instead: (\d+) machines over InfiniBand / RoCE, (\d+) × H100 SXM in all, \$([\d,.]+)/h, "
                  r"≈ ([\d.]+) h, ≈ \$([\d,.]+) for the job", head)
    # with ZeRO-3 and the optimizer states in host RAM the node holds it (≈ 20.7 GB a card, ≈ 1 TB of host RAM), slower
    # per step: "yes, slower", then the RDMA plan that holds it on the GPUs
    assert head.startswith("**Qwen2.5-72B: Yes, slower: 8 × H100 SXM can do this full fine-tune, not with the AdamW "
                           "states on the GPU") and m, head
    machines, gpus, hourly, hours, cost = int(m[1]), int(m[2]), _num(m[3]), float(m[4]), _num(m[5])
    assert machines >= 3 and gpus == 8 * machines
    assert 9.6 * 32 / gpus <= hours <= 2.5 * 9.6 * 32 / gpus and abs(cost - hourly * hours) <= 0.05 * cost
    assert re.search(r"✅ H100 \(honoured\): the multi-node plan below runs on H100", out)
    assert "⚠️ 8 GPUs (adjusted): Fits with the optimizer states in host RAM" in out and not FALSE_OPENERS.search(out)


@pytest.mark.slow
def test_one_8_gpu_node_too_small_leads_with_the_rdma_plan_zh_hant(engine):
    out = engine.handle("n-zh", "用一台 8 卡 A100 全參數微調 Llama-3.1-70B，資料 5億 tokens，要多久？").text
    head = _headline(out)
    # by hand: 16 B/param × 70.6 B ≈ 1,130 GB of state: one 8-card A100 machine (640 GB at most) cannot hold it on the
    # GPUs; with the optimizer states in host RAM it can, slower, as torchtune measures (70B, 8 × A100, 13.9 GiB)
    m = re.search(r"改用：(\d+) 臺機器經 InfiniBand / RoCE 互連，共 (\d+) 張 A100", head)
    assert "可以，但更慢：8 張 A100" in head and "AdamW 狀態放在 GPU 上不行" in head and "實測" in head and m, head
    assert int(m[2]) == 8 * int(m[1])
    assert "✅ A100" in out and not FALSE_OPENERS.search(out)


@pytest.mark.slow
def test_a_card_that_cannot_and_a_budget_nothing_meets_still_shows_the_cheapest_plan_zh(engine):
    out = engine.handle("a-zh", "只用 A10 部署 Llama-3.1-70B 给 40 人同时用，预算每月一万元").text
    head = _headline(out)
    # by hand: 70B in BF16 ≈ 141 GB of weights + KV 40 × 4,096 × 320 KiB ≈ 54 GB: no A10 machine holds it; without
    # the card, ~200 GB needs 3 × 80 GB cards or 2 × MI300X at ≥ ¥30/h → ≥ ¥22,000 a month > ¥10,000, so nothing
    # is within the budget anywhere: the cheapest plan is shown with its price, refused against the budget
    m = re.search(r"去掉这一限制的方案：.*?每小时 ¥([\d,.]+)（每月约 ¥([\d,]+)）——❌ 超出预算", head)
    assert "不行，A10 做不了" in head and m, head
    month = _num(m[2])
    assert month > 10_000 and abs(month - _num(m[1]) * 730) <= 0.01 * month
    t = re.search(r"是预算的 ([\d.]+) 倍", out)
    assert t and abs(float(t[1]) - month / 10_000) <= 0.05, out
    assert not FALSE_OPENERS.search(out)


SPREAD = [
    "serve Llama-3.1-70B for 40 users on a single A10G, budget $2,000 a month",
    "serve Llama-3.1-8B for 5 users on an H100 only, budget $100 a month",
    "full fine-tune Qwen2.5-14B on 100M tokens on a single A100 40GB",
    "we own 2 RTX 3090, serve Llama-3.1-70B for 10 users",
    "serve Mixtral-8x7B for 30 users in Frankfurt, runpod only",
    "用一台8卡4090全参微调 Llama-3.1-70B，数据 3 亿 tokens，预算 5 万元",
    "只用 T4 部署 Llama-3.1-70B 给 20 人用",
    "部署 Qwen2.5-14B 给 200 人用，只用 RTX 3090，预算每月 2000 元",
    "在台灣只用一張 RTX 4090 部署 Qwen2.5-32B 給 20 人用，預算每月 NT$3000",
    "用一台 8 卡 L40S 全參數微調 Llama-3.1-70B，資料 2 億 tokens，要多久多少錢？",
    "在台灣部署 Mixtral-8x22B 給 20 人用，只要 2 張 A100 40GB",
]


@pytest.mark.slow
def test_no_false_opener_above_a_priced_plan_across_a_spread(engine):
    # each of these shows a priced plan (a card that cannot, a budget nothing meets, a place or provider with no
    # row, an owned machine that runs it partly); none may say nothing can be ranked / fits / has a price
    bad = []
    for i, q in enumerate(SPREAD):
        out = engine.handle(f"s{i}", q).text
        assert PRICED.search(out), (q, out)  # the spread is of answers that show a price
        if FALSE_OPENERS.search(out):
            bad.append((q, FALSE_OPENERS.findall(out)))
    assert not bad, bad
