import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import FEATURE_DOORS from './feature-doors.json';

/**
 * Proof that the import boundaries of eslint.config.js hold: small snippets linted as if they were files
 * in each zone, through ESLint's own API and the repository's real configuration. Each forbidden import
 * must be reported by the path-zone rule, and each allowed one must not.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_SRC = 'apps/web/src';
const FEATURES_DIR = path.join(ROOT, WEB_SRC, 'features');
const BOUNDARY_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary errors ESLint reports for `code` saved as `file` (a path from the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === BOUNDARY_RULE).map((message) => message.message);
}

const importOf = (specifier: string) => `import { probe } from '${specifier}';\nexport const used = probe;\n`;

/** The modules another feature may import (eslint.config.js), as paths from features/. */
const DOORS = Object.values(FEATURE_DOORS as Record<string, string[]>)
  .flat()
  .map((door) => door.replace(/^\.\//, ''));
const isDoor = (module: string) => DOORS.some((door) => module === door || module.startsWith(`${door.replace(/\.tsx?$/, '')}`));

/**
 * Every folder under features/ is a feature; one real module of it, without extension, from src/, that is not
 * a door (those are proved below).
 */
const FEATURES = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const files = fs.readdirSync(path.join(FEATURES_DIR, entry.name), { recursive: true, encoding: 'utf8' });
    const module = files.find((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !isDoor(`${entry.name}/${file}`));
    if (!module) throw new Error(`features/${entry.name} has no module to import`);
    return { name: entry.name, module: `features/${entry.name}/${module.replace(/\.tsx?$/, '')}` };
  });

describe('import boundaries of the web app (eslint.config.js)', () => {
  it('knows the features of the web app', () => {
    expect(FEATURES.map((feature) => feature.name)).toEqual(
      expect.arrayContaining(['account', 'admin', 'auth', 'finance', 'intake', 'public']),
    );
  });

  describe.each(FEATURES)('the $name feature', (feature) => {
    const file = `${WEB_SRC}/features/${feature.name}/boundary-probe.ts`;
    const others = FEATURES.filter((other) => other.name !== feature.name);

    it.each(others)('may not import the $name feature by a relative path', async (other) => {
      expect(await boundaryErrors(file, importOf(`../${other.module.replace(/^features\//, '')}`))).toHaveLength(1);
    });

    it.each(others)('may not import the $name feature through the @/ alias', async (other) => {
      expect(await boundaryErrors(file, importOf(`@/${other.module}`))).toHaveLength(1);
    });

    it('may import its own modules, components/, lib/ and app/', async () => {
      const own = `./${feature.module.replace(`features/${feature.name}/`, '')}`;
      for (const specifier of [own, `@/${feature.module}`, '@/components/ui/field', '@/lib/http', '@/app/providers']) {
        expect(await boundaryErrors(file, importOf(specifier)), specifier).toEqual([]);
      }
    });
  });

  it("lets the back office read the intake form's answers through its one door, and nothing else of the intake", async () => {
    const file = `${WEB_SRC}/features/admin/pages/boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf('@/features/intake/form/staff-answers'))).toEqual([]);
    expect(await boundaryErrors(file, importOf('@/features/intake/form/check-answers'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('@/features/intake/form/intake-form'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('@/features/intake/intake-landing-page'))).toHaveLength(1);
  });

  it("lets the back office show the clients' onboarding wizard through its one door, and nothing else of it", async () => {
    const file = `${WEB_SRC}/features/admin/pages/boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf('@/features/onboarding/assisted-onboarding'))).toEqual([]);
    expect(await boundaryErrors(file, importOf('@/features/onboarding/onboarding-wizard'))).toHaveLength(1);
  });

  it("lets the back office mount finance's routes and show its counts, and nothing else of finance", async () => {
    const file = `${WEB_SRC}/features/admin/pages/boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf('@/features/finance/finance-routes'))).toEqual([]);
    expect(await boundaryErrors(file, importOf('../../finance/components/finance-counts'))).toEqual([]);
    expect(await boundaryErrors(file, importOf('@/features/finance/pages/settings-page'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('@/features/finance/api/get-overview'))).toHaveLength(1);
  });

  it('lets finance import nothing of the back office: what both use is in components/back-office and lib/back-office', async () => {
    const file = `${WEB_SRC}/features/finance/pages/boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf('@/features/admin/admin-routes'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('../../admin/pages/home-page'))).toHaveLength(1);
    for (const specifier of ['@/components/back-office/data-table', '@/lib/back-office/staff-session-store']) {
      expect(await boundaryErrors(file, importOf(specifier)), specifier).toEqual([]);
    }
  });

  it('treats public/site and public/contact as one feature, the public website', async () => {
    const file = `${WEB_SRC}/features/public/contact/components/boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf('../../site/office-details'))).toEqual([]);
  });

  describe.each(['components/ui', 'components/client-access', 'components/back-office', 'lib', 'lib/api', 'lib/back-office'])(
    '%s',
    (folder) => {
      const file = `${WEB_SRC}/${folder}/boundary-probe.ts`;
      const up = '../'.repeat(folder.split('/').length);

      it.each(FEATURES)('may not import the $name feature', async (feature) => {
        expect(await boundaryErrors(file, importOf(`@/${feature.module}`))).toHaveLength(1);
        expect(await boundaryErrors(file, importOf(`${up}${feature.module}`))).toHaveLength(1);
      });

      it('may not import app/', async () => {
        expect(await boundaryErrors(file, importOf('@/app/providers'))).toHaveLength(1);
        expect(await boundaryErrors(file, importOf(`${up}app/providers`))).toHaveLength(1);
      });

      it('may import components/ and lib/', async () => {
        expect(await boundaryErrors(file, importOf('@/components/ui/field'))).toEqual([]);
        expect(await boundaryErrors(file, importOf('@/lib/http'))).toEqual([]);
      });
    },
  );

  it('keeps the contract package free of the apps', async () => {
    const file = 'packages/contract/src/boundary-probe.ts';
    expect(await boundaryErrors(file, importOf('../../../apps/web/src/lib/http'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('../../../apps/api/src/config'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('./enums'))).toEqual([]);
  });

  it("keeps the browser journeys to what a user or the API sees: never the apps' code", async () => {
    const file = 'e2e/support/boundary-probe.ts';
    expect(await boundaryErrors(file, importOf('../../apps/web/src/lib/http'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('../../apps/api/test/helpers/pdf'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('../../apps/api/src/seed/demo-finance'))).toHaveLength(1);
    expect(await boundaryErrors(file, importOf('./fixtures'))).toEqual([]);
    expect(await boundaryErrors(file, importOf('@payee/contract'))).toEqual([]);
  });
});
