"""What every `gpu-advisor` command shares: the option tables (flag names are contracts: never renamed),
the Workload built from them, and the error plumbing (bad input → exit 2, never a traceback).

Only click is imported at module level, so `gpu-advisor estimate` stays fast to start.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import Any, NoReturn

import click

from tools.floors import MAX_MEMORY_GB, MAX_PRICE, PRICE_FLOOR


def fail(message: str) -> NoReturn:
    """A polite error and exit status 2 (bad input), never a traceback."""
    click.echo(f"Error: {message}", err=True)
    sys.exit(2)


@contextlib.contextmanager
def friendly_errors() -> Iterator[None]:
    """Bad input (unknown model or GPU, out-of-range values, invalid fields) → exit 2 with a message."""
    from pydantic import ValidationError

    from advisor.errors import user_message
    from tools.errors import AdvisorError

    try:
        yield
    except (AdvisorError, ValidationError) as e:
        fail(user_message(e) or str(e))
    except (OverflowError, ZeroDivisionError):
        fail("a number in the input is out of range (too large, or not a finite number); use values of a realistic size")


# Same values as tools.schema.PRECISIONS / FRAMEWORKS (kept here so `--help` does not import pydantic;
# tests/advisor/test_cli_estimate.py asserts they agree).
PRECISIONS = ("fp32", "fp16", "bf16", "fp8", "int8", "int4", "nf4", "awq", "gptq", "mxfp4",
              "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q3_k_m", "q2_k")
FRAMEWORKS = ("hf", "torchtune", "unsloth", "deepspeed", "vllm", "sglang", "tgi", "llama.cpp", "torchtitan", "trtllm")


def workload_options(f: Any) -> Any:
    """The workload flags shared by `estimate` and `recommend` (a contract: names never change)."""
    opts = [
        click.option("--model", "model", metavar="NAME",
                     help="Registry model, loosely spelled: llama-3-8b, 'Qwen2.5 72B', meta-llama/Meta-Llama-3-8B."),
        click.option("--params", "params_b", type=float, metavar="BILLIONS",
                     help="Model size in billions when the model is not in the registry "
                          "(an architecture is assumed and said so)."),
        click.option("--task", type=click.Choice(["inference", "lora", "qlora", "full_finetune", "pretrain"]),
                     help="What runs. Default: inference."),
        click.option("--precision", type=click.Choice(list(PRECISIONS)),
                     help="Weight/compute precision or quantisation format "
                          "(awq, gptq, nf4, mxfp4, GGUF q4_k_m …). Default: bf16."),
        click.option("--framework", type=click.Choice(list(FRAMEWORKS)),
                     help="Training or serving framework (memory terms differ). Defaults: hf for training, vllm for serving."),
        click.option("--seq-len", type=int, metavar="N",
                     help="Context (inference) or training sequence length. Defaults: 4096 / 2048."),
        click.option("--batch", "batch_size", type=int, metavar="N", help="Training micro-batch per GPU. Default: 1."),
        click.option("--concurrency", type=int, metavar="N", help="Concurrent sequences served (inference). Default: 1."),
        click.option("--gpus", "num_gpus", type=int, metavar="N",
                     help="Fix the GPU count instead of searching for the smallest."),
        click.option("--zero", "zero_stage", type=click.IntRange(0, 3), help="ZeRO stage 0-3 (training only)."),
        click.option("--optimizer", type=click.Choice(["adamw", "adamw_8bit", "sgd"]), help="Default: adamw."),
        click.option("--lora-rank", type=int, metavar="R", help="LoRA rank (lora/qlora). Default: 16."),
        click.option("--gradient-checkpointing/--no-gradient-checkpointing", default=None,
                     help="Force recomputation on/off. Default: only when needed to fit."),
        click.option("--checkpointing", type=click.Choice(["none", "selective", "full"]),
                     help="Activation checkpointing: none, selective (torchtitan's op-level policy, ~40 % of the "
                          "activations kept) or full (= --gradient-checkpointing). Default: the framework's own "
                          "(selective for torchtitan), switched to full only when needed to fit."),
        click.option("--kv-precision", "kv_precision", type=click.Choice(["fp16", "bf16", "fp8"]),
                     help="KV-cache format, independent of the weights (inference). Default: 16-bit."),
        click.option("--grad-accum", "grad_accum", type=click.IntRange(1, 4096), metavar="N",
                     help="Gradient accumulation steps (training). Default: more than 1, so gradients stay alive "
                          "through the next forward; with 1 the peak is lower (backward frees activations as "
                          "gradients arrive)."),
        click.option("--compile/--no-compile", "torch_compile", default=None,
                     help="Training under torch.compile: it recomputes cheap ops instead of saving them "
                          "(activations × 0.78, fitted on torchtune's published table). Default: off."),
        click.option("--gpu", "gpu", metavar="NAME",
                     help="GPU type for the layout and speed: A100-80GB, H100-SXM, L4, RTX-4090, ..."),
        click.option("--train-tokens", type=float, metavar="N", help="Tokens to train on (e.g. 1e9) for time and GPU-hours."),
    ]
    for opt in reversed(opts):
        f = opt(f)
    return f


def _workload_from_options(kw: dict[str, Any]) -> Any:
    from tools.schema import Workload

    fields = {k: kw.get(k) for k in ("model", "params_b", "task", "precision", "seq_len", "batch_size",
                                     "concurrency", "num_gpus", "zero_stage", "optimizer", "lora_rank",
                                     "gradient_checkpointing", "framework", "grad_accum",
                                     "torch_compile", "checkpointing", "kv_precision", "exclude_marketplace")}
    if kw.get("train_tokens") is not None:
        import math

        from tools.defaults import WorkloadError

        if not (math.isfinite(kw["train_tokens"]) and 0 < kw["train_tokens"] <= 1e16):
            raise WorkloadError(f"train-tokens must be a number from 1 to 1e16 (got {kw['train_tokens']:g})")
        fields["train_tokens"] = int(kw["train_tokens"])
    return Workload(**fields)


def marketplace_option(f: Any) -> Any:
    """`recommend --no-marketplace`: leave out marketplace (Vast, Hyperbolic, Akash) and broker (Shadeform, Prime
    Intellect) offers."""
    return click.option("--no-marketplace", "exclude_marketplace", is_flag=True, default=None, flag_value=True,
                        help="Leave out marketplace offers (Vast, Hyperbolic, Akash) and brokers' resales "
                             "(Shadeform, Prime Intellect).")(f)


class Finite(click.ParamType):
    """A finite number from `lo` to `hi` (tools.floors): NaN, the infinities and 1e-300 prices are a usage
    error (exit 2) saying what is accepted. (click.FloatRange lets NaN through: every comparison with it is false.)"""

    name = "number"

    def __init__(self, lo: float, hi: float) -> None:
        self.lo, self.hi = lo, hi

    def convert(self, value: Any, param: Any, ctx: Any) -> float:
        import math

        try:
            x = float(value)
        except (TypeError, ValueError):
            self.fail(f"{str(value)[:40]!r} is not a number", param, ctx)
        if not (math.isfinite(x) and self.lo <= x <= self.hi):
            self.fail(f"must be a finite number from {self.lo:g} to {self.hi:,g} (got {str(value)[:40]})", param, ctx)
        return x


def catalog_filters(what: str, price_per: str) -> Any:
    """The filter flags `catalog gpus` and `catalog instances` share (a contract: names never change)."""
    opts = [
        click.option("--provider", "providers", multiple=True, metavar="P",
                     help=f"Only {what} from these clouds (repeatable): aws, gcp, azure, lambda, oci, nebius, runpod, "
                          "cudo, paperspace, alibaba, tencent, huawei."),
        click.option("--gpu", metavar="G", help="One GPU type, loosely named (H100, A100-80GB, L4)."),
        click.option("--min-memory", type=Finite(0, MAX_MEMORY_GB), metavar="GB", help="Per-GPU memory at least this."),
        click.option("--max-price", type=Finite(PRICE_FLOOR, MAX_PRICE), metavar="X",
                     help=f"On-demand price per {price_per} at most X (in --currency)."),
        click.option("--currency", type=click.Choice(["USD", "CNY"]), default="USD", show_default=True),
        click.option("--json", "as_json", is_flag=True, help="Machine-readable output."),
    ]

    def deco(f: Any) -> Any:
        for opt in reversed(opts):
            f = opt(f)
        return f
    return deco


def _llm_timeout_or_fail() -> None:
    """A configured language model needs a usable GPU_ADVISOR_LLM_TIMEOUT (exit 2 otherwise)."""
    from advisor import config

    if config.get("GPU_ADVISOR_LLM"):
        with friendly_errors():
            config.llm_timeout()


def _exit_now(code: int) -> NoReturn:
    """Exit at once: a model call that timed out may still be running in a worker thread, and the
    interpreter would otherwise wait for it before exiting."""
    import os

    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
