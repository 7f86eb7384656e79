"""The Settings dialog: every setting of viewmodels/settings.py in one form, wearing the game's look
(``palette.dress_dialog``), its columns as wide as their words and no wider."""

from __future__ import annotations

import functools

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...analytics.figures.prose import unorphaned
from ...engine.catalogue import SIDE_SPOTS, TIE_PAYS_CHOICES, USUAL_SIDE_BETS, BetSpot, Variant
from ...engine.i18n import QT_TRANSLATE_NOOP, _t
from ...engine.rules import TableRules
from ...viewmodels.betting_timer import SPEED_BETTING_SECONDS
from ...viewmodels.settings import (
    LANGUAGES,
    TEXT_SIZES,
    AnimationSpeed,
    GameSettings,
    Motion,
    RoadMarks,
    SqueezeMode,
)
from ..look.palette import dress_dialog
from .forms import (
    align_labels,
    box_cents,
    choice_box,
    fit_to_screen,
    form_layout,
    money_box,
    run_modal,
    screen_area,
)

SETTINGS_WIDEST = 1.35  # the settings' columns grow to this much of their natural width, no more

LANGUAGE_NAMES = {
    "system": QT_TRANSLATE_NOOP("Settings", "System language"),
    "en": "English",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
}
assert set(LANGUAGE_NAMES) == set(LANGUAGES), "every language the settings take has its name"


def _language_name(code: str) -> str:
    """A language's name as the Language setting lists it: in itself; "System language" in the
    interface's language."""
    return _t("Settings", LANGUAGE_NAMES[code]) if code == "system" else LANGUAGE_NAMES[code]


