"""A home path the OS refuses (a name too long) holds no store and no catalog, so it never blocks writing a file the
user names elsewhere: `catalog export -o out.csv` failed "cannot write out.csv: File name too long", blaming the
user's file for the home's path (the store check asked whether the home's advisor.db exists, and the OS refused to
look)."""

from __future__ import annotations

from catalog.db import own_file, store_file


def test_an_output_elsewhere_is_no_store_file_when_the_home_is_too_long(tmp_path, monkeypatch):
    # 17 components of 250 characters: 4,267 characters, past PATH_MAX (4,096)
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "/".join(["d" * 250] * 17)))
    out = tmp_path / "out.csv"
    out.write_text("mine")
    assert store_file(out) is None and own_file(out) is None
