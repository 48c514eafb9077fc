"""An embedding, rerank or encoder batch job leads with an AMD (ROCm) card only when it is cheaper than every CUDA
row by more than the LLM ranking's stack preference (tools.ranking.STACK_PREFERENCE, 15 % of the CUDA row's cost):
TEI, sentence-transformers images and FlashAttention kernels are CUDA-first, so a few per cent buy no reason to switch
stacks. A CUDA row that misses the deadline (with the model-error margin) or is a multi-day run beside a short one
does not take the lead."""
from advisor.core.messages import word
from advisor.core.script import to_script
from tools.embedding import EmbeddingPlan, EmbeddingRow, cuda_first, cuda_on_tie, encoder_named


def _row(gpu: str, vendor: str, price: float, hours: float) -> EmbeddingRow:
    return EmbeddingRow("p", gpu, gpu, 1, 1, price, hours, price * hours, vendor)


def test_a_cuda_card_eight_percent_dearer_leads_a_rocm_job():
    # Hand: MI300X $2.00/h × 3.0 h = $6.00; L40S $0.90/h × 7.2 h = $6.48 → the MI300X saves 1 − 6.00/6.48 = 7.4 %:
    # inside the 15 % preference, and 7.2 h is under a day → the L40S leads; the MI300X stays listed second.
    rows = cuda_on_tie([_row("MI300X", "AMD", 2.00, 3.0), _row("L40S", "NVIDIA", 0.90, 7.2)], deadline=48.0)
    assert [r.gpu for r in rows] == ["L40S", "MI300X"]


def test_a_cuda_card_twenty_percent_dearer_does_not_lead():
    # Hand: H100 $2.24/h × 3.0 h = $6.72 vs MI300X $6.00: the MI300X saves 10.7 %, inside 15 % → the H100 leads;
    # at $2.40/h ($7.20) it saves 16.7 %, outside → the AMD row keeps the lead.
    rows = cuda_on_tie([_row("MI300X", "AMD", 2.00, 3.0), _row("H100 SXM", "NVIDIA", 2.24, 3.0)], deadline=48.0)
    assert rows[0].gpu == "H100 SXM"
    rows = cuda_on_tie([_row("MI300X", "AMD", 2.00, 3.0), _row("H100 SXM", "NVIDIA", 2.40, 3.0)], deadline=48.0)
    assert rows[0].gpu == "MI300X"


def test_a_cuda_row_that_misses_the_deadline_margin_does_not_lead():
    # Hand: RTX 4090 $0.40/h × 15.5 h = $6.20 (3 % over $6.00) but a 16 h deadline: 15.5 × 1.27 (model-error margin)
    # = 19.7 h > 16 h → it could miss; the MI300X (3.0 × 1.27 = 3.8 h) keeps the lead.
    rows = cuda_on_tie([_row("MI300X", "AMD", 2.00, 3.0), _row("RTX 4090", "NVIDIA", 0.40, 15.5)], deadline=16.0)
    assert rows[0].gpu == "MI300X"


def test_a_multi_day_cuda_row_outside_the_price_tie_does_not_displace_a_short_rocm_job():
    # Hand: RTX A4000 $0.155/h × 42 h = $6.51 (8.5 % over $6.00: inside the 10 % ROCm band, outside the 5 % price
    # tie) and 42 h > 24 h, 42 / 3 = 14 × the MI300X's time: a two-day run beside a three-hour one for more money is
    # not a tie on the stack; with no deadline the MI300X keeps the lead.
    rows = cuda_on_tie([_row("MI300X", "AMD", 2.00, 3.0), _row("RTX A4000", "NVIDIA", 0.155, 42.0)])
    assert rows[0].gpu == "MI300X"


def test_a_multi_day_cuda_row_inside_the_price_tie_leads_a_rocm_job():
    # Hand: RTX A4000 $0.1532/h × 88 h = $13.48 vs MI300X $2.39/h × 5.5 h = $13.15: 13.48 / 13.15 = 1.025, 2.5 % —
    # inside the 5 % price tie, where the stack the tooling runs natively decides: the A4000 leads, multi-day or not.
    rows = cuda_on_tie([_row("MI300X", "AMD", 2.39, 5.5), _row("RTX A4000", "NVIDIA", 0.1532, 88.0)])
    assert [r.gpu for r in rows] == ["RTX A4000", "MI300X"]


def test_the_cuda_lead_says_the_rocm_saving_and_the_band():
    # Hand: the plan's first row L40S $6.48, the MI300X $6.00 behind it: 1 − 6.00 / 6.48 = 7.4 % less, band 15 %.
    enc = encoder_named("bge-m3")
    assert enc is not None
    rows = [_row("L40S", "NVIDIA", 0.90, 7.2), _row("MI300X", "AMD", 2.00, 3.0)]
    msg = cuda_first(EmbeddingPlan(enc, 512, True, 10_000_000, None, None, rows, "USD", ()))
    assert msg is not None
    en, zh = word(msg, "en"), word(msg, "zh")
    assert en.startswith("CUDA before ROCm") and "7% less" in en and "15%" in en
    assert "便宜 7%" in zh and "15%" in zh and "CUDA" in zh
    assert "持平" in to_script(zh, "zh-Hant") and "ROCm" in to_script(zh, "zh-Hant")


def test_a_cuda_fleet_on_more_machines_does_not_displace_one_rocm_machine():
    # Hand: 5 one-card RTX A4000 machines at $0.15/h each × 6.0 h = $4.50 vs one MI300X $2.39 × 1.9 h = $4.54: the
    # fleet is cheaper, but five machines to start and fail against one; the tie rules put the one machine first and
    # the ROCm band does not undo that (the CUDA row must be on no more machines).
    fleet = EmbeddingRow("p", "a4000", "RTX A4000", 1, 5, 0.15, 6.0, 4.50, "NVIDIA")
    one = _row("MI300X", "AMD", 2.39, 1.9)
    assert cuda_on_tie([one, fleet], deadline=8.0)[0] is one
