"""Providers' and sellers' names have one home each: catalog/data/providers.csv (id, label,
aliases, the company's one-word name) and catalog/data/sellers.csv (the clouds brokers resell). The answers' tables,
catalog/refresh.py's "X via Y" notes and the agent tools' accepted values all read them; no module keeps a list."""

from __future__ import annotations

import csv
import re

from advisor.agents.tools import canonical_provider
from advisor.core.extract_rules import extract
from advisor.core.render import provider_name
from catalog.places import DATA, display_name, display_names, providers


def test_every_provider_is_shown_by_its_label():
    # the answers' own list had no SimplePod, Seeweb or Mithril rows: they were shown as their ids
    for p in providers():
        assert provider_name(p.name, "en") == p.label
    assert (provider_name("simplepod", "en"), provider_name("seeweb", "en")) == ("SimplePod", "Seeweb")


def test_a_china_provider_is_shown_in_chinese_by_its_first_chinese_alias_and_an_alias_id_resolves():
    assert provider_name("alibaba", "zh") == "阿里云" and provider_name("alibaba", "en") == "Alibaba Cloud"
    assert provider_name("aliyun", "zh") == "阿里云"  # an alias used as an id (test catalogs do) is the provider
    assert provider_name("aws", "zh") == "AWS"  # not 亚马逊: only China providers take a Chinese name


def test_the_refresh_notes_name_sellers_as_the_answers_do():
    # every "X via Y" note in the catalog names X and Y as display_names does (or keeps an id no file names)
    known = {en for en, _ in display_names().values()}
    ids = set(display_names())
    with open(DATA / "instances.csv", encoding="utf-8", newline="") as f:
        notes = [r["notes"] for r in csv.DictReader(f)]
    pairs = {m.groups() for n in notes for m in re.finditer(r"(?:^|; )([^;]+?) via ([A-Z][^;]*?)(?=;|$)", n)}
    assert pairs, "the catalog has broker rows with 'X via Y' notes"
    for seller, broker in pairs:
        assert broker in known, broker
        assert seller in known or seller not in ids, seller  # an unnamed upstream id (impala) is shown as it is
    assert display_name("akash") == "Akash Network" and display_name("crusoe") == "Crusoe"


def test_a_company_name_is_a_value_the_tools_accept_but_never_a_provider_in_prose():
    # "google" / "microsoft" (providers.csv `company`) name GCP / Azure when a caller passes a provider value ...
    assert (canonical_provider("Google"), canonical_provider("Microsoft"), canonical_provider("lambdalabs")) == \
        ("gcp", "azure", "lambda")
    # ... but in a message "google" is a verb or a search engine, not a filter
    assert extract("I googled it: serve Qwen2.5-7B, google says vLLM is fast").patch.providers is None


def test_the_currency_type_holds_fx_csvs_codes():
    # tools.schema.Currency is the pydantic type of a budget's currency; fx.csv is where each currency lives (rate,
    # names, signs): a row added there without the type (or the reverse) fails here, not in a user's answer
    import typing

    from catalog.places import currencies
    from tools.schema import Currency

    assert {c.code for c in currencies()} == set(typing.get_args(Currency))
