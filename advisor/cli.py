"""`gpu-advisor`: size GPU servers for AI workloads from the terminal.

Every subcommand imports what it needs inside its body, so `gpu-advisor estimate` never loads
langchain, slack or sqlite-utils (cold start is benchmarked in benchmarks/cold_start.py).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

EPILOG_ESTIMATE = """\b
Examples:
  gpu-advisor estimate --model llama-3-8b --task inference --concurrency 32 --gpu H100
  gpu-advisor estimate --params 7 --task lora --gpu A10
  gpu-advisor estimate --model qwen2.5-72b --task full_finetune --gpus 16 --zero 3 --json

Units: GB = 10^9 bytes (as the seeds write: 7B fp16 = 14 GB). A card's capacity is its real
size (an "80 GB" card holds 80 GiB = 85.9 GB). Headroom: the estimate × 1.2 must fit.
"""


def fail(message: str) -> None:
    """A polite error and exit status 2 (bad input), never a traceback."""
    click.echo(f"Error: {message}", err=True)
    sys.exit(2)


def workload_options(f: Any) -> Any:
    """The workload flags shared by `estimate` and `recommend` (a contract: names never change)."""
    opts = [
        click.option("--model", "model", metavar="NAME", help="Registry model, loosely spelled: llama-3-8b, 'Qwen2.5 72B', meta-llama/Meta-Llama-3-8B."),
        click.option("--params", "params_b", type=float, metavar="BILLIONS", help="Model size in billions when the model is not in the registry (an architecture is assumed and said so)."),
        click.option("--task", type=click.Choice(["inference", "lora", "qlora", "full_finetune", "pretrain"]), help="What runs. Default: inference."),
        click.option("--precision", type=click.Choice(["fp32", "fp16", "bf16", "fp8", "int8", "int4"]), help="Weight/compute precision. Default: bf16."),
        click.option("--seq-len", type=int, metavar="N", help="Context (inference) or training sequence length. Defaults: 4096 / 2048."),
        click.option("--batch", "batch_size", type=int, metavar="N", help="Training micro-batch per GPU. Default: 1."),
        click.option("--concurrency", type=int, metavar="N", help="Concurrent sequences served (inference). Default: 1."),
        click.option("--gpus", "num_gpus", type=int, metavar="N", help="Fix the GPU count instead of searching for the smallest."),
        click.option("--zero", "zero_stage", type=click.IntRange(0, 3), help="ZeRO stage 0-3 (training only)."),
        click.option("--optimizer", type=click.Choice(["adamw", "adamw_8bit", "sgd"]), help="Default: adamw."),
        click.option("--lora-rank", type=int, metavar="R", help="LoRA rank (lora/qlora). Default: 16."),
        click.option("--gradient-checkpointing/--no-gradient-checkpointing", default=None, help="Force recomputation on/off. Default: only when needed to fit."),
        click.option("--gpu", "gpu", metavar="NAME", help="GPU type for the layout and speed: A100-80GB, H100-SXM, L4, RTX-4090, ..."),
        click.option("--train-tokens", type=float, metavar="N", help="Tokens to train on (e.g. 1e9) for time and GPU-hours."),
    ]
    for opt in reversed(opts):
        f = opt(f)
    return f


def _workload_from_options(kw: dict[str, Any]) -> Any:
    from tools.schema import Workload

    fields = {k: kw.get(k) for k in ("model", "params_b", "task", "precision", "seq_len", "batch_size",
                                     "concurrency", "num_gpus", "zero_stage", "optimizer", "lora_rank",
                                     "gradient_checkpointing")}
    if kw.get("train_tokens") is not None:
        fields["train_tokens"] = int(kw["train_tokens"])
    return Workload(**fields)


def load_arch(model: str | None, params_b: float | None) -> Any:
    """The registry architecture, or one derived from a bare size (UnknownModel / WorkloadError)."""
    from catalog import registry
    from tools.arch import derive_arch
    from tools.defaults import MAX_PARAMS_B, WorkloadError

    if model:
        return registry.get(model)
    if params_b is None:
        raise WorkloadError("give --model NAME or --params BILLIONS")
    if not (0 < params_b <= MAX_PARAMS_B):
        raise WorkloadError(f"params must be > 0 and ≤ {MAX_PARAMS_B:,} billion (got {params_b:g})")
    return derive_arch(int(params_b * 1e9))


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 110})
@click.version_option(package_name="gpu-advisor")
def cli() -> None:
    """Which GPU cloud server should I rent for this AI workload, and what will it cost?

    \b
    Start here:
      gpu-advisor ask "LoRA fine-tune Llama-3-8B, 4k context"     one question, one answer
      gpu-advisor chat                                            a conversation with follow-ups
      gpu-advisor estimate --model llama-3-70b --gpu H100         memory / layout / speed only
      gpu-advisor recommend --params 7 --task lora --markdown     ranked instances and costs
      gpu-advisor catalog info                                    what the price data covers

    Every number comes from tested calculators in tools/ (no language model does arithmetic).
    """


@cli.command(epilog=EPILOG_ESTIMATE)
@workload_options
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (a stable contract).")
def estimate(as_json: bool, **kw: Any) -> None:
    """Memory per GPU (weights, gradients, optimizer, activations, KV cache, overhead),
    the smallest layout that fits a GPU, and the speed to expect."""
    from catalog.gpus import UnknownGPU, get_gpu
    from catalog.registry import UnknownModel
    from pydantic import ValidationError
    from tools.defaults import WorkloadError
    from tools.estimate import estimate as run_estimate

    try:
        w = _workload_from_options(kw)
        arch = load_arch(kw.get("model"), kw.get("params_b"))
        gpu = get_gpu(kw["gpu"]) if kw.get("gpu") else None
        result = run_estimate(arch, w, gpu)
    except (UnknownModel, UnknownGPU, WorkloadError) as e:
        fail(str(e))
        return
    except ValidationError as e:
        fail("; ".join(f"{'.'.join(map(str, err['loc']))}: {err['msg']}" for err in e.errors()))
        return
    from advisor.render_estimate import estimate_json, estimate_text

    if as_json:
        click.echo(json.dumps(estimate_json(result, gpu), indent=2, ensure_ascii=False))
    else:
        click.echo(estimate_text(result, gpu))


def main() -> None:  # console entry point
    cli()
