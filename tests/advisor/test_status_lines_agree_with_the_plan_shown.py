"""The status lines beside a plan say what that plan does: a budget the headline's plan meets (by the change it names)
is never "❌ cannot be met", a place the plan is in is never "❔ no plan there", and eight identical cards — or one
chip's memory variants — are never "mixing GPU generations" (tools.shown_plan_status, tools.card_generations)."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.card_generations import mixed_generations
from tools.schema import Constraint, Msg
from tools.shown_plan_status import agree_with_lead, within_lead

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, mixed", [
    # one chip, two memory builds: the modded 48 GB RTX 4090 is the same AD102 (Ada Lovelace) as the 24 GB card
    ("RTX 4090 and RTX 4090 48G", False),
    # the PCIe and SXM builds of the A100 80GB are one generation (Ampere); H100 beside H800 is one (Hopper)
    ("A100 80GB PCIe and A100 80GB SXM", False), ("H100 and H800", False),
    # V100 (Volta) beside A100 (Ampere), MI250X-class vs H100: two generations, the slowest sets the collectives
    ("V100 and A100", True), ("MI300X and H200", True),
    # "6000" is three chips: RTX 6000 Ada (Ada Lovelace), Quadro RTX 6000 (Turing), RTX PRO 6000 (Blackwell); a whole
    # name is one card, so eight RTX 6000 Ada are one generation, and an Ada beside a PRO 6000 are two
    ("8 × RTX 6000 Ada", False), ("RTX 6000 Ada and RTX PRO 6000", True),
])
def test_a_generation_is_the_catalogs_architecture(text, mixed):
    assert mixed_generations(text, all_gpus()) is mixed


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "We own 8 RTX 4090 48GB modded cards in one box; can they serve Llama 3.3 70B for 25 engineers?",
    "我们机房有8张RTX 4090 48G魔改卡，想跑Llama 3.3 70B给25个工程师用，行吗",
    "我們有一台8張RTX 4090 48G改裝卡的機器，想跑Llama 3.3 70B給25位工程師用，可以嗎",
])
def test_eight_identical_owned_cards_are_not_mixed_generations(tmp_path, text):
    # Hand: eight of one card are one generation (Ada Lovelace); the "slowest card sets the collectives" pitfall has
    # nothing to warn about, so the answer never says it.
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert "Mixing GPU generations" not in reply.text and "混装不同代际" not in reply.text \
        and "混裝不同代際" not in reply.text, reply.text


def _budget(status: str = "refused") -> Constraint:
    label = Msg(code="constraints.budget", args={"budget": "$900", "per": "a month"})
    return Constraint(name="budget", stated="$900 per month", status=status, label=label,
                      message=Msg(code="constraints.budget_exceeded", args={}))


def _place() -> Constraint:
    return Constraint(name="region", stated="kr", status="unchecked", message=Msg(
        code="constraints.only_nearest_fits", args={"where": "in Korea", "covers": None}))


def test_a_lead_within_the_budget_restates_the_budget_and_place_lines():
    # Hand: the lead plan (a Seoul machine at $1.10/h ≈ $803 a month, the readable-minimum speed) is within $900 and
    # in Korea: the budget line is adjusted from its own cost, the place line is held by it.
    lead = Msg(code="recommend.budget_way_slower", args={"fleet": "1 × L40S", "money": "$1.10", "month": None})
    out = agree_with_lead([_budget(), _place()], within_lead([lead]))
    assert [c.status for c in out] == ["adjusted", "honoured"], out
    assert out[0].message.code == "shown_plan_status.budget_met_by_change" and out[0].message.args["fleet"] == "1 × L40S"


def test_a_lead_over_the_budget_leaves_the_lines_alone():
    # Hand: "the nearest plan to the budget" is still over it: ❌ stays true, and the place is only the nearest's.
    lead = Msg(code="recommend.budget_way_slower_over", args={"fleet": "2 × L40S", "money": "$2.20"})
    assert within_lead([lead]) is None
    assert agree_with_lead([_budget(), _place()], None)[0].status == "refused"


@pytest.mark.slow
@pytest.mark.parametrize("text, place", [
    # Hand: Mistral-Small-24B for 400 staff (≈ 60 at once). At our 20 tok/s chat default nothing in Japan fits
    # ¥200k a month; at the readable 10 tok/s with INT4 weights one RTX A6000 in Tokyo (≈ ¥119k a month) does. The
    # headline leads with that plan, so the budget is met by a change and the place is held by the plan shown.
    ("An assistant on Mistral Small 24B for 400 staff, data must stay in Japan, budget 200,000 JPY a month, "
     "what to rent?", "Japan"),
    ("给400个员工用Mistral Small 24B做助手，数据不能出日本，每月预算8000元，租什么？", "日本"),
    ("給400位同仁用Mistral Small 24B做助理，資料不能出日本，月預算台幣4萬，要租什麼？", "日本"),
])
def test_a_plan_within_the_budget_in_the_place_gets_agreeing_lines(tmp_path, text, place):
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    lines = reply.text
    assert "over your budget as asked. " not in lines and "按所问超出预算。" not in lines \
        and "按所問超出預算。" not in lines, lines
    assert "(cannot be met)" not in lines and "（无法满足）" not in lines and "（無法滿足）" not in lines, lines
    assert "(unchecked)" not in lines and "（未核对）" not in lines and "（未核對）" not in lines, lines
    assert place in lines, lines


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    # Hand: QLoRA of a 7–8B on an 8 GB laptop RTX 4060 (≈ 8.6 GB usable): 4-bit weights ≈ 5 GB, LoRA adapters and
    # their AdamW states well under 1 GB, activations at 200–300 tokens with checkpointing small; the whole FP32 logits
    # (tokens × ≈ 130–150k vocabulary × 4 B, with its gradient) is what breaks the engine's default, and a fused
    # cross-entropy (Unsloth / Liger) never builds it: ≈ 7 GB, tight but it fits. The card lines say that fit.
    "My laptop has an RTX 4060 with 8GB. Can I QLoRA fine-tune Qwen2.5-7B on 5,000 examples of about 250 tokens each?",
    "我的笔记本是8GB的RTX 4060，能不能QLoRA微调Llama 3.1 8B，3000条样本每条大约200 token？",
    "我的筆電是8GB的RTX 4060，可以QLoRA微調Qwen2.5-7B嗎？大概4000筆資料，每筆約300 token",
])
def test_an_owned_card_that_holds_qlora_with_a_setting_is_not_refused_beside_it(tmp_path, text):
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    rec = reply.recommendation
    assert rec is not None and rec.headline is not None and rec.headline.says("recommend.owned_route_yes"), reply.text
    cards = [c for c in rec.constraints if c.name in ("gpu", "gpus")]
    assert cards and all(c.status == "adjusted" for c in cards), [(c.name, c.status) for c in cards]
