"""For Fame & Fortune across devices in the app (issue 30): one device's seat, what it shows,
who must receive the link next and why, and what a link that arrives does to the game saved
here. Pure Python over `AcrossTable` (pygames/fame_fortune/devices.py), so CPython tests cover
every decision; web/crossing.py only draws and clicks.

A link is `#x=SEAT.s1.…`: the seat it is addressed to, then the secret deck's link (the
messages that seat lacks). The device keeps its seat's keys in its save (`fg:across:GAME`), the
save is also its key backup file, and a device never takes a seat another device joined in.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pygames.core import IllegalAction, RecordError
from pygames.core.i18n import tr
from pygames.core.record import clean_name, load_json
from pygames.core.secret import audit_steps, decode_link
from pygames.core.secret.deck import LOCK, PLAY
from pygames.core.secret.messages import b64, unb64
from pygames.fame_fortune import cards as C
from pygames.fame_fortune import words
from pygames.fame_fortune.devices import TOKEN, AcrossTable
from pygames.fame_fortune.scoring import stake_points
from pygames.fame_fortune.state import DRAFT

LINK = "x="
STORE = "fg:across:"
BACKUP = "fortune-games-across"  # the mark of a key backup file (the device's save as it is)
MAX_ENTRY_CHARS = 4_000_000


def listed(seats: list[int]) -> str:
    """Seats as @N, joined as a sentence joins them ("@1 and @2")."""
    refs = [f"@{seat}" for seat in seats]
    if len(refs) < 2:
        return "".join(refs)
    return tr("{first} and {last}", first=", ".join(refs[:-1]), last=refs[-1])


@dataclass
class Crossing:
    """This device's game across devices: its table, and the words of the last thing done."""

    table: AcrossTable
    message: str = ""
    shown_only: bool = False  # a link for another seat, on screen: nothing saved, no move
    told: tuple[int, list[int]] = (0, [])  # (messages then held, seats known to hold them all)

    # --- making one ----------------------------------------------------------------------
    @classmethod
    def start(cls, names: list[Any], options: dict[str, Any]) -> Crossing:
        """A new game from the lobby's form, this device the first seat (raises ValueError)."""
        from pygames.fame_fortune import GAME

        players = GAME.check_players(len(names))
        cleaned = [clean_name(str(name), seat) for seat, name in enumerate(names)]
        table = AcrossTable.create(players, GAME.parse_options(options), names=cleaned)
        return cls(table)

    @property
    def seat(self) -> int:
        return self.table.seat

    @property
    def names(self) -> list[str]:
        return self.table.names

    @property
    def key(self) -> str:
        return STORE + b64(self.table.deck.game)

    # --- saving: the save is the key backup ------------------------------------------------
    def entry(self) -> str:
        state = self.table.state
        summary = {
            "players": self.names,
            "seat": self.seat,
            "over": state.finished,
            "turn": "" if state.to_move is None else self.names[state.to_move],
        }
        entry = {BACKUP: 1, "summary": summary, "table": self.table.to_json(), "told": self.told}
        return json.dumps(entry)

    @classmethod
    def from_entry(cls, text: str) -> Crossing:
        """A device from its save or its key backup file; a damaged one raises RecordError."""
        damaged = tr("This key backup is damaged and cannot be opened.")
        entry = load_json(text, max_chars=MAX_ENTRY_CHARS, not_json=damaged)
        if not isinstance(entry, dict) or entry.get(BACKUP) != 1:
            raise RecordError(damaged)
        try:
            crossing = cls(AcrossTable.from_json(entry["table"]))
            held, seats = entry.get("told", (0, []))
            crossing.told = (int(held), [int(seat) for seat in seats])
            return crossing
        except (KeyError, TypeError, ValueError, IndexError):
            raise RecordError(damaged) from None

    # --- links -----------------------------------------------------------------------------
    def fragment(self, seat: int) -> str:
        """`x=TO.FROM.GAME.NAME.s1.…`: the seats, the game and the sender's name in the clear,
        so that a link damaged on the way still names the game to open and whom to ask for it
        again (on a device that does not hold the game yet, too)."""
        game, name = b64(self.table.deck.game), b64(self.names[self.seat].encode())
        return f"{LINK}{seat}.{self.seat}.{game}.{name}.{self.table.link_for(seat)}"

    def send_to(self) -> tuple[int, str] | None:
        """The seat the link goes to next and why ("Send to @1: …"); None when this device
        acts now, or every device has all it needs."""
        waiting = [(seat, why) for seat, why in self.table.waiting() if seat != self.seat]
        mine = [why for seat, why in self.table.waiting() if seat == self.seat]
        if mine or not waiting:
            return None
        seat, why = waiting[0]
        return seat, self._why(seat, why)

    def _why(self, seat: int, why: str) -> str:
        name = f"@{seat}"
        if why == "join":
            return tr(
                "Send to {name}: {name} joins and shuffles the deck next (no one can know the"
                " order).",
                name=name,
            )
        if why == "shuffle":
            return tr(
                "Send to {name}: {name} shuffles the deck next (no one can know the order).",
                name=name,
            )
        if why == "lock":
            return tr(
                "Send to {name}: {name} seals the shuffled deck next, so that each card opens"
                " only for the player who gets it.",
                name=name,
            )
        if why == "unlock":
            takers = sorted({need.taker for need in self.table.deck.needs() if need.giver == seat})
            if takers == [self.seat]:
                return tr(
                    "Send to {name}: the device of {name} must let go of your cards so you can"
                    " read them.",
                    name=name,
                )
            return tr(
                "Send to {name}: the device of {name} must let go of the cards of {takers} so"
                " they can read them.",
                name=name,
                takers=listed(takers),
            )
        if why == "open":
            return tr(
                "Send to {name}: the round is over and {name} lays their hand open for the"
                " scoring.",
                name=name,
            )
        if why == "reveal":
            return tr(
                "Send to {name}: the game is over; {name} reveals their key, so that every"
                " device can check the whole game.",
                name=name,
            )
        if self.table.state.phase == DRAFT:
            return tr("Send to {name}: {name} passes cards next.", name=name)
        return tr("Send to {name}: {name} is to move.", name=name)

    def arriving(self) -> str | None:
        """While this seat's cards are dealt but not readable yet: whose devices they wait for
        (the table may already say it is this seat's turn)."""
        table = self.table
        deck, state = table.deck, table.state
        if state.finished or not any(card >= TOKEN for card in state.hands[self.seat]):
            return None
        if deck.round.phase != PLAY:
            sealed = {seat for kind, seat in deck.round.deck_hashes if kind == LOCK}
            seats = [s for s in range(deck.players) if s not in sealed and s != self.seat]
            return tr(
                "Your cards arrive once the device of {seats} has shuffled and sealed the deck.",
                "Your cards arrive once the devices of {seats} have shuffled and sealed the deck.",
                seats=listed(seats),
                count=len(seats),
            )
        givers = sorted({n.giver for n in deck.needs() if n.taker == self.seat})
        if not givers:
            return None
        return tr(
            "Your cards arrive once the device of {seats} has sent its unlocks.",
            "Your cards arrive once the devices of {seats} have sent their unlocks.",
            seats=listed(givers),
            count=len(givers),
        )

    def tell(self, seat: int) -> None:
        """`seat`'s device holds every message this one holds (it sent them, or was sent)."""
        held, seats = self.told
        count = len(self.table.deck.messages)
        self.told = (count, sorted({seat, *(seats if held == count else [])}))

    def lacking(self) -> list[int]:
        """At the game's end, the other seats whose devices may still lack the last link: not
        the writer of the last message, nor a device this one got it from or sent it to."""
        messages = self.table.deck.messages
        if not self.table.state.finished or self.table.waiting() or not messages:
            return []
        held, seats = self.told
        has = {messages[-1]["s"], self.seat, *(seats if held == len(messages) else [])}
        return [seat for seat in range(self.table.deck.players) if seat not in has]

    def my_move(self) -> bool:
        return (self.seat, "move") in self.table.waiting()

    # --- what the screen shows -------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """The table as this seat sees it; its choices only when the table waits for them."""
        view = self.table.state.view(self.seat)
        if self.shown_only or not self.my_move():
            view["actions"] = []
        if self.table.pending is not None and not self.table.state.finished:
            self._held_stake(view, *self.table.pending)
        arriving = self.arriving()
        if arriving is not None:
            view["to_move"] = None  # not "choosing now" with no card to choose from
            view["arriving"] = arriving
        hand = view.get("hand") or []
        view["fresh"] = [code for code in map(C.code, self.table.fresh) if code in hand]
        view["across"] = True
        return view

    @staticmethod
    def _held_stake(view: dict[str, Any], seat: int, code: str) -> None:
        """The round's last stake, made but held back until every hand is laid open (the
        scoring reads them all): shown at once, as the table will score it."""
        card = code.removeprefix("play:")
        stakes = view["stakes"][seat]
        stakes.append(card)
        view["stake_order"].append([seat, card])
        view["faceup"] += 1
        view["hand_sizes"][seat] -= 1
        if view.get("hand") and card in view["hand"]:
            view["hand"].remove(card)
        fortune = bool(view["variants"]["fortune_stakes"])
        view["stake_points"][seat] = stake_points([C.card_of(c) for c in stakes], fortune)
        view["to_move"] = None
        lines = [
            str(words.stakes(seat, C.card_of(card))),
            tr("The round is scored once every hand is laid open."),
        ]
        view["log"] = [*view["log"], *lines]
        view["log_total"] += len(lines)

    def act(self, code: str) -> None:
        """A click of this seat: a card chosen for the draft's pass (kept on this device until
        it passes), the pass, or a move (raises IllegalAction, changing nothing)."""
        if self.shown_only or not self.my_move():
            raise IllegalAction(tr("It is not this seat's turn."))
        state, seat = self.table.state, self.seat
        verb, _, arg = code.partition(":")
        if verb == "pick" and state.phase == DRAFT:
            card = C.parse(arg)
            picks = state.picks[seat]
            if card in picks:
                picks.remove(card)
            elif card in state.hands[seat] and len(picks) < state.need:
                picks.append(card)
            else:
                raise IllegalAction(
                    tr(
                        "Choose exactly {count} card to pass.",
                        "Choose exactly {count} cards to pass.",
                        count=state.need,
                    )
                )
        elif verb == "give":
            self.table.give([C.code(card) for card in state.picks[seat]])
        else:
            self.table.play(code)
        self.message = ""

    def checking(self, dealt: list[list[str]]) -> Iterator[object]:
        """The end's check in steps of one seat each (the app draws between them): every
        round's cards by slot into `dealt`; RecordError names what failed."""
        return audit_steps(self.table.deck, dealt)


