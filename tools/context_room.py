"""Whether an asked context window ("32k 够吗?", "is 64k enough?") holds a whole document with its question and answer:
the document's tokens (its 字 or words already read at the model's tokenizer figure, tools.cjk_tokens), plus the
question and instructions, plus the answer, against the window; the room left, or the tokens needed and the model's
own longest context (its config.json max_position_embeddings, the registry's max_context) or chunking.

Why: "合约3万字整份丢进去，32k 够吗?" was answered with a bigger plan and never a yes or no; a window that holds the
document alone can still leave no room for the instructions and the answer.

The parts besides the document: the question and instructions at a ShareGPT-mean user message (161 tokens; vLLM
paper, Kwon et al. 2023, arXiv:2309.06180, Fig. 11) and the answer at the stated length, else ShareGPT's mean output
(338 tokens, same figure). A window said in k is binary (32k = 32,768), as vLLM's max_model_len for the model cards'
"32K". By hand: a 40,000-token document, 161 + 338 → 40,499 needed; 64k = 65,536 leaves 25,037."""

from __future__ import annotations

from pydantic import BaseModel

from tools.load import SHAREGPT_OUTPUT_TOKENS, SHAREGPT_PROMPT_TOKENS


class ContextRoom(BaseModel):
    """An asked window against a document with its question and answer."""

    window: int  # the context asked about, in tokens
    document: int  # the document's tokens
    instructions: int  # the question, system prompt and instructions (ShareGPT-mean user message)
    answer: int  # the answer's tokens
    needed: int  # document + instructions + answer
    left: int  # window − needed (negative: short by that)
    fits: bool
    model_max: int | None  # the model's own longest context (max_position_embeddings), when known
    model_holds: bool | None  # that longest context holds `needed` (None: unknown)


def context_room(document: int, window: int, answer: int | None = None, model_max: int | None = None) -> ContextRoom:
    """`window` against `document` + the question + the answer. 40,000 in 65,536 with 338 → fits, 25,037 left;
    30,000 in 32,768 with a 3,000-token answer → 33,161 needed, short by 393 (Qwen2.5's 32,768 does not hold it)."""
    ans = answer or SHAREGPT_OUTPUT_TOKENS
    needed = document + SHAREGPT_PROMPT_TOKENS + ans
    return ContextRoom(window=window, document=document, instructions=SHAREGPT_PROMPT_TOKENS, answer=ans, needed=needed,
                       left=window - needed, fits=needed <= window, model_max=model_max,
                       model_holds=None if not model_max else needed <= model_max)
