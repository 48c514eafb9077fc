"""Text-to-image models no measured row holds are sized on the held generator whose denoiser is closest in size
(tools.t2i_stand_ins), with both parameter counts and their sources."""

from __future__ import annotations

import pytest

from tools.non_llm import named_model
from tools.t2i_stand_ins import nearest_held, t2i_named, t2i_note


@pytest.mark.parametrize(("text", "name", "held"), [
    # Lumina-Image 2.0's 2 B DiT (diffusers' lumina2 page: "a 2 billion parameter flow-based diffusion transformer"):
    # ln(2.6/2.0) = 0.26 against ln(12/2.0) = 1.79 → SDXL
    ("Lumina-Image 2.0 for 3k renders", "Lumina-Image 2.0", "SDXL"),
    # AuraFlow's 6.8 B: ln(6.8/2.6) = 0.96 against ln(12/6.8) = 0.57 → FLUX.1-dev
    ("用 AuraFlow 出图", "AuraFlow", "FLUX.1-dev"),
    # PixArt-α's 0.6 B DiT: ln(2.6/0.6) = 1.47 against ln(12/0.6) = 3.00 → SDXL
    ("PixArt-alpha 做海報", "PixArt-α", "SDXL"),
    # Sana with its size said: a 4.8 B DiT, ln(4.8/2.6) = 0.61 against ln(12/4.8) = 0.92 → SDXL
    ("Sana-4.8B, 9k images", "Sana 4.8B", "SDXL"),
])
def test_each_name_is_sized_on_the_held_row_closest_in_size(text: str, name: str, held: str) -> None:
    m = t2i_named(text)
    assert m is not None and m.name == name
    assert nearest_held(m.denoiser)[1] == held
    nm = named_model(text)
    assert nm is not None and nm.name == name and nm.family == "diffusion" and nm.provisional


def test_the_note_says_both_parameter_counts_and_the_bound() -> None:
    # DeepFloyd IF's stage I is 4.3 B against SDXL's 2.6 B UNet: larger, so SDXL's time is a floor
    note = t2i_note("DeepFloyd IF for 6,000 images a day")
    assert note is not None
    assert note.args["held"] == "SDXL" and note.args["params"] == pytest.approx(4.3)
    assert note.args["held_params"] == pytest.approx(2.6) and note.args["bound"] == "floor"
    assert "arXiv:2307.01952" in note.en and "4.3 B" in note.en


def test_no_note_for_a_held_generator_or_no_name() -> None:
    assert t2i_note("SDXL for 5k images a day") is None
    assert t2i_note("generate 5k images a day") is None
    assert t2i_named("a Sanatorium's posters") is None  # "sana" inside a word is no model
    assert t2i_named("our office in Sana'a serves Llama-3.1-8B") is None  # a city, and a bare name, are no model
