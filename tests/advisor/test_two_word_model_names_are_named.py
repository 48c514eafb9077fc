"""A plain two-word model name the licence table knows (Stable Cascade) is a NAMED model: its job family (text-to-image)
sized on the held measured model of that family (SDXL), said as a stand-in, never "No model named" nor a chat or
vision-language model's plan, and never a training question for "N images a day".

Hand reasoning (the expert's): Stable Cascade is Stage C 3.6 B + Stage B 1.5 B + Stage A 20 M + the CLIP ViT-bigG/14
text encoder 694 M (its model card) = 5.81 B, 11.6 GB at 16 bits: a 16 GB card holds it. No published per-image time
is held, so SDXL's measured 3.31 s an image on an A100 (30 steps, 1024²) stands in: 12,000 images a day ≈ 12,000 ×
3.31 s ≈ 11 A100-hours a day, a single mid-range card or two for the day. Its licence is non-commercial, so a shop
that sells the pictures gets the licence line first (FLUX.1 [schnell], Apache-2.0, the row's alternative).
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.media import media_model
from tools.non_llm import named_model
from tools.stand_in_media import STABLE_CASCADE_PARAMS

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", ["Etsy poster store: ~12k images a day from Stable Cascade",
                                  "用 stable-cascade 每天出 8000 张图", "我哋用 StableCascade 出海報"])
def test_named_with_its_own_size_and_a_stand_in(text):
    m = named_model(text)
    assert m is not None and m.name == "Stable Cascade" and m.family == "diffusion"
    assert m.params == pytest.approx(5.81e9, rel=1e-2) and m.params == STABLE_CASCADE_PARAMS
    media = media_model(m.name, text)
    assert media is not None and media.key == "sdxl" and "SDXL" in media.name and "provisional" in media.name
    assert media.params == pytest.approx(5.81e9, rel=1e-2)


def _first(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "count", "licence"), [
    ("Etsy poster store: we want ~12k images a day from Stable Cascade, sold to our customers", "12,000 images",
     "Licence: Stable Cascade"),
    ("我们的贴纸网店每天用 Stable Cascade 生成 8000 张图，卖给客户", "8,000 张", "许可：Stable Cascade"),
    ("我哋每日用 Stable Cascade 出 5000 張海報，賣俾客戶", "5,000 張", "許可：Stable Cascade"),
])
def test_sized_as_named_at_its_load(tmp_path, text, count, licence):
    out = _first(tmp_path, text)
    assert "Stable Cascade (sized on SDXL's measured time, provisional)" in out and count in out
    assert licence in out.split("\n")[0]  # the licence bar leads
    assert "No model named" not in out and "没有指定模型" not in out and "Which training" not in out
    assert "Qwen2.5-VL" not in out
