"""`gpu-advisor`: size GPU servers for AI workloads from the terminal.

Every subcommand imports what it needs inside its body, so `gpu-advisor estimate` never loads
langchain, slack or sqlite-utils (cold start is benchmarked in benchmarks/cold_start.py).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from advisor.cli.catalog import catalog
from advisor.cli.options import FRAMEWORKS as FRAMEWORKS  # re-exported: the CLI's accepted values
from advisor.cli.options import PRECISIONS as PRECISIONS
from advisor.cli.options import (
    _exit_now,
    _llm_timeout_or_fail,
    _priced_currency,
    fail,
    friendly_errors,
    recommend_options,
    workload_from_options,
    workload_options,
)
from advisor.cli.slack import slack
from tools.workload_fields import CURRENCIES

EPILOG_ESTIMATE = """\b
Examples:
  gpu-advisor estimate --model llama-3-8b --task inference --concurrency 32 --gpu H100
  gpu-advisor estimate --params 7 --task lora --gpu A10
  gpu-advisor estimate --model qwen2.5-72b --task full_finetune --gpus 16 --zero 3 --json

Units: GB = 10^9 bytes (7B fp16 = 14 GB). A card's capacity is its real
size (an "80 GB" card holds 80 GiB = 85.9 GB). Headroom: the estimate × 1.2 must fit.
"""


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 110})
@click.version_option(package_name="gpu-advisor")
def cli() -> None:
    """Which GPU cloud server should I rent for this AI workload, and what will it cost?

    \b
    Start here:
      gpu-advisor ask "LoRA fine-tune Llama-3-8B, 4k context"     one question, one answer
      gpu-advisor chat                                            a conversation with follow-ups
      gpu-advisor estimate --model llama-3-70b --gpu H100         memory / layout / speed only
      gpu-advisor recommend --params 7 --task lora --markdown     ranked instances and costs
      gpu-advisor catalog info                                    what the price data covers

    Every number comes from tested calculators in tools/ (no language model does arithmetic).
    """


@cli.command(epilog=EPILOG_ESTIMATE)
@workload_options
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (a stable contract).")
def estimate(as_json: bool, **kw: Any) -> None:
    """Memory per GPU (weights, gradients, optimizer, activations, KV cache, overhead),
    the smallest layout that fits a GPU, and the speed to expect."""
    from advisor.core.service import load_arch
    from catalog.gpus import get_gpu
    from tools.estimate import estimate as run_estimate

    with friendly_errors():
        w = workload_from_options(kw, "estimate")
        arch = load_arch(w.model, w.params_b, w.active_params_b)
        gpu = get_gpu(kw["gpu"]) if kw.get("gpu") else None
        result = run_estimate(arch, w, gpu)
    from advisor.core.render_estimate import estimate_json, estimate_text

    if as_json:
        click.echo(json.dumps(estimate_json(result, gpu), indent=2, ensure_ascii=False))
    else:
        click.echo(estimate_text(result, gpu))


@cli.command(epilog="""\b
Examples:
  gpu-advisor compare "LoRA Llama-3-8B on H100" "LoRA Llama-3-8B on A100"
  gpu-advisor compare "serve Llama-3.1-70B for 32 users" "int4" "fp8"
  gpu-advisor compare "LoRA Qwen2.5-7B, 8k context" "32k" --json
