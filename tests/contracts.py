"""The JSON contracts as JSON Schema, loaded from docs/contracts/ (the files docs/CONTRACTS.md documents), so
the tests validate output against the very schemas the documentation publishes."""

import json
from pathlib import Path

CONTRACTS = Path(__file__).resolve().parents[1] / "docs" / "contracts"


def load(name: str) -> dict:
    return json.loads((CONTRACTS / f"{name}.schema.json").read_text(encoding="utf-8"))


RECOMMEND_CONTRACT = load("recommend")
ESTIMATE_CONTRACT = load("estimate")
