"""Invisible characters inside figures, misspelled nested keys, a home a newer version wrote, what a killed refresh
leaves and hexadecimal counts (docs/ATTACK_REVIEW.md), each through the surface where it was found: the CLI in a
subprocess, `gpu-advisor mcp` on raw stdio. Expected values by hand, beside each assertion."""

from __future__ import annotations

import json

import pytest

from tests.e2e.test_catalog_fetch import server  # noqa: F401  # a loopback mirror of SkyPilot's v7 layout
from tests.e2e.test_reliability_content_types_full_disks_redelivery_and_deep_nesting import _gpu_advisor

ZW = "\u200b"  # a zero-width space: shows as nothing


# --- an invisible character inside a number ----------------------------------------------------------------


def test_ask_reads_a_budget_split_by_an_invisible_character_as_it_shows(tmp_path):
    # Before: "budget $1.00/month" in the workload line and "nothing can be ranked … 18150% over the budget". Shows
    # as "$1500 a month": a budget of $1,500/month, which a ~$300/month pick for 8B at 10 users is well under.
    r = _gpu_advisor(["ask", f"serve Llama-3-8B for 10 users, budget $1{ZW}500 a month"])
    assert r.returncode == 0, r.stderr[-800:]
    first = r.stdout.splitlines()[0]
    assert "budget $1,500/month" in first, first
    assert "over the budget" not in r.stdout and "nothing can be ranked" not in r.stdout, r.stdout[:800]


def _mcp_calls(tmp_path, calls: list[tuple[str, dict]]) -> list[dict]:
    """Each (tool, arguments) as a raw `tools/call` to one real `gpu-advisor mcp`; the results in order."""
    pytest.importorskip("mcp")
    from tests.e2e.test_mcp import _raw_server

    send, replies, stop = _raw_server(tmp_path)
    try:
        for i, (name, args) in enumerate(calls, start=10):
            send(json.dumps({"jsonrpc": "2.0", "id": i, "method": "tools/call",
                             "params": {"name": name, "arguments": args}}))
        got = {r["id"]: r for r in (replies.get(timeout=120) for _ in calls)}
    finally:
        stop()
    return [got[i]["result"] for i in range(10, 10 + len(calls))]


def test_mcp_parse_request_reads_figures_split_by_invisible_characters_as_they_show(tmp_path):
    # Before: parse_request returned budget 1.0 and seq_len 2,048. Shows as "32k context, budget $1500 a month":
    # 32 × 1,024 = 32,768 tokens and $1,500 a month; recommend_arguments carry the same figures.
    (res,) = _mcp_calls(tmp_path, [("parse_request", {
        "text": f"serve Llama-3-8B for 10 users at 3\u2060{ZW}2k context, budget $1\u00ad500 a month"})])
    assert not res.get("isError"), res
    out = res["structuredContent"]
    assert out["stated"]["seq_len"] == 32_768 and out["stated"]["budget"]["amount"] == 1500, out["stated"]
    assert out["recommend_arguments"]["budget"] == 1500 and out["recommend_arguments"]["seq_len"] == 32_768


# --- a key of `dataset` that is not one of its fields ------------------------------------------------------


