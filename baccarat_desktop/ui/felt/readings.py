"""What each thing on the felt reads as, for a screen reader: a betting area, a chip of the rack, a
button, a card (named from what the felt *shows*: a card face down never gives its rank away, a
card being squeezed says how far it is peeled and how the keys peel it), the lit cards and their
multipliers, each hand's total and the result the felt shows.

Its own module, apart from ui/felt/access.py (the accessible tree Qt asks and the speaker that
sends focus changes and announcements), because these are the felt's words alone: plain functions
of the scene that tests read without any assistive technology. The words for a card and its place
in the deal are ui/felt/spoken.py's.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsObject

from ...engine.cards import Card
from ...engine.coup import Hand
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.money import format_cents, signed_cents
from ...engine.multiplier import LitCard
from .cards import CardItem
from .chips import RackChipItem
from .controls import ButtonItem
from .fixtures import BankrollItem, TextItem, TotalBadgeItem
from .lights import Lights, LitStripItem, LitTagItem
from .peek import CHOICE_KEYS, PeekPanelItem
from .spoken import CARD_PLACES, spoken_card
from .spots import BetSpotItem
from .squeeze import SqueezeStageItem
from .table import FeltTable

__all__ = [
    "Reading",
    "card_name",
    "chip_name",
    "dealing_order",
    "lit_words",
    "multiplied_words",
    "peel_words",
    "read_item",
    "result_words",
    "squeeze_reading",
    "squeezed_card",
    "total_words",
]


def chip_name(cents: int) -> str:
    """'$25 chip', '$1,000 chip' (whole dollars read better than '$1K')."""
    return _t("Access", "{amount} chip").format(amount=format_cents(cents).removesuffix(".00"))


@dataclass(frozen=True)
class Reading:
    """What one thing on the felt says to assistive technology."""

    role: QAccessible.Role
    name: str
    description: str = ""
    control: bool = False  # a control the keyboard can reach (focusable)
    checkable: bool = False
    checked: bool = False
    disabled: bool = False


def _spot_reading(item: BetSpotItem, scene: FeltTable) -> Reading:
    bet = item.spot.bet
    stack = scene.stacks.get(item.spot)
    amount = stack.amount_cents if stack is not None and stack.isVisible() else 0
    parts = [
        _t("Access", "{amount} bet").format(amount=format_cents(amount)) if amount else _t("Access", "no bet")
    ]
    if item.highlighted:
        parts.append(_t("Access", "wins this hand"))
    if item.closed:
        parts.append(_t("Access", "closed: it takes no bets now"))
    return Reading(
        QAccessible.Role.Button,
        _t("Access", "{bet}, pays {payout}").format(bet=bet.name, payout=item.payout.lower()),
        ", ".join(parts),
        control=True,
    )


def _chip_reading(item: RackChipItem) -> Reading:
    if item.refusal is None:
        description = _t("Access", "Key {key}").format(key=item.shortcut)
    else:
        description = _t("Access", "Key {key}; cannot be afforded: {refusal}").format(
            key=item.shortcut, refusal=item.refusal
        )
    return Reading(
        QAccessible.Role.RadioButton,
        chip_name(item.cents),
        description,
        control=True,
        checkable=True,
        checked=item.selected,
        disabled=not item.enabled,
    )


def _button_reading(item: ButtonItem) -> Reading:
    panel = item.parentItem()
    if isinstance(panel, PeekPanelItem):  # Keep, Double, Triple: the key, and why one is not offered
        choice = next(c for c, b in panel.buttons.items() if b is item)
        refused = panel.offer.refusals.get(choice) if panel.offer is not None else None
        key = next(chr(k.value) for k, c in CHOICE_KEYS.items() if c is choice)
        description = _t("Access", "Key {key}").format(key=key)
        if refused:
            description = _t("Peek", "Key {key}; not offered: {why}").format(key=key, why=refused)
        return Reading(
            QAccessible.Role.Button, choice.label, description, control=True, disabled=not item.enabled
        )
    name = _t("Access", "Back to the table") if item.action == "end_replay" else item.text.capitalize()
    return Reading(QAccessible.Role.Button, name, control=True, disabled=not item.enabled)


def card_name(item: CardItem, scene: FeltTable) -> str:
    """'Player's first card: Queen of hearts', or '..., face down' while the felt shows its back.
    A card is named by the hand and place it is dealt to (``CardItem.dealt_to``), from the moment
    it leaves the shoe: never by a box it crosses on its way, nor by where it is squeezed large;
    the burn card (dealt to no hand) is 'Burn card'."""
    if item.dealt_to is None:
        where = _t("Access", "Burn card")
    else:
        hand, place = item.dealt_to
        places = CARD_PLACES[hand]
        where = _t("Access", places[min(place, len(places) - 1)])  # a hand has 3 at most
    if item.face_up and item.card is not None:
        tag = next((child for child in item.childItems() if isinstance(child, LitTagItem)), None)
        if tag is not None:  # a lit card (multiplier table)
            return _t("Multiplier", "{where}: {card}, lit times {multiplier}").format(
                where=where, card=spoken_card(item.card), multiplier=tag.multiplier
            )
        return _t("Access", "{where}: {card}").format(where=where, card=spoken_card(item.card))
    return _t("Access", "{where}, face down").format(where=where)


def lit_words(lit: tuple[LitCard, ...]) -> str:
    """'Lit cards: Queen of hearts times 3, Two of clubs times 2': the flash, as said."""
    cards = ", ".join(_lit_card(item.card, item.multiplier) for item in lit)
    return _t("Multiplier", "Lit cards: {cards}").format(cards=cards)


def _lit_card(card: Card, multiplier: int) -> str:
    return _t("Multiplier", "{card} times {multiplier}").format(card=spoken_card(card), multiplier=multiplier)


def multiplied_words(lights: Lights) -> str:
    """The call's multiplied wins as said ('Banker multiplied 6 times by Queen of hearts times 3, Two
    of clubs times 2, pays $142.50'), in the order the felt shows them."""
    said = []
    for spot, product, cards, paid in lights.wins:
        spoken = ", ".join(_lit_card(card, m) for card, m in cards)
        if paid is None:
            said.append(
                _t("Multiplier", "{bet} multiplied {product} times by {cards}").format(
                    bet=spot.label, product=product, cards=spoken
                )
            )
        else:
            said.append(
                _t("Multiplier", "{bet} multiplied {product} times by {cards}, pays {amount}").format(
                    bet=spot.label, product=product, cards=spoken, amount=format_cents(paid)
                )
            )
    return ". ".join(said)


