"""Seed 002's weighted score: Σ wᵢ·sᵢ, sᵢ ∈ [0, 1], Σ wᵢ = 1."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import module_home
from tools.score import CRITERIA, PRESETS, WeightError, minmax, normalise_weights, score

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_presets_sum_to_one_and_differ_by_task():
    for p in PRESETS.values():
        assert sum(p.values()) == pytest.approx(1.0)
        assert set(p) == set(CRITERIA)
    assert PRESETS["training"]["compute"] > PRESETS["inference"]["compute"]
    assert PRESETS["inference"]["memory"] > PRESETS["training"]["memory"]


def test_one_outlier_does_not_flatten_a_column():
    # a $100/h machine among $1–3/h ones: min-max would squeeze the cheap ones together near 1 and
    # make a $1 vs $3 difference look like 2 %; ratio-to-best keeps it at 3×.
    rows = [{"price": 1.0}, {"price": 3.0}, {"price": 100.0}]
    keys = [("a", "", ""), ("b", "", ""), ("c", "", "")]
    by = {s.key[0]: s for s in score(rows, keys, {"price": 1})}
    assert by["b"].normalised["price"] == pytest.approx(1 / 3)
    assert by["c"].normalised["price"] == pytest.approx(0.01)


def test_fig22_score_is_weighted_sum_of_normalised_criteria():
    rows = [{"compute": 100, "price": 10}, {"compute": 300, "price": 30}, {"compute": 200, "price": 15}]
    keys = [("a", "1", ""), ("b", "2", ""), ("c", "3", "")]
    out = score(rows, keys, {"compute": 0.5, "price": 0.5})
    by = {s.key[0]: s for s in out}
    # each criterion is a ratio to the best value (not min-max over everything)
    assert by["a"].normalised["compute"] == pytest.approx(100 / 300) and by["b"].normalised["compute"] == 1
    assert by["a"].normalised["price"] == 1 and by["b"].normalised["price"] == pytest.approx(10 / 30)  # cheaper is better
    assert by["c"].score == pytest.approx(0.5 * (200 / 300) + 0.5 * (10 / 15))
    for s in out:
        assert s.score == pytest.approx(sum(s.breakdown.values()))
        assert 0 <= s.score <= 1


def test_user_weights_validated_and_normalised():
    w = normalise_weights({"compute": 2, "price": 2})
    assert w["compute"] == pytest.approx(0.5) and sum(w.values()) == pytest.approx(1)
    with pytest.raises(WeightError, match="non-negative"):
        normalise_weights({"compute": -1, "price": 2})
    with pytest.raises(WeightError, match="unknown"):
        normalise_weights({"speed": 1})
    with pytest.raises(WeightError, match="positive"):
        normalise_weights({"price": 0})


def test_ties_broken_deterministically_by_price_then_key():
    rows = [{"compute": 1}, {"compute": 1}, {"compute": 1}]
    keys = [("z", "1", ""), ("a", "1", ""), ("m", "1", "")]
    out = score(rows, keys, {"compute": 1}, prices=[2.0, 3.0, 2.0])
    assert [s.key[0] for s in out] == ["m", "z", "a"]
    out2 = score(rows[::-1], keys[::-1], {"compute": 1}, prices=[2.0, 3.0, 2.0][::-1])
    assert [s.key for s in out2] == [s.key for s in out]


@given(st.lists(st.one_of(st.none(), st.floats(-1e9, 1e9)), min_size=1, max_size=30), st.booleans())
def test_minmax_in_unit_interval(values, lower):
    assert all(0.0 <= v <= 1.0 for v in minmax(values, lower))
