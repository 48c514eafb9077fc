"""An image generator with a conditioning adapter in its stack (IP-Adapter, T2I-Adapter) and a count of pictures a day
or an hour is generating images, never a LoRA fine-tune: "adapter" in such a name is a module the pipeline runs
(advisor.core.conditioning_adapters), and pictures counted per period are a generator's output, never a training set
(advisor.core.images_a_period). A training word still makes it training."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def _ask(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


EN = "sticker app on SDXL + T2I-Adapter sketch control, about 6,000 images a day, busiest at lunch. which GPU and monthly cost?"
HANS = "SD3.5 Large加IP-Adapter做头像，每天大约9000张，晚上最忙"
HANT = "FLUX.1-dev加IP-Adapter做寫真，每小時300張"


def test_english_t2i_adapter_with_images_a_day_is_generation() -> None:
    # Hand: no train word; T2I-Adapter is a control module; 6,000 images a day are outputs → inference,
    # 6,000 requests a day, no data set, never LoRA.
    f = _fields(EN)
    assert f["task"] == "inference" and f["batch_requests"] == 6000 and f["batch_period"] == "day", f
    assert "dataset" not in f, f


def test_an_unregistered_generator_with_images_a_day_is_still_no_training_set() -> None:
    # Hand: "SD 1.5" is not in the registry, but 6,000 images counted a day are outputs, never a training set.
    f = _fields("paid sticker app on SD 1.5 + T2I-Adapter, about 6,000 images a day")
    assert f.get("task") == "inference" and "dataset" not in f and f.get("task") != "lora", f


def test_simplified_ip_adapter_with_a_daily_count_is_generation() -> None:
    # Hand: 每天大约9000张 are pictures made a day; IP-Adapter is the face-conditioning module → inference, 9,000 a day.
    f = _fields(HANS)
    assert f["task"] == "inference" and f["batch_requests"] == 9000 and f["batch_period"] == "day", f


def test_traditional_ip_adapter_with_an_hourly_count_is_generation() -> None:
    # Hand: 每小時300張 is an output rate (5 images a minute at the peak) → inference, never LoRA.
    f = _fields(HANT)
    assert f["task"] == "inference" and f["batch_requests"] == 300 and "dataset" not in f, f


def test_training_an_adapter_stays_training() -> None:
    # Hand: "train an IP-Adapter … on 50k face images" says a train word: the images are its data set.
    f = _fields("train an IP-Adapter for SDXL on 50k face images")
    assert f["task"] != "inference" and f["dataset"]["amount"] == 50_000, f


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [(EN, "10 images a minute at peak"), (HANS, "高峰每分钟 15 张"),
                                        (HANT, "高峰每分鐘 5 張")])
def test_the_headline_generates_images_never_trains(tmp_path, text: str, said: str) -> None:
    # Hand: the headline sizes the pictures made, never a LoRA run: a day's count with a busy period at the busiest
    # hour (6,000 ÷ 86,400 × 2.4 = 0.167/s = 10 a minute; 9,000 → 15 a minute), or 300 an hour = 5 a minute.
    out = _ask(tmp_path, text)
    head = "\n".join(line for line in out.splitlines() if line.startswith("**"))
    assert said in head, out
    assert "LoRA" not in head and "微调" not in head and "微調" not in head, out
