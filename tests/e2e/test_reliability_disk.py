"""A full disk and a read-only home are conditions, not bugs: answers go on from
memory with a warning, writes are refused with exit 2 and "cannot write GPU_ADVISOR_HOME (…): nothing
imported", never "please report it", and the Slack bot answers instead of apologising.

A full disk without root or a tmpfs: every SQLite connection to a file gets `PRAGMA max_page_count=1`,
which SQLite raises to the file's current size, so any write that needs a new page fails exactly as on a
full disk (SQLITE_FULL, "database or disk is full"); `PRAGMA query_only=1` makes SQLite answer as for a
read-only file (SQLITE_READONLY). Both are set on the real connections the code opens, through the
sqlite3 module sqlite-utils calls (a stand-in for the disk, not for our code)."""

from __future__ import annotations

import sqlite3

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import db as cdb

SHEET = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n"
PRAGMAS = {"full": "PRAGMA max_page_count=1", "read-only": "PRAGMA query_only=1"}
SAYS = {"full": "database or disk is full", "read-only": "readonly database"}


@pytest.fixture
def disk(monkeypatch):
    """`disk("full")` / `disk("read-only")`: from now on every file connection behaves so; `disk("writable")`: no
    longer."""
    import sqlite_utils.db as sdb

    real = sqlite3.connect

    def set_condition(kind: str) -> None:
        if kind == "writable":  # the disk has room again / the file is writable again: new connections are plain
            monkeypatch.setattr(sdb.sqlite3, "connect", real)
            return

        def connect(database, *args, **kwargs):  # type: ignore[no-untyped-def]
            conn = real(database, *args, **kwargs)
            if str(database) not in (":memory:", "") and "mode=memory" not in str(database):
                conn.execute(PRAGMAS[kind])
            return conn
        monkeypatch.setattr(sdb.sqlite3, "connect", connect)
        cdb._checked.clear()
    return set_condition


def _sheet(tmp_path, n: int, price: float = 2.0):
    p = tmp_path / f"sheet{n}.csv"
    p.write_text(SHEET + "".join(f"acme,box-{i},us-{i % 5},L4,1,USD,{price}\n" for i in range(n)))
    return p


@pytest.mark.parametrize("kind", sorted(PRAGMAS))
def test_an_import_on_a_full_or_read_only_disk_exits_2_and_keeps_the_old_prices(tmp_path, disk, kind):
    # The import must be refused with the condition named (not "please report it", not exit 0 with the rows lost),
    # and the prices imported before must still be there afterwards.
    r = CliRunner().invoke(cli, ["catalog", "import", str(_sheet(tmp_path, 2))])
    assert r.exit_code == 0, r.output
    disk(kind)
    r = CliRunner().invoke(cli, ["catalog", "import", str(_sheet(tmp_path, 300, 3.0))])
    assert r.exit_code == 2, (r.exit_code, r.output, r.exception)
    assert "cannot write GPU_ADVISOR_HOME (" in r.output and "nothing imported" in r.output
    assert SAYS[kind] in r.output and "report" not in r.output and "Imported" not in r.output
    monkey_free = sqlite3.connect(cdb.home() / "advisor.db")
    assert monkey_free.execute("SELECT count(*), max(price_on_demand) FROM user_prices").fetchone() == (2, 2.0)
    monkey_free.close()


@pytest.mark.parametrize("kind", sorted(PRAGMAS))
def test_ask_answers_on_a_full_or_read_only_disk_with_a_warning(tmp_path, disk, kind, caplog):
    # A built home that can take no more writes: the answer needs none (the conversation is kept in memory).
    assert CliRunner().invoke(cli, ["catalog", "info"]).exit_code == 0
    disk(kind)
    with caplog.at_level("WARNING"):
        r = CliRunner().invoke(cli, ["ask", "LoRA a 7B model"])
    assert r.exit_code == 0 and "Traceback" not in r.output, (r.output, r.exception)
    assert "cannot be written" in caplog.text and SAYS[kind] in caplog.text


def test_a_fresh_home_on_a_full_disk_builds_the_catalog_in_memory(tmp_path, disk, caplog):
    # Nothing built yet and no room to build: `catalog info` and `ask` still answer, from memory, with a warning.
    disk("full")
    with caplog.at_level("WARNING"):
        r = CliRunner().invoke(cli, ["catalog", "info", "--json"])
        assert r.exit_code == 0, (r.output, r.exception)
        r = CliRunner().invoke(cli, ["ask", "serve Llama-3-8B for 16 users"])
    assert r.exit_code == 0, (r.output, r.exception)
    assert "stay in memory" in caplog.text


