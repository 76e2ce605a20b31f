import { constants, crc32, deflateRawSync } from 'node:zlib';

// A kept page is served with a fresh CSP nonce on every response (decision 009), so its bytes
// differ each time; compressing each response again would cost more than the rest of serving it.
// Instead each run of HTML between nonces is deflated once, and a response is a gzip stream put
// together from those runs with the nonce between them as stored (uncompressed) blocks.
//
// Each run is deflated with the 32 KB that precede it as its dictionary, so it compresses as well
// as inside the whole page, but with the nonces in that dictionary written as NUL bytes. A run of
// HTML holds no NUL, so no back-reference can reach into a nonce: every byte a reference copies is
// the same in the dictionary and in what the browser has decoded, whatever nonce it got.

const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty final block of fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([3, 0]);
const LEVEL = 9;

/**
 * Each part deflated for {@link gzipAroundNonce}, or `undefined` when a part holds a NUL byte (a
 * back-reference could then reach into a nonce).
 */
export function deflateAroundNonce(parts: Buffer[], nonceLength: number): Buffer[] | undefined {
  if (parts.some((part) => part.includes(0))) return undefined;
  const nonceStandIn = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  return parts.map((part, index) => {
    if (index > 0) before = Buffer.concat([before, nonceStandIn]).subarray(-WINDOW);
    const deflated = deflateRawSync(part, {
      level: LEVEL,
      // A sync flush ends the run on a byte boundary without marking the stream's last block.
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(before.byteLength > 0 ? { dictionary: before } : {}),
    });
    before = Buffer.concat([before, part]).subarray(-WINDOW);
    return deflated;
  });
}

/** A stored block holding `bytes` (at most 65,535 of them). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.byteLength, 1);
  header.writeUInt16LE(~bytes.byteLength & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip stream of `parts.join(nonce)`, from the parts deflated by {@link deflateAroundNonce}. */
export function gzipAroundNonce(parts: Buffer[], deflated: Buffer[], nonce: Buffer): Buffer {
  const nonceBlock = storedBlock(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonce, crc);
      size += nonce.byteLength;
    }
    pieces.push(deflated[index] ?? Buffer.alloc(0));
    crc = crc32(part, crc);
    size += part.byteLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
