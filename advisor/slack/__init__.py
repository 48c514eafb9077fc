"""The Slack surface (slack-bolt): the app, its thin listeners, request verification, Block Kit."""
