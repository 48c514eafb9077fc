"""Reading privileged or regulated data, where a company is, and people counted by profession
(advisor/core/extract_rules.py privileged_data, LOCATED_BEFORE, ORG_SIZE, read_concurrency).

* Privileged or regulated data (a law practice's files, medical records / 病历 / 病歷, a bank's customer data, 机密 /
  機密): a marketplace or community host is an unknown operator with disk access and no data-processing agreement, so
  marketplaces are left out (`exclude_marketplace`) and said in a note naming the one asked about; a negated mention
  ("nothing confidential") is none.
* "we're a bank in Lisbon … EU region": Lisbon is where the company is (`located`, for a licence that bars its place),
  kept beside the EU as where to rent.
* "a 9-doctor clinic" is a head count of 9; "for 4 of us at once" is 4 at once.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, privileged_data


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def notes(text: str) -> str:
    e = extract(text)
    return " ".join(n + e.zh_notes.get(n, "") for n in e.notes)


@pytest.mark.parametrize("text, said", [
    ("Our law office wants Qwen3-8B to summarise depositions, cheapest GPU?", "law office"),
    ("Mistral-Small-24B over patient records for 6 nurses, cheapest GPU?", "patient records"),
    ("We handle banking customer data; Qwen3-14B for 10 analysts, which GPU?", "banking customer data"),
    ("用 Qwen3-14B 整理门诊病历，8 个医生用，租什么卡？", "病历"),  # 简体: medical records
    ("用 Qwen3-14B 摘要病歷，8 位醫師用，租什麼卡？", "病歷"),  # 繁體
    ("公司有啲機密文件想用 Qwen3-8B 做摘要，租邊張卡？", "機密"),  # 粵語: confidential files
    ("想用 Qwen3-8B 分析銀行的客戶資料，10 人用，租什麼卡？", "銀行的客戶資料"),
])
def test_privileged_data_leaves_marketplaces_out(text, said):
    assert privileged_data(text) == said
    assert read(text).get("exclude_marketplace") is True
    assert said in notes(text)


@pytest.mark.parametrize("text", [
    "No confidential data here, just public docs: Qwen3-8B for 5 users, cheapest GPU?",
    "不涉及机密，用 Qwen3-8B 做公开文档问答，5 人用，租什么卡？",
    "Qwen3-8B chatbot for our online shop, 20 users, cheapest GPU?",  # customers, but no regulated data said
])
def test_no_privileged_data_keeps_marketplaces(text):
    assert privileged_data(text) is None
    assert "exclude_marketplace" not in read(text)


def test_the_marketplace_asked_about_is_named_and_not_kept():
    # the user names Vast (a providers.csv marketplace) for lawyers' files: Vast is said as a marketplace and is no
    # provider filter or comparison
    text = "We're 15 lawyers; is a Vast.ai RTX 4090 fine for Qwen3-14B over client contracts?"
    p = read(text)
    assert p.get("exclude_marketplace") is True
    assert "vast" not in (p.get("providers") or []) and p.get("checked_provider") != "vast"
    assert "Vast.ai is a marketplace" in notes(text)


@pytest.mark.parametrize("text, located", [
    # the gazetteer tags (regions.csv): Lisbon is read as Portugal's tag, Munich as Germany's
    ("We're a bank in Lisbon. Llama 4 Scout for 40 staff, EU region preferred, which GPUs?", "pt"),
    ("We are a law firm in Munich; Qwen3-14B for 10 users, EU region only, which GPU?", "de"),
])
def test_where_the_company_is_is_kept_beside_where_to_rent(text, located):
    # an assumption the chat applies (no filter, not a stated field), as where the user is with no region said
    e = extract(text)
    assert e.patch.regions == ["eu"]
    assert located in (e.assumed.get("located") or [])


def test_where_the_company_is_adds_nothing_when_it_is_the_region():
    # "we're 3 people in Seoul … host it in Korea": Seoul is read as Korea, the region itself: nothing kept beside it
    assert "located" not in extract("we're 3 people in Seoul building a chatbot, host it in Korea, qwen3 8b").assumed


@pytest.mark.parametrize("text, n", [
    # 9 doctors → a head count of 9 (the office-peak share, never 1 user); 4 of us "at once" → 4 at once
    ("We're a 9-doctor clinic. Qwen3-8B to draft referral letters, cheapest GPU?", 9),
])
def test_an_organisation_counted_in_its_profession_is_a_head_count(text, n):
    assert read(text).get("head_count") == n


def test_of_us_at_once_is_users_at_once():
    assert read("Qwen3-8B chat for 4 of us at once, cheapest GPU?").get("concurrency") == 4


@pytest.mark.parametrize("text", ["serve phi-3 mini for 5 users", "Phi-4 on one L4, cheapest?"])
def test_the_phi_models_are_no_health_data(text):
    # PHI (protected health information) is read in capitals only: "phi-3" / "Phi-4" name Microsoft's models
    assert privileged_data(text) is None


@pytest.mark.parametrize("text, usd", [
    ("we're a ~$3M ARR startup", 3_000_000.0),  # 3 × 1M
    ("annual revenue of $800k, want SD 3.5", 800_000.0),  # 800 × 1k
    ("$1.2 million in annual revenue", 1_200_000.0),
    ("我们年收入 200 万美元", 2_000_000.0),  # 200 × 万 (10k)
    ("我們年營收約 1.5 億美元", 150_000_000.0),  # 1.5 × 億 (100M)
    ("budget $3,000 a month for SD 3.5", None),  # a budget, no revenue word
    ("年收入 500 万元", None),  # RMB: not read (no currency guess)
])
def test_a_stated_annual_revenue_is_read_in_dollars(text, usd):
    from advisor.core.extract_rules import stated_revenue_usd

    assert stated_revenue_usd(text) == usd
