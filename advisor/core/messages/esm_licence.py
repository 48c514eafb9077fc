"""Words for tools.esm_licence: a protein encoder whose weights forbid commercial use, with its permissive swaps."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "esm_licence.non_commercial": E(
        lambda a: (f"⚠️ {a['name']}'s weights are under the {a['licence']} ({a['source']}): no commercial use, so a "
                   f"company's pipeline cannot run them on rented GPUs. Commercial options: "
                   f"{' or '.join(a['alternatives'])} (open licences; ESM C 300M is said to match ESM-2 650M), or "
                   + (f"{a['name']} through the paid SageMaker inference click-through licence"
                      if a.get("sagemaker", True) else
                      f"a commercial agreement with EvolutionaryScale for {a['name']} (bd@evolutionaryscale.ai)")
                   + f"; the plan below is sized for {a['name']} as asked"),
        lambda a: (f"⚠️ {a['name']} 的权重采用 {a['licence']}（{a['source']}）：不允许商用，公司的流程不能在租用的 GPU 上"
                   f"运行它。可商用的选择：{' 或 '.join(a['alternatives'])}（开放许可；ESM C 300M 据称与 ESM-2 650M 相当），"
                   + (f"或通过 SageMaker 付费推理点击许可使用 {a['name']}" if a.get("sagemaker", True) else
                      f"或与 EvolutionaryScale 签 {a['name']} 的商用协议（bd@evolutionaryscale.ai）")
                   + f"；下面的方案按所问的 {a['name']} 估算")),
}
