"""Reading an evaluation grid's size groups ("20 open models (10 × 7–8B, 6 × 14–32B, 4 × 70–72B)", 10个7-8B，6个14-32B，
4个70-72B, "8 7B models and 4 70B models") and its items' lengths: the headline sizes the group of the largest models
(its share of the items), the other groups are sized beside it (advisor/core/eval_grid_lines.py, tools/eval_grid.py),
and a benchmark item's prompt and answer take the lengths of tools/eval_lengths.py when none is said."""

from __future__ import annotations

import re
from typing import Any

from tools.eval_grid import SizeGroup, groups_match, largest

_SIZE = r"(\d+(?:\.\d+)?)\s*(?:[-–~〜至到]\s*(\d+(?:\.\d+)?))?\s*[bB](?![a-zA-Z])"
# count before size: "10 × 7–8B", "10x 7B", "10个7-8B", "6 個 14-32B 模型", "4 70B models", "four of 70B"
GROUP = re.compile(r"(?i)(?<![\d.\-–])(\d{1,3})\s*(?:[×x*]|个|個|款|of)?\s*(?:models?\s+(?:of|at)\s+)?" + _SIZE
                   + r"(?:\s*(?:models?|llms?|模型))?")


def size_groups(t: str) -> list[SizeGroup]:
    """The size groups said in the message, in order (GROUP); [] when none."""
    out = []
    for m in GROUP.finditer(t):
        low = float(m.group(2))
        high = float(m.group(3) or m.group(2))
        out.append(SizeGroup(models=int(m.group(1)), low_b=min(low, high), high_b=max(low, high)))
    return out


def grid_groups(t: str, models: int | None) -> list[SizeGroup] | None:
    """The grid's size groups when they are the grid's (tools.eval_grid.groups_match), else None."""
    groups = size_groups(t)
    return groups if groups_match(groups, models) else None


def grid_fields(t: str, ctx: Any, models: int, benches: int, items: int) -> dict:
    """Fields an evaluation grid adds to the reader's: the largest group as the headline (its size and its share of the
    items) when the models come in stated size groups and no model is named; the benchmark lengths when none is said.
    Each is said in a note."""
    from advisor.core.messages import word
    from tools.dataset import eval_grid_requests
    from tools.schema import Msg

    out: dict = {}
    groups = grid_groups(t, models) if not ctx.fields.get("model") else None
    if groups is not None:
        top = largest(groups)
        out = {"params_b": top.high_b, "batch_requests": eval_grid_requests(top.models, benches, items)}
        sizes = [f"{g.models} × {g.low_b:g}–{g.high_b:g}B" if g.low_b != g.high_b else f"{g.models} × {g.high_b:g}B"
                 for g in groups]
        msg = Msg(code="eval_grid.groups", args={"groups": sizes, "models": top.models, "size": top.high_b,
                                                 "n": out["batch_requests"]})
        ctx.out.note(word(msg, "en"), word(msg, "zh"))
    out.update(bench_lengths(t, ctx))
    return out


NAMED_BENCH = re.compile(r"(?i)\b(mmlu|gsm-?8k|human-?eval)\b")
# a benchmark said, not any evaluating ("evaluate 1M answers with a judge model" is a generic batch)
EVAL_WORD = re.compile(r"(?i)\bbenchmarks?\b|\beval(?:uation)?\s+(?:suites?|sets?|harness)\b|\blm[\s-]?eval\b|\bleaderboard\b"
                       r"|评测集|評測集|评测基准|評測基準|基准测试|基準測試|跑分|榜单|榜單")
EACH = re.compile(r"(?i)\b(?:each|per|every|apiece)\b|每个|每個|各")


def _count(said: str) -> float:
    return float(said.replace(",", ""))


def bench_lengths(t: str, ctx: Any) -> dict:
    """A benchmark item's prompt and tokens out (tools.eval_lengths: the named benchmarks' figures, else a suite's) when
    the message says no length, said in a note; {} when a length is said."""
    from advisor.core.messages import word
    from tools.eval_lengths import eval_item_lengths, eval_length_figures, named_bench_lengths
    from tools.schema import Msg

    if ctx.fields.get("seq_len") or ctx.example_len is not None or ctx.fields.get("output_tokens"):
        return {}
    names = [m.group(1).lower().replace("-", "") for m in NAMED_BENCH.finditer(t)]
    named = named_bench_lengths(names)
    prompt, answer = named or eval_item_lengths()
    args = {"prompt": prompt, "answer": answer, "names": sorted(set(names)), **eval_length_figures()}
    msg = Msg(code="eval_grid.named_lengths", args=args) if named else Msg(code="eval_grid.lengths", args=args)
    ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return {"seq_len": prompt + answer, "output_tokens": answer}


def read_benchmark_run(t: str, ctx: Any, eval_models: re.Pattern[str], eval_benches: re.Pattern[str]
                       ) -> tuple[dict, list[tuple[int, int]]]:
    """One model run over benchmarks ("run Llama-3.1-70B on 15 benchmarks, 10k items each", 用Qwen2.5-72B跑12个评测集，
    每个5000条, "evaluate Qwen2.5-72B on MMLU and GSM8K, 20k questions"): the benchmarks × the items each (else the
    items said) as one batch with benchmark lengths; an evaluation grid of several models is read_eval_grid's."""
    from advisor.core.extract_words import TRAIN_WORD
    from tools.dataset import eval_grid_requests

    f, ds = ctx.fields, ctx.dataset if ctx.dataset is not None else ctx.fields.get("dataset")
    items = f.get("batch_requests") or (ds.amount if ds is not None and getattr(ds, "unit", None) == "examples" else None)
    mm = eval_models.search(t)
    if not items or (mm and _count(mm.group(1)) >= 2) or TRAIN_WORD.search(t) or f.get("batch_period") \
            or not (EVAL_WORD.search(t) or NAMED_BENCH.search(t)) \
            or f.get("task") not in (None, "inference"):
        return {}, []
    bm = eval_benches.search(t)
    benches = int(_count(bm.group(1))) if bm else 1
    n = int(items)
    if bm and 2 <= benches <= 10_000 and benches != items and EACH.search(t):
        n = eval_grid_requests(1, benches, int(items))
        from advisor.core.messages import word
        from tools.schema import Msg

        msg = Msg(code="eval_grid.one_model", args={"benches": benches, "items": int(items), "n": n})
        ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return {"task": "inference", "batch_requests": n, "dataset": None, **bench_lengths(t, ctx)}, []
