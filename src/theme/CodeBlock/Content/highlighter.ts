// The server bundle renders code blocks with the highlighter itself; in the browser bundle, src/plugins/code-blocks
// puts highlighter.browser.ts in this module's place, so Prism is loaded only when a code block is rendered there.
export { default } from './Highlighted';
