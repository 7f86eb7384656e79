"""The scoreboard roads against docs/rules.md §Scoreboard roads.

Every expected value in the hand-made tests is worked out by hand from the rule in docs/rules.md, with
the reasoning in a comment. Positions are 0-based (column, row); L[i] is the length of logical
Big Road column i. The Hypothesis properties check the rules against small independent oracles
written here, not against the module's own helpers.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baccarat_desktop.engine.cards import parse_cards
from baccarat_desktop.engine.coup import Outcome, resolve_cards
from baccarat_desktop.engine.roads import (
    ROWS,
    DerivedRoadKind,
    Mark,
    RoadBuilder,
    RoadEntry,
    Roads,
    Streak,
    compute_roads,
    derived_mark,
    parse_results,
)

R, U = Mark.RED, Mark.BLUE  # U for blUe, because B is Banker
B, P, T = Outcome.BANKER, Outcome.PLAYER, Outcome.TIE
BEB, SMALL, PIG = DerivedRoadKind.BIG_EYE_BOY, DerivedRoadKind.SMALL_ROAD, DerivedRoadKind.COCKROACH_PIG

# Plain random text rarely holds the long runs that make dragon tails, so half the examples are built
# from runs of up to 10 of a kind.
shoes = st.one_of(
    st.text(alphabet="BPT", max_size=150),
    st.lists(st.tuples(st.sampled_from("BPT"), st.integers(1, 10)), max_size=25).map(
        lambda runs: "".join(letter * count for letter, count in runs)
    ),
)


def roads_of(text: str) -> Roads:
    return compute_roads(parse_results(text))


def drawn(cells: tuple) -> list[tuple[int, int]]:
    return [(c.column, c.row) for c in cells]


def logical(cells: tuple) -> list[tuple[int, int]]:
    return [(c.logical_column, c.logical_row) for c in cells]


# -- the examples of docs/rules.md §Scoreboard roads -------------------------------------------------
def test_rules_example_bbppb() -> None:
    roads = roads_of("BBPPB")
    assert roads.big_road_columns == (2, 2, 1)
    assert roads.big_eye_boy.marks == (R, R)
    assert roads.small_road.marks == ()
    assert roads.cockroach_pig.marks == ()


def test_rules_example_bpppb() -> None:
    roads = roads_of("BPPPB")
    assert roads.big_road_columns == (1, 3, 1)
    assert roads.big_eye_boy.marks == (U, R, U)
    assert roads.small_road.marks == ()
    assert roads.cockroach_pig.marks == ()


# -- the derived-road rule ---------------------------------------------------------------------------
def test_derived_mark_rule() -> None:
    # r >= 1 compares r with L[c-k]: blue when equal, red otherwise.
    assert derived_mark([3, 2], 1, 1, 1) is R  # r=1, L[0]=3
    assert derived_mark([1, 2], 1, 1, 1) is U  # r=1, L[0]=1
    assert derived_mark([1, 3], 1, 2, 1) is R  # r=2, L[0]=1: column c-k is shorter, red too
    assert derived_mark([5], 0, 4, 1) is None  # c-k = -1
    # r = 0 compares L[c-1] with L[c-1-k]: red when equal, blue otherwise.
    assert derived_mark([2, 2, 1], 2, 0, 1) is R  # L[1]=2, L[0]=2
    assert derived_mark([2, 3, 1], 2, 0, 1) is U  # L[1]=3, L[0]=2
    assert derived_mark([2, 2, 1], 2, 0, 2) is None  # c-k-1 = -1
    assert derived_mark([1, 4, 1, 1], 3, 0, 2) is R  # L[2]=1, L[0]=1
    assert derived_mark([1, 4, 2, 1], 3, 0, 2) is U  # L[2]=2, L[0]=1


# docs/rules.md §Scoreboard roads gives the start points 1-based: Big Eye Boy "at column 2, row 2
# (or at column 3, row 1 ...)". We read "column 2 row 2" as the 0-based logical cell (1, 1): the
# first cell with r >= 1 and c-1 >= 0. "Or column 3 row 1" is (2, 0), the first cell with r = 0
# and c-2 >= 0, which is where
# the road starts when column 1 has only one entry, so (1, 1) never exists. Likewise Small Road
# (2, 1) or (3, 0), Cockroach Pig (3, 1) or (4, 0). Each case: the shoe without its last result has
# no mark on that road, the last result adds exactly one, placed at the start point. The colour:
#   BPP   BEB at (1,1): r=1 = L[0]=1 -> blue     BPB   BEB at (2,0): L[1]=1 = L[0]=1 -> red
#   BPBB  Small at (2,1): r=1 = L[0]=1 -> blue   BPBP  Small at (3,0): L[2]=1 = L[0]=1 -> red
#   BPBPP Pig at (3,1): r=1 = L[0]=1 -> blue     BPBPB Pig at (4,0): L[3]=1 = L[0]=1 -> red
@pytest.mark.parametrize(
    ("kind", "results", "start", "mark"),
    [
        (BEB, "BPP", (1, 1), U),
        (BEB, "BPB", (2, 0), R),
        (SMALL, "BPBB", (2, 1), U),
        (SMALL, "BPBP", (3, 0), R),
        (PIG, "BPBPP", (3, 1), U),
        (PIG, "BPBPB", (4, 0), R),
    ],
)
def test_derived_road_start_points(
    kind: DerivedRoadKind, results: str, start: tuple[int, int], mark: Mark
) -> None:
    assert roads_of(results[:-1]).derived(kind).cells == ()
    cells = roads_of(results).derived(kind).cells
    assert [(c.source_column, c.source_row) for c in cells] == [start]
    assert cells[0].mark is mark
    assert (cells[0].column, cells[0].row) == (0, 0)


def test_cells_before_the_start_point_add_nothing() -> None:
    # BPPB: (1,1) has c-2 < 0 for the Small Road and (2,0) has c-3 < 0, so the Small Road is
    # still empty, although 1-based "column 2 row 2" exists: that is the Big Eye Boy's start.
    assert roads_of("BPPB").small_road.cells == ()
    # BPBBBB: column 2 grows to four rows, but there c-3 < 0 (and c-4 < 0 for its row 0), so the
    # Cockroach Pig, which needs column 3, stays empty.
    assert roads_of("BPBBBB").cockroach_pig.cells == ()


def test_a_worked_shoe() -> None:
    # B B P P B P P P B B, logical cells in order:
    #   1 (0,0)  2 (0,1)  3 (1,0)  4 (1,1)  5 (2,0)  6 (3,0)  7 (3,1)  8 (3,2)  9 (4,0)  10 (4,1)
    # L = [2, 2, 1, 3, 2].
    roads = roads_of("BBPPBPPPBB")
    assert roads.big_road_columns == (2, 2, 1, 3, 2)
    assert logical(roads.big_road) == [
        *[(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)],
        *[(3, 0), (3, 1), (3, 2), (4, 0), (4, 1)],
    ]
    # No column exceeds 6 rows and no tail turns, so drawn = logical.
    assert drawn(roads.big_road) == logical(roads.big_road)

    # Big Eye Boy (k=1): 2 (0,1) c-1<0 none; 3 (1,0) c-2<0 none; 4 (1,1) r=1 vs L[0]=2 red;
    # 5 (2,0) L[1]=2 = L[0]=2 red; 6 (3,0) L[2]=1 vs L[1]=2 blue; 7 (3,1) r=1 = L[2]=1 blue;
    # 8 (3,2) r=2 vs L[2]=1 red; 9 (4,0) L[3]=3 vs L[2]=1 blue; 10 (4,1) r=1 vs L[3]=3 red.
    assert roads.big_eye_boy.marks == (R, R, U, U, R, U, R)
    assert [(c.source_column, c.source_row) for c in roads.big_eye_boy.cells] == [
        (1, 1),
        (2, 0),
        (3, 0),
        (3, 1),
        (3, 2),
        (4, 0),
        (4, 1),
    ]
    # Laid out: RR down column 0, UU down column 1, R column 2, U column 3, R column 4.
    assert drawn(roads.big_eye_boy.cells) == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (3, 0), (4, 0)]
    assert logical(roads.big_eye_boy.cells) == drawn(roads.big_eye_boy.cells)

    # Small Road (k=2): 4 (1,1) c-2<0 none; 5 (2,0) c-3<0 none; 6 (3,0) L[2]=1 vs L[0]=2 blue;
    # 7 (3,1) r=1 vs L[1]=2 red; 8 (3,2) r=2 = L[1]=2 blue; 9 (4,0) L[3]=3 vs L[1]=2 blue;
    # 10 (4,1) r=1 = L[2]=1 blue.
    assert roads.small_road.marks == (U, R, U, U, U)
    assert drawn(roads.small_road.cells) == [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]

    # Cockroach Pig (k=3): 6 (3,0) c-4<0 none; 7 (3,1) r=1 vs L[0]=2 red; 8 (3,2) r=2 = L[0]=2
    # blue; 9 (4,0) L[3]=3 vs L[0]=2 blue; 10 (4,1) r=1 vs L[1]=2 red.
    assert roads.cockroach_pig.marks == (R, U, U, R)
    assert drawn(roads.cockroach_pig.cells) == [(0, 0), (1, 0), (1, 1), (2, 0)]

    # Ask Banker: a B continues column 4 at (4,2): BEB r=2 vs L[3]=3 red; Small r=2 vs L[2]=1 red;
    # Pig r=2 = L[1]=2 blue. Ask Player: a P opens (5,0): BEB L[4]=2 vs L[3]=3 blue; Small L[4]=2
    # vs L[2]=1 blue; Pig L[4]=2 = L[1]=2 red.
    assert roads.ask_banker == (R, R, U)
    assert roads.ask_player == (U, U, R)
    assert roads.ask(B) == roads.ask_banker and roads.ask(T) == (None, None, None)
    # ... and they are what appending the result really adds.
    assert roads_of("BBPPBPPPBBB").big_eye_boy.marks[-1] is R
    assert roads_of("BBPPBPPPBBP").cockroach_pig.marks[-1] is R

    # Ten hands, five each way; longest Banker run 2 (twice), Player 3; the shoe ends on B B.
    stats = roads.stats
    assert (stats.hands, stats.banker, stats.player, stats.tie) == (10, 5, 5, 0)
    assert (stats.longest_banker_streak, stats.longest_player_streak) == (2, 3)
    assert stats.current_streak == Streak(B, 2)


# -- ties ----------------------------------------------------------------------------------------------
def test_leading_ties_are_kept_and_drawn_on_the_first_circle() -> None:
    # T T B P: the two ties come before any circle; the B circle carries them, the P none.
    roads = roads_of("TTBP")
    assert roads.leading_ties == 2
    assert [(c.outcome, c.ties) for c in roads.big_road] == [(B, 2), (P, 0)]
    assert roads.big_road_columns == (1, 1)
    assert drawn(roads.bead_plate) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    # A tie after the first circle adds to the same count: 2 leading + 1 = 3 on B.
    roads = roads_of("TTBTP")
    assert roads.leading_ties == 2
    assert [c.ties for c in roads.big_road] == [3, 0]


def test_stacked_ties_count_on_one_circle() -> None:
    # B T T T P T: three ties on the B circle, one on the P circle; no tie takes a cell.
    roads = roads_of("BTTTPT")
    assert roads.leading_ties == 0
    assert [(c.outcome, c.ties) for c in roads.big_road] == [(B, 3), (P, 1)]
    assert drawn(roads.big_road) == [(0, 0), (1, 0)]
    assert [c.hand for c in roads.big_road] == [0, 4]
    assert roads.stats.tie == 4 and roads.stats.hands == 6


def test_ties_do_not_break_a_streak() -> None:
    # B T B: one column of two; the tie sits on the first circle.
    roads = roads_of("BTB")
    assert roads.big_road_columns == (2,)
    assert [(c.column, c.row, c.ties) for c in roads.big_road] == [(0, 0, 1), (0, 1, 0)]
    assert roads.stats.longest_banker_streak == 2
    assert roads.stats.current_streak == Streak(B, 2)


def test_a_shoe_of_only_ties() -> None:
    # Seven ties: seven beads (column 0 rows 0-5, then column 1 row 0), no circle, no marks, no ask.
    roads = roads_of("TTTTTTT")
    assert roads.big_road == () and roads.big_road_columns == ()
    assert roads.leading_ties == 7
    assert drawn(roads.bead_plate) == [(0, r) for r in range(6)] + [(1, 0)]
    assert all(road.cells == () for road in roads.derived_roads)
    assert roads.ask_banker == roads.ask_player == (None, None, None)
    stats = roads.stats
    assert (stats.hands, stats.tie, stats.banker, stats.player) == (7, 7, 0, 0)
    assert stats.tie_percent == 100.0 and stats.banker_percent == 0.0
    assert stats.current_streak == Streak(None, 0)
    assert (stats.longest_banker_streak, stats.longest_player_streak) == (0, 0)


def test_an_empty_shoe() -> None:
    roads = compute_roads([])
    assert roads.bead_plate == roads.big_road == ()
    assert roads.stats.hands == 0 and roads.stats.banker_percent == 0.0
    assert roads.big_road_width == roads.bead_plate_width == 0
    assert roads.to_dict()["big_road_columns"] == []


# -- dragon tails -----------------------------------------------------------------------------------
def test_dragon_tail_past_row_five() -> None:
    # Eight Banker wins: rows 0-5 of column 0, then right along the bottom row to (1,5) and (2,5).
    # The next streak starts at column 1 (its row 0 is free: the tail is down on row 5).
    roads = roads_of("B" * 8 + "P")
    assert roads.big_road_columns == (8, 1)
    assert drawn(roads.big_road) == [(0, r) for r in range(6)] + [(1, 5), (2, 5), (1, 0)]
    assert logical(roads.big_road) == [(0, r) for r in range(8)] + [(1, 0)]


def test_a_turned_tail_stays_on_its_row() -> None:
    # B x7: (0,0)..(0,5), then (1,5). P x9: (1,0)..(1,4); (1,5) is taken, so it turns along row 4:
    # (2,4), (3,4), (4,4), (5,4). Under (3,4) the cell (3,5) is free again, but a dragon tail runs
    # on along the row it turned into; it never drops back down.
    roads = roads_of("B" * 7 + "P" * 9)
    assert drawn(roads.big_road)[7:] == [(1, r) for r in range(5)] + [(2, 4), (3, 4), (4, 4), (5, 4)]


STAIRCASE = "B" * 8 + "P" * 7 + "B" * 6 + "P" * 5 + "B" * 4 + "P" * 3 + "B"


def test_dragon_tails_that_meet_earlier_tails() -> None:
    # B x8: (0,0)..(0,5), bottom row -> (1,5), (2,5).
    # P x7: starts (1,0); (1,1)..(1,4); (1,5) is taken, so it turns at row 4: (2,4), (3,4).
    # B x6: starts (2,0); (2,1)..(2,3); (2,4) taken -> row 3: (3,3), (4,3).
    # P x5: starts (3,0); (3,1), (3,2); (3,3) taken -> row 2: (4,2), (5,2).
    # B x4: starts (4,0); (4,1); (4,2) taken -> row 1: (5,1), (6,1).
    # P x3: starts (5,0); (5,1) taken at once -> turns along row 0: (6,0), (7,0).
    # B x1: the first column right of 5 with row 0 free: 6 and 7 are taken by that tail -> (8,0).
    roads = roads_of(STAIRCASE)
    assert roads.big_road_columns == (8, 7, 6, 5, 4, 3, 1)
    expected = (
        [(0, r) for r in range(6)]
        + [(1, 5), (2, 5)]
        + [(1, r) for r in range(5)]
        + [(2, 4), (3, 4)]
        + [(2, r) for r in range(4)]
        + [(3, 3), (4, 3)]
        + [(3, 0), (3, 1), (3, 2), (4, 2), (5, 2)]
        + [(4, 0), (4, 1), (5, 1), (6, 1)]
        + [(5, 0), (6, 0), (7, 0)]
        + [(8, 0)]
    )
    assert drawn(roads.big_road) == expected
    assert roads.big_road_width == 9


def test_a_derived_road_has_dragon_tails_too() -> None:
    # B P then nine B: logical (0,0), (1,0), then column 2 rows 0..8; L = [1, 1, 9].
    # Big Eye Boy: (2,0) L[1]=1 = L[0]=1 red; (2,1) r=1 = L[1]=1 blue; (2,2)..(2,8) r != 1: 7 red.
    # Laid out: R (0,0); U opens column 1 (1,0); the 7 R open column 2: rows 0-5, then (3,5).
    roads = roads_of("BP" + "B" * 9)
    assert roads.big_eye_boy.marks == (R, U) + (R,) * 7
    assert drawn(roads.big_eye_boy.cells) == [(0, 0), (1, 0)] + [(2, r) for r in range(6)] + [(3, 5)]
    assert logical(roads.big_eye_boy.cells)[-1] == (2, 6)
    # Small Road: (2,0) c-3<0 none; (2,1) r=1 = L[0]=1 blue; (2,2)..(2,8) 7 red.
    assert roads.small_road.marks == (U,) + (R,) * 7
    assert drawn(roads.small_road.cells) == [(0, 0)] + [(1, r) for r in range(6)] + [(2, 5)]
    # Cockroach Pig needs c >= 3: nothing.
    assert roads.cockroach_pig.cells == ()
    # The Big Road itself: B (0,0), P (1,0), nine B from (2,0): rows 0-5 then (3,5), (4,5), (5,5).
    assert drawn(roads.big_road)[2:] == [(2, r) for r in range(6)] + [(3, 5), (4, 5), (5, 5)]


# -- entries, flags and statistics ----------------------------------------------------------------------
def test_entries_from_coups_and_letters() -> None:
    # KS 2H 5D 4C 7S 8D: Banker wins 4 to 2, no pair (K/5, 2/4), no natural.
    coup = resolve_cards(parse_cards(["KS", "2H", "5D", "4C", "7S", "8D"]))
    assert RoadEntry.from_coup(coup) == RoadEntry(B, False, False, False)
    # 4S 4H 4D 4C: Player 4S 4D and Banker 4H 4C, both pairs, both 8: naturals, a tie.
    coup = resolve_cards(parse_cards(["4S", "4H", "4D", "4C"]))
    assert RoadEntry.from_coup(coup) == RoadEntry(T, True, True, True)
    assert RoadEntry.from_letter("p") == RoadEntry(P)
    with pytest.raises(ValueError):
        RoadEntry.from_letter("X")


def test_parse_results() -> None:
    assert [e.outcome for e in parse_results("bPt")] == [B, P, T]
    assert [e.outcome for e in parse_results(" B P\tT\n")] == [B, P, T]
    assert parse_results("") == ()
    with pytest.raises(ValueError, match=r"'X' at position 3"):
        parse_results("BBXP")
    # Positions count every character of the text, spaces included: B, space, P, space, X.
    with pytest.raises(ValueError, match=r"'x' at position 5"):
        parse_results("B P x")


def test_flags_reach_the_cells_and_the_stats() -> None:
    entries = [
        RoadEntry(B, player_pair=True),
        RoadEntry(P, banker_pair=True, natural=True),
        RoadEntry(T, True, True, True),
    ]
    roads = compute_roads(entries)
    assert [(c.player_pair, c.banker_pair, c.natural) for c in roads.bead_plate] == [
        (True, False, False),
        (False, True, True),
        (True, True, True),
    ]
    assert [(c.player_pair, c.banker_pair, c.natural) for c in roads.big_road] == [
        (True, False, False),
        (False, True, True),
    ]
    stats = roads.stats
    assert (stats.player_pairs, stats.banker_pairs, stats.naturals) == (2, 2, 2)


def test_stats_with_ties_inside_streaks() -> None:
    # B T B B | P P P T P | B T: Banker 1,3,4,10 = 4; Player 5,6,7,9 = 4; Tie 2,8,11 = 3.
    # The ties do not break the runs: Banker 3 (B T B B), Player 4 (P P P T P); current: Banker 1.
    stats = roads_of("BTBBPPPTPBT").stats
    assert (stats.hands, stats.banker, stats.player, stats.tie) == (11, 4, 4, 3)
    assert stats.banker_percent == pytest.approx(400 / 11)
    assert stats.tie_percent == pytest.approx(300 / 11)
    assert (stats.longest_banker_streak, stats.longest_player_streak) == (3, 4)
    assert stats.current_streak == Streak(B, 1)


def test_to_dict() -> None:
    # BBPPB, L = [2, 2, 1], the last B opens column 2.
    # Ask Banker continues at (2,1): BEB r=1 vs L[1]=2 red; Small r=1 vs L[0]=2 red; Pig c-3<0 none.
    # Ask Player opens (3,0): BEB L[2]=1 vs L[1]=2 blue; Small L[2]=1 vs L[0]=2 blue; Pig c-4<0 none.
    data = json.loads(json.dumps(roads_of("BBPPB").to_dict()))
    assert data["big_road_columns"] == [2, 2, 1]
    assert data["big_eye_boy"] == ["red", "red"]
    assert data["small_road"] == [] and data["cockroach_pig"] == []
    assert data["ask"] == {"banker": ["red", "red", None], "player": ["blue", "blue", None]}
    assert data["leading_ties"] == 0
    assert [(c["column"], c["row"], c["outcome"]) for c in data["bead_plate"]] == [
        (0, 0, "B"),
        (0, 1, "B"),
        (0, 2, "P"),
        (0, 3, "P"),
        (0, 4, "B"),
    ]
    assert data["big_road"][2] == {
        "hand": 2,
        "column": 1,
        "row": 0,
        "logical_column": 1,
        "logical_row": 0,
        "outcome": "P",
        "player_pair": False,
        "banker_pair": False,
        "natural": False,
        "ties": 0,
    }
    assert [c["mark"] for c in data["derived_cells"]["big_eye_boy"]] == ["red", "red"]
    assert data["derived_cells"]["small_road"] == []
    assert data["stats"]["hands"] == 5
    assert data["stats"]["current_streak"] == {"outcome": "B", "length": 1}
    assert data["stats"]["longest_streak"] == {"banker": 2, "player": 2}


# -- independent oracles for the properties ----------------------------------------------------------
def oracle_logical(results: str) -> list[tuple[str, int, int]]:
    """(letter, column, row) of every B/P result, by counting streaks."""
    out: list[tuple[str, int, int]] = []
    for letter in results:
        if letter == "T":
            continue
        if out and out[-1][0] == letter:
            out.append((letter, out[-1][1], out[-1][2] + 1))
        else:
            out.append((letter, out[-1][1] + 1 if out else 0, 0))
    return out


def oracle_marks(results: str, k: int) -> list[Mark]:
    """The derived road phrased with cells rather than lengths: for r >= 1 look at column c-k:
    a cell beside (row r) -> red; the column ended exactly one row above (row r-1 but not r) ->
    blue; the column ended higher still -> red. For r = 0, red when columns c-1 and c-1-k end at
    the same depth."""
    cells = {(c, r) for _, c, r in oracle_logical(results)}
    marks: list[Mark] = []
    for _, c, r in oracle_logical(results):
        if r >= 1 and c - k >= 0:
            beside, above = (c - k, r) in cells, (c - k, r - 1) in cells
            marks.append(U if above and not beside else R)
        elif r == 0 and c - k - 1 >= 0:
            depth_a = max(row for col, row in cells if col == c - 1)
            depth_b = max(row for col, row in cells if col == c - 1 - k)
            marks.append(R if depth_a == depth_b else U)
    return marks


# -- properties ----------------------------------------------------------------------------------------
@given(shoes)
def test_marks_match_the_independent_oracle(results: str) -> None:
    roads = roads_of(results)
    for road in roads.derived_roads:
        assert list(road.marks) == oracle_marks(results, road.kind.k)


@given(shoes)
def test_each_result_adds_at_most_one_mark_per_road(results: str) -> None:
    builder = RoadBuilder()
    before = [0, 0, 0]
    for entry in parse_results(results):
        builder.add(entry)
        after = [len(road.cells) for road in builder.roads().derived_roads]
        for old, new in zip(before, after, strict=True):
            assert new - old in ((0,) if entry.outcome is T else (0, 1))
        before = after


@given(shoes)
def test_mark_count_is_the_entries_past_the_start_point(results: str) -> None:
    roads = roads_of(results)
    positions = [(c, r) for _, c, r in oracle_logical(results)]
    for road in roads.derived_roads:
        k = road.kind.k
        starts = [i for i, pos in enumerate(positions) if pos in ((k, 1), (k + 1, 0))]
        expected = len(positions) - starts[0] if starts else 0
        assert len(road.cells) == expected


@given(shoes)
def test_no_two_cells_share_a_position_and_all_fit_six_rows(results: str) -> None:
    roads = roads_of(results)
    for cells in (roads.bead_plate, roads.big_road, *(road.cells for road in roads.derived_roads)):
        positions = drawn(cells)
        assert len(set(positions)) == len(positions)
        assert all(0 <= row < ROWS and column >= 0 for column, row in positions)


@given(shoes)
def test_each_road_has_one_cell_per_entry(results: str) -> None:
    roads = roads_of(results)
    assert len(roads.bead_plate) == len(results) == roads.stats.hands
    assert drawn(roads.bead_plate) == [(i // 6, i % 6) for i in range(len(results))]
    assert len(roads.big_road) == len(results) - results.count("T")
    for road in roads.derived_roads:
        assert len(road.cells) == len(oracle_marks(results, road.kind.k))


@given(shoes)
def test_big_road_matches_the_streaks(results: str) -> None:
    roads = roads_of(results)
    oracle = oracle_logical(results)
    assert [(c.outcome.letter, c.logical_column, c.logical_row) for c in roads.big_road] == oracle
    lengths = [0] * (oracle[-1][1] + 1 if oracle else 0)
    for _, column, _ in oracle:
        lengths[column] += 1
    assert list(roads.big_road_columns) == lengths


@given(shoes)
def test_layout_follows_the_dragon_tail_rule(results: str) -> None:
    """Down while possible; right only at the bottom row or above a taken cell, and then right
    for good; a new streak opens the first free row-0 cell right of the last streak's start."""
    roads = roads_of(results)
    grids = [(roads.big_road, "outcome"), *((road.cells, "mark") for road in roads.derived_roads)]
    for cells, attr in grids:
        taken: set[tuple[int, int]] = set()
        start = -1
        turned = False
        for i, cell in enumerate(cells):
            here = (cell.column, cell.row)
            if i == 0 or getattr(cells[i - 1], attr) is not getattr(cell, attr):
                column = start + 1
                while (column, 0) in taken:
                    column += 1
                assert here == (column, 0)
                start, turned = column, False
            else:
                x, y = cells[i - 1].column, cells[i - 1].row
                can_go_down = not turned and y + 1 < ROWS and (x, y + 1) not in taken
                assert here == ((x, y + 1) if can_go_down else (x + 1, y))
                turned = turned or not can_go_down
            taken.add(here)


