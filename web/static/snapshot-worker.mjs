// Makes a memory snapshot of an interpreter with our packages imported, away from the page (see
// snapshot.mjs): boot Pyodide able to snapshot itself, unpack app.zip where the page unpacks it,
// import what a start imports (web/preload.py), snapshot, gzip, and post the bytes back.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { fetchApp, HOME, unpackApp } from "./app-files.mjs";

async function make() {
  const started = performance.now();
  const app = fetchApp();
  app.catch(() => {}); // reported by the await below, unless the boot fails first
  const pyodide = await loadPyodide({
    indexURL: new URL("../pyodide/", import.meta.url).href,
    _makeSnapshot: true,
  });
  unpackApp(pyodide, await app);
  pyodide.runPython(
    `import os, sys\nos.chdir(${JSON.stringify(HOME)})\n` +
      `if "" not in sys.path: sys.path.insert(0, "")\n` +
      "from web.preload import preload\npreload()\n",
  );
  const raw = pyodide.makeMemorySnapshot();
  const packed = await new Response(
    new Blob([raw]).stream().pipeThrough(new CompressionStream("gzip")),
  ).arrayBuffer();
  return { bytes: packed, raw: raw.byteLength, ms: performance.now() - started };
}

self.onmessage = async () => {
  try {
    const made = await make();
    self.postMessage(made, [made.bytes]);
  } catch (error) {
    self.postMessage({ error: String((error && error.message) || error) });
  }
};
