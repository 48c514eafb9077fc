"""An image model (SDXL) for "a 50-person team", then "200 people online at once", was refused in both turns ("Not
sized here"), and the people online were turned into requests at once with a chat's text-speed answer times. An
image service now takes its users at once from the users at once said, the people online (each one a user at the
image tool), or a head count's office-peak share, and is sized provisionally at one image a minute each, said."""

from __future__ import annotations

import pytest

from advisor.core.conversation import chat_online_notes
from advisor.core.messages import Msg
from tools.media import image_users_at_once, provisional_image_rate
from tools.schema import Workload


@pytest.mark.parametrize("fields, want", [
    ({"concurrency": 20}, (20, "at_once", None)),  # said as at once: as said
    ({"users_online": 200}, (200, "online", 200)),  # every person online is a user at the image tool
    # 50 people: 15 % active at the office peak = 7.5 → 8 (tools.traffic's head-count share, rounded up)
    ({"head_count": 50}, (8, "team", 50)),
    ({}, None),
])
def test_users_at_once_of_an_image_service(fields: dict, want: tuple | None) -> None:
    assert image_users_at_once(Workload(modality="diffusion", **fields)) == want


def test_two_hundred_online_make_two_hundred_images_a_minute() -> None:
    # one image a minute each: 200 ÷ 60 s = 3.33 images a second
    assert provisional_image_rate(200) == pytest.approx(200 / 60)


def test_the_provisional_line_says_where_the_users_at_once_come_from() -> None:
    team = Msg(code="conversation.media.provisional_rate",
               args={"n": 8, "each": 1.0, "how": "team", "people": 50, "share_pct": 15})
    assert "15% of the 50 people" in team.text("en") and "8 a minute at the peak" in team.text("en")
    assert "50 人中办公高峰约 15%" in team.text("zh")
    online = Msg(code="conversation.media.provisional_rate",
                 args={"n": 200, "each": 1.0, "how": "online", "people": 200, "share_pct": 15})
    assert "200 people online" in online.text("en") and "200 a minute at the peak" in online.text("en")


def test_the_chat_rule_for_people_online_is_dropped_only_on_an_image_service() -> None:
    assert chat_online_notes(Workload(modality="diffusion", users_online=200))  # the chat line to drop
    assert chat_online_notes(Workload(users_online=200)) == set()  # a chatbot keeps it


@pytest.mark.slow
def test_an_sdxl_team_then_people_online_are_sized(tmp_path, monkeypatch) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    e = Engine(store=Store(tmp_path / "s.db"))
    first = e.handle("t", "we want to self-host SDXL for a 50-person design team, what GPUs should we rent?").text
    # 50 people → 8 at once (15 %, rounded up) → 8 images a minute at one image a minute each
    assert "Not sized here" not in first and "SDXL, 8 images a minute at peak" in first, first
    second = e.handle("t", "actually it will be 200 people online at once").text
    # 200 online → 200 users at the tool → 200 images a minute; no chat answer-time line (tokens/s) for them
    assert "Not sized here" not in second and "SDXL, 200 images a minute at peak" in second, second
    assert "generating at once" not in second and "tokens/s" not in second, second
