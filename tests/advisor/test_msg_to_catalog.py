"""scripts/msg_to_catalog.py moves `Msg(en=f"…", zh=f"…")` sentences into the catalog without changing a word.

Other branches keep adding such sentences to tools/; the script is re-run after each merge, so it must (1) say
exactly what the f-strings said, in both languages, for every branch of a choice, (2) leave a converted file alone
on a second run, and (3) refuse, not mangle, a call whose expressions hold words of their own.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from advisor.core import messages
from tests.conftest import module_home

# nothing here writes to a home (answers, estimates, readings only): one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]

SAMPLE = '''from tools.schema import Msg


def gpus(n, price, ok, names, note):
    return Msg(en=f"{n:,} GPUs at {price}/h ({n / 8:.1f} nodes)" + (" (fits)" if ok else "") + f"; {note.en}",
               zh=f"{n:,} 张卡，每小时 {price}（{n / 8:.1f} 台）" + ("（装得下）" if ok else "") + f"；{note.zh}")


def left(names):
    return Msg(en="Left out: " + ", ".join(names) + ".", zh="排除：" + "、".join(names) + "。")


def whole(ok):
    return Msg(en="yes {brace}" if ok else "no", zh="可以 {brace}" if ok else "不行")


def refused(n):
    return Msg(en=f"{n} {'day' if n == 1 else 'days'}", zh=f"{n} 天")
'''


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _texts(mod) -> list[tuple[str, str]]:
    from tools.schema import Msg

    note = Msg(code="recommend.spot")
    out = []
    for ok in (True, False):
        out += [(m.en, m.zh) for m in (mod.gpus(12, "$3.20", ok, ["a"], note), mod.whole(ok))]
    out += [(m.en, m.zh) for m in (mod.left(["aws", "gcp"]), mod.left([]))]
    return out


def test_the_script_converts_sentences_word_for_word_and_only_once(tmp_path, monkeypatch):
    script = _load("msg_to_catalog", ROOT / "scripts" / "msg_to_catalog.py")
    catalog = tmp_path / "messages"
    catalog.mkdir()
    monkeypatch.setattr(script, "MESSAGES", catalog)
    monkeypatch.setattr(script, "ROOT", tmp_path)
    src = tmp_path / "sample.py"
    src.write_text(SAMPLE, encoding="utf-8")
    before = _texts(_load("sample_before", src))

    assert script.main([str(src)]) == 0
    converted = src.read_text(encoding="utf-8")
    assert "Msg(en=" in converted and converted.count("Msg(en=") == 1  # `refused` is left for a hand
    assert 'code="sample.' in converted and "n / 8" in converted  # the arithmetic stays in the module
    entries = _load("sample_entries", catalog / "sample.py").ENTRIES
    assert "{value:.1f}" in entries["sample.gpus_at_h_nodes"].en  # the format spec moved into the template
    monkeypatch.setattr(messages, "CATALOG", {**messages.CATALOG, **entries})
    assert _texts(_load("sample_after", src)) == before

    assert script.main([str(src)]) == 0  # a second run changes nothing
    assert src.read_text(encoding="utf-8") == converted
    assert entries == _load("sample_entries_again", catalog / "sample.py").ENTRIES


def test_the_check_mode_lists_what_is_left(tmp_path, monkeypatch, capsys):
    script = _load("msg_to_catalog", ROOT / "scripts" / "msg_to_catalog.py")
    monkeypatch.setattr(script, "ROOT", tmp_path)
    src = tmp_path / "left.py"
    src.write_text(SAMPLE, encoding="utf-8")
    assert script.main(["--check", str(src)]) == 1
    assert capsys.readouterr().out.count("left: ") == 4


@pytest.fixture(scope="module")
def checker():
    """The script, loaded once for the per-file checks below (they only call its --check, which changes nothing)."""
    return _load("msg_to_catalog_check", ROOT / "scripts" / "msg_to_catalog.py")


@pytest.mark.parametrize("path", sorted((ROOT / "tools").glob("*.py")), ids=lambda p: p.name)
def test_nothing_in_tools_is_left_to_convert(path, checker):
    assert checker.main(["--check", str(path)]) == 0