def freshly(board: str, fresh: list[str]) -> str:
    """The board with the cards this device has just come to read marked in its hand (the
    page's style rings them): what a link brought, seen at a glance."""
    for code in fresh:
        board = board.replace(f'" id="ff-card-{code}"', f' fresh" id="ff-card-{code}"', 1)
    return board


def parse(fragment: str) -> tuple[int, str]:
    """(the seat a link is addressed to, its secret deck's link) from `x=TO.FROM.GAME.NAME.s1.…`
    (or `x=TO.FROM.GAME.s1.…`, `x=TO.s1.…`): the link is the last two parts (base64 has no
    dot)."""
    seat, _, rest = fragment.removeprefix(LINK).partition(".")
    if not (seat.isascii() and seat.isdigit()) or len(seat) > 2:
        raise RecordError(tr("This is not a link of a game across devices."))
    return int(seat), ".".join(rest.split(".")[-2:])


def header(fragment: str) -> tuple[int | None, str | None, str | None]:
    """What a link says in the clear, read even when its messages are damaged: (the seat that
    sent it, the save slot of its game, the sender's name), each None when it does not say."""
    parts = fragment.removeprefix(LINK).split(".")[:-2]  # TO, FROM, GAME, NAME
    if len(parts) < 3:
        return None, None, None
    sender, game = parts[1], parts[2]
    ok = sender.isascii() and sender.isdigit() and len(sender) <= 2
    name = None
    if len(parts) > 3 and len(parts[3]) <= 120:
        try:
            name = unb64(parts[3]).decode() or None
        except (RecordError, UnicodeDecodeError):
            name = None
    key = STORE + game if 0 < len(game) <= 40 else None
    return (int(sender) if ok else None), key, name


