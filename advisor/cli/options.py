"""What every `gpu-advisor` command shares: the option tables (flag names are contracts: never renamed),
the Workload built from them, and the error plumbing (bad input → exit 2, never a traceback).

Only click is imported at module level, so `gpu-advisor estimate` stays fast to start.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from typing import Any, NoReturn

import click

from tools import workload_fields as wf
from tools.floors import MAX_MEMORY_GB, MAX_PRICE, PRICE_FLOOR


def fail(message: str) -> NoReturn:
    """A polite error and exit status 2 (bad input), never a traceback. The message passes `config.redact` like every
    other error line: a setting's value quoted back may be a token pasted into the wrong line
    (GPU_ADVISOR_USD_CNY=xoxb-… was printed in full). A value under TOKEN_LIKE characters is no credential (the refusal
    of a one-character signing secret comes here, and masking "e" would garble every word) and is left as written."""
    from advisor.config import TOKEN_LIKE, redact
    from advisor.errors import bounded

    click.echo(f"Error: {bounded(redact(message, shortest=TOKEN_LIKE))}", err=True)
    sys.exit(2)


@contextlib.contextmanager
def friendly_errors() -> Iterator[None]:
    """Bad input (unknown model or GPU, out-of-range values, invalid fields) → exit 2 with a message."""
    from pydantic import ValidationError

    from advisor.errors import user_message
    from tools.errors import AdvisorError

    try:
        yield
    except (AdvisorError, ValidationError) as e:
        fail(user_message(e) or str(e))
    except (OverflowError, ZeroDivisionError):
        fail("a number in the input is out of range (too large, or not a finite number); use values of a realistic size")


# The accepted values (tools/workload_fields.py holds them without importing pydantic, so `--help` stays fast).
PRECISIONS = wf.PRECISIONS
FRAMEWORKS = wf.FRAMEWORKS


def click_option(a: wf.Arg) -> Any:
    """One workload argument as a click option, from its declaration (tools/workload_fields.py)."""
    kw: dict[str, Any] = {"help": a.words("cli")}
    if a.metavar:
        kw["metavar"] = a.metavar
    if a.switch:
        kw.update(is_flag=True, default=None, flag_value=True)
    elif a.kind is bool:
        kw["default"] = None
    elif a.choices:
        kw["type"] = click.Choice(list(a.choices))
    elif a.ge is not None or a.le is not None:
        kw["type"] = click.IntRange(a.ge, a.le) if a.kind is int else click.FloatRange(a.ge, a.le)
    else:
        kw["type"] = a.kind
    if a.many:
        kw["multiple"] = True
    if a.default is not None:
        kw.update(default=a.default, show_default=True)
    return click.option(a.flag, a.name, **kw)


def command_options(command: wf.Command, fields: tuple[wf.Arg, ...] = wf.FIELDS) -> Any:
    """Every workload flag of `estimate` or `recommend`, generated from the one declaration."""
    def deco(f: Any) -> Any:
        for a in reversed(wf.fields_for(command, fields)):
            f = click_option(a)(f)
        return f
    return deco


workload_options = command_options("estimate")  # the flags `estimate` and `recommend` share
recommend_options = command_options("recommend")


def excluded_names(said: Any) -> Any:
    """--exclude-provider values as the catalog names them (aliases: google → gcp); a name that is no provider is a
    usage error naming the one it is near ("runpd": did you mean 'runpod'?), never a filter that leaves nothing out."""
    if not said:
        return said
    from advisor.agents.tools import canonical_provider

    try:
        return tuple(canonical_provider(p) for p in said)
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--exclude-provider") from None


def workload_from_options(kw: dict[str, Any], command: wf.Command) -> Any:
    """The Workload of a command's flags (tools.workload_fields.workload_from_flags: the mapping every surface uses)."""
    names = {a.name for a in wf.fields_for(command)}
    gpu_name: Callable[[str], str] | None = None
    if command == "recommend":
        from catalog.gpus import preference_name

        gpu_name = preference_name
        kw = {**kw, "excluded_providers": excluded_names(kw.get("excluded_providers"))}
    w = wf.workload_from_flags({k: v for k, v in kw.items() if k in names}, command, gpu_name=gpu_name)
    if command == "recommend":
        from catalog.db import unknown_regions_refused, unknown_users_places_refused

        unknown_regions_refused(w.regions)  # "--region sa-east-99": refused in words, as MCP refuses it
        unknown_users_places_refused(w.users_region)  # "--users-in mars": no place, never echoed as one
    return w


