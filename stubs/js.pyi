"""Pyodide's `js` module, as far as web/ reads it: the browser's globals. What they hold is
JavaScript, untyped here: `Any` at the boundary, typed where the Python that reads it says."""

from typing import Any

Blob: Any
Object: Any
console: Any
document: Any
window: Any

def fetch(resource: str, /, *options: Any) -> Any: ...
