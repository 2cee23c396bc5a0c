"""One view module per game: pure functions from a view dict to HTML and SVG text.

Each module exports `render(view: dict, ui: UI) -> str`, the board area of a running game. The
shell around it (prompt, action buttons, log, players) is drawn by `web.views.shell`. Anything
clickable that applies an action carries `data-action="CODE"` with an accessible name; anything
clickable that only selects (a counter before its destination) carries `data-select="KEY"`,
which the controller stores in `ui.selected` before drawing again.
"""
