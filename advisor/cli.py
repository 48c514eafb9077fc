"""`gpu-advisor`: size GPU servers for AI workloads from the terminal.

Every subcommand imports what it needs inside its body, so `gpu-advisor estimate` never loads
langchain, slack or sqlite-utils (cold start is benchmarked in benchmarks/cold_start.py).
"""

from __future__ import annotations

import contextlib
import json
import sys
from collections.abc import Iterator
from typing import Any, Literal, NoReturn

import click

EPILOG_ESTIMATE = """\b
Examples:
  gpu-advisor estimate --model llama-3-8b --task inference --concurrency 32 --gpu H100
  gpu-advisor estimate --params 7 --task lora --gpu A10
  gpu-advisor estimate --model qwen2.5-72b --task full_finetune --gpus 16 --zero 3 --json

Units: GB = 10^9 bytes (as the seeds write: 7B fp16 = 14 GB). A card's capacity is its real
size (an "80 GB" card holds 80 GiB = 85.9 GB). Headroom: the estimate × 1.2 must fit.
"""


def fail(message: str) -> NoReturn:
    """A polite error and exit status 2 (bad input), never a traceback."""
    click.echo(f"Error: {message}", err=True)
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


# Same values as tools.schema.PRECISIONS / FRAMEWORKS (kept here so `--help` does not import pydantic;
# tests/test_cli_estimate.py asserts they agree).
PRECISIONS = ("fp32", "fp16", "bf16", "fp8", "int8", "int4", "nf4", "awq", "gptq", "mxfp4",
              "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q3_k_m", "q2_k")
FRAMEWORKS = ("hf", "torchtune", "unsloth", "deepspeed", "vllm", "sglang", "tgi", "llama.cpp")


def workload_options(f: Any) -> Any:
    """The workload flags shared by `estimate` and `recommend` (a contract: names never change)."""
    opts = [
        click.option("--model", "model", metavar="NAME",
                     help="Registry model, loosely spelled: llama-3-8b, 'Qwen2.5 72B', meta-llama/Meta-Llama-3-8B."),
        click.option("--params", "params_b", type=float, metavar="BILLIONS",
                     help="Model size in billions when the model is not in the registry "
                          "(an architecture is assumed and said so)."),
        click.option("--task", type=click.Choice(["inference", "lora", "qlora", "full_finetune", "pretrain"]),
                     help="What runs. Default: inference."),
        click.option("--precision", type=click.Choice(list(PRECISIONS)),
                     help="Weight/compute precision or quantisation format "
                          "(awq, gptq, nf4, mxfp4, GGUF q4_k_m …). Default: bf16."),
        click.option("--framework", type=click.Choice(list(FRAMEWORKS)),
                     help="Training or serving framework (memory terms differ). Defaults: hf for training, vllm for serving."),
        click.option("--seq-len", type=int, metavar="N",
                     help="Context (inference) or training sequence length. Defaults: 4096 / 2048."),
        click.option("--batch", "batch_size", type=int, metavar="N", help="Training micro-batch per GPU. Default: 1."),
        click.option("--concurrency", type=int, metavar="N", help="Concurrent sequences served (inference). Default: 1."),
        click.option("--gpus", "num_gpus", type=int, metavar="N",
                     help="Fix the GPU count instead of searching for the smallest."),
        click.option("--zero", "zero_stage", type=click.IntRange(0, 3), help="ZeRO stage 0-3 (training only)."),
        click.option("--optimizer", type=click.Choice(["adamw", "adamw_8bit", "sgd"]), help="Default: adamw."),
        click.option("--lora-rank", type=int, metavar="R", help="LoRA rank (lora/qlora). Default: 16."),
        click.option("--gradient-checkpointing/--no-gradient-checkpointing", default=None,
                     help="Force recomputation on/off. Default: only when needed to fit."),
        click.option("--gpu", "gpu", metavar="NAME",
                     help="GPU type for the layout and speed: A100-80GB, H100-SXM, L4, RTX-4090, ..."),
        click.option("--train-tokens", type=float, metavar="N", help="Tokens to train on (e.g. 1e9) for time and GPU-hours."),
    ]
    for opt in reversed(opts):
        f = opt(f)
    return f


