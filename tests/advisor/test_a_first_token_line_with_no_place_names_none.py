"""A first-token limit no priced machine could be judged on names the place or clouds it looked in, and none when
none was stated: "serve Llama-3-70B for 1,000,000 users at once, first token under 1 s" said "❔ 1,000 ms (not
checked): no priced machine in  holds the work" — the place slot left blank (no region, no unpriced cloud stated)."""
import pytest

from advisor.core.messages import word
from tools.schema import Msg


@pytest.mark.parametrize("where,en,zh", [
    (None, "no priced machine holds the work", "目录中没有能装下该负载且有价格的机器"),
    (Msg(code="recommend.ttft_unpriced.providers", args={"providers": ["alibaba"]}),
     "no priced machine in Alibaba Cloud holds the work", "阿里云没有能装下该负载且有价格的机器"),
])
def test_the_place_is_named_or_left_out_never_blank(where, en, zh):
    msg = Msg(code="recommend.ttft_unpriced", args={"where": where, "estimate": None})
    assert en in word(msg, "en").lower().replace("alibaba cloud", "Alibaba Cloud")
    assert zh in word(msg, "zh")
    assert "in  " not in word(msg, "en") and "None" not in word(msg, "en") + word(msg, "zh")
