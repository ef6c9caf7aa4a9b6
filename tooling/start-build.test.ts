import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWhenChanged, sourcesFingerprint } from '../apps/web/scripts/build-when-changed';

// `npm start` builds the web app only when what the build reads changed, and two starts take turns.
describe('the start-up build', () => {
  let root: string;
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  };
  const quiet = () => undefined;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'start-build-'));
    await write('apps/web/src/page.tsx', 'export const page = 1;');
    await write('apps/web/src/page.test.tsx', 'test');
    await write('packages/contract/src/schema.ts', 'export const schema = 1;');
    await write('packages/content/src/site.ts', 'export const words = "Hello";');
    await write('package-lock.json', '{}');
    await write('apps/api/src/server.ts', 'api');
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('changes with a web source, a shared package, the lock file or a VITE_ setting, and not with a test or the API', async () => {
    const first = await sourcesFingerprint(root);
    expect(await sourcesFingerprint(root)).toBe(first);

    await write('apps/web/src/page.test.tsx', 'another test');
    await write('apps/api/src/server.ts', 'another api');
    await write('apps/web/dist/index.html', 'built');
    expect(await sourcesFingerprint(root)).toBe(first);

    for (const [file, text] of [
      ['apps/web/src/page.tsx', 'export const page = 2;'],
      ['packages/content/src/site.ts', 'export const words = "Hi";'],
      ['packages/contract/src/schema.ts', 'export const schema = 2;'],
      ['package-lock.json', '{"v":2}'],
    ]) {
      const before = await sourcesFingerprint(root);
      await write(file!, text!);
      expect(await sourcesFingerprint(root), file).not.toBe(before);
    }

    const before = await sourcesFingerprint(root);
    process.env.VITE_API_HOST = 'https://api.example.org';
    try {
      expect(await sourcesFingerprint(root)).not.toBe(before);
    } finally {
      delete process.env.VITE_API_HOST;
    }
  });

  it('builds when there is no build or a source changed, and not otherwise', async () => {
    let builds = 0;
    const build = async () => {
      builds += 1;
    };
    expect(await buildWhenChanged({ root, build, log: quiet })).toBe(true);
    expect(await buildWhenChanged({ root, build, log: quiet })).toBe(false);
    await write('apps/web/src/page.tsx', 'export const page = 3;');
    expect(await buildWhenChanged({ root, build, log: quiet })).toBe(true);
    await fs.rm(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(await buildWhenChanged({ root, build, log: quiet })).toBe(true);
    expect(builds).toBe(3);
  });

  it('takes a failed build as no build', async () => {
    await buildWhenChanged({ root, build: async () => undefined, log: quiet });
    await write('apps/web/src/page.tsx', 'export const page = 4;');
    const failing = () => Promise.reject(new Error('The web build failed (exit 1).'));
    await expect(buildWhenChanged({ root, build: failing, log: quiet })).rejects.toThrow('failed');
    let built = false;
    await buildWhenChanged({ root, build: async () => void (built = true), log: quiet });
    expect(built).toBe(true);
  });

  it('lets two starts at once build once: the second waits for the first, then finds the build current', async () => {
    let builds = 0;
    let running = 0;
    let overlapped = false;
    const build = async () => {
      builds += 1;
      running += 1;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      running -= 1;
    };
    const results = await Promise.all([buildWhenChanged({ root, build, log: quiet }), buildWhenChanged({ root, build, log: quiet })]);
    expect(results.sort()).toEqual([false, true]);
    expect(builds).toBe(1);
    expect(overlapped).toBe(false);
  });
});
