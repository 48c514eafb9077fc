"""Bounds that hold on every surface: an error message repeats a name back cut to one length (CLI, LangChain, MCP),
a price sheet is read no further than its row bound (from a file and from a pipe), a locked home is a storage
condition, a home the OS cannot resolve is not the database in use, and a signing secret shorter than Slack's is
refused. Cheap: no answer is run."""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor import config
from advisor.errors import ECHO_MAX, LINE_MAX, bounded

HEADER = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n"


def test_a_long_name_repeated_back_is_cut_with_its_length_said():
    # 100,000 × "x" is one run without a space: its first 199 characters and "…" make ECHO_MAX (200), then
    # " (100,000 characters)", 21 more (" ", "(", "100,000", " ", "characters", ")" = 1+1+7+1+10+1): 221 in all
    said = bounded("unknown GPU " + "x" * 100_000)
    assert said == "unknown GPU " + "x" * (ECHO_MAX - 1) + "… (100,000 characters)"
    assert len(said) == len("unknown GPU ") + 221
    assert bounded(said) == said  # cut again by a second surface (MCP after user_message): unchanged


def test_a_long_line_of_short_words_is_cut_at_the_line_bound_and_other_lines_are_kept():
    # 10,000 × "ab " is 30,000 characters of runs under 200: only the line bound cuts it, to LINE_MAX with its "…";
    # the second line, short, is kept as it is
    said = bounded("ab " * 10_000 + "\nsecond line")
    first, second = said.split("\n")
    assert len(first) == LINE_MAX and first.endswith("…") and second == "second line"


@pytest.mark.slow
def test_the_cli_repeats_an_unknown_gpu_cut():
    # 30,000 × U+202E (invisible, right-to-left override) was a 180,068-byte error line; cut, the line is the
    # sentence (~100 characters) plus 200 characters of the name and its count: well under 1,000
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["estimate", "--params", "7", "--gpu", "\u202e" * 30_000])
    # the name is shown escaped (\u202e, 6 characters each): 180,000 characters, counted once (cut once)
    assert r.exit_code == 2 and r.output.count("characters)") == 1 and "(180,00" in r.output, r.output[:400]
    assert len(r.output) < 1_000, len(r.output)


@pytest.mark.slow
@pytest.mark.parametrize("tool, args", [
    ("estimate_memory", {"params_b": 7, "gpu": "x" * 100_000}),
    ("kv_cache_per_token", {"model": "\u202e" * 50_000}),
])
def test_the_langchain_tools_raise_a_domain_error_cut_as_the_other_surfaces_do(tool, args):
    # was a 100,060- and a 300,068-character message in the calling agent's context; now the name is cut to 200
    # characters (+ its count), so the message stays under 1,000 and is still the advisor's own error type
    from advisor.agents.langchain import tools
    from tools.errors import AdvisorError

    t = {x.name: x for x in tools()}[tool]
    with pytest.raises(AdvisorError) as e:
        t.invoke(args)
    assert len(str(e.value)) < 1_000 and "characters" in str(e.value), str(e.value)[:300]


def _rchar() -> int:
    with open("/proc/self/io") as f:
        return next(int(ln.split()[1]) for ln in f if ln.startswith("rchar"))


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="reads counted through /proc (Linux)")
def test_a_sheet_file_past_the_row_bound_is_refused_without_being_read_to_its_end(tmp_path, monkeypatch):
    # With the bound at 5 rows, a 300,000-row file (~12 MB) is refused at row 6. The encoding guess stops after the
    # first 1 MiB chunk (it holds far more than the 7 line breaks of header + 6 rows), the rows are read through an
    # 8 KiB text buffer: a few MiB at most are read, not the 12 MB (before, the guess decoded the file to its end)
    import catalog.db as cdb

    monkeypatch.setattr(cdb, "MAX_SHEET_ROWS", 5)
    big = tmp_path / "big.csv"
    big.write_text(HEADER + "".join(f"mine,x{i},us-east-1,L4,1,USD,0.5\n" for i in range(300_000)), encoding="utf-8")
    assert big.stat().st_size > 10 << 20
    small = tmp_path / "small.csv"  # the same refusal on a 7-row file first: what the row checks load is read now
    small.write_text(HEADER + "".join(f"mine,x{i},us-east-1,L4,1,USD,0.5\n" for i in range(7)), encoding="utf-8")
    with pytest.raises(cdb.PriceSheetError, match="more than 5 rows"):
        list(cdb.Sheet(small))
    before = _rchar()
    with pytest.raises(cdb.PriceSheetError, match="more than 5 rows"):
        list(cdb.Sheet(big))
    assert _rchar() - before < 4 << 20


