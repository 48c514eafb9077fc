"""`gpu-advisor slack`: configuration checks, secret-safe logging and the bot's start (Socket Mode or HTTP)."""

from __future__ import annotations

import click

from advisor.cli.options import _llm_timeout_or_fail, _rates_or_fail, fail, friendly_errors


@click.command()
@click.option("--http", "http_mode", is_flag=True, help="Serve the Events API on /slack/events instead of Socket Mode.")
@click.option("--port", type=int, default=3000, show_default=True, help="Port for --http.")
@click.option("--host", default="0.0.0.0", show_default=True, help="Interface for --http.")
@click.option("--no-charts", is_flag=True, help="Do not attach the memory chart (PNG) to answers.")
@click.option("-v", "--verbose", is_flag=True, help="Debug logging (tokens are always redacted).")
def slack(http_mode: bool, port: int, host: str, no_charts: bool, verbose: bool) -> None:
    """Run the Slack bot.

    \b
    Socket Mode (no public URL): set SLACK_BOT_TOKEN (xoxb-…) and SLACK_APP_TOKEN (xapp-…).
    HTTP mode (--http): set SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET; Slack posts to
    https://YOUR-HOST/slack/events (events, interactivity and the /gpu-advisor command).
    Optional: SLACK_API_URL (Web API base, for proxies and tests), GPU_ADVISOR_HOME (state and catalog),
    GPU_ADVISOR_LLM / GPU_ADVISOR_LLM_BASE_URL (a language model for extraction; rules otherwise).
    Values may also come from a .env file in the working directory.
    """
    import logging

    from advisor import config
    from advisor.slack.app import build_app, serve_http

    config.load_dotenv()
    handler = logging.StreamHandler()
    handler.addFilter(config.SecretFilter())  # message, exception text and traceback, any secret length
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, handlers=[handler], force=True)
    bot_token = config.get("SLACK_BOT_TOKEN")
    app_token = config.get("SLACK_APP_TOKEN")
    secret = config.get("SLACK_SIGNING_SECRET")
    missing = ["SLACK_BOT_TOKEN"] if not bot_token else []
    if http_mode and not secret:
        missing.append("SLACK_SIGNING_SECRET")
    if not http_mode and not app_token:
        missing.append("SLACK_APP_TOKEN (or run with --http)")
    if missing:
        fail("missing configuration: " + ", ".join(missing) + ". Set them in the environment or a .env file; "
             "see README 'Slack'.")
    short = config.signing_secret_problem(secret)
    if short:  # checked before anything is logged: the value would be masked all over the log
        fail(short)
    config.register_secret(app_token)
    _llm_timeout_or_fail()
    _rates_or_fail()
    _home_or_fail()
    try:
        app = build_app(token=bot_token, signing_secret=secret if http_mode else None, charts=not no_charts,
                        recover=True)
    except Exception as e:
        fail(f"could not start the Slack app: {config.redact(str(e))}")
        return
    from catalog.fetch import start_schedule

    with friendly_errors():
        start_schedule()  # prices refreshed in the background (GPU_ADVISOR_REFRESH_HOURS, default daily; off)
    if http_mode:
        server, thread = serve_http(app, host, port)
        click.echo(f"GPU Advisor listening on http://{host}:{port}/slack/events (Ctrl-C to stop)")
        try:
            thread.join()
        except KeyboardInterrupt:
            server.shutdown()
        return
    from advisor.slack.app import socket_mode_handler

    click.echo("GPU Advisor connecting over Socket Mode (Ctrl-C to stop)")
    socket_mode_handler(app, app_token).start()  # type: ignore[arg-type]


def _home_or_fail() -> None:
    """The conversation store opened once before the bot connects: a home a newer gpu-advisor wrote
    stops the start in words, exit 2, instead of an apology for every mention."""
    from advisor.core.store import Store

    with friendly_errors():
        store = Store()
        store.healing(lambda: store.db)
