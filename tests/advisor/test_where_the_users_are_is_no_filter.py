"""Where a service's users are ("our customers are mostly in Europe", 客户主要在欧洲, 用戶大多喺歐洲) is a latency matter: a
note says a region near them is preferred, every region is still ranked, and it is never the company's own place. A
rule on the data ("数据不能离开欧洲"), "only", a law named or a cloud-area word ("us-west") keep the place a region.
advisor.core.extract_rules.place_role ("users") and read_regions."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, located", [
    ("We're a startup in Austin serving Llama 3.1 8B chat, our customers are mostly in Europe, peak 40 concurrent users",
     None),
    ("serve Qwen2.5-7B to European users, 20 concurrent", None),
    ("users are mostly in Japan, serve gpt-oss-20b to ~300 people concurrently", None),
    # 简体: a Shanghai team whose customers are in Europe — Shanghai is where the company is (CNY, mainland rules), and
    # the mainland-clouds default is lifted: European users served from the mainland cross the border
    ("我们在上海，想部署Qwen2.5-7B做客服机器人，客户主要在欧洲，高峰50个并发，租哪台机器？", ["cn-east"]),
    ("面向欧洲用户，Qwen2.5-7B 客服，20并发", None),
    # 繁體 / Cantonese
    ("我哋喺香港，想用Qwen2.5-14B做客服，用戶大多喺歐洲，繁忙時30個人同時用，租邊部機？", ["hk"]),
    ("我們的用戶都在日本，Qwen2.5-7B，20並發", None),
    # users in mainland China are users like any others: latency, never a mainland-only filter (the serving answer
    # says the cross-border path and the ICP filing: advisor.core.mainland_service)
    ("a chatbot on Qwen2.5-7B for our users in mainland China, 20 concurrent", None),
    ("Qwen2.5-7B 客服，用户都在国内，20并发", None),
])
def test_the_users_place_is_a_note_never_a_filter(text, located):
    e = extract(text)
    assert e.patch.regions is None, e.patch.regions
    assert e.assumed.get("located") == located  # never the company's place
    assert e.patch.users_region  # where the users are: a workload fact of its own (users_region), no filter
    assert any("where your users are" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, regions", [
    # a rule on the data is a rule on the place, with the users said beside it
    ("客户在欧洲，数据不能离开欧洲，Qwen2.5-7B，20并发", ["europe"]),
    ("users in Brazil (LGPD), serve Llama-3.1-8B", ["br"]),
    ("serving Mixtral-8x22B to 80 concurrent users in us-west", ["us-west"]),
    ("users in Japan, serve qwen2.5 7b, deploy there", ["jp"]),
    ("deploy Qwen2.5-7B in Frankfurt, our customers are mostly in Europe", ["frankfurt"]),
    # two places offered as alternatives are a choice of where to rent: one knows where one's users are, so "users in
    # Frankfurt or Paris" names the data centres that would do (both kept, neither a latency note)
    ("Serve Llama-3.1-8B for 20 users in Frankfurt or Paris", ["frankfurt", "paris"]),
    ("部署Qwen2.5-7B，用户在法兰克福或巴黎", ["frankfurt", "paris"]),
    # users in mainland China with a data rule or "only" there: the rule keeps the mainland
    ("Qwen2.5-7B 客服，用户都在国内，数据不能出境，20并发", ["cn"]),
    ("a chatbot on Qwen2.5-7B for our users in mainland China, rent only in mainland China", ["cn"]),
])
def test_a_rule_or_a_rental_there_stays_a_region(text, regions):
    assert extract(text).patch.regions == regions


@pytest.mark.slow
def test_the_answer_ranks_every_region_with_the_latency_note(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "We're in Austin serving Llama 3.1 8B chat, our customers are mostly in Europe, 40 concurrent users").text
    # no "honoured: Europe" tick (no filter was applied) and the note names Europe as preferred for latency; the
    # workload line says where the users are ("users in Europe"), never a region filter ("· in Europe")
    assert "honoured: Europe" not in out and "· in Europe" not in out and "users in Europe**" in out, out
    assert "where your users are" in out and "rent in Europe" in out, out
