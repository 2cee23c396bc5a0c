"""What every estate test shares: the language set back to English after each (the Polish and
English walks switch it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pygames.core import i18n


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")
