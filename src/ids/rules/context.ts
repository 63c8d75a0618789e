// What the rules read about one id, built once by the classifier (classifyId.ts) and shared by every rule it asks:
// the text and its window, the value holding the id, the name before it and what that name says, the bracket that
// opens around it. Each fact is read at most once, when a rule first asks for it.
import { containerVerdict, membersAround, type ContainerVerdict, type Scope } from '../readers/containers';
import type { Members } from '../readers/sharedWalks';
import { annotatedLabel } from '../readers/enclosingName';
import { isPersonCallee, nameVerdict, type NameVerdict } from '../idVocabulary';
import { readNameBefore, type NameBefore } from '../readers/nameBefore';
import { isIdWord, splitNameWords } from '../nameWords';
import { findOpener, type Label } from '../readers/structureScan';
import { opensBefore, throughIdWrapper, withoutDeclaredType } from '../readers/valueName';
import { valueAround, type ValueSpan } from '../readers/valueSpan';
import type { Finding } from './finding';

/**
 * Where the id stands, which decides the order the registry asks its rules in (registry.ts, PRECEDENCE):
 * - 'unnamed': a whole value with no name before it (an array's item, a call's argument, a map's key);
 * - 'named-kind': a name before it that names a kind (guild_id=, channel:);
 * - 'named-weak': a name that names one only as a word that as often names something else (ADMIN =, general:,
 *   CHANNEL_WELCOME): what surrounds it is asked first;
 * - 'member': an object's "id" (`"id": 1`, `id=1`), named by the object around it ('json-member' in JSON, where no
 *   block beyond the objects speaks);
 * - 'callee-item': a call's argument whose callee names nothing (`notify(1)`), or is named for a person and a kind;
 * - 'named-other': a whole value under a name that says nothing (`welcome: 1`);
 * - 'json-key': the same in JSON, where only the object around a quoted key may say more;
 * - 'none': part of a longer string, or an unquoted word in JSON: only the rules that read the id's own marks apply.
 */
export type Shape =
  | 'unnamed'
  | 'named-kind'
  | 'named-weak'
  | 'member'
  | 'json-member'
  | 'callee-item'
  | 'named-other'
  | 'json-key'
  | 'none';

export class IdContext {
  readonly text: string;
  readonly lo: number;
  readonly hi: number;
  readonly json: boolean;
  readonly value: ValueSpan;
  private nameRead = false;
  private nameValue: NameBefore | undefined;
  private annotatedRead = false;
  private annotatedValue: Label | undefined;
  private verdictValue: NameVerdict | undefined;
  private openerValue: number | undefined;
  private containerValue: ContainerVerdict | undefined;
  private membersValue: { open: number; members: Members } | undefined;
  private shapeValue: Shape | undefined;

  constructor(
    readonly scope: Scope,
    readonly start: number,
    readonly end: number,
    /** Classifies a copy of the id at [start, end) within `scope` (the same-id-elsewhere rule reads copies). */
    readonly decideCopy: (scope: Scope, start: number, end: number) => Finding | undefined,
  ) {
    this.text = scope.text;
    this.lo = scope.lo;
    this.hi = scope.hi;
    this.json = scope.json;
    this.value = valueAround(scope.text, start, end);
  }

  /** The name before the value, through a declared type (Go) and an id wrapper (`Snowflake(1)`). */
  get name(): NameBefore | undefined {
    if (!this.nameRead) {
      const { text, lo } = this;
      const read = withoutDeclaredType(readNameBefore(text, this.value.start, lo));
      this.nameValue = throughIdWrapper(text, read, this.value.start, lo);
      this.nameRead = true;
    }
    return this.nameValue;
  }

  /** `guilds: set[int] = 1`: the annotated name, whose type stands between it and the value. */
  get annotated(): Label | undefined {
    if (!this.annotatedRead) {
      const name = this.name;
      this.annotatedValue =
        name !== undefined && name.assigned && !this.json
          ? annotatedLabel(this.text, this.value.start, this.lo)
          : undefined;
      this.annotatedRead = true;
    }
    return this.annotatedValue;
  }

