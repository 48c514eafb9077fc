"""Every fact the user states about their deadline, place and machines is read and said back, never dropped in
silence: a weekday said with a need (下週一要 demo, "demo next Monday") is the deadline by tools.deadlines' rule; a city
priced as the wider region it lies in is said; machines × cards each are all the cards, with the link between the
machines said; machines no catalog row sizes (Mac minis) are said back unsized; a met deadline carries its margin; and
cards the user owns do not take the place they would rent in with them."""

from __future__ import annotations

from datetime import datetime

import pytest

import advisor.core.messages  # noqa: F401  (installs the message catalog the notes are worded from)
from advisor.core.extract_rules import calendar_deadline, extract
from tools.constraints import deadline_constraint
from tools.fleet import cards_in_machines

# Thursday 3 December 2026, 08:00
NOW = datetime(2026, 12, 3, 8, 0)


# Hand reasoning (tools.deadlines: a named day is 09:00 of it; "next"/下 is that day of next week). From Thu 08:00:
# next week's Monday (下週一, next Monday) is Mon 7 Dec: 4 days + 1 h = 97 h; "Monday" alone is also Mon 7 Dec (the
# coming Monday) = 97 h; Friday alone is tomorrow, Fri 4 Dec 09:00 = 25 h; next week's Friday (下周五, next Friday) is
# Fri 11 Dec: 8 days + 1 h = 193 h.
@pytest.mark.parametrize("text,hours", [
    ("下週一要 demo，想從頭預訓練一個 7B", 97.0),
    ("下周一要演示，微调 Llama 8B", 97.0),
    ("下星期一就要交", 97.0),
    ("星期五演示，LoRA 7B", 25.0),
    ("下周五要上线", 193.0),
    ("We have a demo next Monday, fine-tune Llama 8B", 97.0),
    ("I need it next Friday", 193.0),
    ("deadline is Friday", 25.0),
    ("Monday demo: LoRA on Llama 8B", 97.0),
])
def test_a_weekday_said_with_a_need_is_the_deadline(text, hours):
    got = calendar_deadline(text, NOW)
    assert got is not None and got[0] == pytest.approx(hours), (text, got)
    assert got[1] is not None  # the rule and the moment are said back


# A weekday said as a start is no deadline (下周一开始训练: training starts Monday).
@pytest.mark.parametrize("text", ["下周一开始训练 Llama 8B", "下周一要开始训练"])
def test_a_weekday_said_as_a_start_is_no_deadline(text):
    assert calendar_deadline(text, NOW) is None


# Hand reasoning: 杭州 and 上海 lie in regions.csv's cn-east (华东), whose offers may sit in either city; Osaka and Tokyo
# in jp (Japan). The region's own name (华东, 華東, East China, Japan) needs no note.
@pytest.mark.parametrize("text,region,place", [
    ("部署在阿里云杭州，Qwen3-14B 推理", "cn-east", "杭州"),
    ("deploy Llama 8B in Osaka", "jp", "Osaka"),
])
def test_a_city_priced_as_its_wider_region_is_said(text, region, place):
    e = extract(text)
    assert e.patch.regions == [region]
    said = [n for n in e.notes if place in n]
    assert said, e.notes
    area = "华东" if region == "cn-east" else "Japan"
    assert area in (e.zh_notes.get(said[0], "") + said[0])


@pytest.mark.parametrize("text", ["部署在華東，Qwen3-14B", "deploy in East China", "deploy in Japan"])
def test_the_region_said_by_its_own_name_needs_no_mapping_note(text):
    e = extract(text)
    assert not [n for n in e.notes if "priced as" in n], e.notes


# Hand reasoning: two machines of eight cards are 2 × 8 = 16 cards on at most 2 machines; the note names the 16 and the
# Ethernet link (no RDMA between boxes rented one by one). Eight cards with no machines said stay 8, with no note.
@pytest.mark.parametrize("text", [
    "我在AutoDL上租两台机器，每台8张4090，想全参微调Qwen2.5-72B，可以吗？",
    "兩台8卡的 4090 機器訓練 Llama 8B",
    "we rent 2 machines with 8x RTX 4090 each to fully fine-tune Qwen2.5-72B",
])
def test_machines_times_cards_each_are_all_the_cards_over_that_many_machines(text):
    e = extract(text)
    assert e.patch.num_gpus == 16 and e.patch.max_nodes == 2
    note = next(n for n in e.notes if "16" in n)
    assert "RDMA" in note and "Ethernet" in note
    assert "以太网" in e.zh_notes[note]


