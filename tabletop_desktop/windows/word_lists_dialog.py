"""Quiddler's word lists: the list level for new games, the person's own imported list, and the
house allow and deny lists. Everything is stored by `storage/word_lists.py`; a game in progress
keeps the words it started with (they are in its options)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.quiddler.packed_words import custom_word_count
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.storage import word_lists as store
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.storage.word_list_import import ImportPreview
from tabletop_desktop.views.common.theme import set_role
from tabletop_desktop.windows.shown import counted, date_text, grouped, said
from tabletop_desktop.windows.word_list_import import (
    ImportConfirmation,
    ImportJob,
    ImportProgress,
)

# The lists and how they are named (translated where they are shown).
LEVEL_LABELS = (
    ("common", QT_TRANSLATE_NOOP("WordListsDialog", "Common words (a gentler game)")),
    ("standard", QT_TRANSLATE_NOOP("WordListsDialog", "Standard English words")),
    ("full", QT_TRANSLATE_NOOP("WordListsDialog", "Full list (rare words too)")),
    ("custom", QT_TRANSLATE_NOOP("WordListsDialog", "Your own list")),
)


def remember_level(settings: Settings, level: str) -> None:
    """Make `level` the New Game dialog's choice for Quiddler (it remembers options per game)."""
    defaults = settings.new_game_defaults
    entry = defaults.get("quiddler")
    if not isinstance(entry, dict):
        entry = defaults["quiddler"] = {}
    options = entry.get("options")
    if not isinstance(options, dict):
        options = entry["options"] = {}
    options["word_list"] = level


def this_game_words(options: dict) -> str:
    """ "This game is played with: Standard English words. House words: 2 allowed, 1 refused." """
    labels = dict(LEVEL_LABELS)
    level = options.get("word_list", store.DEFAULT_LEVEL)
    sentence = translate("WordListsDialog", "This game is played with: {list}.").format(
        list=translate("WordListsDialog", labels[level]) if level in labels else level)
    if level == "custom":
        words = custom_word_count(options.get("custom_words"))
        sentence = translate("WordListsDialog", "{sentence} {more}", "two sentences").format(
            sentence=sentence, more=counted(
                words, translate("WordListsDialog", "Its list holds one word."),
                translate("WordListsDialog", "Its list holds {count} words.", "", words)))
    allow, deny = len(options.get("house_allow") or []), len(options.get("house_deny") or [])
    if allow or deny:
        sentence = translate("WordListsDialog", "{sentence} {more}", "two sentences").format(
            sentence=sentence, more=translate(
                "WordListsDialog", "House words: {allowed} allowed, {refused} refused.").format(
                    allowed=grouped(allow), refused=grouped(deny)))
    return sentence


