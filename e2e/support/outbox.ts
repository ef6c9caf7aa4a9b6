import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect } from '@playwright/test';
import { e2eDataDir } from './paths';

/** One e-mail the server wrote to its outbox (no SMTP_URL in the journeys' server). */
export interface SentMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function readOutbox(): Promise<SentMail[]> {
  const outbox = path.join(e2eDataDir(), 'outbox');
  let files: string[];
  try {
    files = (await readdir(outbox)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const email = await PostalMime.parse(await readFile(path.join(outbox, file)));
      return {
        file,
        to: (email.to ?? []).map((address) => address.address ?? '').filter(Boolean),
        subject: email.subject ?? '',
        text: email.text ?? '',
        html: email.html ?? '',
      };
    }),
  );
}

/** Waits until a message to `to` matching `predicate` is in the outbox, and returns it. */
export async function waitForMail(to: string, predicate: (mail: SentMail) => boolean = () => true): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).find((mail) => mail.to.includes(to) && predicate(mail));
        return Boolean(found);
      },
      { message: `an e-mail to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
