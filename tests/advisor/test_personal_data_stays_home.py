"""Personal or regulated data with no place said is kept where an expert would keep it, and the assumption is said
in one line (advisor/core/public_residency_read.py, read_personal_residency):
- 简体 (a mainland writer): priced in mainland China, marketplaces out — PIPL Art. 38-40 and the CAC's 数据出境安全评估:
  personal information sent abroad needs an assessment, a filed standard contract or a certification first;
- 繁體 Taiwan: priced in Taiwan (GCP asia-east1 rows), with a 個資法 note;
- Hong Kong (Cantonese, HK$): a PDPO note only — s. 33, the transfer bar, is not in force, so no place is forced;
- English: a note that the law and contracts may restrict where it is hosted, no place forced;
- a stated place, or a named provider, always wins (the provider is priced as asked, the law on sending said).
Before: call-centre recordings (通话录音) and insurance claim documents (理赔单据) were priced on RunPod / Cudo with no word.
Reader-level cases (fast); the whole answers are in test_personal_data_stays_home_answers.py (slow)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.public_residency_read import regulated_words


@pytest.mark.parametrize(("text", "tag", "said"), [
    # a call centre: stereo call recordings of customers are personal information under PIPL
    ("我们是呼叫中心，每天大概2万小时通话录音(双声道，坐席和客户各一路)，要全部转写做质检，用什么卡", "cn", "通话录音"),
    # an insurer: claim documents (理赔单据) carry the insured's ID, medical and bank details
    ("保险公司理赔单据审核，想用qwen2.5-vl-32b，每天5万张单据图片，每月多少钱", "cn", "理赔"),
    # LLM batch over a bank's transactions (financial data), and OCR of ID cards (身份证, sensitive under PIPL Art. 28)
    ("银行想用Qwen2.5-14B分析客户的金融交易记录做反洗钱，每天100万条，要几张卡", "cn", "金融交易"),
    ("要用PaddleOCR识别10万张身份证照片，多少钱", "cn", "身份证"),
    # a hospital's chatbot over medical records: the data word (病历) is quoted, not the holder (医院)
    ("医院想私有化部署Qwen2.5-32B，给200个医生查病历，每月大概多少钱", "cn", "病历"),
    # 繁體 Taiwan: a clinic's transcription and record writing (病歷) stays in Taiwan
    ("醫院要用 Whisper 轉寫門診錄音，病歷自動生成，200位醫師，每月多少錢？", "tw", "病歷"),
    ("我們是保險公司，每天要OCR辨識3萬張理賠申請書和身分證影本，要用什麼GPU，每月多少錢？", "tw", "理賠"),
])
def test_personal_data_with_no_place_is_kept_at_the_writers_home(text, tag, said):
    got = extract(text)
    assert got.patch.regions == [tag]
    assert got.patch.data_residency is True and got.patch.exclude_marketplace is True
    law = "PDPA (個資法)" if tag == "tw" else "PIPL"
    assert any(f"personal data ('{said}'): I assumed it stays in" in n and law in n for n in got.notes), got.notes


@pytest.mark.parametrize(("text", "code_words"), [
    # Cantonese (Hong Kong): PDPO s. 33 is not in force — a note, no place forced
    ("我哋診所想用 Qwen2.5-7B 整理病人病歷，10個醫生用，每月要幾錢？", "Hong Kong's PDPO"),
    ("我哋係保險公司，每日要用 Qwen2.5-VL-7B 睇 2 萬張理賠單據，要咩 GPU，每月幾多錢？", "Hong Kong's PDPO"),
    # English: the law of where it was collected decides; nothing is guessed
    ("our hospital wants to summarise patient notes with Llama 3.1 70B for 300 doctors, monthly cost?",
     "may restrict where it is hosted"),
    ("we run a call centre, 5,000 hours of customer call recordings a day to transcribe with whisper large-v3",
     "may restrict where it is hosted"),
    ("insurance claim documents, 50k a day, qwen2.5-vl-32b to check them, what gpu?", "may restrict where it is hosted"),
])
def test_hong_kong_and_english_get_a_note_and_no_place(text, code_words):
    got = extract(text)
    assert not got.patch.regions and not got.patch.data_residency
    assert any(code_words in n and "I priced it anywhere" in n for n in got.notes), got.notes


def test_a_stated_place_wins():
    # Singapore said as where the data goes: kept, nothing assumed over it
    got = extract("我们在新加坡，呼叫中心每天1000小时通话录音要转写，数据放新加坡，用什么卡多少钱")
    assert got.patch.regions == ["sg"]
    assert not any("I assumed it stays in" in n for n in got.notes)


def test_a_named_overseas_provider_is_priced_with_the_law_said():
    # RunPod named by a mainland writer: priced as asked (no empty cn ∩ RunPod filter), the PIPL step said
    got = extract("想在RunPod上用Qwen2.5-7B处理客户资料，每天10万条，多少钱")
    assert not got.patch.regions
    assert any("priced on the provider you named" in n and "PIPL" in n for n in got.notes), got.notes


def test_a_named_mainland_cloud_is_kept_to_its_mainland_regions():
    # 只能用阿里云 with claim documents: Alibaba Cloud also rents in Singapore and the US; the data stays in its
    # mainland regions
    got = extract("保险理赔单据审核，用qwen2.5-vl-32b，每天5万张，只能用阿里云，每月多少钱")
    assert got.patch.regions == ["cn"] and got.patch.providers == ["alibaba"]


def test_data_words_and_not_data_words():
    for t in ("客服录音", "患者随访", "保单", "个人信息", "身份證", "交易流水", "patient records", "ID cards"):
        assert regulated_words(t), t
    # a podcast's recordings, a negated mention, a public chatbot with no data words are none
    for t in ("播客录音每天500小时", "不涉及个人信息", "做一个客服机器人", "recording podcasts"):
        assert regulated_words(t) is None, t
    assert not extract("用Qwen2.5-7B做客服机器人，不涉及个人信息，500并发，多少钱").patch.regions


def test_a_grid_keeps_its_own_note():
    # a grid operator's customer data is read_public_residency's: one note, in grid words
    got = extract("省电力公司想用Qwen2.5-32B分析用户用电数据和客户资料，多少钱")
    assert got.patch.regions == ["cn"]
    assert not any("personal data (" in n for n in got.notes)


def test_a_box_on_site_or_owned_cards_keep_the_data_there():
    # "数据不能出院" with a server to buy: the data never reaches a cloud, so no cloud place is assumed (it would
    # narrow the box to cards priced in one country); owned cards likewise
    for t in ("医院想部署Qwen2.5-32B给护理部用，120名护士，数据不能出院，只能买服务器，要买什么配置？",
              "我们医院自己有4张4090，想跑Qwen2.5-14B整理病历，够吗"):
        got = extract(t)
        assert not got.patch.regions, t
        assert not any("I assumed it stays in" in n for n in got.notes), t


@pytest.mark.parametrize(("text", "card", "n"), [
    # "now we have N cards" opening a clause is the user's own cards (診所…現在有1張T4，夠嗎 was priced on Taiwan GCP
    # rows with a 個資法 note, never answered on its T4): owned, counted, and no cloud place assumed over them
    ("診所每天約8千張檢驗報告，想用 PaddleOCR-VL 轉成結構化資料，現在有1張T4，夠嗎？", "T4", 1),
    ("诊所每天约8千张检验报告，想用 PaddleOCR-VL 转成结构化数据，现在有1张T4，够吗？", "T4", 1),
    ("我們是保險公司，理賠資料要用Qwen2.5-7B做摘要，每天3000份，現在有2張L40S，夠嗎？", "L40S", 2),
    ("我们是保险公司，理赔资料要用Qwen2.5-7B做摘要，每天3000份，我们有2张L40S，够吗？", "L40S", 2),
    # Cantonese 而家 (now), the count in words
    ("我哋係保險公司，理賠資料要用Qwen2.5-7B做摘要，每日3000份，而家有兩張L40S，夠唔夠？", "L40S", 2),
    ("医院病历要用Qwen2.5-14B做结构化，机房现在有4张A10，够不够", "A10", 4),
])
def test_cards_the_user_has_now_keep_the_data_there(text, card, n):
    got = extract(text)
    assert got.patch.owned_gpus is True and got.patch.gpu_preference == card and got.patch.num_gpus == n, got.patch
    assert not got.patch.regions and not any("I assumed it stays in" in x for x in got.notes), got.notes


def test_cards_asked_about_now_are_no_owned_cards():
    # 现在有8张H100可以租吗 asks whether a rental is there: no owned cards, so the recordings stay in mainland China
    got = extract("客服通话录音每天2万条，想用Whisper转写，现在有8张H100可以租吗？")
    assert not got.patch.owned_gpus and got.patch.regions == ["cn"]
    # no count: 现在有H100吗 is a question about what is for rent
    assert not extract("客服通话录音每天2万条，想用Whisper转写，现在有H100吗？").patch.owned_gpus
    # a switch said in the same sentence: the cards are being replaced (the missed first-token limit leads), not kept
    for t in ("公司要用Qwen2.5-72B读6.7万字的合同，首token要10秒内，现在有8张V100，那要换什么卡，每月多少钱",
              "公司要用Qwen2.5-32B讀5萬字的合約，首token要5秒內，現在有4張T4，要換什麼卡，每月多少錢"):
        assert not extract(t).patch.owned_gpus, t


@pytest.mark.parametrize("text", [
    # a stated place with no region here (catalog/data/unmapped_places.csv) wins as well: the home default would price
    # mainland China / Taiwan and hide unpriced_place's lead (no machine there; Singapore / Hong Kong as a reference)
    "每晚用 Whisper large-v3 转写 200 小时客服录音，数据必须留在越南",
    "醫院要用 Whisper 轉寫門診錄音，病歷資料只能留在泰國，每月多少錢？",
    "保险公司理赔单据审核，用qwen2.5-vl-32b，每天5万张，数据必须留在墨西哥",
])
def test_a_stated_place_with_no_region_here_wins(text):
    got = extract(text)
    assert got.patch.regions not in (["cn"], ["tw"]) and not got.patch.data_residency, got.patch
    assert not any("I assumed it stays in" in n for n in got.notes), got.notes
    assert any("is not a place I can keep offers to" in n for n in got.notes), got.notes


def test_an_agency_stating_a_place_with_no_region_here_is_not_kept_home():
    got = extract("縣政府的檔案要用 Qwen2.5-7B 做摘要，資料只能留在泰國，要什麼 GPU？")
    assert got.patch.regions != ["tw"] and not got.patch.data_residency, got.patch
    assert any("is not a place I can keep offers to" in n for n in got.notes), got.notes
