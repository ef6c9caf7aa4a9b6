import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, decryptingStream, encryptedSize, encryptingStream, looksEncrypted, newFileKey } from './file-encryption';

/** Feeds `bytes` in pieces of `piece` bytes, as a file read or a network response would. */
const inPieces = (bytes: Buffer, piece = 10_000) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / piece) }, (_, index) => bytes.subarray(index * piece, (index + 1) * piece)));

const encrypt = (bytes: Buffer, key: Buffer, piece?: number) => buffer(inPieces(bytes, piece).pipe(encryptingStream(key)));
const decrypt = (bytes: Buffer, key: Buffer, piece?: number) => {
  const out = decryptingStream(key);
  return buffer(inPieces(bytes, piece).pipe(out));
};

describe('file encryption (chunked AES-256-GCM)', () => {
  const key = newFileKey();

  it('round-trips files of every size around the chunk boundaries, at the size it announces', async () => {
    for (const size of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 17]) {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain, key);
      expect(sealed.length, `size ${size}`).toBe(encryptedSize(size));
      expect(looksEncrypted(sealed)).toBe(true);
      expect((await decrypt(sealed, key, 7_777)).equals(plain), `size ${size}`).toBe(true);
    }
  });

  it('gives the same plaintext two different ciphertexts under two file keys, and none of the plaintext shows', async () => {
    const plain = Buffer.from('%PDF-1.7 SSA-1696 Maria Lopez 987-65-4320 '.repeat(100));
    const first = await encrypt(plain, key);
    const second = await encrypt(plain, newFileKey());
    expect(first.equals(second)).toBe(false);
    expect(first.includes(Buffer.from('Maria Lopez'))).toBe(false);
  });

  it('refuses a wrong key, a changed byte, a missing or extra chunk, and a cut-off end', async () => {
    const plain = randomBytes(2 * CHUNK_BYTES + 100);
    const sealed = await encrypt(plain, key);
    const chunk = CHUNK_BYTES + 16;
    const flipped = Buffer.from(sealed);
    flipped[8 + chunk + 5]! ^= 1;
    const withoutMiddle = Buffer.concat([sealed.subarray(0, 8 + chunk), sealed.subarray(8 + 2 * chunk)]);
    const cases: [string, Buffer, Buffer][] = [
      ['wrong key', sealed, newFileKey()],
      ['changed byte', flipped, key],
      ['chunk removed', withoutMiddle, key],
      ['bytes added', Buffer.concat([sealed, randomBytes(16)]), key],
      ['cut at a chunk boundary', sealed.subarray(0, 8 + 2 * chunk), key],
      ['cut mid-chunk', sealed.subarray(0, sealed.length - 40), key],
      ['header only', sealed.subarray(0, 8), key],
      ['not encrypted', plain, key],
    ];
    for (const [what, bytes, withKey] of cases) {
      await expect(decrypt(bytes, withKey), what).rejects.toThrow(/cannot be decrypted/);
    }
  });

  it('releases the plaintext chunk by chunk, before the end of the file arrives', async () => {
    const plain = randomBytes(4 * CHUNK_BYTES);
    const sealed = await encrypt(plain, key);
    const decipher = decryptingStream(key);
    const first = new Promise<Buffer>((resolve) => decipher.once('data', resolve));
    // Two chunks in, the rest not yet written: the first chunk is out already.
    decipher.write(sealed.subarray(0, 8 + 2 * (CHUNK_BYTES + 16)));
    expect((await first).equals(plain.subarray(0, CHUNK_BYTES))).toBe(true);
    decipher.destroy();
  });
});