class Finite(click.ParamType):
    """A finite number from `lo` to `hi` (tools.floors): NaN, the infinities and 1e-300 prices are a usage
    error (exit 2) saying what is accepted. (click.FloatRange lets NaN through: every comparison with it is false.)"""

    name = "number"

    def __init__(self, lo: float, hi: float) -> None:
        self.lo, self.hi = lo, hi

    def convert(self, value: Any, param: Any, ctx: Any) -> float:
        import math

        try:
            x = float(value)
        except (TypeError, ValueError):
            self.fail(f"{str(value)[:40]!r} is not a number", param, ctx)
        if not (math.isfinite(x) and self.lo <= x <= self.hi):
            self.fail(f"must be a finite number from {self.lo:g} to {self.hi:,g} (got {str(value)[:40]})", param, ctx)
        return x


def fx_codes() -> list[str]:
    """The currencies catalog/data/fx.csv has a rate for (USD and CNY first): the ones a catalog table converts to."""
    from catalog.places import currencies

    codes = [c.code for c in currencies()]
    return ["USD", "CNY", *[c for c in codes if c not in ("USD", "CNY")]]


def _priced_currency(ctx: Any, param: Any, value: str) -> str:
    """--currency is checked against the rate file when the command runs, not when the CLI is imported: a broken
    GPU_ADVISOR_FX_CSV is then exit 2 in words (catalog.places.FxError), and `--help` still works."""
    from catalog.places import fx_file_name

    if value is not None and value not in fx_codes():  # the file in use named
        raise click.BadParameter(f"the rate file {fx_file_name()} has no {value} rate (its cell is empty or its row "
                                 f"missing), so prices cannot be shown in it; choose one of {', '.join(fx_codes())}")
    return value


def fx_table() -> dict[str, float]:
    """Units per USD for every fx.csv currency (CNY as GPU_ADVISOR_USD_CNY overrides it), for tools.cost."""
    from catalog.places import currencies

    return {c.code: c.per_usd for c in currencies()}


def catalog_filters(what: str, price_per: str) -> Any:
    """The filter flags `catalog gpus` and `catalog instances` share (a contract: names never change)."""
    opts = [
        click.option("--provider", "providers", multiple=True, metavar="P",
                     help=f"Only {what} from these clouds (repeatable): aws, gcp, azure, lambda, oci, nebius, runpod, "
                          "cudo, paperspace, alibaba, tencent, huawei."),
        click.option("--gpu", metavar="G", help="One GPU type, loosely named (H100, A100-80GB, L4)."),
        click.option("--min-memory", type=Finite(0, MAX_MEMORY_GB), metavar="GB", help="Per-GPU memory at least this."),
        click.option("--max-price", type=Finite(PRICE_FLOOR, MAX_PRICE), metavar="X",
                     help=f"On-demand price per {price_per} at most X (in --currency)."),
        click.option("--currency", type=click.Choice(list(wf.CURRENCIES)), default="USD", show_default=True,
                     callback=_priced_currency,
                     help="Prices in this currency, converted at catalog/data/fx.csv's rate (CNY: GPU_ADVISOR_USD_CNY)."),
        click.option("--json", "as_json", is_flag=True, help="Machine-readable output."),
    ]

    def deco(f: Any) -> Any:
        for opt in reversed(opts):
            f = opt(f)
        return f
    return deco


def _llm_timeout_or_fail() -> None:
    """A configured language model needs a usable GPU_ADVISOR_LLM_TIMEOUT (exit 2 otherwise)."""
    from advisor import config

    if config.get("GPU_ADVISOR_LLM"):
        with friendly_errors():
            config.llm_timeout()


def _rates_or_fail() -> None:
    """The bot's rates and Hub timeout are usable before it starts (GPU_ADVISOR_USD_CNY, GPU_ADVISOR_FX_CSV,
    GPU_ADVISOR_HUB_TIMEOUT), exit 2 otherwise, not an error in every answer after it started."""
    from advisor import config
    from catalog.hub import timeout_s

    with friendly_errors():
        config.usd_cny()
        fx_table()
        timeout_s()


def _exit_now(code: int) -> NoReturn:
    """Exit at once: a model call that timed out may still be running in a worker thread, and the
    interpreter would otherwise wait for it before exiting."""
    import os

    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
