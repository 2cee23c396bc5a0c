"""PyYAML, as far as the tests read it (they load the Pages workflow). A YAML document can hold
any of its types: `Any` at the boundary, as PyYAML's own stubs say, checked by the test."""

from typing import Any

def safe_load(stream: str | bytes) -> Any: ...
