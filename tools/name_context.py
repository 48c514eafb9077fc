"""A model's maximum context as its release name states it, for a model the registry does not hold.

Releases name their context in k or M of tokens in binary units, as their config.json's max_position_embeddings
shows: Phi-3-mini-4k → 4,096, Phi-3-mini-128k → 131,072, chatglm3-6b-32k → 32,768 (catalog/data/models.json cites each
config); "1M" → 1,048,576 (InternLM2.5-7B-Chat-1M's model card: a 1M-token context). A name sized as a generic model
otherwise carries no maximum, and a 1.2M-token prompt for a "-1M" model would pass unremarked.
"""

from __future__ import annotations

import re

from tools.token_window import window_tokens

# a size in k or M standing alone between separators: "-128k", "_32K", " 1M"; never "A14B", "8x7B" or "mini"
_CONTEXT_IN_NAME = re.compile(r"(?:^|[-_ /])(\d{1,4})\s?([kKmM])(?:$|[-_ ])")


def context_in_name(name: str) -> int | None:
    """Tokens of context a release's name states: "internlm2.5-7b-chat-1m" → 1,048,576; "Yi-6B-200K" →
    200,000 (tools.token_window: 200 is not a power of two);
    "mistral-7b" → None. The largest figure wins where a name holds two."""
    found = [window_tokens(int(n), unit) for n, unit in _CONTEXT_IN_NAME.findall(name)]
    return max(found) if found else None