# Hand reasoning: English says a fleet as machines "of" cards, as machines × cards before the machine word, or with a
# spelled count ("three 4-GPU boxes"); each is machines × cards (3 × 4 = 12, 2 × 8 = 16) over that many machines, and
# "we have"/"our" before them makes the cards the user's own, as 我们有两台8卡H100 is. A plain "2 H100" is two cards.
@pytest.mark.parametrize("text, total, machines", [
    ("host DeepSeek-V3 for 4 people; we have 2 nodes of 8 H100", 16, 2),
    ("host DeepSeek-V3 for 4 people on our two 8xH100 servers", 16, 2),
    ("we own 2 x 8 A100 nodes, can they host Qwen2.5-72B for 30 people?", 16, 2),
    ("we have 2 boxes with 8 A100 each; host Qwen2.5-72B for 30 people", 16, 2),
    ("our three 4-GPU L40S machines, host Llama-3.1-70B for 10 people", 12, 3),
])
def test_owned_machines_said_in_english_are_all_their_cards(text, total, machines):
    e = extract(text)
    assert (e.patch.num_gpus, e.patch.max_nodes, e.patch.owned_gpus) == (total, machines, True)
    assert any("RDMA" in n for n in e.notes)


def test_two_cards_with_no_machine_word_stay_two():
    e = extract("host Llama-3.1-8B for 5 people on 2 H100")
    assert e.patch.num_gpus == 2 and e.patch.max_nodes is None and not e.patch.owned_gpus


def test_cards_with_no_machines_said_stay_one_count():
    e = extract("8张4090微调 Llama 8B")
    assert e.patch.num_gpus == 8 and e.patch.max_nodes is None


def test_cards_in_machines_multiplies():
    assert cards_in_machines(2, 8) == 16  # 2 machines × 8 cards
    assert cards_in_machines(4, 32) == 128  # 4 Macs × 32 GB


# Hand reasoning: 4 Mac minis of 32 GB are 4 × 32 = 128 GB in all; no catalog row sizes an M4, so the note says the
# total, that they are not sized, and that four machines talk over the network. A catalog chip (M2 Ultra) is sized on
# the user's machines instead, with no such note.
def test_machines_no_catalog_row_sizes_are_said_back_unsized():
    e = extract("我哋有 4 部 Mac mini M4（每部 32GB），可唔可以砌個 cluster 行 DeepSeek-V3？")
    zh = [e.zh_notes.get(n, n) for n in e.notes]
    assert any("共 128 GB" in n and "不做估算" in n and "4 台机器" in n for n in zh), zh
    en = extract("we have 3 Mac minis with 24GB each, can they run Llama 70B?")
    assert any("72 GB in all" in n and "not sized" in n for n in en.notes), en.notes  # 3 × 24 = 72
    sized = extract("we own 2 Mac Studios (M2 Ultra, 192GB each), serve Llama 70B")
    assert sized.patch.gpu_preference == "Apple M2 Ultra"
    assert not [n for n in sized.notes if "not sized" in n]


# Hand reasoning: 9.0 h of a 12 h deadline leaves 3.0 h = 25 % of the window; the speed estimate's own error is 27 %
# (tools.kinds.SPEED_MODEL_ERROR): 9.0 × 1.27 = 11.4 h ≤ 12, so not tight. 10.0 h leaves 2.0 h = 17 %, and
# 10 × 1.27 = 12.7 h > 12: tight. 97.1 h is 97.1 / 24 = 4.05 days (never 4.04583).
def test_a_met_deadline_says_its_margin():
    ok = deadline_constraint(12, 9.0, True, True)
    assert ok.status == "honoured"
    assert "3.0 h (25 %) to spare" in ok.label.en and "tight" not in ok.label.en
    assert "期限的 25%" in ok.label.zh
    tight = deadline_constraint(12, 10.0, True, True)
    assert "2.0 h (17 %) to spare" in tight.label.en and "tight" in tight.label.en and "27 %" in tight.label.en
    assert "偏紧" in tight.label.zh
    days = deadline_constraint(97.1, None, False, True)
    assert "4.05 days" in days.message.en and "4.0458" not in days.message.en
