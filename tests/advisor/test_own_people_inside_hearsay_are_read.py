"""A manager's claim ("my manager says two L4s is 48GB so we can load X") is hearsay the reader blanks, but the user's
own people inside it ("for our 12 devs") are a fact of the workload: blanked with the claim, the answer sized one user."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, people", [
    ("my manager says GCP g2-standard-24 has two L4s so that's 48GB and we can just load Qwen2.5-Coder-32B-Instruct in "
     "bf16 for our 12 devs (chat, not autocomplete). 16k context. will that work and whats the monthly cost in "
     "us-central1?", 12),
    ("my boss says one A100 is plenty for Llama-3.1-70B for our team of 20 engineers", 20),
])
def test_own_people_inside_hearsay_are_the_head_count(text, people):
    # 12 devs stated → head_count 12 (tools.traffic turns it into requests at once), never the 1-user default
    assert extract(text).patch.head_count == people


def test_hearsay_alone_still_states_nothing():
    p = extract("my friend says AWS is expensive").patch
    assert p.head_count is None and not p.providers
