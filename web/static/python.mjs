// The interpreter module PyScript loads (pyscript.json's `interpreter`): Pyodide's own
// `loadPyodide` and `version`, except that a start on a device that holds a memory snapshot of
// this build restores it (Python with our packages already imported) instead of booting Python.
// Anything wrong with the snapshot falls back to a normal start, silently (see snapshot.mjs).
import { loadPyodide as boot, version } from "../pyodide/pyodide.mjs";
import * as snapshots from "./snapshot.mjs";

export { version };

// PyScript passes the folder of this module as indexURL; the runtime's files are elsewhere.
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;

export async function loadPyodide(options = {}) {
  const settings = { ...options, indexURL: INDEX_URL };
  const snapshot = await snapshots.find();
  if (snapshot) {
    try {
      const pyodide = await boot({ ...settings, _loadSnapshot: snapshot.bytes });
      pyodide.runPython("from web.preload import after_restore\nafter_restore()");
      snapshots.started("restored");
      return pyodide;
    } catch (error) {
      await snapshots.discard(); // damaged, partial or not restorable here: make a new one
      const pyodide = await boot(settings);
      snapshots.started("discarded");
      return pyodide;
    }
  }
  const pyodide = await boot(settings);
  snapshots.started(snapshots.enabled() ? "none" : "off");
  return pyodide;
}
