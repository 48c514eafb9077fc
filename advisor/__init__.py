"""The app: conversation engine, renderers, CLI, Slack bot and SQLite store."""