class WordListsDialog(QDialog):
    """Edit the stored word-list settings; Save writes them, Cancel leaves them as they were.
    An import is read on a worker thread (progress and Cancel), shown, and written only when the
    person confirms it."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None,
                 game_options: dict | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wordListsDialog")
        self.setWindowTitle(translate("WordListsDialog", "Quiddler word lists"))
        self.app_settings = settings
        self.stored, warnings = store.load_word_list_settings()
        self.last_report: ImportPreview | None = None
        self.job: ImportJob | None = None
        self._spent_job: ImportJob | None = None
        self.confirmation: ImportConfirmation | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        intro = QLabel(translate(
            "WordListsDialog", "Every player, person or bot, is judged by the same list. Changes apply "
            "to new games; a game in progress keeps the words it started with."), self)
        intro.setWordWrap(True)
        intro.setProperty("role", "muted")
        layout.addWidget(intro)
        self.this_game = QLabel(this_game_words(game_options) if game_options else "", self)
        self.this_game.setObjectName("thisGameWords")
        self.this_game.setWordWrap(True)
        self.this_game.setVisible(bool(game_options))
        layout.addWidget(self.this_game)
        self.warning = QLabel(" ".join(said(w) for w in warnings), self)
        self.warning.setWordWrap(True)
        self.warning.setVisible(bool(warnings))
        layout.addWidget(self.warning)

        level_box = QGroupBox(translate("WordListsDialog", "List for new games"), self)
        level_layout = QVBoxLayout(level_box)
        self.level = QComboBox(level_box)
        self.level.setObjectName("levelCombo")
        for value, label in LEVEL_LABELS:
            self.level.addItem(translate("WordListsDialog", label), value)
        level_layout.addWidget(self.level)
        layout.addWidget(level_box)

        own_box = QGroupBox(translate("WordListsDialog", "Your own list"), self)
        own = QVBoxLayout(own_box)
        self.own_label = QLabel(own_box)
        self.own_label.setWordWrap(True)
        row = QHBoxLayout()
        self.import_button = QPushButton(translate("WordListsDialog", "Import a list\u2026"), own_box)
        self.import_button.setObjectName("importButton")
        self.import_button.setToolTip(translate("WordListsDialog", "A text file with one word per line; "
                                                "lines that are not words are skipped and listed here."))
        self.remove_button = QPushButton(translate("WordListsDialog", "Remove"), own_box)
        self.remove_button.setObjectName("removeButton")
        row.addWidget(self.import_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        self.report_label = QLabel(own_box)
        self.report_label.setObjectName("importReport")
        self.report_label.setWordWrap(True)
        self.bad_lines = QListWidget(own_box)
        self.bad_lines.setObjectName("badLines")
        self.bad_lines.setMaximumHeight(110)
        # Enough room for a few whole lines: a long reason wraps instead of scrolling sideways.
        self.bad_lines.setMinimumHeight(84)
        self.bad_lines.setWordWrap(True)
        self.bad_lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.bad_lines.setResizeMode(QListWidget.ResizeMode.Adjust)
        # A list's file name, its bad lines and warnings come from files: shown as plain text.
        for label in (self.this_game, self.warning, self.own_label, self.report_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = ImportProgress(own_box)
        self.progress.hide()
        self.progress.cancelRequested.connect(self.cancel_import)
        own.addWidget(self.own_label)
        own.addLayout(row)
        own.addWidget(self.progress)
        own.addWidget(self.report_label)
        own.addWidget(self.bad_lines)
        layout.addWidget(own_box)

        house_box = QGroupBox(translate("WordListsDialog", "House words"), self)
        grid = QGridLayout(house_box)
        grid.addWidget(QLabel(translate("WordListsDialog", "Also count these words:"), house_box), 0, 0)
        grid.addWidget(QLabel(translate("WordListsDialog", "Never count these words:"), house_box), 0, 1)
        self.allow = QPlainTextEdit(" ".join(self.stored.allow), house_box)
        self.allow.setObjectName("allowEdit")
        self.deny = QPlainTextEdit(" ".join(self.stored.deny), house_box)
        self.deny.setObjectName("denyEdit")
        for edit in (self.allow, self.deny):
            edit.setPlaceholderText(translate("WordListsDialog", "Words separated by spaces or new lines"))
            edit.setFixedHeight(80)
            edit.textChanged.connect(self._check_house)
        grid.addWidget(self.allow, 1, 0)
        grid.addWidget(self.deny, 1, 1)
        self.house_problems = QLabel(house_box)
        self.house_problems.setObjectName("houseProblems")
        self.house_problems.setWordWrap(True)
        self.house_problems.setTextFormat(Qt.TextFormat.PlainText)  # words a person typed
        grid.addWidget(self.house_problems, 2, 0, 1, 2)
        layout.addWidget(house_box)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        save = self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setObjectName("saveButton")
        set_role(save, "primary")
        buttons.accepted.connect(self.save_and_close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.import_button.clicked.connect(self._choose_file)
        self.remove_button.clicked.connect(self._remove)
        self.report_label.hide()
        self.bad_lines.hide()
        self._show_own()
        self._select_level(self.stored.level)
        self._check_house()
        self.setMinimumWidth(560)

    # --- the level ---------------------------------------------------------------------------------
    def _select_level(self, level: str) -> None:
        index = self.level.findData(level)
        self.level.setCurrentIndex(index if index >= 0 else self.level.findData(store.DEFAULT_LEVEL))

    def _show_own(self) -> None:
        s = self.stored
        custom_index = self.level.findData("custom")
        item = self.level.model().item(custom_index)
        if s.custom_count:
            count = s.custom_count  # a plain name, for pyside6-lupdate
            try:
                when = date_text(datetime.fromisoformat(s.custom_imported).astimezone(),
                                 translate("WordListsDialog", "dd MMM yyyy", "a date, as QLocale writes it"))
            except ValueError:
                when = ""
            if when:
                text = counted(s.custom_count,
                               translate("WordListsDialog", "{name}: one word, imported on {date}."),
                               translate("WordListsDialog", "{name}: {count} words, imported on {date}.",
                                         "", count),
                               name=s.custom_name, date=when)
            else:
                text = counted(s.custom_count, translate("WordListsDialog", "{name}: one word."),
                               translate("WordListsDialog", "{name}: {count} words.", "", count),
                               name=s.custom_name)
            self.own_label.setText(text)
            item.setEnabled(True)
        else:
            self.own_label.setText(translate("WordListsDialog", "No list imported. Import a text file "
                                             "with one word per line."))
            item.setEnabled(False)
            if self.level.currentData() == "custom":
                self._select_level(store.DEFAULT_LEVEL)
        self.remove_button.setEnabled(bool(s.custom_count) and self.job is None)

    # --- importing -------------------------------------------------------------------------------
    def _choose_file(self) -> None:
        from tabletop_desktop.windows.file_dialogs import documents_folder

        path, _ = QFileDialog.getOpenFileName(
            self, translate("WordListsDialog", "Import a word list"), documents_folder(),
            translate("WordListsDialog", "Word lists (*.txt *.lst *.dic);;All files (*)"))
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> None:
        """Read `path` on a worker thread; when it is read, show what it holds and ask before it
        replaces the list (`confirmation`). Cancel leaves the list exactly as it was."""
        if self.job is not None:
            return  # one import at a time: the buttons are disabled meanwhile
        job = self.job = ImportJob(path, self)
        job.progressed.connect(self.progress.set_percent)
        job.read.connect(self._read)
        job.refused.connect(self._refused)
        job.failed.connect(lambda message: self._refused(message, None))
        job.cancelled.connect(self._cancelled)
        self._set_busy(True)
        self.progress.begin(Path(path).name)
        self._grow_to_fit()
        job.start()

    def cancel_import(self) -> None:
        if self.job is not None:
            self.progress.cancel.setEnabled(False)
            self.progress.label.setText(translate("WordListsDialog", "Cancelling…"))
            self.job.cancel()

    def _set_busy(self, busy: bool) -> None:
        for button in (self.import_button, self.save_button):
            button.setEnabled(not busy)
        self.remove_button.setEnabled(not busy and bool(self.stored.custom_count))
        if not busy:
            self.progress.hide()

    def _finish_job(self) -> None:
        if self.job is not None:
            self.job.wait()
            # Kept until the next import: this may run in a slot of the job's own signal.
            self._spent_job, self.job = self.job, None
        self._set_busy(False)

    def _show_outcome(self, text: str, preview: ImportPreview | None) -> None:
        """The sentence about the last import and, when there is one, its skipped lines."""
        self.report_label.setText(text)
        self.report_label.setVisible(True)
        self.last_report = preview  # the lines skipped before were another file's
        self.bad_lines.clear()
        if preview is not None:
            self.bad_lines.addItems([said(line) for line in preview.skipped_lines()])
        self.bad_lines.setVisible(self.bad_lines.count() > 0)
        self._grow_to_fit()  # the report and its list of skipped lines make the dialog taller

    def _grow_to_fit(self) -> None:
        """Make the dialog as tall as its contents need at its width (wrapped labels need more
        height when narrow, which adjustSize() does not see)."""
        layout = self.layout()
        layout.activate()
        width = self.width()
        need = (layout.totalHeightForWidth(width) if layout.hasHeightForWidth()
                else layout.totalSizeHint().height())
        if need > self.height():
            self.resize(width, need)

    def _refused(self, message: str, preview: ImportPreview | None) -> None:
        self._finish_job()
        self._show_outcome(translate("WordListsDialog", "Nothing was imported: {reason}").format(
            reason=said(message)), preview)

    def _cancelled(self) -> None:
        self._finish_job()
        self._show_outcome(translate("WordListsDialog", "The import was cancelled; your list is as it "
                                     "was."), None)

    def _read(self, preview: ImportPreview) -> None:
        self._finish_job()
        dialog = self.confirmation = ImportConfirmation(
            preview, self.stored.custom_name, self.stored.custom_count, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._store(preview))
        dialog.rejected.connect(lambda: self._show_outcome(
            translate("WordListsDialog", "Nothing was imported; your list is as it was."), None))
        dialog.destroyed.connect(self._forget_confirmation)
        dialog.open()

    def _forget_confirmation(self, *_: object) -> None:
        self.confirmation = None

    def _store(self, preview: ImportPreview) -> None:
        try:
            store.store_word_list(preview.words, preview.name)
        except OSError as exc:
            self._show_outcome(
                translate("WordListsDialog", "Nothing was imported: the list could not be written "
                          "({error}).").format(error=exc.strerror or exc),
                None)
            return
        saved, _ = store.load_word_list_settings()
        self.stored.custom_name = saved.custom_name
        self.stored.custom_count = saved.custom_count
        self.stored.custom_imported = saved.custom_imported
        text = said(preview.imported_sentence())
        skipped = preview.bad_count  # a plain name, for pyside6-lupdate
        if skipped:
            text = translate("WordListsDialog", "{sentence} {more}", "two sentences").format(
                sentence=text, more=counted(
                    skipped, translate("WordListsDialog", "One line was skipped (see why below)."),
                    translate("WordListsDialog", "{count} lines were skipped (see why below).", "",
                              skipped)))
        self._show_outcome(text, preview)
        self._show_own()
        self._select_level("custom")

    def done(self, result: int) -> None:  # Qt: closing by Save, Cancel, Escape or the title bar
        if self.job is not None:
            self.job.cancel()  # a file still being read is dropped: nothing was stored
            self._finish_job()
        super().done(result)

    def _remove(self) -> None:
        store.remove_custom_list()
        self.stored.custom_name, self.stored.custom_count, self.stored.custom_imported = "", 0, ""
        self.last_report = None
        self.report_label.setText("")
        self.report_label.hide()
        self.bad_lines.clear()
        self.bad_lines.hide()
        self._show_own()

    # --- house words -------------------------------------------------------------------------------
    def _check_house(self) -> None:
        _, allow_problems = store.parse_house_words(self.allow.toPlainText())
        _, deny_problems = store.parse_house_words(self.deny.toPlainText())
        problems = allow_problems + deny_problems
        if problems:
            shown = "; ".join(said(p) for p in problems[:4]) + (" ..." if len(problems) > 4 else "")
            self.house_problems.setText(translate("WordListsDialog", "Left out: {words}").format(words=shown))
        else:
            self.house_problems.setText("")
        self.house_problems.setVisible(bool(problems))

    # --- saving ------------------------------------------------------------------------------------
    def chosen(self) -> store.WordListSettings:
        """The settings as edited in the dialog."""
        allow, _ = store.parse_house_words(self.allow.toPlainText())
        deny, _ = store.parse_house_words(self.deny.toPlainText())
        return store.WordListSettings(
            level=str(self.level.currentData()),
            allow=allow,
            deny=deny,
            custom_name=self.stored.custom_name,
            custom_count=self.stored.custom_count,
            custom_imported=self.stored.custom_imported,
        )

    def save_and_close(self) -> None:
        chosen = self.chosen()
        try:
            store.save_word_list_settings(chosen)
        except OSError as exc:
            self.report_label.setText(translate("WordListsDialog", "The word lists could not be saved: "
                                                "{error}").format(error=exc.strerror or exc))
            self.report_label.setVisible(True)
            return
        if self.app_settings is not None:
            remember_level(self.app_settings, chosen.level)
        self.accept()
