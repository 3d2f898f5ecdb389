#!/usr/bin/env python3
"""make_text_corpora.py: writes corpora/fuzz_cards/ and corpora/fuzz_deck/.

  python3 fuzz/make_text_corpora.py [REPO_ROOT]

fuzz_cards: card database texts (docs/card-database.md): the bundled file's
header with a few of its records, then one file per kind of malformed line.
fuzz_deck: the first byte picks the mode (fuzz/fuzz_deck.c: bit 0 raw deck
values, bit 1 Constructed), then a deck list or raw values. Stdlib only; the
records are copied from cards/beyond_the_gates.tsv, so rerun this after the
database changes.
"""
import os
import struct
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
TSV = os.path.join(ROOT, "cards", "beyond_the_gates.tsv")

LIMITED, LIMITED_RAW, CONSTRUCTED, CONSTRUCTED_RAW = 0, 1, 2, 3


def records(lines, refs):
    by_ref = {l.split("\t", 1)[0]: l for l in lines}
    return [by_ref[r] for r in refs if r in by_ref]


def write_dir(name, files):
    out = os.path.join(ROOT, "corpora", name)
    os.makedirs(out, exist_ok=True)
    for fname, data in sorted(files.items()):
        with open(os.path.join(out, fname), "wb") as f:
            f.write(data)
    print("wrote %d files to %s" % (len(files), out))


