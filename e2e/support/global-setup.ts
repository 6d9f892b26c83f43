import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertChromium } from './chromium';

/** Fails the whole browser suite up front, with the install command, when Chromium or the web build is missing. */
export default function setup(): void {
  assertChromium();
  const index = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
  if (!existsSync(index)) throw new Error('apps/web is not built: run `npm run build` first (npm run test:e2e does).');
}