def test_a_sheet_from_a_pipe_is_refused_at_the_row_bound_not_at_the_byte_bound(monkeypatch):
    # Before, a pipe was copied up to 256 MB and refused for its size. The writer below offers up to 40 MB; the
    # reader must stop after the row bound's lines (5 rows + header + 1), so the writer is cut off within a few
    # chunks: under 4 MiB written (one 1 MiB read, the 64 KiB pipe buffer, the writer's last 64 KiB block)
    import catalog.db as cdb

    monkeypatch.setattr(cdb, "MAX_SHEET_ROWS", 5)
    r, w = os.pipe()
    written = [0]
    block = "".join(f"mine,x{i},us-east-1,L4,1,USD,0.5\n" for i in range(2_000)).encode()

    def feed() -> None:
        with os.fdopen(w, "wb", buffering=0) as out:
            try:
                out.write(HEADER.encode())
                while written[0] < 40 << 20:
                    written[0] += out.write(block)
            except (BrokenPipeError, OSError):
                pass

    t = threading.Thread(target=feed, daemon=True)
    t.start()
    try:
        with pytest.raises(cdb.PriceSheetError) as e:
            list(cdb.Sheet(f"/dev/fd/{r}"))
    finally:
        os.close(r)
    t.join(10)
    assert "more than 5 rows" in str(e.value) and written[0] < 4 << 20, (str(e.value)[:200], written[0])


def test_a_locked_database_is_a_storage_condition_said_in_words():
    # SQLite's SQLITE_BUSY after the busy timeout: another process holds the write lock. Like a full disk it is a
    # condition (answers go on in memory, an import is refused), worded for the user, never "please report it"
    from catalog.db import cannot_write, storage_condition

    busy = sqlite3.OperationalError("database is locked")
    assert storage_condition(busy)
    assert str(cannot_write("/h/advisor.db", busy)) == (
        "cannot write GPU_ADVISOR_HOME (/h/advisor.db: it is locked by another process): nothing imported")
    # a shared-cache memory table meeting another thread's write is not the home's lock: not a condition
    assert not storage_condition(sqlite3.OperationalError("database table is locked"))


def test_a_home_that_loops_is_not_the_database_in_use(tmp_path, monkeypatch):
    # home → l1 → l2 → l1: resolving it raised RuntimeError("Symlink loop"), and `catalog import` exited 1 with
    # "please report it"; a home that cannot be resolved is simply not where the database in use lives
    from catalog._no_numpy import sqlite_utils
    from catalog.db import home_db

    (tmp_path / "l1").symlink_to(tmp_path / "l2")
    (tmp_path / "l2").symlink_to(tmp_path / "l1")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "l1"))
    db = sqlite_utils.Database(tmp_path / "other.db")
    db.execute("CREATE TABLE t (x)")
    assert home_db(db) is False


@pytest.mark.parametrize("value, refused", [
    ("e", True),  # the attack's one-character secret
    ("0123456789abcdef0123456789abcde", True),  # 31 characters: one short of Slack's 32
    ("0123456789abcdef0123456789abcdef", False),  # 32 hex characters, Slack's format
    ("", False), (None, False),  # not set: the missing-configuration check says so instead
])
def test_a_signing_secret_shorter_than_slacks_is_refused(value, refused):
    said = config.signing_secret_problem(value)
    assert (said is not None) == refused
    if said:
        assert "SLACK_SIGNING_SECRET" in said and "32" in said and f" {value} " not in said


def test_a_record_is_masked_once_even_through_two_filters(monkeypatch):
    # A record passes a logger's filter and a handler's: masked twice, a secret that occurs inside the label
    # ("secret" in "<slack_signing_secret>") masked the label too. Once: "my <slack_signing_secret> here"
    monkeypatch.setenv("SLACK_SIGNING_SECRET", "secret")
    record = logging.LogRecord("t", logging.INFO, __file__, 1, "my secret here", None, None)
    f = config.SecretFilter()
    f.filter(record)
    f.filter(record)
    assert record.getMessage() == "my <slack_signing_secret> here"


@pytest.mark.slow
def test_slack_refuses_a_short_signing_secret_at_start_with_exit_2():
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["slack", "--http", "--port", "0"],
                           env={"SLACK_BOT_TOKEN": "xoxb-fake-0123456789", "SLACK_SIGNING_SECRET": "e"})
    assert r.exit_code == 2 and "SLACK_SIGNING_SECRET has 1 character(s)" in r.output and "32" in r.output, r.output
