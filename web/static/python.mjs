// The interpreter module PyScript loads (pyscript.json's `interpreter`): Pyodide's own
// `loadPyodide` and `version`, except that on a device holding a memory snapshot of this build
// Python is restored from it (our packages already imported) instead of booted.
//
// start.js imports this module as the page loads, so a restore begins at once, beside PyScript's
// own set-up, rather than when PyScript asks for the interpreter. Anything wrong with the snapshot
// falls back to a normal start, silently (see snapshot.mjs).
import { loadPyodide as boot, version } from "../pyodide/pyodide.mjs";
import * as snapshots from "./snapshot.mjs";

export { version };

// PyScript passes the folder of this module as indexURL; the runtime's files are elsewhere.
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;

// The restored interpreter; null when there is no snapshot, "discarded" when it was bad.
const restoring = (async () => {
  const snapshot = await snapshots.find();
  if (!snapshot) return null;
  try {
    const pyodide = await boot({ indexURL: INDEX_URL, _loadSnapshot: snapshot.bytes });
    pyodide.runPython("from web.preload import after_restore\nafter_restore()");
    return pyodide;
  } catch (error) {
    await snapshots.discard(); // damaged, partial or not restorable here: make a new one
    return "discarded";
  }
})();

export async function loadPyodide(options = {}) {
  const restored = await restoring;
  if (restored && restored !== "discarded") {
    // PyScript's output handlers, as a normal start would have been given them.
    if (options.stdout) restored.setStdout({ batched: options.stdout });
    if (options.stderr) restored.setStderr({ batched: options.stderr });
    snapshots.started("restored");
    return restored;
  }
  const pyodide = await boot({ ...options, indexURL: INDEX_URL });
  snapshots.started(restored === "discarded" ? "discarded" : snapshots.enabled() ? "none" : "off");
  return pyodide;
}
