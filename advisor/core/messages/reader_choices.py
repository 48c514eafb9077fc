"""The reader's notes on what it chose or could not apply (advisor/core/extract_rules.py): two kinds of owned card, a
cloud machine read as its cards, a provider, card or place said under a negation, a service's hours a day, and an RL
run whose rollouts are not sized. Moved from the reader's `*_NOTE` / `*_NOTE_ZH` pairs; handed over as
`Extraction.said(Msg(code="reader.…"))` (a machine's as its English and Chinese text, before the readers run)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    # two kinds of the user's own card (read_owned_fleet): each group sized, or the one the user chose
    # (advisor/core/conversation.py drops the first by its lead once the groups are sized)
    "reader.owned_fleet": E(
        "two kinds of your own card: {groups:, }; each is sized and the answer leads with the one that runs it best; "
        "say which to use (\"use the {other}\") and the answer is sized on those alone",
        "你有两种自己的卡：{groups:、}；各自估算，回答以跑得最好的一种为准；如要指定，请说明用哪种（如“用那 {other}”）"),
    "reader.owned_fleet_chosen": E(
        "two kinds of your own card: sized on the {chosen}, as you said; you also have {others:, }",
        "你有两种自己的卡：按你说的用 {chosen} 估算；你还有 {others:, }"),
    # a cloud instance type read as the cards in it (machines_as_cards: the catalog's row for that instance)
    "reader.machine_as_cards": E(
        "'{said}' read as its GPUs: {n} × {gpu} (the catalog's row for that instance type)",
        "“{said}”按其中的 GPU 理解：{n} × {gpu}（目录里该实例类型的配置）"),
    # a card, a place or a marketplace seller said under a negation: there is no list to leave one out (read_exclusions)
    "reader.not_excluded": E(
        "«{said}»: I can keep to the {kinds: or } you name but not leave one out, so this is not applied (it may still "
        "appear); name the ones you want instead{market}",
        "“{said}”：我只能限定到你指定的{kinds:或}，不能排除某一个，所以这一条没有生效（结果里仍可能出现）；请直接说要用哪个{market}"),
    "reader.not_excluded.kind": pick("kind", {"providers": "providers", "gpu_preference": "cards", "regions": "regions"},
                                     {"providers": "云厂商", "gpu_preference": "显卡", "regions": "区域"}),
    "reader.not_excluded.market": E(", or say 'no marketplaces'", "，或者说“不要算力市场”"),
    # "no AWS, only AWS": both said of one cloud, the one kept to said
    "reader.exclusion_clash": E(
        "«{said}» and the rule to keep to {names:, } name the same cloud: kept to {names:, }; say which you mean if "
        "{names:, } should be left out instead",
        "“{said}”和只用 {names:、} 说的是同一家云：按只用 {names:、} 处理；如果其实是要排除 {names:、}，请说明"),
    # a service's hours a day: beside a rental time, over 24, under 1 (read_usage_hours)
    "reader.usage_rental": E(
        "'{said}' read as the service running {h} h a day and stopped the rest: each day of the time you need it is "
        "priced at {h} h, not 24; say 'around the clock' if it must stay up",
        "“{said}”按每天运行 {h} 小时、其余时间关机估算：你要用的每一天按 {h} 小时计，不按 24 小时；如需全天在线请说明"),
    # advisor/core/conversation.py drops this one by its text after the quote when the hours were an audio stage's
    "reader.usage_over": E(
        "'{said}' is not read: a day has 24 h; say the hours a day the service runs (1 to 24)",
        "“{said}”未读取：一天只有 24 小时；请说明服务每天运行几小时（1 到 24）"),
    "reader.usage_under": E(
        "'{said}' read as 1 h a day, the shortest schedule priced here (a machine is billed by the hour it is up, "
        "starting and stopping included)",
        "“{said}”按每天 1 小时估算：这里计价的最短时长（机器按开机小时计费，含启动和关机）"),
    # an RL method named without the prompts, samples or answer length (read_rl): its rollouts are not sized; the
    # reference copy's clause only where the memory does not hold it (PPO, GRPO-like, no KL)
    "reader.rl.unsized": E(
        "{method} is reinforcement learning: the policy generates answers to each prompt before it trains on them; "
        "{missing:, } not said, so that generation (inference) is not counted in the time and cost below{reference}; "
        "say them to size it",
        "{method} 是强化学习：策略模型先对每道题生成回答再训练；没有说明{missing:、}，所以下面的时间和费用不含这部分生成"
        "（推理）{reference}；请说明以便估算"),
    "reader.rl.unsized.missing": pick("part", {"prompts": "the prompts", "samples": "the samples per prompt",
                                               "answer": "the answer length"},
                                      {"prompts": "题目数", "samples": "每题采样数", "answer": "回答长度"}),
    "reader.rl.unsized.reference": E(
        ", nor the frozen reference copy of the weights for its KL term in the memory",
        "，显存也不含算 KL 项的冻结参考模型"),
}
