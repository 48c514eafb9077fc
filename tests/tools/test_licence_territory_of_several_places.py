"""A licence whose Territory leaves out several places (Tencent Hunyuan's: the EU, the United Kingdom and South Korea)
bars a team in any of them and names the place the team is in; a team elsewhere gets no line."""

from catalog import places, registry
from tools.licence import licence_place_check

GAZ = places.gazetteer()


def _check(located: list[str], regions: list[str]):
    return licence_place_check("Hunyuan-A13B", registry.get("Hunyuan-A13B").license, located, regions, GAZ)


def test_a_team_in_london_seoul_or_berlin_is_barred_and_told_where():
    for where, place in (("london", "uk"), ("seoul", "kr"), ("de", "eu")):
        c = _check([where], [])
        assert c is not None and c.level == "error" and c.message.code == "compat.licence_place"
        assert c.message.args["place"] == place and c.message.args["alt"] == "Qwen3-30B-A3B-Instruct-2507"


def test_machines_rented_in_london_are_a_condition_on_where_the_company_is():
    c = _check([], ["london"])
    assert c is not None and c.level == "warning" and c.message.args["place"] == "uk"


def test_a_team_in_singapore_or_tokyo_gets_no_line():
    assert _check(["sg"], []) is None and _check(["jp"], ["tokyo"]) is None