def cards_corpus(text):
    lines = text.split("\n")
    header = [l for l in lines[:6] if l.startswith("#")]
    magic = next(l for l in lines if l.startswith("altered-cards\t"))
    body = [l for l in lines if l and not l.startswith("#") and l != magic]
    sample_refs = [
        "ALT_CORE_B_OR_05_C",     # vanilla Character
        "ALT_CORE_B_OR_10_C",     # Defender
        "ALT_CORE_B_MU_21_C",     # Gigantic
        "ALT_CORE_B_BR_21_R1",    # Tough 2
        "ALT_CORE_B_AX_31_C",     # a token
        "ALT_CORE_B_AX_30_C",     # a Landmark whose abilities name the token
        "ALT_CORE_B_MU_22_C",     # Eternal, two abilities
        "ALT_CORE_B_BR_27_C",     # a Fleeting Spell
        "ALT_CORE_B_AX_04_R1",    # "may"
        "ALT_CORE_B_AX_01_C",     # a Hero (abilities ?)
    ]
    sample = records(body, sample_refs)
    good = "\n".join(header + [magic] + sample) + "\n"
    char = sample[0].split("\t")

    def rec(**changes):
        f = list(char)
        names = ["ref", "name", "type", "faction", "rarity", "subtypes", "hand", "reserve", "forest", "mountain",
                 "water", "reserve_limit", "landmark_limit", "keywords", "abilities"]
        for k, v in changes.items():
            f[names.index(k)] = v
        return "\t".join(f)

    def db(*recs, magic_line=magic):
        return ("\n".join([magic_line] + list(recs)) + "\n").encode()

    files = {
        "bundled_header_and_sample": good.encode(),
        "one_vanilla_character": db(sample[0]),
        "crlf": good.replace("\n", "\r\n").encode(),
        "no_final_newline": good.rstrip("\n").encode(),
        "empty": b"",
        "comments_only": b"# nothing\n# here\n",
        "magic_only": db(),
        "no_magic": ("\n".join(sample) + "\n").encode(),
        "magic_format_2": db(sample[0], magic_line="altered-cards\t2\tbtg-9"),
        "magic_bad_version": db(sample[0], magic_line="altered-cards\t1\tbad version!"),
        "magic_extra_field": db(sample[0], magic_line=magic + "\textra"),
        "blank_spaces_line": db(sample[0], "   \t "),
        "nul_in_line": db(sample[0]).replace(b"Ordis", b"Or\x00dis", 1),
        "too_few_fields": db("\t".join(char[:14])),
        "too_many_fields": db("\t".join(char + ["x"])),
        "empty_field": db(rec(subtypes="")),
        "ref_bad_char": db(rec(ref="ALT-CORE")),
        "ref_64_bytes": db(rec(ref="A" * 64)),
        "ref_63_bytes": db(rec(ref="A" * 63)),
        "name_leading_space": db(rec(name=" Ordis")),
        "name_control_char": db(rec(name="Or\x01dis")),
        "name_utf8_ok": db(rec(name="Ord\u00efs \u00e9\u00e8 \U0001F600")),
        "name_utf8_overlong": db(rec(name="Or")).replace(b"\tOr\t", b"\tOr\xc0\xaf\t", 1),
        "name_utf8_surrogate": db(rec(name="Or")).replace(b"\tOr\t", b"\tOr\xed\xa0\x80\t", 1),
        "name_utf8_truncated": db(rec(name="Or")).replace(b"\tOr\t", b"\tOr\xe2\x82\t", 1),
        "name_c1_control": db(rec(name="Or")).replace(b"\tOr\t", b"\tOr\xc2\x85\t", 1),
        "type_unknown": db(rec(type="WIZARD")),
        "faction_unknown": db(rec(faction="XX")),
        "rarity_lowercase": db(rec(rarity="common")),
        "subtypes_empty_item": db(rec(subtypes="SOLDIER,,MAGE")),
        "subtypes_lowercase": db(rec(subtypes="soldier")),
        "number_leading_zero": db(rec(hand="01")),
        "number_100": db(rec(forest="100")),
        "number_99": db(rec(forest="99", mountain="99", water="99", hand="99", reserve="99")),
        "number_negative": db(rec(water="-1")),
        "hero_limits_on_character": db(rec(reserve_limit="2", landmark_limit="2")),
        "hero_without_limits": db(rec(type="HERO")),
        "hero_limits_99": db(rec(type="HERO", reserve_limit="99", landmark_limit="0")),
        "keyword_unknown": db(rec(keywords="flying")),
        "keyword_twice": db(rec(keywords="defender,defender")),
        "keyword_tough_0": db(rec(keywords="tough=0")),
        "keyword_scout_99": db(rec(keywords="scout=99,tough=99,gigantic,eternal,seasoned,cooldown,fleeting")),
        "keyword_long_word": db(rec(keywords="defenderdefenderdefender")),
        "abilities_empty": db(rec(abilities="")),
        "abilities_unknown_trigger": db(rec(abilities="X:draw(1)")),
        "abilities_unknown_effect": db(rec(abilities="H:fly(1)")),
        "abilities_amount_10": db(rec(abilities="H:draw(10)")),
        "abilities_five": db(rec(abilities="H:draw(1);R:draw(1);J:draw(1);NOON:draw(1);D:draw(1)")),
        "abilities_token_unknown_card": db(rec(abilities="J:token(ALT_NOPE,1,mine)")),
        "abilities_condition": db(rec(abilities="J:boost_self(2) if(other_chars>=3)")),
        "abilities_may_status": db(rec(abilities="H:may status_self(asleep)")),
        "abilities_next_modifier": db(rec(abilities="D:next(character,boost,1)")),
        "abilities_may_exhaust_cost_filter": db(rec(abilities="PLAYPERM:may exhaust draw(1) cost>=3")),
        "abilities_counters_spend": db(rec(abilities="J:counters_self(3);T:draw(1) spend(1);T:draw(1) if(self_counters>=5)")),
        "abilities_spend_too_many": db(rec(abilities="T:draw(1) spend(10)")),
        "abilities_cost_counters_zero_stat": db(rec(abilities="PLAYCHAR:draw(1) cost>=counters;PLAYCHAR:draw(1) zero_stat")),
        "abilities_unless_first": db(rec(abilities="T:draw(1) +1_unless_first")),
        "abilities_total_and_reveal": db(rec(abilities="SPELL:targets_to_reserve(3,5);SPELL:reveal_play_chars(4,2)")),
        "abilities_pair_missing_second": db(rec(abilities="SPELL:targets_to_reserve(3)")),
        "abilities_each_may_join": db(rec(abilities="J:each_may_join(perm);J:each_may_join(other_char)")),
        "abilities_statics_new": db(rec(abilities="STATIC:roll_extra_die;STATIC:resupply_of_two;STATIC:all_water;STATIC:silence_facing")),
        "abilities_after_rest_and_draws": db(rec(abilities="FAILREST:sabotage;OPPDRAWS:draw(1);HANDTORESERVE:may play_self_asleep")),
        "abilities_festival_win": db(rec(abilities="DUSK:win if(festival>=1);J:target(char);THEN:it_status_choice")),
        "duplicate_reference": db(sample[0], sample[0]),
        "duplicate_reference_far": db(*(sample + [sample[3]])),
        "utf8_bom": b"\xef\xbb\xbf" + db(sample[0]),
    }
    return files


