"""An MCP line that is not JSON (a trailing comma, a cut object, a raw NUL inside a string, a UTF-8 byte-order mark
before the object) got no reply at all, so a client waited for ever (an attacker's-eye review; a BOM on the very
first line, which some Windows shells add, left `initialize` unanswered). JSON-RPC 2.0 §5 answers a parse error with
-32700 and a null id; a request that is JSON once its BOM is dropped is answered with its own id and the reason.
The server answers the lines after it as before. Through raw pipes to a real server."""

from __future__ import annotations

import pytest

from tests.e2e.test_mcp_long_lines_take_linear_time import _Server

pytest.importorskip("mcp")


@pytest.mark.parametrize("line", [
    '{"jsonrpc":"2.0","id":3,"method":"ping",}',
    '{"jsonrpc":"2.0","id":3,"method":"pi',
    '{"jsonrpc":"2.0","id":3,"method":"ping","params":{"x":"a\x00b"}}',
    "not json at all",
])
def test_a_line_that_is_not_json_gets_a_parse_error_and_the_server_goes_on(tmp_path, line):
    s = _Server(tmp_path)
    try:
        _, replies = s.round(line)
        assert [(r["id"], r["error"]["code"]) for r in replies] == [(None, -32700)], replies
    finally:
        s.close()


def test_a_request_after_a_byte_order_mark_is_answered_with_its_id(tmp_path):
    s = _Server(tmp_path)
    try:
        _, replies = s.round('\ufeff{"jsonrpc":"2.0","id":3,"method":"ping"}')
        assert [(r["id"], r["error"]["code"]) for r in replies] == [(3, -32700)], replies
        assert "byte-order mark" in replies[0]["error"]["message"]
    finally:
        s.close()
