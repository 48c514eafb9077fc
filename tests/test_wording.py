"""Presentation (review 3, defect class 10): Taiwan vocabulary in Traditional answers, Chinese labels in
Chinese answers, small durations and amounts, token counts, English plurals, safe export, QLoRA precision."""

from advisor.conversation import Engine
from advisor.script import TAIWAN_TERMS, taiwan_terms, to_script
from advisor.store import Store

MAINLAND = ("内存", "內存", "显存", "顯存", "默认", "默認", "质量", "質量", "按量", "推理", "併發", "数据", "數據",
            "网络", "網絡", "支持", "文档", "文檔", "鏡像")


def engine(tmp_path):
    return Engine(store=Store(tmp_path / "state.db"))


def test_traditional_answers_use_taiwan_vocabulary(tmp_path):
    e = engine(tmp_path)
    for q in ("部署 Llama-3.1-8B 推論，32 並發", "預算每月 2 萬美元，部署 Llama-3.1-405B，FP8，8 並發，4K 上下文"):
        r = e.handle(q, q)
        assert r.language == "zh-Hant" and r.kind == "answer" and not r.hk
        found = [w for w in MAINLAND if w in r.text]
        assert found == [], f"{q}: {found}"
        assert "推論" in r.text and "並發" in r.text and "顯示記憶體" in r.text and "按需" in r.text


def test_taiwan_table_turns_each_mainland_term_and_leaves_hong_kong_alone():
    assert to_script("主机内存不到显存的一半；默认按量计费", "zh-Hant") == "主機記憶體不到顯示記憶體的一半；預設按需計費"
    assert to_script("模型文件放对象存储（种子文档）", "zh-Hant") == "模型檔案放物件儲存（種子文件）"
    assert to_script("推理质量与数据支持", "zh-Hant") == "推論品質與資料支援"
    assert "內存" in to_script("主机内存", "zh-Hant", hk=True)  # s2hk as OpenCC writes it
    assert to_script("显存", "zh") == "显存"  # Simplified answers are never touched
    for mainland, taiwan in TAIWAN_TERMS:  # no entry undoes another: every replacement is final
        assert taiwan_terms(taiwan) == taiwan, (mainland, taiwan)
