"""Stable Video Diffusion (SVD / SVD-XT) is image-to-video under the Stability AI Community License: a business over
US$1M revenue needs Stability's Enterprise licence (or Wan2.1 / Wan2.2 I2V, Apache-2.0), said first; the photos it
animates are its clips, counted, with the GPU-hours formula and a priced pilot (no per-clip time is held) — never a
picture generator (SDXL) in its place and never "no count said". Hand reasoning: 1,500 photos animated a day = 1,500
clips a day; GPU-hours = 1,500 × the pilot's seconds a clip ÷ 3,600.
"""

import pytest

from advisor.core.nonllm_jobs import counted
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, backlog, daily", [
    ("animate 1,500 product photos a day", None, 1500),
    ("想用SVD-XT把商品图做成短视频，每天3000张", None, 3000),
    ("用Stable Video Diffusion做圖生影片，每天800張商品照", None, 800),
    ("2,000 clips a day", None, 2000),
])
def test_photos_animated_are_clips(text, backlog, daily):
    c = counted(text, "clip")
    assert (c.backlog, c.daily) == (backlog, daily)


@pytest.mark.slow
def test_svd_xt_licence_leads_and_the_clips_are_counted_english(ask):
    out = ask("Our e-commerce app (~$2M revenue) wants stable-video-diffusion-img2vid-xt to animate 1,500 product "
              "photos a day. GPUs and monthly cost?")
    assert out.index("Stability AI Community License") < out.index("1,500 clips a day"), out
    assert "US$1M" in out and "Wan2.1" in out and "SDXL" not in out, out


@pytest.mark.slow
def test_svd_clips_traditional(ask):
    out = ask("我們公司年營收八千萬，想用Stable Video Diffusion做圖生影片，每天800張商品照，要租什麼卡？")
    assert "每天 800 條影片" in out and "Stability AI Community License" in out, out
