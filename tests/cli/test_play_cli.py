"""The command line, run in-process as ``cli.main(argv)`` (tests/command_line.py): deal, odds, simulate,
verify-shoe; the ``python -m baccarat_desktop`` entry point itself in a child process."""

from __future__ import annotations

import hashlib
import itertools
import json
from collections import Counter
from pathlib import Path

import pytest

from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import resolve_cards
from tests.command_line import in_child, in_process

GOLDEN_SEED_HEX = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
GOLDEN_FIRST_10 = ["5D", "4S", "2C", "TS", "7D", "2D", "JS", "9C", "AS", "6D"]


def run_json(*args: str) -> dict:
    done = in_process(*args)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    return json.loads(lines[0])


# -- deal --------------------------------------------------------------------------------------
def test_deal_worked_example_json() -> None:
    data = run_json("deal", "KS", "2H", "5D", "4C", "7S", "8D", "--json")
    assert set(data) == {
        "player",
        "banker",
        "winner",
        "natural",
        "player_pair",
        "banker_pair",
        "cards_used",
        "steps",
        "bets",
    }
    assert data["player"] == {"cards": ["KS", "5D", "7S"], "total": 2}
    assert data["banker"] == {"cards": ["2H", "4C", "8D"], "total": 4}
    assert data["winner"] == "banker"
    assert data["natural"] is False
    assert data["player_pair"] is False
    assert data["banker_pair"] is False
    assert data["cards_used"] == 6
    steps = data["steps"]
    assert [s["kind"] for s in steps] == [
        "card",
        "card",
        "card",
        "card",
        "decision",
        "card",
        "decision",
        "card",
        "result",
    ]
    cards = [(s["hand"], s["card"], s["total"]) for s in steps if s["kind"] == "card"]
    assert cards == [
        ("player", "KS", 0),
        ("banker", "2H", 2),
        ("player", "5D", 5),
        ("banker", "4C", 6),
        ("player", "7S", 2),
        ("banker", "8D", 4),
    ]
    decisions = [s for s in steps if s["kind"] == "decision"]
    assert [(s["hand"], s["total"], s["action"]) for s in decisions] == [
        ("player", 5, "draw"),
        ("banker", 6, "draw"),
    ]
    assert decisions[1]["text"] == "Banker 6 draws: Player's third card is 7"
    assert steps[-1]["text"] == "Banker wins 4 to 2"


def test_deal_accepts_any_spelling_and_ignores_extra_cards() -> None:
    data = run_json("deal", "ks", "2h", "5d", "4c", "7s", "8d", "9c", "--json")
    assert data["player"]["cards"] == ["KS", "5D", "7S"]
    assert data["cards_used"] == 6
    data = run_json("deal", "10S", "9H", "TD", "KC", "--json")
    assert data["player"] == {"cards": ["TS", "TD"], "total": 0}
    assert data["banker"] == {"cards": ["9H", "KC"], "total": 9}
    assert data["natural"] is True
    assert data["player_pair"] is True  # 10S and TD: both tens
    assert data["cards_used"] == 4


def test_deal_text_output() -> None:
    done = in_process("deal", "KS", "2H", "5D", "4C", "7S", "8D")
    assert done.returncode == 0
    assert "Banker wins 4 to 2" in done.stdout
    assert "Banker 6 draws: Player's third card is 7" in done.stdout
    assert "KS 5D 7S" in done.stdout


def test_deal_stdin_one_object_per_line() -> None:
    text = "KS 2H 5D 4C 7S 8D\n9S 8H 5D KC\n\n8s,8h,ks,kh\n"
    done = in_process("deal", "--stdin", "--json", stdin=text)
    assert done.returncode == 0, done.stderr
    objects = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(objects) == 3
    assert objects[0]["winner"] == "banker" and objects[0]["cards_used"] == 6
    # Player 9-5 = 4 against a Banker natural 8.
    assert objects[1]["player"] == {"cards": ["9S", "5D"], "total": 4}
    assert objects[1]["banker"] == {"cards": ["8H", "KC"], "total": 8}
    assert objects[1]["winner"] == "banker" and objects[1]["natural"] is True
    assert objects[2]["winner"] == "tie"


