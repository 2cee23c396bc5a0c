// The saved games in the lobby: the list (games to go on with first, the finished ones
// folded), export to a file, import from one, delete. A part of the lobby (lobby.js), run
// before it.
"use strict";

const fgLobbySaves = (function () {
  const { $, TEXT, showNotice, text } = fgLobbyWords;
  const { send } = fgLobbyEngine;

  const SAVE_PREFIX = "fg:save:";
  // The largest record file the lobby reads (Python checks it again, and every field).
  const MAX_IMPORT_BYTES = 1000000;
  // The longest saved game (web/session.py, MAX_SAVE_CHARS): a longer entry is damaged.
  const MAX_SAVE_CHARS = 2000000;

  function savedGames() {
    const found = [];
    let count = 0;
    try {
      count = localStorage.length;
    } catch (error) {
      return found;
    }
    for (let i = 0; i < count; i++) {
      const key = localStorage.key(i);
      if (!key || !key.startsWith(SAVE_PREFIX)) continue;
      let entry = null;
      try {
        const stored = localStorage.getItem(key);
        entry = stored && stored.length <= MAX_SAVE_CHARS ? JSON.parse(stored) : null;
      } catch (error) {
        entry = null;
      }
      found.push({ key, entry });
    }
    found.sort((a, b) => lastPlayed(b.entry) - lastPlayed(a.entry));
    return found;
  }

  // When a saved game was last played here, which orders the lobby as its "last played" times
  // read: opening a game changes `updated`, not `played`. A game not played here (opened from a
  // file or a link) or a save from before `played` was kept falls back on when it was saved.
  function lastPlayed(entry) {
    if (!entry || typeof entry !== "object") return 0;
    if (Number.isFinite(entry.played)) return entry.played;
    return Number.isFinite(entry.updated) ? entry.updated : 0;
  }

  // A player's name in a sentence, between the isolates FSI and PDI, so that a name in a
  // right-to-left script does not reorder the sentence around it (web/views/common.py does the
  // same); the bidi controls a hand-edited save could put in a name are left out.
  const FSI = "\u2068";
  const PDI = "\u2069";
  function isolate(name) {
    return FSI + String(name).replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "") + PDI;
  }

  // A text with isolated names as page content: each name in a <bdi>, the rest as text.
  function withNames(tag, content, className) {
    const node = text(tag, "", className);
    content.split(/\u2068([^\u2068\u2069]*)\u2069/).forEach((part, index) => {
      node.appendChild(index % 2 ? text("bdi", part) : document.createTextNode(part));
    });
    return node;
  }

  // A count read back from storage, shown only if it is a whole number in range (a hand-edited
  // save may hold 1e308 or -1).
  function storedCount(value) {
    return Number.isSafeInteger(value) && value >= 0 ? value : null;
  }

  // A saved game's summary in the lobby's language, its names isolated; a save from before
  // summaries were data keeps its text.
  function summaryText(summary) {
    if (typeof summary === "string") return summary;
    if (!summary || typeof summary !== "object" || !Array.isArray(summary.players)) return "";
    const players = summary.players.map(isolate).join(", ");
    if (summary.over) {
      if (typeof summary.verdict === "string") return TEXT.savedVerdict(players, summary.verdict);
      const winners = Array.isArray(summary.winners) ? summary.winners.map(isolate) : [];
      if (winners.length === 0) return TEXT.savedLost(players);
      if (winners.length === 1) return TEXT.savedWon(players, winners[0]);
      return TEXT.savedWonMany(players, winners.slice(0, -1).join(", "), winners[winners.length - 1]);
    }
    const turn = summary.turn ? isolate(summary.turn) : "";
    const move = storedCount(summary.move) || 0;
    if (summary.roundOver === true) {
      return TEXT.savedRoundOver(players, move, storedCount(summary.nextRound));
    }
    return TEXT.savedMove(players, move, turn);
  }

  // Games to go on with (and a damaged save, to be seen and deleted) stand first; finished ones
  // wait, folded, under the games to start: on a phone a few finished games pushed "Start a
  // game" out of sight.
  function renderSaved() {
    const going = $("saved-list");
    const finished = $("finished-list");
    going.replaceChildren();
    finished.replaceChildren();
    for (const { key, entry } of savedGames()) {
      const item = document.createElement("li");
      let valid = entry && typeof entry === "object" && entry.record && typeof entry.title === "string";
      let label = TEXT.damagedSave();
      try {
        if (valid) label = TEXT.savedGame(entry.title, summaryText(entry.summary));
      } catch (error) {
        valid = false; // a summary nested too deep to be said (a RangeError) is damaged too
      }
      const over = valid && entry.summary && typeof entry.summary === "object" && entry.summary.over;
      const list = over ? finished : going;
      item.appendChild(withNames("span", label, "saved-label"));
      if (valid) {
        // When it was last played here (a save from before this was kept: when it was saved);
        // a game opened from a file or a link and not played here has no time to tell.
        const played = "played" in entry ? entry.played : entry.updated;
        const when = new Date(typeof played === "number" ? played : NaN);
        const date = isNaN(when) ? "" : TEXT.lastPlayed(when.toLocaleString(document.documentElement.lang));
        const forked = storedCount(entry.forkedAt) !== null ? TEXT.forkedAt(entry.forkedAt) : "";
        const apart = storedCount(entry.apartFrom) !== null ? TEXT.apartFrom(entry.apartFrom) : "";
        const about = [date, forked, apart].filter(Boolean).join(" · ");
        item.appendChild(text("span", about, "saved-when"));
        const open = text("button", over ? TEXT.seeEnd() : TEXT.continueGame(), "primary");
        open.type = "button";
        open.dataset.open = key;
        open.addEventListener("click", () => send({ kind: "open", key }));
        item.appendChild(open);
        const back = text("button", TEXT.lookBack());
        back.type = "button";
        back.dataset.replayKey = key;
        back.addEventListener("click", () => send({ kind: "replay", key }));
        item.appendChild(back);
        const file = text("button", TEXT.exportGame());
        file.type = "button";
        file.dataset.exportKey = key;
        file.setAttribute("aria-label", TEXT.exportLabel(label));
        file.addEventListener("click", () => exportSave(key, entry));
        item.appendChild(file);
      }
      const remove = text("button", TEXT.deleteGame());
      remove.type = "button";
      remove.dataset.delete = key;
      remove.setAttribute("aria-label", TEXT.deleteLabel(label));
      remove.addEventListener("click", () => {
        if (!valid || window.confirm(TEXT.confirmDelete(label))) {
          try {
            localStorage.removeItem(key);
          } catch (error) {
            showNotice(TEXT.storageLocked);
          }
          renderSaved();
        }
      });
      item.appendChild(remove);
      list.appendChild(item);
    }
    $("saved").hidden = going.children.length === 0;
    $("finished").hidden = finished.children.length === 0;
    $("finished-count").textContent = String(finished.children.length);
  }

  // A saved game's record as a small JSON file, the same as a game's "Save the record", and
  // named as it names it (web/review.py): the game, the day, and the first 8 of the save's id.
  // A question asked in the page's own dialog (a browser's confirm() looks foreign, and some
  // browsers block it): `yes` runs on its button, Cancel or Escape leaves everything as it was.
  function askFirst(title, question, yesLabel, yes) {
    const dialog = document.createElement("dialog");
    dialog.dataset.ask = "";
    dialog.setAttribute("aria-labelledby", "ask-title");
    const heading = text("h2", title);
    heading.id = "ask-title";
    const go = text("button", yesLabel, "primary");
    const cancel = text("button", TEXT.cancel());
    go.type = cancel.type = "button";
    go.dataset.askYes = "";
    const row = document.createElement("p");
    row.append(go, " ", cancel);
    dialog.append(heading, text("p", question), row);
    go.addEventListener("click", () => {
      dialog.close();
      yes();
    });
    cancel.addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", () => dialog.remove());
    document.body.appendChild(dialog);
    dialog.showModal();
    cancel.focus();
  }

  function exportSave(key, entry) {
    const over = entry.summary && typeof entry.summary === "object" && entry.summary.over;
    if (over) {
      download(key, entry);
    } else {
      askFirst(TEXT.exportTitle(), TEXT.exportWarning(), TEXT.exportAnyway(), () => download(key, entry));
    }
  }

  function download(key, entry) {
    const record = entry.record;
    const stamp = new Date().toISOString().slice(0, 10);
    const id = key.slice(SAVE_PREFIX.length, SAVE_PREFIX.length + 8);
    let text;
    let name;
    try {
      text = JSON.stringify(record);
      name = `${record.game}-${stamp}-${id}.json`;
    } catch (error) {
      showNotice(TEXT.damagedSave); // a record nested too deep to be written out
      return;
    }
    const blob = new Blob([text], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  }

  // An exported record chosen in the lobby: read here (after a size check), checked by Python.
  function importFile() {
    const input = $("import-file");
    const file = input.files && input.files[0];
    input.value = "";
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      showNotice(() => TEXT.importTooBig(MAX_IMPORT_BYTES / 1000));
      return;
    }
    file.text().then(
      (content) => send({ kind: "import", text: content }),
      () => showNotice(TEXT.importUnreadable),
    );
  }

  return { renderSaved, importFile };
})();
