"""The one reader of a hosted notebook service asked about ("用Colab Pro得唔得？", "can we just use Kaggle?", "用
SageMaker Studio Lab 行不行"): its id in catalog/data/hosted_notebooks.csv, and the line under the answer
(tools.hosted_notebooks.hosted_line: what it gives, whether it meets a residency rule, sessions against the job's
hours). A name only mentioned ("the Kaggle dataset", "Colab Enterprise", "ColabFold") is not asked about."""

from __future__ import annotations

import re

from tools.schema import Msg, Recommendation

_L = r"(?<![A-Za-z])"  # no Latin letter before (a CJK letter is fine: "用Colab")
# (id, pattern), most specific first; a Chinese letter after a name is no part of it ("Colab Pro得唔得")
SERVICES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("colab_pro", re.compile(_L + r"(?i:colab(?:oratory)?\s*pro)(?![A-Za-z0-9+＋])")),
    ("colab", re.compile(_L + r"(?i:colab(?:oratory)?)(?!\s*(?i:pro|enterprise|fold)|[A-Za-z0-9])")),
    ("kaggle", re.compile(_L + r"(?i:kaggle)(?![A-Za-z])(?!\s*(?i:datasets?|competitions?|grandmaster)"
                          r"|\s*(?:数据集|數據集|比赛|比賽|竞赛|競賽))")),
    ("sagemaker_studio_lab", re.compile(r"(?i)studio\s*lab(?![A-Za-z])")),
    ("paperspace_gradient", re.compile(r"(?i)paperspace\s+gradient|(?<![A-Za-z])gradient\s+(?:community\s+)?"
                                       r"notebooks?")),
)


def hosted_mention(text: str) -> tuple[str, int] | None:
    """The hosted notebook service `text` names, by its id, and where the name starts; None when none. Whether it is
    asked about (a question, or "use / 用 X") is advisor.core.followup_check.hosted_asked."""
    for sid, pattern in SERVICES:
        m = pattern.search(text)
        if m is not None:
            return sid, m.start()
    return None


def hosted_note(sid: str, rec: Recommendation) -> Msg | None:
    """The line for service `sid`, checked against `rec`'s workload (its residency rule and deadline) and its pick
    (the first cost row's job hours, the headline's); None when the catalog lacks its row."""
    from catalog.hosted import hosted_notebook
    from tools.constraints import place_words
    from tools.defaults import kind_of
    from tools.hosted_notebooks import hosted_line
    from tools.schema import WorkKind

    svc = hosted_notebook(sid)
    if svc is None:
        return None
    w = rec.workload
    hours = rec.cost_table[0].cost.job_hours if rec.cost_table else None  # the pick's wall hours, as its headline
    return hosted_line(svc, place_words(list(w.regions or [])), bool(w.data_residency), hours,
                       kind_of(w) == WorkKind.SERVING, w.deadline_hours,
                       rec.candidates[0].gpu if rec.candidates else None)
