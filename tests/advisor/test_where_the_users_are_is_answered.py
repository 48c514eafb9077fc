"""Where the service's users are is a workload fact (users_region) the answer uses and answers: the workload line says
it, a served plan near the users leads a cheaper one elsewhere within tools.users_place.USERS_NEAR_BAND (15 %), and
the short answer has one "Where:" sentence — the first row's place and the nearest row to the users with its price
difference, or that none is near; a batch job's place does not matter for latency. Never a filter."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording Msg.text reads)
from advisor.core.extract_rules import extract
from advisor.core.script import to_script
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.schema import InstanceRow
from tools.users_place import (
    AREA,
    ELSEWHERE,
    IN,
    NEAR,
    USERS_NEAR_BAND,
    area_of,
    nearness,
    place_of,
    users_near_pick,
    where_line,
)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

PLACES = gazetteer()


def _row(provider: str, region: str, instance: str = "m") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=instance, region=region, gpu="H100", gpu_count=1,
                       price_on_demand=1.0)


TOKYO = _row("lambda", "asia-northeast-1", "gpu_1x_gh200")
SEOUL = _row("aws", "ap-northeast-2")
SINGAPORE = _row("aws", "ap-southeast-1")
CANADA = _row("runpod", "CA", "1x_MI300X_SECURE")
FRANKFURT = _row("aws", "eu-central-1")
STOCKHOLM = _row("cudo", "se-stockholm-1")
VIRGINIA = _row("aws", "us-east-1")


@pytest.mark.parametrize("text, users", [
    ("We're launching a customer support chatbot on Qwen2.5-32B-Instruct, about 300 people online at peak. Our users "
     "are in Japan. What should we rent and where?", ["jp"]),
    ("Serve Llama 3.1 8B for a chatbot, 100 concurrent users, our customers are mostly in Frankfurt", ["frankfurt"]),
    ("Qwen2.5-7B 客服机器人，用户主要在新加坡，高峰50个并发", ["sg"]),  # 简体
    ("我們的用戶都在日本，Qwen2.5-7B，20並發", ["jp"]),  # 繁體 (Taiwan)
    ("我哋喺香港，想用Qwen2.5-14B做客服，用戶大多喺歐洲，繁忙時30個人同時用，租邊部機？", ["europe"]),  # 繁體 (HK)
    ("Qwen2.5-7B客服用户都在日本20并发", ["jp"]),  # glued, no spaces or commas
])
def test_the_users_place_is_read_as_a_workload_fact(text: str, users: list[str]) -> None:
    # the place is kept as where the users are, never as where to rent (no region filter)
    e = extract(text)
    assert e.patch.users_region == users and e.patch.regions is None, (e.patch.users_region, e.patch.regions)


def test_how_near_a_row_runs_to_the_users() -> None:
    # Japan's users: Tokyo is their place; Seoul is regions.csv's first `near` of jp (kr;tw;hk); Singapore is the same
    # area (Asia); Canada is elsewhere. Frankfurt's users: Stockholm is Europe (same area), Virginia elsewhere.
    assert [nearness(r, ["jp"], PLACES) for r in (TOKYO, SEOUL, SINGAPORE, CANADA)] == [IN, NEAR, AREA, ELSEWHERE]
    assert [nearness(r, ["frankfurt"], PLACES) for r in (FRANKFURT, STOCKHOLM, VIRGINIA)] == [IN, AREA, ELSEWHERE]
    # US East users: Virginia is their place; Canada (no `near` for us-east in regions.csv) is North America
    assert nearness(VIRGINIA, ["us-east"], PLACES) == IN and nearness(CANADA, ["us-east"], PLACES) == AREA
    assert nearness(_row("x", ""), ["jp"], PLACES) == ELSEWHERE  # no region stated: not known to be near
    assert (area_of("jp", PLACES), area_of("frankfurt", PLACES), area_of("us-east", PLACES), area_of("au", PLACES)) \
        == ("asia", "europe", "north_america", None)
    assert (place_of(TOKYO, PLACES), place_of(CANADA, PLACES), place_of(STOCKHOLM, PLACES)) == ("jp", "ca", "se")


def test_a_row_near_the_users_leads_only_within_the_band() -> None:
    # the band is 15 %: $2.39 × 1.15 = $2.7485. A Tokyo row at $2.70 (+13 %) leads the Canadian $2.39 row; at $2.75
    # (+15.06 %) it does not; at $4.58 (+92 %, the GH200 pair) it does not either
    assert USERS_NEAR_BAND == 0.15
    assert users_near_pick([(CANADA, 2.39), (STOCKHOLM, 2.40), (TOKYO, 2.70)], ["jp"], PLACES) == 2
    assert users_near_pick([(CANADA, 2.39), (TOKYO, 2.75)], ["jp"], PLACES) is None
    assert users_near_pick([(CANADA, 2.39), (TOKYO, 4.58)], ["jp"], PLACES) is None
    # the nearest first, then the cheapest: Seoul (near) at $2.50 and Tokyo (in) at $2.60 → Tokyo
    assert users_near_pick([(CANADA, 2.39), (SEOUL, 2.50), (TOKYO, 2.60)], ["jp"], PLACES) == 2
    # a first row already in the users' place stays
    assert users_near_pick([(TOKYO, 2.39), (SEOUL, 2.40)], ["jp"], PLACES) is None


def test_the_where_sentence_names_the_first_and_the_nearest_row() -> None:
    # $4.58 ÷ $2.39 − 1 = 0.916 → "+92%", past the 15 % band, so the GH200 pair is named, not ranked first
    m = where_line([(CANADA, 2.39), (STOCKHOLM, 4.33), (TOKYO, 4.58)], ["jp"], PLACES, serving=True, cur="USD",
                   machines=[1, 1, 2])
    assert m is not None
    en, zh = m.text("en"), m.text("zh")
    assert en.startswith("Where: the first row runs in Canada (CA)") and "Japan (asia-northeast-1)" in en, en
    assert "2 × `gpu_1x_gh200`" in en and "$4.58/h (+92%)" in en and "more than the 15%" in en, en
    assert zh.startswith("在哪里租：第一行在加拿大（CA）") and "日本（asia-northeast-1）" in zh, zh
    assert "只在日本部署" in zh and "只在日本部署" in to_script(zh, "zh-Hant")
    # the first row in the users' place, moved up by the band: said so
    m = where_line([(TOKYO, 2.70), (CANADA, 2.39)], ["jp"], PLACES, serving=True, cur="USD", led=True)
    assert m is not None and "where your users are (Japan)" in m.text("en") and "up to 15% more" in m.text("en")
    # nothing near: said, with the neighbours searched (Sydney users: au has no `near`, no area)
    m = where_line([(CANADA, 2.39), (FRANKFURT, 3.0)], ["au"], PLACES, serving=True, cur="USD")
    assert m is not None and m.text("en").startswith("Where: no ranked offer runs in or near Australia"), m.text("en")


def test_a_batch_jobs_users_place_does_not_decide_where() -> None:
    # a batch (embeddings, music, a training run) has no user waiting on a round trip: the cheapest allowed row
    m = where_line([(CANADA, 2.39), (SINGAPORE, 3.0)], ["sg"], PLACES, serving=False, cur="USD")
    assert m is not None and "does not change where to rent" in m.text("en") and "Canada (CA)" in m.text("en")
    assert "不影响选址" in m.text("zh") and "不影響選址" in to_script(m.text("zh"), "zh-Hant")


@pytest.mark.slow
@pytest.mark.parametrize("text, lang", [
    ("We're launching a customer support chatbot on Qwen2.5-32B-Instruct, about 300 people online at peak, prompts "
     "~1500 tokens and replies ~400 tokens. Our users are in Japan. What should we rent and where?", "en"),
    ("我们要用Qwen2.5-32B-Instruct做客服机器人，高峰500人在线，用户主要在日本，租什么、在哪里租？", "zh"),
    ("我哋用Qwen2.5-32B做客服，尖峰200人同時在線，用戶主要喺日本，應該租咩機、喺邊度租？", "zh-Hant"),
])
def test_the_short_answer_says_where_and_asks_no_peak_count(text: str, lang: str, tmp_path) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    # the workload line names the users' place, the table shows each row's region, one "Where" sentence answers
    # where to rent, and the peak count the user gave is not asked again
    if lang == "en":
        assert "users in Japan" in out and "| region |" in out and "- Where: the first row runs in" in out, out
        assert "busiest time" not in out, out
    else:
        assert "日本" in out and "| 区域 |" in out.replace("區域", "区域") and "第一行在" in out, out
        assert "高峰时有多少用户" not in out and "高峰時有多少用戶" not in out, out


@pytest.mark.parametrize("text, users, unlisted", [
    # a place joined to the users' place by "and" / 和 is where users are too, never a place to rent; Malaysia has no
    # region of ours: said with the nearest priced (Singapore), never kept as a rule
    ("想用MusicGen-large批量生成背景音乐，每天大概2000段每段30秒，用户主要在新加坡和马来西亚，预算每月RM 4000",
     ["sg"], "马来西亚"),
    ("Llama 3.1 8B chatbot, our users are mostly in Japan and Korea, 50 concurrent", ["jp", "kr"], None),
    ("Qwen2.5-7B客服，用戶主要喺香港同新加坡，20個人同時用", ["hk", "sg"], None),
])
def test_places_joined_to_the_users_place_are_the_users_too(text: str, users: list[str], unlisted: str | None) -> None:
    e = extract(text)
    assert e.patch.users_region == users and e.patch.regions is None, (e.patch.users_region, e.patch.regions)
    if unlisted:
        assert any(f"'{unlisted}' read as where your users are too" in n and "Singapore" in n for n in e.notes), e.notes
        assert not any("not a place I can keep offers to" in n for n in e.notes), e.notes


def test_an_offline_job_with_places_named_as_a_choice() -> None:
    from tools.schema import Workload
    from tools.users_place import batch_places_line, offline_work

    hk_t4 = _row("aws", "ap-east-1", "g4dn.xlarge")
    sg_l4 = _row("gcp", "asia-southeast1", "g2-standard-4")
    w = Workload(task="inference", batch_requests=8_000_000, batch_period="week", regions=["hk", "sg"])
    assert offline_work(w) and not offline_work(Workload(task="inference", concurrency=20))
    assert offline_work(Workload(modality="music")) and offline_work(Workload(task="lora"))
    # the answer priced the Singapore L4 (the cheaper job of the two places' rows): Hong Kong holds only dearer ones
    (m,) = batch_places_line(w, [hk_t4, sg_l4], [sg_l4], PLACES)
    assert "the plan above runs in Singapore; Hong Kong has only dearer machines" in m.text("en"), m.text("en")
    assert "香港能跑的机器都更贵" in m.text("zh") and "香港能跑的機器都更貴" in to_script(m.text("zh"), "zh-Hant")
    # a place with no admitted row at all is said to have none
    (m,) = batch_places_line(w.model_copy(update={"regions": ["sg", "au"]}), [sg_l4], [sg_l4], PLACES)
    assert "Australia has no priced machine here" in m.text("en"), m.text("en")
    # only the users' place: it does not decide where a batch rents
    (m,) = batch_places_line(w.model_copy(update={"regions": None, "users_region": ["sg"]}), [sg_l4], [sg_l4], PLACES)
    assert "your users being in Singapore does not change where to rent" in m.text("en"), m.text("en")
    # a served workload: nothing here (the ranked answer says where, tools.users_place.where_line)
    assert batch_places_line(Workload(task="inference", concurrency=20, users_region=["sg"]), [], [], PLACES) == []


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("想用MusicGen-large批量生成背景音乐，每天大概2000段每段30秒，用户主要在新加坡和马来西亚，预算每月RM 4000，应该租哪里的GPU",
     "在哪里租：用户在新加坡不影响选址"),
    ("jina-embeddings-v3 每週把800萬份、每份500字的文件轉成向量，預算HK$5,000，租香港定新加坡好？",
     "在哪裡租：批量任務不在乎網路延遲"),
    ("embed 2 million documents of 500 tokens with bge-m3 every week, should we rent in Frankfurt or Singapore? our "
     "users are in Germany", "Where: a batch job does not care about latency"),
])
def test_an_offline_answer_says_where_the_users_place_stands(text: str, said: str, tmp_path) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out and out.count("Where:") + out.count("在哪里租") + out.count("在哪裡租") == 1, out


def test_every_surface_takes_the_users_place() -> None:
    # one declaration (tools.workload_fields): the CLI's --users-in, MCP's and LangChain's users_region, recommend only
    from tools.workload_fields import FIELDS, workload_from_flags

    arg = next(a for a in FIELDS if a.name == "users_region")
    assert arg.flag == "--users-in" and arg.many and arg.commands == frozenset({"recommend"})
    w = workload_from_flags({"model": "llama-3.1-8b", "concurrency": 20, "users_region": ["jp", "kr"]})
    assert w.users_region == ["jp", "kr"] and w.regions is None  # never a filter


def test_a_near_row_in_the_band_that_may_not_lead_says_why() -> None:
    # users in Brazil: a California row first (175 ms) and a New York row at the same price (120 ms, Brazil's
    # regions.csv `near`): −0 % is inside the 15 % band, but the New York plan spreads over 4 cards, so the ranking's
    # own rule keeps it second — the sentence says so, and calls New York the nearest region with offers, never
    # "next to" Brazil
    carlsbad, newyork = _row("cudo", "us-west-1"), _row("cudo", "us-newyork-1", "intel-broadwell-v100_4x32v64gb")
    m = where_line([(carlsbad, 1.08), (newyork, 1.08)], ["br"], PLACES, serving=True, cur="USD",
                   held=[None, "spread"])
    assert m is not None
    en, zh = m.text("en"), m.text("zh")
    assert "the nearest region with offers, a ≈ 120 ms round trip" in en and "next to" not in en, en
    assert "(+0%); it does not lead: it spreads the work over more cards" in en, en
    assert "有报价的最近地区，往返约 120 毫秒" in zh and "它没有排第一" in zh, zh
    # the same row with nothing holding it back: no reason is said (it would have led)
    m = where_line([(carlsbad, 1.08), (newyork, 1.08)], ["br"], PLACES, serving=True, cur="USD")
    assert m is not None and "does not lead" not in m.text("en")


def test_a_stated_latency_target_the_round_trip_mostly_takes_lets_a_near_row_lead() -> None:
    # users in Australia, a 300 ms first-token target: RunPod CA is ≈ 215 ms away (Australia ↔ North America's east;
    # IBM Cloud's table: Sydney–Washington DC 213, Sydney–Toronto 215),
    # ≥ half of 300 = 150, so Singapore (≈ 95 ms) leads at twice the price — no card makes up for the Pacific
    assert users_near_pick([(CANADA, 2.39), (SINGAPORE, 4.80)], ["au"], PLACES, target_ms=300) == 1
    # a 500 ms target: 215 < 250 leaves room, so the band rule alone decides (+101 % is past 15 %: no move)
    assert users_near_pick([(CANADA, 2.39), (SINGAPORE, 4.80)], ["au"], PLACES, target_ms=500) is None
    # no target stated: the band rule alone
    assert users_near_pick([(CANADA, 2.39), (SINGAPORE, 4.80)], ["au"], PLACES) is None
    m = where_line([(SINGAPORE, 4.80), (CANADA, 2.39)], ["au"], PLACES, serving=True, cur="USD", led=True,
                   led_target=300)
    assert m is not None and "round trip from your users alone would take most of your 300 ms" in m.text("en"), m
    assert "300 毫秒目标的大半" in m.text("zh")