def test_mcp_refuses_a_misspelled_dataset_key_naming_the_field(tmp_path):
    # Before: `epocs: 3` dropped without a word and the job costed as one epoch ("6.0 h … ≈ $4.60" against "17.4 h …
    # ≈ $13.42" for `epochs: 3`); `ignored_arguments` absent. Now a tool error naming the near field and the accepted
    # ones; a key near no field (seq_len put inside dataset) refused too, with the accepted names. A compare option's
    # misspelled key gets the same near-miss words. The spelled-right call still answers (a control).
    base = {"model": "Llama-3-8B", "task": "lora"}
    ds = {"amount": 50000, "unit": "examples"}
    results = _mcp_calls(tmp_path, [
        ("recommend", base | {"dataset": ds | {"epocs": 3}}),
        ("recommend", base | {"dataset": ds | {"tokens_per_units": 2000}}),
        ("recommend", base | {"dataset": ds | {"epochs": 3, "seq_len": 32768}}),
        ("compare", {"options": [{"label": "a", "model": "Llama-3-8B", "prvoiders": ["aws"]},
                                 {"label": "b", "model": "Llama-3-8B"}]}),
        ("recommend", base | {"dataset": ds | {"epochs": 3}}),
    ])
    accepted = "accepted: amount, unit, epochs, tokens_per_unit, sequences_per_unit"
    texts = [r["content"][0]["text"] for r in results]
    assert results[0]["isError"] and "dataset: unknown key 'epocs' — did you mean 'epochs'?" in texts[0], texts[0]
    assert accepted in texts[0]
    assert results[1]["isError"] and "did you mean 'tokens_per_unit'?" in texts[1], texts[1]
    assert results[2]["isError"] and "unknown key 'seq_len'; " + accepted in texts[2], texts[2]
    assert results[3]["isError"] and "unknown key 'prvoiders' — did you mean 'providers'?" in texts[3], texts[3]
    assert not results[4].get("isError") and results[4]["structuredContent"]["workload"]["dataset"]["epochs"] == 3


# --- a home written by a newer version ---------------------------------------------------------------------


def _run(args: list[str], home, stdin: str = "", **env: str):
    """The real entry point in a subprocess on the home `home` (main()'s last-resort handler included)."""
    import os
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-c", "from advisor.cli import main; main()", *args], input=stdin,
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "GPU_ADVISOR_HOME": str(home), "GPU_ADVISOR_REFRESH_HOURS": "off", **env})


def _newer_home(home, incompatible: bool):
    """A home as a newer version could leave it after a rollback: its store records a migration this version lacks
    (`m006_future`); with `incompatible`, `threads` rebuilt with a NOT NULL column this version does not write (as a shell
    script reproduced it, without the first `ask`)."""
    import sqlite3

    from advisor.core.store import Store

    path = home / "advisor.db"
    Store(path).db  # noqa: B018  # this version's tables, migrated
    db = sqlite3.connect(path)
    db.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
               "VALUES ('gpu_advisor.store', 'm006_future', '2027-01-01')")
    if incompatible:
        db.execute("ALTER TABLE threads RENAME TO threads_old")
        db.execute("CREATE TABLE threads (key TEXT PRIMARY KEY, workload TEXT, recommendation TEXT, language TEXT, "
                   "created TEXT, updated TEXT, future_required TEXT NOT NULL)")
        db.execute("DROP TABLE threads_old")
    db.commit()
    db.close()
    return path


@pytest.mark.parametrize("incompatible", [False, True], ids=["unknown-migration-alone", "not-null-column"])
def test_a_home_a_newer_version_wrote_is_said_in_words_exit_2_and_left_unwritten(tmp_path, incompatible):
    # Before: with the NOT NULL column, `ask` and `chat` exit 1 "unexpected IntegrityError … please report it"; with
    # only the unknown migration, the home was used without a word. Now both: exit 2, the file and the migration named,
    # what to do (upgrade, or another GPU_ADVISOR_HOME), and no conversation row written into the newer tables.
    import sqlite3

    path = _newer_home(tmp_path, incompatible)
    runs = {"ask": _run(["ask", "serve Llama-3-8B for 10 users"], tmp_path),
            "chat": _run(["chat"], tmp_path, stdin="serve Llama-3-8B for 10 users\nquit\n"),
            "slack": _run(["slack", "--http", "--port", "0"], tmp_path, SLACK_BOT_TOKEN="xoxb-test",
                          SLACK_SIGNING_SECRET="s" * 32)}
    for name, r in runs.items():
        assert r.returncode == 2, (name, r.returncode, r.stderr[-600:])
        said = " ".join(r.stderr.split())
        assert f"{path} was written by a newer gpu-advisor" in said and "m006_future" in said, (name, said)
        assert "Upgrade gpu-advisor, or set GPU_ADVISOR_HOME" in said and "report" not in said, (name, said)
    assert "you>" not in runs["chat"].stdout  # said before the prompt, once
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM threads").fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM messages").fetchone()[0] == 0


