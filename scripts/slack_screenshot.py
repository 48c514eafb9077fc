"""Draw the README's picture of the Slack answer (docs/img/slack-answer.png) from the blocks the bot really posts.

The message comes from the bot's own code path, not from a copy of it: the conversation engine answers the
question and `advisor.slack.bot.Bot.message` turns the reply into the (fallback text, Block Kit blocks) pair that
`Bot.post` hands to `chat.postMessage`. tests/advisor/test_slack_screenshot.py checks that this pair is what the
bot posts to the fake Slack API for the same question. This script only draws those blocks with matplotlib in a
Slack-like layout (sections with *bold*, `code` and bullets, the table block, context lines, the buttons), with a
font that covers CJK as the memory chart does (advisor.core.chart.cjk_font).

Run from a fresh GPU_ADVISOR_HOME so your own imported prices stay out, after a change to the answer or the
shipped catalog:  GPU_ADVISOR_HOME=$(mktemp -d) python scripts/slack_screenshot.py
"""

from __future__ import annotations

import html
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "img" / "slack-answer.png"
DRAWN = OUT.with_suffix(".txt")  # the texts the picture draws: a test compares them with today's answer
QUESTION = "serve Llama-3.1-70B for 32 users"
KEY = "T0001:C0001:1700000000.000100"  # a thread key as the bot makes them (team:channel:thread ts)

DPI = 144
WIDTH = 1500  # pixels
PAD = 24
TEXT_X = 92  # where a message's text starts, right of the avatar
INK, GREY, CODE, LINE = "#1D1C1D", "#616061", "#C01343", "#DDDDDD"
SIZE = {"body": 10.0, "small": 8.5, "name": 10.0, "header": 12.5}
GLYPHS = {"✅": "✔", "⚠️": "⚠", "⚠": "⚠", "❌": "✖", "ℹ️": "ℹ", "\ufe0f": ""}  # emoji → glyphs the fonts have


def slack_message(question: str = QUESTION, key: str = KEY) -> tuple[str, list[dict[str, Any]]]:
    """(fallback text, blocks) of the bot's answer to `question` in a new thread: `Engine.handle`, then
    `Bot.message` with the thread's state before it, as `Bot.answer` → `Bot.post` do."""
    import tempfile

    from advisor.core.conversation import Engine
    from advisor.core.store import Store
    from advisor.slack.bot import Bot

    with tempfile.TemporaryDirectory() as tmp:  # a new conversation store: the thread starts with this question
        engine = Engine(store=Store(Path(tmp) / "state.db"))
        bot = Bot(engine, charts=False, workers=1)
        try:
            _, before, _ = engine.store.load(key)
            return bot.message(engine.handle(key, question), key, before)
        finally:
            bot.pool.shutdown()
            engine.store.db.conn.close()


# ---- layout: blocks → positioned runs of text, boxes and rules (pixels, y downwards) ------------------------

@dataclass
class Run:
    text: str
    x: float
    y: float  # baseline
    size: float
    bold: bool = False
    color: str = INK
    mono: bool = False


@dataclass
class Page:
    measure: Any  # (text, size, bold, mono) → (width, height) in pixels
    y: float = PAD
    right: float = WIDTH  # the widest thing drawn (a wide table widens the picture)
    runs: list[Run] = field(default_factory=list)
    boxes: list[tuple[float, float, float, float, str, str]] = field(default_factory=list)  # x, y, w, h, face, edge

    def line_height(self, size: float) -> float:
        return size * DPI / 72 * 1.55


def glyphs(text: str) -> str:
    text = html.unescape(text)
    for k, v in GLYPHS.items():
        text = text.replace(k, v)
    return text


def spans(mrkdwn: str) -> list[tuple[str, str]]:
    """A mrkdwn line as (style, text) spans: "b" for *bold*, "c" for `code`, "" for plain."""
    out = []
    for part in re.split(r"(\*[^*\n]+\*|`[^`\n]+`)", mrkdwn):
        if not part:
            continue
        if len(part) > 2 and part[0] == part[-1] == "*":
            out.append(("b", part[1:-1]))
        elif len(part) > 2 and part[0] == part[-1] == "`":
            out.append(("c", part[1:-1]))
        else:
            out.append(("", part))
    return out


