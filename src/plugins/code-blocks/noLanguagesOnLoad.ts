// Stands in, in the browser bundle, for the classic theme's client module that registers Prism languages on load
// (see index.ts): src/theme/CodeBlock/Content/Highlighted.tsx registers them when code is first highlighted.
export {};
