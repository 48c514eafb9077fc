"""Everyday wordings of facts the reader has fields for, read through the reader, the chat and the MCP tools:

- hours a day a service runs, however said ("4 hrs a day", "6 hours/day", "8 hours daily", 每日用六個鐘, 一天開 8 小時),
  price its month; a day longer than 24 h is refused with a note, never dropped in silence; in a chat "around the
  clock" / 24/7 / 全天 clears them and a new figure replaces them, said in the change line.
- a count of users at once said beside a head count ("60 users, 5 active at once", 60人用，同时在线5人) sizes the load;
  the head count is said back.
- users counted in groups ("3 teams of 20", 两个组各30人) are the groups × their size.
- 100万人 / 2千并发 / 二三十人 (magnitudes and spoken ranges) are read; a range at its top, said.
- "grand" is a thousand (of money); "a few grand" is vague, at its range's top; every surface (chat, `parse`, MCP
  parse_request) shows the budget the answer checks.
- a boolean sent for a number argument over MCP is refused, not read as 1.
- 境内 after a place is inside that place; a country is itself, not the whole EU.
- 数据不能出境 / 不出国 / 資料不出境 (data may not leave the country) keeps to that country, as 境内 does.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.constraints import region_ok
from tools.schema import InstanceRow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


# ---- hours a day ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "h"), [
    ("serve Llama-3.1-8B for 20 users, 4 hrs a day", 4.0),
    ("serve Llama-3.1-8B for 20 users, ~5 hrs a day", 5.0),
    ("Qwen2.5-7B chatbot for 30 people, 6 hours/day", 6.0),
    ("serve Mistral-7B, it runs 8 hours daily", 8.0),
    ("Llama-3.1-8B for our support team, about 10 hours per day", 10.0),
    ("Qwen2.5-14B for 12 users, 3h each day", 3.0),
    ("部署 Llama-3.1-8B 給20人用，每日用六個鐘", 6.0),   # Cantonese 個鐘 is an hour
    ("部署 Llama-3.1-8B 給20人用，一天開 8 小時", 8.0),  # 一天 was spelled 1天 before the reader saw it
    ("部署 Qwen2.5-7B，每天只开10个小时", 10.0),
    ("部署 Qwen2.5-7B 給同事用，一日用四個鐘頭", 4.0),
])
def test_hours_a_day_in_everyday_words_are_read(text, h):
    # the month a service is up h hours a day is h × 30.4 days (730 h ÷ 24), not 730 h: every wording must land in
    # the one field the pricing reads, with the note that says so
    got = extract(text)
    assert got.patch.usage_hours_per_day == h
    assert any("30.4" in n for n in got.notes)


@pytest.mark.parametrize("text", [
    "serve Llama-3.1-8B for 20 users, 30 hours a day",
    "部署 Llama-3.1-8B 给20人用，每天用30小时",
    "部署 Qwen2.5-7B，每日用25個鐘",
])
def test_a_day_longer_than_24_hours_is_refused_with_a_note(text):
    # a day has 24 h: 30 h a day is no schedule, so nothing is applied, and the user is told why (a silent drop would
    # price 730 h while they believe their figure was used)
    got = extract(text)
    assert "usage_hours_per_day" not in got.patch.model_dump(exclude_none=True)
    assert any("a day has 24 h" in n for n in got.notes)


def test_under_an_hour_a_day_is_read_as_one_hour_with_a_note():
    # a machine is billed by the hours it is up, starting and stopping included: half an hour a day is priced as the
    # shortest schedule, 1 h (30.4 h a month), and said — not 730 h (24× more) and not dropped
    got = extract("部署 Llama-3.1-8B 给20人用，每天用0.5小时")
    assert got.patch.usage_hours_per_day == 1.0
    assert any("1 h a day" in n for n in got.notes)


@pytest.mark.parametrize("text", [
    "my cat weighs 8 kg and sleeps 16 hours a day",   # no service: off-topic chatter
    "fine-tune llama 3.1 8B, i can run it 4 hours a day",  # a training job has no serving month
    "transcribe our call audio, we need it done in 4 hours a day",  # a duration, not a schedule
    "部署 whisper，每天8小时音频",  # hours of audio, not of uptime
])
def test_hours_that_are_no_service_schedule_are_not_read(text):
    assert "usage_hours_per_day" not in fields(text)


@pytest.mark.slow
def test_chat_hours_a_day_change_clear_and_are_said(tmp_path):
    # the hours a day are a fact of the thread: saying them changes the month 730 h → 182 h (6 × 30.4), and the change
    # line must say so (a 4× change shown as "changed: nothing" hides it); the note's own advice ("say 'around the
    # clock'") must work, and a new figure replaces the old one
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "serve Llama-3.1-8B for 20 users")
    r = eng.handle("t", "used 6h per day")
    assert "hours a day 24 → 6" in r.text
    r = eng.handle("t", "around the clock")
    assert "hours a day 6 → 24" in r.text and "730 h" in r.text
    r = eng.handle("t", "actually 4 hrs a day")
    assert "hours a day 24 → 4" in r.text and "122 h" in r.text
    r = eng.handle("t", "24/7")
    assert "hours a day 4 → 24" in r.text


@pytest.mark.slow
def test_chat_full_day_in_chinese_clears_the_hours(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "部署 Llama-3.1-8B 给20人用，每天用8小时")
    r = eng.handle("t", "改成全天在线")
    assert "每天小时数 8 → 24" in r.text


@pytest.mark.slow
def test_chat_an_impossible_day_is_said(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "部署 Llama-3.1-8B 给20人用")
    r = eng.handle("t", "每天用30小时")
    assert "一天只有 24 小时" in r.text


# ---- users at once beside a head count -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "n", "total"), [
    ("serve Qwen2.5-14B for 60 users, 5 active at once", 5, "60"),
    ("serve Qwen2.5-14B for 60 users, 5 concurrent", 5, "60"),
    ("部署 Qwen2.5-14B，60 人，同時 5 個在用", 5, "60"),
    ("serve Qwen2.5-7B for 300 staff, at most 25 at the same time", 25, "300"),
    ("部署Qwen2.5-7B，80人使用，高峰同时10人", 10, "80"),
    ("serve Qwen2.5-14B for 3 teams of 20 people, 5 active at once", 5, "60"),
])
def test_a_stated_at_once_count_wins_over_the_head_count(text, n, total):
    # the KV cache and the speed at load are sized for the users generating at the same moment: 5 of 60 is 5, and
    # sizing 60 would be 12× the load the user stated; the head count is said back so the reading can be checked
    got = extract(text)
    assert got.patch.concurrency == n
    assert any(f"of the {total} users" in x for x in got.notes)
    assert not any("say how many are active together" in x for x in got.notes)  # they said it


def test_people_online_beside_a_head_count_size_the_load():
    # 同时在线5人 of 60 are 5 people online (docs/CONVERSATION.md users_online), not 5 generating: the resolver sizes
    # 5 × 18.9 ÷ 63.9 = 1.5 → 2 at once; the head count is said back so the reading can be checked
    got = extract("部署 Qwen2.5-14B，60人用，同时在线5人")
    assert got.patch.users_online == 5 and got.patch.concurrency is None
    assert any("of the 60 users" in x for x in got.notes), got.notes
    assert any("≈ 2 generating at once" in x for x in got.notes), got.notes


@pytest.mark.slow
def test_a_stated_at_once_count_in_a_chat_follow_up(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "serve Llama-3.1-8B for 20 users")
    r = eng.handle("t", "60 users, 5 active at once")
    assert "concurrency 20 → 5" in r.text


# ---- users in groups -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "n"), [
    ("serve Qwen2.5-14B for 3 teams of 20", 60),
    ("部署 Qwen2.5-14B，两个组各30人", 60),
    ("部署 Qwen2.5-14B，三個組每組十人", 30),
    ("serve Qwen2.5-14B for four groups of 15 engineers", 60),
    ("serve Qwen2.5-14B for 2 departments, 30 users each", 60),
    ("部署Qwen2.5-14B给3个部门用，每个部门20人", 60),
    ("serve Qwen2.5-14B for 5 teams x 12 people", 60),
])
def test_users_counted_in_groups_are_groups_times_size(text, n):
    # 3 teams of 20 people are 60 people; reading one team (20) or none (the default 1 user) under-sizes the cache.
    # Teams, groups and departments are who use it in all: a head count (tools.traffic sizes the share at once)
    got = extract(text)
    assert got.patch.head_count == n and got.patch.concurrency is None
    assert any(f"{n} people" in x for x in got.notes)


@pytest.mark.parametrize(("text", "field", "n"), [
    # 万 = 10,000 and 千 = 1,000 after digits: 100 × 10,000 = 1,000,000 people, a head count (people, not streams)
    ("部署 Llama-3.1-8B 给100万人用", "head_count", 1_000_000),
    ("部署 Llama-3.1-8B 給1萬人用", "head_count", 10_000),
    # 并发 says at once: 2 × 1,000 = 2,000 streams, as said
    ("部署 Llama-3.1-8B，2千并发", "concurrency", 2_000),
    ("部署 Llama-3.1-8B，3千併發", "concurrency", 3_000),
    # two neighbouring digits before one magnitude are a range, read as its top: 二三十 = 20–30 → 30, 一两千 → 2,000
    ("部署 Llama-3.1-8B 给二三十人用", "head_count", 30),
    ("部署 Llama-3.1-8B 給二三十人用", "head_count", 30),
    ("部署 Llama-3.1-8B 给一两千人用", "head_count", 2_000),
])
def test_chinese_magnitudes_and_ranges_of_people_are_read(text, field, n):
    got = fields(text)
    assert got.get(field) == n
    assert "concurrency" not in got or field == "concurrency"  # a head count is sized later, at its peak share


def test_a_million_people_are_sized_at_their_peak_share_and_the_range_is_said():
    from tools.traffic import peak_share_of_people

    # 15 % of 1,000,000 at the office peak = 150,000 at once, never the million (nor 1)
    assert peak_share_of_people(1_000_000) == 150_000
    notes = " ".join(extract("部署 Llama-3.1-8B 给二三十人用").notes)
    assert "'二三十' is a range: read as its top, 30" in notes


def test_neighbouring_digits_inside_a_longer_numeral_or_not_neighbours_are_no_range():
    from advisor.core.extract_figures import rewrite_figures

    assert rewrite_figures("三五十个")[0] == "三五十个"      # 3 and 5 are not neighbours: no range
    assert rewrite_figures("一百二三十人")[0] == "一百二三十人"  # part of 120–130: not read as 30
    assert rewrite_figures("第一二十")[0] == "第一二十"


def test_groups_of_cards_are_no_users():
    assert "concurrency" not in fields("serve Qwen2.5-14B, 3 groups of 20 GPUs")


# ---- money in "grand" ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "amount"), [
    ("serve Qwen2.5-14B for 20 users, budget a couple grand a month", 2000.0),   # a couple = 2, a grand = $1,000
    ("serve Qwen2.5-14B for 20 users, a couple of grand per month max", 2000.0),
    ("serve Qwen2.5-14B for 20 users, we can spend 5 grand a month", 5000.0),
    ("serve Qwen2.5-14B for 20 users, 1.5 grand a month", 1500.0),
    ("serve Qwen2.5-14B for 20 users, a grand a month", 1000.0),
    # the count in words: two × $1,000 = $2,000; twenty-five × $1,000 = $25,000 (spaced or hyphened)
    ("Llama 3.1 70B for 200 people online. Budget is about two grand a month. Doable?", 2000.0),
    ("serve Qwen2.5-14B for 20 users, five grand a month max", 5000.0),
    ("serve Qwen2.5-14B for 20 users, budget twenty-five grand per month", 25000.0),
    ("serve Qwen2.5-14B for 20 users, budget twenty five grand per month", 25000.0),
    ("serve Qwen2.5-14B for 20 users, budget fifteen hundred a month", 1500.0),
    ("serve Qwen2.5-14B for 20 users, budget three thousand dollars a month", 3000.0),
])
def test_grand_is_a_thousand(text, amount):
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (amount, "USD", "month")


def test_half_a_grand_is_five_hundred():
    # "half a grand" = ½ × $1,000 = $500 a month (it was read as "a grand", $1,000, with no note); "half a thousand
    # users" = 500 users. English only: Chinese says 五百 (already digits), it has no "half a thousand" idiom
    b = extract("serve Llama-3.1-8B for 20 users, budget half a grand a month").patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (500.0, "USD", "month"), b
    assert extract("serve Llama-3.1-8B for half a thousand concurrent users").patch.concurrency == 500


def test_a_few_grand_is_vague_and_checked_at_its_top():
    # "a few" is 3–5 of the unit, as for "a few hundred" (300–500): $3,000–5,000, checked against $5,000, said
    got = extract("serve Qwen2.5-14B for 20 users, budget a few grand a month")
    assert got.assumed["budget"].amount == 5000.0
    assert any("3,000–5,000" in n for n in got.notes)


VAGUE = "serve Qwen2.5-14B for 20 users, budget a few hundred bucks a month"


@pytest.mark.slow
def test_parse_shows_the_vague_budget_the_answer_applies(tmp_path):
    # the chat checks "a few hundred bucks" against $500; `parse` keeps its stated fields apart and shows the
    # assumed budget beside them, so the two surfaces never disagree on the money
    from advisor.cli import cli

    out = json.loads(CliRunner().invoke(cli, ["parse", VAGUE]).output)
    assert "budget" not in out["workload"]
    assert out["assumed"]["budget"] == {"amount": 500.0, "currency": "USD", "per": "month"}
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", VAGUE)
    assert "budget $500/month" in r.text


@pytest.mark.slow
def test_mcp_parse_request_carries_the_vague_budget():
    # an agent calls recommend(**recommend_arguments): the budget the note promises must be in them
    from advisor.agents.mcp_server import call

    out = call("parse_request", {"text": VAGUE}).structured_content
    assert out["recommend_arguments"]["budget"] == 500.0 and out["recommend_arguments"]["budget_per"] == "month"
    assert out["stated"]["budget"]["amount"] == 500.0
    assert "$500/month" in out["workload_line"]


# ---- MCP: a boolean is no number ---------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("arg", ["usage_hours_per_day", "concurrency", "budget", "params_b"])
def test_mcp_refuses_a_boolean_for_a_number(arg):
    # JSON true is no count of hours or users; pydantic's lax mode would read it as 1 (1 h a day: a month of 30 h)
    from advisor.agents.mcp_server import call

    args = {"params_b": 8, "task": "inference", "concurrency": 20} | {arg: True}
    r = call("recommend", args)
    assert r.is_error and arg in r.content[0].text and "boolean" in r.content[0].text


# ---- places ------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "regions"), [
    ("部署 Llama-3.1-8B 給20人用，台灣境內", ["tw"]),   # inside Taiwan: never mainland China
    ("部署 Llama-3.1-8B 給20人用，香港境內", ["hk"]),
    ("部署 Llama-3.1-8B，数据不能出境，要在德国境内", ["de"]),
    ("我们在台湾，部署 Llama-3.1-8B，数据要在境内", ["tw"]),  # the one place named is the 境
    ("部署 Llama-3.1-8B，日本国内", ["jp"]),
    ("部署 Llama-3.1-8B，只能在境内机房", ["cn"]),  # alone, 境内 is the mainland (the industry's word)
    ("TGI 部署 Mistral-7B，国内机房", ["cn"]),
    ("部署 Llama-3.1-8B，国内或者香港都行", ["cn", "hk"]),  # two places, 国内 not after the other
])
def test_inside_the_borders_is_the_place_named(text, regions):
    assert fields(text).get("regions") == regions


@pytest.mark.parametrize(("text", "regions"), [
    # "(data) may not leave the country" is the residency rule said negatively: 出境 = leave the borders, 出国 = leave
    # the country; alone in a mainland question that country is mainland China, as 境内 alone is
    ("部署 Llama-3.1-8B 给20人用，数据不能出境", ["cn"]),
    ("部署 Llama-3.1-8B 给20人用，数据不出境", ["cn"]),
    ("部署 Llama-3.1-8B 给20人用，数据不出国", ["cn"]),
    ("部署 whisper-large-v3，50路，数据不得出境", ["cn"]),
    # 繁體, with the place the user put themselves in: that place's borders, never the mainland
    ("我們在台灣，部署 Llama-3.1-8B 給20人用，資料不出境", ["tw"]),
    ("我們在香港，部署 Llama-3.1-8B 給20人用，資料不能出境", ["hk"]),
    ("我们在台湾，部署 Llama-3.1-8B 给20人用，数据不出国", ["tw"]),
])
def test_data_may_not_leave_the_country_keeps_to_that_country(text, regions):
    assert fields(text).get("regions") == regions


def test_inside_alone_in_traditional_script_is_the_mainland_said_in_a_note():
    # 繁體 with no place named: the words mean mainland China (as in 简体), but a writer in Taiwan or Hong Kong may mean
    # their own borders, so the reading is said; with the place named (台灣) or in 简体, no such note
    got = extract("部署 Llama-3.1-8B 給20人用，資料不出境")
    assert got.patch.regions == ["cn"]
    assert any("say Taiwan or Hong Kong" in n for n in got.notes)
    for text in ("部署 Llama-3.1-8B 给20人用，数据不出境", "我們在台灣，部署 Llama-3.1-8B 給20人用，資料不出境"):
        assert not any("say Taiwan or Hong Kong" in n for n in extract(text).notes)


@pytest.mark.slow
def test_data_may_not_leave_is_said_as_honoured_in_the_answer(tmp_path):
    # the rule must reach the answer: the workload line names the region and the check list says it is kept
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "部署 Llama-3.1-8B 给20人用，数据不能出境")
    assert "中国大陆 区域" in r.text and "✅ 已满足：中国大陆" in r.text


@pytest.mark.parametrize(("text", "tag"), [
    ("serve Llama-3.1-8B for 20 users, data must stay in Germany", "de"),
    ("servers have to sit in France for legal reasons; serving Llama-3.1-8B", "fr"),
    ("serve Llama-3.1-8B in the Netherlands", "nl"),
    ("serve Llama-3.1-8B, hosted in Finland", "fi"),
    ("部署 Llama-3.1-8B，机房必须在瑞典", "se"),
])
def test_a_country_is_itself_not_the_eu(text, tag):
    assert fields(text).get("regions") == [tag]


def _row(region: str) -> InstanceRow:
    return InstanceRow(provider="x", instance_type="y", region=region)


@pytest.mark.parametrize(("tag", "inside", "outside"), [
    # Frankfurt (AWS eu-central-1, GCP europe-west3, Lambda europe-central-1) and Berlin (GCP europe-west10) are in
    # Germany; Stockholm and RunPod's Czech hosts are in the EU but not in Germany
    ("de", ["eu-central-1", "europe-west3", "europe-central-1", "europe-west10", "germany, de, eu",
            "frankfurt-germany-5", "de - fra"], ["se-stockholm-1", "cz", "eu-west-3", "europe-west4"]),
    ("fr", ["eu-west-3", "europe-west9", "francecentral", "paris-france-1", "fr - fr-par-2", "france, fr, eu"],
     ["eu-central-1", "nl"]),
    ("nl", ["europe-west4", "westeurope", "nl", "the netherlands, nl, eu"], ["eu-west-3", "se"]),
    ("fi", ["europe-north1", "eu-north1", "helsinki-finland-1", "fi - fin-01"], ["se-stockholm-1", "eu-north-1"]),
    ("se", ["eu-north-1", "swedencentral", "se-stockholm-1", "se", "stockholm-sweden-2"],
     ["europe-north1", "helsinki-finland-1"]),
])
def test_a_country_keeps_its_own_regions(tag, inside, outside):
    g = gazetteer()
    assert all(region_ok(_row(r), [tag], g) for r in inside)
    assert not any(region_ok(_row(r), [tag], g) for r in outside)
    assert all(region_ok(_row(r), ["eu"], g) for r in inside)  # each still inside the EU


@pytest.mark.parametrize(("text", "regions"), [
    ("aws eu-central-1 in Germany, serve Qwen2.5-7B", ["eu-central-1"]),  # Frankfurt is in Germany: the id alone
    ("eu-central-1 or France, serve Qwen2.5-7B", ["eu-central-1", "fr"]),  # another country stays
])
def test_an_exact_region_id_is_not_joined_by_its_country(text, regions):
    # an exact id filters to itself; the country that holds it, said beside it, is where the id is, never a second
    # filter that lets every German offer in
    assert fields(text).get("regions") == regions


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("Llama 3.1 8B 给10个人用，预算两千块一个月", 2000.0, "CNY"),   # 两千 = 2 × 1,000; 块 in simplified Chinese: yuan
    ("Llama 3.1 8B 給10個人用，預算三千塊一個月", 3000.0, "TWD"),   # 三千 = 3,000; 塊 in traditional: the Taiwan dollar, said
])
def test_chinese_thousands_of_money_are_a_budget(text, amount, currency):
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (amount, currency, "month"), b
