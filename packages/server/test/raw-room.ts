/**
 * Test helpers: a room connection spoken by hand, so a test can send frames @xwing/client never would. A seat is
 * reserved as @colyseus/sdk's Client does (`POST /matchmake/<method>/<room name or id>` with the join options as JSON),
 * then the room's WebSocket is opened at `/<processId>/<roomId>?sessionId=…` and Colyseus 0.18's wire protocol spoken
 * over it: the room's JOIN_ROOM handshake is acknowledged with one JOIN_ROOM byte, and a message is a ROOM_DATA frame,
 * `[13][type: msgpack string or number][payload: msgpack]` (@colyseus/sdk Room.send, @colyseus/core RoomMessages.onData).
 */
import { unpackMultiple } from 'msgpackr';
import WebSocket from 'ws';
import type { ErrorMessage, ViewMessage, WelcomeMessage } from '@xwing/client';

/** Colyseus 0.18's protocol codes (@colyseus/shared-types, Protocol). */
export const Protocol = {
  JOIN_ROOM: 10,
  ERROR: 11,
  LEAVE_ROOM: 12,
  ROOM_DATA: 13,
  ROOM_DATA_BYTES: 17,
  PING: 18,
  ROOM_INPUT_RELIABLE: 19,
  ROOM_INPUT_UNRELIABLE: 20,
  ROOM_REQUEST: 21,
} as const;

export interface SeatReservation {
  name: string;
  roomId: string;
  sessionId: string;
  processId: string;
  publicAddress?: string;
}

/** What the matchmaker answered: a reservation, or its refusal (status and message). */
export type Reserved = { ok: true; reservation: SeatReservation } | { ok: false; status: number; error: string };

/** Reserves a seat as the SDK does: `joinOrCreate` with the room name, `joinById` with a room id. */
export async function reserveSeat(
  baseUrl: string,
  method: 'joinOrCreate' | 'joinById',
  target: string,
  options: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Reserved> {
  const r = await fetch(`${baseUrl}/matchmake/${method}/${target}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(options),
  });
  const text = await r.text();
  if (r.ok) return { ok: true, reservation: JSON.parse(text) as SeatReservation };
  let error = text;
  try {
    error = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // Not JSON: the text is the message.
  }
  return { ok: false, status: r.status, error };
}

export interface RoomMessage {
  type: string | number;
  payload: unknown;
}

export interface RawRoom {
  ws: WebSocket;
  /** Every ROOM_DATA message received, decoded. */
  messages: RoomMessage[];
  welcome: WelcomeMessage | null;
  views: ViewMessage[];
  errors: ErrorMessage[];
  acks: number[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  isOpen(): boolean;
  /** Sends one frame, as it is. */
  sendFrame(frame: Uint8Array): void;
  /** Resolves with the next error message (rejects after `ms`). */
  nextError(ms?: number): Promise<ErrorMessage>;
  close(): void;
}

/** Opens the reserved seat's WebSocket and completes the handshake; resolves once the room has sent its welcome. */
export function openRawRoom(baseUrl: string, seat: SeatReservation, ms = 10_000): Promise<RawRoom> {
  const url = new URL(baseUrl);
  const ws = new WebSocket(`ws://${url.host}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`, {
    perMessageDeflate: false,
  });
  let open = true;
  let waitingError: ((e: ErrorMessage) => void) | null = null;
  const closed = new Promise<number>((resolve) =>
    ws.on('close', (code: number) => {
      open = false;
      resolve(code);
    }),
  );
  const room: RawRoom = {
    ws,
    messages: [],
    welcome: null,
    views: [],
    errors: [],
    acks: [],
    closed,
    isOpen: () => open && ws.readyState === WebSocket.OPEN,
    sendFrame(frame) {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    },
    nextError(wait = 5000) {
      return new Promise<ErrorMessage>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no error message in ${wait / 1000} s`)), wait);
        waitingError = (e) => {
          clearTimeout(t);
          resolve(e);
        };
      });
    },
    close() {
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.terminate();
    },
  };
  ws.on('error', () => undefined);
  return new Promise<RawRoom>((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`the room's WebSocket did not join in ${ms / 1000} s`));
    }, ms);
    void closed.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the room's WebSocket closed (${code}) before the welcome`));
    });
    ws.on('message', (data: Buffer) => {
      if (data[0] === Protocol.JOIN_ROOM) {
        // The SDK's acknowledgement: the room then sends what it queued for this client.
        ws.send(Buffer.from([Protocol.JOIN_ROOM]));
        return;
      }
      if (data[0] !== Protocol.ROOM_DATA) return;
      let type: unknown;
      let payload: unknown;
      try {
        [type, payload] = unpackMultiple(data.subarray(1)) as [unknown, unknown];
      } catch {
        return;
      }
      const m: RoomMessage = { type: type as string | number, payload };
      room.messages.push(m);
      if (m.type === 'welcome') {
        room.welcome = payload as WelcomeMessage;
        clearTimeout(timer);
        resolve(room);
      } else if (m.type === 'view') room.views.push(payload as ViewMessage);
      else if (m.type === 'ack') room.acks.push(Number((payload as { ref: unknown }).ref));
      else if (m.type === 'error') {
        room.errors.push(payload as ErrorMessage);
        waitingError?.(payload as ErrorMessage);
        waitingError = null;
      }
    });
  });
}

