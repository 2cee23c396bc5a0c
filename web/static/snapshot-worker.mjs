// Makes a memory snapshot of an interpreter with our packages imported, away from the page (see
// snapshot.mjs): boot Pyodide able to snapshot itself, unpack app.zip where PyScript unpacks it,
// import what a start imports (web/preload.py), snapshot, gzip, and post the bytes back.
import { loadPyodide } from "../pyodide/pyodide.mjs";

// Where PyScript runs Python and unpacks the `files` of pyscript.json: the same paths, so that
// the modules a snapshot holds are where a restored interpreter looks for the rest.
const HOME = "/home/pyodide";

async function make() {
  const started = performance.now();
  const pyodide = await loadPyodide({
    indexURL: new URL("../pyodide/", import.meta.url).href,
    _makeSnapshot: true,
  });
  const response = await fetch(new URL("../app.zip", import.meta.url).href);
  if (!response.ok) throw new Error(`app.zip: HTTP ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: HOME });
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
