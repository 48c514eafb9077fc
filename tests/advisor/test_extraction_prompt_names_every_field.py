"""The language model reads a message into `WorkloadPatch` and learns each field from two places: the field's own
description (sent with the structured-output tool schema) and the guide in prompts/extract.txt. A field added to the
workload with neither reaches the model as a bare name it must guess at, and a name the guide mentions that is no
longer a field sends the model to fill something that is dropped; both are drift between the one declaration of the
workload and the prompt."""

from __future__ import annotations

import re

from prompts import load
from tools.schema import Dataset, WorkloadPatch

# words in the guide that look like field names but are values or the template's own tags
NOT_FIELDS = {"full_finetune", "on_demand", "audio_hours", "user_message"}


def test_every_field_the_model_may_fill_is_described_to_it():
    guide = load("extract")
    undescribed = [name for name, f in WorkloadPatch.model_fields.items()
                   if not f.description and not re.search(rf"\b{name}\b", guide)]
    assert undescribed == [], "give these a Field description in tools/schema.py (or a line in prompts/extract.txt)"


def test_every_field_name_the_guide_uses_is_a_field():
    named = set(re.findall(r"\b([a-z]+(?:_[a-z]+)+)\b", load("extract"))) - NOT_FIELDS
    known = set(WorkloadPatch.model_fields) | set(Dataset.model_fields)
    assert sorted(named - known) == []
