"""Where the user said they are ("we're in Canada", 我们在加拿大, 我們在加拿大: Workload.located) is said back on the
answers priced outside the ranked table (video, images, speech, embeddings), with where the plan runs and how to keep
to their place (tools.users_place.located_where); it was read but never shown there, so the place looked ignored.
Never a filter: offers in every region stay ranked."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording Msg.text reads)
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.schema import InstanceRow, Workload
from tools.users_place import located_where

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row(region: str) -> InstanceRow:
    return InstanceRow(provider="p", instance_type="x", region=region, gpu="RTX A4000", gpu_count=1,
                       price_on_demand=0.15)


@pytest.mark.parametrize(("here", "region", "said"), [
    # a row in the user's own country: said as in their place
    (["ca"], "CANADA-1", "their own place for you"),
    # a Norwegian row for a user in Canada: no nearness said, and how to keep to Canada
    (["ca"], "NO - NORWAY-1", "say 'rent in Canada'"),
    (["br"], "sa-east-1", "you are in Brazil"),
])
def test_the_place_said_is_said_back_with_where_the_plan_runs(here, region, said):
    out = located_where(Workload(located=here), [_row(region)], gazetteer())
    assert out and said in out[0].text("en"), out[0].text("en") if out else out


def test_the_chinese_line_names_the_place():
    out = located_where(Workload(located=["ca"]), [_row("NO - NORWAY-1")], gazetteer())
    assert out and "你在加拿大" in out[0].text("zh") and "部署在加拿大" in out[0].text("zh")


def test_a_place_to_rent_or_the_users_place_speaks_instead():
    # a place to rent is a filter (place_lead.kept speaks); the users' place has its own line (named_where)
    assert not located_where(Workload(located=["ca"], regions=["ca"]), [_row("CANADA-1")], gazetteer())
    assert not located_where(Workload(located=["ca"], users_region=["ca"]), [_row("CANADA-1")], gazetteer())
    assert not located_where(Workload(located=["ca"]), [], gazetteer())


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    # CogVideoX-5B: 300 clips × ≈12.2 min on an RTX A4000 ≈ 61 GPU-hours a day, priced wherever it is cheapest; the
    # place was read ("assumed": located ca) and must be said back under the head with where that plan runs
    ("CogVideoX-5B to make 300 six-second clips a day, we're in Canada. What should we rent?", "you are in Canada"),
    ("SDXL to make 5,000 images a day, we're in Canada. What should we rent?", "you are in Canada"),
    ("Whisper large-v3 to transcribe 2,000 hours of audio, we're in Canada", "you are in Canada"),
    ("bge-m3 to embed 10M documents of 500 tokens, we're in Canada", "you are in Canada"),
    ("我们在加拿大，用CogVideoX-5B每天生成300条6秒视频，租什么？", "你在加拿大"),
    ("我們在加拿大，用Whisper large-v3轉寫2000小時錄音", "你在加拿大"),
])
def test_every_kind_of_work_says_where_you_are(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out, out
