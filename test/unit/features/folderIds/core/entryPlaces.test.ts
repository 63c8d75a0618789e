import * as assert from 'node:assert/strict';
import { EntryPlaces, type PlaceLists } from '../../../../../src/features/folderIds/core/entryPlaces';
import { seededRandom } from '../../../../support/seededRandom';

const lists = (): PlaceLists => ({
  runsHead: -1,
  runsTail: -1,
  tailFile: -1,
  fileCount: 0,
  maxFile: -1,
  placesHead: -1,
  placesTail: -1,
  placesKept: 0,
});

describe('folderIds: every id’s files and places in one shared store', () => {
  // Files in order as ripgrep prints them, interleaved as a scan might, and revisited; past the store's first size.
  const orders: [string, (i: number, random: () => number) => number][] = [
    ['files in order', (i) => Math.floor(i / 50)],
    ['files interleaved', (_, random) => Math.floor(random() * 40)],
    ['back to earlier files', (i, random) => (random() < 0.3 ? Math.floor(random() * 5) : Math.floor(i / 30))],
  ];
  for (const [name, fileAt] of orders)
    it(`counts per file and keeps the first places as a Map and an array per id would: ${name}`, () => {
      const random = seededRandom(7);
      const maxKept = 10;
      const store = new EntryPlaces(maxKept);
      const ids = Array.from({ length: 300 }, () => ({
        lists: lists(),
        files: new Map<number, number>(),
        places: [] as number[][],
      }));
      for (let i = 0; i < 20_000; i++) {
        const id = ids[Math.floor(random() * ids.length)]!;
        const file = fileAt(i, random);
        // A line past 2^31 and a column past it: a 10 GB file's.
        const [line, column] = [i + 2 ** 32, i % 97];
        store.add(id.lists, file, line, column);
        id.files.set(file, (id.files.get(file) ?? 0) + 1);
        if (id.places.length < maxKept) id.places.push([file, line, column]);
      }
      for (const id of ids) {
        assert.deepEqual(store.files(id.lists), [...id.files]);
        assert.equal(id.lists.fileCount, id.files.size);
        assert.deepEqual(
          store.locations(id.lists).map((at) => [at.file, at.line, at.column]),
          id.places,
        );
      }
    });
});
