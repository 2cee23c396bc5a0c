"""`pyodide.ffi`, as far as web/ uses it: JavaScript's null, a Python callable lent to
JavaScript (for good, or for one call), a Python value converted to JavaScript."""

from collections.abc import Callable
from typing import Any, final

@final
class JsNull:
    """JavaScript's null, which is not None (web/review.py: `found`)."""

class JsProxy:
    """A JavaScript object held by Python."""

    def destroy(self) -> None: ...

jsnull: JsNull

def create_once_callable(obj: Callable[..., Any], /) -> JsProxy: ...
def create_proxy(obj: Callable[..., Any], /) -> JsProxy: ...
def to_js(obj: object, /, *, dict_converter: Any = None) -> Any: ...
