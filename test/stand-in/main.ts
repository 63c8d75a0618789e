// `npm run stand-in [-- --port N]`: runs the stand-in for the product demo until killed.
import { startStandIn, SAMPLE_KEY, SECOND_KEY } from './server';
import { FAULT_IDS } from './faults';
import { DEMO_IDS, IDS } from './users';

function portFromArgs(args: string[]): number {
  const flag = args.indexOf('--port');
  if (flag === -1) return 0;
  const value = Number(args[flag + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`--port needs a port number (0-65535), got ${args[flag + 1] ?? 'nothing'}`);
  }
  return value;
}

async function main(): Promise<void> {
  const standIn = await startStandIn({ port: portFromArgs(process.argv.slice(2)) });
  const lines = [
    `User API stand-in listening on ${standIn.url}  (redirect target: ${standIn.redirectTargetUrl})`,
    `Set "profileLookup.baseUrl" to ${standIn.url}`,
    `API key: ${SAMPLE_KEY}`,
    `Second key (a bot token, own rate-limit bucket): ${SECOND_KEY}`,
    '',
    'Demo users:',
    ...DEMO_IDS.map((id) => `  ${id}`),
    '',
    'All fixture ids:',
    ...Object.entries(IDS).map(([name, id]) => `  ${name.padEnd(15)} ${id}`),
    '',
    'Fault ids (a broken or hostile service):',
    ...Object.entries(FAULT_IDS).map(([name, id]) => `  ${name.padEnd(19)} ${id}`),
    '',
    'Ctrl+C to stop.',
  ];
  console.log(lines.join('\n'));

  const stop = (): void => {
    standIn.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
