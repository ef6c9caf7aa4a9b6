import { existsSync } from 'node:fs';

/** Flags without which Chromium keeps calling hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** The system Chromium: CHROME_PATH, else /usr/bin/chromium, else one line saying how to install it. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found: install it (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}
