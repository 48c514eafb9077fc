"""A video model whose licence excludes territories (HunyuanVideo: "Territory" is the world excluding the European
Union, the United Kingdom and South Korea, github.com/Tencent/HunyuanVideo LICENSE.txt) is no option for a user there."""

import pytest

from tools.generated_media import VIDEO_MODELS, excluded_territory


@pytest.mark.parametrize(("places", "want"), [
    (("fr", "eu", "eea", "europe"), "eu"),  # Paris lies in the EU
    (("uk", "europe"), "uk"),  # London: the UK, outside the EU, excluded on its own
    (("kr",), "kr"),  # Seoul
    (("ch", "europe"), None),  # Zurich: Europe but not the EU nor the UK
    (("us",), None),
    ((), None),  # nowhere said: no exclusion applied
])
def test_hunyuan_video_is_excluded_in_the_eu_uk_and_south_korea(places, want):
    assert excluded_territory(VIDEO_MODELS["hunyuan"], places) == want


def test_an_apache_video_model_has_no_territory():
    assert excluded_territory(VIDEO_MODELS["wan-14b"], ("fr", "eu")) is None
