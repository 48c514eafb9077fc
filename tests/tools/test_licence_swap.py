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