  /** The name is a call's, the value its first argument (`notify(<id>)`), not assigned to it. */
  get nameIsCallee(): boolean {
    const name = this.name;
    return name !== undefined && !name.assigned && opensBefore(this.text, this.value.start, name.start);
  }

  /**
   * What the name says. A call named for a person and a kind (`send_user_message(<id>)`) says nothing of its argument.
   */
  get verdict(): NameVerdict {
    if (this.verdictValue === undefined) {
      const name = this.name;
      if (name === undefined) this.verdictValue = { type: 'unrecognized' };
      else {
        const annotated = this.annotated;
        const named = nameVerdict(annotated === undefined ? name.tokens : [annotated.words]);
        const personCall =
          named.type === 'kind' && named.kind !== 'user' && this.nameIsCallee && isPersonCallee(this.calleeSegment());
        this.verdictValue = personCall ? { type: 'unrecognized' } : named;
      }
    }
    return this.verdictValue;
  }

  /** The bracket that opens around the value ('{', '[' or '('), or -1. */
  get opener(): number {
    this.openerValue ??= findOpener(this.text, this.value.start, this.lo, undefined, this.scope.walks);
    return this.openerValue;
  }

  /** What the name of the container the opener opens says (read once: several rules ask). */
  get container(): ContainerVerdict {
    this.containerValue ??= this.opener < 0 ? { type: 'unlabeled' } : containerVerdict(this.scope, this.opener);
    return this.containerValue;
  }

  /** The members of the object holding the named value (its key at the name's start), and where it opens. */
  get objectMembers(): { open: number; members: Members } {
    this.membersValue ??= membersAround(this.scope, this.name?.start ?? this.value.start, this.value.end);
    return this.membersValue;
  }

  /** The value is an argument of the call the opener opens, with no name of its own (none, or its callee's). */
  get isBareArgument(): boolean {
    const open = this.opener;
    return (
      !this.json && open >= 0 && this.text.charCodeAt(open) === 40 && (this.name === undefined || this.nameIsCallee)
    );
  }

  /**
   * `staff_id: […]`: a name with its own "id" that names nothing known is the id of what it names; only a block that
   * holds a kind (not one about it) may name its value.
   */
  get ownId(): boolean {
    const name = this.name;
    return (
      name !== undefined &&
      name.assigned &&
      this.verdict.type === 'unrecognized' &&
      isIdWord(name.tokens[name.tokens.length - 1]!.at(-1))
    );
  }

  /** The value is an object's "id". */
  get isMember(): boolean {
    const shape = this.shape;
    return shape === 'member' || shape === 'json-member';
  }

  get shape(): Shape {
    this.shapeValue ??= this.readShape();
    return this.shapeValue;
  }

  private readShape(): Shape {
    const { value, json } = this;
    const name = this.name;
    if (name === undefined) return value.whole ? 'unnamed' : 'none';
    const verdict = this.verdict;
    if (verdict.type === 'kind') return verdict.weak === true ? 'named-weak' : 'named-kind';
    if (verdict.type === 'generic' && name.assigned && value.whole && !(json && !name.quoted))
      return json ? 'json-member' : 'member';
    if (!value.whole) return 'none';
    if (!json && this.nameIsCallee) return 'callee-item';
    if (json) return name.quoted ? 'json-key' : 'none';
    return 'named-other';
  }

  /** The words of the callee's last segment: `self.bot.send_user_message(` gives send, user, message. */
  calleeSegment(): string[] {
    const name = this.name;
    if (name === undefined) return [];
    const callee = this.text.slice(name.start, this.value.start).replace(/[\s([]+$/, '');
    const cut = Math.max(callee.lastIndexOf('.'), callee.lastIndexOf(':'), callee.lastIndexOf('>'));
    return splitNameWords(callee.slice(cut + 1));
  }
}
