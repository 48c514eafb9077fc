"""A batch on clouds with no public price (only Alibaba Cloud Hong Kong; only Huawei Cloud on the mainland) is planned
on the fewest cards that meet the deadline (tools.recommend.batch_quote_key), and the family the headline calls "the
first family below to ask a quote for" is the first one listed — once the headline planned a whole 8 × H800
bare-metal machine for a 4B classifier while the list opened with a one-card A100 family."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# Hand figures, Hong Kong (Qwen3-4B-Instruct-2507, ≈ 4.0 B parameters): 80 M notes × 38 tokens ≈ 3.0e9 tokens × 2 ×
# 4.0e9 ≈ 2.4e19 FLOP. One A100 40GB (312 TFLOP/s dense BF16) at 20–50 % of peak: 43–107 h, inside 7 days (168 h)
# even 27 % slower; one A10 (125 TFLOP/s): 107–267 h. So one or a few single-card machines do it in the week, and no
# plan needs a whole 8-GPU machine (8 cards billed).
HK_FIRST = ("我哋係香港銀行AML組，有8000萬條交易備註(每條好短，大概30 token)要分類做可疑交易初篩，想用Qwen3-4B-Instruct-2507，"
            "prompt大概300 token，輸出一個label，一星期內搞掂，資料唔可以出香港。用咩機？幾錢？")
HK_ONLY = "IT話淨係可以用阿里雲香港，咁點配？"
HK_EN = ("Our bank in Hong Kong must classify 80 million transaction notes (about 30 tokens each) with "
         "Qwen3-4B-Instruct-2507, output one label, done within a week. IT says we can only use Alibaba Cloud Hong "
         "Kong. What setup, how much?")
# Huawei (Qwen3-8B): 30 M news × 510 tokens ≈ 1.5e10 tokens × 2 × 8.2e9 ≈ 2.5e20 FLOP in 2 days: tens of V100s.
HUAWEI = "用Qwen3-8B给3000万条新闻做分类，每条500 token，输出10 token，2天内，只用华为云"


@pytest.fixture(scope="module")
def answers(tmp_path_factory):
    e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    e.handle("hk", HK_FIRST)
    out = {"hk-Hant": e.handle("hk", HK_ONLY).text}
    for key, q in (("hk-en", HK_EN), ("huawei-zh", HUAWEI)):
        out[key] = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text
    return out


def _planned(answer: str) -> tuple[int, str]:
    m = re.search(r"(?:plan|方案是) (\d+) × [^(（]+[(（](\w+ [\w.-]+)[,，]", answer)
    assert m, answer
    return int(m.group(1)), m.group(2)


def _first_listed(answer: str) -> str:
    m = re.search(r"(?:ask for quotes \(.*?\): |(?:建议询价|建議詢價)的先[后後]：.*?）：)(\w+ [\w.-]+)", answer)
    assert m, answer
    return m.group(1)


@pytest.mark.parametrize("key", ["hk-Hant", "hk-en", "huawei-zh"])
def test_the_family_planned_is_the_first_listed(answers, key):
    a = answers[key]
    assert _planned(a)[1] == _first_listed(a), a


@pytest.mark.parametrize("key", ["hk-Hant", "hk-en"])
def test_a_small_classifier_is_planned_on_a_few_cards_not_a_whole_eight_gpu_machine(answers, key):
    n, family = _planned(answers[key])
    assert n <= 4 and "ebm" not in family, answers[key]
