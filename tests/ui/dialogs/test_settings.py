"""Settings: one typed schema, stored with QSettings, read back exactly, damaged values ignored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.engine.catalogue import BetSpot, Variant
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.viewmodels.settings import (
    AnimationSpeed,
    GameSettings,
    Motion,
    RoadMarks,
    SqueezeMode,
    load_settings,
    save_settings,
    settings_store,
)

from ..conftest import PLAYER_NATURAL_9, stacked


def test_settings_round_trip_through_qsettings(qapp: Any, tmp_path: Path) -> None:
    chosen = GameSettings(
        decks=6,
        tie_pays=9,
        variant=Variant.NO_COMMISSION,
        side_bets=(BetSpot.LUCKY_6, BetSpot.BIG),
        table_min_cents=1_000,
        table_max_cents=200_000,
        side_min_cents=200,
        side_max_cents=20_000,
        starting_bankroll_cents=250_050,
        animation_speed=AnimationSpeed.FAST,
        sound=False,
        reality_check_minutes=45,
        loss_limit_cents=10_000,
        squeeze=SqueezeMode.MY_SIDE,
        motion=Motion.REDUCED,
        road_marks=RoadMarks.SHAPES,
        text_size=130,
        language="zh_TW",
    )
    save_settings(settings_store(tmp_path), chosen)
    assert load_settings(settings_store(tmp_path)) == chosen  # a fresh QSettings reads the file
    rules = chosen.table_rules()
    assert (rules.decks, rules.tie_pays, rules.variant) == (6, 9, Variant.NO_COMMISSION)
    assert rules.side_bets == (BetSpot.BIG, BetSpot.LUCKY_6)  # stored in the catalogue's order
    assert chosen.loss_limit == 10_000 and GameSettings().loss_limit is None


def test_defaults_when_nothing_is_stored(qapp: Any, tmp_path: Path) -> None:
    assert load_settings(settings_store(tmp_path)) == GameSettings()


def test_damaged_values_fall_back_to_their_defaults(qapp: Any, tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text(
        "[game]\ndecks=7\ntie_pays=9\nanimation_speed=warp\nsound=maybe\ntable_min_cents=abc\n"
        "table_max_cents=100\nreality_check_minutes=20\nsqueeze=sideways\nmotion=reduced\n"
        "road_marks=stripes\ntext_size=120\nlanguage=klingon\n"
    )
    loaded = load_settings(settings_store(tmp_path))
    defaults = GameSettings()
    assert loaded.decks == defaults.decks  # 7 decks is not a shoe
    assert loaded.tie_pays == 9 and loaded.reality_check_minutes == 20  # good values are kept
    assert loaded.animation_speed is defaults.animation_speed
    assert loaded.sound is defaults.sound
    assert loaded.table_min_cents == defaults.table_min_cents
    assert loaded.table_max_cents == defaults.table_max_cents  # $1 maximum under the $5 minimum
    assert loaded.motion is Motion.REDUCED  # kept
    assert (loaded.squeeze, loaded.road_marks) == (defaults.squeeze, defaults.road_marks)
    assert (loaded.text_size, loaded.language) == (100, "system")  # not one of the choices


def test_amounts_beyond_the_money_ceiling_never_reach_the_table(qapp: Any, tmp_path: Path) -> None:
    """A hand-edited settings file with a bankroll an int64 barely holds: the defaults stand instead,
    and the dialog cannot go past the ceiling either."""
    from baccarat_desktop.engine.money import MAX_CENTS
    from baccarat_desktop.ui.dialogs.settings import SettingsDialog

    (tmp_path / "settings.ini").write_text(
        "[game]\nstarting_bankroll_cents=9223372036854775807\nloss_limit_cents=100000000001\n"
        "table_max_cents=100000000001\nside_max_cents=20000\n"
    )
    loaded = load_settings(settings_store(tmp_path))
    defaults = GameSettings()
    assert loaded.starting_bankroll_cents == defaults.starting_bankroll_cents
    assert loaded.loss_limit_cents == defaults.loss_limit_cents
    assert loaded.table_max_cents == defaults.table_max_cents
    assert loaded.side_max_cents == 20_000  # a good value beside them is kept
    with pytest.raises(ValueError, match=r"more than \$1,000,000,000"):
        GameSettings(starting_bankroll_cents=MAX_CENTS + 1)
    dialog = SettingsDialog(GameSettings())
    dialog.bankroll.setValue(10**12)  # typed in: the box stops at the ceiling
    assert dialog.settings().starting_bankroll_cents == MAX_CENTS
    dialog.deleteLater()


def test_invalid_combinations_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="minimum is above the table maximum"):
        GameSettings(table_min_cents=10_000, table_max_cents=5_000)
    with pytest.raises(ValueError, match="starting bankroll"):
        GameSettings(starting_bankroll_cents=0)


def test_settings_dialog_reads_and_refuses(qtbot: Any) -> None:
    from baccarat_desktop.ui.dialogs.settings import SettingsDialog

    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    assert dialog.settings() == GameSettings()  # the form shows what it was given
    dialog.tie_pays.setCurrentIndex(1)
    dialog.table_min.setValue(12.34)
    dialog.speed.setCurrentIndex(2)
    dialog.loss_limit.setValue(50)
    got = dialog.settings()
    assert got.tie_pays == 9 and got.table_min_cents == 1_234
    assert got.animation_speed is AnimationSpeed.INSTANT and got.loss_limit_cents == 5_000
    dialog.table_max.setValue(10)  # below the minimum
    dialog._accept()
    assert dialog.result_settings is None
    assert "minimum is above the table maximum" in dialog.error.text()


def test_the_dialog_reads_and_writes_the_accessibility_and_display_settings(qtbot: Any) -> None:
    """Each new control shows the setting it was given, says what it does, and the form carries what
    is chosen in it; an untouched form gives back exactly what it was given."""
    from baccarat_desktop.ui.dialogs.settings import SettingsDialog

    given = GameSettings(
        squeeze=SqueezeMode.ALL,
        motion=Motion.FULL,
        road_marks=RoadMarks.SHAPES,
        text_size=130,
        language="zh_CN",
    )
    dialog = SettingsDialog(given)
    qtbot.addWidget(dialog)
    assert dialog.settings() == given
    boxes = (dialog.squeeze, dialog.motion, dialog.road_marks, dialog.text_size, dialog.language)
    assert [box.currentText() for box in boxes] == [
        "All cards",
        "Full",
        "Red and blue, with shapes",
        "130%",
        "简体中文",
    ]
    assert all(box.toolTip() for box in boxes)
    assert [dialog.text_size.itemText(i) for i in range(dialog.text_size.count())] == [
        "100%",
        "115%",
        "130%",
        "150%",
    ]
    assert [dialog.language.itemText(i) for i in range(dialog.language.count())] == [
        "System language",
        "English",
        "简体中文",
        "繁體中文",
    ]
    dialog.squeeze.setCurrentIndex(1)
    dialog.motion.setCurrentIndex(2)
    dialog.road_marks.setCurrentIndex(0)
    dialog.text_size.setCurrentIndex(3)
    dialog.language.setCurrentIndex(3)
    dialog._accept()
    chosen = dialog.result_settings
    assert chosen is not None
    assert (chosen.squeeze, chosen.motion, chosen.road_marks) == (
        SqueezeMode.MY_SIDE,
        Motion.REDUCED,
        RoadMarks.COLOUR,
    )
    assert (chosen.text_size, chosen.language) == (150, "zh_TW")


def test_new_rules_start_a_new_session_when_the_player_agrees(
    make_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from baccarat_desktop.ui.dialogs import questions

    monkeypatch.setattr(questions.Confirm, "ask", classmethod(lambda cls, parent, title, text: True))
    table = make_table(stacked(PLAYER_NATURAL_9))
    old_session = table.controller.table.session_id
    new = table.controller.settings.with_changes(tie_pays=9, starting_bankroll_cents=50_000)
    table.window.apply_settings(new)
    assert table.controller.table.session_id != old_session
    assert table.controller.rules.tie_pays == 9
    assert table.controller.bankroll_cents == 50_000
    tie = table.scene.spots[BetSpot.TIE].payout  # the felt is printed afresh for the new rules
    assert tie == BetSpot.TIE.bet.pay_text(table.controller.rules) != BetSpot.TIE.bet.pay_text(TableRules())
    sessions = table.rows("SELECT id, ended_at, rules FROM sessions ORDER BY id")
    assert sessions[0]["ended_at"] is not None and '"tie_pays": 9' in sessions[1]["rules"]
    assert load_settings(table.window.store) == new  # saved for the next start


def test_speed_applies_at_once_without_a_new_session(make_table: Any) -> None:
    table = make_table(stacked(PLAYER_NATURAL_9))
    session = table.controller.table.session_id
    table.window.apply_settings(table.controller.settings.with_changes(animation_speed=AnimationSpeed.FAST))
    assert table.scene.speed == AnimationSpeed.FAST.scale
    assert table.controller.table.session_id == session


def test_about_shows_the_licences_the_installers_carry(qtbot: Any) -> None:
    from baccarat_desktop.ui.dialogs.about import LicencesDialog

    dialog = LicencesDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "MIT License" in text and "GNU LGPL v3" in text and "replace them" in text
