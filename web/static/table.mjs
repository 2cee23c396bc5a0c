// The table's redraw: Python renders the whole table as HTML on every move, and this module
// morphs the page into it (idiomorph, pinned in package.json and copied into dist/ by build.py)
// instead of replacing it. A kept element stays the same node, so keyboard focus, an open
// <details>, a scrolled list, a value being typed and a click in flight survive a bot's move, and
// the motions of motion.mjs can start from where an element was.
//
// Python calls `window.fgTable.render(root, html)`; it returns how long the motions it started
// run (ms), so that the bots' pace can leave time to follow them.
import { Idiomorph } from "../idiomorph/idiomorph.esm.js";
import * as motion from "./motion.mjs";
import * as layout from "./layout.mjs";

// An element marked `data-stick-bottom` (the log) stays scrolled to its end when it was there;
// scrolled back to read, it stays where the reader left it.
function stuckToBottom(root) {
  const stuck = new Set();
  for (const node of root.querySelectorAll("[data-stick-bottom][id]")) {
    if (node.scrollHeight - node.scrollTop - node.clientHeight < 4) stuck.add(node.id);
  }
  return stuck;
}

// A log kept at its end shows whole lines: its top edge falls between two lines, not through one
// (a sliver of a line stuck under the heading read as clutter). The room that takes is left
// below the newest line, which stays in view.
function wholeLinesAtTop(log) {
  log.style.paddingBottom = "";
  const end = log.scrollHeight - log.clientHeight;
  if (end <= 0) return;
  const top = log.getBoundingClientRect().top + log.clientTop - log.scrollTop;
  const first = [...log.children].find((line) => line.getBoundingClientRect().top - top >= end);
  const gap = first ? first.getBoundingClientRect().top - top - end : 0;
  if (gap >= 1) {
    const padding = parseFloat(getComputedStyle(log).paddingBottom) || 0;
    log.style.paddingBottom = `${padding + Math.floor(gap)}px`;
  }
  log.scrollTop = log.scrollHeight;
}

// The field being typed in or chosen from keeps its value: a bot's move does not wipe a bid half
// typed. (idiomorph's own `ignoreActiveValue` would also leave whatever is inside the focused
// element unmorphed: a button just clicked kept its old label, "36 left" after a draw.)
const KEPT_WHILE_FOCUSED = new Set(["value", "checked", "selected"]);

function chosenNow(node) {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return node === active || (node.nodeName === "OPTION" && active.contains(node));
}

const MORPH = {
  morphStyle: "innerHTML",
  restoreFocus: true,
  callbacks: {
    beforeAttributeUpdated(name, node) {
      // Whether a <details> is open is the reader's choice ("All moves" stays open while one
      // plays from it); a view that draws one open opens it only when it first appears.
      if (name === "open" && node.nodeName === "DETAILS") return false;
      return !(KEPT_WHILE_FOCUSED.has(name) && chosenNow(node));
    },
  },
};

// The log pane just opened on a phone (the whole log, the page scrolling): its last lines, the
// latest (in a replay, the step's own), are brought into sight, not its first.
function showLogEnd(root, shownBefore) {
  const game = root.querySelector("[data-pane-shown]");
  if (!game || game.dataset.paneShown !== "log" || shownBefore === "log") return;
  const log = root.querySelector("#log");
  const last = log && log.lastElementChild;
  if (last && log.scrollHeight <= log.clientHeight + 4) last.scrollIntoView({ block: "center" });
}

// Another pane just opened on a phone (Board, Players, after the log left the page scrolled to
// its end): it shows from the top of the page, not from where the log was read.
function showPaneTop(root, shownBefore) {
  const shown = root.querySelector("[data-pane-shown]")?.dataset.paneShown;
  if (!shown || !shownBefore || shown === shownBefore || shown === "log") return;
  window.scrollTo({ top: 0, left: window.scrollX, behavior: "instant" });
}

// A box marked `data-home-after` (a trade, built in the phone's bar and scrolling the page) that
// has left the table brings the page and the bar back to their tops: the table, as it was before
// the trade (issue 29: the page stayed scrolled down after a trade).
function homeAfter(root, had) {
  if (!had || root.querySelector("[data-home-after]")) return;
  window.scrollTo({ top: 0, left: window.scrollX, behavior: "instant" });
  const bar = root.querySelector("#decision");
  if (bar) bar.scrollTop = 0;
}

// Whose turn it is on this device: the viewer's seat when it is theirs to move, else "".
function ownTurn(root) {
  const game = root.querySelector("[data-game]");
  const viewer = game?.dataset.viewer;
  return viewer && game.dataset.toMove === viewer ? viewer : "";
}

