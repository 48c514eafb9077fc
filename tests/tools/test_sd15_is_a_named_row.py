""""SD 1.5" / "SD1.5" / "stable diffusion 1.5" / "stable-diffusion-v1-5" is its own named row (runwayml's model card):
UNet 860 M + CLIP ViT-L text encoder 123 M + VAE 84 M, never the 1.x/2.x family's approximate 1.0 B nor SD 2.1."""

from __future__ import annotations

import pytest

from tools.non_llm import SD15_PARAMS, named_model


@pytest.mark.parametrize("text", [
    "We want to full fine-tune SD1.5 on 30k anime frames",
    "用 stable diffusion 1.5 每天出图三千张",
    "我們的 stable-diffusion-v1-5 要做全參數微調",
    "SD 1.5 LoRA, 5,000 photos",
])
def test_sd15_is_read_as_its_own_row(text):
    # Hand: 860 M + 123 M + 84 M = 1,067 M parameters in all
    got = named_model(text)
    assert got is not None and got.name == "Stable Diffusion 1.5" and got.family == "diffusion", got
    assert got.params == SD15_PARAMS == pytest.approx(1.067e9)


@pytest.mark.parametrize("text", ["SD 2.1 on 10k images", "SD 15 images a minute", "SD3.5 Medium"])
def test_other_names_are_not_sd15(text):
    got = named_model(text)
    assert got is None or got.name != "Stable Diffusion 1.5", got
