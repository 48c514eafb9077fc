"""Providers, regions and currencies: one data file each, read lazily (csv only, cached).

- catalog/data/providers.csv: provider id, label, aliases in English/简体/繁體, China, hyperscaler, marketplace, broker,
  the card segments it rents none of (unrented_segments, with unrented_source: "consumer" for the big clouds),
  headquarters (hq, with hq_source: `headquarters`), and whether SkyPilot's catalog has it (the clouds
  catalog/refresh.py converts and catalog/fetch.py downloads); the
  company's one-word name ("google", "microsoft"), accepted as a value (MCP, LangChain tools) but never read in prose.
- catalog/data/sellers.csv: the clouds brokers resell that are no provider of ours (Crusoe, DataCrunch …): their
  display names, beside the providers' labels (`display_names`).
- catalog/data/regions.csv: a gazetteer of places (countries, cities, cloud areas in EN/简/繁) → a tag and a
  pattern over the catalog rows' region ids (AWS ap-northeast-1, GCP asia-northeast1, Azure japaneast …).
- catalog/data/unmapped_places.csv: countries and cities that are no region here (said back when named as where to
  rent, never dropped), each with the nearest regions.csv places that have offers (`near`).
- catalog/data/place_languages.csv: the main languages spoken in a regions.csv place (a speech model must hear the
  users' place: callers in Brazil speak Portuguese), each row with its source and as_of.
- catalog/data/region_ids.csv: each provider's cloud region ids (us-ashburn-1, japaneast, asia-east1), the place tag
  each lies in and the source; an id said in a message is read from here and filters to itself.
- catalog/data/fx.csv: units per US dollar, with source and as_of; `GPU_ADVISOR_FX_CSV` names another file,
  `GPU_ADVISOR_USD_CNY` overrides the CNY rate (as tools.cost does).

The reader (advisor.core.extract_rules), the constraints (tools.constraints) and the cost conversion use these,
so a provider or a place is added in one row.
"""

from __future__ import annotations

import csv
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from catalog.settings import bounded, finite_within
from tools.errors import AdvisorError
from tools.places import Gazetteer, Region

DATA = Path(__file__).parent / "data"


def _split(cell: str | None) -> tuple[str, ...]:
    return tuple(a.strip() for a in (cell or "").split(";") if a.strip())


