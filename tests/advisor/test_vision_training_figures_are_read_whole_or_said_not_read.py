"""A vision training request read its epochs, image size and folds from inside other figures and dropped their signs:
"1e300 epochs" was sized as 300 epochs beside the note saying 1e300 is not read, "1.5 epochs" as 5, "64000px" as
4000 px, "-150轮" as 150, "1e300 folds" as 300 folds; "0px", "-640px", "-5 folds" and "100000 folds" fell back to
the defaults (640 px, 5 folds) or were sized (100,000 folds ≈ 51,000 days) without a word. Now each figure is read
whole, and one the job is not sized on is said not read (the default is used)."""

from __future__ import annotations

import pytest

from advisor.core.vision_train_read import unread_vision_figures, vision_job
from tools.schema import Workload


def _job(text):
    job = vision_job(Workload(), text)
    assert job is not None, text
    return job


@pytest.mark.parametrize(("text", "field"), [
    ("YOLO11 training on 60k images at 640px for 1e300 epochs", "epochs"),  # never the 300 of 1e300
    ("YOLO11 training on 60k images at 640px for 1.5 epochs", "epochs"),  # never the 5 of 1.5
    ("RT-DETR 训练 6万张图 640px -150轮", "epochs"),  # never 150
    ("YOLO11 training on 60k images at 64000px for 150 epochs", "size"),  # never the 4000 of 64000
    ("YOLO11 training on 60k images at -640px for 150 epochs", "size"),
    ("nnU-Net training on 500 CT volumes, 1e300 folds", "folds"),
    ("nnU-Net training on 500 CT volumes, -5 folds", "folds"),
    ("nnU-Net training on 500 CT volumes, 100000 folds", "folds"),
])
def test_a_figure_inside_another_or_signed_is_never_read(text, field):
    assert getattr(_job(text), field) is None


@pytest.mark.parametrize(("text", "said"), [
    ("YOLO11 training on 60k images at 64000px for 150 epochs", "'64000px' is not read"),
    ("YOLO11 training on 60k images at 640px for 150000000 epochs", "'150000000 epochs' is not read"),
    ("nnU-Net training on 500 CT volumes, -5 folds", "'-5 folds' is not read"),
    ("nnU-Net training on 500 CT volumes, 100000 folds", "'100000 folds' is not read"),
    ("nnU-Net 训练 500个CT，-5折", "“-5折”未读取"),
    ("RT-DETR 训练 6万张图 640px -150轮", "“-150轮”未读取"),
])
def test_a_figure_the_job_is_not_sized_on_is_said(text, said):
    notes = [m.text("zh" if "“" in said else "en") for m in unread_vision_figures(text)]
    assert any(n.startswith(said) for n in notes), notes


@pytest.mark.parametrize(("text", "said"), [
    ("YOLO11 training on 60k images at 0px for 150 epochs", "'0px' is not read"),
    ("YOLO11 training on 60k images at -640px for 150 epochs", "'-640px' is not read"),
])
def test_a_signed_or_zero_image_side_is_said_once_by_the_general_reader(text, said):
    # every reader's screen refuses a picture side of 0 or below; the vision reader does not say it a second time
    from advisor.core.extract_rules import drop_impossible_counts

    assert any(n.startswith(said) for n, _ in drop_impossible_counts(text)[1])
    assert not any(m.text("en").startswith(said) for m in unread_vision_figures(text))


def test_figures_in_range_are_read_and_draw_no_note():
    text = "YOLO11 training on 60k images at 640px for 150 epochs, 5 folds"
    job = _job(text)
    assert (job.images, job.epochs, job.folds) == (60_000, 150, 5)
    assert _job("YOLO11 training on 60k images at 1280px for 150 epochs").size == 1280
    assert _job("RT-DETR 训练 6万张图 640px 150轮").epochs == 150
    # "1.5 epochs" is the general reader's (a data set's epochs) and "-150 epochs" its note: no second note here
    assert unread_vision_figures("YOLO11 training on 60k images at 640px for 1.5 epochs") == []
    assert unread_vision_figures("YOLO11 training on 60k images at 640px for -150 epochs") == []