""")
@click.argument("options", nargs=-1, required=True)
@click.option("--currency", type=click.Choice(CURRENCIES), default=None, callback=_priced_currency,
              help="Currency of the figures. Default: USD for English options; CNY (简体) or TWD (繁體) for Chinese ones.")
@click.option("--lang", type=click.Choice(["en", "zh", "zh-Hant"]), default=None,
              help="Answer language. Default: the options' (English, 简体 or 繁體).")
@click.option("--json", "as_json", is_flag=True, help="The Comparison as JSON (tools/compare.py; docs/CONTRACTS.md).")
def compare(options: tuple[str, ...], currency: str | None, lang: str | None, as_json: bool) -> None:
    """Two or more options side by side, from the same recommender: the first is a question, each other
    one a question or a variation of the first ("A100", "QLoRA", "32k", "int4", "only AWS")."""
    from advisor.core.compare import compare_workloads, workloads_from_texts

    if len(options) < 2:
        fail("compare needs at least two options, e.g. gpu-advisor compare \"LoRA Llama-3-8B on H100\" \"on A100\"")
    from advisor.core.conversation import home_currency
    from advisor.core.extract_rules import detect_language

    lang = lang or detect_language(" ".join(options))
    currency = currency or home_currency(lang, " ".join(options))
    with friendly_errors():
        ws = [w.model_copy(update={"language": lang}) for w in workloads_from_texts(options, lang=lang)]
        comp, _ = compare_workloads(ws, list(options), currency=currency)
    if as_json:
        click.echo(json.dumps(comp.model_dump(mode="json", exclude_none=True), indent=2, ensure_ascii=False))
        return
    from advisor.core.render import comparison_markdown, markdown_for_terminal
    from advisor.core.script import to_script

    click.echo(markdown_for_terminal(to_script(comparison_markdown(comp, "zh" if lang.startswith("zh") else "en"), lang)))


def main() -> None:  # console entry point
    """Last resort: an unexpected error is one line on stderr (secrets masked) and exit 1, never a
    traceback; GPU_ADVISOR_DEBUG=1 shows the traceback."""
    import os

    _replace_unencodable()
    try:
        cli()
    except Exception as e:
        if os.environ.get("GPU_ADVISOR_DEBUG"):
            raise
        from advisor.config import redact
        from advisor.errors import NOT_UTF8, bounded, not_utf8
        from catalog.db import cannot_write, condition_words, home, storage_condition
        from tools.errors import AdvisorError

        if not_utf8(e):
            click.echo(f"Error: {NOT_UTF8}", err=True)
            sys.exit(2)
        if isinstance(e, AdvisorError):  # a setting that cannot be used (GPU_ADVISOR_FX_CSV …): words, exit 2
            click.echo(f"Error: {bounded(redact(str(e)), 500)}", err=True)
            sys.exit(2)
        if storage_condition(e):  # a full disk, a read-only home: a condition to fix, not a bug to report
            click.echo(f"Error: {cannot_write(home(), bounded(redact(condition_words(e)), 200), 'nothing written')}", err=True)
            sys.exit(2)
        click.echo(f"Error: unexpected {type(e).__name__}: {bounded(redact(str(e)), 500)} "
                   "(GPU_ADVISOR_DEBUG=1 shows the details; please report it)", err=True)
        sys.exit(1)


def _replace_unencodable() -> None:
    """stdout and stderr in an encoding that cannot hold every character of an answer (a Latin-1 terminal, a Windows
    code page: ≈, …, ×, Chinese) print a '?' for each such character instead of failing: `ask` and every `--help` were
    "unexpected UnicodeEncodeError", exit 1, nothing printed. ASCII is click's own case (it writes
    UTF-8 there); a UTF encoding holds everything and is left as it is."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
        if encoding and not encoding.startswith("utf") and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")


EPILOG_RECOMMEND = """\b
Examples:
  gpu-advisor recommend --params 7 --task lora
  gpu-advisor recommend --model llama-3-70b --precision fp16 --seq-len 8192 --concurrency 16 --provider aws --provider gcp
  gpu-advisor recommend --model qwen2.5-7b --task inference --budget 30 --currency CNY --lang zh --markdown
  gpu-advisor recommend --params 1 --task pretrain --train-tokens 1e11 --billing spot --json
  gpu-advisor recommend --params 1 --task pretrain --train-tokens 1e11 --deadline-days 14
  gpu-advisor recommend --model llama-3.1-8b --concurrency 64 --budget 2000 --budget-per month --region EU
  gpu-advisor recommend --model llama-3.1-70b --batch-requests 1000000 --seq-len 1500 --output-tokens 500 --billing spot
  gpu-advisor recommend --model llama-3-8b --task lora --chart memory.png
"""


@cli.command(epilog=EPILOG_RECOMMEND)
@recommend_options
@click.option("--markdown", "as_markdown", is_flag=True, help="Markdown (the export format).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (a stable contract).")
@click.option("--full", is_flag=True, help="The whole report (memory, tiers, pitfalls, host, plan, assumptions); "
                                            "default: the short answer.")
@click.option("--chart", "chart_file", type=click.Path(dir_okay=False, writable=True), default=None, metavar="FILE",
              help="Also write the memory and cost chart as a PNG (needs the chart extra: pip install -e '.[chart]').")
