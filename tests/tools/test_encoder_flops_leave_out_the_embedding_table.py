"""Encoder FLOPs count the weights a token multiplies through, not the token-embedding lookup (Kaplan et al. 2020,
arXiv:2001.08361 §2.1: FLOPs ≈ 2·N per token with N the non-embedding parameters)."""

import pytest

from tools.embedding import EmbeddingRow, encoder_named, flops_per_token, generic_encoder, sooner_on_tie
from tools.rerank import reranker_named
from tools.wording import gpu_hours_number


def test_bge_m3_forward_flops_leave_out_its_xlmr_token_table():
    # Hand: XLM-R vocabulary 250,002 × hidden 1,024 = 256,002,048 table weights; N = 568,000,000 − 256,002,048 =
    # 311,997,952; at 512 tokens 2·N + 4·24·1,024·512 = 623,995,904 + 50,331,648 = 674,327,552 FLOPs a token
    # (the old 2 × 568M count gave 1,186,331,648: 1.76× too much).
    enc = encoder_named("bge-m3")
    assert enc is not None and enc.matmul_params == 311_997_952
    assert flops_per_token(enc, 512) == 674_327_552


def test_the_reranker_shares_the_xlmr_table():
    # Hand: bge-reranker-v2-m3 is bge-m3's shape: the same 311,997,952 non-embedding weights; at 100 tokens
    # 623,995,904 + 4·24·1,024·100 (9,830,400) = 633,826,304
    rr = reranker_named("bge-reranker-v2-m3")
    assert rr is not None and flops_per_token(rr, 100) == 633_826_304


def test_an_english_bert_vocabulary_is_a_small_share():
    # Hand: bge-small-en-v1.5, 33.4M with a 30,522 × 384 = 11,720,448 table: N = 21,679,552 (35 % of it was the lookup)
    enc = encoder_named("bge-small-en-v1.5")
    assert enc is not None and enc.matmul_params == 21_679_552


def test_an_encoder_known_only_by_its_size_keeps_every_parameter():
    # No config vocabulary for a size-only model: its count is kept whole (conservative), never a guessed table.
    enc = generic_encoder(7.0)
    assert enc.vocab is None and enc.matmul_params == enc.params


def _row(gpu: str, hours: float, cost: float, vendor: str = "NVIDIA") -> EmbeddingRow:
    return EmbeddingRow("p", gpu, gpu, 1, 1, cost / hours, hours, cost, vendor)


def test_a_much_sooner_cuda_row_never_leads_a_cheaper_and_sooner_amd_row():
    # Hand: A4000 first at 84 h / ¥94.00; RTX 6000 Ada 17.9 h / ¥99.05 and MI300X 5.2 h / ¥88.76 are both
    # ≥ 4× sooner within the 10 % band. The MI300X beats the Ada on time and by more than the 5 % tie on price
    # (88.76 × 1.05 = 93.20 < 99.05), so it is picked; inside the tie (MI300X at ¥96) the CUDA row still wins.
    a4000, ada = _row("RTX A4000", 84.0, 94.0), _row("RTX 6000 Ada", 17.9, 99.05)
    assert sooner_on_tie([a4000, ada, _row("MI300X", 5.2, 88.76, "AMD")])[0].gpu == "MI300X"
    assert sooner_on_tie([a4000, ada, _row("MI300X", 5.2, 96.0, "AMD")])[0].gpu == "RTX 6000 Ada"
    # (一亿条 with bge-m3) the A4000 at ¥90.63: the MI300X is 2.1 % cheaper, inside the 5 % price tie with the CUDA
    # first row (90.63 / 88.76 = 1.021), where the stack decides: the A4000 keeps the lead (the Ada, dominated by
    # the MI300X, never takes it)
    cheap = _row("RTX A4000", 84.0, 90.63)
    assert sooner_on_tie([cheap, ada, _row("MI300X", 5.2, 88.76, "AMD")])[0] is cheap


@pytest.mark.parametrize(("gh", "said"), [
    (15.7, "15.7"),  # a one-GPU 15.7 h job: the same digits as "15.7 h", never "16"
    (48.0, "48.0"),
    (99.94, "99.9"),
    (99.95, "100"),  # from 100 whole, as before
    (259_259.4, "259,259"),
    (2.44, "2.4"),
    (0.45, "0.45"),
])
def test_gpu_hours_are_rounded_as_hours_are(gh, said):
    assert gpu_hours_number(gh) == said


def test_the_gpu_hours_beside_a_job_are_its_billed_hours():
    # Hand: a one-GPU run of 15.45 h pays 15 min of start-up (tools.constants.JOB_SETUP_HOURS): 15.7 h wall, billed
    # as 15.7 GPU-hours (the headline said "15.7 h (15 GPU-hours)"); on 8 GPUs 8 × 15.7 = 125.6.
    from tools.offers import billed_gpu_hours

    assert billed_gpu_hours(15.45, 1) == pytest.approx(15.7)
    assert gpu_hours_number(billed_gpu_hours(15.45, 1)) == "15.7"
    assert billed_gpu_hours(15.45, 8) == pytest.approx(125.6)
