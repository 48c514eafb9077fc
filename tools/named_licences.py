"""The licence of a named non-LLM model (a detector, a background remover, a speech translator) that the catalog's
registry rows do not hold, against the use the conversation shows.

The rows are catalog/data/licences.json (tools.licence.licence_table, the one licence table). Each row was read from
the model's own card or LICENSE file on `as_of` (the `source` column); a model whose licence
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
- MinerU (OpenDataLab's PDF parser): from mineru-3.1.0 (April 2026) the MinerU Open Source License,
  github.com/opendatalab/MinerU/blob/master/LICENSE.md: Apache-2.0 with added terms, business use allowed without a
  separate licence until the user with its affiliates passes 100 M monthly active users or US$20 M monthly revenue, and
  an online service built on it must say prominently that it uses MinerU; releases up to 3.0.x were AGPL-3.0. A
  `threshold` row: one line under a business use or an unknown one (info, it permits the use), none for a
  non-commercial one.
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

from tools.licence import NamedLicence, licence_table
from tools.schema import Check, Msg

__all__ = ["NAMED_LICENCES", "NamedLicence", "named_licence_check", "named_licences"]


# the rows live in catalog/data/licences.json (tools.licence.licence_table, the one table); NamedLicence is re-exported
NAMED_LICENCES: tuple[NamedLicence, ...] = tuple(lic for lic in licence_table() if lic.pattern)


def named_licences(text: str) -> list[NamedLicence]:
    """The table's models the text names, in the table's order, once each."""
    return [lic for lic in NAMED_LICENCES if re.search(lic.pattern, text or "")]


def named_licence_check(lic: NamedLicence, commercial_use: bool | None) -> Check | None:
    """The line an answer about a named model adds: under a business use (a company's product, customers, e-commerce,
    selling devices) a warning naming the way out (the licensor's paid licence, or the permissive model of the same
    kind); with the use unknown one neutral line; nothing when the use is stated non-commercial."""
    # a territory binds every use; a threshold row permits business use but says its caps and duties
    if lic.commercial and lic.kind != "threshold" or commercial_use is False and lic.kind != "territory":
        return None
    args = {"model": lic.model, "licence": lic.licence, "source": lic.source, "way_out": lic.way_out,
            "alt": lic.alternative, "alt_licence": lic.alternative_licence, "alt_source": lic.alternative_source,
            "cap_m": lic.revenue_cap / 1e6, "mau_m": lic.mau_cap / 1e6, "month_m": lic.monthly_revenue_cap / 1e6,
            "mau_yi": lic.mau_cap / 1e8, "month_wan": lic.monthly_revenue_cap / 1e4,
            "since": lic.since_version, "older": lic.older_licence}
    code = _CODES[(lic.kind, bool(commercial_use))]
    # a region where no use is licensed can decide the job; a threshold row's line is information
    warn = commercial_use and lic.kind != "threshold" or lic.kind == "territory"
    return Check(level="warning" if warn else "info", topic="licence", message=Msg(code=code, args=args))


_CODES = {("copyleft", True): "licence.named_copyleft", ("copyleft", False): "licence.named_copyleft_unknown",
          ("non_commercial", True): "licence.named_non_commercial",
          ("non_commercial", False): "licence.named_non_commercial_unknown",
          ("territory", True): "licence.named_territory", ("territory", False): "licence.named_territory",
          ("revenue", True): "licence.named_revenue", ("revenue", False): "licence.named_revenue",
          ("threshold", True): "licence.named_threshold", ("threshold", False): "licence.named_threshold"}
