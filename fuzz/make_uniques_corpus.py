#!/usr/bin/env python3
"""make_uniques_corpus.py: writes corpora/fuzz_uniques/.

  python3 fuzz/make_uniques_corpus.py [REPO_ROOT]

The inputs of fuzz/fuzz_uniques.c (its header comment gives the layout):
games with random Uniques of implemented parts, of any part (refused), in
both rulesets and several Hero pairs, each with a few hundred decision
bytes; then text-mode inputs: compact records good and bad, and deck lists
giving records inline. The bytes come from fixed seeds, so a rerun writes
the same files. Stdlib only.
"""
import os
import random
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
PER_UNIQUE = 32
TEXT, ANY_PART, CR3 = 0x80, 0x40, 0x01


def game(seed, flags, pair, opponent, uniques, decisions):
    """A structured input: the mode byte, the game's seed, the records, the answers."""
    rng = random.Random(seed)
    mode = flags | (pair & 7) << 1 | (opponent & 3) << 4
    data = bytes([mode]) + seed.to_bytes(8, "little") + bytes([(uniques - 1) % 6])
    data += bytes(rng.randrange(256) for _ in range(uniques * PER_UNIQUE))
    data += bytes(rng.randrange(256) for _ in range(decisions))
    return data


def text(body):
    return bytes([TEXT]) + body.encode()


DECK = """# Muna, with its Uniques inline
1 ALT_CORE_B_MU_01_C
3 ALT_CORE_B_MU_04_C
3 ALT_CORE_B_MU_05_C
1 ALT_COREKS_B_MU_22_U_3140 faction=MU cost=7/8 power=5/5/0 main=23:181:142,20:191:146 support=192:191:245
1 ALT_CORE_B_MU_09_U_2215 faction=MU cost=2/2 power=3/3/4 main=22:191:33,20:181:109 support=192:191:410
"""

FILES = {
    # Games: implemented parts, each Hero pair and both rulesets.
    "game_implemented_ax_br_seeds": game(1, 0, 0, 0, 6, 400),
    "game_implemented_br_mu_cr3": game(2, CR3, 1, 1, 4, 400),
    "game_implemented_ly_yz_seeds": game(3, 0, 2, 2, 6, 400),
    "game_implemented_mu_ax_cr3": game(4, CR3, 3, 2, 2, 400),
    "game_implemented_or_yz_seeds": game(5, 0, 4, 0, 6, 400),
    "game_implemented_yz_br_cr3": game(6, CR3, 5, 1, 3, 400),
    "game_implemented_one_unique": game(7, 0, 3, 0, 1, 300),
    "game_implemented_no_answers": game(8, 0, 1, 3, 6, 0),
    # Any part of the grammar: most records refused, said so.
    "game_any_part_refused": game(9, ANY_PART, 0, 0, 6, 200),
    "game_any_part_cr3": game(10, ANY_PART | CR3, 4, 1, 2, 200),
    # Records as text.
    "text_records": text(
        "ALT_COREKS_B_MU_22_U_3140 faction=MU cost=7/8 power=5/5/0 main=23:181:142,20:191:146 support=192:191:245\n"
        "ALT_COREKS_B_OR_16_U_6 faction=YZ cost=3/3 power=3/3/3 main=236:191:90 support=192:191:59\n"
        "ALT_CORE_B_YZ_29_U_3371 faction=YZ cost=4/4 main=20:191:90,1:182:111\n"),
    "text_bad_records": text(
        "ALT_CORE_B_MU_09_U_1 faction=MU cost=2/2 power=3/3/4 main=22:191:33,20:181:9999\n"
        "ALT_CORE_B_MU_09_U_2 faction=MU cost=2/2 power=3/3/4 main=22:191:33,20:90:109\n"
        "ALT_CORE_B_MU_09_U_3 faction=MU cost=2/2 power=3/3/4 main=22:191:33,20:181\n"
        "ALT_CORE_B_MU_09_U_4 cost=2/2 main=22:191:33\n"
        "ALT_CORE_B_MU_09_U_5 faction=XX cost=2/2 main=22:191:33\n"
        "ALT_CORE_B_MU_09_U_6 faction=MU cost=2/2 main=192:191:33\n"
        "ALT_CORE_B_MU_09_U_7 faction=MU cost=2/2 main=22:191:33 support=22:191:33\n"
        "ALT_CORE_B_MU_09_U_8 faction=MU cost=200/2 main=22:191:33\n"
        "ALT_CORE_B_MU_09_U_9 faction=MU cost=2/2 main=22:191:33,22:191:33,22:191:33,22:191:33\n"
        "ALT_CORE_B_MU_09_C faction=MU cost=2/2 main=22:191:33\n"),
    # Modes spread over abilities: "Remove all boosts ... • 1+:" (520), then
    # bullets (519) with their ranges (521, 522); a stray bullet, falling
    # ranges and a range without its bullet are refused, each record as a
    # game's database holds it.
    "text_bullets": text(
        "# as a deck list: each record inline\n"
        "1 ALT_CORE_B_MU_22_U_21 faction=MU cost=7/4 power=0/5/5 main=22:520:97,519:521:479,519:522:161\n"
        "1 ALT_CORE_B_MU_27_U_22 faction=MU cost=3/3 main=23:520:90,519:522:30\n"
        "1 ALT_CORE_B_MU_22_U_23 faction=MU cost=1/1 power=1/1/1 main=519:521:90,22:520:97\n"
        "1 ALT_CORE_B_MU_22_U_24 faction=MU cost=1/1 power=1/1/1 main=22:520:97,519:522:90,519:521:30\n"
        "1 ALT_CORE_B_MU_22_U_25 faction=MU cost=1/1 power=1/1/1 main=22:520:97,24:521:90\n"
        "1 ALT_CORE_B_MU_22_U_26 faction=MU cost=7/4 power=0/5/5 main=22:520:97,519:521:90 support=192:520:90\n"),
    "text_deck_inline": text(DECK),
    "text_deck_two_records_of_one": text(
        DECK + "1 ALT_CORE_B_MU_09_U_2215 faction=MU cost=3/2 power=3/3/4 main=22:191:33\n"),
}


def main():
    out = os.path.join(ROOT, "corpora", "fuzz_uniques")
    os.makedirs(out, exist_ok=True)
    for name, data in sorted(FILES.items()):
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    print("wrote %d files to %s" % (len(FILES), out))


if __name__ == "__main__":
    main()
