"""A training sweep's count of runs said without each run's tokens: the job × the runs.

"3 epochs over 2M reviews, and I want 4 runs for a small hparam sweep", 要跑 4 组超参, 5 組超參數實驗: the
count was dropped and one run sized (a quarter of the tokens, GPU-hours and cost, and the deadline checked on one run
only). Here the data set's amount (or the training tokens) becomes all runs' (tools.sweep_runs.runs_total), a note
says each run is the same job (the memory shown is one run's) and the time, cost and deadline are all runs'. A sweep
with each run's tokens said is extract_rules.read_sweep's (its spans are taken first); N LoRAs for N customers are
read_job_count's.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.messages import word
from tools.schema import Dataset, Msg

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "twelve": 12, "twenty": 20}
_N_EN = r"(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)"
_KIND_EN = r"(?:hyper-?\s*parameter|hparams?|sweep|training|fine[\s-]?tuning|separate|independent|different|random|full)"
# "4 runs", "5 hparam configs", "a 5-run sweep", "sweep of 8 configurations"
SWEEP_RUNS_EN = re.compile(r"(?i)\b" + _N_EN + r"[\s-]+(?:" + _KIND_EN + r"[\s-]+)*(?:runs?|trials?|configs?"
                           r"|configurations?|experiments?|variants?)\b(?![\s-]*(?:per|a|an|each|every)\s+"
                           r"(?:day|hour|week|month)\b)"
                           r"|\bsweep\s+(?:of|over|across)\s+" + _N_EN + r"\s+(?:runs?|trials?|configs?|configurations?"
                           r"|settings)\b")
# 4 组超参, 跑 5 組超參數, 6 次实验, 8 套配置 (never 每天 2 次, a rate)
SWEEP_RUNS_ZH = re.compile(r"(?<!每)(?<![\d.])(\d{1,4})\s*(?:个|個)?\s*(?:(?:组|組|套)\s*(?:不同的?)?\s*"
                           r"(?:超参数?|超參數?|参数|參數|配置|实验|實驗)?|次\s*(?:实验|實驗|训练|訓練|运行|運行))")
# the words that make the runs a sweep (a count of "runs" alone could be a schedule's)
SWEEP_CUE = re.compile(r"(?i)\bsweep|hyper-?\s*param|\bhparams?\b|\bconfigs?\b|\bconfigurations?\b|\bablations?\b"
                       r"|\bexperiments?\b|\btrials?\b|超参|超參|调参|調參|消融|实验|實驗|配置")
_TRAINING = ("lora", "qlora", "full_finetune", "finetune", "pretrain")


def _runs(m: re.Match[str]) -> int:
    g = next(x for x in m.groups() if x)
    return _WORDS.get(g.lower()) or int(g)


def read_sweep_runs(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """A training job's sweep of N runs (SWEEP_RUNS_EN / _ZH beside SWEEP_CUE), its data × N, said in a note; nothing
    when the task is not training, the runs are already read (their span taken), or N LoRA jobs were read. By hand:
    "2M reviews, 2 epochs, 4 runs for a small hparam sweep" → 8M reviews × 2 epochs; 要跑 4 组超参 over 50 万条 → 200 万条."""
    if getattr(ctx, "jobs", None) or ctx.fields.get("task") not in _TRAINING or not SWEEP_CUE.search(t):
        return {}, []
    m = next((x for rx in (SWEEP_RUNS_EN, SWEEP_RUNS_ZH) for x in rx.finditer(t) if ctx.free(*x.span())), None)
    if m is None or not 2 <= _runs(m) <= 1000:
        return {}, []
    from tools.sweep_runs import runs_total

    n, said = _runs(m), m.group(0).strip()
    d, tokens = ctx.fields.get("dataset"), ctx.fields.get("train_tokens")
    out: dict = {}
    if isinstance(d, Dataset) and d.amount:
        total = runs_total(d.amount, n)
        msg = Msg(code="sweep_runs.summed", args={"said": said, "n": n, "each": d.amount, "total": total, "unit": d.unit})
        out = {"dataset": d.model_copy(update={"amount": total})}
    elif tokens:
        total = runs_total(tokens, n)
        msg = Msg(code="sweep_runs.summed", args={"said": said, "n": n, "each": tokens, "total": total, "unit": "tokens"})
        out = {"train_tokens": int(total)}
    else:
        msg = Msg(code="sweep_runs.one", args={"said": said, "n": n})
    ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return out, [m.span()]
