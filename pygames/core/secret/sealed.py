"""Sealed boxes: unlocks handed to one seat, readable on that seat's device only.

The key is an ECDH on ristretto255 between the sender's and the receiver's box keys, bound to a
context that names the game, the message, both seats and the box's slots (so no two boxes
share a key stream); the stream is SHAKE-256 of that key and a 16-byte BLAKE2b tag
authenticates the box. The standard library has no AEAD, and this one needs no nonce: each
context is used once (a message holds one box per seat).
"""

from __future__ import annotations

import hashlib
import hmac
from functools import lru_cache

from pygames.core.i18n import tr

from .group import GroupError, decode, encode, mul

TAG = 16


@lru_cache(maxsize=64)
def _shared(secret: int, public: bytes) -> bytes:
    """The Diffie-Hellman point of two box keys (kept: a game seals many boxes between the same
    two seats)."""
    return encode(mul(secret, decode(public)))


def _keys(secret: int, public: bytes, context: bytes) -> tuple[bytes, bytes]:
    key = hashlib.blake2b(_shared(secret, public) + context, person=b"fg-sealed-box").digest()
    return key[:32], key[32:]


def seal(secret: int, public: bytes, context: bytes, plain: bytes) -> bytes:
    """`plain` for the holder of `public`'s secret, from the holder of `secret`."""
    stream_key, mac_key = _keys(secret, public, context)
    stream = hashlib.shake_256(stream_key).digest(len(plain))
    box = bytes(a ^ b for a, b in zip(plain, stream, strict=True))
    return box + hashlib.blake2b(box, key=mac_key, digest_size=TAG).digest()


def open_box(secret: int, public: bytes, context: bytes, sealed: bytes) -> bytes:
    """What `seal` sealed; a box changed on the way, or not meant for this seat, is refused."""
    stream_key, mac_key = _keys(secret, public, context)
    box, tag = sealed[:-TAG], sealed[-TAG:]
    expected = hashlib.blake2b(box, key=mac_key, digest_size=TAG).digest()
    if len(sealed) < TAG or not hmac.compare_digest(tag, expected):
        raise GroupError(tr("A sealed unlock was changed on the way or is not for this seat."))
    stream = hashlib.shake_256(stream_key).digest(len(box))
    return bytes(a ^ b for a, b in zip(box, stream, strict=True))