def flow(page: Page, mrkdwn: str, x0: float, width: float, size: float, color: str = INK) -> None:
    """Lay out mrkdwn text word by word, wrapping at `width`; bullets hang their wrapped lines."""
    lh = page.line_height(size)
    for line in glyphs(mrkdwn).split("\n"):
        page.y += lh
        x, indent = x0, x0
        if line.startswith("• "):
            indent = x0 + page.measure("• ", size, False, False)[0]
        for style, text in spans(line):
            for word in [text] if style == "c" else re.findall(r"\S+\s*|\s+", text):  # code stays in one piece
                w = page.measure(word, size, style == "b", style == "c")[0]
                if x + w > x0 + width and x > indent:
                    page.y += lh
                    x = indent
                if style == "c":
                    page.boxes.append((x - 2, page.y - lh * 0.62, w + 4, lh * 0.8, "#F6F6F6", LINE))
                page.runs.append(Run(word, x, page.y, size, style == "b", CODE if style == "c" else color, style == "c"))
                x += w
    page.y += lh * 0.35


def table(page: Page, block: dict[str, Any], x0: float) -> None:
    """Slack's table block: a grid with a shaded header row, each column as wide as its widest cell."""
    rows = [[glyphs(c.get("text", "")) for c in row] for row in block["rows"]]
    align = [s.get("align", "left") for s in block.get("column_settings", [])] or ["left"] * len(rows[0])
    size, pad = SIZE["body"], 12
    widths = [max(page.measure(r[i], size, n == 0, False)[0] for n, r in enumerate(rows)) + 2 * pad
              for i in range(len(rows[0]))]
    lh = page.line_height(size) * 1.25
    page.y += 6
    for n, row in enumerate(rows):
        x = x0
        for i, cell in enumerate(row):
            page.boxes.append((x, page.y, widths[i], lh, "#F4F4F4" if n == 0 else "white", LINE + " "))
            w = page.measure(cell, size, n == 0, False)[0]
            tx = x + widths[i] - pad - w if align[i] == "right" else x + pad
            page.runs.append(Run(cell, tx, page.y + lh * 0.68, size, n == 0))
            x += widths[i]
        page.y += lh
    page.y += 8
    page.right = max(page.right, x0 + sum(widths) + PAD)


def buttons(page: Page, block: dict[str, Any], x0: float, width: float) -> None:
    size = SIZE["body"]
    h, gap, x = page.line_height(size) * 1.45, 10, x0
    page.y += 8
    for e in block.get("elements", []):
        label = glyphs(e["text"]["text"])
        w = page.measure(label, size, True, False)[0] + 32
        if x + w > x0 + width:
            x, page.y = x0, page.y + h + gap
        primary = e.get("style") == "primary"
        page.boxes.append((x, page.y, w, h, "#007A5A" if primary else "white", "#007A5A" if primary else "#BBBBBB"))
        page.runs.append(Run(label, x + 16, page.y + h * 0.66, size, True, "white" if primary else INK))
        x += w + gap
    page.y += h + 10


def author(page: Page, name: str, badge: str, when: str, color: str, initials: str) -> None:
    page.y += 12
    page.boxes.append((PAD, page.y, 48, 48, color, color))
    page.runs.append(Run(initials, PAD + 24 - page.measure(initials, 11, True, False)[0] / 2, page.y + 31, 11, True, "white"))
    x = TEXT_X
    for text, size, bold, col in ((name, SIZE["name"], True, INK), (badge, SIZE["small"], True, GREY),
                                  (when, SIZE["small"], False, GREY)):
        if text:
            page.runs.append(Run(text, x, page.y + 16, size, bold, col))
            x += page.measure(text, size, bold, False)[0] + 10
    page.y += 14


