"""A generator's batch said as a count and a picture size ("30k 1024px designs per day") keeps the two apart: the
size is never the count, and a refused figure in either is said and never sized.

- the count refused ("-30k 1024px designs", "1e300 1024px designs") left the size to be read as the count: 1,024
  images priced at 1024×1024; now no count is read, so no batch is priced;
- the size refused ("-1024px", "0px", "NaN px", -1024像素) was read unsigned (1024×1024) or not at all with no word;
  "1e300px" was read as 300×300 and "1<U+200B>024px" as 24×24: now the signed, zero and NaN sizes are said not read,
  1e300 is said not read, and 1<U+200B>024px is 1024 as it shows (as every reader reads an invisible character);
- in a thread, "what about -2048px?" keeps the thread's 1024×1024 and says why; "what about 2048px?" re-sizes.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import drop_impossible_counts, extract
from advisor.core.extract_stated import image_size
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "we generate -30k 1024px designs per day with SDXL",
    "we generate 1e300 1024px designs per day with SDXL",
    "we generate 1024px designs per day with SDXL",       # no count at all: 1024 is the size
    "we generate 1024 px posters a day with SDXL",
])
def test_the_size_is_never_the_count(text):
    e = extract(text)
    assert e.patch.batch_requests is None and e.patch.dataset is None, e.patch


@pytest.mark.parametrize("text", [
    "we generate 30k 1024px designs per day with SDXL",   # 30 × 1,000 = 30,000 pictures, 1024 px each
    "we generate 30k 1e300px designs per day with SDXL",  # the size refused, the count kept
    "we generate 30k 1,024px designs per day with SDXL",  # a thousands comma in the size: still 30,000 of 1024 px
])
def test_the_count_before_a_size_is_read(text):
    assert extract(text).patch.batch_requests == 30_000


@pytest.mark.parametrize("text, said", [
    ("we generate 30k -1024px designs per day with SDXL", "-1024px"),
    ("每天生成3万张-1024像素的海报，用SDXL", "-1024像素"),     # 简体
    ("每天生成3萬張0px嘅海報，用SDXL", "0px"),                 # 繁體 / Cantonese, zero
    ("we generate 30k NaN px designs per day with SDXL", "NaN px"),
])
def test_a_refused_size_is_said(text, said):
    notes = [en for en, _ in drop_impossible_counts(text)[1]]
    assert f"'{said}' is not read: a picture's side is a whole number of pixels above 0" in notes, notes


@pytest.mark.parametrize("text, size", [
    ("30k 1e300px designs", None),            # never 300 × 300
    ("30k -1024px designs", None),            # never 1024 unsigned
    ("30k 1\u200b024px designs", (1024, 1024)),  # as it shows, never 24 × 24
    ("30k 1024px designs", (1024, 1024)),
    ("30k 1,024px designs", (1024, 1024)),    # the thousands comma: never 24 × 24 from the digits after it
    ("2,048 x 2,048 renders", (2048, 2048)),
    ("phone photos about 3000x4000, short feedback", (3000, 4000)),  # a comma after the size is punctuation
    ("768x512 banners", (768, 512)),
])
def test_the_size_reader_reads_only_kept_figures(text, size):
    assert image_size(text) == size


@pytest.mark.slow
def test_a_thread_keeps_its_size_when_the_new_one_is_refused():
    # 30,000 pictures at 1024×1024; -2048px is said and the 1024×1024 plan kept; 2048px re-sizes (4× the pixels)
    eng = Engine(store=Store(":memory:"))
    eng.handle("t", "we generate 30k 1024px designs per day with SDXL")
    refused = eng.handle("t", "what about -2048px?").text
    assert "'-2048px' is not read" in refused and "30,000 images at 1024×1024" in refused, refused[:400]
    assert "2048×2048" not in refused
    assert "30,000 images at 2048×2048" in eng.handle("t", "what about 2048px?").text


@pytest.mark.slow
def test_a_refused_count_prices_no_batch_of_the_size():
    out = Engine(store=Store(":memory:")).handle("t", "we generate -30k 1024px designs per day with SDXL").text
    assert "'-30k' is not read" in out and "1,024 images" not in out, out[:400]
