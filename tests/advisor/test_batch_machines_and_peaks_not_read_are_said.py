"""A batch job's machine count and its peak said signed or zero are said not read: "on 0 machines" / "on -1 machines"
and FLUX "peak -3x" (高峰-3倍) were dropped without a word; a peak below the average (0.5×) is no peak either."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts


@pytest.mark.parametrize(("text", "said"), [
    ("run CLIP embeddings of 300M images on 0 machines", "0 machines"),
    ("run CLIP embeddings of 300M images on -1 machines", "-1 machines"),
    ("FLUX.1-dev 5000 images a day, peak -3x", "peak -3x"),
    ("FLUX.1-dev 5000 images a day, peak 0.5x", "peak 0.5x"),
    ("每天5000张海报用FLUX.1-dev生成，高峰-3倍", "高峰-3倍"),
])
def test_a_figure_not_read_is_said_and_taken_out(text, said):
    t, notes = drop_impossible_counts(text)
    assert any(said in en and said in zh for en, zh in notes), notes
    assert said not in t


@pytest.mark.parametrize("text", [
    "run CLIP embeddings of 300M images on 2 machines",
    "FLUX.1-dev 5000 images a day, peak 3x",
    "每天5000张海报用FLUX.1-dev生成，高峰3倍",
])
def test_stated_figures_are_kept(text):
    assert drop_impossible_counts(text) == (text, [])
