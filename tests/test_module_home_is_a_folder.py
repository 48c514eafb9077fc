"""A module-scoped home (tests/conftest.py module_home, bound as `isolated_home`) hands the test its folder: a module
that passes it on (tests/advisor/labelled_sets.read_set sets GPU_ADVISOR_HOME from it) once got None, set
GPU_ADVISOR_HOME to the string "None", and left a folder None/advisor.db in the repository root."""

import os
from pathlib import Path

import pytest

from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_the_module_home_is_the_folder_the_environment_names(isolated_home):
    assert isolated_home is not None
    assert Path(isolated_home).is_dir() and os.environ["GPU_ADVISOR_HOME"] == str(isolated_home)

