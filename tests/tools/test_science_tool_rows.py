"""Named science / vision tools the product now holds (tools.nonllm_jobs: Uni-Mol, Prithvi-EO-2.0, OpenPose, BirdNET):
their licence from the one table, where the work runs, and the figures an engineer works by hand.

Hand reasoning:
- BirdNET on 40 recorders × 24 h a day: 960 h of audio a day; a month of 30.4 days (tools.constants) ≈ 29,200 h;
  48 kHz 16-bit mono WAV = 48,000 × 2 B × 3,600 s = 345.6 MB an hour → 29,200 h ≈ 10.1 TB a month: storage, not
  compute, is the cost. Licence CC BY-NC-SA 4.0 (the BirdNET-Analyzer README): a paid service may not use it.
- OpenPose for 2,000 concurrent users at 15 fps: 30,000 frames a second. RTMPose-s runs 70+ fps on a Snapdragon 865
  (arXiv:2303.07399) > 15: the phone carries it. In the cloud at the authors' batch-1 430 fps a GTX 1660 Ti:
  ⌈30,000 ÷ 430⌉ = 70 cards, a ceiling. OpenPose's CMU licence is non-commercial research only.
- Uni-Mol (MIT, deepmodeling/Uni-Mol LICENSE) and Prithvi-EO-2.0 (Apache-2.0, its model card) allow business use.
"""

import pytest

from tools.nonllm_jobs import blocks_use, job_by_key, named_job, pose_stream, recorder_hours, wav_gb, wav_tb


@pytest.mark.parametrize("text, key", [
    ("药企用Uni-Mol给分子打分", "unimol"),
    ("score 20 million compounds with unimol", "unimol"),
    ("用NASA/IBM的Prithvi-EO-2.0-600M做判釋", "prithvi-eo"),
    ("fine-tune prithvi on flood maps", "prithvi-eo"),
    ("健身App用OpenPose偵測動作", "openpose"),
    ("run open pose on gym videos", "openpose"),
    ("想用BirdNET認雀鳥", "birdnet"),
    ("BirdNET-Analyzer on our AudioMoth files", "birdnet"),
])
def test_the_tool_is_named(text, key):
    got = named_job(text)
    assert got is not None and got.key == key


def test_the_licences_allow_or_bar_a_business():
    assert blocks_use(job_by_key("openpose"), True) and blocks_use(job_by_key("birdnet"), True)
    assert not blocks_use(job_by_key("birdnet"), False)  # an NGO's research use is allowed
    assert not blocks_use(job_by_key("unimol"), True) and not blocks_use(job_by_key("prithvi-eo"), True)
    assert job_by_key("birdnet").alternative.startswith("Perch")
    assert "RTMPose" in job_by_key("openpose").alternative


def test_where_the_work_runs():
    assert job_by_key("birdnet").gpu == "no" and job_by_key("birdnet").card is None  # CPU is enough
    assert job_by_key("unimol").gpu == "optional"  # the conformers are CPU work; the model is small
    assert job_by_key("prithvi-eo").gpu == "yes"


def test_recorders_hours_and_audio_size():
    assert recorder_hours(40, 24) == 960
    assert wav_gb(1) == pytest.approx(0.3456)
    assert wav_tb(28_800) == pytest.approx(9.95, abs=0.01)
    assert wav_gb(1, khz=32, bits=16) == pytest.approx(0.2304)  # a 32 kHz recorder: a third less


def test_a_pose_stream_goes_to_the_phone_under_its_rate():
    got = pose_stream(2000, 15)
    assert got.frames_s == 30_000 and got.phone_ok and got.cards_batch1 == 70
    fast = pose_stream(500, 120)  # 120 fps is above the phone's 70: cloud
    assert fast.frames_s == 60_000 and not fast.phone_ok and fast.cards_batch1 == 140


def test_cryosparc_movies_at_the_vendors_published_seconds():
    # guide.cryosparc.com, "Tutorial: Patch Motion and Patch CTF": Patch Motion "Less than 10s/movie (single GPU)",
    # Patch CTF "~3s/micrograph (single GPU)"; the card is not named, so 13 s a movie is held unscaled.
    # By hand: 8,000 movies × 13 s ÷ 3,600 = 28.9 GPU-hours; 10,000 × 13 ÷ 3,600 = 36.1.
    from tools.hpc_codes import PATCH_CTF_S, PATCH_MOTION_S, gb_to_tb, movie_gpu_hours, preprocess_seconds

    assert (PATCH_MOTION_S, PATCH_CTF_S) == (10.0, 3.0) and preprocess_seconds() == 13.0
    assert movie_gpu_hours(8_000, preprocess_seconds()) == pytest.approx(28.9, abs=0.05)
    assert movie_gpu_hours(10_000, preprocess_seconds()) == pytest.approx(36.1, abs=0.05)
    assert gb_to_tb(5000) == 5


def test_no_placeholder_second_is_left_to_compute_hours_from():
    import tools.hpc_codes as hpc

    assert not hasattr(hpc, "PILOT_MOVIE_S")  # the "1 GPU-second a movie" figure is gone, never computed again


def test_the_one_hour_timing_run_loads_a_sample_no_larger_than_the_job():
    # the 24-hour plan's timing run: 1 h on the pilot card over a sample of the user's items (module docstring)
    from tools.nonllm_jobs import PILOT_TEST_HOURS, pilot_sample, pilot_test_cost

    assert PILOT_TEST_HOURS == 1.0
    assert pilot_sample("molecule", 2_000_000) == 10_000  # 200万 molecules: a 10,000-molecule sample
    assert pilot_sample("hour", 40_000) == 10  # 40,000 h of audio: 10 h of it
    assert pilot_sample("tile", 300) == 300  # a job smaller than the sample: all of it
    assert pilot_sample("series", None) == 10_000 and pilot_sample("gizmo", 5e6) == 1_000
    assert pilot_test_cost(0.49) == pytest.approx(0.49)  # one L4 hour at $0.49
