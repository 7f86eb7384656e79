"""A table session: the shoe in play, the coups dealt from it and the bankroll ledger. No I/O.

The bankroll changes in exactly one place, ``deal``, by the settlement of a coup; everything that
shows or stores money reads it from the ``HandResult`` this returns.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .bets import BetSpot, Settlement, check_bets, outlay_cents, settle
from .cards import Card
from .catalogue import BetRefused
from .coup import Coup, deal_coup
from .i18n import _t
from .money import check_cents, format_cents
from .multiplier import LitCard, shoe_lit_cards
from .peek import PEEK_SPOTS, Choice, raise_refusal
from .rules import TableRules
from .shoe import Burn, SecureSeeds, SeedSource, Shoe

__all__ = ["HandResult", "Session", "ShoeStart", "check_loss_limit"]

ShoeFactory = Callable[[], Shoe]


@dataclass(frozen=True, slots=True)
class ShoeStart:
    """What the table shows when a shoe starts: its number, commitment, cut card and the burn."""

    shoe_no: int
    shoe: Shoe
    burn: Burn | None

    @property
    def commitment(self) -> str | None:
        return self.shoe.commitment


@dataclass(frozen=True, slots=True)
class HandResult:
    """One settled coup and the ledger entry it made."""

    shoe_no: int
    hand_no: int  # 1-based within the shoe
    bets: tuple[tuple[BetSpot, int], ...]
    coup: Coup
    settlement: Settlement
    bankroll_before_cents: int
    bankroll_after_cents: int
    position_before: int  # where in the shoe the coup's first card was
    cut_card_came_out: bool  # the cut card appeared during this coup: one more coup follows
    last_hand: bool  # this coup ended the shoe
    # The cards lit before the deal at a multiplier table (fixed when betting closed, before the
    # first card: ``Session.lit_cards_for_next_hand``), in the order drawn; () at other tables.
    lit: tuple[LitCard, ...] = ()
    # At a Peek table, what the player did with the Player or Banker bet once the cards were shown:
    # ``bets`` are the stakes as placed, the settlement's results the stakes in play.
    choice: Choice = Choice.KEEP

    @property
    def net_cents(self) -> int:
        """What the hand did to the bankroll (at a multiplier table its fees included)."""
        return self.settlement.net_cents

    @property
    def fee_cents(self) -> int:
        """The multiplier table's fees on this hand's bets (part of ``net_cents``)."""
        return self.settlement.fee_cents


def check_loss_limit(
    bets: Mapping[BetSpot, int],
    loss_limit_cents: int | None,
    net_cents: int,
    rules: TableRules | None = None,
) -> None:
    """Refuse bets that could take a session past its loss limit (``net_cents``: its result so far);
    with ``rules``, what the bets can lose counts their fees (``outlay_cents``)."""
    staked = sum(bets.values()) if rules is None else outlay_cents(bets, rules)
    if loss_limit_cents is None or staked == 0:
        return
    if -net_cents >= loss_limit_cents:
        raise BetRefused(
            None,
            _t(
                "Refusals",
                "you have reached your session loss limit of {limit}: betting is stopped for this session",
            ).format(limit=format_cents(loss_limit_cents)),
        )
    allowance = loss_limit_cents + net_cents
    if staked > allowance:
        raise BetRefused(
            None,
            _t(
                "Refusals",
                "bets of {staked} could take you past your session loss limit "
                "(at most {allowance} more can be lost)",
            ).format(staked=format_cents(staked), allowance=format_cents(allowance)),
        )


class Session:
    """Shoe + coups + bankroll. Each action has a check (``can_*``/``check_*``) and the action."""

    def __init__(
        self,
        rules: TableRules,
        bankroll_cents: int,
        *,
        seeds: SeedSource | None = None,
        shoe_factory: ShoeFactory | None = None,
        starting_bankroll_cents: int | None = None,
        loss_limit_cents: int | None = None,
    ) -> None:
        check_cents(bankroll_cents, "a bankroll")
        if starting_bankroll_cents is not None:
            check_cents(starting_bankroll_cents, "a starting bankroll")
        if loss_limit_cents is not None:
            check_cents(loss_limit_cents, "a session loss limit", minimum=1)
        self.rules = rules
        self.bankroll_cents = bankroll_cents
        self.starting_bankroll_cents = (
            bankroll_cents if starting_bankroll_cents is None else starting_bankroll_cents
        )
        self.loss_limit_cents = loss_limit_cents
        self.seeds = seeds or SecureSeeds()
        self._shoe_factory = shoe_factory or self._seeded_shoe
        self.shoe: Shoe | None = None
        self.shoe_no = 0
        self.hand_no = 0  # hands dealt from the current shoe
        self._shoe_over = True

    def _seeded_shoe(self) -> Shoe:
        return Shoe.from_seed(
            self.seeds.next_seed(), self.rules.decks, (self.rules.cut_min, self.rules.cut_max)
        )

    # -- restore (game recovery) --------------------------------------------------------------
    def resume_shoe(self, shoe: Shoe, shoe_no: int, hands_dealt: int) -> None:
        """Continue a stored shoe exactly where it was (its position already after the burn).

        Only for a shoe whose last hand has not been dealt: storage ends a shoe in the same
        transaction as its last hand, so it never resumes a finished one.
        """
        self.shoe = shoe
        self.shoe_no = shoe_no
        self.hand_no = hands_dealt
        self._shoe_over = shoe.exhausted

    # -- shoes -------------------------------------------------------------------------------
    @property
    def needs_new_shoe(self) -> bool:
        return self.shoe is None or self._shoe_over

    @property
    def is_last_hand(self) -> bool:
        """The cut card came out during an earlier coup, so the next coup is the shoe's last."""
        return self.shoe is not None and not self._shoe_over and self.shoe.cut_card_out

    def start_shoe(self) -> ShoeStart:
        """Bring a fresh shoe to the table and burn, whether or not the old one was finished."""
        shoe = self._shoe_factory()
        burn = shoe.burn() if shoe.can_burn() else None
        self.shoe = shoe
        self.shoe_no += 1
        self.hand_no = 0
        self._shoe_over = shoe.exhausted
        return ShoeStart(self.shoe_no, shoe, burn)

    # -- bets --------------------------------------------------------------------------------
    @property
    def net_cents(self) -> int:
        return self.bankroll_cents - self.starting_bankroll_cents

    @property
    def loss_limit_reached(self) -> bool:
        return self.loss_limit_cents is not None and -self.net_cents >= self.loss_limit_cents

    def check_bets(self, bets: Mapping[BetSpot, int]) -> None:
        """Raise ``BetRefused`` with the reason if these bets cannot be dealt now (Big and Small
        close once the cut card is out)."""
        check_bets(bets, self.rules, self.bankroll_cents, last_hand=self.is_last_hand)
        check_loss_limit(bets, self.loss_limit_cents, self.net_cents, self.rules)

    def can_deal(self, bets: Mapping[BetSpot, int]) -> bool:
        try:
            self.check_bets(bets)
        except ValueError:
            return False
        return not self.needs_new_shoe

    def lit_cards_for_next_hand(self) -> tuple[LitCard, ...]:
        """The cards the next hand lights at a multiplier table (() elsewhere, or with no shoe): a
        function of the shoe's seed (or card order) and the hand's number, so a hand dealt again
        after a crash lights the same cards. The table shows them only once betting has closed."""
        if not self.rules.variant.lit or self.shoe is None:
            return ()
        return shoe_lit_cards(self.shoe.seed, self.shoe.cards, self.hand_no + 1)

    def stops_for_peek(self, bets: Mapping[BetSpot, int]) -> bool:
        """Whether a hand with these bets stops after its first four cards for the Peek table's
        keep/double/triple choice: at a Peek table, with a Player or Banker bet (a Tie alone is
        dealt straight through)."""
        return self.rules.variant.peek and any(bets.get(spot, 0) > 0 for spot in PEEK_SPOTS)

    def first_four(self) -> tuple[Card, ...]:
        """The next hand's first four cards (P1 B1 P2 B2), read without drawing: the shoe's order is
        fixed, so the deal that follows the choice deals these very cards."""
        if self.shoe is None or self.shoe.remaining < 4:
            raise ValueError("no shoe with four cards left to show")
        return self.shoe.cards[self.shoe.position : self.shoe.position + 4]

    def raise_refusal(self, choice: Choice, bets: Mapping[BetSpot, int]) -> str | None:
        """Why the Peek table cannot take ``choice`` on these bets now (``peek.raise_refusal``)."""
        return raise_refusal(
            choice,
            bets,
            self.rules,
            self.bankroll_cents,
            loss_limit_cents=self.loss_limit_cents,
            net_cents=self.net_cents,
        )

    def deal(self, bets: Mapping[BetSpot, int], choice: Choice = Choice.KEEP) -> HandResult:
        """Deal one coup from the current shoe, settle the bets and move the ledger. ``choice``: at a
        Peek table, what the player did with the Player or Banker bet once the cards were shown
        (``bets`` are the stakes as placed; the result's bets are the stakes in play)."""
        self.check_bets(bets)
        if self.needs_new_shoe or self.shoe is None:
            raise ValueError("the shoe is finished: start a new shoe before dealing")
        if choice is not Choice.KEEP:
            if not self.stops_for_peek(bets):
                raise BetRefused(None, _t("Peek", "There is no Player or Banker bet to raise."))
            refusal = self.raise_refusal(choice, bets)
            if refusal is not None:
                raise BetRefused(None, refusal)
        shoe = self.shoe
        last_hand = shoe.cut_card_out
        cut_before = shoe.cut_card_out
        position = shoe.position
        lit = self.lit_cards_for_next_hand()  # fixed before the first card is drawn
        coup = deal_coup(shoe.draw)
        placed = tuple((spot, amount) for spot, amount in bets.items() if amount)
        settlement = settle(dict(placed), coup, self.rules, lit, choice)
        before = self.bankroll_cents
        self.bankroll_cents = before + settlement.net_cents
        self.hand_no += 1
        if last_hand or shoe.exhausted:
            self._shoe_over = True
        return HandResult(
            shoe_no=self.shoe_no,
            hand_no=self.hand_no,
            bets=placed,
            coup=coup,
            settlement=settlement,
            bankroll_before_cents=before,
            bankroll_after_cents=self.bankroll_cents,
            position_before=position,
            cut_card_came_out=shoe.cut_card_out and not cut_before,
            last_hand=self._shoe_over,
            lit=lit,
            choice=choice,
        )

    def end_shoe(self) -> Shoe | None:
        """Retire the current shoe early (the player asked for a new one); returns it for the record."""
        shoe, self._shoe_over = self.shoe, True
        return shoe
