"""Move sentences out of tools/ into the message catalog: every `Msg(en=<str or f-string>, zh=<str or f-string>)`
call becomes `Msg(code=…, args={…})` and its two templates an entry of advisor/core/messages/<module>.py.

    python scripts/msg_to_catalog.py [files…]      # default: tools/*.py and catalog/db.py
    python scripts/msg_to_catalog.py --check       # list what would change or cannot be converted; exit 1 if any

Mechanical, on the syntax tree (docs/ARCHITECTURE.md "Words in one layer"):
- an f-string's literal text stays in the template, each `{expression:spec}` becomes `{name:spec}` with the
  expression evaluated in tools/ and passed as an arg (the format spec stays in the template);
- `a + b` of strings is one template; `X.en` (English side) with `X.zh` (Chinese side) becomes a nested Msg `X`;
- `sep.join(items)` becomes a list arg joined by the template ("{items:sep}");
- `a if test else b` on both sides with the same test becomes a nested Msg chosen in tools/ (None for "");
- the same expression on both sides is one arg; identical templates already in the catalog reuse their code.
It refuses (and lists) a call whose expressions hold words of their own (a string with letters inside an
expression, a plural(), a choice on one side only): those are worded by hand. Idempotent: converted calls are
no longer `Msg(en=…)`, so a second run only picks up calls added since (other branches merged in).
"""

from __future__ import annotations

import argparse
import ast
import json
import keyword
import re
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MESSAGES = ROOT / "advisor" / "core" / "messages"
WIDTH = 125
WORDY = re.compile(r"[A-Za-z\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


class Refused(Exception):
    """This call needs a hand: the reason says why."""


@dataclass
class Hole:
    key: str  # the expression (ast.unparse), the same on both sides for one arg
    src: str  # what tools/ evaluates
    name: str
    conv: str = ""
    spec: list[str | Hole] = field(default_factory=list)


@dataclass
class Choice:
    test: str
    yes: list[str | Hole | Choice]
    no: list[str | Hole | Choice]
    name: str = "part"


Part = str | Hole | Choice


def _name_of(e: ast.expr) -> str:
    if isinstance(e, ast.Name):
        n = e.id
    elif isinstance(e, ast.Attribute):
        n = e.attr
    elif isinstance(e, ast.Call):
        n = _name_of(e.func) if isinstance(e.func, ast.Name | ast.Attribute) else "value"
    elif isinstance(e, ast.ListComp | ast.GeneratorExp):
        n = _name_of(e.generators[0].iter)
    elif isinstance(e, ast.Subscript):
        s = e.slice
        n = s.value if isinstance(s, ast.Constant) and isinstance(s.value, str) else _name_of(e.value)
    else:
        n = "value"
    n = re.sub(r"\W", "_", n).strip("_").lower() or "value"
    return "value" if keyword.iskeyword(n) or not n.isidentifier() or n in ("en", "zh") else n


def _wordy_constants(e: ast.expr) -> list[str]:
    """String constants with letters inside an expression, except dict keys, compared values and .get keys."""
    allowed: set[int] = set()
    for n in ast.walk(e):
        if isinstance(n, ast.Subscript):
            allowed.add(id(n.slice))
        elif isinstance(n, ast.Compare):
            allowed.update(id(x) for x in [n.left, *n.comparators])
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("get", "startswith") \
                and n.args:
            allowed.add(id(n.args[0]))
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("getattr", "hasattr"):
            allowed.update(id(a) for a in n.args[1:2])
    return [n.value for n in ast.walk(e) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and id(n) not in allowed and WORDY.search(n.value)]


def _reads_text(e: ast.expr) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr in ("en", "zh") for n in ast.walk(e)) \
        or any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "text" for n in ast.walk(e))


