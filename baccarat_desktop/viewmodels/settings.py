"""One typed settings schema with defaults, stored with QSettings (never pickled).

Every field is read through its declared type and range, so a hand-edited or damaged settings
file falls back to the default for that field instead of breaking the game.
"""

from __future__ import annotations

import enum
import logging
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt

from ..engine.catalogue import BetSpot, Variant
from ..engine.coup import Hand
from ..engine.i18n import QT_TRANSLATE_NOOP, _t
from ..engine.money import check_cents
from ..engine.rules import DEFAULT_BANKROLL_CENTS, DEFAULT_RULES, TableRules
from ..storage.stamps import file_stamp

_log = logging.getLogger(__name__)

ORGANIZATION = "baccarat-desktop"
APPLICATION = "baccarat-desktop"


# The choices' words, by their stored values (unique across the settings' enums).
_LABELS = {
    "normal": QT_TRANSLATE_NOOP("Settings", "Normal"),
    "fast": QT_TRANSLATE_NOOP("Settings", "Fast"),
    "instant": QT_TRANSLATE_NOOP("Settings", "Instant"),
    "off": QT_TRANSLATE_NOOP("Settings", "Off"),
    "my_side": QT_TRANSLATE_NOOP("Settings", "My side's cards"),
    "all": QT_TRANSLATE_NOOP("Settings", "All cards"),
    "system": QT_TRANSLATE_NOOP("Settings", "As the desktop asks"),
    "full": QT_TRANSLATE_NOOP("Settings", "Full"),
    "reduced": QT_TRANSLATE_NOOP("Settings", "Reduced"),
    "colour": QT_TRANSLATE_NOOP("Settings", "Red and blue"),
    "shapes": QT_TRANSLATE_NOOP("Settings", "Red and blue, with shapes"),
}


class AnimationSpeed(enum.Enum):
    """How long the deal takes; Instant is 0 ms for everything."""

    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def scale(self) -> float:
        return {"normal": 1.0, "fast": 0.4, "instant": 0.0}[self.value]

    @property
    def label(self) -> str:
        return _t("Settings", _LABELS[self.value])


class SqueezeMode(enum.Enum):
    """Squeeze baccarat: whose cards arrive face down for the player to peel."""

    OFF = "off"
    MY_SIDE = "my_side"  # the cards of the side (Player or Banker) the player bet most on
    ALL = "all"

    @property
    def label(self) -> str:
        return _t("Settings", _LABELS[self.value])

    def hands(self, bets: Mapping[BetSpot, int]) -> frozenset[Hand]:
        """The hands whose cards arrive face down, for a hand with these bets. "My side's cards" is
        the side the player bet more on, Player or Banker (both when the two bets are equal, none
        without either), as the largest bettor on a side squeezes its cards."""
        if self is SqueezeMode.OFF:
            return frozenset()
        player, banker = bets.get(BetSpot.PLAYER, 0), bets.get(BetSpot.BANKER, 0)
        if self is SqueezeMode.ALL or (player == banker and player):
            return frozenset((Hand.PLAYER, Hand.BANKER))
        if not (player or banker):
            return frozenset()
        return frozenset((Hand.PLAYER if player > banker else Hand.BANKER,))


class Motion(enum.Enum):
    """Movement on the felt: as the desktop asks (where Qt tells it), full, or reduced (cards and
    chips fade in place instead of flying)."""

    SYSTEM = "system"
    FULL = "full"
    REDUCED = "reduced"

    @property
    def label(self) -> str:
        return _t("Settings", _LABELS[self.value])