def ask_again(fragment: str, names: list[str] | None = None, seat: int | None = None) -> str:
    """Whom to ask for a damaged link again: its sender by name where the intact part (or the
    game saved here, `names`, this device `seat`) tells it, else whoever sent it."""
    sender, _, name = header(fragment)
    if names is not None and sender is not None and sender < len(names) and sender != seat:
        return tr("Ask {name} to send the link again.", name=f"@{sender}")
    if names is None and name is not None:
        return tr("Ask {name} to send the link again.", name=name)
    return tr("Ask the player who sent it to send the link again.")


def unopened(fragment: str, error: Exception) -> str:
    """The lobby's words for a link this device holds no game of: a damaged one says what to
    do (ask its sender again), any other why it cannot be opened."""
    try:
        decode_link(parse(fragment)[1])
    except RecordError:
        return tr("This link is damaged: it was changed on the way. {ask}", ask=ask_again(fragment))
    return tr("This link cannot be opened: {error}", error=error)


def damaged(fragment: str, saved: str) -> Crossing:
    """The game saved here, as it stood, when a link for it arrived damaged."""
    crossing = Crossing.from_entry(saved)
    ask = ask_again(fragment, crossing.names, crossing.seat)
    crossing.message = tr(
        "This link is damaged: it was changed on the way. Nothing here changed. {ask}", ask=ask
    )
    return crossing


