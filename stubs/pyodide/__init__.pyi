"""Pyodide, as far as web/ imports it (only `pyodide.ffi`)."""
