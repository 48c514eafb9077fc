"""A batch confined to a place whose clouds publish no hourly price (mainland China for a model only 8-GPU H800
bare-metal machines hold) is sized on those machines all the same: the headline names the plan, its job time and its
GPU-hours (the cost is GPU-hours × the user's quote, never an invented price), a priced reference elsewhere is
labelled as such, and the deadline is judged on the compute time — never "no configuration finishes within 7 days"
when only the price is missing."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# Hand figures (DeepSeek-V3, 671 B total / 37 B active, FP8 weights ≈ 671 GB, model card):
# - one 8 × H800 80 GB machine holds 640 GB < 671 GB, so a replica spans 2 machines: 16 × H800;
# - 10 M reviews × 100 tokens in = 1e9 prompt tokens × 2 × 37e9 FLOP ≈ 7.4e19 FLOP of prefill; even at the FP8 dense
#   peak of 16 H800 (16 × 1,979 TFLOP/s ≈ 3.2e16 FLOP/s) that is ≥ 2,300 s ≈ 0.65 h, so the job takes over 0.65 h;
# - the deadline is 5 days = 120 h, and the job is hours, so it is met;
# - GPU-hours = 16 × the job's run hours.
QUESTIONS = {
    "zh": "用DeepSeek-V3给1000万条商品评论做情感分类，每条约100 token，输出约20 token，5天内跑完，只用国内的云，最便宜怎么做",
    "zh-Hant": "用DeepSeek-V3幫1000萬則商品評論做情感分類，每則約100 token，輸出約20 token，5天內跑完，"
               "只用中國大陸的雲，最便宜怎麼做",
    "en": "Label 10 million product reviews with DeepSeek-V3 (about 100 tokens in, 20 tokens of JSON out each) within "
          "5 days, mainland China clouds only, cheapest?",
}
MISSED = ("无法满足", "無法滿足", "cannot be met", "No listed configuration finishes", "目录中没有能在", "目錄中沒有能在")
NOTHING = ("Nothing in the catalog holds this work", "目录中没有能承载该负载的方案", "目錄中沒有能承載該負載的方案")


@pytest.fixture(scope="module")
def answers(tmp_path_factory):
    out = {}
    for lang, q in QUESTIONS.items():
        e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
        out[lang] = e.handle("t", q).text
    return out


def _head(answer: str) -> str:
    bold = [ln for ln in answer.splitlines() if ln.startswith("**") and ln.endswith("**")]
    return bold[1]


def _hours(head: str) -> float:
    m = re.search(r"(?:takes ≈|任务约|任務約) ?([\d.]+) ?(h|小时|小時|days|天)", head)
    assert m, head
    return float(m.group(1)) * (24 if m.group(2) in ("days", "天") else 1)


def _gpu_hours(head: str) -> float:
    m = re.search(r"([\d,.]+) ?(?:GPU-hours|GPU 小时|GPU 小時)", head)
    assert m, head
    return float(m.group(1).replace(",", ""))


@pytest.mark.parametrize("lang", list(QUESTIONS))
def test_the_headline_plans_the_batch_on_the_unpriced_machines_with_its_time_and_gpu_hours(answers, lang):
    head = _head(answers[lang])
    assert "16 × H800" in head, head
    hours, gh = _hours(head), _gpu_hours(head)
    assert 0.65 < hours < 120, head
    # GPU-hours are the 16 GPUs × the run hours (the shown hours add the machines' start-up, so a little above)
    assert 16 * (hours - 0.6) <= gh <= 16 * hours * 1.01, (gh, hours, head)


@pytest.mark.parametrize("lang", list(QUESTIONS))
def test_a_missing_price_never_makes_the_deadline_unmeetable(answers, lang):
    a = answers[lang]
    assert not any(s in a for s in MISSED), a
    assert any(s in a for s in ("✅ honoured: 5 days", "✅ 已满足：5 天", "✅ 已滿足：5 天")), a
    assert not any(s in a for s in NOTHING), a


def test_the_reference_price_is_labelled_and_carries_a_job_total(answers):
    head = _head(answers["en"])
    assert "Reference, not a quote for it" in head and "for the job" in head, head
    assert "your quoted price per GPU-hour" in head, head

