import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // The contracts package ships TypeScript sources, so the server build must bundle it.
    noExternal: ['@recipes/contracts'],
  },
});
