"""The component-licence table (catalog/data/component_licences.json), read once here and handed to
tools.component_licence, which reads no file itself; rows naming `licence_row` are completed there from the one
licence table (catalog/data/licences.json, tools.licence)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from tools.component_licence import ComponentLicence, component_table

COMPONENTS_JSON = Path(__file__).parent / "data" / "component_licences.json"


@lru_cache(maxsize=1)
def component_licence_rows() -> tuple[ComponentLicence, ...]:
    """THE component-licence table, completed (tools.component_licence.component_table). Cached: read once a
    process."""
    return component_table(json.loads(COMPONENTS_JSON.read_text(encoding="utf-8"))["rows"])
