import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
