/**
 * Serves the production build in build/ the way GitHub Pages serves a site
 * without trailing slashes. `docusaurus serve` differs in two ways that
 * matter here:
 *
 * - `/x` must be answered with `x.html` even when a folder `x/` exists.
 *   The blog needs this: `/blog` is `blog.html`, while the post
 *   `/blog/index` is `blog/index.html`. `docusaurus serve` answers `/blog`
 *   with the post and redirects `/blog/index` away.
 * - `/x/` is answered with `x/index.html` or, when there is none, with the
 *   not-found page; nothing is redirected. The search box links to
 *   `/search/?q=…`, which works only because the build also writes the
 *   search page as `search/index.html` (src/plugins/search-page-paths).
 *
 * Usage: tsx tests/scripts/serve-build.ts [--port 3000] [--host 127.0.0.1]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const buildDir = path.resolve(__dirname, '../../build');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.zip': 'application/zip',
};

function optionValue(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The build file answering a URL path: for `/x/`, only `x/index.html`; for `/x`, the file itself, then `x.html`,
 * then `x/index.html`.
 */
export function fileForPath(root: string, pathname: string): string | undefined {
  const local = path.join(root, decodeURIComponent(pathname));
  if (!local.startsWith(root)) {
    return undefined;
  }
  const candidates = pathname.endsWith('/') ? [path.join(local, 'index.html')] : [local, `${local}.html`, path.join(local, 'index.html')];
  return candidates.find(isFile);
}

/** Text formats are sent gzip-compressed to clients that accept it, as GitHub Pages does. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.md', '.map']);

function send(request: http.IncomingMessage, response: http.ServerResponse, status: number, file: string): void {
  const extension = path.extname(file);
  const headers: http.OutgoingHttpHeaders = { 'Content-Type': contentTypes[extension] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
  const gzip = compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
  }
  response.writeHead(status, headers);
  const body = fs.createReadStream(file);
  (gzip ? body.pipe(zlib.createGzip()) : body).pipe(response);
}

function main(): void {
  if (!isFile(path.join(buildDir, 'index.html'))) {
    console.error('No production build in build/: run `npm run build` first.');
    process.exit(1);
  }
  const port = Number(optionValue('port', '3000'));
  const host = optionValue('host', '127.0.0.1');

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const file = fileForPath(buildDir, url.pathname);
    if (file) {
      send(request, response, 200, file);
    } else {
      send(request, response, 404, path.join(buildDir, '404.html'));
    }
  });
  server.listen(port, host, () => {
    console.log(`Serving build/ at http://${host}:${port}/`);
  });
}

if (require.main === module) {
  main();
}