def _workload_from_options(kw: dict[str, Any]) -> Any:
    from tools.schema import Workload

    fields = {k: kw.get(k) for k in ("model", "params_b", "task", "precision", "seq_len", "batch_size",
                                     "concurrency", "num_gpus", "zero_stage", "optimizer", "lora_rank",
                                     "gradient_checkpointing", "framework")}
    if kw.get("train_tokens") is not None:
        import math

        from tools.defaults import WorkloadError

        if not (math.isfinite(kw["train_tokens"]) and 0 < kw["train_tokens"] <= 1e16):
            raise WorkloadError(f"train-tokens must be a number from 1 to 1e16 (got {kw['train_tokens']:g})")
        fields["train_tokens"] = int(kw["train_tokens"])
    return Workload(**fields)


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
    from advisor.service import load_arch
    from catalog.gpus import get_gpu
    from tools.estimate import estimate as run_estimate

    with friendly_errors():
        w = _workload_from_options(kw)
        arch = load_arch(kw.get("model"), kw.get("params_b"))
        gpu = get_gpu(kw["gpu"]) if kw.get("gpu") else None
        result = run_estimate(arch, w, gpu)
    from advisor.render_estimate import estimate_json, estimate_text

    if as_json:
        click.echo(json.dumps(estimate_json(result, gpu), indent=2, ensure_ascii=False))
    else:
        click.echo(estimate_text(result, gpu))


def main() -> None:  # console entry point
    """Last resort: an unexpected error is one line on stderr (secrets masked) and exit 1, never a
    traceback; GPU_ADVISOR_DEBUG=1 shows the traceback."""
    import os

    try:
        cli()
    except Exception as e:
        if os.environ.get("GPU_ADVISOR_DEBUG"):
            raise
        from advisor.config import redact

        click.echo(f"Error: unexpected {type(e).__name__}: {redact(str(e))[:500]} "
                   "(GPU_ADVISOR_DEBUG=1 shows the details; please report it)", err=True)
        sys.exit(1)


def _llm_timeout_or_fail() -> None:
    """A configured language model needs a usable GPU_ADVISOR_LLM_TIMEOUT (exit 2 otherwise)."""
    from advisor import config

    if config.get("GPU_ADVISOR_LLM"):
        with friendly_errors():
            config.llm_timeout()


def _exit_now(code: int) -> NoReturn:
    """Exit at once: a model call that timed out may still be running in a worker thread, and the
    interpreter would otherwise wait for it before exiting."""
    import os

    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


@cli.group()
def catalog() -> None:
    """GPUs, cloud instances and prices (a SQLite file you can open: see `catalog info`).

    \b
    gpu-advisor catalog info                                    rows, sources, as-of dates, the file
    gpu-advisor catalog gpus --min-memory 80                    accelerators with ≥ 80 GB
    gpu-advisor catalog instances --gpu H100 --max-price 30     offers under $30/h
    gpu-advisor catalog import my_prices.csv                    your negotiated prices (source = user)
    gpu-advisor catalog export --output catalog.csv             the effective catalog
    gpu-advisor catalog refresh --skypilot DIR                  rebuild prices from SkyPilot CSVs
    gpu-advisor catalog check                                   suspect rows (quarantined) and errors
    """


def _open_db() -> Any:
    from catalog.db import open_db

    return open_db()


