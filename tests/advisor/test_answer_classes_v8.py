"""The answer classes of review 8 (docs/expert_review8_grades.md), each with other questions than the review's.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same service (and, where the wording matters, the same reader and
renderer) the CLI and Slack use.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.render import workload_line
from advisor.core.script import to_script
from advisor.core.service import advise
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.constraints import region_ok
from tools.schema import InstanceRow, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


def row(region: str, provider: str = "x") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type="y", region=region)


# --- 3. "EU" is the member states, "Europe" the continent -----------------------------------------------------------

# Outside the EU although their ids say "eu"/"europe" or they sit in Europe: London (AWS eu-west-2, GCP europe-west2,
# Shadeform london-uk-1), Zurich (GCP europe-west6), Norway (Cudo no-kristiansand-1, RunPod "no", Vast "viken, no, eu"),
# Iceland (RunPod "is", Prime Intellect "is - ice-01"). Inside: Frankfurt, Stockholm, Finland, Paris, the Netherlands,
# Poland (europa.eu's list of member states).
OUTSIDE_EU = ["eu-west-2", "europe-west2", "london-uk-1", "europe-west6", "no-kristiansand-1", "no", "viken, no, eu",
              "is", "is - ice-01", "reykjanesbaer-iceland-1", "oslo-norway-3", "europe-no"]
INSIDE_EU = ["eu-central-1", "eu-north-1", "eu-west-1", "eu-west-3", "europe-west4", "europe-north1", "se-stockholm-1",
             "helsinki-finland-1", "fr - fr-par-2", "nl", "germany, de, eu", "europe-pl", "eu-north1", "it-fr2"]


@pytest.mark.parametrize("region", OUTSIDE_EU)
def test_eu_excludes_norway_iceland_switzerland_and_the_uk(region):
    # "EU only" is a legal word (data residency): an offer in London or Oslo fails it, whatever its id says
    assert not region_ok(row(region), ["eu"], gazetteer())
    assert region_ok(row(region), ["europe"], gazetteer())  # ... and "Europe" (the continent) holds every one


@pytest.mark.parametrize("region", INSIDE_EU)
def test_eu_keeps_member_states(region):
    assert region_ok(row(region), ["eu"], gazetteer()) and region_ok(row(region), ["europe"], gazetteer())


def test_gdpr_is_the_eea_norway_and_iceland_in_the_uk_out():
    # the GDPR applies across the EEA (EU + Norway, Iceland, Liechtenstein; EEA Joint Committee Decision 154/2018)
    assert region_ok(row("no-kristiansand-1"), ["eea"], gazetteer()) and region_ok(row("is"), ["eea"], gazetteer())
    assert not region_ok(row("eu-west-2"), ["eea"], gazetteer())


@pytest.mark.parametrize("text,tags", [
    ("need an H100 in europe for gdpr reasons, serving llama 3.1 8b to 30 users. eu only pls", ["eu"]),
    ("serve Llama-3.1-8B somewhere in Europe", ["europe"]),
    ("serve Llama-3.1-8B, GDPR applies", ["eea"]),
    ("部署 Llama-3.1-8B，数据只能放在欧盟", ["eu"]),
    ("部署 Llama-3.1-8B，机房在欧洲就行", ["europe"]),
    ("部署 Llama-3.1-8B，資料只能放在歐盟", ["eu"]),
    ("部署 Llama-3.1-8B，機房在歐洲就行", ["europe"]),
])
def test_the_two_words_read_apart_and_the_narrower_wins(text, tags):
    # a filter is a union of its places: "Europe … EU only" kept both would let Norway back in, so the EU wins
    assert extract(text).patch.regions == tags


@pytest.mark.parametrize("lang,word,other", [("en", "the EU", "Europe"), ("zh", "欧盟", "欧洲"),
                                             ("zh-Hant", "歐盟", "歐洲")])
def test_the_constraint_line_says_the_users_word_and_what_it_covers(lang, word, other):
    # review 8 Q19: "✅ honoured: eu" passed Norway unlabelled; the line must say the EU (欧盟 / 歐盟, never 欧洲 for it)
    r = ask(model="llama-3.1-8b", task="inference", concurrency=10, regions=["eu"], language=lang)
    assert r.candidates and all(region_ok(row(c.region), ["eu"], gazetteer()) for c in r.candidates)
    c = next(c for c in r.constraints if c.name == "region")
    line = to_script(c.message.text(lang), lang)  # 繁體 is the 简体 wording through OpenCC + the Taiwan table
    assert word in line and c.label is not None and to_script(c.label.text(lang), lang) == word
    assert other in line  # the other word is named as the way to ask for the continent
    assert word in to_script(workload_line(r.workload, lang), lang)  # the workload line says it too
