// The interpreter module PyScript loads (pyscript.json's `interpreter`): Pyodide's own
// `loadPyodide` and `version`, except that on a device holding a memory snapshot of this build
// Python is restored from it (our packages already imported) instead of booted.
//
// index.html loads this module on its own, ahead of PyScript, so that Python's start begins at
// once, beside PyScript's own set-up, rather than when PyScript asks for the interpreter. Anything
// wrong with the snapshot falls back to a normal start, silently (see snapshot.mjs).
import { loadPyodide as boot, version } from "../pyodide/pyodide.mjs";
import { fetchApp, unpackApp } from "./app-files.mjs";
import * as snapshots from "./snapshot.mjs";

export { version };

// PyScript passes the folder of this module as indexURL; the runtime's files are elsewhere.
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;

// Python, restored or booted, and how the start went. PyScript would ask for the interpreter only
// once its own modules, storage and configuration are loaded (half a second into a first visit
// here); the start begins as the page loads instead, with the options PyScript passes (its
// indexURL aside, which is ours above) applied when it asks.
const starting = (async () => {
  const app = fetchApp(); // while Python starts
  app.catch(() => {}); // a failed fetch is reported below, if the start gets that far
  let how = snapshots.enabled() ? "none" : "off";
  let restored = null;
  const snapshot = await snapshots.find();
  if (snapshot) {
    try {
      snapshot.bytes.then(() => performance.mark("snapshot-read")).catch(() => {});
      restored = await boot({ indexURL: INDEX_URL, _loadSnapshot: snapshot.bytes });
      performance.mark("interpreter-restored");
      how = "restored";
    } catch (error) {
      snapshots.discard(); // damaged, partial or not restorable here: make a new one
      how = "discarded";
    }
  }
  const pyodide = restored || (await boot({ indexURL: INDEX_URL }));
  unpackApp(pyodide, await app); // a snapshot holds modules, not files (the rules, catalogues)
  performance.mark("app-unpacked");
  if (restored) pyodide.runPython("from web.preload import after_restore\nafter_restore()");
  return { pyodide, how };
})();
starting.catch(() => {}); // a failed boot is PyScript's to report, when it asks

export async function loadPyodide(options = {}) {
  const { pyodide, how } = await starting;
  // PyScript's output handlers, as a boot by PyScript would have been given them.
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  snapshots.started(how, () => pyscriptFiles(pyodide));
  performance.mark("interpreter-ready"); // the start-up bench measures PyScript's set-up from here
  return pyodide;
}

// PyScript's own Python package as PyScript wrote it in this page, [path, text] for each module:
// the snapshot worker compiles it too, so that a restored start does not (web/preload.py).
function pyscriptFiles(pyodide) {
  const folder = pyodide.runPython("import os, pyscript\nos.path.dirname(pyscript.__file__)");
  return pyodide.FS.readdir(folder)
    .filter((name) => name.endsWith(".py"))
    .map((name) => `${folder}/${name}`)
    .map((path) => [path, pyodide.FS.readFile(path, { encoding: "utf8" })]);
}
