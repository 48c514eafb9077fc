"""Settings, words, sheets and downloads found unbounded (docs/ATTACK_REVIEW.md), each fixed as a class and held here
through the real surface: `gpu-advisor` processes, a real Slack bot process with the fake Slack Web API, the MCP
server on raw stdio, and local HTTP servers standing in for catalog mirrors (one that drips, one that redirects, one
on a non-loopback address that must receive nothing)."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.e2e.test_reliability_kill import SECRET, TOKEN, _env, _free_port, _wait_port
from tests.e2e.test_slack_e2e import mention, post
from tests.fake_slack import FakeSlack

ROOT = Path(__file__).resolve().parents[2]
FX = ROOT / "catalog" / "data" / "fx.csv"
SKYPILOT = ROOT / "tests" / "data" / "catalog" / "skypilot_v7"


def gpu_advisor(tmp_path: Path, *args: str, stdin: str | None = None, timeout: float = 120,
                **env: str) -> subprocess.CompletedProcess[str]:
    """`gpu-advisor ARGS` in its own process, with `env` over a clean environment and a scratch home."""
    full = {**_env(tmp_path / "home"), "HF_HUB_OFFLINE": "1", **env}
    return subprocess.run([sys.executable, "-m", "advisor", *args], capture_output=True, text=True, env=full,
                          cwd=tmp_path, timeout=timeout, input=stdin)


def _no_bug_words(r: subprocess.CompletedProcess[str]) -> None:
    both = r.stdout + r.stderr
    assert "Traceback" not in both and "please report it" not in both and "errors.pydantic.dev" not in both, both[-800:]


# ---- every numeric GPU_ADVISOR_* setting through one bounded reader --------------------------------

def _slack_start(tmp_path: Path, fake: FakeSlack, **env: str) -> subprocess.CompletedProcess[str] | None:
    """`gpu-advisor slack --http` with `env`: its completed process when it exits within 60 s, else None (it ran)."""
    port = _free_port()
    full = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
                HF_HUB_OFFLINE="1", **env)
    p = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port",
                          str(port), "--no-charts"], env=full, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = p.communicate(timeout=60)
        return subprocess.CompletedProcess(p.args, p.returncode, out, err)
    except subprocess.TimeoutExpired:
        p.terminate()
        p.communicate(timeout=10)
        return None


@pytest.fixture
def fake():
    f = FakeSlack().start()
    yield f
    f.stop()


@pytest.mark.parametrize("hours", ["1e-300", "5e-324", "0.0000001", "nan"])
def test_a_refresh_interval_below_the_floor_stops_the_bot_in_words(tmp_path, fake, hours):
    # Before: 1e-300 h passed `0 < h` and the refresh ran back to back (9,707 tries in 20 s with a failing source).
    # Guaranteed: the bot does not start; exit 2 naming the variable, its floor (0.1 h) and ceiling, no traceback.
    r = _slack_start(tmp_path, fake, GPU_ADVISOR_REFRESH_HOURS=hours)
    assert r is not None and r.returncode == 2, r
    assert "GPU_ADVISOR_REFRESH_HOURS must be a number of hours from 0.1 to 8760" in r.stderr, r.stderr[-500:]
    _no_bug_words(r)


def test_the_floor_itself_and_off_are_accepted():
    # the bound is a range, not a wall: 0.1 h (six minutes) is a schedule, "off" and "0" turn it off
    from catalog.fetch import schedule_hours

    assert schedule_hours("0.1") == 0.1 and schedule_hours("off") is None and schedule_hours("0") is None
    assert schedule_hours("") == 24.0


@pytest.mark.parametrize("workers", ["99999999", "abc", "1.5", "0", "-1", "nan", "1e9"])
def test_a_worker_count_outside_1_to_256_stops_the_bot_in_words(tmp_path, fake, workers):
    # Before: 99999999 started the bot with an answer pool that size (the bound of 32 at once gone); abc and nan
    # exited with Python's words ("invalid literal for int()"). Guaranteed: exit 2 naming the variable and the range.
    r = _slack_start(tmp_path, fake, GPU_ADVISOR_SLACK_WORKERS=workers)
    assert r is not None and r.returncode == 2, r
    assert "GPU_ADVISOR_SLACK_WORKERS must be a whole number of answers at once from 1 to 256" in r.stderr, r.stderr
    assert "invalid literal" not in r.stderr and "max_workers" not in r.stderr
    _no_bug_words(r)


def test_a_worker_count_in_range_starts_the_bot(tmp_path, fake):
    # the range is not a wall: 8 answers at once is a bot that starts and keeps running
    assert _slack_start(tmp_path, fake, GPU_ADVISOR_SLACK_WORKERS="8", GPU_ADVISOR_REFRESH_HOURS="off") is None


def test_every_numeric_setting_is_read_through_the_one_bounded_reader():
    # The class: a GPU_ADVISOR_* number read with a bare float()/int() has no floor or ceiling and fails in Python's
    # words (there were once two such readers). Guaranteed: no source line turns a GPU_ADVISOR_ variable into a
    # number except through catalog.settings.bounded.
    bare = re.compile(r"(?:float|int)\(\s*(?:os\.environ\.get|os\.getenv|config\.get|get)\(\s*[\"']GPU_ADVISOR_")
    offenders = [f"{p.relative_to(ROOT)}:{i}" for d in ("advisor", "catalog", "tools") for p in (ROOT / d).rglob("*.py")
                 for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if bare.search(line)]
    assert offenders == []
    from catalog.settings import SettingError, bounded

    with pytest.raises(SettingError, match=r"GPU_ADVISOR_X must be a whole number of things from 1 to 9"):
        bounded("GPU_ADVISOR_X", 1, 9, 3, "things", integer=True, raw="2.5")


# ---- a negative amount in words is never read as its absolute value ----------------------------------

NEGATIVE = [
    ("serve Llama-3-8B with -5k-token prompts", "prompt_tokens", "'-5k-token' is not read"),
    ("serve Llama-3-8B, context -8k", "seq_len", "-8k' is not read"),  # quoted with its field word
    ("serve Llama-3-8B, -32k tokens", "seq_len", "'-32k tokens' is not read"),
    ("LoRA a 7B model on -2B tokens", "train_tokens", "'-2B tokens' is not read"),
    ("serve Llama-3-8B for -5k users", "concurrency", "'-5k users' is not read"),
    ("serve Llama-3-8B, budget of -$500 a month", "budget", "-$500' is not read: a budget"),  # 'budget of -$500' quoted whole
    ("serve Llama-3-8B, budget $-500/month", "budget", "'$-500' is not read"),
    ("LoRA a -7B model", "params_b", "'-7B' is not read"),
    ("部署 Llama-3-8B，上下文 -8k", "seq_len", "-8k' is not read"),
    ("serve Llama-3-8B with 0k-token prompts", "prompt_tokens", "'0k-token' is not read"),
    ("embed -500 documents with bge-large", "batch_requests", "'-500 documents' is not read"),
]


def test_a_negative_amount_is_left_unread_and_said_so(tmp_path):
    # Before: the minus was dropped without a word (prompts 5,120, context 8,192, 2e9 training tokens, 5,000 users,
    # a $500 budget, a 7B model). Guaranteed: the field stays unset (the default is used) and a note quotes the
    # figure and says why; "-3 days" and ranges such as "5-10 users" read as before. One `parse` batch.
    lines = [t for t, _, _ in NEGATIVE] + ["LoRA a 7B model in -3 days", "serve Llama-3-8B for 5-10 users"]
    r = gpu_advisor(tmp_path, "parse", stdin="\n".join(lines) + "\n")
    out = [json.loads(x) for x in r.stdout.splitlines()]
    assert r.returncode == 0 and len(out) == len(lines), r.stderr[-500:]
    for (text, field, note), got in zip(NEGATIVE, out, strict=False):
        assert got["workload"].get(field) is None, (text, got["workload"])
        assert any(note in n for n in got["notes"]), (text, got["notes"])
    assert out[-2]["workload"].get("deadline_hours") is None and "'-3 days' is not read" in out[-2]["notes"][0]
    assert out[-1]["workload"]["concurrency"] == 10


def test_a_chinese_question_gets_the_note_in_chinese(tmp_path):
    # the note is in the reader's language: 简体 here, 繁體 converted by the answer's script
    r = gpu_advisor(tmp_path, "ask", "部署 Llama-3-8B，上下文 -8k")
    # the note quotes the field word and names it: “上下文 -8k”未读取：上下文长度不会是负数
    assert r.returncode == 0 and "-8k”未读取：上下文长度不会是负数" in r.stdout, r.stdout[:600]
    assert "上下文 8,192" not in r.stdout


# ---- unknown or case-variant sheet columns are refused by name ----------------------------------------

def test_unknown_and_case_variant_columns_are_refused_by_check_and_import(tmp_path):
    # Before: check said "OK" and import "Imported 1 new", and Price_Spot / price_reserved were stored empty (the
    # spot and reserved prices lost without a word). Guaranteed: both commands exit 2 naming each unknown column,
    # with the known one it is a case or suffix away from, and nothing is imported.
    sheet = tmp_path / "a.csv"
    sheet.write_text("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,Price_Spot,price_reserved,"
                     "comment\nacme,s1,us-east,L4,1,USD,0.8,0.2,300,x\n", encoding="utf-8")
    for args in (["catalog", "check", "--file", str(sheet)], ["catalog", "import", str(sheet)]):
        r = gpu_advisor(tmp_path, *args)
        assert r.returncode == 2, (args, r.stdout[-300:], r.stderr[-300:])
        said = r.stdout + r.stderr
        assert "'Price_Spot' (did you mean 'price_spot'?)" in said and "'comment'" in said, said
        assert "'price_reserved' (did you mean 'price_reserved_month'?)" in said
        _no_bug_words(r)
    r = gpu_advisor(tmp_path, "catalog", "instances", "--provider", "acme", "--json")
    assert "acme" not in r.stdout


def test_a_sheet_of_known_columns_still_imports(tmp_path):
    # the check names columns the import does not read; every column of the template and the export is read
    sheet = tmp_path / "ok.csv"
    sheet.write_text("provider,instance_type,region,gpu,gpu_count,gpu_memory_gib,vcpu,ram_gib,currency,price_on_demand,"
                     "price_spot,price_reserved_month,as_of,notes\nacme,s1,us-east,L4,1,24,8,32,USD,0.8,0.2,300,,n\n",
                     encoding="utf-8")
    r = gpu_advisor(tmp_path, "catalog", "import", str(sheet))
    assert r.returncode == 0 and "Imported 1 new" in r.stdout, r.stderr[-500:]


# ---- a figure out of its field's range, read from words ------------------------------------------

def test_out_of_range_figures_are_said_in_words_on_the_cli(tmp_path):
    # Before: "seq_len must be between 1 and 10,000,000 (got 0)" (an internal name, English to a Chinese question),
    # "batch_requests: Input should be less than or equal to 1000000000000" (pydantic's), exit 2, no answer.
    # Guaranteed: the answer is given on the default, with a note naming the fact in the reader's language/script.
    cases = [("部署 Llama-3-8B，上下文 0", "上下文 0 个 token 未读取"),
             ("為 1e13 個用戶部署 Llama-3-8B", "同時在線 10,000,000,000,000 人未讀取"),
             # 18 nines are past a float's 15–16 exact digits: said to 3 digits, never as digits the user did not write
             ("LoRA a 7B model with rank 999999999999999999", "a LoRA rank of 1e+18 is not read"),
             ("summarise 1e13 documents with Llama-3-8B offline",
              "a batch of 10,000,000,000,000 requests or documents is not read"),
             ("embed 1e13 documents with bge-large", "a batch of 10,000,000,000,000 requests or documents is not read")]
    for q, note in cases:
        r = gpu_advisor(tmp_path, "ask", q)
        assert r.returncode == 0 and note in r.stdout, (q, r.returncode, r.stdout[:500], r.stderr[-300:])
        for internal in ("seq_len", "concurrency must", "lora-rank", "batch_requests", "Input should"):
            assert internal not in r.stdout + r.stderr, (q, internal)
        _no_bug_words(r)
    # the figure's earlier "read as 10^13 users at once" note is withdrawn with it, so the notes do not contradict
    assert "按 10000000000000" not in gpu_advisor(tmp_path, "ask", "為 1e13 個用戶部署 Llama-3-8B").stdout


def test_chat_says_it_in_words_too(tmp_path):
    # Before: chat printed pydantic's multi-line "1 validation error for WorkloadPatch … errors.pydantic.dev"
    r = gpu_advisor(tmp_path, "chat", stdin="summarise 1e13 documents with Llama-3-8B offline\nquit\n")
    assert "a batch of 10,000,000,000,000 requests or documents is not read" in r.stdout, r.stdout[-800:]
    _no_bug_words(r)


def test_slack_answers_never_apologises_for_an_out_of_range_figure(tmp_path, fake):
    # Before: a signed mention "embed 1e18 documents with bge-large" got "Sorry, something went wrong on my side"
    # and an ERROR log line. Guaranteed: a real bot process replies in the thread with the note, in the user's
    # language, and logs no error.
    port = _free_port()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               HF_HUB_OFFLINE="1", GPU_ADVISOR_REFRESH_HOURS="off")
    bot = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port",
                            str(port), "--no-charts"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_port(port, bot, 90)
        url = f"http://127.0.0.1:{port}/slack/events"
        assert post(url, mention("embed 1e18 documents with bge-large", event_id="Ev-a75"), secret=SECRET)[0] == 200
        assert post(url, mention("部署 Llama-3-8B，上下文 0", event_id="Ev-a74", ts="1700000001.000001"),
                    secret=SECRET)[0] == 200
        posts = fake.wait_for("chat.postMessage", 2, timeout=90)
    finally:
        bot.terminate()
        _, log = bot.communicate(timeout=20)
    texts = [json.dumps(c.body, ensure_ascii=False) for c in posts]
    assert any("requests or documents is not read" in t for t in texts), texts
    assert any("上下文 0 个 token 未读取" in t for t in texts), texts
    assert not any("something went wrong" in t or "出错" in t for t in texts)
    assert " ERROR " not in log, log[-1500:]


def test_mcp_parse_request_says_it_in_the_users_language(tmp_path):
    # MCP's parse_request returns the notes in the reader's language (were English whatever the question's)
    pytest.importorskip("mcp")
    from tests.e2e.test_mcp_long_lines_take_linear_time import _Server

    s = _Server(tmp_path)
    try:
        s.send({"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {
            "name": "parse_request", "arguments": {"text": "部署 Llama-3-8B，上下文 0"}}})
        while (reply := json.loads(s.p.stdout.readline())).get("id") != 5:
            pass
    finally:
        s.close()
    body = json.dumps(reply, ensure_ascii=False)
    assert "上下文 0 个 token 未读取" in body and "seq_len must" not in body, body[:800]


# ---- output paths ---------------------------------------------------------------------------------

@pytest.mark.parametrize("where", ["missing", "/dev/full", "/etc/hostname/x.csv"])
def test_template_to_a_path_it_cannot_write_is_exit_2_naming_the_path(tmp_path, where):
    # Before: exit 1 "unexpected FileNotFoundError … please report it", or "cannot write GPU_ADVISOR_HOME" blaming a
    # home that is fine. Guaranteed: `catalog export -o`'s words: exit 2 "cannot write <path>: <reason>; nothing written"
    path = str(tmp_path / "no-such-dir" / "x.csv") if where == "missing" else where
    r = gpu_advisor(tmp_path, "catalog", "template", "--provider", "tencent", "-o", path)
    assert r.returncode == 2 and f"cannot write {path}" in r.stderr and "nothing written" in r.stderr, r.stderr
    assert "GPU_ADVISOR_HOME" not in r.stderr
    _no_bug_words(r)


def test_refresh_never_reads_an_endless_or_huge_old_output(tmp_path):
    # Before: `-o /dev/zero` read endless zeros (3 GB in 8.6 s, then MemoryError; 21 GB RSS uncapped) to count the old
    # file's rows. Guaranteed: a target that is not a regular file, or is larger than any catalog (256 MB), is refused
    # before anything is read or fetched, exit 2 in words, in seconds. The huge file is sparse (no disk used).
    huge = tmp_path / "huge.csv"
    with open(huge, "wb") as f:
        f.truncate(300 * 2**20)
    fifo = tmp_path / "fifo.csv"
    os.mkfifo(fifo)
    for target, says in (("/dev/zero", "is not a regular file"), ("/dev/full", "is not a regular file"),
                         (str(fifo), "is not a regular file"), (str(huge), "more than any catalog")):
        start = time.monotonic()
        r = gpu_advisor(tmp_path, "catalog", "refresh", "--skypilot", str(SKYPILOT), "-o", target, timeout=60)
        assert r.returncode == 2 and says in r.stderr and "nothing was written" in r.stderr, (target, r.stderr)
        assert time.monotonic() - start < 45
        _no_bug_words(r)
    assert huge.stat().st_size == 300 * 2**20  # left as it was


# ---- a currency with no rate ----------------------------------------------------------------------------

def test_a_currency_with_an_empty_rate_is_refused_naming_the_file_in_use(tmp_path):
    # Before: `--currency EUR` answered in USD without a word; a EUR budget's note blamed catalog/data/fx.csv while
    # GPU_ADVISOR_FX_CSV named the file. Guaranteed: --currency refuses (exit 2) naming the file in use; the budget
    # note and the answer's notes name it too.
    fx = tmp_path / "fx_eurnone.csv"
    fx.write_text(re.sub(r"(?m)^EUR,[^,]*,", "EUR,,", FX.read_text(encoding="utf-8")), encoding="utf-8")
    r = gpu_advisor(tmp_path, "ask", "LoRA a 7B model", "--currency", "EUR", GPU_ADVISOR_FX_CSV=str(fx))
    assert r.returncode == 2 and f"GPU_ADVISOR_FX_CSV ({fx})" in r.stderr and "no EUR rate" in r.stderr, r.stderr
    r = gpu_advisor(tmp_path, "ask", "LoRA a 7B model on a budget of 100 EUR a month", GPU_ADVISOR_FX_CSV=str(fx))
    assert r.returncode == 0 and f"GPU_ADVISOR_FX_CSV ({fx}) has no EUR rate" in r.stdout, r.stdout[:600]
    assert "catalog/data/fx.csv has no" not in r.stdout


def test_the_service_says_why_prices_stay_in_usd(tmp_path, monkeypatch):
    # Another surface (MCP, LangChain) asking for EUR prices with no EUR rate gets the answer in USD and a note that
    # says so and why, naming the file; was a silent switch to USD.
    fx = tmp_path / "fx_eurnone.csv"
    fx.write_text(re.sub(r"(?m)^EUR,[^,]*,", "EUR,,", FX.read_text(encoding="utf-8")), encoding="utf-8")
    monkeypatch.setenv("GPU_ADVISOR_FX_CSV", str(fx))
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "home"))
    from advisor.core.service import advise
    from tools.schema import Workload

    rec = advise(Workload(task="lora", params_b=7), currency="EUR")
    notes = [m.text("en") for m in rec.assumptions]
    said = f"Prices are in USD, not EUR: I hold no exchange rate for EUR (GPU_ADVISOR_FX_CSV ({fx}) has no EUR rate)"
    assert rec.currency == "USD" and any(said in n for n in notes), notes[:3]


# ---- catalog downloads ---------------------------------------------------------------------------

class _Mirror:
    """A local HTTP server: `drip` sends a valid header then a byte every 0.3 s for ever; `redirect` answers 302 to
    `target` + path; `count` records each request (a host that must receive none)."""

    def __init__(self, mode: str, target: str = "", host: str = "127.0.0.1") -> None:
        self.hits: list[str] = []
        me = self

        class H(BaseHTTPRequestHandler):
            def log_message(self, *a: object) -> None:
                pass

            def do_GET(self) -> None:
                me.hits.append(self.path)
                if mode == "redirect":
                    self.send_response(302)
                    self.send_header("Location", target + self.path)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.end_headers()
                if mode != "drip":
                    return
                try:
                    self.wfile.write(b"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n")
                    while True:
                        self.wfile.flush()
                        time.sleep(0.3)
                        self.wfile.write(b"x")
                except OSError:
                    pass

        self.server = ThreadingHTTPServer((host, 0), H)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_a_dripping_mirror_is_cut_off_at_the_deadline(tmp_path):
    # Before: --timeout was httpx's per-read timeout, so a byte a second held the download for about a year (still
    # running after 90 s). Guaranteed: the whole download has the deadline; exit 2 "did not finish within 1 s",
    # nothing written, well within a minute. The bot's scheduled refresh uses the same download (TIMEOUT_S each).
    m = _Mirror("drip")
    try:
        start = time.monotonic()
        r = gpu_advisor(tmp_path, "catalog", "refresh", "--source", f"http://127.0.0.1:{m.port}/", "--timeout", "1",
                        "-o", str(tmp_path / "out.csv"), timeout=90)
        took = time.monotonic() - start
    finally:
        m.stop()
    assert r.returncode == 2 and "did not finish within 1 s" in r.stderr and "nothing was changed" in r.stderr, r.stderr
    assert took < 45 and not (tmp_path / "out.csv").exists()


def _non_loopback_address() -> str | None:
    """This machine's address on a non-loopback interface (no packet is sent), or None when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            ip = s.getsockname()[0]
        except OSError:
            return None
    return None if ip.startswith("127.") or ip == "0.0.0.0" else ip


