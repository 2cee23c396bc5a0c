"""Issue 29, a reviewer's round of Plinius: the words name a counter by the label on it, the
hint points at the counter it means, and a draw with nothing to decide plays itself."""

from __future__ import annotations

import re

from pygames.plinius import words
from web.views.common import UI
from web.views.plinius import render

from .helpers import new, with_ap


def test_the_hint_names_the_counter_by_its_label_and_halos_it() -> None:
    """The hint said "Move Incola of Pompeii to Oplontis" while the map showed i3 and i4: its
    words carry the counter's label, and the counter it means is haloed on the map."""
    state = with_ap(new(), 3)
    code = "move:inc4:oplontis"
    assert code in state.legal_actions()
    assert words.describe(state, code).startswith("Move i4 (Incola of Pompeii) to Oplontis")
    html = render(state.view(0), UI(names=["Ann"], seat=0, extra={"hint": code}))
    haloed = re.findall(r'<g id="pl-(\w+)" class="pl-counter[^"]* hinted"', html)
    assert haloed == ["inc4"]


def test_the_log_names_counters_by_their_labels() -> None:
    """A move in the log reads "i4 (Incola of Pompeii) moves to ..."; Pomponianus, whose label
    begins his name, is not said twice."""
    state = with_ap(new(), 3)
    state.apply("move:inc4:oplontis")
    assert any("i4 (Incola of Pompeii) moves to Oplontis" in line for line in state.log_for(0))
    assert words.name("pom") == "Pomponianus"
    assert words.name("Q1") == "Q I (Quadrireme I)"