@catalog.command("info")
@click.option("--json", "as_json", is_flag=True)
def catalog_info(as_json: bool) -> None:
    """Row counts per provider, sources and as-of dates, and where the database lives."""
    from catalog.db import info

    d = info(_open_db())
    if as_json:
        click.echo(json.dumps(d, indent=2, ensure_ascii=False))
        return
    click.echo(f"Database: {d['path']} (data version {d['data_version']}, built {d['built_at']})")
    click.echo(f"{d['gpus']} GPUs, {d['models']} models, {d['instances']} catalog instances, {d['user_prices']} user price rows")
    click.echo("")
    click.echo(f"{'provider':<15}{'rows':>6}{'priced':>8}{'quar.':>7}  {'currency':<9}{'as of':<24}age")
    stale = []
    for p in d["providers"]:
        asof = p["as_of_min"] if p["as_of_min"] == p["as_of_max"] else f"{p['as_of_min']} … {p['as_of_max']}"
        age = "?" if p["age_days"] is None else f"{p['age_days']} d" + (" (stale)" if p["stale"] else "")
        click.echo(f"{p['provider']:<15}{p['rows']:>6}{p['priced']:>8}{p['quarantined']:>7}  {p['currency']:<9}{asof:<24}{age}")
        if p["stale"]:
            stale.append(p["provider"])
    if stale:
        click.echo(f"\nWarning: prices older than {d['stale_after_days']} days for {', '.join(stale)}: run "
                   "`gpu-advisor catalog refresh` with a newer snapshot, or import your own quotes.")
    click.echo("\nSources:")
    for s in d["sources"]:
        click.echo(f"  · {s}")


def catalog_filters(what: str, price_per: str) -> Any:
    """The filter flags `catalog gpus` and `catalog instances` share (a contract: names never change)."""
    opts = [
        click.option("--provider", "providers", multiple=True, metavar="P",
                     help=f"Only {what} from these clouds (repeatable): aws, gcp, azure, lambda, oci, nebius, runpod, "
                          "cudo, paperspace, alibaba, tencent, huawei."),
        click.option("--gpu", metavar="G", help="One GPU type, loosely named (H100, A100-80GB, L4)."),
        click.option("--min-memory", type=float, metavar="GB", help="Per-GPU memory at least this."),
        click.option("--max-price", type=float, metavar="X", help=f"On-demand price per {price_per} at most X (in --currency)."),
        click.option("--currency", type=click.Choice(["USD", "CNY"]), default="USD", show_default=True),
        click.option("--json", "as_json", is_flag=True, help="Machine-readable output."),
    ]

    def deco(f: Any) -> Any:
        for opt in reversed(opts):
            f = opt(f)
        return f
    return deco


@catalog.command("gpus")
@catalog_filters("GPUs offered", "GPU-hour")
def catalog_gpus(providers: tuple[str, ...], gpu: str | None, min_memory: float | None, max_price: float | None,
                 currency: str, as_json: bool) -> None:
    """Accelerators with memory, bandwidth, dense TFLOPS and support flags (blank = unknown, never guessed),
    and the cheapest on-demand GPU-hour the catalog lists for each."""
    from advisor.config import usd_cny
    from catalog.db import query_gpus, query_instances
    from tools.cost import cheapest_gpu_hour

    rate = usd_cny()
    with friendly_errors():
        db = _open_db()
        rows = query_gpus(db, min_memory_gb=min_memory, name=gpu)
        offers = query_instances(db, providers=providers or None, rankable_only=True, priced_only=True,
                                 include_quarantined=False)
    cheapest = cheapest_gpu_hour(offers, currency, rate)
    if providers or max_price is not None:
        rows = [r for r in rows if r["name"] in cheapest and (max_price is None or cheapest[r["name"]] <= max_price)]
    for r in rows:
        r["cheapest_gpu_hour"] = cheapest.get(r["name"])
        r["currency"] = currency
    if as_json:
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    click.echo(f"{'name':<28}{'mem GB':>7}{'BW GB/s':>9}{'BF16 TF':>9}{'FP8 TF':>8}  {'NVLink':>7}  ECC MIG  "
               f"{'from /GPU-h':>12}  segment")
    for r in rows:
        def f(v: Any) -> str:
            return "—" if v in (None, "") else f"{float(v):g}"
        price = "—" if r["cheapest_gpu_hour"] is None else f"{r['cheapest_gpu_hour']:,.2f} {currency}"
        click.echo(f"{r['name']:<28}{f(r['memory_gb']):>7}{f(r['memory_bandwidth_gbps']):>9}{f(r['bf16_tflops']):>9}"
                   f"{f(r['fp8_tflops']):>8}  {f(r['nvlink_gbps']):>7}  {r['ecc'] or '—':<4}{r['mig'] or '—':<4} "
                   f"{price:>12}  {r['segment']}")


