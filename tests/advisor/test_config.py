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
    # was: silently the default (7.2) for -3, nan, inf; 1e-300 accepted. Now an error in words.
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


@pytest.mark.parametrize(("content", "says"), [
    (b"FOO=a\0b\n", "line 1 holds a NUL byte"),  # was ValueError "embedded null byte … please report it"
    (b"# c\nA=1\n=value\n", "line 3 has no name before '='"),  # was OSError [Errno 22] … please report it
    (b"A=1\nNAME=caf\xe9\n", "line 2 is not UTF-8 text (byte 0xe9)"),  # was blamed on the question's text
    ("GPU=1\n".encode("utf-16"), "line 1 is not UTF-8 text (byte 0xff)"),  # UTF-16's BOM FF FE
])
def test_a_dotenv_the_environment_cannot_hold_is_refused_naming_the_file_and_line(tmp_path, monkeypatch, content, says):
    # Guaranteed: DotenvError (an AdvisorError: exit 2 from the CLI's last resort) naming .env, the line and what is
    # accepted; nothing of the file set (a bad line sets none of the others: `A=1` stays unset).
    monkeypatch.delenv("A", raising=False)
    env = tmp_path / ".env"
    env.write_bytes(content)
    with pytest.raises(config.DotenvError) as e:
        config.load_dotenv(env)
    assert str(e.value).startswith(f"{env}: {says}") and "NAME=value in UTF-8" in str(e.value)
    assert "A" not in os.environ


def test_a_dotenv_with_a_bom_is_read(tmp_path, monkeypatch):
    # A BOM (Notepad's UTF-8) is not part of the first name: utf-8-sig.
    monkeypatch.delenv("GPU_ADVISOR_TEST_BOM", raising=False)
    env = tmp_path / ".env"
    env.write_bytes(b"\xef\xbb\xbfGPU_ADVISOR_TEST_BOM=yes\n")
    config.load_dotenv(env)
    try:
        assert os.environ["GPU_ADVISOR_TEST_BOM"] == "yes"
    finally:
        os.environ.pop("GPU_ADVISOR_TEST_BOM", None)


def test_redact_masks_a_password_that_holds_an_at_sign():
    # urlsplit takes the last "@" of the authority as the end of the userinfo: `p@ss` must not leave "ss" behind.
    assert config.redact("GET http://u:p@ss-word@host/x") == "GET http://<credentials>@host/x"