def recommend(as_markdown: bool, as_json: bool, full: bool, chart_file: str | None, **kw: Any) -> None:
    """Spec range, ranked cloud instances with a cost table, pitfalls, compatibility, host sizing
    and a 24-hour validation plan for one workload."""
    from tools.workload_fields import stated

    if as_json and as_markdown:
        fail("choose one of --json and --markdown")
    with friendly_errors():
        w = workload_from_options(kw, "recommend")
        from advisor.core.service import advise

        rec = advise(w, stated=stated(w), currency=kw.get("currency"), top_n=kw["top"])
    if chart_file:
        _write_chart(rec, rec.language, chart_file)
    from advisor.core.render import markdown_for_terminal, to_json, to_markdown, to_short_markdown

    if as_json:
        click.echo(json.dumps(to_json(rec), indent=2, ensure_ascii=False))
        return
    md = to_markdown(rec) if full else to_short_markdown(rec)
    click.echo(md if as_markdown else markdown_for_terminal(md))


@cli.command(epilog="""\b
Examples:
  gpu-advisor ask "what do I need to LoRA a 7B model"
  gpu-advisor ask "部署 Llama-3-70B 推理，32 并发，4K 上下文" --markdown
  gpu-advisor ask "serve qwen2.5-14b for 16 users, only AWS" --json
  gpu-advisor ask "LoRA Llama-3-8B, 8k context" --full --chart memory.png
  gpu-advisor ask "serve Llama-3.1-8B for 20 users" --lang zh --currency CNY --top 5
""")
@click.argument("question")
@click.option("--json", "as_json", is_flag=True, help="The recommend JSON, plus \"questions\" when more is needed.")
@click.option("--markdown", "as_markdown", is_flag=True, help="Markdown (the export format).")
@click.option("--full", is_flag=True, help="The whole report (memory, tiers, pitfalls, host, plan, assumptions); "
                                            "default: the short answer.")
@click.option("--lang", type=click.Choice(["en", "zh", "zh-Hant"]), default=None,
              help="Answer language. Default: the question's (English, 简体 or 繁體).")
@click.option("--currency", type=click.Choice(CURRENCIES), default=None, callback=_priced_currency,
              help="Currency of the answer (converted at catalog/data/fx.csv's rates). Default: USD; CNY for 简体, TWD for 繁體.")
@click.option("--top", type=click.IntRange(1, 50), default=None, help="How many ranked instances to consider. Default: 10.")
@click.option("--chart", "chart_file", type=click.Path(dir_okay=False, writable=True), default=None, metavar="FILE",
              help="Also write the memory and cost chart as a PNG (needs the chart extra: pip install -e '.[chart]').")
def ask(question: str, as_json: bool, as_markdown: bool, full: bool, lang: str | None, currency: str | None,
        top: int | None, chart_file: str | None) -> None:
    """One question in English or Chinese, one answer (or the clarifying questions it needs)."""
    import uuid

    from advisor.core.conversation import Engine

    if as_json and as_markdown:
        fail("choose one of --json and --markdown")
    _llm_timeout_or_fail()
    with friendly_errors():
        engine = Engine(advise_fn=_advise_with(currency, top), lang=lang)
        reply = engine.handle(f"cli:ask:{uuid.uuid4().hex}", question)
    code = 2 if reply.kind == "error" else 0
    if chart_file and reply.recommendation is not None and reply.kind == "answer":
        _write_chart(reply.recommendation, reply.language, chart_file)
    if engine.llm is not None:
        _print_reply(reply, as_json, as_markdown, full, typed=question)
        _exit_now(code)
    _print_reply(reply, as_json, as_markdown, full, typed=question)
    sys.exit(code)


def _advise_with(currency: str | None, top: int | None) -> Any:
    """advise() with `ask --currency/--top` applied (None: the engine's own choice)."""
    from advisor.core.service import advise

    def run(w: Any, *, stated: set[str] | None = None, **kw: Any) -> Any:
        kw["currency"] = currency or kw.get("currency")
        if top is not None:
            kw["top_n"] = top
        return advise(w, stated=stated, **kw)
    return run


def _write_chart(rec: Any, lang: str, path: str) -> None:
    """The memory and cost chart as a PNG at `path` (exit 2 with the install line when matplotlib is missing)."""
    try:
        from advisor.core.chart import memory_png
    except ImportError:
        fail("--chart needs matplotlib, an optional dependency: pip install -e '.[chart]'")
    try:
        png = memory_png(rec, lang)
    except ImportError:
        fail("--chart needs matplotlib, an optional dependency: pip install -e '.[chart]'")
    from pathlib import Path

    from advisor.core.export import write_file, write_problem

    try:  # whole or not at all: a full disk left a truncated PNG over the old chart
        write_file(path, png)
    except OSError as e:
        fail(write_problem(path, e, lang))
    click.echo(f"Chart: {Path(path).resolve()}", err=True)


