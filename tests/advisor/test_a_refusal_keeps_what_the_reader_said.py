"""A message refused as outside the domain dropped what the reader said of it: "1e300 hours of audio a month" was
"That is outside what I do" with no word that 1e300 was not read (the figure taken out was what left nothing to size).
The refusal now carries the reader's notes, in the user's language; a message with none is refused as before."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
pytestmark = pytest.mark.slow  # each test runs the chat Engine


def test_a_refused_message_says_the_figure_it_did_not_read(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "1e300 hours of audio a month")
    assert r.text.startswith("> '1e300' is not read: no figure here is that small or that large"), r.text[:300]
    assert "That is outside what I do" in r.text


def test_a_plain_off_topic_message_is_refused_as_before(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "今天天气怎么样")
    assert r.text.startswith("这超出了我的范围"), r.text[:200]
