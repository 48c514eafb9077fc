"""A model id as people paste it: a Hugging Face repo id whose name ends in the quantization its files hold.

"Qwen/Qwen2.5-72B-Instruct-AWQ", "Qwen/Qwen2.5-72B-Instruct-GPTQ-Int4", "unsloth/Llama-3.3-70B-Instruct-bnb-4bit",
"bartowski/Meta-Llama-3.1-70B-Instruct-GGUF": the suffix is the checkpoint's weight format, not part of the model, and
the repo owner (Qwen, unsloth, bartowski) is who uploaded it, never a framework. The base name is what the registry
knows (catalog.registry.normalize drops the owner and -Instruct); the suffix is the precision the weights are in.
Sources: the AWQ / GPTQ repos Qwen publishes (huggingface.co/Qwen/Qwen2.5-72B-Instruct-AWQ, …-GPTQ-Int4, …-GPTQ-Int8);
unsloth's "-bnb-4bit" uploads are bitsandbytes 4-bit NF4 (their config.json: bnb_4bit_quant_type "nf4"); a "-GGUF"
repo holds one file per GGUF type (Q4_K_M, Q8_0 …), so the repo name alone does not say which.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

# the checkpoint suffix → the schema's precision for it (tools.schema.Precision); None: the suffix names no one format
_SUFFIXES: tuple[tuple[str, str | None], ...] = (
    (r"gptq[-_]?int8", "int8"), (r"gptq(?:[-_]?int4)?", "gptq"), (r"awq", "awq"),
    (r"bnb[-_]?4[-_]?bit|(?:unsloth[-_])?bnb[-_]?nf4", "nf4"), (r"fp8(?:[-_]dynamic)?", "fp8"),
    (r"gguf", None),
)
_TAIL = re.compile(r"(?i)[-_](" + "|".join(p for p, _ in _SUFFIXES) + r")$")


class Checkpoint(BaseModel):
    """A pasted model id split into the model and its weight format."""

    base: str  # the id with the format suffix removed (the owner kept: a Hub id stays one)
    suffix: str | None = None  # the format suffix as written ("AWQ", "GPTQ-Int4", "GGUF"), None when there is none
    precision: str | None = None  # tools.schema.Precision the suffix names; None for none or for GGUF (file not said)


def split_checkpoint(name: str) -> Checkpoint:
    """"Qwen/Qwen2.5-72B-Instruct-AWQ" → base "Qwen/Qwen2.5-72B-Instruct", precision "awq"; a name with no format
    suffix is itself. A GGUF repo keeps precision None: which file (Q4_K_M, Q8_0 …) is not in its name."""
    m = _TAIL.search(name.strip())
    if m is None:
        return Checkpoint(base=name)
    word = m.group(1)
    precision = next(p for pat, p in _SUFFIXES if re.fullmatch(r"(?i)" + pat, word))
    return Checkpoint(base=name.strip()[:m.start()], suffix=word, precision=precision)
