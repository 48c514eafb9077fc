"""A stated "card A beats card B" checked against the spec rows (tools.card_claims), and vLLM's default path on cards
between its install floor and Ampere (tools.compat.engine_checks).

Figures worked by hand from catalog/data/gpus.csv (dense 16-bit tensor TFLOPS, memory GB, bandwidth GB/s):
- H20: 148 TFLOPS, 96 GB, 4,000 GB/s; H100 SXM: 989.5 TFLOPS, 80 GB, 3,350 GB/s → the H100 computes 989.5 / 148 =
  6.69× more, while the H20 has more memory (96 > 80) and bandwidth (4.00 > 3.35 TB/s);
- RTX 4090: 165.2 TFLOPS, 24 GB; A100 80GB SXM: 312 TFLOPS, 80 GB → 312 / 165.2 = 1.89×, and the 4090 has less memory.
"""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from catalog.gpus import all_gpus
from tools.card_claims import not_offered, offered_where, stronger_claim
from tools.compat import engine_checks
from tools.schema import InstanceRow

GPUS = all_gpus()


def test_a_card_said_to_beat_a_faster_one_is_corrected_with_both_rows():
    m = stronger_claim(GPUS["H20"], GPUS["H100 SXM"])
    assert m is not None
    assert m.args["ratio"] == pytest.approx(989.5 / 148, rel=1e-3)
    assert m.args["more_memory"] is True  # the true half of the premise is said, not hidden
    assert m.args["a_bw"] == pytest.approx(4.0) and m.args["b_bw"] == pytest.approx(3.35)
    en, zh = m.text("en"), m.text("zh")
    assert "6.7×" in en and "148.0" in en and "989.5" in en and "96 vs 80 GB" in en
    assert "6.7 倍" in zh and "148.0" in zh and "989.5" in zh and "96 vs 80 GB" in zh
    # each row's source is cited
    assert GPUS["H20"].source in en and GPUS["H100 SXM"].source in zh


def test_a_claim_the_rows_bear_out_is_left_alone():
    assert stronger_claim(GPUS["H100 SXM"], GPUS["H20"]) is None
    assert stronger_claim(GPUS["H100 SXM"], GPUS["H100 SXM"]) is None


def test_a_smaller_slower_card_is_not_said_to_have_more_memory():
    m = stronger_claim(GPUS["RTX 4090"], GPUS["A100 80GB SXM"])
    assert m is not None and m.args["more_memory"] is False
    assert m.args["ratio"] == pytest.approx(312 / 165.2, rel=1e-3)  # 1.89×
    assert "1.9×" in m.text("en")


def _row(gpu: str, region: str, price: float | None = 1.0, quarantined: str = "") -> InstanceRow:
    return InstanceRow(provider="p", instance_type="x", region=region, gpu=gpu, gpu_count=1, vcpu=8, ram_gib=64,
                       price_on_demand=price, quarantined=quarantined)


def test_a_card_is_offered_only_where_a_priced_clean_row_lies():
    rows = [_row("H20", "cn-beijing"), _row("H20", "asia-east1", price=None), _row("H20", "asia-east1", quarantined="q")]
    in_taiwan = lambda x: x.region == "asia-east1"  # noqa: E731
    # the only Taiwan rows are unpriced or quarantined: not on offer there; Beijing has a priced one
    assert offered_where("H20", rows, in_taiwan) is False
    assert offered_where("H20", rows, lambda x: x.region == "cn-beijing") is True
    line = not_offered("H20", ["tw"], [])
    assert "H20" in line.text("en") and "Taiwan" in line.text("en")
    assert "H20" in line.text("zh")


def test_vllm_on_volta_and_turing_says_its_default_path_needs_ampere():
    v100 = engine_checks(GPUS["V100 SXM2 32GB"], "vllm", "inference")
    assert [c.level for c in v100] == ["warning"]  # shown in the short answer
    en, zh = v100[0].message.text("en"), v100[0].message.text("zh")
    assert "sm_70" in en and "8.0" in en and "V0" in en and "LMDeploy" in en and "AWQ needs sm_75+" in en
    assert "sm_70" in zh and "8.0" in zh and "V0" in zh and "LMDeploy" in zh
    # T4 is Turing, sm_75: AWQ runs there (vLLM's quantization hardware table)
    t4 = engine_checks(GPUS["T4"], "vllm", "inference")
    assert t4 and t4[0].message.args["awq"] is True


def test_vllm_below_ampere_names_the_release_and_backend_that_run_there():
    # V1 runs below sm_80 from v0.10.2 on its Triton attention backend in FP16 (vllm-project/vllm#24022, #14071):
    # the advice is a release floor (≥ 0.10.2), never a pin to an older one; Volta was not the card upstream tested
    for name in ("T4", "V100 SXM2 32GB"):
        for lang in ("en", "zh"):
            text = engine_checks(GPUS[name], "vllm", "inference")[0].message.text(lang)
            assert "Triton" in text and "≥ 0.10.2" in text and "#24022" in text and "≤ 0.10" not in text
    t4 = engine_checks(GPUS["T4"], "vllm", "inference")[0].message.text("en")
    v100 = engine_checks(GPUS["V100 SXM2 32GB"], "vllm", "inference")[0].message.text("en")
    assert "not on Volta" in v100 and "not on Volta" not in t4


@pytest.mark.parametrize("gpu,framework,task", [
    ("A100 80GB SXM", "vllm", "inference"),  # sm_80: the default path runs
    ("V100 SXM2 32GB", "lmdeploy", "inference"),  # another engine: not vLLM's floor
    ("V100 SXM2 32GB", "vllm", "lora"),  # training does not run on vLLM
])
def test_no_vllm_default_path_warning_outside_that_band(gpu, framework, task):
    assert engine_checks(GPUS[gpu], framework, task) == []
