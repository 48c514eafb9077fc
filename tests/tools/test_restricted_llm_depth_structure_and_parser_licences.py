"""The licence of a named model that decides a business's job before the hardware does, found as users write the name
even when the model itself is not sized: Aya Expanse (CC BY-NC 4.0: a paid SaaS may not use it), Depth-Anything-V2
Base/Large/Giant (CC BY-NC 4.0, where Small is Apache-2.0), AlphaFold 3's weights (non-commercial terms of use) and
MinerU (from 3.1.0 Apache-2.0 with a 100 M MAU / US$20 M monthly revenue threshold, AGPL-3.0 before)
(tools/named_licences.py, advisor/core/named_licence_lines.py)."""

from __future__ import annotations

import pytest

from advisor.core.named_licence_lines import licence_lines
from tools.named_licences import named_licences


@pytest.mark.parametrize("text, model, licence", [
    ("We sell a translation SaaS; Aya Expanse 32B was best in our tests", "Aya Expanse 32B", "CC BY-NC 4.0"),
    ("用aya-expanse-8b做客服翻译", "Aya Expanse 8B", "CC BY-NC 4.0"),
    ("Depth-Anything-V2-Large on 20k photos a day", "Depth-Anything-V2 (Base / Large / Giant)", "CC BY-NC 4.0"),
    ("想用 Depth Anything V2 Base 算深度圖", "Depth-Anything-V2 (Base / Large / Giant)", "CC BY-NC 4.0"),
    ("should we just use AlphaFold 3 since it's better?", "AlphaFold 3",
     "AlphaFold 3 Model Parameters Terms of Use"),
    ("用 AlphaFold3 预测 5000 个复合物", "AlphaFold 3", "AlphaFold 3 Model Parameters Terms of Use"),
    ("用MinerU2.5把100万篇论文PDF解析成markdown", "MinerU",
     "MinerU Open Source License (Apache-2.0 with additional terms)"),
    ("想在阿里云上租4090跑 FLUX.1-Krea-dev 给商家生成电商主图", "FLUX.1-Krea-dev", "FLUX.1 [dev] Non-Commercial License"),
    ("flux kontext dev for product photo edits", "FLUX.1-Kontext-dev", "FLUX.1 [dev] Non-Commercial License"),
    ("FLUX.1 [dev] at 1024x1024 for 10k images", "FLUX.1-dev", "FLUX.1 [dev] Non-Commercial License"),
])
def test_a_restricted_model_is_found_with_its_licence(text, model, licence):
    assert [(x.model, x.licence) for x in named_licences(text)] == [(model, licence)]


@pytest.mark.parametrize("text", [
    "Depth-Anything-V2-Small on 20k photos a day",  # Small is Apache-2.0
    "serve Qwen3-32B for our translation SaaS",  # the permissive alternative itself
    "AlphaFold 2 on 300 sequences",  # AlphaFold 2's weights are CC BY 4.0, not these terms
    "parse 1M PDFs with Docling",
    "FLUX.1-schnell for 10k images a day",  # Apache-2.0
])
def test_a_permissive_model_gets_no_line(text):
    assert named_licences(text) == []


@pytest.mark.parametrize("text, lang, said", [
    # a paid SaaS on Aya: the warning names the licence and a permissive model of the same size
    ("Berlin startup selling a document translation SaaS, Aya Expanse 32B was best", "en",
     ("Aya Expanse 32B", "CC BY-NC 4.0", "is not allowed", "Qwen3-32B (Apache-2.0")),
    # 简体, an e-commerce business on Depth-Anything-V2-Large: Small is the Apache-2.0 way
    ("电商公司每天2万张商品图用Depth-Anything-V2-Large算深度", "zh",
     ("Depth-Anything-V2 (Base / Large / Giant)", "只限非商业用途", "Depth-Anything-V2-Small（Apache-2.0")),
    # a business on AlphaFold 3: no alternative is named, the licensor's agreement is the only way
    ("Small biotech, should we use AlphaFold 3 for 200k ligands?", "en",
     ("AlphaFold 3", "WEIGHTS_TERMS_OF_USE.md", "is not allowed without the licensor's own agreement")),
])
def test_a_business_use_puts_the_warning_first(text, lang, said):
    first, last = licence_lines(text, True, "", lang)
    assert len(first) == 1 and not last, (first, last)
    assert first[0].startswith("⚠️")
    for s in said:
        assert s in first[0], (s, first[0])


