"""The phone's row of counter buttons keeps still between taps (issue 29: buttons that could
not act vanished, "Board Pom" grew wider, and the row shifted under the finger)."""

from __future__ import annotations

import re

from tests.plinius.helpers import new, place, with_ap
from web.views.common import UI
from web.views.plinius import decision

SLOTS = r"<button [^>]*>(?:<span class=\"pl-verb\">\w+</span> )?([\w ]+)</button>"


def _slots(html: str) -> list[str]:
    return re.findall(SLOTS, html[html.index('class="pl-strip"') :])


def test_the_counter_row_keeps_every_counter_in_its_slot_able_or_not() -> None:
    """With 1 AP (the quadriremes and Pomponianus cannot move) and with 6, selected or not:
    the same eight names in the same order; those that cannot act disabled, with no selection."""
    table = UI(names=["Ann"], seat=0)
    poor = decision(with_ap(new(), 1).view(0), table)
    rich = decision(with_ap(new(), 6).view(0), table)
    chosen = decision(with_ap(new(), 6).view(0), UI(names=["Ann"], seat=0, selected="L"))
    assert _slots(poor) == _slots(rich) == _slots(chosen)
    assert _slots(poor) == ["Q I", "Q II", "Lib", "i1", "i2", "i3", "i4", "Pom"]
    for cid, name in (("Q1", "Q I"), ("Q2", "Q II"), ("pom", "Pom")):
        assert f'data-select="{cid}"' not in poor
        assert re.search(rf'<button type="button" disabled=""[^>]*>{name}</button>', poor)
    assert "disabled" not in rich[rich.index('class="pl-strip"') :]


def test_only_a_phone_is_told_of_the_button_below_that_boards() -> None:
    """The row of counter buttons is a phone's only: a wide screen's prompt said "or its
    button below" where there is none. The words lie in the part a phone alone shows."""
    state = with_ap(new(), 5)
    place(state, "L", "stabiae")
    html = decision(state.view(0), UI(names=["Ann"], seat=0, selected="L"))
    assert '<span class="pl-narrow"> (or its button below)</span>' in html
    assert html.count("button below") == 1
