// A drawing marked `data-pan` (the Fuldrigger map) is dragged with a mouse or two fingers (one
// finger scrolls the page, as a swipe does anywhere else; the style sheet lets it), as a map is
// on Board Game Arena: its viewBox follows the pointer at the same zoom, kept inside the
// drawing (`data-pan-size`), and when it is let go the view is sent as the selection `data-pan`
// spells (`{lon}`, `{lat}`: the centre in degrees by `data-pan-map`), through a click on the
// drawing that the app takes as any other `data-select` (so the next redraw and the selection
// keep it). A drag never clicks the control it began on; a press that hardly moves still does.
// Ctrl (or ⌘) + the wheel, and a touchpad's pinch, zoom it around the pointer; the wheel alone
// scrolls the page.
const SLOP = 6; // px a press moves before it is a drag: a hand's tremor in a click is no drag
let press = null; // the press under way: the drawing, the pointer, where it began, the view then
let swallow = false; // the click that ends a drag is not a click
const sent = new WeakMap(); // a drawing -> the viewBox a drag left it at, and its lit places

function box(svg) {
  const b = svg.viewBox.baseVal;
  return { x: b.x, y: b.y, width: b.width, height: b.height };
}

// The places lit on the drawing and the ship followed (`data-in-sight`): a move lights others.
function lit(svg) {
  return [...svg.querySelectorAll("[data-in-sight]")]
    .map((mark) => mark.dataset.place || mark.id).join(" ");
}

// Whether the drawing shows the view a drag left it at, with the same places lit: the redraw's
// own panning (layout.mjs inSight) leaves it there until a move lights other places (issue 29:
// after a sail the map stayed put and the next ship's places lay off the screen).
export function dragged(svg) {
  const was = sent.get(svg);
  if (!was || was.lit !== lit(svg)) return false;
  const now = box(svg);
  return Math.abs(now.x - was.x) <= 1 && Math.abs(now.y - was.y) <= 1
    && Math.abs(now.width - was.width) <= 1;
}

// Whether other places are lit than when a view was last sent (a move made since): the page
// may then zoom out for them (layout.mjs), never out of a zoom the player made for these.
export function relit(svg) {
  const was = sent.get(svg);
  return !was || was.lit !== lit(svg);
}

const touches = new Map(); // the fingers on a drawing: pointer id -> where it is now

// Where two fingers are, as one pointer: their midpoint.
function pair() {
  const [a, b] = [...touches.values()];
  return { clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 };
}

function move(event) {
  if (touches.has(event.pointerId)) {
    touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (press && press.id === "pair" && touches.size === 2) drag(pair(), null);
    return;
  }
  if (!press || event.pointerId !== press.id) return;
  drag(event, event.pointerId);
}

function drag(event, pointerId) {
  const dx = event.clientX - press.x, dy = event.clientY - press.y;
  if (!press.moved) {
    if (Math.hypot(dx, dy) < SLOP) return;
    press.moved = true;
    if (pointerId !== null) press.svg.setPointerCapture(pointerId);
    press.svg.classList.add("panning");
  }
  const [width, height] = press.svg.dataset.panSize.split(" ").map(Number);
  const { start, scale } = press;
  const x = Math.min(Math.max(start.x - dx / scale, 0), width - start.width);
  const y = Math.min(Math.max(start.y - dy / scale, 0), height - start.height);
  press.svg.setAttribute("viewBox", `${x} ${y} ${start.width} ${start.height}`);
}

// The view shown now, sent (`span`: the width in degrees, the drawing's own for a drag).
function send(svg, start, span = svg.dataset.panSpan) {
  const now = box(svg);
  if (Math.abs(now.x - start.x) < 0.5 && Math.abs(now.y - start.y) < 0.5
    && Math.abs(now.width - start.width) < 0.5) return;
  const [a, b, c, d] = svg.dataset.panMap.split(",").map(Number);
  const lon = ((now.x + now.width / 2) * a + b).toFixed(2);
  const lat = ((now.y + now.height / 2) * c + d).toFixed(2);
  sent.set(svg, { ...now, lit: lit(svg) });
  const key = svg.dataset.pan.replace("{lon}", lon).replace("{lat}", lat).replace("{span}", span);
  svg.setAttribute("data-select", key);
  try {
    svg.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  } finally {
    svg.removeAttribute("data-select");
  }
}

