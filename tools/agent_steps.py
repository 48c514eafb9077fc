"""The load of a fleet of software agents that each send one model request per step ("40 browser agents, one step every
8 s per agent"): every agent loops without a human pause, so all of them hold a session at once and the fleet sends
agents ÷ seconds-per-step requests each second. By hand (Little's law, requests in = agents / cycle): 40 agents at one
step every 8 s → 5 requests/s; 25 agents every 10 s → 2.5/s; 12 agents every 4 s → 3/s."""

from __future__ import annotations


def agent_step_rate(agents: int, every_s: float) -> float:
    """Requests per second a fleet of `agents` sends at one step every `every_s` seconds each (0 for a nonsense
    interval: the caller then reads no rate)."""
    if agents < 1 or every_s <= 0:
        return 0.0
    return round(agents / every_s, 3)


def step_prompt(model: str, width: int, height: int, kept: int, text_tokens: int) -> tuple[int, int] | None:
    """One agent step's prompt when the last `kept` screenshots of width × height stay in its context beside
    `text_tokens` of text: (prompt tokens, visual tokens), each screenshot at the processor's default resolution
    (tools.vlm_image.vlm_prompt, whose ImageTokens cite the model's preprocessor_config.json); None for a model whose
    image processor is not known. By hand: 3 kept 1280×720 screenshots on a Qwen2.5-VL model (28 px a token) =
    3 × (1,288 ÷ 28 = 46 × 728 ÷ 28 = 26 → 1,196) = 3,588 visual tokens, + 1,500 text = 5,088."""
    from tools.vlm_image import vlm_prompt

    p = vlm_prompt(model, width, height, max(1, kept), text_tokens)
    if p is None:
        return None
    return p.default_prompt, p.default_prompt - text_tokens


def screenshots_a_step(kept: int, current_too: bool) -> int:
    """The screenshots one step sends: the `kept` recent ones, plus the current one when it is said on top of them
    ("the current screenshot plus the last 4" → 4 + 1 = 5; "keep the last 3" → 3)."""
    return kept + 1 if current_too else kept
