"""tools.data_law: which data-protection or AI-use rule a question's place and data fall under (one table, each rule
with its source). Worked by hand from each law's text (the module docstring cites them)."""

from __future__ import annotations

import pytest

from catalog.places import gazetteer
from tools.data_law import HEALTH, PERSONAL, PUBLIC_SECTOR, REGIMES, regimes_for


def _ids(tags, kinds, named=(), model=""):
    return [r.id for r in regimes_for(tags, kinds, gazetteer(), named, model)]


@pytest.mark.parametrize("tags,kinds,named,model,ids", [
    (["cn-east"], {HEALTH}, (), "", ["pipl"]),  # 上海 is an area of the mainland: PIPL
    (["cn"], {PERSONAL}, (), "", ["pipl"]),
    (["hk"], {HEALTH}, (), "", ["pdpo"]),  # Hong Kong is not the mainland: its own ordinance, not PIPL
    (["de"], {PERSONAL}, (), "", ["gdpr"]),  # Germany lies within the EU (regions.csv `within`)
    (["no"], {HEALTH}, (), "", ["gdpr"]),  # Norway: the EEA
    (["us"], {PERSONAL}, (), "", []),  # HIPAA governs health data only
    (["us-east"], {HEALTH}, (), "", ["hipaa"]),
    (["ca"], {HEALTH}, (), "", []),  # PHIPA is Ontario's law, not all of Canada's
    (["ca-on"], {HEALTH}, (), "", ["phipa"]),
    (["ca"], {HEALTH}, ("PHIPA",), "", ["phipa"]),  # named: said wherever the place
    (["jp"], {HEALTH}, (), "", []),  # no rule in the table: nothing invented
    (["tw"], {PUBLIC_SECTOR}, (), "DeepSeek-R1-Distill-Qwen-32B", ["tw_deepseek"]),
    (["tw"], {PUBLIC_SECTOR}, (), "Qwen2.5-32B", []),  # the directive is on DeepSeek only
    (["tw"], {PERSONAL}, (), "DeepSeek-V3", []),  # a private company in Taiwan is not under it
])
def test_the_rules_a_place_and_its_data_fall_under(tags, kinds, named, model, ids):
    assert _ids(tags, kinds, named, model) == ids


def test_every_rule_cites_a_source_and_names_known_places():
    for r in REGIMES:
        assert r.source and all(gazetteer().place(t) is not None for t in r.places), r
