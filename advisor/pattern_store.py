"""The reader's compiled patterns kept on disk between processes, so a fresh process does not compile them again.

Why: the readers use ≈ 2,900 regular expressions (many built from word and catalog tables). CPython compiles a
pattern in pure Python (``re._parser`` then ``re._compiler``), and a fresh ``gpu-advisor ask`` spent most of its
≈ 6 s doing it; so did every test worker's collection and every process the end-to-end tests start. What compiling
produces is plain data (the engine's code as a list of ints, the group count and names), which ``_sre.compile``
turns into a pattern object at once and validates (a damaged list is a ``RuntimeError``, never a bad pattern), so it
can be kept in a ``marshal`` file (data only: loading it runs nothing).

What is kept, and why no message ever reaches the file: only patterns compiled while a module is being imported
(module constants: word tables, catalog names) and while :func:`prime` reads the fixed sample messages below. A
pattern built from what a user typed is compiled while their message is read, outside both, and is never written.

The file: ``$GPU_ADVISOR_PATTERN_CACHE`` (a folder), else ``$XDG_CACHE_HOME/gpu-advisor``, else
``~/.cache/gpu-advisor``; ``GPU_ADVISOR_PATTERN_CACHE=off`` turns the store off. Its key is the Python build, the
engine's magic number and the code of advisor/ (each file's size and modification time): another Python or changed
readers start a fresh table. Any failure to read, check or write it only means compiling as before. CPython 3.11–3.13
only (the private compiler API it calls); elsewhere :func:`install` does nothing. docs/ARCHITECTURE.md "Caches".
"""
from __future__ import annotations

import atexit
import contextlib
import hashlib
import marshal
import os
import re
import sys
import tempfile
import threading
import zlib
from pathlib import Path
from types import FrameType
from typing import Any

FORMAT = 1
#: The table holds at most this many patterns (the readers use ≈ 2,900; the samples add their own few).
MOST = 20_000
SAMPLES = (
    "LoRA fine-tune Llama-3-8B on 50k examples, 4k context, budget $2,000 a month, only AWS in us-east-1",
    "Serve Qwen2.5-72B-Instruct for 50 people, 40 tok/s each, 8k context, fastest, not LoRA, we have 2 RTX 4090",
    "classify 400k product reviews with Llama-3.1-8B overnight, thinking off; what about 2 A10s? 32k context?",
    "部署Llama-3-70B推理，32并发，4K上下文，预算5万块一个月，只要阿里云，北京，每天晚上批量跑10万条",
    "我們有4張H100，想微調Qwen2.5-7B，全量微調不要LoRA，繁體中文，台北，預算每月20萬台幣，多少錢？",
    "train VITS on 20 hours of speech; Whisper large-v3 transcription of 1,000 hours in 3 days; SDXL 512x512 images",
    "RAG over 2M docs with bge-large-zh embeddings, 500 stores each send a photo every minute to Qwen2.5-VL-7B",
)

_table: dict[tuple[str, int], tuple[Any, ...]] = {}
_state: dict[str, Any] = {"installed": False, "primed": False, "priming": None, "changed": False, "loaded": False}
_lock = threading.RLock()  # one thread primes (a second one finding it under way reads on; its patterns are not kept)
_original: Any = None


def folder() -> Path | None:
    """Where the table lives, or None when the store is off."""
    said = os.environ.get("GPU_ADVISOR_PATTERN_CACHE")
    if said is not None:
        return None if said.strip().lower() in ("", "off", "0", "no") else Path(said)
    try:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    except (RuntimeError, KeyError):  # no home folder to be found: keep nothing
        return None
    return Path(base) / "gpu-advisor"


def _code_stamp() -> str:
    """What the readers are made of: each advisor/ source file's name, size and modification time."""
    root = Path(__file__).resolve().parent
    parts = sorted(f"{p.relative_to(root)}:{s.st_size}:{s.st_mtime_ns}" for p in root.rglob("*.py") for s in [p.stat()])
    return hashlib.sha256("\n".join(parts).encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _key() -> str:
    """The table's key, once a process (the code stamp stats every advisor/ file: ~20 ms)."""
    import _sre

    if "key" not in _state:
        _state["key"] = f"{FORMAT}|{sys.version}|{_sre.MAGIC}|{_sre.CODESIZE}|{_code_stamp()}"
    return str(_state["key"])


def _path() -> Path | None:
    where = folder()
    return None if where is None else where / f"patterns-{sys.version_info[0]}{sys.version_info[1]}.marshal"


def _load() -> None:
    path = _path()
    if path is None:
        return
    try:
        key, rows = marshal.loads(zlib.decompress(path.read_bytes()))
    except (OSError, ValueError, EOFError, TypeError, zlib.error):
        return
    if key != _key() or not isinstance(rows, dict):
        return
    _table.update(rows)
    _state["loaded"] = True


def save() -> None:
    """Write the table (atomically: another process reads the old file or the new one, never half of one)."""
    path = _path()
    if path is None or not _state["changed"] or not _table:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".patterns-")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(zlib.compress(marshal.dumps((_key(), dict(_table))), 1))  # _compile keeps at most MOST
        os.replace(tmp, path)
        _state["changed"] = False
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            os.unlink(tmp)