# The card being squeezed, for a screen reader: how the keys peel it, and how far it is peeled.
SQUEEZE_KEYS = QT_TRANSLATE_NOOP(
    "Access",
    "The arrow keys peel it back from an edge, a step a press; Enter turns it over; "
    "Shift+Enter turns every card over",
)
PEELED_FROM: dict[str | None, str] = {
    "bottom": QT_TRANSLATE_NOOP("Access", "Peeled {percent}% from the bottom edge"),
    "top": QT_TRANSLATE_NOOP("Access", "Peeled {percent}% from the top edge"),
    "left": QT_TRANSLATE_NOOP("Access", "Peeled {percent}% from the left edge"),
    "right": QT_TRANSLATE_NOOP("Access", "Peeled {percent}% from the right edge"),
    None: QT_TRANSLATE_NOOP("Access", "Peeled {percent}%"),  # by the mouse, from a corner or an edge
}


def squeezed_card(scene: FeltTable) -> CardItem | None:
    """The card being squeezed that has the keyboard (the arrow keys peel it), if any."""
    item = scene.focusItem()
    return item if isinstance(item, CardItem) and item.squeeze.enabled else None


def peel_words(item: CardItem) -> str:
    """How far a squeezed card is peeled ('Peeled 12% from the bottom edge'), or its keys while it
    lies flat. Never what the peeled corner shows: the rank is said once the card is turned."""
    squeeze = item.squeeze
    if squeeze.fold is None:
        return _t("Access", SQUEEZE_KEYS)
    return _t("Access", PEELED_FROM[squeeze.edge]).format(percent=round(100 * squeeze.share))


