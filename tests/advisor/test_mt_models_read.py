"""A translation job naming MADLAD-400 / NLLB-200 is sized on the licence-allowed model as a decoder of its parameters
(said), and English items into low-resource languages at their sourced token premium (tools.target_tokens)."""

from __future__ import annotations

from advisor.core.extract_rules import extract


def _notes(e: object) -> str:
    return " | ".join(e.notes)  # type: ignore[attr-defined]


def test_paid_product_two_candidates_sizes_madlad() -> None:
    # a paid app naming both: MADLAD-400 10B (Apache-2.0) is sized at 10.7 B, NLLB-200 3.3B (CC BY-NC) set aside.
    # 6M reviews × 2 languages (Zulu, Somali) = 12M requests; ~75 English words = 100 tokens in;
    # out: 100 × (1.95 + 1.95) / 2 = 195 → context 295
    e = extract("Our subscription app needs 6M customer reviews (avg 75 English words) translated to Zulu and Somali in "
                "10 days. NLLB-200 3.3B or MADLAD-400 10B? we sell this to customers")
    p = e.patch
    assert p.params_b == 10.7 and p.model is None
    assert p.batch_requests == 12_000_000 and p.output_tokens == 195 and p.seq_len == 295
    assert "MADLAD-400-10B-mt (Apache-2.0" in _notes(e) and "not NLLB-200-3.3B" in _notes(e)
    assert "decoder of the same parameters" in _notes(e)


def test_simplified_business_nllb_alone_swaps_to_madlad_3b() -> None:
    # 电商 (business) naming NLLB only: sized on MADLAD-400-3B-mt (3 B) in its place; 阿姆哈拉语 premium 2.64:
    # 平均60个英文单词 = 80 tokens → 80 × 2.64 = 211.2 → 211 out
    e = extract("我们是电商公司，要把300万条英文商品问答（平均60个英文单词）翻译成阿姆哈拉语，两周内完成，用NLLB可以吗")
    p = e.patch
    assert p.params_b == 3.0 and p.output_tokens == 211
    assert "代替 NLLB-200" in " | ".join(e.zh_notes.get(n, n) for n in e.notes)


def test_traditional_non_commercial_sizes_nllb_as_named() -> None:
    # a university's research (non-commercial) naming NLLB-200 1.3B: sized as itself, 1.3 B
    e = extract("我們是大學研究團隊，非商業用途，要用 NLLB-200 1.3B 把 50 萬條英文句子翻譯成豪薩語，每條約 30 字，一週內完成")
    p = e.patch
    assert p.params_b == 1.3
    # 每條約30字 of English sentences: 30 words → 40 tokens; Hausa 1.95 → 78 out
    assert p.output_tokens == 78


def test_an_llm_named_stays_the_model() -> None:
    e = extract("translate 2M product titles into Swahili with Qwen3-8B, or would NLLB be better? we're a shop")
    assert e.patch.model == "Qwen3-8B" and e.patch.params_b is None
