"""A hearsay clause is blanked so no provider, count or card is taken from it — but the model it names is the model
the user goes on to ask about, and is kept."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "model"), [
    # "I heard X only activates 3B, so an 8 GB card runs it, right? 40 people at once": the question is about X
    ("据说Qwen3-30B-A3B只激活3B，一张8G的卡就够了吧？要给40个人同时用", "Qwen3-30B-A3B"),
    ("聽說 Llama-3.1-8B 很省顯存，給20人同時用要租什麼？", "Llama-3.1-8B"),
    ("I heard Qwen3-30B-A3B runs on an 8 GB card; we need it for 30 people at once", "Qwen3-30B-A3B"),
])
def test_the_model_named_in_hearsay_is_read(text, model):
    assert extract(text).patch.model == model


def test_hearsay_still_gives_no_provider():
    # "my friend says AWS is expensive" states no requirement: AWS is not a provider filter; GCP, stated, is
    p = extract("my friend says AWS is expensive; serve Llama-3.1-8B on gcp").patch
    assert p.providers == ["gcp"]
