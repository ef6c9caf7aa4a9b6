import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Stored files are encrypted with their own random key, streamed in chunks (docs/decisions.md, "Personal data
 * at rest"): the STREAM construction of online authenticated encryption (Hoang, Reyhanitabar, Rogaway and Vizár,
 * 2015), as age and Tink's streaming AEAD use it, on AES-256-GCM.
 *
 *   header  "PPF1" | chunk size (uint32 BE)                                  8 bytes, every chunk's AAD
 *   chunk i AES-256-GCM(file key, nonce = i (uint64 BE) | 0 0 0 | last?1:0, plaintext) | tag   ≤ chunk size + 16
 *
 * Every chunk but the last holds exactly `chunk size` bytes of plaintext; the last holds 0 to `chunk size` and
 * says so in its nonce, so a file cut short, reordered, or with chunks added fails its tag. A chunk is released
 * only once its tag is checked, so a reader never gets bytes that were altered, and memory stays at one chunk.
 */

const MAGIC = Buffer.from('PPF1', 'ascii');
const HEADER_BYTES = MAGIC.length + 4;
const TAG_BYTES = 16;
export const FILE_KEY_BYTES = 32;
/** 64 KiB: a 10 MB upload is 160 chunks, 2.5 KB of tags. */
export const CHUNK_BYTES = 64 * 1024;
/** The largest chunk size a header may name: a damaged header must not make the reader buffer without end. */
const MAX_CHUNK_BYTES = 1024 * 1024;

/** A new file's key: random, used for that file alone, stored wrapped by the app key (lib/crypto.ts wrapFileKey). */
export const newFileKey = () => randomBytes(FILE_KEY_BYTES);

function header(chunkBytes: number) {
  const bytes = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(bytes);
  bytes.writeUInt32BE(chunkBytes, MAGIC.length);
  return bytes;
}

function nonce(index: number, isLast: boolean) {
  const bytes = Buffer.alloc(12);
  bytes.writeBigUInt64BE(BigInt(index));
  bytes[11] = isLast ? 1 : 0;
  return bytes;
}

/** The encrypted size of `plaintextBytes` (S3 wants a stream's length before it is sent). */
export function encryptedSize(plaintextBytes: number, chunkBytes = CHUNK_BYTES): number {
  const chunks = Math.max(1, Math.ceil(plaintextBytes / chunkBytes));
  return HEADER_BYTES + plaintextBytes + chunks * TAG_BYTES;
}

/** Whether stored bytes begin as an encrypted file does (tests, and a check that nothing is stored in the clear). */
export const looksEncrypted = (bytes: Buffer) => bytes.subarray(0, MAGIC.length).equals(MAGIC);

export class DamagedFileError extends Error {
  constructor(reason: string) {
    super(`The stored file cannot be decrypted: ${reason}.`);
    this.name = 'DamagedFileError';
  }
}

/** Plaintext in, the encrypted file out. */
export function encryptingStream(fileKey: Buffer, chunkBytes = CHUNK_BYTES): Transform {
  if (fileKey.length !== FILE_KEY_BYTES) throw new Error(`A file key is ${FILE_KEY_BYTES} bytes.`);
  const aad = header(chunkBytes);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;

  const seal = (plaintext: Buffer, isLast: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', fileKey, nonce(index, isLast));
    cipher.setAAD(aad);
    index += 1;
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  };

  return new Transform({
    construct(callback) {
      this.push(aad);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Strictly more than one chunk: the last chunk is only known at the end, so one full chunk is held back.
      if (pendingBytes > chunkBytes) {
        let all = Buffer.concat(pending);
        while (all.length > chunkBytes) {
          this.push(seal(all.subarray(0, chunkBytes), false));
          all = all.subarray(chunkBytes);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, seal(Buffer.concat(pending), true));
    },
  });
}

/** An encrypted file in, its plaintext out; errors (DamagedFileError) on a wrong key, a change, or a cut. */
export function decryptingStream(fileKey: Buffer): Transform {
  if (fileKey.length !== FILE_KEY_BYTES) throw new Error(`A file key is ${FILE_KEY_BYTES} bytes.`);
  let aad: Buffer | undefined;
  let chunkBytes = 0;
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;

  const open = (sealed: Buffer, isLast: boolean) => {
    const decipher = createDecipheriv('aes-256-gcm', fileKey, nonce(index, isLast));
    decipher.setAAD(aad!);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    index += 1;
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new DamagedFileError('a chunk does not match its tag (wrong key, altered or cut short)');
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      try {
        if (!aad) {
          if (pending.length < HEADER_BYTES) return callback();
          if (!looksEncrypted(pending)) throw new DamagedFileError('it is not in the encrypted format');
          chunkBytes = pending.readUInt32BE(MAGIC.length);
          if (chunkBytes === 0 || chunkBytes > MAX_CHUNK_BYTES) throw new DamagedFileError('its header is damaged');
          aad = Buffer.from(pending.subarray(0, HEADER_BYTES));
          pending = pending.subarray(HEADER_BYTES);
        }
        // A full chunk followed by more bytes is not the last one.
        while (pending.length > chunkBytes + TAG_BYTES) {
          this.push(open(pending.subarray(0, chunkBytes + TAG_BYTES), false));
          pending = pending.subarray(chunkBytes + TAG_BYTES);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (!aad || pending.length < TAG_BYTES) return callback(new DamagedFileError('it is cut short'));
      try {
        callback(null, open(pending, true));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