def test_deal_stdin_reports_bad_lines_and_keeps_going() -> None:
    done = in_process("deal", "--stdin", "--json", stdin="KS 2H 5D 4C 7S 8D\nKS ZZ 5D 4C\n9S 8H 5D KC\n")
    assert done.returncode == 2
    assert len(done.stdout.splitlines()) == 2
    assert "line 2" in done.stderr and "not a card" in done.stderr


def test_deal_too_few_cards_exits_2() -> None:
    done = in_process("deal", "KS", "2H", "5D", "4C", "--json")  # Player 5 must draw a fifth card
    assert done.returncode == 2
    assert done.stdout == ""
    assert "card 5" in done.stderr and "error" in done.stderr
    done = in_process("deal", "KS", "2H")
    assert done.returncode == 2
    assert "card 3" in done.stderr


@pytest.mark.parametrize("bad", ["1S", "KX", "11H", "AH2"])
def test_deal_bad_card_exits_2(bad: str) -> None:
    done = in_process("deal", "KS", "2H", bad, "4C", "7S", "8D", "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    assert "not a card" in done.stderr
    assert "card 3" in done.stderr


def test_deal_without_cards_exits_2() -> None:
    done = in_process("deal")
    assert done.returncode == 2
    assert "dealing order" in done.stderr


# -- odds --------------------------------------------------------------------------------------
def test_odds_eight_decks_prints_the_published_integers() -> None:
    data = run_json("odds", "--decks", "8", "--json")
    assert data["combinations"] == {
        "banker": 2_292_252_566_437_888,
        "player": 2_230_518_282_592_256,
        "tie": 475_627_426_473_216,
        "total": 4_998_398_275_503_360,
    }
    assert data["cards"] == 416
    assert round(data["probabilities"]["banker"], 6) == 0.458597
    assert round(data["probabilities"]["player"], 6) == 0.446247
    assert round(data["probabilities"]["tie"], 6) == 0.095156
    assert round(data["probabilities"]["player_pair"], 7) == 0.0746988
    assert round(data["house_edge"]["banker"] * 100, 3) == 1.058
    assert round(data["house_edge"]["player"] * 100, 3) == 1.235
    assert round(data["house_edge"]["tie"] * 100, 2) == 14.36
    assert round(data["house_edge"]["banker_pair"] * 100, 4) == 10.3614
    assert data["rules"] == {"tie_pays": 8, "variant": "commission", "no_commission": False}


def test_odds_default_is_eight_decks_and_counts_of_a_full_shoe_agree() -> None:
    default = run_json("odds", "--json")
    counts = run_json("odds", "--counts", ",".join(["32"] * 13), "--json")
    assert default["combinations"] == counts["combinations"]
    assert default["combinations"]["total"] == 4_998_398_275_503_360


def test_odds_six_decks() -> None:
    data = run_json("odds", "--decks", "6", "--json")
    assert data["cards"] == 312
    assert round(data["probabilities"]["banker"], 6) == 0.458653
    assert round(data["probabilities"]["player"], 6) == 0.446279
    assert round(data["probabilities"]["tie"], 6) == 0.095069


def test_odds_counts_for_a_custom_composition() -> None:
    # Two aces, two fives, a nine, a queen and two kings: compare with every ordered six-card draw.
    counts = "2,0,0,0,2,0,0,0,1,0,0,1,2"
    cards = parse_cards(["AS", "AH", "5S", "5H", "9S", "QS", "KS", "KH"])
    tally = Counter(resolve_cards(draw).outcome.value for draw in itertools.permutations(cards, 6))
    data = run_json("odds", "--counts", counts, "--json")
    assert data["cards"] == 8
    assert data["combinations"] == {
        "banker": tally["banker"],
        "player": tally["player"],
        "tie": tally["tie"],
        "total": 8 * 7 * 6 * 5 * 4 * 3,
    }


@pytest.mark.parametrize(
    ("counts", "words"),
    [
        ("1,2,3", "13 counts"),
        ("4,4,4,4,4,4,4,4,4,4,4,4,x", "whole number"),
        ("4,4,4,4,4,4,4,4,4,4,4,4,-4", "negative"),
        ("1,1,1,0,0,0,0,0,0,0,0,0,0", "six cards"),
    ],
)
def test_odds_bad_counts_exit_2(counts: str, words: str) -> None:
    done = in_process("odds", "--counts", counts, "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    assert words in done.stderr


def test_odds_tie_pays_9_and_no_commission_change_the_edges() -> None:
    standard = run_json("odds", "--json")
    tie9 = run_json("odds", "--tie-pays", "9", "--json")
    no_commission = run_json("odds", "--no-commission", "--json")
    assert round(tie9["house_edge"]["tie"] * 100, 2) == 4.84
    assert tie9["house_edge"]["banker"] == standard["house_edge"]["banker"]
    assert tie9["rules"] == {"tie_pays": 9, "variant": "commission", "no_commission": False}
    assert round(no_commission["house_edge"]["banker"] * 100, 4) == 1.4581
    assert no_commission["house_edge"]["tie"] == standard["house_edge"]["tie"]
    assert no_commission["rules"] == {"tie_pays": 8, "variant": "no_commission", "no_commission": True}
    assert run_json("odds", "--variant", "no-commission", "--json") == no_commission
    # The probabilities do not depend on the payouts.
    assert tie9["combinations"] == standard["combinations"] == no_commission["combinations"]


# docs/rules.md §Published house edges: 8 decks, percent, two places, each bet under the variant it names.
PUBLISHED_EDGES = {
    "player": 1.24,
    "banker": 1.06,
    "tie": 14.36,
    "player_pair": 10.36,
    "banker_pair": 10.36,
    "either_pair": 13.71,
    "perfect_pair": 13.03,
    "big": 4.35,
    "small": 5.28,
    "player_bonus": 2.65,
    "banker_bonus": 9.37,
    "dragon_7": 7.61,
    "panda_8": 10.19,
}


def test_odds_prices_every_bet_of_the_catalogue() -> None:
    data = run_json("odds", "--decks", "8", "--json")
    assert {k: round(data["house_edge"][k] * 100, 2) for k in PUBLISHED_EDGES} == PUBLISHED_EDGES
    assert set(data["house_edge"]) == set(PUBLISHED_EDGES) | {"lucky_6"}
    # Each bet's pay lines, with the losing rest, add up to certainty.
    for key, lines in data["pay_lines"].items():
        assert abs(sum(line["probability"] for line in lines) - 1) < 1e-12, key
    dragon = {line["event"]: line for line in data["pay_lines"]["player_bonus"]}
    assert dragon["Player wins by 9 points without a natural"]["pays"] == "30"
    assert round(
        dragon["Player wins by 9 points without a natural"]["probability"] * 4_998_398_275_503_360
    ) == (18_409_431_764_992)
    ez = run_json("odds", "--decks", "8", "--variant", "ez", "--json")
    assert round(ez["house_edge"]["banker"] * 100, 2) == 1.02
    assert ez["rules"]["variant"] == "ez"
    banker_lines = [line["event"] for line in ez["pay_lines"]["banker"]]
    assert "Banker wins with a three-card 7" in banker_lines


def test_odds_counts_leave_perfect_pair_out_and_say_why() -> None:
    data = run_json("odds", "--counts", ",".join(["32"] * 13), "--json")
    assert "perfect_pair" not in data["house_edge"]
    assert "suits" in data["not_priced"]["perfect_pair"]
    full = run_json("odds", "--decks", "8", "--json")
    for key, edge in data["house_edge"].items():
        assert edge == pytest.approx(full["house_edge"][key], abs=1e-15), key
    text = in_process("odds", "--counts", ",".join(["32"] * 13)).stdout
    assert "Perfect Pair: not priced" in text and "Dragon 7" in text


def test_odds_bad_variant_exits_2() -> None:
    done = in_process("odds", "--variant", "jackpot")
    assert done.returncode == 2 and "not a table variant" in done.stderr
    done = in_process("odds", "--variant", "ez", "--no-commission")
    assert done.returncode == 2 and "not allowed with" in done.stderr


def test_deal_json_gives_every_bet_its_outcome() -> None:
    # Banker wins with a three-card 7: Dragon 7 pays, EZ Banker pushes, Big wins, Small loses.
    cards = ["KS", "2H", "4C", "3D", "6H", "2C"]
    ez = run_json("deal", *cards, "--variant", "ez", "--json")["bets"]
    assert set(ez) == set(PUBLISHED_EDGES) | {"lucky_6"}
    assert ez["dragon_7"] == {"result": "win", "line": "Banker wins with a three-card 7", "pays": "40"}
    assert ez["banker"]["result"] == "push"
    assert ez["big"]["result"] == "win" and ez["small"]["result"] == "lose"
    assert ez["banker_bonus"]["pays"] == "6"
    commission = run_json("deal", *cards, "--json")["bets"]
    assert commission["banker"] == {
        "result": "win",
        "line": "Banker wins (less 5% commission)",
        "pays": "19/20",
    }
    text = in_process("deal", *cards, "--variant", "ez").stdout
    assert "Dragon 7: Banker wins with a three-card 7: pays 40 to 1" in text


def test_odds_text_output() -> None:
    done = in_process("odds", "--decks", "8")
    assert done.returncode == 0
    assert "4,998,398,275,503,360" in done.stdout
    assert "Banker" in done.stdout and "Tie" in done.stdout


# -- simulate ----------------------------------------------------------------------------------
def test_simulate_is_reproducible_and_adds_up() -> None:
    first = in_process("simulate", "--hands", "2000", "--seed", "5", "--json")
    second = in_process("simulate", "--hands", "2000", "--seed", "5", "--json")
    assert first.returncode == 0 and second.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert data["hands"] == 2000
    assert data["banker"] + data["player"] + data["tie"] == 2000
    assert data["seeded"] is True
    assert data["banker_wins_on_six"] <= data["banker"]
    assert 0 <= data["player_pair"] <= 2000 and 0 <= data["naturals"] <= 2000
    # About 80 coups per 8-deck shoe: 2000 coups need more than one shoe and fewer than 2000.
    assert 2000 / 100 < data["shoes"] < 2000 / 60
    assert 4 * 2000 <= data["cards_dealt"] <= 6 * 2000
    # Each shoe burns between 2 and 11 cards.
    assert 2 * data["shoes"] <= data["cards_burned"] <= 11 * data["shoes"]


def test_simulate_different_seeds_differ() -> None:
    five = run_json("simulate", "--hands", "2000", "--seed", "5", "--json")
    six = run_json("simulate", "--hands", "2000", "--seed", "6", "--json")
    assert five != six


def test_simulate_accepts_a_64_hex_seed() -> None:
    data = run_json("simulate", "--hands", "300", "--seed", GOLDEN_SEED_HEX, "--json")
    assert data["hands"] == 300
    assert data["banker"] + data["player"] + data["tie"] == 300
    assert data["seeded"] is True
    again = run_json("simulate", "--hands", "300", "--seed", GOLDEN_SEED_HEX, "--json")
    assert again == data


@pytest.mark.parametrize("seed", ["xyz", "-3", "12ab", GOLDEN_SEED_HEX[:-1]])
def test_simulate_bad_seed_exits_2(seed: str) -> None:
    done = in_process("simulate", "--hands", "10", f"--seed={seed}", "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    assert "seed" in done.stderr


@pytest.mark.parametrize("hands", ["0", "-5", "many"])
def test_simulate_bad_hands_exits_2(hands: str) -> None:
    done = in_process("simulate", f"--hands={hands}", "--seed", "1")
    assert done.returncode == 2
    assert "--hands" in done.stderr


def test_simulate_text_output() -> None:
    done = in_process("simulate", "--hands", "200", "--seed", "3")
    assert done.returncode == 0
    assert "200 hands" in done.stdout


# -- verify-shoe -------------------------------------------------------------------------------
def test_verify_shoe_hex_seed() -> None:
    data = run_json("verify-shoe", "--seed", GOLDEN_SEED_HEX, "--json")
    seed = bytes.fromhex(GOLDEN_SEED_HEX)
    assert data["seed"] == GOLDEN_SEED_HEX
    assert data["commitment"] == hashlib.sha256(seed).hexdigest()
    assert data["decks"] == 8
    cards = data["cards"]
    assert len(cards) == 416
    counts = Counter(cards)
    assert len(counts) == 52 and set(counts.values()) == {8}
    assert cards[:10] == GOLDEN_FIRST_10
    assert data["cards_behind_cut"] == 15
    assert data["cut_position"] + data["cards_behind_cut"] == 416
    # The burn: the first card (5D) shown, then five burned.
    assert data["burn"] == {"shown": cards[0], "burned": cards[1:6]}


def test_verify_shoe_integer_seed_chain() -> None:
    first_seed = hashlib.sha256(b"baccarat-desktop/seed/v1/42").digest()
    second_seed = hashlib.sha256(b"baccarat-desktop/next-shoe/v1/" + first_seed).digest()
    first = run_json("verify-shoe", "--seed", "42", "--json")
    assert first["seed"] == first_seed.hex()
    assert first["commitment"] == hashlib.sha256(first_seed).hexdigest()
    second = run_json("verify-shoe", "--seed", "42", "--shoe", "2", "--json")
    assert second["seed"] == second_seed.hex()
    assert second["cards"] != first["cards"]
    by_hex = run_json("verify-shoe", "--seed", second_seed.hex(), "--json")
    assert by_hex["cards"] == second["cards"]


def test_verify_shoe_six_decks() -> None:
    data = run_json("verify-shoe", "--seed", GOLDEN_SEED_HEX, "--decks", "6", "--json")
    assert len(data["cards"]) == 312
    assert set(Counter(data["cards"]).values()) == {6}
    assert 14 <= data["cards_behind_cut"] <= 16


def test_verify_shoe_refusals() -> None:
    assert in_process("verify-shoe", "--seed", "nope").returncode == 2
    done = in_process("verify-shoe", "--seed", GOLDEN_SEED_HEX, "--shoe", "2")
    assert done.returncode == 2
    assert "--shoe" in done.stderr
    assert in_process("verify-shoe").returncode == 2


def test_verify_shoe_text_output() -> None:
    done = in_process("verify-shoe", "--seed", GOLDEN_SEED_HEX)
    assert done.returncode == 0
    assert hashlib.sha256(bytes.fromhex(GOLDEN_SEED_HEX)).hexdigest() in done.stdout
    assert " ".join(GOLDEN_FIRST_10) in done.stdout


# -- help --------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", ["deal", "odds", "simulate", "verify-shoe"])
def test_every_subcommand_has_help(command: str) -> None:
    done = in_process(command, "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage:")
    assert command in done.stdout


def test_no_subcommand_opens_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Since the table exists, plain 'baccarat-desktop' opens it (on --db / --data-dir if given)."""
    from baccarat_desktop import app, cli

    opened: list[tuple[str | None, str | None]] = []
    monkeypatch.setattr(app, "run_gui", lambda db=None, data_dir=None: opened.append((db, data_dir)) or 0)
    assert cli.main([]) == 0
    assert cli.main(["--data-dir", "/tmp/somewhere"]) == 0
    assert opened == [(None, None), (None, "/tmp/somewhere")]


def test_help_lists_the_engine_commands() -> None:
    done = in_process("--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage:")
    for command in ("deal", "odds", "simulate", "verify-shoe"):
        assert command in done.stdout


def test_top_level_help() -> None:
    """The ``python -m baccarat_desktop`` entry point itself, as a real process."""
    done = in_child("--help")
    assert done.returncode == 0
    assert "usage:" in done.stdout


# -- Inputs that used to slip through -------------------------------------------------------------
@pytest.mark.parametrize("stdin", ["", "\n  \n\t\n"], ids=["empty", "blank-lines"])
def test_deal_stdin_without_a_coup_exits_2(stdin: str) -> None:
    done = in_process("deal", "--stdin", stdin=stdin)
    assert done.returncode == 2
    assert "no coup on stdin" in done.stderr and done.stdout == ""


@pytest.mark.parametrize(
    ("counts", "words"),
    [("-1,2,3,4,5,6,7,8,9,10,11,12,13", "the count for A cannot be negative (-1)"),
     ("-1,-2", "give 13 counts")],
)  # fmt: skip
def test_odds_counts_starting_with_a_minus_say_what_is_wrong(counts: str, words: str) -> None:
    """argparse used to read '-1,...' as another option: 'expected one argument'."""
    done = in_process("odds", "--counts", counts)
    assert done.returncode == 2
    assert words in done.stderr and "expected one argument" not in done.stderr


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["verify-shoe", "--seed", "1", "--shoe", "100000000000000000000000"], "between 1 and 1,000,000"),
        (["simulate", "--hands", "99999999999999999999"], "between 1 and 1,000,000,000"),
        (["autoplay", "--hands", "10000001", "--db", "x.sqlite3"], "between 1 and 10,000,000"),
        (["export", "--format", "csv", "--out", "-", "--session", str(2**63)], "between 1 and"),
        (["screenshot", "x.png", "--hands", "1000000"], "between 0 and 10,000"),
    ],
    ids=["verify-shoe", "simulate", "autoplay", "export", "screenshot"],
)
def test_counts_beyond_any_use_are_refused_at_once(args: list[str], words: str, tmp_path: Path) -> None:
    """verify-shoe used to hang on a huge --shoe; simulate ran without a bound."""
    done = in_process(*args, cwd=tmp_path)
    assert done.returncode == 2
    assert words in done.stderr
    assert list(tmp_path.iterdir()) == []


# -- odds --stdin, --shoe-seed, --engine ---------------------------------------------------------
def test_odds_stdin_prints_one_line_per_composition_equal_to_counts() -> None:
    compositions = [
        "32,32,32,32,32,32,32,32,32,32,32,32,32",
        "4 4 4 4 4 4 4 4 40 4 4 4 4",
        "1,1,1,1,1,1,0,0,0,0,0,0,0",
    ]
    done = in_process(
        "odds", "--stdin", "--json", "--variant", "ez", stdin="\n".join(["# a comment", *compositions, ""])
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 3
    for line, counts in zip(lines, compositions, strict=True):
        assert json.loads(line) == run_json(
            "odds", "--counts", counts.replace(" ", ","), "--variant", "ez", "--json"
        )


def test_odds_stdin_stops_at_a_bad_line_and_keeps_what_came_before() -> None:
    lines = "32,32,32,32,32,32,32,32,32,32,32,32,32\n1,2,3\n4,4,4\n"
    done = in_process("odds", "--stdin", "--json", stdin=lines)
    assert done.returncode == 2
    assert len(done.stdout.splitlines()) == 1  # the good first line was answered
    assert "stdin line 2" in done.stderr and "13 counts" in done.stderr


def test_odds_shoe_seed_after_prices_the_cards_that_shoe_still_holds() -> None:
    from baccarat_desktop.engine.odds import exact_odds
    from baccarat_desktop.engine.rules import TableRules
    from baccarat_desktop.engine.shoe import Shoe

    shoe = Shoe.from_seed(bytes.fromhex(GOLDEN_SEED_HEX), 8)
    data = run_json("odds", "--shoe-seed", GOLDEN_SEED_HEX, "--after", "350", "--json")
    assert data["shoe"] == {
        "commitment": shoe.commitment,
        "decks": 8,
        "after": 350,
        "cut_position": shoe.cut_position,
    }
    expected = exact_odds(Counter(shoe.cards[350:])).to_dict(TableRules())
    assert {k: v for k, v in data.items() if k != "shoe"} == expected
    assert data["cards"] == 416 - 350 and "perfect_pair" in data["house_edge"]  # suits are known
    assert run_json("odds", "--shoe-seed", GOLDEN_SEED_HEX, "--json")["cards"] == 416
    six = run_json("odds", "--shoe-seed", GOLDEN_SEED_HEX, "--decks", "6", "--after", "10", "--json")
    assert six["cards"] == 312 - 10


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--shoe-seed", "abc"], "64 hex digits"),
        (["--shoe-seed", GOLDEN_SEED_HEX, "--after", "411"], "fewer than the 6 cards"),
        (["--shoe-seed", GOLDEN_SEED_HEX, "--after", "-1"], "between 0"),
        (["--shoe-seed", GOLDEN_SEED_HEX, "--decks", "7"], "6 or 8 decks"),
        (["--after", "3"], "give --shoe-seed too"),
        (["--stdin", "--decks", "8"], "--decks sizes a full shoe"),
        (["--stdin", "--counts", "1,2"], "not allowed with"),
        (["--engine", "quantum"], "invalid choice"),
    ],
)
def test_odds_bad_shoe_arguments_exit_2(args: list[str], words: str) -> None:
    done = in_process("odds", *args, "--json", stdin="")
    assert done.returncode == 2
    assert done.stdout == ""
    assert words in done.stderr


def test_odds_reference_engine_gives_the_same_object() -> None:
    for args in (
        ["--decks", "6"],
        ["--counts", "4,4,4,4,4,4,4,4,40,4,4,4,4"],
        ["--shoe-seed", GOLDEN_SEED_HEX, "--after", "300"],
    ):
        assert run_json("odds", *args, "--json") == run_json("odds", *args, "--engine", "reference", "--json")


def test_odds_text_marks_a_bet_that_favours_the_player() -> None:
    done = in_process("odds", "--counts", "4,4,4,4,4,4,4,4,40,4,4,4,4")
    assert done.returncode == 0
    small = next(line for line in done.stdout.splitlines() if line.strip().startswith("Small"))
    assert "favours the player" in small
    assert "favours" not in next(
        line for line in done.stdout.splitlines() if line.strip().startswith("Banker ")
    )


# -- a 5,000-digit number anywhere --------------------------------------------------------------------
# Python converts at most 4,300 digits and says so in its own words ('use
# sys.set_int_max_str_digits() to increase the limit'); others were echoed back whole, or called
# "not a whole number". Each is now refused by its length, in words, before any conversion.
LONG = "1" * 5000
LONG_NUMBERS = {
    "autoplay-bankroll": ["autoplay", "--hands", "1", "--bankroll", LONG, "--bet", "banker=500"],
    "autoplay-hands": ["autoplay", "--hands", LONG, "--bet", "banker=500"],
    "autoplay-bet": ["autoplay", "--hands", "1", "--bet", f"banker={LONG}"],
    "autoplay-decks": ["autoplay", "--hands", "1", "--bet", "banker=500", "--decks", LONG],
    "autoplay-tie-pays": ["autoplay", "--hands", "1", "--bet", "banker=500", "--tie-pays", LONG],
    "autoplay-seed": ["autoplay", "--hands", "1", "--bet", "banker=500", "--seed", LONG],
    "simulate-hands": ["simulate", "--hands", LONG],
    "simulate-seed": ["simulate", "--hands", "10", "--seed", LONG],
    "lab-sessions": ["lab", "--system", "flat", "--bet", "banker=500", "--bankroll", "1000",
                     "--sessions", LONG, "--hands", "10"],
    "lab-bankroll": ["lab", "--system", "flat", "--bet", "banker=500", "--bankroll", LONG,
                     "--sessions", "1", "--hands", "10"],
    "odds-counts": ["odds", "--counts", LONG + ",1" * 12],
    "odds-counts-of-1000-digits": ["odds", "--counts", "9" * 1000 + ",1" * 12],
    "odds-decks": ["odds", "--decks", LONG],
    "export-session": ["export", "--format", "json", "--out", "-", "--session", LONG],
    "screenshot-size": ["screenshot", "--out", "x.png", "--size", f"{LONG}x720"],
}  # fmt: skip


@pytest.mark.parametrize("args", LONG_NUMBERS.values(), ids=LONG_NUMBERS.keys())
def test_a_5000_digit_number_is_refused_in_words(tmp_path: Path, args: list[str]) -> None:
    if args[0] in ("autoplay", "export"):
        args = [args[0], "--db", str(tmp_path / "h.sqlite3"), *args[1:]]
    done = in_process(*args)
    assert done.returncode == 2, done.stderr[-500:]
    assert "set_int_max_str_digits" not in done.stderr and "Traceback" not in done.stderr
    assert "1" * 100 not in done.stderr and "9" * 100 not in done.stderr  # not echoed whole
    assert "digits" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_odds_stdin_refuses_a_5000_digit_count_in_words() -> None:
    done = in_process("odds", "--stdin", stdin="4,4,4,4,4,4,4,4,4,4,4,4,4\n" + LONG + ",1" * 12 + "\n")
    assert done.returncode == 2
    assert "Banker" in done.stdout  # the line before it was priced
    assert "line 2" in done.stderr and "5,000 digits" in done.stderr and "1" * 100 not in done.stderr
