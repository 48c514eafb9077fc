"""A model the registry lacks keeps the user's name in the answer, with how it was sized (issue: reading, item 6)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.service import advise, load_arch
from tools.schema import Workload


@pytest.mark.parametrize("text, name, size", [
    ("serve Jais-30B for 10 users", "Jais-30B", 30),
    ("部署jais-30b，10人用", "jais-30b", 30),
    ("LoRA on my-internal-model-7b please", "my-internal-model-7b", 7),
])
def test_an_unknown_name_with_a_size_is_kept_with_its_size(text, name, size):
    # The registry has none of these; the size in the name (30B, 40B, 7B) is the only figure there is. The old
    # reader dropped the name and the headline read "24B (assumed)", losing what the user asked about.
    p = extract(text).patch
    assert p.model == name and p.params_b == size


@pytest.mark.slow
def test_the_headline_says_the_name_and_how_it_was_sized():
    w = Workload(model="Jais-30B", params_b=30, task="inference", concurrency=10)
    r = advise(w, stated={"model", "params_b", "task", "concurrency"})
    assert r.headline is not None
    assert "Jais-30B (not in the registry: sized as a generic 30B model)" in r.headline.en
    assert "不在模型库中" in r.headline.zh
    assert load_arch("Jais-30B", 30).assumed


def test_an_unknown_name_without_a_size_is_still_refused():
    from catalog.registry import UnknownModel

    with pytest.raises(UnknownModel):
        load_arch("Jais", None)