def _rows(name: str) -> list[dict[str, str]]:
    with open(DATA / name, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


@dataclass(frozen=True)
class Provider:
    name: str
    label: str
    aliases: tuple[str, ...]  # every spelling, EN/简/繁
    china: bool
    hyperscaler: bool
    marketplace: bool
    broker: bool
    skypilot: bool = False  # a SkyPilot v7 catalog folder of this name exists (refresh converts it, fetch downloads it)
    region_pattern: str = ""  # the provider's region ids as its sources write them (catalog.check.unknown_region)
    company: tuple[str, ...] = ()  # the company's one-word name ("google"): a value a caller may pass, never read in prose
    hq: str = ""  # where the company is headquartered, a regions.csv tag ("us", "nl"); "" where not recorded (hq_source)
    # card segments (gpus.csv `segment`: "consumer" = GeForce) the provider rents none of, from its own instance list
    # (providers.csv unrented_segments, with unrented_source); () where not recorded: nothing is assumed
    unrented: tuple[str, ...] = ()


@lru_cache(maxsize=1)
def providers() -> tuple[Provider, ...]:
    out = []
    for r in _rows("providers.csv"):
        aliases = _split(r["aliases_en"]) + _split(r["aliases_zh_hans"]) + _split(r["aliases_zh_hant"])
        out.append(Provider(r["name"], r["label"], tuple(dict.fromkeys(aliases)), r["china"] == "yes",
                            r["hyperscaler"] == "yes", r["marketplace"] == "yes", r["broker"] == "yes",
                            r.get("skypilot") == "yes", r.get("region_pattern") or "", _split(r.get("company")),
                            (r.get("hq") or "").strip().lower(), _split(r.get("unrented_segments"))))
    return tuple(out)


def unrented_segments() -> dict[str, frozenset[str]]:
    """Provider → the card segments it rents none of (providers.csv unrented_segments: the big clouds list only
    data-centre parts, and NVIDIA's GeForce driver licence bars data-centre deployment), for the providers where a
    source records it; tools.places.Gazetteer.rents reads it."""
    return {p.name: frozenset(p.unrented) for p in providers() if p.unrented}


@lru_cache(maxsize=1)
def headquarters() -> dict[str, str]:
    """Each provider's headquarters (providers.csv `hq`: a regions.csv tag, its source in `hq_source`: the company's
    own site or Wikipedia; sellers.csv records the resold clouds' the same way); "" where no source was found (never
    guessed). tools.owners reads it for a rule on who owns the provider ("no US-owned providers")."""
    return {p.name: p.hq for p in providers()}


def china_providers() -> frozenset[str]:
    return frozenset(p.name for p in providers() if p.china)


def hyperscalers() -> frozenset[str]:
    return frozenset(p.name for p in providers() if p.hyperscaler)


def skypilot_clouds() -> tuple[str, ...]:
    """The clouds whose SkyPilot catalog the converter reads, sorted (SkyPilot's folder names are our ids)."""
    return tuple(sorted(p.name for p in providers() if p.skypilot))


def marketplaces() -> frozenset[str]:
    return frozenset(p.name for p in providers() if p.marketplace)


def brokers() -> frozenset[str]:
    return frozenset(p.name for p in providers() if p.broker)


@lru_cache(maxsize=1)
def display_names() -> dict[str, tuple[str, str]]:
    """How an answer names a seller, in English and Chinese: each provider's label (a China provider by its first 简体
    alias: 阿里云), then catalog/data/sellers.csv, the clouds brokers resell (Crusoe via Shadeform) that are no provider
    of ours. The answers' tables and catalog/refresh.py's "X via Y" notes read this one map."""
    out = {p.name: (p.label, next((a for a in p.aliases if CJK_CHAR.search(a)), p.label) if p.china else p.label)
           for p in providers()}
    return out | {r["name"]: (r["label"], r["label"]) for r in _rows("sellers.csv") if r["name"] not in out}


def display_name(name: str, zh: bool = False) -> str:
    """The name an answer shows for a provider or seller id (or a provider's alias: aliyun); else the id as it is."""
    names = display_names()
    pair = names.get(name.lower()) or next((names[p.name] for p in providers() if name.lower() in p.aliases), None)
    return (pair[1] if zh else pair[0]) if pair else name


CJK_CHAR = re.compile(r"[\u3400-\u9fff]")


@lru_cache(maxsize=1)
def regions() -> tuple[Region, ...]:
    out = []
    cities = region_cities()
    for r in _rows("regions.csv"):
        names = _split(r["names_en"]) + _split(r["names_zh_hans"]) + _split(r["names_zh_hant"]) + cities.get(r["tag"], ())
        out.append(Region(r["tag"], r["china"] == "yes", tuple(dict.fromkeys(names)),
                          re.compile(r["pattern"]) if r["pattern"] else None, _split(r.get("within")),
                          _split(r.get("near"))))
    return tuple(out)


@lru_cache(maxsize=1)
def region_cities() -> dict[str, tuple[str, ...]]:
    """A held country's tag → more of its cities (EN/简/繁, region_cities.csv): "based in Lyon" is France, as "Paris"
    is; a city is never a cloud region of its own, so it takes its country's offers."""
    out: dict[str, tuple[str, ...]] = {}
    for r in _rows("region_cities.csv"):
        out[r["tag"]] = (*out.get(r["tag"], ()), *_split(r["names_en"]), *_split(r["names_zh_hans"]),
                         *_split(r["names_zh_hant"]))
    return out


@lru_cache(maxsize=1)
def unmapped_places() -> tuple[str, ...]:
    """Names of countries and big cities (EN/简/繁) that are no row of regions.csv: a place a user may name as where
    the data must stay, but no region tag the offers can be kept to — said back as not applied, never dropped silently
    ("data must stay in Switzerland" ranked every region with no word). English names are the ISO 3166-1
    short names (iso.org/iso-3166-country-codes.html) and the cities' English names; the Chinese ones are those the
    countries' own and the UN's Chinese-language pages use (zh-Hant: the Taiwan/Hong Kong forms). A place that gets
    priced offers of its own becomes a regions.csv row and leaves this list."""
    out: list[str] = []
    for r in _rows("unmapped_places.csv"):
        out += _split(r["names_en"]) + _split(r["names_zh_hans"]) + _split(r["names_zh_hant"])
    return tuple(dict.fromkeys(out))


@lru_cache(maxsize=1)
def unmapped_near() -> dict[str, tuple[str, ...]]:
    """Each unmapped place's name (lower case) → the regions.csv tags nearest to it that have offers (the file's `near`
    column, nearest first; empty where none is said: Russia, Iran — no provider here may serve them). A place with no
    offers is said with the nearest that has them: Mexico → US Central, the US; Macau → Hong Kong."""
    out: dict[str, tuple[str, ...]] = {}
    for r in _rows("unmapped_places.csv"):
        for name in _split(r["names_en"]) + _split(r["names_zh_hans"]) + _split(r["names_zh_hant"]):
            out.setdefault(name.lower(), _split(r.get("near")))
    return out


@lru_cache(maxsize=1)
def gazetteer() -> Gazetteer:
    """The regions and the Chinese providers as the value tools.constraints reads (tools.places.Gazetteer), with the
    languages spoken in each place (tools.place_languages reads them)."""
    return Gazetteer(regions(), china_providers(), region_owners(), published=published_regions(),
                     unrented=unrented_segments(), languages=place_languages())


@lru_cache(maxsize=1)
def place_languages() -> dict[str, tuple[str, ...]]:
    """A regions.csv tag → the main languages spoken there, in the file's order (place_languages.csv: the CIA World
    Factbook's Languages of each country, each row with its source and as_of; an area with no common language, Southeast
    Asia or the Middle East, the union of its main countries' languages). Names as the speech cards write them
    (Mandarin for spoken Chinese). A place with no row says nothing of its users' speech (Europe, Asia)."""
    return {r["tag"].strip().lower(): _split(r["languages"]) for r in _rows("place_languages.csv")}


def published_regions() -> dict[tuple[str, str], tuple[str, ...]]:
    """(provider, place tag) → the region ids of that provider's published list in that place (region_ids.csv)."""
    out: dict[tuple[str, str], tuple[str, ...]] = {}
    for r in region_ids():
        if r.tag:
            key = (r.provider.lower(), r.tag)
            out[key] = (*out.get(key, ()), r.region_id)
    return out


def region_owners() -> dict[str, str]:
    """Region ids that more than one provider's rows use, each with the provider whose published list has it (a row
    with a location: AWS's us-east-1, GCP's us-central1); ids our own rows alone use name no owner. Where two published
    lists share an id (Alibaba reuses AWS's us-east-1, ap-southeast-1, eu-central-1 for its own regions), the first
    list in the file keeps it (AWS's, whose rows the catalog prices there): a bare "us-east-1" is AWS's; "Alibaba
    us-east-1" names its provider and is not narrowed by the owner."""
    by_id: dict[str, list[RegionId]] = {}
    for r in region_ids():
        by_id.setdefault(r.region_id.lower(), []).append(r)
    out = {}
    for rid, rows in by_id.items():
        owners = [r.provider for r in rows if r.location]
        if len({r.provider for r in rows}) > 1 and owners:
            out[rid] = owners[0]
    return out


def region(tag: str) -> Region | None:
    return next((r for r in regions() if r.tag == tag), None)


@dataclass(frozen=True)
class RegionId:
    provider: str
    region_id: str  # as the provider writes it (us-ashburn-1, japaneast, asia-east1)
    tag: str  # the regions.csv place it lies in ("" when no row names its place)
    location: str


@lru_cache(maxsize=1)
def region_ids() -> tuple[RegionId, ...]:
    """Every cloud region id of catalog/data/region_ids.csv: the providers' published lists (AWS, GCP, Azure, OCI,
    Alibaba, Tencent, Huawei) and the ids the catalog's other providers use. The reader reads an id said in a message
    from here (it then filters to itself); a test keeps each id inside its place's regions.csv pattern."""
    return tuple(RegionId(r["provider"], r["region_id"], r["tag"], r["location"]) for r in _rows("region_ids.csv"))


@dataclass(frozen=True)
class Currency:
    code: str
    per_usd: float  # 0: known by name, no rate (a budget or an ask in it is refused openly)
    names: tuple[str, ...]
    symbols: tuple[str, ...]
    source: str
    as_of: str


FX_PER_USD_RANGE = (0.001, 100_000.0)  # units per USD: KWD 0.31 … LBP 89,500 (2024–2026) lie inside; NaN, inf,
#                                        1e-300 (every price "< 0.01") and 1e308 never do


class FxError(AdvisorError):
    """A rate file or rate setting that cannot be used: the message names the variable and what is accepted."""


def _rate(raw: str, where: str) -> float:
    """A rate cell: empty is 0 (a currency known by name, no rate); else a finite number within FX_PER_USD_RANGE."""
    raw = (raw or "").strip()
    if not raw:
        return 0.0
    lo, hi = FX_PER_USD_RANGE
    v = finite_within(raw, lo, hi)
    if v is None:
        raise FxError(f"{where}: a rate must be a finite number of units per US dollar from {lo:g} to {hi:,g}, "
                      f"or empty for none (got {raw[:40]!r})")
    return v


@lru_cache(maxsize=4)
def _currencies(path: str) -> tuple[Currency, ...]:
    """The rows of an fx file. Every rate is checked (a NaN rate broke the ranking's sort and put NaN into JSON); a
    missing, binary or malformed file is an FxError naming the file, never a traceback."""
    where = "catalog/data/fx.csv" if Path(path) == DATA / "fx.csv" else f"GPU_ADVISOR_FX_CSV ({path[:200]})"
    try:
        with open(path, encoding="utf-8", newline="") as f:
            rows = list(csv.DictReader(f))
        return tuple(Currency(r["currency"], _rate(r["per_usd"], f"{where}, {r['currency']!r}"),
                              _split(r["names_en"]) + _split(r["names_zh_hans"]) + _split(r["names_zh_hant"]),
                              _split(r["symbols"]), r["source"], r["as_of"]) for r in rows)
    except (OSError, UnicodeDecodeError, csv.Error) as e:
        raise FxError(f"{where} cannot be read ({type(e).__name__}: {str(e)[:120]}); name a UTF-8 CSV file with the "
                      "columns of catalog/data/fx.csv, or unset the variable") from None
    except (KeyError, TypeError, AttributeError):
        raise FxError(f"{where} is not a rate table: it needs the columns of catalog/data/fx.csv (currency, per_usd, "
                      "names_en, names_zh_hans, names_zh_hant, symbols, source, as_of), one currency a row") from None


def _all_currencies() -> tuple[Currency, ...]:
    return _currencies(os.environ.get("GPU_ADVISOR_FX_CSV") or str(DATA / "fx.csv"))


def unpriced_currencies() -> tuple[Currency, ...]:
    """The currencies fx.csv names without a rate (SGD, AUD, KRW …), or with one the schema cannot carry: the reader
    knows their words so a budget or an ask in one is refused openly, never read as US dollars or yuan."""
    from typing import get_args

    from tools.schema import Currency as Code

    return tuple(c for c in _all_currencies() if c.per_usd <= 0 or c.code not in get_args(Code))


USD_CNY_RANGE = (1.0, 100.0)  # CNY per USD: 1.5 (1980), 8.7 (1994), 6.1–7.3 since 2008; 1e-300 tied every price


def env_usd_cny() -> float | None:
    """GPU_ADVISOR_USD_CNY as a rate, or None when unset or blank. A value outside USD_CNY_RANGE, NaN, the infinities
    or a word is an FxError (exit 2 in the CLI), never dropped for the default without a word (1e-300 was taken
    and made every price "< ¥0.01"; nan, inf, −7, 0 and 1e308 silently became 7.2)."""
    lo, hi = USD_CNY_RANGE
    return bounded("GPU_ADVISOR_USD_CNY", lo, hi, None, "yuan per US dollar", error=FxError,
                   note="; unset, 7.2 is used")


def fx_file_name() -> str:
    """The rate file in use, as a note names it: the shipped file, or GPU_ADVISOR_FX_CSV with its path (a
    missing rate was blamed on catalog/data/fx.csv while the variable named another file)."""
    path = os.environ.get("GPU_ADVISOR_FX_CSV")
    return f"GPU_ADVISOR_FX_CSV ({path[:200]})" if path else "catalog/data/fx.csv"


def fx_file_set() -> str | None:
    """The rate file an operator set (GPU_ADVISOR_FX_CSV, as fx_file_name names it), or None for the shipped one: a
    user is told "I hold no exchange rate for ARS", never a path; only a file someone set by hand is named."""
    return fx_file_name() if os.environ.get("GPU_ADVISOR_FX_CSV") else None


def rate_source(code: str) -> str:
    """Where the rate an answer in `code` is priced at comes from, as the answer names it: the variable that set it,
    or the shipped file (before, `catalog instances` named catalog/data/fx.csv for a GPU_ADVISOR_USD_CNY rate)."""
    if code == "CNY" and env_usd_cny() is not None:
        return "GPU_ADVISOR_USD_CNY"
    return "GPU_ADVISOR_FX_CSV" if os.environ.get("GPU_ADVISOR_FX_CSV") else "catalog/data/fx.csv"


def currencies() -> tuple[Currency, ...]:
    """The rates in fx.csv (or the file GPU_ADVISOR_FX_CSV names) the answers are priced in; GPU_ADVISOR_USD_CNY
    overrides CNY (checked by env_usd_cny)."""
    unpriced = {c.code for c in unpriced_currencies()}
    rows = tuple(c for c in _all_currencies() if c.code not in unpriced)
    rate = env_usd_cny()
    if rate is not None:
        rows = tuple(Currency(c.code, rate, c.names, c.symbols, "GPU_ADVISOR_USD_CNY", c.as_of) if c.code == "CNY" else c
                     for c in rows)
    return rows


def fx_rate(code: str) -> Currency | None:
    return next((c for c in currencies() if c.code == code), None)


def currency_word(word: str) -> str | None:
    """The currency fx.csv knows by `word` — its code, a name or a symbol, priced or not ("MOP", "krw", "euros", "A$") —
    else None: "answer in MOP" asks for money, never a tool named MOP."""
    w = word.strip().lower()
    return next((c.code for c in (*currencies(), *unpriced_currencies())
                 if w in (c.code.lower(), *(n.lower() for n in c.names), *(s.lower() for s in c.symbols))), None)


ECB_READING = "third-party transcription of the ECB reference rate"  # fx.csv's source of a dated ECB reading


def ecb_rate_date(code: str) -> str:
    """The ECB day a currency's rate is of ("2026-06-11" for INR), "" where its rate is no dated ECB reading (a
    labelled approximation such as EUR's 0.92, a peg such as HKD's or MOP's, or GPU_ADVISOR_USD_CNY)."""
    rate = fx_rate(code)
    return rate.as_of if rate is not None and rate.as_of and ECB_READING in rate.source else ""


# a cloud region id's shape: words joined by hyphens ending in a number (us-east-1, europe-west4, sa-east-99, us-ashburn-1)
REGION_ID_SHAPE = re.compile(r"(?i)[a-z]+(?:-[a-z]+)+-?\d+[a-z]?")


def unknown_region_ids(values: list[str] | None, used: frozenset[str] = frozenset()) -> list[str]:
    """The values shaped like a cloud region id (REGION_ID_SHAPE) that no provider publishes (region_ids.csv) and no
    catalog or imported row uses (`used`, lower case): "sa-east-99" was taken as a place with no offers on MCP and
    dropped unsaid by the chat, where an unknown provider is refused with the list. Place names ("EU", "Frankfurt")
    are no id and are left to the gazetteer."""
    known = {r.region_id.lower() for r in region_ids()} | set(used)
    return [v for v in values or [] if REGION_ID_SHAPE.fullmatch(v.strip()) and v.strip().lower() not in known]