def _print_reply(reply: Any, as_json: bool, as_markdown: bool, full: bool = False, typed: str = "") -> None:
    """`reply` on stdout; `typed`: the question as the user wrote it, whose quotes in the JSON notes stay as typed."""
    if as_json:
        from advisor.core.render import to_json

        answered = reply.recommendation is not None and reply.kind == "answer"
        out: dict[str, Any] = to_json(reply.recommendation, hk=reply.hk) if reply.recommendation and answered else {}
        out["questions"] = reply.questions
        out["language"] = reply.language
        from advisor.core.script import to_script, typed_quotes

        if reply.lead:
            out["workload_line"] = to_script(reply.lead.split("\n", 1)[0].strip("*"), reply.language, reply.hk)
        if reply.notes:
            kept = typed if reply.language == "zh-Hant" else ""  # only a converted reply needs its quotes kept
            out["notes"] = [to_script(typed_quotes(n, kept), reply.language, reply.hk) for n in reply.notes]
        out["reply_kind"] = reply.kind
        if reply.kind not in ("answer",):
            out["message"] = reply.text
        click.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    text = reply.full if full and reply.full else reply.text
    if reply.kind == "answer" and reply.recommendation is not None and not as_markdown:
        from advisor.core.render import markdown_for_terminal

        click.echo(markdown_for_terminal(text))  # workload line, engine notes, then the answer
    else:
        click.echo(text)


def _export_note(path: Path, lang: str) -> str:
    """The line under "Wrote …": the chart beside it (advisor.core.export.write_new writes both) and the folder, said
    with how to change it (files landed in the working directory unannounced)."""
    png = path.with_suffix(".png")
    chart = f" + {png.name}" if png.exists() else ""
    if lang.startswith("zh"):
        return f"  {path.name}{chart}，目录 {path.parent}（用 --export-dir 更改）"
    return f"  {path.name}{chart} in {path.parent} (change the folder with --export-dir)"


@cli.command()
@click.option("--session", metavar="ID", help="Resume a conversation by id (state lives in the SQLite file).")
@click.option("--export-dir", type=click.Path(file_okay=False), default=".", show_default=True,
              help="Where `export` writes recommendation.md (never over an existing file: then -1, -2 …).")
def chat(session: str | None, export_dir: str) -> None:
    """An interactive conversation with follow-ups (type `help`, `export`, `why`, `reset`, `quit`)."""
    import contextlib
    import uuid

    from advisor.cli import turns
    from advisor.core.conversation import Engine
    from advisor.core.extract_rules import QUIT

    key = f"cli:chat:{session or uuid.uuid4().hex[:8]}"
    _llm_timeout_or_fail()
    with friendly_errors():
        engine = Engine()
        engine.store.healing(lambda: engine.store.db)  # a home a newer version wrote: said once, exit 2
    click.echo(f"GPU Advisor — session {key.split(':')[-1]} (resume with --session). Type 'help' or 'quit'.")
    if session:
        _finish_interrupted(engine, key, export_dir)
        _say_unanswered(engine, key)  # a message stored without a turn claim (an older version's chat)
    with contextlib.suppress(AttributeError, ValueError, OSError):  # bytes that are not UTF-8: one line refused below
        sys.stdin.reconfigure(errors="surrogateescape")  # type: ignore[union-attr]
    if not sys.stdin.isatty():  # a pipe or file: its lines are read bounded (a terminal bounds them itself)
        sys.stdin = BoundedLines(sys.stdin)  # for the rest of this process
    while True:
        try:
            line = click.prompt("you", prompt_suffix="> ", default="", show_default=False)
        except (EOFError, click.Abort):
            click.echo("")
            break
        if QUIT.match(line):  # quit, exit, 退出, 离开/離開, 结束/結束 … (extract_rules.QUIT, the one list)
            break
        if not line.strip():
            continue
        from advisor.config import TOKEN_LIKE, redact

        line = redact(line, shortest=TOKEN_LIKE)  # a pasted secret: not kept in the turn's claim either
        reply = _turn(lambda t=line: turns.run(engine.store, key, t, engine.handle), line)
        if reply is not None:
            _show_chat_reply(reply, export_dir)


