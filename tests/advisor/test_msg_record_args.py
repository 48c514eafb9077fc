"""A Msg whose argument is a small record of figures (tools.checked.with_batch_time's batch: machine, hours,
deadline, machines) survives the JSON round trip a stored conversation makes. Before, the record was set on the
verdict without validation and the next turn ("ok what's the fastest way to get it done then", after "is 8x h100
for a week sensible?" on a 2 M-ticket summary batch) re-read the stored answer and failed with 6 validation errors:
the chat printed an empty reply. (Any worded code serves here: its wording reads `hours`, the records ride along.)"""
import advisor.core.messages  # noqa: F401  (installs the wording a stored Msg is serialized with)
from tools.schema import Msg


def test_a_record_argument_survives_the_stored_round_trip() -> None:
    batch = {"machine": 8, "hours": 2.1, "deadline": 30.7, "machines": 1}
    msg = Msg(code="constraints.deadline_hours", args={"hours": 30.7, "batch": batch,
                                         "nodes": {"machines": 2, "per_machine": 8, "rdma_gbit_s": 400,
                                                   "priced": False}})
    again = Msg.model_validate_json(msg.model_dump_json())
    assert again.args["batch"] == batch
    assert again.args["nodes"]["priced"] is False  # type: ignore[index]


def test_a_record_argument_is_validated_when_built_with_validation() -> None:
    got = Msg.model_validate({"code": "checked.verdict", "args": {"batch": {"machine": 8, "hours": 2.5}}})
    assert got.args["batch"] == {"machine": 8, "hours": 2.5}
