"""Amounts typed at the table (a bid, a trade's cash, a maximum): checked by the rules as they
are typed, the reason beside the field; what a typed amount changes redrawn as it is typed; an
amount typed and not yet set applied before the step that carries it. A mixin of App.
"""

from __future__ import annotations

from typing import Any

from js import document

from pygames.core import IllegalAction
from pygames.core.i18n import tr

from .host import Host
from .review import found
from .seats import away, not_here
from .session import Session
from .views.common import plain_named
from .views.shell import view_module


class Amounts(Host):
    """Mixin of App: typed amounts."""

    # Kept by App: the table on screen and the page's root.
    session: Session | None
    root: Any

    def typed(self, field: Any) -> None:
        """A typed amount, checked by the rules as it is typed: the reason shows beside it."""
        if field.hasAttribute("data-amount-choice"):  # the template chosen: check it anew
            field = field.closest("form").querySelector("[data-amount]")
        if not found(field) or not field.hasAttribute("data-amount") or self.session is None:
            return
        code, reason = self.amount_code(field)
        form = field.closest("form")
        note = form.querySelector("[data-amount-note]")
        go = form.querySelector("[data-amount-go]")
        if found(note):
            note.textContent = plain_named(reason or "", self.session.names)
        if found(go):
            go.disabled = bool(reason)
        field.setAttribute("aria-invalid", "true" if reason else "false")
        self.follow_amount(None if reason else code)
        # The terms beside Propose never stand for an amount that is not on the form: an amount
        # that cannot go says why there instead (issue 29: they kept the old terms).
        terms = self.root.querySelector("[data-trade-terms]")
        if reason and found(terms) and field.value:
            terms.textContent = plain_named(reason, self.session.names)

    def follow_amount(self, code: str | None) -> None:
        """Redraw what a typed amount changes (`[data-follows-amount]`: a trade's sides, what it
        lacks, Propose) from the table as the amount would leave it (`code`, which the rules
        allow), or as it stands (None); the field is not among them and keeps focus and caret."""
        session = self.session
        parts = self.root.querySelectorAll("[data-follows-amount]")
        decision = getattr(view_module(session.game.id), "decision", None) if session else None
        if session is None or decision is None or not parts.length or session.bot_to_move():
            return
        state = session.state
        if code is not None:
            state = state.clone()
            state.apply(code)
        seat = session.display_seat()
        drawn = document.createElement("template")
        drawn.innerHTML = decision(state.view(seat), self.ui(seat))
        for index in range(parts.length):
            part = parts.item(index)
            key = part.getAttribute("data-follows-amount")
            new = drawn.content.querySelector(f'[data-follows-amount="{key}"]')
            if found(new):
                part.replaceWith(new)

    def on_submit(self, event: Any) -> None:
        form = event.target
        if not form.hasAttribute("data-amount-form"):
            return
        event.preventDefault()
        field = form.querySelector("[data-amount]")
        code, reason = self.amount_code(field)
        if reason is None and code:
            self.act(code)
        else:
            self.typed(field)

    def typed_first(self, target: Any) -> bool:
        """Apply an amount typed but not yet set in the form of the step's box (the cash of a
        trade before Propose), so that a typed amount is never lost; False (and the reason shown
        beside the field) when it cannot be applied."""
        scope = target.closest(str(target.getAttribute("data-with-amount")))
        if not found(scope) or self.session is None:
            return True
        field = scope.querySelector("[data-amount]")
        if not found(field):
            return True
        choice = field.closest("form").querySelector("[data-amount-choice]")
        chosen = found(choice) and not choice.options[choice.selectedIndex].defaultSelected
        if str(field.value) == str(field.defaultValue) and not chosen:
            return True  # nothing typed since the amount was set
        code, reason = self.amount_code(field)
        if reason is not None or not code:
            self.typed(field)
            field.focus()
            return False
        try:
            self.session.play(code)
        except IllegalAction as error:
            self.session.message = str(error)
            self.render()
            return False
        return True

    def amount_code(self, field: Any) -> tuple[str, str | None]:
        """The action a typed amount makes, and why it may not be played (None: it may)."""
        session = self.session
        assert session is not None
        text = str(field.value or "").strip()
        if not text.isdigit() or len(text) > 9:
            return "", tr("Type a whole number.")
        # A form may let the player choose the code's template (who pays, in a trade).
        choice = field.closest("form").querySelector("[data-amount-choice]")
        template = str(choice.value if found(choice) else field.getAttribute("data-amount"))
        # The code as the rules write it (one spelling per move): `0300` is 300, and no money
        # is `0`, not `+0`.
        amount = int(text)
        if not amount:
            template = template.replace("+{}", "{}").replace("-{}", "{}")
        code = template.replace("{}", str(amount))
        if session.state.over or session.bot_to_move() or session.needs_handoff():
            return code, tr("Please wait: it is not your turn.")
        if away(session) is not None:
            return code, not_here(session)
        return code, session.state.check(code)
