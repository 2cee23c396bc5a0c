// How a memory snapshot is kept (snapshot.mjs stores it, snapshot-worker.mjs makes it): about half
// of an interpreter's memory is zero pages, and inflating a gzipped snapshot took a restored
// start's main thread 170 ms, so it is kept uncompressed with its zero pages left out, behind a
// SHA-256 digest (checked off the main thread) that refuses a damaged or partial copy.
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

/** The snapshot's memory from its kept form; rejects one that is damaged, partial or no snapshot. */
export async function unpack(buffer) {
  if (buffer.byteLength < DIGEST + 12) throw new Error("snapshot: too short");
  const body = new Uint8Array(buffer, DIGEST);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const stored = new Uint8Array(buffer, 0, DIGEST);
  if (!digest.every((byte, index) => byte === stored[index])) throw new Error("snapshot: damaged");
  const header = new DataView(buffer, DIGEST);
  if (header.getUint32(0, true) !== MAGIC) throw new Error("snapshot: not one");
  const count = header.getUint32(8, true);
  const memory = new Uint8Array(header.getUint32(4, true));
  let at = 12 + 8 * count;
  if (at > body.length) throw new Error("snapshot: partial");
  for (let index = 0; index < count; index++) {
    const offset = header.getUint32(12 + 8 * index, true);
    const length = header.getUint32(16 + 8 * index, true);
    if (offset + length > memory.length || at + length > body.length) {
      throw new Error("snapshot: partial");
    }
    memory.set(body.subarray(at, at + length), offset);
    at += length;
  }
  return memory;
}
