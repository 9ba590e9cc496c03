import pytest
from tests.core.usecases.world import World


@pytest.fixture
def world():
    return World()