/** Reserves a seat (or fails with the matchmaker's refusal) and opens it. */
export async function joinRaw(baseUrl: string, options: Record<string, unknown>): Promise<RawRoom> {
  const r = await reserveSeat(baseUrl, 'joinOrCreate', 'game', options);
  if (!r.ok) throw new Error(`the matchmaker refused the join (${r.status}): ${r.error}`);
  return openRawRoom(baseUrl, r.reservation);
}

/** A message type as Colyseus writes it: a msgpack string (fixstr, str8/16/32) or a msgpack number. */
export function encodeType(type: string | number): Buffer {
  if (typeof type === 'string') {
    const s = Buffer.from(type, 'utf8');
    const n = s.length;
    if (n < 32) return Buffer.concat([Buffer.from([0xa0 | n]), s]);
    if (n < 0x100) return Buffer.concat([Buffer.from([0xd9, n]), s]);
    if (n < 0x10000) return Buffer.concat([Buffer.from([0xda, n >> 8, n & 0xff]), s]);
    const h = Buffer.alloc(5);
    h[0] = 0xdb;
    h.writeUInt32BE(n, 1);
    return Buffer.concat([h, s]);
  }
  if (Number.isInteger(type) && type >= 0 && type < 0x80) return Buffer.from([type]);
  if (Number.isInteger(type) && type < 0 && type >= -32) return Buffer.from([type & 0xff]);
  if (Number.isInteger(type) && type >= 0 && type <= 0xffffffff) {
    const b = Buffer.alloc(5);
    b[0] = 0xce;
    b.writeUInt32BE(type, 1);
    return b;
  }
  const b = Buffer.alloc(9);
  b[0] = 0xcb;
  b.writeDoubleBE(type, 1);
  return b;
}

/** A ROOM_DATA frame: the type, then the payload's msgpack bytes (none: no payload). */
export function roomData(type: string | number | Buffer, payload?: Uint8Array): Buffer {
  const t = Buffer.isBuffer(type) ? type : encodeType(type);
  return Buffer.concat([Buffer.from([Protocol.ROOM_DATA]), t, payload ?? Buffer.alloc(0)]);
}

/** `{ key: <value bytes> }` as msgpack, for a value written by hand (a fixmap of one). */
export function mapOf(entries: [string, Buffer][]): Buffer {
  if (entries.length > 15) throw new Error('mapOf: at most 15 entries');
  return Buffer.concat([Buffer.from([0x80 | entries.length]), ...entries.flatMap(([k, v]) => [encodeType(k), v])]);
}

/** A msgpack int64 (0xd3): msgpackr decodes it to a BigInt, whatever its size. */
export function int64(n: bigint): Buffer {
  const b = Buffer.alloc(9);
  b[0] = 0xd3;
  b.writeBigInt64BE(n, 1);
  return b;
}
