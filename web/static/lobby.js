// The lobby: plain JavaScript so that it works at once, while Python is still loading.
// It lists the games and the saved games and fills in the new-game form; starting or opening a
// game is a message to Python (queued until Python is ready). It also watches the engine start
// (saying plainly why, when it cannot) and offers a new build once the service worker has it.
"use strict";

(function () {
  // The lobby's translations (msgid -> text, per language), put in the page by build.py.
  const MESSAGES = readJson("messages-data", {});
  let catalogue = {};
  // The language of a shared game opened in this visit: the page reads in it unless the player
  // chose one on this device (kept in memory only, never saved as the player's choice).
  let visiting = "";

  // A text in the lobby's language; "{name}" places take `args`. The literal given to t() is
  // extracted into the catalogue by `python3 build.py messages`: one string, never a sum.
  function t(msgid, args) {
    const text = catalogue[msgid] || msgid;
    if (!args) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
  }

  // Every sentence the lobby shows from JavaScript, in one place; each is made when shown, so it
  // reads in the language of the moment.
  const TEXT = {
    loading: () => t("Loading the game engine…"),
    solitaire: () => t("Solitaire"),
    players: (n) => t("{count} players", { count: n }),
    playersRange: (low, high) => t("{low}–{high} players", { low, high }),
    damagedSave: () => t("A damaged saved game"),
    // Where a saved game stands (web/session.py, `summary`).
    savedMove: (players, number, name) =>
      t("{players}: move {number}, {name} to play", { players, number, name }),
    savedWon: (players, name) => t("{players}: over, {name} won", { players, name }),
    savedWonMany: (players, names, last) =>
      t("{players}: over, {names} and {last} won", { players, names, last }),
    savedLost: (players) => t("{players}: over, lost", { players }),
    savedVerdict: (players, verdict) => t("{players}: over. {verdict}", { players, verdict }),
    continueGame: () => t("Continue"),
    seeEnd: () => t("See the end"),
    lastPlayed: (date) => t("last played {date}", { date }),
    forkedAt: (step) => t("played on from step {step} of another game", { step }),
    apartFrom: (moves) => t("kept apart from the same game at move {number}", { number: moves }),
    lookBack: () => t("Look back"),
    exportGame: () => t("Export"),
    exportLabel: (label) => t("Export {game} as a file", { game: label }),
    // As Share warns (web/views/shell.py): a record holds the seed (docs/rulings.md).
    exportTitle: () => t("Export a game still in play?"),
    exportWarning: () =>
      t("This game is still in play, and the file holds all of it, every hand and the shuffle included: whoever opens it could work out the cards still face down. Keep it for yourself or the players of this game only."),
    exportAnyway: () => t("Export the file"),
    cancel: () => t("Cancel"),
    importTooBig: (limit) =>
      t("This file cannot be opened: it is too big to be a game record (more than {limit} KB).", {
        limit,
      }),
    importUnreadable: () => t("This file cannot be opened: the browser could not read it."),
    deleteGame: () => t("Delete"),
    deleteLabel: (label) => t("Delete {game}", { game: label }),
    confirmDelete: (label) => t("Delete the saved game “{game}”?", { game: label }),
    storageLocked: () => t("This browser's storage cannot be changed just now."),
    settingsLocked: () => t("Settings cannot be saved in this browser's storage."),
    newGame: () => t("New game"),
    newGameOf: (title) => t("New game of {game}", { game: title }),
    rules: () => t("Rules"),
    rulesOf: (title) => t("Rules of {game}", { game: title }),
    human: () => t("Human"),
    bot: {
      random: () => t("Bot: easy"),
      heuristic: () => t("Bot: normal"),
      search: () => t("Bot: strong"),
    },
    botOther: (level) => t("Bot: {level}", { level }),
    defaultName: (seat) => t("Player {number}", { number: seat }),
    nameOf: (seat) => t("Name of player {number}", { number: seat }),
    whoPlays: (seat) => t("Who plays seat {number}", { number: seat }),
    openingLink: () => t("Opening the game from the link…"),
    starting: () => t("Starting the game engine…"),
    // The engine's start, when it fails or stalls.
    notStarted: () => t("The game engine could not start."),
    waitFailed: () => t("The game cannot start: the game engine did not load (see above)."),
    fromFileTitle: () => t("The games cannot start from a file"),
    fromFileCause: () =>
      t(
        "This page was opened from a file on this device (a file:// address). Browsers do not let a page opened from disk load the game engine's modules and WebAssembly, so Python cannot start here.",
      ),
    fromFileHelp: () =>
      t(
        "Play on the site where Fortune Games is hosted, or serve this folder: in the project, run {command} and open {address} in the browser.",
        { command: "python3 build.py serve", address: "http://127.0.0.1:8000/" },
      ),
    noWasmTitle: () => t("The games cannot start in this browser"),
    noWasmCause: () =>
      t("This browser has no WebAssembly (or it is turned off), and the game engine needs it."),
    noWasmHelp: () =>
      t("Open this page in a current Firefox, Chrome, Edge or Safari with WebAssembly allowed."),
    failedTitle: () => t("The game engine could not start"),
    fileFailed: (name, status) =>
      status
        ? t("The file {name} could not be loaded (the server answered {status}).", { name, status })
        : t("The file {name} could not be loaded (no answer).", { name }),
    fileHelp: () =>
      t(
        "The connection may have dropped, or the site is only partly uploaded. Reload the page to try again; if it goes on, the site needs to be built and uploaded again.",
      ),
    crashed: (detail) => t("It stopped with an error: {detail}", { detail }),
    crashedUnknown: () => t("Python stopped before the games were ready."),
    crashHelp: () => t("Reload the page to try again."),
    slowTitle: () => t("The game engine is taking long to start"),
    slowWaiting: (seconds, name) =>
      t("After {seconds} seconds it is still waiting for the file {name} to arrive.", {
        seconds,
        name,
      }),
    slowStarting: (seconds) =>
      t(
        "After {seconds} seconds all its files have arrived, but Python has not finished starting.",
        { seconds },
      ),
    slowHelp: () =>
      t(
        "A slow connection or a busy device can take longer: the page keeps trying and opens the games by itself as soon as it can. If nothing changes, check the connection and reload.",
      ),
    update: () => t("A new version of Fortune Games is ready. Your games are saved."),
    // Instant start: a memory snapshot of the started engine, kept on this device.
    // The size as the language writes a decimal ("6.8" in English, "6,8" in Polish).
    snapshotKept: (mb) =>
      t("A started game engine is kept on this device ({size} MB), so games open in a moment.", {
        size: mb.toLocaleString(window.fgLobby.language(), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      }),
    snapshotMaking: () => t("Keeping a started game engine on this device…"),
    snapshotNext: () =>
      t(
        "A started game engine (about 6 MB) will be kept on this device once this start is done, so that the next start takes a moment.",
      ),
    snapshotOff: () => t("Off: every start boots the game engine, which takes a few seconds."),
    snapshotUnavailable: () => t("This browser cannot keep a started game engine."),
  };
  const SAVE_PREFIX = "fg:save:";
  // The largest record file the lobby reads (Python checks it again, and every field).
  const MAX_IMPORT_BYTES = 1000000;
  // The longest saved game (web/session.py, MAX_SAVE_CHARS): a longer entry is damaged.
  const MAX_SAVE_CHARS = 2000000;
  const SETTINGS_KEY = "fg:settings";
  const $ = (id) => document.getElementById(id);
  const games = readJson("games-data", []);
  let current = null;
  const queue = [];

  function readJson(id, fallback) {
    const node = document.getElementById(id);
    try {
      return node ? JSON.parse(node.textContent) : fallback;
    } catch (error) {
      return fallback;
    }
  }

  // The page's fixed elements and how each one's text is made, so that a change of language
  // says them all again.
  const spoken = new Map();
  function say(node, render) {
    spoken.set(node, render);
    node.textContent = render();
  }

  function text(tag, content, className) {
    const node = document.createElement(tag);
    node.textContent = content;
    if (className) node.className = className;
    return node;
  }

  function playersLabel(game) {
    if (game.min_players === game.max_players) {
      return game.min_players === 1 ? TEXT.solitaire() : TEXT.players(game.min_players);
    }
    return TEXT.playersRange(game.min_players, game.max_players);
  }

  // A notice from the lobby (a text maker, said again in another language) or from Python.
  function showNotice(message) {
    const render = typeof message === "function" ? message : () => message;
    say($("notice"), render);
    $("notice").hidden = !render();
  }

  function send(message) {
    if (window.fgPy && window.fgPy.ready) {
      window.fgPy.handle(JSON.stringify(message));
    } else {
      queue.push(message);
      if (message.kind === "rules") return; // opens once the engine is ready; no game waits
      if (engine.failed) say($("new-wait"), TEXT.waitFailed);
      $("new-wait").hidden = false;
    }
  }

  // --- saved games ---------------------------------------------------------------------
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
    return TEXT.savedMove(players, storedCount(summary.move) || 0, turn);
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
        if (valid) label = `${entry.title}: ${summaryText(entry.summary)}`;
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

  // --- the game list and the new-game form -----------------------------------------------
  function renderGames() {
    const list = $("game-list");
    list.replaceChildren();
    for (const game of games) {
      const item = document.createElement("li");
      item.className = "game-card";
      const picture = document.createElement("img");
      picture.src = `./static/icons/${game.id}.svg`;
      picture.alt = "";
      picture.width = 96;
      picture.height = 96;
      item.appendChild(picture);
      const body = document.createElement("div");
      body.appendChild(text("h3", game.title));
      body.appendChild(text("p", playersLabel(game), "players"));
      const blurb = text("p", t(game.blurb), "blurb");
      if (blurb.textContent === game.blurb) blurb.lang = "en"; // a game that reads in English only
      body.appendChild(blurb);
      const start = text("button", TEXT.newGame(), "primary");
      start.type = "button";
      start.dataset.newGame = game.id;
      start.setAttribute("aria-label", TEXT.newGameOf(game.title));
      start.addEventListener("click", () => openForm(game.id));
      body.appendChild(start);
      body.appendChild(rulesButton(game));
      item.appendChild(body);
      list.appendChild(item);
    }
  }

  // The same Rules dialog as at the table (web/dialogs.py), opened by Python for this game.
  function rulesButton(game) {
    const button = text("button", TEXT.rules(), "rules-open");
    button.type = "button";
    button.dataset.rulesOf = game.id;
    button.setAttribute("aria-label", TEXT.rulesOf(game.title));
    button.addEventListener("click", () => send({ kind: "rules", game: game.id }));
    return button;
  }

  function option(value, label, selected) {
    const node = text("option", label);
    node.value = String(value);
    node.selected = Boolean(selected);
    return node;
  }

  function botLabel(level) {
    return TEXT.bot[level] ? TEXT.bot[level]() : TEXT.botOther(level);
  }

  function renderSeats() {
    const count = Number($("new-players").value);
    const box = $("new-seats");
    const old = Array.from(box.querySelectorAll(".seat")).map((row) => ({
      name: row.querySelector("input").value,
      given: row.querySelector("input").dataset.given,
      kind: row.querySelector("select").value,
    }));
    box.querySelectorAll(".seat").forEach((row) => row.remove());
    for (let seat = 0; seat < count; seat++) {
      const row = document.createElement("div");
      row.className = "seat";
      const name = document.createElement("input");
      name.type = "text";
      name.maxLength = 24;
      name.name = `name${seat}`;
      // A name left as given follows the language; a typed one stays.
      const kept = old[seat] && old[seat].name !== old[seat].given;
      name.value = kept ? old[seat].name : TEXT.defaultName(seat + 1);
      name.dataset.given = TEXT.defaultName(seat + 1);
      name.setAttribute("aria-label", TEXT.nameOf(seat + 1));
      const kind = document.createElement("select");
      kind.name = `seat${seat}`;
      kind.setAttribute("aria-label", TEXT.whoPlays(seat + 1));
      kind.appendChild(option("human", TEXT.human(), true));
      if (current.max_players > 1) {
        for (const level of current.bots) kind.appendChild(option(level, botLabel(level), false));
      }
      if (old[seat]) kind.value = old[seat].kind;
      else if (seat > 0 && current.bots.length) kind.value = current.default_bot;
      row.append(name, kind);
      box.appendChild(row);
    }
  }

  // A choice as the lobby's language writes a figure, thousands grouped as the table writes money:
  // "20,000" in English, "20 000" (a no-break space) in Polish; a word stays as it is.
  function figure(choice) {
    if (!Number.isInteger(choice)) return String(choice);
    const mark = window.fgLobby.language() === "pl" ? "\u00a0" : ",";
    return String(choice).replace(/\B(?=(\d{3})+(?!\d))/g, mark);
  }

  function renderOptions() {
    const box = $("new-options");
    const chosen = new Map(
      Array.from(box.querySelectorAll("[data-option]")).map((input) => [
        input.dataset.option,
        input.type === "checkbox" ? input.checked : input.value,
      ]),
    );
    box.querySelectorAll(".option").forEach((row) => row.remove());
    const names = Object.keys(current.options);
    box.hidden = names.length === 0;
    for (const name of names) {
      const spec = current.options[name];
      const row = document.createElement("label");
      row.className = "option row";
      row.appendChild(text("span", t(spec.label)));
      let input;
      if (typeof spec.default === "boolean") {
        input = document.createElement("input");
        input.type = "checkbox";
        input.checked = spec.default;
      } else if (spec.choices && spec.choices.length) {
        input = document.createElement("select");
        for (const choice of spec.choices) input.appendChild(option(choice, figure(choice), choice === spec.default));
      } else {
        input = document.createElement("input");
        input.type = "number";
        input.value = spec.default;
        if (spec.range) {
          input.min = spec.range[0];
          input.max = spec.range[1];
        }
      }
      if (chosen.has(name)) {
        if (input.type === "checkbox") input.checked = chosen.get(name);
        else input.value = chosen.get(name);
      }
      input.name = name;
      input.dataset.option = name;
      row.appendChild(input);
      box.appendChild(row);
      // What the option means, in sight (a title shows only on hover): "Rounds 0" reads as the
      // rulebook's own end ("0 = as the rulebook ends it: as many rounds as players").
      if (spec.help) {
        const help = text("small", t(spec.help), "option option-help");
        help.id = `new-help-${name}`;
        if (t(spec.help) === spec.help) help.lang = "en"; // a game that reads in English only
        input.setAttribute("aria-describedby", help.id);
        box.appendChild(help);
      }
    }
  }

  function openForm(gameId) {
    current = games.find((game) => game.id === gameId);
    if (!current) return;
    const game = current;
    $("new-game").dataset.game = game.id; // web/static/lobby-across.mjs reads it
    say($("new-title"), () => TEXT.newGameOf(game.title));
    say($("new-blurb"), () => t(game.blurb));
    $("new-rules").replaceWith(Object.assign(rulesButton(current), { id: "new-rules" }));
    const players = $("new-players");
    players.replaceChildren();
    for (let n = current.min_players; n <= current.max_players; n++) {
      players.appendChild(option(n, String(n), n === current.default_players));
    }
    players.disabled = current.min_players === current.max_players;
    $("new-seats").querySelectorAll(".seat").forEach((row) => row.remove());
    $("new-options").querySelectorAll(".option").forEach((row) => row.remove());
    renderSeats();
    renderOptions();
    $("new-game").hidden = false;
    $("new-wait").hidden = true;
    $("new-game").scrollIntoView({ block: "start" });
    players.focus();
  }

  function closeForm() {
    $("new-game").hidden = true;
    current = null;
  }

  function submitForm(event) {
    event.preventDefault();
    if (!current) return;
    const seats = Array.from($("new-seats").querySelectorAll(".seat"));
    const options = {};
    for (const input of $("new-options").querySelectorAll("[data-option]")) {
      const spec = current.options[input.dataset.option];
      if (input.type === "checkbox") options[input.dataset.option] = input.checked;
      else if (typeof spec.default === "number") options[input.dataset.option] = String(input.value);
      else options[input.dataset.option] = input.value;
    }
    send({
      kind: "new",
      game: current.id,
      players: Number($("new-players").value),
      names: seats.map((row) => row.querySelector("input").value),
      seats: seats.map((row) => row.querySelector("select").value),
      options,
    });
  }

  // --- settings, loading, service worker ---------------------------------------------------
  // The settings kept on this device: plain values only (a hand-edited one nested deep could
  // not be read as a number or a word without a RangeError).
  function settings() {
    try {
      const found = JSON.parse(localStorage.getItem(SETTINGS_KEY));
      if (!found || typeof found !== "object" || Array.isArray(found)) return {};
      return Object.fromEntries(Object.entries(found).filter(([, value]) => typeof value !== "object"));
    } catch (error) {
      return {};
    }
  }

  function saveSettings(values) {
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(Object.assign(settings(), values)));
    } catch (error) {
      showNotice(TEXT.settingsLocked);
    }
  }

  // --- the engine's start: progress, and a plain answer when it cannot start ----------------
  // Files under these paths are the engine's: one that fails to load stops the start.
  const ENGINE_FILE = /\/(?:pyscript\/|pyodide\/|static\/(?:start\.js|python\.mjs|app-files\.mjs|snapshot\.mjs)$|app\.zip$|main\.py$|pyscript\.json$)/;
  // What Python cannot start without, to say which one a slow start is waiting for.
  const NEEDED = [
    "pyodide/pyodide.asm.mjs",
    "pyodide/pyodide.asm.wasm",
    "pyodide/python_stdlib.zip",
    "app.zip",
    "main.py",
  ];
  // A start that takes longer than this is shown as slow, with what it waits for (the tests
  // shorten it through window.fgStartTimeoutMs).
  const START_TIMEOUT_MS = Number(window.fgStartTimeoutMs) || 30000;
  const engine = { ready: false, failed: false, lastError: "" };

  let progress = 5;
  const ticker = setInterval(() => {
    progress += (92 - progress) * 0.08;
    $("loading-bar").value = progress;
  }, 200);

  function siteFile(url) {
    const base = new URL("./", location.href).href;
    return url.startsWith(base) ? url.slice(base.length).split(/[?#]/)[0] : url;
  }

  // Shows why the engine cannot start (or is slow), in place of the progress bar; each text is
  // given as its maker, to be said again in another language.
  function engineProblem(title, cause, help, canReload) {
    if (engine.ready) return;
    engine.failed = true;
    clearInterval(ticker);
    $("loading-bar").hidden = true;
    say($("loading-text"), TEXT.notStarted);
    say($("engine-error-title"), title);
    say($("engine-error-cause"), cause);
    say($("engine-error-help"), help);
    $("engine-reload").hidden = !canReload;
    $("engine-error").hidden = false;
    if (!$("new-wait").hidden) say($("new-wait"), TEXT.waitFailed);
    if (/^#(new=|g=)/.test(location.hash)) showNotice("");
  }

  function engineFailed(cause, help) {
    engineProblem(TEXT.failedTitle, cause, help || TEXT.crashHelp, true);
  }

  function watchEngine() {
    if (location.protocol === "file:") {
      engineProblem(TEXT.fromFileTitle, TEXT.fromFileCause, TEXT.fromFileHelp, false);
      return;
    }
    if (typeof WebAssembly !== "object") {
      engineProblem(TEXT.noWasmTitle, TEXT.noWasmCause, TEXT.noWasmHelp, false);
      return;
    }
    // A script or style sheet of the page that fails to load (the error does not bubble).
    window.addEventListener(
      "error",
      (event) => {
        const node = event.target;
        if (node instanceof HTMLScriptElement || node instanceof HTMLLinkElement) {
          const url = node.src || node.href || "";
          if (ENGINE_FILE.test(url)) engineFailed(() => TEXT.fileFailed(siteFile(url), 0), TEXT.fileHelp);
        } else if (event.message && !engine.ready) {
          engine.lastError = String(event.message);
        }
      },
      true,
    );
    // Any other file of the engine that the server refuses (the interpreter's fetches).
    if ("PerformanceObserver" in window) {
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.responseStatus >= 400 && ENGINE_FILE.test(entry.name)) {
              const [name, status] = [siteFile(entry.name), entry.responseStatus];
              engineFailed(() => TEXT.fileFailed(name, status), TEXT.fileHelp);
            }
          }
        }).observe({ type: "resource", buffered: true });
      } catch (error) {
        // No resource timing here: the time-out below still answers.
      }
    }
    window.addEventListener("unhandledrejection", (event) => {
      if (engine.ready) return;
      const reason = event.reason;
      const detail = String((reason && reason.message) || reason || "");
      engine.lastError = detail;
      if (detail) engineFailed(() => TEXT.crashed(detail));
    });
    // PyScript fires this when its scripts have run, also after a Python exception.
    window.addEventListener("py:all-done", () => {
      if (engine.ready) return;
      // A start restored from a snapshot that fails is retried normally (snapshot.mjs).
      const html = document.documentElement;
      if (html.dataset.snapshot === "restored" && !sessionStorage.getItem("fg:snapshot-retry")) {
        return;
      }
      const banner = document.querySelector(".py-error");
      // A traceback's last line names the error; the lines above it are for developers.
      const lines = ((banner && banner.textContent) || engine.lastError).trim().split("\n");
      const detail = lines[lines.length - 1].trim().slice(0, 300);
      engineFailed(detail ? () => TEXT.crashed(detail) : TEXT.crashedUnknown);
    });
    setTimeout(() => {
      if (engine.ready || engine.failed) return;
      const arrived = new Set(
        performance.getEntriesByType("resource").map((entry) => siteFile(entry.name)),
      );
      const waiting = NEEDED.find((name) => !arrived.has(name));
      const seconds = Math.round(START_TIMEOUT_MS / 1000);
      const cause = waiting
        ? () => TEXT.slowWaiting(seconds, waiting)
        : () => TEXT.slowStarting(seconds);
      engineProblem(TEXT.slowTitle, cause, TEXT.slowHelp, true);
    }, START_TIMEOUT_MS);
  }

  document.addEventListener("py:ready", () => {
    if (engine.failed) return;
    say($("loading-text"), TEXT.starting);
    progress = Math.max(progress, 90);
  });

  // --- updates: the service worker installs a new build beside a running game ---------------
  function watchUpdates() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    // A new worker takes over this page as soon as it has cached its build (it skips waiting,
    // and once active has deleted the caches of other builds). If this page's own build is no
    // longer cached then, the page runs an old build: offer to reload. A first visit's worker
    // taking over, with this very build, is no news.
    const meta = document.querySelector('meta[name="build"]');
    const build = meta ? meta.content : "";
    navigator.serviceWorker.addEventListener("controllerchange", async () => {
      const worker = navigator.serviceWorker.controller;
      if (!build || !worker) return;
      if (worker.state !== "activated") {
        await new Promise((resolve) => {
          worker.addEventListener("statechange", () => {
            if (worker.state === "activated" || worker.state === "redundant") resolve();
          });
        });
      }
      const names = await caches.keys();
      if (names.includes(`fortune-games-${build}`)) return;
      say($("update-text"), TEXT.update);
      $("update").hidden = false;
    });
  }

  // The service worker's precache downloads the whole build again: register it only once
  // Python is ready, so that it does not compete with the first start of Python. A tab left
  // open looks for a new build whenever it comes back into view.
  function registerWorker() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker
      .register("./sw.js")
      .then((registration) => {
        document.addEventListener("visibilitychange", () => {
          if (document.visibilityState === "visible") registration.update().catch(() => {});
        });
      })
      .catch(() => {});
  }

  // --- instant start: the switch and what it keeps on this device --------------------------
  function renderSnapshot(status) {
    const on = settings().snapshot !== false;
    $("snapshot-on").checked = on;
    let text = TEXT.snapshotNext;
    if (!on) text = TEXT.snapshotOff;
    else if (!("caches" in window) || typeof CompressionStream !== "function") {
      text = TEXT.snapshotUnavailable;
    } else if (status && status.making) text = TEXT.snapshotMaking;
    else if (status && status.bytes) {
      text = () => TEXT.snapshotKept(status.bytes / 1e6);
    }
    say($("snapshot-status"), text);
  }

  function watchSnapshot() {
    document.addEventListener("fg:snapshot", (event) => renderSnapshot(event.detail));
    $("snapshot-on").addEventListener("change", () => {
      const on = $("snapshot-on").checked;
      saveSettings({ snapshot: on });
      if (window.fgSnapshot) window.fgSnapshot.setEnabled(on);
      renderSnapshot(window.fgSnapshot ? window.fgSnapshot.status() : null);
    });
    renderSnapshot(null);
  }

  window.fgLobby = {
    // Called by Python once it can take messages; drains what the player asked for meanwhile.
    pythonReady() {
      engine.ready = true;
      registerWorker();
      clearInterval(ticker);
      $("engine-error").hidden = true;
      $("loading-bar").value = 100;
      $("loading").hidden = true;
      $("new-wait").hidden = true;
      while (queue.length) send(queue.shift());
    },
    // The lobby shown again after a game: its saved games anew, and no form left open from
    // before the game (the end screen's "New game" opens its own after this).
    refresh() {
      renderSaved();
      closeForm();
    },
    notice: showNotice,
    // A message to Python, queued until it is ready (web/static/lobby-across.mjs).
    send,
    // The new-game form of a game (the end screen's "New game").
    openForm,
    // The bots' pace (ms), clamped to 0 (Instant) to 900 (Slow): a hand-edited 1e308 stopped
    // the bots for good. What is not a finite number is Normal. web/session.py, `bot_delay`,
    // does the same again.
    botDelay() {
      const value = settings().botDelay;
      return typeof value === "number" && Number.isFinite(value) ? Math.min(Math.max(value, 0), 900) : 350;
    },
    // The language chosen on this device, else that of a shared game opened in this visit
    // (the games that read in it use it; others, English).
    language() {
      return known(settings().lang) ? settings().lang : visiting || "en";
    },
    // A shared or saved game's language: the page reads in it unless the player chose one.
    visitLanguage(code) {
      if (!known(code) || code === visiting) return;
      visiting = code;
      if (!known(settings().lang)) speak();
    },
    setLanguage(code) {
      saveSettings({ lang: known(code) ? code : "en" });
      speak();
    },
  };

  function known(code) {
    return code === "en" || Object.prototype.hasOwnProperty.call(MESSAGES, code);
  }

  // Says the whole lobby in the language chosen: the page's fixed texts, the lists, the form.
  function speak() {
    const code = window.fgLobby.language();
    catalogue = MESSAGES[code] || {};
    document.documentElement.lang = code;
    $("language").value = code;
    for (const [node, render] of spoken) node.textContent = render();
    renderGames();
    renderSaved();
    if (current) {
      renderSeats();
      renderOptions();
    }
  }

  function init() {
    // A shared link says its language (`#g=...&lang=pl`): the notice below already reads in it.
    const shared = /^#g=[^&]*&lang=(\w+)$/.exec(location.hash);
    if (shared && known(shared[1])) visiting = shared[1];
    catalogue = MESSAGES[window.fgLobby.language()] || {};
    // Each element of index.html marked `data-t` holds its English text, the message's id.
    for (const node of document.querySelectorAll("[data-t]")) {
      const msgid = node.textContent.trim().split(/\s+/).join(" ");
      say(node, () => t(msgid));
    }
    say($("loading-text"), TEXT.loading);
    $("new-players").addEventListener("change", renderSeats);
    $("new-game").addEventListener("submit", submitForm);
    $("new-cancel").addEventListener("click", closeForm);
    const language = $("language");
    language.addEventListener("change", () => window.fgLobby.setLanguage(language.value));
    const speed = $("bot-speed");
    speed.value = String(window.fgLobby.botDelay());
    speed.addEventListener("change", () => saveSettings({ botDelay: Number(speed.value) }));
    $("import-file").addEventListener("change", importFile);
    $("import-choose").addEventListener("click", () => $("import-file").click());
    $("engine-reload").addEventListener("click", () => location.reload());
    $("update-reload").addEventListener("click", () => location.reload());
    if (/^#(new=|g=)/.test(location.hash)) showNotice(TEXT.openingLink);
    watchEngine();
    watchUpdates();
    watchSnapshot();
    speak();
    performance.mark("lobby-ready");
  }

  init();
})();
