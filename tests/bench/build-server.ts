import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';

const siteDir = path.resolve(__dirname, '../..');

async function waitForServer(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the build server did not start');
}

/** Serves build/ with tests/scripts/serve-build.ts (gzip, as GitHub Pages) while `run` uses it. */
export async function withBuildServer<T>(port: number, run: (origin: string) => Promise<T>): Promise<T> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'tests/scripts/serve-build.ts', '--port', String(port)], { cwd: siteDir, stdio: 'ignore' });
  try {
    await waitForServer(origin);
    return await run(origin);
  } finally {
    server.kill();
  }
}

/** The pages the benchmarks measure unless others are given on the command line. */
export const benchmarkPages = ['/', '/extensions/next/home', '/extensions/next/api/actions', '/blog', '/internal/docs'];

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Size after gzip; level 9 unless given (static hosts such as GitHub Pages compress at about 6). */
export function gzipSize(content: string | Buffer, level = 9): number {
  return zlib.gzipSync(content, { level }).length;
}
