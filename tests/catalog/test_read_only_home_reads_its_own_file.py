"""A home whose disk is read-only is answered from its own database, opened read-only (SQLite `mode=ro`): the
user's imported prices and saved conversations are used, one warning says nothing new is saved, an import is
refused in words, and the file is left byte for byte as it was. Before, the app switched in silence to the user
cache (`~/.cache/gpu-advisor/advisor.db`), which holds none of them. Through the CLI, in its own processes."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer, a process or a whole data set (tests/answer_calls.py)

SHEET = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\nacme,mine1,us-east-1,H100,8,USD,9.00\n"


def _run(home: Path, *args: str, stdin: str | None = None, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GPU_ADVISOR_HOME": str(home), "XDG_CACHE_HOME": str(cwd / "cache")}
    return subprocess.run([sys.executable, "-m", "advisor", *args], input=stdin, capture_output=True, text=True,
                          env=env, cwd=cwd, timeout=180)


@pytest.fixture
def ro_home(tmp_path):
    """A home with an imported price and a saved `chat` session, then made read-only: a tmpfs remounted read-only
    when running as root (root ignores file modes), else its folder and file without write permission."""
    mnt = tmp_path / "m"
    mnt.mkdir()
    root = os.geteuid() == 0
    if root and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(mnt)]).returncode != 0:
        pytest.skip("running as root without the right to mount a tmpfs: no way to make a read-only home")
    home = mnt / "home"
    home.mkdir()
    shutil.copyfile(Path(os.environ["GPU_ADVISOR_HOME"]) / "advisor.db", home / "advisor.db")
    (tmp_path / "s.csv").write_text(SHEET)
    try:
        assert _run(home, "catalog", "import", str(tmp_path / "s.csv"), cwd=tmp_path).returncode == 0
        r = _run(home, "chat", "--session", "RO1", stdin="serve Llama-3-70B for 10 users\nquit\n", cwd=tmp_path)
        assert r.returncode == 0 and "10 concurrent" in r.stdout, r.stderr
        if root:
            subprocess.run(["mount", "-o", "remount,ro", str(mnt)], check=True)
        else:
            (home / "advisor.db").chmod(0o444)
            home.chmod(0o555)
        yield home
    finally:
        if root:
            subprocess.run(["umount", str(mnt)])
        else:
            home.chmod(0o755)


def _digest(home: Path) -> str:
    return hashlib.sha256((home / "advisor.db").read_bytes()).hexdigest()


def test_imported_prices_and_saved_conversations_are_read_from_the_read_only_file(ro_home, tmp_path):
    before = _digest(ro_home)
    r = _run(ro_home, "catalog", "instances", "--gpu", "H100", cwd=tmp_path)
    assert r.returncode == 0 and "mine1" in r.stdout, r.stdout[-600:] + r.stderr  # the user's own price row
    # the saved session resumes: "make it 30 users" changes the stored question (Llama-3-70B, 10 users) to 30 users
    # instead of asking "Which model …?" as a fresh store would
    r = _run(ro_home, "chat", "--session", "RO1", stdin="make it 30 users\nquit\n", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Llama-3-70B" in r.stdout and "30 concurrent" in r.stdout and "Which model" not in r.stdout, r.stdout[-800:]
    said = r.stderr.count("nothing new is saved")
    assert said == 1 and "read-only" in r.stderr and ".cache" not in r.stderr, r.stderr  # said once, no other store
    assert "please report it" not in r.stderr and "Traceback" not in r.stderr
    # an import cannot be kept: refused in words, exit 2
    r = _run(ro_home, "catalog", "import", str(tmp_path / "s.csv"), cwd=tmp_path)
    assert r.returncode == 2 and "cannot write GPU_ADVISOR_HOME" in r.stderr + r.stdout, r.stdout + r.stderr
    assert _digest(ro_home) == before  # nothing written
