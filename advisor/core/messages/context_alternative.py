"""The words of advisor/core/context_alternative.py: the nearest model whose context holds the documents asked."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "context_alternative.longer": E(
        "Use {alt} instead of {model}: {model} reads at most {max:,} tokens, so each {asked:,}-token item would be cut; "
        "{alt} reads up to {alt_max:,}, so each one is read whole, priced at the same load below (or keep {model} and "
        "split each item into chunks under {max:,} tokens, summarised one by one and then merged: map-reduce, about one "
        "extra pass of output per chunk; test its quality on your documents first)",
        "改用 {alt}，不用 {model}：{model} 最多只能读 {max:,} token，每条 {asked:,} token 的内容会被截断；{alt} 最长可读 "
        "{alt_max:,} token，每条都能完整读入，下面按同样的负载重新估价（或者继续用 {model}：把每条切成不超过 {max:,} token 的"
        "片段，逐段摘要再合并，即 map-reduce，每段大约多一次输出；请先在你的文件上测试质量）"),
    "context_alternative.instruct": E(
        "Use {alt} instead of {said}: {said} is a base model (continued pre-training, not instruction-tuned), so it "
        "does not follow \"summarise this\"; {alt} is its maker's instruction-tuned successor, sized on its own base at "
        "the same load below (test its quality on your documents first)",
        "改用 {alt}，不用 {said}：{said} 是基座模型（继续预训练，没有做指令微调），不会按“请总结”这类指令做事；{alt} 是同一"
        "团队的指令微调后续版本，下面按它自己的底座、同样的负载估算（请先在你的文件上测试质量）"),
}