class Side:
    """One language's expression read as template parts."""

    def __init__(self, lang: str):
        self.lang = lang

    def parts(self, e: ast.expr) -> list[Part]:
        if isinstance(e, ast.Constant) and isinstance(e.value, str):
            return [e.value]
        if isinstance(e, ast.JoinedStr):
            out: list[Part] = []
            for v in e.values:
                if isinstance(v, ast.Constant):
                    out += self.parts(v)
                elif isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.IfExp) and v.format_spec is None \
                        and v.conversion == -1 and _wordy_constants(v.value):
                    out += self.parts(v.value)  # {"a" if c else "b"}: a choice of words
                else:
                    out.append(self.hole(v))  # type: ignore[arg-type]
            return out
        if isinstance(e, ast.BinOp) and isinstance(e.op, ast.Add):
            return self.parts(e.left) + self.parts(e.right)
        if isinstance(e, ast.IfExp):
            return [Choice(ast.unparse(e.test), self.parts(e.body), self.parts(e.orelse))]
        return [self.hole(ast.FormattedValue(value=e, conversion=-1, format_spec=None))]

    def hole(self, fv: ast.FormattedValue) -> Hole:
        e = fv.value
        conv = "" if fv.conversion == -1 else "!" + chr(fv.conversion)
        spec: list[str | Hole] = []
        if fv.format_spec is not None:
            for v in fv.format_spec.values:  # type: ignore[attr-defined]
                spec.append(v.value if isinstance(v, ast.Constant) else self.hole(v))
        if isinstance(e, ast.Attribute) and e.attr == self.lang:  # X.en / X.zh: the nested fact X
            if _reads_text(e.value):
                raise Refused(f"reads a Msg's text inside {ast.unparse(e)!r}")
            src = ast.unparse(e.value)
            return Hole("msg:" + src, src, _name_of(e.value), conv, spec)
        if isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and e.func.attr == "join" \
                and isinstance(e.func.value, ast.Constant) and isinstance(e.func.value.value, str) and len(e.args) == 1 \
                and not spec:
            items = e.args[0]
            if isinstance(items, ast.GeneratorExp | ast.ListComp):
                elt = items.elt
                if isinstance(elt, ast.Attribute) and elt.attr == self.lang:  # [m.en for m in ms]: the facts ms
                    elt = elt.value
                items = ast.ListComp(elt=elt, generators=items.generators)
            if _reads_text(items):
                raise Refused(f"reads a Msg's text inside {ast.unparse(e)!r}")
            if _wordy_constants(items):
                raise Refused(f"words inside {ast.unparse(e)!r}")
            src = ast.unparse(items)
            src = src if isinstance(items, ast.ListComp | ast.List) else f"list({src})"
            return Hole("list:" + ast.unparse(e.args[0]), src, _name_of(e.args[0]), "", [e.func.value.value])
        if _reads_text(e):
            raise Refused(f"reads a Msg's text inside {ast.unparse(e)!r}")
        words = _wordy_constants(e)
        if words:
            raise Refused(f"words inside the expression {ast.unparse(e)!r}: {words}")
        src = ast.unparse(e)
        return Hole(src, src, _name_of(e), conv, spec)


@dataclass
class Converted:
    code: str
    en: str
    zh: str
    args: list[tuple[str, str]]  # (name, source)
    subs: list[Converted] = field(default_factory=list)


def _slug(parts: list[Part], words: int = 4) -> str:
    """The first English words of a template, as a code's last part ("prices_converted_at_usd")."""
    text = " ".join(p for p in parts if isinstance(p, str))
    found = re.findall(r"[a-z][a-z0-9]*", text.lower().replace("'", ""))
    return "_".join(found[:words])


def _escape(s: str) -> str:
    return s.replace("{", "{{").replace("}", "}}")


def _template(parts: list[Part]) -> str:
    out = []
    for p in parts:
        if isinstance(p, str):
            out.append(_escape(p))
        elif isinstance(p, Hole):
            spec = "".join(_escape(s) if isinstance(s, str) else "{" + s.name + s.conv + "}" for s in p.spec)
            out.append("{" + p.name + p.conv + (":" + spec if spec else "") + "}")
        else:
            out.append("{" + p.name + "}")
    return "".join(out)


def _holes(parts: list[Part]) -> list[Hole | Choice]:
    out: list[Hole | Choice] = []
    for p in parts:
        if isinstance(p, Hole):
            out.append(p)
            out += [s for s in p.spec if isinstance(s, Hole)]
        elif isinstance(p, Choice):
            out.append(p)
    return out


