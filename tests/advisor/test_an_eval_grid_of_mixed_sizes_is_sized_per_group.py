"""An evaluation grid of models in stated size groups ("14 open models (9 × 7B, 5 × 32B)", 12个模型（8个7B，4个70B）,
10個模型（6個13-14B、4個32B）) is sized group by group: the headline is the group of the largest models with its share
of the items, the other groups are priced beside it and the grid summed; a benchmark item reads as a ≈ 1,000-token
prompt and ≈ 100 tokens out unless the user says its lengths."""

from __future__ import annotations

import pytest

from advisor.core.eval_grid_read import size_groups
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# Hand reasoning: the headline is the largest group: 5 × 32B over 20 × 20,000 = 5 × 400,000 = 2,000,000 requests;
# 4 × 70B over 25 × 8,000 = 4 × 200,000 = 800,000; 4 × 32B (the top of nothing: 32 said alone) over 10 × 30,000 =
# 4 × 300,000 = 1,200,000. Before, each grid was one size over every model's items (14 × 400,000 = 5.6 M at 7B).
@pytest.mark.parametrize(("text", "size", "n"), [
    ("we need to run 14 open models (9 × 7B, 5 × 32B) over 20 benchmarks, about 20k items each, within 4 days", 32.0,
     2_000_000),
    ("3天内把12个开源模型（8个7B，4个70B）在25个评测集上跑完，每个评测集8000条", 70.0, 800_000),
    ("月底前把10個開源模型（6個13-14B、4個32B）在10個評測集上跑完，每個評測集約3萬條", 32.0, 1_200_000),
])
def test_the_headline_is_the_largest_group_with_its_share(text, size, n):
    e = extract(text)
    p = e.patch
    assert p.params_b == size and p.batch_requests == n, p
    assert any("size groups" in note for note in e.notes), e.notes
    assert not any("sized here as one" in note for note in e.notes), e.notes


# Hand reasoning: no lengths said → a benchmark item is ≈ 1,000 tokens in and ≈ 100 out (1,100 context), not the
# generic 3,584 / 512; a length said ("prompts ~2k tokens") is the user's and wins.
def test_a_benchmark_item_has_benchmark_lengths_unless_said():
    p = extract("evaluate 6 open models on 12 benchmarks, 5k items each, by Friday").patch
    assert p.seq_len == 1_100 and p.output_tokens == 100, p
    said = extract("evaluate 6 open models on 12 benchmarks, 5k items each, 4k context, by Friday").patch
    assert said.seq_len == 4_096 and said.output_tokens is None, said


def test_size_groups_are_read_in_both_orders_of_words():
    # Hand reasoning: "10 × 7–8B" is 10 models of 7 to 8B; "6个14-32B" is 6 models of 14 to 32B.
    got = size_groups("10 × 7–8B, 6个14-32B, 4 x 70B")
    assert [(g.models, g.low_b, g.high_b) for g in got] == [(10, 7, 8), (6, 14, 32), (4, 70, 70)]


def test_one_size_said_is_no_group():
    # Hand reasoning: one model size with no counts beside it is the grid's size, not a mix: no group read.
    e = extract("evaluate 12 open models (all 7B) on 25 benchmarks, ~10k items each, within 3 days")
    assert e.patch.batch_requests == 3_000_000 and not any("size groups" in n for n in e.notes), e


@pytest.mark.slow
def test_the_answer_prices_each_group_and_the_grid():
    # Hand reasoning: the 9 × 7B group (3.6 M requests) and the 5 × 32B group (2 M) are each priced on their own pick
    # and the grid line sums both; the 32B group's prefill alone is 2 × 32e9 × 2e9 tokens ≈ 1.3e20 FLOP ≈ 70 H100-hours
    # at 50 % of 989 TFLOP/s, so the grid is tens to a few hundred GPU-hours, not thousands.
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", "we need to run 14 open models (9 × 7B, 5 × 32B) over 20 benchmarks, about 20k "
                                        "items each, within 4 days, cheapest"])
    assert r.exit_code == 0, r.output
    assert "9 × 7B models: 3,600,000 requests" in r.output and "5 × 32B models: 2,000,000 requests" in r.output
    assert "the whole grid: ≈" in r.output
    import re

    m = re.search(r"the whole grid: ≈ ([\d,]+) GPU-hours", r.output)
    assert m is not None and 30 <= int(m.group(1).replace(",", "")) <= 600, r.output
