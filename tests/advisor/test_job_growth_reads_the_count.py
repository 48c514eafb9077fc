"""advisor.core.job_growth read alone: the count of a named job's message a growth follow-up grows, the factor said
before its figure ("×1e300"), a factor out of range refused once, a plural of a catalog card read as that card
(advisor.core.followup_check.catalog_card), and the count of cards "buy N more" says (advisor.core.buy_more_read)."""

from __future__ import annotations

from advisor.core.followup_check import asked_name, catalog_card
from advisor.core.job_growth import job_grown


def _job(t: str) -> bool:
    return "LightGBM" in t


def test_rows_grow_not_features():
    # 50M rows × 2 = 100,000,000 rows; the 200 features stay
    text, said = job_grown(["what if rows double?", "train LightGBM on 50M rows with 200 features"], _job, [])
    assert text == "train LightGBM on 100000000 rows with 200 features"
    assert "50,000,000 × 2 = 100,000,000" in said[0].en


def test_the_count_the_follow_up_names_is_grown():
    # "stores" named: 300 stores × 3 = 900, the 2M rows unchanged
    text, _ = job_grown(["what if stores triple?", "LightGBM on 2M rows from 300 stores"], _job, [])
    assert "900 stores" in text and "2M rows" in text


def test_a_factor_before_its_figure_is_read_and_refused_once():
    thread = ["×1e300", "train LightGBM on 50M rows"]
    text, said = job_grown(thread, _job, [])
    assert text == "train LightGBM on 50M rows" and [m.code for m in said] == ["conversation.growth.refused"]
    # the reader already said "'1e300' is not read": no second line
    assert job_grown(thread, _job, ["'1e300' is not read: no figure here is that small or that large"])[1] == []
    assert job_grown(["-3x that", "train LightGBM on 50M rows"], _job, [])[1][0].args["factor"] == -3


def test_no_factor_or_no_job_in_the_thread_is_not_a_job_growth():
    assert job_grown(["only AWS", "train LightGBM on 50M rows"], _job, []) is None
    assert job_grown(["what if users double?", "serve Llama-3.1-8B"], _job, []) is None
    assert job_grown(["what if rows double?"], _job, []) is None


def test_a_plural_of_a_catalog_card_is_that_card():
    assert catalog_card("K80s") and catalog_card("K80") and catalog_card("H100s")
    assert not catalog_card("Colab Pro") and not catalog_card("Kaggle")
    assert asked_name("what about -8 K80s?") is None
    assert asked_name("what about Colab Pro?") == "Colab Pro"


def test_a_count_of_cards_to_buy_beside_owned_ones():
    from advisor.core.buy_more_read import more_read, more_said

    assert more_said("we have 2 RTX 4090, buy 2 more or rent?") == (2.0, "buy 2 more")
    assert more_said("should we buy two more A6000s or rent?")[0] == 2
    assert more_said("我们有2张4090，再买2张还是租？")[0] == 2 and more_said("再買兩張還是租？")[0] == 2
    assert more_said("buy more?") is None
    for said in ("buy -2 more", "buy 0 more", "buy NaN more", "buy 1e300 more", "再买-2张", "buy 65 more"):
        assert more_read(more_said(said)) is None, said
    assert more_read(more_said("buy 64 more")) == 64
