"""Cards said to have no NVLink ("no NVLink", "PCIe only", "without an NVLink bridge", 没有 NVLink, 只走 PCIe,
沒有 NVLink 橋接) read into Workload.no_nvlink, so the planner times a bridge card's tensor parallel over PCIe
(tools.pcie_only.without_bridges) and the answer's echoed line (advisor.core.no_nvlink_lines) says the same layout."""

from __future__ import annotations

import re
from typing import Any

# the bridge said as absent: "no NVLink", "without an NVLink bridge", 没有 NVLink, 冇 NVLink (advisor.core.bridge_lines
# reads a bridge said as present only where none of these is)
NO_NVLINK = re.compile(r"(?i)\b(?:no|without|not|lack(?:s|ing)?)\s+(?:an?\s+)?nv\s*-?\s*link"
                       r"|(?:没有|沒有|冇|无|無|不带|不帶|没|沒)\s*(?:装|裝|接|連|连)?\s*nv\s*-?\s*link")
PCIE_ONLY = re.compile(r"(?i)\bpcie[\s-]*only\b|\bonly\s+(?:over\s+|via\s+|on\s+)?pcie\b|\bjust\s+pcie\b"
                       r"|(?:只有|只走|只用|仅|僅|纯|純|全走|都走)\s*pcie|pcie\s*(?:直连|直連|互连|互連)\s*(?:而已|就好)?(?=.*(?:没|沒|冇|无|無))")


def no_nvlink_said(text: str) -> bool:
    """Does the message say the cards have no NVLink (bridge_lines.NO_NVLINK, or PCIe only)?"""
    return bool(NO_NVLINK.search(text or "") or PCIE_ONLY.search(text or ""))


def read_no_nvlink(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """`no_nvlink` True when the message says the cards have no NVLink."""
    return ({"no_nvlink": True}, []) if no_nvlink_said(getattr(ctx, "unmasked", None) or t) else ({}, [])
