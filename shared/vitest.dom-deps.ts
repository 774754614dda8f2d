/**
 * The libraries every screen test loads, bundled once per run by Vite's dependency optimizer (into
 * node_modules/.vite) instead of read from their hundreds of files by each test file: every jsdom
 * file starts on a fresh module graph, so that loading is paid once per file. Only libraries that
 * nothing outside the bundles imports: React and ReactDOM stay external, one copy shared with
 * Testing Library (two ReactDOMs would not flush each other's updates), and so do zod and
 * react-hook-form, which @hookform/resolvers imports on its own.
 */
export const DOM_TEST_DEPS = {
  optimizer: {
    client: {
      enabled: true,
      include: ['@chakra-ui/react', '@emotion/react', '@tanstack/react-query', 'i18next', 'react-i18next'],
      exclude: ['react', 'react-dom'],
    },
  },
};