def test_a_redirect_is_followed_only_where_a_source_would_be_accepted(tmp_path):
    # Before: plain http to another host given directly was refused, but a loopback mirror's 302 to it was followed
    # (18 requests reached it). Guaranteed: every hop is held to the source rule; the fetch stops at the redirect,
    # exit 2 naming it, and the non-loopback server receives nothing.
    ip = _non_loopback_address()
    hit = _Mirror("count", host="0.0.0.0") if ip else None
    target = f"http://{ip}:{hit.port}" if hit else "http://10.255.255.1:9"
    red = _Mirror("redirect", target=target)
    try:
        r = gpu_advisor(tmp_path, "catalog", "refresh", "--source", f"http://127.0.0.1:{red.port}/", "--timeout", "2",
                        "-o", str(tmp_path / "out.csv"))
    finally:
        red.stop()
        if hit:
            hit.stop()
    assert r.returncode == 2 and "the source redirected there" in r.stderr and target in r.stderr, r.stderr
    assert hit is None or hit.hits == []
    assert len(red.hits) == 1  # stopped at the first redirect, not tried for every cloud


def test_a_redirect_to_another_loopback_mirror_is_still_followed(tmp_path):
    # the rule is the source rule, not "no redirects": a loopback mirror sending to another loopback mirror is fine
    from tests.e2e.test_catalog_fetch import REF, SERVED, Catalogs

    root = tmp_path / "served"
    for cloud in SERVED:
        (root / cloud).mkdir(parents=True)
        (root / cloud / "vms.csv").write_bytes((REF / f"{cloud}.csv").read_bytes())
    cat = Catalogs(root)
    threading.Thread(target=cat.serve_forever, daemon=True).start()
    red = _Mirror("redirect", target=f"http://127.0.0.1:{cat.server_address[1]}")
    try:
        r = gpu_advisor(tmp_path, "catalog", "refresh", "--source", f"http://127.0.0.1:{red.port}/catalogs/v7",
                        "--timeout", "10", "-o", str(tmp_path / "out.csv"))
    finally:
        red.stop()
        cat.shutdown()
        cat.server_close()
    assert r.returncode == 0 and "lambda" in r.stdout and (tmp_path / "out.csv").exists(), r.stderr[-600:]
