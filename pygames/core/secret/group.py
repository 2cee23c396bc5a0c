"""ristretto255 (RFC 9496): a group of prime order over Curve25519, in pure Python.

Why this group: the secret deck needs discrete logarithms to be hard and every element to have
the same prime order, so that a card multiplied by a secret is indistinguishable from any other
element (DDH) and no small subgroup leaks a bit of a lock. Curve25519's Edwards form has a
cofactor of 8; ristretto255 quotients it away and gives canonical 32-byte encodings, so a point
is equal to another exactly when their bytes are. A card becomes a point through the one-way map
of a hash of its label (nobody knows the logarithm of one card against another).

Points are kept as extended Edwards coordinates (X, Y, Z, T) in plain tuples, since the kernel
multiplies hundreds of them per deal and tuples of ints are what CPython does fastest.
"""

from __future__ import annotations

import hashlib

from pygames.core.errors import RecordError
from pygames.core.i18n import tr

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493  # the group's prime order
D = -121665 * pow(121666, -1, P) % P
D2 = 2 * D % P
SQRT_M1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752
SQRT_AD_MINUS_ONE = 25063068953384623474111414158702152701244531502492656460079210482610430750235
INVSQRT_A_MINUS_D = 54469307008909316920995813868745141605393597292927456921205312896311721017578
ONE_MINUS_D_SQ = 1159843021668779879193775521855586647937357759715417654439879720876111806838
D_MINUS_ONE_SQ = 40440834346308536858101042469323190826248399146238708352240133220865137265952

Point = tuple[int, int, int, int]

IDENTITY: Point = (0, 1, 1, 0)


class GroupError(RecordError):
    """Bytes that are not a point or a scalar of the group."""


def is_negative(x: int) -> bool:
    return x % P & 1 == 1


def _abs(x: int) -> int:
    x %= P
    return P - x if x & 1 else x


