"""The answer length of a live job whose model writes a few tokens per input: a safety guard's verdict, a router's or
classifier's label. Such a service is bound by reading its inputs (prefill), not by writing: sizing it with a chat's
ShareGPT-length answers (tools.defaults, 338 tokens) held each request ~40× longer in flight than it is.

Figures (each an ASSUMPTION said in the answer with "say the real length"; count a few real answers with the model's
tokenizer on a pilot):
- GUARD_VERDICT_TOKENS = 5: a Llama Guard "generates text in its output that indicates whether a given prompt or
  response is safe or unsafe, and if unsafe, it also lists the content categories violated" (Llama Guard 3-1B model
  card, github.com/meta-llama/PurpleLlama Llama-Guard3/1B/MODEL_CARD.md): "safe", or "unsafe", a newline and a
  category code such as "S1". On a Llama 3 tokenizer that is "unsafe" (1–2 tokens), the newline (1), "S" "1" (2), and
  the end-of-turn token (1): 5 at most for one category (from memory, re-check on your tokenizer). ShieldGemma answers
  "Yes" or "No" (model card: scored on that token's probability), one token, so 5 covers both families.
- a router's or classifier's label: tools.defaults.CLASSIFY_OUTPUT_TOKENS (8: a category name or an intent id).
- AGENT_ACTION_TOKENS = 50: an agent step's answer is one action, a tool / function call, not a chat reply. Qwen2.5-VL's
  computer-use cookbook (github.com/QwenLM/Qwen2.5-VL cookbooks/computer_use.ipynb) answers each step with
  <tool_call>{"name": "computer_use", "arguments": {"action": "left_click", "coordinate": [1240, 630]}}</tool_call>:
  ≈ 35 tokens on the Qwen tokenizer (the braces, quotes and digits split finely), and a typed string or a second
  argument brings it to 50–80 (an estimate counted by hand, not a tokenizer run: count a few real steps on a pilot).
By hand: 1M guarded messages a day answer 5M tokens, where a chat's 338-token answers would be 338M; a 20-agent loop at
50 tokens a step at 45 tokens/s per agent writes its action in 50 / 45 = 1.1 s, where 338 tokens took 7.5 s.
"""

from __future__ import annotations

GUARD_VERDICT_TOKENS = 5  # "unsafe\nS1" and the end-of-turn token (module doc)
AGENT_ACTION_TOKENS = 50  # one tool / function call a step (module doc: the computer-use cookbook's action, by hand)


def live_output_tokens(guard: bool) -> tuple[int, str]:
    """Each answer's tokens for a live short-answer job and the message code that says why: a guard's verdict
    (GUARD_VERDICT_TOKENS) or a label (tools.defaults.CLASSIFY_OUTPUT_TOKENS)."""
    from tools.defaults import CLASSIFY_OUTPUT_TOKENS  # tools.defaults is heavy: only when a short answer is read

    if guard:
        return GUARD_VERDICT_TOKENS, "short_output.guard"
    return CLASSIFY_OUTPUT_TOKENS, "defaults.output_classify"
