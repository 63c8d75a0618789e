// Accounts the support team looks after. Hover an id to see the profile.
export const STAFF = {
  owner: '589142681454035401',
  artist: '433011690571707083',
  developer: '94402038992120938',
  streamer: '911693815220949474',
} as const;

export const WATCHLIST: ReadonlyArray<{ id: string; reason: string; openedAt: number }> = [
  { id: '809265711285148386', reason: 'ban appeal pending', openedAt: 1763802844873 },
  { id: '286816192169341332', reason: 'transfer above 2^53 sonhos', openedAt: 1763802844102 },
  { id: '1091693445122657960', reason: 'about-me with script tags', openedAt: 1763802850902 },
];

// Not user ids: a request id, a nanosecond timestamp and a span id.
export const LAST_REQUEST = '3f2b8c1e-9a4d-4c7b-8e21-5d6f0a9b7c13';
export const LAST_EVENT_NS = 1763802853140976255n;
export const LAST_SPAN = '4bf92f3577b34da6a3ce929d0e0e4736';

export function isStaff(userId: string): boolean {
  return (Object.values(STAFF) as string[]).includes(userId);
}
