"""A file the user names (`catalog export -o`, `catalog template -o`, `ask --chart`) is never one the advisor keeps for
itself in its home, and a long file name the system takes is written.

Before: only advisor.db and SQLite's files beside it were refused. `catalog template -o
$GPU_ADVISOR_HOME/catalog/instances.csv` (the catalog `catalog refresh` fetched, which every answer reads) replaced it
with 40 unpriced rows, exit 0: every later answer said "nothing can be ranked". `--chart` there wrote a PNG over it:
every later command, `catalog info` included, failed on "bytes that are not UTF-8". And a 250-character file name,
which the system takes, was refused as "File name too long", because the temp file written beside it first added
~20 characters to it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # real CLI processes, one of them an answer

SHIPPED = Path(__file__).resolve().parents[2] / "catalog" / "data" / "instances.csv"


def _gpu_advisor(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from advisor.cli import main; main()", *args], capture_output=True,
                          text=True, timeout=300, env=dict(os.environ))


def _fetched_catalog() -> tuple[Path, bytes]:
    """The home's catalog in use, as `catalog refresh` leaves it (here the shipped file's copy)."""
    catalog = Path(os.environ["GPU_ADVISOR_HOME"]) / "catalog" / "instances.csv"
    catalog.parent.mkdir(parents=True, exist_ok=True)
    catalog.write_bytes(SHIPPED.read_bytes())
    return catalog, catalog.read_bytes()


def test_the_catalog_in_use_is_never_an_output_by_any_spelling(tmp_path):
    # The template (40 unpriced alibaba rows) and the export (the effective catalog with user rows folded in) are
    # each refused over the catalog in use, as named, through "..", and through a link; its previous copy too. The
    # catalog is byte for byte as it was, and `catalog info` still reads all of its rows (3,615 in the shipped file).
    catalog, before = _fetched_catalog()
    (catalog.parent / "instances.prev.csv").write_bytes(before)
    link = tmp_path / "mine.csv"
    link.symlink_to(catalog)
    home = catalog.parents[1]
    for target in [catalog, home / ".." / home.name / "catalog" / "instances.csv", link,
                   catalog.parent / "instances.prev.csv"]:
        for args in (["catalog", "template", "--provider", "alibaba", "-o", str(target)],
                     ["catalog", "export", "--output", str(target)]):
            r = _gpu_advisor(args)
            assert r.returncode == 2 and "the price catalog the advisor answers from" in r.stderr, (args, r.stderr)
    assert catalog.read_bytes() == before and link.is_symlink()
    info = _gpu_advisor(["catalog", "info"])
    assert info.returncode == 0 and "3615 catalog instances" in info.stdout, info.stdout[:300] + info.stderr[-300:]


def test_a_file_in_the_homes_other_own_folders_is_never_an_output():
    # The fetch cache, the Hub's model cards and the Slack claims kept beside the database are the advisor's: a CSV
    # written as slack-open/<id>.json would be read as an open claim by the next bot. Refused, nothing created.
    home = Path(os.environ["GPU_ADVISOR_HOME"])
    for target in [home / "slack-open" / "0123.json", home / "catalog-cache" / "aws" / "vms.csv",
                   home / "hf" / "card.json"]:
        r = _gpu_advisor(["catalog", "export", "--output", str(target)])
        assert r.returncode == 2 and "a folder the advisor keeps for itself" in r.stderr, (target, r.stderr)
        assert not target.exists()


@pytest.mark.parametrize(("question", "said"), [
    ("给10个用户部署Llama-3-8B", ("无法写入 ", "价格目录", "没有写入任何内容")),
    ("serve Llama-3-8B for 10 users", ("Error: cannot write ", "the price catalog", "nothing was written")),
])
def test_a_chart_over_the_catalog_in_use_is_refused_in_the_askers_language(question, said):
    # A PNG over the catalog made every later command fail; now refused in the question's language (a catalog entry,
    # export.catalog_file), and the catalog is as it was.
    pytest.importorskip("matplotlib")
    catalog, before = _fetched_catalog()
    r = _gpu_advisor(["ask", question, "--chart", str(catalog)])
    assert r.returncode == 2 and all(s in r.stderr for s in said), r.stderr[-500:]
    assert catalog.read_bytes() == before


@pytest.mark.parametrize("name", ["a" * 250 + ".csv", "价" * 80 + ".csv"])
def test_a_long_file_name_the_system_takes_is_written_whole(tmp_path, name):
    # 254 ASCII bytes, and 80 × 3 + 4 = 244 UTF-8 bytes: each under the 255-byte limit of a name, each refused before
    # because its temp name (".<name>.<host>+<pid>.tmp", ~20 bytes more) was over it. Written, with no temp left.
    folder = tmp_path / "out"  # the test's home may lie in tmp_path too
    folder.mkdir()
    out = folder / name
    out.write_text("old")
    r = _gpu_advisor(["catalog", "export", "--output", str(out)])
    assert r.returncode == 0 and "Wrote 3615 rows" in r.stdout + r.stderr, r.stderr[-500:]
    assert out.read_text().startswith("provider,") and [p.name for p in folder.iterdir()] == [name]
