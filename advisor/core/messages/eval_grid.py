"""The words of an evaluation grid sized by size group (advisor/core/eval_grid_read.py, advisor/core/eval_grid_lines.py,
tools/eval_grid.py, tools/eval_lengths.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "eval_grid.groups": E(
        "the models come in size groups ({groups:, }): each group is sized on its largest size and summed below; the "
        "plan above is the {models} × {size:g}B group ({n:,} requests), whose memory sets the biggest machine",
        "模型分几个尺寸组（{groups:，}）：每组按组内最大尺寸单独估算，下面合计；"
        "上面的方案是 {models} 个 {size:g}B 那一组（{n:,} 条请求），它的显存决定最大的机器"),
    "eval_grid.lengths": E(
        "benchmark items: each read as a ≈ {prompt:,}-token prompt (few-shot included; MMLU 5-shot ≈ {mmlu_lo}–{mmlu_hi}, GSM8K "
        "8-shot ≈ {gsm_in}, from memory, re-check) and ≈ {answer:,} tokens out on average (half the items generated, ≈ {gen} "
        "tokens under lm-evaluation-harness's {cap}-token max_gen_toks; half scored by log-likelihood, no answer "
        "written): assumed, say your suite's lengths",
        "评测题目：每条按提示约 {prompt:,} token（含 few-shot 示例；MMLU 5-shot 约 {mmlu_lo}–{mmlu_hi}，"
        "GSM8K 8-shot 约 {gsm_in}，凭记忆，请核实）、平均输出约 {answer:,} token 估算（一半题目要生成答案，约 {gen} token，"
        "低于 lm-evaluation-harness 默认上限 max_gen_toks={cap}；另一半按对数似然打分，不生成）：均为假设，"
        "请告诉我你们评测集的实际长度"),
    "eval_grid.named_lengths": E(
        "benchmark items ({names:, }): each read as a ≈ {prompt:,}-token prompt and ≈ {answer:,} tokens out on average "
        "(lm-evaluation-harness's defaults: MMLU 5-shot ≈ {mmlu_in} tokens, scored by log-likelihood with no answer written; "
        "GSM8K 8-shot chain of thought ≈ {gsm_in} in, ≈ {gsm_out} out; HumanEval ≈ {he_in} in, ≈ {he_out} out; "
        "from memory, re-check): "
        "say your lengths",
        "评测题目（{names:、}）：每条按提示约 {prompt:,} token、平均输出约 {answer:,} token 估算"
        "（lm-evaluation-harness 默认设置：MMLU 5-shot 约 {mmlu_in} token，按对数似然打分不生成；"
        "GSM8K 8-shot 思维链约 {gsm_in} 输入、约 {gsm_out} 输出；"
        "HumanEval 约 {he_in} 输入、约 {he_out} 输出；凭记忆，请核实）：如不同请告诉我实际长度"),
    "eval_grid.one_model": E(
        "a benchmark run: {benches} benchmarks × {items:,} items each = {n:,} requests",
        "评测任务：{benches} 个基准 × 每个 {items:,} 条 = {n:,} 个请求"),
    "eval_grid.group": E(
        "{models} × {size:g}B models: {requests:,} requests on {plan}, ≈ {hours:,.1f} h, {gpu_hours:,.0f} GPU-hours, "
        "≈ {cost}",
        "{models} 个 {size:g}B 模型：{requests:,} 条请求，用 {plan}，约 {hours:,.1f} 小时、{gpu_hours:,.0f} 卡时，约 {cost}"),
    "eval_grid.total": E(
        "the whole grid: ≈ {gpu_hours:,.0f} GPU-hours, ≈ {cost}; the groups are independent jobs on their own machines "
        "at once (no interconnect needed between them), done in ≈ {hours:,.1f} h, when the slowest group is. Batch "
        "with vLLM or SGLang with the prefix cache on (the few-shot examples are a shared prefix) and run the small "
        "models first to shake out the harness",
        "整个评测矩阵：约 {gpu_hours:,.0f} 卡时，约 {cost}；各组是独立任务，各用各的机器同时跑（组与组之间不需要高速互联），"
        "约 {hours:,.1f} 小时后最慢的一组跑完即全部完成。用 vLLM 或 SGLang 批量跑并开前缀缓存（few-shot 示例是共享前缀），"
        "先跑小模型把评测脚本调通"),
}
