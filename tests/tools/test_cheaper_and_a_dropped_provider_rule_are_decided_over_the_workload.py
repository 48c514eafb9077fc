""""cheaper?" and a provider rule the user takes back are decided in tools/ (tools.followup.cheaper_turn,
providers_revoked) over the workload alone; the dialogue only says the move in the user's language."""

from tools.followup import cheaper_turn, providers_revoked
from tools.schema import Dataset, Workload

LORA = Workload(model="Llama-3.1-8B", task="lora", dataset=Dataset(amount=20_000, unit="examples", epochs=3,
                                                                  tokens_per_unit=600))
SERVING = Workload(model="Llama-3.1-70B", task="inference", concurrency=32)


def test_cheaper_after_an_answer_moves_a_job_to_spot_and_keeps_the_on_demand_one():
    # "LoRA Llama-3-8B …" then "cheaper?": a LoRA job resumes from checkpoints, so spot; on-demand kept to undo
    w, on_demand, levers = cheaper_turn(LORA, True, True)
    assert (w.billing, on_demand, levers) == ("spot", LORA, True)


def test_cheapest_asked_first_or_of_serving_or_under_a_deadline_stays_on_demand_with_the_levers():
    # "最便宜的方案是什麼?" as the first question never said spot; serving is never reclaimed onto spot; a deadline
    # ("finish within 5 days" = 120 h) could be missed by a reclaim
    assert cheaper_turn(LORA, True, False) == (LORA, None, True)
    assert cheaper_turn(SERVING, True, True) == (SERVING, None, True)
    due = LORA.model_copy(update={"deadline_hours": 120})
    assert cheaper_turn(due, True, True) == (due, None, True)
    assert cheaper_turn(LORA, False, True) == (LORA, None, False)  # "cheaper" not asked: nothing moves


def test_a_provider_left_out_leaves_the_rest_of_the_rule_or_every_provider():
    # "only AWS or GCP", then "actually anything but AWS": GCP kept; "only AWS", then "not AWS": every provider again
    two = SERVING.model_copy(update={"providers": ["aws", "gcp"]})
    w, kept = providers_revoked(two, {"aws"}) or (None, None)
    assert (w.providers, kept) == (["gcp"], ["gcp"])
    w, kept = providers_revoked(two.model_copy(update={"providers": ["aws"]}), {"aws"}) or (None, None)
    assert (w.providers, kept) == (None, [])
    assert providers_revoked(two, set()) is None and providers_revoked(SERVING, {"aws"}) is None  # nothing dropped