class Converter:
    """Pairs the two sides of one call into a code, two templates and the args (nested choices included)."""

    def __init__(self, codes: Codes, base: str, fn: str):
        self.codes, self.base, self.fn = codes, base, fn

    def convert(self, en: list[Part], zh: list[Part], code: str | None = None) -> Converted:
        names: dict[str, str] = {}  # key → arg name
        args: list[tuple[str, str]] = []
        subs: list[Converted] = []
        choices_zh = {c.test: c for c in _holes(zh) if isinstance(c, Choice)}
        choices_en = {c.test: c for c in _holes(en) if isinstance(c, Choice)}
        if set(choices_en) != set(choices_zh):
            raise Refused("a choice on one side only: " + ", ".join(sorted(set(choices_en) ^ set(choices_zh))))
        taken: set[str] = set()

        def name_for(key: str, want: str) -> str:
            if key not in names:
                n, i = want, 2
                while n in taken:
                    n, i = f"{want}_{i}", i + 1
                names[key] = n
                taken.add(n)
            return names[key]

        pending: list[tuple[str, Choice, Choice]] = []
        for side in (en, zh):
            for h in _holes(side):
                if isinstance(h, Hole):
                    h.name = name_for(h.key, h.name)
                    if (h.name, h.src) not in args:
                        args.append((h.name, h.src))
                else:
                    h.name = name_for("choice:" + h.test, "part")
                    if side is en:
                        pending.append((h.name, h, choices_zh[h.test]))
        code = code or self.codes.new(f"{self.base}.{_slug(en) or self.fn}", _template(en), _template(zh))
        for n, ce, cz in pending:
            yes = self._branch(ce.yes, cz.yes, f"{code}.{_slug(ce.yes, 3) or 'yes'}")
            no = self._branch(ce.no, cz.no, f"{code}.{_slug(ce.no, 3) or 'no'}")
            subs += [c for c in (yes, no) if c is not None]
            args.append((n, f"{_call(yes)} if {ce.test} else {_call(no)}"))
        en_t, zh_t = _template(en), _template(zh)
        return Converted(self.codes.settle(code, en_t, zh_t), en_t, zh_t, args, subs)

    def _branch(self, en: list[Part], zh: list[Part], code: str) -> Converted | None:
        if not any(en) and not any(zh):
            return None
        return self.convert(en, zh, self.codes.new(code, _template(en), _template(zh)))


def _call(c: Converted | None) -> str:
    if c is None:
        return "None"
    if not c.args:
        return f'Msg(code="{c.code}")'
    return f'Msg(code="{c.code}", args={{' + ", ".join(f'"{n}": {s}' for n, s in c.args) + "})"


class Codes:
    """The catalog's codes and templates (read from advisor/core/messages/*.py), and the ones added this run."""

    def __init__(self) -> None:
        self.templates: dict[str, tuple[str, str]] = {}
        self.by_text: dict[tuple[str, str, str], str] = {}  # (module, en, zh) → code
        self.added: dict[str, tuple[str, str, str]] = {}  # code → (module, en, zh)
        for p in sorted(MESSAGES.glob("*.py")):
            for code, en, zh in _entries(p):
                self.templates[code] = (en, zh)
                self.by_text.setdefault((code.split(".")[0], en, zh), code)

    def same(self, base: str, en: str, zh: str) -> str | None:
        """A code of this module with these very templates (identical sentences share one entry)."""
        code = self.by_text.get((base.split(".")[0], en, zh))
        return code

    def new(self, base: str, en: str, zh: str) -> str:
        if self.same(base, en, zh):
            return self.same(base, en, zh)  # type: ignore[return-value]
        code, i = base, 2
        while code in self.templates and self.templates[code] != (en, zh):
            code, i = f"{base}_{i}", i + 1
        return code

    def settle(self, code: str, en: str, zh: str) -> str:
        if self.templates.get(code) == (en, zh):
            return code
        if self.same(code, en, zh):
            return self.same(code, en, zh)  # type: ignore[return-value]
        while code in self.templates:  # the base was free when the branches were named; now taken
            code += "_2"
        self.templates[code] = (en, zh)
        self.by_text[(code.split(".")[0], en, zh)] = code
        self.added[code] = (code.split(".")[0], en, zh)
        return code


