"""tools.embedding.owned_job: an embedding job timed on the cards the user owns (no rental)."""

from catalog.gpus import all_gpus
from tools.embedding import encoder_named, owned_job
from tools.schema import Workload


def _job(n: int, deadline: float | None):
    enc = encoder_named("bge-m3")
    assert enc is not None
    w = Workload(model="bge-m3", gpu_preference="RTX 4090", num_gpus=n, owned_gpus=True)
    return owned_job(enc, w, all_gpus(), 667, 40_000_000, deadline)


def test_one_owned_4090_misses_a_two_day_deadline_and_four_meet_it():
    # Hand: bge-m3's N without its 250,002 × 1,024 = 256.0e6 embedding table is 568e6 − 256.0e6 = 312.0e6; at 667
    # tokens 2 × 312.0e6 + 4 × 24 × 1024 × 667 = 624.0e6 + 65.6e6 = 689.6e6 FLOPs a token; 312 M multiplying
    # parameters run at 33.4 % + 16.6 % × ln(312/303.7) ÷ ln(7,000/303.7) = 33.5 % of a 4090's 165.2 TFLOPS
    # (tools.embedding.encoder_mfu) ≈ 80,350 tokens/s; 2.668e10 tokens ≈ 92.2 h on one card (> 48 h: over), ≈ 23.1 h
    # on four (< 48 h).
    one, four = _job(1, 48.0), _job(4, 48.0)
    assert one is not None and four is not None
    assert one.args["meets"] is False and "over your" in one.text("en"), one.text("en")
    assert four.args["meets"] is True and "23.1 h" in four.text("en"), four.text("en")
    assert "超出你的" in one.text("zh") and "无需租用" in four.text("zh")


def test_cards_not_owned_give_no_owned_answer():
    # Hand: the same 4 × 4090 named as a rental filter (owned_gpus unset) are not the user's: no owned line.
    enc = encoder_named("bge-m3")
    assert enc is not None
    w = Workload(model="bge-m3", gpu_preference="RTX 4090", num_gpus=4)
    assert owned_job(enc, w, all_gpus(), 667, 40_000_000, 48.0) is None
