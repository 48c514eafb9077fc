"""Whole answers for personal data with no place (the reader's cases: test_personal_data_stays_home.py): the LLM
serving, LLM/VLM batch and non-LLM (ASR, OCR) paths say the assumption in one line and price where the data stays.
Before: a call centre's recordings were priced on Cudo V100s and an insurer's claim documents
on RunPod MI300X, with no word of PIPL or where the data goes."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(text: str, tmp_path, *more: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", m).text for m in (text, *more)]


def test_call_centre_recordings_are_transcribed_in_mainland_china(tmp_path):
    # ASR path, 简体: 40,000 channel-hours a day of customer calls. An expert keeps them in the mainland (PIPL: a
    # transfer abroad needs the CAC assessment first) and prices a mainland cloud — Tencent / Alibaba, not Cudo
    [a] = _answer("我们是呼叫中心，每天大概2万小时通话录音(双声道，坐席和客户各一路)，要全部转写做质检，普通话为主。"
                  "用什么模型什么卡，每月多少钱？领导想上H800", tmp_path)
    assert "个人数据（“通话录音”）：我假定数据留在中国大陆" in a and "数据出境安全评估" in a
    assert "✅ 数据留在中国大陆" in a
    assert "runpod" not in a.lower()  # the plan and the LLM quality-check stage both priced in the mainland


def test_claim_documents_stay_in_mainland_china_and_then_on_alibaba(tmp_path):
    # VLM batch, 简体, two turns: 50,000 claim images a day. T1 priced in 中国大陆 with the assumption said; T2 "只能用
    # 阿里云" keeps both (Alibaba's mainland regions, never its Singapore or US ones)
    a1, a2 = _answer("保险公司理赔单据审核，想用qwen2.5-vl-32b，每天5万张单据图片，集中在白天10小时，每张输出300字左右的审核"
                     "意见。需要什么配置，每月多少钱", tmp_path, "公司规定只能用阿里云，重新算一下")
    assert "个人数据（“理赔”）" in a1 and "中国大陆 区域" in a1
    lead = next(ln for ln in a1.splitlines() if ln.startswith("**Qwen2.5-VL-32B 批量推理"))
    assert "tencent" in lead or "alibaba" in lead  # an overseas host appears only as a labelled price reference
    assert "仅阿里云" in a2 and "中国大陆 区域" in a2


def test_a_hospitals_chatbot_is_served_in_mainland_china(tmp_path):
    # LLM serving, 简体: 200 doctors reading 病历 — served in the mainland, the data word quoted
    [a] = _answer("医院想私有化部署Qwen2.5-32B，给200个医生查病历，每月大概多少钱", tmp_path)
    assert "个人数据（“病历”）" in a and "中国大陆 区域" in a


def test_taiwan_claim_forms_are_priced_in_taiwan(tmp_path):
    # OCR/VLM, 繁體 Taiwan: 30,000 claim forms and ID copies a day → GCP asia-east1 (Taiwan), a 個資法 note, in 繁體
    [a] = _answer("我們是保險公司，每天要OCR辨識3萬張理賠申請書和身分證影本，要用什麼GPU，每月多少錢？", tmp_path)
    assert "個人資料（“理賠”）：我假定資料留在臺灣" in a and "個資法" in a
    assert "asia-east1" in a


def test_hong_kong_and_english_are_told_not_moved(tmp_path):
    # Cantonese: PDPO note only (s. 33 not in force); English: the law may restrict hosting — no place forced
    [hk] = _answer("我哋診所想用 Qwen2.5-7B 整理病人病歷，10個醫生用，每月要幾錢？", tmp_path)
    assert "香港《個人資料（私隱）條例》" in hk and "我假定" not in hk
    [en] = _answer("we run a call centre, 5,000 hours of customer call recordings a day to transcribe with whisper "
                   "large-v3, which gpu and monthly cost?", tmp_path)
    assert "personal or regulated data ('customer call recordings'): the law where it was collected" in en