def test_the_traditional_script_line_is_the_converted_one():
    from advisor.core.conversation import to_script

    first, _ = licence_lines("我們是電商，想用 Aya Expanse 8B 做商品翻譯", True, "", "zh")
    line = to_script(first[0], "zh-Hant", False)
    assert "Aya Expanse 8B" in line and "只限非商業用途" in line and "Qwen3-8B" in line


def test_an_unknown_use_gets_one_neutral_line_at_the_end():
    first, last = licence_lines("run AlphaFold 3 on 300 complexes", None, "", "en")
    assert not first and len(last) == 1
    assert last[0].startswith("Licence: AlphaFold 3") and "non-commercial use only" in last[0]


@pytest.mark.parametrize("text, use", [
    ("Small biotech. Want to run AlphaFold 3 on 200k ligands", True),
    ("we're a small pharma startup screening 5k complexes", True),
    ("our lab does academic research only with AlphaFold 3", False),
])
def test_a_drug_discovery_company_is_a_business_use(text, use):
    from advisor.core.extract_rules import read_commercial_use

    assert read_commercial_use(text, None)[0] == {"commercial_use": use}  # type: ignore[arg-type]


def test_a_flux_licence_the_sized_answer_already_says_is_not_said_twice():
    # a sized FLUX.1-dev answer carries tools/media's own line (same licence, same LICENSE.md): no second line
    said = ("⚠️ Licence: FLUX.1-dev's weights are under the FLUX.1 [dev] Non-Commercial License "
            "(huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md) — non-commercial")
    assert licence_lines("FLUX.1-Krea-dev product photos for our shop", True, said, "en") == ([], [])
    first, _ = licence_lines("收费服务，用FLUX.1-Krea-dev生成电商主图", True, "", "zh")
    assert "向 Black Forest Labs 购买商业许可" in first[0] and "FLUX.1 [schnell]（Apache-2.0" in first[0]


def test_kontext_is_offered_an_editing_alternative_and_its_sized_line_is_not_repeated():
    # FLUX.1 Kontext [dev] edits images: the permissive way is Qwen-Image-Edit (Apache-2.0), never FLUX.1 [schnell],
    # a text-to-image model that cannot edit; its row cites Kontext's own LICENSE.md, the file the sized answer cites
    first, _ = licence_lines("收费服务，用 FLUX.1 Kontext dev 给商品图换背景", True, "", "zh")
    assert "Qwen-Image-Edit（Apache-2.0" in first[0] and "schnell" not in first[0], first
    said = ("⚠️ Licence: FLUX.1 Kontext [dev]'s weights are under the FLUX.1 [dev] Non-Commercial License "
            "(huggingface.co/black-forest-labs/FLUX.1-Kontext-dev/blob/main/LICENSE.md) — non-commercial")
    assert licence_lines("FLUX.1 Kontext dev product photo edits for our shop", True, said, "en") == ([], [])


@pytest.mark.parametrize("text, lang, said, unsaid", [
    # MinerU's LICENSE.md (github.com/opendatalab/MinerU, mineru-3.1.0 and later, read 2026-12-06): Apache-2.0 plus a
    # separate commercial licence past 100 M monthly active users or US$20 M monthly revenue, and an online service must
    # say it uses MinerU; releases up to 3.0.x were AGPL-3.0. A SaaS on it is allowed (an info line, not a warning that
    # sends it to Docling), with the thresholds, the attribution duty and the version to pin.
    ("我们做论文解析SaaS，客户上传PDF，后端用MinerU", "zh",
     ("3.1.0 及以后版本", "Apache-2.0", "1 亿", "2000 万美元", "显著标明使用了 MinerU", "3.1.0 之前的版本采用 AGPL-3.0"),
     ("公开自己的源代码", "Docling")),
    ("We sell a contract-parsing service to law firms, MinerU2.5 on our GPUs", "en",
     ("3.1.0 and later", "100 M monthly active users", "US$20 M monthly revenue", "that it uses MinerU",
      "Releases before 3.1.0 were AGPL-3.0"), ("publish its own source", "Docling")),
])
def test_mineru_permits_business_use_under_its_thresholds(text, lang, said, unsaid):
    first, last = licence_lines(text, True, "", lang)
    lines = first + last
    assert len(lines) == 1 and not lines[0].startswith("⚠️"), lines
    for s in said:
        assert s in lines[0], (s, lines[0])
    for s in unsaid:
        assert s not in lines[0], (s, lines[0])


def test_mineru_says_nothing_for_a_non_commercial_use():
    # a university lab's own parsing is inside the licence's terms with no duty to state: no line
    first, last = licence_lines("our lab parses 50k papers with MinerU for a research corpus", False, "", "en")
    assert first == [] and last == []
