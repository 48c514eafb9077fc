"""The words of advisor/core/licence_alternative_turn.py: a licence table's alternative sized on the thread's load."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    return (f"Use {a['alt']} ({a['alt_licence']}, {a['alt_source']}) instead of {a['model']} ({a['licence']}, not for "
            f"a business use): the same load re-sized on it below")


def _zh(a: Mapping[str, Any]) -> str:
    return (f"改用 {a['alt']}（{a['alt_licence']}，{a['alt_source']}），不用 {a['model']}（{a['licence']}，不能商用）："
            f"下面按同样的负载重新估算")


ENTRIES: dict[str, E] = {"licence_alternative.to_alternative": E(_en, _zh)}
