"""The licence of a named non-LLM model (a detector, a background remover, a speech translator) that the catalog's
registry rows do not hold, against the use the conversation shows.

Each row was read from the model's own card or LICENSE file on `as_of` (the `source` column); a model whose licence
could not be checked there is left out rather than guessed:

- Ultralytics YOLO11 and YOLOv8 (code and weights): AGPL-3.0, github.com/ultralytics/ultralytics (LICENSE and the
  README's "License" section: the Ultralytics Enterprise License is for commercial products that do not meet the
  AGPL-3.0's open-source terms). A closed-source device or service built on them must publish its source or buy that
  licence. RT-DETR / RT-DETRv2 (github.com/lyuwenyu/RT-DETR, Apache-2.0) is a real-time detector of the same kind.
- BRIA RMBG-2.0: CC BY-NC 4.0, huggingface.co/briaai/RMBG-2.0 ("Commercial use is subject to a commercial agreement
  with BRIA"); RMBG-1.4: the bria-rmbg-1.4 licence, non-commercial on the same terms (huggingface.co/briaai/RMBG-1.4).
  BiRefNet (github.com/ZhengPeng7/BiRefNet, MIT; RMBG-2.0 is built on its architecture) does the same job.
- Meta SeamlessStreaming and SeamlessM4T (v1, v2): CC BY-NC 4.0, huggingface.co/facebook/seamless-streaming and
  huggingface.co/facebook/seamless-m4t-v2-large; NLLB-200: CC BY-NC 4.0, huggingface.co/facebook/nllb-200-distilled-600M.
  The permissive way is a chain: Whisper (MIT, github.com/openai/whisper LICENSE) for speech recognition, then an
  Apache-2.0 LLM (Qwen3, huggingface.co/Qwen/Qwen3-8B) translating the text; for NLLB's text translation, MADLAD-400
  MT (Apache-2.0, huggingface.co/google/madlad400-3b-mt; a dedicated MT model of the same kind, tools.mt_models).
- Cohere Aya Expanse 8B and 32B (LLMs the registry holds no row for): CC BY-NC 4.0 with the C4AI Acceptable Use
  Policy, huggingface.co/CohereForAI/aya-expanse-32b (and -8b) model card metadata `license: cc-by-nc-4.0`. The
  permissive multilingual LLM of the same size is Qwen3-32B / Qwen3-8B (Apache-2.0, huggingface.co/Qwen/Qwen3-32B).
- Depth-Anything-V2 Base, Large and Giant: CC BY-NC 4.0; Small (24.8 M parameters) is Apache-2.0
  (github.com/DepthAnything/Depth-Anything-V2, README "LICENSE": "Depth-Anything-V2-Small model is under the Apache-2.0
  license. Depth-Anything-V2-Base/Large/Giant models are under the CC-BY-NC-4.0 license").
- AlphaFold 3 model parameters: the AlphaFold 3 Model Parameters Terms of Use, free "for certain non-commercial uses"
  only, weights received directly from Google on request; the Prohibited Use Policy forbids use "on behalf of a
  commercial organization or in connection with any commercial activities"
  (github.com/google-deepmind/alphafold3/blob/main/WEIGHTS_TERMS_OF_USE.md). No alternative is named here: a
  permissive structure model's licence was not checked.
- FLUX.1 [dev], FLUX.1 Krea [dev] and FLUX.1 Kontext [dev] (Black Forest Labs): the FLUX.1 [dev] Non-Commercial
  License, "freely available for your non-commercial and non-production use"
  (huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md; the Krea and Kontext model cards'
  `license_name: flux-1-dev-non-commercial-license`); Black Forest Labs sells commercial licences for [dev]
  (tools/media.FLUX_DEV_LICENCE). FLUX.1 [schnell] is Apache-2.0 (huggingface.co/black-forest-labs/FLUX.1-schnell).
  Kontext [dev] is an image-EDITING model, which [schnell] cannot replace: its row cites its own LICENSE.md and names
  Qwen-Image-Edit (Apache-2.0, huggingface.co/Qwen/Qwen-Image-Edit), as tools/media.KONTEXT_LICENCE does.
  Said here too, so a reply that sizes nothing (no priced card holds it) still says it.
- MinerU (OpenDataLab's PDF parser, code): AGPL-3.0, github.com/opendatalab/MinerU/blob/master/LICENSE; a service
  offered over a network must give its users the source. Docling (MIT, github.com/docling-project/docling; its
  technical report arXiv 2408.09869 says "MIT-licensed") parses PDFs the same way.
- Mistral AI Ministral-8B-Instruct-2410 (an LLM the registry holds no row for): the Mistral AI Research License
  (MRL-0.1, mistral.ai/licenses/MRL-0.1.md), huggingface.co/mistralai/Ministral-8B-Instruct-2410 (gate: "I understand
  that I can only use the model, any derivative versions and their outputs for non-commercial research purposes");
  any other use needs a licence from Mistral AI. Qwen3-8B (Apache-2.0, huggingface.co/Qwen/Qwen3-8B) is the same size.
  "Ministral-3-8B" (a later, differently licensed series) is not matched.
- Cohere Command A (c4ai-command-a-03-2025, 111 B), Command R+ (c4ai-command-r-plus, 104 B) and Command R
  (c4ai-command-r-v01 / -08-2024, 35 B): "License: CC-BY-NC, requires also adhering to C4AI's Acceptable Use Policy"
  (their model cards, huggingface.co/CohereForAI/…; `license: cc-by-nc-4.0`). Command A+ (command-a-plus-05-2026,
  Apache-2.0) is not matched. The permissive LLM named beside them is Qwen3-32B (Apache-2.0,
  huggingface.co/Qwen/Qwen3-32B).
- Jina AI jina-clip-v2 and jina-embeddings-v3: `License: cc-by-nc-4.0` on huggingface.co/jinaai/jina-clip-v2 and
  huggingface.co/jinaai/jina-embeddings-v3; a business use needs Jina AI's commercial licence. No alternative named
  here (none checked).
- Tencent HunyuanImage-2.1: the Tencent Hunyuan Community License (huggingface.co/tencent/HunyuanImage-2.1, LICENSE:
  "THIS LICENSE AGREEMENT DOES NOT APPLY IN THE EUROPEAN UNION, UNITED KINGDOM AND SOUTH KOREA"; "Territory" is the
  world excluding them): a `territory` row, said whatever the use (no use there is licensed). Tencent Hunyuan-MT-7B
  and Hunyuan-MT-Chimera-7B (translation LLMs the registry holds no row for): the same licence, its License.txt
  ("Tencent Hunyuan-MT Release Date: September 1, 2025"; "THIS LICENSE AGREEMENT DOES NOT APPLY IN THE EUROPEAN UNION,
  UNITED KINGDOM AND SOUTH KOREA"), huggingface.co/tencent/Hunyuan-MT-7B.

- Lightricks LTX-Video 0.9.6 and later (the 13B and 2B 0.9.7 / 0.9.8 checkpoints): the LTXV Open Weights License 0.X
  (huggingface.co/Lightricks/LTX-Video/blob/main/LTX-Video-Open-Weights-License-0.X.txt): free, commercial use
  included, for an entity under US$10 M annual revenue; at or above it a paid licence from Lightricks; its
  Attachment A restricts uses (content it makes must be disclosed as machine-made). A `revenue` row: said under any
  business use, whatever the size the message gives.

Never a filter: the sizing (or the "not sized here" reply) stands, and the line says the licence beside it.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from tools.schema import Check, Msg


class NamedLicence(BaseModel):
    """One named model's licence: `copyleft` (AGPL: business use is allowed only with the product's own source
    published) or `non_commercial` (no business use without the licensor's paid agreement)."""

    model_config = ConfigDict(frozen=True)

    model: str
    pattern: str
    licence: str
    kind: Literal["copyleft", "non_commercial", "territory", "revenue"]
    commercial: bool  # a closed-source business product may use it as released
    source: str
    as_of: str
    way_out: str  # the licensor's paid licence (an id the messages word), or "" where none is offered
    alternative: str  # a model's name, or an id the messages word ("whisper_chain", "llm_translate")
    alternative_licence: str
    alternative_source: str
    revenue_cap: float = 0.0  # a `revenue` row: the annual revenue (USD) under which the weights are free


_YOLO: dict[str, Any] = dict(licence="AGPL-3.0", kind="copyleft", commercial=False,
             source="github.com/ultralytics/ultralytics/blob/main/LICENSE", as_of="2026-12-04",
             way_out="ultralytics_enterprise", alternative="RT-DETR / RT-DETRv2",
             alternative_licence="Apache-2.0", alternative_source="github.com/lyuwenyu/RT-DETR")
_BRIA: dict[str, Any] = dict(kind="non_commercial", commercial=False, as_of="2026-12-04",
             way_out="bria_agreement", alternative="BiRefNet", alternative_licence="MIT",
             alternative_source="github.com/ZhengPeng7/BiRefNet")
_META: dict[str, Any] = dict(licence="CC BY-NC 4.0", kind="non_commercial", commercial=False, as_of="2026-12-04", way_out="",
             alternative="whisper_chain",
             alternative_licence="MIT / Apache-2.0", alternative_source="github.com/openai/whisper")

_AYA: dict[str, Any] = dict(licence="CC BY-NC 4.0", kind="non_commercial", commercial=False, as_of="2026-12-04",
            way_out="", alternative_licence="Apache-2.0")
_COHERE: dict[str, Any] = dict(licence="CC BY-NC 4.0", kind="non_commercial",
               commercial=False, as_of="2026-12-04", way_out="cohere_licence", alternative="Qwen3-32B",
               alternative_licence="Apache-2.0", alternative_source="huggingface.co/Qwen/Qwen3-32B")
_JINA: dict[str, Any] = dict(licence="CC BY-NC 4.0", kind="non_commercial", commercial=False, as_of="2026-12-04",
             way_out="jina_licence", alternative="", alternative_licence="", alternative_source="")
_FLUX: dict[str, Any] = dict(licence="FLUX.1 [dev] Non-Commercial License", kind="non_commercial", commercial=False,
             source="huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md", as_of="2026-12-04",
             way_out="bfl_licence", alternative="FLUX.1 [schnell]", alternative_licence="Apache-2.0",
             alternative_source="huggingface.co/black-forest-labs/FLUX.1-schnell")
_DEPTH: dict[str, Any] = dict(licence="CC BY-NC 4.0", kind="non_commercial", commercial=False, as_of="2026-12-04",
              source="github.com/DepthAnything/Depth-Anything-V2 (README, LICENSE section)", way_out="",
              alternative="Depth-Anything-V2-Small", alternative_licence="Apache-2.0",
              alternative_source="huggingface.co/depth-anything/Depth-Anything-V2-Small")

# a version's digits end these names (yolo11m, YOLOv8n, RMBG-2.0, SeamlessM4T-v2): a version, never a size
NAMED_LICENCES: tuple[NamedLicence, ...] = (
    NamedLicence(model="Ultralytics YOLO11", pattern=r"(?i)(?<![a-z0-9])yolo[-_ ]?(?:v)?11[nslmx]?(?![a-z0-9])",
                 **_YOLO),
    NamedLicence(model="Ultralytics YOLOv8", pattern=r"(?i)(?<![a-z0-9])yolo[-_ ]?v?8[nslmx]?(?![a-z0-9])",
                 **_YOLO),
    NamedLicence(model="BRIA RMBG-2.0", pattern=r"(?i)(?<![a-z0-9])(?:bria[-_ ]?)?rmbg[-_ ]?(?:v)?2(?:\.0)?(?![0-9])",
                 licence="CC BY-NC 4.0", source="huggingface.co/briaai/RMBG-2.0", **_BRIA),
    NamedLicence(model="BRIA RMBG-1.4", pattern=r"(?i)(?<![a-z0-9])(?:bria[-_ ]?)?rmbg[-_ ]?(?:v)?1\.4(?![0-9])",
                 licence="bria-rmbg-1.4 licence (non-commercial)", source="huggingface.co/briaai/RMBG-1.4",
                 **_BRIA),
    NamedLicence(model="SeamlessStreaming", pattern=r"(?i)(?<![a-z0-9])seamless[-_ ]?streaming(?![a-z0-9])",
                 source="huggingface.co/facebook/seamless-streaming", **_META),
    NamedLicence(model="SeamlessM4T", pattern=r"(?i)(?<![a-z0-9])seamless[-_ ]?m4t(?:[-_ ]?v?2)?(?![a-z0-9])",
                 source="huggingface.co/facebook/seamless-m4t-v2-large", **_META),
    NamedLicence(model="NLLB-200", pattern=r"(?i)(?<![a-z0-9])nllb(?:[-_ ]?200)?(?![a-z0-9])",
                 source="huggingface.co/facebook/nllb-200-distilled-600M",
                 **{**_META, "alternative": "MADLAD-400-3B-mt", "alternative_licence": "Apache-2.0",
                    "alternative_source": "huggingface.co/google/madlad400-3b-mt"}),
    NamedLicence(model="Aya Expanse 32B", pattern=r"(?i)(?<![a-z0-9])aya[-_ ]?expanse[-_ ]?32b?(?![0-9])",
                 source="huggingface.co/CohereForAI/aya-expanse-32b", alternative="Qwen3-32B",
                 alternative_source="huggingface.co/Qwen/Qwen3-32B", **_AYA),
    NamedLicence(model="Aya Expanse 8B", pattern=r"(?i)(?<![a-z0-9])aya[-_ ]?expanse[-_ ]?8b?(?![0-9])",
                 source="huggingface.co/CohereForAI/aya-expanse-8b", alternative="Qwen3-8B",
                 alternative_source="huggingface.co/Qwen/Qwen3-8B", **_AYA),
    NamedLicence(model="Depth-Anything-V2 (Base / Large / Giant)",
                 pattern=(r"(?i)(?<![a-z0-9])depth[-_ ]?anything[-_ ]?v?2[-_ ]?(?:base|large|giant|vit[blg]|[blg])"
                          r"(?![a-z0-9])"), **_DEPTH),
    NamedLicence(model="AlphaFold 3", pattern=r"(?i)(?<![a-z0-9])(?:alpha[-_ ]?fold[-_ ]?3|af3)(?![a-z0-9])",
                 licence="AlphaFold 3 Model Parameters Terms of Use", kind="non_commercial", commercial=False,
                 source="github.com/google-deepmind/alphafold3/blob/main/WEIGHTS_TERMS_OF_USE.md", as_of="2026-12-04",
                 way_out="", alternative="", alternative_licence="", alternative_source=""),
    NamedLicence(model="FLUX.1-Krea-dev", pattern=r"(?i)(?<![a-z0-9])flux(?:\.?1)?[-_ ]?krea(?:[-_ ]?\[?dev\]?)?(?![a-z0-9])",
                 **_FLUX),
    NamedLicence(model="FLUX.1-Kontext-dev",
                 pattern=r"(?i)(?<![a-z0-9])flux(?:\.?1)?[-_ ]?kontext[-_ ]?\[?dev\]?(?![a-z0-9])",
                 **{**_FLUX, "source": "huggingface.co/black-forest-labs/FLUX.1-Kontext-dev/blob/main/LICENSE.md",
                    "alternative": "Qwen-Image-Edit", "alternative_source": "huggingface.co/Qwen/Qwen-Image-Edit"}),
    NamedLicence(model="FLUX.1-dev", pattern=r"(?i)(?<![a-z0-9])flux(?:\.?1)?[-_ ]?\[?dev\]?(?![a-z0-9])", **_FLUX),
    NamedLicence(model="Ministral-8B-Instruct-2410",
                 pattern=r"(?i)(?<![a-z0-9])ministral[-_ ]?8b(?![a-z0-9])",
                 licence="Mistral AI Research License (MRL-0.1)", kind="non_commercial", commercial=False,
                 source="huggingface.co/mistralai/Ministral-8B-Instruct-2410", as_of="2026-12-04",
                 way_out="mistral_licence", alternative="Qwen3-8B", alternative_licence="Apache-2.0",
                 alternative_source="huggingface.co/Qwen/Qwen3-8B"),
    NamedLicence(model="Command A", pattern=(r"(?<![A-Za-z0-9])(?:(?i:c4ai[-_ ]?command[-_ ]?a)|(?i:command)[-_]a"
                                             r"|Command A)(?![A-Za-z0-9+]|[-_ ]?(?i:plus))"),
                 source="huggingface.co/CohereForAI/c4ai-command-a-03-2025", **_COHERE),
    NamedLicence(model="Command R+", pattern=r"(?i)(?<![a-z0-9])(?:c4ai[-_ ]?)?command[-_ ]?r(?:\+|[-_ ]?plus)",
                 source="huggingface.co/CohereForAI/c4ai-command-r-plus", **_COHERE),
    NamedLicence(model="Command R", pattern=(r"(?<![A-Za-z0-9])(?:(?i:c4ai[-_ ]?command[-_ ]?r)|(?i:command)[-_]r"
                                             r"|Command R)(?![A-Za-z0-9+]|[-_ ]?(?i:plus))"),
                 source="huggingface.co/CohereForAI/c4ai-command-r-v01", **_COHERE),
    NamedLicence(model="jina-clip-v2", pattern=r"(?i)(?<![a-z0-9])jina[-_ ]?clip[-_ ]?v2(?![a-z0-9])",
                 source="huggingface.co/jinaai/jina-clip-v2", **_JINA),
    NamedLicence(model="jina-embeddings-v3", pattern=r"(?i)(?<![a-z0-9])jina[-_ ]?embeddings?[-_ ]?v3(?![a-z0-9])",
                 source="huggingface.co/jinaai/jina-embeddings-v3", **_JINA),
    NamedLicence(model="HunyuanImage-2.1", pattern=r"(?i)(?<![a-z0-9])hunyuan[-_ ]?image[-_ ]?(?:v)?2\.1(?![0-9])",
                 licence="Tencent Hunyuan Community License", kind="territory", commercial=False,
                 source="huggingface.co/tencent/HunyuanImage-2.1/blob/main/LICENSE", as_of="2026-12-04", way_out="",
                 alternative="", alternative_licence="", alternative_source=""),
    NamedLicence(model="Hunyuan-MT-7B",
                 pattern=r"(?i)(?<![a-z0-9])hunyuan[-_ ]?mt(?:[-_ ]?chimera)?(?:[-_ ]?7\s*b)?(?![a-z0-9])",
                 licence="Tencent Hunyuan Community License", kind="territory", commercial=False,
                 source="huggingface.co/tencent/Hunyuan-MT-7B/blob/main/License.txt", as_of="2026-12-04", way_out="",
                 alternative="", alternative_licence="", alternative_source=""),
    NamedLicence(model="LTX-Video", pattern=r"(?i)(?<![a-z0-9])ltx[-_ ]?(?:video|v)(?![a-z])",
                 licence="LTXV Open Weights License 0.X", kind="revenue", commercial=False,
                 source="huggingface.co/Lightricks/LTX-Video/blob/main/LTX-Video-Open-Weights-License-0.X.txt",
                 as_of="2026-12-04", way_out="", alternative="Wan2.1-T2V-14B", alternative_licence="Apache-2.0",
                 alternative_source="huggingface.co/Wan-AI/Wan2.1-T2V-14B", revenue_cap=10e6),
    NamedLicence(model="MinerU", pattern=r"(?i)(?<![a-z0-9])mineru(?:[-_ ]?\d+(?:\.\d+)?)?(?![a-z])",
                 licence="AGPL-3.0", kind="copyleft", commercial=False,
                 source="github.com/opendatalab/MinerU/blob/master/LICENSE", as_of="2026-12-04", way_out="",
                 alternative="Docling", alternative_licence="MIT",
                 alternative_source="github.com/docling-project/docling"),
)


def named_licences(text: str) -> list[NamedLicence]:
    """The table's models the text names, in the table's order, once each."""
    return [lic for lic in NAMED_LICENCES if re.search(lic.pattern, text or "")]


def named_licence_check(lic: NamedLicence, commercial_use: bool | None) -> Check | None:
    """The line an answer about a named model adds: under a business use (a company's product, customers, e-commerce,
    selling devices) a warning naming the way out (the licensor's paid licence, or the permissive model of the same
    kind); with the use unknown one neutral line; nothing when the use is stated non-commercial."""
    if lic.commercial or commercial_use is False and lic.kind != "territory":  # a territory binds every use
        return None
    args = {"model": lic.model, "licence": lic.licence, "source": lic.source, "way_out": lic.way_out,
            "alt": lic.alternative, "alt_licence": lic.alternative_licence, "alt_source": lic.alternative_source,
            "cap_m": lic.revenue_cap / 1e6}
    code = _CODES[(lic.kind, bool(commercial_use))]
    warn = commercial_use or lic.kind == "territory"  # a region where no use is licensed can decide the job
    return Check(level="warning" if warn else "info", topic="licence", message=Msg(code=code, args=args))


_CODES = {("copyleft", True): "licence.named_copyleft", ("copyleft", False): "licence.named_copyleft_unknown",
          ("non_commercial", True): "licence.named_non_commercial",
          ("non_commercial", False): "licence.named_non_commercial_unknown",
          ("territory", True): "licence.named_territory", ("territory", False): "licence.named_territory",
          ("revenue", True): "licence.named_revenue", ("revenue", False): "licence.named_revenue"}
