"""The README documents every command, and its first screen holds the install+run and test commands; the
flag contract (docs/CONTRACTS.md) names every flag of the commands it covers."""

from pathlib import Path

import click
import pytest

from advisor.cli import cli
from tests.conftest import module_home

# nothing here writes to a home (answers, estimates, readings only): one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
CI = (Path(__file__).resolve().parents[2] / ".ci" / "run").read_text(encoding="utf-8")
CONTRACTS = (Path(__file__).resolve().parents[2] / "docs" / "CONTRACTS.md").read_text(encoding="utf-8")


def commands(group, prefix=""):
    for name, cmd in group.commands.items():
        yield prefix + name, cmd
        if isinstance(cmd, click.Group):
            yield from commands(cmd, prefix + name + " ")


@pytest.mark.slow
@pytest.mark.parametrize("name, cmd", list(commands(cli)))
def test_every_command_is_documented_and_has_help(name, cmd):
    assert cmd.help, f"{name} has no help text"
    last = name.split()[-1]
    assert f"gpu-advisor {name}" in README or (f"gpu-advisor {name.split()[0]}" in README and last in README)


@pytest.mark.slow
@pytest.mark.parametrize("command", ["estimate", "recommend", "ask", "compare"])
def test_contract_flags_in_contracts_doc(command):
    for p in cli.commands[command].params:
        for opt in [*p.opts, *getattr(p, "secondary_opts", [])]:
            if opt.startswith("--") and opt not in ("--help",):
                assert opt in CONTRACTS, f"{command} {opt} is missing from docs/CONTRACTS.md"


def test_first_screen_commands_and_ci_runs_the_readme_test_command():
    first = README.split("## ")[0]
    assert "pip install -e '.[dev]'" in first and "gpu-advisor ask" in first
    # the user install answers without the dev tools: `pip install -e .` then `gpu-advisor ask`
    assert "pip install -e . && gpu-advisor ask" in first
    assert "python -m pytest" in first
    assert "\npython -m pytest -n auto\n" in CI + "\n"
