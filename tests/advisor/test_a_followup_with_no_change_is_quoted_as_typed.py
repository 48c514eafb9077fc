"""A follow-up that changes nothing is quoted back ("沒有從«…»裡讀到改動"). In a Traditional-script chat the quote went
through the reply's conversion to Taiwan vocabulary, so the user's own words came back rewritten: «把數據庫的用戶改成NaN個
用戶» was quoted as «把資料庫的使用者改成NaN個使用者». The quote is now kept as typed, as an export's quotes are."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # whole answers through the chat engine


@pytest.mark.parametrize(("first", "followup", "quoted"), [
    # 數據庫 → 資料庫 and 用戶 → 使用者 are TAIWAN_TERMS: the quote must keep the user's words
    ("幫10個用戶部署Qwen2.5-7B", "把數據庫的用戶改成NaN個用戶", "«把數據庫的用戶改成NaN個用戶»"),
    # 軟件 → 軟體, 視頻 → 影片: the same
    ("幫10個用戶部署Qwen2.5-7B", "軟件和視頻改成NaN個", "«軟件和視頻改成NaN個»"),
    # a simplified chat is never converted: quoted as typed before and after
    ("给10个用户部署Qwen2.5-7B", "把数据库的用户改成NaN个用户", "«把数据库的用户改成NaN个用户»"),
])
def test_a_followup_that_changes_nothing_is_quoted_as_typed(tmp_path, first, followup, quoted):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    text = e.handle("t", followup).text
    assert quoted in text and "\ue000" not in text and "\ue001" not in text, text[:400]
