// The lobby's words and the page's small tools: the translations build.py puts in the page,
// t() and every sentence the lobby says (TEXT), the texts said again on a change of language,
// the notice, and the settings kept on this device. A part of the lobby (lobby.js), run
// before it.
"use strict";

const fgLobbyWords = (function () {
  // The lobby's translations (msgid -> text, per language), put in the page by build.py.
  const MESSAGES = readJson("messages-data", {});
  let catalogue = {};
  let language = "en";
  // The language of a shared game opened in this visit: the page reads in it unless the player
  // chose one on this device (kept in memory only, never saved as the player's choice).
  const visit = { language: "" };

  // The catalogue of the language `code` from now on.
  function useLanguage(code) {
    catalogue = MESSAGES[code] || {};
    language = code;
  }

  // A text in the lobby's language; "{name}" places take `args`. The literal given to t() is
  // extracted into the catalogue by `python3 build.py messages`: one string, never a sum.
  function t(msgid, args) {
    return fill(catalogue[msgid] || msgid, args);
  }

  function fill(text, args) {
    if (!args) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
  }

  // A text of a count (`args.count`) in the form its language gives that number, as Python's
  // ngettext: Polish has three (1 runda, 2 rundy, 5 rund). `build.py messages` extracts both.
  function tn(singular, plural, args) {
    const n = Math.abs(Number(args.count));
    const forms = catalogue[singular];
    const pl = n === 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2;
    const chosen = Array.isArray(forms) ? forms[language === "pl" ? pl : Math.min(pl, 1)] : n === 1 ? singular : plural;
    return fill(chosen, args);
  }

  // Every sentence the lobby shows from JavaScript, in one place; each is made when shown, so it
  // reads in the language of the moment.
  const TEXT = {
    loading: () => t("Loading the game engine…"),
    solitaire: () => t("Solitaire"),
    players: (n) => t("{count} players", { count: n }),
    playersRange: (low, high) => t("{low}–{high} players", { low, high }),
    damagedSave: () => t("A damaged saved game"),
    // A saved game's name and where it stands (Polish brackets the names: no stacked colons).
    savedGame: (game, summary) => t("{game}: {summary}", { game, summary }),
    // Where a saved game stands (web/session.py, `summary`).
    savedMove: (players, number, name) =>
      t("{players}: move {number}, {name} to play", { players, number, name }),
    // Whoever is at the device goes on (a name here read as if that player had to act).
    savedRoundOver: (players, number, round) =>
      round
        ? t("{players}: move {number}, the round is over: go on to round {round}", { players, number, round })
        : t("{players}: move {number}, the round is over: go on", { players, number }),
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
        "A started game engine (about 18 MB) will be kept on this device once this start is done, so that the next start takes a moment.",
      ),
    snapshotOff: () => t("Off: every start boots the game engine, which takes a few seconds."),
    snapshotUnavailable: () => t("This browser cannot keep a started game engine."),
  };

  const SETTINGS_KEY = "fg:settings";
  const $ = (id) => document.getElementById(id);

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

  // A notice from the lobby (a text maker, said again in another language) or from Python.
  function showNotice(message) {
    const render = typeof message === "function" ? message : () => message;
    say($("notice"), render);
    $("notice").hidden = !render();
  }

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

  return {
    $,
    MESSAGES,
    TEXT,
    readJson,
    saveSettings,
    say,
    settings,
    showNotice,
    spoken,
    t,
    text,
    tn,
    useLanguage,
    visit,
  };
})();
