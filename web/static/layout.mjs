// The table in the page, after each redraw: room for the bar at the bottom of a phone's screen
// (the decision panel, `data-bar`, whose height the page leaves free as `--bar-h`), and the
// board keeping in sight what moves (`data-follow` inside a scrolling `data-follow-box`).
import { reduced } from "./motion.mjs";

const followed = new WeakMap(); // a box -> what it last followed, and where that stood
let table = null; // the root the bar is measured in
let bar = null; // the bar watched now

function measure() {
  if (!table) return;
  const shown = bar && bar.isConnected ? bar : null;
  const fixed = shown && getComputedStyle(shown).position === "fixed";
  table.style.setProperty("--bar-h", fixed ? `${Math.ceil(shown.getBoundingClientRect().height)}px` : "0px");
}

const resized = new ResizeObserver(measure);
addEventListener("resize", measure);
// A board whose box changes size (a screen turned or resized zooms it anew) seeks what it
// follows again, once laid out at its new size: a replay opened wide and looked at narrow
// showed the board's blank centre, not the step's pawn.
const boxes = new ResizeObserver((entries) => {
  for (const entry of entries) followed.delete(entry.target);
  if (table && table.isConnected) follow(table);
});
const watched = new WeakSet();

function watchBar(root) {
  const found = root.querySelector("[data-bar]");
  table = root;
  if (found === bar) return;
  if (bar) resized.unobserve(bar);
  bar = found;
  if (bar) resized.observe(bar);
  measure();
}

function follow(root) {
  for (const box of root.querySelectorAll("[data-follow-box]")) {
    if (!watched.has(box)) {
      watched.add(box);
      boxes.observe(box);
    }
    const outer = box.getBoundingClientRect();
    if (!outer.width) {
      followed.delete(box); // hidden (another pane shown): follow again when it is back
      continue;
    }
    const target = box.querySelector("[data-follow]");
    if (!target || (box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight)) {
      continue;
    }
    // A pawn still walking or gliding is followed where it stops, not where it passes.
    const moving = (target.getAnimations ? target.getAnimations({ subtree: true }) : []).filter(
      (motion) => motion.effect && Number.isFinite(motion.effect.getComputedTiming().endTime),
    );
    if (moving.length) {
      Promise.all(moving.map((motion) => motion.finished))
        .then(() => root.isConnected && follow(root))
        .catch(() => {});
      continue;
    }
    const inner = target.getBoundingClientRect();
    if (!inner.width) continue;
    // Follow a thing that moved or is new to follow; a player who scrolled the board to look
    // elsewhere is left there until something moves again.
    const mark = `${target.id || target.dataset.follow}@${Math.round(inner.left - outer.left + box.scrollLeft)},${Math.round(inner.top - outer.top + box.scrollTop)}`;
    if (followed.get(box) === mark) continue;
    followed.set(box, mark);
    const margin = Math.min(outer.width, outer.height) * 0.2;
    const seen = inner.left >= outer.left + margin && inner.right <= outer.right - margin
      && inner.top >= outer.top + margin && inner.bottom <= outer.bottom - margin;
    if (seen) continue;
    box.scrollTo({
      left: box.scrollLeft + inner.left + inner.width / 2 - outer.left - box.clientWidth / 2,
      top: box.scrollTop + inner.top + inner.height / 2 - outer.top - box.clientHeight / 2,
      behavior: reduced() ? "instant" : "smooth",
    });
  }
}

export function settle(root) {
  watchBar(root);
  follow(root);
}
