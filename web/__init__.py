"""The front end's Python: the controller run by PyScript and the pure view modules."""
