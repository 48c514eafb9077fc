"""advisor/pattern_store.py keeps the reader's compiled patterns on disk: a kept pattern must be exactly the pattern
CPython compiles, a pattern built from a user's words must never be kept, and a damaged, foreign or unwritable file
must only mean compiling as before."""

import _sre
import marshal
import re
import uuid
import zlib
from pathlib import Path

import pytest

from advisor import pattern_store
from advisor.core.extract_rules import extract

pytestmark = pytest.mark.skipif(not pattern_store._state["installed"], reason="the store is off on this Python")

TEXTS = pattern_store.SAMPLES + ("serve Qwen2.5-72B for 200 users, 8k context, ¥50,000 a month, 只要华为云",)


def _same_matches(ours: re.Pattern[str], theirs: re.Pattern[str]) -> bool:
    for text in TEXTS:
        a, b = ours.search(text), theirs.search(text)
        if (a is None) != (b is None) or (a is not None and b is not None and (a.span(), a.groups()) != (b.span(), b.groups())):
            return False
    return True


def test_every_kept_pattern_is_the_pattern_cpython_compiles():
    extract("LoRA a 7B model")  # the samples are read (and their patterns kept) before the first message
    rows = list(pattern_store._table.items())
    assert len(rows) > 1000  # the readers' constants and the samples' patterns: ≈ 2,600 on CPython 3.11
    for (pattern, flags), row in rows:
        ours, theirs = _sre.compile(pattern, *row), pattern_store._original(pattern, flags)
        assert (ours.pattern, ours.flags, ours.groups, ours.groupindex) == (
            theirs.pattern, theirs.flags, theirs.groups, theirs.groupindex), pattern[:80]
        assert _same_matches(ours, theirs), pattern[:80]


def test_a_pattern_built_from_a_users_words_is_never_kept():
    # a reader that escapes what the user typed into a pattern compiles it while the message is read: neither a
    # module's import nor the samples, and not a literal of the code, so it stays out of the table and the file
    secret = f"Zq{uuid.uuid4().hex[:12]}"
    extract(f"serve {secret}-13B for 40 users at {secret} corp")
    re.compile(re.escape(secret) + r"\s*corp")
    assert not [p for p, _ in pattern_store._table if secret in p]
    pattern_store._state["changed"] = True
    pattern_store.save()
    kept = pattern_store._path()
    assert kept is not None and secret.encode() not in zlib.decompress(kept.read_bytes())


def test_a_literal_of_the_code_compiled_at_first_use_is_kept():
    # a literal in a function of the project's code (advisor/, tools/, catalog/), compiled where it is first asked for
    tag = uuid.uuid4().hex[:8]
    literal = rf"(?i)\bkept-literal-{tag}-(\d+)\b"
    ours = str(Path(pattern_store.__file__).parent / "core" / "a_reader.py")
    found: dict = {}
    exec(compile(f"import re\ndef read(t):\n    return re.search({literal!r}, t)\n", ours, "exec"), found)
    assert found["read"](f"a kept-literal-{tag}-42 here").group(1) == "42"
    assert (literal, 0) in pattern_store._table


def test_a_literal_of_code_outside_the_project_is_not_kept():
    # another library's pattern (the standard library's tokenize joins a set: a new pattern in every process) is
    # compiled as always and never kept, or the table grew and the file was rewritten at every exit
    literal = rf"(?i)elsewhere-{uuid.uuid4().hex[:8]}-(\d+)"
    exec(compile(f"import re\nre.compile({literal!r})", "/tmp/another_library.py", "exec"), {})
    assert (literal, 0) not in pattern_store._table


def test_a_damaged_stored_row_is_compiled_again_and_dropped():
    tag = uuid.uuid4().hex[:8]
    pattern = rf"(?i)damaged-{tag}-(\d+)"
    pattern_store._table[(pattern, 0)] = (32, [1, 2, 3], 1, {}, (None, None))  # not a valid engine program
    m = re.compile(pattern).search(f"a DAMAGED-{tag}-7 row")
    assert m is not None and m.group(1) == "7"
    assert (pattern, 0) not in pattern_store._table


FOREIGN = ("another python|key", {("(?:x)", 0): (32, [], 0, {}, (None,))})


@pytest.mark.parametrize("content", [b"", b"not zlib at all", zlib.compress(b"not marshal"),
                                     zlib.compress(marshal.dumps(FOREIGN)), zlib.compress(marshal.dumps([1, 2, 3]))])
def test_a_damaged_or_foreign_file_is_not_loaded(tmp_path, monkeypatch, content):
    monkeypatch.setenv("GPU_ADVISOR_PATTERN_CACHE", str(tmp_path))
    path = pattern_store._path()
    assert path is not None
    path.write_bytes(content)
    before = dict(pattern_store._table)
    monkeypatch.setitem(pattern_store._state, "loaded", False)
    pattern_store._load()
    assert pattern_store._table == before and pattern_store._state["loaded"] is False


def test_an_unwritable_folder_keeps_nothing_and_raises_nothing(tmp_path, monkeypatch):
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("x")
    monkeypatch.setenv("GPU_ADVISOR_PATTERN_CACHE", str(blocked))
    monkeypatch.setitem(pattern_store._state, "changed", True)
    pattern_store.save()
    assert blocked.read_text() == "x" and not list(tmp_path.glob(".patterns-*"))


@pytest.mark.parametrize("said", ["off", "OFF", "0", "no", ""])
def test_the_store_can_be_turned_off(monkeypatch, said):
    monkeypatch.setenv("GPU_ADVISOR_PATTERN_CACHE", said)
    assert pattern_store.folder() is None and pattern_store._path() is None


def test_without_a_setting_the_store_is_in_the_users_cache_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("GPU_ADVISOR_PATTERN_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert pattern_store.folder() == tmp_path / "gpu-advisor"
