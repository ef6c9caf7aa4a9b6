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

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
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
