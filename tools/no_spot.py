"""A stated "no spot" (on-demand only, 不要竞价实例) carried into every section of the answer: the pitfalls, the
validation plan and the full table hold no spot lever or spot column once the user ruled spot out. A training answer
once said "Training may use spot" and "train the bulk on spot" right after "AWS only, no spot instances".

Pure: the workload's billing (None unless stated: tools.defaults.resolve fills no billing) comes in.
"""

from __future__ import annotations

from tools.schema import Msg


def spot_refused(billing: str | None) -> bool:
    """Whether the user ruled spot out: billing stated on-demand ("no spot", "on-demand only", 不要竞价实例)."""
    return billing == "on_demand"


def training_spot_pitfall() -> Msg:
    """Pitfall 6's line for a training job with spot ruled out: on-demand as said, checkpoints still kept."""
    return Msg(code="no_spot.training")


def comparison_part(batch: bool) -> Msg:
    """The validation plan's comparison step with spot ruled out: on-demand against a reserved term, no spot."""
    return Msg(code="no_spot.compare_batch" if batch else "no_spot.compare_train")
