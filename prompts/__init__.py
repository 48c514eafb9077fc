"""Prompt templates for the optional language model, kept as text files beside this module."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent


def load(name: str) -> str:
    """The template `name` (without .txt)."""
    return (HERE / f"{name}.txt").read_text(encoding="utf-8")
