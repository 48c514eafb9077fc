"""The commonly asked non-LLM models of each kind (OCR, depth, embeddings) held with their published sizes and licences,
and the typical size of a kind an unheld model of that kind is said to be sized as — never a chat LLM in its place.

Rows (each from its model card / config, read with the search tool on 2026-12-05 unless marked):
- GOT-OCR2.0 (stepfun-ai/GOT-OCR2_0): ≈ 0.58 B (arXiv:2409.01704: an 80 M encoder and a 0.5 B Qwen decoder; 1.43 GB
  model.safetensors in BF16). Licence: the Hugging Face tag says apache-2.0, the GitHub README says the data, code and
  checkpoint are for research use only and bound by Vary's licence — the stricter reading applies to a paid product.
- olmOCR-7B (allenai/olmOCR-7B-0825): a Qwen2.5-VL-7B fine-tune, 8 B params on the card (≈ 8.3 B), Apache-2.0; its
  plan is sized on that base (tools.model_lineage's DOC_VLM rows), so only its size is held here.
- dots.ocr (rednote-hilab/dots.ocr): a 1.7 B language model and a 1.2 B vision encoder (≈ 3 B), MIT.
- Marigold (prs-eth/marigold-depth-v1-0 / -v1-1): a Stable Diffusion 2 UNet (≈ 0.87 B, from memory, re-check) run
  several denoising steps × an ensemble per image (v1-0 10 × 10 in the reference demo's defaults; v1-1 4 steps × 1,
  from memory, re-check), so an image is many UNet passes, not one forward pass. v1-0 weights Apache-2.0 ("change
  license to Apache-2.0" on the repo); v1-1's own licence is not checked here and the answer says so.
- Depth Pro (apple/DepthPro): 952 M params, a 2.25-megapixel map in 0.3 s "on a standard GPU" (model card; the paper's
  GPU is a V100, from memory, re-check); licence tag apple-ascl.
- Depth Anything V2 Large 335.3 M (github.com/DepthAnything/Depth-Anything-V2 README; Small Apache-2.0, Base / Large
  CC-BY-NC-4.0, from memory, re-check).
- gte-multilingual-base 305 M (Apache-2.0), jina-embeddings-v3 572 M (CC-BY-NC-4.0), nomic-embed-text-v1.5 137 M
  (Apache-2.0): the model cards (from memory, re-check).
"""

from __future__ import annotations

from statistics import median

from tools.nonllm_jobs import JobFamily

AS_OF = "2026-12-05"
GOT_SRC = ("huggingface.co/stepfun-ai/GOT-OCR2_0 (License: apache-2.0 tag) and github.com/Ucas-HaoranWei/GOT-OCR2.0 "
           "README (\"licensed for research use only … restricted to use that follow the license agreement of Vary\")")

# name: (kind, parameters, source) — the kinds' typical sizes are the median of their rows
KIND_PARAMS: dict[str, tuple[str, float, str]] = {
    "GOT-OCR2.0": ("ocr", 0.58e9, "arXiv:2409.01704; huggingface.co/stepfun-ai/GOT-OCR2_0 (1.43 GB BF16 safetensors)"),
    "olmOCR-7B": ("ocr", 8.3e9, "huggingface.co/allenai/olmOCR-7B-0825 (Qwen2.5-VL-7B fine-tune, 8B params)"),
    "dots.ocr": ("ocr", 2.9e9, "huggingface.co/rednote-hilab/dots.ocr (1.7B LLM + 1.2B vision encoder)"),
    "Marigold": ("depth", 0.87e9, "SD2 UNet (from memory, re-check); huggingface.co/prs-eth/marigold-depth-v1-0"),
    "Depth Pro": ("depth", 0.952e9, "huggingface.co/apple/DepthPro (952M parameters)"),
    "Depth Anything V2 Large": ("depth", 0.3353e9, "github.com/DepthAnything/Depth-Anything-V2 README"),
    "gte-multilingual-base": ("embedding", 0.305e9, "huggingface.co/Alibaba-NLP/gte-multilingual-base (from memory, re-check)"),
    "jina-embeddings-v3": ("embedding", 0.572e9, "huggingface.co/jinaai/jina-embeddings-v3 (from memory, re-check)"),
    "nomic-embed-text-v1.5": ("embedding", 0.137e9, "huggingface.co/nomic-ai/nomic-embed-text-v1.5 (from memory, re-check)"),
}


