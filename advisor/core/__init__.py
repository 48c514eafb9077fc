"""The conversation core: reading a message, the dialogue, rendering answers, stored state. Imports tools/ and
advisor.config/errors only; never a surface (tests/advisor/test_layout.py)."""

from advisor.core import messages as _messages  # noqa: F401  # installs the wording of tools.schema.Msg
