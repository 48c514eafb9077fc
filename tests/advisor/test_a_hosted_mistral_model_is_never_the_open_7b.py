"""Mistral Medium 3 / 3.1 and Magistral Medium are served by Mistral's API; their weights are not published
(mistral.ai/news/mistral-medium-3: on-premises copies only to customers under a commercial licence). Named in a
message they are a hosted model (its open stand-in said, as for GPT-4o), never the open Mistral-7B the bare family
word reads as; "we like mistral" beside the hosted name is the maker, not a model to size. "self host mistral medium 3"
was sized silently as Mistral-7B."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.unheld_names import hosted_name
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "we want to self host mistral medium 3 for 60 lawyers (we like mistral, european company)",
    "我们想私有化部署Mistral Medium 3.1，给40个人用",
    "公司想自己架 Magistral Medium 給 20 個工程師用",  # 繁體
    "can we run mistral-medium on our own gpus for 15 analysts?",
])
def test_a_hosted_mistral_is_read_as_hosted_not_the_7b(text):
    assert extract(text).patch.model is None, text
    assert hosted_name(text) is not None, text


@pytest.mark.parametrize("text, model", [
    ("self host mistral for 60 lawyers", "Mistral-7B"),  # the bare family word is still its 7B
    ("serve mistral small 3.1 for 20 people", "Mistral-Small-3.1-24B"),
    ("部署Mistral Large 2给10个人", "Mistral-Large-2"),
])
def test_open_mistral_models_keep_their_rows(text, model):
    assert extract(text).patch.model == model, text


@pytest.mark.slow
def test_the_answer_says_the_hosted_model_and_sizes_an_open_one(isolated_home, tmp_path):
    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "paris consultancy, 50 consultants, we want to self-host mistral medium 3.1 (we love mistral). "
             "servers and monthly cost?").text
    head = text.split("|")[0]
    assert "hosted model" in head and "mistral medium 3.1" in head.lower(), head
    assert "Mistral-7B" not in head, head
