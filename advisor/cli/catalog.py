"""`gpu-advisor catalog …`: the catalog group and its table printers (registered on the `cli` group)."""

from __future__ import annotations

import json
from typing import Any

import click

from advisor.cli.options import catalog_filters, fail, friendly_errors, fx_table


@click.group()
def catalog() -> None:
    """GPUs, cloud instances and prices (a SQLite file you can open: see `catalog info`).

    \b
    gpu-advisor catalog info                                    rows, sources, as-of dates, the file
    gpu-advisor catalog gpus --min-memory 80                    accelerators with ≥ 80 GB
    gpu-advisor catalog instances --gpu H100 --max-price 30     offers under $30/h
    gpu-advisor catalog import my_prices.csv                    your negotiated prices (source = user)
    gpu-advisor catalog export --output catalog.csv             the effective catalog
    gpu-advisor catalog refresh                                 fetch current prices (SkyPilot's hosted catalogs)
    gpu-advisor catalog check                                   suspect rows (quarantined) and errors
    """


def _open_db() -> Any:
    from catalog.db import open_db

    return open_db()


def text_encoding(name: str | None) -> str | None:
    """A text encoding Python knows (latin-1, cp1252, gbk, utf-16 …), else a usage error (exit 2) naming a few:
    codecs such as rot13, base64 or zlib are not text encodings and would fail deep inside the reader."""
    if name is None:
        return None
    import codecs

    try:
        info = codecs.lookup(name)
    except LookupError:
        info = None
    if info is None or not getattr(info, "_is_text_encoding", True):
        raise click.BadParameter(f"{name!r} is not a text encoding; use one such as utf-8, latin-1, cp1252, gbk or utf-16",
                                 param_hint="--encoding")
    return name


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
        asof = (asof or "not stated") + (" (+ undated)" if p["undated"] and p["as_of_min"] else "")
        age = "?" if p["age_days"] is None else f"{p['age_days']} d" + (" (stale)" if p["stale"] else "")
        click.echo(f"{p['provider']:<15}{p['rows']:>6}{p['priced']:>8}{p['quarantined']:>7}  {p['currency']:<9}{asof:<24}{age}")
        if p["stale"]:
            stale.append(p["provider"])
    if stale:
        click.echo(f"\nWarning: prices older than {d['stale_after_days']} days for {', '.join(stale)}: run "
                   "`gpu-advisor catalog refresh`, or import your own quotes.")
    click.echo("\nSources:")
    for s in d["sources"]:
        click.echo(f"  · {s}")


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
        offers = query_instances(db, providers=providers or None, rankable_only=True, priced_only=True, cheapest_user_rows=True,
                                 include_quarantined=False)
    cheapest = cheapest_gpu_hour(offers, currency, rate, fx_table())
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
    from catalog.places import rate_source
    from tools.cost import convert_amount

    rate, fx = usd_cny(), fx_table()
    with friendly_errors():
        rows = query_instances(_open_db(), providers=providers or None, gpu=gpu, min_memory_gb=min_memory,
                               max_price=max_price, currency=currency, usd_cny=rate, include_quarantined=show_all, fx=fx)
    if as_json:
        click.echo(json.dumps([r.model_dump() for r in rows], indent=2, ensure_ascii=False))
        return
    per = rate if currency == "CNY" else fx.get(currency, 1.0)
    click.echo(f"{len(rows)} offer(s); prices in {currency}/hour"
               + (f" (1 USD = {per:g} {currency}, {rate_source(currency)})" if currency != "USD" else ""))
    click.echo(f"{'provider':<15}{'instance':<34}{'region':<22}{'GPU':<18}{'n':>4}{'on-demand':>11}{'spot':>10}")
    for r in rows:
        od = convert_amount(r.price_on_demand, r.currency, currency, rate, fx)
        sp = convert_amount(r.price_spot, r.currency, currency, rate, fx)
        gpu_name = r.gpu or f"({r.gpu_raw or '?'})"
        mark = (" *gpu-only" if r.price_scope == "gpu_only" else "") + (" *marketplace" if r.marketplace else "")
        mark += f" *{r.seller} via {r.broker}" if r.broker else ""
        mark += f" *same offer as {r.same_as}" if r.same_as else ""
        mark += f" *quarantined: {r.quarantined.split(':')[0]}" if r.quarantined else ""
        click.echo(f"{r.provider:<15}{r.instance_type[:33]:<34}{r.region[:21]:<22}{gpu_name[:17]:<18}"
                   f"{(r.gpu_count or 0):>4g}{('—' if od is None else f'{od:,.2f}'):>11}"
                   f"{('—' if sp is None else f'{sp:,.2f}'):>10}{mark}")


