// The lobby: plain JavaScript so that it works at once, while Python is still loading.
// It lists the games and the saved games and fills in the new-game form; starting or opening a
// game is a message to Python (queued until Python is ready).
"use strict";

(function () {
  const SAVE_PREFIX = "fg:save:";
  const SETTINGS_KEY = "fg:settings";
  const $ = (id) => document.getElementById(id);
  let games = [];
  let current = null;
  const queue = [];

  function readGames() {
    const node = $("games-data");
    try {
      games = node ? JSON.parse(node.textContent) : [];
    } catch (error) {
      games = [];
    }
  }

  function text(tag, content, className) {
    const node = document.createElement(tag);
    node.textContent = content;
    if (className) node.className = className;
    return node;
  }

  function playersLabel(game) {
    if (game.min_players === game.max_players) {
      return game.min_players === 1 ? "Solitaire" : `${game.min_players} players`;
    }
    return `${game.min_players}–${game.max_players} players`;
  }

  function showNotice(message) {
    const notice = $("notice");
    notice.textContent = message;
    notice.hidden = !message;
  }

  function send(message) {
    if (window.fgPy && window.fgPy.ready) {
      window.fgPy.handle(JSON.stringify(message));
    } else {
      queue.push(message);
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
        entry = JSON.parse(localStorage.getItem(key));
      } catch (error) {
        entry = null;
      }
      found.push({ key, entry });
    }
    found.sort((a, b) => ((b.entry && b.entry.updated) || 0) - ((a.entry && a.entry.updated) || 0));
    return found;
  }

  function renderSaved() {
    const list = $("saved-list");
    list.replaceChildren();
    const saves = savedGames();
    $("saved").hidden = saves.length === 0;
    for (const { key, entry } of saves) {
      const item = document.createElement("li");
      const valid = entry && typeof entry === "object" && entry.record && typeof entry.title === "string";
      const label = valid ? `${entry.title}: ${entry.summary || ""}` : "A damaged saved game";
      item.appendChild(text("span", label, "saved-label"));
      if (valid) {
        const when = new Date(entry.updated || 0);
        item.appendChild(text("span", isNaN(when) ? "" : when.toLocaleString(), "saved-when"));
        const open = text("button", "Continue", "primary");
        open.type = "button";
        open.dataset.open = key;
        open.addEventListener("click", () => send({ kind: "open", key }));
        item.appendChild(open);
      }
      const remove = text("button", "Delete");
      remove.type = "button";
      remove.dataset.delete = key;
      remove.setAttribute("aria-label", `Delete ${label}`);
      remove.addEventListener("click", () => {
        if (!valid || window.confirm(`Delete the saved game “${label}”?`)) {
          try {
            localStorage.removeItem(key);
          } catch (error) {
            showNotice("This browser's storage cannot be changed just now.");
          }
          renderSaved();
        }
      });
      item.appendChild(remove);
      list.appendChild(item);
    }
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
      body.appendChild(text("p", game.blurb, "blurb"));
      const start = text("button", "New game", "primary");
      start.type = "button";
      start.dataset.newGame = game.id;
      start.setAttribute("aria-label", `New game of ${game.title}`);
      start.addEventListener("click", () => openForm(game.id));
      body.appendChild(start);
      item.appendChild(body);
      list.appendChild(item);
    }
  }

  function option(value, label, selected) {
    const node = text("option", label);
    node.value = String(value);
    node.selected = Boolean(selected);
    return node;
  }

  function botLabel(level) {
    return { random: "Bot: easy", heuristic: "Bot: normal", search: "Bot: strong" }[level] || `Bot: ${level}`;
  }

  function renderSeats() {
    const count = Number($("new-players").value);
    const box = $("new-seats");
    const old = Array.from(box.querySelectorAll(".seat")).map((row) => ({
      name: row.querySelector("input").value,
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
      name.value = old[seat] ? old[seat].name : `Player ${seat + 1}`;
      name.setAttribute("aria-label", `Name of player ${seat + 1}`);
      const kind = document.createElement("select");
      kind.name = `seat${seat}`;
      kind.setAttribute("aria-label", `Who plays seat ${seat + 1}`);
      kind.appendChild(option("human", "Human", true));
      if (current.max_players > 1) {
        for (const level of current.bots) kind.appendChild(option(level, botLabel(level), false));
      }
      if (old[seat]) kind.value = old[seat].kind;
      else if (seat > 0 && current.bots.length) kind.value = current.default_bot;
      row.append(name, kind);
      box.appendChild(row);
    }
  }

  function renderOptions() {
    const box = $("new-options");
    box.querySelectorAll(".option").forEach((row) => row.remove());
    const names = Object.keys(current.options);
    box.hidden = names.length === 0;
    for (const name of names) {
      const spec = current.options[name];
      const row = document.createElement("label");
      row.className = "option row";
      row.appendChild(text("span", spec.label));
      let input;
      if (typeof spec.default === "boolean") {
        input = document.createElement("input");
        input.type = "checkbox";
        input.checked = spec.default;
      } else if (spec.choices && spec.choices.length) {
        input = document.createElement("select");
        for (const choice of spec.choices) input.appendChild(option(choice, String(choice), choice === spec.default));
      } else {
        input = document.createElement("input");
        input.type = "number";
        input.value = spec.default;
        if (spec.range) {
          input.min = spec.range[0];
          input.max = spec.range[1];
        }
      }
      input.name = name;
      input.dataset.option = name;
      row.appendChild(input);
      if (spec.help) row.title = spec.help;
      box.appendChild(row);
    }
  }

  function openForm(gameId) {
    current = games.find((game) => game.id === gameId);
    if (!current) return;
    $("new-title").textContent = `New game of ${current.title}`;
    $("new-blurb").textContent = current.blurb;
    $("new-rules").href = `./rules/${current.rules}`;
    const players = $("new-players");
    players.replaceChildren();
    for (let n = current.min_players; n <= current.max_players; n++) {
      players.appendChild(option(n, String(n), n === current.default_players));
    }
    players.disabled = current.min_players === current.max_players;
    $("new-seats").querySelectorAll(".seat").forEach((row) => row.remove());
    renderSeats();
    renderOptions();
    $("new-game").hidden = false;
    $("new-wait").hidden = true;
    $("new-game").scrollIntoView({ block: "start" });
    players.focus();
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
  function settings() {
    try {
      return JSON.parse(localStorage.getItem(SETTINGS_KEY)) || {};
    } catch (error) {
      return {};
    }
  }

  function saveSettings(values) {
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(Object.assign(settings(), values)));
    } catch (error) {
      showNotice("Settings cannot be saved in this browser's storage.");
    }
  }

  let progress = 5;
  const ticker = setInterval(() => {
    progress += (92 - progress) * 0.08;
    $("loading-bar").value = progress;
  }, 200);

  window.fgLobby = {
    // Called by Python once it can take messages; drains what the player asked for meanwhile.
    pythonReady() {
      // The service worker's precache downloads the whole build again: start it only now, so
      // that it does not compete with the first start of Python.
      if ("serviceWorker" in navigator && location.protocol !== "file:") {
        navigator.serviceWorker.register("./sw.js").catch(() => {});
      }
      clearInterval(ticker);
      $("loading-bar").value = 100;
      $("loading").hidden = true;
      $("new-wait").hidden = true;
      while (queue.length) send(queue.shift());
    },
    refresh() {
      renderSaved();
    },
    notice: showNotice,
    botDelay() {
      const value = Number(settings().botDelay);
      return Number.isFinite(value) ? value : 350;
    },
    // The language chosen on this device (the games that read in it use it; others, English).
    language() {
      return settings().lang === "pl" ? "pl" : "en";
    },
    setLanguage(code) {
      saveSettings({ lang: code === "pl" ? "pl" : "en" });
      $("language").value = window.fgLobby.language();
    },
  };

  document.addEventListener("py:ready", () => {
    $("loading-text").textContent = "Starting the game engine…";
    progress = Math.max(progress, 90);
  });

  function init() {
    readGames();
    renderGames();
    renderSaved();
    $("new-players").addEventListener("change", renderSeats);
    $("new-game").addEventListener("submit", submitForm);
    $("new-cancel").addEventListener("click", () => {
      $("new-game").hidden = true;
      current = null;
    });
    const language = $("language");
    language.value = window.fgLobby.language();
    language.addEventListener("change", () => saveSettings({ lang: language.value }));
    const speed = $("bot-speed");
    speed.value = String(window.fgLobby.botDelay());
    speed.addEventListener("change", () => saveSettings({ botDelay: Number(speed.value) }));
    if (/^#(new=|g=)/.test(location.hash)) showNotice("Opening the game from the link…");
    performance.mark("lobby-ready");
  }

  init();
})();
