/**
 * The component catalogue of components/ui (Ladle): `npm run catalogue` to browse it, `npm run catalogue:build`
 * (run by `npm test`) to build it, so a story that no longer compiles fails the run.
 * @type {import('@ladle/react').UserConfig}
 */
export default {
  stories: 'src/components/ui/**/*.stories.tsx',
  // Ladle brings its own Vite; the app's vite.config.ts is for the app's Vite.
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'dist-catalogue',
  addons: {
    width: { enabled: true, options: { phone: 320, small: 640, medium: 768, large: 1024 }, defaultState: 0 },
    a11y: { enabled: true },
  },
};
