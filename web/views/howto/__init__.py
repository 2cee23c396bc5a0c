"""How to play here: a short page per game on what the screen shows and how to make each kind
of move on it, each with a small picture of its control; for Plinius, a glossary of its Latin
terms and counters. Shown once on the first game of a title on a device (web/review.py), and one
click away after ("How to play", beside "Rules").

A page is data (sections of (picture, text) steps, a glossary), drawn by `page`: a module a
game (the estate games share one), the small pictures of the controls in `pictures`. The pictures
are drawings of the controls, never the controls themselves: nothing in them applies a move.
The estate games' pages read in English or Polish (`tr`); the others, like their tables, in
English. Update a game's page when its table changes.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from pygames.core.i18n import tr

from ..common import esc
from . import estate, fame_fortune, fuldrigger, plinius
from .pictures import Page

PAGES: dict[str, Callable[[], Page]] = {
    "eurobusiness": lambda: estate.page(import_module("web.views.eurobusiness").THEME),
    "fortuna": lambda: estate.page(import_module("web.views.fortuna").THEME),
    "plinius": plinius.page,
    "fame_fortune": fame_fortune.page,
    "fuldrigger": fuldrigger.page,
}


def page(game_id: str) -> tuple[str, str]:
    """(title, body) of the game's page; a game without one gets a pointer to its rulebook."""
    make = PAGES.get(game_id)
    if make is None:
        return tr("How to play here"), f"<p>{esc(tr('The rulebook says how to play.'))}</p>"
    found = make()
    parts = [f'<div class="howto" data-howto-page="{esc(game_id)}" tabindex="0">']
    parts.append(f"<p>{esc(found.intro)}</p>")
    for heading, steps in found.sections:
        parts.append(f'<h3>{esc(heading)}</h3><ul class="howto-steps">')
        for picture, text in steps:
            parts.append(
                f'<li><span class="howto-pic" aria-hidden="true" inert>{picture}</span>'
                f"<span>{esc(text)}</span></li>"
            )
        parts.append("</ul>")
    if found.glossary:
        parts.append(f"<h3>{esc(tr('Glossary'))}</h3><dl>")
        parts += [
            f"<dt>{esc(term)}</dt><dd>{esc(meaning)}</dd>" for term, meaning in found.glossary
        ]
        parts.append("</dl>")
    parts.append("</div>")
    return found.title, "".join(parts)
