"""Under a data-residency rule ("data must stay in Hong Kong", 資料要留喺香港, 数据不能出境) every line that names a plan
outside the place says it is allowed only if the data could leave, which the user said it may not, in both languages:
the nearest places when nothing in the place holds the work, the nearest place with a stated card, and the cheaper
places beside an oversized pick (tools/recommend.py: nearby_fallback, _stated_card_near, place_premium)."""

from __future__ import annotations

import advisor.core  # noqa: F401  (installs the message catalog)
from tools.schema import Msg

PLAN = Msg(code="recommend.nearby_plan", args={
    "place": "Singapore", "fleet": "aws g4dn.xlarge (1 × T4)", "region": "ap-southeast-1", "money": "HK$7.02",
    "month": None, "within": None})


def test_the_nearest_places_under_a_residency_rule_are_said_as_not_allowed():
    m = Msg(code="recommend.nearby_residency", args={"regions": ["Hong Kong"], "plans": [PLAN]})
    en, zh = m.text("en"), m.text("zh")
    assert en.startswith("Nothing priced in Hong Kong fits this. Only if the data could leave Hong Kong (it must not"), en
    assert "ap-southeast-1" in en and "nearest places that have a plan" not in en, en
    assert "只有在数据可以离开Hong Kong时（你说过不可以）" in zh and "ap-southeast-1" in zh, zh


def test_a_stated_cards_nearest_place_under_a_residency_rule_is_said_as_not_allowed():
    m = Msg(code="recommend.card_near_residency", args={
        "gpu": "H100 SXM", "place": "Singapore", "regions": ["Hong Kong"], "how": None,
        "fleet": "gcp a3-highgpu-8g (8 × H100 SXM)", "region": "asia-southeast1", "money": "HK$891.37", "month": None,
        "within": None})
    assert m.text("en").startswith("Only if the data could leave Hong Kong (it must not, as you said)"), m.text("en")
    assert "你说过不可以" in m.text("zh"), m.text("zh")


def test_cheaper_places_beside_an_oversized_pick_are_marked_only_under_a_residency_rule():
    args = {"regions": ["Taiwan"], "fleet": "gcp a3-highgpu-8g (8 × H100 SXM)", "plans": [PLAN], "smaller": []}
    kept = Msg(code="recommend.place_premium", args={**args, "resident": True})
    free = Msg(code="recommend.place_premium", args={**args, "resident": False})
    assert "only if the data could leave (it must not, as you said)" in kept.text("en"), kept.text("en")
    assert "你说过不可以" in kept.text("zh"), kept.text("zh")
    assert "the nearest places run it for a fraction" in free.text("en") and "must not" not in free.text("en")
