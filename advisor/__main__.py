from advisor.cli import cli

cli()
