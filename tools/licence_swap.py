"""The model a licence that bars the user's place names instead (Llama-4-Scout or Llama-3.2-Vision for a company in
the EU → its registry row's `license.alternative`, Mistral-Small-3.1-24B) sized on the same load: its own memory a
GPU and the cheapest plan the recommender finds for it, one line, in place of "the hardware sizing stands" (the
barred model's cards are not the swap's: a 24B model needs far less than a 109B one).

The re-run is tools.recommend's (place_and_licence_lines): this module only words its first plan, so it imports
nothing from the recommender. Every figure is the re-run's: memory from tools.memory, price from the catalog row."""

from __future__ import annotations

from tools.schema import Check, Msg, Recommendation, WorkKind
from tools.wording import money_text, plan_machines


def swap_sized(barred: Check, alt: Recommendation, currency: str, month_hours: float) -> Check:
    """`barred` (compat.licence_place / _if with an alternative) with the alternative's re-run said in it: its memory
    a GPU and its cheapest plan, an hour and a month of `month_hours` (the answer's own period); `barred` unchanged
    where the re-run priced nothing. By hand: Mistral-Small-3.1-24B in FP8 for 30 chats at 4,096 tokens is ≈ 24 GB
    of weights plus KV, one 48 GB or 80 GB card, against the two H200s the 109B Llama-4-Scout took."""
    c = alt.candidates[0] if alt.candidates else None
    if c is None or not barred.message.args.get("alt"):
        return barred
    hourly = c.price_per_hour.amount
    if alt.kind in (WorkKind.BATCH, WorkKind.SIZED_TRAINING) and alt.job_hours:
        # a job (a batch, a sized run) is priced as the job, the pick's own framing: its hours on that plan × its
        # hour (Qwen2.5-VL-7B for 200,000 receipts: ≈ $15–25 for the job, not "$1,745 over the same hours" of a month)
        sized = Msg(code="licence_swap.sized_job", args={
            "gb": round(c.per_gpu_bytes / 1e9, 1), "fleet": plan_machines(c), "hour": money_text(hourly, currency, 2),
            "hours": alt.job_hours, "job": money_text(hourly * alt.job_hours, currency, 2)})
        return barred.model_copy(update={"message": Msg(code=barred.message.code, args={
            **barred.message.args, "sized": sized})})
    sized = Msg(code="licence_swap.sized", args={
        "gb": round(c.per_gpu_bytes / 1e9, 1), "fleet": plan_machines(c),
        "hour": money_text(hourly, currency, 2), "month": money_text(hourly * month_hours, currency, 0)})
    return barred.model_copy(update={"message": Msg(code=barred.message.code, args={**barred.message.args,
                                                                                      "sized": sized})})
