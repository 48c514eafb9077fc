"""Where the chat's `export` writes: recommendation.md in the chosen folder, never over an existing
file (recommendation-1.md, -2.md … instead), reported by its absolute path (review 3, Q24: the file
landed silently in the current directory and replaced whatever was there)."""

from __future__ import annotations

from pathlib import Path

STEM, SUFFIX = "recommendation", ".md"


def write_new(text: str, directory: str | Path) -> Path:
    """Write `text` to the first free recommendation[-N].md in `directory`; return its absolute path.
    Opening with "x" makes the no-overwrite check and the write one step (a file created meanwhile is skipped)."""
    folder = Path(directory).expanduser().resolve()
    folder.mkdir(parents=True, exist_ok=True)
    n = 0
    while True:
        path = folder / (f"{STEM}{SUFFIX}" if n == 0 else f"{STEM}-{n}{SUFFIX}")
        try:
            with path.open("x", encoding="utf-8") as f:
                f.write(text)
            return path
        except FileExistsError:
            n += 1