@catalog.command("import")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--encoding", metavar="NAME", callback=lambda ctx, param, v: text_encoding(v),
              help="The file's text encoding when it is not UTF-8 or GBK/GB18030 (e.g. latin-1).")
def catalog_import(path: str, encoding: str | None) -> None:
    """Add or override prices from a CSV (your negotiated rates; tagged source = user).

    \b
    Columns: provider, instance_type, region, gpu, gpu_count, currency (USD|CNY), and at least one
    of price_on_demand (per hour), price_spot (per hour), price_reserved_month (per month);
    optional: vcpu, ram_gib, network_gbps, rdma, as_of (YYYY-MM-DD), notes; price_scope (instance|gpu_only),
    cpu_arch (x86_64|aarch64), interconnect (nvlink|nvlink-bridge|pcie), confidence (official|third-party).
    Any other column is refused, named (e.g. Price_Spot: did you mean price_spot?), so no price is lost unread.
    A file with any bad row imports nothing; importing the same file again changes nothing (its rows are
    counted unchanged; a row without as_of is dated the day it is imported).
    At most 200,000 rows a file (more: exit 2); prices from 0.001, NaN and infinities refused; so is a price under a
    tenth of the cheapest the catalog lists for that GPU (per GPU-hour), and a reserved month below the hourly price.
    An as_of before 2015-01-01 or after today is refused. An on-demand price under a third of the cheapest public
    on-demand price per GPU-hour for that GPU is imported with a warning, and answers that pick it mark it.
    Lines of at most 65,536 characters (a longer one: exit 2, the rest unread). PATH may be a pipe or
    FIFO (e.g. /dev/stdin): read once, at most 256 MB.
    Text cells starting = + - @ (spreadsheet formulas) are refused. `catalog check --file` lists every refusal first.
    """
    from catalog.db import PriceSheetError, StorageError, cannot_write, home, home_db, import_prices, read_only

    try:
        db = _open_db()
        if not home_db(db):  # a read-only or full home fell back to the cache or memory: the rows would be lost
            raise cannot_write(home(), "not writable; answers use a copy in the cache or in memory")
        if read_only(home() / "advisor.db"):  # read as it is: nothing can be added to it
            raise cannot_write(home(), "the disk or file is read-only; answers read the prices already imported")
        rep = import_prices(db, path, encoding=encoding)
    except (PriceSheetError, StorageError) as e:
        fail(str(e))
        return
    read_as = "" if rep.encoding.startswith("utf-8") else f" (read as {rep.encoding})"
    click.echo(f"Imported {rep.added} new, {rep.replaced} updated, {rep.unchanged} unchanged price row(s) from "
               f"{path}{read_as}.")
    for line in rep.warnings:  # imported as given: a user's quote can be a real discount (catalog/plausible.py)
        click.echo(f"warning: {line}", err=True)


@catalog.command("export")
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True), help="File to write (default: standard output).")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="csv", show_default=True)
def catalog_export(output: str | None, fmt: str) -> None:
    """Write the effective catalog (catalog rows overridden by your price sheets)."""
    from catalog.db import export_csv, export_rows

    rows = export_rows(_open_db())
    text = json.dumps(rows, indent=2, ensure_ascii=False) if fmt == "json" else export_csv(rows)  # formula cells defused
    if output:
        from advisor.core.export import write_file, write_problem

        try:  # a bad --output is the user's path, not a bug: exit 2 in words (was exit 1, "please report it")
            write_file(output, text)
        except OSError as e:
            fail(write_problem(output, e))
        click.echo(f"Wrote {len(rows)} rows to {output}.", err=True)
    else:
        click.echo(text, nl=False)


@catalog.command("refresh")
@click.option("--skypilot", "skypilot_dir", type=click.Path(exists=True, file_okay=False), multiple=True,
              help="Rebuild the shipped file from folders of SkyPilot CSV extracts named by cloud (aws.csv, gcp.csv, ...); "
                   "repeatable; on the same instance and region the newer price wins (a stated price date, then the "
                   "newer SkyPilot schema folder, then the later folder).")
@click.option("--source", metavar="URL|DIR",
              help="Fetch from this mirror (<URL>/<cloud>/vms.csv) or folder (<cloud>/vms.csv or <cloud>.csv) instead "
                   "of SkyPilot's hosted catalog.")
