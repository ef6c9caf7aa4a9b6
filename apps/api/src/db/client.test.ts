import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database (PGlite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-client-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Its WebAssembly heap never shrinks: initdb's 128MB of shared buffers was a third of the server's idle memory.
  it('runs with 16MB of shared buffers, in a data directory as the server opens it', async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'pglite') });
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as { rows: unknown[] };
      expect(result.rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
