// The scan where no ripgrep is found (a web host's file system, an unusual install): an in-process walk of the
// folder and a streaming read of each file, in bounded chunks, never a whole file in memory. It reports what ripgrep
// would: the lines that hold a digit run, and each file skipped with why. A line longer than `maxLineBytes` is read in
// pieces, each carrying the end of the one before as context, so an id cut by a piece's end is found once, whole.
// It honours the ignore files inside the folder as ripgrep does (ignoreFiles.ts), not those above it.
import { createReadStream, type Stats } from 'node:fs';
import { lstat, opendir, readFile, realpath, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { DETECTION_WINDOW } from '../../../ids/findId';
import { globMatcher, type PathMatcher } from './glob';
import { IGNORE_FILES, ignoreRules, isIgnored, MAX_IGNORE_FILE_BYTES, type IgnoreRule } from './ignoreFiles';
import type { FolderScanOptions } from './ripgrep';
import type { FolderScanEvents, ScanEnd } from './scanEvents';

/** Bytes read at a time. */
export const STREAM_CHUNK_BYTES = 64 * 1024;
/** A line holds an id candidate when it has this: cheaper than the id finder on the many lines that have none. */
const DIGIT_RUN = /[0-9]{17}/;

interface Walk {
  root: string;
  options: FolderScanOptions;
  events: FolderScanEvents;
  signal: AbortSignal | undefined;
  include: PathMatcher | undefined;
  exclude: PathMatcher;
}

export async function streamScan(
  root: string,
  options: FolderScanOptions,
  events: FolderScanEvents,
  signal?: AbortSignal,
): Promise<ScanEnd> {
  const walk: Walk = {
    root,
    options,
    events,
    signal,
    include: options.includes.length > 0 ? globMatcher(options.includes) : undefined,
    exclude: globMatcher(options.excludes),
  };
  try {
    const real = await realpath(root);
    await walkFolder(walk, '', new Set([real]), []);
  } catch (err) {
    return { end: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
  return { end: signal?.aborted ? 'cancelled' : 'done' };
}

async function walkFolder(
  walk: Walk,
  relative: string,
  ancestors: Set<string>,
  ignoredAbove: readonly IgnoreRule[],
): Promise<void> {
  const absolute = path.join(walk.root, relative);
  let rules = ignoredAbove;
  if (walk.options.useIgnoreFiles)
    for (const name of IGNORE_FILES)
      try {
        const text = await readFile(path.join(absolute, name), 'utf8');
        rules = [...rules, ...ignoreRules(text.slice(0, MAX_IGNORE_FILE_BYTES), relative)];
      } catch {
        // No such file here.
      }
  let dir;
  try {
    dir = await opendir(absolute);
  } catch (err) {
    walk.events.skipped(relative, 'unreadable', errorCode(err));
    return;
  }
  const names: string[] = [];
  for await (const entry of dir) names.push(entry.name);
  names.sort();
  for (const name of names) {
    if (walk.signal?.aborted) return;
    const child = relative === '' ? name : `${relative}/${name}`;
    if (name === '.git' || walk.exclude(child)) continue;
    const childPath = path.join(absolute, name);
    let info: Stats;
    try {
      info = await lstat(childPath);
      if (info.isSymbolicLink()) {
        if (!walk.options.followSymlinks) continue;
        info = await stat(childPath);
      }
    } catch (err) {
      walk.events.skipped(child, 'unreadable', errorCode(err));
      continue;
    }
    if (isIgnored(rules, child, info.isDirectory())) continue;
    if (info.isDirectory()) {
      let real: string;
      try {
        real = await realpath(childPath);
      } catch (err) {
        walk.events.skipped(child, 'unreadable', errorCode(err));
        continue;
      }
      if (ancestors.has(real)) {
        walk.events.skipped(child, 'loop');
        continue;
      }
      await walkFolder(walk, child, new Set([...ancestors, real]), rules);
    } else if (info.isFile()) {
      if (walk.include !== undefined && !walk.include(child)) continue;
      if (info.size > walk.options.maxFileSizeBytes) {
        walk.events.skipped(child, 'tooLarge', String(info.size));
        continue;
      }
      await scanFile(walk, child, childPath, info);
    }
  }
}

function errorCode(err: unknown): string {
  return (err as { code?: unknown } | undefined)?.code?.toString() ?? 'error';
}

/** Reads one file as a stream of lines; a NUL makes it binary: read no further, as ripgrep reads it. */
async function scanFile(walk: Walk, relative: string, absolute: string, before: Stats): Promise<void> {
  const { events, options, signal } = walk;
  const decoder = new StringDecoder('utf8');
  const maxLine = Math.max(2 * DETECTION_WINDOW + 16, options.maxLineBytes);
  let lineNumber = 1;
  /** The current line's text not handed on yet, from `column` of the line; its first `carry` chars are context only. */
  let partial = '';
  let column = 0;
  let carry = 0;
  let longLine = false;
  let bytes = 0;
  const lineEvent = (text: string, ownTo: number | undefined): void => {
    if (DIGIT_RUN.test(text))
      events.line({
        file: relative,
        line: lineNumber,
        byteOffset: -1,
        text,
        cut: false,
        column,
        ownFrom: carry,
        ownTo,
      });
  };
  /** Hands on a piece of a long line: ids that start past `boundary` may run past its end and are the next piece's. */
  const piece = (): void => {
    const text = partial.slice(0, maxLine);
    const boundary = maxLine - DETECTION_WINDOW;
    lineEvent(text, boundary);
    const advance = boundary - DETECTION_WINDOW;
    partial = partial.slice(advance);
    column += advance;
    carry = DETECTION_WINDOW;
    if (!longLine) events.skipped(relative, 'longLine', String(lineNumber));
    longLine = true;
  };
  const endOfLine = (text: string): void => {
    lineEvent(text, undefined);
    lineNumber++;
    column = 0;
    carry = 0;
    longLine = false;
  };
  /** Hands on every whole line of `partial`, and pieces of a line that outgrew maxLine. */
  const takeLines = (): void => {
    for (let lf = partial.indexOf('\n'); lf >= 0 || partial.length > maxLine; lf = partial.indexOf('\n')) {
      if (lf < 0 || lf > maxLine) {
        piece();
        continue;
      }
      endOfLine(partial.slice(0, lf > 0 && partial.charCodeAt(lf - 1) === 13 ? lf - 1 : lf));
      partial = partial.slice(lf + 1);
    }
  };
  const stream = createReadStream(absolute, { highWaterMark: STREAM_CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (signal?.aborted) return;
      // A NUL anywhere makes the file binary, read no further, as ripgrep does: the lines before it stay found.
      if (chunk.includes(0)) {
        events.skipped(relative, 'binary');
        return;
      }
      bytes += chunk.length;
      partial += decoder.write(chunk);
      takeLines();
    }
    partial += decoder.end();
    takeLines();
    if (partial.length > carry) endOfLine(partial);
  } catch (err) {
    events.skipped(relative, 'unreadable', errorCode(err));
    return;
  } finally {
    stream.destroy();
  }
  try {
    const after = await stat(absolute);
    if (after.size !== before.size || after.mtimeMs !== before.mtimeMs || bytes !== before.size)
      events.skipped(relative, 'changed');
  } catch (err) {
    events.skipped(relative, 'changed', errorCode(err));
  }
  events.fileDone?.(relative, bytes);
}
