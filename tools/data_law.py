"""Data-protection and AI-use rules by place, as facts with their sources: which rule a question's place and data fall
under, said beside the plan (never legal advice: each line names the rule and what it asks, and the user's lawyer
decides). One table (REGIMES); the places are catalog/data/regions.csv tags, read from the Gazetteer tools receive.

Why: an answer once priced a Shanghai hospital's 50,000 de-identified medical records for a LoRA on RunPod US,
Cudo Norway and Lambda Tokyo with "if the data may leave the country…" and no warning; an Ontario clinic's "PHIPA"
was not recognised. The rules, each from its own text:
- PIPL (PRC Personal Information Protection Law, 2021): medical health information is sensitive personal information
  (Art. 28); de-identified (去标识化) information is still personal information — only anonymised (匿名化) information
  falls outside (Art. 4, 73(3)–(4)); sending it abroad needs a CAC security assessment, a filed standard contract or a
  certification (Art. 38–40; Provisions on Promoting and Regulating Cross-Border Data Flows, CAC 2024), separate
  consent (Art. 39) and an impact assessment (Art. 55).
- HIPAA (US): a cloud provider that creates, receives, keeps or sends protected health information is a business
  associate, and a business associate agreement (BAA) is required (45 CFR 164.502(e), 164.504(e), 164.308(b); HHS
  "Guidance on HIPAA & Cloud Computing", 2016).
- GDPR (EU/EEA personal data, EU 2016/679): health data is a special category (Art. 9); the provider is a processor
  under a contract (Art. 28); a transfer outside the EEA needs an adequacy decision or safeguards such as the standard
  contractual clauses (Art. 44–49).
- PHIPA (Ontario, S.O. 2004 c. 3 Sched. A): the health-information custodian stays responsible for its agents and
  electronic service providers (s. 10(4), s. 17; O. Reg. 329/04 s. 6); the Act itself has no rule that the data stays
  in Canada — that is commonly a contract or policy term, which a Canadian region keeps simple.
- PDPO (Hong Kong, Cap. 486): the data user stays liable for a data processor's security and retention (DPP2(3),
  DPP4(2)); s. 33, the bar on transfers out of Hong Kong, has never been brought into force.
- Voice cloning in mainland China: a deep-synthesis service that edits biometric information such as a voice must have
  its users tell the person and get that person's separate consent (Art. 14), and voice synthesis or imitation must be
  labelled conspicuously (Art. 17) with implicit marks too (Art. 16), the service filed as an algorithm (Art. 19)
  (Provisions on the Administration of Deep Synthesis of Internet Information Services, CAC Order No. 12, 2022-11-25,
  in force 2023-01-10); explicit and implicit labels on generated audio (Measures for Labelling AI-Generated and
  Synthetic Content, CAC 2025, in force 2025-09-01).
- Voice cloning in the EU: the provider marks synthetic audio in a machine-readable way (AI Act Art. 50(2)) and the
  deployer of a deep fake discloses that it is artificial (Art. 50(4)) (Regulation (EU) 2024/1689, Art. 50 applying
  from 2026-08-02); a voice used to identify someone is biometric data (GDPR Art. 4(14), 9).
- Taiwan: the Executive Yuan directive of 2025-01-31 (announced 2025-02-03) bars government agencies, public schools,
  state-owned enterprises and critical-infrastructure operators from using DeepSeek's AI services.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tools.places import Gazetteer, is_mainland
from tools.schema import Msg

HEALTH, PERSONAL, PUBLIC_SECTOR = "health", "personal", "public_sector"
VOICE_CLONE = "voice_clone"  # a service cloning people's voices (advisor.core.personal_data_read.voice_clone)


@dataclass(frozen=True)
class Regime:
    """One rule: `id` (its words in the message catalog: data_law.<id>), the regions.csv tags it governs (the place the
    user or the data is in; a tag's wider places count: Germany lies within the EU), the kinds of data it governs,
    whether a stated model is needed (`model`: a rule on one model's service), and its citation."""

    id: str
    places: tuple[str, ...]
    kinds: frozenset[str]
    source: str
    model: str = ""  # a rule on one model family's service ("deepseek"); "" for a data rule


REGIMES: tuple[Regime, ...] = (
    Regime("pipl", ("cn",), frozenset({HEALTH, PERSONAL}),
           "PIPL Art. 4, 28, 38–40, 55, 73 (npc.gov.cn, 2021-08-20); CAC Provisions on Cross-Border Data Flows (2024)"),
    Regime("hipaa", ("us", "us-east", "us-west", "us-central"), frozenset({HEALTH}),
           "45 CFR 164.502(e), 164.504(e), 164.308(b); hhs.gov Guidance on HIPAA & Cloud Computing (2016)"),
    Regime("gdpr", ("eu", "eea"), frozenset({HEALTH, PERSONAL}),
           "GDPR (EU) 2016/679 Art. 9, 28, 44–49 (eur-lex.europa.eu/eli/reg/2016/679/oj)"),
    Regime("phipa", ("ca-on",), frozenset({HEALTH}),
           "PHIPA, S.O. 2004 c. 3 Sched. A, s. 10(4), 17; O. Reg. 329/04 s. 6 (ontario.ca/laws/statute/04p03)"),
    Regime("pdpo", ("hk",), frozenset({HEALTH, PERSONAL}),
           "PDPO Cap. 486, DPP2(3), DPP4(2), s. 33 not in force (elegislation.gov.hk/hk/cap486)"),
    Regime("tw_deepseek", ("tw",), frozenset({PUBLIC_SECTOR}),
           "Executive Yuan directive on DeepSeek, 2025-01-31 (ey.gov.tw press release, 2025-02-03)", model="deepseek"),
    Regime("cn_deep_synthesis", ("cn",), frozenset({VOICE_CLONE}),
           "Provisions on Deep Synthesis of Internet Information Services Art. 14, 16, 17, 19 (CAC Order No. 12, "
           "2022-11-25, in force 2023-01-10, cac.gov.cn); Measures for Labelling AI-Generated and Synthetic Content "
           "(CAC 2025, in force 2025-09-01)"),
    Regime("eu_ai_act_voice", ("eu", "eea"), frozenset({VOICE_CLONE}),
           "AI Act (EU) 2024/1689 Art. 50(2), 50(4), applying from 2026-08-02; GDPR Art. 4(14), 9 "
           "(eur-lex.europa.eu/eli/reg/2024/1689/oj)"),
)
CODES = {"pipl": "data_law.pipl", "hipaa": "data_law.hipaa", "gdpr": "data_law.gdpr", "phipa": "data_law.phipa",
         "pdpo": "data_law.pdpo", "tw_deepseek": "data_law.tw_deepseek",
         # each rule's line in the message catalog
         "cn_deep_synthesis": "voice_clone.cn_deep_synthesis", "eu_ai_act_voice": "voice_clone.eu_ai_act"}
NAMED = {"pipl": "pipl", "hipaa": "hipaa", "gdpr": "gdpr", "phipa": "phipa", "pdpo": "pdpo"}  # a law said by name


def _governs(r: Regime, tags: Iterable[str], places: Gazetteer) -> bool:
    """Does the rule govern one of the places (a mainland area is the mainland; a country lies within the EU)?"""
    for t in tags:
        p = places.place(t)
        wider = {t, *(p.within if p is not None else ()), *(("cn",) if is_mainland(t) or places.is_china(t) else ())}
        if wider & set(r.places):
            return True
    return False


def regimes_for(tags: Iterable[str], kinds: Iterable[str], places: Gazetteer, named: Iterable[str] = (),
                model: str = "") -> tuple[Regime, ...]:
    """The rules the question falls under: each one said by name ("PHIPA", "HIPAA"), and each one whose place is among
    `tags` (where the user is and where the data must stay) and whose kind of data is among `kinds` (a model rule:
    its model named too). By hand: (["cn-east"], {"health"}) → PIPL; (["de"], {"personal"}) → GDPR; (["us"],
    {"personal"}) → none (HIPAA is about health data); (["tw"], {"public_sector"}, model "DeepSeek-R1") → the
    Executive Yuan directive."""
    tags, kinds, said = list(tags), set(kinds), {NAMED[n.lower()] for n in named if n.lower() in NAMED}
    out = []
    for r in REGIMES:
        by_place = _governs(r, tags, places) and bool(r.kinds & kinds) and (not r.model or r.model in model.lower())
        if r.id in said or by_place:
            out.append(r)
    return tuple(out)


def notes(regimes: Iterable[Regime]) -> list[Msg]:
    """Each rule as a line: what it asks, and its source."""
    return [Msg(code=CODES[r.id], args={"source": r.source}) for r in regimes]


def voice_clone_unplaced(found: Iterable[Regime], kinds: Iterable[str]) -> Msg | None:
    """A voice-cloning service with no place read (none of the voice-clone rules found): the consent and labelling
    duty said once with both stored rules (mainland China's deep-synthesis rules, the EU AI Act), so the user checks
    their own; None when a rule was found or no voice is cloned."""
    if VOICE_CLONE not in set(kinds) or any(VOICE_CLONE in r.kinds for r in found):
        return None
    return Msg(code="voice_clone.unplaced", args={"sources": [r.source for r in REGIMES if VOICE_CLONE in r.kinds]})



def approved_move(before: Iterable[str], after: Iterable[str], resident: bool, places: Gazetteer) -> Msg | None:
    """A thread whose data may not leave its places (`resident`, the earlier `before` tags) now sized somewhere else
    (`after`: "如果 dean 批准可以用東京嘅機房呢"): the line saying what an approval to move the data covers — only what
    it names in writing (the data, the provider and region, how long it stays, its deletion after the job) — and that
    the law where the data was collected still applies (its data rules among REGIMES for personal data: Hong Kong's
    PDPO). None when no residency rule was stated or every new place lies within the old ones (Japan → Tokyo; Taiwan →
    GCP's asia-east1, the region id its pattern names)."""
    old, new = [t for t in before if t], [t for t in after if t]
    if not resident or not old or not new:
        return None
    def within(t: str) -> bool:
        p = places.place(t)
        # a provider's region id inside an old place ("asia-east1" is GCP's Taiwan region: 資料不能出台灣 → GCP 台灣)
        in_old_region = any((q := places.place(o)) is not None and q.pattern is not None and bool(q.pattern.search(t.lower()))
                            for o in old)
        return t in old or in_old_region or bool(p is not None and set(p.within) & set(old))
    if all(within(t) for t in new):
        return None
    laws = regimes_for(old, {PERSONAL}, places)
    return Msg(code="data_law.approved_move", args={"sources": [r.source for r in laws]})
