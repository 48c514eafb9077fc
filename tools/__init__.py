"""Pure calculators over pydantic models: no I/O, no network, no model. See README "How the numbers are computed"."""
