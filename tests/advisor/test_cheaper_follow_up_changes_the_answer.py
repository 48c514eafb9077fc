""""Cheaper?" as a follow-up changes what the answer says, and a daily image count with a wait is a live service.

A blind review asked "We run an SDXL image generator: about 20,000 images a day, users expect an image within 10
seconds. What should we rent?" then "Cheaper?": the answer priced the day as one batch ("done in 18.6 h") and the
follow-up repeated it byte for byte. Hand-worked figures:
- 20,000 images a day with users waiting: a live service at its busiest hour, 10 % of the day's images in it
  (tools.traffic.BUSY_HOUR_SHARE_PCT): 2,000 in the hour = 33.3 a minute (2.4× the 24-hour average of 13.9 a minute).
- each card at ≤ 50 % busy makes 60 / 3.31 s × 0.5 = 9.06 images a minute (SDXL 3.31 s on the measured A100, cards
  scaled never above it), so 33.3 / 9.06 = 3.7 → at least 4 cards.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow

SDXL = ("We run an SDXL image generator: about 20,000 images a day, users expect an image within 10 seconds. "
        "What should we rent?")


@pytest.mark.parametrize("follow", ["Cheaper?", "便宜点", "再便宜一點", "any cheaper option"])
def test_cheaper_after_an_image_service_names_a_cheaper_plan(tmp_path, follow):
    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("t", SDXL).text
    assert "33 images a minute at peak" in first and "done in" not in first.split("\n")[0], first[:300]
    again = eng.handle("t", follow).text
    assert again != first
    lead = again.split("\n")[0]
    assert lead.startswith("> ") and ("Cheaper than" in lead or "更便宜" in lead or "最便宜" in lead), lead
    assert ("spot" in lead or "竞价" in lead or "競價" in lead), lead


def test_cheaper_after_a_text_service_is_not_the_same_answer(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("t", "Serve Qwen2.5-14B for a support chatbot, 30,000 messages a day").text
    again = eng.handle("t", "cheaper?").text
    assert again != first and "Cheaper" in again


def test_cheaper_after_a_training_job_moves_it_to_spot(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("t", "LoRA fine-tune Llama 3 8B on 50k examples of 1k tokens").text
    again = eng.handle("t", "便宜点").text
    assert again != first and "竞价" in again
