"""When the sizing succeeds but no priced row is allowed (a card the catalog cannot price, mainland-only clouds that
publish no hourly price), the headline is still a plan: the card and count that hold the load, its GPU-hours as the
cost formula (× the user's quote, never an invented price), and against a stated budget the per-GPU-hour quote that
stays within it; the priced plans after it are labelled as alternatives. When the stated precision fits nothing in
the stated place, the lower-precision routes are tried there before any plan elsewhere."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.render import nothing_title
from advisor.core.script import to_script
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Msg, Recommendation

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    return e.handle("t", q).text


def _head(answer: str) -> str:
    """The bold headline: the second bold paragraph (the first is the workload line)."""
    bold = [ln for ln in answer.splitlines() if ln.startswith("**") and ln.endswith("**")]
    return bold[1]


def _money(text: str) -> float:
    return float(text.replace(",", ""))


def test_the_plan_headline_has_a_wording_in_each_language_with_the_same_figures():
    # The same args in every language: the card, the count and the GPU-hours must appear in each rendering.
    cost = Msg(code="recommend.unpriced_plan.month_cost", args={"n": 2, "hours": 730, "gh": 1460.0})
    m = Msg(code="recommend.unpriced_plan", args={
        "model": "M", "n": 2, "name": "H20", "need": 90.0, "usable_gb": 103.1, "where": Msg(code="recommend.one_machine"),
        "took": None, "cost": cost, "budget": None, "chosen": None, "ref": None})
    for lang in ("en", "zh", "zh-Hant"):
        text = to_script(m.text(lang), lang)
        assert "H20" in text and "1,460" in text and "730" in text, (lang, text)
    assert "plan 2 × H20" in m.text("en") and "no public price" in m.text("en").lower()


def test_the_list_under_a_plan_headline_is_titled_as_alternatives_not_nothing_fits():
    r = Recommendation.model_construct(headline=Msg(code="recommend.unpriced_plan", args={}))
    assert nothing_title(r, "en") != "Nothing fits as asked"
    r2 = Recommendation.model_construct(headline=Msg(code="recommend.nothing_can_be_ranked", args={}))
    assert nothing_title(r2, "en") == "Nothing fits as asked"  # a real dead end keeps its title


@pytest.fixture(scope="module")
def h20_serving(tmp_path_factory):
    return _ask(tmp_path_factory, "Serve gpt-oss-120b for 20 users at once, 8k context, H20 only. "
                                  "Budget ¥20,000 a month.")


@pytest.mark.slow
def test_an_unpriced_card_that_holds_the_load_heads_a_plan_with_a_budget_line(h20_serving):
    # Hand: gpt-oss-120b in MXFP4 is ≈ 61-65 GB of weights; 20 × 8k of sliding-window KV is ≈ 6 GB, so one 96 GB H20
    # holds it. Always on: 1 GPU × 730 h = 730 GPU-hours a month. ¥20,000 ÷ 730 = ¥27.397 → "¥27.40" per GPU-hour.
    h = _head(h20_serving)
    assert "plan 1 × H20" in h, h
    assert "nothing can be ranked" not in h.lower(), h
    assert "730 GPU-hours" in h, h
    assert "¥27.40 per GPU-hour" in h, h
    assert "Nothing fits as asked" not in h20_serving, h20_serving


@pytest.fixture(scope="module")
def h20_training(tmp_path_factory):
    return _ask(tmp_path_factory, "只用H20全参微调Qwen2.5-7B，数据5000万token，训2个epoch，总预算¥3000")


@pytest.mark.slow
def test_an_unpriced_card_for_a_sized_job_says_its_gpu_hours_and_the_quote_the_budget_allows(h20_training):
    # Hand: the job's cost is its GPU-hours × the quote, so a total budget of ¥3,000 allows a quote up to
    # ¥3,000 ÷ GPU-hours; the figure printed must be that division of the GPU-hours printed (to rounding).
    h = _head(h20_training)
    assert re.search(r"方案是 \d+ × H20", h), h
    assert "无法排名" not in h, h
    gh = _money(re.search(r"费用 = ([\d,.]+) GPU 小时", h).group(1))  # one decimal under 100 GPU-hours
    quote = _money(re.search(r"每 GPU 小时 ¥([\d,.]+)(?: 才在你的预算|，而目录里)", h).group(1))
    assert quote == pytest.approx(3000 / gh, rel=0.01), (gh, quote)
    assert "按当前条件没有可行方案" not in h20_training, h20_training


@pytest.fixture(scope="module")
def mainland(tmp_path_factory):
    return _ask(tmp_path_factory, "只能用国内的云，部署 Qwen2.5-72B 给 20 个人同时用，预算每月3万，够不够？")


@pytest.mark.slow
def test_mainland_clouds_without_prices_head_the_first_family_as_the_plan(mainland):
    # Hand: a month of an always-on plan of N GPUs is N × 730 GPU-hours; ¥30,000 a month allows a quote of
    # ¥30,000 ÷ (N × 730) per GPU-hour (N = 2: ¥20.55; N = 4: ¥10.27; N = 8: ¥5.14, far under the listed H100 SXM
    # hour, so said as not enough). Read N from the headline, check the division.
    h = _head(mainland)
    m = re.search(r"每月 = (\d+) 卡 × 730 小时 = ([\d,]+) GPU 小时", h)
    assert m is not None, h
    n = int(m.group(1))
    assert _money(m.group(2)) == n * 730
    quote = _money(re.search(r"每 GPU 小时 ¥([\d,.]+)(?: 才在你的预算|，而目录里)", h).group(1))
    assert quote == pytest.approx(30000 / (n * 730), abs=0.01), (n, quote)


@pytest.fixture(scope="module")
def taiwan_h20(tmp_path_factory):
    return _ask(tmp_path_factory, "我們只用 H20 部署 Llama-3.3-70B，同時 30 人在用，預算每月 NT$8萬，可以嗎？")


@pytest.mark.slow
def test_traditional_chinese_gets_the_plan_headline_in_its_script(taiwan_h20):
    # Hand: Llama-3.3-70B BF16 is 141 GB of weights; two 96 GB H20s (≈ 206 GB) hold it with 30 × 4k of KV (≈ 40 GB).
    # A month = 2 × 730 = 1,460 GPU-hours; NT$80,000 ÷ 1,460 = NT$54.79 per GPU-hour.
    h = _head(taiwan_h20)
    assert "方案是 2 × H20" in h, h
    assert "1,460 GPU 小時" in h, h
    assert "54.79" in h, h


@pytest.fixture(scope="module")
def in_place(tmp_path_factory):
    return _ask(tmp_path_factory, "Host Qwen2.5-72B in Hong Kong for 80 staff; the data must stay in Hong Kong. "
                                  "Which cloud is cheapest per month?")


@pytest.mark.slow
def test_a_place_where_bf16_fits_nothing_tries_lower_precision_there_first(in_place):
    # Hand: BF16 72B needs ≈ 166 GB with headroom; 8-bit weights halve the 145 GB of weights to ≈ 73 GB, which fits
    # a few 24 GB cards or 80 GB ones. So a plan in Hong Kong exists at a lower precision, and the answer must head it
    # rather than send the user abroad, and must not mark Hong Kong as unmet.
    h = _head(in_place)
    assert re.search(r"In (FP8|INT8|INT4)", h), h
    assert "/h" in h and "a month" in h, h
    assert "❌ Hong Kong" not in in_place, in_place
    assert "Nothing priced in Hong Kong" not in in_place, in_place
