import { reactRouter } from '@react-router/dev/vite';
import { type Plugin, defineConfig } from 'vite';

/** Packages whose code runs, nearly all of it, while a page hydrates. */
const HYDRATION_CODE = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * Marks the browser chunks holding React and the router with V8's compile hint, so Chromium compiles
 * every function in them on a background thread while the file downloads. Without it, each function is
 * compiled on the main thread the first time hydration calls it (React's CommonJS bodies are wrapped
 * in functions that run only when first required), and on a slow phone that compiling is a large part
 * of the long tasks between the first paint and the page answering a tap. Other browsers read the
 * line as a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'gubbara:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After minifying, which would drop the comment, and before the file's name is hashed.
    outputOptions: (output) => ({
      ...output,
      postBanner: (chunk) => (chunk.moduleIds.some((id) => HYDRATION_CODE.test(id)) ? '//# allFunctionsCalledOnLoad' : ''),
    }),
  };
}

export default defineConfig({
  plugins: [reactRouter(), compileHints()],
  build: { target: 'es2022' },
  server: { port: 5173 },
});
