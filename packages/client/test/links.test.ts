import { describe, expect, it } from 'vitest';
import { parseGameLink, seatLink, spectateLink } from '@xwing/client';

describe('game links', () => {
  it('round-trips seat and spectator links, as paths or full URLs', () => {
    expect(parseGameLink(seatLink('g_abc-1', 'tok_EN-x'))).toEqual({ gameId: 'g_abc-1', token: 'tok_EN-x' });
    expect(parseGameLink(`http://localhost:8080${spectateLink('g1')}`)).toEqual({ gameId: 'g1' });
  });

  it('reads nothing else as a game link', () => {
    expect(parseGameLink('/games/g1')).toBeNull();
    expect(parseGameLink('/game/a/b')).toBeNull();
    expect(parseGameLink('/game/<script>')).toBeNull();
  });
});