def deck_corpus(text):
    def deck(mode, s):
        return bytes([mode]) + s.encode()

    default0 = ("# Ordis, Bravos and Muna: Limited, no Hero\n" + "".join(
        "3 %s\n" % r for r in ["ALT_CORE_B_OR_05_C", "ALT_CORE_B_OR_07_C", "ALT_CORE_B_OR_09_C", "ALT_CORE_B_OR_10_C",
                               "ALT_CORE_B_BR_08_C", "ALT_CORE_B_BR_10_C", "ALT_CORE_B_BR_13_C", "ALT_CORE_B_BR_17_C",
                               "ALT_CORE_B_BR_20_C", "ALT_CORE_B_BR_22_C", "ALT_CORE_B_MU_07_C",
                               "ALT_CORE_B_MU_14_C"]))
    hero = "1 ALT_CORE_B_AX_01_C\n"
    axiom = "".join("3 %s\n" % r for r in ["ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_05_C", "ALT_CORE_B_AX_07_C",
                                           "ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_10_C", "ALT_CORE_B_AX_11_C",
                                           "ALT_CORE_B_AX_12_C", "ALT_CORE_B_AX_16_C", "ALT_CORE_B_AX_18_C",
                                           "ALT_CORE_B_AX_25_C", "ALT_CORE_B_AX_30_C", "ALT_CORE_B_AX_11_R1",
                                           "ALT_CORE_B_AX_12_R1", "ALT_CORE_B_AX_04_R1"])
    files = {
        "limited_default_deck": deck(LIMITED, default0),
        "limited_default_deck_crlf": deck(LIMITED, default0.replace("\n", "\r\n")),
        "limited_default_deck_as_constructed": deck(CONSTRUCTED, default0),
        "constructed_hero_axiom": deck(CONSTRUCTED, hero + axiom),
        "limited_hero_axiom": deck(LIMITED, hero + axiom),
        "two_heroes": deck(CONSTRUCTED, hero + "1 ALT_CORE_B_AX_02_C\n" + axiom),
        "hero_count_2": deck(CONSTRUCTED, "2 ALT_CORE_B_AX_01_C\n" + axiom),
        "count_0": deck(LIMITED, "0 ALT_CORE_B_OR_05_C\n"),
        "count_999": deck(LIMITED, "999 ALT_CORE_B_OR_05_C\n"),
        "count_1000": deck(LIMITED, "1000 ALT_CORE_B_OR_05_C\n"),
        "count_60": deck(LIMITED, "60 ALT_CORE_B_OR_05_C\n"),
        "count_61": deck(LIMITED, "60 ALT_CORE_B_OR_05_C\n1 ALT_CORE_B_OR_07_C\n"),
        "count_leading_plus": deck(LIMITED, "+3 ALT_CORE_B_OR_05_C\n"),
        "count_negative": deck(LIMITED, "-3 ALT_CORE_B_OR_05_C\n"),
        "count_missing": deck(LIMITED, "ALT_CORE_B_OR_05_C\n"),
        "reference_missing": deck(LIMITED, "3\n"),
        "unknown_reference": deck(LIMITED, "3 ALT_CORE_B_XX_99_C\n"),
        "reference_too_long": deck(LIMITED, "3 " + "A" * 200 + "\n"),
        "reference_not_ascii": deck(LIMITED, "3 ALT_CORE_B_OR_05_\u00c9\n"),
        "reference_then_more": deck(LIMITED, "3 ALT_CORE_B_OR_05_C extra\n"),
        "comments_and_blanks": deck(LIMITED, "# a deck\n\n   \n\t3 ALT_CORE_B_OR_05_C   # three troopers\n#end"),
        "tabs_between": deck(LIMITED, "3\tALT_CORE_B_OR_05_C\n"),
        "no_final_newline": deck(LIMITED, default0.rstrip("\n")),
        "empty": deck(LIMITED, ""),
        "four_factions": deck(LIMITED, default0 + "3 ALT_CORE_B_LY_08_C\n"),
        "token_in_deck": deck(LIMITED, default0 + "1 ALT_CORE_B_OR_31_C\n"),
        "unsupported_card": deck(LIMITED, default0 + "1 ALT_CORE_B_OR_01_C\n"),
        "nul_in_text": deck(LIMITED, "3 ALT_CORE_B_OR_05_C\n") + b"\x00" + b"3 ALT_CORE_B_OR_07_C\n",
        # As players export lists: a byte-order mark, "3x", CR LF, the Hero last.
        "exported_bom_3x_hero_last": deck(CONSTRUCTED, "\ufeff" + axiom.replace("3 ", "3x ").replace("\n", "\r\n")
                                          + "1x ALT_CORE_B_AX_01_C\r\n"),
        "count_x_glued_to_reference": deck(LIMITED, "3xALT_CORE_B_OR_05_C\n"),
        "x_without_count": deck(LIMITED, "x ALT_CORE_B_OR_05_C\n"),
        "other_set": deck(CONSTRUCTED, hero + axiom + "2 ALT_ALIZE_B_AX_31_C\n"),
        "unknown_set": deck(CONSTRUCTED, hero + axiom + "2 ALT_NOSUCH_B_AX_31_C\n"),
        "unique_card": deck(CONSTRUCTED, hero + axiom + "1 ALT_CORE_B_AX_08_U_1234\n"),
        "alternate_art": deck(CONSTRUCTED, hero + axiom.replace("_B_AX_04_C", "_A_AX_04_C") + "1 ALT_CORE_P_AX_05_C\n"),
        # Legal decks at a limit, one edit from past it: a common turned into
        # its rare print makes 16 Rares (CR 1.1.4.f), a fourth faction's card
        # four factions (CR 1.1.5.d); and the deck one Rare past it. The one
        # pass must refuse what the rules one by one refuse (fuzz_deck.c).
        "constructed_15_rares": deck(CONSTRUCTED, hero + "".join(
            "3 ALT_CORE_B_AX_%02d_%s\n" % (n, "R1" if n <= 8 else "C") for n in range(4, 17))),
        "constructed_16_rares": deck(CONSTRUCTED, hero + "".join(
            "3 ALT_CORE_B_AX_%02d_%s\n" % (n, "R1" if n <= 8 else "C") for n in range(4, 17) if n != 9)
            + "1 ALT_CORE_B_AX_09_R1\n2 ALT_CORE_B_AX_09_C\n"),
        "limited_3_factions": deck(LIMITED, "".join(
            "3 ALT_CORE_B_%s_%02d_C\n" % (f, n) for f in ("AX", "BR", "LY") for n in range(4, 8))),
        "raw_empty": bytes([LIMITED_RAW]),
        "raw_count_65535": bytes([LIMITED_RAW]) + struct.pack("<HH", 0xFFFF, 0xFFFF) + b"\x00\x00" * 60,
        "raw_hero_out_of_range": bytes([CONSTRUCTED_RAW]) + struct.pack("<HH", 60000, 3) + struct.pack("<HHH", 0, 1, 2),
        "raw_cards_out_of_range": bytes([LIMITED_RAW]) + struct.pack("<HH", 0xFFFF, 30) + struct.pack("<H", 0xFFFE) * 30,
        "raw_hero_in_cards": bytes([CONSTRUCTED_RAW]) + struct.pack("<HH", 0xFFFF, 40) + struct.pack("<H", 0) * 40,
    }
    return files


def main():
    text = open(TSV, encoding="utf-8").read()
    write_dir("fuzz_cards", cards_corpus(text))
    write_dir("fuzz_deck", deck_corpus(text))


if __name__ == "__main__":
    main()
