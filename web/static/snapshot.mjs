// Memory snapshots of the interpreter, kept on this device so that a returning player's start
// restores Python with our packages already imported instead of booting it again.
//
// A snapshot is taken in a worker (snapshot-worker.mjs), away from the page's own interpreter:
// PyScript's set-up hands Python JavaScript objects that a snapshot cannot hold, and the page's
// interpreter holds the running game. The page stores what the worker made in Cache Storage, one
// entry keyed by the build's hash and the runtime's version; any other entry (an older build, an
// older runtime) is deleted when the page starts. Anything wrong with a snapshot only costs a
// normal start: the bad one is deleted and a new one made. The lobby's settings can turn the
// feature off (and delete what is stored); the state is on <html data-snapshot>.

import { version } from "../pyodide/pyodide.mjs";
import { unpack } from "./snapshot-bytes.mjs";

const CACHE = "fg-snapshot"; // not "fortune-games-…": the service worker deletes those
const SETTINGS_KEY = "fg:settings";
const FOLDER = new URL("../snapshot/", import.meta.url).href; // cache keys only, never fetched
const WORKER = new URL("./snapshot-worker.mjs", import.meta.url).href;
const MAKE_AFTER_MS = 3000; // after Python is ready, before the worker starts (then when idle)

const status = { start: "", bytes: 0, made: 0, making: false };
let pageFiles = () => []; // what the page hands the worker to compile too (python.mjs)

function buildHash() {
  const meta = document.querySelector('meta[name="build"]');
  return meta ? meta.content : "";
}

function entryUrl() {
  return `${FOLDER}${buildHash()}-${version}.snap`;
}

function switchedOn() {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}").snapshot !== false;
  } catch (error) {
    return true;
  }
}

/** Whether this start may use and make snapshots: the switch, and what the browser offers. */
export function enabled() {
  const able =
    "caches" in window &&
    typeof Worker === "function" &&
    Boolean(window.crypto && crypto.subtle);
  // The end-to-end tests turn snapshots off unless a test is about them (window.fgSnapshotsOff),
  // so that a background interpreter does not share the machine with every test.
  return able && buildHash() !== "" && !window.fgSnapshotsOff && switchedOn();
}

function publish(changes) {
  Object.assign(status, changes);
  const html = document.documentElement;
  html.dataset.snapshot = status.start;
  if (status.made) html.dataset.snapshotStored = String(status.bytes);
  document.dispatchEvent(new CustomEvent("fg:snapshot", { detail: { ...status } }));
}

async function openCache() {
  return caches.open(CACHE);
}

/**
 * The stored snapshot of this build, as a promise of its memory, or null when there is none. The
 * bytes are read and checked only when awaited, and the promise rejects if they are damaged
 * (snapshot-bytes.mjs checks their digest). Entries of other builds or runtimes are deleted
 * afterwards: Python's start does not wait for storage to tidy up.
 */
export async function find() {
  if (!enabled()) {
    if (!switchedOn() && "caches" in window) discard(); // switched off: keep nothing
    return null;
  }
  try {
    const cache = await openCache();
    const current = entryUrl();
    const found = await cache.match(current);
    tidy(cache, current);
    if (!found || !found.body) return null;
    publish({ bytes: Number(found.headers.get("X-Size")) || 0 });
    const bytes = found.arrayBuffer().then(unpack);
    bytes.catch(() => {}); // a damaged snapshot is the loader's to handle, not an unhandled error
    return { bytes };
  } catch (error) {
    return null; // storage refused: a normal start
  }
}

async function tidy(cache, current) {
  try {
    for (const request of await cache.keys()) {
      if (request.url !== current) await cache.delete(request);
    }
  } catch (error) {
    // Storage refused: an old entry stays until the next start.
  }
}

/** Delete every stored snapshot (a bad one, or all of them when the switch goes off). */
export async function discard() {
  try {
    await caches.delete(CACHE);
  } catch (error) {
    // Nothing stored, or storage refused: nothing to delete.
  }
  publish({ bytes: 0, made: 0 });
}

/** How this start went: "restored", "none", "discarded" or "off"; after a start that did not
 * restore, a new snapshot is made once Python is ready and the page is idle, with the files
 * `files()` gives ([path, text] pairs of PyScript's package) compiled in it too. */
export function started(how, files = () => []) {
  pageFiles = files;
  publish({ start: how });
  if (how === "none" || how === "discarded") afterReady(() => later(make));
  if (how === "restored") guardRestored();
}

function afterReady(callback) {
  const html = document.documentElement;
  if (html.dataset.python === "ready") return callback();
  const watch = new MutationObserver(() => {
    if (html.dataset.python === "ready") {
      watch.disconnect();
      callback();
    }
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-python"] });
}

function later(callback) {
  setTimeout(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 5000 });
    else callback();
  }, MAKE_AFTER_MS);
}

// Should Python fail after a restore (a snapshot that restored but does not work), delete it and
// start again once, normally: the game in progress is in the address and in the saves.
function guardRestored() {
  window.addEventListener("py:all-done", () => {
    if (document.documentElement.dataset.python === "ready") return;
    if (sessionStorage.getItem("fg:snapshot-retry")) return; // the retry failed too: say so
    sessionStorage.setItem("fg:snapshot-retry", "1");
    discard().then(() => location.reload());
  });
}

/** Make a snapshot in a worker and store it; one tab at a time. */
async function make() {
  if (!enabled() || status.making) return;
  const run = async () => {
    publish({ making: true });
    try {
      let files = [];
      try {
        files = pageFiles();
      } catch (error) {
        // Not readable: the snapshot leaves PyScript's package to be compiled at each start.
      }
      const made = await fromWorker(files);
      if (!enabled()) return; // switched off meanwhile
      const response = new Response(made.bytes, {
        headers: {
          "Content-Type": "application/octet-stream",
          "X-Size": String(made.bytes.byteLength),
          "X-Raw-Size": String(made.raw),
          "X-Made-Ms": String(Math.round(made.ms)),
        },
      });
      const cache = await openCache();
      await cache.put(entryUrl(), response);
      publish({ bytes: made.bytes.byteLength, made: Math.round(made.ms) });
    } catch (error) {
      // The worker failed, or storage is full or refused: no snapshot, and nothing to show.
      await discard();
    } finally {
      publish({ making: false });
    }
  };
  if (navigator.locks) {
    await navigator.locks.request("fg-snapshot", { ifAvailable: true }, (lock) => lock && run());
  } else {
    await run();
  }
}

function fromWorker(files) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { type: "module" });
    const finish = (outcome) => {
      worker.terminate();
      outcome();
    };
    worker.onmessage = ({ data }) =>
      finish(() => (data.error ? reject(new Error(data.error)) : resolve(data)));
    worker.onerror = (event) => finish(() => reject(new Error(event.message || "worker failed")));
    worker.postMessage({ files });
  });
}

/** The lobby's switch: off deletes what is stored; on makes a snapshot when next idle. */
export async function setEnabled(on) {
  if (!on) {
    await discard();
    publish({ start: status.start === "restored" ? "restored" : "off" });
  } else if (!status.made && status.start !== "restored") {
    later(make);
  }
}

window.fgSnapshot = { setEnabled, status: () => ({ ...status }) };
