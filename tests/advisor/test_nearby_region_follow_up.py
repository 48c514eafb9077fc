"""A region follow-up in a training chat ("We're based in Hong Kong, any option nearby?", 有香港的吗) is a region
constraint, never "outside what I do"; when nothing priced in that place fits, the nearest places that do (regions.csv
`near`: Singapore, Tokyo, Taiwan for Hong Kong) are offered, each labelled as outside the place named."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog.places import region
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

DPO = "Planning DPO on Qwen2.5-14B-Instruct with 20k preference pairs, max length 4k. LoRA is fine. What should I rent?"


def test_hong_kong_lists_its_nearest_places_as_data_nearest_first():
    # Hand: from Hong Kong the nearest clouds with GPU regions are Singapore, Tokyo and Taiwan (≈ 30–50 ms round trip);
    # the reason sits beside the row in regions.csv, not in code
    hk = region("hk")
    assert hk is not None and hk.near[:3] == ("sg", "jp", "tw")


def test_based_in_a_place_asking_for_nearby_is_a_region_but_based_alone_is_where_you_are():
    assert extract("We're based in Hong Kong, any option nearby?").patch.regions == ["hk"]
    assert extract("We're based in Hong Kong").patch.regions is None  # where the user is: every region still ranked


@pytest.mark.slow
def test_the_follow_up_is_sized_and_offers_the_nearest_priced_places(tmp_path):
    # Hand: the catalog has no priced Hong Kong machine that holds a 14B LoRA DPO (≈ 77 GB on one GPU); the answer must
    # not refuse the turn as out of scope, and must name Singapore / Japan / Taiwan plans, labelled outside the place.
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", DPO)
    out = e.handle("t", "We're based in Hong Kong, any option nearby?").text
    assert "outside what I do" not in out, out
    assert "Hong Kong" in out and "outside the place you named" in out, out
    assert "Singapore:" in out and "asia-southeast1" in out, out


@pytest.mark.slow
def test_the_chinese_follow_up_offers_the_nearest_places_too(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", DPO)
    out = e.handle("t", "有香港的吗").text
    assert "超出你指定的地点" in out and "新加坡：" in out, out
