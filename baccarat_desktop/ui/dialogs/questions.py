"""Dialogs: settings, rules and payouts, about, the reality check, and unusable history files.

All of them wear the game's look from ``palette.dress_dialog`` (one home for the colours) and say
what a choice will do in plain words.

Each exposes a ``classmethod ask()`` that tests replace (pytest-qt's advice for dialogs), so no
test ever waits on a modal window.
"""

from __future__ import annotations

import enum
import functools
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.catalogue import SIDE_SPOTS, TIE_PAYS_CHOICES, USUAL_SIDE_BETS, BetSpot, Variant
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.money import MAX_CENTS, format_cents
from ..engine.odds import exact_odds, full_shoe_cards
from ..engine.rules import BANKER_DRAWS_ON, TableRules
from ..resources import resource_path
from ..storage.errors import Problem, StorageError
from ..viewmodels.settings import (
    LANGUAGES,
    TEXT_SIZES,
    AnimationSpeed,
    GameSettings,
    Motion,
    RoadMarks,
    SqueezeMode,
)
from .palette import DRAW_TINT, MUTED_INK, SECTION_TINT, STAND_TINT, dress_dialog, window_scale


def _money_box(cents: int, *, minimum: float = 0.0) -> QDoubleSpinBox:
    """Dollars and cents in the UI; the value is read back as integer cents, never kept as a float."""
    box = QDoubleSpinBox()
    box.setDecimals(2)
    box.setRange(minimum, MAX_CENTS / 100)
    box.setPrefix("$")  # "$5.00", as money reads everywhere else
    box.setGroupSeparatorShown(True)
    box.setValue(cents / 100)
    return box


def _form(parent: QWidget) -> QFormLayout:
    """A form whose labels line up on the right, next to their fields, on every platform style."""
    form = QFormLayout(parent)
    form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
    return form


def _align_labels(form: QFormLayout) -> None:
    """Each label as tall as its field, so its words sit on the field's middle line, not above it."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        label_widget = label.widget() if label is not None else None
        field_widget = field.widget() if field is not None else None
        if label_widget and field_widget:
            label_widget.ensurePolished()
            field_widget.ensurePolished()
            label_widget.setMinimumHeight(field_widget.sizeHint().height())


SETTINGS_WIDEST = 1.35  # the settings' columns grow to this much of their natural width, no more


def screen_area(dialog: QWidget) -> QRect | None:
    """Where the dialog may be: its window's frame, or the screen without a window."""
    parent = dialog.parentWidget()
    area = parent.window().geometry() if parent is not None else None
    if area is None or area.isEmpty():
        screen = dialog.screen()
        area = screen.availableGeometry() if screen is not None else None
    return area


def fit_to_screen(dialog: QWidget) -> None:
    """No larger than the window it belongs to (or the screen): what does not fit scrolls inside."""
    area = screen_area(dialog)
    if area is None:
        return
    width = min(dialog.width(), area.width())
    height = min(dialog.height(), area.height())
    if (width, height) != (dialog.width(), dialog.height()):
        dialog.resize(width, height)


# Each language named in itself, so a player who cannot read the current one still finds theirs.
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


def _choices(items: list[tuple[str, Any]], current: Any) -> QComboBox:
    """A combo box of (label, value) choices showing ``current``."""
    box = QComboBox()
    for label, value in items:
        box.addItem(label, value)
    box.setCurrentIndex([value for _label, value in items].index(current))
    return box


