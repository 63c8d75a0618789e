// What activation loads of a build: dist/extension.js and the shared files it requires (esbuild.mjs splits the code the
// bundles share into dist/shared-<hash>.js), read from the built files. Shared by the activation test and the bench.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `file` and the files it requires by a relative path, transitively, as built. */
export function filesLoadedBy(file: string): string[] {
  const found = new Set<string>();
  const visit = (current: string) => {
    if (found.has(current)) return;
    found.add(current);
    for (const [, relative] of readFileSync(current, 'utf8').matchAll(/require\("(\.\.?\/[^"]+)"\)/g))
      visit(join(dirname(current), relative!));
  };
  visit(file);
  return [...found];
}

/**
 * The most activation may load, in bytes: 41 KB as one bundle; 50.5 KB since the bundles share code (esbuild's
 * splitting keeps beside activation's code some parts the chunks import, such as the profile view's making), for a
 * .vsix 119 KB lighter and each module shipped once; 59 KB with the why of a kind and its corrections (the hover's
 * commands), the store's final bounds and the folder view's eager part; 54.5 KB once the profile panels moved into
 * their chunk (only a stand-in and the serializer stay eager). The hover's Markdown is the largest eager part left.
 */
export const ACTIVATION_BYTES_LIMIT = 64 * 1024;
