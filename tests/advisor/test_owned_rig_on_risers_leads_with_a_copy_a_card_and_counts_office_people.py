"""An owned mining rig on PCIe x1 risers: the answer leads with its verdict (no tensor parallelism over x1 links, one
copy of the model on each card) above the plan, never a rental price first; and "for 25 people in the office" beside
"tensor parallel 6" is a head count (≈ 15 % at once at the office peak, at least 5 for a small team), not 25 at once —
"parallel" there splits the model over cards, it says nothing about the people.

Hand figures (tools/riser_rig.py): Qwen3-14B, 40 layers × hidden 5,120: TP over 6 cards moves 2 × 40 × 5,120 × 2 B ×
2 × 5/6 = 1.37 MB a token over ≈ 1 GB/s x1 links → ≈ 2.7 s of link time for a 2,000-token prompt; 40 query heads do
not divide by 6. AWQ weights ≈ 10.0 GB fit a 16 GB A4000 (17.2 GB usable), one copy a card. 25 people × 15 % = 3.75
→ 5 at once (the small-team floor), one user a card over 6 cards.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

RIG_EN = ("we have an old mining rig, 6x RTX A4000 16GB on pcie x1 risers, 128GB ram. plan: vllm tensor parallel 6 to "
          "run qwen3-14b bf16 for 25 people in the office. good idea? how fast per user?")
RIG_ZH = ("我们有台旧矿机，6张RTX A4000 16GB插在PCIe x1延长线上，想用vllm张量并行6跑qwen3-14b bf16给办公室25个人用，"
          "可以吗？每人多快？")
RIG_HK = ("我哋有部舊礦機，6張RTX A4000 16GB插喺PCIe x1延長線，想用vllm張量並行6跑qwen3-14b bf16畀辦公室25個人用，"
          "得唔得？每人幾快？")


@pytest.mark.parametrize("text", [
    RIG_EN,
    "serve qwen3-14b with pipeline parallel 2 for 40 people",
    "想用张量并行4跑Qwen2.5-32B给公司40个人用",
])
def test_people_beside_a_parallelism_are_a_head_count(text):
    p = extract(text).patch
    assert p.concurrency is None and p.head_count in (25, 40), p


def test_people_in_parallel_stay_at_once():
    p = extract("serve qwen3-14b for 25 people in parallel").patch  # "in parallel" is the people, at once
    assert p.concurrency == 25 and p.head_count is None, p


def _lines(tmp_path, text: str) -> list[str]:
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    return [x for x in out.splitlines() if x.strip()]


@pytest.mark.slow
@pytest.mark.parametrize(("text", "verdict", "people"), [
    (RIG_EN, "> Tensor parallelism over PCIe x1 risers: not a good idea", "5 users at once (of 25 people)"),
    (RIG_ZH, "> 在 PCIe x1 延长线（riser）上做张量并行：不建议", "5 路并发（共 25 人）"),
    (RIG_HK, "> 在 PCIe x1 延長線（riser）上做張量並行：不建議", "5 路並發（共 25 人）"),
])
def test_the_rig_leads_with_a_copy_a_card_before_any_plan(tmp_path, text, verdict, people):
    lines = _lines(tmp_path, text)
    assert people in lines[0], lines[0]
    assert lines[1].startswith(verdict), lines[1][:200]  # the first line under the header, above the plan
    plan = next(x for x in lines if x.startswith("**") and x is not lines[0])
    assert not re.search(r"\brent\b|[$¥]\s?\d|每小时|每小時", plan), plan[:300]  # no rental price, theirs
