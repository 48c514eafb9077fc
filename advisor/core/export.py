"""Exports: the markdown file a chat's `export` writes, with a header that makes it stand on its own
(the question or the conversation, the date, the version, the catalog's as-of date and the exact
`gpu-advisor recommend` command that reproduces the answer), and the chart beside it.

Where it lands: recommendation.md in the chosen folder, never over an existing file
(recommendation-1.md, -2.md … instead), reported by its absolute path (the file landed
silently in the current directory and replaced whatever was there).
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import os
import shlex
import shutil
from pathlib import Path

from advisor.core.messages import word
from advisor.core.units import days
from tools.schema import Msg, MsgArg, Recommendation, Workload
from tools.shown import quoted

STEM, SUFFIX = "recommendation", ".md"
# Workload fields `reproduce_command` writes in its own way (money, time, data) or not at all (`language`: --lang is the
# reader's, given apart); every other recommend argument of tools.workload_fields.FIELDS is written as its own flag.
OWN_WAY = frozenset({"budget", "budget_per_hour", "deadline_hours", "train_tokens", "language", "gpu_preference"})
# A flag that qualifies another field, written only with it (--data-residency says what --region is: relaxed last).
QUALIFIES = {"data_residency": "regions"}


def _num(v: float | int) -> str:
    return f"{v:g}" if isinstance(v, float) else str(v)


def _field_flags(w: Workload) -> list[str]:
    """Every set Workload field that has a `recommend` flag of its own (tools.workload_fields.FIELDS, declared once, so
    a flag added there is written here too), in declaration order."""
    from tools.workload_fields import fields_for

    args: list[str] = []
    for a in fields_for("recommend"):
        v = getattr(w, a.field, None) if a.field and a.field not in OWN_WAY else None
        if v is None or v == "" or v == [] or (a.field in QUALIFIES and not getattr(w, QUALIFIES[a.field])):
            continue
        on, _, off = a.flag.partition("/")
        if a.kind is bool:
            args += [on] if v else [off] if off else []
        elif isinstance(v, list):
            for x in v:
                args += [a.flag, str(x)]
        else:
            args += [a.flag, _num(v) if isinstance(v, float | int) else str(v)]
    return args


def reproduce_command(w: Workload, *, currency: str = "USD", lang: str = "en", stated: Workload | None = None) -> str:
    """The `gpu-advisor recommend` command line that gives the same answer from the same catalog. With `stated` (the
    thread's workload as the user gave it) only what was stated is written, and the answer's own `w` gives the training
    tokens a stated data set comes to: a default written as a flag reads as stated and can change the answer (attack
    the default 4,096 context written as --seq-len 4096 turned 161-token prompts into 3,758-token
    ones, and the chat's "fastest?" had no flag, so the line gave another machine at 1/11 the price)."""
    src = stated if stated is not None else w
    args = ["gpu-advisor", "recommend", *_field_flags(src)]
    tokens = src.train_tokens or (w.train_tokens if stated is not None and stated.dataset is not None else None)
    if tokens:
        args += ["--train-tokens", f"{tokens:g}"]
    if src.deadline_hours:
        args += ["--deadline-days", f"{days(src.deadline_hours):g}"]
    if src.gpu_preference:
        args += ["--gpu-preference", src.gpu_preference]
    budget = src.budget or src.budget_per_hour
    if src.budget is not None:
        args += ["--budget", _num(src.budget.amount), "--budget-per", src.budget.per]
    elif src.budget_per_hour is not None:
        args += ["--budget", _num(src.budget_per_hour.amount)]
    cur = budget.currency if budget is not None else currency
    if cur != "USD":
        args += ["--currency", cur]
    if lang != "en":
        args += ["--lang", lang]
    return " ".join(shlex.quote(a) for a in args)


def uncarried(w: Workload) -> Msg | None:
    """What the reproduce line cannot carry of `w` (tools.workload_fields.UNCARRIED: stated in the chat, no flag, and
    it changes the answer), said under the line; None when the line carries everything that ranks."""
    from tools.workload_fields import UNCARRIED

    left = [Msg(code="conversation.export_uncarried_field", args={"field": f}) for f in UNCARRIED
            if getattr(w, f) not in (None, "llm")]  # an LLM is what the command sizes with no word of it
    return Msg(code="conversation.export_uncarried", args={"fields": left}) if left else None


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as pkg_version

    try:
        return pkg_version("gpu-advisor")
    except PackageNotFoundError:
        return "unknown"


def export_header(rec: Recommendation, questions: list[str], lang: str, *, today: datetime.date | None = None,
                  stated: Workload | None = None) -> str:
    """The block an exported answer starts with: what was asked, when, by which version, on which
    catalog, and the command that reproduces it (from `stated`, the thread's own workload, when given). `lang` is the
    document's language ("zh-Hant" too: its reproduce line says so, and the user's words are marked to stay as typed
    when the document is converted to Traditional script)."""
    from advisor.core.script import as_typed

    zh = lang.startswith("zh")
    when = (today or datetime.date.today()).isoformat()
    # the user's words, nothing a terminal runs nor a markdown renderer links, loads or executes
    asked = ["> " + (as_typed(quoted(q)) if lang == "zh-Hant" else quoted(q)) for q in questions] or ["> —"]
    cmd = reproduce_command(rec.workload, currency=rec.currency, lang=lang if zh else "en", stated=stated)
    left = uncarried(stated if stated is not None else rec.workload)
    cmd_note = [left.text("zh" if zh else "en")] if left is not None else []
    words = "zh" if zh else "en"
    as_of = (rec.as_of_text(lang) if zh else rec.catalog_as_of) or "—"
    facts = Msg(code="export.facts", args={"when": when, "version": version(), "as_of": as_of})
    return "\n".join([word(Msg(code="export.asked", args={}), words), "", *asked, "", word(facts, words), "", "```", cmd,
                      "```", *cmd_note, "", "---", ""])


def _free(folder: Path, n: int, suffix: str) -> Path:
    return folder / (f"{STEM}{suffix}" if n == 0 else f"{STEM}-{n}{suffix}")


def write_new(text: str, directory: str | Path, chart: bytes | None = None) -> Path:
    """Write `text` to the first free recommendation[-N].md in `directory`; return its absolute path.
    Each file is written whole to a temp file and then given its name only if that name is free (`_place`), so a
    file created meanwhile is skipped and a full disk or a kill -9 midway never leaves a cut recommendation.md that
    reads as a whole export (it was written in place). With `chart` (PNG bytes) the picture goes beside it under
    the same name (recommendation[-N].png), placed first and linked at the end of the markdown: a kill between the
    two leaves a lone picture, never a markdown pointing at a picture that is not there."""
    from catalog import leftovers

    folder = Path(directory).expanduser().resolve()
    folder.mkdir(parents=True, exist_ok=True)
    n = 0
    while True:
        path, png = _free(folder, n, SUFFIX), _free(folder, n, ".png")
        n += 1
        leftovers.sweep(folder, (path.name, png.name))  # a killed export's temp files
        if path.exists() or (chart is not None and not _place(png, chart)):
            continue
        body = text + (f"\n\n![memory and cost chart]({png.name})\n" if chart is not None else "")
        try:
            placed = _place(path, body.encode("utf-8"))
        except OSError:
            if chart is not None:
                _remove(png)  # placed by this call: a full disk leaves neither behind
            raise
        if placed:
            return path
        if chart is not None:
            _remove(png)



def _write_synced(tmp: Path, data: bytes) -> None:
    """`data` into a new file `tmp` (never an existing one: "x"), flushed and fsynced, so a rename or link after it
    publishes a whole file."""
    with open(tmp, "xb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())

def _place(path: Path, data: bytes) -> bool:
    """`data` as the new file `path`, whole, if no file has that name: written to a temp file beside it, then
    hard-linked to its name (which fails, atomically, when the name is taken: False). Where the file system has
    no hard links, the file is opened with "x" and written in place, as before. OSError (a full disk) is raised
    with nothing left behind."""
    from catalog import leftovers

    tmp = path.with_name(f".{path.name}.{leftovers.tag()}.tmp")
    with leftovers.writing(tmp):
        try:
            _write_synced(tmp, data)
            os.link(tmp, path)
            return True
        except FileExistsError:
            return False
        except OSError as e:
            if e.errno not in _NO_LINKS:
                raise
        finally:
            _remove(tmp)
    return _place_in_place(path, data)


_NO_LINKS = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK, errno.ENOSYS}


def _place_in_place(path: Path, data: bytes) -> bool:
    try:
        with path.open("xb") as f:
            f.write(data)
    except FileExistsError:
        return False
    except OSError:
        _remove(path)  # created by this call
        raise
    return True


def _remove(*paths: Path) -> None:
    for p in paths:
        with contextlib.suppress(OSError):
            p.unlink()


class StoreFileError(OSError):
    """A path the user asked to write that is one of the advisor's own files (`catalog.db.own_file`): refused, never
    written. `kind` says which: "store" (the database: imported prices, conversations, Slack claims), "catalog" (the
    folder of the catalog every answer reads), "folder" (the fetch cache, model cards or Slack claims)."""

    kind = "store"


def refuse_store_file(path: str | Path, *, catalog_ok: Path | None = None) -> None:
    """`StoreFileError` when `path` names one of the advisor's own files in its home (`catalog.db.own_file`), except
    `catalog_ok` itself (`catalog refresh -o` naming the catalog it writes anyway)."""
    from catalog import db

    own = db.own_file(path)
    if own is None or (catalog_ok is not None and os.path.realpath(Path(path).expanduser())
                       == os.path.realpath(catalog_ok)):
        return
    e = StoreFileError(errno.EEXIST, "the advisor's own file", str(path))
    e.kind = own[0]
    raise e


def write_file(path: str | Path, data: str | bytes) -> None:
    """Write `data` (text as UTF-8, as written; or bytes) to `path`, a file the user named (--output, --chart).
    Written whole or not at all: to a temp file beside it, flushed to disk, then renamed over it, so a full disk or
    a kill -9 midway leaves the file that was there as it was (it was opened "w" and rewritten in place: a full
    disk left a truncated CSV or PNG where the old file was, said as "nothing written"). A FIFO or a device
    (/dev/stdout) is written as it is; a link is followed. The advisor's own store is refused (`StoreFileError`).
    OSError is re-raised for the caller to word (`write_problem`)."""
    body = data.encode("utf-8") if isinstance(data, str) else data
    refuse_store_file(path)
    given = Path(path).expanduser()
    if given.exists() and not given.is_file():  # a folder (EISDIR, said), a FIFO, a terminal, /dev/stdout
        with open(given, "wb") as f:
            f.write(body)
        return
    real = Path(os.path.realpath(given))
    try:
        _replace(real, body)
    except PermissionError:  # a file the user may write in a folder they may not: in place, as before
        if not real.is_file():
            raise
        with open(real, "wb") as f:
            f.write(body)


def _replace(real: Path, body: bytes) -> None:
    """`body` to a temp file named for its writer beside `real` (a killed writer's is swept by the next write of the
    same name, `catalog.leftovers`), then renamed over `real`, keeping an existing file's permissions."""
    from catalog import leftovers

    stem = leftovers.temp_stem(real.name)
    tmp = real.with_name(f".{stem}.{leftovers.tag()}.tmp")
    leftovers.sweep(real.parent, (stem,))
    with leftovers.writing(tmp):
        try:
            _write_synced(tmp, body)
            if real.is_file():
                shutil.copymode(real, tmp)
            os.replace(tmp, real)
        finally:
            _remove(tmp)


# the errors whose cause is said in words beside the system's own text (strerror): advisor/core/messages/export.py
_WRITE_HINTS = frozenset({errno.ENOENT, errno.ENOTDIR, errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOSPC, errno.EISDIR})


def write_problem(where: str | Path, e: OSError, lang: str = "en", hk: bool = False) -> str:
    """One polite sentence for a path the user gave that cannot be written (exit 2, never "please report it"):
    the path, what the system said, and what to do — in the conversation's language and script (a Chinese chat's
    failed export was said in English)."""
    from advisor.core.script import to_script

    if isinstance(e, StoreFileError):
        args: dict[str, MsgArg] = {"where": "{where}"}
        msg = (Msg(code="export.catalog_file", args=args) if e.kind == "catalog" else
               Msg(code="export.home_folder", args=args) if e.kind == "folder" else
               Msg(code="export.store_file", args=args))
        said = to_script(word(msg, lang), lang, hk)
        return said.format(where=str(where)[:300])  # the path as given, never converted to another script
    why = e.strerror or type(e).__name__
    reason = Msg(code="export.write_reason", args={"reason": Msg(code="export.write_why", args={
        "errno": errno.errorcode[e.errno]})}) if e.errno in _WRITE_HINTS else None
    if lang.startswith("zh"):  # the path and the system's words as given, the rest in the answer's script
        said = to_script(word(Msg(code="export.write_problem", args={"where": "{where}", "why": "{why}",
                                                                     "reason": reason}), "zh"), lang, hk)
        return said.format(where=str(where)[:300], why=why)
    return word(Msg(code="export.write_problem", args={"where": str(where)[:300], "why": why, "reason": reason}), "en")
