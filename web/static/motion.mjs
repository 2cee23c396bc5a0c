// Motion that tells what happened, driven by data attributes the views draw (README, "Hooks for
// views"). Each motion lasts 150-400 ms, runs on transforms and opacity only (so it never holds
// up the next click: the element stays where a click finds it), and none runs at all under
// `prefers-reduced-motion: reduce`.
//
//   data-glide (with an id)       a kept element whose place changed glides there (FLIP; an
//                                   HTML element whose size changed grows or shrinks on the way);
//   data-glide-part="selector"      ... measured by the part the selector finds in it (a card's
//                                   face, whose box a fanned hand's strip or a grid row crops or
//                                   stretches: the face keeps its shape on the way, never drawn
//                                   stretched over its neighbours as a ghost copy)
//   data-walk="x,y x,y ..."       ... along these points (SVG user units), its new place last
//   data-enter="turn|roll|rise"   an element new to the table turns (a card), rolls (a die) or
//   data-key="K"                    rises into place (a box with buttons, which stay where a
//                                   click finds them); with a key, whenever no element had it;
//   data-enter="arrive"             ... rises once the walks and glides of the same redraw have
//                                   ended, unseen (and not to be clicked) until then: a decision
//                                   about a space shows when the pawn is on it (issue 29);
//   data-enter="land"               a space landed on lights up once the walk has come (drawn
//                                   unseen, `opacity="0"`; a bot's move stays on the table as
//                                   long, issue 29)
//   data-purse="K" data-value="N" a purse: when its figure changes the difference shows, flying
//                                   from the purse that paid to the one that was paid
//
// `before(root)` notes where things are; `after(root, notes)`, once the table is redrawn, starts
// the motions and returns how long they run (ms).

const QUERY = matchMedia("(prefers-reduced-motion: reduce)");
const GLIDE_MS = 300;
// A walk: this long a space, within 250-700 ms (issue 29: a bot's pawn went by too fast to see).
const STEP_MS = 90;
const ENTER_MS = { turn: 350, roll: 350, rise: 250, arrive: 250, land: 1100 };
const PURSE_MS = 350;

// What has played, by kind, for tests and benches: `window.fgMotion.played.walk` and so on.
const played = {};
window.fgMotion = { played };

export function reduced() {
  return QUERY.matches;
}

function centre(node) {
  if (node instanceof SVGGraphicsElement) {
    const box = node.getBBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, svg: true };
  }
  const box = node.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, w: box.width, h: box.height, svg: false };
}

function figure(text) {
  // The first number in a purse's text and what stands around it ("2,815 $", "12 500 dukatów").
  const found = /\d[\d\u00a0\u202f ,.]*\d|\d/.exec(text);
  if (!found) return null;
  const grouping = found[0].replace(/\d/g, "").charAt(0);
  return { prefix: text.slice(0, found.index), suffix: text.slice(found.index + found[0].length), grouping };
}

function amount(value, like) {
  const digits = String(Math.abs(value));
  const grouped = like && like.grouping && digits.length > 3
    ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, like.grouping)
    : digits;
  return like ? `${like.prefix}${grouped}${like.suffix}`.trim() : grouped;
}

// Where a gliding element stands and how large it is: by its part named in `data-glide-part`.
function measured(node) {
  const selector = node.getAttribute("data-glide-part");
  const part = selector ? node.querySelector(selector) : null;
  if (!part) return centre(node);
  const box = part.getBoundingClientRect();
  const whole = node.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, w: box.width, h: box.height,
    svg: false, origin: `${box.left + box.width / 2 - whole.left}px ${box.top + box.height / 2 - whole.top}px` };
}

export function before(root) {
  const notes = { glide: new Map(), keys: new Set(), nodes: new Set(), purses: new Map() };
  notes.empty = !root.querySelector("[data-game]");
  for (const node of root.querySelectorAll("[data-glide][id]")) {
    notes.glide.set(node.id, { node, at: measured(node), walk: node.getAttribute("data-walk") || "" });
  }
  for (const node of root.querySelectorAll("[data-enter]")) {
    notes.nodes.add(node);
    if (node.dataset.key) notes.keys.add(node.dataset.key);
  }
  for (const node of root.querySelectorAll("[data-purse]")) {
    notes.purses.set(node.dataset.purse, Number(node.dataset.value));
  }
  return notes;
}

