"""A YaRN factor opens a window that holds the asked context with the token estimate's margin (tools.constraints)."""
from advisor.core.messages import word
from tools.constraints import yarn_constraint, yarn_factor


def test_factor_two_when_the_context_sits_well_inside_double_the_native_window() -> None:
    # Qwen2.5-14B, native 32,768; 48,000 tokens × 1.2 = 57,600 ≤ 65,536 (factor 2): factor 2 holds it with margin
    assert yarn_factor(48_000, 32_768) == 2


def test_a_context_near_double_the_window_takes_factor_four() -> None:
    # 60,000 estimated tokens (a 100,000-character contract at 0.6 token/char) may be 70,000 with Qwen's tokenizer:
    # 60,000 × 1.2 = 72,000 > 65,536, so factor 4 (131,072), as the Qwen model cards write it for long texts
    assert yarn_factor(60_000, 32_768) == 4
    # 70,000 tokens: ceil(70,000 / 32,768) = 3 is not a power of two the cards use → 4
    assert yarn_factor(70_000, 32_768) == 4


def test_a_smaller_native_window_scales_the_same_way() -> None:
    # a model configured for 8,192 asked at 20,000: 20,000 × 1.2 = 24,000; 8,192 × 2 = 16,384 short, × 4 = 32,768 holds
    assert yarn_factor(20_000, 8_192) == 4


def test_the_answer_names_the_factor_and_the_window_in_english_and_chinese() -> None:
    c = yarn_constraint("Qwen3-14B", 70_000, 32_768)
    assert c.message is not None
    en, zh = word(c.message, "en"), word(c.message, "zh")
    assert "factor 4" in en and "131,072" in en
    assert "factor 4" in zh and "131,072" in zh


def test_a_context_at_the_native_limit_is_said_to_be_at_its_edge() -> None:
    # "and with 32k context per request?" on Qwen3-30B-A3B: 32k = 32,768 = its native window (Qwen3 model card), so it
    # runs as configured but prompt and answer share that window and anything longer needs YaRN; said as tight, never
    # silently honoured
    c = yarn_constraint("Qwen3-30B-A3B", 32_768, 32_768)
    assert c.status == "tight" and c.message is not None
    en, zh = word(c.message, "en"), word(c.message, "zh")
    assert "32,768 tokens is Qwen3-30B-A3B's native limit" in en and "YaRN" in en
    assert "原生上限" in zh and "YaRN" in zh
    # one token past it is the YaRN case (factor 2 covers 32,769 × 1.2 = 39,323 ≤ 65,536)
    assert yarn_constraint("Qwen3-30B-A3B", 32_769, 32_768).status == "adjusted"


def test_a_window_said_in_tokens_takes_the_factor_that_opens_it() -> None:
    # "up to 128k tokens" on Qwen3-32B (native 32,768): 131,072 ÷ 32,768 = 4, the Qwen3 model card's factor 4.0 for
    # 131,072 tokens; said in tokens it is no estimate, so no × 1.2 margin pushing it to factor 8 (262,144)
    assert yarn_factor(131_072, 32_768) == 4
    assert yarn_factor(65_536, 32_768) == 2  # "64k": 65,536 ÷ 32,768 = 2
    c = yarn_constraint("Qwen3-32B", 131_072, 32_768)
    assert c.message is not None and "factor 4" in word(c.message, "en") and "262,144" not in word(c.message, "en")
    # an estimate from characters keeps its margin: 100,000 字 × 0.6 = 60,000 → factor 4, not 2
    assert yarn_factor(60_000, 32_768) == 4


def test_a_document_at_the_native_window_plus_thinking_does_not_fit() -> None:
    # Qwen3-8B thinks 8,192 tokens before each answer: a 32,768-token paper + 8,192 = 40,960 > the native 32,768
    # window (prompt, thinking and reply share it), so it is never ✅/tight: the prompt the window leaves is
    # 32,768 − 8,192 = 24,576, and YaRN factor 2 (65,536 ≥ 40,960) holds both
    c = yarn_constraint("Qwen3-8B", 32_768, 32_768, thinking=8_192)
    assert c.status == "adjusted"
    a = c.message.args
    assert (a["total"], a["prompt"], a["factor"], a["window"]) == (40_960, 24_576, 2, 65_536)
    en, zh = word(c.message, "en"), word(c.message, "zh")
    assert "does not fit" in en and "24,576" in en and "thinking off" in en and "max_model_len 65,536" in en
    assert "放不下" in zh and "24,576" in zh and "关闭思考" in zh and "YaRN" in zh
    assert yarn_constraint("Qwen3-8B", 32_768, 32_768, thinking=0).status == "tight"  # thinking off: at its edge
