// Makes a memory snapshot of an interpreter with our packages imported, away from the page (see
// snapshot.mjs): boot Pyodide able to snapshot itself, unpack app.zip where the page unpacks it,
// write the files the page hands over (PyScript's package), import and compile what a start
// imports (web/preload.py), snapshot, pack (snapshot-bytes.mjs), and post the bytes back.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { fetchApp, HOME, unpackApp } from "./app-files.mjs";
import { pack } from "./snapshot-bytes.mjs";

async function make(files) {
  const started = performance.now();
  const app = fetchApp();
  app.catch(() => {}); // reported by the await below, unless the boot fails first
  const pyodide = await loadPyodide({
    indexURL: new URL("../pyodide/", import.meta.url).href,
    _makeSnapshot: true,
  });
  // Pyodide restores a snapshot into the memory the interpreter starts with: one taken after the
  // memory grew would be refused at every start, so none is made.
  const startingMemory = pyodide._module.HEAP8.length;
  unpackApp(pyodide, await app);
  const folders = new Set();
  for (const [path, text] of files) {
    const folder = path.slice(0, path.lastIndexOf("/"));
    pyodide.FS.mkdirTree(folder);
    pyodide.FS.writeFile(path, text);
    folders.add(folder);
  }
  pyodide.runPython(
    `import os, sys\nos.chdir(${JSON.stringify(HOME)})\n` +
      `if "" not in sys.path: sys.path.insert(0, "")\n` +
      `from web.preload import preload\npreload(${JSON.stringify([...folders])})\n`,
  );
  if (pyodide._module.HEAP8.length > startingMemory) {
    throw new Error("the interpreter's memory grew: a snapshot of it would not restore");
  }
  const raw = pyodide.makeMemorySnapshot();
  return { bytes: await pack(raw), raw: raw.byteLength, ms: performance.now() - started };
}

self.onmessage = async ({ data }) => {
  try {
    const made = await make((data && data.files) || []);
    self.postMessage(made, [made.bytes]);
  } catch (error) {
    self.postMessage({ error: String((error && error.message) || error) });
  }
};
