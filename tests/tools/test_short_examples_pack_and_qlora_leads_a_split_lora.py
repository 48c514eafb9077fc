"""Short training examples are packed several to a step (tools.defaults.PACK_BELOW_TOKENS), and a LoRA whose 16-bit
copy must be split over several cards is answered with QLoRA on fewer cards when that costs well under half as much
(tools.precision_lead.qlora_leads, tools.recommend.qlora_lead_route).

The case: 100,000 Cantonese sentences × 50 tokens × 3 epochs = 1.5e7 tokens, a LoRA of Qwen2.5-7B in Hong Kong (AWS
ap-east-1 holds only T4s). One 50-token sentence a step made FSDP over 4 × T4 re-gather its 15 GB of FP16 weights for
every 200 tokens: 153 GPU-hours, HK$1,801, ≈ 0.8 TFLOPS a card. By hand: 4 × 7.62e9 × 1.5e7 ≈ 4.6e17 FLOPs; a T4 at
≈ 65 TFLOPS × 25 % ≈ 16 TFLOPS → ≈ 8 card-hours; QLoRA (≈ 5 GB base) fits one T4: ≈ 7–8 h × HK$6.32 ≈ HK$45–50, against
≈ HK$100 for 4 × T4 FSDP (2 h × HK$46.99)."""

from __future__ import annotations

import pytest

from tests.conftest import module_home
from tools.defaults import PACK_TOKENS, resolve
from tools.precision_lead import qlora_leads
from tools.schema import Dataset, ModelArch, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ARCH = ModelArch(name="Qwen2.5-7B", params=7_620_000_000, layers=28, hidden=3584, heads=28, kv_heads=4, head_dim=128,
                 intermediate=18944, vocab=152064)


def _lora(per: int, **kw: object) -> Workload:
    return Workload(task="lora", model="Qwen2.5-7B",
                    dataset=Dataset(amount=100_000, unit="examples", tokens_per_unit=per, epochs=3), **kw)


@pytest.mark.parametrize("per,batch", [(50, PACK_TOKENS // 50), (40, PACK_TOKENS // 40), (256, PACK_TOKENS // 256),
                                       (500, 1), (1000, 1)])
def test_short_examples_are_several_to_a_step(per, batch):
    # 50-token sentences: 20 a step (≈ 1,000 tokens, TRL packing); 500-token examples keep one sequence a step
    w, _ = resolve(_lora(per))
    assert w.batch_size == batch and w.seq_len == per


def test_a_stated_micro_batch_is_kept():
    w, _ = resolve(_lora(50, batch_size=4))
    assert w.batch_size == 4


@pytest.mark.parametrize("lora,qlora,leads", [
    ((4, 101.21), (1, 47.36), True),   # the worked case: 47 % of the job on 1 card of 4
    ((4, 101.21), (1, 70.0), False),   # 69 %: QLoRA's slower steps bring it near; LoRA stays with the lever
    ((1, 10.0), (1, 3.0), False),      # LoRA already on one card: no split to save
    ((2, 10.0), (2, 4.0), False),      # QLoRA on as many cards: not fewer
])
def test_qlora_leads_a_split_lora_well_under_half(lora, qlora, leads):
    assert qlora_leads(ARCH, None, lora, qlora) is leads


def test_a_stated_precision_keeps_the_lora():
    assert qlora_leads(ARCH, "bf16", (4, 101.21), (1, 47.36)) is False


def _headline(out: str) -> str:
    return next(x for x in out.splitlines() if x.startswith("**") and "QLoRA" in x and ("T4" in x))


@pytest.mark.slow
@pytest.mark.parametrize("question,words", [
    ("大學研究項目，想用10萬句廣東話對話（每句大概50個token）LoRA微調Qwen2.5-7B，訓3個epoch，預算HK$2000。"
     "用Colab Pro得唔得？倫理委員會話錄音轉寫嘅資料唔可以離開香港", "16 位 LoRA"),
    ("大学研究项目，用12万句粤语对话（每句约60个token）LoRA微调Qwen2.5-7B，训2个epoch，预算2000港币，数据不能离开香港",
     "16 位 LoRA"),
    ("University project: LoRA fine-tune Llama-3.1-8B on 80,000 short Cantonese sentences (~40 tokens each), 3 epochs, "
     "budget HK$1,500. Ethics board says the transcripts cannot leave Hong Kong.", "16-bit LoRA"),
])
def test_a_hong_kong_lora_of_short_sentences_is_one_t4_qlora(tmp_path, question, words):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", question).text
    head = _headline(out)
    # led by QLoRA on one T4 (g4dn.xlarge, HK$6.32/h) for a few hours; the 4 × T4 16-bit LoRA named beside it
    assert "g4dn.xlarge" in head and "1 × T4" in head, head
    assert words in head and "4 × T4" in head, head
    assert "153" not in out and "1,801" not in out  # the per-sentence step's 153 GPU-hours are gone


@pytest.mark.slow
def test_a_lora_on_one_card_stays_a_lora(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # US: one 48 GB card holds the 16-bit LoRA (≈ 22 GB): nothing split, nothing to lead over
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "LoRA fine-tune Mistral-7B on 200,000 examples of about 80 tokens each, 2 epochs, US, cheapest").text
    head = next(x for x in out.splitlines() if x.startswith("**") and " rent " in x)
    assert "QLoRA" not in head and "LoRA fine-tune" in head, head


@pytest.mark.slow
@pytest.mark.parametrize("ask,again", [
    ("University project: LoRA fine-tune Llama-3.1-8B on 80,000 short Cantonese sentences (~40 tokens each), 3 epochs, "
     "budget HK$1,500. Data cannot leave Hong Kong.", "LoRA in FP16"),
    ("大學研究項目，想用10萬句廣東話對話（每句大概50個token）LoRA微調Qwen2.5-7B，訓3個epoch，預算HK$2000。"
     "倫理委員會話錄音轉寫嘅資料唔可以離開香港", "用 FP16 做 LoRA"),
])
def test_the_phrase_the_note_names_plans_the_16_bit_lora(tmp_path, ask, again):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # the QLoRA lead's note (precision_lead.qlora_note) says how to get the 16-bit plan back; that phrase must do it:
    # 4 × T4 under FSDP
    e = Engine(store=Store(tmp_path / "s.db"))
    assert "QLoRA" in e.handle("t", ask).text  # the note with the phrase is in the full answer's assumptions
    out = e.handle("t", again).text
    head = next(x for x in out.splitlines() if x.startswith("**") and "g4dn" in x)
    assert "QLoRA" not in head and "4 × T4" in head, head
