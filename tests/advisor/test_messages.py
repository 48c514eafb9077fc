"""Words in one layer: tools/ states facts (a `Msg` is a code and its args), advisor/core/messages words them.

The checks here keep it so: no Chinese and no sentence literal left in tools/, every code tools/ (and catalog/,
advisor/) uses worded in both languages with the placeholders its callers pass, the catalog's conventions
(nested facts, lists, plurals), and answers stored by the previous version ({en, zh}) still loading.
"""

from __future__ import annotations

import ast
import functools
import json
import re
import string
from pathlib import Path

import pytest

from advisor.core.messages import CATALOG, fields, word
from tests.source_trees import tree as parsed
from tests.source_trees import walked
from tools.schema import LITERAL, Msg

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
# Chinese that tools/ may hold: what users type (input vocabulary), never wording of an answer
INPUT_VOCABULARY = {
    ("tools/places.py", "中国"): "a word users write for China (china_only reads the stated regions)",
    ("tools/places.py", "中國"): "the same, Traditional",
    ("tools/places.py", "大陆"): "the same: mainland",
    ("tools/places.py", "大陸"): "the same, Traditional",
    ("tools/schema.py", 'a per-card memory floor ("80G显存")'): "the field's help shows what users type",
    ("tools/embedding.py", "中文|汉语|漢語|粤语|粵語|广东话|廣東話|chinese|cantonese"): "what users type: a task in Chinese "
                                                                               "picks bert-base-chinese for a bare BERT",
    ("tools/embedding.py", r"按照?|依照|原来用的?是?|原來用的?是?|目前用的?是?|现在用的?是?|現在用的?是?|"
                           r"之前用的?是?|替换掉?|替換掉?|取代|代替|换掉|換掉|(?:为|為)(?=\s*[A-Za-z][\w.\-]*\s*"
                           r"(?:[（(][^)）]*[)）]\s*)?(?:设计|設計|规划|規劃|配置|准备|準備))"):
        "what users type for a model named as a reference (按 bge-m3 设计, 原來用的是 bge-m3): the job's model is sized",
    ("tools/non_llm.py", "实时|實時|即时|即時|流式|在线|在線|并发|並發|同时|同時|路|字幕|客服机器人|客服機器人"):
        "what users type for live transcription: Paraformer named with them is the streaming model, else the offline one",
    ("tools/streaming_asr.py", "(?i)french|法语|法語"): "what users type for French: Kyutai's 1B is the row that hears it",
    ("tools/streaming_asr.py", r"(?i)(?:under|below|<|within|less\s+than)\s*~?\s*(?:[12]|one|two)\s*(?:s\b|sec)"
                               r"|sub-?second|[12一两兩]\s*秒(?:内|以内|內|以內|之内|之內)"):
        "what users type for a latency under the 2.6B's 2.5 s delay (1秒内): Kyutai's 1B (0.5 s) is sized",
    ("tools/workload_fields.py", "the chat's per-card memory floor ('80G显存'); --gpu and --gpu-preference name a card "
                                 "instead"): "the flag's help shows what users type in the chat",
}
# entries whose two languages use different placeholders, each for a reason of grammar
ONE_SIDED = {
    LITERAL: "a text given whole: one arg per language",
    "constraints.budget_buys": "Chinese says 总预算 (the total budget) where English appends the period",
    "cost.budget_converted_at": "the Chinese sentence does not repeat the period",
    "recommend.this_answer_expects_per_2": "the Chinese sentence leaves the billing mode out",
    "pitfalls.replicas_for_the_load": "the Chinese sentence leaves the replica count out (its text is empty)",
    "cost.prices_in_sourced": "fx.csv's source text is English: the Chinese sentence cites the file instead",
    "cost.budget_and_prices_in_sourced": "fx.csv's source text is English: the Chinese sentence cites the file instead",
    "reader.corpus_text": "the Chinese sentence names the unit once (每个汉字), the English twice (in Chinese characters "
                          "… per character)",
    "reader.translated_text": "the Chinese sentence names the unit once (每个汉字), the English twice (in Chinese "
                              "characters … per character)",
}


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and n.body \
                and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant):
            out.add(id(n.body[0].value))
    return out


def wording_in(path: Path, rel: str) -> list[str]:
    """Chinese in a string that is not a docstring (comments are not in the tree), and `Msg(en=…)` sentences."""
    docs = _docstrings(parsed(path))
    out = []
    for n in walked(path):
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs and CJK.search(n.value) \
                and (rel, n.value) not in INPUT_VOCABULARY:
            out.append(f"{rel}:{n.lineno}: Chinese {n.value[:40]!r}")
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "Msg" \
                and any(k.arg in ("en", "zh") for k in n.keywords):
            out.append(f"{rel}:{n.lineno}: Msg(en=…, zh=…) sentence (run scripts/msg_to_catalog.py)")
    return out


