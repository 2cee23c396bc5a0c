"""For Fame & Fortune across devices on screen (issue 30): a mixin of App (web/app.py) that
draws this device's seat of a game across devices with the table of every game, says who must
receive the link next and why with Send ready for them, writes what the device owes a message
per frame (a shuffle is the longest step) with its progress, checks the game at its end, and
offers the key backup. Every decision is in web/across.py.
"""

from __future__ import annotations

import asyncio
from typing import Any

from js import Blob, Object, document, window
from pyodide.ffi import to_js

from pygames.core import IllegalAction, RecordError, i18n
from pygames.core.i18n import tr

from .across import (
    STORE,
    Crossing,
    arrive,
    damaged,
    freshly,
    game_key,
    header,
    listed,
    parse,
    unopened,
)
from .host import Host
from .views.common import UI, esc, named, plain_named
from .views.shell import drawn_parts, table

SHOWN = "xs="  # the address of a game across devices on screen: its save


class Across(Host):
    """Mixin of App: a game across devices on this device."""

    crossing: Crossing | None
    across_checked = ""  # the end's check as last drawn: kept while the panel is redrawn
    root: Any
    lobby: Any
    dialog: Any
    generation: int
    session: Any

    # --- opening -------------------------------------------------------------------------
    def across_message(self, data: dict[str, Any]) -> bool:
        """A request of the lobby's across-devices module (web/static/lobby-across.mjs)."""
        kind = data.get("kind")
        i18n.set_language(str(window.fgLobby.language()))
        if kind == "across":
            try:
                crossing = Crossing.start(list(data["names"]), dict(data.get("options", {})))
            except (ValueError, RecordError) as error:
                window.fgLobby.notice(tr("The game cannot start: {error}", error=error))
                return True
            self.across_open(crossing)
            return True
        if kind == "across-restore":
            try:
                crossing = Crossing.from_entry(str(data.get("text", "")))
            except RecordError as error:
                window.fgLobby.notice(str(error))
                return True
            crossing.message = tr("This device plays its seat again, from its key backup.")
            self.across_open(crossing)
            return True
        if kind == "across-open":
            text = self.stored(str(data.get("key", "")))
            if text is not None:
                try:
                    self.across_open(Crossing.from_entry(text))
                except RecordError as error:
                    window.fgLobby.notice(str(error))
            return True
        return False

    def open_across(self, fragment: str) -> None:
        """A link of a game across devices (`#x=SEAT.s1.…`), or its save (`#xs=GAME`, the
        address while it is on screen, so a reload keeps it)."""
        i18n.set_language(str(window.fgLobby.language()))
        if fragment.startswith(SHOWN):
            self.across_message({"kind": "across-open", "key": STORE + fragment[len(SHOWN) :]})
            return
        try:
            crossing = arrive(fragment, self.stored(game_key(parse(fragment)[1])))
        except (RecordError, IllegalAction, ValueError) as error:
            game = header(fragment)[1]
            saved = self.stored(game) if game is not None else None
            if saved is None:
                self.show_lobby(unopened(fragment, error))
                return
            crossing = damaged(fragment, saved)  # the game here as it stood, nothing lost
        self.across_open(crossing)

    def across_open(self, crossing: Crossing) -> None:
        self.generation += 1
        self.session = None
        self.crossing = crossing
        self.across_checked = ""
        if self.dialog.open and self.dialog.hasAttribute("data-across-share"):
            self.dialog.close()  # a Send of a moment the game has left: stale
        self.lobby.hidden = True
        self.root.hidden = False
        window.fgLobby.notice("")
        self.across_render(working=1)  # at once: the table before is gone
        shown = "#" + SHOWN + crossing.key[len(STORE) :]
        window.history.replaceState(None, "", window.location.pathname + shown)
        document.title = tr("For Fame & Fortune across devices") + ": Fortune Games"
        self.across_save()
        self.spawn(self.across_duties())

    def across_save(self) -> None:
        crossing = self.crossing
        if crossing is None or crossing.shown_only:
            return
        try:
            window.localStorage.setItem(crossing.key, crossing.entry())
        except Exception:
            crossing.message = tr(
                "This game could not be saved: the browser's storage is full or blocked."
            )

    async def across_duties(self) -> None:
        """What this device owes and needs no choice (joining, shuffling, locking, dealing,
        unlocking, laying open, revealing), a message per frame, the progress on screen."""
        crossing, generation = self.crossing, self.generation
        if crossing is None or crossing.shown_only:
            self.across_render()
            return
        done = 0
        while True:
            self.across_render(working=done + 1)
            await asyncio.sleep(0.02)  # the progress is painted before the long step
            if generation != self.generation:
                return
            if not crossing.table.step_one():
                break
            done += 1
            self.across_save()
        self.across_render()
        if crossing.table.state.finished and not crossing.table.waiting():
            self.spawn(self.across_check())
        else:
            self.focus('[data-cmd="x-send"], #decision [data-action], #board [data-action]')

    # --- drawing ---------------------------------------------------------------------------
    def across_render(self, working: int = 0, checked: str = "") -> None:
        """The table as this seat sees it; the decision panel says what the table waits for:
        this seat's choice, or whom the link goes to next and why, with Send for them."""
        if checked:
            self.across_checked = checked
        checked = checked or self.across_checked
        crossing = self.crossing
        if crossing is None:
            return
        i18n.set_language(str(window.fgLobby.language()))
        view = crossing.view()
        if working:
            view["actions"] = []
        names = crossing.names
        ui = UI(names=names, seat=crossing.seat, selected=None, extra={"by_link": True})
        parts = drawn_parts("fame_fortune", view, ui)
        parts["board"] = freshly(parts["board"], view["fresh"])
        panel = self.across_panel(crossing, view, working, checked)
        thinking = self.across_waits(crossing, working)
        me = named(tr("This device plays {name}.", name=f"@{crossing.seat}"), names)
        top = (
            f'<section class="across" aria-label="{esc(tr("Across devices"))}"'
            f' data-across="{crossing.seat}"'
            f' data-messages="{len(crossing.table.deck.messages)}"'
            f"{' data-across-working' if working else ''}>"
            f"<span>{me}</span>"
            f'<button type="button" class="helper" data-cmd="x-backup">'
            f"{esc(tr('Save the key backup'))}</button></section>"
        )
        html = table(
            view,
            ui,
            title=tr("For Fame & Fortune across devices"),
            seats=["human"] * len(names),
            message=crossing.message,
            can_undo=False,
            solitaire=False,
            autoplay=False,
            thinking=thinking,
            pane=getattr(self, "pane", "board"),
            top=top,
            board=parts["board"],
            decision=parts["decision"] + panel,
            roles=parts["roles"],
        )
        window.fgTable.render(self.root, html)

    def across_waits(self, crossing: Crossing, working: int) -> str | None:
        """What the table waits for, when it is not this seat's choice (@N for a name)."""
        if working:
            return tr("This device works on its part of the deck (step {n})…", n=working)
        send = crossing.send_to()
        if send is not None:
            return tr("The table waits for the device of {name}.", name=f"@{send[0]}")
        return None if crossing.my_move() else tr("The game is over.")

    def across_panel(
        self, crossing: Crossing, view: dict[str, Any], working: int, checked: str
    ) -> str:
        """The decision panel's part: what this device is doing, or whom the link goes to next
        and why (the prompt says it) with Send for them, or the check at the game's end."""
        names = crossing.names
        if working:
            return ""
        arriving = view.get("arriving")
        wait = f'<p data-across-arriving="">{named(arriving, names)}</p>' if arriving else ""
        send = crossing.send_to()
        if send is not None:
            seat, why = send
            view["prompt"] = why
            return (
                f"{wait}"
                f'<p data-across-send="{seat}"><button type="button" class="act primary"'
                f' data-cmd="x-send">'
                f"{named(tr('Send to {name}', name=f'@{seat}'), names)}</button></p>"
            )
        if crossing.my_move() or not crossing.table.state.finished:
            return wait
        lacking = crossing.lacking()
        if not lacking:
            done = tr("Done: every device has checked the game.")
            return f'{checked}<p data-across-done="">{esc(done)}</p>'
        buttons = "".join(
            f'<button type="button" class="act" data-cmd="x-send:{seat}">'
            f"{named(tr('Send to {name}', name=f'@{seat}'), names)}</button>"
            for seat in lacking
        )
        words = tr(
            "Every key is in: send the last link to {names}, so that each device can check the"
            " whole game.",
            names=listed(lacking),
        )
        return f'{checked}<p>{named(words, names)}</p><p class="across-sends">{buttons}</p>'

    # --- clicks ----------------------------------------------------------------------------
    def across_click(self, target: Any) -> None:
        crossing = self.crossing
        if crossing is None:
            return
        if target.hasAttribute("data-action"):
            try:
                crossing.act(str(target.getAttribute("data-action")))
            except (IllegalAction, RecordError) as error:
                crossing.message = str(error)
                self.across_render()
                return
            self.across_save()
            self.across_render(working=1)
            self.spawn(self.across_duties())
            return
        command = str(target.getAttribute("data-cmd") or "")
        if command in ("x-send", "share"):
            send = crossing.send_to()
            if send is not None:
                self.across_share(send[0], send[1])
        elif command.startswith("x-send:"):
            seat = int(command[7:])
            self.across_share(seat, "")
            crossing.tell(seat)  # sent: the panel asks only for the devices still lacking it
            self.across_save()
            self.across_render()
        elif command == "x-backup":
            self.across_backup()
        elif command == "howto":
            self.show_howto("fame_fortune")
        elif command == "rules" or command.startswith("doc:"):
            doc = command[4:] if command.startswith("doc:") else None
            self.spawn(self.show_rules(doc, "fame_fortune"))
        elif command.startswith("pane:"):
            self.pane = command[5:]
            self.across_render()

    def across_share(self, seat: int, why: str) -> None:
        crossing = self.crossing
        assert crossing is not None
        link = f"{window.location.origin}{window.location.pathname}#{crossing.fragment(seat)}"
        names = crossing.names
        size = tr(
            "The link has {count} character.", "The link has {count} characters.", count=len(link)
        )
        about = tr(
            "It holds no card of any hand: only the signed messages of the game, which the"
            " device of {name} needs next.",
            name=f"@{seat}",
        )
        field = (
            f'<textarea id="share-link" readonly aria-label="{esc(tr("Link to this game"))}"'
            f' data-across-link="{seat}">{esc(link)}</textarea>'
        )
        title = plain_named(tr("Send to {name}", name=f"@{seat}"), names)
        copied = tr("Copied: paste it to {name} in your chat.", name=f"@{seat}")
        body = (
            (f"<p>{named(why, names)}</p>" if why else "")
            + f"<details><summary>{esc(tr('Show the link'))}</summary>{field}</details>"
            + f"<p>{named(about, names)} {esc(size)}</p>"
        )
        self.show_dialog(title, body, {"data-across-share": ""}, close=tr("Close"))
        self.dialog.querySelector("#share-link").select()
        self.send_link(link, title, plain_named(why, names), plain_named(copied, names))

    def across_backup(self) -> None:
        """The device's save as a file: its seat's keys and the game's messages."""
        crossing = self.crossing
        assert crossing is not None
        blob = Blob.new(
            to_js([crossing.entry()]),
            to_js({"type": "application/json"}, dict_converter=Object.fromEntries),
        )
        url = window.URL.createObjectURL(blob)
        anchor = document.createElement("a")
        anchor.href = url
        anchor.download = f"fortune-games-keys-{crossing.names[crossing.seat]}.json"
        document.body.appendChild(anchor)
        anchor.click()
        anchor.remove()
        window.URL.revokeObjectURL(url)

    # --- the end ---------------------------------------------------------------------------
    async def across_check(self) -> None:
        """The whole game checked, a seat's shuffle or lock per frame."""
        crossing, generation = self.crossing, self.generation
        if crossing is None:
            return
        self.across_render(checked=f'<p role="status">{esc(tr("Checking the whole game…"))}</p>')
        await asyncio.sleep(0.02)
        if generation != self.generation:
            return
        rounds: list[list[str]] = []
        try:
            for _ in crossing.checking(rounds):
                await asyncio.sleep(0.01)  # a seat's shuffle or lock per frame
                if generation != self.generation:
                    return
        except RecordError as error:
            words = tr("The check failed: {error}", error=str(error))
            self.across_render(checked=f'<p class="error" data-audit="failed">{esc(words)}</p>')
            return
        words = tr(
            "The check passed: every card of {count} round was dealt as the shuffles and locks"
            " said, and every card laid open was the one dealt.",
            "The check passed: every card of {count} rounds was dealt as the shuffles and locks"
            " said, and every card laid open was the one dealt.",
            count=len(rounds),
        )
        self.across_render(checked=f'<p class="audit" data-audit="passed">{esc(words)}</p>')