function count(kind) {
  played[kind] = (played[kind] || 0) + 1;
}

function walkFrames(points, at) {
  const frames = points.map(([x, y]) => ({ transform: `translate(${x - at.x}px, ${y - at.y}px)` }));
  frames.push({ transform: "translate(0px, 0px)" });
  return frames;
}

function glide(node, old, notes) {
  const at = measured(node);
  const walk = node.getAttribute("data-walk") || "";
  const moved = Math.hypot(at.x - old.at.x, at.y - old.at.y) > 0.5;
  if (walk && walk !== old.walk) {
    const points = walk.trim().split(/\s+/).map((pair) => pair.split(",").map(Number));
    // The walk starts where the element stood (a pawn's slot in a shared space, say): at the
    // point nearest to it, so that a second leg of a ship's turn does not sail the first again.
    let from = 0;
    points.slice(0, -1).forEach(([x, y], index) => {
      const [fx, fy] = points[from];
      if (Math.hypot(x - old.at.x, y - old.at.y) < Math.hypot(fx - old.at.x, fy - old.at.y)) from = index;
    });
    const steps = Math.max(points.length - 1 - from, 1);
    const ms = Math.min(Math.max(steps * STEP_MS, 250), 700);
    const frames = walkFrames([[old.at.x, old.at.y], ...points.slice(from + 1, -1)], at);
    node.animate(frames, { duration: ms, easing: "linear" });
    count("walk");
    return ms;
  }
  if (!moved) return 0;
  const frames = walkFrames([[old.at.x, old.at.y]], at);
  if (!at.svg && !old.at.svg && at.w > 0 && at.h > 0
      && (Math.abs(old.at.w - at.w) > 1 || Math.abs(old.at.h - at.h) > 1)) {
    // An HTML element whose size changed too (a card from the hand to the table) starts at
    // its old size.
    frames[0].transform += ` scale(${old.at.w / at.w}, ${old.at.h / at.h})`;
    frames[1].transform += " scale(1, 1)";
  }
  if (at.origin) {
    // Scaled round the part's middle, so that it starts where it stood.
    for (const frame of frames) frame.transformOrigin = at.origin;
  }
  node.animate(frames, { duration: GLIDE_MS, easing: "ease-out" });
  count("glide");
  return GLIDE_MS;
}

const ENTER_FRAMES = {
  turn: [
    { transform: "perspective(600px) rotateY(90deg)", opacity: 0.4 },
    { transform: "perspective(600px) rotateY(0deg)", opacity: 1 },
  ],
  roll: [
    { transform: "rotate(-240deg) scale(0.55)" },
    { transform: "rotate(25deg) scale(1.12)", offset: 0.75 },
    { transform: "rotate(0deg) scale(1)" },
  ],
  rise: [{ transform: "translateY(6px)", opacity: 0 }, { transform: "translateY(0)", opacity: 1 }],
  // Hidden while it waits (filled backwards over the delay): nothing in it takes a click.
  arrive: [
    { transform: "translateY(6px)", opacity: 0, visibility: "hidden" },
    { transform: "translateY(0)", opacity: 1, visibility: "visible" },
  ],
  land: [
    { opacity: 0 },
    { opacity: 0, offset: 0.35 },
    { opacity: 1, offset: 0.5 },
    { opacity: 1, offset: 0.8 },
    { opacity: 0 },
  ],
};

function enter(node, notes, moving) {
  const key = node.dataset.key;
  if (key ? notes.keys.has(key) : notes.nodes.has(node)) return 0;
  const kind = ENTER_FRAMES[node.dataset.enter] ? node.dataset.enter : "rise";
  const delay = kind === "arrive" ? moving : 0;
  node.animate(ENTER_FRAMES[kind], { duration: ENTER_MS[kind], delay, easing: "ease-out", fill: "backwards" });
  count(kind);
  return delay + ENTER_MS[kind];
}

