// The interpreter module PyScript loads (pyscript.json's `interpreter`): Pyodide's own
// `loadPyodide` and `version`, except that on a device holding a memory snapshot of this build
// Python is restored from it (our packages already imported) instead of booted.
//
// index.html loads this module on its own, ahead of PyScript, so that Python's start begins at
// once, beside PyScript's own set-up, rather than when PyScript asks for the interpreter. Anything
// wrong with the snapshot falls back to a normal start, silently (see snapshot.mjs).
import { loadPyodide as boot, version } from "../pyodide/pyodide.mjs";
import { fetchApp, unpackApp } from "./app-files.mjs";
import { copy } from "./snapshot-bytes.mjs";
import * as snapshots from "./snapshot.mjs";

export { version };

// PyScript passes the folder of this module as indexURL; the runtime's files are elsewhere.
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const RUNTIME = `${INDEX_URL}pyodide.asm.mjs`; // Pyodide's module factory, as its loader imports it

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
      // Pyodide sizes the interpreter's memory by this array's length; the bytes come from
      // `restoring`. Known from the stored size, the interpreter is made while they are read.
      const size = snapshot.size || snapshot.bytes.then((kept) => kept.length);
      restored = await boot({
        indexURL: INDEX_URL,
        _loadSnapshot: Promise.resolve(size).then((length) => new Uint8Array(length)),
        createPyodideModule: restoring(snapshot.bytes, size),
      });
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

// Pyodide's module factory, made to restore the kept snapshot (snapshot-bytes.mjs) straight into
// the interpreter's memory: Pyodide's own restore copies a whole unpacked snapshot, and unpacking
// one first took a second copy of it and 30 MB more memory. The interpreter is made (compiled,
// instantiated) while the snapshot is read; its digest must be sound, and its length the one the
// memory was sized by, before anything is restored.
function restoring(bytes, size) {
  return async (settings) => {
    const { default: create } = await import(RUNTIME);
    const module = await create(settings);
    const kept = await bytes;
    await kept.sound;
    if (kept.length !== (await size)) throw new Error("snapshot: not the size stored");
    const restore = module.API.restoreSnapshot;
    module.API.restoreSnapshot = () => {
      // Pyodide's header (its own length is the second 32-bit number), then the memory.
      const start = new Uint32Array(4);
      copy(kept, new Uint8Array(start.buffer));
      const header = new Uint8Array(start[1]);
      copy(kept, header);
      const found = restore(header); // checks it, reads what it holds; copies no memory
      copy(kept, module.HEAP8, header.length);
      return found;
    };
    return module;
  };
}

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
