"""The translations: every word marked in the code is in both .ts files, translated, with its
fields and accelerators kept, each script in its own characters; and the files build and load.

How words are marked and translated: baccarat_desktop/engine/i18n.py, docs/translating.md.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from baccarat_desktop.translations import LANGUAGES, lrelease, messages, ts_file, update

FIELD = re.compile(r"\{[a-z_]+\}")
# Characters that differ between the scripts, in words the game uses (Banker, Player, pair, deal,
# chip, set, this, open, open, say, money, record, statistics, lose, win, road, ask, rules, bet...).
SIMPLIFIED_ONLY = set("庄闲对发筹码设这开们说钱记录统计输赢门问规则赔补张烧单双龙贵时间为")
TRADITIONAL_ONLY = set("莊閒對發籌碼設這開們說錢記錄統計輸贏門問規則賠補張燒單雙龍貴時間為")


def test_every_word_marked_in_the_code_is_in_the_ts_files(tmp_path: Path) -> None:
    """lupdate run again finds nothing new and nothing gone: the .ts files are up to date."""
    copies = []
    for language in LANGUAGES:
        copy = tmp_path / ts_file(language).name
        shutil.copy(ts_file(language), copy)
        copies.append(copy)
    update(copies)
    for language, copy in zip(LANGUAGES, copies, strict=True):
        before = {(m.context, m.source) for m in messages(ts_file(language))}
        after = {(m.context, m.source) for m in messages(copy)}
        assert after - before == set(), "run 'python -m baccarat_desktop.translations update': new in code"
        assert before - after == set(), "words in the .ts file the code no longer has: run update"
    assert before, "no words are marked for translation"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_is_translated_with_its_fields_and_accelerator(language: str) -> None:
    problems = []
    for m in messages(ts_file(language)):
        where = f"{m.context}: {m.source!r}"
        if not m.translation.strip():
            problems.append(f"untranslated {where}")
            continue
        if sorted(FIELD.findall(m.source)) != sorted(FIELD.findall(m.translation)):
            problems.append(f"fields differ in {where} -> {m.translation!r}")
        if re.search(r"&[A-Za-z0-9]", m.source) and not re.search(r"&[A-Za-z0-9]", m.translation):
            problems.append(f"accelerator lost in {where} -> {m.translation!r}")
    assert not problems, "\n".join(problems[:40]) + (
        f"\n... {len(problems)} in all" if len(problems) > 40 else ""
    )


def test_each_script_keeps_to_its_own_characters() -> None:
    simplified = {m.source: m.translation for m in messages(ts_file("zh_CN"))}
    traditional = {m.source: m.translation for m in messages(ts_file("zh_TW"))}
    wrong = [
        f"zh_CN {source!r}: {text!r}" for source, text in simplified.items() if set(text) & TRADITIONAL_ONLY
    ] + [f"zh_TW {source!r}: {text!r}" for source, text in traditional.items() if set(text) & SIMPLIFIED_ONLY]
    assert not wrong, "\n".join(wrong[:30])


def test_the_casino_words_are_the_ones_players_know() -> None:
    """庄 / 闲 / 和 in Simplified, 莊 / 閒 / 和 in Traditional, as Macau and Taiwan tables say."""
    words = {
        lang: {(m.context, m.source): m.translation for m in messages(ts_file(lang))} for lang in LANGUAGES
    }
    for (context, source), text in words["zh_CN"].items():
        if source == "Banker":
            assert text == "庄", (context, text)
        if source == "Player":
            assert text == "闲", (context, text)
    for (context, source), text in words["zh_TW"].items():
        if source == "Banker":
            assert text == "莊", (context, text)
        if source == "Player":
            assert text == "閒", (context, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_translations_build_and_load(language: str, tmp_path: Path, qapp: Any) -> None:
    from PySide6.QtCore import QTranslator

    qm = tmp_path / f"baccarat_{language}.qm"
    lrelease(ts_file(language), qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    sample = next(m for m in messages(ts_file(language)) if m.translation)
    assert translator.translate(sample.context, sample.source) == sample.translation


def test_words_that_change_with_a_count_keep_their_forms_through_update_fill_and_build(
    tmp_path: Path, qapp: Any
) -> None:
    """``_tn`` texts are Qt numerus messages in the .ts files (lupdate flattens them: update marks
    them again and keeps their translations), and the built file gives each count its form."""
    import json

    from PySide6.QtCore import QCoreApplication, QTranslator

    from baccarat_desktop.engine import i18n
    from baccarat_desktop.translations import fill, numerus_texts

    source = tmp_path / "words.py"
    source.write_text(
        'def f(n):\n    return _tn("Demo", "{n:,} hand(s) played", n), _t("Demo", "Deal")\n', encoding="utf-8"
    )
    assert numerus_texts([source]) == {("Demo", "{n:,} hand(s) played")}
    ts = tmp_path / "demo_zh_CN.ts"
    ts.write_text('<?xml version="1.0"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="zh_CN"/>\n')
    update([ts], [source])
    assert '<message numerus="yes">' in ts.read_text(encoding="utf-8")
    entries = [
        {"context": "Demo", "source": "{n:,} hand(s) played", "zh_CN": "已玩 {n:,} 手"},
        {"context": "Demo", "source": "Deal", "zh_CN": "发牌"},
    ]
    (tmp_path / "w.json").write_text(json.dumps(entries), encoding="utf-8")
    assert fill([tmp_path / "w.json"], [ts]) == 2
    update([ts], [source])  # a second update keeps the finished numerus translation
    assert {(m.source, m.translation) for m in messages(ts)} == {
        ("{n:,} hand(s) played", "已玩 {n:,} 手"),
        ("Deal", "发牌"),
    }
    qm = tmp_path / "demo.qm"
    lrelease(ts, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert i18n._tn("Demo", "{n:,} hand(s) played", 1) == "{n:,} hand played"  # English, no translator
    assert i18n._tn("Demo", "{n:,} hand(s) played", 2) == "{n:,} hands played"
    QCoreApplication.installTranslator(translator)
    try:
        i18n.install(QCoreApplication.translate, "zh_CN")
        for n in (1, 2, 1234):
            assert i18n._tn("Demo", "{n:,} hand(s) played", n).format(n=n) == f"已玩 {n:,} 手"
    finally:
        i18n.install(None)
        QCoreApplication.removeTranslator(translator)
