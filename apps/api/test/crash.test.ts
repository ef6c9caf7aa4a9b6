import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseDriver } from '../src/db/client';
import { intakeApplicationDocuments } from '../src/db/schema/index';
import { demoPdf } from '../src/seed/demo-documents';
import { uploadsDir } from '../src/lib/storage/configured-storage';
import { encryptedSize } from '../src/lib/storage/file-encryption';
import { INTAKE_UPLOADS } from '../src/modules/intake/documents';
import { TEST_DATABASES } from './helpers/app';
import { createValues, documentUrl, FilePart, freshApplicant, INTAKE, toFormData, updateUrl, type FormValues } from './helpers/intake';
import { scratchDatabaseUrl } from './helpers/scratch-database';
import { killServerProcess, startServerProcess, temporaryDataDir, type ServerProcess } from './helpers/server-process';

/** Applicants saving side by side, and the acknowledged saves after which the server is killed. */
const APPLICANTS = 4;
const KILL_AFTER_ACKNOWLEDGED = 16;
const SLUGS = { ssa_6233: 'ssa-623', ssa_11_bk: 'ssa-11-bk', ssa_1696: 'ssa-1696' } as const;

interface Applicant {
  id: number;
  code: string;
  token: string;
}

/** One save sent: what it carried, and what became of it. */
interface Save {
  n: number;
  kind: 'emergency-contact' | 'ssa-documents';
  /** SHA-256 of each document sent, by slug (documents only). */
  hashes?: Record<string, string>;
  outcome: 'acknowledged' | 'in flight' | 'refused';
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function post(url: string, form: FormData, token?: string) {
  return fetch(url, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function createApplicant(server: ServerProcess): Promise<Applicant> {
  const response = await post(`${server.url}${INTAKE}`, toFormData(createValues(freshApplicant())));
  const body = (await response.json()) as { token: string; data: { id: number; application_id: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { id: body.data.id, code: body.data.application_id, token: body.token };
}

/** Save `n` of an applicant: an emergency contact whose two fields both carry `n`, or the three documents of save `n`. */
async function saveValues(
  applicant: Applicant,
  n: number,
): Promise<{ kind: Save['kind']; values: FormValues; hashes?: Record<string, string> }> {
  if (n % 2 === 0) {
    return {
      kind: 'emergency-contact',
      values: {
        emergency_contact: {
          name: `Tom Save ${n}`,
          contact_category_id: 8,
          primary_phone: '5175550150',
          primary_email: `tom.${n}@example.org`,
        },
      },
    };
  }
  const values: FormValues = {};
  const hashes: Record<string, string> = {};
  for (const [field, slug] of Object.entries(SLUGS)) {
    const bytes = await demoPdf(`${applicant.code} save ${n} ${slug}`);
    hashes[slug] = sha256(bytes);
    values[field] = new FilePart(bytes, `${slug}-${n}.pdf`, 'application/pdf');
  }
  return { kind: 'ssa-documents', values, hashes };
}

/**
 * Issue 13, "the crash test": a real server process killed with SIGKILL during a burst of intake saves
 * (answers and uploaded documents), restarted on the same data. Every save it acknowledged is there, as sent;
 * each step and each set of documents is one save's whole (never half of one, never a mix of two); files and
 * rows agree. On PGlite (DATA_DIR) and on PostgreSQL (a database of its own on TEST_DATABASE_URL's server).
 */
describe.each(TEST_DATABASES)('killed during a burst of saves (%s)', (driver: DatabaseDriver) => {
  const dataDir = temporaryDataDir();
  let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killServerProcess(server);
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    server = await startServerProcess({ dataDir, env: scratch ? { DATABASE_URL: scratch.url } : {} });
    return server;
  };

  it('keeps every acknowledged save whole, and nothing half-written, after a restart on the same data', async () => {
    scratch = await scratchDatabaseUrl(driver);
    const first = await start();
    const applicants: Applicant[] = [];
    for (let index = 0; index < APPLICANTS; index++) applicants.push(await createApplicant(first));

    const saves = new Map<number, Save[]>(applicants.map((applicant) => [applicant.id, []]));
    let acknowledged = 0;
    let killed = false;
    const burst = applicants.map(async (applicant) => {
      for (let n = 1; !killed; n++) {
        const { kind, values, hashes } = await saveValues(applicant, n);
        const save: Save = { n, kind, hashes, outcome: 'in flight' };
        saves.get(applicant.id)!.push(save);
        const form = toFormData({ id: applicant.id, application_code: applicant.code, ...values, step: kind });
        const response = await post(`${first.url}${updateUrl(applicant.id)}`, form, applicant.token).catch(() => undefined);
        if (!response) return; // The server died with the request: never acknowledged.
        const body = await response.text().catch(() => undefined);
        if (body === undefined) return;
        expect(response.status, body).toBe(200);
        save.outcome = 'acknowledged';
        acknowledged++;
        if (acknowledged >= KILL_AFTER_ACKNOWLEDGED && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(burst);
    await first.exited;

    const second = await start();
    let checkedSaves = 0;
    for (const applicant of applicants) {
      const sent = saves.get(applicant.id)!;
      /** Which save may be there: the last acknowledged one of its kind, or one sent after it that was still in flight. */
      const possible = (kind: Save['kind']) => {
        const ofKind = sent.filter((save) => save.kind === kind);
        const lastAcknowledged = ofKind.filter((save) => save.outcome === 'acknowledged').at(-1);
        return ofKind.filter((save) => save === lastAcknowledged || (save.outcome === 'in flight' && save.n > (lastAcknowledged?.n ?? 0)));
      };
      checkedSaves += sent.filter((save) => save.outcome === 'acknowledged').length;

      const read = await fetch(`${second.url}${INTAKE}`, { headers: { authorization: `Bearer ${applicant.token}` } });
      expect(read.status).toBe(200);
      const contact = ((await read.json()) as { data: { emergency_contact: { name: string | null; primary_email: string | null } | null } })
        .data.emergency_contact;
      const contactSaves = possible('emergency-contact');
      if (contactSaves.length === 0) {
        expect(contact?.name ?? null).toBeNull();
      } else {
        const fromName = Number(/^Tom Save (\d+)$/.exec(contact?.name ?? '')?.[1]);
        const fromEmail = Number(/^tom\.(\d+)@example\.org$/.exec(contact?.primary_email ?? '')?.[1]);
        expect(fromEmail, 'both fields of the step come from one save').toBe(fromName);
        expect(contactSaves.map((save) => save.n)).toContain(fromName);
      }

      const documentSaves = possible('ssa-documents');
      const found: Record<string, string | null> = {};
      for (const slug of Object.values(SLUGS)) {
        const response = await fetch(`${second.url}${documentUrl(slug)}`, { headers: { authorization: `Bearer ${applicant.token}` } });
        found[slug] = response.status === 200 ? sha256(new Uint8Array(await response.arrayBuffer())) : null;
        if (response.status !== 200) expect(response.status).toBe(404);
      }
      if (documentSaves.length === 0) {
        expect(Object.values(found)).toEqual([null, null, null]);
      } else {
        // The three documents are one save's three: never a mix of two saves, never a missing file.
        expect(documentSaves.some((save) => Object.entries(save.hashes!).every(([slug, hash]) => found[slug] === hash))).toBe(true);
      }
    }
    expect(checkedSaves).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

    // Files and rows: every row's file is on disk, encrypted, as long as the bytes the row describes make.
    second.child.kill('SIGTERM');
    await second.exited;
    const database = scratch
      ? await openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 1 })
      : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(intakeApplicationDocuments);
      const uploads = path.join(uploadsDir(dataDir), INTAKE_UPLOADS);
      for (const row of rows) {
        const file = path.join(uploads, row.storageName);
        expect(fs.existsSync(file), `the file of ${row.slug} of application ${row.applicationId}`).toBe(true);
        expect(fs.statSync(file).size).toBe(encryptedSize(row.sizeBytes));
      }
      const referenced = new Set(rows.map((row) => row.storageName));
      const orphans = fs.readdirSync(uploads).filter((name) => !referenced.has(name));
      const inFlightDocumentSaves = [...saves.values()]
        .flat()
        .filter((save) => save.kind === 'ssa-documents' && save.outcome === 'in flight');
      // Files written for a save that never committed, or replaced ones not yet removed when the server died.
      expect(orphans.length).toBeLessThanOrEqual(3 * (inFlightDocumentSaves.length + APPLICANTS));
      const figures = {
        driver,
        sent: [...saves.values()].flat().length,
        acknowledged: checkedSaves,
        inFlight: [...saves.values()].flat().filter((save) => save.outcome === 'in flight').length,
        rows: rows.length,
        orphanFiles: orphans.length,
      };
      process.stdout.write(`crash test figures: ${JSON.stringify(figures)}\n`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
