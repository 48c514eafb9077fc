"""Words for a voice agent's stated per-call decode target priced beside the plan sized at what the use needs
(tools.voice_speed, advisor.core.voice_speed_lines)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES = {
    "voice_speed.out_of_reach": E(
        "no priced plan here reaches the {need:,.0f} tokens/s a call assumed for a spoken reply, so the LLM is sized at "
        "our chat default instead: the first phrase takes longer (see the voice-to-voice line under the answer); a "
        "faster card elsewhere, or a smaller model, gets it back",
        "这里没有有价格的方案能达到语音回答所假设的每路 {need:,.0f} tokens/s，所以大模型改按聊天默认速度估算：第一句会更慢"
        "（见答案下方的语音到语音一行）；换到别处更快的卡或更小的模型可以补回来"),
    "voice_speed.stated_plan": E(
        "At the {stated:,.0f} tokens/s per call asked: {gpus} × {gpu} ({machines} × {provider} {instance}) at "
        "{hourly}/h, ≈ {month} a month, ≈ {times:.0f}× the plan above at {need:,.0f} tokens/s, for ≈ {saved:.1f} s "
        "sooner per reply. Speculative decoding (EAGLE) shortens decode most at batch 1 (3–6.5×); EAGLE-3 reports "
        "≈ {spec:.1f}× throughput at batch {batch} (arXiv:2503.01840), so at this many calls per card it trims the "
        "card count a little, not by the {asks:.0f}× the target asks; test acceptance on your own prompts",
        "按你要的每通电话每秒 {stated:,.0f} 个 token：{gpus} × {gpu}（{machines} × {provider} {instance}），每小时 "
        "{hourly}，每月约 {month}，约为上面按每秒 {need:,.0f} 个 token 的方案的 {times:.0f} 倍，每次回答只早约 "
        "{saved:.1f} 秒开口。投机解码（EAGLE）在批量为 1 时提速最多（3–6.5 倍）；EAGLE-3 报告批量 {batch} 时吞吐约提高 "
        "{spec:.1f} 倍（arXiv:2503.01840），所以每张卡同时这么多通电话时只能少用一点卡，远不到这个目标要的 {asks:.0f} 倍；"
        "请用你自己的提示词实测接受率"),
    "voice_speed.stated_none": E(
        "At the {stated:,.0f} tokens/s per call asked: no listed plan gives every call that speed at this load; the "
        "plan above at {need:,.0f} tokens/s is what a phone call needs",
        "按你要的每通电话每秒 {stated:,.0f} 个 token：目录里没有方案能在这个负载下让每通电话都达到这个速度；上面按每秒 "
        "{need:,.0f} 个 token 的方案就是电话场景需要的"),
}
