"""A real release name one or two edits from a known family word is that release, never a typo of the family.

Hand reasoning: "Ministral-8B-Instruct-2410" is Mistral AI's Ministral (8 B, under the Mistral Research Licence), not
Mistral-7B; "InternVL3-78B" is Shanghai AI Lab's vision-language model (78 B), not InternLM; "llava-1.5-7b" is LLaVA
(a vision model on a 7 B language model), not Llama. Each keeps its own name and stated size (8 B, 3 B, 78 B, 7 B),
so the answer sizes the size the user named under the name the user wrote, and says the name is not in the registry.
A real slip of the keys ("lamma-3.1-8b", "mistrl-7b") is still read as the family it misspells.
"""

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "model", "size"), [
    ("我们想部署Ministral-3B做客服，20个人用", "Ministral-3B", 3.0),
    ("serve llava-1.5-7b for 10 users", "llava-1.5-7b", 7.0),
])
def test_a_real_release_name_keeps_its_family_and_size(text, model, size):
    e = extract(text)
    assert e.patch.model == model
    assert e.patch.params_b == size
    assert not any("typo" in n or "笔误" in n for n in e.notes)


def test_ministral_8b_is_its_registry_row_never_mistral():
    # Ministral-8B-Instruct-2410 is a registry row now (36 layers, interleaved sliding window): its name, no stated-size
    # stand-in, no typo note
    e = extract("we're a helpdesk SaaS and want Ministral-8B-Instruct-2410 to tag emails, 400k a day")
    assert e.patch.model == "Ministral-8B" and e.patch.params_b is None
    assert not any("typo" in n or "笔误" in n for n in e.notes)


def test_internvl3_is_its_registry_row_never_internlm():
    # InternVL3-78B is a registry row now (Qwen2.5-72B language tower + InternViT-6B): its name, no stated-size
    # stand-in, no typo note
    e = extract("我們要用InternVL3-78B看發票，20人同時用")
    assert e.patch.model == "InternVL3-78B"
    assert not any("typo" in n or "笔误" in n or "not in my registry" in n for n in e.notes)


@pytest.mark.parametrize(("text", "model"), [
    ("lamma-3.1-8b on a10", "Llama-3.1-8B"),
    ("mistrl-7b for 5 users", "Mistral-7B"),
])
def test_a_slip_of_the_keys_is_still_read_as_the_family(text, model):
    assert extract(text).patch.model == model


@pytest.mark.parametrize(("text", "model"), [
    # MedGemma is Google's medical Gemma 3 (4B, 27B: the registry's rows); "gemma-27b" inside it is not Gemma-2-27B
    ("serve medgemma-27b for 10 doctors", "MedGemma-27B"),
    ("我們想用MedGemma-27B寫報告初稿", "MedGemma-27B"),
    ("用medgemma 4b看胸片", "MedGemma-4B"),
])
def test_a_family_word_inside_another_name_is_that_name(text, model):
    assert extract(text).patch.model == model


def test_a_glued_family_word_without_a_row_is_kept_by_its_own_name():
    # WizardCoder-33B is no row: the user's name and its 33 B are kept (sized as a generic 33B, said)
    e = extract("serve WizardCoder-33B for our devs")
    assert (e.patch.model, e.patch.params_b) == ("WizardCoder-33B", 33.0)


@pytest.mark.parametrize("text", ["想用MedGemma幫忙寫胸部X光的報告初稿，一天約3000張",
                                  "we want MedGemma for X-ray report drafts"])
def test_a_bare_medgemma_is_sized_on_a_stated_row_of_its_own_family(text):
    # "MedGemma" names sizes 4B and 27B: the one nearest the 8B chat default (4B: |ln 4/8| = 0.69 < |ln 27/8| = 1.22),
    # said as an assumption, never "which model?"
    e = extract(text)
    assert e.patch.model == "MedGemma-4B"
    assert any("4B, 27B" in n for n in e.notes), e.notes
