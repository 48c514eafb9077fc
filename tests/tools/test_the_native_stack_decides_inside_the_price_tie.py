"""Inside the price tie (5 %) between a CUDA row and a cheaper ROCm row on a job whose usual tooling ships CUDA builds
(TEI and most embedding images), the CUDA row leads and the ROCm row is named beside it with its time and cost:
the "sooner" rule (a job over a day gives way to one four times sooner up to 10 % dearer) no longer hands the lead
to the ROCm row inside the tie. Outside the tie the sooner rule stands."""
from advisor.core.messages import word
from advisor.core.script import to_script
from tools.embedding import EmbeddingPlan, EmbeddingRow, cuda_first, encoder_named, sooner_on_tie, stack_decides


def _row(gpu: str, vendor: str, price: float, hours: float) -> EmbeddingRow:
    return EmbeddingRow("p", gpu, gpu, 1, 1, price, hours, price * hours, vendor)


A4000 = _row("RTX A4000", "NVIDIA", 0.1532, 88.0)  # $13.48, 3.7 days
MI300X = _row("MI300X", "AMD", 2.39, 5.5)  # $13.145, 5.5 h


def test_the_band_is_the_price_tie():
    # Hand: 13.48 / 13.145 = 1.025 → inside 5 %; at $0.16/h × 88 h = $14.08, 14.08 / 13.145 = 1.071 → outside
    assert stack_decides(A4000, MI300X)
    assert not stack_decides(_row("RTX A4000", "NVIDIA", 0.16, 88.0), MI300X)
    assert not stack_decides(MI300X, A4000)  # only a CUDA row against a ROCm one
    assert not stack_decides(_row("L40S", "NVIDIA", 0.9, 5.0), _row("H100", "NVIDIA", 2.0, 2.0))


def test_a_rocm_row_much_sooner_does_not_take_the_lead_inside_the_tie():
    # Hand: the A4000 runs 88 h > 24 h and the MI300X 5.5 h, 16 × sooner, 2.5 % cheaper: before, the sooner rule put
    # the MI300X first; inside the tie the CUDA row keeps it.
    assert sooner_on_tie([A4000, MI300X])[0] is A4000


def test_a_cuda_row_much_sooner_still_takes_the_lead():
    # Hand: RTX A4000 88 h $13.48 first, an H100 SXM $2.45/h × 5.5 h = $13.475: 16 × sooner on CUDA → the H100 leads
    h100 = _row("H100 SXM", "NVIDIA", 2.45, 5.5)
    assert sooner_on_tie([A4000, h100])[0] is h100


def test_a_rocm_row_outside_the_tie_still_takes_the_lead_when_much_sooner():
    # Hand: A4000 $0.16/h × 88 h = $14.08 vs MI300X $13.145: 7.1 % dearer, outside the 5 % tie, inside the 10 % sooner
    # band; 16 × slower → the MI300X leads, as before
    slow = _row("RTX A4000", "NVIDIA", 0.16, 88.0)
    assert sooner_on_tie([slow, MI300X])[0] is MI300X


def test_the_headline_names_the_rocm_row_beside_with_its_time():
    # Hand: 1 − 13.145 / 13.48 = 2.5 % less (printed 2 %), the 5 % tie, the MI300X's 5.5 h and ≈ $13.1 named
    enc = encoder_named("bge-m3")
    assert enc is not None
    msg = cuda_first(EmbeddingPlan(enc, 256, True, 50_000_000, None, None, [A4000, MI300X], "USD", ()))
    assert msg is not None
    en, zh = word(msg, "en"), word(msg, "zh")
    assert en.startswith("CUDA before ROCm: MI300X costs 2% less") and "5% price tie" in en
    assert "5.5 h" in en and "$13.1" in en, en
    assert "便宜 2%" in zh and "ROCm 版" in zh and "5.5 小时" in zh, zh
    assert "ROCm 版" in to_script(zh, "zh-Hant")