def squeeze_reading(item: CardItem, scene: FeltTable) -> Reading | None:
    """A card waiting to be squeezed on the stage: a control (it takes the keyboard), named by its
    place and 'being squeezed', described by its keys or how far it is peeled; None otherwise."""
    if not item.squeeze.enabled:
        return None
    name = _t("Access", "{card}, being squeezed").format(card=card_name(item, scene))
    return Reading(QAccessible.Role.Graphic, name, peel_words(item), control=True)


def read_item(item: QGraphicsObject, scene: FeltTable) -> Reading | None:
    """The reading of one thing on the felt (None: it has nothing to say now)."""
    if isinstance(item, BetSpotItem):
        return _spot_reading(item, scene)
    if isinstance(item, RackChipItem):
        return _chip_reading(item)
    if isinstance(item, ButtonItem):
        return _button_reading(item)
    if isinstance(item, CardItem):
        return squeeze_reading(item, scene) or Reading(QAccessible.Role.Graphic, card_name(item, scene))
    if isinstance(item, SqueezeStageItem):  # what the felt asks, the card's name, how to peel it
        return Reading(QAccessible.Role.StaticText, item.prompt, item.hint) if item.prompt else None
    if isinstance(item, TotalBadgeItem):
        if item.total is None:
            return None
        hand = next(h for h, badge in scene.badges.items() if badge is item)
        return Reading(QAccessible.Role.StaticText, total_words(hand, item.total, item.winner))
    if isinstance(item, BankrollItem):
        last = _t("Access", "none yet") if item.last is None else signed_cents(item.last)
        return Reading(
            QAccessible.Role.StaticText,
            _t("Access", "Bankroll {amount}").format(amount=format_cents(item.bankroll)),
            _t("Access", "Bet {bet}; last hand {last}").format(bet=format_cents(item.bet), last=last),
        )
    if isinstance(item, PeekPanelItem):  # the Peek table's choice: the cards shown and the coach
        words = item.words()
        return Reading(QAccessible.Role.StaticText, words[0], " ".join(words[1:])) if words else None
    if isinstance(item, LitStripItem):
        return Reading(QAccessible.Role.StaticText, lit_words(item.lit)) if item.lit else None
    if isinstance(item, TextItem):
        if item is scene.announcement:
            return Reading(QAccessible.Role.StaticText, result_words(scene)) if item.text else None
        return Reading(QAccessible.Role.StaticText, item.text) if item.text else None
    return None


def total_words(hand: Hand, total: int, winner: bool) -> str:
    """'Player total 7', 'Banker total 9, wins'."""
    if hand is Hand.PLAYER:
        text = _t("Access", "Player total {total}, wins") if winner else _t("Access", "Player total {total}")
    else:
        text = _t("Access", "Banker total {total}, wins") if winner else _t("Access", "Banker total {total}")
    return text.format(total=total)


def result_words(scene: FeltTable) -> str:
    """The dealer's call with the player's own result after it, as the felt shows them now."""
    call, own = scene.announcement.text, scene.personal.text
    lights = scene.lights
    if lights.shown and lights.shown in call:  # a multiplier table's wins, said in words
        call = call.replace(f" · {lights.shown}", f". {multiplied_words(lights)}")
    return _t("Access", "{call}. {own}").format(call=call, own=own) if call and own else call or own


def dealing_order(item: CardItem) -> tuple[int, int]:
    """Where a card comes in the deal (Player's first, Banker's first, Player's second, ...): cards
    turned together are named in this order, whichever flip ends first on a busy machine."""
    if item.dealt_to is None:
        return (len(CARD_PLACES[Hand.PLAYER]), 0)
    hand, place = item.dealt_to
    return (place, 0 if hand is Hand.PLAYER else 1)