// A view the page moved the drawing to by itself (layout.mjs: the selected ship brought into
// sight), kept as the player's own: the next redraw starts from it, not from the view before
// (the map glided back and forth after every move; issue 29).
export function keepView(svg, start) {
  send(svg, start);
}

function end(event) {
  if (touches.delete(event.pointerId) && press && press.id === "pair") {
    event = { pointerId: "pair", type: "pointercancel" }; // a finger lifted ends the pair's drag
  }
  if (!press || event.pointerId !== press.id) return;
  const { svg, start, moved } = press;
  press = null;
  svg.classList.remove("panning");
  if (!moved) return;
  // The click the release fires (a mouse's; a finger's drag fires none) comes in this task.
  swallow = event.type === "pointerup";
  setTimeout(() => {
    swallow = false;
    send(svg, start);
  }, 0);
}

addEventListener("pointerdown", (event) => {
  const svg = event.target.closest && event.target.closest("svg[data-pan]");
  if (!svg || event.button !== 0) return;
  const m = svg.getScreenCTM();
  if (!m || !m.a) return;
  if (event.pointerType === "touch") {
    touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.size !== 2) return; // one finger: the page scrolls, a tap still clicks
    const { clientX, clientY } = pair();
    press = { svg, id: "pair", x: clientX, y: clientY, start: box(svg), scale: m.a, moved: false };
    return;
  }
  if (!event.isPrimary) return;
  press = { svg, id: event.pointerId, x: event.clientX, y: event.clientY, start: box(svg),
    scale: m.a, moved: false };
});
addEventListener("pointermove", move);
addEventListener("pointerup", end);
addEventListener("pointercancel", end);
addEventListener("click", (event) => {
  if (!swallow || !event.isTrusted) return;
  swallow = false;
  event.stopImmediatePropagation();
  event.preventDefault();
}, { capture: true });

// The view zoomed by the page itself to `span` degrees round (cx, cy), in the drawing's units,
// and sent as a wheel's zoom is (layout.mjs: a phone's map zooms in on a ship's lit places).
export function zoomTo(svg, span, cx, cy) {
  const start = box(svg);
  const [a] = svg.dataset.panMap.split(",").map(Number);
  const [width, height] = svg.dataset.panSize.split(" ").map(Number);
  const w = span / a;
  const h = span >= 360 ? height : Math.min((w * 2) / 3, height);
  const x = Math.min(Math.max(cx - w / 2, 0), width - w);
  const y = Math.min(Math.max(cy - h / 2, 0), height - h);
  svg.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
  send(svg, start, span.toFixed(2));
}

// Ctrl + wheel: the view grows or shrinks around the point under the pointer, which stays
// there, between 20 and 360 degrees wide (3:2 but for the whole world, as the view draws it);
// sent once the wheel rests, not at every notch (each send redraws the table).
const WHEEL_REST = 250; // ms
let zooming = null; // the drawing zoomed, the view it began at, the timer that sends it

addEventListener("wheel", (event) => {
  if (!event.ctrlKey && !event.metaKey) return;
  const svg = event.target.closest && event.target.closest("svg[data-pan]");
  const m = svg && svg.getScreenCTM();
  if (!m || !m.a) return;
  event.preventDefault(); // not the browser's zoom of the page
  if (!zooming || zooming.svg !== svg) zooming = { svg, start: box(svg), timer: 0 };
  svg.classList.add("zooming"); // the price list waits hidden (app.css)
  const now = box(svg);
  const [a] = svg.dataset.panMap.split(",").map(Number);
  const [width, height] = svg.dataset.panSize.split(" ").map(Number);
  const delta = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
  const span = Math.min(Math.max(now.width * a * Math.exp(delta * 0.002), 20), 360);
  const w = span / a;
  const h = span >= 360 ? height : Math.min((w * 2) / 3, height);
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(m.inverse());
  const x = Math.min(Math.max(p.x - ((p.x - now.x) * w) / now.width, 0), width - w);
  const y = Math.min(Math.max(p.y - ((p.y - now.y) * h) / now.height, 0), height - h);
  svg.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
  clearTimeout(zooming.timer);
  zooming.timer = setTimeout(() => {
    const { start } = zooming;
    zooming = null;
    svg.classList.remove("zooming");
    send(svg, start, span.toFixed(2));
  }, WHEEL_REST);
}, { passive: false });
