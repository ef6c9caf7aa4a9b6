import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const SRC_DIR = path.join(WEB_ROOT, 'src');

/** Name of the Set the server build adds every lazily imported module to (see entry-server.tsx). */
const PRERENDER_IMPORTS_GLOBAL = '__PAYEE_PRERENDER_IMPORTS__';

/**
 * Server build only: every `import('…')` in the app's own code also records the imported module, as the
 * key the client build's manifest uses (its path from apps/web). The prerender script then knows which
 * lazy routes a page loaded, and links their chunks and CSS in the page's HTML.
 */
function recordLazyImports(): Plugin {
  return {
    name: 'payee:record-lazy-imports',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    async transform(code, id) {
      if (!id.startsWith(SRC_DIR) || !code.includes('import(')) return null;
      const pattern = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
      let result = '';
      let last = 0;
      for (const match of code.matchAll(pattern)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) continue;
        const key = path.relative(WEB_ROOT, resolved.id.split('?')[0]!).split(path.sep).join('/');
        result += code.slice(last, match.index);
        result += `(globalThis.${PRERENDER_IMPORTS_GLOBAL}?.add(${JSON.stringify(key)}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: result + code.slice(last), map: null };
    },
  };
}

/**
 * The light fields of the form kit (no react-hook-form, select or date picker) and the small contract
 * modules they use, as one chunk. Left to the automatic splitting, each is a chunk of its own (they are
 * shared by every area in different combinations), so the prerendered Contact Us page, whose form
 * placeholder uses them, would wait on eight more requests over a slow connection.
 */
const FORM_KIT_GROUP = {
  name: 'form-kit',
  test: /([\\/]apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](field|field-types|checkbox|text-field|textarea-field|phone-field|spinner-button|select-constants|digit-editing)\.tsx?$)|([\\/]packages[\\/]contract[\\/]src[\\/](api-paths|enums|formatters)\.ts$)/,
};

/**
 * The few small modules the public pages share with the client area (page title, skip link, tel: links), as
 * one chunk: left to the automatic splitting each is a chunk of its own, three requests on every public page.
 */
const SHARED_SMALL_GROUP = {
  name: 'shared-small',
  test: /[\\/]apps[\\/]web[\\/]src[\\/](lib[\\/](page-title|tel-href)\.ts|components[\\/]skip-link\.tsx)$/,
};

/**
 * The site's words and the SSN field's words they use, as one chunk: the public pages load it first, and the
 * forms' shared field words (content/fields.ts) take the SSN's from it, so the public pages do not load those.
 * The site's words import nothing else, so this chunk imports no other and no cycle of chunks can form.
 */
const SITE_CONTENT_GROUP = {
  name: 'site',
  test: /[\\/]packages[\\/]content[\\/]src[\\/](site|ssn-words)\.ts$/,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), recordLazyImports()],
  // The API server swaps the placeholder for a fresh nonce per request and sends a CSP naming it.
  // Vite puts it on every script, style and preload tag, and in <meta property="csp-nonce">
  // for code that injects tags at run time (emotion, reCAPTCHA loader, Vite's own preloads).
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/entry-server.tsx`: the prerenderer's own code, never served.
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // Read by scripts/prerender.ts (chunks and CSS of each page's lazy routes) and report-bundle.ts.
        manifest: true,
        // Every browser we support has <link rel="modulepreload">; the polyfill would only add bytes to
        // the first chunk.
        modulePreload: { polyfill: false },
        // Only the modules named, not what they import (React would be drawn in with them).
        rolldownOptions: {
          output: {
            codeSplitting: { includeDependenciesRecursively: false, groups: [FORM_KIT_GROUP, SHARED_SMALL_GROUP, SITE_CONTENT_GROUP] },
          },
        },
      },
}));