_RE_CODE = os.path.dirname(os.path.abspath(re.__file__)) + os.sep
# the project's own code: a pattern another library builds (the standard library's tokenize joins a set, so its
# pattern differs in every process) is never kept, or the table would grow and be rewritten at every exit
_OUR_CODE = tuple(str(Path(__file__).resolve().parents[1] / d) + os.sep for d in ("advisor", "tools", "catalog"))


def _ours(pattern: str) -> bool:
    """Is this pattern one the code wrote: asked for by the project's code, and a literal in the function that asked
    for it or built while a module is being imported (its constants: word and catalog tables)? A user's words are
    neither."""
    frame: FrameType | None = _caller()
    if not _in_our_code(frame):
        return False
    depth = 0
    while frame is not None:
        code = frame.f_code
        if code.co_filename.startswith("<frozen importlib") or (depth < 4 and pattern in code.co_consts):
            return True
        frame, depth = frame.f_back, depth + 1
    return False


def _caller_is_ours() -> bool:
    return _in_our_code(_caller())


def _in_our_code(frame: FrameType | None) -> bool:
    return frame is not None and os.path.abspath(frame.f_code.co_filename).startswith(_OUR_CODE)


def _caller() -> FrameType | None:
    """The first frame outside this module and the `re` package: the code that asked for the pattern."""
    frame: FrameType | None = sys._getframe(1)
    here = os.path.abspath(__file__)
    while frame is not None and (os.path.abspath(frame.f_code.co_filename) == here
                                 or os.path.abspath(frame.f_code.co_filename).startswith(_RE_CODE)):
        frame = frame.f_back
    return frame


def _compile(p: Any, flags: int = 0) -> Any:
    """``re._compiler.compile`` with the table in front: a kept pattern is built from its stored code; a new one is
    compiled as CPython does it and kept when it may be (see the module's docstring)."""
    import _sre

    if type(p) is not str or flags & re.DEBUG:
        return _original(p, flags)
    flags = int(flags)
    hit = _table.get((p, flags))
    if hit is not None:
        try:
            return _sre.compile(p, *hit)
        except (RuntimeError, TypeError, ValueError):
            del _table[(p, flags)]
    parsed = re._parser.parse(p, flags)  # type: ignore[attr-defined]
    code = re._compiler._code(parsed, flags)  # type: ignore[attr-defined]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    row = (int(flags | parsed.state.flags), [int(c) for c in code], parsed.state.groups - 1, groupindex, tuple(indexgroup))
    if len(_table) < MOST and (_state["priming"] == threading.get_ident() and _caller_is_ours() or _ours(p)):
        _table[(p, flags)] = row
        _state["changed"] = True
    return _sre.compile(p, *row)


def _works() -> bool:
    """The private API answers as this module expects: a probe compiled both ways is the same pattern."""
    probe = r"(?i)(?P<n>\d+)\s*(?:gb|万)(?!\w)"
    try:
        ours, theirs = _compile(probe, 0), _original(probe, 0)
    except Exception:  # any surprise in a private API means: do not use it
        return False
    return (ours.flags, ours.groups, ours.groupindex) == (theirs.flags, theirs.groups, theirs.groupindex) and (
        ours.search("about 12 GB").group("n") == theirs.search("about 12 GB").group("n") == "12")


def install() -> None:
    """Put the table in front of CPython's pattern compiler (once a process; CPython 3.11–3.13 only)."""
    global _original
    if _state["installed"] or _path() is None or not (3, 11) <= sys.version_info[:2] <= (3, 13):
        return
    compiler = getattr(re, "_compiler", None)
    if compiler is None or not hasattr(compiler, "_code") or not hasattr(re, "_parser"):
        return
    _original = compiler.compile
    if not _works():
        return
    _table.clear()  # the probe: kept, it would mark the table changed and rewrite the file at every exit
    _state["changed"] = False
    _load()
    compiler.compile = _compile
    _state["installed"] = True
    atexit.register(save)


def prime(read: Any) -> None:
    """Once a process, before the first real message: when the table was not on disk, read the fixed samples with
    ``read`` (the rule reader) so the patterns it compiles at first use are kept too, then write the table. Only the
    priming thread's patterns are kept: another thread's message read meanwhile never reaches the table."""
    if _state["primed"] or not _state["installed"]:
        return
    with _lock:
        if _state["primed"]:
            return
        _state["primed"] = True
        if not _state["loaded"]:
            _state["priming"] = threading.get_ident()
            try:
                for text in SAMPLES:
                    read(text)
            finally:
                _state["priming"] = None
        save()