@click.option("--timeout", type=click.FloatRange(0.1, 600), default=30, show_default=True,
              help="Seconds each whole download may take (a deadline, not only a wait between reads).")
@click.option("--china", "china_file", type=click.Path(exists=True, dir_okay=False),
              help="With --skypilot: china_instances.csv (Alibaba / Tencent / Huawei families).")
@click.option("--output", "-o", type=click.Path(dir_okay=False),
              help="Where to write (default: $GPU_ADVISOR_HOME/catalog/instances.csv when fetching; the package's "
                   "catalog/data/instances.csv with --skypilot).")
@click.option("--as-of", "as_of", metavar="YYYY-MM-DD",
              help="With --skypilot: the prices' date, when the folder's README does not state it.")
@click.option("--extra", "extra_file", type=click.Path(exists=True, dir_okay=False),
              help="Hand-maintained rows that fill gaps (default: the package's catalog/data/extra_instances.csv).")
@click.option("--force", is_flag=True,
              help="With --skypilot: write even when the new catalog has under half the rows of the one it replaces.")
def catalog_refresh(skypilot_dir: tuple[str, ...], source: str | None, timeout: float, china_file: str | None,
                    output: str | None, as_of: str | None, extra_file: str | None, force: bool = False) -> None:
    """Update prices: with no options, fetch SkyPilot's hosted catalogs (each cloud's v7 vms.csv over
    HTTPS; only changed files are downloaded), validate every file, and swap the new catalog in; the last
    one is kept as instances.prev.csv. Suspect rows are quarantined (kept, never ranked; `catalog check`)."""
    from pathlib import Path

    from catalog.refresh import EXTRA, refresh

    extra = Path(extra_file) if extra_file else EXTRA
    if output:
        from advisor.core.export import refuse_store_file, write_problem
        from catalog.refresh import fetched_path

        try:  # a catalog CSV over advisor.db lost every import, conversation and Slack claim
            refuse_store_file(output, catalog_ok=fetched_path())
        except OSError as e:
            fail(write_problem(output, e))
    if skypilot_dir and source:
        fail("give either --skypilot (local extracts) or --source (a mirror or folder to fetch), not both")
    if not skypilot_dir:
        _refresh_fetch(source, timeout, Path(output) if output else None, extra)
        return
    with friendly_errors():
        counts = refresh([Path(d) for d in skypilot_dir], Path(china_file) if china_file else None,
                         Path(output) if output else None, as_of=as_of, extra_file=extra, force=force)
    quarantined = counts.pop("quarantined", 0)
    click.echo(f"Wrote {sum(counts.values())} rows ({quarantined} quarantined): "
               + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


def _refresh_fetch(source: str | None, timeout: float, output: Any, extra: Any) -> None:
    from catalog.refresh import refresh_fetch

    with friendly_errors():
        rep = refresh_fetch(source, out=output, timeout=timeout, extra_file=extra)
        if output is None:
            _open_db()  # rebuilt now, in one transaction: readers see the old catalog or the new one
    words = {"fetched": "downloaded", "not_modified": "unchanged (304)", "absent": "not published there (404): rows kept",
             "local": "read"}
    for f in rep["files"]:
        line = f"  {f.cloud:<15}{words[f.status]}" + (f", {f.rows} rows, as of {f.as_of}" if f.status != "absent" else "")
        click.echo(line + (f", {len(f.skipped)} bad row(s) left out" if f.skipped else ""))
        for s in f.skipped[:5]:
            click.echo(f"      {s}")
    counts = rep["counts"]
    quarantined = counts.pop("quarantined", 0)
    click.echo(f"Wrote {sum(counts.values())} rows ({quarantined} quarantined) to {output or 'the catalog in use'}: "
               + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


@catalog.command("template")
@click.option("--provider", required=True, type=click.Choice(["alibaba", "tencent", "huawei"]),
              help="The cloud whose GPU families to list.")
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True), help="File to write (default: standard output).")
def catalog_template(provider: str, output: str | None) -> None:
    """A ready price sheet for a cloud with no public price list: its GPU families, counts and shapes from the
    cloud's own instance documentation (cited in each row), prices empty. Fill in your quotes, then
    `gpu-advisor catalog import FILE`."""
    import csv as _csv
    import io

    from catalog.refresh import TEMPLATE_FIELDS, price_template

    with friendly_errors():
        rows, left = price_template(provider)
    buf = io.StringIO()
    w = _csv.DictWriter(buf, fieldnames=TEMPLATE_FIELDS, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    if output:
        from advisor.core.export import write_file, write_problem

        try:  # the same words as `catalog export -o` (was "please report it", or blamed GPU_ADVISOR_HOME)
            write_file(output, buf.getvalue())
        except OSError as e:
            fail(write_problem(output, e))
        click.echo(f"Wrote {len(rows)} {provider} families to {output}: fill the prices, then "
                   f"`gpu-advisor catalog import {output}`.", err=True)
    else:
        click.echo(buf.getvalue(), nl=False)
    for why in left:
        click.echo(f"left out: {why}", err=True)


@catalog.command("check")
@click.option("--file", "path", type=click.Path(exists=True, dir_okay=False),
              help="A price sheet (or instances CSV) to check as `catalog import` reads it (default: the shipped "
                   "catalog/data/instances.csv, checked as the catalog).")
@click.option("--encoding", callback=lambda ctx, param, v: text_encoding(v),
              help="With --file: the sheet's text encoding, as `catalog import --encoding` takes it.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def catalog_check(path: str | None, encoding: str | None, as_json: bool) -> None:
    """Check the instance catalog: spot ≥ on-demand, prices outside ×0.5–×2 of the GPU's median, unknown
    GPUs, retired SKUs, rows with no price, duplicate keys. Lists quarantined rows with their reasons.

    \b
    With --file, the file is read by `catalog import`'s own reader: every row the import would refuse is
    listed as the import words it (NaN, negative or infinite numbers, unknown GPUs or currencies, formula
    cells, hidden characters, repeated rows), then the rows it would keep are checked as the catalog is.
    Exit 0: clean; 1: a row the import would refuse, or a fault in a row that is not quarantined;
    2: the file cannot be read as a sheet (not text, empty, not CSV, over 200,000 rows, a line over 65,536
    characters). A pipe or FIFO (e.g. /dev/stdin) is read once, as `catalog import` reads it."""
    from pathlib import Path

    from catalog.check import FileCheck, check_file, check_rows
    from catalog.db import DATA, PriceSheetError, read_instances_file

    try:
        if path:
            result = check_file(path, encoding)
        else:
            rows = read_instances_file(Path(DATA) / "instances.csv")
            result = FileCheck(len(rows), 0, [], check_rows(rows), [
                (r["provider"], r["instance_type"], r["region"], r["quarantined"]) for r in rows if r.get("quarantined")])
    except PriceSheetError as e:
        fail(str(e).replace("price sheet rejected, nothing imported", "file rejected"))
    _check_report(result, as_json)


def _check_report(result: Any, as_json: bool) -> None:
    """Print a FileCheck; exit 1 when the import would refuse a row or a rankable row has a fault."""
    from catalog.check import summary

    s = summary(result.findings)
    ok = s["ok"] and not result.refused_rows
    if as_json:
        click.echo(json.dumps({**s, "ok": ok, "rows": result.rows, "refused_rows": result.refused_rows,
                               "refusals": result.refusals,
                               "warnings": result.warnings, "findings": [{**f.__dict__} for f in result.findings]},
                              indent=2, ensure_ascii=False))
    else:
        click.echo(f"{result.rows} rows, {len(result.quarantined)} quarantined (kept, never ranked):")
        for prov, itype, region, why in result.quarantined:
            click.echo(f"  {prov:<14} {itype[:34]:<35}{(region or '-')[:20]:<21}{why}")
        if result.refused_rows:
            click.echo(f"\n{result.refused_rows} row(s) that `catalog import` would refuse (it would import nothing):")
            for line in result.refusals:
                click.echo(f"  - {line}")
        click.echo("\nFaults by kind (quarantined rows / rankable rows):")
        for kind, n in s["by_kind"].items():
            click.echo(f"  {kind:<26}{n['quarantined']:>6} /{n['rankable']:>4}")
        for f_ in result.findings:
            if not f_.quarantined:
                click.echo(f"ERROR {f_.provider} {f_.instance_type} {f_.region or '-'}: {f_.kind}: {f_.message}", err=True)
        if result.warnings:
            click.echo(f"\n{len(result.warnings)} row(s) `catalog import` would keep with a warning (far below public "
                       "prices: check them):")
            for line in result.warnings:
                click.echo(f"  - WARNING {line}")
        click.echo(("\nOK: every fault is quarantined." if not result.warnings else
                    "\nOK: every fault is quarantined; see the warnings above.") if ok else
                   f"\n{s['errors']} fault(s) in rankable rows, {result.refused_rows} row(s) the import would refuse.")
    if not ok:
        raise SystemExit(1)