def test_tools_hold_no_wording():
    found = []
    for p in sorted((ROOT / "tools").glob("*.py")):
        found += wording_in(p, p.relative_to(ROOT).as_posix())
    found += [f for f in wording_in(ROOT / "catalog" / "db.py", "catalog/db.py") if "Msg(en=" in f]
    assert found == [], "word these in advisor/core/messages (scripts/msg_to_catalog.py converts Msg(en=…)):\n" + "\n".join(found)


def test_the_wording_check_catches_chinese_and_sentence_literals(tmp_path):
    # the check above is not vacuous: a Chinese string and a Msg(en=…) call are both found, a docstring is not
    f = tmp_path / "m.py"
    f.write_text('"""说明 docstring."""\nfrom tools.schema import Msg\n\n'
                 'def f():\n    """中文 docstring."""\n    return Msg(en="x", zh="是")  # 注释\n', encoding="utf-8")
    found = wording_in(f, "m.py")
    assert len(found) == 2 and "Chinese '是'" in found[0] + found[1] and any("Msg(en=" in x for x in found)


def _const_codes(e: ast.expr) -> list[str]:
    if isinstance(e, ast.Constant) and isinstance(e.value, str):
        return [e.value]
    if isinstance(e, ast.IfExp):
        return _const_codes(e.body) + _const_codes(e.orelse)
    return []


@functools.cache  # one scan shared by the checks below (they only read it)
def code_uses() -> list[tuple[str, str, set[str] | None]]:
    """(where, code, the arg names when the call spells them as a dict literal) for every `Msg(code=…)` outside the
    catalog, and every string that names a catalog namespace ("defaults.task" handed to a helper)."""
    spaces = {c.split(".")[0] for c in CATALOG}
    out: list[tuple[str, str, set[str] | None]] = []
    files = [*sorted((ROOT / "tools").glob("*.py")), *sorted((ROOT / "catalog").glob("*.py")),
             *sorted(p for p in (ROOT / "advisor").rglob("*.py") if "messages" not in p.parts)]
    for p in files:
        rel = p.relative_to(ROOT).as_posix()
        in_calls = set()
        for n in walked(p):
            # a Msg, or an error that carries its fact (`WorkloadError(text, code=…, args={…})`, tools/errors.py)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("Msg", "WorkloadError"):
                kw = {k.arg: k.value for k in n.keywords}
                if "code" not in kw:
                    continue
                args = kw.get("args")
                names = {k.value for k in args.keys if isinstance(k, ast.Constant)} \
                    if isinstance(args, ast.Dict) and all(isinstance(k, ast.Constant) for k in args.keys) else None
                if args is None:
                    names = set()
                for c in _const_codes(kw["code"]):
                    out.append((f"{rel}:{n.lineno}", c, names))
                    in_calls.add(id(kw["code"]))
                in_calls |= {id(x) for x in ast.walk(kw["code"])}
        for n in walked(p):
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in in_calls \
                    and re.fullmatch(r"[a-z_]+\.[a-z0-9_.]+", n.value) and n.value.split(".")[0] in spaces \
                    and rel.startswith("tools/") and not n.value.startswith(("tools.", "catalog.db")):
                out.append((f"{rel}:{n.lineno}", n.value, None))
    return out


def test_every_code_used_is_in_the_catalog_with_its_placeholders():
    uses = code_uses()
    assert len(uses) > 200  # the scan sees the calls (a broken scan would pass vacuously)
    missing = [f"{where}: {code}" for where, code, _ in uses if code not in CATALOG]
    assert missing == [], "codes with no entry in advisor/core/messages:\n" + "\n".join(missing)
    wrong = []
    for where, code, names in uses:
        entry = CATALOG[code]
        if names is None or callable(entry.en) or callable(entry.zh):
            continue
        need = fields(entry.en) | fields(entry.zh)  # type: ignore[arg-type]
        if need != names:
            wrong.append(f"{where}: {code} passes {sorted(names)}, its templates read {sorted(need)}")
    assert wrong == [], "\n".join(wrong)


def test_every_entry_is_used_and_worded_in_both_languages_alike():
    used = {code for _, code, _ in code_uses()} | {LITERAL}
    unused = sorted(c for c in CATALOG if c not in used)
    assert unused == [], f"catalog entries nothing states (remove them, or state them in tools/): {unused}"
    differ = []
    for code, e in CATALOG.items():
        assert (e.en == "") == (e.zh == "") or code in ONE_SIDED, code  # said in both languages, or in neither
        if isinstance(e.en, str) and isinstance(e.zh, str) and fields(e.en) != fields(e.zh) and code not in ONE_SIDED:
            differ.append(f"{code}: en {sorted(fields(e.en))}, zh {sorted(fields(e.zh))}")
    assert differ == [], "the languages must read the same args (or list the entry in ONE_SIDED with a reason):\n" \
        + "\n".join(differ)
    assert set(ONE_SIDED) <= set(CATALOG)


