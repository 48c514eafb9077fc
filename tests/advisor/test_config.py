"""Configuration from the environment or a .env file; secrets are masked wherever text is logged."""

import os

import pytest

from advisor import config
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_dotenv_is_read_and_environment_wins(tmp_path, monkeypatch):
    env = tmp_path / ".env"
    env.write_text("# comment\nexport SLACK_BOT_TOKEN='xoxb-from-dotenv-123'\n"
                   "GPU_ADVISOR_USD_CNY=7.0\nSLACK_APP_TOKEN=xapp-file\n")
    monkeypatch.setenv("SLACK_APP_TOKEN", "xapp-from-env")
    monkeypatch.delenv("GPU_ADVISOR_USD_CNY", raising=False)
    config.load_dotenv(env)
    try:
        assert os.environ["SLACK_BOT_TOKEN"] == "xoxb-from-dotenv-123"
        assert os.environ["SLACK_APP_TOKEN"] == "xapp-from-env"
        assert config.usd_cny() == 7.0
        assert config.redact("token xoxb-from-dotenv-123 leaked") == "token <slack_bot_token> leaked"
    finally:
        for k in ("SLACK_BOT_TOKEN", "GPU_ADVISOR_USD_CNY"):
            os.environ.pop(k, None)


def test_a_bad_rate_is_refused_naming_the_variable(monkeypatch):
    # was: silently the default (7.2) for -3, nan, inf; 1e-300 accepted (sixth review A6-3). Now an error in words.
    import pytest

    from tools.errors import AdvisorError

    for bad in ("-3", "nan", "inf", "0", "1e-300", "1e308", "abc"):
        monkeypatch.setenv("GPU_ADVISOR_USD_CNY", bad)
        with pytest.raises(AdvisorError, match="GPU_ADVISOR_USD_CNY"):
            config.usd_cny()
    monkeypatch.setenv("GPU_ADVISOR_USD_CNY", "6.9")
    assert config.usd_cny() == 6.9


def test_registered_secrets_are_masked():
    config.register_secret("sk-registered-secret-999")
    assert "sk-registered" not in config.redact("error with sk-registered-secret-999 inside")