// A column of players that scrolls on its own (a laptop's estate table) shows the panel of the
// one playing as the turn passes, with one's own where both fit (issue 29: one's own, with its
// deeds' + − M, stood last, below the fold; review 13: with many deeds the panels ran below the
// screen). The column alone scrolls: the page stays on the decision.
function showPlayingPanel(root, before) {
  const mover = root.querySelector("[data-game]")?.dataset.toMove;
  const column = root.querySelector(".estate-side");
  if (!mover || mover === before || !column || column.scrollHeight <= column.clientHeight + 1) return;
  const playing = column.querySelector(`[data-purse="${mover}"]`)?.closest(".estate-player");
  if (!playing) return;
  const own = column.querySelector(".estate-player.own");
  const origin = column.getBoundingClientRect().top;
  const span = (panels) => [Math.min(...panels.map((p) => p.getBoundingClientRect().top)) - origin,
    Math.max(...panels.map((p) => p.getBoundingClientRect().bottom)) - origin];
  let [top, bottom] = span(own && own !== playing ? [playing, own] : [playing]);
  if (bottom - top > column.clientHeight) [top, bottom] = span([playing]);
  if (top >= 0 && bottom <= column.clientHeight) return;
  const taller = bottom - top > column.clientHeight; // then its top, with its name
  column.scrollTop += top < 0 || taller ? top - 4 : bottom - column.clientHeight + 4;
}

// A part marked `data-above-bar` (For Fame & Fortune's hand) is scrolled clear of a phone's
// bottom bar when one's turn comes: the bar covered the hand's last row, where one stakes
// (issue 29).
function clearOfBar(root, before) {
  const seat = ownTurn(root);
  const part = root.querySelector("[data-above-bar]");
  const bar = root.querySelector("#decision");
  if (!seat || seat === before || !part || !bar || getComputedStyle(bar).position !== "fixed") return;
  const covered = part.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  if (covered > 0) window.scrollBy({ top: covered + 4, behavior: "instant" });
}

// The Players pane on a phone, opened (or already open) when one's turn comes: one's own panel,
// with its + − M, stands whole above the bottom bar (issue 29: it sat under the decision sheet);
// a panel taller than the room left shows from its name.
function ownPanelAboveBar(root, shownBefore, turnBefore) {
  const seat = ownTurn(root);
  const shown = root.querySelector("[data-pane-shown]")?.dataset.paneShown;
  if (!seat || shown !== "players" || (shownBefore === shown && seat === turnBefore)) return;
  const bar = root.querySelector("#decision");
  const panel = root.querySelector(`.estate-side [data-purse="${seat}"]`)?.closest(".estate-player");
  if (!panel || !bar || getComputedStyle(bar).position !== "fixed") return;
  const box = panel.getBoundingClientRect();
  const room = bar.getBoundingClientRect().top - 4;
  const by = Math.min(box.bottom - room, box.top - 4);
  if (box.bottom > room || box.top < 0) window.scrollBy({ top: by, behavior: "instant" });
}

// A field focused in a trade scrolls clear of the trade's pinned footer ("Suggested sums",
// Propose), which a browser's own scroll to the focus does not count (issue 29: on a phone the
// cash box was typed in unseen under it).
function clearOfFooter(event) {
  const field = event.target.closest?.(".trade input, .trade select");
  const foot = field?.closest(".trade")?.querySelector(".trade-foot");
  if (!foot || getComputedStyle(foot).position !== "sticky") return;
  field.style.scrollMarginBottom = `${foot.offsetHeight + 8}px`;
  const box = field.getBoundingClientRect();
  const under = foot.getBoundingClientRect();
  if (box.bottom > under.top && box.top < under.bottom) field.scrollIntoView({ block: "nearest" });
}

document.addEventListener("focusin", clearOfFooter);

export function render(root, html) {
  const before = motion.before(root);
  const trading = Boolean(root.querySelector("[data-home-after]"));
  const shownBefore = root.querySelector("[data-pane-shown]")?.dataset.paneShown;
  const turnBefore = ownTurn(root);
  const moverBefore = root.querySelector("[data-game]")?.dataset.toMove;
  const known = new Set([...root.querySelectorAll("[id]")].map((node) => node.id));
  const stuck = stuckToBottom(root);
  Idiomorph.morph(root, html, MORPH);
  for (const node of root.querySelectorAll("[data-stick-bottom][id]")) {
    if (stuck.has(node.id) || !known.has(node.id)) wholeLinesAtTop(node);
  }
  layout.settle(root);
  showLogEnd(root, shownBefore);
  showPaneTop(root, shownBefore);
  homeAfter(root, trading);
  showPlayingPanel(root, moverBefore);
  clearOfBar(root, turnBefore);
  ownPanelAboveBar(root, shownBefore, turnBefore);
  return motion.after(root, before);
}

window.fgTable = { render, reducedMotion: motion.reduced };