def test_an_import_into_a_read_only_home_is_refused_not_lost(tmp_path, monkeypatch):
    # the home cannot be created (a file is in the way, so even root cannot), the cache can.
    # Before: "Imported 300 new ..." and exit 0 while the rows went to the cache's database.
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(blocker / "home"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    r = CliRunner().invoke(cli, ["catalog", "import", str(_sheet(tmp_path, 300))])
    assert r.exit_code == 2 and "cannot write GPU_ADVISOR_HOME (" in r.output and "nothing imported" in r.output, r.output
    cache = sqlite3.connect(tmp_path / "cache" / "gpu-advisor" / "advisor.db")
    assert cache.execute("SELECT count(*) FROM user_prices").fetchone() == (0,)
    cache.close()


def test_the_slack_bot_answers_on_a_full_disk(tmp_path, fake, disk, caplog):
    # The bot's state file cannot grow: the mention is answered (not "Sorry ..."), with a warning in the log.
    from tests.e2e.test_slack_e2e import Bot, mention, post

    assert CliRunner().invoke(cli, ["catalog", "info"]).exit_code == 0  # the catalog is built; state.db is new
    disk("full")
    b = Bot(tmp_path, fake)
    try:
        with caplog.at_level("WARNING"):
            assert post(b.url, mention("LoRA a 7B model", event_id="EvFull"))[0] == 200
            (call,) = fake.wait_for("chat.postMessage")
    finally:
        b.stop()
    assert "Sorry" not in call.body["text"] and any(b["type"] == "table" for b in call.body["blocks"])  # an answer
    assert "cannot be written" in caplog.text


def test_conversations_go_back_to_the_file_once_it_can_be_written_again(tmp_path, disk, caplog):
    # Before: once a write fell back to memory the store stayed there for the life of the process: a bot that
    # met a full disk for a minute kept every later conversation and event id in memory (lost on restart,
    # invisible to a second process). Now memory is a detour: the file is tried again on a write every
    # `retry_s`, and what was written meanwhile is copied in. A thread begun before keeps its context (read
    # from the file, which a full disk or a read-only file still allows).
    from advisor.core.store import Store
    from catalog.db import MEMORY
    from tools.schema import Workload

    path = tmp_path / "state.db"
    Store(path).save("before", Workload(params_b=7, task="lora"), None, "en")
    disk("read-only")
    store = Store(path)
    store.retry_s = 3600
    with caplog.at_level("INFO"):
        store.save("during", Workload(params_b=13), None, "en")
        assert store.path == MEMORY and "cannot be written" in caplog.text
        w, _, _ = store.load("before")
        assert (w.params_b, w.task) == (7, "lora")  # the context from the file
        store.save("before", w.model_copy(update={"seq_len": 8192}), None, "en")
        store.add_message("during", "user", "hello")
        assert store.claim_event("EvDuring") == "new"
        store.retry_s = 0
        store.add_message("during", "assistant", "still read-only")  # tried, refused: memory, no error
        assert store.path == MEMORY and "still cannot be written" in caplog.text
        disk("writable")
        store.add_message("during", "user", "and now?")
    assert store.path == path and "can be written again" in caplog.text
    again = Store(path)  # what another process would read
    assert again.load("during")[0].params_b == 13
    before = again.load("before")[0]
    assert (before.params_b, before.task, before.seq_len) == (7, "lora", 8192)  # merged, nothing lost
    assert [m["text"] for m in again.history("during")] == ["hello", "still read-only", "and now?"]
    assert again.db.execute("SELECT state FROM events WHERE event_id = 'EvDuring'").fetchone() == ("started",)
    assert store.db.execute("SELECT count(*) FROM messages").fetchone() == (3,)  # later writes go to the file



@pytest.mark.parametrize("target", ["/dev/null", "/dev/zero"])
def test_a_database_path_that_is_a_device_is_not_used(tmp_path, monkeypatch, caplog, target):
    # advisor.db a symlink to /dev/null (a common way to switch a file off) or /dev/zero. SQLite
    # opened it, every write vanished, and the catalog build read back "database disk image is malformed": `ask` exited
    # 1 with "please report it". A path that is not a regular file cannot hold the database: the cache is used, with
    # a warning, and an import is refused as for a read-only home.
    home = tmp_path / "home"
    home.mkdir()
    (home / "advisor.db").symlink_to(target)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    with caplog.at_level("WARNING"):
        r = CliRunner().invoke(cli, ["ask", "LoRA a 7B model"])
    assert r.exit_code == 0 and "report" not in r.output, (r.output, r.exception)
    assert "not a regular file" in caplog.text
    r = CliRunner().invoke(cli, ["catalog", "import", str(_sheet(tmp_path, 3))])
    assert r.exit_code == 2 and "cannot write GPU_ADVISOR_HOME (" in r.output, r.output
    assert (home / "advisor.db").resolve() == type(home)(target)  # the link is left alone
