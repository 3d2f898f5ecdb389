#!/usr/bin/env python3
"""rng_reference.py: an independent implementation of the engine's RNG.

docs/rng.md specifies the generator (ALT_RNG_VERSION "xoshiro256ss-1") and
the order in which a game draws from it. This script implements both from
that text alone, with the standard library only, so that the test vectors in
docs/rng.md and tests/test_rng.c are checked by two implementations.

    python3 tools/rng_reference.py vectors
        prints every test vector of docs/rng.md
    python3 tools/rng_reference.py setup SEED DECK0 DECK1
        plays the setup draws of a game whose decks hold DECK0 and DECK1
        cards (Hero apart) and prints the Tumult layout, the first player
        and both shuffled decks (bottom first)
"""
import sys

MASK64 = (1 << 64) - 1
RNG_VERSION = "xoshiro256ss-1"


def splitmix64(x):
    """One splitmix64 step: returns (new x, output)."""
    x = (x + 0x9E3779B97F4A7C15) & MASK64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return x, z ^ (z >> 31)


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & MASK64


class Rng:
    """xoshiro256** seeded through splitmix64: s[0..3] are the first four
    splitmix64 outputs from x = seed."""

    def __init__(self, seed):
        x = seed & MASK64
        self.s = []
        for _ in range(4):
            x, out = splitmix64(x)
            self.s.append(out)

    def next(self):
        s = self.s
        result = (rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def below(self, n):
        """Uniform in [0, n) by rejection: draws above limit are redrawn."""
        assert 1 <= n <= MASK64
        limit = MASK64 - ((MASK64 % n) + 1) % n
        while True:
            r = self.next()
            if r <= limit:
                return r % n

    def shuffle(self, a):
        """Fisher-Yates in place, from the last index down to 1."""
        for i in range(len(a) - 1, 0, -1):
            j = self.below(i + 1)
            a[i], a[j] = a[j], a[i]


# The three Tumult cards: 0 = Forest | Mountain+Water, 1 = Mountain |
# Forest+Water, 2 = Water | Forest+Mountain.
TUMULT_NAMES = ["V|MO", "M|VO", "O|VM"]


def setup(seed, deck_sizes):
    """The setup draws of a game, in the engine's order."""
    rng = Rng(seed)
    order = [0, 1, 2]
    rng.shuffle(order)                         # Tumult positions
    flips = [rng.below(2) for _ in range(3)]   # orientation of slots 0, 1, 2
    first = rng.below(2)                       # first player
    decks = []
    for n in deck_sizes:                       # player 0's deck, then player 1's
        deck = list(range(n))                  # object ids, index 0 = bottom
        rng.shuffle(deck)
        decks.append(deck)
    return {"order": order, "flips": flips, "first": first, "decks": decks, "rng": rng}


def hex64(v):
    return "0x%016X" % v


def print_vectors():
    print("ALT_RNG_VERSION", RNG_VERSION)
    for seed in (0, 1, 0xDEADBEEF):
        r = Rng(seed)
        print("seed %s state after seeding: %s" % (hex64(seed), " ".join(hex64(v) for v in r.s)))
        print("seed %s first 8 outputs:" % hex64(seed))
        for _ in range(8):
            print("  " + hex64(r.next()))
    r = Rng(42)
    samples = []
    for n in (1, 2, 3, 6, 10, 52, 1000, 1 << 32, (1 << 63) + 1):
        samples.append((n, [r.below(n) for _ in range(4)]))
    print("seed 42 below(n), four draws per n, one generator in this order:")
    for n, v in samples:
        print("  n=%d: %s" % (n, ", ".join(str(x) for x in v)))
    r = Rng(7)
    a = list(range(10))
    r.shuffle(a)
    print("seed 7 shuffle of [0..9]:", ", ".join(str(x) for x in a))
    print("seed 7 next output after the shuffle:", hex64(r.next()))
    r = Rng(0)
    total = 0
    for _ in range(1000):
        total = (total + r.next()) & MASK64
    print("seed 0 sum (mod 2^64) of outputs 1..1000:", hex64(total))
    for seed in (1, 42):
        s = setup(seed, (30, 30))
        print("seed %d setup, decks of 30 and 30:" % seed)
        print("  tumult order %s flips %s (%s)" % (s["order"], s["flips"],
              " ".join(TUMULT_NAMES[c] for c in s["order"])))
        print("  first player", s["first"])
        for p in (0, 1):
            print("  deck %d bottom..top: %s" % (p, ", ".join(str(x) for x in s["decks"][p])))
        print("  rng state after setup:", " ".join(hex64(v) for v in s["rng"].s))


def main(argv):
    if len(argv) == 2 and argv[1] == "vectors":
        print_vectors()
        return 0
    if len(argv) == 5 and argv[1] == "setup":
        s = setup(int(argv[2], 0), (int(argv[3]), int(argv[4])))
        print("order", *s["order"])
        print("flips", *s["flips"])
        print("first", s["first"])
        for p in (0, 1):
            print("deck%d" % p, *s["decks"][p])
        print("rng", *(hex64(v) for v in s["rng"].s))
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
