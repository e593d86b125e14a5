/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { notPackedMessage } from '@site/src/plugins/search/packed';
import { assertSearchWorkerUnpacks } from '@site/src/plugins/search/workerCheck';

describe('the build check that the search worker unpacks the index', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-worker-'));
    fs.mkdirSync(path.join(outDir, 'assets', 'js'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'assets', 'js', 'main.js'), 'console.log("entry")');
  });

  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('passes when a script of the build holds the unpacking code', async () => {
    fs.writeFileSync(path.join(outDir, 'assets', 'js', '1402.js'), `throw new Error(${JSON.stringify(notPackedMessage)})`);
    await expect(assertSearchWorkerUnpacks(outDir)).resolves.toBeUndefined();
  });

  it("fails the build when only the plugin's own worker was bundled", async () => {
    fs.writeFileSync(path.join(outDir, 'assets', 'js', '1402.js'), 'self.onmessage = () => json.map((x) => x)');
    await expect(assertSearchWorkerUnpacks(outDir)).rejects.toThrow(/search would fail in the browser/);
  });
});
