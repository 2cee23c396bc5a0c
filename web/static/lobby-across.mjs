// For Fame & Fortune across devices in the lobby (issue 30): the "Play across devices" choice
// on the game's new-game form (the players' names; this device plays the first), the games
// across devices kept on this device, and a device restored from its key backup file. Each is a
// message to Python (web/crossing.py) through the lobby's queue.

const GAME = "fame_fortune";
const STORE = "fg:across:";
const BACKUP = "fortune-games-across";
const MAX_BACKUP_BYTES = 4_000_000;

const MESSAGES = JSON.parse(document.getElementById("messages-data")?.textContent || "{}");

// A text in the lobby's language, as lobby.js's t(): extracted by `python3 build.py messages`.
function t(msgid, args) {
  const text = (MESSAGES[window.fgLobby.language()] || {})[msgid] || msgid;
  if (!args) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

const $ = (id) => document.getElementById(id);

function element(tag, props, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

// --- the new-game form ---------------------------------------------------------------------
function choice() {
  return $("across-choice");
}

function formOpened() {
  const form = $("new-game");
  const old = choice();
  if (old) old.remove();
  if (form.dataset.formGame !== GAME) return;
  const box = element("input", { type: "checkbox", id: "across-on" });
  box.setAttribute("aria-describedby", "across-help");
  const row = element("label", { className: "row" }, box, " ", element("span", { id: "across-on-text" }));
  const help = element("small", { id: "across-help", className: "option-help" });
  const legend = element("legend", { id: "across-legend" });
  const fieldset = element("fieldset", { id: "across-choice", className: "options" }, legend, row, help);
  $("new-seats").before(fieldset);
  box.addEventListener("change", seatsFollow);
  speakChoice();
}

function speakChoice() {
  if (!choice()) return;
  $("across-legend").textContent = t("Devices");
  $("across-on-text").textContent = t("Play across devices");
  $("across-help").textContent = t(
    "Each player on their own phone, passing links: every device sees only its own hand. This device plays the first player; no bots.",
  );
}

// Across devices every seat is a player's: the "Who plays" choices say so and cannot change.
function seatsFollow() {
  const on = $("across-on")?.checked;
  for (const select of $("new-seats").querySelectorAll("select")) {
    if (on) select.value = "human";
    select.disabled = Boolean(on);
  }
}

function submit(event) {
  if (!$("across-on")?.checked || $("new-game").dataset.formGame !== GAME) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const options = {};
  for (const input of $("new-options").querySelectorAll("[data-option]")) {
    options[input.dataset.option] = input.type === "checkbox" ? input.checked : String(input.value);
  }
  const names = Array.from($("new-seats").querySelectorAll(".seat input")).map((input) => input.value);
  window.fgLobby.send({ kind: "across", names, options });
}

// --- the games kept here, and a key backup --------------------------------------------------
function kept() {
  const games = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (!key || !key.startsWith(STORE)) continue;
    try {
      const summary = JSON.parse(localStorage.getItem(key)).summary;
      if (summary && Array.isArray(summary.players)) games.push({ key, summary });
    } catch {
      // a damaged entry is not listed
    }
  }
  return games;
}

function renderKept() {
  const list = $("across-list");
  const games = kept();
  list.replaceChildren();
  $("across-kept").hidden = games.length === 0;
  for (const { key, summary } of games) {
    const me = String(summary.players[summary.seat] ?? "");
    const words = summary.over
      ? t("{players}: over. This device plays {me}.", { players: summary.players.join(", "), me })
      : t("{players}: {turn} to move. This device plays {me}.", {
          players: summary.players.join(", "),
          turn: summary.turn,
          me,
        });
    const open = element("button", { type: "button", textContent: t("Open") });
    open.addEventListener("click", () => window.fgLobby.send({ kind: "across-open", key }));
    list.append(element("li", {}, element("span", { textContent: words }), " ", open));
  }
}

function restore() {
  const file = $("across-file").files[0];
  $("across-file").value = "";
  if (!file) return;
  if (file.size > MAX_BACKUP_BYTES) {
    window.fgLobby.notice(t("This file is too big to be a key backup."));
    return;
  }
  file.text().then((text) => {
    if (!text.includes(BACKUP)) {
      window.fgLobby.notice(t("This file is not a key backup of a game across devices."));
      return;
    }
    window.fgLobby.send({ kind: "across-restore", text });
  });
}

// The games kept here where a returning player looks first: above "Continue a game" (hidden
// while there is none); the key backup's restore with the lobby's other file, below.
function section() {
  const title = element("h2", { id: "across-title" });
  const list = element("ul", { id: "across-list", className: "saved-list" });
  const box = element("section", { id: "across-kept", hidden: true }, title, list);
  box.setAttribute("aria-labelledby", "across-title");
  $("saved").before(box);
  const file = element("input", { type: "file", id: "across-file", accept: ".json,application/json", hidden: true });
  file.setAttribute("aria-labelledby", "across-restore");
  const choose = element("button", { type: "button", id: "across-restore" });
  choose.addEventListener("click", () => file.click());
  file.addEventListener("change", restore);
  const hint = element("p", { className: "hint", id: "across-hint" });
  const restoring = element("div", { id: "across-games" }, hint, element("p", {}, choose, file));
  document.querySelector("section.import").append(restoring);
  speak();
}

// Every text of this module in the lobby's language, again when the player changes it (the
// lobby sets the page's lang then).
function speak() {
  $("across-title").textContent = t("Games across devices");
  $("across-restore").textContent = t("Restore a device from its key backup…");
  $("across-hint").textContent = t(
    "A device keeps its seat's keys in its save; its key backup file brings the seat back on another device.",
  );
  renderKept();
  speakChoice();
}

function init() {
  section();
  const form = $("new-game");
  form.addEventListener("submit", submit, true);
  new MutationObserver(formOpened).observe(form, { attributes: true, attributeFilter: ["data-form-game", "hidden"] });
  new MutationObserver(seatsFollow).observe($("new-seats"), { childList: true });
  new MutationObserver(renderKept).observe($("lobby"), { attributes: true, attributeFilter: ["hidden"] });
  new MutationObserver(speak).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  formOpened();
}

if (window.fgLobby) init();
else document.addEventListener("DOMContentLoaded", init);
