// Our Python packages (app.zip, made by build.py), for the page's interpreter (python.mjs) and
// the snapshot worker alike: fetched while the interpreter boots, and unpacked into Pyodide's
// home folder, its working directory, so that `import pygames` and `import web.app` work as they
// do under CPython. (Inflating the archive in JavaScript during the boot was measured too: it
// competes with the boot for the main thread, and the start was slower.)
export const HOME = "/home/pyodide";

/** Start fetching app.zip; the promise gives its bytes, or rejects naming the file. */
export async function fetchApp() {
  const response = await fetch(new URL("../app.zip", import.meta.url).href);
  if (!response.ok) throw new Error(`app.zip: HTTP ${response.status}`);
  return response.arrayBuffer();
}

export function unpackApp(pyodide, bytes) {
  pyodide.unpackArchive(bytes, "zip", { extractDir: HOME });
}
