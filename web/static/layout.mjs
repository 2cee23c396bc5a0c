// The table in the page, after each redraw: room for the bar at the bottom of a phone's screen
// (the decision panel, `data-bar`, whose height the page leaves free as `--bar-h`), and the
// board keeping in sight what moves (`data-follow` inside a scrolling `data-follow-box`).
import { reduced } from "./motion.mjs";
import { dragged, keepView, relit, zoomTo } from "./pan.mjs";

const followed = new WeakMap(); // a box -> what it last followed, and where that stood
let table = null; // the root the bar is measured in
let bar = null; // the bar watched now

function measure() {
  if (!table) return;
  const shown = bar && bar.isConnected ? bar : null;
  const fixed = shown && getComputedStyle(shown).position === "fixed";
  const height = fixed ? Math.ceil(shown.getBoundingClientRect().height) : 0;
  table.style.setProperty("--bar-h", `${height}px`);
  // A box marked `data-above-bar` (a phone's map) learns the room from its top, the page
  // scrolled to its top, to the bar (`--room`, on the table, which the redraw keeps): its
  // style may end it there, so that the bar covers none of its places.
  const box = table.querySelector("[data-above-bar]");
  if (box) {
    const top = box.getBoundingClientRect().top + scrollY;
    table.style.setProperty("--room", `${Math.floor(innerHeight - height - top - 4)}px`);
  }
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

// The part of a box not under the bar at the bottom of a phone's screen or an overlay docked
// above it (both fixed): what the player sees of the board.
function uncovered(box) {
  const outer = box.getBoundingClientRect();
  let bottom = outer.bottom;
  for (const over of [bar, ...box.querySelectorAll(".overlay")]) {
    if (!over || !over.isConnected || getComputedStyle(over).position !== "fixed") continue;
    const top = over.getBoundingClientRect().top;
    if (top > outer.top + outer.height * 0.25) bottom = Math.min(bottom, top);
  }
  return { left: outer.left, right: outer.right, top: outer.top, bottom, width: outer.width,
    height: bottom - outer.top, covered: outer.bottom - bottom };
}

function follow(root) {
  for (const box of root.querySelectorAll("[data-follow-box]")) {
    if (!watched.has(box)) {
      watched.add(box);
      boxes.observe(box);
    }
    const whole = box.getBoundingClientRect();
    if (!whole.width) {
      followed.delete(box); // hidden (another pane shown): follow again when it is back
      continue;
    }
    const target = box.querySelector("[data-follow]");
    if (!target || (box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight)) {
      continue;
    }
    // Room to scroll the last row above what covers the box's foot (`--covered`).
    const outer = uncovered(box);
    box.style.setProperty("--covered", `${Math.max(0, Math.round(outer.covered))}px`);
    // With what it leads to (`data-follow-all`: a counter's lit dots and their names), kept
    // whole in sight when it fits; when it does not, a zoom the screen chose steps out once
    // (`data-fit-out`: the zoom bar's button for that step).
    // A walk's start and end (`data-follow-all="walk"`) fit with no room to spare.
    const all = box.querySelector("[data-follow-all]");
    const group = all && all.getBoundingClientRect();
    const pad = all && all.dataset.followAll === "walk" ? 0 : 16;
    const fits = group && group.width + pad <= outer.width && group.height + pad <= outer.height;
    // A pawn still walking or gliding is followed where it stops, not where it passes; but a
    // walk's start and end (`data-follow-all="walk"`) that fit are framed as it sets off.
    const moving = (target.getAnimations ? target.getAnimations({ subtree: true }) : []).filter(
      (motion) => motion.effect && Number.isFinite(motion.effect.getComputedTiming().endTime),
    );
    if (moving.length) {
      Promise.all(moving.map((motion) => motion.finished))
        .then(() => root.isConnected && follow(root))
        .catch(() => {});
      if (!(fits && all.dataset.followAll === "walk")) continue;
    }
    let inner = target.getBoundingClientRect();
    if (!inner.width) continue;
    // Follow a thing that moved or is new to follow; a player who scrolled the board to look
    // elsewhere is left there until something moves again.
    const at = (r) => `${Math.round(r.left - outer.left + box.scrollLeft)},${Math.round(r.top - outer.top + box.scrollTop)}`;
    const mark = `${target.id || target.dataset.follow}@${at(inner)}${group ? `+${at(group)}:${Math.round(group.width)}` : ""}`;
    if (followed.get(box) === mark) continue;
    followed.set(box, mark);
    const out = group && !fits && !box.hasAttribute("data-level")
      && box.parentElement.querySelector("[data-fit-out]");
    if (out) {
      out.click();
      continue;
    }
    // (A walk's, with the pawn's ring where it stands out of its space: the bar's top cut it.)
    if (fits) inner = all.dataset.followAll === "walk" && !moving.length ? union(group, inner) : group;
    const room = fits && Math.min(outer.width - group.width, outer.height - group.height) / 2;
    const margin = fits ? Math.min(8, room) : Math.min(outer.width, outer.height) * 0.2;
    const seen = inner.left >= outer.left + margin && inner.right <= outer.right - margin
      && inner.top >= outer.top + margin && inner.bottom <= outer.bottom - margin;
    if (seen) continue;
    const left = box.scrollLeft + inner.left + inner.width / 2 - outer.left - box.clientWidth / 2;
    const top = box.scrollTop + inner.top + inner.height / 2 - outer.top - outer.height / 2;
    const edge = onEdges(box, outer, inner, left, top);
    box.scrollTo({ left: edge.left, top: edge.top, behavior: reduced() ? "instant" : "smooth" });
  }
}

function union(a, b) {
  const [left, top] = [Math.min(a.left, b.left), Math.min(a.top, b.top)];
  const [right, bottom] = [Math.max(a.right, b.right), Math.max(a.bottom, b.bottom)];
  return { left, top, right, bottom, width: right - left, height: bottom - top };
}

// A board of spaces (`data-space`) scrolled to follow a pawn stops where no space is cut by
// the screen's edges (a name read in half): each edge of the view falls on a space's edge or
// in the margin around the board (estate.css), the nearest such place that keeps the followed
// thing in sight; where none is, the fewest edges cut. It shows no more than a sliver of that
// margin (`SLACK`): a view ending in the margin left a blank band of ~60 px on a phone's right
// while the board's middle was cut on its left (issue 29).
const SLACK = 8; // px
function onEdges(box, outer, inner, left, top) {
  const spaces = box.querySelectorAll("[data-space]");
  const maxLeft = box.scrollWidth - box.clientWidth;
  const maxTop = box.scrollHeight - box.clientHeight;
  left = Math.max(0, Math.min(left, maxLeft));
  top = Math.max(0, Math.min(top, maxTop));
  if (!spaces.length) return { left, top };
  const x = { starts: [], ends: [] };
  const y = { starts: [], ends: [] };
  for (const space of spaces) {
    const rect = space.getBoundingClientRect();
    x.starts.push(rect.left - outer.left + box.scrollLeft);
    x.ends.push(rect.right - outer.left + box.scrollLeft);
    y.starts.push(rect.top - outer.top + box.scrollTop);
    y.ends.push(rect.bottom - outer.top + box.scrollTop);
  }
  const pick = (edges, at, most, from, size, view) => {
    const low = Math.min(...edges.starts);
    const high = Math.max(...edges.ends);
    const on = (value, list) => list.some((edge) => Math.abs(edge - value) < 1.5);
    const cuts = (at) => (at > low + 1 && !on(at, edges.starts) ? 1 : 0)
      + (at + view < high - 1 && !on(at + view, edges.ends) ? 1 : 0);
    // The view kept over the board, but for a sliver of its margin (when the board is wider),
    // and for what it follows whole (a pawn's ring reaching past the board's edge).
    const wider = high - low > view;
    const least = wider ? Math.max(0, Math.min(low, from) - SLACK) : 0;
    most = wider ? Math.min(most, Math.max(high, from + size) - view + SLACK) : most;
    at = Math.max(least, Math.min(at, most));
    const places = [at, least, most, ...edges.starts, ...edges.ends.map((edge) => edge - view)];
    let best = at;
    let score = [cuts(at), 0];
    for (const place of places) {
      if (place < least || place > most || from < place || from + size > place + view) continue;
      const mine = [cuts(place), Math.abs(place - at)];
      if (mine[0] < score[0] || (mine[0] === score[0] && mine[1] < score[1])) {
        [best, score] = [place, mine];
      }
    }
    return best;
  };
  return {
    left: pick(x, left, maxLeft, inner.left - outer.left + box.scrollLeft, inner.width, box.clientWidth),
    top: pick(y, top, maxTop, inner.top - outer.top + box.scrollTop, inner.height, outer.height),
  };
}

// An overlay standing beside its place on a board (common.py `overlay`) that would reach past
// the foot of the screen (a harbour low on a tall map, a long price list) rises until it ends
// on the screen, never above its board's top; one that reaches above the board's top comes
// down to it; what still does not fit scrolls within the overlay. An overlay docked on a phone (fixed) is placed by the style sheet.
// With `scrolled` (the page scrolled, not redrawn), a popover beside its harbour on a screen
// with no bar docked stays where it stands by it: lifted anew, it stood fixed on the screen
// while the map scrolled away under it (issue 29).
function keepInView(root, scrolled = false) {
  if (!root.querySelector(".board-stage > .overlay[data-pops]")) popped = "";
  const docked = bar && bar.isConnected && getComputedStyle(bar).position === "fixed";
  for (const over of root.querySelectorAll(".board-stage > .overlay")) {
    if (scrolled && !docked && over.hasAttribute("data-pops")) continue;
    bringStage(over);
    over.style.removeProperty("translate");
    over.style.removeProperty("max-height");
    over.style.removeProperty("overflow-y");
    if (getComputedStyle(over).position !== "absolute") continue;
    const stage = over.parentElement.getBoundingClientRect();
    const box = over.getBoundingClientRect();
    const margin = 6;
    // Above a phone's bar too (a popover on its map: fuldrigger.css), which covers the foot.
    let foot = Math.min(innerHeight, docked ? bar.getBoundingClientRect().top : Infinity) - margin;
    // And above a sticky row over the board's foot (`data-over-map`: a phone's zoom buttons),
    // which covered a bot's words beside its ship (issue 29).
    for (const row of root.querySelectorAll("[data-over-map]")) {
      const r = row.getBoundingClientRect();
      if (getComputedStyle(row).position !== "sticky" || r.top >= stage.bottom || r.top < stage.top) continue;
      foot = Math.min(foot, r.top - margin);
    }
    const highest = Math.max(stage.top, 0) + margin;
    // Never above the board's top either (a long list opening upwards from a harbour low on
    // the map covered the toolbar above the board): it comes down to the board's top.
    if (box.bottom <= foot && box.top >= highest) continue;
    const lift = box.top < highest ? box.top - highest : Math.min(box.bottom - foot, box.top - highest);
    if (lift !== 0) over.style.setProperty("translate", `0 ${-Math.round(lift)}px`);
    const top = box.top - lift;
    if (top + box.height > foot) {
      over.style.setProperty("max-height", `${Math.max(Math.floor(foot - top), 160)}px`);
      over.style.setProperty("overflow-y", "auto");
    }
  }
}

addEventListener("resize", () => table && table.isConnected && keepInView(table));
// And where the page was scrolled to: the bar covers another part of the board.
addEventListener("scrollend", () => {
  if (!table || !table.isConnected) return;
  keepInView(table, true);
  for (const svg of table.querySelectorAll("svg[data-unit]")) offView(svg); // the edges moved
});

// A popover just opened (`data-pops`: a harbour's price list asked for from a ship's card,
// below the map) whose board is scrolled off the top of the screen: the page scrolls back to
// the board, so that the list is seen beside its place (issue 29); once for each list.
let popped = "";
function bringStage(over) {
  const key = over.dataset.key || "";
  if (!over.hasAttribute("data-pops") || key === popped) return;
  popped = key;
  const stage = over.parentElement.getBoundingClientRect();
  if (stage.top >= 0) return;
  over.parentElement.scrollIntoView({ block: "start", behavior: reduced() ? "auto" : "smooth" });
}

// A drawing shown at any scale whose controls keep their size on screen (`data-unit`: the
// drawing's own unit in user units): `--px`, the user units in a CSS pixel, and `--px-unit`,
// the drawing's units in one, for its style sheet (a map's hit areas of 24 px at any zoom).
const drawings = new ResizeObserver((entries) => entries.forEach((entry) => {
  scale(entry.target);
  inSight(entry.target);
}));
const scaled = new WeakSet();

function scale(svg) {
  const m = svg.isConnected ? svg.getScreenCTM() : null;
  if (!m || !m.a) return;
  const unit = Number(svg.dataset.unit) || 1;
  svg.style.setProperty("--px", (1 / m.a).toPrecision(4));
  svg.style.setProperty("--px-unit", (1 / m.a / unit).toPrecision(4));
}

function scaleAll(root) {
  for (const svg of root.querySelectorAll("svg[data-unit]")) {
    if (!scaled.has(svg)) {
      scaled.add(svg);
      drawings.observe(svg);
    }
    scale(svg);
    inSight(svg); // and again when the drawing's box changes (the bar's height taken from it)
    offView(svg);
  }
}

// What the player sees of a drawing: its box within the window, above a phone's bar and a
// sticky row of buttons over its foot (`data-over-map`: the map's zoom bar on a phone).
function seenOf(svg) {
  const frame = svg.getBoundingClientRect();
  const shown = bar && bar.isConnected && getComputedStyle(bar).position === "fixed";
  let bottom = Math.min(frame.bottom, innerHeight, shown ? bar.getBoundingClientRect().top : Infinity);
  for (const over of table ? table.querySelectorAll("[data-over-map]") : []) {
    if (getComputedStyle(over).position !== "sticky") continue;
    const r = over.getBoundingClientRect();
    if (r.top < bottom && r.bottom > frame.top + frame.height / 2) bottom = Math.min(bottom, r.top);
  }
  return { left: Math.max(frame.left, 0), right: Math.min(frame.right, innerWidth),
    top: Math.max(frame.top, 0), bottom };
}

// The lit places (`data-place`) off what the player sees of the drawing get a marker at that
// edge ("Elmina ↓"), one for each way off, naming the nearest (a harbour first) and how many
// more lie that way; a click pans the view (the zoom kept) to it: at a zoom the player chose,
// a place below the window could be neither seen nor reached (issue 29).
const ARROWS = { "-1,-1": "↖", "0,-1": "↑", "1,-1": "↗", "-1,0": "←", "1,0": "→",
  "-1,1": "↙", "0,1": "↓", "1,1": "↘" };

function offView(svg) {
  const stage = svg.closest(".board-stage");
  if (!stage) return;
  for (const old of stage.querySelectorAll(":scope > .fd-off")) old.remove();
  const m = svg.getScreenCTM();
  const seen = seenOf(svg);
  if (!m || !m.a || seen.bottom - seen.top < 40 || seen.right - seen.left < 40) return;
  if (gliding.has(svg)) return; // placed again once the glide ends
  const ways = new Map(); // "dx,dy" -> the places off that way
  for (const mark of svg.querySelectorAll("[data-in-sight][data-place]")) {
    const r = mark.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    const dx = x < seen.left ? -1 : x > seen.right ? 1 : 0;
    const dy = y < seen.top ? -1 : y > seen.bottom ? 1 : 0;
    if (!dx && !dy) continue;
    const far = Math.max(seen.left - x, x - seen.right, 0) + Math.max(seen.top - y, y - seen.bottom, 0);
    const harbour = mark.classList.contains("fd-harbour");
    const way = `${dx},${dy}`;
    if (!ways.has(way)) ways.set(way, []);
    ways.get(way).push({ mark, x, y, dx, dy, rank: [harbour ? 0 : 1, far] });
  }
  const box = stage.getBoundingClientRect();
  const gap = 4;
  const taken = [];
  // A control's middle is that of its hit area where it has one (a ship's group also holds
  // its cargo and name, whose box lies off the hull one taps).
  const middles = [...svg.querySelectorAll("[role=button]")].map((c) => {
    const r = (c.querySelector(".fd-hit") || c).getBoundingClientRect();
    return [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
  });
  const corner = (way) => !way.includes("0");
  for (const [way, places] of [...ways].sort((a, b) => corner(b[0]) - corner(a[0]))) {
    places.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
    const { mark, x, y, dx, dy } = places[0];
    const names = new Set(places.map((p) => p.mark.dataset.place));
    const more = names.size > 1 ? ` +${names.size - 1}` : "";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "fd-off";
    button.textContent = `${mark.dataset.place}${more} ${ARROWS[way]}`;
    button.setAttribute("aria-label", mark.dataset.placeLabel || mark.dataset.place);
    button.addEventListener("click", () => glide(svg, (x - (seen.left + seen.right) / 2) / m.a,
      (y - (seen.top + seen.bottom) / 2) / m.d));
    stage.append(button);
    // At its edge (a corner for a corner's way), level with the place along the edge.
    const w = button.offsetWidth, h = button.offsetHeight;
    let left = dx > 0 ? seen.right - w - gap : dx < 0 ? seen.left + gap
      : Math.min(Math.max(x - w / 2, seen.left + gap), seen.right - w - gap);
    let top = dy > 0 ? seen.bottom - h - gap : dy < 0 ? seen.top + gap
      : Math.min(Math.max(y - h / 2, seen.top + gap), seen.bottom - h - gap);
    // Clear of the markers placed before it (the corners first): moved along its edge.
    const hits = () => taken.find((t) => left < t.right + gap && t.left < left + w + gap
      && top < t.bottom + gap && t.top < top + h + gap);
    for (let hit = hits(), n = 0; hit && n < 8; hit = hits(), n++) {
      if (!dy) top = y < (hit.top + hit.bottom) / 2 ? hit.top - h - gap : hit.bottom + gap;
      else left = x < (hit.left + hit.right) / 2 ? hit.left - w - gap : hit.right + gap;
    }
    // Never over the middle of a control of the map (a place, a harbour, a ship): moved along
    // its edge, either way in turn, to where it covers none (a phone's map crowds its foot
    // with lit places; fuldrigger review 8), else left out.
    const covers = () => middles.some(([mx, my]) => mx >= left - gap && mx <= left + w + gap
      && my >= top - gap && my <= top + h + gap);
    // Nor past what is seen of the map (issue 29: markers spilled off it).
    const outside = () => left < seen.left || left + w > seen.right || top < seen.top
      || top + h > seen.bottom;
    const [left0, top0] = [left, top];
    for (let n = 0; (covers() || outside() || hits()) && n < 12; n++) {
      const by = (n % 2 ? -1 : 1) * (Math.floor(n / 2) + 1) * (dy ? w / 2 : h);
      if (dy) left = left0 + by;
      else top = top0 + by;
    }
    if (hits() || covers() || outside()) {
      button.remove();
      continue;
    }
    taken.push({ left, top, right: left + w, bottom: top + h });
    button.style.left = `${Math.round(left - box.left)}px`;
    button.style.top = `${Math.round(top - box.top)}px`;
  }
}

// The places of a drawing that must be in sight (`data-in-sight`: the spaces a ship may sail
// to): where some lie outside what the player sees of it (cropped at a phone's sides, under the
// bar at its foot, below the window) and all would fit, its view pans (the viewBox, at the same
// zoom) to bring them in; not where the player dragged the view to (pan.mjs), nor a view they
// chose on a zoom bar (`data-stay`: "Europe" glided back to a ship off Africa; issue 29).
function inSight(svg) {
  if (dragged(svg) || gliding.has(svg) || svg.hasAttribute("data-stay")) return;
  if (fitGap(svg)) return;
  const m = svg.getScreenCTM();
  const seen = seenOf(svg);
  // The one followed (the selected ship) with a margin round it: drawn at the very edge, it
  // was taken for off the map (issue 29).
  const margin = Math.min(32, (seen.right - seen.left) * 0.08, (seen.bottom - seen.top) * 0.08);
  const box = (mark) => {
    const b = mark.getBoundingClientRect();
    if (!mark.hasAttribute("data-follow")) return b;
    return { left: b.left - margin, right: b.right + margin, top: b.top - margin,
      bottom: b.bottom + margin };
  };
  const marks = [...svg.querySelectorAll("[data-in-sight]")].map(box);
  if (!marks.length || !m || !m.a) return;
  // Where all do not fit, the one followed alone: the player zooms out.
  const followed = svg.querySelector("[data-in-sight][data-follow]");
  const one = followed ? [box(followed)] : [];
  const shift = (low, high, from, to) => {
    if (high - low > to - from) return null;
    return low < from ? low - from : high > to ? high - to : 0;
  };
  const across = (all) => shift(Math.min(...all.map((b) => b.left)),
    Math.max(...all.map((b) => b.right)), seen.left, seen.right);
  const down = (all) => shift(Math.min(...all.map((b) => b.top)),
    Math.max(...all.map((b) => b.bottom)), seen.top, seen.bottom);
  const fit = across(marks) !== null && down(marks) !== null;
  if (!fit && relit(svg) && stepOut(svg, marks, seen, m)) return;
  const dx = across(marks) ?? (one.length ? across(one) : 0) ?? 0;
  const dy = down(marks) ?? (one.length ? down(one) : 0) ?? 0;
  if (!dx && !dy) return;
  glide(svg, dx / m.a, dy / m.d);
}

// Lit places that do not fit what is seen of the drawing but would one zoom step out (the
// zoom bar's 1.6) are shown so, their middle in the middle of what is seen, where the step
// leaves them a finger apart on a phone (`data-fit-gap`): after a sail the next ship's places
// lay off the screen (issue 29). True when it zoomed.
const STEP = 1.6;
function stepOut(svg, marks, seen, m) {
  const [a] = svg.dataset.panMap.split(",").map(Number);
  const span = svg.viewBox.baseVal.width * a * STEP;
  const phone = matchMedia("(max-width: 40rem)").matches;
  if (span > 360 || (phone && placesGap(svg) / STEP < Number(svg.dataset.fitGap || 0))) return false;
  const left = Math.min(...marks.map((b) => b.left)), right = Math.max(...marks.map((b) => b.right));
  const top = Math.min(...marks.map((b) => b.top)), bottom = Math.max(...marks.map((b) => b.bottom));
  if ((right - left) / STEP > seen.right - seen.left || (bottom - top) / STEP > seen.bottom - seen.top) {
    return false;
  }
  const frame = svg.getBoundingClientRect();
  const at = new DOMPoint((left + right) / 2, (top + bottom) / 2).matrixTransform(m.inverse());
  const off = [(seen.left + seen.right - frame.left - frame.right) / 2,
    (seen.top + seen.bottom - frame.top - frame.bottom) / 2];
  zoomTo(svg, span, at.x - (off[0] * STEP) / m.a, at.y - (off[1] * STEP) / m.d);
  return true;
}

// A phone's map zooms in on a ship's lit places (`data-fit-gap`: the px from each to the next,
// for three in four of them; fuldrigger_map.py) once for each `data-fit-key`, the ship in the
// middle, to 20 degrees at most: they stood 12 px apart, a finger 32 (issue 29). A zoom the
// player makes after it stays.
const fitted = new Set();

function placesGap(svg) {
  const middle = (node) => {
    const r = node.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  const places = [...svg.querySelectorAll("[data-in-sight][data-place]")].map(middle);
  const nearest = places.map(([x, y], i) => Math.min(...places.map(([u, v], j) =>
    (i === j ? Infinity : Math.hypot(x - u, y - v))))).sort((a, b) => a - b);
  return nearest.length > 1 ? nearest[Math.floor(nearest.length / 4)] : Infinity;
}

function fitGap(svg) {
  const key = svg.dataset.fitKey;
  if (!key || fitted.has(key) || !matchMedia("(max-width: 40rem)").matches) return false;
  fitted.add(key);
  const gap = placesGap(svg);
  const now = svg.viewBox.baseVal.width * Number(svg.dataset.panMap.split(",")[0]);
  const span = Math.max((now * gap) / Number(svg.dataset.fitGap), 20);
  const ship = svg.querySelector("[data-follow]");
  const m = svg.getScreenCTM();
  if (!(span < now * 0.95) || !ship || !m) return false;
  const r = ship.getBoundingClientRect();
  const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
  const at = new DOMPoint(x, y).matrixTransform(m.inverse());
  zoomTo(svg, span, at.x, at.y);
  return true;
}

// The view slides (not jumps) by (dx, dy) in the drawing's units, in a quarter of a second:
// the player sees where the map went (issue 29); at once where motion is to be reduced.
const GLIDE = 250; // ms
const gliding = new Set();

function glide(svg, dx, dy) {
  const { x, y, width, height } = svg.viewBox.baseVal;
  const start = { x, y, width, height };
  // Kept inside the drawing (`data-pan-size`), as the view drawn next keeps it: a view past
  // its edge came back at the redraw, and the map jumped under the next click.
  const [most, tall] = (svg.dataset.panSize || "").split(" ").map(Number);
  if (most && tall) {
    dx = Math.min(Math.max(x + dx, 0), Math.max(most - width, 0)) - x;
    dy = Math.min(Math.max(y + dy, 0), Math.max(tall - height, 0)) - y;
  }
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return;
  const put = (k) => svg.setAttribute("viewBox", `${x + dx * k} ${y + dy * k} ${width} ${height}`);
  if (reduced()) {
    put(1);
    offView(svg);
    return keepView(svg, start);
  }
  gliding.add(svg);
  const begun = performance.now();
  const step = (time) => {
    const k = Math.min((time - begun) / GLIDE, 1);
    put(k * (2 - k));
    if (k < 1 && svg.isConnected) return requestAnimationFrame(step);
    gliding.delete(svg);
    if (svg.isConnected) {
      offView(svg);
      keepView(svg, start);
    }
  };
  requestAnimationFrame(step);
}

// A phone's trade shows one side's list at a time, chosen on tabs at the sheet's top, which stay
// in view (`data-trade-side`, estate.css; review 13: the other side's list stood below the
// fold). The choice holds from redraw to redraw while the trade is composed; a new one opens on
// what one gives.
let tradeSide = "give";
addEventListener("click", (event) => {
  const tab = event.target.closest && event.target.closest("[data-trade-side]");
  if (!tab || !table) return;
  tradeSide = tab.dataset.tradeSide;
  sides(table);
  // The list chosen from its top, below the tabs (the sheet may have scrolled the other down).
  const head = tab.closest(".trade-cash").getBoundingClientRect();
  const cols = tab.closest(".trade").querySelector(".trade-cols");
  const sheet = cols && cols.closest(".decision");
  const gap = cols ? head.bottom - cols.getBoundingClientRect().top : 0;
  if (sheet && gap > 0) sheet.scrollTop -= gap;
});

function sides(root) {
  const trade = root.querySelector(".estate-box.trade");
  const tabs = trade ? trade.querySelectorAll("[data-trade-side]") : [];
  if (!tabs.length) {
    tradeSide = "give";
    return;
  }
  trade.dataset.side = tradeSide;
  for (const tab of tabs) tab.setAttribute("aria-selected", String(tab.dataset.tradeSide === tradeSide));
}

// A phone's round line stands in the title's line (estate.css) where that line holds the
// game's name alone; where the header's commands share it (a finished game keeps no place for
// Undo, and its commands fit beside the name), it takes a strip above the board instead.
function placeRound(root) {
  const line = root.querySelector("[data-board-round]");
  if (!line) return;
  line.removeAttribute("data-in-flow");
  const at = line.getBoundingClientRect();
  if (!at.width) return;
  const name = document.createRange();
  const title = root.querySelector(".table-head h1");
  if (title) name.selectNodeContents(title);
  const others = [...root.querySelectorAll(".table-commands > *")].map((node) => node.getBoundingClientRect());
  if (title) others.push(name.getBoundingClientRect());
  const meets = (r) => r.width && r.left < at.right && at.left < r.right && r.top < at.bottom && at.top < r.bottom;
  if (others.some(meets)) line.setAttribute("data-in-flow", "");
}

export function settle(root) {
  sides(root);
  placeRound(root);
  watchBar(root);
  measure();
  scaleAll(root);
  keepInView(root);
  follow(root);
}
