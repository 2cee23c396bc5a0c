"""The PyScript entry point: start the controller once the interpreter is up."""

from web.app import start

app = start()
