"""A model the tables do not hold, said beside a non-LLM job the job tables had no word for (anomaly detection, 3D
asset generation, image search): sized as that kind of job with a pilot, never a chat LLM and never refused."""

from __future__ import annotations

import pytest

from advisor.core.nonllm_jobs import counted, job_of
from advisor.core.unheld_kinds import unheld_kind
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, name, task, unit, card", [
    # PaDiM is an anomaly detector (a frozen CNN's features per patch, a Gaussian per patch position): image work, an
    # L4 pilot, never "which LLM?"
    ("We run PaDiM for defect inspection on bottle caps, 60 photos a minute. Which GPU?", "PaDiM", "anomaly", "image",
     "L4"),
    # 简体: EfficientAD 做瑕疵检测 — the same kind, said in Chinese
    ("准备用EfficientAD做纺织品瑕疵检测，每天8万张图，租什么卡？", "EfficientAD", "anomaly", "image", "L4"),
    # 繁體: TRELLIS makes a mesh and its texture per asset: 3D generation, counted in assets, a 48 GB L40S pilot
    # (the texture stage holds the memory)
    ("我們想用TRELLIS每天生成300個3D道具模型，要租什麼卡？", "TRELLIS", "gen3d", "asset", "L40S"),
    # English: an image-to-3D model that the maker's licence table may hold, sized by its kind all the same
    ("Our studio wants SF3D to turn 2,000 product shots into 3D assets a day. What GPU?", "SF3D", "gen3d", "asset",
     "L40S"),
    # 繁體 image search with an encoder no table holds (I-JEPA, a ViT): an image encoder's batch, an L4 pilot
    ("我哋想用I-JEPA做以圖搜圖，有50萬張商品相，揀咩卡？", "I-JEPA", "imagesearch", "image", "L4"),
])
def test_unheld_name_beside_a_job_word_is_that_kind(text: str, name: str, task: str, unit: str, card: str) -> None:
    job = job_of(text)
    assert job is not None and job.name == name and job.task == task and job.unit == unit and job.card == card
    assert job.seconds_each is None and job.licence_held is False  # no time guessed: time it on a pilot


def test_assets_are_counted() -> None:
    # 每天 300 个 3D 道具模型 → 300 assets a day, no backlog
    got = counted("我們想用TRELLIS每天生成300個3D道具模型", "asset")
    assert got.daily == 300 and got.backlog is None


@pytest.mark.parametrize("text", ["Summarise 5,000 support tickets a day with an LLM", "部署一个客服聊天机器人",
                                  "detect cars in 10,000 traffic photos"])
def test_other_jobs_keep_their_reading(text: str) -> None:
    assert unheld_kind(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # 简体: 3D generation by a Tencent model (a maker's licence held): its kind's plan, never a Qwen2.5-7B stand-in
    ("工作室想用Hunyuan3D-2.0每天生成400个角色模型，用什么卡？一个月多少钱？", "3D"),
    # English anomaly detection at a line rate: the anomaly plan, never a chat model with concurrent users
    ("We plan to run EfficientAD for defect inspection on a PCB line, 40 images a second. Which GPU?", "anomaly"),
])
def test_answer_is_the_kind_never_a_chat_model(ask, text: str, said: str) -> None:
    out = ask(text)
    assert "Qwen" not in out and said in out


def test_kind_defaults() -> None:
    from tools.unheld_kinds import kind_defaults

    # a 3D asset is GPU-bound and piloted on a 48 GB L40S; an unknown kind has no defaults
    assert kind_defaults("gen3d") == ("asset", "yes", "L40S", 0.0) and kind_defaults("chat") is None


@pytest.mark.parametrize("params, row", [
    # held rows: SDXL 3.4 B, FLUX.1-dev 16.8 B (tools.media.MODELS). 6 B: SDXL is smaller, FLUX.1-dev is not → FLUX;
    # 2 B → SDXL (at or above it); 20 B → none at or above, the largest (FLUX.1-dev, a floor)
    (6e9, "FLUX.1-dev"), (2e9, "SDXL"), (20e9, "FLUX.1-dev"),
])
def test_an_unheld_image_generator_is_sized_on_the_held_row_at_or_above_its_size(params: float, row: str) -> None:
    from tools.unheld_diffusion import diffusion_stand_in

    assert diffusion_stand_in(params) == row


@pytest.mark.slow
@pytest.mark.parametrize("text, stand_in, said", [
    # English: a 12 B image model (Kandinsky-5-12B, unheld): SDXL's 3.4 B is smaller, FLUX.1-dev's 16.8 B is not
    ("We want Kandinsky-5-12B to generate 4,000 posters a day at 1024x1024. Which GPU?", "FLUX.1-dev",
     "time Kandinsky-5-12B on a pilot"),
    # 繁體: a 2 B one (Lumina-2B) sits under SDXL's 3.4 B → SDXL, its own name kept and a pilot asked
    ("想用Lumina-2B每天生成3000張插畫海報，租什麼卡？", "SDXL", "用 Lumina-2B 試跑計時"),
])
def test_an_unheld_image_generator_with_its_size_is_sized_never_refused(ask, text: str, stand_in: str, said: str) -> None:
    out = ask(text)
    assert stand_in in out and said in out and "Qwen" not in out
