"""The markdown renderer (advisor/core/render.py) and the dialogue (advisor/core/conversation.py) say nothing in
Chinese of their own: every phrase, label and punctuation mark an answer shows in Chinese comes from the message
catalog (advisor/core/messages/), so a copy fix or a third language touches the catalog only.

A string literal with a CJK character (Han, CJK punctuation such as "：" and "；", full-width forms) outside a
docstring is found with the function or top-level name that holds it. The dialogue keeps the words it READS: the
reader's vocabulary over the user's message (regexes), and text it hands back to the reader; those names are allowed
below, each with its reason, and an allowed name that no longer holds Chinese must leave the list."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")

_VOCABULARY = "the reader's vocabulary: a pattern over the user's message, never shown"
ALLOWED: dict[tuple[str, str], str] = {
    ("advisor/core/conversation.py", "answer_to_question"): _VOCABULARY + " (全量 / 全参 as the answer 'full')",
    ("advisor/core/conversation.py", "RATE_WORDS"): _VOCABULARY + " (每分钟 30 张: an image rate)",
    ("advisor/core/conversation.py", "TRAINING_WORDS"): _VOCABULARY + " (训练, 微调)",
    ("advisor/core/conversation.py", "_with_said_size"): "text handed back to the reader: the first part's image size "
                                                         "(，1024×1024 像素) written into a Chinese second part",
    ("advisor/core/conversation.py", "_PER_CUSTOMER"): _VOCABULARY + " (每人 40 张)",
    ("advisor/core/conversation.py", "_daily_images"): "text handed back to the reader (每天生成 12,000 张图) and its "
                                                       "patterns over the message (然后每人出40张)",
    ("advisor/core/conversation.py", "RENT_WORD"): _VOCABULARY + " (租)",
    ("advisor/core/conversation.py", "JOINED"): _VOCABULARY + " (一起, 另外)",
    ("advisor/core/conversation.py", "FOLLOWUP_HOURS"): _VOCABULARY + " (改成 200 小时)",
    ("advisor/core/conversation.py", "DEADLINE_WORDS"): _VOCABULARY + " (3 天内)",
    ("advisor/core/conversation.py", "UNREAD_NOTE"): "a pattern that recognises the reader's own 'not read' note in "
                                                     "either script (未读取：), never shown",
    ("advisor/core/conversation.py", "TTS_WORDS"): _VOCABULARY + " (语音合成)",
    ("advisor/core/conversation.py", "_MEDIA_ZH"): _VOCABULARY + " (录音, 视频)",
    ("advisor/core/conversation.py", "COUNT_MULTIPLIER"): _VOCABULARY + " (5万: the multiplier word)",
    ("advisor/core/conversation.py", "STATED_COUNTS"): _VOCABULARY + " (3000 小时录音)",
    ("advisor/core/conversation.py", "Engine._second_part"): "the clause of the user's own message said back, "
                                                             "trimmed of its commas (，)",
    ("advisor/core/conversation.py", "VRAM_ASKED"): _VOCABULARY + " (需要多少显存)",
    ("advisor/core/conversation.py", "VISION_ITEMS"): _VOCABULARY + " (图片, 扫描)",
    ("advisor/core/conversation.py", "DOCUMENT_WORK"): _VOCABULARY + " (知识库, 文档)",
    ("advisor/core/conversation.py", "_read_turn"): _VOCABULARY + " (通用: a generic model asked for)",
    ("advisor/core/conversation.py", "CHEAPER_CARD"): _VOCABULARY + " (便宜点的卡)",
    ("advisor/core/conversation.py", "DETAILS"): _VOCABULARY + " (详细)",
}
FILES = ("advisor/core/render.py", "advisor/core/conversation.py")


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.body \
                and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant) \
                and isinstance(n.body[0].value.value, str):
            out.add(id(n.body[0].value))
    return out


def _name(stmt: ast.stmt, prefix: str) -> str:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return prefix + stmt.name
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
        target = stmt.targets[0] if isinstance(stmt, ast.Assign) else stmt.target
        return prefix + (target.id if isinstance(target, ast.Name) else ast.unparse(target))
    return prefix + f"<statement at line {stmt.lineno}>"


def chinese_literals(source: str) -> dict[str, list[int]]:
    """The names (a top-level function or assignment, or Class.method) holding a string literal with CJK in it, not a
    docstring (comments are not in the tree), with the lines."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    out: dict[str, list[int]] = {}
    for top in tree.body:
        stmts = [(s, top.name + ".") for s in top.body] if isinstance(top, ast.ClassDef) else [(top, "")]
        for stmt, prefix in stmts:
            for n in ast.walk(stmt):
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs \
                        and CJK.search(n.value):
                    out.setdefault(_name(stmt, prefix), []).append(n.lineno)
    return out


def test_the_renderer_and_the_dialogue_word_nothing_in_chinese_themselves():
    found, stale = [], []
    for rel in FILES:
        held = chinese_literals((ROOT / rel).read_text(encoding="utf-8"))
        found += [f"{rel}:{lines[0]} ({name})" for name, lines in held.items() if (rel, name) not in ALLOWED]
        stale += [name for (f, name) in ALLOWED if f == rel and name not in held]
    assert found == [], "word these in advisor/core/messages (or allow a reading pattern with its reason):\n" \
        + "\n".join(found)
    assert stale == [], f"allowed names that hold no Chinese any more (drop them from ALLOWED): {stale}"


def test_the_check_finds_a_chinese_phrase_and_its_punctuation_but_no_docstring():
    # not vacuous: the shapes render.py held before its phrases moved to the catalog are found, a docstring is not
    src = ('"""模块说明."""\n'
           'def head(zh):\n'
           '    """中文 docstring."""\n'
           '    return "每小时" if zh else "per hour"  # 注释\n'
           'def sep(zh):\n'
           '    return "；" if zh else "; "\n'
           'class Engine:\n'
           '    def f(self, zh):\n'
           '        return f"{1}（要求{2}）" if zh else ""\n'
           'PAIRS = (("copied ", "复制于 "),)\n')
    assert chinese_literals(src) == {"head": [4], "sep": [6], "Engine.f": [9, 9], "PAIRS": [10]}
