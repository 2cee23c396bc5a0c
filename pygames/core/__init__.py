"""The kernel every game uses: the contract, seeded chance, errors, records, links and bots."""

from .bots import DEFAULT_BOTS, Bot, RandomBot, SearchBot, choose
from .deck import Deck
from .errors import IllegalAction, RecordError
from .game import Game, Option, Outcome, State, seat_ref
from .record import HUMAN, Record, Redeal, decode_link, encode_link, record_from_json

__all__ = [
    "DEFAULT_BOTS",
    "HUMAN",
    "Bot",
    "Deck",
    "Game",
    "IllegalAction",
    "Option",
    "Outcome",
    "RandomBot",
    "Record",
    "RecordError",
    "Redeal",
    "SearchBot",
    "State",
    "choose",
    "decode_link",
    "encode_link",
    "record_from_json",
    "seat_ref",
]