@catalog.command("instances")
@catalog_filters("offers", "instance-hour")
@click.option("--all", "show_all", is_flag=True, help="Also show quarantined rows (see `catalog check`), marked.")
def catalog_instances(providers: tuple[str, ...], gpu: str | None, min_memory: float | None, max_price: float | None,
                      currency: str, as_json: bool, show_all: bool) -> None:
    """Cloud offers with prices; GPU-only (GCP attach) rows and unpriced rows are marked. Quarantined
    rows (suspect prices, retired SKUs; `catalog check`) are hidden unless --all."""
    from advisor.config import usd_cny
    from catalog.db import query_instances
    from tools.cost import convert_amount

    rate = usd_cny()
    with friendly_errors():
        rows = query_instances(_open_db(), providers=providers or None, gpu=gpu, min_memory_gb=min_memory,
                               max_price=max_price, currency=currency, usd_cny=rate, include_quarantined=show_all)
    if as_json:
        click.echo(json.dumps([r.model_dump() for r in rows], indent=2, ensure_ascii=False))
        return
    click.echo(f"{len(rows)} offer(s); prices in {currency}/hour" + (f" (1 USD = {rate:g} CNY)" if currency == "CNY" else ""))
    click.echo(f"{'provider':<15}{'instance':<34}{'region':<22}{'GPU':<18}{'n':>4}{'on-demand':>11}{'spot':>10}")
    for r in rows:
        od = convert_amount(r.price_on_demand, r.currency, currency, rate)
        sp = convert_amount(r.price_spot, r.currency, currency, rate)
        gpu_name = r.gpu or f"({r.gpu_raw or '?'})"
        mark = (" *gpu-only" if r.price_scope == "gpu_only" else "") + (" *marketplace" if r.marketplace else "")
        mark += f" *quarantined: {r.quarantined.split(':')[0]}" if r.quarantined else ""
        click.echo(f"{r.provider:<15}{r.instance_type[:33]:<34}{r.region[:21]:<22}{gpu_name[:17]:<18}"
                   f"{(r.gpu_count or 0):>4g}{('—' if od is None else f'{od:,.2f}'):>11}"
                   f"{('—' if sp is None else f'{sp:,.2f}'):>10}{mark}")


@catalog.command("import")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--encoding", metavar="NAME", help="The file's text encoding when it is not UTF-8 or GBK/GB18030 (e.g. latin-1).")
def catalog_import(path: str, encoding: str | None) -> None:
    """Add or override prices from a CSV (your negotiated rates; tagged source = user).

    \b
    Columns: provider, instance_type, region, gpu, gpu_count, currency (USD|CNY), and at least one
    of price_on_demand (per hour), price_spot (per hour), price_reserved_month (per month);
    optional: vcpu, ram_gib, network_gbps, rdma, as_of (YYYY-MM-DD), notes.
    A file with any bad row imports nothing; importing the same file again changes nothing.
    """
    from catalog.db import PriceSheetError, import_prices

    try:
        rep = import_prices(_open_db(), path, encoding=encoding)
    except PriceSheetError as e:
        fail(str(e))
        return
    read_as = "" if rep.encoding.startswith("utf-8") else f" (read as {rep.encoding})"
    click.echo(f"Imported {rep.added} new and {rep.replaced} updated price row(s) from {path}{read_as}.")