class SettingsDialog(QDialog):
    """Every setting in one typed form; table rules apply to the next session.

    The variant and Tie choices print their pay lines from the catalogue; the side bets are one
    checkbox per side bet. Switching the variant brings that variant's usual side bets only while
    the choice still is the previous variant's usual one: a choice the player made stays theirs,
    and "Usual for this table" offers the usual set at any time.
    """

    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Settings", "Settings"))
        dress_dialog(self)
        # The two columns scroll inside the dialog on a small screen, and keep their natural width
        # (centred) in a large window instead of stretching the fields across it.
        body = QWidget()
        body.setObjectName("SettingsBody")
        columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, body)
        columns.setContentsMargins(0, 0, 0, 0)
        self.columns = columns
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        # The form's fields take the focus, not the unnamed pane round them (it scrolls to a focused
        # field by itself): the dialog opens on its first field, 'Shoe, 8 decks'.
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.scroll_area.setWidget(body)
        self.body = body
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)

        table = QGroupBox(_t("Settings", "Table rules (take effect in a new session)"))
        form = form_layout(table)
        self.decks = QComboBox()
        self.decks.addItem(_t("Settings", "8 decks"), 8)
        self.decks.addItem(_t("Settings", "6 decks"), 6)
        self.decks.setCurrentIndex(0 if settings.decks == 8 else 1)
        form.addRow(_t("Settings", "Shoe"), self.decks)
        self.variant = QComboBox()
        for variant in (v for v in Variant if v.dealt or v is settings.variant):
            banker = BetSpot.BANKER.bet.pay_text(TableRules(variant=variant)).lower()
            self.variant.addItem(
                _t("Settings", "{variant}: Banker pays {pays}").format(variant=variant.label, pays=banker),
                variant,
            )
        self.variant.setCurrentIndex(self.variant.findData(settings.variant))
        # The pay lines read whole in the field: a small screen scrolls the form instead.
        self.variant.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        form.addRow(_t("Settings", "Game"), self.variant)
        # The Peek table's rule: how many of the first four cards it shows (only at a Peek table).
        self.peek_cards = QComboBox()
        self.peek_cards.addItem(_t("Peek", "1 card: Player's first"), 1)
        self.peek_cards.addItem(_t("Peek", "2 cards: Player's and Banker's first"), 2)
        self.peek_cards.setCurrentIndex(max(0, self.peek_cards.findData(settings.peek_cards)))
        self.peek_cards.setToolTip(
            _t(
                "Peek",
                "How many of the first four cards a Peek table shows before you keep, double or triple",
            )
        )
        self.peek_cards.setEnabled(settings.variant.peek)
        self.variant.currentIndexChanged.connect(
            lambda _i: self.peek_cards.setEnabled(self.variant.currentData().peek)
        )
        form.addRow(_t("Peek", "Peek shows"), self.peek_cards)
        self.tie_pays = QComboBox()
        for pays in TIE_PAYS_CHOICES:
            self.tie_pays.addItem(BetSpot.TIE.bet.pay_text(TableRules(tie_pays=pays)).lower(), pays)
        self.tie_pays.setCurrentIndex(max(0, self.tie_pays.findData(settings.tie_pays)))
        form.addRow(_t("Settings", "Tie pays"), self.tie_pays)
        self.table_min = money_box(settings.table_min_cents, minimum=0.01)
        self.table_max = money_box(settings.table_max_cents, minimum=0.01)
        self.side_min = money_box(settings.side_min_cents, minimum=0.01)
        self.side_max = money_box(settings.side_max_cents, minimum=0.01)
        form.addRow(_t("Settings", "Table minimum (Player, Banker)"), self.table_min)
        form.addRow(_t("Settings", "Table maximum (Player, Banker)"), self.table_max)
        form.addRow(_t("Settings", "Side bet minimum (Tie, side bets)"), self.side_min)
        form.addRow(_t("Settings", "Side bet maximum (Tie, side bets)"), self.side_max)
        self.bankroll = money_box(settings.starting_bankroll_cents, minimum=1.0)
        form.addRow(_t("Settings", "Starting bankroll"), self.bankroll)
        align_labels(form)
        left.addWidget(table)

        sides = QGroupBox(_t("Settings", "Side bets offered (besides Tie; take effect in a new session)"))
        grid = QGridLayout(sides)
        self.side_boxes: dict[BetSpot, QCheckBox] = {}
        rules = settings.table_rules()
        for i, spot in enumerate(SIDE_SPOTS):
            bet = spot.bet
            box = QCheckBox(
                _t("Settings", "{bet}: {pays}").format(bet=bet.name, pays=bet.pay_text(rules).lower())
            )
            lines = "\n".join(line.text[:1].upper() + line.text[1:] for line in bet.lines(rules))
            wins = _t("Settings", "{bet} wins when {condition}.").format(
                bet=bet.name, condition=bet.wins_when
            )
            box.setToolTip(f"{wins}\n{lines}")
            box.setChecked(spot in settings.side_bets)
            grid.addWidget(box, i % 6, i // 6)
            self.side_boxes[spot] = box
        self.usual = QPushButton()
        self.usual.clicked.connect(self.use_usual_side_bets)
        self.usual_note = QLabel()
        self.usual_note.setWordWrap(True)
        grid.addWidget(self.usual_note, 6, 0, 1, 2)
        grid.addWidget(self.usual, 7, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
        right.addWidget(sides)
        self._variant_shown = settings.variant
        self.variant.currentIndexChanged.connect(lambda _i: self._variant_changed())
        self._show_usual()

        play = QGroupBox(_t("Settings", "Play"))
        form = form_layout(play)
        self.speed = QComboBox()
        for speed in AnimationSpeed:
            self.speed.addItem(speed.label, speed)
        self.speed.setCurrentIndex(list(AnimationSpeed).index(settings.animation_speed))
        form.addRow(_t("Settings", "Animation speed"), self.speed)
        self.speed_table = QCheckBox(
            _t("Speed", "A {seconds}-second betting window, quick cards").format(
                seconds=SPEED_BETTING_SECONDS
            )
        )
        self.speed_table.setToolTip(
            _t(
                "Speed",
                "As the live Speed tables deal: when the betting window runs out the hand is dealt by "
                "itself with the chips as placed (Deal deals sooner), the cards come quicker and none is "
                "squeezed. The timer stands still while the game is not in front of you.",
            )
        )
        self.speed_table.setChecked(settings.speed)
        form.addRow(_t("Speed", "Speed table"), self.speed_table)
        self.sound = QCheckBox(_t("Settings", "Play sounds"))
        self.sound.setChecked(settings.sound)
        form.addRow(_t("Settings", "Sound"), self.sound)
        self.show_odds = QCheckBox(_t("Settings", "Show the odds of the cards left"))
        self.show_odds.setToolTip(
            _t(
                "Settings",
                "A panel beside the scoreboard: what each bet is worth on the cards not yet seen in this "
                "shoe, updated after every hand (key O)",
            )
        )
        self.show_odds.setChecked(settings.show_odds)
        form.addRow(_t("Settings", "Odds"), self.show_odds)
        align_labels(form)
        left.addWidget(play)

        care = QGroupBox(_t("Settings", "Responsible play"))
        form = form_layout(care)
        self.reality = QSpinBox()
        self.reality.setRange(0, 1440)
        self.reality.setSuffix(_t("Settings", " min"))
        self.reality.setSpecialValueText(_t("Settings", "Off"))
        self.reality.setValue(settings.reality_check_minutes)
        form.addRow(_t("Settings", "Reality check every"), self.reality)
        self.loss_limit = money_box(settings.loss_limit_cents)
        self.loss_limit.setSpecialValueText(_t("Settings", "No limit"))
        form.addRow(_t("Settings", "Session loss limit"), self.loss_limit)
        align_labels(form)
        right.addWidget(care)
        right.addWidget(self._display_group(settings))
        self.speed_table.toggled.connect(self._speed_chosen)
        self._speed_chosen(settings.speed)
        left.addStretch(1)
        right.addStretch(1)

        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self.result_settings: GameSettings | None = None
        self._sized = False

    def _display_group(self, settings: GameSettings) -> QGroupBox:
        """Accessibility and display: how the cards arrive, how much moves, how the roads tell Banker
        from Player, how large the text is and the language; each choice says what it does."""
        group = QGroupBox(_t("Settings", "Accessibility and display"))
        form = form_layout(group)
        self.squeeze = choice_box([(mode.label, mode) for mode in SqueezeMode], settings.squeeze)
        form.addRow(_t("Settings", "Squeeze"), self.squeeze)
        self.motion = choice_box([(motion.label, motion) for motion in Motion], settings.motion)
        self.motion.setToolTip(
            _t(
                "Settings",
                "Reduced: cards and chips appear and fade in place instead of flying across the felt; "
                "'As the desktop asks' follows the system's reduce-motion choice where Qt can read it",
            )
        )
        form.addRow(_t("Settings", "Motion"), self.motion)
        self.road_marks = choice_box([(marks.label, marks) for marks in RoadMarks], settings.road_marks)
        self.road_marks.setToolTip(
            _t(
                "Settings",
                "With shapes, the scoreboard's red marks are round and its blue marks square (Cockroach "
                "Pig: red \\, blue /), so the roads read without telling red from blue",
            )
        )
        form.addRow(_t("Settings", "Road marks"), self.road_marks)
        self.text_size = choice_box([(f"{size}%", size) for size in TEXT_SIZES], settings.text_size)
        self.text_size.setToolTip(
            _t(
                "Settings",
                "The size of the text on the felt, the scoreboard, the panes, the menus and the dialogs",
            )
        )
        form.addRow(_t("Settings", "Text size"), self.text_size)
        self.language = choice_box([(_language_name(code), code) for code in LANGUAGES], settings.language)
        self.language.setToolTip(
            _t(
                "Settings",
                "The language of the table, the menus and the dialogs; System language follows the desktop",
            )
        )
        form.addRow(_t("Settings", "Language"), self.language)
        align_labels(form)
        return group

    def showEvent(self, event: QShowEvent) -> None:
        """Size to the form once its style is applied (the type may be set larger), then no larger
        than the window."""
        if not self._sized:
            self._sized = True
            self.ensurePolished()
            for child in self.findChildren(QWidget):
                child.ensurePolished()
            area = screen_area(self)
            width, height = self._natural_size()
            if area is not None and width > area.width():  # one column, scrolling down, on a narrow screen
                self.columns.setDirection(QBoxLayout.Direction.TopToBottom)
                width, height = self._natural_size()
            self.body.setMaximumWidth(round(self.body.sizeHint().width() * SETTINGS_WIDEST))
            self.resize(width, height)
        fit_to_screen(self)
        super().showEvent(event)

    def _natural_size(self) -> tuple[int, int]:
        """The dialog's size with the whole form showing, for the columns' present direction."""
        self.body.adjustSize()
        hint = self.body.sizeHint()
        layout = self.layout()
        assert layout is not None  # __init__ gave the dialog its layout
        margins = layout.contentsMargins()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        below = self.error.sizeHint().height() + self.buttons.sizeHint().height()
        extra = layout.spacing() * 2 + below
        return (
            hint.width() + margins.left() + margins.right() + bar,
            hint.height() + margins.top() + margins.bottom() + extra,
        )

    def _speed_chosen(self, speed: bool) -> None:
        """A Speed table deals every card face up: the Squeeze choice waits while it is chosen."""
        self.squeeze.setEnabled(not speed)
        self.squeeze.setToolTip(
            _t("Speed", "A Speed table deals every card face up: no squeeze")
            if speed
            else _t(
                "Settings",
                "Squeeze baccarat: the cards arrive face down and you peel them yourself (your side's "
                "cards, or every card); Off deals them face up",
            )
        )

    # -- side bets --------------------------------------------------------------------------------
    def chosen_side_bets(self) -> tuple[BetSpot, ...]:
        return tuple(s for s, box in self.side_boxes.items() if box.isChecked() and box.isEnabled())

    def use_usual_side_bets(self) -> None:
        """Tick exactly the side bets tables of the chosen variant usually offer."""
        usual = USUAL_SIDE_BETS[self.variant.currentData()]
        for spot, box in self.side_boxes.items():
            box.setChecked(spot in usual)

    def _variant_changed(self) -> None:
        variant: Variant = self.variant.currentData()
        untouched = set(self.chosen_side_bets()) == set(USUAL_SIDE_BETS[self._variant_shown])
        self._variant_shown = variant
        if untouched:
            self.use_usual_side_bets()
        self._show_usual()

    def _show_usual(self) -> None:
        variant: Variant = self.variant.currentData()
        for spot, box in self.side_boxes.items():
            box.setEnabled(variant in spot.bet.variants)  # a bet a variant's tables never offer
        if not USUAL_SIDE_BETS[variant]:  # the Peek table: Player, Banker and Tie only
            self.usual_note.setText(
                unorphaned(
                    _t("Settings", "{variant} tables offer no side bets.").format(variant=variant.label)
                )
            )
            self.usual.setText(_t("Settings", "Usual for {variant}").format(variant=variant.label))
            return
        names = functools.reduce(
            lambda first, second: _t("Settings", "{first} and {second}").format(first=first, second=second),
            (spot.label for spot in USUAL_SIDE_BETS[variant]),
        )
        self.usual_note.setText(
            unorphaned(
                _t("Settings", "{variant} tables usually offer {bets}.").format(
                    variant=variant.label, bets=names
                )
            )
        )
        self.usual.setText(_t("Settings", "Usual for {variant}").format(variant=variant.label))

    # -- the form ---------------------------------------------------------------------------------
    def settings(self) -> GameSettings:
        """The form as settings; a ValueError says what does not make a table."""
        return GameSettings(
            decks=int(self.decks.currentData()),
            tie_pays=int(self.tie_pays.currentData()),
            variant=self.variant.currentData(),
            side_bets=self.chosen_side_bets(),
            peek_cards=int(self.peek_cards.currentData()),
            table_min_cents=box_cents(self.table_min),
            table_max_cents=box_cents(self.table_max),
            side_min_cents=box_cents(self.side_min),
            side_max_cents=box_cents(self.side_max),
            starting_bankroll_cents=box_cents(self.bankroll),
            animation_speed=self.speed.currentData(),
            sound=self.sound.isChecked(),
            show_odds=self.show_odds.isChecked(),
            speed=self.speed_table.isChecked(),
            reality_check_minutes=self.reality.value(),
            loss_limit_cents=box_cents(self.loss_limit),
            squeeze=self.squeeze.currentData(),
            motion=self.motion.currentData(),
            road_marks=self.road_marks.currentData(),
            text_size=int(self.text_size.currentData()),
            language=str(self.language.currentData()),
        )

    def _accept(self) -> None:
        try:
            self.result_settings = self.settings()
        except ValueError as exc:
            self.error.setText(str(exc)[0].upper() + str(exc)[1:])
            return
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, settings: GameSettings) -> GameSettings | None:
        """The settings chosen, or None when cancelled. The dialog is deleted once closed: a hidden
        one kept as the window's child would stay in memory and in the accessibility tree."""
        dialog = cls(settings, parent)
        accepted = run_modal(dialog) == QDialog.DialogCode.Accepted
        return dialog.result_settings if accepted else None  # deleted later: still whole here
