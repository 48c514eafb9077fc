"""A figure said twice in one chat is the same figure, or says what makes it differ (expert review: a "cheaper?" turn
priced the AWS p4d at $25.25/h on demand after the turn before rented it at $21.96/h, and quoted "the job in 28 min"
for the machine its own table gave 43 min). Through the real chat, English and Chinese."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FT = ("I want to fine-tune Llama 3.1 8B on 50k instruction examples, about 1k tokens each. Full fine-tune, not LoRA. "
      "What hardware and how long?")


def _turns(tmp_path, *texts: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t).text for t in texts]


def _row(text: str, instance: str) -> tuple[str, str]:
    """(price an hour, time) of the table row for `instance`: | # | cost | offer (`id`) | price | time | marks |."""
    m = re.search(r"\(`" + re.escape(instance) + r"`\) \| ([^|]+) \| ([^|]+) \|", text)
    assert m, text
    return m.group(1).strip(), m.group(2).strip()


def test_a_lever_quotes_the_time_its_table_gives_and_the_spot_line_names_its_region(tmp_path):
    # Hand: the job's wall time is its run plus the 15 min start-up every job pays (the table, the headline and the
    # cost all bill it); the spot lever for the same p4d, costed on those hours, must quote that time, not the bare run
    # (43 min in the table vs 28 min in the lever = exactly the 15 min start-up). The spot line's "on demand the same
    # machine" is the spot row's own region's price; the turn-2 on-demand price must be named too, with its region.
    first, aws, cheaper = _turns(tmp_path, FT, "only AWS", "cheaper?")
    price, took = _row(aws, "p4d.24xlarge")
    lever = re.search(r"spot: aws p4d\.24xlarge [^;]*? for the job in ([^(]+?) \(", cheaper)
    assert lever, cheaper
    assert lever.group(1).strip() == took, (lever.group(1), took)
    assert re.search(r"on demand the same machine in [a-z0-9-]+ is", cheaper), cheaper
    assert price in cheaper, (price, cheaper)  # the on-demand p4d the previous turn rented, named again
    _, b200 = _row(first, "datacrunch_B200")
    assert f"for the job in {b200}" in cheaper  # the "any provider" lever: turn 1's B200 at turn 1's time


def test_the_chinese_cheaper_turn_quotes_the_tables_time_too(tmp_path):
    _, aws, cheaper = _turns(tmp_path, FT, "只用AWS", "有更便宜的吗？")
    price, took = _row(aws, "p4d.24xlarge")
    lever = re.search(r"竞价实例：aws p4d\.24xlarge[^；]*?整个任务约 [^、]+、([^（]+)（", cheaper)
    assert lever and lever.group(1).strip() == took, (took, cheaper)
    assert re.search(r"同一机器在 [a-z0-9-]+ 按量每小时", cheaper) and price in cheaper, cheaper