def _turn(call: Any, line: str) -> Any:
    """Run one chat turn; a saved thread that cannot be read ends the chat in words (exit 2, nothing deleted); a
    message refused in words is said and the chat goes on (None)."""
    from advisor.core.store import DamagedThreadError

    try:
        return call()
    except DamagedThreadError as e:
        from advisor.core.extract_rules import detect_language

        click.echo(f"Error: {e.msg.text(detect_language(line))}", err=True)
        sys.exit(2)
    except (ValueError, ArithmeticError) as e:  # one bad message never ends the conversation
        from advisor.config import redact
        from advisor.errors import NOT_UTF8, bounded, not_utf8

        click.echo(f"Error: {NOT_UTF8 if not_utf8(e) else bounded(redact(str(e)), 500)}", err=True)
        return None


def _finish_interrupted(engine: Any, key: str, export_dir: str) -> None:
    """On resume, each turn a killed chat stored and never answered is answered first, once (advisor.cli.turns),
    after a line quoting it in the thread's language."""
    from advisor.cli import turns
    from advisor.core.conversation import UNANSWERED_SHOWN
    from advisor.core.extract_rules import detect_language
    from advisor.core.script import to_script
    from advisor.core.store import DamagedThreadError
    from tools.schema import Msg
    from tools.shown import plain

    try:
        pending = turns.interrupted(engine.store, key)
    except DamagedThreadError:  # said by the first message's own read, in words
        return
    for event_id, text in pending:
        lang = engine.store.load(key)[2] or detect_language(text)
        shown = plain(text)
        shown = shown if len(shown) <= UNANSWERED_SHOWN else shown[:UNANSWERED_SHOWN] + "…"
        said = Msg(code="conversation.resumed_turn", args={"text": shown})
        click.echo(to_script(said.text("zh" if lang.startswith("zh") else "en"), lang))
        reply = _turn(lambda e=event_id, t=text: turns.finish(engine.store, e, key, t, engine.handle), text)
        if reply is not None:
            _show_chat_reply(reply, export_dir)


def _show_chat_reply(reply: Any, export_dir: str) -> None:
    """A chat reply on the terminal; an export is written to a new file in `export_dir` and its path said."""
    if reply.export_markdown:
        from advisor.core.export import write_new
        from advisor.core.script import to_script

        try:
            path = write_new(reply.export_markdown, export_dir, chart=_chart_or_none(reply))  # never overwrites
        except OSError as e:  # the export folder, not the home; the conversation goes on
            from pathlib import Path

            from advisor.core.export import write_problem

            said = write_problem(Path(export_dir).expanduser(), e, reply.language, reply.hk)
            zh = reply.language.startswith("zh")
            click.echo((to_script("错误：", reply.language, reply.hk) if zh else "Error: ") + said, err=True)
            return
        click.echo(to_script("已写入 ", reply.language, reply.hk) if reply.language.startswith("zh") else "Wrote ", nl=False)
        click.echo(str(path))
        click.echo(to_script(_export_note(path, reply.language), reply.language, reply.hk))
        return
    if reply.kind == "answer" and reply.recommendation is not None:
        from advisor.core.render import markdown_for_terminal

        click.echo(markdown_for_terminal(reply.text))  # the reply, with the workload line and engine notes
    else:
        click.echo(reply.text)


def _say_unanswered(engine: Any, key: str) -> None:
    """On resume, a last message the killed chat never answered, in the thread's language (its script too)."""
    from advisor.core.extract_rules import detect_language
    from advisor.core.script import to_script
    from advisor.core.store import DamagedThreadError

    try:
        msg = engine.unanswered(key)
        lang = engine.store.load(key)[2] if msg is not None else None
    except DamagedThreadError:  # said by the first message's own read, in words
        return
    if msg is not None:
        lang = lang or detect_language(msg.args["text"])  # killed on its first message: the message's own language
        click.echo(to_script(msg.text("zh" if lang.startswith("zh") else "en"), lang))


def _chart_or_none(reply: Any) -> bytes | None:
    """The export's chart, or None when matplotlib (the `chart` extra) is not installed."""
    if reply.recommendation is None:
        return None
    try:
        from advisor.core.chart import memory_png

        return memory_png(reply.recommendation, reply.language)
    except ImportError:
        return None


