"""Msg.find walks a message's nested facts, lists of them included: a test (or a caller) asks for one fact of an
answer's headline without a walk of its own (two test modules each carried one)."""

from __future__ import annotations

from tools.schema import Msg


def test_find_reaches_a_fact_nested_in_a_list():
    inner = Msg(code="session_kv.tail.resident", args={"sessions": 40})
    head = Msg(code="recommend.headline", args={"parts": [Msg(code="a", args={}), Msg(code="b", args={"x": inner})]})
    assert head.find("session_kv.tail.resident") is inner
    assert head.find("recommend.headline") is head
    assert head.find("absent") is None
    # says() keeps to direct arguments: a fact only inside a list is found, not said
    assert not head.says("session_kv.tail.resident")
