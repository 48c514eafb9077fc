"""The weights licence of a protein encoder the embedding job runs (tools.embedding PROTEIN_ENCODERS), said beside the
plan when it restricts use: ESM C 600M's weights are under the Cambrian Non-Commercial License, so a company's
screening pipeline cannot run them; ESM C 300M (Cambrian Open License, commercial use allowed) and ESM-2 (MIT) can, and
ESM C 600M itself only through the paid SageMaker inference click-through. ESM3-open (esm3-sm-open-v1) is under the
same non-commercial licence ("ESM-3 Open Model (incl weights)"), its commercial use only by agreement with
EvolutionaryScale. Source: github.com/evolutionaryscale/esm
LICENSE.md (read: "Cambrian Open License Agreement | ESM C 300M (incl weights)", "Cambrian Non-Commercial License
Agreement | ESM C 600M (incl weights)", "Cambrian Inference Clickthrough License Agreement | Commercial Inference via
SageMaker for all ESM C models"); ESM-2: github.com/facebookresearch/esm LICENSE (MIT)."""

from __future__ import annotations

from tools.schema import Msg

LICENCE_SOURCE = "github.com/evolutionaryscale/esm LICENSE.md"
# encoder name → (its weights licence, commercial use of the weights allowed)
PROTEIN_LICENCES: dict[str, tuple[str, bool]] = {
    "ESM C 300M": ("Cambrian Open License", True),
    "ESM C 600M": ("Cambrian Non-Commercial License", False),
    "ESM3-open 1.4B": ("Cambrian Non-Commercial License", False),  # LICENSE.md: "ESM-3 Open Model (incl weights)"
}
# the weights whose commercial use the paid SageMaker inference click-through covers ("Commercial Inference via SageMaker
# for all ESM C models"); ESM3's commercial use is a deal with EvolutionaryScale ("For ESM3 commercial use, reach out to
# bd@evolutionaryscale.ai", LICENSE.md)
SAGEMAKER = frozenset({"ESM C 300M", "ESM C 600M"})
# the permissive encoders said in place of a non-commercial one, nearest in quality first (the esm README: "The 300M
# parameter ESM C delivers similar performance to ESM2 650M")
COMMERCIAL_ALTERNATIVES = ("ESM C 300M", "ESM-2 650M")


def protein_licence_line(name: str) -> Msg | None:
    """The ⚠️ line for a protein encoder whose weights forbid commercial use (ESM C 600M), with the permissive
    alternatives; None for a permissive one (ESM C 300M, ESM-2) or any other encoder."""
    held = PROTEIN_LICENCES.get(name)
    if held is None or held[1]:
        return None
    return Msg(code="esm_licence.non_commercial", args={"name": name, "licence": held[0], "source": LICENCE_SOURCE,
                                                       "alternatives": list(COMMERCIAL_ALTERNATIVES),
                                                       "sagemaker": name in SAGEMAKER})
