"""Devices of For Fame & Fortune across devices, handing the link to whoever the table waits
for, each choosing at random."""

from __future__ import annotations

import random

from pygames.fame_fortune.devices import TOKEN, AcrossTable
from pygames.fame_fortune.state import DRAFT


class Relay:
    """Devices handing the link to whoever the table waits for, each choosing at random."""

    def __init__(self, players: int, seed: int, **options: object) -> None:
        self.rng = random.Random(seed)
        options.setdefault("rounds", 1)
        self.devices = {0: AcrossTable.create(players, options, self.rng.randbytes(64))}
        self.devices[0].step()
        self.holder = 0
        self.links: list[str] = []
        self.seen: dict[int, set[int]] = {0: set()}  # the cards each device ever held

    def hop(self) -> bool:
        """One move or one link; False once the game is over and every key revealed."""
        device = self.devices[self.holder]
        waiting = device.waiting()
        if not waiting:  # every key is in: the last link goes to every other device
            for seat, other in self.devices.items():
                if seat != self.holder:
                    other.receive(device.link_for(seat))
            return False
        seat, why = waiting[0]
        if seat == self.holder:
            state = device.state
            if why != "move":
                assert device.step() > 0, waiting
            elif state.phase == DRAFT:
                device.give(self.rng.sample(device.hand(), state.need))
            else:
                device.play(self.rng.choice(state.legal_actions()))
        else:
            link = device.link_for(seat)
            self.links.append(link)
            if seat in self.devices:
                self.devices[seat].receive(link)
            else:
                self.devices[seat] = AcrossTable.joining(link, seat, self.rng.randbytes(64))
                self.seen[seat] = set()
            self.devices[seat].step()
            self.holder = seat
        for number, each in self.devices.items():
            if each.round == self.devices[self.holder].round:
                self.seen[number].update(c for c in each.state.hands[number] if c < TOKEN)
        return True
