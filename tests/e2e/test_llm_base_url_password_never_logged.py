"""A base URL with credentials (GPU_ADVISOR_LLM_BASE_URL=http://user:pass@host/v1): httpx logs
"HTTP Request: POST <url>" at INFO on every model call, and that line carried the password into the bot log.
The model here is a local server that answers 500 quoting the request headers (where the
Basic credentials httpx builds from the URL would show)."""

from __future__ import annotations

import json
import logging
import signal
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.e2e.test_reliability_kill import _env, _free_port, _wait_port
from tests.e2e.test_slack_e2e import mention, post
from tests.fake_slack import FakeSlack

PASSWORD = "bAs1cPassw0rd"
SECRET = "n46-signing-secret-0123456789abcd"  # 32 characters, as Slack's


class _Model(BaseHTTPRequestHandler):
    hits = 0

    def log_message(self, *a):
        pass

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        type(self).hits += 1
        body = json.dumps({"error": {"message": f"upstream failed; headers {dict(self.headers)}"}}).encode()
        self.send_response(500)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def model():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Model)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    _Model.hits = 0
    yield f"http://user:{PASSWORD}@127.0.0.1:{srv.server_address[1]}/v1"
    srv.shutdown()
    srv.server_close()


def test_httpx_request_lines_never_carry_the_url_password(model, caplog):
    # the filter sits on httpx's own logger: a handler without SecretFilter (caplog here) still gets it masked
    import httpx

    import advisor.config  # noqa: F401  (installs the mask on the HTTP loggers)

    with caplog.at_level(logging.INFO, logger="httpx"):
        httpx.post(model + "/chat/completions", json={}, timeout=5)
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "HTTP Request: POST http://<credentials>@127.0.0.1" in text  # the line is still there, just masked
    assert PASSWORD not in text


def test_the_slack_bot_log_never_carries_the_base_url_password(tmp_path, model):
    pytest.importorskip("langchain_openai")
    fake = FakeSlack().start()
    port = _free_port()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN="xoxb-n46-token", SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               HF_HUB_OFFLINE="1", GPU_ADVISOR_LLM="openai:gpt-4o-mini", GPU_ADVISOR_LLM_BASE_URL=model,
               GPU_ADVISOR_LLM_API_KEY="sk-n46-key", GPU_ADVISOR_LLM_TIMEOUT="5", OPENAI_MAX_RETRIES="0")
    log = tmp_path / "bot.log"
    with open(log, "w") as lf:
        bot = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port",
                                str(port), "--no-charts"], env=env, stdout=lf, stderr=subprocess.STDOUT)
        try:
            _wait_port(port, bot, 90)
            post(f"http://127.0.0.1:{port}/slack/events",
                 mention("LoRA fine-tune some new 7B model for my team", event_id="EvN46"), secret=SECRET)
            fake.wait_for("chat.postMessage", timeout=60)  # answered (from the rules, the model having failed)
        finally:
            bot.send_signal(signal.SIGTERM)
            bot.wait(30)
            fake.stop()
    text = log.read_text()
    assert _Model.hits >= 1  # the model was called, so httpx did log a request line
    assert "HTTP Request: POST" in text  # the default INFO log has it (before: with the password in it)
    assert PASSWORD not in text
