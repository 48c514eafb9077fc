"""The Workload model carries its arguments' declaration: the flag, help, default note, choices and limits written
once in tools/workload_fields.py reach `Workload.model_fields` and `Workload.model_json_schema()`, so a reader of the
model finds the CLI flag and MCP name of each field without a second table, and the table and the model cannot
disagree on what a field accepts."""

import typing

import annotated_types

from tools import schema
from tools import workload_fields as wf

STATABLE = [f for f in schema.Workload.model_fields if f not in wf.NOT_FLAGS]


def accepted_values(annotation):
    """The Literal values a field's type allows (empty when it is not a choice)."""
    out = []
    for part in (annotation, *typing.get_args(annotation)):
        if typing.get_origin(part) is typing.Literal:
            out += typing.get_args(part)
    return tuple(out)


def limits(info):
    low = high = None
    for m in info.metadata:
        if isinstance(m, annotated_types.Ge):
            low = m.ge
        elif isinstance(m, annotated_types.Gt):
            low = ("more than", m.gt)
        elif isinstance(m, annotated_types.Le):
            high = m.le
    return low, high


def test_every_statable_field_has_exactly_one_argument():
    for field in STATABLE:
        own = [a for a in wf.FIELDS if a.field == field]
        assert len(own) == 1 or (not own and field in wf.DERIVED), (field, [a.name for a in own])


def test_the_flag_and_the_field_take_the_same_choices_and_limits():
    for a in (a for a in wf.FIELDS if a.field):
        info = schema.Workload.model_fields[a.field]
        if a.choices:
            field_choices = accepted_values(info.annotation)
            assert set(a.choices) <= set(field_choices), a.name  # a flag never offers what the model refuses
            assert (a.choices == field_choices) == (a.field not in wf.NARROWER), a.name
        if a.ge is not None or a.le is not None or limits(info) != (None, None):
            assert (limits(info) == (a.ge, a.le)) == (a.field not in wf.NARROWER), (a.name, limits(info))


def test_a_stated_narrowing_is_a_real_one():
    # each NARROWER entry names a field whose flag really takes less (a stale entry would hide a new disagreement)
    for field in wf.NARROWER:
        a = next(a for a in wf.FIELDS if a.field == field)
        info = schema.Workload.model_fields[field]
        differs_in_choices = bool(a.choices) and a.choices != accepted_values(info.annotation)
        assert differs_in_choices or limits(info) != (a.ge, a.le), field


def test_the_model_schema_carries_each_fields_flag_and_help():
    props = schema.Workload.model_json_schema()["properties"]
    for field in STATABLE:
        assert props[field]["x-flag"].startswith("--") and props[field]["x-help"], field
    # the context: "--seq-len", with its default note, and the table's help as the field's description
    assert props["seq_len"]["x-flag"] == "--seq-len"
    assert props["seq_len"]["x-default"] == "Defaults: 4096 / 2048."
    assert props["seq_len"]["description"] == wf.BY_NAME["seq_len"].help
    # a field named apart from its argument: target_tokens_per_s is `target_tps` / --target-tps
    assert (props["target_tokens_per_s"]["x-argument"], props["target_tokens_per_s"]["x-flag"]) == (
        "target_tps", "--target-tps")
    # a field filled from another argument: budget_per_hour from --budget (with --budget-per hour)
    assert props["budget_per_hour"]["x-flag"] == "--budget" and props["deadline_hours"]["x-flag"] == "--deadline-days"
    # a recommend-only argument says so; the ZeRO stage's range is the flag's 0–3
    assert props["billing"]["x-commands"] == ["recommend"]
    assert (props["zero_stage"]["x-minimum"], props["zero_stage"]["x-maximum"]) == (0, 3)
    # a field's own description (what a message states) is kept beside the flag's help
    assert props["batch_requests"]["description"].startswith("an offline batch job")


def test_the_resolved_workload_carries_them_too():
    # Resolved declares its calculator fields again (not optional); they keep the flag
    props = schema.Resolved.model_json_schema()["properties"]
    assert props["task"]["x-flag"] == "--task" and props["lora_rank"]["x-flag"] == "--lora-rank"


def test_the_message_readers_schema_shows_no_flags():
    # WorkloadPatch is the LLM reader's structured-output schema: it reads a message, so it is shown no CLI flags
    props = schema.WorkloadPatch.model_json_schema()["properties"]
    assert not any(k.startswith("x-") for p in props.values() for k in p)
    assert "description" not in props["seq_len"]
