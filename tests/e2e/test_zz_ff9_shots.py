import random

import pygames
from playwright.sync_api import Page
from pygames.core import HUMAN, Record, choose
from tests.e2e.conftest import LAPTOP, PHONE, open_record
from tests.e2e.test_fame_fortune_phone import settle

NAMES = ["Player 1", "Player 2", "Player 3"]


def rec(seed: int, steps: int) -> Record:
    game = pygames.game("fame_fortune")
    state = game.new(3, seed, {"rounds": 2})
    bot = game.make_bot()
    rng = random.Random(seed)
    while len(state.history) < steps:
        state.apply(choose(bot, state, rng))
    seats = [HUMAN, game.default_bot, game.default_bot]
    return Record(game.id, game.version, 3, NAMES, seats, seed, {"rounds": 2}, list(state.history))


def test_shots(shared_page: Page) -> None:
    page = shared_page
    for size, tag in ((PHONE, "p"), (LAPTOP, "l")):
        page.set_viewport_size(size)
        for seed, steps in ((23, 36), (21, 55), (11, 146)):
            open_record(page, rec(seed, steps))
            settle(page)
            page.screenshot(path=f"/tmp/ff9_{tag}_{seed}_{steps}.png")
            if tag == "p":
                print(page.evaluate(open("/tmp/ff9_measure.js").read()))
            print(seed, steps, page.evaluate("""() => {
              const b = document.querySelector('#decision').getBoundingClientRect();
              const h = document.querySelector('.ff-hand').getBoundingClientRect();
              return [b.top, b.height, h.top, h.bottom, window.scrollY, document.querySelector('#decision').innerText];}"""))
