"""The dialogue's own sentences (its questions, refusals, notes and short replies) are entries of the message catalog
(advisor/core/messages/conversation.py), as tools/' are: advisor/core/conversation.py hands no English sentence and
its Chinese twin side by side to a helper that picks one, so a copy fix or a third language touches the catalog only."""

import ast
import re
from pathlib import Path

import pytest

from advisor.core.messages import CATALOG
from tools.schema import Msg

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u3400-\u9fff]")
LATIN_WORDS = re.compile(r"[A-Za-z]{3,}")


def _text(node: ast.AST) -> str | None:
    """A string literal's text, or an f-string's literal parts; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return (_text(node.left) or "") + (_text(node.right) or "")
    return None


def paired_sentences(source: str, rel: str) -> list[str]:
    """Calls handed an English sentence and a Chinese one as arguments (the `_say(lang, en, zh)` shape)."""
    out = []
    for n in ast.walk(ast.parse(source)):
        if not isinstance(n, ast.Call):
            continue
        texts = [t for t in map(_text, [*n.args, *(k.value for k in n.keywords)]) if t]
        if any(CJK.search(t) for t in texts) and any(LATIN_WORDS.search(t) and not CJK.search(t) for t in texts):
            out.append(f"{rel}:{n.lineno}")
    return out


def test_the_dialogue_pairs_no_english_and_chinese_sentences():
    rel = "advisor/core/conversation.py"
    found = paired_sentences((ROOT / rel).read_text(encoding="utf-8"), rel)
    assert found == [], "word these in advisor/core/messages/conversation.py:\n" + "\n".join(found)


def test_the_pair_check_finds_the_old_shape():
    # not vacuous: the shape the dialogue used is found, a call with one language is not
    old = 'def f(lang, n):\n    return _say(lang, f"I read the first {n:,}.", f"我只读了前 {n:,} 个。")\n'
    assert paired_sentences(old, "x.py") == ["x.py:2"]
    assert paired_sentences('re.compile(r"only|只用")\nf("only")\n', "x.py") == []


@pytest.mark.parametrize("lang, want", [
    ("en", "Started over: tell me the new workload."),
    ("zh", "已重新开始：请告诉我新的工作负载。"),
])
def test_a_moved_sentence_reads_as_before(lang, want):
    # the reset reply, word for word as the dialogue said it inline
    assert "conversation.started_over_tell_me" in CATALOG
    assert Msg(code="conversation.started_over_tell_me").text(lang) == want


def test_the_deadline_question_is_put_together_as_before():
    # "overnight" with a batch job: the question, then the batch's "otherwise" (no deadline, the cheapest plan)
    ask = Msg(code="conversation.deadline_question.overnight")
    otherwise = Msg(code="conversation.deadline_question.otherwise_days", args={"target_days": 30.0})
    got = Msg(code="conversation.deadline_question", args={"ask": ask, "otherwise": otherwise})
    assert got.text("en") == ("'Overnight' is not a number of hours: how many hours may the job run (e.g. 'within 12 "
                              "hours')? (Otherwise: 30 days.)")
    assert got.text("zh") == "“一个晚上”不是小时数：任务最多能跑多少小时（例如“12 小时内”）？（否则按 30 天估算。）"
