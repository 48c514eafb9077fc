import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GB = 10**9


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    """Every test gets its own GPU_ADVISOR_HOME (database, state) and no LLM or Slack config."""
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "home"))
    for var in ("GPU_ADVISOR_LLM", "GPU_ADVISOR_LLM_BASE_URL", "SLACK_BOT_TOKEN", "SLACK_APP_TOKEN",
                "SLACK_SIGNING_SECRET", "SLACK_API_URL"):
        monkeypatch.delenv(var, raising=False)
    yield
