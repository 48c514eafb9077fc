"""A follow-up that lets go of the card the thread kept to drops it, and the card count said with it.

Hand reasoning (what an expert would do with the thread): "planning to rent 2 × L40S" is the user's own plan, not a
rule. When they then say "forget the L40S", "any card is fine", 换别的卡也行 or 唔使一定 H100, or ask for the fastest
setup / say money is no object, they are asking what to rent, so the answer ranks every card and count again and says
what it dropped. A card said as a rule ("only H100") or cards they own stay unless let go of in so many words; a
budget alone keeps the card unless the card could not hold the work (then the budget is for what to rent instead).
A release is no exclusion: the released card is never read as the card to keep to, and no "can't leave one out" note.
"""

from __future__ import annotations

from advisor.core.extract_rules import extract
from advisor.core.released import names_thread_card, release_reason, released_card
from tools.schema import Constraint, Msg, Recommendation, Workload

PLAN = Workload(model="Qwen2.5-14B", task="lora", gpu_preference="L40S", num_gpus=2)


def _last(refused: str | None = None) -> Recommendation:
    """A previous answer: only which of its stated constraints it refused matters here ("gpu": the card, "region")."""
    said = [Constraint(name=refused, stated="L40S", status="refused", message=Msg(code="recommend.why_not.filtered"))] \
        if refused else []
    return Recommendation(model="Qwen2.5-14B", params=14_000_000_000, active_params=14_000_000_000, workload=PLAN,
                          usd_cny=7.2, constraints=said)


def _after(before: Workload, text: str, last: Recommendation | None, lang: str = "en") -> tuple[Workload, list[str]]:
    e = extract(text)
    notes: list[str] = []
    merged = before.model_copy(update=e.patch.model_dump(exclude_none=True, exclude={"language"}))
    return released_card(before, merged, e, last, lang, notes), notes


def test_a_named_release_is_read_as_no_card():
    e = extract("forget about the A100s, what else?")
    assert "card_released" in e.intents and e.patch.gpu_preference is None
    assert {x.lower() for x in e.released_gpus} == {"a100"}  # the card as named, its plural s not part of it
    assert not any("leave one out" in n for n in e.notes)  # a release is no exclusion


def test_any_card_is_a_release_not_small_talk():
    e = extract("any GPU works for us")
    assert "card_released" in e.intents and "off_topic" not in e.intents


def test_chinese_and_cantonese_releases():
    assert "card_released" in extract("换别的卡也行").intents
    assert "card_released" in extract("什么卡都可以").intents
    e = extract("唔使一定用 L40S")
    assert "card_released" in e.intents and e.patch.gpu_preference is None


def test_a_card_said_as_a_rule_is_no_release():
    for text in ("we must use A100s", "only H100", "只用 H800"):
        assert "card_released" not in extract(text).intents, text


def test_money_no_object_said_other_ways_is_the_fastest():
    assert extract("money isn't really an issue").patch.priority == "fastest"
    assert extract("钱不是问题").patch.priority == "fastest"


def test_let_go_drops_the_card_and_its_count_and_says_so():
    # 2 × L40S was the plan: both go, and the note names them as the user will recognise them
    after, notes = _after(PLAN, "forget the L40S", _last())
    assert (after.gpu_preference, after.num_gpus) == (None, None)
    assert notes and notes[0].startswith("'2 × L40S' dropped") and "only L40S" in notes[0]
    _, zh = _after(PLAN, "不一定要 L40S", _last(), "zh")
    assert zh and zh[0].startswith("已取消“2 × L40S”")


def test_a_release_of_another_card_keeps_the_thread_card():
    assert not names_thread_card({"A100"}, "L40S")
    after, notes = _after(PLAN, "forget the A100", _last())
    assert (after.gpu_preference, after.num_gpus) == ("L40S", 2) and not notes


def test_a_new_card_named_with_the_release_is_kept():
    # "forget the L40S, use H100s": the H100 is the new card; the old count of 2 is not carried to it
    after, _ = _after(PLAN, "forget the L40S, use H100s", _last())
    assert after.gpu_preference == "H100" and after.num_gpus is None


def test_the_fastest_setup_asks_what_to_rent():
    after, notes = _after(PLAN, "money is no object, what's the quickest setup?", _last())
    assert (after.gpu_preference, after.num_gpus) == (None, None) and "fastest setup" in notes[0]
    after_zh, _ = _after(PLAN, "不差钱，最快的配置是什么", _last(), "zh")
    assert after_zh.gpu_preference is None


def test_the_fastest_keeps_a_rule_or_owned_cards():
    only = PLAN.model_copy(update={"gpu_only": True})
    assert release_reason(only, extract("what's the fastest setup?"), _last()) is None
    owned = PLAN.model_copy(update={"owned_gpus": True})
    assert release_reason(owned, extract("what's the fastest setup?"), _last()) is None
    # the owned cards go only when let go of in so many words
    after, _ = _after(owned, "forget my L40S, any card is fine", _last())
    assert after.owned_gpus is None and after.gpu_preference is None


def test_a_budget_alone_drops_the_card_only_when_it_could_not_hold_the_work():
    assert release_reason(PLAN, extract("anything under $3k"), _last()) is None
    assert release_reason(PLAN, extract("anything under $3k"), _last("gpu")) == "budget"
    assert release_reason(PLAN, extract("预算 2 万以内"), _last("gpu")) == "budget"
    # the place had no price, not the card: the budget is for the same card
    assert release_reason(PLAN, extract("anything under $3k"), _last("region")) is None


def test_a_first_message_has_no_thread_to_release():
    assert release_reason(PLAN, extract("what's the fastest setup?"), None) is None