def _cents(box: QDoubleSpinBox) -> int:
    return round(box.value() * 100)


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
        self.scroll_area.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.scroll_area.setWidget(body)
        self.body = body
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)

        table = QGroupBox(_t("Settings", "Table rules (take effect in a new session)"))
        form = _form(table)
        self.decks = QComboBox()
        self.decks.addItem(_t("Settings", "8 decks"), 8)
        self.decks.addItem(_t("Settings", "6 decks"), 6)
        self.decks.setCurrentIndex(0 if settings.decks == 8 else 1)
        form.addRow(_t("Settings", "Shoe"), self.decks)
        self.variant = QComboBox()
        for variant in Variant:
            banker = BetSpot.BANKER.bet.pay_text(TableRules(variant=variant)).lower()
            self.variant.addItem(
                _t("Settings", "{variant}: Banker pays {pays}").format(variant=variant.label, pays=banker),
                variant,
            )
        self.variant.setCurrentIndex(list(Variant).index(settings.variant))
        # The pay lines read whole in the field: a small screen scrolls the form instead.
        self.variant.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        form.addRow(_t("Settings", "Game"), self.variant)
        self.tie_pays = QComboBox()
        for pays in TIE_PAYS_CHOICES:
            self.tie_pays.addItem(BetSpot.TIE.bet.pay_text(TableRules(tie_pays=pays)).lower(), pays)
        self.tie_pays.setCurrentIndex(max(0, self.tie_pays.findData(settings.tie_pays)))
        form.addRow(_t("Settings", "Tie pays"), self.tie_pays)
        self.table_min = _money_box(settings.table_min_cents, minimum=0.01)
        self.table_max = _money_box(settings.table_max_cents, minimum=0.01)
        self.side_min = _money_box(settings.side_min_cents, minimum=0.01)
        self.side_max = _money_box(settings.side_max_cents, minimum=0.01)
        form.addRow(_t("Settings", "Table minimum (Player, Banker)"), self.table_min)
        form.addRow(_t("Settings", "Table maximum (Player, Banker)"), self.table_max)
        form.addRow(_t("Settings", "Side bet minimum (Tie, side bets)"), self.side_min)
        form.addRow(_t("Settings", "Side bet maximum (Tie, side bets)"), self.side_max)
        self.bankroll = _money_box(settings.starting_bankroll_cents, minimum=1.0)
        form.addRow(_t("Settings", "Starting bankroll"), self.bankroll)
        _align_labels(form)
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
        form = _form(play)
        self.speed = QComboBox()
        for speed in AnimationSpeed:
            self.speed.addItem(speed.label, speed)
        self.speed.setCurrentIndex(list(AnimationSpeed).index(settings.animation_speed))
        form.addRow(_t("Settings", "Animation speed"), self.speed)
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
        _align_labels(form)
        left.addWidget(play)

        care = QGroupBox(_t("Settings", "Responsible play"))
        form = _form(care)
        self.reality = QSpinBox()
        self.reality.setRange(0, 1440)
        self.reality.setSuffix(_t("Settings", " min"))
        self.reality.setSpecialValueText(_t("Settings", "Off"))
        self.reality.setValue(settings.reality_check_minutes)
        form.addRow(_t("Settings", "Reality check every"), self.reality)
        self.loss_limit = _money_box(settings.loss_limit_cents)
        self.loss_limit.setSpecialValueText(_t("Settings", "No limit"))
        form.addRow(_t("Settings", "Session loss limit"), self.loss_limit)
        _align_labels(form)
        right.addWidget(care)
        right.addWidget(self._display_group(settings))
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
        form = _form(group)
        self.squeeze = _choices([(mode.label, mode) for mode in SqueezeMode], settings.squeeze)
        self.squeeze.setToolTip(
            _t(
                "Settings",
                "Squeeze baccarat: the cards arrive face down and you peel them yourself (your side's "
                "cards, or every card); Off deals them face up",
            )
        )
        form.addRow(_t("Settings", "Squeeze"), self.squeeze)
        self.motion = _choices([(motion.label, motion) for motion in Motion], settings.motion)
        self.motion.setToolTip(
            _t(
                "Settings",
                "Reduced: cards and chips appear and fade in place instead of flying across the felt; "
                "'As the desktop asks' follows the system's reduce-motion choice where Qt can read it",
            )
        )
        form.addRow(_t("Settings", "Motion"), self.motion)
        self.road_marks = _choices([(marks.label, marks) for marks in RoadMarks], settings.road_marks)
        self.road_marks.setToolTip(
            _t(
                "Settings",
                "With shapes, the scoreboard's red marks are round and its blue marks square (Cockroach "
                "Pig: red \\, blue /), so the roads read without telling red from blue",
            )
        )
        form.addRow(_t("Settings", "Road marks"), self.road_marks)
        self.text_size = _choices([(f"{size}%", size) for size in TEXT_SIZES], settings.text_size)
        self.text_size.setToolTip(
            _t(
                "Settings",
                "The size of the text on the felt, the scoreboard, the panes, the menus and the dialogs",
            )
        )
        form.addRow(_t("Settings", "Text size"), self.text_size)
        self.language = _choices([(_language_name(code), code) for code in LANGUAGES], settings.language)
        self.language.setToolTip(
            _t(
                "Settings",
                "The language of the table, the menus and the dialogs; System language follows the desktop",
            )
        )
        form.addRow(_t("Settings", "Language"), self.language)
        _align_labels(form)
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
        names = functools.reduce(
            lambda first, second: _t("Settings", "{first} and {second}").format(first=first, second=second),
            (spot.label for spot in USUAL_SIDE_BETS[variant]),
        )
        self.usual_note.setText(
            _t("Settings", "{variant} tables usually offer {bets}.").format(variant=variant.label, bets=names)
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
            table_min_cents=_cents(self.table_min),
            table_max_cents=_cents(self.table_max),
            side_min_cents=_cents(self.side_min),
            side_max_cents=_cents(self.side_max),
            starting_bankroll_cents=_cents(self.bankroll),
            animation_speed=self.speed.currentData(),
            sound=self.sound.isChecked(),
            show_odds=self.show_odds.isChecked(),
            reality_check_minutes=self.reality.value(),
            loss_limit_cents=_cents(self.loss_limit),
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
        dialog = cls(settings, parent)
        return dialog.result_settings if dialog.exec() == QDialog.DialogCode.Accepted else None


def _percent(p: float) -> str:
    """A probability as a table prints it; rare events also as '1 in N'."""
    text = f"{p:.4%}"
    return (
        _t("Rules", "{percent} (1 in {count})").format(percent=text, count=f"{1 / p:,.0f}")
        if 0 < p < 0.05
        else text
    )


class _FittedTable(QTableWidget):
    """A table as tall as its rows at its current width: wrapped rows grow when it narrows, so it
    never shows a scroll bar of its own."""

    def fit_height(self) -> None:
        if self.wordWrap():
            minimum = self.verticalHeader().minimumSectionSize()
            for row in range(self.rowCount()):
                self.setRowHeight(row, max(minimum, self.sizeHintForRow(row)))
        self.setFixedHeight(
            self.horizontalHeader().sizeHint().height()
            + self.verticalHeader().length()
            + 2 * self.frameWidth()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_height()


def _heading(text: str) -> QLabel:
    """A gold section heading (the style sheet's role), so a long dialog reads in parts."""
    label = QLabel(text)
    label.setProperty("role", "heading")
    return label


def _read_only(table: QTableWidget) -> None:
    """A table to read, not to work in: no editing, no selection, no current cell, no focus ring,
    and no scroll bars of its own (the dialog sizes it to its content)."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.clearSelection()
    table.setCurrentCell(-1, -1)


class RulesDialog(QDialog):
    """The tableau cell by cell, then every bet of the catalogue: each pay line with its exact
    probability, and the bet's house edge, for this table's decks and variant (a full shoe,
    suits included). The bets this table offers come first."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("Rules", "Bet"),
        QT_TRANSLATE_NOOP("Rules", "Pays when"),
        QT_TRANSLATE_NOOP("Rules", "Pays"),
        QT_TRANSLATE_NOOP("Rules", "Probability"),
        QT_TRANSLATE_NOOP("Rules", "House edge"),
    )

    def __init__(self, rules: TableRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Rules", "Rules and payouts"))
        dress_dialog(self)
        scale = window_scale(parent)
        self.resize(round(940 * scale), round(760 * scale))
        outer = QVBoxLayout(self)
        # The page scrolls as a whole when the dialog is small; the two tables never scroll inside it.
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        page = QWidget()
        self.scroll_area.setWidget(page)
        outer.addWidget(self.scroll_area, 1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(6, 6, 14, 6)
        layout.setSpacing(10)

        layout.addWidget(_heading(_t("Rules", "How a hand is dealt")))
        intro = QLabel(
            _t(
                "Rules",
                "<b>Punto Banco</b>, {rules}. Cards count face value, aces 1, tens and court "
                "cards 0; a hand's total is the last digit of its sum. Player and Banker get two cards "
                "each (Player, Banker, Player, Banker). A two-card 8 or 9 is a <i>natural</i>: both hands "
                "stand. Otherwise Player draws on 0–5 and stands on 6–7, and Banker acts by the table below.",
            ).format(rules=rules.describe())
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.tableau = _FittedTable(8, 11)
        self.tableau.setAccessibleName(_t("Rules", "Banker's drawing rules"))
        self.tableau.setAccessibleDescription(
            _t("Rules", "Rows: Banker's total; columns: Player's third card or 'stood'")
        )
        self.tableau.setHorizontalHeaderLabels([str(v) for v in range(10)] + [_t("Rules", "Player stood")])
        self.tableau.setVerticalHeaderLabels(
            [_t("Rules", "Banker {total}").format(total=t) for t in range(8)]
        )
        for total in range(8):
            for value in range(11):
                draws = value in BANKER_DRAWS_ON[total] if value < 10 else total <= 5
                item = QTableWidgetItem(_t("Rules", "Draw") if draws else _t("Rules", "Stand"))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setBackground(DRAW_TINT if draws else STAND_TINT)
                self.tableau.setItem(total, value, item)
        _read_only(self.tableau)
        header = self.tableau.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(10, QHeaderView.ResizeMode.ResizeToContents)
        caption = QLabel(
            _t(
                "Rules",
                "Banker's action by Banker's total (rows) and the value of Player's third card (columns):",
            )
        )
        caption.setWordWrap(True)
        layout.addWidget(caption)
        layout.addWidget(self.tableau)

        layout.addSpacing(6)
        layout.addWidget(_heading(_t("Rules", "Bets")))
        bets = QLabel(
            _t(
                "Rules",
                "What each pays and how often, exactly, for the first hand of a full {decks}-deck "
                "shoe at this table ({variant}). Choose the side bets a table offers in Settings.",
            ).format(decks=rules.decks, variant=rules.variant.label)
        )
        bets.setWordWrap(True)
        layout.addWidget(bets)
        self.payouts = _FittedTable(0, len(self.COLUMNS))
        self.payouts.setAccessibleName(_t("Rules", "Bets and payouts"))
        self.payouts.setAccessibleDescription(
            _t("Rules", "Each bet's pay lines with their probability and house edge")
        )
        self.payouts.setHorizontalHeaderLabels([_t("Rules", column) for column in self.COLUMNS])
        self.payouts.verticalHeader().setVisible(False)
        self.bet_rows: dict[BetSpot, int] = {}  # each bet's first row
        self.house_edges: dict[BetSpot, str] = {}
        self._fill(rules)
        _read_only(self.payouts)
        self.payouts.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.payouts)

        layout.addSpacing(6)
        layout.addWidget(_heading(_t("Rules", "Limits and the shoe")))
        limits = QLabel(
            _t(
                "Rules",
                "Table limits: Player and Banker {table_min} to {table_max}; Tie and side bets "
                "{side_min} to {side_max}. A bet that pushes returns the stake; a win pays the stake "
                "times its payout, rounded down to the cent. The shoe is burned at the start (the first "
                "card shown, that many more burned face down) and the cut card leaves about 15 cards: "
                "when it comes out, one more hand is dealt, and Big and Small take no bets on it. Every "
                "shoe's order is fixed by a seed whose SHA-256 is shown before the first card and "
                "revealed at the end, so any shoe can be checked.",
            ).format(
                table_min=format_cents(rules.min_bet_cents),
                table_max=format_cents(rules.max_bet_cents),
                side_min=format_cents(rules.side_min_cents),
                side_max=format_cents(rules.side_max_cents),
            )
        )
        limits.setWordWrap(True)
        layout.addWidget(limits)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        outer.addWidget(buttons)
        self.ensurePolished()  # the style sheet's fonts and paddings count in the sizes below
        self._fit_tables()

    def showEvent(self, event: QShowEvent) -> None:
        """Measure again once shown: the screen's fonts are final only then."""
        fit_to_screen(self)
        self._fit_tables()
        super().showEvent(event)

    def _fit_tables(self) -> None:
        """Both tables exactly as tall as their rows and at least as wide as their words, so neither
        needs a scroll bar of its own: the page around them scrolls when the dialog is small."""
        row = self.fontMetrics().height() + 10
        for table in (self.tableau, self.payouts):
            rows = table.verticalHeader()
            rows.setMinimumSectionSize(row)
            rows.setDefaultSectionSize(row)
            for r in range(table.rowCount()):
                table.setRowHeight(r, row)
        # The tableau: eleven columns wide enough for "Stand", the last for "Player stood".
        tableau = self.tableau
        cell = tableau.fontMetrics().horizontalAdvance(_t("Rules", "Stand")) + 18
        tableau.horizontalHeader().setMinimumSectionSize(cell)
        side = tableau.verticalHeader().sizeHint().width()
        stood = tableau.horizontalHeader().sectionSizeFromContents(10).width()
        tableau.setMinimumWidth(side + 10 * cell + max(cell, stood) + 2 * tableau.frameWidth() + 2)
        # The payouts: every column as wide as its longest text; "Pays when" takes what is left.
        payouts = self.payouts
        payouts.resizeColumnsToContents()
        bold = QFont(payouts.font())
        bold.setBold(True)
        names = max(QFontMetrics(bold).horizontalAdvance(spot.bet.name) for spot in BetSpot)
        payouts.setColumnWidth(0, max(payouts.columnWidth(0), names + 24))  # spans are not measured
        widths = [payouts.columnWidth(c) + 8 for c in range(payouts.columnCount())]
        for c, width in enumerate(widths):
            payouts.setColumnWidth(c, width)
        # "Pays when" wraps rather than widening the page past the window; the rest keep their words.
        widths[1] = min(widths[1], payouts.fontMetrics().horizontalAdvance("x" * 28))
        payouts.setMinimumWidth(sum(widths) + 2 * payouts.frameWidth() + 2)
        self.tableau.fit_height()
        self.payouts.fit_height()

    def _fill(self, rules: TableRules) -> None:
        odds = exact_odds(full_shoe_cards(rules.decks))
        offered = [spot for spot in BetSpot if rules.offers(spot)]
        others = [spot for spot in BetSpot if not rules.offers(spot)]
        sections = [
            (_t("Rules", "At this table"), offered),
            (_t("Rules", "Not offered at this table (Settings, side bets)"), others),
        ]
        grey = MUTED_INK
        for title, spots in sections:
            if not spots:
                continue
            row = self.payouts.rowCount()
            self.payouts.insertRow(row)
            heading = QTableWidgetItem(title)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            heading.setBackground(SECTION_TINT)
            self.payouts.setItem(row, 0, heading)
            self.payouts.setSpan(row, 0, 1, len(self.COLUMNS))
            for spot in spots:
                bet = spot.bet
                lines = odds.line_probabilities(spot, rules)
                first = self.payouts.rowCount()
                self.bet_rows[spot] = first
                edge = f"{float(odds.house_edge(spot, rules)):.3%}"
                self.house_edges[spot] = edge
                for line, probability in lines:
                    row = self.payouts.rowCount()
                    self.payouts.insertRow(row)
                    if line is None:
                        cells = [
                            "",
                            _t("Rules", "Otherwise"),
                            _t("Rules", "loses"),
                            _percent(float(probability)),
                            "",
                        ]
                    else:
                        event = line.event[:1].upper() + line.event[1:]
                        cells = ["", event, line.odds, _percent(float(probability)), ""]
                    for column, text in enumerate(cells):
                        item = QTableWidgetItem(text)
                        if column >= 3:
                            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                        if line is None or not rules.offers(spot):
                            item.setForeground(grey)
                        self.payouts.setItem(row, column, item)
                name = QTableWidgetItem(bet.name)
                font = name.font()
                font.setBold(True)
                name.setFont(font)
                name.setToolTip(
                    _t("Rules", "{bet} wins when {condition}.").format(bet=bet.name, condition=bet.wins_when)
                )
                name.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if not rules.offers(spot):
                    name.setForeground(grey)
                self.payouts.setItem(first, 0, name)
                edge_item = QTableWidgetItem(edge)
                edge_item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.payouts.setItem(first, 4, edge_item)
                self.payouts.setSpan(first, 0, len(lines), 1)
                self.payouts.setSpan(first, 4, len(lines), 1)

    def bet_lines(self, spot: BetSpot) -> list[tuple[str, str, str]]:
        """(when, pays, probability) as shown for a bet's lines, 'Otherwise' last (tests, checks)."""
        first = self.bet_rows[spot]
        out = []
        for row in range(first, self.payouts.rowCount()):
            name = self.payouts.item(row, 0)
            if row > first and name is not None and name.text():
                break
            when, pays, probability = (self._cell_text(row, c) for c in (1, 2, 3))
            out.append((when, pays, probability))
            if when == _t("Rules", "Otherwise"):
                break
        return out

    def _cell_text(self, row: int, column: int) -> str:
        item = self.payouts.item(row, column)
        assert item is not None  # _fill sets every cell of a bet's lines
        return item.text()

    @classmethod
    def ask(cls, parent: QWidget | None, rules: TableRules) -> None:
        cls(rules, parent).exec()


def _message_box(parent: QWidget | None, title: str, heading: str, detail: str = "") -> QMessageBox:
    """A question in the game's dress: the point in gold, the consequences below in plain words, and
    no stock icon (the words say it; a stock ball or triangle looks borrowed on the felt)."""
    box = QMessageBox(parent)
    box.setWindowTitle(title)
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(heading)
    if detail:
        box.setInformativeText(detail)
    dress_dialog(box)
    return box


def _run(box: QMessageBox) -> None:
    """Show the box modally, each button wide enough for its bold words (the box measures its
    buttons before the style sheet's font is applied to them)."""
    box.ensurePolished()
    for button in box.buttons():
        button.ensurePolished()
        button.setMinimumWidth(button.sizeHint().width())
    box.exec()


class RealityChoice(enum.Enum):
    CONTINUE = "continue"
    HISTORY = "history"
    QUIT = "quit"


class RealityCheck:
    """The periodic reminder of time played and the result so far."""

    DETAIL = QT_TRANSLATE_NOOP(
        "Dialogs",
        "Every hand is saved. If you quit, this session picks up where you left it the next time "
        "you open the game. The house edge does not change however long you play.",
    )

    @staticmethod
    def _duration(minutes: int) -> str:
        """'1 hour 5 minutes', '2 hours', '1 minute' (a session shorter than a minute too)."""
        hours, rest = divmod(minutes, 60)
        hours_text = (_t("Dialogs", "{n} hour") if hours == 1 else _t("Dialogs", "{n} hours")).format(n=hours)
        rest_text = (_t("Dialogs", "{n} minute") if rest == 1 else _t("Dialogs", "{n} minutes")).format(
            n=rest
        )
        if hours and rest:
            return _t("Dialogs", "{hours} {minutes}").format(hours=hours_text, minutes=rest_text)
        if hours:
            return hours_text
        return rest_text if rest else _t("Dialogs", "{n} minute").format(n=1)

    @classmethod
    def message(cls, minutes: int, net_cents: int) -> str:
        time = cls._duration(minutes)
        if net_cents > 0:
            text = _t("Dialogs", "You have been playing for {time} this session and you are up {amount}.")
        elif net_cents < 0:
            text = _t("Dialogs", "You have been playing for {time} this session and you are down {amount}.")
        else:
            text = _t("Dialogs", "You have been playing for {time} this session and you are even.")
        return text.format(time=time, amount=format_cents(abs(net_cents)))

    @classmethod
    def ask(cls, parent: QWidget | None, minutes: int, net_cents: int) -> RealityChoice:
        box = _message_box(
            parent, _t("Dialogs", "Reality check"), cls.message(minutes, net_cents), _t("Dialogs", cls.DETAIL)
        )
        keep = box.addButton(_t("Dialogs", "Keep playing"), QMessageBox.ButtonRole.AcceptRole)
        history = box.addButton(_t("Dialogs", "See hand history"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(_t("Dialogs", "Quit the game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        _run(box)
        clicked = box.clickedButton()
        if clicked is keep:
            return RealityChoice.CONTINUE
        return RealityChoice.HISTORY if clicked is history else RealityChoice.QUIT


class FileChoice(enum.Enum):
    OTHER_FILE = "other"
    SET_ASIDE = "set_aside"
    NEW_SESSION = "new_session"
    RETRY = "retry"
    QUIT = "quit"


class HistoryProblem:
    """What to do when the history file cannot be used: the file is never changed without asking."""

    @classmethod
    def choices(cls, error: StorageError) -> list[FileChoice]:
        if error.session_id is not None:  # the file is fine; one session cannot go on
            return [FileChoice.NEW_SESSION, FileChoice.QUIT]
        options = [FileChoice.OTHER_FILE]
        if error.can_set_aside:
            options.insert(0, FileChoice.SET_ASIDE)
        if error.problem in (Problem.LOCKED, Problem.DISK_FULL, Problem.IO, Problem.LINKED):
            options.append(FileChoice.RETRY)  # once the other copy is closed, space freed, a name gone
        return [*options, FileChoice.QUIT]

    @classmethod
    def ask(cls, parent: QWidget | None, error: StorageError) -> FileChoice:
        labels = {
            FileChoice.SET_ASIDE: _t("Dialogs", "Start a new history (keep this file aside)"),
            FileChoice.OTHER_FILE: _t("Dialogs", "Open another file…"),
            FileChoice.NEW_SESSION: _t("Dialogs", "Start a new session"),
            FileChoice.RETRY: _t("Dialogs", "Try again"),
            FileChoice.QUIT: _t("Dialogs", "Quit"),
        }
        box = _message_box(parent, _t("Dialogs", "Hand history"), error.detail, error.advice)
        buttons: dict[Any, FileChoice] = {}
        for choice in cls.choices(error):
            role = (
                QMessageBox.ButtonRole.RejectRole
                if choice is FileChoice.QUIT
                else QMessageBox.ButtonRole.ActionRole
            )
            buttons[box.addButton(labels[choice], role)] = choice
        _run(box)
        return buttons.get(box.clickedButton(), FileChoice.QUIT)


class StorageFailure:
    """A write failed: the dialog offers only what is true of the table then.

    A dealt hand whose bets are in the file waits (``hand_waiting``), and "Try again" stores it. A
    session the file no longer holds as the table does (``session_id``: another program wrote into
    it) cannot go on, and a new session is offered. Anything else (a deal, a new shoe) lost nothing
    and is done again by the player; the dialog only says what happened.
    """

    @classmethod
    def choices(cls, error: StorageError, *, hand_waiting: bool) -> list[FileChoice]:
        if error.session_id is not None:
            return [FileChoice.NEW_SESSION]
        return [FileChoice.RETRY] if hand_waiting else []

    @classmethod
    def words(cls, error: StorageError, *, hand_waiting: bool) -> str:
        """What to do, and what becomes of the hand in play only when a retry really finishes it."""
        if error.session_id is None and hand_waiting:
            return _t(
                "Dialogs",
                "{advice} Your bets and the hand in play are kept and are finished when you try again.",
            ).format(advice=error.advice)
        return error.advice

    @classmethod
    def ask(
        cls, parent: QWidget | None, error: StorageError, *, hand_waiting: bool = False
    ) -> FileChoice | None:
        """The offered action the player chose (``RETRY``, ``NEW_SESSION``), or None for later."""
        box = _message_box(
            parent, _t("Dialogs", "Hand history"), error.detail, cls.words(error, hand_waiting=hand_waiting)
        )
        labels = {
            FileChoice.RETRY: _t("Dialogs", "Try again"),
            FileChoice.NEW_SESSION: _t("Dialogs", "Start a new session"),
        }
        buttons: dict[Any, FileChoice] = {}
        for choice in cls.choices(error, hand_waiting=hand_waiting):
            buttons[box.addButton(labels[choice], QMessageBox.ButtonRole.AcceptRole)] = choice
        later = box.addButton(
            _t("Dialogs", "Later") if buttons else _t("Dialogs", "OK"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(next(iter(buttons), later))
        _run(box)
        return buttons.get(box.clickedButton())


class HistoryLost:
    """The history file was deleted or replaced while playing; everything was saved to a copy."""

    @classmethod
    def ask(cls, parent: QWidget | None, error: StorageError, can_put_back: bool) -> bool:
        """True: put the copy back where the history was and play on; False: quit."""
        box = _message_box(parent, _t("Dialogs", "Hand history"), error.detail)
        if can_put_back:
            box.setInformativeText(
                _t(
                    "Dialogs",
                    "Put it back where it was to play on from this very hand, or quit and keep the copy.",
                )
            )
            back = box.addButton(_t("Dialogs", "Put it back and play on"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setInformativeText(
                _t(
                    "Dialogs",
                    "Another file has taken its place, so nothing there is touched. To play on with your "
                    "history, start Baccarat Desktop with:\n\nbaccarat-desktop --db {path}",
                ).format(path=error.recovered)
            )
            back = None
        box.addButton(_t("Dialogs", "Quit"), QMessageBox.ButtonRole.RejectRole)
        _run(box)
        return back is not None and box.clickedButton() is back


class Confirm:
    """Yes/no questions the window asks (replaced in tests).

    ``detail`` says what happens on yes (the bankroll resets, the hands stay in the history), and
    ``yes`` names the action on its button ("Start a new session"), so no one answers a bare "Yes".
    """

    @classmethod
    def ask(
        cls, parent: QWidget | None, title: str, text: str, *, detail: str = "", yes: str | None = None
    ) -> bool:
        box = _message_box(parent, title, text, detail)
        yes_button = box.addButton(yes or _t("Dialogs", "Yes"), QMessageBox.ButtonRole.YesRole)
        box.addButton(_t("Dialogs", "Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(yes_button)
        _run(box)
        return box.clickedButton() is yes_button


def logo_pixmap(side: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The game's icon (resources/icon.svg, the installers' icon too) drawn sharp at ``side`` logical
    pixels on a screen of this pixel ratio."""
    renderer = QSvgRenderer(str(resource_path("icon.svg")))
    pixels = round(side * device_pixel_ratio)
    pixmap = QPixmap(QSize(pixels, pixels))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    return pixmap


def licence_lines() -> tuple[str, str]:
    """The game's own licence name and copyright line, read from resources/LICENSES.md so the About
    box and the installers' notice cannot disagree."""
    text = resource_path("LICENSES.md").read_text(encoding="utf-8")
    ours = text.split("## Baccarat Desktop", 1)[-1].split("\n## ", 1)[0]
    lines = [line.strip() for line in ours.splitlines() if line.strip()]
    name = lines[0] if lines else _t("Dialogs", "See Licences")
    copyright = next((line for line in lines if line.startswith("Copyright")), "")
    return name, copyright


class AboutDialog(QDialog):
    """The logo, the name and version, what the game is, and its licence and credits, with room
    around them; the full notices are one click away."""

    LOGO_SIDE = 112

    def __init__(self, version: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_t("Dialogs", "About Baccarat Desktop"))
        dress_dialog(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 28, 32, 22)
        layout.setSpacing(18)
        top = QHBoxLayout()
        top.setSpacing(26)
        self.logo = QLabel()
        side = round(self.LOGO_SIDE * window_scale(parent))
        self.logo.setPixmap(logo_pixmap(side, self.devicePixelRatioF()))
        self.logo.setFixedSize(side, side)
        top.addWidget(self.logo, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(8)
        title = QLabel(_t("Dialogs", "Baccarat Desktop"))
        title.setProperty("role", "title")
        words.addWidget(title)
        self.version = QLabel(_t("Dialogs", "Version {version}").format(version=version))
        self.version.setProperty("role", "dim")
        words.addWidget(self.version)
        what = QLabel(
            _t(
                "Dialogs",
                "An offline Punto Banco table: deal from a real shoe, follow the roads, and see what every "
                "bet is worth. Every hand is kept in your own history file, and every shoe can be checked "
                "with <tt>baccarat-desktop verify</tt>.",
            )
        )
        what.setWordWrap(True)
        words.addWidget(what)
        fun = QLabel(_t("Dialogs", "Play for fun: the house edge is real and no betting system changes it."))
        fun.setWordWrap(True)
        fun.setProperty("role", "heading")
        words.addWidget(fun)
        top.addLayout(words, 1)
        layout.addLayout(top)
        rule = QFrame()
        rule.setProperty("role", "rule")
        rule.setFixedHeight(1)
        layout.addWidget(rule)
        name, copyright = licence_lines()
        copyright = copyright.replace("(c)", "©")
        self.credits = QLabel(
            _t(
                "Dialogs",
                "{licence}. {copyright}.<br>The cards, chips, icon and sounds were made for this game. "
                "Built with Qt for Python (PySide6), matplotlib, NumPy and sqlite-utils.",
            ).format(licence=name, copyright=copyright)
        )
        self.credits.setWordWrap(True)
        self.credits.setProperty("role", "dim")
        layout.addWidget(self.credits)
        row = QHBoxLayout()
        licences = QPushButton(_t("Dialogs", "Licences…"))
        licences.clicked.connect(lambda: LicencesDialog(self).exec())
        row.addWidget(licences)
        row.addStretch(1)
        close = QPushButton(_t("Dialogs", "Close"))
        close.setDefault(True)
        close.clicked.connect(self.accept)
        row.addWidget(close)
        layout.addLayout(row)
        self.setMinimumWidth(round(600 * window_scale(parent)))


class LicencesDialog(QDialog):
    """The game's licence and the third-party notices the installers must carry (resources/LICENSES.md)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QTextBrowser

        super().__init__(parent)
        self.setWindowTitle(_t("Dialogs", "Licences"))
        dress_dialog(self)
        scale = window_scale(parent)
        self.resize(round(760 * scale), round(640 * scale))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(resource_path("LICENSES.md").read_text(encoding="utf-8"))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
