"""Person re-identification and people counting on N cameras with no detector named are a person detector plus a
re-ID net on small inference cards (frames/s = cameras × fps, the decode and the uplink said), never a chat LLM's
sizing; re-ID is personal data. English, 简体, 繁體 and Cantonese."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.detector_read import people_detector, people_job, proposed_cards
from advisor.core.extract_rules import extract
from advisor.core.personal_data_read import personal_data
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = "Our stadium has 150 cameras; we want person re-ID and footfall counting on them. Thinking of renting a few H100s."
ZH = "地铁站有600路摄像头，要做行人重识别和客流统计，每秒8帧，准备租几张A100，要多少钱"
TW = "展覽館有80支攝影機要做人流計數，想租幾張H100跑，要多少錢？"
HK = "我哋有250個鏡頭想做跨鏡追蹤同人流統計，打算租幾張H100"


@pytest.mark.parametrize(("text", "reid", "count", "card"), [
    (EN, True, True, "H100"), (ZH, True, True, "A100"), (TW, False, True, "H100"), (HK, True, True, "H100")])
def test_the_people_job_is_read_with_its_default_detector_and_the_countless_proposal(text, reid, count, card):
    assert people_job(text) == (reid, count)
    det = people_detector(text)
    assert det is not None and det[0].key == "dfine-s" and det[1] is False
    assert proposed_cards(text) == (0, card)


@pytest.mark.parametrize("text", [EN, ZH, TW, HK])
def test_people_on_cameras_is_a_vision_job_not_a_chat_model(text):
    patch = extract(text).patch
    assert patch.modality == "vision" and patch.model is None and not patch.params_b


def test_re_id_is_personal_data_and_a_chat_llm_is_no_people_job():
    assert personal_data(EN) is not None and personal_data(ZH) is not None
    assert people_job("a chatbot for our mall's customer service, 300 users") == (False, False)
    assert people_detector("人流统计报表用Qwen2.5-7B生成，每天100份") is None  # no cameras: no detector assumed


def _ask(tmp_path, text: str) -> str:
    return Engine(Store(tmp_path / "advisor.db")).handle(str(tmp_path), text).text


@pytest.mark.slow
def test_people_re_id_on_cameras_is_sized_on_small_cards_in_three_scripts(tmp_path):
    # Hand (简体): 600 × 8 = 4,800 frames/s; D-FINE-S 3.48 ms + OSNet 10 × 1.96 GFLOPs at 7.2 TFLOPS = 2.73 ms → 6.21 ms;
    # T4 241.5 frames/s batched → 20 T4, L4 449.6 → 11 L4; decode 600 × 25 = 15,000 → 14 T4, 7 L4 → 11 L4; uplink
    # 600 × 2–6 Mbit/s = 1.2–3.6 Gbit/s. Never Llama / a chat model.
    out = _ask(tmp_path / "zh", ZH)
    assert "Llama" not in out and "tokens/s" not in out, out
    assert "600 路摄像头 × 每秒 8 帧" in out and "OSNet" in out and "11 张 L4" in out and "1.2–3.6 Gbit/s" in out, out
    assert "个人" in out, out  # re-ID is personal data: said
    # Hand (EN): 150 × 5 (assumed) = 750 frames/s → 4 T4 / 2 L4; decode 3,750 → 4 T4 / 2 L4; "a few H100s": one
    # H100 SXM does 3,677 frames/s and decodes 3,990 ≥ 3,750 → 1 H100, set against the L4s' month
    out = _ask(tmp_path / "en", EN)
    assert "Llama" not in out and "750 frames/s" in out and "2 L4" in out and "Your 1 × H100" in out, out
    # Hand (繁體, counting only, no re-ID): 80 × 5 = 400 frames/s at D-FINE-S 3.48 ms → 287 × 1.5 = 430.5 a T4 → 1 T4;
    # decode 80 × 25 = 2,000 → 2 T4 / 1 L4
    out = _ask(tmp_path / "tw", TW)
    assert "Llama" not in out and "OSNet" not in out and "每秒 400 幀" in out and "D-FINE-S" in out, out


ACROSS = ["count people on 50 cameras and re-identify them across stores",
          "50路摄像头数人并跨店识别同一个人",
          "50路攝像頭統計人數並跨店識別同一個人"]


@pytest.mark.parametrize("text", ACROSS)
def test_re_identify_and_across_stores_wording_is_the_re_id_job(text):
    # "re-identify them", 跨店识别 / 跨店識別 are re-ID as "person re-ID" is (once "outside what I do"); and personal data
    assert people_job(text)[0] is True and personal_data(text) is not None
    assert extract(text).patch.modality == "vision"


@pytest.mark.slow
@pytest.mark.parametrize("text", ACROSS)
def test_re_identify_across_stores_is_sized_as_detection_and_re_id(tmp_path, text):
    # Hand: 50 cameras × 5 frames/s (assumed) = 250 frames/s; a T4 runs D-FINE-S at 161 frames/s → 2 T4s, plus OSNet
    out = Engine(Store(tmp_path / "a.db")).handle("c", text).text
    assert "D-FINE-S + OSNet" in out and "250" in out, out
    assert "outside what I do" not in out and "超出了我的范围" not in out and "超出了我的範圍" not in out, out
