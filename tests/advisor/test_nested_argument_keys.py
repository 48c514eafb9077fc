"""A key of a nested argument object (`dataset`, a `compare` option) that is not one of its fields was once dropped
without a word on the agent surfaces (`{"epocs": 3}` costed as one epoch). Refused now, naming the field it is near,
on LangChain's tools as on MCP (MCP stdio: tests/e2e/test_reliability_invisible_characters_nested_keys_newer_homes_and_hex.py)."""

import pytest
from pydantic import ValidationError

from tests.conftest import module_home
from tools.schema import Dataset, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("key", "meant"), [("epocs", "epochs"), ("Epochs", "epochs"),
                                            ("tokens_per_units", "tokens_per_unit"), ("seq_len", None)])
def test_a_dataset_key_that_is_no_field_is_refused_with_the_name_it_is_near(key, meant):
    with pytest.raises(ValidationError) as err:
        Workload.model_validate({"dataset": {"amount": 50_000, "unit": "examples", key: 3}})
    said = str(err.value)
    assert f"unknown key '{key}'" in said and "accepted: amount, unit, epochs, tokens_per_unit" in said, said
    assert (f"did you mean '{meant}'?" in said) if meant else "did you mean" not in said, said
    # the fields it has still read (the control): 3 epochs are 3
    assert Dataset.model_validate({"amount": 50_000, "epochs": 3}).epochs == 3


@pytest.mark.slow
def test_langchain_tools_refuse_a_misspelled_dataset_key():
    pytest.importorskip("langchain_core")
    from advisor.agents.langchain import tools

    by_name = {t.name: t for t in tools()}
    ds = {"amount": 50_000, "unit": "examples", "epocs": 3}
    with pytest.raises(ValidationError) as err:
        by_name["recommend_gpus"].invoke({"model": "Llama-3-8B", "task": "lora", "dataset": ds})
    assert "unknown key 'epocs' — did you mean 'epochs'?" in str(err.value), str(err.value)[:400]
    with pytest.raises(ValidationError) as err:  # a compare option's misspelled key: the same words
        by_name["compare"].invoke({"options": [{"label": "a", "model": "Llama-3-8B", "prvoiders": ["aws"]},
                                               {"label": "b", "model": "Llama-3-8B"}]})
    assert "unknown key 'prvoiders' — did you mean 'providers'?" in str(err.value), str(err.value)[:400]
