// The lobby: plain JavaScript so that it works at once, while Python is still loading.
// It lists the games and the saved games and fills in the new-game form; starting or opening a
// game is a message to Python (queued until Python is ready). It also watches the engine start
// (saying plainly why, when it cannot) and offers a new build once the service worker has it.
// Its parts are scripts run before it, each one name: lobby-words.js (the words and the
// settings), lobby-engine.js (the engine's start and the updates) and lobby-saves.js (the saved
// games). Classic scripts, not ES modules, so that a page opened from a file still says why the
// games cannot start there (a browser loads no module from a file).
"use strict";

(function () {
  const { $, MESSAGES, TEXT, readJson, saveSettings, say, settings, showNotice, spoken, t } =
    fgLobbyWords;
  const { text, tn, useLanguage, visit } = fgLobbyWords;
  const { importFile, renderSaved } = fgLobbySaves;
  const { engineReady, send, watchEngine, watchUpdates } = fgLobbyEngine;

  const games = readJson("games-data", []);
  let current = null;

  function playersLabel(game) {
    if (game.min_players === game.max_players) {
      return game.min_players === 1 ? TEXT.solitaire() : TEXT.players(game.min_players);
    }
    return TEXT.playersRange(game.min_players, game.max_players);
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
      const actions = document.createElement("div");
      actions.className = "card-actions";
      actions.append(start, rulesButton(game));
      body.appendChild(actions);
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
    $("new-game").dataset.formGame = game.id; // web/static/lobby-across.mjs reads it
    say($("new-title"), () => TEXT.newGameOf(game.title));
    say($("new-blurb"), () => t(game.blurb));
    // A game whose table reads in English only says so on a page in another language.
    say($("new-table-language"), () =>
      game.languages.includes(window.fgLobby.language()) ? "" : t("This game's table is in English."),
    );
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
    showLength();
    $("new-game").hidden = false;
    $("new-wait").hidden = true;
    $("new-game").scrollIntoView({ block: "start" });
    players.focus();
  }

  function closeForm() {
    $("new-game").hidden = true;
    current = null;
  }

  function chosenOptions() {
    const options = {};
    for (const input of $("new-options").querySelectorAll("[data-option]")) {
      const spec = current.options[input.dataset.option];
      if (input.type === "checkbox") options[input.dataset.option] = input.checked;
      else if (typeof spec.default === "number") options[input.dataset.option] = String(input.value);
      else options[input.dataset.option] = input.value;
    }
    return options;
  }

  // How long the game chosen lasts, for its length (lengths.js, measured by bench/lengths.py).
  function showLength() {
    const game = current;
    const players = Number($("new-players").value);
    const options = game ? chosenOptions() : {};
    say($("new-length"), () => (game && window.fgLengths ? window.fgLengths.say(game.id, players, options, t, tn) : ""));
  }

  function submitForm(event) {
    event.preventDefault();
    if (!current) return;
    const seats = Array.from($("new-seats").querySelectorAll(".seat"));
    const options = chosenOptions();
    send({
      kind: "new",
      game: current.id,
      players: Number($("new-players").value),
      names: seats.map((row) => row.querySelector("input").value),
      seats: seats.map((row) => row.querySelector("select").value),
      options,
    });
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
    pythonReady: engineReady,
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
      return known(settings().lang) ? settings().lang : visit.language || "en";
    },
    // A shared or saved game's language: the page reads in it unless the player chose one.
    visitLanguage(code) {
      if (!known(code) || code === visit.language) return;
      visit.language = code;
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
    useLanguage(code);
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
    if (shared && known(shared[1])) visit.language = shared[1];
    useLanguage(window.fgLobby.language());
    // Each element of index.html marked `data-t` holds its English text, the message's id.
    for (const node of document.querySelectorAll("[data-t]")) {
      const msgid = node.textContent.trim().split(/\s+/).join(" ");
      say(node, () => t(msgid));
    }
    say($("loading-text"), TEXT.loading);
    $("new-players").addEventListener("change", () => renderSeats() || showLength());
    $("new-options").addEventListener("input", showLength);
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
