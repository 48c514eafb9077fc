"""Whisper's translate task writes English only (github.com/openai/whisper README; arXiv:2212.04356 §2.3): an ask for
any other language through it becomes an LLM rewrite of the transcripts (tools.whisper_tasks.translate_plan)."""

from tools.whisper_tasks import translate_plan


def test_non_english_targets_are_an_llm_rewrite() -> None:
    # Expert by hand: translate gives English; Japanese and Korean are not English, so both are written by an LLM
    # from the transcript; minutes asked stay a summary step
    p = translate_plan(["Japanese", "Korean"], summary=True)
    assert p is not None and p.rewrite == ("Japanese", "Korean") and p.summary and not p.english


def test_written_chinese_beside_english_keeps_the_english() -> None:
    # Expert: 書面語 plus English → the LLM writes the written Chinese; the English can come from translate itself
    p = translate_plan(["Written Chinese", "English"], summary=False)
    assert p is not None and p.rewrite == ("Written Chinese",) and p.english


def test_english_alone_is_what_translate_does() -> None:
    # Expert: Spanish audio → English text is exactly Whisper's translate task: nothing to flag
    assert translate_plan(["English"], summary=False) is None
