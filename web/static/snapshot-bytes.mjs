// How a memory snapshot is kept (snapshot.mjs stores it, snapshot-worker.mjs makes it): about half
// of an interpreter's memory is zero pages, and inflating a gzipped snapshot took a restored
// start's main thread 170 ms, so it is kept uncompressed with its zero pages left out, behind a
// SHA-256 digest that refuses a damaged or partial copy. It is restored straight from that form
// (python.mjs), never unpacked into a whole copy of the memory.
//
// Layout: digest (32 bytes, SHA-256 of all that follows); "FGS1"; the memory's length; the number
// of runs; each run's offset and length (runs of non-zero 4 KB pages); the runs' bytes. Numbers
// are unsigned 32-bit, little-endian.

const MAGIC = 0x31534746; // "FGS1"
const PAGE = 4096;
const DIGEST = 32;

function zeroPage(memory, start) {
  const end = Math.min(start + PAGE, memory.length);
  for (let i = start; i < end; i++) if (memory[i] !== 0) return false;
  return true;
}

/** The memory's runs of non-zero pages, as [offset, length] pairs. */
function runs(memory) {
  const found = [];
  for (let at = 0; at < memory.length; at += PAGE) {
    if (zeroPage(memory, at)) continue;
    const last = found[found.length - 1];
    const length = Math.min(PAGE, memory.length - at);
    if (last && last[0] + last[1] === at) last[1] += length;
    else found.push([at, length]);
  }
  return found;
}

/** The kept form of a snapshot (a Uint8Array of memory), as an ArrayBuffer. */
export async function pack(memory) {
  const spans = runs(memory);
  const headerLength = 12 + 8 * spans.length;
  const dataLength = spans.reduce((sum, [, length]) => sum + length, 0);
  const body = new Uint8Array(headerLength + dataLength);
  const header = new DataView(body.buffer, 0, headerLength);
  header.setUint32(0, MAGIC, true);
  header.setUint32(4, memory.length, true);
  header.setUint32(8, spans.length, true);
  let at = headerLength;
  spans.forEach(([offset, length], index) => {
    header.setUint32(12 + 8 * index, offset, true);
    header.setUint32(16 + 8 * index, length, true);
    body.set(memory.subarray(offset, offset + length), at);
    at += length;
  });
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const kept = new Uint8Array(DIGEST + body.length);
  kept.set(digest, 0);
  kept.set(body, DIGEST);
  return kept.buffer;
}

/**
 * A kept snapshot read back, without unpacking it: its raw length and its runs (views into
 * `buffer`), the layout checked at once, and `sound`, a promise that the digest settles (it
 * rejects a damaged or partial copy). Nothing is restored from the runs before `sound` resolves.
 */
export function readBack(buffer) {
  if (buffer.byteLength < DIGEST + 12) throw new Error("snapshot: too short");
  const body = new Uint8Array(buffer, DIGEST);
  const stored = new Uint8Array(buffer, 0, DIGEST);
  const sound = crypto.subtle.digest("SHA-256", body).then((found) => {
    const digest = new Uint8Array(found);
    if (!digest.every((byte, i) => byte === stored[i])) throw new Error("snapshot: damaged");
  });
  sound.catch(() => {}); // the restore awaits it; a failed layout check below comes first
  const header = new DataView(buffer, DIGEST);
  if (header.getUint32(0, true) !== MAGIC) throw new Error("snapshot: not one");
  const length = header.getUint32(4, true);
  const count = header.getUint32(8, true);
  let at = 12 + 8 * count;
  if (at > body.length) throw new Error("snapshot: partial");
  const spans = [];
  for (let index = 0; index < count; index++) {
    const offset = header.getUint32(12 + 8 * index, true);
    const size = header.getUint32(16 + 8 * index, true);
    if (offset + size > length || at + size > body.length) throw new Error("snapshot: partial");
    spans.push([offset, body.subarray(at, at + size)]);
    at += size;
  }
  return { length, runs: spans, sound };
}

/**
 * Write the snapshot's bytes `from` onwards into `target` (whose index 0 is the snapshot's
 * `from`), as far as `target` reaches: zero pages are filled with zeros, the runs copied.
 */
export function copy(kept, target, from = 0) {
  const to = Math.min(from + target.length, kept.length);
  let done = from; // everything before it written
  for (const [offset, bytes] of kept.runs) {
    const start = Math.max(offset, from);
    const end = Math.min(offset + bytes.length, to);
    if (start >= end) continue;
    if (start > done) target.fill(0, done - from, start - from);
    target.set(bytes.subarray(start - offset, end - offset), start - from);
    done = end;
  }
  if (to > done) target.fill(0, done - from, to - from);
}
