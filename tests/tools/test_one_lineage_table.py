"""A model's lineage (a fine-tune or release sized on its base's architecture) lives in one table,
tools.model_lineage, resolved by one function, lineage_of(name, kind); the embedder and document-VLM readers hold no
table of their own, and tools.llm_embedder keeps no registry: the registry's rows are an argument."""

import pytest

import tools.llm_embedder as llm_embedder
from advisor.core import doc_vlm_lineage
from catalog import registry
from tools.embedding import encoder_named
from tools.model_lineage import DOC_VLM, EMBEDDER, RELEASE, lineage_of, named_in


@pytest.mark.parametrize("name, kind, base", [
    # HuatuoGPT-II's README backbone table: the 34B release is trained on Yi-34B
    ("FreedomIntelligence/HuatuoGPT2-34B", RELEASE, "Yi-34B"),
    # Skywork-OR1-32B-Preview's card: an RL fine-tune of DeepSeek-R1-Distill-Qwen-32B
    ("Skywork-OR1-32B-Preview", RELEASE, "DeepSeek-R1-Distill-Qwen-32B"),
    # NV-Embed-v1's config.json has the same MistralModel text body as v2: the row is searched inside the name
    ("nvidia/NV-Embed-v1", EMBEDDER, "Mistral-7B"),
    # olmOCR-7B-0225-preview's card: base_model Qwen/Qwen2-VL-7B-Instruct (its card renders no fixed page side)
    ("olmOCR-7B-0225-preview", DOC_VLM, "Qwen2-VL-7B"),
])
def test_one_function_resolves_every_kind(name, kind, base):
    row = lineage_of(name, kind)
    assert row is not None and row.base == base and row.kind == kind and row.source


def test_a_kind_is_only_its_own_rows():
    # a document VLM is no chat release, and a chat release is no embedder: each reader asks its own kind
    assert lineage_of("olmOCR-2-7B-1025") is None
    assert lineage_of("Xwin-LM-70B-V0.1", EMBEDDER) is None
    assert lineage_of("Xwin-LM-70B-V0.1").base == "Llama-2-70B"  # type: ignore[union-attr]


@pytest.mark.parametrize("text, side", [
    ("Convert 40k scanned invoices to markdown with olmOCR-2-7B-1025", 1288),  # the card's 1,288 px longest side
    ("用 olmOCR-7B-0825-FP8 把 6 万页扫描件转成文本", 1288),
    ("用 olmOCR-7B-0225-preview 轉換五萬頁合約", None),  # the preview's card says no page side
])
def test_document_vlm_names_are_found_in_the_users_words(text, side):
    hits = list(named_in(text, DOC_VLM))
    assert hits and hits[0][1].page_side == side


def test_the_readers_hold_no_table_and_no_registry():
    assert not hasattr(llm_embedder, "LINEAGE") and not hasattr(doc_vlm_lineage, "LINEAGE")
    assert not hasattr(llm_embedder, "install_registry") and not hasattr(llm_embedder, "_registry")


def test_the_registry_rows_are_an_argument():
    # Llama-3-8B's config.json: 32 layers, hidden 4,096 — the embedder is read on it only when the rows are given
    said = "我們用 Llama-3-8B-Embedding 給 300 萬篇文章建索引"
    assert encoder_named(said) is None
    enc = encoder_named(said, registry.rows())
    assert enc is not None and enc.base == "Llama-3-8B" and (enc.layers, enc.hidden) == (32, 4096)
