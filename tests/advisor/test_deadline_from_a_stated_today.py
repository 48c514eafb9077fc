"""A weekday the user names as today ("It's Tuesday", 今天周二) anchors a relative deadline ("by Friday morning",
周五前), not the machine's date; the answer says it counted from the day the user said."""

from __future__ import annotations

from datetime import datetime

import pytest
from click.testing import CliRunner

from advisor.core.extract_rules import calendar_deadline
from tests.conftest import module_home
from tools.deadlines import stated_today

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

WED_1400 = datetime(2026, 12, 2, 14, 0)  # a Wednesday


# Said on the machine's Wednesday 14:00 but "It's Tuesday" with no time: today is Tue 01 Dec from 09:00, the start
# of a working day (the machine's 14:00 belongs to another date: a user a time zone away; never taken as if said);
# "by Friday (morning)" is Fri 04 Dec 09:00 (09:00 of a named day): 3 × 24 = 72 h, never the 43 h (Wed 14:00 → Fri
# 09:00) of the wall clock. "Today is Friday; done by Monday": Fri 04 Dec 09:00 → Mon 07 Dec 09:00 = 72 h.
@pytest.mark.parametrize("text,hours", [
    ("It's Tuesday and it has to be done by Friday morning.", 72.0),
    ("today is Tuesday, we need it by Friday", 72.0),
    ("今天周二，周五前要完成", 72.0),
    ("今日係星期二，禮拜五之前要搞掂", 72.0),
    ("Today is Friday; done by Monday.", 72.0),
    ("it has to be done by Friday morning", 43.0),  # no today said: the wall clock, Wed 14:00 → Fri 09:00
    # the machine's own weekday named as today with no time: now, Wed 14:00 → Fri 09:00 = 43 h (English, 简体, 繁體)
    ("it's Wed, we need it by Friday", 43.0),
    ("今天周三，周五前要完成", 43.0),
    ("今天是星期三，禮拜五之前要", 43.0),
    # a message that opens with the day and "here"/"now" or 了: Fri 04 Dec at 14:00 (an afternoon said) → Mon 07
    # Dec 09:00 = 67 h; "tuesday now." names no time: Tue 09:00 → Fri 09:00 = 72 h
    ("friday afternoon here. cheapest way to be done by monday morning?", 67.0),
    ("tuesday now. we need it done by friday.", 72.0),
    ("周五下午了，手上有200万条对话，周一早上要结果", 67.0),
    ("禮拜五下晝啦，禮拜一朝早要", 67.0),
    ("模型训练到周五了还没完，周一早上要结果", 115.0),  # 周五 mid-sentence is no today: Wed 14:00 → Mon 09:00
    # the part of the day said and a clause joined by "and": Fri 04 Dec 14:00 (afternoon) → Mon 07 Dec 09:00 = 67 h;
    # an evening is 18:00 → Mon 09:00 = 63 h; 现在/現在 with the day is today as 今天 is; 晚上 is 21:00 → 60 h
    ("It's Friday afternoon and it has to be done by Monday morning.", 67.0),
    ("it's friday evening and we need it by Monday", 63.0),
    ("现在是周五下午，周一早上要结果", 67.0),
    ("現在是禮拜五晚上，禮拜一朝早要", 60.0),
    ("it's Monday morning we need it by Friday", 43.0),  # no clause word after "morning": the wall clock, as before
])
def test_a_stated_today_anchors_the_deadline(text, hours):
    got = calendar_deadline(text, WED_1400)
    assert got is not None and got[0] == hours, (text, got)


def test_today_is_the_nearest_date_with_that_weekday():
    # a Wednesday wall clock: "Tuesday" is yesterday (−1 day), "Saturday" is in 3 days, "Sunday" 3 days back
    assert stated_today(WED_1400, 1).day == 1
    assert stated_today(WED_1400, 5).day == 5
    assert stated_today(WED_1400, 6).day == 29


@pytest.mark.parametrize("text,en,zh", [
    # another weekday with no time: its working day's start, said as assumed
    ("today is Tuesday, we need it by Friday", "(Tue 01 Dec 09:00: no time said, the start of a working day)",
     "（12月1日周二 09:00；没说时间，按上班开始计）"),
    ("今天周二，周五前要完成", "(Tue 01 Dec 09:00: no time said, the start of a working day)", "没说时间，按上班开始计"),
    # the wall clock's own weekday with no time: now, said as the clock's time, never "as you said it"
    ("it's Wed, we need it by Friday", "from now, today as you said it (Wed 02 Dec 14:00: no time said, the clock's "
     "time now)", "从现在（12月2日周三 14:00；即你说的今天，没说时间，按现在的钟点）"),
])
def test_a_time_of_day_nobody_said_is_said_as_assumed(text, en, zh):
    got = calendar_deadline(text, WED_1400)
    assert got is not None and got[1] is not None
    assert en in got[1].en and zh in got[1].zh, (got[1].en, got[1].zh)
    assert "from today as you said it" not in got[1].en


def test_a_part_of_the_day_said_is_the_time_as_said():
    # "Friday afternoon" is 14:00 said: no assumption appended
    got = calendar_deadline("It's Friday afternoon and it has to be done by Monday morning.", WED_1400)
    assert got is not None and got[1] is not None
    assert "from today as you said it (Fri 04 Dec 14:00)" in got[1].en and "no time said" not in got[1].en


def test_the_weekday_named_as_today_is_no_deadline():
    # "It's Friday" with no deadline said: nothing to count, never "by Friday" read from today's name
    assert calendar_deadline("It's Friday, what GPU should I rent for Llama 3.1 8B?", WED_1400) is None


def _ask(text: str) -> str:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


def _not_today() -> tuple[str, str, str]:
    """A weekday before Friday that is not the clock's today (English, its short form, Chinese): the note is said only
    when the day named as today differs from the clock's (on the clock's own Tuesday there is nothing to say)."""
    import datetime as dt

    return ("Monday", "Mon", "周一") if dt.date.today().weekday() != 0 else ("Tuesday", "Tue", "周二")


@pytest.mark.slow
def test_the_answer_says_it_counted_from_the_day_said():
    day, short, _ = _not_today()
    out = _ask("I need to classify 2 million customer reviews (about 150 words each) into 12 categories with Phi-4. "
               f"Output is just the label. It's {day} and it has to be done by Friday morning. What's the cheapest "
               "way to do it?")
    assert f"from the day you named as today ({short}" in out and "no time said" in out and "Phi-4" in out


@pytest.mark.slow
def test_the_chinese_answer_says_it_counted_from_the_day_said():
    _, _, zh = _not_today()
    out = _ask(f"用Phi-4给200万条用户评论分类，每条约300字，只输出标签。今天{zh}，周五前要完成。最便宜怎么做？")
    assert "从你说的今天（" in out and zh in out and "没说时间" in out
