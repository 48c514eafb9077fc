"""A stated provider with no region in the stated place (GCP and mainland China) is a conflict, said as one: never
another cloud's plan put at the head of the answer as if the provider rule did not exist."""

from __future__ import annotations

import pytest

from tests.advisor.test_answer_classes_constraints_kept_defaults_said_and_local_words import ask

pytestmark = pytest.mark.slow


def test_gcp_only_with_data_in_mainland_china_says_the_conflict():
    # Hand reasoning: GCP publishes no mainland China region (its Asia regions are Hong Kong, Taiwan, Tokyo …), so
    # "only GCP" and "data stays in mainland China" cannot both hold; a mainland cloud (Alibaba) is no answer to
    # "only GCP", so no Alibaba family may lead.
    r = ask(model="qwen2.5-32b", task="inference", concurrency=20, providers=["gcp"], regions=["cn"])
    assert not r.candidates
    said = [m for m in r.nothing_fits if m.code == "recommend.providers_not_in_regions"]
    assert said and said[0].args["providers"] == ["gcp"]
    assert "alibaba" not in r.headline.en.lower()


def test_a_mainland_cloud_with_mainland_data_is_no_conflict():
    r = ask(model="qwen2.5-32b", task="inference", concurrency=20, providers=["alibaba"], regions=["cn"])
    assert not [m for m in r.nothing_fits if m.code == "recommend.providers_not_in_regions"]
