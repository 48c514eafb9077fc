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


# The same-size model that does not think, for a reasoning release trained from it: the DeepSeek-R1 model card
# ("DeepSeek-R1-Distill Models" table: the distills' bases are Qwen2.5-Math-1.5B / -7B, Qwen2.5-14B, Qwen2.5-32B,
# Llama-3.1-8B, Llama-3.3-70B-Instruct) and the QwQ-32B card (based on Qwen2.5-32B). The general instruct release of
# each base is named (Qwen2.5-Math-* is a maths model: its general sibling Qwen2.5-*-Instruct stands in).
INSTRUCT_PEERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?i)deepseek-r1-distill-qwen-(1\.5|7|14|32)b"), "Qwen2.5-{0}B-Instruct"),
    (re.compile(r"(?i)deepseek-r1-distill-llama-8b"), "Llama-3.1-8B-Instruct"),
    (re.compile(r"(?i)deepseek-r1-distill-llama-70b"), "Llama-3.3-70B-Instruct"),
    (re.compile(r"(?i)\bqwq-32b"), "Qwen2.5-32B-Instruct"),
)


def instruct_peer(name: str | None) -> str | None:
    """The non-reasoning model of the same size and architecture a reasoning release was trained from (INSTRUCT_PEERS),
    None where none is listed. By hand: DeepSeek-R1-Distill-Qwen-14B → Qwen2.5-14B-Instruct; QwQ-32B →
    Qwen2.5-32B-Instruct; DeepSeek-R1-Distill-Llama-70B → Llama-3.3-70B-Instruct; Qwen3-14B → None (it switches its
    own thinking off)."""
    for pat, peer in INSTRUCT_PEERS if name else ():
        m = pat.search(name or "")
        if m is not None:
            return peer.format(*m.groups())
    return None
