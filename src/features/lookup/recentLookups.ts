import type * as vscode from 'vscode';
import { isIdInRange } from '../../ids/snowflake';

const KEY = 'profileLookup.recentLookups';
const LIMIT = 12;

/** The ids looked up lately, newest first (ids only: nothing secret), kept across sessions. */
export class RecentLookups {
  constructor(private readonly memento: vscode.Memento) {}

  list(): string[] {
    const value = this.memento.get<unknown>(KEY);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && isIdInRange(v)) : [];
  }

  async add(id: string): Promise<void> {
    await this.memento.update(KEY, [id, ...this.list().filter((v) => v !== id)].slice(0, LIMIT));
  }
}
