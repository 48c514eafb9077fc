"""Policy rules about a model's origin or where data goes, read as such (never as "no Chinese clouds"):
- "不能用中國公司的模型" / "no models from Chinese companies" rules out PRC-developed models (Workload.avoid_prc_models),
  not clouds; a later model of another origin is said to satisfy it, with the model it excludes;
- a defence supplier asking for a PRC-developed model gets the policy ⚠️ line (tools.public_sector, sector defence);
- a code-completion thread that switches to gpt-oss (no fill-in-the-middle) is told so, with a non-PRC FIM model;
- DeepSeek's official API weighed for customers' loan files gets the data-flow line (PDPO / PIPL) and a ~30 B
  one-card self-host; a residency rule followed by "if approved, Tokyo?" says what the approval covers."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store

# the review's own questions (繁體 Taiwan, 粵語 Hong Kong) and a 简体 variant
Q25_T1 = ("我們是做國防相關零件的公司，想自購伺服器（預算NT$150萬）跑Qwen3-Coder-30B-A3B給60位工程師寫程式用（補全+聊天），"
          "不能上雲。買什麼配置？")
Q29 = ("我哋係一間小型財務公司，30個同事想用DeepSeek幫手睇客戶貸款文件同寫email。官方API最平，但係啲客戶資料可唔可以咁樣"
       "send上去？定係要自己搭？大概幾錢？")
Q27_T1 = ("我哋係大學研究組，有50萬段廣東話對話（平均500 token），想LoRA微調Qwen3-32B，跑1個epoch。學校規定資料唔可以出香港，"
          "預算HK$5萬。用咩機？幾耐？幾錢？")
ZH_LENDER = "我们是深圳一家贷款公司的香港分公司，想用DeepSeek官方API处理客户贷款文件，20个人用，要不要自己部署？"


@pytest.mark.parametrize("text", [
    "資安那邊說不能用中國公司的模型，那改gpt-oss-120b可以嗎？",     # 繁體 (Taiwan)
    "安全部门说不能用中国公司的模型，换成 Llama-3.3-70B 行吗？",       # 简体
    "老細話唔用大陸公司嘅model",                                         # 粵語
    "security says we cannot use models from Chinese companies",       # English, model before maker
    "no Chinese company models, please",
])
def test_chinese_company_models_ruled_out_is_a_model_rule_not_a_cloud_rule(text):
    p = extract(text).patch
    assert p.avoid_prc_models is True, text
    assert not p.providers and not p.owner_rule and not p.regions, (p.providers, p.owner_rule, p.regions)


@pytest.mark.parametrize("text", ["不能用中國的雲", "no Chinese clouds", "中國公司的客服要用什麼卡"])
def test_clouds_and_passing_words_are_no_model_rule(text):
    assert not extract(text).patch.avoid_prc_models, text


def test_a_cloud_rule_is_still_read_as_one():
    # the cloud's owner, not the model's developer: "不能用中國的雲" keeps its owner rule
    assert extract("不能用中國的雲").patch.owner_rule is not None


@pytest.mark.parametrize("text,lead,rule", [
    # 繁體 Taiwan defence-parts maker (NT$ places it in Taiwan) and Qwen3-Coder-30B-A3B (Alibaba, PRC): Taiwan's
    # PRC-brand ICT rule, the supplier's contracts, non-PRC alternatives
    ("我們是做國防相關零件的公司，想自購伺服器（預算NT$150萬）跑Qwen3-Coder-30B-A3B給60位工程師寫程式用",
     "⚠️ Defence supply chain", "1090201804A"),
    # English US defence contractor and a DeepSeek distil: the US DeepSeek restrictions and the supplier's contracts
    ("We are a defense contractor in the US and want DeepSeek-R1-Distill-Qwen-32B for 40 engineers on our own server",
     "⚠️ Defence supply chain", "NASA"),
])
def test_a_defence_supplier_and_a_prc_model_get_the_policy_line(text, lead, rule):
    notes = extract(text).notes
    line = next((n for n in notes if n.startswith(lead)), None)
    assert line is not None and rule in line, notes[:3]


def test_a_mainland_defence_user_gets_no_line():
    # 简体 with no place: read as a mainland firm (no warning about a PRC model there)
    notes = extract("我们是军工企业，想在自己机房部署Qwen3-32B给100个工程师用").notes
    assert not any(n.startswith("⚠️") and "Qwen3-32B" in n for n in notes)


@pytest.mark.slow  # a whole answer
def test_taiwan_defence_thread_switches_to_gpt_oss(tmp_path):
    # turn 2: "no Chinese companies' models, gpt-oss-120b then?" → no cloud rule in the header, the note says
    # Qwen3-Coder-30B-A3B is excluded and gpt-oss-120b is OpenAI's (US), and that gpt-oss has no FIM for completion
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", Q25_T1)
    text = e.handle("t", "資安那邊說不能用中國公司的模型，那改gpt-oss-120b可以嗎？配置要改嗎？").text
    assert "不用中國的雲端服務商" not in text, text[:1500]
    assert "Qwen3-Coder-30B-A3B（阿里雲通義千問團隊）屬於這類，已排除" in text and "OpenAI（美國）" in text, text[:1500]
    # the thread asked completion beside chat (補全+聊天): gpt-oss-120b may serve the chat, the completions need a FIM
    # model (fim.missing_beside_chat), not a PRC one under the rule
    assert "gpt-oss-120b 可以做聊天，但做不了補全：它沒有經過中間填充（FIM）訓練" in text, text[:1500]
    fim = text[text.find("另用支援 FIM 的模型"):][:40]
    assert "Qwen" not in fim and "DeepSeek" not in fim, fim


@pytest.mark.slow  # a whole answer
def test_english_thread_switch_names_the_excluded_model(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "serve Qwen3-32B to 30 analysts on our own server")
    text = e.handle("t", "compliance says no models from Chinese companies, what about Gemma-3-27B?").text
    assert "Qwen3-32B is one" in text and "Google (US)" in text, text[:1500]


@pytest.mark.slow  # a whole answer
def test_hong_kong_finance_firm_weighing_deepseeks_official_api(tmp_path):
    # 粵語: customers' loan files to DeepSeek's official API → the data-flow line (servers in the PRC, PDPO, PIPL) and
    # the one-card self-host (Qwen3-30B-A3B-Instruct-2507 ≈ 31 GB at FP8 on a 48 GB card), not 671 B on eight
    e = Engine(store=Store(tmp_path / "s.db"))
    text = e.handle("t", Q29).text
    assert "⚠️ 資料流向" in text and "People's Republic of China" in text, text[:1500]
    assert "PDPO" in text and "PIPL" in text and "Qwen3-30B-A3B-Instruct-2507" in text, text[:2000]
    # 简体 and English variants of the same class
    zh = Engine(store=Store(tmp_path / "z.db")).handle("t", ZH_LENDER).text
    assert "⚠️ 数据流向" in zh, zh[:1500]
    en = Engine(store=Store(tmp_path / "e.db")).handle(
        "t", "We're a small lender in Hong Kong. Can we send customer loan files to the official DeepSeek API, or "
             "should we self-host for 25 staff?").text
    assert "⚠️ Data flow" in en and "PDPO" in en, en[:1500]


@pytest.mark.slow  # a whole answer
def test_residency_then_tokyo_if_approved(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", Q27_T1)
    text = e.handle("t", "如果dean批准可以用東京嘅機房，會唔會平好多？").text
    assert "⚠️ 把資料移出你規定的地方：批准只涵蓋批文寫明的內容" in text and "PDPO" in text, text[:1500]
    en = Engine(store=Store(tmp_path / "e.db"))
    en.handle("t", "LoRA Llama-3.1-8B on 200k support tickets, data must stay in Germany, budget EUR 2000")
    moved = en.handle("t", "if legal approves, could we use the US instead?").text
    assert "an approval covers only what it says" in moved and "GDPR" in moved, moved[:1500]


@pytest.mark.slow  # whole answers
def test_an_api_weighed_against_self_hosting_is_sized_on_a_team_model(tmp_path):
    # "DeepSeek 官方 API 定自己搭？30 個同事": the self-host plan is sized on Qwen3-30B-A3B-Instruct-2507, not the API's
    # 671 B DeepSeek-V3 on 8 cards. By hand: AWQ 30.5 B × 0.5 B ≈ 15 GB + runtime ≈ 20 GB → one 24 GB card (or 4-bit on
    # 2 × T4 16 GB), 3.3 B active → decode reads ≈ 2 GB a token, tens of tok/s per user for 5 at once; the API's own
    # price (deepseek-chat US$0.28 / 0.42 per M) opens the answer beside the machine's month
    text = Engine(store=Store(tmp_path / "s.db")).handle("t", Q29).text
    assert "Qwen3-30B-A3B-Instruct-2507 · " in text and "DeepSeek-V3 · " not in text, text[:1500]
    # the note now names the pick it sized (card count, card, precision, per card: "（2 × T4，AWQ，每卡約 10.3 GB）"),
    # the plan's own 2-card TP copies: AWQ ≈ 16 GB of weights ÷ 2 + KV and runtime ≈ 10 GB a 16 GB T4
    assert "下面的方案按 Qwen3-30B-A3B-Instruct-2507（" in text and "0.28 / 0.42 USD" in text, text[:2500]
    # Hong Kong firm, customers' data: priced in Hong Kong, said as assumed
    assert "香港 區域" in text and "方案按香港的機房定價" in text, text[:2500]
    # 简体 (a 20-person law firm) and English (40-person accounting firm), another team size: the same class
    zh = Engine(store=Store(tmp_path / "z.db")).handle(
        "t", "我们是一家20人的律所，想用DeepSeek官方API帮忙看合同，还是自己部署？客户资料能发过去吗？多少钱").text
    assert "Qwen3-30B-A3B-Instruct-2507 · " in zh and "0.28 / 0.42 USD" in zh, zh[:1500]
    en = Engine(store=Store(tmp_path / "e.db")).handle(
        "t", "We are a 40-person accounting firm. Should we use the official DeepSeek API for client files and "
             "emails, or self-host? Rough cost?").text
    assert "Qwen3-30B-A3B-Instruct-2507 · " in en and "sized on Qwen3-30B-A3B-Instruct-2507 (" in en  # the pick named
    # no customer data said (繁體 Taiwan, 15 people): the team note alone says the model and why
    tw = Engine(store=Store(tmp_path / "t.db")).handle(
        "t", "我們15個人的設計公司，用DeepSeek官方API還是自己架？大概多少錢？").text
    assert "Qwen3-30B-A3B-Instruct-2507 · " in tw and "沒說自建用哪個模型" in tw, tw[:1500]


@pytest.mark.slow  # whole answers
def test_a_named_model_is_kept_when_its_api_is_weighed(tmp_path):
    # the user names DeepSeek-V3 itself: their model, sized as asked (no move to a 30 B model)
    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "我們公司30人，用DeepSeek-V3官方API還是自己搭？客戶資料可以送過去嗎？多少錢").text
    assert "DeepSeek-V3 · " in text and "Qwen3-30B-A3B-Instruct-2507 · " not in text, text[:1500]