def message(page: Page, blocks: list[dict[str, Any]], width: float) -> None:
    """Each block as Slack draws it: header, section (mrkdwn), markdown, context, table, actions."""
    for b in blocks:
        kind = b["type"]
        if kind == "header":
            flow(page, "*" + b["text"]["text"] + "*", TEXT_X, width, SIZE["header"])
        elif kind == "section":
            flow(page, b["text"]["text"], TEXT_X, width, SIZE["body"])
        elif kind == "markdown":
            flow(page, re.sub(r"\*\*(.+?)\*\*", r"*\1*", b["text"]), TEXT_X, width, SIZE["body"])
        elif kind == "context":
            flow(page, " ".join(e.get("text", "") for e in b["elements"]), TEXT_X, width, SIZE["small"], GREY)
        elif kind == "table":
            table(page, b, TEXT_X)
        elif kind == "actions":
            buttons(page, b, TEXT_X, width)


def layout(question: str, blocks: list[dict[str, Any]], measure: Any) -> Page:
    """The user's mention, then the bot's answer in the thread, as one Slack conversation."""
    page = Page(measure)
    width = WIDTH - TEXT_X - PAD
    author(page, "Mei", "", "10:42 AM", "#2B7A78", "M")
    flow(page, f"*@GPU Advisor* {question}", TEXT_X, width, SIZE["body"])
    page.boxes.append((PAD, page.y + 6, WIDTH - 2 * PAD, 1, LINE, LINE))
    page.y += 10
    author(page, "GPU Advisor", "APP", "10:42 AM", "#4A154B", "GA")
    message(page, blocks, width)
    page.y += PAD
    return page


# ---- drawing ---------------------------------------------------------------------------------------------

def fonts() -> tuple[list[str], list[str]]:
    from advisor.core.chart import cjk_font

    cjk = cjk_font()
    return ["DejaVu Sans"] + ([cjk] if cjk else []), ["DejaVu Sans Mono"] + ([cjk] if cjk else [])


def draw(question: str, blocks: list[dict[str, Any]], path: Path) -> list[str]:
    """Draw the conversation into the PNG at `path`; returns every piece of text drawn, in order."""
    import logging

    import matplotlib

    matplotlib.use("Agg")
    logging.getLogger("matplotlib.font_manager").setLevel(logging.ERROR)  # "no bold CJK face": regular is drawn
    from matplotlib.backends.backend_agg import RendererAgg
    from matplotlib.font_manager import FontProperties
    from matplotlib.patches import FancyBboxPatch
    from matplotlib.pyplot import figure

    sans, mono = fonts()

    def prop(size: float, bold: bool, is_mono: bool) -> FontProperties:
        return FontProperties(family=mono if is_mono else sans, size=size, weight="bold" if bold else "normal")

    renderer = RendererAgg(WIDTH, 4000, DPI)

    def measure(text: str, size: float, bold: bool, is_mono: bool) -> tuple[float, float]:
        w, h, _ = renderer.get_text_width_height_descent(text, prop(size, bold, is_mono), ismath=False)
        return w, h

    page = layout(question, blocks, measure)
    fig = figure(figsize=(page.right / DPI, page.y / DPI), dpi=DPI, facecolor="white")
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, page.right)
    ax.set_ylim(page.y, 0)
    ax.axis("off")
    for x, y, w, h, face, edge in page.boxes:  # an edge colour ending in " " marks a square cell (the table's grid)
        square = h <= 2 or edge.endswith(" ")
        ax.add_patch(FancyBboxPatch((x, y), w, h, boxstyle="square,pad=0" if square else "round,pad=0,rounding_size=4",
                                    facecolor=face, edgecolor=edge.strip(), linewidth=0.8))
    for r in page.runs:
        ax.text(r.x, r.y, r.text, fontproperties=prop(r.size, r.bold, r.mono), color=r.color, va="baseline", ha="left")
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=DPI, facecolor="white")
    import matplotlib.pyplot as plt

    plt.close(fig)
    return [r.text for r in page.runs]


def main() -> None:
    _, blocks = slack_message()
    drawn = draw(QUESTION, blocks, OUT)
    DRAWN.write_text("\n".join(drawn) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} and {DRAWN.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
