"""A floor table in words: what its card shows (limits, hands, counts) and what a screen reader says
of it (the table, its limits, the hands and counts, the last results and its Big Road).

Pure: a ``TableState`` in, text out, so the card paints and speaks the same figures.
"""

from __future__ import annotations

from ...engine.floor import Pace, TableState
from ...engine.i18n import _t, _tn
from ...engine.money import format_cents
from ...viewmodels.road_words import road_in_words
from ...viewmodels.scoreboard import RoadId, side_name

__all__ = [
    "LAST_RESULTS",
    "card_description",
    "card_name",
    "footer_text",
    "hands_text",
    "limits_text",
    "shoe_text",
    "tags",
]

LAST_RESULTS = 6  # the results a screen reader hears before the whole Big Road


def limits_text(state: TableState) -> str:
    """'$5.00 – $5,000.00': Player and Banker's limits, the table's own."""
    rules = state.table.rules
    return _t("Lobby", "{low} – {high}").format(
        low=format_cents(rules.min_bet_cents), high=format_cents(rules.max_bet_cents)
    )


def hands_text(state: TableState) -> str:
    """'23 hands' dealt from this shoe, or 'Shuffling' between shoes."""
    if state.shuffling:
        return _t("Lobby", "Shuffling")
    return _tn("Lobby", "{n} hand(s)", state.hands).format(n=state.hands)


def shoe_text(state: TableState) -> str:
    """'Shoe 2': the table's shoe since the floor opened."""
    return _t("Lobby", "Shoe {shoe}").format(shoe=state.shoe_no)


def footer_text(state: TableState) -> str:
    """The card's footer beside its counts: the shoe, and whether the player sits at the table."""
    if state.seated:
        return _t("Lobby", "Shoe {shoe} · your table").format(shoe=state.shoe_no)
    return shoe_text(state)


def tags(state: TableState) -> list[str]:
    """The table's kind in a word or two, the most telling first: Speed, Squeeze, the variant
    (unless the name says it), the decks."""
    table = state.table
    found = []
    if table.pace is Pace.SPEED:
        found.append(Pace.SPEED.label)
    if table.squeeze:
        found.append(_t("Lobby", "Squeeze"))
    variant = table.rules.variant
    named = variant.value.replace("_", " ") in table.name.casefold()  # "No Commission", in any language
    if not named and variant.label.casefold() not in table.title.casefold():
        found.append(variant.label)
    found.append(_tn("Lobby", "{n} deck(s)", table.rules.decks).format(n=table.rules.decks))
    return found


def card_name(state: TableState) -> str:
    """What a screen reader names the card: the table and its limits."""
    return _t("Lobby", "{table}, {limits}").format(table=state.table.title, limits=limits_text(state))


def card_description(state: TableState, leave_keys: str = "") -> str:
    """The rest of the card in a sentence or three: kind, hands, counts, the last results, the Big
    Road, and what Enter does (at the player's own table: back to it, and ``leave_keys``, the
    window's Leave the table, stands him up)."""
    stats, roads = state.roads.stats, state.roads
    kind = ", ".join(tags(state))
    counts = _t("Lobby", "Banker {banker}, Player {player}, Tie {tie}").format(
        banker=stats.banker, player=stats.player, tie=stats.tie
    )
    shoe = _t("Lobby", "{shoe}, {hands}").format(shoe=shoe_text(state), hands=hands_text(state))
    parts = [kind, f"{shoe}: {counts}" if stats.hands else shoe]
    if roads.entries:
        last = [side_name(entry.outcome) for entry in roads.entries[-LAST_RESULTS:]]
        parts.append(_t("Lobby", "Last results: {results} (latest)").format(results=", ".join(last)))
        parts.append(_t("Lobby", "Big Road: {road}").format(road=road_in_words(state.roads, RoadId.BIG_ROAD)))
    if state.seated and leave_keys:
        parts.append(
            _t("Lobby", "You sit at this table: Enter takes you back to it, {keys} leaves it").format(
                keys=leave_keys
            )
        )
    elif state.seated:
        parts.append(_t("Lobby", "You sit at this table: Enter takes you back to it"))
    else:
        parts.append(_t("Lobby", "Enter sits down at this table"))
    return ". ".join(parts) + "."
