"""A cloud left out by name in the same message as a rule on who owns the provider ("EU-owned only, no Nebius",
只用欧盟公司的云，不要Nebius): both hold. The owner rule's kept list (Nebius, Seeweb) is no cloud the user named to use, so
it never lifts the exclusion; the exclusion was once set aside unsaid and Nebius was the pick."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import excluded_after
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "out"), [
    ("serve Qwen2.5-72B for 100 users, EU-owned only, no Nebius, no Seeweb", {"nebius", "seeweb"}),
    ("serve Qwen2.5-72B for 100 users, no Nebius, EU-owned only", {"nebius"}),
    ("部署Qwen2.5-72B给100人用，只用欧盟公司的云，不要Nebius", {"nebius"}),
    ("部署Qwen2.5-72B給100人用，只用歐盟公司的雲，不要Nebius", {"nebius"}),
])
def test_the_exclusion_is_read_and_kept_beside_the_owner_rule(text, out):
    p = extract(text).patch
    assert p.owner_rule is not None and p.owner_rule.place == "eu"
    assert set(p.excluded_providers or []) == out, p
    # the thread's merge keeps it: the owners' list is not a provider named to use again
    kept = excluded_after(Workload(task="inference"), p.model_dump(exclude_none=True))
    assert set(kept.get("excluded_providers") or []) == out, kept


def test_a_cloud_named_to_use_still_lifts_an_exclusion():
    # "AWS is fine again" after "no AWS": named, so lifted (no owner rule in the message)
    kept = excluded_after(Workload(task="inference", excluded_providers=["aws"]), {"providers": ["aws"]})
    assert kept == {"excluded_providers": None}


@pytest.mark.slow
def test_the_pick_is_never_the_cloud_left_out(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    out = eng.handle("k", "serve Qwen2.5-72B for 100 users, EU-owned only, no Nebius").text
    head = out.splitlines()[0]
    assert "EU-owned providers only" in head and "not Nebius" in head, head
    table = [ln for ln in out.splitlines() if ln.startswith("| ") and "$" in ln]
    assert not any("Nebius" in ln for ln in table), table
