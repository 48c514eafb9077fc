"""A served model's volume per period with its users' place said (50,000 images a month, users in Hong Kong) could be
a batch made ahead or a service users wait on: the answer says it read a batch and how to have it sized as a service,
never "nobody waits" as a fact. Training, a one-off batch and music (always made ahead) keep the plain line."""

from __future__ import annotations

import advisor.core.messages  # noqa: F401  (installs the wording Msg.text reads)
from advisor.core.script import to_script
from catalog.places import gazetteer
from tools.schema import InstanceRow, Workload
from tools.users_place import batch_places_line, read_as_batch, where_line

PLACES = gazetteer()
ROW = InstanceRow(provider="p", instance_type="x", region="asia-southeast1", gpu="L4", gpu_count=1, price_on_demand=1.0)


def test_a_monthly_volume_for_users_in_a_place_is_a_reading() -> None:
    w = Workload(task="inference", modality="diffusion", batch_requests=50_000, batch_period="month", users_region=["hk"])
    assert read_as_batch(w)
    (m,) = batch_places_line(w, [ROW], [ROW], PLACES)
    en, zh = m.text("en"), m.text("zh")
    assert m.code == "users_place.batch_read"
    assert "read as a batch" in en and "say 'real-time'" in en and "Hong Kong" in en, en
    # the switch word is one the follow-up reader takes as a live service (advisor.core.service_switch.LIVE_WORDS)
    assert "按批量任务理解" in zh and "要实时" in zh, zh
    hant = to_script(zh, "zh-Hant")
    assert "按批量任務理解" in hant and "要實時" in hant, hant
    assert "nobody waits" not in en and "没有人在等网络往返" not in zh


def test_the_ranked_answer_says_the_same_reading() -> None:
    w = Workload(task="inference", batch_requests=1_000_000, batch_period="month", users_region=["jp"])
    m = where_line([(ROW, 1.0)], ["jp"], PLACES, serving=False, cur="USD", read_batch=read_as_batch(w))
    assert m is not None and m.code == "users_place.batch_read", m
    m = where_line([(ROW, 1.0)], ["jp"], PLACES, serving=False, cur="USD")  # a training run: the plain line
    assert m is not None and m.code == "users_place.batch"


def test_work_that_is_always_made_ahead_keeps_the_plain_line() -> None:
    # a fine-tune, a one-off batch of requests, generated music: no one waits on them whoever their users are
    for w in (Workload(task="lora", users_region=["hk"]),
              Workload(task="inference", batch_requests=50_000, users_region=["hk"]),
              Workload(task="inference", modality="music", batch_requests=2000, batch_period="day", users_region=["sg"])):
        assert not read_as_batch(w), w
    (m,) = batch_places_line(Workload(task="inference", batch_requests=50_000, users_region=["hk"]), [ROW], [ROW],
                             PLACES)
    assert m.code == "users_place.batch_plain"
    # no users' place: nothing to read
    assert not read_as_batch(Workload(task="inference", batch_requests=50_000, batch_period="month"))
