"""Text that is not UTF-8. Python keeps undecodable argv and stdin bytes as lone surrogates
(PEP 383), and JSON's "\\ud800" decodes to one; no UTF-8 text holds them, so they failed at SQLite:
`ask` exited 1 "unexpected UnicodeEncodeError … please report it", `chat` printed the raw codec error, and a signed
Slack event got an apology (for an `event_id`, HTTP 500 and one more apology per Slack retry)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.test_slack_e2e import mention, post

ROOT = Path(__file__).parents[2]
GBK = "部署 Qwen2.5-7B 推理".encode("gbk")  # what a GBK terminal passes; not UTF-8


def _run(args: list[bytes | str], tmp_path, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    env.update(GPU_ADVISOR_HOME=str(tmp_path / "home"), HF_HUB_OFFLINE="1", LC_ALL="C.UTF-8", PYTHONPATH=str(ROOT))
    env.pop("PYTHONUTF8", None)
    return subprocess.run([sys.executable, "-m", "advisor", *args], input=stdin, capture_output=True, env=env,
                          timeout=120)


@pytest.mark.parametrize("flags", [[], ["--json"]])
def test_ask_with_bytes_that_are_not_utf8_exits_2_in_words(tmp_path, flags):
    r = _run(["ask", *flags, GBK], tmp_path)
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 2, err  # before: 1, "unexpected UnicodeEncodeError … please report it"
    assert "not UTF-8" in err and "please report" not in err and "Traceback" not in err


def test_chat_refuses_a_line_that_is_not_utf8_and_goes_on(tmp_path):
    r = _run(["chat"], tmp_path, stdin=GBK + b"\nLoRA a 7B model\nquit\n")
    out = (r.stdout + r.stderr).decode("utf-8", "replace")
    assert r.returncode == 0, out
    assert "not UTF-8" in out and "codec" not in out  # before: "'utf-8' codec can't encode character …"
    assert "A10" in out or "L4" in out or "GPU" in out  # the next line is still answered


def _surrogate_body(where: str, event_id: str) -> str:
    body = json.loads(mention("LoRA a 7B model", event_id=event_id, ts="1700000400.000001"))
    if where == "text":
        body["event"]["text"] += " \ud800"
    elif where == "team":
        body["team_id"] = "T\ud800"
    else:
        body["event_id"] = event_id + "\ud800"
    return json.dumps(body)  # ensure_ascii: the lone surrogate travels as the escape "\ud800", as Slack's JSON could


@pytest.mark.parametrize("where", ["text", "team", "event_id"])
def test_signed_slack_event_with_a_lone_surrogate_is_answered_once(bot, fake, where):
    body = _surrogate_body(where, f"EvSur-{where}")
    assert post(bot.url, body)[0] == 200  # before, for event_id: 500
    fake.wait_for("chat.postMessage")
    # a retry of the same event (Slack re-delivers a 500) is acked and answered by nobody a second time
    assert post(bot.url, body, headers={"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_error"})[0] == 200
    time.sleep(1.0)
    posted = fake.of("chat.postMessage")
    texts = json.dumps([c.body for c in posted], ensure_ascii=False)
    assert "Sorry, something went wrong" not in texts  # an answer, not the apology
    assert len(posted) == 1
