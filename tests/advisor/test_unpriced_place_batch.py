"""A non-LLM job whose data must stay in a place with no region here (catalog/data/unmapped_places.csv) says first
that no machine there is priced, and plans on the nearest priced places as a labelled reference
(advisor.core.unpriced_place), never the cheapest row anywhere as if it were the answer.

Hand reasoning (the expert's): a Lagos studio's images, a Hanoi call centre's recordings, a Kuala Lumpur bank's
documents may not leave the country; the catalog holds no machine in Nigeria, Vietnam or Malaysia, priced or not. The
honest answer says so, then prices the same work where the nearest priced clouds are (Nigeria → South Africa and
Europe, Vietnam → Singapore and Hong Kong, Malaysia → Singapore: the file's `near` column) and labels that plan a
reference that breaks the rule, so the user can ask a local provider for the same cards. A company that only *is* in
one of those places ("we are a startup in Nairobi") states no residency rule: nothing is narrowed or said.
"""

from __future__ import annotations

import pytest

from advisor.core.unpriced_place import unpriced_place
from tools.schema import Workload


@pytest.mark.parametrize("text, near", [
    ("Generate 60,000 catalogue images with SDXL; the data must stay in Nigeria.", {"za", "europe"}),
    ("每晚用 Whisper large-v3 转写 200 小时客服录音，数据必须留在越南", {"sg", "hk"}),
    ("用 bge-m3 幫 300 萬份合約做向量，資料只能留在馬來西亞", {"sg"}),
])
def test_a_place_with_no_region_is_held_to_the_nearest_and_said(text, near):
    w, lead = unpriced_place(Workload(), text)
    assert lead is not None and lead.code == "unpriced_place.reference", lead
    assert set(w.regions or []) <= near | {"eu", "eea"} and w.regions, w.regions


def test_where_the_company_is_states_no_rule():
    w, lead = unpriced_place(Workload(), "We are a startup in Nairobi; embed 2 million support tickets with bge-m3.")
    assert lead is None and not w.regions


def test_a_stated_region_beside_it_wins():
    w, lead = unpriced_place(Workload(regions=["de"]), "Data must stay in Kenya or Germany; SDXL, 10,000 images.")
    assert lead is None and w.regions == ["de"]


@pytest.mark.slow
@pytest.mark.parametrize("text, lead", [
    ("Generate 60,000 catalogue images with SDXL; the data must stay in Nigeria.", "No machine in Nigeria is priced"),
    ("每晚用 Whisper large-v3 转写 200 小时客服录音，数据必须留在越南", "越南没有任何有价机型"),
    ("用 bge-m3 幫 300 萬份合約做向量，資料只能留在馬來西亞", "馬來西亞沒有任何有價機型"),
])
def test_the_answer_leads_with_the_gap_and_labels_the_reference(tmp_path, text, lead):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert r.text.lstrip("*").startswith(lead) or lead in r.text.split("\n\n")[0], r.text


# Hand reasoning: an LLM batch is a batch too — 400,000 Chilean product reviews classified with Llama-3.1-8B must stay
# in Chile; nothing is held there, so the nearest priced places (the file's `near` for Chile) price it as a labelled
# reference, the lead first among the notes. A LoRA fine-tune's place is its training path's to say: untouched here.
@pytest.mark.parametrize("text, lang, lead", [
    ("Classify 400,000 product reviews with Llama-3.1-8B as a batch; the data must stay in Chile.", "en",
     "No machine in Chile is priced"),
    # the notes are in simplified Chinese: the renderer writes the whole reply in 繁體 (advisor.core.render)
    ("用 Qwen2.5-14B 批量處理 80 萬條客服對話摘要，資料只能留在埃及", "zh", "埃及没有任何有价机型"),
])
def test_an_llm_batch_in_a_place_with_no_region_says_so_first(text, lang, lead):
    from advisor.core.extract_rules import extract
    from advisor.core.unpriced_place import llm_batch_place

    w = Workload().model_copy(update={k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    notes: list[str] = ["earlier note"]
    got = llm_batch_place(w, text, lang, notes)
    assert notes[0].startswith(lead) and got.regions, (notes, got.regions)


def test_a_fine_tune_is_left_to_its_training_path():
    from advisor.core.unpriced_place import llm_batch_place

    w = Workload(task="finetune", model="Llama-3.1-8B")
    notes: list[str] = []
    assert llm_batch_place(w, "Fine-tune Llama-3.1-8B on 20k examples; data must stay in Chile.", "en", notes) is w
    assert notes == []
