"""An unheld fine-tune whose name does not carry its base's family (a medical, legal or regional release known by its
model card: Clinical Camel, HuatuoGPT-II, Vicuna v1.5, BioMistral) is sized on that base and keeps the base's context
limit, never on a generic model of its size with no limit (a 9k-token case file on a 4,096-token Llama-2 base was
planned as if it fit). A base model (continued pre-training, not instruction-tuned) is said to be one."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import UNKNOWN_MODEL_NOTE, extract
from catalog import registry
from tests.conftest import module_home
from tools.model_lineage import lineage_of

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("name, base, limit, instruct", [
    # qCammel-70 / Clinical Camel model card: "a fine-tuned version of Llama-2 70B" → Llama-2-70B's 4,096 limit
    ("ClinicalCamel-70B", "Llama-2-70B", 4096, True),
    # HuatuoGPT-II README backbone table: HuatuoGPT2-13B on Baichuan2-13B-Base (4,096 context)
    ("HuatuoGPT-II-13B", "Baichuan2-13B", 4096, True),
    ("FreedomIntelligence/HuatuoGPT2-34B", "Yi-34B", None, True),
    # lmsys card: Vicuna v1.5 is fine-tuned from Llama 2 (4,096); the -16k release is read by its name, no row
    ("vicuna-13b-v1.5", "Llama-2-13B", 4096, True),
    ("vicuna-13b-v1.5-16k", None, None, None),
    # BioMistral card: Mistral-7B further pre-trained on PubMed Central, a base model
    ("BioMistral-7B", "Mistral-7B", None, False),
    ("Chinese-Alpaca-2-7B", "Llama-2-7B", 4096, True),
    # Llama-2 fine-tunes by their cards: WizardLM-13B-V1.2 and Xwin-LM-70B (4,096 each)
    ("WizardLM-13B-V1.2", "Llama-2-13B", 4096, True),
    ("Xwin-LM-70B-V0.1", "Llama-2-70B", 4096, True),
    # HuatuoGPT-o1-8B on Llama-3.1-8B (131,072): a long document fits this one
    ("HuatuoGPT-o1-8B", "Llama-3.1-8B", 131072, True),
    ("Meditron3-70B", "Llama-3.1-70B", 131072, True),
    ("Qwen2.5-7B", None, None, None),
])
def test_lineage_rows(name, base, limit, instruct):
    row = lineage_of(name)
    if base is None:
        assert row is None
        return
    assert row is not None and row.base == base and row.instruct is instruct
    assert registry.get(base).name == base  # every row names a held registry row
    if limit:
        assert registry.get(base).max_context == limit


@pytest.mark.parametrize("text, base, words", [
    # en: Clinical Camel = Llama-2-70B (80 layers, 8 KV heads, 4,096 max)
    ("ClinicalCamel-70B summarises referral packets for 40 nurses", "Llama-2-70B", "the base its model card names"),
    # 简体: HuatuoGPT-II-13B = Baichuan2-13B-Base (4,096 max)
    ("用 HuatuoGPT-II-13B 给 20 个医生做问答", "Baichuan2-13B", "模型卡所写的底座"),
    # 繁體: Chinese-Alpaca-2-13B = Llama-2-13B (4,096 max); the renderer turns the note into 繁體
    ("我們用 Chinese-Alpaca-2-13B 給 15 位書記官用", "Llama-2-13B", "模型卡所写的底座"),
    # a base model: BioMistral-7B (Mistral-7B, further pre-trained, not instruction-tuned)
    ("BioMistral-7B to answer 30 pharmacists", "Mistral-7B", "not instruction-tuned"),
])
def test_a_release_known_by_lineage_is_sized_on_its_base(text, base, words):
    e = extract(text)
    assert e.patch.model == base, (e.patch.model, e.notes)
    assert e.patch.params_b is None and UNKNOWN_MODEL_NOTE not in e.notes  # never the generic shape
    assert any(words in n for n in e.notes + list(e.zh_notes.values())), (e.notes, e.zh_notes)
