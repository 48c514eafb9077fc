"""What a machine's name says beside its card, so a buyer can trust the row: the card the listing's own id names when
the catalog holds another for it, and an Arm host.

- A listing id that names a card ("latitude__8xL40_48GB__128__1536", "8x_L40_SECURE", "1xA100_80GB") must agree with
  the row's card: L40 (181 TFLOPS dense BF16) and L40S (362) are two cards, as are A100 40 GB / 80 GB and H100 PCIe /
  SXM / NVL (catalog/data/gpus.csv). The one kind of row allowed to differ is a broker's resale whose seller's own
  product names the card (catalog/refresh.py SELLER_PRODUCTS: Prime Intellect's "L40" resale of Latitude.sh's
  `g3-l40s-large`, sold by Shadeform as `latitude_L40Sx8` with GpuInfo "L40S", same 128 vCPU / 1,536 GB / 6.97/h);
  such a row says so beside its card ("the id says L40"), never silently.
- An Arm host (cpu_arch aarch64 in the catalog): AWS g5g is Graviton2 with NVIDIA T4G cards (aws.amazon.com/ec2/
  instance-types/g5g: "AWS Graviton2 processors and NVIDIA T4G Tensor Core GPUs"), shown as T4G (its figures are the
  T4's, the same Turing TU104 part: the catalog's T4 spec); GH200 / GB200 / GB300 carry an NVIDIA Grace CPU. CUDA runs
  on aarch64; x86-only wheels and images do not (tools.compat.host_arch_check says what to check).
"""

from __future__ import annotations

import re

from tools.compat import GRACE_GPUS

# (pattern on the lower-cased instance id, the card it names, the catalog card names that agree with it)
ID_CARDS: tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...] = (
    (re.compile(r"l40s"), "L40S", ("L40S",)),
    (re.compile(r"l40(?!s)"), "L40", ("L40",)),
    (re.compile(r"a100[^a-z0-9]{0,2}80|a100[-_]?sxm4?[-_]?80"), "A100 80GB", ("A100 80GB SXM", "A100 80GB PCIe")),
    (re.compile(r"a100[^a-z0-9]{0,2}40(?!\d)"), "A100 40GB", ("A100 40GB SXM", "A100 40GB PCIe")),
    (re.compile(r"h100[^a-z0-9]{0,2}pcie"), "H100 PCIe", ("H100 PCIe",)),
    (re.compile(r"h100[^a-z0-9]{0,2}sxm"), "H100 SXM", ("H100 SXM",)),
    (re.compile(r"h100[^a-z0-9]{0,2}nvl"), "H100 NVL", ("H100 NVL",)),
    (re.compile(r"(?<!g)h200"), "H200", ("H200 SXM", "H200 NVL")),
    (re.compile(r"gh200"), "GH200", ("GH200 (96GB HBM3)", "GH200 (144GB HBM3e)")),
    (re.compile(r"rtx[-_ ]?4090|(?<!\d)4090"), "RTX 4090", ("RTX 4090",)),
    (re.compile(r"t4g"), "T4G", ("T4",)),
)

# AWS's Arm GPU family: Graviton2 hosts with T4G cards (aws.amazon.com/ec2/instance-types/g5g)
GRAVITON_IDS = re.compile(r"^g5g\.")


def id_cards(instance: str) -> list[tuple[str, tuple[str, ...]]]:
    """The cards an instance id names, each with the catalog names that agree with it (none for an id that names no
    card: "g6e.xlarge", "gpu_1x_a10")."""
    key = instance.strip().strip("`").lower()
    return [(named, ok) for rx, named, ok in ID_CARDS if rx.search(key)]


def id_says_other(instance: str, gpu: str) -> str | None:
    """The card the id names when the row's card is another ("latitude__8xL40_48GB…" held as L40S → "L40"), else None."""
    return next((named for named, ok in id_cards(instance) if gpu not in ok), None)


def arm_host(instance: str, gpu: str) -> str | None:
    """The Arm CPU a machine has: "Grace" on a Grace superchip, "Graviton" on AWS g5g; None on an x86 host."""
    if any(k in gpu.upper() for k in GRACE_GPUS):
        return "Grace"
    if GRAVITON_IDS.search(instance.strip().strip("`").lower()):
        return "Graviton"
    return None


def shown_card(instance: str, gpu: str) -> str:
    """The card as a buyer knows it: AWS g5g's T4 is the T4G (same figures, an Arm-server part), else the card."""
    return "T4G" if gpu == "T4" and arm_host(instance, gpu) == "Graviton" else gpu


def label_args(base: str, gpu: str) -> dict[str, str | None]:
    """The message args a machine's name carries beside its card (`base`: "provider instance" or the id alone): the
    card shown, the Arm CPU, and the card the id names when it is another."""
    instance = base.split()[-1] if base.split() else base
    return {"shown": shown_card(instance, gpu), "arm": arm_host(instance, gpu), "id_says": id_says_other(instance, gpu)}
