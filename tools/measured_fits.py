"""Published peak-memory measurements of a training job on a named card: when one exists for the job asked, the
answer cites it beside its own estimate ("can one RTX 4090 full fine-tune Llama 3.1 8B?" was answered "no" from an
estimate with a × 1.2 margin while torchtune measures exactly that job on that card).

The rows are transcribed from the source's own table, with the settings it states; nothing here is derived."""

from __future__ import annotations

from dataclasses import dataclass

GIB = 1 << 30
# pytorch/torchtune README @0031bfb0, "Memory and training speed": batch 2, packed 2,048 tokens, torch.compile; its
# single-device full recipe (recipes/configs/llama3_1/8B_full_single_device.yaml) uses bitsandbytes PagedAdamW8bit
# with the optimizer step fused into backward
TORCHTUNE_README = "torchtune README, batch 2 × 2,048 tokens, paged 8-bit AdamW, optimizer step in backward"
TORCHTUNE_OFFLOAD = "torchtune README, batch 2 × 2,048 tokens, CPU offload with a fused optimizer"


@dataclass(frozen=True)
class MeasuredFit:
    """One measured run: model, method, card and count, the peak per GPU (bytes) and the tokens/s, with the source."""

    model: str
    task: str
    gpu: str
    gpus: int
    peak_bytes: int
    tokens_per_s: float
    source: str
    paged: bool = False  # bitsandbytes' paged 8-bit optimizer: its states move to host RAM when the card is full


MEASURED: tuple[MeasuredFit, ...] = (
    MeasuredFit("Llama-3.1-8B", "full_finetune", "RTX 4090", 1, int(18.9 * GIB), 1650, TORCHTUNE_README, paged=True),
    MeasuredFit("Llama-3.1-8B", "full_finetune", "RTX A6000", 1, int(37.4 * GIB), 2579, TORCHTUNE_README),
    MeasuredFit("Llama-3.1-8B", "lora", "RTX 4090", 1, int(16.2 * GIB), 3083, TORCHTUNE_README),
    MeasuredFit("Llama-3.1-8B", "lora", "RTX A6000", 1, int(30.3 * GIB), 4699, TORCHTUNE_README),
    MeasuredFit("Llama-3.1-8B", "qlora", "RTX 4090", 1, int(7.4 * GIB), 2413, TORCHTUNE_README),
    # "8x A100" without the memory size; 13.9 GiB is under either SXM card's, so both are the measured box
    *[MeasuredFit("Llama-3.1-70B", "full_finetune", g, 8, int(13.9 * GIB), 1568, TORCHTUNE_OFFLOAD)
      for g in ("A100 80GB SXM", "A100 40GB SXM")],
)


def measured_fit(model: str, task: str, gpu: str, gpus: int, usable: int,
                 rows: tuple[MeasuredFit, ...] = MEASURED) -> MeasuredFit | None:
    """The published run of this model and method on this card and count whose measured peak is within the card's
    usable memory (bytes), else None. A measurement is of the same job only when all four match: another model size,
    another card or another count is an estimate, never a measurement."""
    for m in rows:
        if (m.model, m.task, m.gpu, m.gpus) == (model, task, gpu, gpus) and m.peak_bytes <= usable:
            return m
    return None