@given(shoes)
def test_ties_are_counted_on_the_circles(results: str) -> None:
    roads = roads_of(results)
    leading = len(results) - len(results.lstrip("T"))
    assert roads.leading_ties == leading
    if roads.big_road:
        assert sum(c.ties for c in roads.big_road) == results.count("T")
        # Each circle carries the ties that directly follow it (plus the leading ones on the first).
        for cell in roads.big_road:
            after = results[cell.hand + 1 :]
            own = len(after) - len(after.lstrip("T"))
            assert cell.ties == own + (leading if cell is roads.big_road[0] else 0)


@given(shoes)
def test_ask_roads_are_what_the_next_result_adds(results: str) -> None:
    roads = roads_of(results)
    for outcome, asked in ((B, roads.ask_banker), (P, roads.ask_player)):
        after = roads_of(results + outcome.letter)
        added = tuple(
            road_after.marks[-1] if len(road_after.cells) > len(road_before.cells) else None
            for road_before, road_after in zip(roads.derived_roads, after.derived_roads, strict=True)
        )
        assert asked == added
    # Continuing a column and opening one compare the same two columns with opposite outcomes.
    for banker, player in zip(roads.ask_banker, roads.ask_player, strict=True):
        assert (banker is None and player is None) or {banker, player} == {R, U}
    assert roads_of(results + "T").derived_roads == roads.derived_roads


@given(shoes)
def test_streak_stats_match_the_columns(results: str) -> None:
    roads = roads_of(results)
    stats = roads.stats
    assert (stats.banker, stats.player, stats.tie) == tuple(results.count(x) for x in "BPT")
    runs = [
        (c.outcome, length)
        for c, length in zip(
            [cell for cell in roads.big_road if cell.logical_row == 0], roads.big_road_columns, strict=True
        )
    ]
    assert stats.longest_banker_streak == max((n for o, n in runs if o is B), default=0)
    assert stats.longest_player_streak == max((n for o, n in runs if o is P), default=0)
    assert stats.current_streak == (Streak(*runs[-1]) if runs else Streak(None, 0))


@given(shoes)
def test_incremental_builder_matches_a_fresh_computation(results: str) -> None:
    builder = RoadBuilder()
    entries = parse_results(results)
    for i, entry in enumerate(entries, start=1):
        builder.add(entry)
        if i % 7 == 0 or i == len(entries):
            assert builder.roads() == compute_roads(entries[:i])
    assert len(builder) == len(entries)
