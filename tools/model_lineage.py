"""The held base of a fine-tune or continued pre-training whose name does not carry its base's family: Meditron,
Clinical Camel, HuatuoGPT-II, Vicuna v1.5, Chinese-Alpaca-2, BioMistral, SaulLM (medical, legal and regional releases).
Such a model keeps its base's layers, KV heads and context limit, so it is sized on the base (a 4,096-token Llama-2
base cannot read a 12k-token chart, whatever a generic model of its size would allow).

Each row: the release's name (its separators and case free, an "-Instruct" / "-Chat" / "-hf" tail allowed), the held
registry row it is built on, whether the release is instruction-tuned (a base model continues a text, it does not
follow "summarise this"), and its source: the model card. A row not checked against its card says "(from memory,
re-check)". A name with its own context in it ("-16k") is no row: tools.name_context reads that figure.

This is the one lineage table: besides the chat / base releases (kind RELEASE, each pattern matched against the whole
name), it holds the LLM-based embedders whose name does not carry their base (kind EMBEDDER: NV-Embed, sized by
tools.llm_embedder) and the document-OCR VLMs fine-tuned from a held VLM (kind DOC_VLM: olmOCR, with the page's
longest side its card renders; read by advisor.core.doc_vlm_lineage). Those two kinds are searched for inside the name
as written. lineage_of() resolves a name to its row; named_in() finds a kind's names inside a text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

RELEASE, EMBEDDER, DOC_VLM = "release", "embedder", "doc_vlm"  # Lineage.kind


class Lineage(NamedTuple):
    base: str  # the held registry row (catalog/data/models.json)
    instruct: bool  # instruction-tuned (False: a base / continued-pretraining release)
    source: str
    instead: str | None = None  # the maker's instruction-tuned successor for a base release (its own lineage row)
    kind: str = RELEASE  # RELEASE, EMBEDDER (an LLM-based embedder) or DOC_VLM (a document-OCR VLM)
    page_side: int | None = None  # DOC_VLM: the longest side of a page its model card renders, in pixels


# (the release's name as a pattern over its lower-cased name with separators made "-", the lineage)
_ROWS: tuple[tuple[str, Lineage], ...] = (
    # epfl-llm/meditron-7b and meditron-70b model cards: Llama-2 adapted by continued pretraining on medical text,
    # context 4,096, "not instruction-tuned" (a base model; finetune before use)
    (r"meditron-7b", Lineage("Llama-2-7B", False, "epfl-llm/meditron-7b model card (Llama-2-7B, continued pretraining)",
                             "Meditron3-8B")),
    (r"meditron-70b", Lineage("Llama-2-70B", False, "epfl-llm/meditron-70b model card (Llama-2-70B, continued pretraining)",
                              "Meditron3-70B")),
    # wanglab/ClinicalCamel-70B and augtoma/qCammel-70-x model cards: "a fine-tuned version of Llama-2 70B … QLoRA"
    (r"clinical-?camel-70b|qcammel-?70(?:-?x)?", Lineage("Llama-2-70B", True,
                                                       "augtoma/qCammel-70-x model card (fine-tuned Llama-2 70B, QLoRA)")),
    # m42-health/med42-70b (v1): a Llama-2-70B fine-tune under the Llama 2 licence (the v2 release names Llama3 itself)
    (r"med42-70b", Lineage("Llama-2-70B", True, "m42-health/med42-70b model card (\"Finetuned from model: Llama-2 - 70B\")")),
    # FreedomIntelligence/HuatuoGPT-II README, its backbone table: HuatuoGPT2-13B on Baichuan2-13B-Base, 34B on Yi-34B
    (r"huatuo-?gpt-?(?:ii|2)-13b", Lineage("Baichuan2-13B", True,
                                           "FreedomIntelligence/HuatuoGPT-II README (backbone Baichuan2-13B-Base)")),
    (r"huatuo-?gpt-?(?:ii|2)-34b", Lineage("Yi-34B", True, "FreedomIntelligence/HuatuoGPT-II README (backbone Yi-34B)")),
    # lmsys/vicuna-7b-v1.5 and -13b-v1.5 model cards: "fine-tuned from Llama 2" (4,096 context; the -16k releases are
    # read by their name)
    (r"vicuna-7b-v1\.5", Lineage("Llama-2-7B", True, "lmsys/vicuna-7b-v1.5 model card (fine-tuned from Llama 2)")),
    (r"vicuna-13b-v1\.5", Lineage("Llama-2-13B", True, "lmsys/vicuna-13b-v1.5 model card (fine-tuned from Llama 2)")),
    # ymcui/Chinese-LLaMA-Alpaca-2 README: Chinese-LLaMA-2 / Chinese-Alpaca-2 are built on Llama-2 with a 4K context
    # (the -16k / -64k releases are read by their name)
    (r"chinese-(?:llama|alpaca)-2-7b", Lineage("Llama-2-7B", True, "ymcui/Chinese-LLaMA-Alpaca-2 README (Llama-2, 4K)")),
    (r"chinese-(?:llama|alpaca)-2-13b", Lineage("Llama-2-13B", True, "ymcui/Chinese-LLaMA-Alpaca-2 README (Llama-2, 4K)")),
    # BioMistral/BioMistral-7B model card: Mistral-7B-Instruct-v0.1 further pre-trained on PubMed Central
    (r"biomistral-7b", Lineage("Mistral-7B", False, "BioMistral/BioMistral-7B model card (Mistral-7B, further pre-trained)")),
    # Equall/Saul-7B-Instruct-v1 model card (SaulLM-7B): built on Mistral-7B
    (r"saul(?:lm)?-7b", Lineage("Mistral-7B", True, "Equall/Saul-7B-Base model card (\"continue pretraining of "
                                                    "Mistral-7B\"); arXiv:2403.03883 abstract")),
    # taide/Llama3-TAIDE-LX-8B-Chat-Alpha1 model card: built on Meta Llama 3 8B (8,192 context)
    (r"llama-?3-taide-lx-8b(?:-chat)?(?:-alpha1)?", Lineage("Llama-3-8B", True,
                                                          "taide/Llama3-TAIDE-LX-8B-Chat-Alpha1 model card (Llama-3-8B)")),
    # WizardLM-70B-V1.0 / WizardLM-13B-V1.2 and Xwin-LM-70B / 13B model cards: Llama-2 fine-tunes (4,096 context)
    (r"wizardlm-70b-v1\.0", Lineage("Llama-2-70B", True, "WizardLMTeam/WizardLM-70B-V1.0 model card (Llama-2-70B; from "
                                                         "memory, re-check)")),
    (r"wizardlm-13b-v1\.2", Lineage("Llama-2-13B", True, "WizardLMTeam/WizardLM-13B-V1.2 model card (\"trained from "
                                                         "Llama-2 13b\")")),
    (r"xwin-lm-70b(?:-v0\.1)?", Lineage("Llama-2-70B", True, "Xwin-LM/Xwin-LM-70B-V0.1 model card (\"built-upon on the "
                                                              "Llama2 base models\")")),
    (r"xwin-lm-13b(?:-v0\.[12])?", Lineage("Llama-2-13B", True, "Xwin-LM model cards (\"built-upon on the Llama2 base "
                                                                "models\"; 13B: Llama-2-13B)")),
    # FreedomIntelligence/HuatuoGPT-o1 model cards: 7B on Qwen2.5-7B, 8B on Llama-3.1-8B, 70B on Llama-3.1-70B, 72B on
    # Qwen2.5-72B (a reasoning fine-tune: it writes its thinking before the answer)
    (r"huatuo-?gpt-?o1-7b", Lineage("Qwen2.5-7B", True, "FreedomIntelligence/HuatuoGPT-o1 README, Model Access table "
                                                        "(backbone Qwen2.5-7B)")),
    (r"huatuo-?gpt-?o1-8b", Lineage("Llama-3.1-8B", True, "FreedomIntelligence/HuatuoGPT-o1 README, Model Access table "
                                                          "(backbone LLaMA-3.1-8B)")),
    (r"huatuo-?gpt-?o1-70b", Lineage("Llama-3.1-70B", True, "FreedomIntelligence/HuatuoGPT-o1 README, Model Access "
                                                            "table (backbone LLaMA-3.1-70B)")),
    (r"huatuo-?gpt-?o1-72b", Lineage("Qwen2.5-72B", True, "FreedomIntelligence/HuatuoGPT-o1 README, Model Access table "
                                                          "(backbone Qwen2.5-72B)")),
    # OpenMeditron/Meditron3-8B and -70B model cards: Llama-3.1 instruction fine-tunes (131,072 context)
    (r"meditron-?3-8b", Lineage("Llama-3.1-8B", True, "OpenMeditron/Meditron3-8B model card (fine-tuned from "
                                                      "Llama-3.1-8B)")),
    (r"meditron-?3-70b", Lineage("Llama-3.1-70B", True, "OpenMeditron/Meditron3-70B model card (fine-tuned from "
                                                        "Llama-3.1-70B)")),
    # openai/gpt-oss-safeguard-20b and -120b model cards: base_model openai/gpt-oss-20b / -120b, base_model_relation
    # finetune ("safety reasoning models built-upon gpt-oss", 21B / 3.6B active and 117B / 5.1B active, harmony format
    # only): the same mixture of experts in MXFP4, and it reasons before its verdict as gpt-oss does
    (r"gpt-oss-safeguard-20b", Lineage("gpt-oss-20b", True, "huggingface.co/openai/gpt-oss-safeguard-20b model card "
                                                            "(base_model openai/gpt-oss-20b, finetune)")),
    (r"gpt-oss-safeguard-120b", Lineage("gpt-oss-120b", True, "huggingface.co/openai/gpt-oss-safeguard-120b model card "
                                                              "(base_model openai/gpt-oss-120b, finetune)")),
    # Alibaba-NLP/Tongyi-DeepResearch-30B-A3B config.json: Qwen3MoeForCausalLM, the Qwen3-30B-A3B shape (48 layers,
    # 4 KV heads, 128 experts, 8 active)
    (r"(?:alibaba-nlp-)?tongyi-deep-?research-30b-a3b", Lineage(
        "Qwen3-30B-A3B", True, "Alibaba-NLP/Tongyi-DeepResearch-30B-A3B config.json (Qwen3MoeForCausalLM, the "
                               "Qwen3-30B-A3B shape; from memory, re-check)")),
    # qihoo360/TinyR1-32B-Preview: its model tree's base model is deepseek-ai/DeepSeek-R1-Distill-Qwen-32B (a reasoning
    # fine-tune: it thinks before its answer, as its base does)
    (r"tiny-?r1-32b(?:-preview)?", Lineage("DeepSeek-R1-Distill-Qwen-32B", True,
                                           "huggingface.co/qihoo360/TinyR1-32B-Preview (base_model "
                                           "DeepSeek-R1-Distill-Qwen-32B)")),
    # Skywork/Skywork-OR1-Math-7B model card: base_model deepseek-ai/DeepSeek-R1-Distill-Qwen-7B; the OR1-7B and
    # OR1-32B releases are RL fine-tunes of the 7B and 32B R1 distills
    (r"skywork-or1-math-7b", Lineage("DeepSeek-R1-Distill-Qwen-7B", True, "huggingface.co/Skywork/Skywork-OR1-Math-7B "
                                                                         "(base_model DeepSeek-R1-Distill-Qwen-7B)")),
    (r"skywork-or1-7b(?:-preview)?", Lineage("DeepSeek-R1-Distill-Qwen-7B", True, "Skywork/Skywork-OR1-7B model card "
                                                                                 "(DeepSeek-R1-Distill-Qwen-7B; from memory, "
                                                                                 "re-check)")),
    (r"skywork-or1-32b(?:-preview)?", Lineage("DeepSeek-R1-Distill-Qwen-32B", True, "Skywork/Skywork-OR1-32B model card "
                                                                                   "(DeepSeek-R1-Distill-Qwen-32B; from "
                                                                                   "memory, re-check)")),
)
_TAIL = r"(?:-(?:instruct|chat|hf|base|it|sft|dpo))*"
# (a pattern searched for in the name as written, the lineage): embedders and document VLMs
_SEARCHED: tuple[tuple[str, Lineage], ...] = (
    # an LLM-based embedder whose name carries no base: huggingface.co/nvidia/NV-Embed-v2 config.json
    (r"(?i)nv-embed", Lineage("Mistral-7B", True, "huggingface.co/nvidia/NV-Embed-v2 config.json: text_config "
                                                  "architectures MistralModel, hidden_size 4096, intermediate_size 14336 "
                                                  "(the Mistral-7B-v0.1 body plus a latent-attention pooling layer)",
                              kind=EMBEDDER)),
    # e5-mistral-7b-instruct: its config.json (a verified duplicate of intfloat/e5-mistral-7b-instruct on the Hub,
    # krilecy/e5-mistral-7b-instruct): MistralModel, _name_or_path mistralai/Mistral-7B-v0.1, 32 layers, hidden 4,096,
    # 8 KV heads, vocab 32,000, untied; licence MIT; inputs up to 4,096 tokens (its card; the AI Refinery model catalog
    # page: "supports input sequences up to 4096 tokens", MIT)
    (r"(?i)e5-mistral", Lineage("Mistral-7B", True, "huggingface.co/intfloat/e5-mistral-7b-instruct config.json: "
                                                     "MistralModel from mistralai/Mistral-7B-v0.1, 32 layers, hidden "
                                                     "4096, vocab 32000, untied; MIT; inputs up to 4,096 tokens",
                                kind=EMBEDDER)),
    # Salesforce/SFR-Embedding-Mistral config.json: _name_or_path intfloat/e5-mistral-7b-instruct, MistralModel, hidden
    # 4,096, 32 layers, vocab 32,000 (trained on top of e5-mistral-7b-instruct)
    (r"(?i)sfr-embedding-mistral", Lineage("Mistral-7B", True, "huggingface.co/Salesforce/SFR-Embedding-Mistral "
                                                               "config.json: MistralModel from "
                                                               "intfloat/e5-mistral-7b-instruct, 32 layers, hidden 4096, "
                                                               "vocab 32000", kind=EMBEDDER)),
    # document-OCR VLMs: allenai/olmOCR model cards name the Qwen-VL release each is fine-tuned from
    (r"(?i)(?<![a-z0-9])olmocr[-_ ]?2(?:[-_ ]?7b)?(?:[-_ ]?1025)?(?:[-_ ]?fp8)?(?![a-z0-9])(?!\.\d)",
     Lineage("Qwen2.5-VL-7B", True, "huggingface.co/allenai/olmOCR-2-7B-1025 (base_model Qwen/Qwen2.5-VL-7B-Instruct; "
                                    "pages rendered with their longest side 1288 px)", kind=DOC_VLM, page_side=1288)),
    (r"(?i)(?<![a-z0-9])olmocr[-_ ]?7b[-_ ]?0[78]25(?:[-_ ]?fp8)?(?![a-z0-9])",
     Lineage("Qwen2.5-VL-7B", True, "huggingface.co/allenai/olmOCR-7B-0725 (fine-tuned from Qwen2.5-VL-7B-Instruct; "
                                    "longest side 1288 px)", kind=DOC_VLM, page_side=1288)),
    (r"(?i)(?<![a-z0-9])olmocr[-_ ]?7b[-_ ]?0225(?:[-_ ]?preview)?(?![a-z0-9])",
     Lineage("Qwen2-VL-7B", True, "huggingface.co/allenai/olmOCR-7B-0225-preview (base_model "
                                  "Qwen/Qwen2-VL-7B-Instruct)", kind=DOC_VLM)),
)
_COMPILED = tuple((re.compile(p + _TAIL), row) for p, row in _ROWS) + tuple((re.compile(p), row) for p, row in _SEARCHED)


def _plain(name: str) -> str:
    return re.sub(r"[\s_/]+", "-", name.strip().lower())


def lineage_of(name: str, kind: str = RELEASE) -> Lineage | None:
    """The held base of a release named `name`, of the kind asked ("Meditron-70B" → Llama-2-70B, not
    instruction-tuned; "HuatuoGPT2-13B" → Baichuan2-13B; "NV-Embed-v2" as EMBEDDER → Mistral-7B; "olmOCR-2-7B" as
    DOC_VLM → Qwen2.5-VL-7B), else None. A RELEASE row matches the whole name, a trailing owner ("epfl-llm/meditron-70b")
    dropped; the other kinds' rows are searched for inside the name as written."""
    plain = _plain(name.rsplit("/", 1)[-1]) if kind == RELEASE else ""
    for pat, row in _COMPILED:
        if row.kind == kind and (pat.fullmatch(plain) if kind == RELEASE else pat.search(name)):
            return row
    return None


def named_in(text: str, kind: str) -> Iterator[tuple[re.Match[str], Lineage]]:
    """Each row of the kind (EMBEDDER or DOC_VLM) whose name the text holds, in the table's order, with its match."""
    for pat, row in _COMPILED:
        m = pat.search(text or "") if row.kind == kind else None
        if m is not None:
            yield m, row
