"""Which query languages a two-tower image-search model's text tower reads, and the models that read the others.

A text-to-image search embeds the user's typed query with the model's TEXT tower; a tower trained on English captions
maps a Chinese or Japanese query to noise, however good its image tower. Sources (model cards):
- OpenAI CLIP ViT-B/32 … L/14@336 (huggingface.co/openai/clip-vit-large-patch14 model card: trained on English
  image-text pairs) and the OpenCLIP LAION-2B checkpoints of ViT-H/14 and bigG/14 (huggingface.co/laion/
  CLIP-ViT-L-14-laion2B-s32B-b82K model card: "trained with the LAION-2B English subset of LAION-5B"): English.
- SigLIP ViT-B/16 and So400m/14 (huggingface.co/google/siglip-so400m-patch14-384: the English WebLI checkpoints; the
  multilingual one is google/siglip-base-patch16-256-multilingual, Zhai et al. 2023 arXiv:2303.15343): English.
- Chinese-CLIP (github.com/OFA-Sys/Chinese-CLIP: trained on ≈ 200 M Chinese image-text pairs): Chinese.
- jina-clip-v2 (huggingface.co/jinaai/jina-clip-v2 model card: multilingual text encoder, 89 languages;
  CC BY-NC 4.0): many languages.
The models named for a language the tower does not read: Chinese-CLIP (Chinese), SigLIP 2 (huggingface.co/google/
siglip2-so400m-patch14-384, Tschannen et al. 2025 arXiv:2502.14786: trained on multilingual WebLI, Apache-2.0), and a
multilingual CLIP (huggingface.co/laion/CLIP-ViT-H-14-frozen-xlm-roberta-large-laion5B-s13B-b90k: an XLM-RoBERTa text
tower on LAION-5B's many languages, MIT).
"""

from __future__ import annotations

from tools.schema import Msg

ENGLISH_ONLY = frozenset({"clip-b32", "clip-b16", "clip-l14", "clip-l14-336", "clip-h14", "clip-bigg14", "siglip-b16",
                          "siglip-so400m"})
# the languages a tower reads beyond English ("*": many, its card lists them)
READS: dict[str, frozenset[str]] = {"cn-clip-l14": frozenset({"zh"}), "jina-clip-v2": frozenset({"*"})}
# the models named for a query language, first the one made for it
FOR_LANGUAGE: dict[str, tuple[str, ...]] = {
    "zh": ("Chinese-CLIP (OFA-Sys/chinese-clip-vit-large-patch14, MIT)", "SigLIP 2 (google/siglip2-so400m-patch14-384)",
           "multilingual CLIP (laion/CLIP-ViT-H-14-frozen-xlm-roberta-large-laion5B-s13B-b90k)"),
}
ANY_LANGUAGE = ("SigLIP 2 (google/siglip2-so400m-patch14-384)",
                "multilingual CLIP (laion/CLIP-ViT-H-14-frozen-xlm-roberta-large-laion5B-s13B-b90k)")


def reads_language(job_key: str, lang: str) -> bool | None:
    """Whether the model's text tower reads queries in `lang` (an ISO 639-1 code: zh, ja, ko, es …); None when the
    model is no two-tower search model held here. CLIP ViT-L/14 reads "en" and not "zh"; Chinese-CLIP reads "zh"."""
    if lang == "en":
        return True if job_key in ENGLISH_ONLY or job_key in READS else None
    if job_key in ENGLISH_ONLY:
        return False
    langs = READS.get(job_key)
    return None if langs is None else ("*" in langs or lang in langs)


def text_tower_warning(job_key: str, name: str, lang: str | None) -> Msg | None:
    """A ⚠️ when the users search in `lang` with typed text and the model's text tower reads only English
    (reads_language is False): the models that read it (FOR_LANGUAGE, else ANY_LANGUAGE). None otherwise.
    By hand: OpenCLIP ViT-H/14 (LAION-2B English) searched in Japanese → SigLIP 2 or a multilingual CLIP."""
    if not lang or reads_language(job_key, lang) is not False:
        return None
    return Msg(code="clip_text_language.english_only", args={"name": name, "lang": lang,
                                                              "models": list(FOR_LANGUAGE.get(lang, ANY_LANGUAGE))})
