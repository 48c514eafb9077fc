"""The rule reader's last note pairs (two kinds of owned card, a machine read as its cards, a negation it cannot apply,
hours a day, RL rollouts not sized, pictures a VLM reads) are catalog entries (advisor/core/messages/reader_choices.py,
reader_vlm.py): each reads as it did, in English, in Simplified Chinese and, through the script converter, in
Traditional, with the figures the reader read; and the dialogue still finds the ones it takes back."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.script import to_script


def _notes(text: str) -> list[tuple[str, str]]:
    e = extract(text)
    return [(n, e.zh_notes.get(n, "")) for n in e.notes]


def _one(text: str, start: str) -> tuple[str, str]:
    found = [(en, zh) for en, zh in _notes(text) if en.startswith(start)]
    assert len(found) == 1, _notes(text)
    return found[0]


@pytest.mark.parametrize(("said", "en", "zh"), [
    # English: 8 T4 and 2 A100 owned, no choice said: both groups sized, the first named as the example to choose
    ("we have 8 T4s in our server room and 2 A100 80GB, serve llama 3 8b",
     "two kinds of your own card: 8 × T4, 2 × A100 80GB; each is sized and the answer leads with the one that runs it "
     "best; say which to use (\"use the 8 × T4\") and the answer is sized on those alone",
     "你有两种自己的卡：8 × T4、2 × A100 80GB；各自估算，回答以跑得最好的一种为准；如要指定，请说明用哪种（如“用那 8 × T4”）"),
    # Traditional, glued: the same fleet, the groups joined by 、 in Chinese
    ("我們機房有8張T4和2張A100，跑 qwen2.5-7b",
     "two kinds of your own card: 8 × T4, 2 × A100; each is sized",
     "你有两种自己的卡：8 × T4、2 × A100；各自估算"),
    # Simplified with a choice (只用T4): sized on the T4s, the other group said as still owned
    ("我们机房有8张T4和2张A100，只用T4 跑 qwen2.5-7b",
     "two kinds of your own card: sized on the 8 × T4, as you said; you also have 2 × A100",
     "你有两种自己的卡：按你说的用 8 × T4 估算；你还有 2 × A100"),
    # three kinds, the H100s chosen: the two others listed, comma-joined in both languages
    ("we have 4 L4 and 2 H100 and 1 A10, use the H100s for llama 70b",
     "two kinds of your own card: sized on the 2 × H100, as you said; you also have 4 × L4, 1 × A10",
     "你有两种自己的卡：按你说的用 2 × H100 估算；你还有 4 × L4, 1 × A10"),
])
def test_an_owned_fleet_is_said_with_its_groups(said, en, zh):
    got_en, got_zh = _one(said, "two kinds of your own card")
    assert got_en.startswith(en) and got_zh.startswith(zh), (got_en, got_zh)
    assert to_script(got_zh, "zh-Hant").startswith("你有兩種自己的卡")


@pytest.mark.parametrize(("said", "en", "zh"), [
    # a g6e.12xlarge is 4 L40S in the catalog's row; a p4d.24xlarge 8 A100 40GB SXM; glued Chinese with a count
    ("we have a g6e.12xlarge, can it run Qwen3-235B-A22B?", "'g6e.12xlarge' read as its GPUs: 4 × L40S (the catalog's "
     "row for that instance type)", "“g6e.12xlarge”按其中的 GPU 理解：4 × L40S（目录里该实例类型的配置）"),
    ("what about p4d.24xlarge for llama 70b?", "'p4d.24xlarge' read as its GPUs: 8 × A100 40GB SXM",
     "“p4d.24xlarge”按其中的 GPU 理解：8 × A100 40GB SXM"),
    ("两台g5.12xlarge 能跑 qwen 72b 吗", "'g5.12xlarge' read as its GPUs: 4 × A10G", "“g5.12xlarge”按其中的 GPU 理解：4 × A10G"),
])
def test_a_machine_is_read_as_its_cards(said, en, zh):
    got_en, got_zh = _one(said, en.split(" read as")[0])
    assert got_en.startswith(en) and got_zh.startswith(zh)


@pytest.mark.parametrize(("said", "en", "zh"), [
    # a card under a negation: no list leaves one card out, so it is said as not applied
    ("not A100, serve llama 70b for 50 users", "«A100»: I can keep to the cards you name but not leave one out, so "
     "this is not applied (it may still appear); name the ones you want instead",
     "“A100”：我只能限定到你指定的显卡，不能排除某一个，所以这一条没有生效（结果里仍可能出现）；请直接说要用哪个"),
    ("别用 A100，部署 qwen 72b，50人", "«A100»: I can keep to the cards you name", "“A100”：我只能限定到你指定的显卡"),
    # a place under a negation: the regions' word in both languages
    ("not in Europe, llama 8b chatbot", "«Europe»: I can keep to the regions you name", "“Europe”：我只能限定到你指定的区域"),
])
def test_a_negation_the_reader_cannot_apply_is_said(said, en, zh):
    got_en, got_zh = _one(said, "«")
    assert got_en.startswith(en) and got_zh.startswith(zh), (got_en, got_zh)


@pytest.mark.parametrize(("said", "cloud", "name"), [
    ("no AWS, only AWS, llama 8b", "AWS", "AWS"),
    # Chinese names the cloud as typed in the quote and by its catalog name in the rule
    ("不要阿里云，只用阿里云，部署 qwen 7b", "阿里云", "Alibaba Cloud"),
])
def test_one_cloud_both_left_out_and_kept_to_is_kept_to(said, cloud, name):
    got_en, got_zh = _one(said, f"«{cloud}» and the rule")
    assert got_en == f"«{cloud}» and the rule to keep to {name} name the same cloud: kept to {name}; say which you " \
                     f"mean if {name} should be left out instead"
    assert got_zh == f"“{cloud}”和只用 {name} 说的是同一家云：按只用 {name} 处理；如果其实是要排除 {name}，请说明"


@pytest.mark.parametrize(("said", "quote"), [
    ("serve llama 8b 30 hours a day", "30 hours a day"),
    ("部署 qwen 7b，每天运行30小时", "每天运行30小时"),
])
def test_more_than_24_hours_a_day_is_not_read(said, quote):
    got_en, got_zh = _one(said, f"'{quote}'")
    assert got_en == f"'{quote}' is not read: a day has 24 h; say the hours a day the service runs (1 to 24)"
    assert got_zh == f"“{quote}”未读取：一天只有 24 小时；请说明服务每天运行几小时（1 到 24）"
    assert "未讀取" in to_script(got_zh, "zh-Hant")


def test_hours_a_day_under_one_and_beside_a_rental_time():
    # 0.5 h a day is under the hour a machine is billed by: priced as 1 h a day
    en, zh = _one("serve llama 8b for 10 users, 0.5 hours a day", "'0.5 hours a day'")
    assert en.startswith("'0.5 hours a day' read as 1 h a day, the shortest schedule priced here")
    assert zh.startswith("“0.5 hours a day”按每天 1 小时估算：这里计价的最短时长")
    # 12 h a day beside "for 2 days": each of the 2 days billed at 12 h, not 24
    en, zh = _one("部署 qwen 7b 用两天，每天12小时", "'每天12小时'")
    assert en.startswith("'每天12小时' read as the service running 12 h a day and stopped the rest: each day of the "
                         "time you need it is priced at 12 h, not 24")
    assert zh.startswith("“每天12小时”按每天运行 12 小时、其余时间关机估算：你要用的每一天按 12 小时计，不按 24 小时")


@pytest.mark.parametrize(("said", "missing_en", "missing_zh"), [
    # nothing said: all three missing, joined with commas / 、
    ("GRPO on Qwen2.5-7B", "the prompts, the samples per prompt, the answer length", "题目数、每题采样数、回答长度"),
    ("用 GRPO 训练 Qwen2.5-7B，1万道题", "the samples per prompt, the answer length", "每题采样数、回答长度"),
])
def test_rl_with_its_rollouts_not_sized_says_what_is_missing(said, missing_en, missing_zh):
    en, zh = _one(said, "GRPO is reinforcement learning")
    # GRPO holds its reference copy in the memory (sized as GRPO's), so no clause says it is left out
    assert en == ("GRPO is reinforcement learning: the policy generates answers to each prompt before it trains on them; "
                  f"{missing_en} not said, so that generation (inference) is not counted in the time and cost below; "
                  "say them to size it")
    assert zh == (f"GRPO 是强化学习：策略模型先对每道题生成回答再训练；没有说明{missing_zh}，所以下面的时间和费用不含这部分生成"
                  "（推理）；请说明以便估算")


def test_pages_a_vlm_reads_are_images_with_the_cap_and_the_assumed_size():
    # an A4 scan at 200 dpi (1654×2339) assumed; Qwen2.5-VL's default 4,956 tokens a page, capped at
    # max_pixels=1280×1280 to 2,052; 3 pages + 161 tokens of instruction = 3 × 2,052 + 161 = 6,317
    en, zh = _one("用Qwen2.5-VL-7B读扫描件，每份3页，一天2万份", "each page is")
    assert en.startswith("each page is a 1654×2339 image (size not stated: an A4 scan at 200 dpi assumed; say yours) "
                         "read by Qwen2.5-VL-7B as 4,956 visual tokens at its processor's default")
    assert " — sized with max_pixels=1280×1280 set in the processor: 2,052 tokens an image instead of the default's " \
           "4,956, 2.4× less prefill and encoder work" in en
    assert "; 3 pages + 161 tokens of instruction = 6,317-token prompts (the vision encoder adds ≈ " in en
    assert zh.startswith("每页是一张 1654×2339 的图（未说明尺寸：按 A4 以 200 dpi 扫描估算；请告知实际尺寸），Qwen2.5-VL-7B "
                         "在处理器默认设置下按 4,956 个视觉 token 计")
    assert "——按在处理器里设 max_pixels=1280×1280 估算：每张 2,052 token（默认 4,956）" in zh
    assert "；3 页加 161 token 指令，共 6,317 token（视觉编码器每个请求另需约 " in zh
    # a dpi said is a stated size: 300 dpi A4 = 2480×3508, no assumption said; one page: "1 page", singular
    en, zh = _one("OCR 2 million scanned invoices at 300 dpi with Qwen2.5-VL-7B", "each page is")
    assert en.startswith("each page is a 2480×3508 image read by") and "; 1 page + 161 tokens" in en
    assert zh.startswith("每页是一张 2480×3508 的图，Qwen2.5-VL-7B")


def test_pictures_a_vlm_reads_say_their_tokens_count_and_assumed_size():
    # six 768² photos on Qwen's 28-px grid: (768/28)² ≈ 27² = 729 tokens each, 6 × 729 = 4,374, + 161 = 4,535
    en, zh = _one("Qwen2.5-VL-7B reads the 6 photos sellers upload for each listing, 50k listings a day", "each 768×768")
    assert en == ("each 768×768 image read as 729 visual tokens (one token per 28×28 pixels after the 2×2 patch merge, "
                  "Qwen2-VL, arXiv:2409.12191) + 161 tokens of instruction (ShareGPT's mean prompt) = 4,535-token "
                  "prompts; say the real instruction length if it differs — 6 images in each request, 4,374 visual "
                  "tokens in all (in the prompt above) — image size not stated: 768×768 assumed (uploads downscaled "
                  "first); say yours")
    assert zh == ("每张 768×768 的图按 729 个视觉 token 计（2×2 合并后每 28×28 像素一个 token，Qwen2-VL, arXiv:2409.12191），"
                  "加 161 token 指令（ShareGPT 平均提示长度），共 4,535 token；指令长度不同请说明——每个请求 6 张图，共 4,374 "
                  "个视觉 token（已计入上面的提示长度）——未说明图片尺寸：假设先缩到 768×768；请告知实际尺寸")
    # a stated size: no assumption clause; 1280×960 on the 28-px grid: ⌈1280/28⌉ × ⌈960/28⌉ ≈ 46 × 34 = 1,564
    en, zh = _one("每张1280x960 的发票图片用 Qwen2.5-VL-7B 识别，每天10万张", "each 1280×960")
    assert en.startswith("each 1280×960 image read as 1,564 visual tokens") and "not stated" not in en
    assert zh.startswith("每张 1280×960 的图按 1,564 个视觉 token 计") and "未说明" not in zh
    # a processor of its own (InternVL3: 448² tiles × 256 tokens): a document's picture is an A4 scan, whose 1:1.41
    # aspect is tiled 2 × 3, + 1 thumbnail = 7 tiles × 256 = 1,792, + 161 = 1,953; its source said in both languages
    en, zh = _one("用 InternVL3-8B 识别单据图片，每天3万张", "each 1654×2339")
    assert en.startswith("each 1654×2339 image read as 1,792 visual tokens (InternVL3 model card and config.json")
    assert "= 1,953-token prompts" in en and en.endswith(" — image size not stated: a document page scanned at 200 dpi "
                                                          "(A4, 1654×2339) assumed; say yours")
    assert zh.startswith("每张 1654×2339 的图按 1,792 个视觉 token 计（InternVL3 model card and config.json")
    assert zh.endswith("——未说明图片尺寸：按 A4 单据以 200 dpi 扫描（1654×2339）估算；请告知实际尺寸")


@pytest.mark.parametrize(("said", "en", "zh"), [
    # a duration never negative: the minus typed, the figure not read
    ("fine-tune llama 8b on 20k examples in -3 days", "'-3 days' is not read: a count or a duration is never negative",
     "“-3 days”未读取：数量和时长不会是负数"),
    # zero users size nothing
    ("serve llama 8b for 0 users", "'0 users' is not read: a count or a duration of zero sizes nothing",
     "“0 users”未读取：数量或时长为零，无从估算"),
    # a budget of zero, glued Chinese: 预算0元
    ("部署qwen 7b，预算0元", "is not read: a budget of zero buys nothing", "未读取：预算为零，什么也租不到"),
    # 0x14 is 1×16 + 4 = 20 in decimal
    ("serve llama 8b to 0x14 users", "'0x14 users' is not read: a figure in hexadecimal (0x14 is 20); write it in "
     "decimal digits", "“0x14 users”未读取：这是十六进制写法（0x14 即 20）；请用十进制数字写出"),
    ("serve llama 8b to 1e400 users", "'1e400' is not read: no figure here is that small or that large",
     "“1e400”未读取：没有这么小或这么大的数"),
    ("2.5 analysts use llama 8b", "'2.5 analysts' is not read: a head count is a whole number above zero",
     "“2.5 analysts”未读取：人数须是大于零的整数"),
    # glued Chinese: a negative head count, and a clock hour no day has
    ("我们团队-5人用qwen 7b", "'-5人' is not read: a count or a duration is never negative",
     "“-5人”未读取：数量和时长不会是负数"),
    ("部署qwen 7b，晚上25点到凌晨2点高峰", "'晚上25点' is not read: a clock hour is from 0 to 24",
     "“晚上25点”未读取：一天的钟点在 0 到 24 点之间"),
    ("NaN analysts use llama 8b", "'NaN analysts' is not read: it is not a number", "“NaN analysts”未读取：这不是一个数"),
])
def test_a_figure_no_workload_has_is_said_not_read(said, en, zh):
    found = [(e, z) for e, z in _notes(said) if en in e]
    assert len(found) == 1, _notes(said)
    assert zh in found[0][1]
    assert "未讀取" in to_script(found[0][1], "zh-Hant")


def test_figures_read_another_way_are_said_with_the_reading():
    # a few users: 5 at once (FEW_USERS), the note keeps its identity for a follow-up to replace it
    e = extract("a few users will chat with llama 8b")
    note = next(n for n in e.notes if n.startswith("'a few users'"))
    assert note == "'a few users' read as 5 users at once; say the number if it is different"
    assert e.zh_notes[note] == "“a few users”按 5 人同时在用估算；人数不同请说明"
    assert e.note_ids[note].code == "reading.few_users_at_once" and e.note_ids[note].arg("n") == 5
    # 40 minutes = 40 / 60 = 0.67 h
    en, zh = _one("微调 qwen 7b，2万条样本，40分钟内完成", "'40分钟内'")
    assert (en, zh) == ("'40分钟内' read as a deadline of 0.67 h", "“40分钟内”按 0.67 小时的期限理解")
    # $0.01 a second × 3,600 seconds = $36.00 an hour; ¥0.5 a minute × 60 = ¥30.00 an hour
    en, zh = _one("serve llama 8b, budget $0.01 per second", "'0.01 USD per second'")
    assert en == "'0.01 USD per second' read as 36.00 USD an hour (3,600 seconds an hour)"
    assert zh == "“0.01 USD per second”按每小时 36.00 USD 理解（每小时 3,600 秒）"
    en, zh = _one("部署 qwen 7b，预算每分钟0.5元", "'0.50 CNY per minute'")
    assert en.endswith("read as 30.00 CNY an hour (60 minutes an hour)") and zh.endswith("理解（每小时 60 分钟）")
    # misspelt words: each fix said, joined by ", " / "，"
    en, zh = _one("20k exmaples fine-tune lamma-3.1-8b", "read as typos")
    assert (en, zh) == ("read as typos: exmaples → examples, lamma → llama", "按笔误理解：exmaples → examples，lamma → llama")


@pytest.mark.parametrize(("said", "head_en", "tail_en", "tail_zh"), [
    # a pair is chosen + rejected = 2 sequences; ORPO keeps no reference model
    ("ORPO llama 8b 5k pairs", "ORPO: each pair is 2 sequences (chosen + rejected), counted in the training tokens",
     "ORPO has no reference model: nothing added", "ORPO 没有参考模型：不额外计入"),
    # a reward model on pairs: named in each language, no reference model
    ("train a reward model on 20k preference pairs with llama 8b", "reward model (Bradley–Terry): each pair is 2 "
     "sequences", "reward model (Bradley–Terry) has no reference model", "奖励模型（Bradley–Terry） 没有参考模型"),
    # the reference log-probs computed before training: none held or run
    ("DPO llama 8b, 10k pairs, reference log-probs precomputed", "DPO: each pair is 2 sequences",
     "reference log-probs precomputed before training: no reference model in memory or time",
     "参考 log-prob 在训练前预先算好"),
    # KTO: one sequence an example; with LoRA the reference is the base with the adapters off
    ("KTO on llama 8b with 10k examples", "KTO: one sequence per example", "the reference model is the base with the "
     "adapters off (TRL with PEFT: no extra copy)", "参考模型就是关掉适配器的基座"),
])
def test_a_preference_method_says_its_pairs_and_its_reference_model(said, head_en, tail_en, tail_zh):
    en, zh = next((e, z) for e, z in _notes(said) if e.startswith(head_en.split(":")[0] + ":"))
    assert en.startswith(head_en) and "; " + tail_en in en, en
    assert "；" + tail_zh in zh, zh


def test_a_public_data_sets_size_from_memory_is_marked_in_both_languages():
    # Places365-Standard's 1,803,460 training images are held from memory (tools.public_datasets): marked in both
    en, zh = _one("train a vit on places365", "Places365-Standard read as its 1,803,460 training images")
    assert "(from memory, re-check / 凭记忆，请复核); say your count" in en
    assert zh.startswith("Places365-Standard 按其训练集 1,803,460 张图片计")
    assert " (from memory, re-check / 凭记忆，请复核)；" in zh
    # CIFAR-10's 50,000 come from its source: no mark
    en, _ = _one("train on cifar-10 with resnet18", "CIFAR-10 read as its 50,000 training images")
    assert "from memory" not in en


@pytest.mark.parametrize(("said", "en_places", "zh_places"), [
    # the places the team is in, each named from catalog/data/regions.csv: joined by ", " in English, 、 in Chinese
    ("data can't leave the country, we have offices in Germany and France, llama 8b", "Germany, France", "德国、法国"),
    ("data can't leave the country, regions: Japan, Singapore; llama 8b", "Japan, Singapore", "日本、新加坡"),
])
def test_data_kept_where_the_team_is_names_each_place_in_the_answers_language(said, en_places, zh_places):
    en, zh = next((e, z) for e, z in _notes(said) if "read as a data-residency requirement: only machines" in e)
    assert f"only machines in {en_places} (where you are) are first picks" in en
    assert f"理解为数据驻留要求：只把{zh_places}（你所在的地方）的机器作为首选" in zh
    assert zh_places.replace("国", "國") in to_script(zh, "zh-Hant")
