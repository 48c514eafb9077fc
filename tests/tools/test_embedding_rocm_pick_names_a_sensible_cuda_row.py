"""An AMD (ROCm) first row for an encoder job names the nearest CUDA row a user would take instead: the cheapest on no
more machines that is not a multi-day run beside the AMD row's hours, never a two-day small card because it is 0 %
dearer, nor a fleet of hundreds of one-card machines beside a few."""
from advisor.core.messages import word
from advisor.core.script import to_script
from tools.embedding import EmbeddingPlan, EmbeddingRow, encoder_named, rocm_near_tie


def _plan(rows: list[EmbeddingRow]) -> EmbeddingPlan:
    enc = encoder_named("bge-m3")
    assert enc is not None
    return EmbeddingPlan(enc, 256, True, 50_000_000, None, None, rows, "USD", ())


def test_a_multi_day_small_card_is_not_the_named_cuda_row():
    # Hand: MI300X $2.39/h × 3.78 h = $9.04; RTX A4000 $0.15/h × 60.5 h (2.5 days) = $9.07 (0 % more) but 60.5 h > 24 h
    # and > 4 × 3.78 h: not a near alternative; RTX 6000 Ada $0.77/h × 12.9 h = $9.95 → 9.95 / 9.04 = 1.10, 10 % more.
    amd = EmbeddingRow("runpod", "mi", "MI300X", 1, 1, 2.39, 3.78, 9.04, "AMD")
    a4000 = EmbeddingRow("pi", "a4", "RTX A4000", 1, 1, 0.15, 60.5, 9.07, "NVIDIA")
    ada = EmbeddingRow("sf", "ada", "RTX 6000 Ada", 1, 1, 0.77, 12.9, 9.95, "NVIDIA")
    msg = rocm_near_tie(_plan([amd, a4000, ada]))
    assert msg is not None
    en, zh = word(msg, "en"), word(msg, "zh")
    assert "RTX 6000 Ada" in en and "A4000" not in en and "10%" in en
    assert "RTX 6000 Ada" in zh and "A4000" not in zh
    assert "A4000" not in to_script(zh, "zh-Hant")


def test_an_endpoint_names_few_big_machines_not_hundreds_of_small_ones():
    # Hand: 16 × MI300X $38.24/h; 271 one-card A4000 machines $40.65/h (6 % more, but 271 machines > 16);
    # 3 × 8×H100 $43.02/h → 43.02 / 38.24 = 1.125, 12 % more, on 3 machines: the one named.
    amd = EmbeddingRow("runpod", "mi", "MI300X", 1, 16, 2.39, None, 38.24, "AMD")
    fleet = EmbeddingRow("pi", "a4", "RTX A4000", 1, 271, 0.15, None, 40.65, "NVIDIA")
    h100 = EmbeddingRow("sf", "h8", "H100 SXM", 8, 3, 14.34, None, 43.02, "NVIDIA")
    en = word(rocm_near_tie(_plan([amd, fleet, h100])), "en")
    assert "H100" in en and "A4000" not in en and "12%" in en
