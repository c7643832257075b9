/** Import direction of DESIGN.md section 2: schemas <- engine/core <- engine/react <- src; server uses core only. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-headless',
      comment: 'engine/core runs in browser, server and CLI: no React, no renderer, no portal, no server.',
      severity: 'error',
      from: { path: '^engine/core' },
      to: { path: '^(engine/react|src|server|generated|scripts)/|node_modules/(react|react-dom|@rjsf/core|@chakra-ui)/' },
    },
    {
      name: 'renderer-is-generic',
      comment: 'engine/react renders any form: it may not know the portal, the server or a generated form.',
      severity: 'error',
      from: { path: '^engine/react' },
      to: { path: '^(src|server|generated|scripts)/' },
    },
    {
      name: 'portal-not-server',
      comment: 'The portal talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src' },
      to: { path: '^(server|scripts)/' },
    },
    {
      name: 'server-no-react',
      comment: 'The server never imports React, the renderer or the portal.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^(engine/react|src)/|node_modules/(react|react-dom|@rjsf/core|@chakra-ui|@emotion)/' },
    },
    {
      name: 'scripts-not-portal',
      comment: 'Build and catalog tools run in Node: never React, the renderer or the portal (the Vite config hands them what they need).',
      severity: 'error',
      from: { path: '^scripts' },
      to: { path: '^(engine/react|src)/|node_modules/(react|react-dom|@rjsf/core|@chakra-ui|@emotion)/' },
    },
    {
      name: 'built-tokens-source-in-node-only',
      comment: "The built tokens' source runs Chakra's one-call createSystem in Node, for the build: pages register what it wrote (engine/react/theme/built-tokens.ts).",
      severity: 'error',
      from: { path: '^(src|engine)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^engine/react/theme/built-tokens-source\\.ts$' },
    },
    {
      name: 'generated-uses-core-only',
      severity: 'error',
      from: { path: '^generated' },
      to: { path: '^(engine/react|src|server|scripts)/' },
    },
    {
      name: 'forms-are-data',
      comment: 'forms/ holds JSON only; nothing there imports code.',
      severity: 'error',
      from: { path: '^forms' },
      to: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
