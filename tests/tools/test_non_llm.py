"""A named non-LLM model whose size was not said is sized at its family's largest, and the answer says so in its own
language (tools.non_llm.shown_name → the message layer), never English inside a Chinese answer."""

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording of Msg.text)
from tools.non_llm import named_model, shown_name


@pytest.mark.parametrize("text, lang, said, unsaid", [
    ("we run yolov8 detection, what GPU?", "en", "YOLOv8-x (no size said: the largest", "没说"),
    ("用yolov8检测需要什么GPU", "zh", "YOLOv8-x（没说尺寸：按最大的一档", "largest"),
])
def test_a_yolov8_with_no_size_is_the_largest_said_in_the_answers_language(text, lang, said, unsaid):
    # YOLOv8-x: 68.2 M parameters (Ultralytics YOLOv8 docs), the ceiling of the memory floor
    m = named_model(text)
    assert m is not None and m.name == "YOLOv8-x" and m.largest and m.params == 68.2e6
    shown = shown_name(m)
    worded = shown if isinstance(shown, str) else shown.text(lang)
    assert worded.startswith(said) and unsaid not in worded


def test_a_yolov8_size_said_is_its_plain_name():
    m = named_model("YOLOv8s on our images")
    assert m is not None and m.name == "YOLOv8-s" and not m.largest and shown_name(m) == "YOLOv8-s"
