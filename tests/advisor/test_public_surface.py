"""`tools`'s public surface (httpx-style): every exported name exists, is documented, and loading
the package costs nothing until a name is used."""

import subprocess
import sys

import pytest

import tools
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_every_public_name_resolves_and_has_a_docstring():
    for name in tools.__all__:
        obj = getattr(tools, name)
        assert obj.__doc__, name
        assert obj.__module__.startswith("tools."), name


def test_unknown_names_raise_attribute_error():
    try:
        tools.no_such_calculator  # noqa: B018
    except AttributeError as e:
        assert "no_such_calculator" in str(e)
    else:
        raise AssertionError("expected AttributeError")


@pytest.mark.slow
def test_importing_the_package_loads_no_calculator():
    code = "import sys, tools; print(sorted(m for m in sys.modules if m.startswith('tools.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
