"""A recommender (CTR / ranking model, its embedding tables) trained by a video or ads business is a recommender's
training (advisor.core.recsys_read), never video generation: 视频 / 影片 there names the items recommended. Generating
videos is still said with its own words (文生视频, 生成…视频, "generate … videos")."""

from __future__ import annotations

import pytest

from advisor.core.nonllm_jobs import job_word
from advisor.core.recsys_read import trains_recommender
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

HANS = "我们是做短视频推荐的，xDeepFM类CTR模型，每周重训一次，40亿条样本，embedding表大约700GB"
HANT = "我們做影片推薦，排序用DIEN的CTR模型，每天15億筆樣本增量訓練，embedding表約2TB"
EN = "we run a short-video feed and retrain a DIN-style CTR model nightly on 1.5B samples; embedding tables about 600GB"


@pytest.mark.parametrize("text", [HANS, HANT, EN])
def test_a_ctr_model_of_a_video_business_is_recommender_training(text: str) -> None:
    assert trains_recommender(text) and job_word(text) is None


@pytest.mark.parametrize("text", ["帮我们做短视频，每天生成500条，文生视频", "生成1000條產品影片，每條10秒",
                                  "generate 2,000 product videos a day"])
def test_generating_videos_is_still_video(text: str) -> None:
    assert job_word(text) == "video" and not trains_recommender(text)


@pytest.mark.slow
def test_the_simplified_answer_is_a_recommender_plan(tmp_path) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    # Hand: the job is a CTR model's embedding tables and dense part trained on 4B samples a week, not 4B videos
    # generated; the answer's head names the recommender (推荐模型训练), never 视频生成.
    text = Engine(store=Store(tmp_path / "s.db")).handle("t", HANS).text
    assert "推荐模型训练" in text and "视频生成" not in text, text[:400]
