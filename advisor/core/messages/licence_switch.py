"""The words of advisor/core/licence_switch.py: the follow-up answered on the licence's permissive alternative."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    plain = (f", with its thinking off as {a['model']} answers (say \"thinking on\" to size it with thinking)"
             if a["plain"] else "")
    return (f"Use {a['alt']} ({a['alt_licence']}) instead of {a['model']} ({a['licence']}, not for a business use): "
            f"the same load re-sized on it below{plain}; what changed is listed under the header")


def _zh(a: Mapping[str, Any]) -> str:
    plain = f"，按 {a['model']} 的回答方式关闭思考（要开启思考就说“开启思考”）" if a["plain"] else ""
    return (f"改用 {a['alt']}（{a['alt_licence']}），不用 {a['model']}（{a['licence']}，不能商用）：下面按同样的负载"
            f"重新估算{plain}；改动列在标题下面")


ENTRIES: dict[str, E] = {"licence_switch.to_alternative": E(_en, _zh)}