@catalog.command("export")
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True), help="File to write (default: standard output).")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="csv", show_default=True)
def catalog_export(output: str | None, fmt: str) -> None:
    """Write the effective catalog (catalog rows overridden by your price sheets)."""
    from catalog.db import export_csv, export_rows

    rows = export_rows(_open_db())
    text = json.dumps(rows, indent=2, ensure_ascii=False) if fmt == "json" else export_csv(rows)  # formula cells defused
    if output:
        with open(output, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        click.echo(f"Wrote {len(rows)} rows to {output}.", err=True)
    else:
        click.echo(text, nl=False)


@catalog.command("refresh")
@click.option("--skypilot", "skypilot_dir", type=click.Path(exists=True, file_okay=False), required=True, multiple=True,
              help="Folder of SkyPilot vms.csv files named by cloud (aws.csv, gcp.csv, ...); repeatable, later folders "
                   "override earlier ones on the same instance and region.")
@click.option("--china", "china_file", type=click.Path(exists=True, dir_okay=False),
              help="china_instances.csv (Alibaba / Tencent / Huawei families).")
@click.option("--output", "-o", type=click.Path(dir_okay=False),
              help="Where to write (default: the package's catalog/data/instances.csv).")
@click.option("--as-of", "as_of", metavar="YYYY-MM-DD", help="Snapshot date, when the folder's README does not state it.")
def catalog_refresh(skypilot_dir: tuple[str, ...], china_file: str | None, output: str | None, as_of: str | None) -> None:
    """Regenerate the instances data file from newer SkyPilot CSVs; suspect rows are quarantined
    (kept, never ranked; see `catalog check`); the database rebuilds on next use."""
    from pathlib import Path

    from catalog.refresh import refresh

    counts = refresh([Path(d) for d in skypilot_dir], Path(china_file) if china_file else None,
                     Path(output) if output else None, as_of=as_of)
    quarantined = counts.pop("quarantined", 0)
    click.echo(f"Wrote {sum(counts.values())} rows ({quarantined} quarantined): "
               + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


@catalog.command("check")
@click.option("--file", "path", type=click.Path(exists=True, dir_okay=False),
              help="An instances CSV to check (default: the shipped catalog/data/instances.csv).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def catalog_check(path: str | None, as_json: bool) -> None:
    """Check the instance catalog: spot ≥ on-demand, prices outside ×0.5–×2 of the GPU's median, unknown
    GPUs, retired SKUs, rows with no price, duplicate keys. Lists quarantined rows with their reasons;
    exits 1 when a fault is found in a row that is not quarantined."""
    import csv as _csv
    from pathlib import Path

    from catalog.check import check_rows, summary
    from catalog.db import DATA

    with open(path or Path(DATA) / "instances.csv", newline="", encoding="utf-8") as f:
        rows = list(_csv.DictReader(f))
    findings = check_rows(rows)
    s = summary(findings)
    if as_json:
        click.echo(json.dumps({**s, "findings": [{**f.__dict__} for f in findings]}, indent=2, ensure_ascii=False))
    else:
        quarantined = [r for r in rows if r.get("quarantined")]
        click.echo(f"{len(rows)} rows, {len(quarantined)} quarantined (kept, never ranked):")
        for r in quarantined:
            click.echo(f"  {r['provider']:<14} {r['instance_type'][:34]:<35}{(r['region'] or '-')[:20]:<21}{r['quarantined']}")
        click.echo("\nFaults by kind (quarantined rows / rankable rows):")
        for kind, n in s["by_kind"].items():
            click.echo(f"  {kind:<26}{n['quarantined']:>6} /{n['rankable']:>4}")
        for f_ in findings:
            if not f_.quarantined:
                click.echo(f"ERROR {f_.provider} {f_.instance_type} {f_.region or '-'}: {f_.kind}: {f_.message}", err=True)
        click.echo("\nOK: every fault is quarantined." if s["ok"] else f"\n{s['errors']} fault(s) in rankable rows.")
    if not s["ok"]:
        raise SystemExit(1)


EPILOG_RECOMMEND = """\b
Examples:
  gpu-advisor recommend --params 7 --task lora
  gpu-advisor recommend --model llama-3-70b --precision fp16 --seq-len 8192 --concurrency 16 --provider aws --provider gcp
  gpu-advisor recommend --model qwen2.5-7b --task inference --budget 30 --currency CNY --lang zh --markdown
  gpu-advisor recommend --params 1 --task pretrain --train-tokens 1e11 --billing spot --json
  gpu-advisor recommend --params 1 --task pretrain --train-tokens 1e11 --deadline-days 14
  gpu-advisor recommend --model llama-3.1-8b --concurrency 64 --budget 2000 --budget-per month --region EU
"""


@cli.command(epilog=EPILOG_RECOMMEND)
@workload_options
@click.option("--provider", "providers", multiple=True, metavar="P",
              help="Only these clouds (repeatable): aws, gcp, azure, lambda, oci, nebius, ...")
@click.option("--billing", type=click.Choice(["on_demand", "spot", "reserved"]),
              help="Price the candidates by this mode. Default: on_demand.")
@click.option("--budget", type=float, metavar="AMOUNT",
              help="Most you will pay for the whole plan, per hour unless --budget-per says otherwise.")
@click.option("--budget-per", type=click.Choice(["hour", "day", "month", "total"]), default=None,
              help="The period of --budget. Default: hour. 'total' bounds a sized training job's cost.")
@click.option("--deadline-days", type=float, metavar="DAYS",
              help="Training must finish within this many days (needs --train-tokens). Default: 30.")
@click.option("--region", "regions", multiple=True, metavar="R",
              help="Only these regions (repeatable): us-east, us, EU, asia, china, or a region id.")
@click.option("--target-tps", type=float, metavar="TOKENS_PER_S",
              help="Serving: the total decode throughput to reach at the stated concurrency.")
@click.option("--currency", type=click.Choice(["USD", "CNY"]), help="Currency of --budget and of the answer. Default: USD.")
@click.option("--gpu-preference", metavar="NAME", help="Only this GPU type (same as --gpu here).")
@click.option("--lang", type=click.Choice(["en", "zh", "zh-Hant"]), default="en", show_default=True,
              help="Answer language (zh-Hant: Traditional script).")
@click.option("--top", type=click.IntRange(1, 50), default=10, show_default=True, help="How many ranked instances.")
@click.option("--markdown", "as_markdown", is_flag=True, help="Markdown (the export format).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (a stable contract).")
def recommend(providers: tuple[str, ...], billing: str | None, budget: float | None,
              budget_per: Literal["hour", "day", "month", "total"] | None,
              deadline_days: float | None, regions: tuple[str, ...], target_tps: float | None,
              currency: Literal["USD", "CNY"] | None,
              gpu_preference: str | None, lang: str, top: int, as_markdown: bool, as_json: bool, **kw: Any) -> None:
    """Spec range, ranked cloud instances with a cost table, pitfalls, compatibility, host sizing
    and a 24-hour validation plan for one workload."""
    from catalog.gpus import resolve_gpu_name
    from tools.cost import days_to_hours
    from tools.defaults import validate
    from tools.schema import Budget, Money, Workload

    if as_json and as_markdown:
        fail("choose one of --json and --markdown")
    with friendly_errors():
        w = _workload_from_options(kw)
        pref = gpu_preference or kw.get("gpu")
        update: dict[str, Any] = {"providers": [p.lower() for p in providers] or None, "billing": billing, "language": lang,
                                  "gpu_preference": resolve_gpu_name(pref) if pref else None}
        if budget is not None and budget_per in (None, "hour"):
            update["budget_per_hour"] = Money(amount=budget, currency=currency or "USD")
        elif budget is not None and budget_per is not None:
            update["budget"] = Budget(amount=budget, currency=currency or "USD", per=budget_per)
        elif budget_per is not None:
            fail("--budget-per needs --budget AMOUNT")
        if deadline_days is not None:
            update["deadline_hours"] = days_to_hours(deadline_days)
        update["regions"] = list(regions) or None
        update["target_tokens_per_s"] = target_tps
        w = Workload.model_validate({**w.model_dump(), **update})
        validate(w)
        from advisor.service import advise

        stated = {k for k, v in w.model_dump().items() if v is not None}
        rec = advise(w, stated=stated, currency=currency, top_n=top)
    from advisor.render import to_json, to_markdown, to_terminal

    if as_json:
        click.echo(json.dumps(to_json(rec), indent=2, ensure_ascii=False))
    elif as_markdown:
        click.echo(to_markdown(rec))
    else:
        click.echo(to_terminal(rec))


@cli.command(epilog="""\b
Examples:
  gpu-advisor ask "what do I need to LoRA a 7B model"
  gpu-advisor ask "部署 Llama-3-70B 推理，32 并发，4K 上下文" --markdown
  gpu-advisor ask "serve qwen2.5-14b for 16 users, only AWS" --json
""")
@click.argument("question")
@click.option("--json", "as_json", is_flag=True, help="The recommend JSON, plus \"questions\" when more is needed.")
@click.option("--markdown", "as_markdown", is_flag=True, help="Markdown (the export format).")
def ask(question: str, as_json: bool, as_markdown: bool) -> None:
    """One question in English or Chinese, one answer (or the clarifying questions it needs)."""
    import uuid

    from advisor.conversation import Engine

    if as_json and as_markdown:
        fail("choose one of --json and --markdown")
    _llm_timeout_or_fail()
    with friendly_errors():
        engine = Engine()
        reply = engine.handle(f"cli:ask:{uuid.uuid4().hex}", question)
    code = 2 if reply.kind == "error" else 0
    if engine.llm is not None:
        _print_reply(reply, as_json, as_markdown)
        _exit_now(code)
    _print_reply(reply, as_json, as_markdown)
    sys.exit(code)


def _print_reply(reply: Any, as_json: bool, as_markdown: bool) -> None:
    if as_json:
        from advisor.render import to_json

        answered = reply.recommendation is not None and reply.kind == "answer"
        out: dict[str, Any] = to_json(reply.recommendation, hk=reply.hk) if reply.recommendation and answered else {}
        out["questions"] = reply.questions
        out["language"] = reply.language
        from advisor.script import to_script

        if reply.lead:
            out["workload_line"] = to_script(reply.lead.split("\n", 1)[0].strip("*"), reply.language, reply.hk)
        if reply.notes:
            out["notes"] = [to_script(n, reply.language, reply.hk) for n in reply.notes]
        out["reply_kind"] = reply.kind
        if reply.kind not in ("answer",):
            out["message"] = reply.text
        click.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    if reply.kind == "answer" and reply.recommendation is not None and not as_markdown:
        from advisor.render import markdown_for_terminal

        click.echo(markdown_for_terminal(reply.text))  # workload line, engine notes, then the answer
    else:
        click.echo(reply.text)


@cli.command()
@click.option("--session", metavar="ID", help="Resume a conversation by id (state lives in the SQLite file).")
@click.option("--export-dir", type=click.Path(file_okay=False), default=".", show_default=True,
              help="Where `export` writes recommendation.md.")
def chat(session: str | None, export_dir: str) -> None:
    """An interactive conversation with follow-ups (type `help`, `export`, `why`, `reset`, `quit`)."""
    import uuid
    from pathlib import Path

    from advisor.conversation import Engine

    key = f"cli:chat:{session or uuid.uuid4().hex[:8]}"
    _llm_timeout_or_fail()
    with friendly_errors():
        engine = Engine()
    click.echo(f"GPU Advisor — session {key.split(':')[-1]} (resume with --session). Type 'help' or 'quit'.")
    while True:
        try:
            line = click.prompt("you", prompt_suffix="> ", default="", show_default=False)
        except (EOFError, click.Abort):
            click.echo("")
            break
        if line.strip().lower() in ("quit", "exit", "q", "退出"):
            break
        if not line.strip():
            continue
        try:
            reply = engine.handle(key, line)
        except (ValueError, ArithmeticError) as e:  # one bad message never ends the conversation
            from advisor.config import redact

            click.echo(f"Error: {redact(str(e))[:500]}", err=True)
            continue
        if reply.export_markdown:
            path = Path(export_dir) / "recommendation.md"
            path.write_text(reply.export_markdown, encoding="utf-8")
            click.echo(("已写入 " if reply.language.startswith("zh") else "Wrote ") + str(path))
            continue
        if reply.kind == "answer" and reply.recommendation is not None:
            from advisor.render import markdown_for_terminal

            click.echo(markdown_for_terminal(reply.text))  # the reply, with the workload line and engine notes
        else:
            click.echo(reply.text)


@cli.command()
@click.argument("text", required=False)
@click.option("--json", "as_json", is_flag=True, default=True, help="JSON output (the default and only format).")
def parse(text: str | None, as_json: bool) -> None:
    """Show what the rule extractor reads from a message: {"workload": {...}} with stated fields only.

    With no TEXT, reads one message per line from standard input and prints one JSON object per line.
    Every input line gets one output line: a line that cannot be read gets {"error": ..., "line": N}.
    """
    from advisor.extract_rules import extract

    def one(t: str) -> str:
        e = extract(t)
        d = e.patch.model_dump(mode="json", exclude_none=True)
        return json.dumps({"workload": d, "intents": sorted(e.intents), "notes": e.notes}, ensure_ascii=False,
                          allow_nan=False)  # an infinite or NaN value is an error, never `Infinity` in JSON

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
    for n, line in enumerate(sys.stdin, start=1):
        line = line.rstrip("\n")
        if line.strip():
            click.echo(safe(line, n)[0])


@cli.command("mcp")
def mcp_command() -> None:
    """Serve the calculators to AI agents over the Model Context Protocol (stdio).

    \b
    Read-only tools: estimate_memory, recommend, list_gpus, list_instances, check_pitfalls, explain;
    the resource gpu-advisor://catalog holds the catalog's sources and as-of dates.
    Needs the optional package: pip install 'gpu-advisor[mcp]'. Client config: see README "MCP".
    """
    try:
        from advisor.mcp_server import build_server
    except ImportError as e:
        if (getattr(e, "name", None) or "").split(".")[0] != "mcp":
            raise
        fail("`gpu-advisor mcp` needs the MCP SDK, an optional dependency: pip install 'gpu-advisor[mcp]' "
             "(or pip install 'mcp>=2.3,<3' in this environment)")
    build_server().run("stdio")


@cli.command()
@click.option("--http", "http_mode", is_flag=True, help="Serve the Events API on /slack/events instead of Socket Mode.")
@click.option("--port", type=int, default=3000, show_default=True, help="Port for --http.")
@click.option("--host", default="0.0.0.0", show_default=True, help="Interface for --http.")
@click.option("--no-charts", is_flag=True, help="Do not attach the memory chart (PNG) to answers.")
@click.option("-v", "--verbose", is_flag=True, help="Debug logging (tokens are always redacted).")
def slack(http_mode: bool, port: int, host: str, no_charts: bool, verbose: bool) -> None:
    """Run the Slack bot.

    \b
    Socket Mode (no public URL): set SLACK_BOT_TOKEN (xoxb-…) and SLACK_APP_TOKEN (xapp-…).
    HTTP mode (--http): set SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET; Slack posts to
    https://YOUR-HOST/slack/events (events, interactivity and the /gpu-advisor command).
    Optional: SLACK_API_URL (Web API base, for proxies and tests), GPU_ADVISOR_HOME (state and catalog),
    GPU_ADVISOR_LLM / GPU_ADVISOR_LLM_BASE_URL (a language model for extraction; rules otherwise).
    Values may also come from a .env file in the working directory.
    """
    import logging

    from advisor import config
    from advisor.slack_app import build_app, serve_http

    config.load_dotenv()
    handler = logging.StreamHandler()
    handler.addFilter(config.SecretFilter())  # message, exception text and traceback, any secret length
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, handlers=[handler], force=True)
    bot_token = config.get("SLACK_BOT_TOKEN")
    app_token = config.get("SLACK_APP_TOKEN")
    secret = config.get("SLACK_SIGNING_SECRET")
    missing = ["SLACK_BOT_TOKEN"] if not bot_token else []
    if http_mode and not secret:
        missing.append("SLACK_SIGNING_SECRET")
    if not http_mode and not app_token:
        missing.append("SLACK_APP_TOKEN (or run with --http)")
    if missing:
        fail("missing configuration: " + ", ".join(missing) + ". Set them in the environment or a .env file; "
             "see README 'Slack'.")
    config.register_secret(app_token)
    _llm_timeout_or_fail()
    try:
        app = build_app(token=bot_token, signing_secret=secret if http_mode else None, charts=not no_charts)
    except Exception as e:
        fail(f"could not start the Slack app: {config.redact(str(e))}")
        return
    if http_mode:
        server, thread = serve_http(app, host, port)
        click.echo(f"GPU Advisor listening on http://{host}:{port}/slack/events (Ctrl-C to stop)")
        try:
            thread.join()
        except KeyboardInterrupt:
            server.shutdown()
        return
    from advisor.slack_app import socket_mode_handler

    click.echo("GPU Advisor connecting over Socket Mode (Ctrl-C to stop)")
    socket_mode_handler(app, app_token).start()  # type: ignore[arg-type]
