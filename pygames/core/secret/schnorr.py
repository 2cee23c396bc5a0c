"""Schnorr signatures on ristretto255: every message of a secret deck is signed by its seat.

A signature is R || s (64 bytes) with R = k*B, e = H(R, A, message), s = k + e*x; it holds when
s*B = R + e*A. The nonce k is a hash of the secret and the message (as in Ed25519), so signing
needs no randomness and never repeats a nonce for two messages.
"""

from __future__ import annotations

import hashlib

from .group import L, add, decode, encode, equal, mul, mul_base, scalar_from

CONTEXT = b"fortune-games/schnorr/1"


def public_key(secret: int) -> bytes:
    return encode(mul_base(secret))


def _challenge(r: bytes, public: bytes, message: bytes) -> int:
    digest = hashlib.sha512(CONTEXT + r + public + message).digest()
    return int.from_bytes(digest, "little") % L


def sign(secret: int, message: bytes) -> bytes:
    public = public_key(secret)
    k = scalar_from(CONTEXT, secret.to_bytes(32, "little"), message)
    r = encode(mul_base(k))
    s = (k + _challenge(r, public, message) * secret) % L
    return r + s.to_bytes(32, "little")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """Whether `signature` is `public`'s on `message`; malformed input is simply not valid."""
    if len(signature) != 64:
        return False
    s = int.from_bytes(signature[32:], "little")
    if s >= L:
        return False
    try:
        a = decode(public)
        r = decode(signature[:32])
    except ValueError:
        return False
    e = _challenge(signature[:32], public, message)
    return equal(mul_base(s), add(r, mul(e, a)))
