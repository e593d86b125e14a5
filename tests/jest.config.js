/**
 * Unit tests (tests/unit: the code) and content checks (tests/content: the docs and data files, checked against the
 * published API and the repository) run in jsdom unless a file asks for node. Docusaurus's virtual modules
 * (`@docusaurus/*`, `@theme/*`, `@theme-original/*`, `@generated/*`) only exist inside a Docusaurus build, so they are
 * mapped to small fakes in tests/fakes. Helpers the tests share live in tests/support.
 */
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  rootDir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit', '<rootDir>/tests/content'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tests/fakes/empty.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/router$': '<rootDir>/tests/fakes/docusaurus/router.tsx',
    '^@docusaurus/Link$': '<rootDir>/tests/fakes/docusaurus/Link.tsx',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/fakes/docusaurus/useBaseUrl.ts',
    '^@docusaurus/useGlobalData$': '<rootDir>/tests/fakes/docusaurus/useGlobalData.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/fakes/docusaurus/useDocusaurusContext.ts',
    '^@docusaurus/plugin-content-docs/client$': '<rootDir>/tests/fakes/docusaurus/docs-client.ts',
    '^@theme/Heading$': '<rootDir>/tests/fakes/theme/Heading.tsx',
    '^@theme/Layout$': '<rootDir>/tests/fakes/theme/Layout.tsx',
    '^@theme-original/(.*)$': '<rootDir>/tests/fakes/theme-original.tsx',
    '^@generated/@easyops-cn/docusaurus-search-local/default/generated(-constants)?\\.js$':
      '<rootDir>/tests/fakes/search-local-generated.ts',
  },
  // The search plugin's browser code is published as ES modules; the index compaction test runs it.
  transformIgnorePatterns: ['/node_modules/(?!@easyops-cn/docusaurus-search-local/)'],
  testPathIgnorePatterns: ['/node_modules/', '/build/'],
};
