"""A training sweep's runs of the same job summed: a hyper-parameter sweep, N seeds or N configurations.

"I want 5 runs for a small hparam sweep" over 3M tickets × 3 epochs is five times the job: 5 × the tokens, the
GPU-hours and the cost, and a deadline is met only by all five (run in parallel on separate cards, or one after
another). Each run is the same job, so each fits what one needs (the memory is one run's); only the amount adds up
(the same arithmetic tools.media_train uses for N independent jobs). No published figure: the stated counts' product.
"""

from __future__ import annotations


def runs_total(each: float, runs: int) -> float:
    """The amount all runs train on: `runs` × `each` (examples or tokens of one run). By hand: 4 runs × 2,000,000
    reviews = 8,000,000; 6 seeds × 400,000 examples = 2,400,000."""
    if runs < 1 or each < 0:
        raise ValueError("runs must be at least 1 and the amount not negative")
    return each * runs