# --- what a killed `catalog refresh` leaves in the home ----------------------------------------------------

KILLER = """
import os, signal, sys
step = os.environ["KILL_AT"]
def die():
    os.kill(os.getpid(), signal.SIGKILL)
real_replace = os.replace
def replace(src, dst, *a, **k):
    if step == "before:" + os.path.basename(str(dst)):
        die()
    real_replace(src, dst, *a, **k)
os.replace = replace
import catalog.fetch as F
real_fetch = F.fetch
def fetch(*a, **k):
    got = real_fetch(*a, **k)
    if step == "staged":
        die()
    return got
F.fetch = fetch
from advisor.cli import main
sys.argv = ["gpu-advisor", *sys.argv[1:]]
main()
"""


def _left(home) -> list[str]:
    return sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.name.startswith(".fetch-") or
                  p.name.endswith(".tmp"))


def test_the_next_refresh_removes_what_a_killed_refresh_left_and_nothing_else(tmp_path, server):  # noqa: F811
    # Before: every kill after the downloads left catalog/.fetch-XXXXXXXX (the staged raw and converted CSVs), and by
    # step catalog/.instances.csv.<pid>.tmp or catalog-cache/.meta.json.<pid>.tmp; the next refresh made a new staging
    # folder and removed none. Now each name carries its writer (<host>+<pid>) and the next refresh removes those whose
    # process is gone; a staging folder of a live process (this test's own pid) and a file of the user's are kept.
    import os
    import signal
    import subprocess
    import sys

    from catalog.leftovers import tag

    home = tmp_path / "home"
    env = {**os.environ, "GPU_ADVISOR_HOME": str(home), "GPU_ADVISOR_REFRESH_HOURS": "off"}
    ok = subprocess.run([sys.executable, "-c", "from advisor.cli import main; main()", "catalog", "refresh",
                         "--source", server.url], env=env, capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0, ok.stderr[-500:]  # a refreshed home: the cache has meta.json to rewrite
    # by hand, what each kill leaves: its staging folder; at the instances rename also that temp file; at the cache's
    # meta.json rename also that one (the instances file is in by then)
    for step, temp in (("staged", None), ("before:instances.csv", "catalog/.instances.csv."),
                       ("before:meta.json", "catalog-cache/.meta.json.")):
        r = subprocess.run([sys.executable, "-c", KILLER, "catalog", "refresh", "--source", server.url],
                           env={**env, "KILL_AT": step}, capture_output=True, text=True, timeout=300)
        assert r.returncode == -signal.SIGKILL, (step, r.returncode, r.stderr[-300:])
        left = _left(home)
        assert any(x.startswith("catalog/.fetch-") for x in left), (step, left)
        assert temp is None or any(x.startswith(temp) for x in left), (step, left)
    alive = home / "catalog" / f".fetch-{tag()}-abcd1234"  # this test process's: alive, another pid than the refresh's
    alive.mkdir()
    mine = home / "catalog" / ".my-notes.tmp"
    mine.write_text("mine")
    again = subprocess.run([sys.executable, "-c", "from advisor.cli import main; main()", "catalog", "refresh",
                            "--source", server.url], env=env, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr[-500:]
    assert _left(home) == sorted(["catalog/.my-notes.tmp", str(alive.relative_to(home))]), _left(home)


# --- a count written in hexadecimal ------------------------------------------------------------------------


def test_ask_leaves_a_hex_count_unread_and_says_so(tmp_path):
    # Before: "'14 users' read as 14 users active at once". 0x14 is 1 × 16 + 4 = 20; neither 14 nor 20 is read: the
    # workload line keeps the default of 1 user and the note gives the decimal value to say instead.
    r = _gpu_advisor(["ask", "serve Llama-3-8B for 0x14 users"])
    assert r.returncode == 0, r.stderr[-800:]
    first = r.stdout.splitlines()[0]
    assert "14 users" not in first and "20 users" not in first, first
    assert "'0x14 users' is not read: a figure in hexadecimal (0x14 is 20)" in r.stdout, r.stdout[:800]