def _entries(path: Path) -> list[tuple[str, str, str]]:
    """(code, en, zh) of the template entries in a catalog module (function entries are skipped)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values):
                if isinstance(k, ast.Constant) and isinstance(v, ast.Call) and isinstance(v.func, ast.Name) \
                        and v.func.id == "E" and len(v.args) == 2 and all(isinstance(a, ast.Constant) for a in v.args):
                    out.append((k.value, v.args[0].value, v.args[1].value))  # type: ignore[attr-defined]
    return out


def _enclosing(tree: ast.Module) -> dict[int, str]:
    """id(call) → the name of the function it sits in ("module" at the top level)."""
    out: dict[int, str] = {}

    def visit(node: ast.AST, fn: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) else fn
            if isinstance(child, ast.Call):
                out[id(child)] = fn
            visit(child, name)

    visit(tree, "module")
    return out


def _is_text_msg(n: ast.AST) -> bool:
    return isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "Msg" and not n.args \
        and sorted(k.arg or "" for k in n.keywords) == ["en", "zh"]


def _convert_pair(conv: Converter, en: ast.expr, zh: ast.expr, column: int, indent: int, bracketed: bool = False) -> str:
    """The replacement call; a choice between whole sentences (the same test on both sides) stays a choice in
    tools/ between two facts."""
    if isinstance(en, ast.IfExp) and isinstance(zh, ast.IfExp) and ast.unparse(en.test) == ast.unparse(zh.test):
        pad = " " * (indent + 4)
        yes = _convert_pair(conv, en.body, zh.body, indent + 5, indent + 4)
        no = _convert_pair(conv, en.orelse, zh.orelse, indent + 9, indent + 4)
        one = f"({yes} if {ast.unparse(en.test)} else {no})"
        if column + len(one) <= WIDTH and "\n" not in one:
            return one
        return f"(\n{pad}{yes}\n{pad}if {ast.unparse(en.test)}\n{pad}else {no})"
    return _wrap_call(_call(conv.convert(Side("en").parts(en), Side("zh").parts(zh))), column, indent, bracketed)


def _split_args(inner: str) -> list[str]:
    """The top-level `"name": value` items of an args dict's source (commas inside brackets or strings kept)."""
    items, depth, quote, cur = [], 0, "", ""
    for i, ch in enumerate(inner):
        if quote:
            if ch == quote and inner[i - 1] != "\\":
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append(cur.strip())
            cur = ""
            continue
        cur += ch
    return [*items, cur.strip()] if cur.strip() else items


def _wrap_call(text: str, column: int, indent: int, bracketed: bool = False) -> str:
    """The replacement call laid out under WIDTH: when too long, the args one line per group, indented under
    the statement (`indent`); a choice too long for a line breaks before its `else`; inside brackets, a call
    that starts too far right starts on the next line."""
    if column + len(text) <= WIDTH or ", args={" not in text:
        return text
    head, rest = text.split(", args={", 1)
    if bracketed and column + len(head) + 8 > WIDTH:
        return "\n" + " " * (indent + 4) + _wrap_call(text, indent + 4, indent + 4)
    items = _split_args(rest[:-2])  # drop the closing "})"
    pad = " " * (indent + 4)
    lines, cur = [], ""
    for item in items:
        if " if " in item and len(pad) + len(item) > WIDTH:
            name, value = item.split(": ", 1)
            depth = [value[:i].count("(") - value[:i].count(")") for i in range(len(value))]
            at = next(i for i in range(len(value)) if value.startswith(" else ", i) and depth[i] == 0)
            yes, no = value[:at], value[at + 6:]
            item = f"{name}: ({yes}\n{pad}    else {no})"
        if cur and len(pad) + len(cur) + len(item) + 2 > WIDTH:
            lines.append(cur + ",")
            cur = ""
        cur = f"{cur}, {item}" if cur else item
    lines.append(cur)
    return head + ", args={\n" + "\n".join(pad + line for line in lines) + "})"


def convert_file(path: Path, codes: Codes) -> tuple[int, list[str]]:
    """Rewrite one module's convertible calls; (how many, the refusals as 'file:line: why')."""
    src = path.read_text(encoding="utf-8")
    tree = ast.parse(src)
    where = _enclosing(tree)
    stem = "catalog" if path.parent.name == "catalog" else path.stem  # catalog/db.py: advisor/core/messages/catalog.py
    calls = sorted((n for n in ast.walk(tree) if _is_text_msg(n)), key=lambda n: (n.lineno, n.col_offset))
    bracketed = {id(c) for n in ast.walk(tree) if isinstance(n, ast.Call | ast.List | ast.Tuple | ast.Dict | ast.keyword)
                 for c in ast.iter_child_nodes(n) if _is_text_msg(c)}
    bracketed |= {id(k.value) for n in ast.walk(tree) if isinstance(n, ast.Call) for k in n.keywords if _is_text_msg(k.value)}
    inner = {id(m) for c in calls for m in ast.walk(c) if m is not c and _is_text_msg(m)}
    line_starts = [0]
    raw = src.encode("utf-8")
    for line in raw.split(b"\n"):
        line_starts.append(line_starts[-1] + len(line) + 1)
    edits: list[tuple[int, int, str]] = []
    refused: list[str] = []
    for c in calls:
        if id(c) in inner:
            continue  # the outer call first; a second run picks this one up
        kw = {k.arg: k.value for k in c.keywords}
        fn = where.get(id(c), "module").lstrip("_") or "module"
        try:
            line = src.split("\n")[c.lineno - 1]
            text = _convert_pair(Converter(codes, stem, fn), kw["en"], kw["zh"], c.col_offset,
                                 len(line) - len(line.lstrip()), id(c) in bracketed)
        except Refused as e:
            refused.append(f"{path.relative_to(ROOT)}:{c.lineno}: {e}")
            continue
        start = line_starts[c.lineno - 1] + c.col_offset
        end = line_starts[c.end_lineno - 1] + c.end_col_offset  # type: ignore[operator]
        while text.startswith("\n") and raw[start - 1:start] == b" ":  # no trailing space before the break
            start -= 1
        edits.append((start, end, text))
    for start, end, text in sorted(edits, reverse=True):
        raw = raw[:start] + text.encode("utf-8") + raw[end:]
    if edits:
        path.write_text(raw.decode("utf-8"), encoding="utf-8")
    return len(edits), refused


