"""Turning a PDF corpus into text before it is embedded or read: the step that comes first, and for scanned pages
the one that can cost more than the embedding.

Figures (third-party, as their authors publish them; a page's text layer and its scan quality move both):
- text-layer pages on the CPU: marker 2.0.0's release notes (github.com/datalab-to/marker/releases), `--disable_ocr`
  "pure text-layer extraction, no VLM at all. Runs entirely on CPU … 23.7 pg/s";
- scanned pages through OCR on a GPU: marker's README (github.com/VikParuchuri/marker, "Performance"), batch mode,
  "a projected throughput of 25 pages/second on an H100".
"""

from __future__ import annotations

from pydantic import BaseModel

from tools.constants import SECONDS_PER_HOUR

TEXT_LAYER_PAGES_PER_S = 23.7  # marker 2.0.0 release notes, --disable_ocr on the CPU
OCR_PAGES_PER_S_H100 = 25.0  # marker README, batch mode on one H100 (projected)


class PdfText(BaseModel):
    """The text step of a PDF corpus: its pages, the machine-hours of text-layer extraction on the CPU, and the
    H100-hours of OCR were every page scanned (a share scales it)."""

    pages: float
    text_layer_hours: float
    ocr_h100_hours: float


def pdf_text(pages: float) -> PdfText:
    """8,000,000 pages: 8e6 / 23.7 / 3,600 = 93.8 machine-hours of text-layer extraction; 8e6 / 25 / 3,600 = 88.9
    H100-hours of OCR if every page is a scan (8.9 per 10 % scanned)."""
    return PdfText(pages=pages, text_layer_hours=pages / TEXT_LAYER_PAGES_PER_S / SECONDS_PER_HOUR,
                   ocr_h100_hours=pages / OCR_PAGES_PER_S_H100 / SECONDS_PER_HOUR)
