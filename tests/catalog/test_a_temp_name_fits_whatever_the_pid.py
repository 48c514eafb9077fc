"""A file written whole goes first to `.<stem>.<host>+<pid>.tmp` beside it. For a long name the stem is cut so the temp
name is one the file system takes (255 bytes), and cut the same way whatever the writer's pid, so the next writer of
that name finds and sweeps a killed one's temp file."""

from __future__ import annotations

import pytest

from catalog import leftovers


def _host() -> str:
    return leftovers.tag().partition("+")[0]


@pytest.mark.parametrize("name", ["a" * 250 + ".csv", "价" * 84 + ".csv", "x" * 255])
def test_a_long_names_temp_fits_for_the_largest_pid(name):
    # pid_max is at most 4,194,304 (7 digits): the longest temp name any writer on this host makes still fits
    stem = leftovers.temp_stem(name)
    assert name.startswith(stem) and stem
    assert len(f".{stem}.{_host()}+4194304.tmp".encode()) <= 255


def test_a_short_name_is_its_own_stem():
    assert leftovers.temp_stem("instances.csv") == "instances.csv"


def test_a_killed_writers_temp_of_a_long_name_is_found_by_the_next_sweep(tmp_path):
    # a writer with another pid (here pid 1234567, gone) left its temp; the sweep for the same name removes it
    name = "b" * 250 + ".csv"
    stem = leftovers.temp_stem(name)
    left = tmp_path / f".{stem}.{_host()}+1234567.tmp"
    left.write_text("cut")
    assert leftovers.sweep(tmp_path, (stem,)) == 1 and not left.exists()
