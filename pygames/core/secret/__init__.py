"""A secret deck: cards locked by every player and shuffled by each, for play across devices."""

from .audit import audit, audit_steps
from .deck import Need, SecretDeck, card_point
from .messages import Message, decode_link, encode_link, link_for
from .seat import Seat

__all__ = [
    "Message",
    "Need",
    "Seat",
    "SecretDeck",
    "audit",
    "audit_steps",
    "card_point",
    "decode_link",
    "encode_link",
    "link_for",
]
