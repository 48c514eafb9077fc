"""Reasoning releases whose names carry none of the words tools.defaults.REASONING_MODELS reads ("reasoning",
"thinking", "R1", QwQ, Magistral): each writes a long chain of thought before every answer, so a served or batch plan
sizes its output as that trace (tools.defaults.REASONING_OUTPUT_TOKENS, said), never the 338-token chat answer.

From their model cards (read from memory, re-check): OpenThinker / OpenThinker2 / OpenThinker3 (open-thoughts: Qwen2.5
fine-tuned on reasoning traces distilled from DeepSeek-R1 / QwQ), Sky-T1-32B-Preview and Sky-T1-32B-Flash
(NovaSky: QwQ-style long chain-of-thought), s1 / s1.1-32B (simplescaling, "budget forcing" of the thinking), LIMO
(GAIR), AceReason-Nemotron (NVIDIA, R1-distill RL), Skywork-OR1 (R1-distill RL), DeepScaleR-1.5B-Preview (agentica,
R1-distill RL), Bespoke-Stratos (bespokelabs, R1 traces), OpenR1 / Mixture-of-Thoughts releases, Hunyuan-T1, ERNIE-X1,
MiMo-7B-RL (Xiaomi, a reasoning model, R1-style <think>), Kimi-K1.5, GLM-Z1 and Nemotron's -Reasoning releases are read by
the main pattern already.
"""

from __future__ import annotations

import re

TRACE_NAMED = re.compile(r"(?i)\bopen-?thinker\d*\b|\bsky-?t1\b|\bs1(?:\.1)?-\d+b\b|\blimo\b|\bacereason|\bskywork-?or1\b|"
                         r"\bdeepscaler\b|\bbespoke-?stratos\b|\bopenr1\b|\bhunyuan-?t1\b|\bernie-?x1\b|\bmimo-\d+b-rl\b|"
                         r"\bkimi-?k1\.5\b")


def trace_named(name: str | None) -> bool:
    """Does the name say a reasoning release outside tools.defaults.REASONING_MODELS' words (module doc)?
    OpenThinker2-32B, Sky-T1-32B-Preview, s1.1-32B, AceReason-Nemotron-14B: yes; Qwen2.5-32B, Skywork-13B: no."""
    return bool(name) and TRACE_NAMED.search(name or "") is not None
