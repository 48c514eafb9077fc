"""A service for users in mainland China leads with a mainland row at any price (tools.users_place.near_band): traffic
from abroad crosses the border's filtering and a public site, app or mini program needs an ICP-filed host there, so
the 15 % near-row band other places get would send the users' every message offshore for a list-price saving. A
batch job for them is still rented wherever is cheapest (advisor tests), and other places keep the 15 % band."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording Msg.text reads)
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.schema import InstanceRow
from tools.users_place import USERS_NEAR_BAND, near_band, users_near_pick, where_line

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

PLACES = gazetteer()


def _row(provider: str, region: str, instance: str = "m") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=instance, region=region, gpu="A10", gpu_count=1,
                       price_on_demand=1.0)


CANADA = _row("runpod", "CA", "1x_A40_SECURE")
SHANGHAI = _row("alibaba", "cn-shanghai", "ecs.gn7i-c8g1.2xlarge")
HONG_KONG = _row("aws", "ap-east-1", "g5.xlarge")
TOKYO = _row("aws", "ap-northeast-1", "g5.xlarge")


def test_mainland_users_have_no_price_limit_and_others_keep_the_band() -> None:
    assert near_band(["cn"]) is None and near_band(["cn-east", "cn"]) is None
    assert near_band(["jp"]) == USERS_NEAR_BAND and near_band(["cn", "jp"]) == USERS_NEAR_BAND
    assert near_band([]) == USERS_NEAR_BAND


def test_a_mainland_row_leads_at_any_price_for_users_there() -> None:
    # $0.82 in Canada against ¥-priced Shanghai at $3.97 (+384 %): far past 15 %, yet the Shanghai row leads for users
    # in the mainland; Hong Kong (a near place) at $1.10 would lead a Canadian row, but the mainland row is nearer
    ranked = [(CANADA, 0.82), (HONG_KONG, 1.10), (SHANGHAI, 3.97)]
    assert users_near_pick(ranked, ["cn"], PLACES, near_band(["cn"])) == 2
    # with the 15 % band the same rows keep Canada first ($0.82 × 1.15 = $0.943 < $1.10)
    assert users_near_pick(ranked, ["cn"], PLACES, USERS_NEAR_BAND) is None
    # users in Japan keep the band: Tokyo at $1.20 (+46 %) does not lead
    assert users_near_pick([(CANADA, 0.82), (TOKYO, 1.20)], ["jp"], PLACES, near_band(["jp"])) is None


def test_the_where_sentence_says_why_the_mainland_row_leads() -> None:
    m = where_line([(SHANGHAI, 3.97), (CANADA, 0.82)], ["cn"], PLACES, serving=True, cur="USD", led=True)
    assert m is not None
    en, zh = m.text("en"), m.text("zh")
    assert "where your users are" in en and "ICP-filed" in en and "crosses the border" in en, en
    assert "就在你的用户所在地" in zh and "备案（ICP）" in zh, zh
