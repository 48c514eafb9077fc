"""Entries for tools/local_markets.py: the local GPU-rental platforms the catalog holds no price from, and the
labelled reference beside the plan (a real priced row of a card sold there, elsewhere; never their price)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    # tools.local_markets.LOCAL_MARKETS ids
    "local_markets.name": pick("name", {
        "autodl": "AutoDL", "gpushare": "GPUShare (恒源云)", "matpool": "Matpool (矩池云)",
        "alibaba_hk": "Alibaba Cloud Hong Kong", "hk_hosts": "Hong Kong GPU hosts", "twcc": "TWCC (台智雲)"}, {
        "autodl": "AutoDL", "gpushare": "恒源云", "matpool": "矩池云", "alibaba_hk": "阿里云香港",
        "hk_hosts": "香港本地 GPU 主机商", "twcc": "台智云 TWCC"}),
    # a rule on who owns the cloud (tools.local_markets.owner_left_out): the cloud is out in every region it has
    "local_markets.owner_out": E(
        "Left out by your rule on who owns the cloud: {names:, } — the owner is the same company in every region, its "
        "Hong Kong and Singapore regions included, so no quote from them either.",
        "按您对云厂商归属的要求一并排除：{names:、}——各区域（包括香港、新加坡区域）都是同一家公司，所以也不建议向它们询价。"),
    "local_markets.gap_and_owner_out": E("{gap} {out}", "{gap}{out}"),
    "local_markets.gap": E(
        "Not in my price data: {names:, } — local GPU rental in {places: and }, which often rents the same cards for "
        "less than the clouds priced here; ask them for a quote{ref}.",
        "我的价格数据里没有{names:、}（{places:和}本地的 GPU 租用平台，同样的卡往往比这里有价格的云便宜），可向它们询价{ref}。"),
    # the same work re-run on cards sold there, a real priced row elsewhere (tools.local_markets module docstring)
    "local_markets.reference": E(
        "; for reference, not their price, the same work on a card sold there, listed elsewhere: {row}",
        "；参考（不是它们的报价）——同样的任务用当地有售的卡，按其他地方的公开价：{row}"),
    # only unpriced local platforms named ("只用 TWCC"): the plan the work needs, and its real row elsewhere
    "recommend.local_only": E(
        "{model}: I have no price for {names:, } (not in my price data; this says nothing against the hardware). The "
        "plan it would be: {n:plural:GPU} of {gpu}, ≈ {need:,.1f} GB per GPU; for reference, not their price, that "
        "plan listed elsewhere: {row}{budget}. Ask them for a quote for the same cards.",
        "{model}：我没有{names:、}的价格（不在我的价格数据里，不代表硬件做不了）。需要的方案：{n} 张 {gpu}，每卡约 "
        "{need:,.1f} GB；参考（不是它们的报价），同样的方案在其他地方的公开价：{row}{budget}。请向它们询问同样卡的报价。"),
    "local_markets.job_row": E("{fleet} in {region} at {money}/h{total}", "{fleet}（{region}），每小时 {money}{total}"),
}
