"""`catalog refresh --skypilot DIR` with a folder that holds no SkyPilot files (empty, or the wrong one) once rewrote
the shipped catalog with the 12 hand-kept rows, deleting 3,560, exit 0, no copy kept. Every
test here writes to a temp copy of the shipped file (`--output`); the package's own file is only read, and checked
unchanged."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import db as cdb

SHIPPED = Path(cdb.DATA) / "instances.csv"
AWS = ("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuMemMiBPerGpu,Price,SpotPriceMinAZ,Region\n"
       "g5.xlarge,A10G,1,4,16,22888,1.006,0.4,us-east-1\n")


def _digest(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


@pytest.fixture
def copy(tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "home"))
    out = tmp_path / "data" / "instances.csv"
    out.parent.mkdir()
    shutil.copyfile(SHIPPED, out)
    return out


def _refresh(folder: Path, out: Path, *more: str):
    return CliRunner().invoke(cli, ["catalog", "refresh", "--skypilot", str(folder), "--output", str(out), *more])


def _wrong_folder(tmp_path: Path) -> Path:
    # the wrong folder: CSVs, none named for a SkyPilot cloud (the package's own data folder is such a one)
    d = tmp_path / "wrong"
    d.mkdir()
    for name in ("gpus.csv", "providers.csv", "regions.csv"):
        shutil.copyfile(SHIPPED.parent / name, d / name)
    return d


@pytest.mark.parametrize("kind", ["empty", "wrong"])
def test_refresh_from_a_folder_without_skypilot_files_refuses_and_writes_nothing(tmp_path, copy, kind):
    shipped_before = _digest(SHIPPED)
    before = _digest(copy)
    folder = tmp_path / "empty" if kind == "empty" else _wrong_folder(tmp_path)
    folder.mkdir(exist_ok=True)
    res = _refresh(folder, copy)
    # exit 2 with words (before: exit 0, "Wrote 12 rows (12 quarantined)"), and the catalog byte for byte as it was
    assert res.exit_code == 2, res.output
    assert "holds no SkyPilot catalog files" in res.output and "nothing was written" in res.output
    assert "Traceback" not in res.output
    assert _digest(copy) == before
    assert not copy.with_name("instances.prev.csv").exists()
    assert _digest(SHIPPED) == shipped_before  # the package's file was never the target


def test_refresh_that_would_drop_most_rows_refuses_unless_forced_and_keeps_the_old_file(tmp_path, copy):
    folder = tmp_path / "one_cloud"
    folder.mkdir()
    (folder / "aws.csv").write_text(AWS)  # a real SkyPilot file, but 1 row against thousands
    before = copy.read_bytes()
    res = _refresh(folder, copy, "--as-of", "2025-02-01")
    assert res.exit_code == 2, res.output
    assert "would have" in res.output and "--force" in res.output
    assert copy.read_bytes() == before
    # forced: written, and the replaced catalog kept next to it, whole
    res = _refresh(folder, copy, "--as-of", "2025-02-01", "--force")
    assert res.exit_code == 0, res.output
    assert copy.with_name("instances.prev.csv").read_bytes() == before
    assert len(copy.read_text().splitlines()) < len(before.decode().splitlines()) // 2


def test_a_full_refresh_still_replaces_the_catalog_and_keeps_a_backup(tmp_path, copy):
    # the guard must not block the real rebuild: the reference extracts give a catalog as large as the shipped one
    ref = Path(__file__).parents[1] / "data" / "catalog"
    before = copy.read_bytes()
    res = CliRunner().invoke(cli, ["catalog", "refresh", "--skypilot", str(ref / "skypilot_v7"), "--skypilot",
                                   str(ref / "skypilot"), "--china", str(ref / "china_instances.csv"),
                                   "--output", str(copy)])
    assert res.exit_code == 0, res.output
    assert copy.with_name("instances.prev.csv").read_bytes() == before
