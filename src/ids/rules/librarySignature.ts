// `s.GuildMemberRoleAdd(guild, user, role)`, `bot.get_channel(<id>)`: a major library's signature names each argument,
// unless the text declares its own function of that name (librarySignatures.ts).
import { argumentIndex, parameterOfArgument } from '../readers/callArguments';
import { libraryArgumentKind } from '../readers/librarySignatures';
import { calleeEvidence } from './callSite';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'library-signature',
  signal: 'argument',
  description: "A major Discord library's method signature names the argument at the id's place.",
} as const;

export const librarySignatureRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    if (!context.isBareArgument) return undefined;
    const { text, lo, hi, scope, value } = context;
    const open = context.opener;
    const kind = libraryArgumentKind(text, open, value.start, lo);
    if (kind === undefined) return undefined;
    // The text's own function of that name: its parameters speak (call-argument), not the library's.
    if (parameterOfArgument(text, open, value.start, lo, hi, scope.walks) !== undefined) return undefined;
    return finding(meta, kind, calleeEvidence(context, open, `#${argumentIndex(text, open, value.start) ?? ''}`));
  },
};