@cli.command()
@click.argument("text", required=False)
@click.option("--json", "as_json", is_flag=True, default=True, help="JSON output (the default and only format).")
def parse(text: str | None, as_json: bool) -> None:
    """Show what the rule extractor reads from a message: {"workload": {...}} with stated fields only.

    With no TEXT, reads one message per line from standard input and prints one JSON object per line.
    Every input line gets one output line: a line that cannot be read gets {"error": ..., "line": N}.
    """
    from advisor.core.extract_rules import extract
    from tools.schema import WorkloadPatch

    def one(t: str) -> str:
        e = extract(t)
        d = e.patch.model_dump(mode="json", exclude_none=True)
        out = {"workload": d, "intents": sorted(e.intents), "notes": e.notes} | ({"currency": e.currency} if e.currency else {})
        if e.assumed:  # what `ask` and the chat apply beyond the stated fields: a vague budget at its range's top
            out["assumed"] = WorkloadPatch(**e.assumed).model_dump(mode="json", exclude_none=True)
        return json.dumps(out, ensure_ascii=False, allow_nan=False)  # an infinite or NaN value is an error, never `Infinity`

    def safe(t: str, n: int) -> tuple[str, bool]:
        try:
            return one(t), True
        except (ValueError, ArithmeticError, RecursionError) as e:
            msg = str(e) if isinstance(e, AdvisorError) else f"cannot read a number in this message ({type(e).__name__})"
            return json.dumps({"error": msg[:500], "line": n}, ensure_ascii=False), False

    from tools.errors import AdvisorError

    if text is not None:
        out, ok = safe(text, 1)
        click.echo(out)
        if not ok:
            sys.exit(2)
        return
    n = 0
    while line := sys.stdin.readline(LINE_MAX + 1):  # at most LINE_MAX + 1 characters held (see skip_rest)
        n += 1
        if len(line) > LINE_MAX and not line.endswith("\n"):
            click.echo(json.dumps({"error": f"the line is over {LINE_MAX:,} characters long; lines of at most "
                                            f"{LINE_MAX:,} characters are read", "line": n}))  # at once: the rest may never come
            skip_rest(sys.stdin, LINE_MAX)
        elif line.strip():
            click.echo(safe(line.rstrip("\n"), n)[0])


LINE_MAX = 65_536  # characters of one `parse` input line (a message is read up to 4,000; see docs/RELIABILITY.md)


class BoundedLines:
    """A text stream whose `readline` holds at most LINE_MAX + 1 characters: the rest of a longer line is skipped
    (`skip_rest`) and the line ends there. `chat` reads a piped stdin through it (`input()` held an endless line:
    `chat < /dev/zero` took 2.8 GB in 6 s); the conversation then says how much of the message it read."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def readline(self, size: int = -1) -> str:
        line = self.inner.readline(LINE_MAX + 1 if size < 0 else min(size, LINE_MAX + 1))
        if len(line) > LINE_MAX and not line.endswith("\n"):
            skip_rest(self.inner, LINE_MAX)
            return line + "\n"
        return str(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def skip_rest(stream: Any, most: int) -> None:
    """Read the rest of a line too long to keep in pieces of `most` characters, keeping none: a stream without line
    breaks costs bounded memory (`parse < /dev/zero` held the endless line: 3.5 GB in 6 s)."""
    while (more := stream.readline(most)) and not more.endswith("\n"):
        pass


@cli.command("mcp")
def mcp_command() -> None:
    """Serve the calculators to AI agents over the Model Context Protocol (stdio).

    \b
    Read-only tools: estimate_memory, recommend, list_gpus, list_instances, check_pitfalls, explain;
    the resource gpu-advisor://catalog holds the catalog's sources and as-of dates.
    Needs the optional package: pip install 'gpu-advisor[mcp]'. Client config: see README "MCP".
    """
    try:
        from advisor.agents.mcp_server import build_server
    except ImportError as e:
        if (getattr(e, "name", None) or "").split(".")[0] != "mcp":
            raise
        fail("`gpu-advisor mcp` needs the MCP SDK, an optional dependency: pip install 'gpu-advisor[mcp]' "
             "(or pip install 'mcp>=2.3,<3' in this environment)")
    build_server().run("stdio")


cli.add_command(catalog)
cli.add_command(slack)