def game_key(link: str) -> str:
    """The save slot of the game a link belongs to."""
    messages = decode_link(link)
    game = messages[0].get("g") if messages else None
    if not isinstance(game, str) or len(game) > 40:
        raise RecordError(tr("This link is damaged."))
    return STORE + game


def arrive(fragment: str, saved: str | None) -> Crossing:
    """The game a link opens on this device: its save with the link's messages taken in, or a
    new seat when the link invites this device to join. A link addressed to another seat is
    shown, not taken; a refused link changes nothing saved (its message says why). The caller
    then lets the device write what it owes (`table.step_one`, a frame each)."""
    seat, link = parse(fragment)
    if saved is None:
        crossing = Crossing(AcrossTable.joining(link, seat))
        name = f"@{seat}"
        if crossing.table.deck.sign_keys[seat] is not None:
            raise RecordError(
                tr(
                    "{name} has joined this game on another device already: this link is for"
                    " their device, and nobody can take another player's seat.",
                    name=crossing.names[seat] if seat < len(crossing.names) else "?",
                )
            )
        crossing.message = tr(
            "This link seats {name}. If {name} already plays on another device, do not join"
            " here: the other players' devices will refuse this one.",
            name=name,
        )
        return crossing
    crossing = Crossing.from_entry(saved)
    if seat != crossing.seat:
        crossing.message = tr(
            "This link is for {name}: open it on their device. This device plays {me}.",
            name=f"@{seat}",
            me=f"@{crossing.seat}",
        )
        try:  # the board as the link has it, behind the message; nothing of it is saved
            crossing.table.receive(link)
            crossing.shown_only = True
        except RecordError:
            pass  # the link needs messages this device lacks: the board stays as saved
        return crossing
    claimed = claimed_seat(crossing, link)
    if claimed is not None:
        crossing.message = tr(
            "This link was refused: it comes from a second device of {name}, and {name}"
            " already plays on another device. Nothing saved on this device changed.",
            name=f"@{claimed}",
        )
        return crossing
    try:
        crossing.table.receive(link)
    except RecordError as error:
        crossing.message = tr(
            "This link was refused: {error} Nothing saved on this device changed.",
            error=str(error),
        )
        return crossing
    sender = header(fragment)[0]
    if sender is not None and 0 <= sender < len(crossing.names):
        crossing.tell(sender)
    return crossing


def claimed_seat(crossing: Crossing, link: str) -> int | None:
    """The seat a link's join claims that another device has joined in already, if any."""
    keys = crossing.table.deck.sign_keys
    for message in decode_link(link):
        seat = message.get("s")
        if message.get("k") != "join" or not isinstance(seat, int) or not 0 <= seat < len(keys):
            continue
        key = keys[seat]
        if key is not None and message.get("sign") != b64(key):
            return seat
    return None
