"""sqlite-utils without its optional numpy support.

sqlite-utils tries `import numpy` at import time only to accept numpy values on insert, which this
project never does; with numpy installed (torch and matplotlib bring it) that costs ~0.15 s of every
`ask`. The import is hidden for that one moment; numpy imports normally afterwards. Import
`sqlite_utils` and `Migrations` from here.
"""

from __future__ import annotations

import sys

_hide = "numpy" not in sys.modules and "sqlite_utils" not in sys.modules
if _hide:
    sys.modules["numpy"] = None  # type: ignore[assignment]  # makes `import numpy` raise ImportError
try:
    import sqlite_utils
    from sqlite_utils.migrations import Migrations
finally:
    if _hide:
        del sys.modules["numpy"]

__all__ = ["Migrations", "sqlite_utils"]
