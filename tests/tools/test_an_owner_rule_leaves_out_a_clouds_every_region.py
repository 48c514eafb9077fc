"""A rule on who owns the cloud ("no mainland-Chinese clouds", 不要用中国公司的云, 唔好用大陸公司嘅雲) leaves a cloud out in
every region it has: Alibaba Cloud's Hong Kong region is Alibaba's (providers.csv hq: cn, Hangzhou), so the answer says
it is out and never suggests asking it for a quote (tools.local_markets.owner_left_out)."""

from __future__ import annotations

from tools.local_markets import LOCAL_MARKETS, owner_left_out


def test_a_mainland_clouds_hong_kong_region_is_left_out_by_its_owner():
    # Hong Kong's unpriced platforms are Alibaba Cloud Hong Kong (provider alibaba) and local hosts (no provider row).
    # "No mainland-owned clouds" kept AWS / GCP / Azure (no alibaba): Alibaba HK is out, the local hosts stay asked.
    kept = ["aws", "gcp", "azure", "twcc"]
    asked, out = owner_left_out(LOCAL_MARKETS["hk"], kept)
    assert [m.id for m in out] == ["alibaba_hk"]
    assert [m.id for m in asked] == ["hk_hosts"]


def test_a_kept_owner_keeps_its_platform():
    # "只用国产云" keeps Alibaba (headquartered in Hangzhou): its Hong Kong region is still asked for a quote
    asked, out = owner_left_out(LOCAL_MARKETS["hk"], ["alibaba", "tencent"])
    assert not out and [m.id for m in asked] == ["alibaba_hk", "hk_hosts"]
