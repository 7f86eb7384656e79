"""A new shoe shown on the felt: its commitment, the burn card turned, the burned cards counted.

The dealer's timeline for a ``ShoeStart`` (``FeltScene.show_shoe`` queues it with the hands).
"""

from __future__ import annotations

from ...engine.i18n import _t
from ...engine.session import ShoeStart
from .cards import CardItem
from .dealer import FLIP_MS, FLY_MS, Dealer
from .timeline import Timeline, ease_in_out, fade_in_lazy


def shoe_timeline(dealer: Dealer, start: ShoeStart) -> Timeline:
    """A new shoe on the felt: its commitment, then the burn card turned face up between the hands
    and the cards it says burned face down, counted into the tray one by one."""
    table = dealer.table
    timeline = dealer.new_timeline()
    shoe = start.shoe
    dealer.clear_payouts()
    dealer.clear_result(timeline, 0)
    at = dealer.sweep_cards(timeline, 0)
    size = len(shoe)

    def intro() -> None:
        table.discards = 0
        table.tray.set_count(0)
        table.set_shoe_state(size, size, shoe.cut_position, start.shoe_no)
        table.announcement.set_text(_t("Felt", "New shoe · {decks} decks shuffled").format(decks=shoe.decks))
        table.explanation.set_text("")
        commitment = start.commitment
        table.notice.set_text(
            # One short line between the hands and the side bets; the status bar's commitment
            # says in full what it is (the SHA-256 of the seed, revealed when the shoe ends).
            _t("Felt", "Shoe {shoe} · seed commitment {start}…{end}").format(
                shoe=start.shoe_no, start=commitment[:10], end=commitment[-10:]
            )
            if commitment
            else _t("Felt", "Shoe {shoe} · a stacked shoe (no seed)").format(shoe=start.shoe_no)
        )

    timeline.call(at, intro)
    at += 500
    burn = start.burn
    if burn is not None:
        shown = {}

        def turn_up() -> None:
            item = dealer.new_card(burn.shown)
            shown["item"] = item
            table.sound_requested.emit("card")
            table.set_shoe_state(size, size - 1, shoe.cut_position, start.shoe_no)
            table.cards_taken.emit(1)

        timeline.call(at, turn_up)
        timeline.move(
            at,
            FLY_MS,
            lambda t: shown["item"].setPos(
                table.shoe.mouth() + (table.burn_point() - table.shoe.mouth()) * t
            ),
        )
        timeline.move(at, FLY_MS, lambda t: shown["item"].setRotation(-9 * (1 - t)))
        if timeline.still:
            timeline.tween(at, FLY_MS, fade_in_lazy(shown))
        timeline.move(at + FLY_MS, FLIP_MS, lambda t: shown["item"].set_flip(t), easing=ease_in_out)
        n = len(burn.face_down)
        value = burn.shown.rank.burn_count
        timeline.call(
            at + FLY_MS + FLIP_MS,
            lambda: table.explanation.set_text(
                _t("Felt", "Burn card {card}: {count} more burned face down").format(
                    card=burn.shown.face, count=value
                )
            ),
        )
        at += FLY_MS + FLIP_MS + 350
        target = table.tray.drop_point()
        for i in range(n):
            holder: dict[str, CardItem] = {}

            def burn_one(i=i, holder=holder, still=timeline.still) -> None:
                item = CardItem(None)
                item.setPos(table.shoe.mouth())
                item.setZValue(9)
                item.setVisible(not still)  # still: counted into the tray, never seen to travel
                table.addItem(item)
                holder["item"] = item
                table.set_shoe_state(size, size - 2 - i, shoe.cut_position, start.shoe_no)
                table.cards_taken.emit(2 + i)
                table.explanation.set_text(
                    _t("Felt", "Burn card {card}: burning {number} of {count} face down").format(
                        card=burn.shown.face, number=i + 1, count=n
                    )
                )

            def land(holder=holder) -> None:
                table.removeItem(holder["item"])
                table.discards += 1
                table.tray.set_count(table.discards)

            def to_tray(t: float, h: dict[str, CardItem] = holder) -> None:
                h["item"].setPos(table.shoe.mouth() + (target - table.shoe.mouth()) * t)

            timeline.call(at + i * 110, burn_one)
            timeline.move(at + i * 110, 260, to_tray, leaving=True)
            timeline.call(at + i * 110 + 260, land)
        at += n * 110 + 300
        timeline.move(
            at,
            320,
            lambda t: shown["item"].setPos(table.burn_point() + (target - table.burn_point()) * t),
            easing=ease_in_out,
            leaving=True,
        )
        timeline.move(at, 200, lambda t: shown["item"].set_flip(1 - t), leaving=True)
        if timeline.still:
            timeline.tween(at, 320, lambda t: shown["item"].setOpacity(1 - t))

        def finish_burn() -> None:
            item = shown["item"]
            if item in table._table_cards:
                table._table_cards.remove(item)
            table.removeItem(item)
            table.discards += 1
            table.tray.set_count(table.discards)
            table.set_shoe_state(size, size - burn.count, shoe.cut_position, start.shoe_no)
            table.explanation.set_text(
                _t("Felt", "Burned {count} cards (burn card {card} shown)").format(
                    count=burn.count, card=burn.shown.face
                )
            )
            table.announcement.set_text(_t("Felt", "Place your bets"))

        timeline.call(at + 330, finish_burn)
        at += 360
    else:
        timeline.call(at, lambda: table.announcement.set_text(_t("Felt", "Place your bets")))
    timeline.call(at, lambda: table.shoe_shown.emit(start))
    return timeline