def desktop_reduces_motion() -> bool:
    """Whether the desktop asks for reduced motion, where Qt tells it: Qt 6.12 and newer read the
    system's setting (QAccessibilityHints.motionPreference); older Qt cannot, and says no."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        return False
    hints = QGuiApplication.styleHints().accessibility()
    preference = getattr(hints, "motionPreference", None)
    if preference is None:
        return False
    reduced = getattr(getattr(Qt, "MotionPreference", None), "ReducedMotion", None)
    return reduced is not None and preference() == reduced


def reduces_motion(motion: Motion) -> bool:
    """Whether the felt moves nothing across it: the player's choice, or the desktop's."""
    if motion is Motion.SYSTEM:
        return desktop_reduces_motion()
    return motion is Motion.REDUCED


class RoadMarks(enum.Enum):
    """How the roads tell Banker from Player: by colour alone, or also by shape and fill."""

    COLOUR = "colour"
    SHAPES = "shapes"

    @property
    def label(self) -> str:
        return _t("Settings", _LABELS[self.value])


TEXT_SIZES = (100, 115, 130, 150)
LANGUAGES = ("system", "en", "zh_CN", "zh_TW")  # percent of the usual size: the felt's text and the panes'


@dataclass(frozen=True, slots=True)
class GameSettings:
    """What the player chose; the table's fields default to a new table's (engine/rules.py)."""

    decks: int = DEFAULT_RULES.decks
    tie_pays: int = DEFAULT_RULES.tie_pays
    variant: Variant = DEFAULT_RULES.variant
    side_bets: tuple[BetSpot, ...] = DEFAULT_RULES.side_bets  # the side bets the table offers
    peek_cards: int = DEFAULT_RULES.peek_cards  # a Peek table's cards shown (1 or 2)
    table_min_cents: int = DEFAULT_RULES.min_bet_cents
    table_max_cents: int = DEFAULT_RULES.max_bet_cents
    side_min_cents: int = DEFAULT_RULES.side_min_cents
    side_max_cents: int = DEFAULT_RULES.side_max_cents
    starting_bankroll_cents: int = DEFAULT_BANKROLL_CENTS
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    sound: bool = True
    reality_check_minutes: int = 60  # 0 = off
    loss_limit_cents: int = 0  # 0 = no session loss limit
    show_odds: bool = False  # the table's Odds panel: what the cards left are worth
    squeeze: SqueezeMode = SqueezeMode.OFF  # a Speed table deals face up whatever this says
    speed: bool = False  # a Speed table: a short betting window that deals by itself, quick cards
    motion: Motion = Motion.SYSTEM
    road_marks: RoadMarks = RoadMarks.COLOUR
    text_size: int = 100  # percent, one of TEXT_SIZES
    language: str = "system"  # "system" (the desktop's locale), "en", "zh_CN" or "zh_TW"

    def __post_init__(self) -> None:
        rules = self.table_rules()  # the rule fields must make a valid table
        # The side bets in the catalogue's order, as the table keeps them: equal choices compare equal.
        object.__setattr__(self, "side_bets", rules.side_bets)
        check_cents(self.starting_bankroll_cents, _t("Settings", "the starting bankroll"), minimum=1)
        if not 0 <= self.reality_check_minutes <= 24 * 60:
            raise ValueError("the reality check interval is 0 (off) to 1440 minutes")
        check_cents(self.loss_limit_cents, _t("Settings", "the session loss limit"))
        if self.text_size not in TEXT_SIZES:
            raise ValueError(f"the text size is one of {', '.join(f'{t}%' for t in TEXT_SIZES)}")
        if self.language not in LANGUAGES:
            raise ValueError(f"the language is one of {', '.join(LANGUAGES)}")

    def table_rules(self) -> TableRules:
        return TableRules(
            decks=self.decks,
            variant=self.variant,
            tie_pays=self.tie_pays,
            side_bets=self.side_bets,
            peek_cards=self.peek_cards,
            min_bet_cents=self.table_min_cents,
            max_bet_cents=self.table_max_cents,
            side_min_cents=self.side_min_cents,
            side_max_cents=self.side_max_cents,
        )

    @property
    def loss_limit(self) -> int | None:
        return self.loss_limit_cents or None

    def with_changes(self, **changes: Any) -> GameSettings:
        return replace(self, **changes)


def settings_store(data_dir: Path | None = None) -> QSettings:
    """The per-user settings, or a file inside ``--data-dir`` so tests and screenshots stay apart.

    Only that one file is read (no organisation-wide or system fallbacks), and only once it is
    known to hold nothing but plain values (``_only_plain_values``): a file that holds anything else
    is set aside unread and the game starts from the defaults. Qt writes the file through QSaveFile
    (a temporary file renamed over it), so a failed save keeps the old file whole."""
    if data_dir is not None:
        path = Path(data_dir) / "settings.ini"
    else:  # where Qt keeps the per-user INI file; asking for the name reads nothing yet
        user = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
        path = Path(user.fileName())
    return QSettings(str(_readable(path)), QSettings.Format.IniFormat)


# Reading a settings file must not run anything. Qt turns a value written "@Variant(...)" into an
# object through QDataStream, and PySide6 reads its PySide::PyObjectWrapper type with pickle.loads,
# so such a value runs code (or, damaged, raises at the game's start). Qt unescapes a value before it
# looks for "@" ("\x40Variant(" is one too), splits it at commas outside quotes into a list, ends a
# line at CR as at LF, and carries a value on past the line's end inside quotes or after a backslash;
# no list of forbidden words survives all that. So each line must be one whose value Qt can only
# read as text or bytes: a [section], a comment, or key=value where the value has no '@', no
# backslash and its quotes closed (text, whatever Qt makes of it), or is the window's layout,
# "@ByteArray(...)" (bytes, whatever its escapes hold; quoted when it holds a comma or a semicolon).
# The game writes nothing else; a person editing the file by hand writes nothing else either.
_TEXT = rb'[^@"\\\x00-\x08\x0a-\x1f\x7f]'  # no '@', quote, backslash or control character but tab
_ESCAPE = rb"\\[\x20-\x7e]"  # a backslash and the character after it (hex digits follow as text)
_IN_QUOTES = rb"[\x20\x21\x23-\x5b\x5d-\x7e]"  # printable, but not '"' or a backslash
_BARE = rb"[\x20\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]"  # nor ',' (a list) or ';' (a comment)
_PLAIN_VALUE = (
    _TEXT + rb'*(?:"' + _TEXT + rb'*"' + _TEXT + rb"*)*"
    rb"|@ByteArray\((?:" + _ESCAPE + rb"|" + _BARE + rb")*\)"
    rb'|"@ByteArray\((?:' + _ESCAPE + rb"|" + _IN_QUOTES + rb')*\)"'
)
_PLAIN_LINE = re.compile(
    rb"[ \t]*(?:"
    rb"|;[^=\\\"@]*"  # a comment
    rb"|\[[A-Za-z0-9_ %.\-]*\]"  # a section
    rb"|[A-Za-z0-9_%./\-]+[ \t]*=[ \t]*(?:" + _PLAIN_VALUE + rb")"
    rb")[ \t]*"
)
_LARGEST_SETTINGS_FILE = 1 << 20  # the game's own is about a kilobyte


def _only_plain_values(data: bytes) -> bool:
    """True when every line of an INI file is one the game could have written (see above)."""
    if len(data) > _LARGEST_SETTINGS_FILE:
        return False
    data = data.removeprefix(b"\xef\xbb\xbf")
    return all(_PLAIN_LINE.fullmatch(line) for line in re.split(rb"[\r\n]", data))


def _readable(path: Path) -> Path:
    """``path`` if it is safe for Qt to read (or absent); else it is set aside first."""
    try:
        data = path.read_bytes()
    except OSError:
        return path  # nothing there, or nothing Qt could read either
    if _only_plain_values(data):
        return path
    target = path.with_name(f"{path.name}.set-aside-{file_stamp()}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.set-aside-{file_stamp()}-{n}")
    try:
        path.rename(target)
    except OSError:  # a folder the game cannot change: settings for this run only, kept elsewhere
        _log.warning("%s holds values the game never writes: not read, the defaults apply", path)
        return Path(tempfile.mkdtemp(prefix="baccarat-settings-")) / path.name
    _log.warning("%s holds values the game never writes: kept as %s, the defaults apply", path, target)
    return path


def _read(store: QSettings, name: str, default: Any) -> Any:
    raw = store.value(f"game/{name}")
    if raw is None:
        if name == "variant" and _read(store, "no_commission", False):
            return Variant.NO_COMMISSION  # saved before EZ Baccarat joined, as a yes/no
        return default
    try:
        if name == "side_bets":
            keys = raw if isinstance(raw, list) else [k for k in str(raw).split(",") if k.strip()]
            return tuple(BetSpot.parse(str(key)) for key in keys)
        if isinstance(default, bool):
            if isinstance(raw, str):
                if raw.lower() in ("true", "1", "yes"):
                    return True
                if raw.lower() in ("false", "0", "no"):
                    return False
                return default
            return bool(raw)
        if isinstance(default, int):
            return int(raw)
        if isinstance(default, str):
            return str(raw)
        if isinstance(default, enum.Enum):
            return type(default)(str(raw))
    except (TypeError, ValueError):
        return default
    return default


def load_settings(store: QSettings) -> GameSettings:
    defaults = GameSettings()
    values = {f.name: _read(store, f.name, getattr(defaults, f.name)) for f in fields(GameSettings)}
    try:
        return GameSettings(**values)
    except ValueError:
        # A combination that does not make a table (e.g. min above max): keep what is valid alone.
        settings = defaults
        for name, value in values.items():
            try:
                settings = settings.with_changes(**{name: value})
            except ValueError:
                continue
        return settings


def save_settings(store: QSettings, settings: GameSettings) -> None:
    for f in fields(GameSettings):
        value = getattr(settings, f.name)
        if f.name == "side_bets":
            value = ",".join(spot.value for spot in value)
        store.setValue(f"game/{f.name}", value.value if isinstance(value, enum.Enum) else value)
    store.remove("game/no_commission")  # the yes/no before ``variant``
    store.sync()
