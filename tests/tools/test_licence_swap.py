"""tools.licence_swap words the barred model's alternative from the re-run's first plan, or leaves the line as it was
when the re-run priced nothing (the answer then says to name it)."""

from __future__ import annotations

from tools.licence_swap import swap_sized
from tools.schema import Check, Msg, Recommendation, Workload


def test_an_unpriced_swap_leaves_the_licence_line_as_it_was():
    # Llama-3.2-90B-Vision for a Madrid firm, its alternative re-run with no priced plan (no candidate): nothing is
    # invented, the line keeps "sized the same way if you name it"
    barred = Check(level="error", topic="licence", message=Msg(code="compat.licence_place", args={
        "model": "Llama-3.2-90B-Vision", "licence": "Llama 3.2 Community License", "place": "eu", "source": "AUP",
        "alt": "Mistral-Small-3.1-24B", "alt_licence": "Apache-2.0"}))
    alt = Recommendation(model="Mistral-Small-3.1-24B", params=24_000_000_000, active_params=24_000_000_000,
                         workload=Workload(task="inference", model="Mistral-Small-3.1-24B"), usd_cny=7.1)
    out = swap_sized(barred, alt, "USD", 730.0)
    assert out == barred and "sized" not in out.message.args
    assert "sizing stands" in out.message.text("en")


def _priced(kind: str | None, job_hours: float | None) -> Recommendation:
    from tools.schema import Candidate, Layout, Money

    c = Candidate(provider="runpod", instance="1x_MI300X_SECURE", region="NL", gpu="MI300X", gpu_count=1,
                  price_per_hour=Money(amount=2.39, currency="USD"), billing="on_demand",
                  layout=Layout(num_gpus=1), per_gpu_bytes=81_800_000_000)
    return Recommendation(model="Qwen2.5-VL-7B", params=8_300_000_000, active_params=8_300_000_000,
                          workload=Workload(task="inference", model="Qwen2.5-VL-7B"), usd_cny=7.1,
                          candidates=[c], kind=kind, job_hours=job_hours)


def _barred() -> Check:
    return Check(level="error", topic="licence", message=Msg(code="compat.licence_place", args={
        "model": "Llama-3.2-11B-Vision", "licence": "Llama 3.2 Community License", "place": "eu", "source": "AUP",
        "alt": "Qwen2.5-VL-7B", "alt_licence": "Apache-2.0"}))


def test_a_batch_swap_is_priced_as_the_same_job_not_a_month():
    # 200,000 receipts a month in Amsterdam: the pick is a $23 job; the swap re-run takes 6.1 h on one MI300X at
    # $2.39/h = $14.58 for the job. "$1,745 over the same hours" (2.39 × 730) beside a $23 batch read as dearer.
    out = swap_sized(_barred(), _priced("batch", 6.1), "USD", 730.0)
    en, zh = out.message.text("en"), out.message.text("zh")
    assert "$14.58" in en and "6.1 h" in en and "1,745" not in en, en
    assert "$14.58" in zh and "整个任务" in zh, zh


def test_a_serving_swap_keeps_the_month():
    # a service is priced by its month: 2.39 × 730 = $1,745
    out = swap_sized(_barred(), _priced("serving", None), "USD", 730.0)
    assert "1,745" in out.message.text("en")
