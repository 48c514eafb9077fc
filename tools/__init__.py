"""Pure calculators over pydantic models: no I/O, no network, no language model.

The public surface is `__all__`; each name loads its module on first use (PEP 562), so importing one
calculator (as `gpu-advisor estimate` does) never pays for the others. README "How the numbers are
computed" names the module behind every figure.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOME = {
    # the answer
    # (`recommend`, `estimate` and `score` are also module names: call tools.recommend.recommend() etc.)
    "Options": "tools.recommend", "cheaper_note": "tools.recommend",
    "resolve": "tools.defaults", "validate": "tools.defaults",
    # the calculators
    "estimate_memory": "tools.memory", "weight_bytes": "tools.memory", "kv_cache_bytes_per_token": "tools.memory",
    "estimate_speed": "tools.speed", "train_time": "tools.speed", "peak_tflops": "tools.speed",
    "plan": "tools.parallel", "replica_options": "tools.parallel",
    "cost_line": "tools.cost", "convert_amount": "tools.cost", "cost_per_million_tokens": "tools.cost",
    "kernel_problem": "tools.compat", "size_host": "tools.host",
    "count_params": "tools.arch", "derive_arch": "tools.arch",
    # the models and the one error family
    "Workload": "tools.schema", "WorkloadPatch": "tools.schema", "Recommendation": "tools.schema",
    "ModelArch": "tools.schema", "GPUSpec": "tools.schema", "InstanceRow": "tools.schema",
    "MemoryBreakdown": "tools.schema", "Budget": "tools.schema", "Money": "tools.schema", "Msg": "tools.schema",
    "AdvisorError": "tools.errors",
}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module 'tools' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
