"""Issue 29: the note "still holds, from you" listed only the latest pass. It lists every card
the player passed left this round: those the neighbour surely holds, then those passed earlier
that the neighbour may have passed on (so the note never tells what another's hidden pass did)."""

from __future__ import annotations

import re

from pygames.fame_fortune import cards as C
from web.views.fame_fortune_cards import card_name

from .view_helpers import _screen, _states

NOTE = re.compile(r'<p class="ff-known">(.*?)</p>', re.S)


WHICH = re.compile(r'<span class="ff-which"> (.*?)\.</span>')


def _lines(html: str) -> tuple[list[str], list[str]]:
    """The cards the note names in its two parts: those the neighbour holds, those passed
    earlier."""
    found = NOTE.search(html)
    if found is None:
        return [], []
    parts = found.group(1).partition('<span class="ff-earlier">')
    sure, earlier = (WHICH.findall(part) for part in (parts[0], parts[2]))
    return [n for s in sure for n in s.split(", ")], [n for s in earlier for n in s.split(", ")]


def test_the_note_lists_every_card_passed_left_this_round_and_never_guesses() -> None:
    shown_earlier = 0
    for players in (4, 2):
        for index, state in enumerate(_states(2, players=players)):
            if state.over or index % 3:
                continue
            for seat in range(players):
                left = (seat + 1) % players
                sure, earlier = _lines(_screen(state, seat))
                table = {c for stake in state.stakes for c in stake}
                table |= {c for laid in state.mods for c, _ in laid}
                unseen = state.passed_by[seat] - table - set(state.hands[seat])
                for card in unseen:  # every card passed this round and not seen since is named
                    assert card_name(C.code(card)) in sure + earlier, (players, seat, card)
                for card in state.passed_by[seat] - unseen:
                    assert card_name(C.code(card)) not in sure + earlier
                for card in unseen:
                    name = card_name(C.code(card))
                    if name in sure:  # said to be held: it is, in the neighbour's hand
                        assert card in state.hands[left], (players, seat, name)
                    if name in earlier:
                        assert players > 2 and card not in state.known_left[seat]
                        shown_earlier += 1
    assert shown_earlier > 20, shown_earlier
