"""The signed messages of a secret deck and the links that carry them.

A message is a small JSON object: `g` the game (16 random bytes), `i` its place in the game's
chain, `s` the seat that wrote it, `k` its kind, `prev` the hash of the message before it, the
kind's own fields, and `sig`, the seat's Schnorr signature over all of it but `sig` and `deck`.
A deck (the 32-byte points of every card, in order) travels as `deck` beside its signed hash `h`,
so a link can leave out the decks its reader no longer needs. Bytes are URL-safe base64 without
padding.

A link (`s1.` + base64url(zlib(JSON))) carries the messages its reader has not seen: everything
after that seat's own last message, since it had all before it when it wrote it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from typing import Any

from pygames.core.errors import RecordError
from pygames.core.i18n import tr

LINK_PREFIX = "s1."
MAX_LINK_CHARS = 200_000
MAX_JSON_BYTES = 2_000_000
KINDS = ("join", "shuffle", "lock", "deal", "unlock", "pass", "open", "act", "reveal")
UNSIGNED = ("sig", "deck")

Message = dict[str, Any]


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: object, size: int | None = None) -> bytes:
    """Bytes from base64url text; wrong text or a wrong length is a damaged message."""
    if not isinstance(text, str) or len(text) > 4 * MAX_JSON_BYTES:
        raise RecordError(tr("A message of the secret deck is damaged."))
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise RecordError(tr("A message of the secret deck is damaged.")) from None
    if size is not None and len(data) != size:
        raise RecordError(tr("A message of the secret deck is damaged."))
    return data


def signed_bytes(message: Message) -> bytes:
    """What a signature covers: the message in canonical JSON, without `sig` and `deck`."""
    body = {key: value for key, value in message.items() if key not in UNSIGNED}
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode()


def message_hash(message: Message) -> str:
    """The hash the next message names as `prev`: it covers the signature too."""
    data = signed_bytes(message) + unb64(message.get("sig", ""), 64)
    return b64(hashlib.blake2b(data, digest_size=16).digest())


def deck_hash(deck: bytes) -> str:
    return b64(hashlib.blake2b(deck, digest_size=16).digest())


def encode_link(messages: list[Message]) -> str:
    data = json.dumps(messages, separators=(",", ":")).encode()
    return LINK_PREFIX + b64(zlib.compress(data, 9))


def decode_link(link: str) -> list[Message]:
    """The messages of a link, checked for shape only (`SecretDeck.receive` checks the rest)."""
    text = link.strip().split("#s=")[-1]
    if not text.startswith(LINK_PREFIX) or len(text) > MAX_LINK_CHARS:
        raise RecordError(tr("This is not a link of a game across devices."))
    packed = unb64(text[len(LINK_PREFIX) :])
    try:
        inflater = zlib.decompressobj()
        data = inflater.decompress(packed, MAX_JSON_BYTES)
        if inflater.unconsumed_tail:
            raise RecordError(tr("This link is too long."))
        messages = json.loads(data)
    except (zlib.error, ValueError):
        raise RecordError(tr("This link is damaged.")) from None
    if not isinstance(messages, list) or not all(isinstance(m, dict) for m in messages):
        raise RecordError(tr("This link is damaged."))
    return messages


def field(message: Message, name: str, kind: type) -> Any:
    """A field of the given JSON type, or a clear refusal."""
    value = message.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(tr("A message of the secret deck lacks its field '{name}'.", name=name))
    return value


def slots_field(message: Message, name: str, limit: int) -> list[int]:
    slots: list[int] = field(message, name, list)
    if not slots or not all(
        isinstance(s, int) and not isinstance(s, bool) and 0 <= s < limit for s in slots
    ):
        raise RecordError(tr("A message of the secret deck names a card it cannot."))
    if len(set(slots)) != len(slots):
        raise RecordError(tr("A message of the secret deck names a card twice."))
    return slots


def link_for(messages: list[Message], seat: int) -> str:
    """The link for `seat`: every message after its own last one (it held all before that when
    it wrote it), each round's decks left out but the latest, which it needs to go on."""
    last = max((m["i"] for m in messages if m["s"] == seat), default=-1)
    latest: dict[int, int] = {}
    for message in messages:
        if "h" in message:
            latest[message["r"]] = message["i"]
    chosen = []
    for message in messages[last + 1 :]:
        if "deck" in message and latest.get(message["r"]) != message["i"]:
            message = {key: value for key, value in message.items() if key != "deck"}
        chosen.append(message)
    return encode_link(chosen)