def typical_params(kind: str) -> float | None:
    """The typical size of a `kind` an unheld model of it is sized as: the median of the held rows of that kind
    (OCR: median(0.58, 2.9, 8.3) B = 2.9 B; depth: median(0.335, 0.87, 0.952) B = 0.87 B); None for a kind with none."""
    sizes = [p for k, p, _ in KIND_PARAMS.values() if k == kind]
    return median(sizes) if sizes else None


def typical_billions(kind: str) -> float:
    """typical_params in billions (0.0 for a kind with no held row): OCR 2.9, depth 0.87."""
    return (typical_params(kind) or 0.0) / 1e9


def params_of(name: str) -> float | None:
    """A held row's published parameters by its name (case-insensitive), else None."""
    return next((p for n, (_, p, _) in KIND_PARAMS.items() if n.lower() == (name or "").lower()), None)


KIND_JOBS: tuple[JobFamily, ...] = (
    JobFamily("got-ocr2", "GOT-OCR2.0", r"(?i)(?<![a-z])got[\s_-]?ocr[\s_-]?2(?:[._]0)?", "ocrvlm", "image", "optional", "L4",
              "apache-2.0 on the Hugging Face tag, but research use only under Vary's licence in the GitHub README — the "
              "stricter reading applies to a paid product", GOT_SRC, False, alternative="PP-OCR (PaddleOCR) / dots.ocr",
              alternative_licence="Apache-2.0 / MIT", min_gb=1.5),
    JobFamily("dotsocr", "dots.ocr", r"(?i)(?<![a-z])dots[\s._-]?ocr", "ocrvlm", "image", "yes", "L4", "MIT",
              "huggingface.co/rednote-hilab/dots.ocr (License: mit)", True, min_gb=6),
    JobFamily("marigold", "Marigold", r"(?i)(?<![a-z])marigold", "depthdiff", "image", "yes", "L40S",
              "Apache-2.0 (v1-0; v1-1's own licence not checked here)", "huggingface.co/prs-eth/marigold-depth-v1-0 "
              "LICENSE.txt (\"change license to Apache-2.0\")", True),
    JobFamily("depthpro", "Depth Pro", r"(?i)(?<![a-z])depth[\s_-]?pro(?![a-z])", "depth", "image", "yes", "RTX 4090",
              "apple-ascl (Apple Sample Code License)", "huggingface.co/apple/DepthPro (license: apple-ascl)", True,
              seconds_each=0.3, measured_on="V100", figure_source="huggingface.co/apple/DepthPro model card (2.25 MP "
              "in 0.3 s on a standard GPU; the paper's V100, from memory, re-check)"),
)

# OCR families the vision path sizes on their VLM base (olmOCR: a Qwen2.5-VL-7B fine-tune, tools.model_lineage)
SIZED_ON_BASE: tuple[str, ...] = ("olmocr",)

# a kind an unheld model is sized as: (task words, unit, GPU need, pilot card)
UNHELD_AS: dict[str, tuple[str, str, str, str]] = {"ocr": ("ocrunheld", "image", "optional", "L4")}


def unheld_of_kind(name: str, kind: str) -> JobFamily | None:
    """An unheld model said with its kind (an OCR model whose name carries "OCR"): a provisional family of that kind,
    its licence to be read and its time taken on a pilot (the answer names the kind's typical size); None for a family
    the vision path sizes on its base (SIZED_ON_BASE) or a kind with no default."""
    d = UNHELD_AS.get(kind)
    if d is None or (name or "").lower().startswith(SIZED_ON_BASE):
        return None
    task, unit, gpu, card = d
    return JobFamily("unheld", name, "", task, unit, gpu, card, "", "", True, licence_held=False)
