"""One view module per game: pure functions from a view dict to HTML and SVG text.

Each module exports `render(view: dict, ui: UI) -> str`, the board area of a running game, and
may export `dialog(view, ui, key)` for what a `data-open="KEY"` click opens (a deed's card). The
shell around it (prompt, action buttons, log, players) is drawn by `web.views.shell`. Anything
clickable that applies an action carries `data-action="CODE"` with an accessible name; anything
clickable that only selects (a counter before its destination) carries `data-select="KEY"`,
which the controller stores in `ui.selected` before drawing again. Their words come from the
front end's message catalogue (web/locale), read with the rules' own.
"""

from pathlib import Path

from pygames.core.i18n import add_locale_dir

add_locale_dir(Path(__file__).resolve().parents[1] / "locale")