def sqrt_ratio_m1(u: int, v: int) -> tuple[bool, int]:
    """(whether u/v is a square, the non-negative root of u/v or of SQRT_M1*u/v): RFC 9496."""
    v3 = v * v % P * v % P
    r = u * v3 % P * pow(u * v3 % P * v3 % P * v % P, (P - 5) // 8, P) % P
    check = v * r % P * r % P
    u %= P
    correct = check == u
    flipped = check == (-u) % P
    flipped_i = check == (-u * SQRT_M1) % P
    if flipped or flipped_i:
        r = r * SQRT_M1 % P
    return correct or flipped, _abs(r)


def add(p1: Point, p2: Point) -> Point:
    """P1 + P2 on the Edwards curve (a = -1), extended coordinates (add-2008-hwcd-3)."""
    x1, y1, z1, t1 = p1
    x2, y2, z2, t2 = p2
    a = (y1 - x1) * (y2 - x2) % P
    b = (y1 + x1) * (y2 + x2) % P
    c = t1 * D2 % P * t2 % P
    d = 2 * z1 * z2 % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return e * f % P, g * h % P, f * g % P, e * h % P


def double(p1: Point) -> Point:
    """2 P (dbl-2008-hwcd, a = -1)."""
    x1, y1, z1, _ = p1
    a = x1 * x1 % P
    b = y1 * y1 % P
    c = 2 * z1 * z1 % P
    h = a + b
    e = h - (x1 + y1) * (x1 + y1)
    g = a - b
    f = c + g
    return e * f % P, g * h % P, f * g % P, e * h % P


def mul(scalar: int, point: Point) -> Point:
    """scalar * point: a fixed window of 4 bits (252 doublings and 64 additions)."""
    scalar %= L
    table = [IDENTITY, point]
    for _ in range(14):
        table.append(add(table[-1], point))
    result = IDENTITY
    for shift in range(252, -1, -4):
        result = double(double(double(double(result))))
        digit = (scalar >> shift) & 15
        if digit:
            result = add(result, table[digit])
    return result


_BASE_COMB: list[list[Point]] = []


def mul_base(scalar: int) -> Point:
    """scalar * BASE from a table of the base's multiples (64 additions), built on first use."""
    if not _BASE_COMB:
        point = BASE
        for _ in range(64):
            row = [IDENTITY, point]
            for _ in range(14):
                row.append(add(row[-1], point))
            _BASE_COMB.append(row)
            point = double(double(double(double(point))))  # 16 times the last row's point
    scalar %= L
    result = IDENTITY
    for window in range(64):
        digit = (scalar >> (4 * window)) & 15
        if digit:
            result = add(result, _BASE_COMB[window][digit])
    return result


def equal(p1: Point, p2: Point) -> bool:
    """Equality in the quotient group (RFC 9496, 4.5)."""
    x1, y1, _, _ = p1
    x2, y2, _, _ = p2
    return (x1 * y2 - y1 * x2) % P == 0 or (y1 * y2 - x1 * x2) % P == 0


def encode(point: Point) -> bytes:
    """The canonical 32 bytes of a point (RFC 9496, 4.3.2)."""
    x0, y0, z0, t0 = point
    u1 = (z0 + y0) * (z0 - y0) % P
    u2 = x0 * y0 % P
    _, invsqrt = sqrt_ratio_m1(1, u1 * u2 % P * u2 % P)
    den1 = invsqrt * u1 % P
    den2 = invsqrt * u2 % P
    z_inv = den1 * den2 % P * t0 % P
    if is_negative(t0 * z_inv):
        x, y = y0 * SQRT_M1 % P, x0 * SQRT_M1 % P
        den_inv = den1 * INVSQRT_A_MINUS_D % P
    else:
        x, y, den_inv = x0, y0, den2
    if is_negative(x * z_inv):
        y = -y
    return _abs(den_inv * (z0 - y)).to_bytes(32, "little")


def decode(data: bytes) -> Point:
    """The point these 32 bytes encode; anything else is refused (RFC 9496, 4.3.1)."""
    if len(data) != 32:
        raise GroupError(tr("A card or key of the secret deck is not 32 bytes long."))
    s = int.from_bytes(data, "little")
    if s >= P or is_negative(s):
        raise GroupError(tr("A card or key of the secret deck is not a point of the group."))
    ss = s * s % P
    u1 = (1 - ss) % P
    u2 = (1 + ss) % P
    u2_sqr = u2 * u2 % P
    v = (-(D * u1 % P * u1) - u2_sqr) % P
    was_square, invsqrt = sqrt_ratio_m1(1, v * u2_sqr % P)
    den_x = invsqrt * u2 % P
    den_y = invsqrt * den_x % P * v % P
    x = _abs(2 * s * den_x)
    y = u1 * den_y % P
    t = x * y % P
    if not was_square or is_negative(t) or y == 0:
        raise GroupError(tr("A card or key of the secret deck is not a point of the group."))
    return x, y, 1, t


def _map(t: int) -> Point:
    """The Elligator map of one field element (RFC 9496, 4.3.4)."""
    r = SQRT_M1 * t % P * t % P
    u = (r + 1) * ONE_MINUS_D_SQ % P
    v = (-1 - r * D) * (r + D) % P
    was_square, s = sqrt_ratio_m1(u, v)
    if not was_square:
        s = (-_abs(s * t)) % P
        c = r
    else:
        c = P - 1
    n = (c * (r - 1) % P * D_MINUS_ONE_SQ - v) % P
    w0 = 2 * s * v % P
    w1 = n * SQRT_AD_MINUS_ONE % P
    w2 = (1 - s * s) % P
    w3 = (1 + s * s) % P
    return w0 * w3 % P, w2 * w1 % P, w1 * w3 % P, w0 * w2 % P


def from_uniform(data: bytes) -> Point:
    """The one-way map of 64 uniform bytes to a point (RFC 9496, 4.3.4)."""
    mask = (1 << 255) - 1
    r0 = (int.from_bytes(data[:32], "little") & mask) % P
    r1 = (int.from_bytes(data[32:64], "little") & mask) % P
    return add(_map(r0), _map(r1))


def hash_to_point(label: bytes) -> Point:
    """A point nobody knows the logarithm of: the one-way map of SHA-512(label)."""
    return from_uniform(hashlib.sha512(label).digest())


def scalar_from(*parts: bytes) -> int:
    """A nonzero scalar from a wide hash of `parts` (64 bytes reduced mod L: no bias to see)."""
    digest = hashlib.blake2b(b"".join(len(p).to_bytes(4, "little") + p for p in parts)).digest()
    return int.from_bytes(digest, "little") % (L - 1) + 1


BASE: Point = decode(
    bytes.fromhex("e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76")
)