function visible(box) {
  return box.width > 0 && box.height > 0;
}

function flight(text, from, to, gain) {
  // A figure drawn over the page on its way from one purse to the other (or rising from one).
  const chip = document.createElement("div");
  chip.className = `motion-chip ${gain ? "gain" : "loss"}`;
  chip.setAttribute("aria-hidden", "true");
  chip.textContent = text;
  document.body.append(chip);
  const start = `translate(${from.x}px, ${from.y}px) translate(-50%, -50%)`;
  const end = `translate(${to.x}px, ${to.y}px) translate(-50%, -50%)`;
  const animation = chip.animate(
    [{ transform: start, opacity: 1 }, { transform: end, opacity: 1, offset: 0.8 }, { transform: end, opacity: 0 }],
    { duration: PURSE_MS, easing: "ease-in-out" },
  );
  const gone = () => chip.remove();
  animation.finished.then(gone, gone);
}

// Where a change of one purse ends: it moves 36 px away from the figure but stays over the
// panel the purse is in (a `section`), its chip whole inside it: rising from a player's cash in
// the panel's top row, "+200" stood between two panels (issue 29), so there it sinks instead.
const CHIP_HALF = 14; // px: half a chip's height
function onPanel(node, y) {
  const panel = node.closest("section");
  if (!panel) return y - 36;
  const box = panel.getBoundingClientRect();
  const top = box.top + CHIP_HALF;
  const bottom = box.bottom - CHIP_HALF;
  return y - 36 >= top ? y - 36 : Math.min(y + 36, Math.max(bottom, top));
}

function purses(root, notes) {
  const changed = [];
  for (const node of root.querySelectorAll("[data-purse]")) {
    const old = notes.purses.get(node.dataset.purse);
    const value = Number(node.dataset.value);
    if (old === undefined || Number.isNaN(value) || old === value) continue;
    const box = node.getBoundingClientRect();
    changed.push({ node, delta: value - old, box, like: figure(node.textContent) });
  }
  if (!changed.length) return 0;
  const paid = new Set();
  for (const payer of changed.filter((c) => c.delta < 0)) {
    const payee = changed.find((c) => c.delta === -payer.delta && !paid.has(c));
    const text = amount(payer.delta, payer.like);
    const from = { x: payer.box.left + payer.box.width / 2, y: payer.box.top + payer.box.height / 2 };
    if (payee && visible(payer.box) && visible(payee.box)) {
      paid.add(payee);
      paid.add(payer);
      const to = { x: payee.box.left + payee.box.width / 2, y: payee.box.top + payee.box.height / 2 };
      flight(text, from, to, false);
    }
  }
  for (const one of changed) {
    one.node.animate(
      [{ backgroundColor: one.delta > 0 ? "#cde8c4" : "#f3c9c0" }, { backgroundColor: "transparent" }],
      { duration: PURSE_MS, easing: "ease-out" },
    );
    if (paid.has(one) || !visible(one.box)) continue;
    const from = { x: one.box.left + one.box.width / 2, y: one.box.top + one.box.height / 2 };
    const sign = one.delta > 0 ? "+" : "\u2212";
    flight(sign + amount(one.delta, one.like), from, { x: from.x, y: onPanel(one.node, from.y) }, one.delta > 0);
  }
  count("purse");
  return PURSE_MS;
}

export function after(root, notes) {
  if (reduced() || notes.empty) return 0;
  let moving = 0;
  for (const [id, old] of notes.glide) {
    const node = root.querySelector(`[id="${CSS.escape(id)}"][data-glide]`);
    if (node && node === old.node) moving = Math.max(moving, glide(node, old, notes));
  }
  let longest = moving;
  for (const node of root.querySelectorAll("[data-enter]")) {
    longest = Math.max(longest, enter(node, notes, moving));
  }
  return Math.max(longest, purses(root, notes));
}
