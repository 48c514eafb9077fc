"""A batch item's output tokens from what the job asks each item to return (a caption, N tags, a label, a JSON with K
fields, a summary of N words / 字), never the classifier's 8-token default (tools.defaults.CLASSIFY_OUTPUT_TOKENS).

Why: "captions plus 10 tags per image" was sized as a label, 8 tokens out, where an expert counts ≈ 100–150 (a caption
of a few sentences and ten short tags); a JSON of several fields likewise writes every key and value.

Figures (each an ASSUMPTION, said in the answer with "say the real length"; count a few real outputs with the model's
tokenizer on a pilot):
- a caption with no length said: CAPTION_WORDS = 60 words, a two-to-three-sentence product or photo caption, at
  OpenAI's 4/3 tokens a word (tools.dataset.TOKENS_PER_EN_WORD; OpenAI Help Center "What are tokens": 100 tokens ≈ 75
  words) → 80 tokens; a stated length ("a 30-word caption") is used as said;
- a tag or keyword: TAG_TOKENS = 3 (one or two words and the comma between tags, assumed);
- a JSON field: FIELD_TOKENS = 10 (a `"key": "short value",` pair: the key's 2–3 tokens, quotes, colon and comma ≈ 3,
  a short value ≈ 4; assumed) plus JSON_FRAME_TOKENS = 2 for the braces;
- a JSON said with no fields counted or named: one field for each label the job lists ("情緒+類別標註" → 2,
  "sentiment and category labels" → 2), else JSON_DEFAULT_FIELDS = 2 (a label and one more value, assumed): a
  "short JSON" of sentiment + category is {"sentiment": "positive", "category": "apparel"} ≈ 2 × 10 + 2 = 22 tokens,
  never the 8 of a bare label (`max_tokens` 8 cuts the JSON off mid-key);
- a label: tools.defaults.CLASSIFY_OUTPUT_TOKENS (8);
- a summary or any text of a stated length: that length in tokens (the reader converts words and 字).
By hand, a caption + 10 tags: 80 + 10 × 3 = 110 tokens; a JSON with 6 fields: 6 × 10 + 2 = 62; a 40-word caption and
5 keywords: 53 + 15 = 68.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.dataset import tokens_from_en_words

CAPTION_WORDS = 60  # a caption with no stated length: two to three sentences (assumed, module doc)
TAG_TOKENS = 3  # one tag or keyword and its separator (assumed)
FIELD_TOKENS = 10  # one JSON key-value pair with a short value (assumed)
JSON_FRAME_TOKENS = 2  # the JSON object's braces
JSON_DEFAULT_FIELDS = 2  # a JSON asked for with no fields counted, named or listed as labels (assumed, module doc)


@dataclass(frozen=True)
class ItemOutput:
    """What one item returns, as read: each part's tokens and the total."""

    caption: int = 0  # tokens of a caption (stated, else CAPTION_WORDS)
    caption_assumed: bool = False  # the caption's length was not said
    tags: int = 0  # tags or keywords asked for
    fields: int = 0  # JSON fields asked for
    text: int = 0  # a stated text length in tokens (a summary of N words / 字)

    @property
    def tokens(self) -> int:
        """The item's output tokens: the parts summed (module doc)."""
        frame = JSON_FRAME_TOKENS if self.fields else 0
        return max(1, self.caption + self.tags * TAG_TOKENS + self.fields * FIELD_TOKENS + frame + self.text)


def default_caption_tokens() -> int:
    """A caption's tokens when its length is not said: 60 words × 4/3 = 80."""
    return tokens_from_en_words(CAPTION_WORDS)


def item_output(*, caption: bool = False, caption_tokens: int | None = None, tags: int = 0, fields: int = 0,
                text: int = 0) -> ItemOutput:
    """The parts one item returns (module doc): a caption (`caption_tokens` when said, else the default), `tags`
    tags, a JSON of `fields` fields, a text of `text` tokens."""
    cap = caption_tokens or (default_caption_tokens() if caption else 0)
    return ItemOutput(caption=cap, caption_assumed=caption and not caption_tokens, tags=tags, fields=fields, text=text)