def _width(s: str) -> int:
    """Columns on screen (and for ruff's line length): wide and full-width characters count two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def _literal(s: str, indent: int) -> str:
    """A Python string literal, split into adjacent literals (at spaces, or after any character in Chinese)
    so no line passes WIDTH."""
    room = WIDTH - indent - 2
    tokens = [t for w in re.split(r"(?<= )", s) for t in ([w] if _width(json.dumps(w, ensure_ascii=False)) < room else w)]
    chunks, cur = [], ""
    for t in tokens:
        if cur and _width(json.dumps(cur + t, ensure_ascii=False)) > room:
            chunks.append(cur)
            cur = ""
        cur += t
    chunks.append(cur)
    return ("\n" + " " * indent).join(json.dumps(c, ensure_ascii=False) for c in chunks)


def _entry(code: str, en: str, zh: str) -> list[str]:
    one = f'    "{code}": E({json.dumps(en, ensure_ascii=False)}, {json.dumps(zh, ensure_ascii=False)}),'
    if _width(one) <= WIDTH:
        return [one]
    return [f'    "{code}": E(', "        " + _literal(en, 8) + ",", "        " + _literal(zh, 8) + "),"]


def write_entries(codes: Codes) -> list[Path]:
    """Append the new entries to advisor/core/messages/<module>.py (created when missing)."""
    by_module: dict[str, list[tuple[str, str, str]]] = {}
    for code, (module, en, zh) in codes.added.items():
        by_module.setdefault(module, []).append((code, en, zh))
    written = []
    for module, entries in by_module.items():
        path = MESSAGES / f"{module}.py"
        if not path.exists():
            path.write_text(f'"""The words of tools/{module}.py\'s messages (advisor/core/messages/__init__.py says how '
                            'a template reads its args)."""\n\nfrom __future__ import annotations\n\n'
                            "from advisor.core.messages.base import E\n\nENTRIES: dict[str, E] = {\n}\n",
                            encoding="utf-8")
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        target = next(n for n in tree.body if isinstance(n, ast.AnnAssign | ast.Assign)
                      and "ENTRIES" in ast.unparse(n.target if isinstance(n, ast.AnnAssign) else n.targets[0]))
        assert target.value is not None
        lines = text.split("\n")
        close = target.value.end_lineno - 1  # type: ignore[operator]  # the line of the dict's closing brace
        new = []
        for code, en, zh in entries:
            new += _entry(code, en, zh)
        lines[close:close] = new
        path.write_text("\n".join(lines), encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 when a call is left to convert")
    a = ap.parse_args(argv)
    files = [f.resolve() for f in a.files] or sorted((ROOT / "tools").glob("*.py")) + [ROOT / "catalog" / "db.py"]
    if a.check:  # reads the files alone: the catalog's codes (every messages module parsed) are for converting
        refused = [f"{f.relative_to(ROOT)}:{n.lineno}: Msg(en=…, zh=…) left"
                   for f in files for n in ast.walk(ast.parse(f.read_text(encoding="utf-8"))) if _is_text_msg(n)]
        for r in refused:
            print("left: " + r)
        return 1 if refused else 0
    codes = Codes()
    total, refused = 0, []
    for f in files:
        for _ in range(5):  # nested Msg(en=…) calls come out one level per pass
            n, why = convert_file(f, codes)
            total += n
            if not n:
                refused += why
                break
    for p in write_entries(codes):
        print(f"wrote {p.relative_to(ROOT)}")
    print(f"{total} calls converted, {len(codes.added)} entries added")
    for r in refused:
        print("by hand: " + r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
