/**
 * The portal's chunks of third-party code that every page loads: the framework (React, the
 * router, emotion, TanStack Query) and the UI kit (Chakra and what it builds on). Loaded as
 * separate scripts, the browser downloads and compiles them side by side. The portal's build
 * (vite.config.ts) and the pages of bench/keystroke share them, so the benchmark loads the
 * framework as the portal does.
 */
export const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|@tanstack|hoist-non-react-statics|@pandacss)[\\/]/,
  priority: 20,
};

export const UI_CHUNK = {
  name: 'ui',
  test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized)[\\/]/,
  priority: 15,
};
