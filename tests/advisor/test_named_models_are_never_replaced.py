"""A model the user names is sized as itself: a registry row when it has one (Command R, Codestral, SD 3.5), else kept
by its name, said unknown and sized from the size in its name — never silently a default or another model."""

import pytest

from advisor.core.extract_rules import UNKNOWN_MODEL_NOTE, extract
from tools.non_llm import named_model


@pytest.mark.parametrize("text, model", [
    ("we want c4ai-command-r-v01 for 6 analysts", "Command-R-v01"),
    ("Command R 08-2024 with 64k context for a support team", "Command-R-08-2024"),
    ("self-host Command R+ for 40 staff", "Command-R-Plus"),
    ("部署 command-r-plus-08-2024 给 50 人用", "Command-R-Plus"),
    ("用 Codestral 做代码补全，20 个开发", "Codestral-22B"),
    ("serve codestral-22b-v0.1 for our engineers", "Codestral-22B"),
])
def test_a_listed_family_is_read_as_its_row(text, model):
    assert extract(text).patch.model == model


def test_a_release_date_in_a_name_is_no_range():
    # "08-2024" is the release's month and year: no "range read as its top" (which would size a load of 2,024)
    e = extract("Command R 08-2024 for 12 users")
    assert e.patch.model == "Command-R-08-2024" and not any("range" in n for n in e.notes)


@pytest.mark.parametrize("text, name, size", [
    ("serve CodeGeeX4 9B for 25 developers", "CodeGeeX4 9B", 9.0),  # name, a space, the size
    ("We run Aya Expanse 32B for our translators", "Aya Expanse 32B", 32.0),  # two name words; "We run" is no name
    ("用 Jamba 52B 做长文档问答", "Jamba 52B", 52.0),  # in a 简体 sentence
])
def test_an_unlisted_name_with_a_spaced_size_is_kept_and_said(text, name, size):
    e = extract(text)
    assert (e.patch.model, e.patch.params_b) == (name, size)
    assert UNKNOWN_MODEL_NOTE in e.notes


@pytest.mark.parametrize("text", ["Serve a 22B model for 10 users", "部署一个 14B 模型"])
def test_a_bare_size_is_still_a_generic_size(text):
    e = extract(text)
    assert e.patch.model is None and e.patch.params_b is not None


@pytest.mark.parametrize("text, name, gb", [
    # SD 3.5 Large: 8.1 B MMDiT + CLIP-L 0.123 + OpenCLIP bigG 0.694 + T5-XXL encoder 4.76 (tools.encoder_sizes)
    # = 13.677 B -> 27.35 ≈ 27.4 GB at 2 B
    ("self-host Stable Diffusion 3.5 Large for product shots", "Stable Diffusion 3.5 Large", 27.4),
    # SD 3.5 Medium: 2.5 + 5.577 = 8.077 B -> 16.15 ≈ 16.2 GB
    ("用 sd3.5 medium 每天出 5000 张图", "Stable Diffusion 3.5 Medium", 16.2),
])
def test_stable_diffusion_3_is_not_the_1x_unet(text, name, gb):
    m = named_model(text)
    assert m is not None and m.name == name and round(m.params * 2 / 1e9, 1) == gb


@pytest.mark.parametrize("text, name, size", [
    # a fine-tune's release name the registry lacks, with a size no held row of its family has: the whole name kept,
    # sized as 9B / 20B (one whose family and size are held is sized on that base: advisor.core.base_shape)
    ("我們想用 Llama-3.1-Formosa-LX-9B-Chat 做內部問答", "Llama-3.1-Formosa-LX-9B-Chat", 9.0),
    ("serve Llama-3.1-Kestrel-20B-Instruct for 30 users", "Llama-3.1-Kestrel-20B-Instruct", 20.0),
])
def test_an_unlisted_release_is_sized_from_the_size_in_its_name(text, name, size):
    e = extract(text)
    assert (e.patch.model, e.patch.params_b) == (name, size) and UNKNOWN_MODEL_NOTE in e.notes
