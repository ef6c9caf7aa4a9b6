import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** One message the app wrote to DATA_DIR/outbox (tests run without SMTP_URL). */
export interface OutboxMail {
  file: string;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** The whole file, headers and both parts, for "never contains" checks. */
  raw: string;
}

/** The test apps by DATA_DIR (helpers/app.ts registers each), so reading a folder first sends what is due. */
export const OUTBOX_WORKERS = new Map<string, { deliverDue(): Promise<number> }>();

/**
 * The messages of DATA_DIR/outbox, once the app of that folder has sent every e-mail due: e-mail goes through
 * the durable outbox (modules/outbox), whose worker sends after the request. So "nothing was sent" is read
 * after sending, never before it.
 */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  await OUTBOX_WORKERS.get(dataDir)?.deliverDue();
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const files = fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      const email = await PostalMime.parse(raw);
      return {
        file,
        from: email.from?.address ?? '',
        to: (email.to ?? []).map((address) => address.address ?? ''),
        replyTo: (email.replyTo ?? []).map((address) => address.address ?? ''),
        subject: email.subject ?? '',
        text: email.text ?? '',
        html: email.html ?? '',
        raw,
      };
    }),
  );
}