def test_templates_parse():
    # a stray brace in a template would only fail when that sentence is said
    for code, e in CATALOG.items():
        for t in (e.en, e.zh):
            if isinstance(t, str):
                list(string.Formatter().parse(t)), code


def test_the_catalog_words_nested_facts_lists_plurals_and_capitals():
    gpus = [Msg(code="recommend.gpus", args={"n": n}) for n in (1, 2)]
    assert [word(m, "en") for m in gpus] == ["1 GPU", "2 GPUs"] and word(gpus[1], "zh") == "2 张卡"
    # a list joins with its template's separator, per language; a nested fact is worded in the same language
    spread = Msg(code="recommend.spread_words", args={"parts": [
        Msg(code="recommend.spread.machines", args={"n": 3}), Msg(code="recommend.spread.pcie_tp", args={"tp": 8})]})
    assert spread.en == "3 machines and tensor parallel 8 over PCIe" and spread.zh == "3 台机器、张量并行 8 走 PCIe"
    left = [Msg(code="recommend.left_out_one", args={"count": n, "reason": Msg(code="recommend.spot"), "example": None})
            for n in (3, 1)]
    assert [m.en for m in left] == ["Left out: spot (3 offers)", "Left out: spot (1 offer)"]
    assert left[0].zh == "排除：竞价实例（3 个）"
    # None is an absent part; "!u" writes an id in capitals
    assert Msg(code="tiers.smallest_machine_that_holds", args={"ckpt": None}).en.endswith("with no headroom")
    assert Msg(code="defaults.kv_precision", args={"kv": "fp8"}).zh == "KV cache 精度：FP8"
    assert Msg(code="defaults.kv_precision", args={"kv": "fp8"}).text("zh-Hant") == "KV cache 精度：FP8"  # script: later
    with pytest.raises(KeyError, match="no message 'no.such'"):
        Msg(code="no.such").text("en")


def test_a_msg_without_an_installed_catalog_says_what_to_import(monkeypatch):
    from tools import schema

    monkeypatch.setattr(schema, "_wording", [])
    with pytest.raises(RuntimeError, match="import advisor.core.messages"):
        Msg(code="recommend.spot").text("en")
    assert Msg(code="recommend.spot").code == "recommend.spot"  # the fact itself needs no catalog


def test_a_msg_serializes_its_code_args_and_both_texts():
    m = Msg(code="recommend.gpus", args={"n": 2})
    assert m.model_dump() == {"code": "recommend.gpus", "args": {"n": 2}, "en": "2 GPUs", "zh": "2 张卡"}
    assert Msg.model_validate_json(m.model_dump_json()) == m
    # a code the catalog no longer has keeps the texts it was stored with
    gone = Msg.model_validate({"code": "gone.renamed", "args": {}, "en": "old words", "zh": "旧文字"})
    assert (gone.code, gone.en, gone.zh) == (LITERAL, "old words", "旧文字")


def _old_shape(obj):
    """A Recommendation's JSON as the previous version stored it: every Msg as {en, zh} alone."""
    if isinstance(obj, dict):
        if {"code", "args", "en", "zh"} <= set(obj):
            return {"en": obj["en"], "zh": obj["zh"]}
        return {k: _old_shape(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_old_shape(x) for x in obj]
    return obj


@pytest.mark.slow
def test_an_answer_stored_by_the_previous_version_still_loads():
    # threads store the last Recommendation as JSON; before facts had codes every Msg was {en, zh}. Such a row
    # must load (a follow-up reads it) and say what it said, in both languages.
    from advisor.core.render import to_markdown
    from advisor.core.service import advise
    from advisor.core.store import Store
    from tools.schema import Workload

    w = Workload(task="lora", params_b=7)
    rec = advise(w, stated={"task", "params_b"})
    old = json.dumps(_old_shape(json.loads(rec.model_dump_json())), ensure_ascii=False)
    assert '"code"' not in old and rec.headline is not None
    store = Store()
    store.save("t1", w, rec, "en")
    store.db.execute("UPDATE threads SET recommendation = ? WHERE key = ?", [old, "t1"])
    store.db.conn.commit()
    _, loaded, _ = store.load("t1")
    assert loaded is not None and loaded.headline is not None
    assert loaded.headline.code == LITERAL and loaded.headline.en == rec.headline.en
    assert to_markdown(loaded, "zh") == to_markdown(rec, "zh") and to_markdown(loaded, "en") == to_markdown(rec, "en")
