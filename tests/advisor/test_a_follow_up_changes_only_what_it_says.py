"""A follow-up changes only what it says: a new example count keeps the epochs and the tokens per example said before
(100,000 × 2,048 × 3 = 614.4 M training tokens: the product counts k as 1,024 tokens, so 2k = 2,048), and "anything but
AWS" after "only AWS" drops the AWS rule (an exclusion is no filter, so it is said that AWS may still appear), never
keeps it."""

from __future__ import annotations

from advisor.core.conversation import revoked_providers, without_providers
from advisor.core.extract_rules import extract
from tools.followup import dataset_resized
from tools.schema import Dataset, Workload, WorkloadPatch

LORA = Workload(model="Qwen2.5-14B", task="lora",
                dataset=Dataset(amount=40000, unit="examples", epochs=2, tokens_per_unit=1024))


def test_a_new_count_keeps_the_epochs_and_the_length():
    got = dataset_resized(LORA, WorkloadPatch(dataset=Dataset(amount=80000, unit="examples")))
    assert got.dataset == Dataset(amount=80000, unit="examples", epochs=2, tokens_per_unit=1024)


def test_epochs_said_again_win():
    got = dataset_resized(LORA, WorkloadPatch(dataset=Dataset(amount=80000, unit="examples", epochs=1)))
    assert got.dataset is not None and (got.dataset.epochs, got.dataset.tokens_per_unit) == (1, 1024)


def test_a_new_model_is_a_new_job():
    patch = WorkloadPatch(model="Llama-3.1-8B", dataset=Dataset(amount=80000, unit="examples"))
    assert dataset_resized(LORA, patch).dataset == Dataset(amount=80000, unit="examples")


def test_a_serving_thread_has_no_epochs_to_keep():
    before = Workload(model="Qwen2.5-14B", task="inference")
    patch = WorkloadPatch(dataset=Dataset(amount=80000, unit="examples"))
    assert dataset_resized(before, patch) is patch


def test_anything_but_a_kept_provider_drops_it():
    before = Workload(model="Llama-3.1-8B", task="inference", providers=["aws"])
    e = extract("hmm, actually anything except AWS")
    assert revoked_providers(before, e) == {"aws"}
    notes: list[str] = []
    after = without_providers(before, {"aws"}, "en", notes)
    assert after.providers is None  # every provider again
    assert "aws may still appear" in notes[0]
    zh: list[str] = []
    without_providers(before, {"aws"}, "zh", zh)
    assert "已取消" in zh[0]


def test_one_of_two_kept_providers_left_out_keeps_the_other():
    before = Workload(model="Llama-3.1-8B", task="inference", providers=["aws", "gcp"])
    e = extract("不要 AWS 了")
    assert revoked_providers(before, e) == {"aws"}
    assert without_providers(before, {"aws"}, "zh", []).providers == ["gcp"]


def test_a_new_rule_named_with_the_exclusion_replaces_it():
    before = Workload(model="Llama-3.1-8B", task="inference", providers=["aws"])
    assert revoked_providers(before, extract("GCP, not AWS")) == set()  # the patch's own providers rule
