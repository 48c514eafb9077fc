"""Under "fastest", when a sized job spread over several machines may lead a one-machine plan.

A job across machines pays what the job time model does not count: every node loads the model and joins the NCCL
rendezvous before the first step (minutes on a cold cluster), and each added node is one more failure point that stops
the whole job (a lost rank ends an all-reduce; torchrun's elastic restart re-does the rendezvous). The PyTorch
distributed docs (pytorch.org/docs/stable/elastic/run.html, "rendezvous", read 2026-12-07) and NCCL's own
initialisation over InfiniBand (docs.nvidia.com/deeplearning/nccl/user-guide, "NCCL_IB", read 2026-12-07) describe the
steps; a practitioner plans a few to ten minutes for them. So an expert asked for the fastest finish still rents one
node unless the multi-node plan is clearly sooner: by more than MULTI_NODE_CLEAR_SHARE of the one node's time AND by
more than MULTI_NODE_LAUNCH_HOURS, the launch overhead it would have to win back first.
"""

from __future__ import annotations

from tools.offers import Offer, wall_hours

# The multi-node plan must save more than this share of the one node's wall time: a saving inside the speed model's
# own spread (tools.ranking.ONE_MACHINE_TOLERANCE is 15 %) is no saving one can count on; 25 % is a quarter of the job.
MULTI_NODE_CLEAR_SHARE = 0.25

# ... and more than this many hours: the launch a job across nodes pays that one node does not (each node's model load
# and the NCCL rendezvous, a few to ten minutes), so a saving smaller than it may not be a saving at all.
MULTI_NODE_LAUNCH_HOURS = 10 / 60


def multi_node_leads(multi_hours: float, one_hours: float) -> bool:
    """Whether a job across machines finishing in `multi_hours` (wall) clearly beats one machine's `one_hours`:
    sooner by more than MULTI_NODE_CLEAR_SHARE of the one-machine time and by more than MULTI_NODE_LAUNCH_HOURS.
    By hand: Llama-3.1-8B LoRA, 2 × 8 × B200 ≈ 17 min against one 8 × B200 ≈ 19 min: 2 min saved, 11 % and < 10 min
    → the one node leads; a 1B pretraining on 16 nodes in 2.0 h against one node's ≈ 26 h: 24 h saved, 92 % → it leads."""
    saved = one_hours - multi_hours
    return saved > MULTI_NODE_LAUNCH_HOURS and saved > MULTI_NODE_CLEAR_SHARE * one_hours


def fastest_one_machine(offers: list[Offer]) -> Offer | None:
    """The one-machine sized plan that finishes first (then the cheaper job), or None."""
    return min((o for o in offers if o.instances == 1 and o.train_hours),
               key=lambda o: (o.train_hours or 0.0, o.work_cost), default=None)


def prefer_one_node_job(ordered: list[Offer]) -> list[Offer]:
    """A sized job's ranking by time whose first row spans machines: the fastest one-machine plan moves to the front
    unless the multi-node row clearly beats it (`multi_node_leads`); the rest keep their order."""
    if not ordered or ordered[0].instances <= 1 or not ordered[0].train_hours:
        return ordered
    one = fastest_one_machine(ordered)
    if one is None or not one.train_hours:
        return ordered
    if multi_node_leads(wall_hours(ordered[0].train_hours), wall_hours(one.train_hours)):
        return ordered
    return [one] + [o for o in ordered if o is not one]


def multi_node_beside(offers: list[Offer], top: Offer) -> Offer | None:
    """The fastest plan across machines that a one-machine pick finishes after (the one it led under
    `prefer_one_node_job`), to be named beside the pick with its time and cost; None when no such plan is sooner."""
    if top.instances != 1 or not top.train_hours:
        return None
    multi = min((o for o in offers if o.instances > 1 and o.train_hours),
                key=lambda o: (o.train_hours or 0.0, o.work_cost), default=None)
    if multi is None or not multi.train_hours or multi.train_hours >= top.train_hours:
        return None
    return multi
