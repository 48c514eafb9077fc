"""Reliability probes, kept as bounded regression tests: concurrent use of the SQLite file,
stored state that outlives a schema change, no traceback for bad input, output safety, secrets.
The probes that need a real process and SIGKILL are in tests/e2e/test_reliability_kill.py."""

from __future__ import annotations

import io
import json
import logging
import sqlite3
import threading

import pytest
from click.testing import CliRunner

from advisor import config
from advisor.cli import cli
from advisor.core.store import Store
from catalog import db as cdb
from tools.schema import Workload

SHEET = ("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,notes\n"
         "acme,gpu.h100x8,us-1,H100,8,USD,20.5,{note}\n")


def test_parallel_first_use_builds_the_catalog_once_and_everyone_reads_it(tmp_path):
    """Six threads with their own connections open a fresh file at once (processes: test_reliability_kill)."""
    path = tmp_path / "fresh.db"
    got, errors = [], []

    def use() -> None:
        try:
            db = cdb.open_db(path)
            got.append(db.execute("SELECT count(*) FROM effective_instances").fetchone()[0])
            Store(path).add_message("t", "user", "hi")
        except Exception as e:  # collected: the assertion below names it
            errors.append(repr(e))

    threads = [threading.Thread(target=use) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(set(got)) == 1 and got[0] > 1000
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("SELECT count(*) FROM messages").fetchone()[0] == 6


def test_a_rebuild_never_shows_a_reader_a_partial_catalog(tmp_path):
    path = tmp_path / "c.db"
    full = cdb.open_db(path).execute("SELECT count(*) FROM effective_instances").fetchone()[0]
    seen: set[object] = set()
    stop = threading.Event()

    def reader() -> None:
        db = cdb.connect(path)
        while not stop.is_set():
            try:
                seen.add(db.execute("SELECT count(*) FROM effective_instances").fetchone()[0])
            except sqlite3.Error as e:
                seen.add(f"{type(e).__name__}: {e}")

    t = threading.Thread(target=reader)
    t.start()
    writer = cdb.connect(path)
    for _ in range(3):  # as after `catalog refresh` or an upgrade: the stored version is stale
        writer.execute("UPDATE meta SET value = 'stale' WHERE key = 'data_version'")
        writer.conn.commit()
        cdb.build(writer)
    stop.set()
    t.join()
    assert seen == {full}


def test_two_follow_ups_at_once_both_apply(tmp_path):
    """Two workers load the same thread, each changes one field, both save: nothing is lost."""
    path = tmp_path / "s.db"
    Store(path).save("T:C:1.1", Workload(model="Llama-3-8B", task="inference", concurrency=8), None, "en")
    a, b = Store(path), Store(path)
    wa, _, _ = a.load("T:C:1.1")
    wb, _, _ = b.load("T:C:1.1")
    a.save("T:C:1.1", wa.model_copy(update={"seq_len": 32768}), None, "en")
    b.save("T:C:1.1", wb.model_copy(update={"concurrency": 64}), None, "en")
    w, _, _ = Store(path).load("T:C:1.1")
    assert (w.model, w.seq_len, w.concurrency) == ("Llama-3-8B", 32768, 64)


def test_a_stored_answer_that_no_longer_validates_is_recomputed(tmp_path):
    """A thread written by today's schema, then a field change (a renamed required field and a
    workload value the new schema refuses): the workload survives and the next message recomputes."""
    from advisor.core.conversation import Engine

    path = tmp_path / "s.db"
    e = Engine(store=Store(path))
    assert e.handle("T:C:2.2", "serve Llama-3-8B for 16 users").kind == "answer"
    db = sqlite3.connect(path)
    w_raw, rec_raw = db.execute("SELECT workload, recommendation FROM threads WHERE key = 'T:C:2.2'").fetchone()
    rec = json.loads(rec_raw)
    rec["workload_v0"] = rec.pop("workload")  # the field an older release wrote under another name
    w = json.loads(w_raw) | {"precision": "fp6-old"}  # a value a newer release no longer accepts
    db.execute("UPDATE threads SET workload = ?, recommendation = ? WHERE key = 'T:C:2.2'", [json.dumps(w), json.dumps(rec)])
    db.commit()
    fresh = Engine(store=Store(path))
    workload, last, lang = fresh.store.load("T:C:2.2")
    assert last is None and (workload.model, workload.concurrency, workload.precision) == ("Llama-3-8B", 16, None)
    reply = fresh.handle("T:C:2.2", "what about 8k context?")
    assert reply.kind == "answer" and reply.recommendation.workload.concurrency == 16
    assert reply.recommendation.workload.seq_len == 8192


def test_a_pre_migration_file_is_upgraded_and_its_events_stay_handled(tmp_path):
    path = tmp_path / "old.db"
    db = sqlite3.connect(path)  # the tables as released before migrations
    db.execute("CREATE TABLE threads (key TEXT PRIMARY KEY, workload TEXT, recommendation TEXT, language TEXT, "
               "created TEXT, updated TEXT)")
    db.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, thread TEXT, role TEXT, text TEXT, ts TEXT)")
    db.execute("CREATE TABLE events (event_id TEXT PRIMARY KEY, seen TEXT)")
    db.execute("INSERT INTO events VALUES ('EvOld', '2025-01-01T00:00:00+00:00')")
    db.commit()
    s = Store(path)
    assert s.start_event("EvOld") is False and s.start_event("EvNew") is True
    names = [r[0] for r in sqlite3.connect(path).execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
    assert names == ["m001_threads_messages_events", "m002_event_started_done", "m003_event_heartbeat",
                     "m004_event_job", "m005_event_turn"]


def test_events_started_then_done(tmp_path):
    s = Store(tmp_path / "e.db")
    assert s.start_event("Ev1") is True
    assert s.start_event("Ev1") is False  # being answered here, right now
    s.db.execute("UPDATE events SET owner = 'gone-host:1:dead' WHERE event_id = 'Ev1'")
    s.db.conn.commit()
    s.db.execute("UPDATE events SET seen = '2020-01-01T00:00:00+00:00', beat = NULL WHERE event_id = 'Ev1'")
    s.db.conn.commit()
    assert s.start_event("Ev1") is True  # a claim without a heartbeat (an older version's): its lease ran out
    s.finish_event("Ev1")
    assert s.start_event("Ev1") is False


CORRUPT = {
    "garbage": lambda good: b"this is not a database at all " * 200,
    "truncated": lambda good: good[: len(good) // 3],
    "zeroed header": lambda good: b"\0" * 100 + good[100:],
    "damaged page": lambda good: good[:4096] + bytes(range(256)) * 16 + good[8192:],
}


@pytest.mark.parametrize("variant", sorted(CORRUPT))
def test_a_corrupt_database_is_moved_aside_and_rebuilt(tmp_path, monkeypatch, variant, capsys):
    home = tmp_path / "home"
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(home))
    built = cdb.open_db(tmp_path / "good.db")
    built.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    good = (tmp_path / "good.db").read_bytes()
    home.mkdir()
    (home / "advisor.db").write_bytes(CORRUPT[variant](good))
    r = CliRunner().invoke(cli, ["catalog", "info", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["instances"] > 1000
    aside = [p.name for p in home.iterdir() if ".unreadable-" in p.name]
    assert len(aside) == 1
    r = CliRunner().invoke(cli, ["ask", "LoRA a 7B model"])
    assert r.exit_code == 0 and "Traceback" not in r.output


def test_a_read_only_home_falls_back_to_the_cache_dir_then_to_memory(tmp_path, monkeypatch, caplog):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(blocker / "home"))  # cannot be created, even by root
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    with caplog.at_level("WARNING", logger="gpu_advisor.db"):
        r = CliRunner().invoke(cli, ["ask", "LoRA a 7B model"])
    assert r.exit_code == 0 and "cannot be written" in caplog.text
    assert (tmp_path / "cache" / "gpu-advisor" / "advisor.db").exists()
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(blocker / "home2"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker / "cache"))
    for args in (["catalog", "info"], ["recommend", "--params", "7", "--task", "lora"], ["ask", "LoRA a 7B model"]):
        r = CliRunner().invoke(cli, args)
        assert r.exit_code == 0, (args, r.output)
    assert "in memory" in caplog.text


@pytest.mark.parametrize("args", [
    ["estimate", "--params", "nan"], ["estimate", "--params", "inf"],
    ["estimate", "--params", "7", "--train-tokens", "1e400"], ["recommend", "--params", "7", "--budget", "nan"],
    ["recommend", "--params", "7", "--task", "pretrain", "--train-tokens", "inf"],
])
def test_overflow_nan_and_inf_are_a_clear_error_with_exit_2(args):
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 2, (r.exit_code, r.output)
    assert r.output.startswith("Error: ") and "Traceback" not in r.output and "$inf" not in r.output


@pytest.mark.parametrize("question", ["serve a 7B model for " + "9" * 400 + " users", "LoRA a 1e309 B model",
                                      "serve Llama-3-8B for NaN users at inf context"])
def test_absurd_numbers_in_a_question_never_crash(question):
    r = CliRunner().invoke(cli, ["ask", question, "--json"])
    assert r.exit_code in (0, 2) and "Traceback" not in r.output and "$inf" not in r.output, r.output
    if r.exit_code == 0:
        json.loads(r.stdout)  # strict JSON: no Infinity or NaN


def test_every_number_in_a_workload_is_finite_and_in_range():
    from tools.defaults import WorkloadError, validate

    for bad in ({"deadline_hours": float("inf")}, {"target_tokens_per_s": float("nan")}, {"params_b": 1e300},
                {"train_tokens": 10**30}, {"target_ttft_ms": -5.0}):
        with pytest.raises(WorkloadError):
            validate(Workload(**bad))


def test_parse_batch_answers_every_line_with_an_error_object_for_a_bad_one():
    lines = ["LoRA a 7B model", "serve 1e309 users", "9" * 320 + " users", "NaN users", "serve Llama-3-8B for inf users",
             "1e-10 B model", "部署 Qwen2.5-7B，32 并发"] * 3
    r = CliRunner().invoke(cli, ["parse"], input="\n".join(lines) + "\n")
    assert r.exit_code == 0
    out = r.stdout.strip().split("\n")
    assert len(out) == len(lines)
    objs = [json.loads(o) for o in out]  # strict JSON: no Infinity or NaN literals
    assert all(("workload" in o) != ("error" in o) for o in objs)
    assert objs[0]["workload"]["task"] == "lora" and objs[-1]["workload"]["model"] == "Qwen2.5-7B"


def test_llm_timeout_is_validated():
    for bad in ("inf", "nan", "0", "-1", "1e9", "soon"):
        r = CliRunner().invoke(cli, ["ask", "LoRA a 7B model"],
                               env={"GPU_ADVISOR_LLM": "openai:stub", "GPU_ADVISOR_LLM_TIMEOUT": bad})
        assert r.exit_code == 2 and "GPU_ADVISOR_LLM_TIMEOUT" in r.output, (bad, r.output)


def test_import_reads_gbk_and_latin1_and_refuses_unknown_bytes_politely(tmp_path):
    gbk = tmp_path / "gbk.csv"
    gbk.write_bytes(SHEET.format(note="北京 华北 八卡").encode("gbk"))
    latin = tmp_path / "latin.csv"
    latin.write_bytes(SHEET.replace("acme", "acmé").format(note="été à Paris").encode("latin-1"))
    junk = tmp_path / "junk.csv"
    junk.write_bytes(SHEET.format(note="x").encode() + bytes(range(128, 256)) * 4)
    r = CliRunner().invoke(cli, ["catalog", "import", str(gbk)])
    assert r.exit_code == 0 and "read as gb18030" in r.output
    r = CliRunner().invoke(cli, ["catalog", "import", str(latin)])
    assert r.exit_code == 0 and "read as cp1252" in r.output
    rows = {x["provider"]: x for x in json.loads(CliRunner().invoke(cli, ["catalog", "export", "--format", "json"]).stdout)}
    assert rows["acme"]["notes"] == "北京 华北 八卡" and rows["acmé"]["notes"] == "été à Paris"
    r = CliRunner().invoke(cli, ["catalog", "import", str(junk)])
    assert r.exit_code == 2 and "--encoding" in r.output and "Traceback" not in r.output


@pytest.mark.parametrize("row, says", [
    ("acme,big,us-1,H100,1e308,USD,20,", "row 2, field gpu_count"),
    ("acme,big,us-1,H100,8,USD,1e400,", "row 2, field price_on_demand"),
    ("acme,big,us-1,H100,2.5,USD,20,", "row 2, field gpu_count: must be a whole number"),
    ("acme,big,us-1,H100,8,USD,20,a\0b", "row 2, field notes: contains a control character"),
    ("acme,big,us-1,H100,8,USD,20,x,extra,fields", "row 2: more fields than the header"),
])
def test_absurd_rows_are_refused_with_row_and_field(tmp_path, row, says):
    f = tmp_path / "bad.csv"
    f.write_text(SHEET.split("\n")[0] + "\n" + row + "\n")
    r = CliRunner().invoke(cli, ["catalog", "import", str(f)])
    assert r.exit_code == 2 and says in r.output and "Traceback" not in r.output


def test_csv_export_defuses_formula_cells(tmp_path):
    # The import refuses such cells now (tests/e2e/test_reliability_sheets.py); rows stored another way (an
    # older version's import, a hand-edited file) must still leave the export defused
    from catalog import db as cdb

    db = cdb.open_db()
    blank = dict.fromkeys(cdb.COLUMNS)
    db.table("user_prices").insert_all([
        {**blank, "provider": "acme", "instance_type": "=cmd|' /C calc'!A0", "region": "us-1", "gpu": "H100",
         "gpu_count": 8, "currency": "USD", "price_on_demand": 20, "notes": "+1+1", "source": "user"},
        {**blank, "provider": "acme", "instance_type": "@SUM(A1)", "region": "us-2", "gpu": "H100", "gpu_count": 8,
         "currency": "USD", "price_on_demand": 20, "notes": "-2+3", "source": "user"},
        {**blank, "provider": "acme", "instance_type": "plain", "region": "us-3", "gpu": "H100", "gpu_count": 8,
         "currency": "USD", "price_on_demand": 20, "notes": "\tTAB=1", "source": "user"}])
    out = tmp_path / "out.csv"
    assert CliRunner().invoke(cli, ["catalog", "export", "-o", str(out)]).exit_code == 0
    import csv

    cells = [c for r in csv.reader(io.StringIO(out.read_text())) for c in r]
    assert not [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r")]
    assert "'=cmd|' /C calc'!A0" in cells and "'@SUM(A1)" in cells and "'+1+1" in cells


def test_sheet_text_posted_to_slack_is_escaped():
    """A price sheet's provider and instance names reach the headline and the notes: escaped, they
    can neither mention a channel nor disguise a link."""
    from advisor.slack.blocks import answer_blocks, text_blocks
    from catalog.gpus import all_gpus
    from tests.fixtures import rows
    from tools.arch import derive_arch
    from tools.recommend import Options, recommend

    rec = recommend(derive_arch(7 * 10**9), Workload(task="lora"), all_gpus(), rows(), Options())
    top = rec.candidates[0].model_copy(update={"provider": "<!here>", "instance": "<https://evil.example|aws-p5>"})
    rec = rec.model_copy(update={"candidates": [top] + rec.candidates[1:], "catalog_as_of": "<!channel> & co"})
    blocks = answer_blocks(rec, "T:C:1.1", note="see <!everyone>") + text_blocks("> quote <!here> [docs](https://x.example)")
    text = json.dumps([b for b in blocks if b["type"] != "table"], ensure_ascii=False)
    for raw in ("<!here>", "<!channel>", "<!everyone>", "<https://evil"):
        assert raw not in text
    assert "&lt;!channel&gt; &amp; co" in text and "> quote &lt;!here&gt;" in text and "[docs](https://x.example)" in text


def test_secrets_of_any_length_are_masked_in_tracebacks(monkeypatch):
    monkeypatch.setenv("SLACK_SIGNING_SECRET", "k9Z")
    monkeypatch.setenv("SLACK_BOT_TOKEN", "xoxb-1234-abcdefgh")
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.addFilter(config.SecretFilter())
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    log = logging.getLogger("gpu_advisor.test_secrets")
    log.addHandler(handler)
    try:
        try:
            raise RuntimeError("token xoxb-1234-abcdefgh and secret k9Z\nFORGED LINE")
        except RuntimeError:
            log.exception("failed with %s", "k9Z")
        log.info("a body: %s", "A" * 100_000)
    finally:
        log.removeHandler(handler)
    text = out.getvalue()
    assert "k9Z" not in text and "xoxb-1234" not in text
    assert "Traceback" in text and "<slack_signing_secret>" in text
    assert max(len(line) for line in text.splitlines()) < 2200
    assert "\nFORGED LINE" not in text.split("Traceback")[0]


def test_every_connection_has_wal_and_a_busy_timeout(tmp_path):
    db = cdb.connect(tmp_path / "x.db")
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] == cdb.BUSY_TIMEOUT_MS
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_digit_bomb_is_answered_quickly():
    """A 4,000-digit message (once ~12 s of extractor CPU while other users waited) costs about what an ordinary
    message costs: timed against an ordinary `parse` in the same run (a ratio, so a loaded machine does not fail it;
    most of each run is the interpreter starting). The quadratic reader took > 10× the baseline."""
    import subprocess
    import sys
    import time

    def parse(text: str) -> tuple[float, subprocess.CompletedProcess[str]]:
        t0 = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "advisor", "parse", text], capture_output=True, text=True, timeout=60)
        return time.perf_counter() - t0, r

    base = min(parse("serve a 7B model for 12 users")[0] for _ in range(2))
    took, r = parse("serve a 7B model for " + "1" * 4000 + " users")
    assert took < 3 * base, f"the digit bomb took {took:.2f} s, an ordinary message {base:.2f} s"
    assert r.returncode in (0, 2) and json.loads(r.stdout)
