"""A translation job naming MADLAD-400 / NLLB-200 is sized on the licence-allowed model as a decoder of its parameters
(said), and English items into low-resource languages at their sourced token premium (tools.target_tokens)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _notes(e: object) -> str:
    return " | ".join(e.notes)  # type: ignore[attr-defined]


def test_paid_product_two_candidates_sizes_madlad() -> None:
    # a paid app naming both: MADLAD-400 10B (Apache-2.0) is sized at 10.7 B (42.86 GB of float32 / 4), NLLB-200 3.3B
    # (CC BY-NC) set aside.
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
    # 电商 (business) naming NLLB only: sized on MADLAD-400-3B-mt (2.94 B) in its place; 阿姆哈拉语 premium 2.64:
    # 平均60个英文单词 = 80 tokens → 80 × 2.64 = 211.2 → 211 out
    e = extract("我们是电商公司，要把300万条英文商品问答（平均60个英文单词）翻译成阿姆哈拉语，两周内完成，用NLLB可以吗")
    p = e.patch
    assert p.params_b == 2.94 and p.output_tokens == 211
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


@pytest.mark.slow
def test_whole_answer_flags_nllb_first_and_sizes_madlad(tmp_path) -> None:
    # a paid marketplace, NLLB or MADLAD: the NLLB licence warning comes first, naming MADLAD-400 as the way out;
    # MADLAD-400-3B-mt is sized (2.94 B), never a default LLM ("No model named"); "avg 150 english words" = 200 tokens
    # in; Swahili and Amharic out at (1.95 + 2.64) / 2 = 2.295 → 200 × 2.295 = 459
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    text = ("Our marketplace charges sellers a fee. 5M listing descriptions (avg 150 english words) translated into "
            "Swahili and Amharic within 4 weeks - MADLAD-400 or NLLB? spot ok, cheapest")
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert reply.startswith("⚠️ Licence: NLLB-200") and "MADLAD-400-3B-mt (Apache-2.0" in reply.split("\n")[0]
    assert "No model named" not in reply and "Llama" not in reply
    assert "MADLAD-400-3B-mt (Apache-2.0, huggingface.co/google/madlad400-3b-mt) is the model sized" in reply
    assert "150 words → 200 tokens" in reply and "200 tokens in, 459 out per request" in reply


@pytest.mark.parametrize(("text", "commercial"), [
    ("translate 1M listings into Hausa (we charge vendors a commission)", True),
    ("our platform charges merchants monthly; translate 2M product titles into Zulu", True),
    # charging nothing is no business use ("we charge" alone would be): not read as one
    ("we charge nothing for it: translate 10k sentences into Igbo", None),
])
def test_charging_for_it_is_a_business_use(text: str, commercial: bool | None) -> None:
    # a business that charges its sellers is a business use (NLLB's non-commercial licence bars it); research is not
    assert extract(text).patch.commercial_use is commercial


def test_a_sized_mt_name_is_the_mt_checkpoint_not_an_unknown_model() -> None:
    # "madlad400-7b-mt" was read as an unknown 7 B model ("not in my registry"); it is the 7b-mt checkpoint, whose
    # float32 files hold 8.3 B parameters (33.20 GB / 4). 400 English words = 533 tokens in; Hausa × 1.95 → 1,039 out
    e = extract("our SaaS needs 3M support articles (average of 400 English words) translated into Hausa with "
                "madlad400-7b-mt")
    p = e.patch
    assert p.model is None and p.params_b == 8.3 and p.output_tokens == 1039
    assert not any("not in my registry" in n for n in e.notes)


def test_simplified_words_and_a_sized_madlad() -> None:
    # 平均 40 个单词 of English reviews = 40 × 4/3 = 53 tokens; MADLAD 10B is the 10b-mt (10.7 B); 豪萨语 × 1.95:
    # 53 × 1.95 = 103.35 → 103 out, context 53 + 103 = 156
    p = extract("要把 50 万条英文评论（平均 40 个单词）翻成豪萨语，用 MADLAD 10B").patch
    assert p.params_b == 10.7 and p.model is None and (p.seq_len, p.output_tokens) == (156, 103)


def test_the_madlad_data_set_is_no_model() -> None:
    # "the MADLAD-400 dataset" is a corpus to pre-train on: the 1B model stays the size, never MADLAD-400-3B-mt's
    p = extract("pretrain a 1B model on 200B tokens from the MADLAD-400 dataset in 2 weeks").patch
    assert p.params_b == 1.0
