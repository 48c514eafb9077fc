"""LLM-based embedders whose model card says non-commercial (CC BY-NC 4.0: SFR-Embedding, NV-Embed) are caught for a
paying customer's use, with a commercially licensed embedder of the same body as the way out; a permissive one
(e5-mistral-7b-instruct, MIT) is not flagged."""

import pytest

from tools.named_licences import named_licence_check, named_licences


@pytest.mark.parametrize("text", [
    "Our paid legal-search SaaS wants NV-Embed-v2 for 6M contracts",
    "我们的付费产品想换成 SFR-Embedding-2_R 做检索",
    "我們公司產品要用 nv-embed-v1 建索引",
])
def test_a_non_commercial_embedder_is_barred_for_business(text):
    found = [x for x in named_licences(text) if x.kind == "non_commercial"]
    assert found, text
    check = named_licence_check(found[0], True)
    assert check is not None and check.level == "warning"
    assert "e5-mistral-7b-instruct" in found[0].alternative


def test_a_permissive_one_is_not_flagged():
    assert not [x for x in named_licences("embed 6M docs with e5-mistral-7b-instruct") if x.kind == "non_commercial"]
